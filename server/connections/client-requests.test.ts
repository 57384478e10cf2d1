/**
 * Integration: sampling, elicitation and roots (issue 3, sections 3, 4, 5 and 13) against
 * @modelcontextprotocol/server-everything over stdio, through the ConnectionManager. The server
 * registers trigger-sampling-request, trigger-elicitation-request, trigger-url-elicitation and
 * get-roots-list only when our initialize declares the matching capability.
 */
import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ClientFeatures, ClientRequestRecord, ConnectionTarget } from '../../src/core/bridge-api';
import { callById, createHarness, messages, startCall, waitForCall, waitForState, type Harness } from './test-support';

const EVERYTHING = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js');
const TARGET: ConnectionTarget = { transport: 'stdio', command: process.execPath, args: [EVERYTHING] };
const CONDITIONAL_TOOLS = ['trigger-sampling-request', 'trigger-elicitation-request', 'trigger-url-elicitation', 'get-roots-list'];

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

async function connect(harness: Harness, clientFeatures?: Partial<ClientFeatures>): Promise<string> {
  const { id } = unwrap(harness.manager.connect({ target: TARGET, ...(clientFeatures ? { clientFeatures: clientFeatures as ClientFeatures } : {}) }));
  await waitForState(harness.manager, id, 'ready');
  return id;
}

async function toolNames(harness: Harness, conn: string): Promise<string[]> {
  return unwrap(await harness.manager.listTools(conn)).tools.map((t) => t.name);
}

/** Waits for the next pending request on the connection that was not seen before. */
async function nextPending(harness: Harness, conn: string, method: ClientRequestRecord['method']): Promise<ClientRequestRecord> {
  await expect.poll(() => unwrap(harness.manager.listClientRequests(conn)).some((r) => r.status === 'pending' && r.method === method), { timeout: 10_000 }).toBe(true);
  return unwrap(harness.manager.listClientRequests(conn)).find((r) => r.status === 'pending' && r.method === method)!;
}

const textOf = (result: Record<string, unknown> | undefined) => ((result?.content ?? []) as { text?: string }[]).map((c) => c.text ?? '').join('\n');

describe('server-to-client requests against server-everything over stdio', () => {
  let harness: Harness;
  let conn: string;

  beforeAll(() => {
    harness = createHarness();
  });
  afterAll(() => harness.dispose());
  beforeEach(async () => {
    conn ??= await connect(harness);
  });

  it('declares sampling, both elicitation modes, roots and tasks by default, and the server offers their tools', async () => {
    const summary = unwrap(harness.manager.get(conn));
    expect(summary.clientFeatures).toEqual({ sampling: true, elicitationForm: true, elicitationUrl: true, roots: true, tasks: true });
    const initialize = messages(harness.manager, conn).find((r) => r.dir === 'out' && r.msg?.method === 'initialize');
    const tasks = { list: {}, cancel: {}, requests: { sampling: { createMessage: {} }, elicitation: { create: {} } } };
    const declared = { sampling: {}, elicitation: { form: {}, url: {} }, roots: { listChanged: true }, tasks };
    expect((initialize?.msg?.params as { capabilities: unknown }).capabilities).toEqual(declared);
    expect(summary.lifecycle.clientCapabilities).toEqual(declared);
    expect(await toolNames(harness, conn)).toEqual(expect.arrayContaining(CONDITIONAL_TOOLS));
  });

  it('holds a sampling request for the person and sends their reply back to the server', async () => {
    const since = harness.events.length;
    const call = startCall(harness.manager, conn, { tool: 'trigger-sampling-request', arguments: { prompt: 'Say hi', maxTokens: 42 } });
    const pending = await nextPending(harness, conn, 'sampling/createMessage');
    expect(pending).toMatchObject({ conn, status: 'pending', params: { maxTokens: 42, systemPrompt: 'You are a helpful test server.' } });
    expect(harness.events.slice(since)).toContainEqual({ type: 'client-request', request: expect.objectContaining({ id: pending.id, status: 'pending' }) as unknown });
    // The server's tool call waits meanwhile.
    expect(callById(harness.manager, conn, call.id).status).toBe('running');

    const result = { role: 'assistant', content: { type: 'text', text: 'Hello from the person at mcpscope' }, model: 'human-1', stopReason: 'endTurn' };
    expect(unwrap(harness.manager.answerClientRequest(conn, pending.id, { result }))).toMatchObject({ status: 'answered', result });
    const done = await waitForCall(harness.manager, conn, call.id);
    expect(done.status).toBe('ok');
    expect(textOf(done.result)).toContain('Hello from the person at mcpscope');
    // The response on the wire carries the JSON-RPC id the server used.
    const response = messages(harness.manager, conn).find((r) => r.dir === 'out' && r.msg?.id === pending.requestId && 'result' in (r.msg ?? {}));
    expect(response?.msg?.result).toEqual(result);
  });

  it('refuses a malformed sampling result and keeps the request pending', async () => {
    const call = startCall(harness.manager, conn, { tool: 'trigger-sampling-request', arguments: { prompt: 'x' } });
    const pending = await nextPending(harness, conn, 'sampling/createMessage');
    const bad = harness.manager.answerClientRequest(conn, pending.id, { result: { role: 'robot' } });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(unwrap(harness.manager.listClientRequests(conn)).find((r) => r.id === pending.id)?.status).toBe('pending');
    // Rejecting it sends a JSON-RPC error; the server's tool reports it.
    const rejected = unwrap(harness.manager.answerClientRequest(conn, pending.id, { error: { code: -1, message: 'The person declined to sample' } }));
    expect(rejected).toMatchObject({ status: 'rejected', error: { code: -1, message: 'The person declined to sample' } });
    const done = await waitForCall(harness.manager, conn, call.id);
    expect(done.status).toBe('tool-error');
    expect(textOf(done.result)).toContain('The person declined to sample');
    const wireError = messages(harness.manager, conn).find((r) => r.dir === 'out' && r.msg?.id === pending.requestId && 'error' in (r.msg ?? {}));
    expect(wireError?.msg?.error).toEqual({ code: -1, message: 'The person declined to sample' });
    // Answering again is refused: it is no longer pending.
    expect(harness.manager.answerClientRequest(conn, pending.id, { error: { code: -1, message: 'again' } })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });

  it('holds a form elicitation and passes accept with content, then decline', async () => {
    const accepted = startCall(harness.manager, conn, { tool: 'trigger-elicitation-request', arguments: {} });
    const first = await nextPending(harness, conn, 'elicitation/create');
    expect(first.params).toMatchObject({ message: expect.any(String) as string, requestedSchema: { type: 'object', required: ['name'] } });
    const content = { name: 'Ada Lovelace', check: true, email: 'ada@example.com', integer: 7 };
    expect(unwrap(harness.manager.answerClientRequest(conn, first.id, { result: { action: 'accept', content } }))).toMatchObject({ status: 'answered' });
    const acceptedDone = await waitForCall(harness.manager, conn, accepted.id);
    expect(acceptedDone.status).toBe('ok');
    expect(textOf(acceptedDone.result)).toContain('- Name: Ada Lovelace');
    expect(textOf(acceptedDone.result)).toContain('- Favorite Integer: 7');

    const declined = startCall(harness.manager, conn, { tool: 'trigger-elicitation-request', arguments: {} });
    const second = await nextPending(harness, conn, 'elicitation/create');
    unwrap(harness.manager.answerClientRequest(conn, second.id, { result: { action: 'decline' } }));
    expect(textOf((await waitForCall(harness.manager, conn, declined.id)).result)).toContain('User declined');
  });

  it('holds a URL-mode elicitation with its url', async () => {
    const call = startCall(harness.manager, conn, { tool: 'trigger-url-elicitation', arguments: { url: 'https://example.com/consent' } });
    const pending = await nextPending(harness, conn, 'elicitation/create');
    expect(pending.params).toMatchObject({ mode: 'url', url: 'https://example.com/consent' });
    unwrap(harness.manager.answerClientRequest(conn, pending.id, { result: { action: 'accept' } }));
    expect(textOf((await waitForCall(harness.manager, conn, call.id)).result)).toContain('User completed the URL elicitation flow');
  });

  it('answers roots/list from the roots we set, and announces each change', async () => {
    // server-everything asks for roots after initialized; the default is an empty list.
    await expect.poll(() => messages(harness.manager, conn).some((r) => r.dir === 'in' && r.msg?.method === 'roots/list')).toBe(true);
    expect(unwrap(harness.manager.getRoots(conn))).toEqual({ roots: [] });

    const roots = [{ uri: 'file:///tmp/project-a', name: 'Project A' }, { uri: 'file:///tmp/project-b' }];
    expect(unwrap(await harness.manager.setRoots(conn, { roots }))).toEqual({ roots });
    expect(messages(harness.manager, conn).filter((r) => r.dir === 'out' && r.msg?.method === 'notifications/roots/list_changed')).toHaveLength(1);
    // The server re-reads roots on list_changed; its tool shows what it now knows.
    await expect
      .poll(async () => textOf((await waitForCall(harness.manager, conn, startCall(harness.manager, conn, { tool: 'get-roots-list', arguments: {} }).id)).result))
      .toContain('file:///tmp/project-b');
    const text = textOf(callById(harness.manager, conn, unwrap(harness.manager.listCalls(conn)).at(-1)!.id).result);
    expect(text).toContain('Current MCP Roots (2 total)');
    expect(text).toContain('Project A');

    expect(await harness.manager.setRoots(conn, { roots: [{ uri: 'not a uri' }] })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
    expect(unwrap(harness.manager.getRoots(conn))).toEqual({ roots });
  });

  it('keeps the features and the roots across a reconnect', async () => {
    const own = await connect(harness, { sampling: false, elicitationForm: true, elicitationUrl: false, roots: true, tasks: false });
    const roots = [{ uri: 'file:///srv/kept' }];
    unwrap(await harness.manager.setRoots(own, { roots }));
    unwrap(await harness.manager.reconnect(own));
    await waitForState(harness.manager, own, 'ready');
    const summary = unwrap(harness.manager.get(own));
    expect(summary.clientFeatures).toEqual({ sampling: false, elicitationForm: true, elicitationUrl: false, roots: true, tasks: false });
    expect(summary.lifecycle.clientCapabilities).toEqual({ elicitation: { form: {} }, roots: { listChanged: true } });
    // The new session's roots/list (sent by the server after initialized) gets the roots set before.
    const rootsAnswers = () => {
      const all = messages(harness.manager, own);
      const lastInitialize = all.findLast((r) => r.dir === 'out' && r.msg?.method === 'initialize')!;
      return all.filter((r) => r.seq > lastInitialize.seq && r.dir === 'out' && (r.msg?.result as { roots?: unknown } | undefined)?.roots !== undefined);
    };
    await expect.poll(() => rootsAnswers().length).toBeGreaterThan(0);
    expect(rootsAnswers()[0]?.msg?.result).toEqual({ roots });
    await harness.manager.remove(own);
  });

  it('declares nothing that is turned off, and the server hides the matching tools', async () => {
    const own = await connect(harness, { sampling: false, elicitationForm: false, elicitationUrl: false, roots: false, tasks: false });
    const initialize = messages(harness.manager, own).find((r) => r.dir === 'out' && r.msg?.method === 'initialize');
    expect((initialize?.msg?.params as { capabilities: unknown }).capabilities).toEqual({});
    expect(unwrap(harness.manager.get(own)).lifecycle.clientCapabilities).toEqual({});
    const names = await toolNames(harness, own);
    for (const tool of CONDITIONAL_TOOLS) expect(names).not.toContain(tool);
    expect(names).toContain('echo');
    await harness.manager.remove(own);
  });

  it('withdraws a pending request when the connection is disconnected', async () => {
    const own = await connect(harness, { elicitationForm: false, elicitationUrl: false, roots: false, tasks: false });
    const initialize = messages(harness.manager, own).find((r) => r.dir === 'out' && r.msg?.method === 'initialize');
    expect((initialize?.msg?.params as { capabilities: unknown }).capabilities).toEqual({ sampling: {} });
    startCall(harness.manager, own, { tool: 'trigger-sampling-request', arguments: { prompt: 'never answered' } });
    const pending = await nextPending(harness, own, 'sampling/createMessage');
    unwrap(await harness.manager.disconnect(own));
    const after = unwrap(harness.manager.listClientRequests(own)).find((r) => r.id === pending.id);
    expect(after).toMatchObject({ status: 'withdrawn', withdrawnReason: expect.stringContaining('closed by the user') as string });
    expect(harness.events).toContainEqual({ type: 'client-request', request: expect.objectContaining({ id: pending.id, status: 'withdrawn' }) as unknown });
    expect(harness.manager.answerClientRequest(own, pending.id, { result: {} })).toMatchObject({ ok: false, error: { code: 'bad_request' } });
  });
});
