/**
 * Integration (issue 18, item 8): a 2026-07-28 session recorded through the bridge against the
 * modern fixture (e2e/fixtures/modern-server), over stateless HTTP and stdio: an echo, plan_trip's
 * two MRTR rounds answered by a person, and a change delivered on the subscriptions/listen stream.
 * `mcpscope replay` reproduces it against the same fixture (every step the same, the rounds
 * answered from the trace) and names the round a changed fixture asks differently (exit 1).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientRequestRecord, ConnectionTarget } from '../../src/core/bridge-api';
import type { ReplayReport } from '../../src/core/replay/report';
import { modernStdioArgs, startModernHttp, type ModernHttpServer } from '../../e2e/support/modern-server';
import { callAndWait, connectAndWait, createHarness, messages, startCall, waitForCall, type Harness } from '../connections/test-support';
import { closedTrace, runReplayCli } from './replay-test-support';

const EVOLVED = { MODERN_FIXTURE_EVOLVED: '1' };

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

async function answerPending(harness: Harness, conn: string, method: ClientRequestRecord['method'], result: Record<string, unknown>): Promise<void> {
  const find = () => unwrap(harness.manager.listClientRequests(conn)).find((r) => r.status === 'pending' && r.method === method);
  await expect.poll(() => find() !== undefined, { timeout: 30_000 }).toBe(true);
  unwrap(harness.manager.answerClientRequest(conn, find()!.id, { result }));
}

/** The methods of the requests we sent that have no answer yet. */
function unanswered(harness: Harness, conn: string): string[] {
  const records = messages(harness.manager, conn);
  const answered = new Set(records.filter((r) => r.dir === 'in' && r.msg?.method === undefined).map((r) => JSON.stringify(r.msg?.id)));
  return records.filter((r) => r.dir === 'out' && r.msg?.method !== undefined && r.msg.id !== undefined && !answered.has(JSON.stringify(r.msg.id))).map((r) => String(r.msg?.method));
}

/** The session a person has with the fixture; resolves with its trace file. */
async function recordSession(harness: Harness, target: ConnectionTarget): Promise<string> {
  const { manager } = harness;
  const { id: conn, lifecycle } = await connectAndWait(manager, target);
  expect(lifecycle.era?.era).toBe('modern');
  await callAndWait(manager, conn, { tool: 'echo', arguments: { text: 'hello replay' } });
  const trip = startCall(manager, conn, { tool: 'plan_trip', arguments: { destination: 'Rome' } });
  await answerPending(harness, conn, 'elicitation/create', { action: 'accept', content: { dates: 'May 4-9' } });
  await answerPending(harness, conn, 'sampling/createMessage', { role: 'assistant', content: { type: 'text', text: 'Forum at dawn' }, model: 'person', stopReason: 'endTurn' });
  expect(await waitForCall(manager, conn, trip.id)).toMatchObject({ status: 'ok', rounds: [{ round: 1 }, { round: 2 }] });
  // A change the subscription delivers, and the re-listing it starts, both on the record.
  const arrived = (method: string) => messages(manager, conn).some((r) => r.dir === 'in' && r.msg?.method === method);
  await expect.poll(() => arrived('notifications/subscriptions/acknowledged'), { timeout: 30_000 }).toBe(true);
  await callAndWait(manager, conn, { tool: 'add_note', arguments: { text: 'replayed' } });
  await expect.poll(() => unwrap(manager.listChanges(conn)).some((change) => change.kind === 'resources'), { timeout: 30_000 }).toBe(true);
  expect(arrived('notifications/resources/list_changed')).toBe(true);
  // The session ends once the re-listing is answered (the stream is answered only when it closes).
  await expect.poll(() => unanswered(harness, conn), { timeout: 30_000 }).toEqual(['subscriptions/listen']);
  return closedTrace(manager, conn);
}

describe.each(['http', 'stdio'] as const)('mcpscope replay of a 2026-07-28 session over %s', (transport) => {
  let harness: Harness;
  /** HTTP: a server process per session, as a stdio server is (the fixture keeps its notes in the process). */
  const servers: ModernHttpServer[] = [];
  let trace = '';
  const target = async (variant: 'same' | 'evolved' = 'same'): Promise<ConnectionTarget> => {
    const env = variant === 'evolved' ? EVOLVED : {};
    if (transport === 'stdio') return { transport: 'stdio', ...modernStdioArgs(), env };
    const server = await startModernHttp('dual', 0, env);
    servers.push(server);
    return { transport: 'http', url: server.url };
  };

  beforeAll(() => {
    harness = createHarness();
  });
  afterAll(async () => {
    await harness.dispose();
    await Promise.all(servers.map((server) => server.stop()));
  });

  it('reports every step the same against the same fixture, plan_trip as one step with both rounds, and exits 0', async () => {
    trace = await recordSession(harness, await target());
    const run = await runReplayCli(trace, await target(), ['--format', 'json']);
    const report = JSON.parse(run.stdout) as ReplayReport;
    expect(report.steps.filter((step) => step.status !== 'same')).toEqual([]);
    expect(run.code).toBe(0);
    const labels = report.steps.map((step) => step.label);
    // No initialize in this era: the server/discover answer is compared instead.
    expect(labels[0]).toBe('server/discover');
    expect(labels).not.toContain('initialize');
    expect(labels).not.toContain('subscriptions/listen');
    expect(labels.filter((label) => label === 'tools/call plan_trip')).toHaveLength(1);
    // Each round with the question it asked and the answer replay gave it from the trace.
    expect(report.steps.find((step) => step.label === 'tools/call plan_trip')?.rounds).toEqual([
      {
        round: 1,
        inputs: { dates: 'elicitation/create' },
        questions: { dates: 'When are you going to Rome?' },
        answers: { dates: { action: 'accept', content: { dates: 'May 4-9' } } },
        status: 'same',
      },
      {
        round: 2,
        inputs: { itinerary: 'sampling/createMessage' },
        questions: { itinerary: 'Suggest a one-line itinerary for Rome on May 4-9.' },
        answers: { itinerary: { role: 'assistant', content: { type: 'text', text: 'Forum at dawn' }, model: 'person', stopReason: 'endTurn' } },
        status: 'same',
      },
    ]);
    // The stream's notifications are counted like any server notification, not compared.
    expect(report.notifications.find((entry) => entry.method === 'notifications/resources/list_changed')?.recorded).toBe(1);
    expect(report.notifications.find((entry) => entry.method === 'notifications/subscriptions/acknowledged')?.recorded).toBe(1);
    expect(report.warnings).toEqual([]);

    const text = await runReplayCli(trace, await target());
    expect(text.code, text.stdout).toBe(0);
    expect(text.stdout).toContain('tools/call plan_trip (2 rounds)  same');
    expect(text.stdout).toContain('round 1: dates (elicitation/create)  same');
    expect(text.stdout).toContain('round 2: itinerary (sampling/createMessage)  same');
  }, 180_000);

  it('names the round a changed fixture asks differently, and exits 1', async () => {
    expect(trace).not.toBe('');
    const run = await runReplayCli(trace, await target('evolved'), ['--format', 'json']);
    expect(run.code, run.stdout).toBe(1);
    const report = JSON.parse(run.stdout) as ReplayReport;
    expect(report.steps.filter((step) => step.status !== 'same').map((step) => step.label)).toEqual(['tools/call plan_trip']);
    const trip = report.steps.find((step) => step.label === 'tools/call plan_trip')!;
    expect(trip.changes).toEqual([{ op: 'changed', path: '/rounds/1/inputRequests/dates/params/message', recorded: 'When are you going to Rome?', live: 'Which dates for Rome?' }]);
    // The recorded answers still fit: round 2 and the final answer are unchanged.
    expect(trip.rounds?.map((round) => round.status)).toEqual(['changed', 'same']);

    const text = await runReplayCli(trace, await target('evolved'));
    expect(text.code).toBe(1);
    expect(text.stdout).toContain('round 1: dates (elicitation/create)  changed');
    expect(text.stdout).toContain('~ /rounds/1/inputRequests/dates/params/message: "When are you going to Rome?" → "Which dates for Rome?"');
  }, 180_000);
});
