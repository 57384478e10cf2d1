import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LogPage } from '../../src/core/bridge-api';
import type { Result } from '../../src/core/result';
import type { WireRecord } from '../../src/core/wire';
import { WireLog } from './wire-log';

function note(log: WireLog, conn: string, text: string): WireRecord {
  return log.append({ kind: 'note', t: Date.now(), conn, text });
}

function pageOf(result: Result<LogPage>): LogPage {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Every record from `after` on, page by page, as the SPA's backfill reads them. */
function readAll(log: WireLog, limit: number, conn?: string): WireRecord[] {
  const all: WireRecord[] = [];
  for (let after = 0; ; ) {
    const page = pageOf(log.page({ after, limit, ...(conn ? { conn } : {}) }));
    all.push(...page.records);
    if (!page.more) return all;
    after = page.lastSeq;
  }
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
    const first = pageOf(log.page({ after: 0, limit: 4 }));
    expect(first.records.map((r) => r.seq)).toEqual([1, 2, 3, 4]);
    expect(first).toMatchObject({ lastSeq: 4, more: true });
    const c2 = pageOf(log.page({ after: first.lastSeq, limit: 2, conn: 'c2' }));
    expect(c2.records.map((r) => r.seq)).toEqual([6, 8]);
    expect(c2.more).toBe(true);
    const last = pageOf(log.page({ after: 8, limit: 10, conn: 'c2' }));
    expect(last).toMatchObject({ lastSeq: 10, more: false });
    expect(pageOf(log.page({ after: 10, limit: 5 }))).toEqual({ records: [], lastSeq: 10, more: false });
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

describe('WireLog beyond its in-memory window (issue 24)', () => {
  let dir: string | undefined;
  let log: WireLog | undefined;
  afterEach(() => {
    log?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function smallLog(): WireLog {
    dir = mkdtempSync(path.join(tmpdir(), 'mcpscope-wire-log-'));
    log = new WireLog({ windowRecords: 5, spillBatch: 3, spillDir: dir });
    return log;
  }

  it('gives back every record, in order, from disk and then memory, whole', () => {
    const log = smallLog();
    const written = Array.from({ length: 40 }, (_, i) => note(log, i % 3 === 0 ? 'c2' : 'c1', `note ${i}`));
    const [spillFolder] = readdirSync(dir!);
    // Only the newest 5 to 7 stay in memory: the rest went to disk, a batch of 3 at a time.
    expect(readFileSync(path.join(dir!, spillFolder!, 'records.jsonl'), 'utf8').trim().split('\n')).toHaveLength(33);
    expect(readAll(log, 7)).toEqual(written);
    expect(readAll(log, 4, 'c2')).toEqual(written.filter((r) => r.conn === 'c2'));
  });

  it('starts a page at any seq, across the line between disk and memory', () => {
    const log = smallLog();
    for (let i = 0; i < 40; i++) note(log, 'c1', String(i));
    for (const after of [0, 1, 13, 29, 32, 33, 35, 39]) {
      const page = pageOf(log.page({ after, limit: 6 }));
      expect(page.records.map((r) => r.seq)).toEqual(Array.from({ length: Math.min(6, 40 - after) }, (_, i) => after + 1 + i));
      expect(page.more).toBe(after + 6 < 40);
    }
  });

  it('finds one record by seq whether it is on disk or in memory, and says when there is none', () => {
    const log = smallLog();
    for (let i = 0; i < 20; i++) note(log, 'c1', `n${i}`);
    const first = log.get(1);
    expect(first.ok && first.value).toMatchObject({ seq: 1, text: 'n0' });
    const last = log.get(20);
    expect(last.ok && last.value).toMatchObject({ seq: 20, text: 'n19' });
    expect(log.get(21)).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('keeps records in memory when the spill folder cannot be used, losing none', () => {
    log = new WireLog({ windowRecords: 2, spillBatch: 2, spillDir: path.join(tmpdir(), 'mcpscope-missing', 'nested', 'nowhere') });
    const written = Array.from({ length: 10 }, (_, i) => note(log!, 'c1', String(i)));
    expect(readAll(log, 3)).toEqual(written);
  });

  it('keeps short sessions in memory only: no spill file below the window', () => {
    const log = smallLog();
    for (let i = 0; i < 7; i++) note(log, 'c1', String(i));
    expect(readdirSync(dir!)).toHaveLength(0);
    expect(readAll(log, 100)).toHaveLength(7);
  });
});
