import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test, expect } from './support/fixtures';
import { latestCallResult, runTool } from './support/tool-ui';
import { scaled } from './support/slowdown';

/**
 * Replay from the UI (issue 5, item 5: "`mcpscope replay` … and the same from the UI"): a session
 * recorded against the demo server, replayed from the Traces screen against the same server
 * (every step the same) and against its next version (MCPSCOPE_DEMO_EVOLVED: get_weather requires
 * a new parameter), whose changed steps and breaking tool change the report shows; then replayed
 * from the bar of the opened trace, which posts the trace the page read.
 */
const DEMO = fileURLToPath(new URL('../bin/mcpscope-demo.js', import.meta.url));
const BIN = fileURLToPath(new URL('../bin/mcpscope.js', import.meta.url));

test.use({ mcpscopeArgs: ['--stdio', `node "${DEMO}"`] });

// Issue 20, item 8: the text report cut both sides of get_weather's description, which the evolved
// demo changes at its end, at the same place: "…as te… → …as te…".
test('mcpscope replay in text shows a changed description from where it differs, on both sides', async ({ page, mcpscope }) => {
  test.setTimeout(scaled(120_000));
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  const tracePath = (await page.getByTestId('trace-path').getAttribute('title'))!;
  // `env` sets the variable for the server alone, as one would on the command line.
  const replayed = spawnSync(process.execPath, [BIN, 'replay', tracePath, '--stdio', `env MCPSCOPE_DEMO_EVOLVED=1 node "${DEMO}"`], { encoding: 'utf8', timeout: scaled(100_000) });
  expect(replayed.status, replayed.stderr).toBe(1);
  const line = replayed.stdout.split('\n').find((candidate) => candidate.includes('~ /result/tools/get_weather/description: '));
  const [before, after] = line!.split(' → ') as [string, string];
  expect(before).toMatch(/description: ….*structured output\."$/);
  expect(after).toMatch(/^….*structured output\. Now in the unit you choose\."$/);
});

test('replays a recorded session against the same and a changed demo server from the Traces screen and the trace bar', async ({ page, mcpscope }) => {
  test.setTimeout(scaled(120_000));
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await runTool(page, 'echo', { message: 'replay me' });
  await expect(await latestCallResult(page)).toHaveAttribute('data-status', 'ok');
  await runTool(page, 'get_weather', { city: 'Porto' });
  await expect(await latestCallResult(page)).toHaveAttribute('data-status', 'ok');
  await page.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'closed');

  await page.getByTestId('show-traces').click();
  const name = await page.getByTestId('trace-row').first().getAttribute('data-name');
  const row = page.locator(`[data-testid="trace-row"][data-name="${name}"]`);
  await row.getByTestId('trace-replay').click();
  const dialog = page.getByTestId('replay-dialog');
  // Prefilled from the trace's header: the command line the session was started with.
  await expect(dialog.getByTestId('replay-command')).toHaveValue(new RegExp(`^node .*mcpscope-demo\\.js`));
  await dialog.getByTestId('replay-run').click();
  await expect(dialog.getByTestId('replay-summary')).toHaveAttribute('data-exit', '0', { timeout: scaled(60_000) });
  await expect(dialog.getByTestId('replay-exit')).toHaveText('mcpscope replay would exit 0');
  await expect(dialog.locator('[data-testid="replay-step"][data-label="tools/call get_weather"]')).toHaveAttribute('data-status', 'same');
  await expect(dialog.locator('[data-testid="replay-step"]:not([data-status="same"])')).toHaveCount(0);
  await expect(dialog.getByTestId('replay-tool-change')).toHaveCount(0);
  const recordedAs = await dialog.getByTestId('replay-recorded-as').textContent();

  // The next version of the server: the same command, MCPSCOPE_DEMO_EVOLVED=1.
  await dialog.getByTestId('replay-env').fill('MCPSCOPE_DEMO_EVOLVED=1');
  await dialog.getByTestId('replay-run').click();
  await expect(dialog.getByTestId('replay-summary')).toHaveAttribute('data-exit', '1', { timeout: scaled(60_000) });
  await expect(dialog.getByTestId('replay-exit')).toHaveText('mcpscope replay would exit 1');
  const breaking = dialog.locator('[data-testid="replay-tool-change"][data-compatibility="breaking"][data-kind="parameter-required"]');
  await expect(breaking).toContainText('get_weather');
  await expect(breaking).toContainText("new required parameter 'units'");
  await expect(breaking).toContainText('breaking');
  await expect(dialog.locator('[data-testid="replay-tool-change"][data-kind="tool-added"]')).toContainText('get_forecast');
  // Only the differences are listed: the changed call, with its structural diff, and the changed listing.
  const call = dialog.locator('[data-testid="replay-step"][data-label="tools/call get_weather"]');
  await expect(call).toHaveAttribute('data-status', 'changed');
  await expect(call.getByTestId('replay-change').first()).toBeVisible();
  // The session may have listed tools more than once: each listing shows the new tool.
  await expect(dialog.locator('[data-testid="replay-step"][data-label="tools/list"] [data-testid="replay-change"][data-path="/result/tools/get_forecast"]').first()).toHaveAttribute('data-op', 'added');
  await expect(dialog.locator('[data-testid="replay-step"][data-label="tools/call echo"]')).toHaveCount(0);
  await dialog.getByTestId('replay-only-differences').uncheck();
  await expect(dialog.locator('[data-testid="replay-step"][data-label="tools/call echo"]')).toHaveAttribute('data-status', 'same');

  // A bad ignore path is named before anything is sent.
  await dialog.getByTestId('replay-ignore').fill('/result//text');
  await dialog.getByTestId('replay-run').click();
  await expect(dialog.getByTestId('replay-error')).toContainText('empty segment');
  await dialog.getByTestId('replay-dialog-close').click();
  await expect(dialog).toHaveCount(0);

  // The replays were recorded like any session, and no replay connection is left in the sidebar.
  await expect(page.locator(`[data-testid="trace-row"][data-name="${recordedAs}"]`)).toBeVisible();
  await expect(page.getByTestId('connection-item').filter({ hasText: 'Replay of' })).toHaveCount(0);

  // From the bar of the opened trace: the page posts the trace it read.
  await row.getByTestId('trace-open').click();
  await expect(page.getByTestId('trace-bar')).toContainText(name!);
  await page.getByTestId('trace-bar').getByTestId('trace-replay').click();
  await dialog.getByTestId('replay-run').click();
  await expect(dialog.getByTestId('replay-summary')).toHaveAttribute('data-exit', '0', { timeout: scaled(60_000) });
  await expect(dialog.locator('[data-testid="replay-step"][data-label="tools/call echo"]')).toHaveAttribute('data-status', 'same');
});
