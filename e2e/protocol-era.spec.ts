/**
 * The protocol era in the lifecycle view (issue 18, item 2), against the modern fixture
 * (@modelcontextprotocol/server 2.4.0) over stdio, with the default setting (auto): a modern-only
 * server connects in 2026-07-28, with its server/discover result and no initialize; an rmcp-style
 * server that exits on the probe connects in the 2025 era, and the view says why.
 */
import { expect, test } from '@playwright/test';
import { startMcpscope, type RunningMcpscope } from './support/mcpscope-process';
import { modernStdioCommand } from './support/modern-server';
import { screenshotBothThemes } from './support/theme-screenshots';

let mcpscope: RunningMcpscope | undefined;
test.afterEach(async () => {
  await mcpscope?.stop();
  mcpscope = undefined;
});

test('auto finds a modern-only stdio server: 2026-07-28, why, its discover result, no handshake, and no ping button', async ({ page }) => {
  mcpscope = await startMcpscope(['--stdio', modernStdioCommand('modern-only')]);
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await page.getByRole('tab', { name: /lifecycle/i }).click();
  const era = page.getByTestId('protocol-era');
  await expect(era.getByTestId('protocol-era-verdict')).toContainText('2026-07-28');
  await expect(era.getByTestId('protocol-era-setting')).toContainText('Auto');
  await expect(era.getByTestId('protocol-era-reason')).toHaveText('the server answered server/discover');
  await expect(era.getByTestId('discover-result')).toContainText('supportedVersions');
  await expect(page.getByTestId('no-handshake')).toContainText('2026-07-28 has no initialize');
  await expect(page.getByTestId('protocol-version')).toContainText('2026-07-28');
  await expect(page.getByTestId('ping-button')).toHaveCount(0);
  await expect(page.getByTestId('ping-missing')).toContainText('2026-07-28 has no ping');
  await screenshotBothThemes(page, 'h18-era-modern');
});

test('auto connects an rmcp-style stdio server that exits on server/discover, and says so', async ({ page }) => {
  mcpscope = await startMcpscope(['--stdio', modernStdioCommand('legacy-strict')]);
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await page.getByRole('tab', { name: /lifecycle/i }).click();
  const era = page.getByTestId('protocol-era');
  await expect(era.getByTestId('protocol-era-verdict')).toContainText('2025-11-25 and older');
  await expect(era.getByTestId('protocol-era-reason')).toHaveText('server/discover failed: the server exited with code 1');
  await expect(page.getByTestId('initialize-response')).toContainText('serverInfo');
  await expect(page.getByTestId('ping-button')).toBeVisible();
  await screenshotBothThemes(page, 'h18-era-legacy-strict');
});
