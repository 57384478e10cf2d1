import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { screenshotBothThemes } from './support/theme-screenshots';
import { scaled } from './support/slowdown';
import { latestCallResult, runTool } from './support/tool-ui';

/**
 * Issue 23, acceptance: one call from the UI to a server running the real OpenTelemetry SDK, with
 * trace context on. mcpscope points the server at its own OTLP receiver; the server's span for the
 * call and the span inside it show nested under the call in the timeline, live and in the trace
 * opened again with no bridge.
 */
const OTEL_SERVER = fileURLToPath(new URL('../server/connections/fixtures/otel-server.mjs', import.meta.url));
test.use({ mcpscopeArgs: ['--stdio', [process.execPath, OTEL_SERVER].map((a) => `"${a}"`).join(' '), '--trace-context'] });

async function expectNestedUnderCall(page: Page) {
  await page.getByRole('tab', { name: /^timeline/i }).click();
  const call = page.locator('[data-testid="timeline-item"][data-kind="request"][data-method="tools/call"]');
  await expect(call).toHaveCount(1);
  const callSeq = await call.getAttribute('data-seq');
  const server = page.locator('[data-testid="timeline-server-span"][data-name="tools/call lookup"]');
  await expect(server).toHaveAttribute('data-parent-seq', callSeq!);
  await expect(server).toHaveAttribute('data-depth', '1');
  await expect(server).toContainText(/tools\/call lookup · [\d.]+ ms \(otel-fixture\)/);
  const query = page.locator('[data-testid="timeline-server-span"][data-name="db.query"]');
  await expect(query).toHaveAttribute('data-parent-seq', (await server.getAttribute('data-seq'))!);
  await expect(query).toHaveAttribute('data-depth', '2');
}

test("the server's own spans nest under the call that caused them, live and in the opened trace", async ({ page, mcpscope, browser }) => {
  test.setTimeout(scaled(90_000));
  await page.goto(mcpscope.url);
  await expect(page.getByTestId('connection-state').first()).toHaveAttribute('data-state', 'ready');
  await runTool(page, 'lookup', { key: 'a' });
  await expect(await latestCallResult(page)).toHaveAttribute('data-status', 'ok');

  await expectNestedUnderCall(page);
  await screenshotBothThemes(page, 'otel-timeline');

  const tracePath = await page.getByTestId('trace-path').getAttribute('title');
  await expect.poll(() => readFileSync(tracePath!, 'utf8').split('"kind":"span"').length - 1).toBe(2);
  const context = await browser.newContext();
  try {
    const viewer = await context.newPage();
    await viewer.goto(`${mcpscope.origin}/`);
    await viewer.getByTestId('trace-file').setInputFiles({ name: 'otel.jsonl', mimeType: 'text/plain', buffer: readFileSync(tracePath!) });
    await expect(viewer.getByTestId('trace-bar')).toContainText('otel.jsonl');
    await expectNestedUnderCall(viewer);
  } finally {
    await context.close();
  }
});
