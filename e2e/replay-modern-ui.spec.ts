/**
 * Replay of a 2026-07-28 session from the UI (issue 18, item 8): a person records plan_trip's two
 * MRTR rounds against the modern fixture over stdio (auto setting), answering both in the
 * Requests panel, then replays the trace from the Traces screen. Against the same fixture every
 * step is the same, and plan_trip's step lists its two rounds quietly, each with the question
 * asked and the answer the trace gave. Against the evolved fixture (MODERN_FIXTURE_EVOLVED=1,
 * round 1 asks its question in other words) the step names round 1 as asked differently, with the
 * question's difference under it, and round 2 as the same.
 */
import { expect, test } from '@playwright/test';
import { useMcpscopeOnModernFixture } from './support/modern-mcpscope';
import { answerElicitationText, answerSampling } from './support/mrtr-ui';
import { scaled } from './support/slowdown';
import { screenshotDialogBothThemes } from './support/theme-screenshots';
import { latestCallResult, openPendingRequest, runTool } from './support/tool-ui';

const mcpscope = useMcpscopeOnModernFixture('stdio');

test('replays a recorded MRTR session from the UI: rounds listed when all the same, the changed round named against the evolved fixture', async ({ page }) => {
  test.setTimeout(scaled(180_000));
  await page.goto(mcpscope().url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await runTool(page, 'plan_trip', { destination: 'Rome' });
  await openPendingRequest(page, 'elicitation/create');
  await answerElicitationText(page, 'May 4-9');
  await answerSampling(page, 'Forum at dawn');
  const call = await latestCallResult(page);
  await expect(call).toHaveAttribute('data-status', 'ok');
  await expect(call).toContainText('Trip to Rome on May 4-9: Forum at dawn');
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'closed');

  await page.getByTestId('show-traces').click();
  await page.getByTestId('trace-row').first().getByTestId('trace-replay').click();
  const dialog = page.getByTestId('replay-dialog');
  await dialog.getByTestId('replay-run').click();
  await expect(dialog.getByTestId('replay-summary')).toHaveAttribute('data-exit', '0', { timeout: scaled(90_000) });
  await expect(dialog.locator('[data-testid="replay-step"]:not([data-status="same"])')).toHaveCount(0);
  // Every step the same: the list starts with the differences only (none); show them all.
  await dialog.getByTestId('replay-only-differences').uncheck();
  const trip = dialog.locator('[data-testid="replay-step"][data-label="tools/call plan_trip"]');
  await expect(trip).toHaveAttribute('data-status', 'same');
  await expect(trip.getByTestId('replay-step-rounds')).toHaveText('2 rounds');
  const rounds = trip.getByTestId('replay-round');
  await expect(rounds).toHaveCount(2);
  // All the same: quiet lines, no badge per round.
  await expect(trip.getByTestId('replay-rounds')).toHaveAttribute('data-all-same', 'true');
  await expect(rounds.nth(0)).toHaveAttribute('data-status', 'same');
  await expect(rounds.nth(1)).toHaveAttribute('data-status', 'same');
  await expect(trip.getByTestId('replay-round')).not.toContainText(['asked differently']);
  const dates = rounds.nth(0).locator('[data-testid="replay-round-input"][data-key="dates"]');
  await expect(dates).toHaveAttribute('data-method', 'elicitation/create');
  await expect(dates.getByTestId('replay-round-question')).toHaveText('“When are you going to Rome?”');
  await expect(dates.getByTestId('replay-round-answer')).toHaveText('accept, dates: "May 4-9"');
  const itinerary = rounds.nth(1).locator('[data-testid="replay-round-input"][data-key="itinerary"]');
  await expect(itinerary).toHaveAttribute('data-method', 'sampling/createMessage');
  await expect(itinerary.getByTestId('replay-round-question')).toContainText('Suggest a one-line itinerary for Rome on May 4-9.');
  await expect(itinerary.getByTestId('replay-round-answer')).toHaveText('"Forum at dawn"');
  await trip.scrollIntoViewIfNeeded();
  await screenshotDialogBothThemes(page, 'h18-replay-rounds-same');

  // The next version of the fixture asks round 1 in other words.
  await dialog.getByTestId('replay-env').fill('MODERN_FIXTURE_EVOLVED=1');
  await dialog.getByTestId('replay-run').click();
  await expect(dialog.getByTestId('replay-summary')).toHaveAttribute('data-exit', '1', { timeout: scaled(90_000) });
  await expect(dialog.locator('[data-testid="replay-step"]:not([data-status="same"])')).toHaveCount(1);
  await expect(trip).toHaveAttribute('data-status', 'changed');
  await expect(trip.getByTestId('replay-rounds')).toHaveAttribute('data-all-same', 'false');
  const first = rounds.nth(0);
  await expect(first).toHaveAttribute('data-status', 'changed');
  await expect(first).toContainText('asked differently');
  // The question the live server asked, answered with the trace's answer all the same.
  await expect(first.getByTestId('replay-round-question')).toHaveText('“Which dates for Rome?”');
  await expect(first.getByTestId('replay-round-answer')).toHaveText('accept, dates: "May 4-9"');
  // The difference sits under its round, not under the step.
  const change = first.locator('[data-testid="replay-change"][data-path="/rounds/1/inputRequests/dates/params/message"]');
  await expect(change).toContainText('When are you going to Rome?');
  await expect(change).toContainText('Which dates for Rome?');
  await expect(rounds.nth(1)).toHaveAttribute('data-status', 'same');
  await expect(rounds.nth(1).getByTestId('replay-change')).toHaveCount(0);
  await expect(trip.getByTestId('replay-change')).toHaveCount(1);
  await trip.scrollIntoViewIfNeeded();
  await screenshotDialogBothThemes(page, 'h18-replay-rounds-changed');
});
