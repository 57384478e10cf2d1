/**
 * Integration: prompts/get and resources/read answered with `input_required` (MCP 2026-07-28,
 * MRTR) are driven like a tool call's rounds (issue 18, item 3), against the modern fixture over
 * Streamable HTTP and stdio: the inputs wait in the client-requests panel, the retry carries the
 * person's answers and the server's requestState byte for byte, and the outcome has the rounds.
 * Without `rounds` (the raw request console) the input_required answer is the outcome, as before.
 */
import { describe, expect, it } from 'vitest';
import type { RpcOutcome } from '../../src/core/bridge-api';
import { messages, pendingRoundInput, unwrap, type Harness } from './test-support';
import { useModernFixtureSession } from './modern-test-session';
import { MAX_ROUNDS } from './round-inputs';

/** The pending panel entry an rpc's round asks for, once it is there. */
const pendingInput = (harness: Harness, conn: string, method: string, key: string) => pendingRoundInput(harness.manager, conn, (round) => round.method === method && round.key === key);

function sent(harness: Harness, conn: string, method: string): Record<string, unknown>[] {
  return messages(harness.manager, conn)
    .filter((r) => r.dir === 'out' && r.msg?.method === method)
    .map((r) => r.msg as Record<string, unknown>);
}

function okResult(outcome: RpcOutcome): Record<string, unknown> {
  if (outcome.status !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(outcome)}`);
  return outcome.result;
}

describe.each(['http', 'stdio'] as const)('prompt and resource rounds over %s against the modern fixture', (transport) => {
  const session = useModernFixtureSession(transport);

  it('drives trip_brief’s elicitation round and returns the prompt with its round', async () => {
    const { harness, conn } = session;
    const pending = harness.manager.rpc(conn, { method: 'prompts/get', params: { name: 'trip_brief', arguments: { destination: 'Rome' } }, rounds: true });
    const traveller = await pendingInput(harness, conn, 'prompts/get', 'traveller');
    expect(traveller).toMatchObject({ method: 'elicitation/create', round: { tool: 'trip_brief', round: 1 }, params: { message: 'Who is going to Rome?' } });
    unwrap(harness.manager.answerClientRequest(conn, traveller.id, { result: { action: 'accept', content: { traveller: 'Ada' } } }));

    const outcome = unwrap(await pending);
    expect(JSON.stringify(okResult(outcome).messages)).toContain("Write a one-page brief for Ada's trip to Rome.");
    expect(outcome.rounds).toHaveLength(1);
    const [round] = outcome.rounds ?? [];
    expect(round).toMatchObject({ round: 1, clientRequests: { traveller: traveller.id }, inputResponses: { traveller: { action: 'accept', content: { traveller: 'Ada' } } } });
    const attempts = sent(harness, conn, 'prompts/get');
    expect(attempts.slice(-2).map((m) => m.id)).toEqual([round?.requestId, round?.retryRequestId]);
    expect(outcome.status === 'ok' && outcome.requestId).toBe(round?.retryRequestId);
    expect(unwrap(harness.manager.listClientRequests(conn)).find((r) => r.id === traveller.id)?.status).toBe('answered');
  });

  it('drives the locker read’s round and echoes its signed requestState unchanged', async () => {
    const { harness, conn } = session;
    const pending = harness.manager.rpc(conn, { method: 'resources/read', params: { uri: 'locker://blue' }, rounds: true });
    const owner = await pendingInput(harness, conn, 'resources/read', 'owner');
    expect(owner).toMatchObject({ round: { tool: 'locker://blue' }, params: { message: 'Who owns locker blue?' } });
    unwrap(harness.manager.answerClientRequest(conn, owner.id, { result: { action: 'accept', content: { owner: 'Ada' } } }));

    const outcome = unwrap(await pending);
    expect(JSON.stringify(okResult(outcome).contents)).toContain('Locker blue opened for Ada.');
    const [round] = outcome.rounds ?? [];
    expect(round?.requestState).toEqual(expect.any(String));
    const retry = sent(harness, conn, 'resources/read').find((m) => m.id === round?.retryRequestId);
    expect((retry?.params as Record<string, unknown>).requestState).toBe(round?.requestState);
    expect((retry?.params as Record<string, unknown>).uri).toBe('locker://blue');
  });

  it('stops retrying a prompt that asks for the roots after every answer, and says why', async () => {
    const { harness, conn } = session;
    const outcome = unwrap(await harness.manager.rpc(conn, { method: 'prompts/get', params: { name: 'endless_roots' }, rounds: true }));
    expect(okResult(outcome)).toMatchObject({ resultType: 'input_required' });
    expect(outcome.rounds).toHaveLength(MAX_ROUNDS);
    expect(outcome.rounds?.slice(0, -1).every((round) => round.retryRequestId !== undefined)).toBe(true);
    expect(outcome.rounds?.at(-1)?.abandoned).toBe(`the server asked for input ${MAX_ROUNDS} times; mcpscope stops retrying there`);
  });

  it('without rounds, answers with the input_required result as the server sent it', async () => {
    const { harness, conn } = session;
    const outcome = unwrap(await harness.manager.rpc(conn, { method: 'prompts/get', params: { name: 'trip_brief', arguments: { destination: 'Oslo' } } }));
    expect(okResult(outcome)).toMatchObject({ resultType: 'input_required', inputRequests: { traveller: { method: 'elicitation/create' } } });
    expect(outcome.rounds).toBeUndefined();
    expect(unwrap(harness.manager.listClientRequests(conn)).filter((r) => r.status === 'pending')).toEqual([]);
  });
});
