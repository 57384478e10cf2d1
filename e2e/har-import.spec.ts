import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures';
import { openTraceFile } from './support/open-trace-file';
import { screenshotBothThemes } from './support/theme-screenshots';

/**
 * A HAR of a 2026-07-28 session, recorded by Chromium (e2e/fixtures/traces/modern-http.har),
 * opened with `mcpscope open` (issue 18, item 8): the message log shows each request's HTTP
 * headers and status as for a live session, the lifecycle view the era read from the wire with no
 * handshake, and the call view plan_trip's two rounds.
 */
const HAR = readFileSync(fileURLToPath(new URL('./fixtures/traces/modern-http.har', import.meta.url)), 'utf8');

test('an imported 2026-07-28 HAR shows the headers on a request row, the era, and plan_trip with its two rounds', async ({ browser }) => {
  await openTraceFile(browser, 'modern-http.har', HAR, async (page) => {
    await expect(page.getByTestId('trace-bar')).toContainText('HAR');

    const log = page.getByTestId('message-log');
    const echo = log.locator('[data-testid="message-row"][data-dir="out"][data-method="tools/call"]').first();
    await echo.click();
    const exchange = log.getByTestId('message-detail').getByTestId('http-exchange');
    await expect(exchange.getByTestId('http-summary')).toHaveText('POST /mcp → 200 OK');
    const sent = exchange.getByTestId('http-request-headers');
    await expect(sent.locator('[data-testid="http-header"][data-name="mcp-method"]')).toContainText('tools/call');
    await expect(sent.locator('[data-testid="http-header"][data-name="mcp-name"]')).toContainText('echo');
    await expect(sent.locator('[data-testid="http-header"][data-name="mcp-protocol-version"]')).toContainText('2026-07-28');
    await expect(sent.locator('[data-testid="http-header"]').first()).toHaveAttribute('data-name', /^mcp-/);
    await exchange.scrollIntoViewIfNeeded();
    await screenshotBothThemes(page, 'h18-har-import-headers', { fullPage: false });
    await echo.click();

    // The request whose Mcp-Method contradicted its body is marked with the status it got.
    const refused = log.locator('[data-testid="message-row"][data-dir="out"][data-method="tools/call"]').last();
    await expect(refused.getByTestId('http-status-mark')).toHaveText('HTTP 400');

    await page.getByRole('tab', { name: /lifecycle/i }).click();
    const era = page.getByTestId('protocol-era');
    await expect(era.getByTestId('protocol-era-verdict')).toContainText('2026-07-28 (no initialize)');
    await expect(era.getByTestId('protocol-era-reason')).toHaveText('read from the recorded messages: server/discover answered, and no initialize');
    await expect(era.getByTestId('discover-result')).toContainText('supportedVersions');
    await screenshotBothThemes(page, 'h18-har-import-era', { fullPage: false });

    await page.getByRole('tab', { name: /^tools/i }).click();
    await page.getByTestId('history-row').filter({ hasText: 'plan_trip' }).first().click();
    const call = page.getByTestId('call-result').first();
    await expect(call).toHaveAttribute('data-status', 'ok');
    await expect(call).toContainText('Trip to Rome on May 4-9: Forum at dawn, Trastevere at night');
    const rounds = call.getByTestId('call-round');
    await expect(rounds).toHaveCount(2);
    await expect(rounds.nth(0).getByTestId('round-answer')).toContainText('May 4-9');
    await expect(rounds.nth(1).getByTestId('round-answer')).toContainText('Forum at dawn');
    await screenshotBothThemes(page, 'h18-har-import-rounds', { viewport: { width: 1440, height: 1600 } });
  });
});
