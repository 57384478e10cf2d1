/**
 * MRTR made visible and drivable (issue 18, item 3), in the browser against the modern fixture
 * with the default (auto) protocol setting: plan_trip asks for dates (elicitation), then for an
 * itinerary (sampling) with a signed requestState; the person answers both in the Requests panel
 * and the call view shows both rounds.
 */
import { expect, test, type Page } from '@playwright/test';
import { startMcpscope, type RunningMcpscope } from './support/mcpscope-process';
import { modernStdioCommand, startModernHttp, type ModernHttpServer } from './support/modern-server';
import { latestCallResult, openPendingRequest, runTool } from './support/tool-ui';

async function screenshots(page: Page, name: string): Promise<void> {
  // Tall enough for both rounds and the decoded requestState above the message log.
  await page.setViewportSize({ width: 1440, height: 1600 });
  for (const theme of ['Light', 'Dark'] as const) {
    await page.getByRole('radio', { name: `${theme} theme` }).click();
    await page.screenshot({ path: `/tmp/shots/h18-mrtr-${name}-${theme.toLowerCase()}.png`, fullPage: true });
  }
  await page.getByRole('radio', { name: 'Light theme' }).click();
}

for (const transport of ['stdio', 'Streamable HTTP'] as const) {
  test.describe(`MRTR over ${transport}`, () => {
    let server: ModernHttpServer | undefined;
    let mcpscope: RunningMcpscope | undefined;
    test.beforeAll(async () => {
      if (transport === 'stdio') {
        mcpscope = await startMcpscope(['--stdio', modernStdioCommand()]);
      } else {
        server = await startModernHttp();
        mcpscope = await startMcpscope(['--url', server.url]);
      }
    });
    test.afterAll(async () => {
      await mcpscope?.stop();
      await server?.stop();
    });

    test('a person completes plan_trip’s two rounds from the UI and sees both in the call view', async ({ page }) => {
      await page.goto(mcpscope!.url);
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
      if (transport === 'stdio') await screenshots(page, 'pending-round');
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
      if (transport === 'stdio') await screenshots(page, 'call-view');
    });
  });
}
