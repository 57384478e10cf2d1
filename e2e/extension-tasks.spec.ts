/**
 * Tasks in the 2026-07-28 extension's shape (issue 18, item 6), in the browser against the modern
 * fixture with the default (auto) protocol setting: "Run as task" on build_report declares the
 * Tasks extension, the task asks for approval (input_required) in the Requests panel, the person
 * approves, and the call view shows the result and the status history.
 */
import { expect, test } from '@playwright/test';
import { useMcpscopeOnModernFixture } from './support/modern-mcpscope';
import { latestCallResult, openPendingRequest } from './support/tool-ui';
import { screenshotBothThemes } from './support/theme-screenshots';

for (const transport of ['stdio', 'Streamable HTTP'] as const) {
  test.describe(`Tasks extension over ${transport}`, () => {
    const mcpscope = useMcpscopeOnModernFixture(transport);

    test('a person runs build_report as a task, approves it, and sees the result and the status history', async ({ page }) => {
      await page.goto(mcpscope().url);
      await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
      await page.getByRole('tab', { name: /^tools/i }).click();
      await page.locator('[data-testid="tool-row"][data-tool-name="build_report"]').click();
      await page.locator('[id="tool-build_report_title"]').fill('Q3');
      await page.getByTestId('option-run-as-task').check();
      // The extension's shape: no per-call ttl, no warning about tasks.requests.tools.call.
      await expect(page.getByTestId('task-support-note')).toContainText('Tasks extension');
      await expect(page.getByTestId('option-task-ttl')).toHaveCount(0);
      await expect(page.getByTestId('task-capability-warning')).toHaveCount(0);
      await page.getByTestId('run-tool').click();

      // input_required: the approval waits in the same panel as an MRTR round's input.
      await openPendingRequest(page, 'elicitation/create');
      await expect(page.getByTestId('elicitation-message')).toHaveText('Publish the report?');
      await page.getByTestId('elicitation-form').getByRole('checkbox').check();
      await page.getByTestId('elicitation-accept').click();

      const call = await latestCallResult(page);
      await expect(call).toHaveAttribute('data-status', 'ok');
      await expect(call).toContainText('Published Q3');
      const panel = call.getByTestId('task-panel');
      await expect(panel.getByTestId('task-shape')).toHaveText('Tasks extension');
      const history = panel.locator('[data-testid="task-timeline"] li');
      await expect(history.last()).toHaveAttribute('data-status', 'completed');
      // The history is what mcpscope's polls saw: on a busy machine a poll can come after the short
      // "Writing the report" step has ended, so that one may be missing; the others are always seen, in order.
      const seen = await history.count();
      const steps = [
        ['working', 'Gathering figures'],
        ['input_required', 'Waiting for approval'],
        ['working', 'Writing the report'],
        ['completed', 'Published'],
      ] as const;
      expect(seen === 3 || seen === 4, `${seen} statuses in the history`).toBe(true);
      for (const [index, [status, message]] of steps.filter(([, message]) => seen === 4 || message !== 'Writing the report').entries()) {
        await expect(history.nth(index)).toHaveAttribute('data-status', status);
        await expect(history.nth(index)).toContainText(message);
      }
      await expect(call.getByTestId('call-rounds')).toContainText('tasks/update');
      if (transport === 'stdio') await screenshotBothThemes(page, 'h18-tasks-call-view', { viewport: { width: 1440, height: 1400 } });
    });
  });
}
