import { InMemoryTransport } from '@modelcontextprotocol/server';
import type { JSONRPCMessage } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import type { WireMessage } from '../../src/core/wire';
import { TraceContextStamper } from './trace-context';
import { WireTap } from './wire-tap';

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/;

function metaOf(message: JSONRPCMessage): Record<string, unknown> {
  return ((message as { params?: { _meta?: Record<string, unknown> } }).params?._meta ?? {});
}

describe('TraceContextStamper', () => {
  it('gives each request a W3C traceparent in _meta: one trace id per session, a new span id per request', () => {
    const stamper = new TraceContextStamper();
    const first = stamper.stamp({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'a', _meta: { progressToken: 1 } } });
    const second = stamper.stamp({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    const [one, two] = [TRACEPARENT.exec(String(metaOf(first).traceparent)), TRACEPARENT.exec(String(metaOf(second).traceparent))];
    expect(one?.[1]).toBe(two?.[1]);
    expect(one?.[2]).not.toBe(two?.[2]);
    expect(metaOf(first).progressToken).toBe(1);
    expect(new TraceContextStamper().stamp(first)).toBe(first);
  });

  it('leaves notifications, responses and a traceparent the person typed as they are', () => {
    const stamper = new TraceContextStamper();
    const notification: JSONRPCMessage = { jsonrpc: '2.0', method: 'notifications/initialized' };
    const response: JSONRPCMessage = { jsonrpc: '2.0', id: 1, result: {} };
    const typed: JSONRPCMessage = { jsonrpc: '2.0', id: 3, method: 'ping', params: { _meta: { traceparent: 'mine' } } };
    for (const message of [notification, response, typed]) expect(stamper.stamp(message)).toBe(message);
  });

  it('through the wire tap, the log records the request exactly as the server gets it', async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const received: JSONRPCMessage[] = [];
    serverSide.onmessage = (message) => received.push(message);
    await serverSide.start();
    const seen: WireMessage[] = [];
    const stamper = new TraceContextStamper();
    const tap = new WireTap(clientSide, { onMessage: (_dir, msg) => seen.push(msg), onKeptAsText: () => undefined, beforeSend: (message) => stamper.stamp(message) });
    await tap.start();
    await tap.send({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo' } });
    expect(received).toEqual(seen);
    expect(String(metaOf(received[0]!).traceparent)).toMatch(TRACEPARENT);
  });
});
