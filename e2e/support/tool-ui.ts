/** Steps on the Tools and Requests tabs that several specs take the same way. */
import { expect, type Page } from '@playwright/test';

export async function runTool(page: Page, name: string, args: Record<string, string> = {}) {
  await page.getByRole('tab', { name: /^tools/i }).click();
  await page.locator(`[data-testid="tool-row"][data-tool-name="${name}"]`).click();
  for (const [field, value] of Object.entries(args)) await page.locator(`[id="tool-${name}_${field}"]`).fill(value);
  await page.getByTestId('run-tool').click();
}

/** Back on the Tools tab, the newest call in the history, with its result. */
export async function latestCallResult(page: Page) {
  await page.getByRole('tab', { name: /^tools/i }).click();
  await page.getByTestId('history-row').first().click();
  return page.getByTestId('call-result').first();
}

export async function openPendingRequest(page: Page, method: string) {
  const banner = page.getByTestId('pending-requests-banner');
  await expect(banner).toBeVisible();
  await banner.getByRole('button').first().click();
  const row = page.locator(`[data-testid="client-request-row"][data-method="${method}"][data-status="pending"]`).first();
  await row.click();
}
