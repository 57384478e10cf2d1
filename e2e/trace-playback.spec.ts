import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test, expect } from './support/fixtures';
import { latestCallResult, runTool } from './support/tool-ui';
import { scaled } from './support/slowdown';

/**
 * Playback (issue 5): a recorded session replays on the screens as it happened: seek to the
 * start and nothing has happened yet; play, and the call runs with its progress filling, then its
 * result appears; step and instant jump through it.
 */
const DEMO = fileURLToPath(new URL('../bin/mcpscope-demo.js', import.meta.url));

test.use({ mcpscopeArgs: ['--stdio', `node "${DEMO}"`] });

test('a recorded call plays back with its progress, then its result; step and instant move through the trace', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await runTool(page, 'slow_operation', { steps: '6', stepMs: '400' });
  await expect(await latestCallResult(page)).toHaveAttribute('data-status', 'ok', { timeout: scaled(20_000) });
  const text = readFileSync((await page.getByTestId('trace-path').getAttribute('title'))!, 'utf8');

  await page.getByTestId('open-trace-file').setInputFiles({ name: 'slow.jsonl', mimeType: 'text/plain', buffer: Buffer.from(text) });
  const playback = page.getByTestId('playback');
  const total = Number(await playback.getAttribute('data-position'));
  expect(total).toBeGreaterThan(10);

  // Back to the start: nothing has happened yet.
  await page.getByTestId('playback-seek').fill('0');
  await expect(playback).toHaveAttribute('data-position', '0');
  await expect(page.getByTestId('message-row')).toHaveCount(0);
  await page.getByTestId('playback-step').click();
  await expect(playback).toHaveAttribute('data-position', '1');
  await expect(page.getByTestId('message-row')).toHaveCount(1);
  // Before the recorded tools/list answer, the trace does not say what the server offers.
  await page.getByRole('tab', { name: /^tools/i }).click();
  await expect(page.getByTestId('tools-empty')).toHaveText(/holds no tools\/list answer up to this point/);

  // Play at the recorded pace: the call is seen running, with progress, before its result.
  await page.getByTestId('playback-play').click();
  await expect(playback).toHaveAttribute('data-playing', 'true');
  await page.getByRole('tab', { name: /^tools/i }).click();
  const history = page.getByTestId('history-row').first();
  await expect(history).toBeVisible({ timeout: scaled(10_000) });
  await history.click();
  const call = page.getByTestId('call-result').first();
  await expect(call).toHaveAttribute('data-status', 'running');
  await expect(page.getByTestId('call-progress')).toBeVisible();
  await expect(call).toHaveAttribute('data-status', 'ok', { timeout: scaled(10_000) });
  await expect(playback).toHaveAttribute('data-playing', 'false', { timeout: scaled(10_000) });
  await expect(playback).toHaveAttribute('data-position', String(total));

  // Instant from the start goes straight to the end.
  await page.getByTestId('playback-seek').fill('0');
  await page.getByTestId('playback-speed').selectOption('instant');
  await page.getByTestId('playback-play').click();
  await expect(playback).toHaveAttribute('data-position', String(total));
  await expect(page.getByTestId('message-row')).toHaveCount(total);
});
