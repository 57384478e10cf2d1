/**
 * MockSession over the SDK's in-memory transport pair: the timing rules that the end-to-end
 * tests (mock.test.ts) cannot pin down, with a fake clock.
 */
import { InMemoryTransport, type JSONRPCMessage } from '@modelcontextprotocol/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MockResponder, recordedSession } from '../../src/core/mock';
import type { Trace } from '../../src/core/traces';
import type { Direction, WireMessage, WireRecord } from '../../src/core/wire';
import { MockSession } from './mock-session';

const rpc = (msg: Record<string, unknown>): WireMessage => ({ jsonrpc: '2.0', ...msg });

function responderFor(lines: Array<[t: number, dir: Direction, msg: WireMessage]>): MockResponder {
  const records: WireRecord[] = lines.map(([t, dir, msg], i) => ({ seq: i + 1, t, conn: 'c1', kind: 'message', dir, msg }));
  const trace: Trace = { source: 'mcpscope', header: { createdAt: new Date(0).toISOString(), conn: 'c1' }, records, warnings: [] };
  const session = recordedSession(trace);
  if (!session.ok) throw new Error(session.error.message);
  return new MockResponder(session.value, { supportedProtocolVersions: ['2025-06-18'] });
}

async function connect(responder: MockResponder): Promise<{ client: InMemoryTransport; received: JSONRPCMessage[]; logs: string[] }> {
  const [client, server] = InMemoryTransport.createLinkedPair();
  const received: JSONRPCMessage[] = [];
  const logs: string[] = [];
  client.onmessage = (message) => received.push(message);
  await new MockSession({ transport: server, responder, log: (line) => logs.push(line) }).start();
  await client.start();
  return { client, received, logs };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('MockSession', () => {
  it("holds a recorded answer that followed a sampling request until the client answers the re-sent one", async () => {
    const { client, received } = await connect(
      responderFor([
        [0, 'out', rpc({ id: 1, method: 'tools/call', params: { name: 'ask' } })],
        [10, 'in', rpc({ id: 0, method: 'sampling/createMessage', params: { messages: [], maxTokens: 10 } })],
        [20, 'out', rpc({ id: 0, result: { role: 'assistant', content: { type: 'text', text: 'hi' }, model: 'm' } })],
        [30, 'in', rpc({ id: 1, result: { content: [{ type: 'text', text: 'the model said hi' }] } })],
      ]),
    );
    await client.send({ jsonrpc: '2.0', id: 'a', method: 'tools/call', params: { name: 'ask' } });
    await vi.advanceTimersByTimeAsync(10);
    expect(received).toEqual([{ jsonrpc: '2.0', id: 'mcpscope-mock-1', method: 'sampling/createMessage', params: { messages: [], maxTokens: 10 } }]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(received).toHaveLength(1);
    await client.send({ jsonrpc: '2.0', id: 'mcpscope-mock-1', result: { role: 'assistant', content: { type: 'text', text: 'other' }, model: 'x' } });
    // As long after the client's answer as the recorded server took after the recorded one.
    await vi.advanceTimersByTimeAsync(9);
    expect(received).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(received[1]).toEqual({ jsonrpc: '2.0', id: 'a', result: { content: [{ type: 'text', text: 'the model said hi' }] } });
  });

  it('stops sending for a request the client cancels, and sends unprompted messages after notifications/initialized', async () => {
    const { client, received, logs } = await connect(
      responderFor([
        [0, 'out', rpc({ id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18' } })],
        [1, 'in', rpc({ id: 0, result: { protocolVersion: '2025-06-18', capabilities: {}, serverInfo: { name: 's', version: '1' } } })],
        [2, 'out', rpc({ method: 'notifications/initialized' })],
        [502, 'in', rpc({ method: 'notifications/message', params: { level: 'info', data: 'tick' } })],
        [600, 'out', rpc({ id: 1, method: 'tools/call', params: { name: 'slow', _meta: { progressToken: 1 } } })],
        [700, 'in', rpc({ method: 'notifications/progress', params: { progressToken: 1, progress: 1 } })],
        [800, 'in', rpc({ method: 'notifications/progress', params: { progressToken: 1, progress: 2 } })],
        [850, 'out', rpc({ method: 'notifications/cancelled', params: { requestId: 1 } })],
      ]),
    );
    await client.send({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18' } });
    await client.send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    await vi.advanceTimersByTimeAsync(499);
    expect(received.map((message) => ('method' in message ? message.method : 'response'))).toEqual(['response']);
    await vi.advanceTimersByTimeAsync(1);
    expect(received.at(-1)).toMatchObject({ method: 'notifications/message' });

    await client.send({ jsonrpc: '2.0', id: 9, method: 'tools/call', params: { name: 'slow', _meta: { progressToken: 'p' } } });
    await vi.advanceTimersByTimeAsync(100);
    expect(received.at(-1)).toEqual({ jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 'p', progress: 1 } });
    await client.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 9 } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(received).toHaveLength(3);
    expect(logs.join('\n')).toContain('never answered');
  });

  it("sends a listen's recorded acknowledgement and notifications on the new listen, tagged with its id, until the client cancels it", async () => {
    const tag = (id: string | number) => ({ 'io.modelcontextprotocol/subscriptionId': id });
    const { client, received, logs } = await connect(
      responderFor([
        [0, 'out', rpc({ id: 'listen:0', method: 'subscriptions/listen', params: { notifications: { toolsListChanged: true } } })],
        [5, 'in', rpc({ method: 'notifications/subscriptions/acknowledged', params: { _meta: tag('listen:0'), notifications: { toolsListChanged: true } } })],
        [100, 'out', rpc({ id: 1, method: 'tools/call', params: { name: 'slow' } })],
        [200, 'in', rpc({ method: 'notifications/tools/list_changed', params: { _meta: tag('listen:0') } })],
        [300, 'in', rpc({ id: 1, result: { content: [] } })],
        [900, 'in', rpc({ method: 'notifications/tools/list_changed', params: { _meta: tag('listen:0') } })],
      ]),
    );
    await client.send({ jsonrpc: '2.0', id: 7, method: 'subscriptions/listen', params: { notifications: { toolsListChanged: true } } });
    await vi.advanceTimersByTimeAsync(200);
    expect(received).toEqual([
      { jsonrpc: '2.0', method: 'notifications/subscriptions/acknowledged', params: { _meta: tag(7), notifications: { toolsListChanged: true } } },
      { jsonrpc: '2.0', method: 'notifications/tools/list_changed', params: { _meta: tag(7) } },
    ]);
    expect(logs.join('\n')).toContain('the subscription stays open');
    await client.send({ jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 7 } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(received).toHaveLength(2);
  });
});
