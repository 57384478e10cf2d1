import { test, expect } from './support/fixtures';

test('the message log pairs responses with requests, filters, searches and expands', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await page.getByRole('tab', { name: /tools/i }).click();
  await page.locator('[data-testid="tool-row"][data-tool-name="echo"]').click();
  const needle = `needle-${Date.now()}`;
  await page.getByTestId('arguments-editor').getByRole('textbox', { name: /^message/ }).fill(needle);
  await page.getByTestId('run-tool').click();
  await expect(page.getByTestId('call-result').first()).toHaveAttribute('data-status', 'ok');

  const log = page.getByTestId('message-log');
  const rows = log.getByTestId('message-row');

  // Search narrows the log to this call: its request and its response.
  await log.getByLabel('Search messages').fill(needle);
  await expect(rows).toHaveCount(2);
  // The response row names the method of the request it answers, with a latency.
  const response = log.locator('[data-testid="message-row"][data-kind="response"][data-method="tools/call"]');
  await expect(response).toHaveCount(1);
  await expect(response.getByTestId('message-latency')).toHaveText(/\d+(\.\d+)? m?s/);

  // Direction filter: only what the server sent.
  await log.getByRole('radio', { name: /in/ }).click();
  await expect(rows).toHaveCount(1);
  await expect(log.locator('[data-testid="message-row"][data-dir="out"]')).toHaveCount(0);
  await log.getByRole('radio', { name: /all/i }).click();
  await expect(rows).toHaveCount(2);

  await rows.first().click();
  const detail = log.getByTestId('message-detail');
  await expect(detail).toContainText('"method": "tools/call"');
  await expect(detail.getByRole('button', { name: /copy/i }).first()).toBeVisible();
  await detail.getByTestId('jump-to-pair').click();
  // Jumping opens the paired response next to the request.
  const responseDetail = log.getByTestId('message-detail').filter({ hasText: /go to request/i });
  await expect(responseDetail).toContainText('"result"');
  await expect(responseDetail).toContainText(needle);
});
