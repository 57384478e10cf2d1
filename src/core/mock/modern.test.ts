/**
 * The mock of a 2026-07-28 recording (issue 18, item 8), from trace files as the bridge writes
 * them: the era and the DiscoverResult read back from the lifecycle record, notifications on a
 * subscription attributed to its listen request and re-tagged for the new one, and MRTR rounds
 * served by requestState whatever the person answers.
 */
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_ID_KEY } from '../change-delivery';
import { openTrace } from '../traces';
import { INVALID_PARAMS, METHOD_NOT_FOUND } from './closest-request';
import { recordedSession, type RecordedSession } from './recorded-session';
import { MockResponder } from './responder';
import { plan, rpc } from './test-traces';

const META = { 'io.modelcontextprotocol/protocolVersion': '2026-07-28', 'io.modelcontextprotocol/clientInfo': { name: 'mcpscope', version: '1' } };
const SERVER_INFO = { name: 'fixture', version: '2.0.0' };
const DISCOVER = { _meta: { 'io.modelcontextprotocol/serverInfo': SERVER_INFO }, supportedVersions: ['2026-07-28'], capabilities: { tools: { listChanged: true } }, resultType: 'complete' };
const READY = { kind: 'lifecycle', state: 'ready', era: { setting: 'auto', era: 'modern', reason: { kind: 'probe-answered' }, discover: DISCOVER } };

type Line = [t: number, record: Record<string, unknown>];
const out = (msg: Record<string, unknown>): Record<string, unknown> => ({ kind: 'message', dir: 'out', msg: rpc(msg) });
const inn = (msg: Record<string, unknown>): Record<string, unknown> => ({ kind: 'message', dir: 'in', msg: rpc(msg) });
const tagged = (subscription: string | number) => ({ _meta: { [SUBSCRIPTION_ID_KEY]: subscription } });

/** A trace file as the bridge writes it, read back the way `mcpscope mock` reads it. */
function sessionOf(...lines: Line[]): RecordedSession {
  const header = { format: 'mcpscope-trace', version: 1, createdAt: new Date(0).toISOString(), mcpscopeVersion: '0.0.0', conn: 'c1', target: { transport: 'stdio', command: 'server', args: [] } };
  const text = [header, ...lines.map(([t, record]) => ({ t, conn: 'c1', ...record }))].map((line) => JSON.stringify(line)).join('\n');
  const trace = openTrace(text, 'modern.jsonl');
  if (!trace.ok) throw new Error(trace.error.message);
  const built = recordedSession(trace.value);
  if (!built.ok) throw new Error(built.error.message);
  return built.value;
}

const responderOf = (...lines: Line[]) => new MockResponder(sessionOf(...lines), { supportedProtocolVersions: ['2025-11-25', '2025-06-18'] });

const LISTEN_FILTER = { notifications: { toolsListChanged: true } };
const listen: Line[] = [
  [10, out({ id: 'listen:0', method: 'subscriptions/listen', params: { ...LISTEN_FILTER, _meta: META } })],
  [15, inn({ method: 'notifications/subscriptions/acknowledged', params: { ...tagged('listen:0'), notifications: { toolsListChanged: true } } })],
];

const trip = (id: number, extra: Record<string, unknown> = {}) => out({ id, method: 'tools/call', params: { name: 'plan_trip', arguments: { destination: 'Rome' }, ...extra, _meta: { ...META, progressToken: id } } });
const dates = (text: string) => ({ dates: { action: 'accept', content: { dates: text } } });
const ROUND_1 = { resultType: 'input_required', inputRequests: { dates: { method: 'elicitation/create', params: { message: 'When?' } } } };
const ROUND_2 = { resultType: 'input_required', inputRequests: { itinerary: { method: 'sampling/createMessage', params: { messages: [] } } }, requestState: 'v1.state-of-round-2' };
const DONE = { content: [{ type: 'text', text: 'Trip to Rome on May 4-9' }], resultType: 'complete' };
const twoRounds: Line[] = [
  [100, trip(1)],
  [110, inn({ id: 1, result: ROUND_1 })],
  [200, trip(2, { inputResponses: dates('May 4-9') })],
  [210, inn({ id: 2, result: ROUND_2 })],
  [300, trip(3, { inputResponses: { itinerary: { role: 'assistant', content: { type: 'text', text: 'x' }, model: 'm' } }, requestState: 'v1.state-of-round-2' })],
  [310, inn({ id: 3, result: DONE })],
];

describe('the mock of a 2026-07-28 trace', () => {
  it('knows the era and answers server/discover with the DiscoverResult of the era decision, with no initialize before', () => {
    const mock = responderOf([1, READY], ...listen);
    expect(mock.era).toBe('modern');
    const discover = plan(mock.respond('server/discover', { _meta: META }));
    expect(discover.response?.outcome).toEqual({ result: DISCOVER });
    expect(discover.notice).toBeUndefined();
  });

  it('stands in for a missing DiscoverResult, announcing the list changes the recorded listen asked for', () => {
    const mock = responderOf(...listen, [20, out({ id: 0, method: 'tools/list', params: { _meta: META } })], [21, inn({ id: 0, result: { tools: [] } })]);
    expect(mock.era).toBe('modern');
    const discover = plan(mock.respond('server/discover', { _meta: META }));
    expect(discover.response?.outcome).toMatchObject({ result: { supportedVersions: ['2026-07-28'], capabilities: { tools: { listChanged: true } }, resultType: 'complete' } });
    expect(discover.notice).toContain('no server/discover answer');
  });

  it('answers a 2025 client with an initialize made of the recorded server/discover, or replays the refusal the server recorded', () => {
    const fromDiscover = plan(responderOf([1, READY], ...listen).respond('initialize', { protocolVersion: '2025-06-18' }));
    expect(fromDiscover.response?.outcome).toEqual({ result: { protocolVersion: '2025-06-18', capabilities: DISCOVER.capabilities, serverInfo: SERVER_INFO } });
    expect(fromDiscover.notice).toContain('server/discover');

    const refusal = { code: -32022, message: 'Unsupported protocol version', data: { supported: ['2026-07-28'], requested: '2025-06-18' } };
    const refused = responderOf([1, READY], [5, out({ id: 9, method: 'initialize', params: { protocolVersion: '2025-06-18' } })], [6, inn({ id: 9, error: refusal })], ...listen);
    expect(plan(refused.respond('initialize', { protocolVersion: '2025-11-25' })).response?.outcome).toEqual({ error: refusal });
  });

  it('leaves server/discover unanswered (-32601) for a 2025 trace, as today', () => {
    const legacy = responderOf([0, out({ id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18' } })], [1, inn({ id: 0, result: { protocolVersion: '2025-06-18', capabilities: {}, serverInfo: SERVER_INFO } })]);
    expect(legacy.era).toBe('legacy');
    const discover = legacy.respond('server/discover', {});
    expect(!discover.ok && discover.error.code).toBe(METHOD_NOT_FOUND);
  });

  it("gives a subscription's notifications to its listen request even while a call is open, tagged with the new listen's id", () => {
    const session = sessionOf(
      [1, READY],
      ...listen,
      [100, out({ id: 7, method: 'tools/call', params: { name: 'slow', _meta: META } })],
      [150, inn({ method: 'notifications/tools/list_changed', params: tagged('listen:0') })],
      [160, inn({ method: 'notifications/message', params: { level: 'info', data: 'from the call' } })],
      [200, inn({ id: 7, result: { content: [] } })],
    );
    const byMethod = (method: string) => session.exchanges.find((exchange) => exchange.method === method)!;
    expect(byMethod('subscriptions/listen').followUps.map((followUp) => [followUp.delayMs, followUp.message.method])).toEqual([
      [5, 'notifications/subscriptions/acknowledged'],
      [140, 'notifications/tools/list_changed'],
    ]);
    // Untagged, so not on the subscription: the open call sent it.
    expect(byMethod('tools/call').followUps.map((followUp) => followUp.message.method)).toEqual(['notifications/message']);

    const mock = new MockResponder(session, { supportedProtocolVersions: [] });
    const stream = plan(mock.respond('subscriptions/listen', { ...LISTEN_FILTER, _meta: META }, 42));
    expect(stream.response).toBeUndefined();
    expect(stream.followUps.map((followUp) => (followUp.message.params as { _meta: Record<string, unknown> })._meta[SUBSCRIPTION_ID_KEY])).toEqual([42, 42]);
    // Another filter still gets the recorded stream, and a notice says so.
    expect(plan(mock.respond('subscriptions/listen', { notifications: { promptsListChanged: true } }, 'b')).notice).toContain('no recorded subscriptions/listen asked for this filter');
  });

  it('serves MRTR rounds by requestState, answering other answers with the recorded next round and a notice', () => {
    const mock = responderOf([1, READY], ...twoRounds);
    const first = plan(mock.respond('tools/call', { name: 'plan_trip', arguments: { destination: 'Rome' }, _meta: { ...META, progressToken: 'a' } }));
    expect(first.response?.outcome).toEqual({ result: ROUND_1 });

    const second = plan(mock.respond('tools/call', { name: 'plan_trip', arguments: { destination: 'Rome' }, inputResponses: dates('June 1-3') }));
    expect(second.response?.outcome).toEqual({ result: ROUND_2 });
    expect(second.notice).toMatch(/answers differ from the recorded retry \(trace message #\d+\) at dates\.content\.dates \(recorded "May 4-9", sent "June 1-3"\)/);

    const itinerary = { itinerary: { role: 'assistant', content: { type: 'text', text: 'x' }, model: 'm' } };
    const last = plan(mock.respond('tools/call', { name: 'plan_trip', arguments: { destination: 'Rome' }, inputResponses: itinerary, requestState: 'v1.state-of-round-2' }));
    expect(last.response?.outcome).toEqual({ result: DONE });
    expect(last.notice).toBeUndefined();
  });

  it('refuses a retry whose requestState the mock never handed out, even one the trace holds', () => {
    const mock = responderOf([1, READY], ...twoRounds);
    const retry = { name: 'plan_trip', arguments: { destination: 'Rome' }, inputResponses: {}, requestState: 'v1.state-of-round-2' };
    const early = mock.respond('tools/call', retry);
    expect(!early.ok && early.error).toMatchObject({ code: INVALID_PARAMS, message: expect.stringContaining('not one the mock handed out (it has handed out none yet)') as unknown });

    plan(mock.respond('tools/call', { name: 'plan_trip', arguments: { destination: 'Rome' } }));
    plan(mock.respond('tools/call', { name: 'plan_trip', arguments: { destination: 'Rome' }, inputResponses: dates('May 4-9') }));
    const forged = mock.respond('tools/call', { ...retry, requestState: 'v1.forged' });
    expect(!forged.ok && forged.error).toMatchObject({ code: INVALID_PARAMS, data: { requestState: 'v1.forged', handedOut: ['v1.state-of-round-2'] } });
    expect(!forged.ok && forged.error.message).toContain('it handed out "v1.state-of-round-2"');
    expect(mock.respond('tools/call', retry).ok).toBe(true);
  });
});
