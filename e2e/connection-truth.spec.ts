/**
 * Connections tell the truth (issue 17, findings 8 and 9), in the browser against real servers:
 * an HTTP server killed under a ready connection turns it failed by itself, and the card says the
 * URL and the cause; Reconnect works once the server is back. A stdio server that prints a
 * banner on stdout and quits gets a card that quotes the banner and names the rule.
 */
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures';
import { startEverythingHttp, type EverythingHttpServer } from './support/everything-server';
import { startMcpscope, type RunningMcpscope } from './support/mcpscope-process';
import { scaled } from './support/slowdown';
import { screenshotBothThemes } from './support/theme-screenshots';

const BANNER_SERVER = fileURLToPath(new URL('../server/connections/fixtures/banner-server.mjs', import.meta.url));
/** The failure must come by itself, within seconds: no click, no call. */
const WITHIN_MS = scaled(15_000);

test.describe('an HTTP server killed under a ready connection', () => {
  let server: EverythingHttpServer | undefined;
  let mcpscope: RunningMcpscope | undefined;
  test.afterEach(async () => {
    await mcpscope?.stop();
    await server?.stop();
  });

  test('the connection turns failed by itself, the card says the URL and ECONNREFUSED, and Reconnect works once it is back', async ({ page }) => {
    server = await startEverythingHttp();
    // A long query, as some hosted servers have: the header keeps it, the card shows origin and path only.
    mcpscope = await startMcpscope(['--url', `${server.url}?workspace=${'team-analytics-production-eu-west-'.repeat(4)}1`]);
    await page.goto(mcpscope.url);
    await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');

    const port = server.port;
    await server.stop();
    const crash = page.getByTestId('crash-panel');
    await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'failed', { timeout: WITHIN_MS });
    await expect(crash.getByTestId('crash-error')).toHaveAttribute('data-code', 'server_unreachable');
    await expect(crash.getByTestId('crash-error')).toContainText(`http://127.0.0.1:${port}/mcp`);
    await expect(crash.getByTestId('crash-error')).toContainText(/connection refused.*ECONNREFUSED/);
    await screenshotBothThemes(page, 'h17-conn-http-killed', { fullPage: false });

    server = await startEverythingHttp(port);
    await crash.getByRole('button', { name: /reconnect/i }).click();
    await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
    await expect(page.getByTestId('crash-panel')).toHaveCount(0);
  });

  test('the idle ping set in Settings goes out by itself and shows in the message log as the ping it is', async ({ page }) => {
    server = await startEverythingHttp();
    mcpscope = await startMcpscope(['--url', server.url]);
    await page.goto(mcpscope.url);
    await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
    await page.getByRole('tab', { name: /^settings/i }).click();
    const field = page.getByTestId('settings-liveness').getByTestId('option-liveness-ping');
    await expect(field).toHaveValue('15000');
    await field.fill('300');
    await page.getByTestId('save-settings').click();
    await expect(page.getByTestId('settings-status')).toHaveText(/^Saved/);
    await screenshotBothThemes(page, 'h17-conn-liveness-settings', { fullPage: false });

    const log = page.getByTestId('message-log');
    await expect(log.locator('[data-testid="message-row"][data-dir="out"][data-method="ping"]').first()).toBeVisible({ timeout: WITHIN_MS });
    await expect(log.locator('[data-testid="message-row"][data-kind="response"][data-method="ping"]').first()).toBeVisible();
    await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  });
});

test.describe('a stdio server that prints a banner on stdout and quits', () => {
  let mcpscope: RunningMcpscope | undefined;
  test.afterEach(async () => {
    await mcpscope?.stop();
  });

  test('the failure card quotes the banner, says stdout is reserved for JSON-RPC and suggests stderr', async ({ page }) => {
    mcpscope = await startMcpscope(['--stdio', `"${process.execPath}" "${BANNER_SERVER}" --exit`]);
    await page.goto(mcpscope.url);
    const crash = page.getByTestId('crash-panel');
    await expect(crash.getByTestId('exit-status')).toContainText('exited with code 1');
    const notice = crash.getByTestId('stdout-pollution');
    await expect(notice).toHaveAttribute('data-likely-cause', 'true');
    await expect(notice.getByTestId('stdout-pollution-lines')).toContainText('Weather MCP server v2.1 starting on stdio...');
    await expect(notice).toContainText('stdout is reserved for JSON-RPC');
    await expect(notice).toContainText('log to stderr');
    // stderr is not empty here: the card must not claim it is.
    await expect(crash).not.toContainText('wrote nothing to stderr');
    await screenshotBothThemes(page, 'h17-conn-banner', { fullPage: false });
  });
});
