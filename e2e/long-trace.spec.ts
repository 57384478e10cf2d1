import { traceToJsonl } from '../src/core/traces/write-jsonl';
import type { Trace } from '../src/core/traces/trace';
import type { WireRecord } from '../src/core/wire';
import { openTraceFile } from './support/open-trace-file';
import { test, expect } from './support/fixtures';
import { scaled } from './support/slowdown';

/**
 * `mcpscope open` of a trace too long to read before showing it (issue 6, B5): the page shows it
 * from its head and the rest arrives in place; a bad line after the head is skipped and listed
 * with its line number, as one in the head is (issue 17, finding 7).
 */
const STARTED = Date.parse('2026-01-02T03:04:05.000Z');
const CALLS = 4000;

/** CALLS tools/call requests with their responses: about 1.5 MB, more than the head the page reads first. */
function longSession(): Trace {
  const records: WireRecord[] = [{ seq: 1, t: STARTED, conn: 'c1', kind: 'lifecycle', state: 'ready' }];
  for (let id = 1; id <= CALLS; id++) {
    const params = { name: 'search_issues', arguments: { query: `bug ${id}`, page: { limit: 25 } } };
    records.push({ seq: records.length + 1, t: STARTED + id * 10, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id, method: 'tools/call', params } });
    const text = JSON.stringify({ items: [{ id, title: `Issue ${id}`, state: 'open', labels: ['bug', 'triage'] }], next: null });
    records.push({ seq: records.length + 1, t: STARTED + id * 10 + 4, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id, result: { content: [{ type: 'text', text }] } } });
  }
  return { source: 'mcpscope', header: { createdAt: new Date(STARTED).toISOString(), conn: 'c1', target: { transport: 'stdio', command: 'node', args: ['server.js'] } }, records, warnings: [] };
}

test('a long trace opened with mcpscope open arrives whole in the log, the timeline and the trace bar', async ({ browser }) => {
  const text = traceToJsonl(longSession(), '0.1.0');
  expect(text.length).toBeGreaterThan(1 << 20);
  const records = 1 + 2 * CALLS;
  await openTraceFile(browser, 'long.jsonl', text, async (page) => {
    await expect(page.getByTestId('message-count')).toHaveText(`${records} of ${records} messages`, { timeout: scaled(60_000) });
    await expect(page.getByTestId('trace-bar')).toContainText(`${records} records`);
    // The log follows its tail: the last response is on screen, paired with its request.
    const last = page.locator(`[data-testid="message-row"][data-seq="${records}"]`);
    await expect(last).toContainText('tools/call');
    await expect(last).toContainText(`#${CALLS}`);
    await page.getByRole('tab', { name: /^timeline/i }).click();
    await expect(page.getByTestId('timeline-count')).toHaveText(`${records} records`);
    await expect(page.getByTestId('timeline-item').first()).toBeVisible();
  });
});

test('a bad line after the part shown first is skipped and listed with its line number, in the page and on the terminal; the rest arrives', async ({ browser }) => {
  const lines = traceToJsonl(longSession(), '0.1.0').split('\n');
  lines[7000] = '{"kind":"message",';
  const records = 2 * CALLS;
  await openTraceFile(browser, 'long.jsonl', lines.join('\n'), async (page, opened, file) => {
    await expect(page.getByTestId('message-count')).toHaveText(`${records} of ${records} messages`, { timeout: scaled(60_000) });
    await page.getByTestId('trace-warnings-toggle').click();
    await expect(page.getByTestId('trace-warnings')).toContainText('line 7001: expected a JSON object');
    // The bridge reads the file line by line too, keeping none of it (issue 24, B7), and names the same line.
    await expect.poll(() => opened.stderr(), { timeout: scaled(30_000) }).toContain(`mcpscope open: ${file}: line 7001: expected a JSON object`);
  });
});
