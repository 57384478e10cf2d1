import { describe, expect, it } from 'vitest';
import type { WireRecord } from '../../src/core/wire';
import { WireLog } from './wire-log';

function note(log: WireLog, conn: string, text: string): WireRecord {
  return log.append({ kind: 'note', t: Date.now(), conn, text });
}

describe('WireLog', () => {
  it('stamps a seq that is monotonic across connections', () => {
    const log = new WireLog();
    const seqs = [note(log, 'c1', 'a'), note(log, 'c2', 'b'), note(log, 'c1', 'c')].map((r) => r.seq);
    expect(seqs).toEqual([1, 2, 3]);
    expect(log.lastSeq()).toBe(3);
  });

  it('pages after a cursor, optionally for one connection, and says when more remain', () => {
    const log = new WireLog();
    for (let i = 0; i < 10; i++) note(log, i % 2 ? 'c2' : 'c1', String(i));
    const first = log.page({ after: 0, limit: 4 });
    expect(first.records.map((r) => r.seq)).toEqual([1, 2, 3, 4]);
    expect(first).toMatchObject({ lastSeq: 4, more: true });
    const c2 = log.page({ after: first.lastSeq, limit: 2, conn: 'c2' });
    expect(c2.records.map((r) => r.seq)).toEqual([6, 8]);
    expect(c2.more).toBe(true);
    const last = log.page({ after: 8, limit: 10, conn: 'c2' });
    expect(last).toMatchObject({ lastSeq: 10, more: false });
    expect(log.page({ after: 10, limit: 5 })).toEqual({ records: [], lastSeq: 10, more: false });
  });

  it('delivers records to subscribers in batches, not one event per record', async () => {
    const log = new WireLog();
    const batches: WireRecord[][] = [];
    log.subscribe((batch) => batches.push(batch));
    for (let i = 0; i < 100; i++) note(log, 'c1', String(i));
    expect(batches).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(batches).toHaveLength(1);
    expect(batches[0]!.map((r) => r.seq)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('cuts a large burst into bounded batches, in order', () => {
    const log = new WireLog();
    const batches: WireRecord[][] = [];
    log.subscribe((batch) => batches.push(batch));
    for (let i = 0; i < 1200; i++) note(log, 'c1', String(i));
    log.flush();
    expect(batches.map((b) => b.length)).toEqual([500, 500, 200]);
    expect(batches.flat().map((r) => r.seq)).toEqual(Array.from({ length: 1200 }, (_, i) => i + 1));
  });
});
