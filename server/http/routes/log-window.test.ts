/**
 * A session longer than the wire log's in-memory window (issue 24, point 3): what the SPA's
 * backfill reads from /api/log still starts at the session's first message, holds every record
 * in order, and matches the session's trace file message for message.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchServerArgv } from '../../../bench/lib/bridges';
import type { LogPage } from '../../../src/core/bridge-api';
import type { MessageRecord, WireRecord } from '../../../src/core/wire';
import { callAndWait, waitForState } from '../../connections/test-support';
import { bearer, rawRequest, startTestBridge, type TestBridge } from '../test-bridge';

describe('the log of a session longer than its in-memory window', () => {
  let bridge: TestBridge;
  let conn: string;

  async function get<T>(path: string): Promise<T> {
    const response = await rawRequest(bridge.port, { method: 'GET', path: `/api${path}`, headers: bearer(bridge.token) });
    expect(response.status).toBe(200);
    return JSON.parse(response.body) as T;
  }

  /** Every record, a page at a time, the way the SPA backfills (src/api/resync.ts). */
  async function wholeLog(): Promise<WireRecord[]> {
    const records: WireRecord[] = [];
    for (let after = 0; ; ) {
      const page = await get<LogPage>(`/log?after=${after}&limit=25`);
      records.push(...page.records);
      if (!page.more) return records;
      after = page.lastSeq;
    }
  }

  beforeAll(async () => {
    bridge = await startTestBridge({ dev: true, logWindow: { windowRecords: 20, spillBatch: 7 } });
  });
  afterAll(() => bridge.close());

  // The tests below read this session; they run in order.
  it('runs a session of over five times the window', async () => {
    const [command, ...args] = benchServerArgv();
    const created = bridge.backend.connect({ target: { transport: 'stdio', command, args } });
    if (!created.ok) throw new Error(created.error.message);
    conn = created.value.id;
    await waitForState(bridge.backend, conn, 'ready');
    const call = await callAndWait(bridge.backend, conn, { tool: 'flood', arguments: { count: 60 } });
    expect(call.status).toBe('ok');
  });

  it("starts at the session's first message, the era probe, and loses no record on the way", async () => {
    const records = await wholeLog();
    expect(records.length).toBeGreaterThan(100);
    expect(records.map((record) => record.seq)).toEqual(records.map((_, i) => i + 1));
    const messages = records.filter((record): record is MessageRecord => record.kind === 'message');
    // The server answered the probe and went on as the session's process: the probe is on its wire.
    const first = messages[0];
    expect(first?.msg).toMatchObject({ method: 'server/discover' });
    expect(messages.find((record) => record.msg?.method === 'initialize')).toBeDefined();
    // The whole message, read back from disk by seq, as the message detail asks for it.
    expect(await get<MessageRecord>(`/log/${first!.seq}/message`)).toMatchObject({ seq: first!.seq, msg: { method: 'server/discover' } });
  });

  it('holds as many messages as the session trace file', async () => {
    const messages = (await wholeLog()).filter((record) => record.kind === 'message' && record.conn === conn);
    const summary = bridge.backend.get(conn);
    if (!summary.ok || !summary.value.tracePath) throw new Error('no trace file');
    const traced = readFileSync(summary.value.tracePath, 'utf8').split('\n').filter((line) => line.startsWith('{"t"') && line.includes('"kind":"message"'));
    expect(messages).toHaveLength(traced.length);
  });
});
