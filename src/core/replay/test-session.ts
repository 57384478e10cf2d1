/** A small recorded session for the replay unit tests: records built by hand, as a trace holds them. */
import { sequence, type Trace } from '../traces/trace';
import type { UnsequencedRecord, WireMessage } from '../wire';

export const out = (msg: WireMessage): UnsequencedRecord => ({ kind: 'message', dir: 'out', conn: 'c1', t: 0, msg: { jsonrpc: '2.0', ...msg } });
export const inn = (msg: WireMessage): UnsequencedRecord => ({ kind: 'message', dir: 'in', conn: 'c1', t: 0, msg: { jsonrpc: '2.0', ...msg } });

export function trace(records: UnsequencedRecord[]): Trace {
  return { source: 'mcpscope', header: { createdAt: '2026-11-23T00:00:00.000Z', conn: 'c1' }, records: sequence(records), warnings: [] };
}

/** A call, another call sent while the first runs, the first cancelled, a sampling request answered. */
export const SESSION = trace([
  { kind: 'lifecycle', conn: 'c1', t: 0, state: 'connecting' },
  out({ id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18' } }),
  inn({ id: 0, result: { protocolVersion: '2025-06-18' } }),
  out({ method: 'notifications/initialized' }),
  out({ id: 1, method: 'tools/call', params: { name: 'slow', arguments: {} } }),
  inn({ method: 'notifications/progress', params: { progressToken: 1, progress: 1 } }),
  out({ id: 2, method: 'tools/call', params: { name: 'ask', arguments: {} } }),
  inn({ id: 7, method: 'sampling/createMessage', params: { messages: [] } }),
  out({ id: 7, result: { model: 'person' } }),
  inn({ id: 2, result: { content: [] } }),
  out({ method: 'notifications/cancelled', params: { requestId: 1, reason: 'enough' } }),
  out({ id: 3, method: 'ping' }),
  inn({ id: 3, result: {} }),
  { kind: 'lifecycle', conn: 'c1', t: 0, state: 'connecting' },
  out({ id: 0, method: 'initialize', params: {} }),
]);

const ENVELOPE = {
  _meta: {
    'io.modelcontextprotocol/protocolVersion': '2026-07-28',
    'io.modelcontextprotocol/clientInfo': { name: 'claude-ai', version: '0.2.0' },
    'io.modelcontextprotocol/clientCapabilities': { sampling: {}, elicitation: { form: {} } },
  },
};
const DISCOVER = { supportedVersions: ['2026-07-28'], capabilities: { tools: {} }, resultType: 'complete' };
const DATES = { method: 'elicitation/create', params: { message: 'When are you going to Rome?' } };
const ITINERARY = { method: 'sampling/createMessage', params: { messages: [], maxTokens: 100 } };
const TRIP = { name: 'plan_trip', arguments: { destination: 'Rome' }, ...ENVELOPE };

/**
 * A 2026-07-28 session over HTTP: the era probe, the subscription stream with a change on it and
 * the re-listing it starts, and plan_trip's two MRTR rounds with their retries.
 */
export const MODERN_SESSION = trace([
  { kind: 'lifecycle', conn: 'c1', t: 0, state: 'connecting' },
  out({ id: 'server-discover-probe-1', method: 'server/discover', params: ENVELOPE }),
  inn({ id: 'server-discover-probe-1', result: DISCOVER }),
  { kind: 'lifecycle', conn: 'c1', t: 0, state: 'ready', era: { setting: 'auto', era: 'modern', reason: { kind: 'probe-answered' }, discover: DISCOVER } },
  out({ id: 'listen:0', method: 'subscriptions/listen', params: { ...ENVELOPE, notifications: { toolsListChanged: true } } }),
  out({ id: 0, method: 'tools/call', params: { ...TRIP, _meta: { ...ENVELOPE._meta, progressToken: 0 } } }),
  inn({ id: 0, result: { resultType: 'input_required', inputRequests: { dates: DATES } } }),
  out({ id: 1, method: 'tools/call', params: { ...TRIP, inputResponses: { dates: { action: 'accept', content: { dates: 'May 4-9' } } } } }),
  inn({ id: 1, result: { resultType: 'input_required', inputRequests: { itinerary: ITINERARY }, requestState: 'v1.opaque' } }),
  inn({ method: 'notifications/tools/list_changed', params: { _meta: { 'io.modelcontextprotocol/subscriptionId': 'listen:0' } } }),
  out({ id: 2, method: 'tools/list', params: ENVELOPE }),
  out({ id: 3, method: 'tools/call', params: { ...TRIP, inputResponses: { itinerary: { role: 'assistant', content: { type: 'text', text: 'Forum' } } }, requestState: 'v1.opaque' } }),
  inn({ id: 2, result: { tools: [] } }),
  inn({ id: 3, result: { content: [{ type: 'text', text: 'Trip to Rome on May 4-9: Forum' }] } }),
  out({ method: 'notifications/cancelled', params: { requestId: 'listen:0' } }),
]);
