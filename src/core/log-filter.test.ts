import { describe, expect, it } from 'vitest';
import { toLogEntry } from './log-entry';
import { IncrementalFilter, NO_FILTER, positionOf } from './log-filter';
import type { WireRecord } from './wire';

function entry(seq: number, conn: string, dir: 'in' | 'out', msg: Record<string, unknown>) {
  const record: WireRecord = { seq, t: seq, conn, kind: 'message', dir, msg: { jsonrpc: '2.0', ...msg } };
  return toLogEntry(record);
}

const entries = [
  entry(1, 'a', 'out', { id: 1, method: 'tools/list' }),
  entry(2, 'a', 'in', { id: 1, result: { tools: [{ name: 'Echo' }] } }),
  entry(3, 'b', 'out', { method: 'notifications/cancelled', params: { reason: 'user' } }),
];

describe('IncrementalFilter', () => {
  it('matches direction, connection, method and case-insensitive text', () => {
    const filter = new IncrementalFilter();
    expect(filter.run(entries, 3, { ...NO_FILTER, dir: 'out' }).indices).toEqual([0, 2]);
    expect(filter.run(entries, 3, { ...NO_FILTER, conn: 'b' }).indices).toEqual([2]);
    expect(filter.run(entries, 3, { ...NO_FILTER, method: 'CANCEL' }).indices).toEqual([2]);
    expect(filter.run(entries, 3, { ...NO_FILTER, search: 'echo' }).indices).toEqual([1]);
    expect(filter.run(entries, 3, { ...NO_FILTER, search: '[{' }).indices).toEqual([1]);
  });

  it('only scans new entries while the filter is unchanged', () => {
    const filter = new IncrementalFilter();
    const first = filter.run(entries, 2, { ...NO_FILTER, dir: 'out' });
    expect(first.count).toBe(1);
    expect(filter.run(entries, 2, { ...NO_FILTER, dir: 'out' })).toBe(first);
    expect(filter.run(entries, 3, { ...NO_FILTER, dir: 'out' }).count).toBe(2);
  });

  it('finds where an entry sits in a result', () => {
    const result = new IncrementalFilter().run(entries, 3, { ...NO_FILTER, dir: 'out' });
    expect(positionOf(result, 2)).toBe(1);
    expect(positionOf(result, 1)).toBe(-1);
  });
});
