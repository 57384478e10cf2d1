import { test, expect } from './support/fixtures';

/**
 * Issue 23: trace context turned on in Settings after connecting reaches the next request, not the
 * initialize already sent; the screen says so while the change is being made, and not once the
 * setting was saved on (there is nothing left to warn about then).
 */
test('turning trace context on after connecting says it takes effect from the next request and the next reconnect', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await page.getByRole('tab', { name: /^settings/i }).click();
  const checkbox = page.getByTestId('option-trace-context');
  const when = page.getByTestId('trace-context-when');
  await expect(checkbox).not.toBeChecked();
  await expect(when).toHaveCount(0);

  await checkbox.check();
  await expect(when).toContainText('Takes effect from the next request');
  await expect(when).toContainText('at the next reconnect');

  await page.getByTestId('save-settings').click();
  await expect(page.getByTestId('settings-status')).toHaveText(/^Saved/);
  await expect(when).toHaveCount(0);
  await checkbox.uncheck();
  await checkbox.check();
  await expect(when).toHaveCount(0);
});
