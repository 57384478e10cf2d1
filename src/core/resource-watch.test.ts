import { describe, expect, it } from 'vitest';
import { toLogEntry, type LogEntry } from './log-entry';
import { EMPTY_WATCH, pendingUpdate, watchStep, type ResourceWatch } from './resource-watch';
import type { WireRecord } from './wire';

function run(records: WireRecord[], conn = 'c1'): ResourceWatch {
  const bySeq = new Map<number, LogEntry>();
  let watch = EMPTY_WATCH;
  const pending = new Map<string, number>();
  for (const record of records) {
    let entry = toLogEntry(record);
    // Pair like the message store does: responses learn their request's method and seq.
    if (entry.kind === 'request' && entry.id != null) pending.set(`${record.conn}:${entry.id}`, record.seq);
    if (entry.kind === 'response' && entry.id != null) {
      const requestSeq = pending.get(`${record.conn}:${entry.id}`);
      if (requestSeq !== undefined) entry = { ...entry, pairSeq: requestSeq, method: bySeq.get(requestSeq)?.method };
    }
    bySeq.set(record.seq, entry);
    watch = watchStep(watch, conn, entry, (seq) => bySeq.get(seq));
  }
  return watch;
}

let seq = 0;
const msg = (dir: 'in' | 'out', body: Record<string, unknown>, t = seq, conn = 'c1'): WireRecord => ({
  kind: 'message',
  seq: ++seq,
  t,
  conn,
  dir,
  msg: { jsonrpc: '2.0', ...body },
});

describe('watchStep', () => {
  it('tracks subscriptions from answered requests only', () => {
    const watch = run([
      msg('out', { id: 1, method: 'resources/subscribe', params: { uri: 'a://1' } }),
      msg('in', { id: 1, result: {} }),
      msg('out', { id: 2, method: 'resources/subscribe', params: { uri: 'a://2' } }),
      msg('in', { id: 2, error: { code: -32601, message: 'nope' } }),
    ]);
    expect([...watch.subscribed]).toEqual(['a://1']);
    const after = run([
      msg('out', { id: 1, method: 'resources/subscribe', params: { uri: 'a://1' } }),
      msg('in', { id: 1, result: {} }),
      msg('out', { id: 3, method: 'resources/unsubscribe', params: { uri: 'a://1' } }),
      msg('in', { id: 3, result: {} }),
    ]);
    expect(after.subscribed.size).toBe(0);
  });

  it('marks updates until a later read', () => {
    const updated = run([msg('in', { method: 'notifications/resources/updated', params: { uri: 'a://1' } }, 100)]);
    expect(pendingUpdate(updated, 'a://1')).toBe(100);
    const reread = run([
      msg('in', { method: 'notifications/resources/updated', params: { uri: 'a://1' } }, 100),
      msg('out', { id: 7, method: 'resources/read', params: { uri: 'a://1' } }, 150),
      msg('in', { id: 7, result: { contents: [] } }, 160),
    ]);
    expect(pendingUpdate(reread, 'a://1')).toBeUndefined();
  });

  it('ignores other connections and resets on a new session', () => {
    const other = run([msg('in', { method: 'notifications/resources/updated', params: { uri: 'a' } }, 1, 'c2')]);
    expect(other).toBe(EMPTY_WATCH);
    const reset = run([
      msg('out', { id: 1, method: 'resources/subscribe', params: { uri: 'a' } }),
      msg('in', { id: 1, result: {} }),
      { kind: 'lifecycle', seq: ++seq, t: 0, conn: 'c1', state: 'connecting' },
    ]);
    expect(reset).toBe(EMPTY_WATCH);
  });
});
