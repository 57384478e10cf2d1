import { fileURLToPath } from 'node:url';
import { test, expect } from './support/fixtures';
import { latestCallResult, runTool } from './support/tool-ui';

/**
 * The Traces screen (issue 5): the recorded sessions of this mcpscope, newest first; a session
 * still recording is protected; a finished one opens read-only, renames and deletes.
 */
const DEMO = fileURLToPath(new URL('../bin/mcpscope-demo.js', import.meta.url));

test.use({ mcpscopeArgs: ['--stdio', `node "${DEMO}"`] });

test('lists the sessions, opens a finished one read-only, renames it and deletes it', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await runTool(page, 'echo', { message: 'recorded for the library' });
  await expect(await latestCallResult(page)).toHaveAttribute('data-status', 'ok');

  await page.getByTestId('show-traces').click();
  const recording = page.getByTestId('trace-row').first();
  await expect(recording.getByTestId('trace-recording')).toHaveText('Recording');
  await expect(recording.getByTestId('trace-server')).toHaveText('mcpscope-demo');
  await expect(recording.getByTestId('trace-rename')).toBeDisabled();
  await expect(recording.getByTestId('trace-delete')).toBeDisabled();

  // Finish the session: its trace becomes editable.
  await page.getByTestId('show-traces').click();
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'closed');
  await page.getByTestId('show-traces').click();
  const finished = page.getByTestId('trace-row').first();
  await expect(finished.getByTestId('trace-recording')).toHaveCount(0);
  await finished.getByTestId('trace-rename').click();
  await page.getByTestId('trace-rename-input').fill('echo works');
  await page.getByTestId('trace-rename-input').press('Enter');
  const renamed = page.locator('[data-testid="trace-row"][data-name="echo works.jsonl"]');
  await expect(renamed).toBeVisible();

  await renamed.getByTestId('trace-open').click();
  await expect(page.getByTestId('trace-bar')).toContainText('echo works.jsonl');
  await page.getByRole('tab', { name: /^tools/i }).click();
  await expect(await latestCallResult(page)).toContainText('recorded for the library');

  // A note on the tools/call request goes into the file, and the trace shows it.
  await page.locator('[data-testid="message-row"][data-method="tools/call"]').first().click();
  await page.getByTestId('note-text').fill('this is the call the reviewer should see');
  await page.getByTestId('add-note').click();
  // The trace is read again with the note, and the call it is about stays open, showing it.
  const call = page.locator('[data-testid="message-row"][data-method="tools/call"][data-kind="request"]');
  await expect(call.getByTestId('row-note-count')).toHaveText('✎ 1');
  await expect(page.getByTestId('message-detail').getByTestId('record-notes')).toHaveText('this is the call the reviewer should see');
  await page.getByTestId('close-trace').click();

  await page.getByTestId('show-traces').click();
  await expect(renamed).toContainText('1 note');
  await renamed.getByTestId('trace-delete').click();
  await renamed.getByTestId('trace-delete-confirm').click();
  await expect(renamed).toHaveCount(0);
});
