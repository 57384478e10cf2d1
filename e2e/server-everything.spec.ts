import { test, expect, type Page } from '@playwright/test';
import type { RunningMcpscope } from './support/mcpscope-process';
import { EVERYTHING_TRANSPORTS, mcpscopeOnEverything } from './support/everything-transports';
import { scaled } from './support/slowdown';

/**
 * Every server-everything tool that needs no sampling, elicitation, roots or tasks, called from
 * the UI over both transports, with what a user should see. (Its task-only tool,
 * simulate-research-query, belongs to the protocol issue's task support.)
 */
interface ToolCase {
  args?: Record<string, string>;
  expectText?: RegExp;
  expectContentKind?: string;
}

const TOOL_CASES: Record<string, ToolCase> = {
  echo: { args: { message: 'hello everything' }, expectText: /hello everything/ },
  'get-annotated-message': { args: { messageType: 'success' }, expectContentKind: 'text' },
  'get-env': { expectContentKind: 'text' },
  'get-resource-links': { expectContentKind: 'resource_link' },
  'get-resource-reference': { expectContentKind: 'resource_text' },
  'get-structured-content': { args: { location: 'Chicago' }, expectText: /temperature/ },
  'get-sum': { args: { a: '2', b: '40' }, expectText: /42/ },
  'get-tiny-image': { expectContentKind: 'image' },
  'gzip-file-as-resource': {
    args: { name: 'hello.txt.gz', data: 'data:text/plain;base64,aGVsbG8gbWNwc2NvcGU=' },
    expectContentKind: 'resource_link',
  },
  'toggle-simulated-logging': { expectContentKind: 'text' },
  'toggle-subscriber-updates': { expectContentKind: 'text' },
  'trigger-long-running-operation': { args: { duration: '2', steps: '4' }, expectText: /completed/i },
};

async function fillArgument(page: Page, tool: string, name: string, value: string) {
  const field = page.locator(`[id="tool-${tool}_${name}"]`);
  const tag = await field.evaluate((element) => element.tagName);
  if (tag === 'SELECT') await field.selectOption(value);
  else await field.fill(value);
}

async function callEveryTool(page: Page, mcpscope: RunningMcpscope) {
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await page.getByRole('tab', { name: /tools/i }).click();
  await expect(page.locator('[data-testid="tool-row"][data-tool-name="echo"]')).toBeVisible();

  for (const [tool, toolCase] of Object.entries(TOOL_CASES)) {
    await test.step(tool, async () => {
      await page.locator(`[data-testid="tool-row"][data-tool-name="${tool}"]`).click();
      await expect(page.getByTestId('tool-name')).toHaveText(tool);
      for (const [name, value] of Object.entries(toolCase.args ?? {})) await fillArgument(page, tool, name, value);
      await page.getByTestId('run-tool').click();
      const call = page.locator(`[data-testid="call-result"]`).first();
      await expect(call).toContainText(tool);
      await expect(call).toHaveAttribute('data-status', 'ok');
      if (toolCase.expectText) await expect(call).toContainText(toolCase.expectText);
      if (toolCase.expectContentKind) {
        await expect(call.locator(`[data-testid="content-item"][data-kind="${toolCase.expectContentKind}"]`).first()).toBeVisible();
      }
    });
  }
}

for (const transport of EVERYTHING_TRANSPORTS) {
  test.describe(`server-everything over ${transport}`, () => {
    const mcpscope = mcpscopeOnEverything(transport);
    test('every tool can be called and its result is rendered', async ({ page }) => {
      test.setTimeout(scaled(120_000));
      await callEveryTool(page, mcpscope());
    });
  });
}
