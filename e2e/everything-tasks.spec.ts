import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { EVERYTHING_TRANSPORTS, mcpscopeOnEverything } from './support/everything-transports';
import { scaled } from './support/slowdown';

/**
 * Tasks (spec 2025-11-25; issue 3, point 9) against server-everything: simulate-research-query
 * must run as a task; with ambiguous=true it asks for clarification through tasks/result.
 */
const RESEARCH = 'simulate-research-query';

async function startResearch(page: Page, topic: string, ambiguous = false) {
  await page.getByRole('tab', { name: /^tools/i }).click();
  await page.locator(`[data-testid="tool-row"][data-tool-name="${RESEARCH}"]`).click();
  // taskSupport 'required': the toggle is on and cannot be turned off.
  await expect(page.getByTestId('option-run-as-task')).toBeChecked();
  await expect(page.getByTestId('option-run-as-task')).toBeDisabled();
  await page.locator(`[id="tool-${RESEARCH}_topic"]`).fill(topic);
  if (ambiguous) await page.locator(`[id="tool-${RESEARCH}_ambiguous"]`).check();
  await page.getByTestId('run-tool').click();
  return page.getByTestId('call-result').first();
}

async function researchCompletes(page: Page) {
  const call = await startResearch(page, 'tide pools');
  const panel = call.getByTestId('task-panel');
  await expect(panel.getByTestId('task-status')).toHaveAttribute('data-status', 'working');
  await expect(panel.getByTestId('task-status-message')).toContainText(/Gathering sources|Analyzing content|Synthesizing findings|Generating report/);
  await expect(panel.getByTestId('task-poll-interval')).toHaveText('poll 1000 ms');
  await expect(call).toHaveAttribute('data-status', 'ok', { timeout: scaled(20_000) });
  await expect(panel.getByTestId('task-status')).toHaveAttribute('data-status', 'completed');
  await expect(panel.locator('[data-testid="task-timeline"] li[data-status="working"]').first()).toBeVisible();
  await expect(panel.locator('[data-testid="task-timeline"] li').last()).toHaveAttribute('data-status', 'completed');
  await expect(call).toContainText('Research Report: tide pools');
}

async function ambiguousQueryAsksThePerson(page: Page) {
  const call = await startResearch(page, 'python', true);
  await expect(call.getByTestId('task-status')).toHaveAttribute('data-status', 'input_required', { timeout: scaled(20_000) });

  await page.getByTestId('pending-requests-banner').getByRole('button').first().click();
  await page.locator('[data-testid="client-request-row"][data-method="elicitation/create"][data-status="pending"]').first().click();
  await expect(page.getByTestId('elicitation-request')).toContainText('could have multiple interpretations');
  await page.getByTestId('elicitation-form').getByRole('combobox').selectOption({ label: 'Python snake species' });
  await page.getByTestId('elicitation-accept').click();

  // Back on the Tools tab, the newest call in the history.
  await page.getByRole('tab', { name: /^tools/i }).click();
  await page.getByTestId('history-row').first().click();
  const done = page.getByTestId('call-result').first();
  await expect(done).toHaveAttribute('data-status', 'ok', { timeout: scaled(20_000) });
  await expect(done).toContainText('Research Report: python (snake)');
  // The server may ask more than once (the status message changes while it waits): at least once.
  await expect(done.locator('[data-testid="task-timeline"] li[data-status="input_required"]').first()).toBeVisible();
}

async function cancelEndsTheTask(page: Page) {
  const call = await startResearch(page, 'a long question');
  await expect(call.getByTestId('task-status')).toHaveAttribute('data-status', 'working');
  await call.getByTestId('cancel-call').click();
  await expect(call).toHaveAttribute('data-status', 'cancelled');
  await expect(call.getByTestId('task-status')).toHaveAttribute('data-status', 'cancelled');
  await expect(page.locator('[data-testid="message-row"][data-method="tasks/cancel"][data-dir="out"]').first()).toBeAttached();
}

/**
 * The server asks mcpscope to run a sampling or elicitation request as a task: the request shows
 * as a working task, the person answers it, the task completes, and the tool's result (read by
 * the server through our tasks/get and tasks/result) carries the answer.
 */
async function hostedTask(page: Page, { tool, method, fillTool, answer, expected }: { tool: string; method: string; fillTool?: () => Promise<void>; answer: () => Promise<void>; expected: string }) {
  await page.getByRole('tab', { name: /^tools/i }).click();
  await page.locator(`[data-testid="tool-row"][data-tool-name="${tool}"]`).click();
  await fillTool?.();
  await page.getByTestId('run-tool').click();

  await page.getByTestId('pending-requests-banner').getByRole('button').first().click();
  const row = page.locator(`[data-testid="client-request-row"][data-method="${method}"][data-status="pending"]`).first();
  await expect(row.getByTestId('task-status')).toHaveAttribute('data-status', 'working');
  await row.click();
  await answer();
  const answered = page.locator('[data-testid="client-request-row"][data-status="answered"]').first();
  await expect(answered.getByTestId('task-status')).toHaveAttribute('data-status', 'completed');

  await page.getByRole('tab', { name: /^tools/i }).click();
  await page.getByTestId('history-row').first().click();
  const call = page.getByTestId('call-result').first();
  await expect(call).toHaveAttribute('data-status', 'ok', { timeout: scaled(20_000) });
  await expect(call).toContainText('[COMPLETED]');
  await expect(call).toContainText(expected);
}

const hostedSamplingTask = (page: Page) =>
  hostedTask(page, {
    tool: 'trigger-sampling-request-async',
    method: 'sampling/createMessage',
    fillTool: async () => {
      await expect(page.getByTestId('option-run-as-task')).not.toBeChecked();
      await page.locator('[id="tool-trigger-sampling-request-async_prompt"]').fill('Say hi as a task');
    },
    answer: async () => {
      await expect(page.getByTestId('task-panel')).toContainText('CreateTaskResult');
      await page.getByTestId('sampling-reply-text').fill('Hello from a hosted task.');
      await page.getByTestId('sampling-send').click();
    },
    expected: 'Hello from a hosted task.',
  });

const hostedElicitationTask = (page: Page) =>
  hostedTask(page, {
    tool: 'trigger-elicitation-request-async',
    method: 'elicitation/create',
    answer: async () => {
      await page.getByTestId('elicitation-form').getByRole('textbox').first().fill('Grace Hopper');
      await page.getByTestId('elicitation-accept').click();
    },
    expected: 'Grace Hopper',
  });

const AREAS: Record<string, (page: Page) => Promise<void>> = {
  'the research query runs as a task from working to completed, and its report is shown': researchCompletes,
  'the ambiguous research query waits for the elicitation answered in the Requests tab': ambiguousQueryAsksThePerson,
  'Cancel on a task call sends tasks/cancel and the task ends cancelled': cancelEndsTheTask,
  'a sampling request the server asks for as a task completes when the person answers': hostedSamplingTask,
  'an elicitation the server asks for as a task completes with the form the person filled': hostedElicitationTask,
};

for (const transport of EVERYTHING_TRANSPORTS) {
  test.describe(`tasks over ${transport}`, () => {
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
