import { describe, expect, it } from 'vitest';
import { readTraceJsonl } from './read-jsonl';
import { CollectedTail, TraceTail } from './trace-tail';

const HEADER = JSON.stringify({ format: 'mcpscope-trace', version: 1, createdAt: '2026-01-02T03:04:05.000Z', conn: 'c1', mcpscopeVersion: '0.1.0', target: { transport: 'stdio', command: 'node', args: [] } });
const STARTED = Date.parse('2026-01-02T03:04:05.000Z');
const line = (id: number) => JSON.stringify({ t: id, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id, method: 'ping' } });

/**
 * Feeds `text` in pieces of `size` characters, as a network stream might cut it, to a tail that
 * starts after a head of the header (line 1) and one record (line 2): at line 3, seq 2.
 */
function feedInPieces(text: string, size: number): CollectedTail {
  const collected = new CollectedTail();
  const tail = new TraceTail(STARTED, 3, 2, collected);
  for (let at = 0; at < text.length; at += size) tail.feed(text.slice(at, at + size));
  tail.end();
  return collected;
}

describe('TraceTail', () => {
  it('reads the rest of a trace into the same records as reading the whole file, however the text is cut', () => {
    const rest = [1, 2, 3, 4, 5].map(line).join('\n') + '\n';
    const whole = readTraceJsonl(`${HEADER}\n${line(0)}\n${rest}`);
    if (!whole.ok) throw new Error(whole.error.message);
    for (const size of [1, 7, 1000]) {
      expect(feedInPieces(rest, size).records).toEqual(whole.value.records.slice(1));
    }
  });

  it('skips a bad record and names its file line, as reading the whole file does', () => {
    const text = `${line(1)}\n\n{"kind":"message"\n${line(2)}\n`;
    const whole = readTraceJsonl(`${HEADER}\n${line(0)}\n${text}`);
    if (!whole.ok) throw new Error(whole.error.message);
    const tail = feedInPieces(text, 5);
    expect(tail.warnings).toEqual(whole.value.warnings);
    expect(tail.warnings).toEqual([expect.stringMatching(/^line 5: /)]);
    expect(tail.records).toEqual(whole.value.records.slice(1));
  });

  it('drops a torn last line with a warning, and keeps a whole one that lacks its newline', () => {
    const torn = feedInPieces(`${line(1)}\n{"t":2,"co`, 4);
    expect(torn.records).toHaveLength(1);
    expect(torn.warnings).toEqual([expect.stringMatching(/^line 4 was dropped: it is incomplete/)]);

    const whole = feedInPieces(`${line(1)}\r\n${line(2)}`, 4);
    expect(whole.records.map((record) => record.seq)).toEqual([2, 3]);
    expect(whole.warnings).toEqual([]);
  });
});
