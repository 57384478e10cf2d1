/**
 * Integration (issue 18, item 8): a 2026-07-28 session the bridge recorded against the modern
 * fixture (@modelcontextprotocol/server 2.4.0), served back by `mcpscope mock <trace>` over stdio
 * and over stateless Streamable HTTP, with mcpscope's own connection layer on the protocol setting
 * "auto" as the client: it discovers the modern era, a two-round MRTR call completes with answers
 * other than the recorded ones, and the subscription gets the recorded list change. Real fixture,
 * real trace files, the real CLI.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallRecord, ConnectionSummary, ConnectionTarget, ListChange } from '../../src/core/bridge-api';
import { subscriptionIdOf, type ChangeDelivery, type ListenSubscription } from '../../src/core/change-delivery';
import { modernStdioArgs, startModernHttp, type ModernHttpServer } from '../../e2e/support/modern-server';
import { allRecords, callAndWait, connectAndWait, createHarness, messages, startCall, waitForCall, waitForState, type Harness } from '../connections/test-support';
import { mockTarget, withHttpMock } from './test-support';

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const textOf = (call: CallRecord) => ((call.result?.content ?? []) as { text?: string }[]).map((c) => c.text ?? '').join('\n');

interface TripAnswers {
  dates: string;
  itinerary: string;
}

/** plan_trip to Rome, answering its two rounds (dates, then the itinerary) as the person would. */
async function planTrip(harness: Harness, conn: string, answers: TripAnswers): Promise<CallRecord> {
  const { manager } = harness;
  const { id } = startCall(manager, conn, { tool: 'plan_trip', arguments: { destination: 'Rome' } });
  const pending = (round: number) => unwrap(manager.listClientRequests(conn)).find((r) => r.status === 'pending' && r.round?.callId === id && r.round.round === round);
  await expect.poll(() => pending(1), { timeout: 30_000 }).toBeDefined();
  unwrap(manager.answerClientRequest(conn, pending(1)!.id, { result: { action: 'accept', content: { dates: answers.dates } } }));
  await expect.poll(() => pending(2), { timeout: 30_000 }).toBeDefined();
  const reply = { role: 'assistant', content: { type: 'text', text: answers.itinerary }, model: 'person', stopReason: 'endTurn' };
  unwrap(manager.answerClientRequest(conn, pending(2)!.id, { result: reply }));
  return waitForCall(manager, conn, id);
}

function subscription(harness: Harness, conn: string): ListenSubscription | undefined {
  const delivery: ChangeDelivery | undefined = unwrap(harness.manager.get(conn)).changeDelivery;
  return delivery?.mode === 'listen' ? delivery.subscription : undefined;
}

async function openSubscription(harness: Harness, conn: string): Promise<ListenSubscription> {
  await expect.poll(() => subscription(harness, conn)?.acknowledged, { timeout: 30_000 }).toBeDefined();
  return subscription(harness, conn)!;
}

async function resourcesChange(harness: Harness, conn: string): Promise<ListChange> {
  const find = () => harness.events.flatMap((event) => (event.type === 'list-change' && event.change.conn === conn && event.change.kind === 'resources' ? [event.change] : []))[0];
  await expect.poll(find, { timeout: 30_000 }).toBeDefined();
  return find()!;
}

interface Recorded {
  tracePath: string;
  summary: ConnectionSummary;
  trip: CallRecord;
  acknowledged: ListenSubscription['acknowledged'];
}

/** The session the mock will serve: plan_trip's two rounds, add_note, and the list change it caused. */
async function record(harness: Harness, target: ConnectionTarget): Promise<Recorded> {
  const { manager } = harness;
  const { id } = await connectAndWait(manager, target);
  const { acknowledged } = await openSubscription(harness, id);
  const trip = await planTrip(harness, id, { dates: 'May 4-9', itinerary: 'Forum at dawn' });
  expect(textOf(trip)).toBe('Trip to Rome on May 4-9: Forum at dawn');
  expect((await callAndWait(manager, id, { tool: 'add_note', arguments: { text: 'remember the milk' } })).status).toBe('ok');
  expect((await resourcesChange(harness, id)).added.map((item) => item.uri)).toEqual(['note://1']);
  const summary = unwrap(manager.get(id));
  await manager.disconnect(id);
  await waitForState(manager, id, 'closed');
  return { tracePath: summary.tracePath!, summary, trip, acknowledged };
}

/** What a person sees of the mock: the recorded server in the modern era, its rounds, its list change. */
async function expectRecordedServer(harness: Harness, target: ConnectionTarget, recorded: Recorded): Promise<string> {
  const { manager } = harness;
  const { id, lifecycle } = await connectAndWait(manager, target);
  expect(lifecycle.era).toMatchObject({ setting: 'auto', era: 'modern', reason: { kind: 'probe-answered' } });
  expect(lifecycle.serverInfo).toEqual(recorded.summary.lifecycle.serverInfo);
  expect(lifecycle.serverCapabilities).toEqual(recorded.summary.lifecycle.serverCapabilities);
  // No handshake: nothing that looks like 2025 crossed the wire.
  expect(messages(manager, id).some((r) => r.msg?.method === 'initialize')).toBe(false);

  const listen = await openSubscription(harness, id);
  expect(listen.acknowledged).toEqual(recorded.acknowledged);

  // Other answers than the recording's: the mock still plays the recorded rounds and result.
  const trip = await planTrip(harness, id, { dates: 'June 1-3', itinerary: 'Gelato tour' });
  expect(trip.status).toBe('ok');
  expect(textOf(trip)).toBe(textOf(recorded.trip));
  expect(trip.rounds).toHaveLength(2);
  expect(trip.rounds?.[1]?.requestState).toBe(recorded.trip.rounds?.[1]?.requestState);
  expect(trip.rounds?.[0]?.inputResponses).toEqual({ dates: { action: 'accept', content: { dates: 'June 1-3' } } });

  // The recorded list change arrives on the new subscription, tagged with its id, and is diffed.
  const change = await resourcesChange(harness, id);
  expect(change.added.map((item) => item.uri)).toEqual(['note://1']);
  const notification = messages(manager, id).find((r) => r.seq === change.notificationSeq);
  expect(notification?.msg?.method).toBe('notifications/resources/list_changed');
  expect(subscriptionIdOf(notification?.msg)).toBe(listen.id);
  return id;
}

describe('mcpscope mock <trace of a 2026-07-28 session>', () => {
  let harness: Harness;
  let fixture: ModernHttpServer;
  let overHttp: Recorded | undefined;
  let overStdio: Recorded | undefined;

  beforeAll(async () => {
    harness = createHarness();
    fixture = await startModernHttp();
  }, 60_000);
  // Recorded once, before the first test (expect.poll runs only inside a test's hooks). Over both
  // transports the probe is on the session's wire: over stdio the probed process is the session's.
  beforeEach(async () => {
    overHttp ??= await record(harness, { transport: 'http', url: fixture.url });
    overStdio ??= await record(harness, { transport: 'stdio', ...modernStdioArgs() });
  }, 180_000);
  afterAll(async () => {
    await harness.dispose();
    await fixture.stop();
  });

  it('over stdio: discover, two rounds with other answers, and the recorded list change', async () => {
    expect(readFileSync(overStdio!.tracePath, 'utf8')).toContain('"server/discover"');
    const id = await expectRecordedServer(harness, mockTarget(overStdio!.tracePath), overStdio!);
    // The mock says on stderr that the person answered differently from the recording.
    await expect
      .poll(() => allRecords(harness.manager, id).flatMap((r) => (r.kind === 'stderr' ? [r.line] : [])).join('\n'), { timeout: 15_000 })
      .toMatch(/tools\/call: the answers differ from the recorded retry \(trace message #\d+\) at dates\.content\.dates \(recorded "May 4-9", sent "June 1-3"\)/);
  });

  it('over stateless HTTP: the same, with no session id, and GET and DELETE answered 405', async () => {
    await withHttpMock(overHttp!.tracePath, async (url, stderr) => {
      const id = await expectRecordedServer(harness, { transport: 'http', url }, overHttp!);
      expect(stderr()).toContain('over stateless Streamable HTTP');
      expect(stderr()).toMatch(/the answers differ from the recorded retry .* at itinerary\.content\.text \(recorded "Forum at dawn", sent "Gelato tour"\)/);
      const http = allRecords(harness.manager, id).flatMap((r) => (r.kind === 'http' ? [r] : []));
      expect(http.length).toBeGreaterThan(0);
      expect(http.some((r) => r.response?.headers?.['mcp-session-id'] !== undefined)).toBe(false);
      expect(await status(url, 'GET')).toBe(405);
      expect(await status(url, 'DELETE')).toBe(405);
    });
  });

  it('refuses a retry whose requestState the mock never handed out, saying so', async () => {
    await withHttpMock(overHttp!.tracePath, async (url) => {
      const { id } = await connectAndWait(harness.manager, { transport: 'http', url });
      const forged = unwrap(
        await harness.manager.rpc(id, {
          method: 'tools/call',
          params: { name: 'plan_trip', arguments: { destination: 'Rome' }, inputResponses: { itinerary: { role: 'assistant', content: { type: 'text', text: 'x' }, model: 'm' } }, requestState: 'v1.forged.state' },
        }),
      );
      expect(forged).toMatchObject({ status: 'rpc-error', error: { code: -32602, message: expect.stringContaining('requestState "v1.forged.state", which is not one the mock handed out') as unknown } });
    });
  });

  it('answers a client pinned to 2025 with an initialize built from the recorded server/discover, over stdio and stateless HTTP', async () => {
    const asLegacyClient = async (target: ConnectionTarget, recorded: Recorded) => {
      const connected = unwrap(harness.manager.connect({ target, settings: { protocol: 'legacy' } }));
      const { lifecycle } = await waitForState(harness.manager, connected.id, 'ready');
      expect(lifecycle.era?.era).toBe('legacy');
      expect(lifecycle.serverInfo).toEqual(recorded.summary.lifecycle.serverInfo);
      const note = await callAndWait(harness.manager, connected.id, { tool: 'add_note', arguments: { text: 'remember the milk' } });
      expect(textOf(note)).toBe('Added note://1');
    };
    await asLegacyClient(mockTarget(overStdio!.tracePath), overStdio!);
    await withHttpMock(overHttp!.tracePath, (url) => asLegacyClient({ transport: 'http', url }, overHttp!));
  });
});

/** node:http, to send a bare GET or DELETE as an older client would. */
function status(url: string, method: 'GET' | 'DELETE'): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers: { accept: 'text/event-stream' } }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', reject);
    req.end();
  });
}
