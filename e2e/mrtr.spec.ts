/**
 * MRTR made visible and drivable (issue 18, item 3), in the browser against the modern fixture
 * with the default (auto) protocol setting: plan_trip asks for dates (elicitation), then for an
 * itinerary (sampling) with a signed requestState; the person answers both in the Requests panel
 * and the call view shows both rounds.
 */
import { expect, test } from '@playwright/test';
import { useMcpscopeOnModernFixture } from './support/modern-mcpscope';
import { latestCallResult, openPendingRequest, runTool } from './support/tool-ui';
import { screenshotBothThemes } from './support/theme-screenshots';

for (const transport of ['stdio', 'Streamable HTTP'] as const) {
  test.describe(`MRTR over ${transport}`, () => {
    const mcpscope = useMcpscopeOnModernFixture(transport);

    test('a person completes plan_trip’s two rounds from the UI and sees both in the call view', async ({ page }) => {
      await page.goto(mcpscope().url);
      await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
      await runTool(page, 'plan_trip', { destination: 'Rome' });

      // Round 1: an elicitation form, in the same panel as a 2025 server request, marked as a round.
      await openPendingRequest(page, 'elicitation/create');
      await expect(page.getByTestId('input-round-note')).toContainText('Round 1 of');
      await expect(page.getByTestId('input-round-note')).toContainText('inputRequests.dates');
      await expect(page.getByTestId('elicitation-message')).toHaveText('When are you going to Rome?');
      await page.getByTestId('elicitation-form').getByRole('textbox').first().fill('May 4-9');
      await page.getByTestId('elicitation-accept').click();

      // Round 2: a sampling request that names the dates the person gave.
      const sampling = page.locator('[data-testid="client-request-row"][data-method="sampling/createMessage"][data-status="pending"]');
      await expect(sampling).toBeVisible();
      await sampling.click();
      await expect(page.getByTestId('input-round-note')).toContainText('Round 2 of');
      await expect(page.getByTestId('sampling-request')).toContainText('Suggest a one-line itinerary for Rome on May 4-9.');
      if (transport === 'stdio') await screenshotBothThemes(page, 'h18-mrtr-pending-round', { viewport: { width: 1440, height: 1600 } });
      await page.getByTestId('sampling-reply-text').fill('Forum at dawn');
      await page.getByTestId('sampling-send').click();

      const call = await latestCallResult(page);
      await expect(call).toHaveAttribute('data-status', 'ok');
      await expect(call).toContainText('Trip to Rome on May 4-9: Forum at dawn');
      const rounds = call.getByTestId('call-round');
      await expect(rounds).toHaveCount(2);
      await expect(rounds.nth(0)).toHaveAttribute('data-status', 'retried');
      await expect(rounds.nth(0).getByTestId('round-answer')).toContainText('May 4-9');
      await expect(rounds.nth(1).getByTestId('round-answer')).toContainText('Forum at dawn');
      // The signed state is shown decoded for the person, as it claims.
      await expect(rounds.nth(1).getByTestId('request-state-decoded')).toContainText('Rome');
      if (transport === 'stdio') await screenshotBothThemes(page, 'h18-mrtr-call-view', { viewport: { width: 1440, height: 1600 } });
    });
  });
}
