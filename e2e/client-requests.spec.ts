import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { EVERYTHING_TRANSPORTS, mcpscopeOnEverything } from './support/everything-transports';
import { latestCallResult, openPendingRequest, runTool } from './support/tool-ui';

/**
 * Server-to-client requests that wait for a person (sampling, elicitation) and roots, against
 * server-everything, whose triggering tools exist only because mcpscope declares the capabilities.
 */
async function samplingRoundTrip(page: Page) {
  await runTool(page, 'trigger-sampling-request', { prompt: 'What is MCP?' });
  await openPendingRequest(page, 'sampling/createMessage');
  await expect(page.getByTestId('sampling-request')).toContainText('What is MCP?');
  await page.getByTestId('sampling-reply-text').fill('A protocol, answered by a human.');
  await page.getByTestId('sampling-send').click();
  await expect(page.locator('[data-testid="client-request-row"][data-status="answered"]').first()).toBeVisible();

  const call = await latestCallResult(page);
  await expect(call).toHaveAttribute('data-status', 'ok');
  await expect(call).toContainText('answered by a human');
}

async function elicitationAcceptAndDecline(page: Page) {
  await runTool(page, 'trigger-elicitation-request');
  await openPendingRequest(page, 'elicitation/create');
  const form = page.getByTestId('elicitation-form');
  await expect(page.getByTestId('elicitation-accept')).toBeDisabled(); // "name" is required and empty
  await form.getByRole('textbox').first().fill('Ada Lovelace');
  await expect(page.getByTestId('elicitation-accept')).toBeEnabled();
  await page.getByTestId('elicitation-accept').click();
  await expect(await latestCallResult(page)).toContainText('Ada Lovelace');

  await runTool(page, 'trigger-elicitation-request');
  await openPendingRequest(page, 'elicitation/create');
  await page.getByTestId('elicitation-decline').click();
  await expect(await latestCallResult(page)).toContainText(/decline/i);
}

async function rootsReachTheServer(page: Page) {
  await page.getByRole('tab', { name: /^requests/i }).click();
  const editor = page.getByTestId('roots-editor');
  await editor.getByTestId('add-root').click();
  await editor.getByTestId('root-uri').last().fill('file:///tmp/mcpscope-e2e-root');
  await editor.getByTestId('root-name').last().fill('e2e root');
  await editor.getByTestId('save-roots').click();
  await expect(editor.getByTestId('roots-saved')).toBeVisible();
  await expect(page.locator('[data-testid="message-row"][data-method="notifications/roots/list_changed"][data-dir="out"]').first()).toBeVisible();

  await runTool(page, 'get-roots-list');
  await expect(page.getByTestId('call-result').first()).toContainText('file:///tmp/mcpscope-e2e-root');
}

const AREAS: Record<string, (page: Page) => Promise<void>> = {
  'a sampling request waits for a person, and the reply reaches the tool result': samplingRoundTrip,
  'an elicitation form validates before Accept; Decline is a result too': elicitationAcceptAndDecline,
  'edited roots are announced with list_changed and served to roots/list': rootsReachTheServer,
};

for (const transport of EVERYTHING_TRANSPORTS) {
  test.describe(`client requests over ${transport}`, () => {
    const mcpscope = mcpscopeOnEverything(transport);
    for (const [name, area] of Object.entries(AREAS)) {
      test(name, async ({ page }) => {
        await page.goto(mcpscope().url);
        await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
        await area(page);
      });
    }
  });
}
