/**
 * An opened trace shows the MRTR rounds of prompts/get and resources/read (issue 18, items 3 and
 * 8). A live session against the modern fixture over stdio gets trip_brief and reads locker://blue,
 * each answering its round under the Get or Read button; its trace is then opened with
 * `mcpscope open <file>`: the prompt and the template show the recorded request with its round
 * (asked → answered → result), and the timeline groups each request's two attempts as one call.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator } from '@playwright/test';
import { useMcpscopeOnModernFixture } from './support/modern-mcpscope';
import { openTraceFile } from './support/open-trace-file';
import { getPromptOnceReady } from './support/tool-ui';
import { screenshotBothThemes } from './support/theme-screenshots';

async function answerElicitation(scope: Locator, value: string) {
  await scope.getByTestId('elicitation-form').getByRole('textbox').first().fill(value);
  await scope.getByTestId('elicitation-accept').click();
}

test.describe('a recorded trace of prompt and resource rounds', () => {
  const mcpscope = useMcpscopeOnModernFixture('stdio');

  test('shows the prompt’s and the read’s rounds where their results are, and one call each on the timeline', async ({ page, browser }) => {
    await getPromptOnceReady(page, mcpscope().url, 'trip_brief', { destination: 'Rome' });
    await answerElicitation(page.getByTestId('pending-round-inputs'), 'Ada');
    await expect(page.getByTestId('prompt-result')).toHaveAttribute('data-status', 'ok');

    await page.getByRole('tab', { name: /^resources/i }).click();
    await page.locator('[data-testid="template-row"][data-uri-template="locker://{name}"]').click();
    await page.getByTestId('template-var').first().fill('blue');
    await page.getByTestId('read-resource').click();
    await answerElicitation(page.getByTestId('pending-round-inputs'), 'Grace');
    await expect(page.getByTestId('read-result')).toHaveAttribute('data-status', 'ok');

    const tracePath = (await page.getByTestId('trace-path').getAttribute('title'))!;
    // The recorder writes as the wire goes: wait until the read's answer is in the file.
    await expect.poll(() => readFileSync(tracePath, 'utf8').includes('Locker blue opened for Grace.'), { timeout: 20_000 }).toBe(true);

    await openTraceFile(browser, 'rounds.jsonl', readFileSync(tracePath, 'utf8'), async (opened) => {
      await opened.getByRole('tab', { name: /^prompts/i }).click();
      await opened.locator('[data-testid="prompt-row"][data-prompt-name="trip_brief"]').click();
      const get = opened.locator('[data-testid="recorded-read"][data-target="trip_brief"]');
      await expect(get).toHaveCount(1);
      await expect(get).toContainText('{"destination":"Rome"}');
      const promptRound = get.getByTestId('call-round');
      await expect(promptRound).toHaveCount(1);
      await expect(promptRound).toHaveAttribute('data-status', 'retried');
      await expect(promptRound.getByTestId('round-answer')).toContainText('Ada');
      await expect(get.getByTestId('prompt-result')).toHaveAttribute('data-status', 'ok');
      await expect(get.getByTestId('prompt-message').first()).toContainText("Write a one-page brief for Ada's trip to Rome.");
      await screenshotBothThemes(opened, 'h18c-trace-prompt-round', { viewport: { width: 1440, height: 1300 } });

      await opened.getByRole('tab', { name: /^resources/i }).click();
      await opened.locator('[data-testid="template-row"][data-uri-template="locker://{name}"]').click();
      const read = opened.locator('[data-testid="recorded-read"][data-target="locker://blue"]');
      await expect(read).toHaveCount(1);
      const readRound = read.getByTestId('call-round');
      await expect(readRound).toHaveAttribute('data-status', 'retried');
      await expect(readRound.getByTestId('round-answer')).toContainText('Grace');
      await expect(readRound.getByTestId('request-state-decoded')).toContainText('blue');
      await expect(read.getByTestId('resource-content').first()).toContainText('Locker blue opened for Grace.');
      await screenshotBothThemes(opened, 'h18c-trace-resource-round', { viewport: { width: 1440, height: 1300 } });

      await opened.getByRole('tab', { name: /^timeline/i }).click();
      for (const method of ['prompts/get', 'resources/read']) {
        const call = opened.locator(`[data-testid="timeline-call"][data-method="${method}"]`);
        await expect(call).toHaveCount(1);
        await expect(call).toHaveAttribute('data-attempts', '2');
        await expect(call).toHaveAttribute('data-outcome', 'ok');
        const callSeq = (await call.getAttribute('data-call-seq'))!;
        const attempts = opened.locator(`[data-testid="timeline-item"][data-call-seq="${callSeq}"]`);
        await expect(attempts).toHaveCount(4);
        await expect(attempts.nth(1)).toHaveAttribute('aria-label', /^#1 input required/);
        await expect(attempts.nth(2)).toHaveAttribute('aria-label', /^#2 .* · retry with (traveller|owner) \+ state|^#2 .* · retry with (traveller|owner)/);
      }
      // The end of the session in view: both calls, with their brackets and numbered attempts.
      await opened.setViewportSize({ width: 1440, height: 1500 });
      await opened.getByTestId('timeline').evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      await screenshotBothThemes(opened, 'h18c-trace-timeline-rounds', { viewport: { width: 1440, height: 1500 } });
    });
  });
});
