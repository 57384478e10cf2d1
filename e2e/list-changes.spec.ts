import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { EVERYTHING_TRANSPORTS, mcpscopeOnEverything } from './support/everything-transports';
import { latestCallResult, runTool } from './support/tool-ui';

/**
 * list_changed (issue 3, item 8): the bridge re-lists, the screens follow, and the Changes tab
 * shows what was added, removed and changed, with a Monaco diff of a changed definition.
 */
async function openReady(page: Page, url: string) {
  await page.goto(url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
}

function changeItem(page: Page, change: 'added' | 'removed' | 'changed', key: string) {
  return page.locator(`[data-testid="list-change-item"]:has([data-change="${change}"][data-key="${key}"])`);
}

test('evolve_tools: the tool list follows, a notice appears, and the Changes tab diffs get_weather', async ({ page, mcpscope }) => {
  await openReady(page, mcpscope.url);
  await runTool(page, 'evolve_tools');
  await expect(await latestCallResult(page)).toHaveAttribute('data-status', 'ok');

  // The Tools screen re-lists by itself: the new tool is there without a reload.
  await expect(page.locator('[data-testid="tool-row"][data-tool-name="get_forecast"]')).toBeVisible();
  const notice = page.getByTestId('list-changed-notice');
  await expect(notice).toContainText('Tools: 1 added, 1 changed');
  await expect(notice).toContainText('Prompts: 1 added');
  await expect(page.getByTestId('changes-tab-badge')).toHaveText('2');

  await page.getByTestId('show-list-changes').click();
  await expect(notice).toBeHidden();
  const tools = page.locator('[data-testid="list-change"]:has([data-kind="tools"])');
  await expect(tools.getByTestId('list-change-summary')).toContainText('+1 added');
  await expect(tools.getByTestId('list-change-summary')).toContainText('1 changed');
  await expect(changeItem(page, 'added', 'get_forecast')).toBeVisible();
  await expect(changeItem(page, 'added', 'summarize_forecast')).toBeVisible();

  // The changed definition opens as a side-by-side Monaco diff; the new parameter is on the right.
  const weather = changeItem(page, 'changed', 'get_weather');
  await expect(weather).toContainText('description, inputSchema, outputSchema');
  const diff = weather.getByTestId('json-diff');
  await expect(diff).toHaveAttribute('data-editor-state', 'ready');
  await expect(diff.locator('.editor.modified')).toContainText('"units"');
  await expect(diff.locator('.editor.original')).not.toContainText('"units"');

  // Evolving back is a second change: get_forecast removed, and gone from the Tools screen.
  await runTool(page, 'evolve_tools');
  await expect(page.locator('[data-testid="tool-row"][data-tool-name="get_forecast"]')).toHaveCount(0);
  await expect(notice).toContainText('Tools: 1 removed, 1 changed');
  // A reconnect starts a fresh view: the notice of the session before goes, its changes stay listed.
  await page.getByRole('button', { name: 'Reconnect', exact: true }).click();
  await expect(notice).toBeHidden();
  await page.getByRole('tab', { name: /^changes/i }).click();
  await expect(changeItem(page, 'removed', 'get_forecast')).toBeVisible();
  await expect(page.getByTestId('changes-tab-badge')).toHaveText('4');
});

test('Re-list now finds no difference on a server that did not change', async ({ page, mcpscope }) => {
  await openReady(page, mcpscope.url);
  await page.getByRole('tab', { name: /^changes/i }).click();
  // The demo server is shared by this file's tests, so earlier changes may be listed: count them once loaded.
  await expect(page.getByTestId('changes-empty').or(page.getByTestId('list-change').first())).toBeVisible();
  const before = await page.getByTestId('list-change').count();
  await page.getByTestId('relist').click();
  await expect(page.getByTestId('relist-status')).toContainText('Re-listed tools, prompts, resources, resource templates');
  await expect(page.getByTestId('list-change')).toHaveCount(before);
});

for (const transport of EVERYTHING_TRANSPORTS) {
  test.describe(`server-everything over ${transport}`, () => {
    const everything = mcpscopeOnEverything(transport);

    test('a resource added by gzip-file-as-resource is listed and shown as added', async ({ page }) => {
      await openReady(page, everything().url);
      const data = `data:text/plain;base64,${Buffer.from('list change e2e').toString('base64')}`;
      await runTool(page, 'gzip-file-as-resource', { name: 'changes-e2e.txt.gz', data });
      await expect(await latestCallResult(page)).toHaveAttribute('data-status', 'ok');
      // Its tools/list_changed at connect leaves the same list: no news, so not in the notice.
      await expect(page.getByTestId('list-changed-notice')).toHaveText(/Resources: 1 added/);
      await expect(page.getByTestId('list-changed-notice')).not.toContainText('Tools');
      const uri = 'demo://resource/session/changes-e2e.txt.gz';
      await page.getByRole('tab', { name: /^changes/i }).click();
      await expect(changeItem(page, 'added', uri)).toBeVisible();
      await expect(page.locator('[data-testid="list-change"]:has([data-kind="resources"])').first()).toContainText('after notifications/resources/list_changed');
      await page.getByRole('tab', { name: /^resources/i }).click();
      await expect(page.locator(`[data-testid="resource-row"][data-uri="${uri}"]`)).toBeVisible();
    });
  });
}
