import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { startMcpscope } from './support/mcpscope-process';
import { scaled } from './support/slowdown';

/**
 * Issue 5's mock acceptance point, the way a user runs it: a session recorded against the demo
 * server is served by `mcpscope mock <trace>`, and `mcpscope --stdio "mcpscope mock <trace>"` shows
 * the recorded server again: its name, its tools, the recorded answers and the progress
 * notifications at their recorded pace, with no demo server running.
 */
const BIN = fileURLToPath(new URL('../bin/mcpscope.js', import.meta.url));

async function runTool(page: Page, name: string, fill: (args: ReturnType<Page['getByTestId']>) => Promise<void>) {
  await page.getByRole('tab', { name: /^tools/i }).click();
  await page.locator(`[data-testid="tool-row"][data-tool-name="${name}"]`).click();
  await fill(page.getByTestId('arguments-editor'));
  await page.getByTestId('run-tool').click();
  return page.getByTestId('call-result').first();
}

/** The same two calls in both sessions: an echo, and a slow tool whose progress the UI draws. */
async function echoThenSlow(page: Page) {
  const echo = await runTool(page, 'echo', (args) => args.getByRole('textbox', { name: /^message/ }).fill('recorded for the mock'));
  await expect(echo).toHaveAttribute('data-status', 'ok');
  await expect(echo).toContainText('recorded for the mock');
  const slow = await runTool(page, 'slow_operation', async (args) => {
    await args.getByRole('spinbutton', { name: /^steps/ }).fill('6');
    await args.getByRole('spinbutton', { name: /^stepMs/ }).fill('300');
  });
  // Mid-way: the bar shows some progress but not all of it, so the notifications came one by one.
  await expect(slow.getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^[1-5]$/);
  await expect(slow).toHaveAttribute('data-status', 'ok');
  await expect(slow).toContainText('Completed 6 steps');
}

test('mcpscope --stdio "mcpscope mock <trace>" reproduces a recorded demo session, progress included', async ({ page, mcpscope }) => {
  test.setTimeout(scaled(120_000));
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await echoThenSlow(page);
  const tracePath = (await page.getByTestId('trace-path').getAttribute('title'))!;
  await expect.poll(() => readFileSync(tracePath, 'utf8')).toContain('"progress":6');

  const mocked = await startMcpscope(['--stdio', `${process.execPath} ${BIN} mock ${tracePath}`]);
  try {
    await page.goto(mocked.url);
    await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
    await page.getByRole('tab', { name: /^lifecycle/i }).click();
    await expect(page.getByText('mcpscope-demo').first()).toBeVisible();
    await page.getByRole('tab', { name: /^tools/i }).click();
    for (const name of ['echo', 'slow_operation', 'failing_tool', 'get_weather']) {
      await expect(page.locator(`[data-testid="tool-row"][data-tool-name="${name}"]`)).toBeVisible();
    }
    await echoThenSlow(page);

    // A call the trace does not hold is answered with an error naming the closest recorded one.
    const unrecorded = await runTool(page, 'echo', (args) => args.getByRole('textbox', { name: /^message/ }).fill('never recorded'));
    await expect(unrecorded).toHaveAttribute('data-status', 'rpc-error');
    await expect(unrecorded).toContainText(/Closest is trace message #\d+ tools\/call/);
    // The fixture's bridge may have served earlier specs, so the closest echo is not necessarily ours.
    await expect(unrecorded).toContainText(/differs at arguments\.message \(recorded "[^"]*", sent "never recorded"\)/);
  } finally {
    await mocked.stop();
  }
});
