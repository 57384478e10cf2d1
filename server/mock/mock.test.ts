/**
 * Integration (issue 5, item 6 and its acceptance): a session the bridge recorded against a real
 * server, served back by `mcpscope mock <trace>` as the server of a second bridge connection,
 * reproduces the recorded session: the handshake, the tool list, every call's result, progress,
 * a cancellation and a sampling request. Real servers, real trace files, the real CLI; nothing of
 * the SDK is faked.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallRecord, CallRequest, ConnectionSummary, ConnectionTarget } from '../../src/core/bridge-api';
import type { Result } from '../../src/core/result';
import { callAndWait, connectAndWait, createHarness, messages, startCall, waitForCall, waitForState, type Harness } from '../connections/test-support';
import { demoServerTarget } from '../demo/target';
import { mockTarget, withHttpMock } from './test-support';

const EVERYTHING = createRequire(import.meta.url).resolve('@modelcontextprotocol/server-everything/dist/index.js');
const WIDE_CSP_APP = fileURLToPath(new URL('../connections/fixtures/wide-csp-app.mjs', import.meta.url));

function valueOf<T>(result: Result<T, { message: string }>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/**
 * What a second session cannot reproduce: ids (the bridge's, and the JSON-RPC ids its client picks,
 * which depend on how many list requests went out first), call options and times.
 */
function comparable(call: CallRecord): unknown {
  return JSON.parse(JSON.stringify(call, (key, value: unknown) => (['id', 'requestId', 'conn', 'options', 'startedAt', 'endedAt', 'at'].includes(key) ? undefined : value)));
}

interface Session {
  summary: ConnectionSummary;
  tools: unknown[];
  calls: CallRecord[];
}

/** A long call cancelled after its first progress: the recorded server never answers it. */
const CANCELLED_CALL: CallRequest = { tool: 'slow_operation', arguments: { steps: 50, stepMs: 200 } };

/** Connects, makes the calls one after another, and returns what the bridge saw; the connection stays open. */
async function runSession(harness: Harness, target: ConnectionTarget, calls: CallRequest[]): Promise<Session> {
  const { manager } = harness;
  const connected = await connectAndWait(manager, target);
  for (const call of calls) {
    if (call !== CANCELLED_CALL) {
      await callAndWait(manager, connected.id, call);
      continue;
    }
    const started = startCall(manager, connected.id, call);
    await waitForCall(manager, connected.id, started.id, (c) => (c.progress?.count ?? 0) >= 1);
    valueOf(manager.cancelCall(connected.id, started.id, 'enough'));
    await waitForCall(manager, connected.id, started.id);
  }
  return {
    summary: valueOf(manager.get(connected.id)),
    tools: valueOf(await manager.listAll(connected.id, 'tools')).items,
    calls: valueOf(manager.listCalls(connected.id)),
  };
}

async function recordSession(harness: Harness, target: ConnectionTarget, calls: CallRequest[]): Promise<{ live: Session; tracePath: string }> {
  const live = await runSession(harness, target, calls);
  await harness.manager.disconnect(live.summary.id);
  await waitForState(harness.manager, live.summary.id, 'closed');
  return { live, tracePath: live.summary.tracePath! };
}

function expectSameSession(mocked: Session, live: Session): void {
  const { lifecycle } = mocked.summary;
  expect(lifecycle.serverInfo).toEqual(live.summary.lifecycle.serverInfo);
  expect(lifecycle.serverCapabilities).toEqual(live.summary.lifecycle.serverCapabilities);
  expect(lifecycle.instructions).toEqual(live.summary.lifecycle.instructions);
  expect(lifecycle.negotiatedProtocolVersion).toBe(live.summary.lifecycle.negotiatedProtocolVersion);
  expect(mocked.tools).toEqual(live.tools);
  expect(mocked.calls.map(comparable)).toEqual(live.calls.map(comparable));
}

/** node:http, since fetch does not let a caller set Host. */
function postStatus(url: string, headers: Record<string, string>): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', reject);
    req.end('{}');
  });
}

let harness: Harness;
beforeEach(() => {
  harness = createHarness();
});
afterEach(() => harness.dispose());

describe('mcpscope mock <trace>', () => {
  const DEMO_CALLS: CallRequest[] = [
    { tool: 'echo', arguments: { message: 'hello' } },
    { tool: 'failing_tool', arguments: {} },
    { tool: 'rpc_error', arguments: {} },
    { tool: 'slow_operation', arguments: { steps: 3, stepMs: 100 } },
    { tool: 'echo', arguments: { message: 'hello' } },
  ];

  it('reproduces a recorded demo session over stdio: handshake, tools, results, errors, progress and a cancellation', async () => {
    const calls = [...DEMO_CALLS, CANCELLED_CALL];
    const { live, tracePath } = await recordSession(harness, demoServerTarget(), calls);
    expect(live.calls.map((call) => call.status)).toEqual(['ok', 'tool-error', 'rpc-error', 'ok', 'ok', 'cancelled']);

    const mocked = await runSession(harness, mockTarget(tracePath), calls);
    expectSameSession(mocked, live);
    expect(mocked.calls[3]?.progress).toMatchObject({ progress: 3, total: 3, count: 3 });
    // Progress keeps its recorded pace: three steps of ~100 ms, not all at once.
    const slow = mocked.calls[3]!;
    expect(slow.endedAt! - slow.startedAt).toBeGreaterThanOrEqual(250);
    // stdout carried JSON-RPC and nothing else.
    expect(messages(harness.manager, mocked.summary.id).filter((record) => record.problem !== undefined)).toEqual([]);
  });

  it("serves a recorded MCP App's ui:// resource, its HTML and _meta as recorded, beside the app's own records", async () => {
    const { manager } = harness;
    const recorded = await connectAndWait(manager, { transport: 'stdio', command: process.execPath, args: [WIDE_CSP_APP] });
    const read = async (id: string) => {
      const outcome = valueOf(await manager.rpc(id, { method: 'resources/read', params: { uri: 'ui://wide-csp/view.html' } }));
      if (outcome.status !== 'ok') throw new Error(`resources/read: ${outcome.status}`);
      return outcome.result;
    };
    const live = await read(recorded.id);
    // The trace of an app session holds the app's conversation too; the mock serves the MCP side.
    valueOf(manager.recordAppRecords(recorded.id, [{ kind: 'app', dir: 'from-app', view: 'v1', uri: 'ui://wide-csp/view.html', msg: { jsonrpc: '2.0', id: 1, method: 'ui/initialize', params: {} } }]));
    await manager.disconnect(recorded.id);
    await waitForState(manager, recorded.id, 'closed');

    const mocked = await connectAndWait(manager, mockTarget(valueOf(manager.get(recorded.id)).tracePath!));
    const served = await read(mocked.id);
    expect(served).toEqual(live);
    expect(served.contents).toEqual([expect.objectContaining({ mimeType: 'text/html;profile=mcp-app', text: expect.stringContaining('<!doctype html>') as unknown, _meta: { ui: { csp: { connectDomains: ['*'], resourceDomains: ["'unsafe-eval'"] } } } })]);
  });

  it('answers a request the trace does not hold with an error that names the closest recorded request', async () => {
    const { tracePath } = await recordSession(harness, demoServerTarget(), DEMO_CALLS.slice(0, 1));
    const mocked = await connectAndWait(harness.manager, mockTarget(tracePath));

    const call = await callAndWait(harness.manager, mocked.id, { tool: 'echo', arguments: { message: 'not recorded' } });
    expect(call.status).toBe('rpc-error');
    expect(call.rpcError?.code).toBe(-32602);
    expect(call.rpcError?.message).toMatch(/Closest is trace message #\d+ tools\/call \{"name":"echo","arguments":\{"message":"hello"\}\}/);
    expect(call.rpcError?.message).toContain('arguments.message (recorded "hello", sent "not recorded")');

    const unknown = valueOf(await harness.manager.rpc(mocked.id, { method: 'completion/complete', params: { ref: { type: 'ref/prompt', name: 'x' }, argument: { name: 'a', value: '' } } }));
    expect(unknown).toMatchObject({ status: 'rpc-error', error: { code: -32601 } });
  });

  it("reproduces server-everything's long-running operation with its progress notifications", async () => {
    const calls: CallRequest[] = [{ tool: 'trigger-long-running-operation', arguments: { duration: 1, steps: 4 } }];
    const { live, tracePath } = await recordSession(harness, { transport: 'stdio', command: process.execPath, args: [EVERYTHING] }, calls);
    expect(live.calls[0]?.progress).toMatchObject({ progress: 4, total: 4, count: 4 });

    const mocked = await runSession(harness, mockTarget(tracePath), calls);
    expectSameSession(mocked, live);
  });

  it("re-sends server-everything's sampling request and answers the call once the client has answered it", async () => {
    const everything: ConnectionTarget = { transport: 'stdio', command: process.execPath, args: [EVERYTHING] };
    const sampleAndAnswer = async (target: ConnectionTarget, text: string): Promise<{ call: CallRecord; tracePath: string }> => {
      const { manager } = harness;
      const connected = await connectAndWait(manager, target);
      const started = startCall(manager, connected.id, { tool: 'trigger-sampling-request', arguments: { prompt: 'Say hi' } });
      await expect.poll(() => valueOf(manager.listClientRequests(connected.id)).some((request) => request.status === 'pending'), { timeout: 30_000 }).toBe(true);
      const pending = valueOf(manager.listClientRequests(connected.id)).find((request) => request.status === 'pending')!;
      expect(pending.method).toBe('sampling/createMessage');
      valueOf(manager.answerClientRequest(connected.id, pending.id, { result: { role: 'assistant', content: { type: 'text', text }, model: 'person', stopReason: 'endTurn' } }));
      const call = await waitForCall(manager, connected.id, started.id);
      await manager.disconnect(connected.id);
      await waitForState(manager, connected.id, 'closed');
      return { call, tracePath: valueOf(manager.get(connected.id)).tracePath! };
    };
    const live = await sampleAndAnswer(everything, 'Hi from the recording');
    expect(JSON.stringify(live.call.result)).toContain('Hi from the recording');

    // The mock's answer is the recorded one, whatever the client answers this time.
    const mocked = await sampleAndAnswer(mockTarget(live.tracePath), 'Something else');
    expect(comparable(mocked.call)).toEqual(comparable(live.call));
  });

  it('serves the trace over Streamable HTTP on loopback with --http', async () => {
    const { live, tracePath } = await recordSession(harness, demoServerTarget(), DEMO_CALLS);
    await withHttpMock(tracePath, async (url) => {
      const mocked = await runSession(harness, { transport: 'http', url }, DEMO_CALLS);
      expectSameSession(mocked, live);
      expect(mocked.calls[3]?.progress).toMatchObject({ progress: 3, total: 3, count: 3 });

      // DNS rebinding: a page on evil.example resolved to 127.0.0.1 still sends its own Host.
      expect(await postStatus(url, { host: 'evil.example', 'content-type': 'application/json' })).toBe(403);
      expect(await postStatus(url, { origin: 'https://evil.example', 'content-type': 'application/json' })).toBe(403);
    });
  });

  it('over --http, holds a notification the server sent unprompted right after initialized until the GET stream is open', async () => {
    // Sent 0 ms after notifications/initialized: before any client can have opened its GET stream,
    // where the SDK would drop it.
    const { tracePath } = await recordSession(harness, demoServerTarget(), []);
    const recorded = readFileSync(tracePath, 'utf8').trimEnd().split('\n');
    const initialized = recorded.find((line) => line.includes('"notifications/initialized"'))!;
    const { t, conn } = JSON.parse(initialized) as { t: number; conn: string };
    const tick = { t, conn, kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'at once' } } };
    const edited = join(mkdtempSync(join(tmpdir(), 'mcpscope-mock-')), 'unprompted.jsonl');
    writeFileSync(edited, [...recorded.slice(0, recorded.indexOf(initialized) + 1), JSON.stringify(tick), ...recorded.slice(recorded.indexOf(initialized) + 1)].join('\n') + '\n');

    await withHttpMock(edited, async (url) => {
      const mocked = await runSession(harness, { transport: 'http', url }, []);
      await expect.poll(() => serverNotifications(harness, mocked.summary.id), { timeout: 10_000 }).toContain('notifications/message');
    });
  });
});

/** The methods of the notifications the server sent, in order. */
function serverNotifications(harness: Harness, conn: string): string[] {
  return messages(harness.manager, conn).flatMap(({ dir, msg }) => (dir === 'in' && typeof msg?.method === 'string' && msg.id === undefined ? [msg.method] : []));
}
