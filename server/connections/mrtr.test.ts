/**
 * Integration: MRTR (MCP 2026-07-28, basic/patterns/mrtr) driven by the person, against the
 * modern fixture (e2e/fixtures/modern-server) over Streamable HTTP and stdio. A call that needs
 * input is one call of several rounds; each round's inputs wait in the client-requests panel and
 * the retry carries the answers and the server's requestState, byte for byte.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ClientRequestRecord, ConnectionTarget } from '../../src/core/bridge-api';
import { decodeRequestState } from '../../src/core/request-state';
import { modernStdioArgs, startModernHttp, type ModernHttpServer } from '../../e2e/support/modern-server';
import { callById, createHarness, messages, startCall, waitForCall, waitForState, type Harness } from './test-support';

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const textOf = (result: Record<string, unknown> | undefined) => ((result?.content ?? []) as { text?: string }[]).map((c) => c.text ?? '').join('\n');

/** The pending panel entry for `key` in round `round` of `callId`, once it is there. */
async function pendingInput(harness: Harness, conn: string, callId: string, round: number, key: string): Promise<ClientRequestRecord> {
  const find = () => unwrap(harness.manager.listClientRequests(conn)).find((r) => r.status === 'pending' && r.round?.callId === callId && r.round.round === round && r.round.key === key);
  await expect.poll(() => find() !== undefined, { timeout: 15_000 }).toBe(true);
  return find()!;
}

/** The tools/call requests we sent for a tool, in order. */
function toolCallsSent(harness: Harness, conn: string, tool: string): Record<string, unknown>[] {
  return messages(harness.manager, conn)
    .filter((r) => r.dir === 'out' && r.msg?.method === 'tools/call' && (r.msg.params as { name?: unknown }).name === tool)
    .map((r) => r.msg as Record<string, unknown>);
}

describe.each(['http', 'stdio'] as const)('MRTR rounds over %s against the modern fixture', (transport) => {
  let harness: Harness;
  let http: ModernHttpServer | undefined;
  let conn = '';

  beforeAll(async () => {
    harness = createHarness();
    if (transport === 'http') http = await startModernHttp();
  }, 60_000);
  // expect.poll (waitForState) runs only inside a test's hooks.
  beforeEach(async () => {
    if (conn) return;
    const target: ConnectionTarget = http ? { transport: 'http', url: http.url } : { transport: 'stdio', ...modernStdioArgs() };
    conn = unwrap(harness.manager.connect({ target })).id;
    await waitForState(harness.manager, conn, 'ready');
  }, 60_000);
  afterAll(async () => {
    await harness.dispose();
    await http?.stop();
  });

  it("completes plan_trip's two rounds with the person's answers and echoes the requestState unchanged", async () => {
    const { id } = startCall(harness.manager, conn, { tool: 'plan_trip', arguments: { destination: 'Rome' } });
    const dates = await pendingInput(harness, conn, id, 1, 'dates');
    expect(dates).toMatchObject({ method: 'elicitation/create', round: { tool: 'plan_trip' }, params: { message: 'When are you going to Rome?' } });
    unwrap(harness.manager.answerClientRequest(conn, dates.id, { result: { action: 'accept', content: { dates: 'May 4-9' } } }));

    const itinerary = await pendingInput(harness, conn, id, 2, 'itinerary');
    expect(itinerary.method).toBe('sampling/createMessage');
    expect(JSON.stringify(itinerary.params)).toContain('Suggest a one-line itinerary for Rome on May 4-9.');
    const reply = { role: 'assistant', content: { type: 'text', text: 'Forum at dawn' }, model: 'person', stopReason: 'endTurn' };
    unwrap(harness.manager.answerClientRequest(conn, itinerary.id, { result: reply }));

    const call = await waitForCall(harness.manager, conn, id);
    expect(call.status).toBe('ok');
    expect(textOf(call.result)).toBe('Trip to Rome on May 4-9: Forum at dawn');
    const [first, second] = call.rounds ?? [];
    expect(call.rounds).toHaveLength(2);
    expect(first).toMatchObject({ round: 1, clientRequests: { dates: dates.id }, inputResponses: { dates: { action: 'accept', content: { dates: 'May 4-9' } } } });
    expect(first?.requestState).toBeUndefined();
    expect(second).toMatchObject({ round: 2, clientRequests: { itinerary: itinerary.id }, inputResponses: { itinerary: reply } });

    // Three attempts on three ids; each round's retry is the next round's attempt, the last is the call's.
    const sent = toolCallsSent(harness, conn, 'plan_trip');
    expect(sent.map((m) => m.id)).toEqual([first?.requestId, second?.requestId, call.requestId]);
    expect(new Set(sent.map((m) => m.id)).size).toBe(3);
    expect([first?.retryRequestId, second?.retryRequestId]).toEqual([second?.requestId, call.requestId]);
    // The first retry carries no state (none was given); the second echoes it byte for byte.
    const params = sent.map((m) => m.params as Record<string, unknown>);
    expect('requestState' in params[1]!).toBe(false);
    expect(params[2]?.requestState).toBe(second?.requestState);
    expect(params[2]?.inputResponses).toEqual({ itinerary: reply });
    expect(params[2]?.arguments).toEqual({ destination: 'Rome' });
    // Readable to the person (display only): the SDK's signed v1.<body>.<mac> carries destination and dates.
    expect(decodeRequestState(second!.requestState!)).toMatchObject({ kind: 'segment', value: { p: { destination: 'Rome', dates: 'May 4-9' } } });
  });

  it('sends a decline as the answer, and the server ends the call with it', async () => {
    const { id } = startCall(harness.manager, conn, { tool: 'confirm_delete', arguments: { path: '/tmp/x' } });
    const confirm = await pendingInput(harness, conn, id, 1, 'confirm');
    unwrap(harness.manager.answerClientRequest(conn, confirm.id, { result: { action: 'decline' } }));
    const call = await waitForCall(harness.manager, conn, id);
    expect(call).toMatchObject({ status: 'tool-error', rounds: [{ inputResponses: { confirm: { action: 'decline' } } }] });
    expect(textOf(call.result)).toBe('Kept /tmp/x: decline');
  });

  it('answers a roots round from the roots store, with no panel entry', async () => {
    unwrap(await harness.manager.setRoots(conn, { roots: [{ uri: 'file:///work/project', name: 'project' }] }));
    const call = await waitForCall(harness.manager, conn, startCall(harness.manager, conn, { tool: 'list_workspace', arguments: {} }).id);
    expect(call).toMatchObject({ status: 'ok', rounds: [{ clientRequests: {}, inputResponses: { roots: { roots: [{ uri: 'file:///work/project', name: 'project' }] } } }] });
    expect(textOf(call.result)).toBe('file:///work/project');
  });

  it('shows a raw request answered with input_required as an answer, and the server refusing a tampered state', async () => {
    const asked = unwrap(await harness.manager.rpc(conn, { method: 'tools/call', params: { name: 'confirm_delete', arguments: { path: '/tmp/raw' } } }));
    expect(asked).toMatchObject({ status: 'ok', result: { resultType: 'input_required', inputRequests: { confirm: { method: 'elicitation/create' } } } });

    const { id } = startCall(harness.manager, conn, { tool: 'plan_trip', arguments: { destination: 'Oslo' } });
    unwrap(harness.manager.answerClientRequest(conn, (await pendingInput(harness, conn, id, 1, 'dates')).id, { result: { action: 'accept', content: { dates: 'June' } } }));
    await pendingInput(harness, conn, id, 2, 'itinerary');
    const state = callById(harness.manager, conn, id).rounds?.[1]?.requestState ?? '';
    const tampered = `${state.slice(0, -2)}${state.endsWith('AA') ? 'BB' : 'AA'}`;
    const itinerary = { itinerary: { role: 'assistant', content: { type: 'text', text: 'x' }, model: 'm' } };
    const refused = unwrap(await harness.manager.rpc(conn, { method: 'tools/call', params: { name: 'plan_trip', arguments: { destination: 'Oslo' }, inputResponses: itinerary, requestState: tampered } }));
    expect(refused).toMatchObject({ status: 'rpc-error', error: { code: -32602, message: 'Invalid or expired requestState' } });
    unwrap(harness.manager.cancelCall(conn, id));
  });

  it('cancelling mid-round withdraws the input and sends no retry', async () => {
    const { id } = startCall(harness.manager, conn, { tool: 'confirm_delete', arguments: { path: '/tmp/keep' } });
    const confirm = await pendingInput(harness, conn, id, 1, 'confirm');
    unwrap(harness.manager.cancelCall(conn, id, 'changed my mind'));
    await expect.poll(() => callById(harness.manager, conn, id).rounds?.[0]?.abandoned, { timeout: 10_000 }).toBeDefined();
    const call = callById(harness.manager, conn, id);
    expect(call).toMatchObject({ status: 'cancelled', cancelReason: 'changed my mind' });
    expect(call.rounds?.[0]?.retriedAt).toBeUndefined();
    expect(unwrap(harness.manager.listClientRequests(conn)).find((r) => r.id === confirm.id)?.status).toBe('withdrawn');
    expect(toolCallsSent(harness, conn, 'confirm_delete').filter((m) => (m.params as { arguments?: { path?: string } }).arguments?.path === '/tmp/keep')).toHaveLength(1);
  });
});
