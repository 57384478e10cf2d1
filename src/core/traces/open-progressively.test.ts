import { describe, expect, it, vi } from 'vitest';
import { err, ok } from '../result';
import type { WireRecord } from '../wire';
import { openProgressively } from './open-progressively';
import { openTrace } from './open-trace';
import type { Trace } from './trace';
import { traceToJsonl } from './write-jsonl';

const STARTED = Date.parse('2026-01-02T03:04:05.000Z');

/** A session of `count` tools/call requests, as `mcpscope` records them. */
function session(count: number): Trace {
  const records: WireRecord[] = Array.from({ length: count }, (_, i) => ({
    seq: i + 1,
    t: STARTED + i,
    conn: 'c1',
    kind: 'message',
    dir: 'out',
    msg: { jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 'search_issues', arguments: { query: `bug ${i}`, page: { limit: 25 } } } },
  }));
  return { source: 'mcpscope', header: { createdAt: new Date(STARTED).toISOString(), conn: 'c1', target: { transport: 'stdio', command: 'node', args: [] } }, records, warnings: [] };
}

/** The text in pieces of `size`, as a response body arrives. */
async function* pieces(text: string, size: number): AsyncGenerator<string> {
  for (let at = 0; at < text.length; at += size) {
    await Promise.resolve();
    yield text.slice(at, at + size);
  }
}

function opener(fileName: string) {
  const heads: number[] = [];
  let grown = 0;
  return {
    heads,
    grown: () => grown,
    options: {
      open: (text: string) => {
        const trace = openTrace(text, fileName);
        return Promise.resolve(trace.ok ? ok({ trace: trace.value }) : err('bad_request', `${fileName}: ${trace.error.message}`));
      },
      onHead: (opened: { trace: Trace }) => heads.push(opened.trace.records.length),
      onGrown: () => grown++,
    },
  };
}

describe('openProgressively', () => {
  const long = session(20_000);
  const text = traceToJsonl(long, '0.1.0');

  it('shows a long trace once its head is read, then grows it in place to the whole trace', async () => {
    const { heads, grown, options } = opener('long.jsonl');
    const opened = await openProgressively({ fileName: 'long.jsonl', chunks: pieces(text, 64 * 1024) }, options);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(heads).toHaveLength(1);
    expect(heads[0]).toBeGreaterThan(1000);
    expect(heads[0]).toBeLessThan(20_000);
    // The same records, numbered as reading the file whole numbers them.
    expect(opened.value.trace.records).toEqual(long.records);
    expect(grown()).toBe(1);
  });

  it('reads the rest only when the page gives it a turn, after the head is shown', async () => {
    const { heads, grown, options } = opener('long.jsonl');
    let openGate!: () => void;
    let gate: Promise<void> | undefined = new Promise((resolve) => (openGate = resolve));
    const nextTurn = vi.fn(() => gate ?? Promise.resolve());
    const opening = openProgressively({ fileName: 'long.jsonl', chunks: pieces(text, 64 * 1024) }, { ...options, nextTurn });
    await vi.waitFor(() => expect(nextTurn).toHaveBeenCalled());
    expect(heads).toHaveLength(1);
    expect(grown()).toBe(0);
    gate = undefined;
    openGate();
    const opened = await opening;
    expect(opened.ok && opened.value.trace.records).toEqual(long.records);
    expect(grown()).toBe(1);
  });

  it('reads a short trace whole, without a head', async () => {
    const { heads, grown, options } = opener('short.jsonl');
    const opened = await openProgressively({ fileName: 'short.jsonl', chunks: pieces(traceToJsonl(session(50), '0.1.0'), 100) }, options);
    expect(opened.ok && opened.value.trace.records.length).toBe(50);
    expect(heads).toEqual([]);
    expect(grown()).toBe(0);
  });

  it('skips a bad line in the rest of a shown trace, naming its line, and shows the others', async () => {
    const lines = text.split('\n');
    lines[15_000] = '{"kind":"message",';
    const { heads, grown, options } = opener('broken.jsonl');
    const opened = await openProgressively({ fileName: 'broken.jsonl', chunks: pieces(lines.join('\n'), 64 * 1024) }, options);
    expect(heads).toHaveLength(1);
    expect(grown()).toBe(1);
    if (!opened.ok) throw new Error(opened.error.message);
    expect(opened.value.trace.records).toHaveLength(lines.length - 3);
    expect(opened.value.trace.warnings).toEqual([expect.stringMatching(/^line 15001: expected a JSON object/)]);
  });
});
