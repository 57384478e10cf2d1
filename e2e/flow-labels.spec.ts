import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { runTool } from './support/tool-ui';

/**
 * Information-flow labels (issue 4) and the tool-definition token cost: the person labels tools in
 * the Findings tab, a low write after a high read is flagged on the call, and the policy file goes
 * out and comes back in.
 */
const DEMO = fileURLToPath(new URL('../bin/mcpscope-demo.js', import.meta.url));

test.use({ mcpscopeArgs: ['--stdio', `node "${DEMO}"`] });

async function openLabels(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await page.getByRole('tab', { name: /^findings/i }).click();
  await page.getByTestId('flow-labels-section').getByRole('button', { name: /information-flow labels/i }).click();
  await expect(page.getByTestId('flow-labels')).toBeVisible();
}

const row = (page: Page, tool: string) => page.locator(`[data-testid="flow-row"][data-tool="${tool}"]`);

test('a call that writes low after a high read in the session is flagged, and the labels persist', async ({ page, mcpscope }) => {
  await openLabels(page, mcpscope.url);
  await row(page, 'get_weather').getByTestId('flow-read').selectOption('high');
  // Reading high implies the private-data role of the trifecta.
  await expect(row(page, 'get_weather').getByTestId('flow-role-privateData')).toBeChecked();
  await row(page, 'echo').getByTestId('flow-write').selectOption('low');
  await expect(row(page, 'echo').getByTestId('flow-role-publicSink')).toBeChecked();

  // Writing low before any high read is fine.
  await runTool(page, 'echo', { message: 'before' });
  await expect(page.getByTestId('call-result').first()).toContainText('before');
  await expect(page.locator('[data-testid="inline-finding"][data-rule="flow/high-read-to-low-write"]')).toHaveCount(0);

  await runTool(page, 'get_weather', { city: 'Oslo' });
  await expect(page.getByTestId('call-result').first()).toContainText('temperature');
  await runTool(page, 'echo', { message: 'after' });
  await expect(page.getByTestId('call-result').first()).toContainText('after');
  const flagged = page.locator('[data-testid="inline-finding"][data-rule="flow/high-read-to-low-write"]');
  await expect(flagged).toHaveAttribute('data-severity', 'high');
  await expect(flagged).toContainText("'get_weather'");

  await page.reload();
  await openLabels(page, mcpscope.url);
  await expect(row(page, 'get_weather').getByTestId('flow-read')).toHaveValue('high');
  await expect(row(page, 'echo').getByTestId('flow-write')).toHaveValue('low');
  await expect(page.locator('[data-testid="finding"][data-rule="flow/high-read-to-low-write"]')).toHaveCount(1);
});

test('the policy exports as a file, a wrong file is refused with the problem named, and a good one replaces the labels', async ({ page, mcpscope }, testInfo) => {
  await openLabels(page, mcpscope.url);
  // click, not check(): the box is controlled, and turns on once the edit reaches the cache a moment later.
  await row(page, 'delete_files').getByTestId('flow-role-untrustedSource').click();
  await expect(row(page, 'delete_files').getByTestId('flow-role-untrustedSource')).toBeChecked();

  const download = page.waitForEvent('download');
  await page.getByTestId('flow-export').click();
  const file = testInfo.outputPath('flow-policy.json');
  await (await download).saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { version: number; servers: Record<string, Record<string, unknown>> };
  expect(exported.version).toBe(1);
  expect(Object.values(exported.servers)).toContainEqual(expect.objectContaining({ delete_files: { untrustedSource: true } }));
  const [serverName] = Object.keys(exported.servers);

  const importFile = (name: string, json: unknown) =>
    page.getByTestId('flow-import').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(json)) });
  await importFile('typo.json', { version: 1, servers: { [serverName!]: { echo: { write: 'public' } } } });
  await expect(page.getByTestId('flow-policy-error')).toContainText(`servers/${serverName}/echo/write`);
  await expect(row(page, 'delete_files').getByTestId('flow-role-untrustedSource')).toBeChecked();

  await importFile('team.json', { version: 1, servers: { [serverName!]: { echo: { write: 'low' } } } });
  await expect(row(page, 'echo').getByTestId('flow-write')).toHaveValue('low');
  await expect(row(page, 'delete_files').getByTestId('flow-role-untrustedSource')).not.toBeChecked();
  await expect(page.getByTestId('flow-policy-error')).toHaveCount(0);
});

test("the tools tab shows what the server's tool definitions cost in tokens, in all and per tool", async ({ page, mcpscope }) => {
  await page.goto(mcpscope.url);
  await page.getByRole('tab', { name: /^tools/i }).click();
  const summary = page.getByTestId('tool-token-summary');
  await expect(summary).toContainText(/Tool definitions ≈ [\d,]+ tokens/);
  expect(Number(await summary.getAttribute('data-total'))).toBeGreaterThan(500);
  await page.locator('[data-testid="tool-row"][data-tool-name="echo"]').click();
  await expect(page.getByTestId('tool-definition-tokens')).toContainText(/Definition ≈ \d+ tokens/);
});
