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
