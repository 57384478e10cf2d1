import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { FAKE_GITHUB_TOKEN } from '../server/demo/suspicious-tools';
import { CRAFTED_TRACE, harWithBadBase64, TRACE_HEADER } from './support/crafted-traces';
import { openTraceFile } from './support/open-trace-file';
import { test, expect } from './support/fixtures';
import { keepMessageLogOpen } from './support/message-log';
import { expectFlowOnceLabelled, expectPoisonedTool, SEND_MESSAGE } from './support/suspicious-findings';
import { latestCallResult, runTool } from './support/tool-ui';
import { screenshotBothThemes } from './support/theme-screenshots';

/**
 * The offline viewer (issue 5) and the engine on opened traces (issue 4): a session recorded
 * live opens again from its file alone, in a page that has no bridge token and makes no request
 * to any bridge, with its tools, calls, results and findings; `mcpscope open` shows the same.
 */
const DEMO = fileURLToPath(new URL('../bin/mcpscope-demo.js', import.meta.url));

test.use({ mcpscopeArgs: ['--stdio', `node "${DEMO}" --suspicious`] });

/**
 * Records a short session live and returns its trace file's text. `unfinished`: the session ends
 * while verify_account waits for the elicitation it sent, a call still running, a request never answered.
 */
async function recordSession(page: Page, url: string, { unfinished = false } = {}): Promise<string> {
  await page.goto(url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await runTool(page, 'get_config');
  await expect(await latestCallResult(page)).toHaveAttribute('data-status', 'ok');
  await runTool(page, SEND_MESSAGE, { text: 'the config' });
  const sent = await latestCallResult(page);
  await expect(sent).toHaveAttribute('data-status', 'ok');
  await expect(sent).toContainText('nothing happened');
  const tracePath = (await page.getByTestId('trace-path').getAttribute('title'))!;
  if (unfinished) {
    await runTool(page, 'verify_account');
    await expect(page.getByTestId('pending-requests-banner')).toBeVisible();
    await expect.poll(() => readFileSync(tracePath, 'utf8')).toContain('"method":"elicitation/create"');
  }
  return readFileSync(tracePath, 'utf8');
}

/** A page with no token, whose every request to the bridge's API would fail (and is counted). */
async function pageWithoutBridge(browser: Browser, origin: string) {
  const context = await browser.newContext();
  await keepMessageLogOpen(context);
  const apiRequests: string[] = [];
  await context.route('**/api/**', (route) => {
    apiRequests.push(route.request().url());
    return route.abort();
  });
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  return { page, apiRequests, close: () => context.close() };
}

async function pickTrace(page: Page, name: string, text: string) {
  await page.getByTestId('trace-file').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
}

test('a recorded session opens with no bridge: tools with findings, the call with its masked secret, read-only', async ({ page, mcpscope, browser }) => {
  const trace = await recordSession(page, mcpscope.url, { unfinished: true });
  const offline = await pageWithoutBridge(browser, mcpscope.origin);
  try {
    const { page: viewer } = offline;
    await expect(viewer.getByTestId('trace-opener')).toBeVisible();
    await pickTrace(viewer, 'suspicious-session.jsonl', trace);
    await expect(viewer.getByTestId('trace-bar')).toContainText('suspicious-session.jsonl');

    await expectPoisonedTool(viewer);

    await viewer.getByTestId('history-row').filter({ hasText: 'get_config' }).click();
    const result = viewer.getByTestId('call-result').first();
    await expect(result).toHaveAttribute('data-status', 'ok');
    await expect(result.locator('[data-testid="finding-mark"][data-kind="secret"]')).toBeVisible();
    await expect(result.getByTestId('content-item')).not.toContainText(FAKE_GITHUB_TOKEN);

    await viewer.getByRole('tab', { name: /^findings/i }).click();
    await expect(viewer.locator('[data-testid="finding"][data-rule="output/secret"]')).toBeVisible();
    await expect(viewer.locator('[data-testid="finding"][data-rule="launch/shell-command"], [data-testid="finding"][data-rule^="hidden-content/"]').first()).toBeVisible();

    // Taint tracking in the trace: label the tools here (kept in this page only) and the flow shows.
    await expectFlowOnceLabelled(viewer);
    // What the recording left unfinished shows as such, with nothing to triage, answer or cancel (issue 20, item 4).
    await expect(viewer.getByTestId('findings-summary')).toContainText('not kept in a trace');
    await expect(viewer.getByTestId('triage-reason')).toHaveCount(0);
    await expect(viewer.getByTestId('requests-tab-badge')).toHaveAttribute('title', '1 unanswered at this point of the trace');
    await viewer.getByTestId('pending-requests-banner').getByRole('button').click();
    await viewer.locator('[data-testid="client-request-row"][data-method="elicitation/create"][data-status="pending"]').click();
    await expect(viewer.getByTestId('request-unanswered')).toContainText('No answer is recorded');
    await expect(viewer.getByTestId('elicitation-request')).toContainText('password');
    await expect(viewer.getByTestId('elicitation-accept')).toHaveCount(0);
    await viewer.getByRole('tab', { name: /^tools/i }).click();
    await viewer.getByTestId('history-row').filter({ hasText: 'verify_account' }).click();
    await expect(viewer.getByTestId('call-result')).toHaveAttribute('data-status', 'running');
    await expect(viewer.getByTestId('call-unanswered')).toBeVisible();
    // Nothing is working on a recorded call that got no answer: its bar stands still.
    await expect(viewer.getByTestId('call-progress-waiting')).not.toHaveClass(/animate-pulse/);
    await expect(viewer.getByTestId('cancel-call')).toHaveCount(0);

    // The message log has the whole session, and a recording offers no control that would send (issue 20, item 4).
    await expect(viewer.getByTestId('message-row').first()).toBeAttached();
    await viewer.getByRole('tab', { name: /^tools/i }).click();
    await viewer.locator('[data-testid="tool-row"][data-tool-name="get_config"]').click();
    await expect(viewer.locator('[data-testid="tool-detail"][data-detail-tool="get_config"]')).toBeVisible();
    await expect(viewer.getByTestId('history-row').first()).toBeVisible();
    await expect(viewer.getByTestId('run-tool')).toHaveCount(0);
    await expect(viewer.getByTestId('rerun-call')).toHaveCount(0);
    await expect(viewer.getByRole('tab', { name: /^settings/i })).toHaveCount(0);
    expect(offline.apiRequests).toEqual([]);
  } finally {
    await offline.close();
  }
});

test('a malformed trace line is skipped and listed with its line number; imported HAR and Claude Desktop logs open', async ({ browser, mcpscope }) => {
  const offline = await pageWithoutBridge(browser, mcpscope.origin);
  try {
    const { page: viewer } = offline;
    await pickTrace(viewer, 'broken.jsonl', `${TRACE_HEADER}\n{"t":1,"conn":"c1","kind":"note","text":"ok"}\nnot json at all\n{"t":2,"conn":"c1","kind":"note","text":"after"}\n`);
    await expect(viewer.getByTestId('trace-bar')).toContainText('2 records');
    await expect(viewer.getByTestId('message-row').filter({ hasText: 'after' })).toHaveCount(1);
    await viewer.getByTestId('trace-warnings-toggle').click();
    await expect(viewer.getByTestId('trace-warnings')).toContainText('line 3: expected a JSON object, got "not json at all"');
    await viewer.getByTestId('close-trace').click();

    const fixtures = fileURLToPath(new URL('./fixtures/traces/', import.meta.url));
    await pickTrace(viewer, 'streamable-http.har', readFileSync(join(fixtures, 'streamable-http.har'), 'utf8'));
    await expect(viewer.getByTestId('trace-bar')).toContainText('HAR');
    await viewer.getByRole('tab', { name: /^tools/i }).click();
    await expect(viewer.getByTestId('tool-row').first()).toBeVisible();
    await viewer.getByTestId('close-trace').click();

    await pickTrace(viewer, 'mcp-server-everything.log', readFileSync(join(fixtures, 'claude-desktop', 'mcp-server-everything.log'), 'utf8'));
    await expect(viewer.getByTestId('trace-bar')).toContainText('Claude Desktop');
    await viewer.getByRole('tab', { name: /^tools/i }).click();
    await expect(viewer.getByTestId('tool-row').first()).toBeVisible();
    // Claude Desktop speaks stdio to its servers; the session ended: why is shown, with nothing to
    // reconnect; its prompts, with nothing to get (issue 20, item 4).
    await expect(viewer.getByTestId('connection-name').locator('..')).toContainText('stdio');
    await expect(viewer.getByTestId('crash-panel')).toBeVisible();
    await expect(viewer.getByRole('button', { name: /^(reconnect|remove|disconnect)$/i })).toHaveCount(0);
    await viewer.getByRole('tab', { name: /^prompts/i }).click();
    await expect(viewer.getByTestId('prompt-description')).toBeVisible();
    await expect(viewer.getByTestId('get-prompt')).toHaveCount(0);
    expect(offline.apiRequests).toEqual([]);
  } finally {
    await offline.close();
  }
});

test("an MCP App's conversation in a trace: app rows with their direction, the app filter, the CSP warning, the app's lane in the timeline (issue 21)", async ({ browser, mcpscope }) => {
  const offline = await pageWithoutBridge(browser, mcpscope.origin);
  try {
    const { page: viewer } = offline;
    await viewer.setViewportSize({ width: 1280, height: 800 });
    await pickTrace(viewer, 'app-session.jsonl', readFileSync(fileURLToPath(new URL('./fixtures/traces/app-session.jsonl', import.meta.url)), 'utf8'));
    await expect(viewer.getByTestId('trace-bar')).toContainText('23 records');
    const appRows = viewer.locator('[data-testid="message-row"][data-kind="app"]');
    await expect(appRows).toHaveCount(8);
    const initialize = appRows.and(viewer.locator('[data-method="ui/initialize"]'));
    await expect(initialize.first()).toContainText('app→host');
    // The host's answer pairs with the app's request (the app's id 0, not the MCP initialize's) and says how long it took.
    await expect(initialize.nth(1)).toContainText('host→app');
    await expect(initialize.nth(1).getByTestId('message-latency')).toHaveText('2 ms');
    await expect(viewer.locator('[data-testid="message-row"][data-kind="app-csp"]')).toContainText('CSP blocked https://telemetry.example.com (connect-src)');
    await screenshotBothThemes(viewer, 'apps-wire-log', { fullPage: false });

    const appFilter = viewer.getByRole('combobox', { name: 'App messages' });
    await appFilter.selectOption('only');
    await expect(viewer.getByTestId('message-count')).toHaveText('9 of 23 messages');
    await appFilter.selectOption('hide');
    await expect(viewer.getByTestId('message-count')).toHaveText('14 of 23 messages');
    await appFilter.selectOption('show');

    // From the app's message to the tools/call whose result it renders.
    await initialize.first().click();
    await viewer.getByTestId('jump-to-call').click();
    await expect(viewer.locator('[data-testid="message-row"][data-seq="9"]')).toHaveAttribute('aria-expanded', 'true');

    await viewer.getByRole('tab', { name: /^timeline/i }).click();
    await expect(viewer.locator('[data-testid="timeline-lane"][data-app="true"]')).toHaveText('app (app-session.jsonl)');
    const toolCalls = viewer.locator('[data-testid="timeline-item"][data-method="tools/call"]');
    await expect(toolCalls).toHaveCount(6);
    // app asked → mcpscope called the tool → the server answered → mcpscope answered the app.
    const order = await toolCalls.evaluateAll((items) => items.slice(2).map((item) => `${item.getAttribute('data-kind')}${item.hasAttribute('data-app') ? ' app' : ''}`));
    expect(order).toEqual(['request app', 'request', 'response', 'response app']);
    await screenshotBothThemes(viewer, 'apps-wire-timeline', { fullPage: false });
    expect(offline.apiRequests).toEqual([]);
  } finally {
    await offline.close();
  }
});

test('a crafted trace and a HAR with bad base64 show their other records and the list of what was skipped, by line and entry', async ({ browser, mcpscope }) => {
  const offline = await pageWithoutBridge(browser, mcpscope.origin);
  try {
    const { page: viewer } = offline;
    await pickTrace(viewer, 'crafted.jsonl', CRAFTED_TRACE);
    await expect(viewer.getByTestId('trace-bar')).toContainText('2 records');
    await expect(viewer.getByTestId('message-row').filter({ hasText: 'before the crafted records' })).toHaveCount(1);
    await expect(viewer.getByTestId('message-row').filter({ hasText: 'after the crafted records' })).toHaveCount(1);
    await viewer.getByTestId('trace-warnings-toggle').click();
    const problems = viewer.getByTestId('trace-warnings').getByRole('listitem');
    await expect(problems).toHaveText([
      /^line 3: record kind 'note': expected "t" to be a valid time .* got 10000000000000000$/,
      /^line 4: record kind 'note': expected "t" to be a valid time .* got -100000000000000000000$/,
      /^line 5: record kind 'note': expected "t" to be a valid time .* got "x"$/,
      /^line 6: record kind 'note': expected "t" to be a valid time .* got nothing$/,
      "line 7: record kind 'message': expected JSON nested at most 256 levels deep, got deeper",
    ]);
    await viewer.getByRole('tab', { name: /^timeline/i }).click();
    await expect(viewer.getByTestId('timeline-count')).toHaveText('2 records');
    await viewer.getByTestId('close-trace').click();

    await pickTrace(viewer, 'bad-base64.har', harWithBadBase64());
    await expect(viewer.getByTestId('trace-bar')).toContainText('HAR');
    // The good entry's request, its HTTP exchange (issue 18, item 8) and its answer.
    await expect(viewer.getByTestId('trace-bar')).toContainText('3 records');
    await viewer.getByTestId('trace-warnings-toggle').click();
    await expect(viewer.getByTestId('trace-warnings')).toContainText('entry 0 (log.entries[0]): expected "response.content.text" to be base64, as its "encoding" says, got "%%% not base64 %%%"');
    expect(offline.apiRequests).toEqual([]);
  } finally {
    await offline.close();
  }
});

test('mcpscope open of a crafted trace shows the rest, and says on stderr which lines it skipped', async ({ browser }) => {
  await openTraceFile(browser, 'crafted.jsonl', CRAFTED_TRACE, async (viewer, opened, file) => {
    await expect(viewer.getByTestId('trace-bar')).toContainText('2 records');
    await expect(viewer.getByTestId('message-row').filter({ hasText: 'after the crafted records' })).toHaveCount(1);
    await expect.poll(() => opened.stderr()).toContain(`mcpscope open: ${file}: line 7: record kind 'message': expected JSON nested at most 256 levels deep`);
    expect(opened.stderr()).toContain(`mcpscope open: ${file}: line 3: record kind 'note': expected "t" to be a valid time`);
  });
});

test('mcpscope open <trace> shows the trace and starts no server', async ({ page, mcpscope, browser }) => {
  await openTraceFile(browser, 'session ü.jsonl', await recordSession(page, mcpscope.url), async (viewer, opened) => {
    await expect(viewer.getByTestId('trace-bar')).toContainText('session ü.jsonl');
    await viewer.getByRole('tab', { name: /^tools/i }).click();
    await expect(viewer.locator('[data-testid="tool-row"][data-tool-name="get_config"]')).toBeVisible();
    // A reload shows the trace again (the token and the flag are kept for the tab).
    await viewer.reload();
    await expect(viewer.getByTestId('trace-bar')).toContainText('session ü.jsonl');
    expect(opened.stderr()).not.toMatch(/demo server|could not start/i);
  });
});
