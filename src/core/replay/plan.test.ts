import { describe, expect, it } from 'vitest';
import type { Trace } from '../traces/trace';
import { sequence } from '../traces/trace';
import type { UnsequencedRecord, WireMessage } from '../wire';
import { answeredBefore, planReplay } from './plan';
import { recordedClient } from './recorded-client';

const out = (msg: WireMessage): UnsequencedRecord => ({ kind: 'message', dir: 'out', conn: 'c1', t: 0, msg: { jsonrpc: '2.0', ...msg } });
const inn = (msg: WireMessage): UnsequencedRecord => ({ kind: 'message', dir: 'in', conn: 'c1', t: 0, msg: { jsonrpc: '2.0', ...msg } });

function trace(records: UnsequencedRecord[]): Trace {
  return { source: 'mcpscope', header: { createdAt: '2026-11-23T00:00:00.000Z', conn: 'c1' }, records: sequence(records), warnings: [] };
}

/** A call, another call sent while the first runs, the first cancelled, a sampling request answered. */
const SESSION = trace([
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

describe('planReplay', () => {
  const plan = planReplay(SESSION);

  it('keeps initialize apart, drops notifications/initialized, and replays only the first session', () => {
    expect(plan.initialize).toMatchObject({ method: 'initialize', recorded: { result: { protocolVersion: '2025-06-18' } } });
    expect(plan.messages.map((message) => message.method)).toEqual(['tools/call', 'tools/call', 'notifications/cancelled', 'ping']);
    expect(plan.warnings).toEqual(['the trace holds more than one session; only the first is replayed']);
  });

  it('pairs each request with its recorded answer, none for the cancelled one, and links the cancel to it', () => {
    expect(plan.messages[0]).toMatchObject({ kind: 'request', recordedId: 1, recorded: null });
    expect(plan.messages[1]).toMatchObject({ kind: 'request', recorded: { result: { content: [] } } });
    expect(plan.messages[2]).toMatchObject({ kind: 'notification', cancels: 0, params: { reason: 'enough' } });
  });

  it('waits before a message for the answers the trace shows before it, and only those', () => {
    expect(answeredBefore(plan, 1)).toEqual([]);
    expect(answeredBefore(plan, 2)).toEqual([1]);
    expect(answeredBefore(plan, 3)).toEqual([1]);
  });

  it("keeps the server's requests with the client's answers, and counts its notifications", () => {
    expect(plan.serverRequests).toEqual([{ seq: 8, method: 'sampling/createMessage', params: { messages: [] }, answer: { result: { model: 'person' } } }]);
    expect(plan.serverNotifications).toEqual({ 'notifications/progress': 1 });
  });
});

describe('recordedClient', () => {
  it('connects as the recorded client, with its capabilities', () => {
    const plan = planReplay(trace([out({ id: 0, method: 'initialize', params: { clientInfo: { name: 'claude-ai', version: '0.1.0' }, capabilities: { roots: {}, elicitation: {} } } })]));
    expect(recordedClient(plan)).toEqual({
      clientInfo: { name: 'claude-ai', version: '0.1.0' },
      clientFeatures: { sampling: false, elicitationForm: true, elicitationUrl: false, roots: true, tasks: false },
    });
  });

  it('keeps mcpscope defaults when the trace has no initialize', () => {
    expect(recordedClient(planReplay(trace([out({ id: 1, method: 'ping' })])))).toEqual({});
  });
});
