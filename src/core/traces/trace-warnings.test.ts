import { describe, expect, it } from 'vitest';
import { openTrace } from './open-trace';
import type { Trace } from './trace';
import { TRACE_HEAD_CHARS } from './trace-head-size';
import { readTraceWarnings, WarningDigest } from './trace-warnings';
import { traceToJsonl } from './write-jsonl';

const STARTED = Date.parse('2026-01-02T03:04:05.000Z');

/** `count` tools/call requests in our JSONL format, one line each (line n + 1 holds record n). */
function sessionLines(count: number): string[] {
  const trace: Trace = {
    source: 'mcpscope',
    header: { createdAt: new Date(STARTED).toISOString(), conn: 'c1', target: { transport: 'stdio', command: 'node', args: [] } },
    records: Array.from({ length: count }, (_, i) => ({ seq: i + 1, t: STARTED + i, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 'search_issues', arguments: { query: `bug ${i}` } } } })),
    warnings: [],
  };
  return traceToJsonl(trace, '0.1.0').split('\n');
}

/** The text in pieces of `size`, as a file stream reads it. */
async function* pieces(text: string, size: number): AsyncGenerator<string> {
  for (let at = 0; at < text.length; at += size) {
    await Promise.resolve();
    yield text.slice(at, at + size);
  }
}

function wholeWarnings(text: string): string[] {
  const opened = openTrace(text, 'session.jsonl');
  if (!opened.ok) throw new Error(opened.error.message);
  return opened.value.warnings;
}

describe('WarningDigest', () => {
  it('keeps the first warnings in order and counts every one, however many there are', () => {
    const digest = new WarningDigest(3);
    for (let line = 1; line <= 10_000; line++) digest.warning(`line ${line}: bad`);
    expect(digest.first).toEqual(['line 1: bad', 'line 2: bad', 'line 3: bad']);
    expect(digest.total).toBe(10_000);
  });
});

describe('readTraceWarnings', () => {
  const lines = sessionLines(20_000);
  const clean = lines.join('\n');

  it('reads a long trace in pieces and finds the bad lines of its head and of its rest, as reading it whole does', async () => {
    expect(clean.length).toBeGreaterThan(4 * TRACE_HEAD_CHARS);
    const broken = [...lines];
    broken[10] = '{"kind":"message",';
    broken[15_000] = 'not json';
    // A torn last line: the writer stopped mid-line.
    const text = broken.join('\n').trimEnd() + '\n{"t":1,"co';
    const digest = await readTraceWarnings('session.jsonl', pieces(text, 64 * 1024), 50);
    expect(digest?.first).toEqual(wholeWarnings(text));
    expect(digest?.first).toEqual([expect.stringMatching(/^line 11: expected a JSON object/), expect.stringMatching(/^line 15001: expected a JSON object/), expect.stringMatching(/^line 20002 was dropped: it is incomplete/)]);
  });

  it('finds nothing in a long trace that has no bad line', async () => {
    const digest = await readTraceWarnings('session.jsonl', pieces(clean, 64 * 1024), 50);
    expect(digest).toMatchObject({ first: [], total: 0 });
  });

  it('keeps only the first warnings of a trace full of bad lines, and counts the rest', async () => {
    const broken = lines.map((line, index) => (index > 0 && index % 10 === 0 ? 'not json' : line));
    const text = broken.join('\n');
    const digest = await readTraceWarnings('session.jsonl', pieces(text, 64 * 1024), 5);
    const whole = wholeWarnings(text);
    expect(whole).toHaveLength(2000);
    expect(digest?.first).toEqual(whole.slice(0, 5));
    expect(digest?.total).toBe(2000);
  });

  it('reads a short trace whole, with the same warnings', async () => {
    const text = [...lines.slice(0, 20), 'not json', ...lines.slice(20, 40)].join('\n');
    const digest = await readTraceWarnings('session.jsonl', pieces(text, 7), 50);
    expect(digest?.first).toEqual([expect.stringMatching(/^line 21: expected a JSON object/)]);
  });

  it('leaves a file that is not a trace to the page, which says why', async () => {
    expect(await readTraceWarnings('notes.txt', pieces('hello world\n'.repeat(50_000), 64 * 1024), 50)).toBeUndefined();
  });
});
