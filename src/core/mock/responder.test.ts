import { describe, expect, it } from 'vitest';
import type { Trace } from '../traces';
import type { Direction, WireMessage, WireRecord } from '../wire';
import { INVALID_PARAMS, METHOD_NOT_FOUND } from './closest-request';
import { recordedSession, type RecordedSession } from './recorded-session';
import { MockResponder } from './responder';
import { plan, rpc } from './test-traces';

const T0 = 1_700_000_000_000;
const INIT_RESULT = { protocolVersion: '2025-06-18', capabilities: { tools: { listChanged: true } }, serverInfo: { name: 'demo', version: '1.0.0' } };

function traceOf(...lines: Array<[t: number, dir: Direction, msg: WireMessage]>): Trace {
  const records: WireRecord[] = lines.map(([t, dir, msg], i) => ({ seq: i + 1, t: T0 + t, conn: 'c1', kind: 'message', dir, msg }));
  return { source: 'mcpscope', header: { createdAt: new Date(T0).toISOString(), conn: 'c1' }, records, warnings: [] };
}

const handshake: Array<[number, Direction, WireMessage]> = [
  [0, 'out', rpc({ id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'mcpscope', version: '1' } } })],
  [5, 'in', rpc({ id: 0, result: INIT_RESULT })],
  [6, 'out', rpc({ method: 'notifications/initialized' })],
];

function session(...lines: Array<[number, Direction, WireMessage]>): RecordedSession {
  const built = recordedSession(traceOf(...handshake, ...lines));
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

function responder(...lines: Array<[number, Direction, WireMessage]>): MockResponder {
  return new MockResponder(session(...lines), { supportedProtocolVersions: ['2025-11-25', '2025-06-18', '2025-03-26'] });
}

const echo = (id: number, message: string, meta?: Record<string, unknown>) => rpc({ id, method: 'tools/call', params: { name: 'echo', arguments: { message }, ...(meta ? { _meta: meta } : {}) } });
const textResult = (id: number, text: string) => rpc({ id, result: { content: [{ type: 'text', text }] } });

describe('MockResponder', () => {
  it('answers initialize with the recorded result whoever the client is, and negotiates the version', () => {
    const mock = responder();
    const same = plan(mock.respond('initialize', { protocolVersion: '2025-06-18', clientInfo: { name: 'other', version: '9' }, capabilities: { roots: {} } }));
    expect(same.response).toEqual({ delayMs: 5, outcome: { result: INIT_RESULT } });
    expect(same.notice).toBeUndefined();
    const older = plan(mock.respond('initialize', { protocolVersion: '2025-03-26' }));
    expect(older.response?.outcome).toEqual({ result: { ...INIT_RESULT, protocolVersion: '2025-03-26' } });
    expect(older.notice).toContain('2025-03-26');
    const unknown = plan(mock.respond('initialize', { protocolVersion: '1999-01-01' }));
    expect(unknown.response?.outcome).toEqual({ result: INIT_RESULT });
  });

  it('matches method and params ignoring _meta and ids, and answers identical requests in recorded order, then reuses the last', () => {
    const mock = responder(
      [10, 'out', rpc({ id: 1, method: 'tools/list' })],
      [12, 'in', rpc({ id: 1, result: { tools: [] } })],
      [20, 'out', echo(2, 'hi', { progressToken: 2 })],
      [30, 'in', textResult(2, 'first')],
      [40, 'out', echo(3, 'hi')],
      [45, 'in', textResult(3, 'second')],
    );
    expect(plan(mock.respond('tools/list', {})).response).toEqual({ delayMs: 2, outcome: { result: { tools: [] } } });
    const answers = [1, 2, 3].map(() => plan(mock.respond('tools/call', { name: 'echo', arguments: { message: 'hi' }, _meta: { trace: 'x' } })));
    expect(answers.map((answer) => answer.recordedSeq)).toEqual([6, 8, 8]);
    expect(answers.map((answer) => answer.response?.outcome)).toEqual([textResult(2, 'first'), textResult(3, 'second'), textResult(3, 'second')].map(({ result }) => ({ result })));
    expect(answers[0]!.response!.delayMs).toBe(10);
  });

  it('re-sends progress with the new token, timed from the request, and none when the new request asked for none', () => {
    const progress = (token: number, n: number) => rpc({ method: 'notifications/progress', params: { progressToken: token, progress: n, total: 2 } });
    const mock = responder(
      [100, 'out', rpc({ id: 7, method: 'tools/call', params: { name: 'slow', _meta: { progressToken: 7 } } })],
      [150, 'in', progress(7, 1)],
      [200, 'in', progress(7, 2)],
      [210, 'in', rpc({ method: 'notifications/message', params: { level: 'info', data: 'done' } })],
      [220, 'in', textResult(7, 'ok')],
    );
    const withToken = plan(mock.respond('tools/call', { name: 'slow', _meta: { progressToken: 'abc' } }));
    expect(withToken.followUps).toEqual([
      { delayMs: 50, kind: 'notification', message: { ...progress(7, 1), params: { progressToken: 'abc', progress: 1, total: 2 } } },
      { delayMs: 100, kind: 'notification', message: { ...progress(7, 2), params: { progressToken: 'abc', progress: 2, total: 2 } } },
      { delayMs: 110, kind: 'notification', message: rpc({ method: 'notifications/message', params: { level: 'info', data: 'done' } }) },
    ]);
    expect(withToken.response?.delayMs).toBe(120);
    const without = plan(mock.respond('tools/call', { name: 'slow' }));
    expect(without.followUps.map((followUp) => followUp.message.method)).toEqual(['notifications/message']);
  });

  it('attributes server requests to the open request, and uncaused messages to the time since notifications/initialized', () => {
    const built = session(
      [50, 'in', rpc({ id: 0, method: 'roots/list' })],
      [52, 'out', rpc({ id: 0, result: { roots: [] } })],
      [60, 'out', rpc({ id: 1, method: 'tools/call', params: { name: 'sample' } })],
      [70, 'in', rpc({ id: 1, method: 'sampling/createMessage', params: { messages: [] } })],
      [80, 'out', rpc({ id: 1, result: { role: 'assistant', content: { type: 'text', text: 'x' }, model: 'm' } })],
      [90, 'in', textResult(1, 'sampled')],
      [1006, 'in', rpc({ method: 'notifications/message', params: { level: 'debug', data: 'tick' } })],
    );
    expect(built.unprompted).toEqual([
      { delayMs: 44, kind: 'request', message: rpc({ id: 0, method: 'roots/list' }) },
      { delayMs: 1000, kind: 'notification', message: rpc({ method: 'notifications/message', params: { level: 'debug', data: 'tick' } }) },
    ]);
    const call = built.exchanges.find((exchange) => exchange.method === 'tools/call')!;
    expect(call.followUps).toEqual([{ delayMs: 10, kind: 'request', message: rpc({ id: 1, method: 'sampling/createMessage', params: { messages: [] } }) }]);
    expect(call.response).toMatchObject({ delayMs: 30, afterAnswersMs: 10 });
  });

  it('keeps a cancelled request unanswered and does not blame it for later messages', () => {
    const built = session(
      [10, 'out', rpc({ id: 1, method: 'tools/call', params: { name: 'slow' } })],
      [20, 'out', rpc({ method: 'notifications/cancelled', params: { requestId: 1 } })],
      [30, 'in', rpc({ method: 'notifications/tools/list_changed' })],
    );
    expect(built.exchanges[1]).toMatchObject({ method: 'tools/call', followUps: [] });
    expect(built.exchanges[1]!.response).toBeUndefined();
    expect(built.unprompted.map((followUp) => followUp.message.method)).toEqual(['notifications/tools/list_changed']);
  });

  it('replays a recorded error response', () => {
    const mock = responder([10, 'out', rpc({ id: 1, method: 'resources/read', params: { uri: 'x://gone' } })], [11, 'in', rpc({ id: 1, error: { code: -32002, message: 'Resource not found' } })]);
    expect(plan(mock.respond('resources/read', { uri: 'x://gone' })).response?.outcome).toEqual({ error: { code: -32002, message: 'Resource not found', data: undefined } });
  });

  it('names the closest recorded request and what differs when nothing matches', () => {
    const mock = responder(
      [10, 'out', rpc({ id: 1, method: 'tools/call', params: { name: 'add', arguments: { a: 1, b: 2 } } })],
      [11, 'in', textResult(1, '3')],
      [20, 'out', echo(2, 'hello')],
      [21, 'in', textResult(2, 'hello')],
    );
    const miss = mock.respond('tools/call', { name: 'echo', arguments: { message: 'bye' } });
    expect(miss.ok).toBe(false);
    if (miss.ok) return;
    expect(miss.error.code).toBe(INVALID_PARAMS);
    expect(miss.error.message).toContain('Closest is trace message #6 tools/call {"name":"echo","arguments":{"message":"hello"}}');
    expect(miss.error.message).toContain('arguments.message (recorded "hello", sent "bye")');
    expect(miss.error.data).toMatchObject({ closest: { seq: 6 }, differences: [{ path: 'arguments.message', recorded: 'hello', sent: 'bye' }] });

    const extra = mock.respond('tools/call', { name: 'add', arguments: { a: 1 } });
    expect(!extra.ok && extra.error.message).toContain('arguments.b (recorded 2, not sent)');
  });

  it('answers an unrecorded method with -32601 listing what was recorded, but always answers ping', () => {
    const mock = responder([10, 'out', rpc({ id: 1, method: 'tools/list' })], [12, 'in', rpc({ id: 1, result: { tools: [] } })]);
    const miss = mock.respond('prompts/list', {});
    expect(!miss.ok && miss.error).toMatchObject({ code: METHOD_NOT_FOUND, message: expect.stringContaining('it recorded initialize, tools/list') as unknown });
    expect(plan(mock.respond('ping', undefined)).response?.outcome).toEqual({ result: {} });
  });

  it('stands in for a missing handshake with capabilities inferred from the recorded requests', () => {
    const built = recordedSession(traceOf([10, 'out', rpc({ id: 1, method: 'tools/list' })], [12, 'in', rpc({ id: 1, result: { tools: [] } })]));
    if (!built.ok) throw new Error(built.error.message);
    const mock = new MockResponder(built.value, { supportedProtocolVersions: ['2025-06-18'] });
    const init = plan(mock.respond('initialize', { protocolVersion: '2025-06-18' }));
    expect(init.response?.outcome).toEqual({ result: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, serverInfo: { name: 'mcpscope-mock', version: '0.0.0' } } });
    expect(init.notice).toContain('no initialize');
  });

  it('refuses a trace with no client requests', () => {
    const built = recordedSession(traceOf([0, 'in', rpc({ method: 'notifications/message', params: {} })]));
    expect(!built.ok && built.error.code).toBe('mock_no_requests');
  });
});
