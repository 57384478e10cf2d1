import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { freePort } from './support/everything-server';
import { openOffline } from './support/offline-viewer';
import { screenshotAsIs, screenshotBothThemes } from './support/theme-screenshots';
import { expect, test } from './support/fixtures';
import { scaled } from './support/slowdown';

/**
 * Issue 21, item 1: mcpscope hosts MCP Apps live. The three example servers from npm render their
 * apps from the Tools screen over stdio (and one over Streamable HTTP), a click inside an app calls
 * the server through mcpscope (the call is in the message log) and the app shows the answer.
 */
const serverEntry = (pkg: string) => join(process.cwd(), 'node_modules', '@modelcontextprotocol', pkg, 'dist', 'index.js');
const SERVERS = {
  vanillajs: { pkg: 'server-basic-vanillajs', tool: 'get-time' },
  react: { pkg: 'server-basic-react', tool: 'get-time' },
  monitor: { pkg: 'server-system-monitor', tool: 'get-system-info' },
} as const;

const configDir = mkdtempSync(join(tmpdir(), 'mcpscope-e2e-apps-'));
const config = { mcpServers: Object.fromEntries(Object.entries(SERVERS).map(([name, { pkg }]) => [name, { command: process.execPath, args: [serverEntry(pkg), '--stdio'] }])) };
writeFileSync(join(configDir, 'mcp.json'), JSON.stringify(config));
test.use({ mcpscopeArgs: ['--config', join(configDir, 'mcp.json')] });

const BIN = join(process.cwd(), 'bin', 'mcpscope.js');

async function openTool(page: Page, connection: string, tool: string) {
  await page.getByTestId('connection-item').filter({ has: page.getByTitle(connection, { exact: true }) }).click();
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready', { timeout: scaled(30_000) });
  await page.getByRole('tab', { name: /^tools/i }).click();
  await page.locator(`[data-testid="tool-row"][data-tool-name="${tool}"]`).click();
}

/** Runs the tool and answers with the app inside the sandbox proxy's inner frame. */
async function runApp(page: Page, connection: string, tool: string): Promise<FrameLocator> {
  await openTool(page, connection, tool);
  await page.getByTestId('run-tool').click();
  await expect(page.getByTestId('call-result').first()).toHaveAttribute('data-status', 'ok', { timeout: scaled(30_000) });
  await expect(page.getByTestId('live-app')).toBeVisible();
  return page.frameLocator('[data-testid="app-frame"]').frameLocator('iframe');
}

/**
 * Clicks a control near the app frame until `done` holds: the app resizes itself whenever its host
 * context changes (theme, a prompt above it), and on a loaded machine that can move the control
 * between Playwright's hit test and its click.
 */
async function clickUntil(control: Locator, done: () => Promise<void>) {
  await expect(async () => {
    if (await control.isVisible()) await control.click();
    await done();
  }).toPass({ timeout: scaled(30_000) });
}

type Bridge = { origin: string; token: string };

/** The tools/call requests mcpscope sent on one connection: the log's rows are virtualised, so they are counted in the bridge's log. */
async function toolCallsSent(mcpscope: Bridge, connection: string): Promise<number> {
  const headers = { authorization: `Bearer ${mcpscope.token}` };
  const connections = (await (await fetch(`${mcpscope.origin}/api/connections`, { headers })).json()) as { id: string; name: string }[];
  const id = connections.find((summary) => summary.name === connection)?.id;
  const log = (await (await fetch(`${mcpscope.origin}/api/log?after=0&limit=5000&conn=${id}`, { headers })).json()) as { records: { kind: string; dir?: string; msg?: { method?: unknown } }[] };
  return log.records.filter((record) => record.kind === 'message' && record.dir === 'out' && record.msg?.method === 'tools/call').length;
}

const newestToolCall = (page: Page) => page.getByTestId('message-log').locator('[data-testid="message-row"][data-method="tools/call"][data-dir="out"]').last();
const appRecords = (page: Page) => page.getByTestId('message-log').locator('[data-testid="message-row"][data-kind="app"]');

async function checkTimeApp(page: Page, mcpscope: Bridge, connection: string) {
  const app = await runApp(page, connection, 'get-time');
  const button = app.getByRole('button', { name: 'Get Server Time' });
  await expect(button).toBeVisible({ timeout: scaled(30_000) });
  const callsBefore = await toolCallsSent(mcpscope, connection);
  await button.click();
  // The app's call went through mcpscope: one more tools/call in the log, and the app shows its answer.
  await expect.poll(() => toolCallsSent(mcpscope, connection), { timeout: scaled(20_000) }).toBe(callsBefore + 1);
  await expect(newestToolCall(page)).toBeVisible();
  await expect(app.getByText(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/)).toBeVisible({ timeout: scaled(20_000) });
  await expect(appRecords(page).first()).toBeVisible();
  return app;
}

test('the vanillajs app renders, calls the server from a click, and its link waits for consent', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  const app = await checkTimeApp(page, mcpscope, 'vanillajs');

  // ui/open-link: nothing opens before the person agrees.
  const popups: Page[] = [];
  page.context().on('page', (opened) => popups.push(opened));
  await app.locator('#link-url').fill('https://example.com/from-the-app');
  await app.getByRole('button', { name: 'Open Link' }).click();
  const consent = page.getByTestId('app-link-consent');
  await expect(consent).toContainText('https://example.com/from-the-app');
  expect(popups).toHaveLength(0);
  await screenshotBothThemes(page, 'apps-consent', { fullPage: false });
  await clickUntil(page.getByTestId('app-link-refuse'), () => expect(consent).toBeHidden({ timeout: scaled(2_000) }));
  expect(popups).toHaveLength(0);
  // Agreed to, the link opens in a new tab (answered here: the test has no network).
  await page.context().route('https://example.com/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'opened' }));
  await app.getByRole('button', { name: 'Open Link' }).click();
  const opened = page.context().waitForEvent('page');
  await page.getByTestId('app-link-open').click();
  await expect(consent).toBeHidden();
  await (await opened).waitForURL('https://example.com/from-the-app');

  // ui/message: shown to the person.
  await app.locator('#message-text').fill('hello from the app');
  await app.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('app-says')).toContainText('hello from the app');

  await screenshotBothThemes(page, 'apps-vanillajs', { fullPage: false });

  await clickUntil(page.getByTestId('app-display-mode').getByRole('radio', { name: 'Fullscreen' }), () => expect(page.getByTestId('live-app')).toHaveAttribute('data-display-mode', 'fullscreen', { timeout: scaled(2_000) }));
  await screenshotAsIs(page, 'apps-fullscreen-light');
  await page.getByTestId('app-exit-mode').click();
  await expect(page.getByTestId('live-app')).toHaveAttribute('data-display-mode', 'inline');
});

test('the react app renders and calls the server from a click; its session, exported, plays the app offline', async ({ page, mcpscope, browser }) => {
  test.setTimeout(scaled(180_000));
  await page.goto(mcpscope.url);
  await checkTimeApp(page, mcpscope, 'react');
  await screenshotBothThemes(page, 'apps-react', { fullPage: false });

  // Issue 21, item 4: the recorded session, exported as a person shares it (redacted), opens from
  // file:// with the network off and shows the app as it looked, from the recorded HTML and messages.
  const trace = await page.getByTestId('trace-path').textContent();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  const reactItem = page.getByTestId('connection-item').filter({ has: page.getByTitle('react', { exact: true }) });
  await expect(reactItem.getByTestId('connection-state')).toHaveAttribute('data-state', 'closed');
  const out = join(mkdtempSync(join(tmpdir(), 'mcpscope-e2e-app-export-')), 'react app.html');

  // Opened in the inspector, the recorded app plays inside the bridge's sandbox proxy (this page's CSP would stop a srcdoc app).
  await page.getByTestId('show-traces').click();
  await page.locator(`[data-testid="trace-row"][data-name="${basename(trace!)}"]`).getByRole('button', { name: 'Open' }).click();
  await page.getByRole('tab', { name: /^tools/i }).click();
  await page.getByTestId('history-row').last().click();
  // The app shows the time of the result it was given: the recorded call's own.
  const shown = /\d{4}-\d{2}-\d{2}T[\d:.]+Z/.exec((await page.getByTestId('call-result').first().textContent()) ?? '')![0];
  await expect(page.frameLocator('[data-testid="recorded-app-frame"]').frameLocator('iframe').getByText(shown)).toBeVisible({ timeout: scaled(20_000) });

  const exported = spawnSync(process.execPath, [BIN, 'export', trace!, '--out', out], { encoding: 'utf8', timeout: scaled(100_000) });
  expect(exported.status, exported.stderr).toBe(0);
  const { viewer, requests, close } = await openOffline(browser, out);
  try {
    await viewer.getByRole('tab', { name: /^tools/i }).click();
    // The oldest call is the person's run of get-time, whose result the app rendered.
    await viewer.getByTestId('history-row').last().click();
    await expect(viewer.getByTestId('recorded-app-label')).toHaveText('Recorded app — no server');
    await expect(viewer.frameLocator('[data-testid="recorded-app-frame"]').getByText(shown)).toBeVisible({ timeout: scaled(20_000) });
    expect(requests).toEqual([]);
  } finally {
    await close();
  }
});

test('the system monitor app renders, polls the server, and stops and starts on a click', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  const app = await runApp(page, 'monitor', 'get-system-info');
  // It starts polling by itself, through its app-only poll-system-stats tool, and shows what it got.
  await expect(app.locator('#memory-percent')).toHaveText(/\d+%/, { timeout: scaled(30_000) });
  await expect(page.locator('[data-testid="tool-row"][data-tool-name="poll-system-stats"]').getByTestId('app-only-badge')).toBeVisible();
  await app.getByRole('button', { name: 'Stop' }).click();
  await expect(app.getByRole('button', { name: 'Start' })).toBeVisible();
  const callsBefore = await toolCallsSent(mcpscope, 'monitor');
  await app.getByRole('button', { name: 'Start' }).click();
  // Two more calls: polling runs again (one call could have been in flight when Stop was clicked).
  await expect.poll(() => toolCallsSent(mcpscope, 'monitor'), { timeout: scaled(20_000) }).toBeGreaterThanOrEqual(callsBefore + 2);
  await expect(newestToolCall(page)).toBeVisible();
  await screenshotBothThemes(page, 'apps-monitor', { fullPage: false });
});

test('the sandbox runs an app under exactly its declared CSP, isolated, and reports what the CSP blocked', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  const session = (await (await fetch(`${mcpscope.origin}/api/session`, { headers: { authorization: `Bearer ${mcpscope.token}` } })).json()) as { appSandbox: string };
  // A planted app: one fetch to its declared connect domain's neighbour, one image from nowhere it declared, and a reach for its parent.
  const html = `<!doctype html><p id="t">app</p><script>
    fetch('https://undeclared.example/x').catch(() => {});
    const image = new Image(); image.src = 'https://images.example/a.png'; document.body.append(image);
    try { parent.document; document.getElementById('t').textContent = 'same origin'; } catch { document.getElementById('t').textContent = 'isolated'; }
  </script>`;
  const notices = await page.evaluate(
    ({ sandbox, html }) =>
      new Promise<unknown[]>((resolve) => {
        const csp = { connectDomains: ['https://declared.example'] };
        const frame = document.createElement('iframe');
        frame.setAttribute('sandbox', 'allow-scripts allow-same-origin');
        frame.src = `${sandbox}/?${new URLSearchParams({ parent: location.origin, csp: JSON.stringify(csp) }).toString()}`;
        const seen: unknown[] = [];
        addEventListener('message', (event) => {
          if (event.source !== frame.contentWindow) return;
          const data = event.data as { method?: string; params?: unknown };
          if (data.method === 'ui/notifications/sandbox-proxy-ready') frame.contentWindow?.postMessage({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-resource-ready', params: { html, csp } }, '*');
          if (data.method === 'ui/notifications/sandbox-csp-violation') seen.push(data.params);
          if (seen.length === 2) resolve(seen);
        });
        document.body.append(frame);
      }),
    { sandbox: session.appSandbox, html },
  );
  expect(notices).toEqual(
    expect.arrayContaining([
      { directive: 'connect-src', blockedUri: 'https://undeclared.example/x' },
      { directive: 'img-src', blockedUri: 'https://images.example/a.png' },
    ]),
  );
  await expect(page.frameLocator(`iframe[src^="${session.appSandbox}"] >> nth=-1`).frameLocator('iframe').locator('#t')).toHaveText('isolated');
});

test('the vanillajs app works over Streamable HTTP too', async ({ page, mcpscope }) => {
  const port = await freePort();
  const server = spawn(process.execPath, [serverEntry(SERVERS.vanillajs.pkg)], { env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await listening(server);
    const connect = await fetch(`${mcpscope.origin}/api/connections`, {
      method: 'POST',
      headers: { authorization: `Bearer ${mcpscope.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'vanillajs http', target: { transport: 'http', url: `http://127.0.0.1:${port}/mcp` } }),
    });
    expect(connect.ok).toBe(true);
    await page.goto(mcpscope.url);
    await checkTimeApp(page, mcpscope, 'vanillajs http');
  } finally {
    server.kill();
  }
});

/** The example server prints this once it accepts connections. */
function listening(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = '';
    server.stdout?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.includes('MCP server listening')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the example server exited (${code}) before listening`)));
  });
}
