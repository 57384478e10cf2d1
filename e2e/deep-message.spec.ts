import { fileURLToPath } from 'node:url';
import { test, expect } from './support/fixtures';

// Issue 17, finding 3: a server writes a message nested 6,000 levels deep and the call's answer
// in one stdout write. The answer must reach the call, and the deep message shows as its text.
const DEEP_SENDER = fileURLToPath(new URL('../server/connections/fixtures/deep-sender.mjs', import.meta.url));
test.use({ mcpscopeArgs: ['--stdio', [process.execPath, DEEP_SENDER].map((a) => `"${a}"`).join(' ')] });

test('a 6,000-deep message shows as the text it arrived as, and the answer in the same chunk reaches the call', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await page.getByRole('tab', { name: /tools/i }).click();
  await page.locator('[data-testid="tool-row"][data-tool-name="deep_then_answer"]').click();
  await page.getByTestId('run-tool').click();
  const result = page.getByTestId('call-result').first();
  await expect(result).toHaveAttribute('data-status', 'ok');
  await expect(result).toContainText('the answer after the deep line');

  const log = page.getByTestId('message-log');
  const kept = log.locator('[data-testid="message-row"][data-kind="pollution"]');
  await expect(kept).toHaveCount(1);
  await expect(kept).toContainText(/nested 6,00\d levels deep \(limit 256\): kept as the text it arrived as/);
  await kept.click();
  const detail = log.getByTestId('message-detail');
  await expect(detail).toContainText(/nested 6,00\d levels deep/);
  await expect(detail).toContainText('{"jsonrpc":"2.0","method":"notifications/message","params":{"level":"info","data":{"a":{"a":');

  for (const theme of ['Light theme', 'Dark theme'] as const) {
    await page.getByRole('radio', { name: theme }).click();
    await detail.scrollIntoViewIfNeeded();
    await log.screenshot({ path: `/tmp/shots/h17-wire-deep-message-${theme.split(' ')[0]!.toLowerCase()}.png` });
  }

  // A call whose answer is itself the deep message fails at once with the reason, not a timeout.
  await page.locator('[data-testid="tool-row"][data-tool-name="deep_answer"]').click();
  await page.getByTestId('run-tool').click();
  await expect(page.getByTestId('call-result').first()).toHaveAttribute('data-status', 'failed');
  await expect(page.getByTestId('call-result').first()).toContainText(/could not read the server's answer: nested 6,00\d levels deep \(limit 256\)/);
  await page.screenshot({ path: '/tmp/shots/h17-wire-deep-answer-dark.png' });
});
