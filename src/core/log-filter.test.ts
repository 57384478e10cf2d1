import { describe, expect, it } from 'vitest';
import { toLogEntry } from './log-entry';
import { IncrementalFilter, isFilterActive, NO_FILTER, positionOf } from './log-filter';
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

  it("shows an MCP App's messages and CSP reports among the rest, alone, or not at all; search reads them too (issue 21)", () => {
    const uri = 'ui://get-time/mcp-app.html';
    const withApp = [
      ...entries,
      toLogEntry({ seq: 4, t: 4, conn: 'a', kind: 'app', dir: 'to-app', view: 'v1', uri, msg: { jsonrpc: '2.0', method: 'ui/notifications/tool-result', params: { content: [] } } }),
      toLogEntry({ seq: 5, t: 5, conn: 'a', kind: 'app-csp', view: 'v1', uri, directive: 'connect-src', blockedUri: 'https://telemetry.example.com' }),
    ];
    const filter = new IncrementalFilter();
    expect(filter.run(withApp, 5, NO_FILTER).count).toBe(5);
    expect(filter.run(withApp, 5, { ...NO_FILTER, app: 'only' }).indices).toEqual([3, 4]);
    expect(filter.run(withApp, 5, { ...NO_FILTER, app: 'hide' }).indices).toEqual([0, 1, 2]);
    expect(filter.run(withApp, 5, { ...NO_FILTER, method: 'tool-result' }).indices).toEqual([3]);
    expect(filter.run(withApp, 5, { ...NO_FILTER, search: 'telemetry' }).indices).toEqual([4]);
    expect(isFilterActive({ ...NO_FILTER, app: 'hide' })).toBe(true);
  });
});
