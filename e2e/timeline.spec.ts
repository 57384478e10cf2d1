import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { everythingStdioCommand } from './support/everything-server';
import { test, expect } from './support/fixtures';
import { latestCallResult, runTool } from './support/tool-ui';
import { scaled } from './support/slowdown';

/**
 * The timeline (issue 5 §3 and its first acceptance point): a session against server-everything
 * with a long-running operation that is cancelled, drawn live, then recorded and opened offline
 * with no bridge, where the timeline still shows the progress notifications and the cancel, and
 * clicking an arrow opens its message in the log.
 */
test.use({ mcpscopeArgs: ['--stdio', everythingStdioCommand] });

const LONG_RUNNING = 'trigger-long-running-operation';

function timelineItems(page: Page, kind: string): Locator {
  return page.locator(`[data-testid="timeline-item"][data-kind="${kind}"]`);
}

async function openTimeline(page: Page) {
  await page.getByRole('tab', { name: /^timeline/i }).click();
  await expect(page.getByTestId('timeline')).toBeVisible();
}

/** Clicks a timeline item and checks the log opened that very message. */
async function expectSelectsInLog(page: Page, item: Locator) {
  const seq = await item.getAttribute('data-seq');
  await item.click();
  await expect(item).toHaveAttribute('aria-pressed', 'true');
  const row = page.locator(`[data-testid="message-row"][data-seq="${seq}"]`);
  await expect(row).toBeVisible();
  await expect(row).toHaveAttribute('aria-expanded', 'true');
}

test('a cancelled long-running call: live, then offline from its trace, with progress, the cancel, and links to the log', async ({ page, mcpscope, browser }) => {
  test.setTimeout(scaled(90_000));
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');

  // Live: the timeline grows while the call runs (one step a second).
  await runTool(page, LONG_RUNNING, { duration: '30', steps: '30' });
  await openTimeline(page);
  // The tool's title leads, its name follows (issue 20).
  await expect(page.locator('[data-testid="timeline-item"][data-kind="request"][data-method="tools/call"]').last()).toHaveAttribute('aria-label', `tools/call Trigger Long Running Operation Tool (${LONG_RUNNING})`);
  await expect(timelineItems(page, 'progress').nth(1)).toBeAttached();
  await expect(page.locator('[data-testid="timeline-span"][data-outcome="open"]')).toHaveCount(1);

  const call = await latestCallResult(page);
  await call.getByTestId('cancel-call').click();
  await expect(call).toHaveAttribute('data-status', 'cancelled');
  await openTimeline(page);
  await expect(timelineItems(page, 'cancel')).toContainText(/cancelled #\d+/);
  await expect(page.locator('[data-testid="timeline-span"][data-outcome="cancelled"]')).toHaveCount(1);

  const tracePath = await page.getByTestId('trace-path').getAttribute('title');
  await expect.poll(() => readFileSync(tracePath!, 'utf8')).toContain('notifications/cancelled');
  const trace = readFileSync(tracePath!, 'utf8');

  // Offline: a page with no token, whose every request to the bridge would fail.
  const context = await browser.newContext();
  const apiRequests: string[] = [];
  await context.route('**/api/**', (route) => {
    apiRequests.push(route.request().url());
    return route.abort();
  });
  try {
    const viewer = await context.newPage();
    await viewer.goto(`${mcpscope.origin}/`);
    await viewer.getByTestId('trace-file').setInputFiles({ name: 'long-running.jsonl', mimeType: 'text/plain', buffer: Buffer.from(trace) });
    await expect(viewer.getByTestId('trace-bar')).toContainText('long-running.jsonl');
    await openTimeline(viewer);

    const progress = timelineItems(viewer, 'progress');
    await expect(progress.first()).toContainText(/progress \d+\/30/);
    expect(await progress.count()).toBeGreaterThanOrEqual(2);
    const cancel = timelineItems(viewer, 'cancel');
    await expect(cancel).toHaveCount(1);
    await expect(cancel).toContainText(/cancelled #\d+/);
    await expect(viewer.locator('[data-testid="timeline-span"][data-outcome="cancelled"]')).toHaveCount(1);
    await expect(viewer.getByTestId('timeline-lane')).toHaveText(['mcpscope (client)', 'long-running.jsonl']);

    await expectSelectsInLog(viewer, cancel);
    await expectSelectsInLog(viewer, progress.first());
    expect(apiRequests).toEqual([]);
  } finally {
    await context.close();
  }
});
