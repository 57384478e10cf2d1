/**
 * A huge tool result (issue 6, B4): the page is sent a preview, says how much of how much it
 * shows, draws only the rows on screen, and fetches the rest when asked: the next page, all of it,
 * or a download of the whole text. The message log's row of that response gets the same treatment.
 */
import { readFile } from 'node:fs/promises';
import { benchServerCommand } from '../bench/lib/bridges';
import { hugeText } from '../bench/server/payloads';
import { test, expect } from './support/fixtures';
import { scaled } from './support/slowdown';

// 3 MB: over the 1 MB the bridge sends whole, small enough for a busy CI machine.
const MEGABYTES = 3;
const WHOLE = hugeText(MEGABYTES);

test.use({ mcpscopeArgs: ['--stdio', benchServerCommand()] });
test.describe.configure({ timeout: scaled(120_000) });

test('a 3 MB text result shows a preview, pages on demand, and downloads whole; its log row offers the full message', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await page.getByRole('tab', { name: /^tools/i }).click();
  await page.locator('[data-testid="tool-row"][data-tool-name="huge_text"]').click({ timeout: scaled(90_000) });
  await page.locator('[id="tool-huge_text_megabytes"]').fill(String(MEGABYTES));
  await page.getByTestId('run-tool').click();

  const result = page.locator('[data-testid="call-result"][data-status="ok"]');
  const notice = result.getByTestId('large-text-notice');
  await expect(notice).toContainText('Showing 64.0 KB of 2.9 MB', { timeout: scaled(60_000) });
  // Virtualised: a screenful of rows, not the ~30,000 lines of the preview and the rest.
  const rows = result.getByTestId('large-text-row');
  await expect(rows.first()).toHaveText(WHOLE.split('\n')[0]!);
  expect(await rows.count()).toBeLessThan(100);

  await notice.getByTestId('large-text-more').click();
  await expect(notice).toContainText('Showing 1.1 MB of 2.9 MB');
  await notice.getByTestId('large-text-all').click();
  await expect(notice).toContainText('All 2.9 MB loaded');
  await result.getByTestId('large-text').evaluate((scroller) => scroller.scrollTo(0, scroller.scrollHeight));
  await expect(rows.filter({ hasText: WHOLE.trimEnd().split('\n').at(-1)! })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await notice.getByTestId('large-text-download').click();
  expect(await readFile(await (await downloading).path(), 'utf8')).toBe(WHOLE);

  // The response in the message log is sized whole, and its expanded view offers the whole message.
  const log = page.getByTestId('message-log');
  const response = log.locator('[data-testid="message-row"][data-kind="response"][data-method="tools/call"]');
  await expect(response).toContainText('2.9 MB');
  await response.click();
  const clipped = log.getByTestId('clipped-message');
  await expect(clipped).toContainText('/result/content/0/text (64.0 KB of 2.9 MB)');
  const fullMessage = page.waitForEvent('download');
  await clipped.getByTestId('full-message-download').click();
  const message = JSON.parse(await readFile(await (await fullMessage).path(), 'utf8')) as { result: { content: { text: string }[] } };
  expect(message.result.content[0]!.text).toBe(WHOLE);
});
