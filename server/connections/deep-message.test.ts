/**
 * Issue 17, finding 3, with real processes and real HTTP: a server writes, in one stdout write, a
 * message nested 6,000 levels deep (it parses, but JSON.stringify overflows on it) and then the
 * valid answer to a pending tools/call. Nothing may be lost: the call gets its answer, the deep
 * message is logged as the text it arrived as, the log API and the event stream keep working for
 * every connection, and the trace holds every line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallRecord, ConnectionSummary, ConnectionTarget, LogPage, StdioTarget } from '../../src/core/bridge-api';
import type { MessageRecord, WireRecord } from '../../src/core/wire';
import { demoServerTarget } from '../demo/target';
import { bearer, startTestBridge, type TestBridge } from '../http/test-bridge';

const DEEP_SENDER = fileURLToPath(new URL('./fixtures/deep-sender.mjs', import.meta.url));
const deepTarget = (...flags: string[]): StdioTarget => ({ transport: 'stdio', command: process.execPath, args: [DEEP_SENDER, ...flags] });
const TOO_DEEP = /nested 6,00\d levels deep \(limit 256\): kept as the text it arrived as/;

describe('a 6,000-deep message in the same stdout chunk as an answer', () => {
  let bridge: TestBridge;
  let stream: { text: () => string; stop: () => void };

  const api = async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> => {
    const response = await fetch(`http://127.0.0.1:${bridge.port}/api${path}`, {
      method: init.method ?? 'GET',
      headers: { ...bearer(bridge.token), 'content-type': 'application/json' },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  const connect = async (target: ConnectionTarget): Promise<string> => {
    const { body } = await api<ConnectionSummary>('/connections', { method: 'POST', body: { target } });
    await expect.poll(async () => (await api<ConnectionSummary>(`/connections/${body.id}`)).body.state, { timeout: 30_000 }).toBe('ready');
    return body.id;
  };
  const call = async (conn: string, tool: string): Promise<CallRecord> => {
    const { body: started } = await api<CallRecord>(`/connections/${conn}/calls`, { method: 'POST', body: { tool, arguments: {} } });
    const current = async () => (await api<CallRecord[]>(`/connections/${conn}/calls`)).body.find((c) => c.id === started.id)!;
    await expect.poll(async () => (await current()).status, { timeout: 30_000 }).not.toBe('running');
    return current();
  };
  const streamedRecords = (): WireRecord[] =>
    stream
      .text()
      .split('\n')
      .filter((line) => line.startsWith('data: {"type":"records"'))
      .flatMap((line) => (JSON.parse(line.slice('data: '.length)) as { records: WireRecord[] }).records);

  beforeAll(async () => {
    bridge = await startTestBridge();
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${bridge.port}/api/events`, { headers: bearer(bridge.token), signal: controller.signal });
    let text = '';
    void (async () => {
      const decoder = new TextDecoder();
      for await (const chunk of response.body!) text += decoder.decode(chunk as Uint8Array, { stream: true });
    })().catch(() => undefined);
    stream = { text: () => text, stop: () => controller.abort() };
  });
  afterAll(async () => {
    stream.stop();
    await bridge.close();
  });

  it('answers the call, logs the deep message as its text, and keeps the log, the events and the trace whole', async () => {
    const deep = await connect(deepTarget());
    const demo = await connect(demoServerTarget());

    const answered = await call(deep, 'deep_then_answer');
    expect(answered).toMatchObject({ status: 'ok', result: { content: [{ type: 'text', text: 'the answer after the deep line' }] } });
    // Another connection's records, after the deep one, still reach every subscriber.
    expect((await call(demo, 'echo')).status).not.toBe('running');

    const log = await api<LogPage>('/log?after=0&limit=1000');
    expect(log.status).toBe(200);
    const raw = log.body.records.find((r): r is MessageRecord => r.kind === 'message' && r.conn === deep && r.raw !== undefined)!;
    expect(raw.problem).toMatch(TOO_DEEP);
    expect(raw.raw).toMatch(/^\{"jsonrpc":"2.0","method":"notifications\/message","params":\{"level":"info","data":\{"a":\{"a":/);
    expect(raw.raw!.length).toBeGreaterThan(6_000 * 5);
    expect((await api<MessageRecord>(`/log/${raw.seq}/message`)).status).toBe(200);

    await expect.poll(() => streamedRecords().some((r) => r.seq === raw.seq && r.kind === 'message' && r.raw === raw.raw), { timeout: 30_000 }).toBe(true);
    const lastSeq = log.body.records.at(-1)!.seq;
    await expect.poll(() => streamedRecords().some((r) => r.seq === lastSeq), { timeout: 30_000 }).toBe(true);
    const streamed = new Set(streamedRecords().map((r) => r.seq));
    expect(log.body.records.filter((r) => !streamed.has(r.seq)).map((r) => `${r.conn}#${r.seq} ${r.kind}`)).toEqual([]);

    const { body: summary } = await api<ConnectionSummary>(`/connections/${deep}`);
    // A message too deep to keep as an object is no stdout banner: no pollution warning (finding 9).
    expect(summary.stdoutPollution).toBeUndefined();
    const lines = readFileSync(summary.tracePath!, 'utf8').trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    const logged = log.body.records.filter((r) => r.conn === deep);
    expect(lines.slice(1).map((line) => line.kind)).toEqual(logged.map((r) => r.kind));
    expect(lines.find((line) => line.raw !== undefined)).toMatchObject({ raw: raw.raw, problem: raw.problem });
  });

  it('fails a call whose answer is itself the deep message with the reason, not a timeout', async () => {
    const deep = await connect(deepTarget());
    const failed = await call(deep, 'deep_answer');
    expect(failed).toMatchObject({ status: 'failed', failure: { message: expect.stringMatching(/could not read the server's answer: nested 6,00\d levels deep/) as unknown } });
    expect(failed.failure!.message).toMatch(TOO_DEEP);
  });

  it('connects to a server whose first line is deep', async () => {
    const deep = await connect(deepTarget('--deep-first'));
    expect((await call(deep, 'deep_then_answer')).status).toBe('ok');
  });

  // The SDK's HTTP transports parse each body themselves (its zod schema takes the deep message
  // without overflowing), so the wire tap is where it is kept as text: cut at the limit, no bytes.
  it('over Streamable HTTP, keeps the deep message as text cut at the limit, answers the call, and fails a deep answer with the reason', async () => {
    const server: ChildProcess = spawn(process.execPath, [DEEP_SENDER, '--http'], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      const [first] = (await once(server.stdout!, 'data')) as [Buffer];
      const deep = await connect({ transport: 'http', url: first.toString('utf8').trim() });
      expect(await call(deep, 'deep_then_answer')).toMatchObject({ status: 'ok', result: { content: [{ text: 'the answer after the deep line' }] } });
      expect((await call(deep, 'deep_answer')).failure?.message).toMatch(/could not read the server's answer: nested 6,00\d levels deep \(limit 256\)$/);
      const log = await api<LogPage>(`/log?after=0&limit=1000&conn=${deep}`);
      expect(log.status).toBe(200);
      const kept = log.body.records.filter((r): r is MessageRecord => r.kind === 'message' && r.raw !== undefined);
      expect(kept.map((r) => r.problem)).toEqual([
        expect.stringMatching(/^nested 6,00\d levels deep \(limit 256\): the transport parsed it, so it is shown as text cut at 256 levels$/),
        expect.stringMatching(/^nested 6,00\d levels deep/),
      ]);
      expect(kept[0]!.raw).toMatch(/^\{"jsonrpc":"2.0","method":"notifications\/message","params":\{"level":"info","data":\{"a":\{"a":.*"\[Object\]"\}+$/);
    } finally {
      server.kill();
    }
  });
});
