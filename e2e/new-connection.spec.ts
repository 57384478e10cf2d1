import { test, expect } from './support/fixtures';
import { EVERYTHING_ENTRY } from './support/everything-server';
import { startMcpscope } from './support/mcpscope-process';
import { rawGet } from './support/raw-http';

test('a server added from the UI connects with its env, and the demo server stays connected', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  // Other specs in this worker share the bridge, so count what is there rather than assume one.
  await expect(page.getByTestId('connection-item').first()).toBeVisible();
  const before = await page.getByTestId('connection-item').count();

  await page.getByRole('button', { name: /new/i }).first().click();
  const form = page.getByTestId('new-connection-form');
  await form.getByLabel('Command', { exact: false }).first().fill(`"${process.execPath}" "${EVERYTHING_ENTRY}"`);
  await form.getByLabel('Arguments').fill('stdio');
  await form.getByLabel('Environment', { exact: false }).fill('MCPSCOPE_E2E_MARKER=from-the-form');
  await form.getByLabel('Name (optional)').fill('everything from the form');
  await form.getByRole('button', { name: /connect/i }).click();

  const added = page.getByTestId('connection-item').filter({ hasText: 'everything from the form' });
  await expect(added.getByTestId('connection-state')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('connection-item')).toHaveCount(before + 1);

  // The env reached the server process: server-everything's get-env tool reports it.
  await added.click();
  await page.getByRole('tab', { name: /tools/i }).click();
  await page.locator('[data-testid="tool-row"][data-tool-name="get-env"]').click();
  await page.getByTestId('run-tool').click();
  await expect(page.getByTestId('call-result').first()).toContainText('from-the-form');

  // Env values never travel back to the browser: the bridge reports them masked.
  const listed = await rawGet(mcpscope.port, '/api/connections', { Host: `127.0.0.1:${mcpscope.port}`, Authorization: `Bearer ${mcpscope.token}` });
  expect(listed.body).toContain('MCPSCOPE_E2E_MARKER');
  expect(listed.body).not.toContain('from-the-form');
  const demo = page.getByTestId('connection-item').filter({ hasText: 'mcpscope demo server' }).first();
  await expect(demo.getByTestId('connection-state')).toHaveAttribute('data-state', 'ready');
});

test('the documented command "mcpscope-demo --suspicious" typed in the form starts the demo, from a checkout too (issue 20, item 7)', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await page.getByRole('button', { name: /new/i }).first().click();
  const form = page.getByTestId('new-connection-form');
  await form.getByLabel('Command', { exact: false }).first().fill('mcpscope-demo');
  await form.getByLabel('Arguments').fill('--suspicious');
  await form.getByLabel('Name (optional)').fill('suspicious demo by name');
  await form.getByRole('button', { name: /connect/i }).click();

  const added = page.getByTestId('connection-item').filter({ hasText: 'suspicious demo by name' });
  await expect(added.getByTestId('connection-state')).toHaveAttribute('data-state', 'ready');
  await added.click();
  await page.getByRole('tab', { name: /tools/i }).click();
  // A tool only the suspicious mode serves.
  await expect(page.locator('[data-testid="tool-row"][data-tool-name="fact_of_the_day"]')).toBeVisible();
});

test('MCPSCOPE_DEMO_EVOLVED=1 set for mcpscope reaches the demo server it starts (issue 20, item 7)', async ({ page }) => {
  const evolved = await startMcpscope([], { env: { MCPSCOPE_DEMO_EVOLVED: '1' } });
  try {
    await page.goto(evolved.url);
    await page.getByRole('tab', { name: /tools/i }).click();
    // A tool only the evolved demo serves.
    await expect(page.locator('[data-testid="tool-row"][data-tool-name="get_forecast"]')).toBeVisible();
  } finally {
    await evolved.stop();
  }
});
