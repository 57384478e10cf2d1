import { test, expect } from './support/fixtures';
import { demoServerTarget } from '../server/demo/target';

// The demo server with --pollute prints one non-JSON line on stdout before speaking MCP.
const target = demoServerTarget(['--pollute']);
test.use({ mcpscopeArgs: ['--stdio', [target.command, ...target.args].map((a) => `"${a}"`).join(' ')] });

test('a non-JSON stdout line is shown as protocol pollution and the session still works', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  const pollution = page.locator('[data-testid="message-row"][data-kind="pollution"]');
  await expect(pollution).toHaveCount(1);
  await expect(pollution).toContainText('debug: starting demo server');
  // A warning on the working connection, not a failure (issue 17, finding 9).
  const warning = page.getByTestId('stdout-pollution');
  await expect(warning).toHaveAttribute('data-likely-cause', 'false');
  await expect(warning.getByTestId('stdout-pollution-lines')).toHaveText('debug: starting demo server');
  await expect(page.getByTestId('crash-panel')).toHaveCount(0);
});

test('a crashing server shows its exit code and stderr, fails the pending call, and reconnects in one click', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await page.getByRole('tab', { name: /tools/i }).click();
  await page.locator('[data-testid="tool-row"][data-tool-name="crash_server"]').click();
  await page.getByTestId('run-tool').click();

  await expect(page.getByTestId('call-result').first()).toHaveAttribute('data-status', 'failed');
  await expect(page.getByTestId('call-result').first()).toContainText(/exited with code 3/);
  const crash = page.getByTestId('crash-panel');
  await expect(crash.getByTestId('exit-status')).toContainText('3');
  await expect(crash.getByTestId('stderr-tail')).not.toBeEmpty();

  await crash.getByRole('button', { name: /reconnect/i }).click();
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('crash-panel')).toHaveCount(0);
});
