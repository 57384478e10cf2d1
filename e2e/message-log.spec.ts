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

test('a logged tools/call is edited, re-sent on its connection, and both answers are shown side by side', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  const needle = `resend-${Date.now()}`;
  await runTool(page, 'echo', { message: needle });
  await expect(page.getByTestId('call-result').first()).toHaveAttribute('data-status', 'ok');

  const log = page.getByTestId('message-log');
  await log.getByLabel('Search messages').fill(needle);
  await expect(log.getByTestId('message-row')).toHaveCount(2);
  await log.locator('[data-testid="message-row"][data-kind="request"][data-method="tools/call"]').click();
  const detail = log.getByTestId('message-detail');
  await detail.getByTestId('resend-toggle').click();
  const editor = detail.getByTestId('resend-editor');
  await expect(editor).toHaveAttribute('data-editor-state', 'ready');
  // Method and params only: the bridge gives the new request its own id.
  await expect(editor).toContainText('"method": "tools/call"');
  await expect(editor).not.toContainText('"jsonrpc"');

  await editor.locator('.view-lines').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.insertText(JSON.stringify({ method: 'tools/call', params: { name: 'echo', arguments: { message: needle, uppercase: true } } }));
  await detail.getByTestId('resend-send').click();

  const comparison = detail.getByTestId('answer-comparison');
  await expect(comparison).toHaveAttribute('data-same', 'false');
  const diff = comparison.getByTestId('answer-diff');
  await expect(diff).toHaveAttribute('data-editor-state', 'ready');
  await expect(diff.locator('.editor.original')).toContainText(`"text": "${needle}"`);
  await expect(diff.locator('.editor.modified')).toContainText(`"text": "${needle.toUpperCase()}"`);
  // The dock leaves the diff a few lines; full screen gives it most of the page.
  await comparison.getByTestId('answer-compare-wide').click();
  const wide = page.getByTestId('answer-compare-dialog').getByTestId('answer-diff-wide');
  await expect(wide.locator('.editor.modified')).toContainText(`"text": "${needle.toUpperCase()}"`);
  expect((await wide.boundingBox())!.height).toBeGreaterThan(page.viewportSize()!.height / 2);
  await page.getByTestId('answer-compare-dialog-close').click();
  // The re-sent request crossed the wire like any other: two tools/call requests carry the needle now.
  await expect(log.locator('[data-testid="message-row"][data-kind="request"][data-method="tools/call"]')).toHaveCount(2);
});

test('a pinned message stays on top through a filter and a reload, and "Open call" opens its call on the Tools screen', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  const first = `pinned-${Date.now()}`;
  await runTool(page, 'echo', { message: first });
  await expect(page.getByTestId('call-result').first()).toContainText(first);
  await runTool(page, 'echo', { message: `${first}-later` });
  await expect(page.getByTestId('call-result').first()).toContainText(`${first}-later`);

  const log = page.getByTestId('message-log');
  await log.getByLabel('Search messages').fill(`"${first}"`);
  const response = log.getByTestId('message-list').locator('[data-testid="message-row"][data-kind="response"][data-method="tools/call"]');
  await expect(response).toHaveCount(1);
  await response.getByTestId('pin-message').click();
  const pinned = log.getByTestId('pinned-messages');
  await expect(pinned.getByTestId('message-row')).toHaveCount(1);

  // A filter that hides the response leaves the pin in view; so does reloading the page.
  await log.getByRole('radio', { name: /out/ }).click();
  await expect(response).toHaveCount(0);
  await expect(pinned.locator('[data-kind="response"]')).toHaveCount(1);
  await page.reload();
  await expect(log.getByTestId('pinned-messages').locator('[data-kind="response"][data-method="tools/call"]')).toHaveCount(1);

  // The pinned row opens its message in the log; from there, "Open call" selects that call, not the newest one.
  await log.getByTestId('pinned-messages').getByTestId('message-row').click();
  await log.getByTestId('message-detail').getByTestId('open-screen').click();
  await expect(page.getByRole('tab', { name: /^tools/i })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('call-result')).toContainText(first);
  await expect(page.getByTestId('call-result')).not.toContainText(`${first}-later`);
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

    // A problem and the latest message show in the closed summary; the session's opening (the
    // era probe, whatever the server answered it) is none.
    await runTool(page, 'rpc_error');
    await expect(toggle).toContainText('1 problem');
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
