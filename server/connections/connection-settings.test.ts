/**
 * Integration: per-connection timeouts with reports of what was outstanding, and sampling
 * auto-reply rules (issue 3, points 10 and 3), against @modelcontextprotocol/server-everything
 * over stdio, through the ConnectionManager.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONNECTION_SETTINGS, type ClientRequestRecord, type ConnectionSettings, type ConnectionTarget, type SamplingAutoReplyRule } from '../../src/core/bridge-api';
import { cancellationsFor, callAndWait, connectAndWait, createHarness, startCall, waitForCall, type Harness } from './test-support';

const EVERYTHING = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js');
const TARGET: ConnectionTarget = { transport: 'stdio', command: process.execPath, args: [EVERYTHING] };
const LONG_OP = 'trigger-long-running-operation';

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const textOf = (result: Record<string, unknown> | undefined) => ((result?.content ?? []) as { text?: string }[]).map((c) => c.text ?? '').join('\n');

const weatherRule: SamplingAutoReplyRule = { id: 'rule-weather', enabled: true, match: 'WEATHER', reply: { text: 'Sunny and 22 °C, says the demo.', model: 'demo-model', stopReason: 'endTurn' } };

describe('connection settings against server-everything over stdio', () => {
  let harness: Harness;
  let conn: string;

  const settle = (settings: Partial<ConnectionSettings>) => unwrap(harness.manager.setSettings(conn, { ...DEFAULT_CONNECTION_SETTINGS, ...settings }));
  const requests = () => unwrap(harness.manager.listClientRequests(conn));
  async function nextPending(method: ClientRequestRecord['method'], seen: number): Promise<ClientRequestRecord> {
    await expect.poll(() => requests().length, { timeout: 10_000 }).toBeGreaterThan(seen);
    const record = requests()[seen]!;
    expect(record).toMatchObject({ method, status: 'pending' });
    return record;
  }

  beforeAll(() => {
    harness = createHarness();
  });
  afterAll(() => harness.dispose());
  // expect.poll (in connectAndWait) only runs inside a test.
  beforeEach(async () => {
    conn ??= (await connectAndWait(harness.manager, TARGET)).id;
  });

  it('uses the connection timeout for a call without options and, with reset-on-progress off, times out despite progress', async () => {
    settle({ timeouts: { timeoutMs: 1_500, resetTimeoutOnProgress: false } });
    const call = await callAndWait(harness.manager, conn, { tool: LONG_OP, arguments: { duration: 6, steps: 6 } });
    expect(call.options).toEqual({ timeoutMs: 1_500, resetTimeoutOnProgress: false });
    expect(call.status).toBe('timed-out');
    // Progress arrives every second: had it reset the 1.5 s timeout, the call would have finished.
    expect(call.timeout).toMatchObject({ limit: 'timeout', limitMs: 1_500 });
    expect(call.timeout?.progressCount).toBeGreaterThanOrEqual(1);
    expect(call.timeout?.elapsedMs).toBeGreaterThanOrEqual(1_500);
    expect(call.timeout?.outstanding[0]).toMatchObject({ dir: 'out', id: call.requestId, method: 'tools/call' });
    expect(call.timeout?.summary).toMatch(new RegExp(`^No answer to tools/call ${LONG_OP} \\(id ${String(call.requestId)}\\) within 1.5 s \\(\\d+ progress notifications?.*progress does not reset the timeout\\)`));
    expect(cancellationsFor(harness.manager, conn, call.requestId)).toHaveLength(1);
  });

  it('stops a call whose progress keeps resetting the timeout at the maximum total time', async () => {
    settle({ timeouts: { timeoutMs: 1_500, resetTimeoutOnProgress: true, maxTotalTimeoutMs: 2_500 } });
    const call = await callAndWait(harness.manager, conn, { tool: LONG_OP, arguments: { duration: 10, steps: 10 } });
    expect(call.status).toBe('timed-out');
    expect(call.timeout).toMatchObject({ limit: 'max-total', limitMs: 2_500 });
    // Progress every second kept the 1.5 s timeout from firing: only the ceiling could stop it.
    expect(call.timeout?.progressCount).toBeGreaterThanOrEqual(2);
    expect(call.timeout?.summary).toContain(`tools/call ${LONG_OP} (id ${String(call.requestId)}) ran past its maximum total time of 2.5 s`);
    await expect.poll(() => cancellationsFor(harness.manager, conn, call.requestId)).toHaveLength(1);
  });

  it('names the elicitation still waiting for a person when a call times out', async () => {
    settle({ timeouts: { timeoutMs: 1_500, resetTimeoutOnProgress: true } });
    const seen = requests().length;
    const started = startCall(harness.manager, conn, { tool: 'trigger-elicitation-request', arguments: {} });
    const elicitation = await nextPending('elicitation/create', seen);
    const call = await waitForCall(harness.manager, conn, started.id);
    expect(call.status).toBe('timed-out');
    expect(call.timeout?.outstanding).toContainEqual(
      expect.objectContaining({ dir: 'in', id: elicitation.requestId, method: 'elicitation/create', clientRequestId: elicitation.id }),
    );
    expect(call.timeout?.summary).toContain(`Still outstanding: elicitation/create from the server (${elicitation.id}), waiting for you for`);
    unwrap(harness.manager.answerClientRequest(conn, elicitation.id, { result: { action: 'decline' } }));
  });

  it('reports a plain request that times out with the same report, in failure.details', async () => {
    settle({ timeouts: { timeoutMs: 1_500, resetTimeoutOnProgress: true, maxTotalTimeoutMs: 2_500 } });
    const outcome = unwrap(await harness.manager.rpc(conn, { method: 'tools/call', params: { name: LONG_OP, arguments: { duration: 10, steps: 10 } } }));
    expect(outcome.status).toBe('failed');
    if (outcome.status !== 'failed') return;
    // Progress counted (the request carried a progressToken) and reset the timer until the ceiling.
    expect(outcome.failure).toMatchObject({ code: 'timed_out', details: { limit: 'max-total', limitMs: 2_500, outstanding: [{ dir: 'out', method: 'tools/call' }] } });
    expect((outcome.failure.details as { progressCount: number }).progressCount).toBeGreaterThanOrEqual(2);
    expect(outcome.failure.message).toBe((outcome.failure.details as { summary: string }).summary);
    expect(outcome.failure.message).toMatch(/^tools\/call \(id \d+\) ran past its maximum total time of 2.5 s/);
  });

  it('answers a matching sampling request from a rule, without a person, and records which rule did', async () => {
    settle({ samplingAutoReply: [{ ...weatherRule, id: 'rule-off', enabled: false, reply: { ...weatherRule.reply, text: 'disabled' } }, weatherRule] });
    const seen = requests().length;
    const call = await callAndWait(harness.manager, conn, { tool: 'trigger-sampling-request', arguments: { prompt: 'What is the weather in Paris?' } });
    expect(call.status).toBe('ok');
    expect(textOf(call.result)).toContain('Sunny and 22 °C, says the demo.');
    expect(requests()[seen]).toMatchObject({
      method: 'sampling/createMessage',
      status: 'answered',
      autoReplyRuleId: 'rule-weather',
      result: { role: 'assistant', content: { type: 'text', text: 'Sunny and 22 °C, says the demo.' }, model: 'demo-model', stopReason: 'endTurn' },
    });
  });

  it('leaves a sampling request no rule matches waiting for a person', async () => {
    settle({ samplingAutoReply: [weatherRule] });
    const seen = requests().length;
    const started = startCall(harness.manager, conn, { tool: 'trigger-sampling-request', arguments: { prompt: 'Summarise the stock market' } });
    const pending = await nextPending('sampling/createMessage', seen);
    expect(pending.autoReplyRuleId).toBeUndefined();
    expect(unwrap(harness.manager.listCalls(conn)).find((c) => c.id === started.id)?.status).toBe('running');
    unwrap(harness.manager.answerClientRequest(conn, pending.id, { result: { role: 'assistant', content: { type: 'text', text: 'by hand' }, model: 'person', stopReason: 'endTurn' } }));
    expect(textOf((await waitForCall(harness.manager, conn, started.id)).result)).toContain('by hand');
  });

  it('answers a sampling request the server asks for as a task from a rule too, through the task', async () => {
    settle({ samplingAutoReply: [weatherRule] });
    const seen = requests().length;
    const call = await callAndWait(harness.manager, conn, { tool: 'trigger-sampling-request-async', arguments: { prompt: 'Weather in Oslo?' } });
    expect(textOf(call.result)).toContain('[COMPLETED]');
    expect(textOf(call.result)).toContain('Sunny and 22 °C, says the demo.');
    expect(requests()[seen]).toMatchObject({ status: 'answered', autoReplyRuleId: 'rule-weather', task: { status: 'completed' } });
  });
});
