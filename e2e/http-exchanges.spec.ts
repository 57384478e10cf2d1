/**
 * HTTP as the server sees it (issue 18, item 5), in the browser against real servers over
 * Streamable HTTP: each request's headers and status in the message log, a refused request marked
 * on its row, and the cache hints (ttlMs / cacheScope) where the list and the read are shown, with
 * the time they go stale and the stale mark once past; a call refused with HTTP 403 says so in
 * words in the call view.
 */
import { expect, test } from './support/fixtures';
import { startCacheHintServer, MOTD_URI, type CacheHintServer } from './support/cache-hint-server';
import { startMcpscope, type RunningMcpscope } from './support/mcpscope-process';
import { startModernHttp, type ModernHttpServer } from './support/modern-server';
import { scaled } from './support/slowdown';
import { screenshotBothThemes } from './support/theme-screenshots';
import { latestCallResult } from './support/tool-ui';

test.describe('against the modern fixture over HTTP', () => {
  let server: ModernHttpServer | undefined;
  let mcpscope: RunningMcpscope | undefined;
  test.afterAll(async () => {
    await mcpscope?.stop();
    await server?.stop();
  });

  test('the log shows the headers each request carried and the status it got', async ({ page }) => {
    server = await startModernHttp('dual');
    mcpscope = await startMcpscope(['--url', server.url]);
    await page.goto(mcpscope.url);
    await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');

    const log = page.getByTestId('message-log');
    const request = log.locator('[data-testid="message-row"][data-dir="out"][data-method="tools/list"]').first();
    await request.click();
    const exchange = log.getByTestId('message-detail').getByTestId('http-exchange');
    await expect(exchange.getByTestId('http-summary')).toHaveText('POST /mcp → 200 OK');
    // The version header the transport spec requires on every request after the first.
    const version = exchange.getByTestId('http-request-headers').locator('[data-testid="http-header"][data-name="mcp-protocol-version"]');
    await expect(version).toContainText(/20\d\d-\d\d-\d\d/);
    await expect(exchange.getByTestId('http-response-headers').locator('[data-testid="http-header"][data-name="content-type"]')).toContainText(/application\/json|text\/event-stream/);
    // What no HTTP request carried (a lifecycle change) has no HTTP part.
    await request.click();
    await log.locator('[data-testid="message-row"][data-kind="lifecycle"]').first().click();
    await expect(log.getByTestId('message-detail')).toHaveCount(1);
    await expect(log.getByTestId('message-detail').getByTestId('http-exchange')).toHaveCount(0);
  });
});

test.describe('against a server that sends cache hints and refuses tool calls over HTTP', () => {
  let server: CacheHintServer | undefined;
  let mcpscope: RunningMcpscope | undefined;
  test.afterAll(async () => {
    await mcpscope?.stop();
    await server?.stop();
  });

  test('lists and reads show ttlMs, cacheScope and when they go stale; a refused call is marked with its status', async ({ page }) => {
    server = await startCacheHintServer(2_000);
    mcpscope = await startMcpscope(['--url', server.url]);
    await page.goto(mcpscope.url);
    await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');

    await page.getByRole('tab', { name: /^tools/i }).click();
    const listHint = page.getByTestId('list-cache-hint');
    await expect(listHint.getByTestId('cache-ttl')).toHaveText('ttlMs 3,600,000 (60 min 0 s)');
    await expect(listHint.getByTestId('cache-scope')).toHaveText('· public');
    await expect(listHint.getByTestId('cache-fresh')).toHaveText(/^· fresh until \d\d:\d\d:\d\d$/);
    await screenshotBothThemes(page, 'h18-http-tools-list-hint', { fullPage: false });

    // The read's hint counts from when the answer arrived, and turns stale by itself.
    await page.getByRole('tab', { name: /^resources/i }).click();
    // resources/list carried no hint: nothing is shown for it.
    await expect(page.locator(`[data-testid="resource-row"][data-uri="${MOTD_URI}"]`)).toBeVisible();
    await expect(page.getByTestId('cache-hint')).toHaveCount(0);
    await page.locator(`[data-testid="resource-row"][data-uri="${MOTD_URI}"]`).click();
    await page.getByTestId('read-resource').click();
    const readHint = page.getByTestId('read-result').getByTestId('cache-hint');
    await expect(readHint.getByTestId('cache-scope')).toHaveText('· private');
    await expect(readHint).toHaveAttribute('data-stale', 'true', { timeout: scaled(15_000) });
    await expect(readHint.getByTestId('cache-stale')).toHaveText(/^stale since \d\d:\d\d:\d\d$/);
    await screenshotBothThemes(page, 'h18-http-read-stale', { fullPage: false });

    await page.getByRole('tab', { name: /^tools/i }).click();
    await page.locator('[data-testid="tool-row"][data-tool-name="noop"]').click();
    await page.getByTestId('run-tool').click();
    // The call view says what the log row says: the status in words, and what the gateway said.
    const failed = await latestCallResult(page);
    await expect(failed).toHaveAttribute('data-status', 'failed');
    await expect(failed).toContainText('Call refused at the HTTP level');
    await expect(failed).toContainText('http_refused: HTTP 403 Forbidden from the server: tools are forbidden here (JSON-RPC error -32001)');
    await screenshotBothThemes(page, 'h18-http-refused-call', { fullPage: false });
    const log = page.getByTestId('message-log');
    const call = log.locator('[data-testid="message-row"][data-dir="out"][data-method="tools/call"]').first();
    await expect(call.getByTestId('http-status-mark')).toHaveText('HTTP 403');
    await call.click();
    const exchange = log.getByTestId('message-detail').getByTestId('http-exchange');
    await expect(exchange.getByTestId('http-summary')).toHaveText('POST /mcp → 403 Forbidden');
    await expect(exchange.getByTestId('http-request-headers').locator('[data-testid="http-header"]').first()).toHaveAttribute('data-name', /^mcp-/);
    await exchange.scrollIntoViewIfNeeded();
    await screenshotBothThemes(page, 'h18-http-message-detail', { fullPage: false });
  });
});
