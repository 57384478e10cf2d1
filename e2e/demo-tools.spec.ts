import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

// `npm start` in a checkout runs the sources through tsx (bin/run-entry.js); the other specs run
// the build, as the package does. This one keeps the first path tested.
test.use({ mcpscopeFromSources: true });

async function openTool(page: Page, url: string, name: string) {
  await page.goto(url);
  await page.getByRole('tab', { name: /tools/i }).click();
  await page.locator(`[data-testid="tool-row"][data-tool-name="${name}"]`).click();
}

/** Runs slow_operation: `steps` steps of `stepMs` each. */
async function startSlowOperation(page: Page, url: string, steps: number, stepMs: number) {
  await openTool(page, url, 'slow_operation');
  const args = page.getByTestId('arguments-editor');
  await args.getByRole('spinbutton', { name: /^steps/ }).fill(String(steps));
  await args.getByRole('spinbutton', { name: /^stepMs/ }).fill(String(stepMs));
  await page.getByTestId('run-tool').click();
}

function latestCall(page: Page) {
  return page.getByTestId('call-result').first();
}

test('the demo server is connected and its tools are listed', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await expect(page.getByText('mcpscope-demo').first()).toBeVisible();
  await page.getByRole('tab', { name: /tools/i }).click();
  for (const name of ['echo', 'slow_operation', 'failing_tool', 'rpc_error', 'get_weather', 'broken_output', 'delete_files']) {
    await expect(page.locator(`[data-testid="tool-row"][data-tool-name="${name}"]`)).toBeVisible();
  }
});

test('echo returns what it was given', async ({ page, mcpscope }) => {
  await openTool(page, mcpscope.url, 'echo');
  await page.getByTestId('arguments-editor').getByRole('textbox', { name: /^message/ }).fill('hello from playwright');
  await page.getByTestId('run-tool').click();
  await expect(latestCall(page)).toHaveAttribute('data-status', 'ok');
  await expect(latestCall(page)).toContainText('hello from playwright');
  // The title leads, the protocol name follows: in the header, the list and the history.
  await expect(page.getByRole('heading', { level: 2, name: 'Echo', exact: true })).toBeVisible();
  await expect(page.getByTestId('tool-name')).toHaveText('echo');
  await expect(page.locator('[data-testid="tool-row"][data-tool-name="echo"]')).toContainText(/^Echo\s*echo/);
  await expect(page.getByTestId('history-row').first()).toContainText(/^\S+\s*Echo\s*echo/);
});

test('progress advances on the slow tool, and Cancel stops it', async ({ page, mcpscope }) => {
  await startSlowOperation(page, mcpscope.url, 40, 250);
  const bar = latestCall(page).getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', /^[2-9]|^[1-3]\d/);
  const seen = Number(await bar.getAttribute('aria-valuenow'));
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(seen);

  await page.getByTestId('cancel-call').click();
  await expect(latestCall(page)).toHaveAttribute('data-status', 'cancelled');

  // The message log (a dock under every tab) shows the cancellation that crossed the wire...
  await expect(page.locator('[data-testid="message-row"][data-method="notifications/cancelled"][data-dir="out"]')).toBeVisible();
  // ...and the demo server itself says on stderr that it stopped early.
  await page.getByRole('tab', { name: /stderr/i }).click();
  await expect(page.getByTestId('stderr-console')).toContainText(/slow_operation: cancelled at step \d+ of 40/);
});

// Issue 20, item 3: with no wait between steps the last progress notification and the result
// arrive together, and that notification was logged as a client error "for an unknown token".
test('progress sent just before the result is no problem in the message log', async ({ page, mcpscope }) => {
  await startSlowOperation(page, mcpscope.url, 5, 0);
  await expect(latestCall(page)).toHaveAttribute('data-status', 'ok');
  // The bridge reports in order: once a later call has its answer, a client error of this one is in.
  await page.locator('[data-testid="tool-row"][data-tool-name="echo"]').click();
  await page.getByTestId('arguments-editor').getByRole('textbox', { name: /^message/ }).fill('after the progress');
  await page.getByTestId('run-tool').click();
  await expect(latestCall(page)).toHaveAttribute('data-status', 'ok');
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('client-error');
  await expect(page.getByTestId('message-count')).toHaveText(/^0 of \d+ messages$/);
});

test('a tool failure (isError) is shown apart from a JSON-RPC error', async ({ page, mcpscope }) => {
  await openTool(page, mcpscope.url, 'failing_tool');
  await page.getByTestId('run-tool').click();
  await expect(latestCall(page)).toHaveAttribute('data-status', 'tool-error');
  await expect(latestCall(page)).toContainText(/isError/);

  await page.locator('[data-testid="tool-row"][data-tool-name="rpc_error"]').click();
  await page.getByTestId('run-tool').click();
  await expect(latestCall(page)).toHaveAttribute('data-status', 'rpc-error');
  await expect(latestCall(page)).toContainText(/JSON-RPC error/i);
  await expect(latestCall(page)).toContainText(/-32\d{3}/);

  // At 1280×800 the history row with the widest status still keeps its latency clear of Load.
  await page.setViewportSize({ width: 1280, height: 800 });
  const row = page.locator('[data-testid="history-row"][data-status="rpc-error"]');
  const latency = (await row.getByTestId('history-latency').boundingBox())!;
  const load = (await row.getByTestId('load-call').boundingBox())!;
  expect(latency.x + latency.width).toBeLessThanOrEqual(load.x);
});

test("a result that breaks the tool's own outputSchema is kept and flagged", async ({ page, mcpscope }) => {
  await openTool(page, mcpscope.url, 'broken_output');
  await page.getByTestId('run-tool').click();
  await expect(latestCall(page)).toHaveAttribute('data-status', 'ok');
  await expect(latestCall(page)).toContainText(/outputSchema/);
  await expect(latestCall(page)).not.toContainText(/invalid params/i);
  // At 1280×800 the flag stays inside the result column: nothing runs out at the right edge.
  await page.setViewportSize({ width: 1280, height: 800 });
  const flag = latestCall(page).getByTestId('output-validation');
  await expect.poll(() => flag.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
  const column = (await latestCall(page).boundingBox())!;
  const box = (await flag.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width);
});
