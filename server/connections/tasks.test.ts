/**
 * Integration: tasks (spec 2025-11-25; issue 3, points 9 and 13) against server-everything over
 * stdio and Streamable HTTP, through the ConnectionManager. simulate-research-query requires a task
 * and, with ambiguous=true, delivers an elicitation through tasks/result. The *-async tools ask
 * mcpscope to run sampling or elicitation as a task and poll our tasks/get and tasks/result.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEverythingHttp, type EverythingHttpServer } from '../../e2e/support/everything-server';
import type { CallRecord, ClientFeatures, ClientRequestRecord, ConnectionTarget } from '../../src/core/bridge-api';
import { createHarness, messages, startCall, waitForCall, waitForState, type Harness } from './test-support';

const EVERYTHING = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js');
const RESEARCH = 'simulate-research-query';
const ASYNC_TOOLS = ['trigger-sampling-request-async', 'trigger-elicitation-request-async'];

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

const textOf = (result: Record<string, unknown> | undefined) => ((result?.content ?? []) as { text?: string }[]).map((c) => c.text ?? '').join('\n');

describe.each([{ transport: 'stdio' as const }, { transport: 'http' as const }])('tasks against server-everything over $transport', ({ transport }) => {
  let harness: Harness;
  let httpServer: EverythingHttpServer | undefined;
  let target: ConnectionTarget;
  let conn: string;

  async function connect(clientFeatures?: Partial<ClientFeatures>): Promise<string> {
    const { id } = unwrap(harness.manager.connect({ target, ...(clientFeatures ? { clientFeatures: clientFeatures as ClientFeatures } : {}) }));
    await waitForState(harness.manager, id, 'ready');
    return id;
  }

  async function nextPending(method: ClientRequestRecord['method'], on = conn): Promise<ClientRequestRecord> {
    const find = () => unwrap(harness.manager.listClientRequests(on)).find((r) => r.status === 'pending' && r.method === method);
    await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
    return find()!;
  }

  const waitForTask = (callId: string, done: (call: CallRecord) => boolean) => waitForCall(harness.manager, conn, callId, done);

  beforeAll(async () => {
    harness = createHarness();
    if (transport === 'stdio') {
      target = { transport: 'stdio', command: process.execPath, args: [EVERYTHING] };
    } else {
      httpServer = await startEverythingHttp();
      target = { transport: 'http', url: httpServer.url };
    }
  });
  // expect.poll (in waitForState) works only inside a test.
  beforeEach(async () => {
    conn ??= await connect();
  });

  afterAll(async () => {
    await harness.dispose();
    await httpServer?.stop();
  });

  it('declares tasks for sampling and elicitation, and the server offers its task tools', async () => {
    const declared = unwrap(harness.manager.get(conn)).lifecycle.clientCapabilities;
    expect(declared.tasks).toEqual({ list: {}, cancel: {}, requests: { sampling: { createMessage: {} }, elicitation: { create: {} } } });
    const tools = unwrap(await harness.manager.listTools(conn)).tools;
    expect(tools.find((t) => t.name === RESEARCH)).toMatchObject({ execution: { taskSupport: 'required' } });
    expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(ASYNC_TOOLS));
  });

  it('runs the research query as a task from working to completed, with its report', async () => {
    const call = startCall(harness.manager, conn, { tool: RESEARCH, arguments: { topic: 'tide pools' }, task: { ttlMs: 120_000 } });
    const request = messages(harness.manager, conn).find((r) => r.dir === 'out' && r.msg?.method === 'tools/call' && r.msg.id === call.requestId);
    expect(request?.msg?.params).toMatchObject({ name: RESEARCH, task: { ttl: 120_000 } });
    const done = await waitForTask(call.id, (c) => c.status !== 'running');
    expect(done.status).toBe('ok');
    expect(textOf(done.result)).toContain('# Research Report: tide pools');
    expect(done.task).toMatchObject({ status: 'completed', pollInterval: 1000 });
    const statuses = done.task!.history.map((h) => h.status);
    expect(statuses[0]).toBe('working');
    expect(statuses.at(-1)).toBe('completed');
    expect(done.task!.history.map((h) => h.statusMessage)).toContain('Synthesizing findings...');
    expect(messages(harness.manager, conn).some((r) => r.dir === 'out' && r.msg?.method === 'tasks/result')).toBe(true);
  });

  it('delivers the ambiguous query’s elicitation through tasks/result, and the answer resumes the task', async () => {
    const call = startCall(harness.manager, conn, { tool: RESEARCH, arguments: { topic: 'python', ambiguous: true }, task: {} });
    const pending = await nextPending('elicitation/create');
    expect(pending.params).toMatchObject({ requestedSchema: { required: ['interpretation'] } });
    const waiting = await waitForTask(call.id, (c) => c.task?.status === 'input_required');
    expect(waiting.task?.statusMessage).toContain('Found multiple interpretations for "python"');
    unwrap(harness.manager.answerClientRequest(conn, pending.id, { result: { action: 'accept', content: { interpretation: 'snake' } } }));
    const done = await waitForTask(call.id, (c) => c.status !== 'running');
    expect(done.status).toBe('ok');
    expect(textOf(done.result)).toContain('# Research Report: python (snake)');
    expect(done.task!.history.map((h) => h.status)).toEqual(expect.arrayContaining(['working', 'input_required', 'completed']));
  });

  it('cancels a task with tasks/cancel, and the call ends cancelled', async () => {
    const call = startCall(harness.manager, conn, { tool: RESEARCH, arguments: { topic: 'slow topic' }, task: {} });
    await waitForTask(call.id, (c) => c.task?.status === 'working');
    unwrap(harness.manager.cancelCall(conn, call.id, 'enough research'));
    const done = await waitForTask(call.id, (c) => c.status !== 'running');
    expect(done).toMatchObject({ status: 'cancelled', cancelReason: 'enough research', task: { status: 'cancelled' } });
    const cancel = messages(harness.manager, conn).find((r) => r.dir === 'out' && r.msg?.method === 'tasks/cancel');
    expect(cancel?.msg?.params).toMatchObject({ taskId: done.task!.taskId });
  });

  it('hosts a sampling request as a task; the person’s answer completes it and the server reads it', async () => {
    const call = startCall(harness.manager, conn, { tool: 'trigger-sampling-request-async', arguments: { prompt: 'Say hi' } });
    const pending = await nextPending('sampling/createMessage');
    expect(pending.task).toMatchObject({ status: 'working', ttl: 300000 });
    // The server polls our tasks/get meanwhile, and the SDK answers it from our store.
    await expect.poll(() => messages(harness.manager, conn).some((r) => r.dir === 'in' && r.msg?.method === 'tasks/get'), { timeout: 10_000 }).toBe(true);
    const result = { role: 'assistant', content: { type: 'text', text: 'Hi from a task' }, model: 'human-1', stopReason: 'endTurn' };
    unwrap(harness.manager.answerClientRequest(conn, pending.id, { result }));
    const done = await waitForCall(harness.manager, conn, call.id);
    expect(textOf(done.result)).toContain('[COMPLETED]');
    expect(textOf(done.result)).toContain('Hi from a task');
    const record = unwrap(harness.manager.listClientRequests(conn)).find((r) => r.id === pending.id);
    expect(record).toMatchObject({ status: 'answered', task: { status: 'completed' } });
  });

  it('hosts an elicitation as a task; the person’s answer completes it', async () => {
    const call = startCall(harness.manager, conn, { tool: 'trigger-elicitation-request-async', arguments: {} });
    const pending = await nextPending('elicitation/create');
    expect(pending.task?.status).toBe('working');
    unwrap(harness.manager.answerClientRequest(conn, pending.id, { result: { action: 'accept', content: { name: 'Ada' } } }));
    const done = await waitForCall(harness.manager, conn, call.id);
    expect(textOf(done.result)).toContain('[COMPLETED]');
  });

  it('fails a hosted task when the person refuses, and the server says so', async () => {
    const call = startCall(harness.manager, conn, { tool: 'trigger-sampling-request-async', arguments: { prompt: 'refuse me' } });
    const pending = await nextPending('sampling/createMessage');
    unwrap(harness.manager.answerClientRequest(conn, pending.id, { error: { code: -1, message: 'Not today' } }));
    const done = await waitForCall(harness.manager, conn, call.id);
    expect(textOf(done.result)).toContain('[FAILED] Not today');
    expect(unwrap(harness.manager.listClientRequests(conn)).find((r) => r.id === pending.id)?.task?.status).toBe('failed');
  });

  it('with tasks off, declares none and the server hides its async tools', async () => {
    const own = await connect({ tasks: false });
    expect(unwrap(harness.manager.get(own)).lifecycle.clientCapabilities).not.toHaveProperty('tasks');
    const names = unwrap(await harness.manager.listTools(own)).tools.map((t) => t.name);
    for (const tool of ASYNC_TOOLS) expect(names).not.toContain(tool);
    expect(names).toContain(RESEARCH);
    await harness.manager.remove(own);
  });
});
