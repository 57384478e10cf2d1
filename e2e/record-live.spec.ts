import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client } from '@modelcontextprotocol/client';
import { expect, test } from './support/fixtures';
import { quote } from 'shell-quote';
import { startMcpscope, type RunningMcpscope } from './support/mcpscope-process';

/**
 * Issue 5, item 7: `mcpscope record` "records everything and, when the UI is open, shows the
 * traffic live". A real MCP host (the SDK's Client over stdio) launches `mcpscope record` in place
 * of the demo server, writing into the bridge's traces directory; the Traces screen lists the
 * recording as it starts, and the opened trace grows as the host calls a tool, until it closes.
 */
const BIN = fileURLToPath(new URL('../bin/mcpscope.js', import.meta.url));
const DEMO = fileURLToPath(new URL('../bin/mcpscope-demo.js', import.meta.url));

let tracesDir: string;
let mcpscope: RunningMcpscope;
test.beforeAll(async () => {
  tracesDir = mkdtempSync(join(tmpdir(), 'mcpscope-e2e-record-'));
  // A later --traces-dir wins over the one startMcpscope gives each run.
  mcpscope = await startMcpscope(['--traces-dir', tracesDir]);
});
test.afterAll(async () => {
  await mcpscope.stop();
  rmSync(tracesDir, { recursive: true, force: true });
});

test('a recording started by a host appears live, grows as the host calls a tool, and says when it ended', async ({ page }) => {
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await page.getByTestId('show-traces').click();
  // The screen says how to record into the directory it lists.
  await page.getByTestId('record-hint').locator('summary').click();
  await expect(page.getByTestId('record-command')).toContainText(`npx mcpscope record --traces-dir ${tracesDir} --stdio`);

  const host = new Client({ name: 'e2e-host', version: '1.0.0' });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, 'record', '--traces-dir', tracesDir, '--stdio', quote([process.execPath, DEMO])],
    stderr: 'pipe',
  });
  await host.connect(transport);
  try {
    // Listed without a reload, first, while the bridge's own (now finished) session is newer on disk.
    const recording = page.locator('[data-testid="trace-row"][data-name*="_record_"]');
    await expect(recording.getByTestId('trace-recording')).toHaveText('Recording');
    await expect(recording.getByTestId('trace-server')).toHaveText('mcpscope-demo');
    await page.getByTestId('show-traces').click();
    await page.getByRole('button', { name: 'Disconnect' }).click();
    await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'closed');
    await page.getByTestId('show-traces').click();
    await expect(page.getByTestId('trace-row').first()).toHaveAttribute('data-name', /_record_/);
    await expect(page.getByTestId('trace-row').nth(1).getByTestId('trace-recording')).toHaveCount(0);
    await expect(recording.getByTestId('trace-delete')).toBeDisabled();

    await recording.getByTestId('trace-open').click();
    const live = page.getByTestId('trace-live');
    await expect(live).toHaveAttribute('data-state', 'following');
    await expect(live).toContainText('Live · recording');
    await expect(page.getByTestId('playback')).toHaveCount(0);
    // The request and its response (which the log labels with the request's method).
    const toolCalls = page.locator('[data-testid="message-row"][data-method="tools/call"]');
    await expect(toolCalls).toHaveCount(0);
    const before = Number((await page.getByTestId('trace-live-count').innerText()).split(' ')[0]);

    const result = await host.callTool({ name: 'echo', arguments: { message: 'seen live in mcpscope' } });
    expect(result.isError).toBeFalsy();
    // The message log and the Tools tab follow without a reload.
    await expect(toolCalls).toHaveCount(2);
    await expect(toolCalls.and(page.locator('[data-dir="in"]'))).toHaveCount(1);
    await expect.poll(async () => Number((await page.getByTestId('trace-live-count').innerText()).split(' ')[0])).toBeGreaterThanOrEqual(before + 2);
    await page.getByRole('tab', { name: /^tools/i }).click();
    await page.getByTestId('history-row').first().click();
    await expect(page.getByTestId('call-result').first()).toContainText('seen live in mcpscope');

    await host.close();
    await expect(live).toHaveAttribute('data-state', 'ended');
    await expect(live).toContainText('Recording ended');
    // Over, it plays back like any trace.
    await expect(page.getByTestId('playback')).toBeVisible();
  } finally {
    await host.close();
  }
});
