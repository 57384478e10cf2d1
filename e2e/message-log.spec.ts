import { test, expect } from './support/fixtures';
import { runTool } from './support/tool-ui';

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

test.describe('on a first visit', () => {
  test.use({ messageLogOpen: false });

  test('the dock is one summary line that opens on demand and remembers its height and state', async ({ page, mcpscope }) => {
    await page.goto(mcpscope.url);
    const log = page.getByTestId('message-log');
    const toggle = log.getByTestId('message-log-toggle');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(log.getByTestId('message-list')).toHaveCount(0);
    expect((await log.boundingBox())!.height).toBeLessThan(40);

    // A problem and the latest message show in the closed summary.
    await runTool(page, 'rpc_error');
    await expect(toggle).toContainText(/\d+ problems?/);
    await expect(log.getByTestId('message-log-latest')).toHaveText('← tools/call · error');

    await toggle.click();
    await expect(log.getByTestId('message-row').first()).toBeVisible();
    const opened = (await log.boundingBox())!.height;
    const edge = (await log.getByRole('separator', { name: 'Resize panel' }).boundingBox())!;
    await page.mouse.move(edge.x + 200, edge.y + edge.height / 2);
    await page.mouse.down();
    await page.mouse.move(edge.x + 200, edge.y - 100, { steps: 4 });
    await page.mouse.up();
    await expect.poll(async () => (await log.boundingBox())!.height).toBeGreaterThan(opened + 50);
    const resized = (await log.boundingBox())!.height;

    await page.reload();
    await expect(log.getByTestId('message-row').first()).toBeVisible();
    expect((await log.boundingBox())!.height).toBe(resized);

    // The keyboard closes it, and it stays closed.
    await page.keyboard.press('Control+Backquote');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(log.getByTestId('message-list')).toHaveCount(0);
  });
});
