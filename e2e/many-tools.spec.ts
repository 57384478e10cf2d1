/**
 * A server with a thousand tools (issue 6, B3): the list is virtualised, so only the rows on
 * screen are in the page, yet every tool can still be found with the filter, reached by
 * scrolling, opened with the keyboard, and the selection is kept in view. The message log shows
 * the long tools/list answer as a preview and gives it whole on demand.
 */
import { readFile } from 'node:fs/promises';
import { benchServerCommand } from '../bench/lib/bridges';
import { manyTools } from '../bench/server/many-tools';
import { test, expect } from './support/fixtures';
import { scaled } from './support/slowdown';

const COUNT = 1000;
// The bench server lists its own five tools (echo, flood, day, huge_text, huge_json) before the generated ones.
const TOTAL = COUNT + 5;
const FAR_DOWN = manyTools(COUNT).at(-1)!.name;

test.use({ mcpscopeArgs: ['--stdio', benchServerCommand(['--tools', String(COUNT)])] });

// The bench server starts through tsx and the bridge analyses a thousand definitions: on a busy
// machine the first list takes a while.
test.describe.configure({ timeout: scaled(120_000) });

test.beforeEach(async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await page.getByRole('tab', { name: /^tools/i }).click();
  await expect(page.getByTestId('tool-count')).toHaveText(`${TOTAL} tools`, { timeout: scaled(90_000) });
});

test('a filter finds a tool far down a long list and opens it; the selection stays in view once the filter is cleared', async ({ page }) => {
  // Only what is on screen is rendered: a thousand rows would make every keystroke slow.
  expect(await page.getByTestId('tool-row').count()).toBeLessThan(100);
  const row = page.locator(`[data-testid="tool-row"][data-tool-name="${FAR_DOWN}"]`);
  await expect(row).toHaveCount(0);

  await page.getByTestId('tool-filter').fill(FAR_DOWN);
  await expect(page.getByTestId('tool-count')).toHaveText(`1 of ${TOTAL} tools`);
  await row.click();
  await expect(page.getByTestId('tool-detail')).toHaveAttribute('data-detail-tool', FAR_DOWN);
  await expect(page.locator(`[id="tool-${FAR_DOWN}_query"]`)).toBeVisible();

  await page.getByTestId('tool-filter').fill('');
  await expect(page.getByTestId('tool-count')).toHaveText(`${TOTAL} tools`);
  await expect(row).toHaveAttribute('aria-selected', 'true');
  await expect(row).toBeInViewport();
  await expect(page.getByTestId('tool-detail')).toHaveAttribute('data-detail-tool', FAR_DOWN);
});

test('scrolling the list reaches its last tool', async ({ page }) => {
  // Not the listbox itself: hovering it would scroll its middle into view first.
  await page.getByTestId('tool-row').first().hover();
  const last = page.locator(`[data-testid="tool-row"][data-tool-name="${FAR_DOWN}"]`);
  // A wheel turn per step, as a person scrolls, until the end of the list is drawn.
  await expect(async () => {
    await page.mouse.wheel(0, 20_000);
    await expect(last).toBeInViewport({ timeout: scaled(500) });
  }).toPass({ timeout: scaled(30_000) });
});

test('the keyboard opens a filtered tool: type, Tab to the row, Enter', async ({ page }) => {
  const name = manyTools(COUNT)[500]!.name;
  await page.getByTestId('tool-filter').fill(name);
  await expect(page.getByTestId('tool-count')).toHaveText(`1 of ${TOTAL} tools`);
  await page.keyboard.press('Tab');
  await expect(page.locator(`[data-testid="tool-row"][data-tool-name="${name}"]`)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tool-detail')).toHaveAttribute('data-detail-tool', name);
});

test('the log shows the long tools/list answer cut to its first tools, and downloads it whole', async ({ page }) => {
  const log = page.getByTestId('message-log');
  const response = log.locator('[data-testid="message-row"][data-kind="response"][data-method="tools/list"]').first();
  await response.click();
  const clipped = log.getByTestId('clipped-message');
  await expect(clipped).toContainText(`/result/tools (100 of ${TOTAL.toLocaleString('en')} items)`);
  const downloading = page.waitForEvent('download');
  await clipped.getByTestId('full-message-download').click();
  const message = JSON.parse(await readFile(await (await downloading).path(), 'utf8')) as { result: { tools: { name: string }[] } };
  expect(message.result.tools).toHaveLength(TOTAL);
  expect(message.result.tools.at(-1)!.name).toBe(FAR_DOWN);
});
