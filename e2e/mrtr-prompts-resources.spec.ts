/**
 * MRTR rounds of prompts/get and resources/read (issue 18, item 3), in the browser against the
 * modern fixture with the default (auto) protocol setting. trip_brief asks who is travelling; the
 * person answers in the Requests tab and comes back to the prompt with its round. The locker
 * read asks whose it is, with a signed requestState; the person answers it right under Read.
 */
import { expect, test, type Page } from '@playwright/test';
import { useMcpscopeOnModernFixture } from './support/modern-mcpscope';
import { getPromptOnceReady, openPendingRequest } from './support/tool-ui';
import { screenshotBothThemes } from './support/theme-screenshots';

async function answerElicitation(page: Page, scope: ReturnType<Page['locator']>, value: string) {
  await scope.getByTestId('elicitation-form').getByRole('textbox').first().fill(value);
  await scope.getByTestId('elicitation-accept').click();
}

for (const transport of ['stdio', 'Streamable HTTP'] as const) {
  test.describe(`prompt and resource rounds over ${transport}`, () => {
    const mcpscope = useMcpscopeOnModernFixture(transport);

    test('a person answers trip_brief’s round in the Requests tab and gets the prompt with its round', async ({ page }) => {
      await getPromptOnceReady(page, mcpscope().url, 'trip_brief', { destination: 'Rome' });
      // The input waits where the prompt was asked for, and in the Requests tab, marked as a prompts/get round.
      await expect(page.getByTestId('pending-round-inputs').getByTestId('elicitation-message')).toHaveText('Who is going to Rome?');

      await openPendingRequest(page, 'elicitation/create');
      await expect(page.getByTestId('input-round-note')).toContainText('Round 1 of');
      await expect(page.getByTestId('input-round-note')).toContainText('prompts/get');
      await expect(page.getByTestId('input-round-note')).toContainText('inputRequests.traveller');
      await answerElicitation(page, page.getByTestId('client-requests'), 'Ada');

      await page.getByRole('tab', { name: /^prompts/i }).click();
      const result = page.getByTestId('prompt-result');
      await expect(result).toHaveAttribute('data-status', 'ok');
      await expect(result.getByTestId('prompt-message').first()).toContainText("Write a one-page brief for Ada's trip to Rome.");
      const round = result.getByTestId('call-round');
      await expect(round).toHaveCount(1);
      await expect(round).toHaveAttribute('data-status', 'retried');
      await expect(round.getByTestId('round-answer')).toContainText('Ada');
      if (transport === 'stdio') await screenshotBothThemes(page, 'h18b-prompt-round', { viewport: { width: 1440, height: 1100 } });
    });

    test('a person answers the locker read’s round under Read and sees its contents, round and state', async ({ page }) => {
      await page.goto(mcpscope().url);
      await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
      await page.getByRole('tab', { name: /^resources/i }).click();
      await page.locator('[data-testid="template-row"][data-uri-template="locker://{name}"]').click();
      await page.getByTestId('template-var').first().fill('blue');
      await expect(page.getByTestId('template-preview')).toHaveText('locker://blue');
      await page.getByTestId('read-resource').click();

      const inputs = page.getByTestId('pending-round-inputs');
      await expect(inputs.getByTestId('elicitation-message')).toHaveText('Who owns locker blue?');
      if (transport === 'stdio') await screenshotBothThemes(page, 'h18b-resource-round-pending', { viewport: { width: 1440, height: 1100 } });
      await answerElicitation(page, inputs, 'Grace');

      const result = page.getByTestId('read-result');
      await expect(result).toHaveAttribute('data-status', 'ok');
      await expect(result.getByTestId('resource-content').first()).toContainText('Locker blue opened for Grace.');
      const round = result.getByTestId('call-round');
      await expect(round).toHaveAttribute('data-status', 'retried');
      await expect(round.getByTestId('round-answer')).toContainText('Grace');
      // The signed state is shown decoded for the person, as it claims.
      await expect(round.getByTestId('request-state-decoded')).toContainText('blue');
      await expect(page.getByTestId('pending-round-inputs')).toHaveCount(0);
      if (transport === 'stdio') await screenshotBothThemes(page, 'h18b-resource-round', { viewport: { width: 1440, height: 1300 } });
    });
  });
}
