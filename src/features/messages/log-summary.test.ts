import { describe, expect, it } from 'vitest';
import { MessageStore } from '../../api/message-store';
import type { WireRecord } from '../../core/wire';
import { summarizeLog } from './log-summary';

function snapshotOf(records: WireRecord[]) {
  let flush = () => {};
  const store = new MessageStore((next) => void (flush = next));
  store.append(records);
  flush();
  return store.getSnapshot();
}

describe('summarizeLog', () => {
  it('names the newest wire message, skipping stderr after it, and counts the problems', () => {
    const summary = summarizeLog(
      snapshotOf([
        { seq: 1, t: 1, conn: 'a', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 1, method: 'tools/call' } },
        { seq: 2, t: 2, conn: 'a', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'boom' } } },
        { seq: 3, t: 3, conn: 'a', kind: 'stderr', line: 'a log line' },
      ]),
    );
    expect(summary).toEqual({ count: 3, problems: 1, latest: { dir: 'in', label: 'tools/call', kind: 'error' } });
  });

  it("does not count a 2025 server's Method not found to the era probe as a problem, but still counts any other error to it (issue 24)", () => {
    const probe = (code: number): WireRecord[] => [
      { seq: 1, t: 1, conn: 'a', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 0, method: 'server/discover' } },
      { seq: 2, t: 2, conn: 'a', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 0, error: { code, message: 'no' } } },
      { seq: 3, t: 3, conn: 'a', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 1, method: 'tools/call' } },
      { seq: 4, t: 4, conn: 'a', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'no such tool method' } } },
    ];
    // The tools/call's -32601 is a problem either way; only the probe's refusal is expected.
    expect(summarizeLog(snapshotOf(probe(-32601))).problems).toBe(1);
    expect(summarizeLog(snapshotOf(probe(-32603))).problems).toBe(2);
  });

  it('has no latest message while only stderr came', () => {
    expect(summarizeLog(snapshotOf([{ seq: 1, t: 1, conn: 'a', kind: 'stderr', line: 'starting' }]))).toEqual({ count: 1, problems: 0 });
  });
});
