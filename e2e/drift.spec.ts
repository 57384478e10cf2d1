import { fileURLToPath } from 'node:url';
import { test, expect } from './support/fixtures';

/**
 * Drift (issue 4, acceptance): the same server (same command line) comes back with a changed tool
 * schema; mcpscope compares it with the definitions it pinned on the first connect.
 */
const DEMO = fileURLToPath(new URL('../bin/mcpscope-demo.js', import.meta.url));

test.use({ mcpscopeArgs: ['--stdio', `node "${DEMO}"`] });

test('a tool schema changed between two connects shows a drift finding and a diff, until accepted', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  // The first connect pins the definitions: nothing drifted yet.
  await page.getByRole('tab', { name: /^findings/i }).click();
  await expect(page.locator('[data-testid="finding"][data-rule="annotations/read-only-contradiction"]')).toBeVisible();
  await expect(page.locator('[data-testid="finding"][data-rule^="drift/"]')).toHaveCount(0);

  // The same command line again, now starting with get_weather changed (MCPSCOPE_DEMO_EVOLVED).
  await page.getByRole('button', { name: /new/i }).first().click();
  const form = page.getByTestId('new-connection-form');
  await form.getByLabel('Command', { exact: false }).first().fill(`node "${DEMO}"`);
  await form.getByLabel('Environment', { exact: false }).fill('MCPSCOPE_DEMO_EVOLVED=1');
  await form.getByLabel('Name (optional)').fill('demo, next version');
  await form.getByRole('button', { name: /connect/i }).click();
  const evolved = page.getByTestId('connection-item').filter({ hasText: 'demo, next version' });
  await expect(evolved.getByTestId('connection-state')).toHaveAttribute('data-state', 'ready');
  await evolved.click();

  await page.getByRole('tab', { name: /^findings/i }).click();
  const changed = page.locator('[data-testid="finding"][data-rule="drift/tool-changed"]');
  await expect(changed).toHaveAttribute('data-severity', 'high');
  await expect(changed).toContainText('units');
  await expect(page.locator('[data-testid="finding"][data-rule="drift/tool-added"]')).toContainText('get_forecast');

  await page.getByRole('tab', { name: /^changes/i }).click();
  const weather = page.locator('[data-testid="drift-item"]:has([data-subject="tools/get_weather"])');
  const diff = weather.getByTestId('drift-diff');
  await expect(diff).toHaveAttribute('data-editor-state', 'ready');
  await expect(diff.locator('.editor.modified')).toContainText('"units"');
  await expect(diff.locator('.editor.original')).not.toContainText('"units"');

  // Leaving the tab unmounts the open diff: Monaco must not throw "TextModel got disposed before
  // DiffEditorWidget model got reset" (issue 20, item 6).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.getByRole('tab', { name: /^findings/i }).click();
  await expect(changed).toBeVisible();
  await page.getByRole('tab', { name: /^changes/i }).click();
  await expect(diff).toHaveAttribute('data-editor-state', 'ready');
  expect(errors).toEqual([]);

  await page.getByTestId('accept-drift').click();
  await expect(page.getByTestId('drift')).toHaveCount(0);
  await page.getByRole('tab', { name: /^findings/i }).click();
  await expect(page.locator('[data-testid="finding"][data-rule^="drift/"]')).toHaveCount(0);
});
