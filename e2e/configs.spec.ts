import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { test, expect } from './support/fixtures';
import { EVERYTHING_ENTRY } from './support/everything-server';
import { startHttpEverything } from '../server/connections/everything-http';
import { demoServerTarget } from '../server/demo/target';

const demo = demoServerTarget();
// A Claude Desktop config naming two real local servers, one with a secret in its env.
const CLAUDE_CONFIG = JSON.stringify({
  mcpServers: {
    'demo from config': { command: demo.command, args: demo.args },
    'everything from config': { command: process.execPath, args: [EVERYTHING_ENTRY], env: { EVERYTHING_TOKEN: 's3cret-value' } },
  },
});
const VSCODE_FIXTURE = fileURLToPath(new URL('../server/config/fixtures/vscode-mcp.json', import.meta.url));

test('a Claude Desktop mcpServers file imports, connects, and exports back to the same connections', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await page.getByTestId('config-import').click();
  await page.getByTestId('config-import-text').fill(CLAUDE_CONFIG);
  await page.getByTestId('config-import-panel').getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('config-import-preview');
  await expect(preview).toContainText('2 servers from "mcpServers"');
  await expect(preview).toContainText('demo from config');
  await expect(preview).toContainText('everything from config');
  await page.getByTestId('config-connect-all').click();

  for (const name of ['demo from config', 'everything from config']) {
    const item = page.getByTestId('connection-item').filter({ hasText: name });
    await expect(item.getByTestId('connection-state')).toHaveAttribute('data-state', 'ready');
  }

  // Export (with secrets, explicitly) and re-import the file: the same two servers come back.
  await page.getByTestId('config-export').click();
  await page.getByTestId('config-include-secrets').check();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('config-download').click();
  const exported = JSON.parse(await readFile((await (await downloading).path()), 'utf8')) as { mcpServers: Record<string, unknown> };
  expect(exported.mcpServers['demo from config']).toEqual({ command: demo.command, args: demo.args });
  expect(exported.mcpServers['everything from config']).toEqual({ command: process.execPath, args: [EVERYTHING_ENTRY], env: { EVERYTHING_TOKEN: 's3cret-value' } });
});

test('an export without secrets masks them', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await page.getByTestId('config-import').click();
  await page.getByTestId('config-import-text').fill(CLAUDE_CONFIG);
  await page.getByTestId('config-import-panel').getByRole('button', { name: 'Preview' }).click();
  await page.getByTestId('config-connect-all').click();
  await expect(page.getByTestId('connection-item').filter({ hasText: 'everything from config' }).first()).toBeVisible();
  await page.getByTestId('config-export').click();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('config-download').click();
  const text = await readFile((await (await downloading).path()), 'utf8');
  expect(text).toContain('EVERYTHING_TOKEN');
  expect(text).not.toContain('s3cret-value');
});

test('a VS Code servers file previews its servers, with warnings for what cannot be resolved', async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await page.getByTestId('config-import').click();
  await page.getByTestId('config-import-file').setInputFiles(VSCODE_FIXTURE);
  const preview = page.getByTestId('config-import-preview');
  await expect(preview).toContainText('VS Code "servers"');
  await expect(preview).toContainText('Perplexity');
  await expect(preview).toContainText('github');
  await expect(page.getByTestId('config-import-warning').filter({ hasText: 'input:perplexity-key' })).toBeVisible();
});

// Issue 20, item 8: Cursor names only the url; one ending in /sse is legacy SSE, not Streamable HTTP.
test('a Cursor entry whose url ends in /sse imports as legacy SSE and connects', async ({ page, mcpscope }) => {
  const sse = await startHttpEverything('sse');
  try {
    await page.goto(mcpscope.url);
    await page.getByTestId('config-import').click();
    await page.getByTestId('config-import-text').fill(JSON.stringify({ mcpServers: { 'cursor sse': { url: sse.url } } }));
    await page.getByTestId('config-import-panel').getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByTestId('config-import-preview')).toContainText('SSE (legacy)');
    await page.getByTestId('config-connect-all').click();
    const item = page.getByTestId('connection-item').filter({ hasText: 'cursor sse' });
    await expect(item.getByTestId('connection-state')).toHaveAttribute('data-state', 'ready');
    // Removed before its server stops: specs that share this bridge find no failed connection of ours.
    await item.click();
    await page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(item).toHaveCount(0);
  } finally {
    sse.child.kill();
  }
});
