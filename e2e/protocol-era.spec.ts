/**
 * The protocol era in the lifecycle view (issue 18, item 2), with the default setting (auto):
 * the modern-only fixture (@modelcontextprotocol/server 2.4.0) connects in 2026-07-28 over stdio
 * and over Streamable HTTP, with its server/discover result and no initialize; an rmcp-style
 * server that exits on the probe connects in the 2025 era, and the view says why; and
 * server-everything (a 1.x server) still connects as 2025-11-25 over both transports.
 */
import { expect, test, type Page } from '@playwright/test';
import { everythingStdioCommand, startEverythingHttp, type EverythingHttpServer } from './support/everything-server';
import { startMcpscope, type RunningMcpscope } from './support/mcpscope-process';
import { modernStdioCommand, startModernHttp, type ModernHttpServer } from './support/modern-server';
import { screenshotBothThemes } from './support/theme-screenshots';

let mcpscope: RunningMcpscope | undefined;
let server: ModernHttpServer | EverythingHttpServer | undefined;
test.afterEach(async () => {
  await mcpscope?.stop();
  await server?.stop();
  mcpscope = undefined;
  server = undefined;
});

const TRANSPORTS = ['stdio', 'Streamable HTTP'] as const;

/** mcpscope on one server: its stdio command line, or an HTTP server started for the test. */
async function startOver(transport: (typeof TRANSPORTS)[number], stdio: string, startHttp: () => Promise<ModernHttpServer | EverythingHttpServer>) {
  if (transport === 'stdio') {
    mcpscope = await startMcpscope(['--stdio', stdio]);
    return;
  }
  server = await startHttp();
  mcpscope = await startMcpscope(['--url', server.url]);
}

const shotSuffix = (transport: (typeof TRANSPORTS)[number]) => (transport === 'stdio' ? 'stdio' : 'http');

/** The lifecycle view of the one connection, once it is ready: its era panel. */
async function eraOnceReady(page: Page) {
  await page.goto(mcpscope!.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await page.getByRole('tab', { name: /lifecycle/i }).click();
  const era = page.getByTestId('protocol-era');
  await expect(era.getByTestId('protocol-era-setting')).toContainText('Auto');
  return era;
}

for (const transport of TRANSPORTS) {
  test(`auto finds the modern-only server over ${transport}: 2026-07-28, why, its discover result, no handshake, and no ping button`, async ({ page }) => {
    await startOver(transport, modernStdioCommand('modern-only'), () => startModernHttp('modern-only'));
    const era = await eraOnceReady(page);
    await expect(era.getByTestId('protocol-era-verdict')).toContainText('2026-07-28');
    await expect(era.getByTestId('protocol-era-reason')).toHaveText('the server answered server/discover');
    await expect(era.getByTestId('discover-result')).toContainText('supportedVersions');
    await expect(page.getByTestId('no-handshake')).toContainText('2026-07-28 has no initialize');
    await expect(page.getByTestId('protocol-version')).toContainText('2026-07-28');
    await expect(page.getByTestId('ping-button')).toHaveCount(0);
    await expect(page.getByTestId('ping-missing')).toContainText('2026-07-28 has no ping');
    await era.scrollIntoViewIfNeeded();
    await screenshotBothThemes(page, `h18-era-modern-${shotSuffix(transport)}`, { fullPage: false });
  });
}

test('auto connects an rmcp-style stdio server that exits on server/discover, and says so', async ({ page }) => {
  mcpscope = await startMcpscope(['--stdio', modernStdioCommand('legacy-strict')]);
  const era = await eraOnceReady(page);
  await expect(era.getByTestId('protocol-era-verdict')).toContainText('2025-11-25 and older');
  await expect(era.getByTestId('protocol-era-reason')).toHaveText('server/discover failed: the server exited with code 1');
  await expect(page.getByTestId('initialize-response')).toContainText('serverInfo');
  await expect(page.getByTestId('ping-button')).toBeVisible();
  await screenshotBothThemes(page, 'h18-era-legacy-strict');
});

// Over stdio the sibling probe gets a JSON-RPC error; over HTTP server-everything answers the POST 400 with no id to pair.
const EVERYTHING_REASONS = {
  stdio: 'server/discover failed: error -32601 (Method not found)',
  'Streamable HTTP': 'server/discover failed: HTTP 400 Bad Request to server/discover, with no JSON-RPC answer',
} as const;

for (const transport of TRANSPORTS) {
  test(`auto still connects server-everything (legacy) over ${transport} as 2025-11-25, and says why`, async ({ page }) => {
    await startOver(transport, everythingStdioCommand, startEverythingHttp);
    const era = await eraOnceReady(page);
    await expect(era.getByTestId('protocol-era-verdict')).toContainText('2025-11-25 and older');
    await expect(era.getByTestId('protocol-era-reason')).toHaveText(EVERYTHING_REASONS[transport]);
    if (transport === 'Streamable HTTP') await expect(era.getByTestId('protocol-era-http-status')).toContainText('400 Bad Request');
    else await expect(era.getByTestId('protocol-era-http-status')).toHaveCount(0);
    await expect(page.getByTestId('protocol-version')).toContainText('2025-11-25');
    await expect(page.getByTestId('initialize-response')).toContainText('serverInfo');
    await era.scrollIntoViewIfNeeded();
    await screenshotBothThemes(page, `h18-era-everything-${shotSuffix(transport)}`, { fullPage: false });
  });
}

// Issue 24: over stdio the probed process goes on as the session's, so its refused server/discover is the session's first exchange.
test('over stdio, the lifecycle view and the message log open with a 2025 server\'s refused server/discover, then initialize', async ({ page }) => {
  mcpscope = await startMcpscope(['--stdio', everythingStdioCommand]);
  const era = await eraOnceReady(page);
  await expect(era.getByTestId('protocol-era-opening')).toContainText('probed 2026-07-28: refused (error -32601) → 2025 handshake (initialize)');
  await expect(era.getByTestId('protocol-era-opening')).not.toContainText('separate process');
  const steps = page.getByTestId('lifecycle-timeline').locator('li[data-status]');
  await expect(steps).toHaveText([/Transport started/, /server\/discover sent/, /server\/discover refused → initialize/, /initialize sent/, /initialize answered/, /notifications\/initialized sent/]);
  await expect(page.getByTestId('lifecycle-timeline').locator('li[data-status="done"]')).toHaveCount(6);
  await expect(page.getByTestId('discover-request')).toContainText('server/discover');
  await expect(page.getByTestId('discover-response')).toContainText('-32601');
  await expect(page.getByTestId('initialize-response')).toContainText('serverInfo');
  await page.getByTestId('discover-response').scrollIntoViewIfNeeded();
  await screenshotBothThemes(page, 'i24-probe-handover-lifecycle', { fullPage: true });

  // In the log, the requests we sent: the probe first, then the handshake, on the one process.
  await page.getByTestId('message-log-toggle').click();
  const log = page.getByTestId('message-log');
  await log.getByRole('radio', { name: /out/ }).click();
  await log.getByLabel('Kind').selectOption('request');
  const requests = log.getByTestId('message-row');
  await expect(requests.nth(0)).toHaveAttribute('data-method', 'server/discover');
  await expect(requests.nth(1)).toHaveAttribute('data-method', 'initialize');
  // The probe's exchange: its request and the server's refusal, paired by its id.
  await log.getByRole('button', { name: 'Clear filters' }).click();
  await log.getByLabel('Search messages').fill('mcpscope-probe');
  await expect(log.getByTestId('message-row')).toHaveCount(2);
  await expect(log.locator('[data-testid="message-row"][data-kind="error"]')).toHaveAttribute('data-method', 'server/discover');
  await screenshotBothThemes(page, 'i24-probe-handover-log', { fullPage: false });
});
