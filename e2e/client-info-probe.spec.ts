import { fileURLToPath } from 'node:url';
import { CLOAKED_TOOL, RECLOAKED_TOOL } from '../server/demo/cloaking';
import { test, expect } from './support/fixtures';

/**
 * Cloaking (issue 4, Drift: "a tool list that differs by clientInfo"): the demo's --suspicious
 * mode shows assistants a tool, and a different get_config, that mcpscope itself is never shown.
 * Only the person's click in the Changes tab lists the server as another client.
 */
const DEMO = fileURLToPath(new URL('../bin/mcpscope-demo.js', import.meta.url));
const RULE = 'drift/client-dependent-listing';

test.use({ mcpscopeArgs: ['--stdio', `node "${DEMO}" --suspicious`] });

test('comparing with claude-ai shows the cloaked tool as a finding and a diff; a client the server ignores gets the same tools', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await page.getByRole('tab', { name: /^changes/i }).click();

  const panel = page.getByTestId('client-info-probe');
  await expect(panel.getByTestId('probe-client-name')).toHaveValue('claude-ai');
  // Nothing runs until the click: the probe starts the server again.
  await expect(panel.getByTestId('probe-result')).toHaveCount(0);
  await panel.getByTestId('probe-client-info').click();

  const result = panel.getByTestId('probe-result');
  await expect(result.locator(`[data-testid="inline-finding"][data-rule="${RULE}"]`)).toContainText(`only for claude-ai: ${CLOAKED_TOOL}`);
  const cloaked = result.locator(`[data-testid="probe-item"]:has([data-subject="tools/${CLOAKED_TOOL}"])`);
  await expect(cloaked).toContainText('only for claude-ai');
  const config = result.locator(`[data-testid="probe-item"]:has([data-subject="tools/${RECLOAKED_TOOL}"])`);
  const diff = config.getByTestId('probe-diff');
  await expect(diff).toHaveAttribute('data-editor-state', 'ready');
  await expect(diff.locator('.editor.modified')).toContainText('tokens included');
  await expect(diff.locator('.editor.original')).not.toContainText('tokens included');

  // The finding is the connection's, in the Findings tab; the probe never shows as a connection.
  await expect(page.getByTestId('connection-item')).toHaveCount(1);
  await page.getByRole('tab', { name: /^findings/i }).click();
  await expect(page.locator(`[data-testid="finding"][data-rule="${RULE}"]`)).toHaveAttribute('data-severity', 'high');

  await page.getByRole('tab', { name: /^changes/i }).click();
  await panel.getByTestId('probe-client-name').fill('mcp-inspector');
  await panel.getByTestId('probe-client-info').click();
  await expect(panel.getByTestId('probe-same')).toContainText('Same tools and instructions for mcpscope and mcp-inspector');
  await page.getByRole('tab', { name: /^findings/i }).click();
  await expect(page.locator(`[data-testid="finding"][data-rule="${RULE}"]`)).toHaveCount(0);
});
