import { test, expect, type Page } from '@playwright/test';
import { EVERYTHING_TRANSPORTS, mcpscopeOnEverything } from './support/everything-transports';

/**
 * Connection settings (issue 3, points 10 and 3) against server-everything: a connection timeout
 * that says what was outstanding, and a sampling auto-reply rule that answers without a person.
 */
async function openSettings(page: Page) {
  await page.getByRole('tab', { name: /^settings/i }).click();
  await expect(page.getByTestId('settings-timeouts')).toBeVisible();
}

async function saveSettings(page: Page) {
  await page.getByTestId('save-settings').click();
  await expect(page.getByTestId('settings-status')).toHaveText(/^Saved/);
}

async function runTool(page: Page, name: string, args: Record<string, string> = {}) {
  await page.getByRole('tab', { name: /^tools/i }).click();
  await page.locator(`[data-testid="tool-row"][data-tool-name="${name}"]`).click();
  for (const [field, value] of Object.entries(args)) await page.locator(`[id="tool-${name}_${field}"]`).fill(value);
  await page.getByTestId('run-tool').click();
}

async function timeoutNamesTheElicitation(page: Page) {
  await openSettings(page);
  await page.getByTestId('settings-timeouts').getByTestId('option-timeout').fill('2000');
  await expect(page.getByTestId('settings-status')).toHaveText(/Unsaved/);
  await saveSettings(page);

  await runTool(page, 'trigger-elicitation-request');
  // The call composer starts from the connection's timeout.
  await expect(page.getByTestId('option-timeout')).toHaveValue('2000');
  const call = page.getByTestId('call-result').first();
  await expect(call).toHaveAttribute('data-status', 'timed-out');
  await expect(call.getByTestId('timeout-report')).toHaveAttribute('data-limit', 'timeout');
  await expect(call.getByTestId('timeout-summary')).toContainText(/No answer to tools\/call trigger-elicitation-request \(id \d+\) within 2 s\./);
  await expect(call.getByTestId('timeout-summary')).toContainText(/Still outstanding: elicitation\/create from the server \(req-\d+\), waiting for you/);
  await expect(call.locator('[data-testid="outstanding-request"][data-dir="in"]')).toContainText('elicitation/create');
}

async function autoReplyAnswersSampling(page: Page) {
  await openSettings(page);
  await page.getByTestId('add-rule').click();
  const rule = page.getByTestId('auto-reply-rule').last();
  await rule.getByTestId('rule-match').fill('E2E WEATHER');
  await rule.getByTestId('rule-text').fill('Sunny, said the auto-reply rule.');
  // The bridge refuses a reply without a model, and the screen says why.
  await rule.getByTestId('rule-model').fill('');
  await page.getByTestId('save-settings').click();
  await expect(page.getByTestId('settings-error')).toContainText('model must not be empty');
  await rule.getByTestId('rule-model').fill('demo-model');
  await saveSettings(page);
  const ruleId = await rule.getAttribute('data-rule-id');

  await runTool(page, 'trigger-sampling-request', { prompt: 'What is the e2e weather today?' });
  const call = page.getByTestId('call-result').first();
  await expect(call).toHaveAttribute('data-status', 'ok');
  await expect(call).toContainText('Sunny, said the auto-reply rule.');

  await page.getByRole('tab', { name: /^requests/i }).click();
  const row = page.locator('[data-testid="client-request-row"][data-method="sampling/createMessage"][data-status="answered"]').first();
  await expect(row.getByTestId('auto-reply-badge')).toBeVisible();
  await row.click();
  await expect(page.getByTestId('auto-reply-note')).toContainText(`Auto-replied by rule ${ruleId}`);
}

const AREAS: Record<string, (page: Page) => Promise<void>> = {
  'a connection timeout set in Settings times out the elicitation tool and names the outstanding elicitation': timeoutNamesTheElicitation,
  'an auto-reply rule answers trigger-sampling-request without a person': autoReplyAnswersSampling,
};

for (const transport of EVERYTHING_TRANSPORTS) {
  test.describe(`connection settings over ${transport}`, () => {
    const mcpscope = mcpscopeOnEverything(transport);
    for (const [name, area] of Object.entries(AREAS)) {
      test(name, async ({ page }) => {
        await page.goto(mcpscope().url);
        await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
        await area(page);
      });
    }
  });
}
