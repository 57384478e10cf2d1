import { describe, expect, it } from 'vitest';
import { isEvictable, skeletonRecord, withoutBody } from './body-window';
import { toLogEntry } from './log-entry';
import { TimelineBuilder } from './timeline/timeline-builder';
import type { WireRecord } from './wire';

let seq = 0;
function message(dir: 'in' | 'out', msg: Record<string, unknown>): WireRecord {
  seq += 1;
  return { seq, t: 5000 + seq * 10, conn: 'c1', kind: 'message', dir, msg };
}

describe('isEvictable', () => {
  it('lets go of what a server sent, once it is a valid message', () => {
    expect(isEvictable(toLogEntry(message('in', { jsonrpc: '2.0', method: 'notifications/progress', params: { progress: 1, progressToken: 't' } })))).toBe(true);
    // Valid JSON but not JSON-RPC: the reason and the text are the row, so they stay.
    expect(isEvictable(toLogEntry(message('in', { method: 'notifications/progress' })))).toBe(false);
  });

  it('keeps what mcpscope sent and the answers screens read', () => {
    expect(isEvictable(toLogEntry(message('out', { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'echo' } })))).toBe(false);
    const handshake = { ...toLogEntry(message('in', { jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-11-25' } })), method: 'initialize' };
    expect(isEvictable(handshake)).toBe(false);
    const toolsAnswer = { ...handshake, method: 'tools/list' };
    expect(isEvictable(toolsAnswer)).toBe(true);
  });
});

describe('skeletonRecord', () => {
  it('lets the timeline place and pair messages whose bodies were dropped as it did the whole ones', () => {
    const records = [
      message('out', { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'echo' } }),
      message('in', { jsonrpc: '2.0', method: 'notifications/message', params: { level: 'info', data: 'working' } }),
      message('in', { jsonrpc: '2.0', id: 3, result: { content: [{ type: 'text', text: 'hi' }] } }),
      message('out', { jsonrpc: '2.0', id: 4, method: 'tools/list' }),
      message('in', { jsonrpc: '2.0', id: 4, error: { code: -32601, message: 'Method not found' } }),
    ];
    const whole = new TimelineBuilder();
    whole.add(records);
    const headersOnly = new TimelineBuilder();
    headersOnly.add(records.map((record) => toLogEntry(record)).map((entry) => skeletonRecord(isEvictable(entry) ? withoutBody(entry) : entry)));
    const shape = (builder: TimelineBuilder) => builder.items.map(({ kind, from, to, pairSeq, latencyMs }) => ({ kind, from, to, pairSeq, latencyMs }));
    expect(shape(headersOnly)).toEqual(shape(whole));
    expect(shape(whole).map((item) => item.kind)).toEqual(['request', 'notification', 'response', 'request', 'error']);
  });

  it('gives back the record itself while the body is held', () => {
    const record = message('in', { jsonrpc: '2.0', method: 'notifications/message', params: { data: 'x' } });
    expect(skeletonRecord(toLogEntry(record))).toBe(record);
  });
});
