/**
 * Issue 18, item 8, the way a user runs it: a 2026-07-28 session recorded against the modern
 * fixture (plan_trip's two MRTR rounds, answered in the UI) is served by `mcpscope mock <trace>`,
 * and `mcpscope --stdio "mcpscope mock <trace>"` on the default (auto) setting shows the recorded
 * server again in the modern era. The person answers both rounds differently from the recording
 * and still gets the recorded rounds and result; the mock says on stderr that the answers differ.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { startMcpscope } from './support/mcpscope-process';
import { useMcpscopeOnModernFixture } from './support/modern-mcpscope';
import { scaled } from './support/slowdown';
import { screenshotBothThemes } from './support/theme-screenshots';
import { latestCallResult, openPendingRequest, runTool } from './support/tool-ui';

const BIN = fileURLToPath(new URL('../bin/mcpscope.js', import.meta.url));
const RECORDED_RESULT = 'Trip to Rome on May 4-9: Forum at dawn';

/** plan_trip to Rome, answered from the Requests panel; the prompt of round 2 is checked against `prompted`. */
async function planTrip(page: Page, answers: { dates: string; itinerary: string }, prompted: string) {
  await runTool(page, 'plan_trip', { destination: 'Rome' });
  await openPendingRequest(page, 'elicitation/create');
  await expect(page.getByTestId('input-round-note')).toContainText('Round 1 of');
  await page.getByTestId('elicitation-form').getByRole('textbox').first().fill(answers.dates);
  await page.getByTestId('elicitation-accept').click();
  const sampling = page.locator('[data-testid="client-request-row"][data-method="sampling/createMessage"][data-status="pending"]');
  await sampling.click();
  await expect(page.getByTestId('input-round-note')).toContainText('Round 2 of');
  await expect(page.getByTestId('sampling-request')).toContainText(prompted);
  await page.getByTestId('sampling-reply-text').fill(answers.itinerary);
  await page.getByTestId('sampling-send').click();
  const call = await latestCallResult(page);
  await expect(call).toHaveAttribute('data-status', 'ok');
  await expect(call).toContainText(RECORDED_RESULT);
  return call;
}

test.describe('mcpscope mock of a 2026-07-28 trace', () => {
  const recording = useMcpscopeOnModernFixture('Streamable HTTP');

  test('serves the recorded server in the modern era, and a two-round call completes from the UI with other answers', async ({ page }) => {
    test.setTimeout(scaled(180_000));
    await page.goto(recording().url);
    await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
    await planTrip(page, { dates: 'May 4-9', itinerary: 'Forum at dawn' }, 'Suggest a one-line itinerary for Rome on May 4-9.');
    const tracePath = (await page.getByTestId('trace-path').getAttribute('title'))!;
    await expect.poll(() => readFileSync(tracePath, 'utf8')).toContain(RECORDED_RESULT);

    const mocked = await startMcpscope(['--stdio', `${process.execPath} ${BIN} mock ${tracePath}`]);
    try {
      await page.goto(mocked.url);
      await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
      await page.getByRole('tab', { name: /^lifecycle/i }).click();
      const era = page.getByTestId('protocol-era');
      await expect(era.getByTestId('protocol-era-verdict')).toContainText('2026-07-28');
      await expect(era.getByTestId('protocol-era-reason')).toHaveText('the server answered server/discover');
      await expect(era.getByTestId('discover-result')).toContainText('mcpscope-modern-fixture');
      await expect(page.getByTestId('no-handshake')).toContainText('2026-07-28 has no initialize');

      // Other answers than the recording's: round 2 still asks what the recorded server asked.
      const call = await planTrip(page, { dates: 'June 1-3', itinerary: 'Gelato tour' }, 'Suggest a one-line itinerary for Rome on May 4-9.');
      const rounds = call.getByTestId('call-round');
      await expect(rounds).toHaveCount(2);
      await expect(rounds.nth(0).getByTestId('round-answer')).toContainText('June 1-3');
      await expect(rounds.nth(1).getByTestId('round-answer')).toContainText('Gelato tour');
      await expect(rounds.nth(1).getByTestId('request-state-decoded')).toContainText('May 4-9');
      await screenshotBothThemes(page, 'h18-mock-modern-call', { viewport: { width: 1440, height: 1600 } });

      await page.getByRole('tab', { name: /^stderr/i }).click();
      await expect(page.getByTestId('stderr-console')).toContainText('the answers differ from the recorded retry');
      await expect(page.getByTestId('stderr-console')).toContainText('(recorded "May 4-9", sent "June 1-3")');
    } finally {
      await mocked.stop();
    }
  });
});
