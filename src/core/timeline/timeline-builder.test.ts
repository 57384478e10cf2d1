import { describe, expect, it } from 'vitest';
import type { WireRecord } from '../wire';
import { TimelineBuilder } from './timeline-builder';
import { DEFAULT_AXIS } from './time-axis';

/** A session against server-everything as the bridge records it: a long-running call with progress, cancelled. */
function everythingSession(): WireRecord[] {
  let seq = 0;
  const at = (t: number) => ({ seq: ++seq, t: 1_760_000_000_000 + t, conn: 'c1' });
  return [
    { ...at(0), kind: 'lifecycle', state: 'connecting' },
    { ...at(5), kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'mcpscope', version: '0.1.0' } } } },
    { ...at(40), kind: 'stderr', line: 'Starting default (STDIO) server...' },
    { ...at(60), kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 0, result: { protocolVersion: '2025-11-25', capabilities: { tools: {} }, serverInfo: { name: 'mcp-servers/everything', version: '2.0.0' } } } },
    { ...at(61), kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', method: 'notifications/initialized' } },
    { ...at(62), kind: 'lifecycle', state: 'ready' },
    { ...at(9_000), kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'trigger-long-running-operation', arguments: { duration: 10, steps: 5 }, _meta: { progressToken: 7 } } } },
    { ...at(11_000), kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', method: 'notifications/progress', params: { progress: 1, total: 5, progressToken: 7 } } },
    { ...at(13_000), kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', method: 'notifications/progress', params: { progress: 2, total: 5, progressToken: 7, message: 'step 2' } } },
    { ...at(13_500), kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 1, reason: 'The user cancelled the call' } } },
    { ...at(13_600), kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 2, method: 'tools/list' } },
    { ...at(13_610), kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } } },
  ] as WireRecord[];
}

describe('TimelineBuilder', () => {
  it('gives the client and the server a lane each, and draws each record once', () => {
    const builder = new TimelineBuilder();
    builder.add(everythingSession());
    expect(builder.lanes).toEqual([{ index: 0 }, { index: 1, conn: 'c1' }]);
    expect(builder.items.map((item) => item.kind)).toEqual([
      'lifecycle', 'request', 'stderr', 'response', 'notification', 'lifecycle', 'request', 'progress', 'progress', 'cancel', 'request', 'error',
    ]);
    const initialize = builder.items[1]!;
    expect([initialize.from, initialize.to]).toEqual([0, 1]);
    const result = builder.items[3]!;
    expect([result.from, result.to, result.label, result.latencyMs, result.pairSeq]).toEqual([1, 0, 'result initialize', 55, initialize.seq]);
    expect(initialize.pairSeq).toBe(result.seq);
    expect(builder.items[2]).toMatchObject({ from: 1, to: 1, label: 'Starting default (STDIO) server...' });
  });

  it('labels progress and the cancel, and ties both to the call they are about', () => {
    const builder = new TimelineBuilder();
    builder.add(everythingSession());
    const call = builder.items.find((item) => item.method === 'tools/call')!;
    expect(call.label).toBe('tools/call trigger-long-running-operation');
    const progress = builder.items.filter((item) => item.kind === 'progress');
    expect(progress.map((item) => item.label)).toEqual(['progress 1/5', 'progress 2/5 · step 2']);
    expect(progress.every((item) => item.aboutSeq === call.seq)).toBe(true);
    const cancel = builder.items.find((item) => item.kind === 'cancel')!;
    expect(cancel).toMatchObject({ label: 'cancelled #1: The user cancelled the call', aboutSeq: call.seq, from: 0, to: 1 });
    expect(progress.every((item) => item.late === undefined)).toBe(true);

    // server-everything keeps reporting progress after a cancel: those say so.
    builder.add([{ seq: 50, t: 1_760_000_015_000, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', method: 'notifications/progress', params: { progress: 3, total: 5, progressToken: 7 } } }]);
    expect(builder.items.at(-1)).toMatchObject({ kind: 'progress', aboutSeq: call.seq, late: 'cancelled' });
  });

  it('ends the cancelled call’s span at the cancel, and marks an error response as a problem', () => {
    const builder = new TimelineBuilder();
    builder.add(everythingSession());
    const call = builder.items.find((item) => item.method === 'tools/call')!;
    const cancel = builder.items.find((item) => item.kind === 'cancel')!;
    const spans = builder.visible(0, builder.height).spans;
    expect(spans.find((span) => span.requestSeq === call.seq)).toMatchObject({ outcome: 'cancelled', y1: call.y, y2: cancel.y, lane: 1 });
    const error = builder.items.at(-1)!;
    expect(error).toMatchObject({ kind: 'error', problem: true, label: 'error -32601 Method not found: Method not found', latencyMs: 10 });
  });

  it('pairs a server-to-client request per direction, with its span on the client lane', () => {
    const builder = new TimelineBuilder();
    builder.add([
      { seq: 1, t: 0, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'sampleLLM' } } },
      { seq: 2, t: 10, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 1, method: 'sampling/createMessage', params: {} } },
      { seq: 3, t: 500, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 1, result: { role: 'assistant' } } },
      { seq: 4, t: 520, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 1, result: { content: [], isError: true } } },
    ]);
    const [call, sampling, samplingResult, callResult] = builder.items;
    expect(samplingResult).toMatchObject({ from: 0, to: 1, pairSeq: sampling!.seq, latencyMs: 490, method: 'sampling/createMessage' });
    expect(callResult).toMatchObject({ pairSeq: call!.seq, latencyMs: 520, label: 'tool error tools/call', problem: true });
    const spans = builder.visible(0, builder.height).spans;
    expect(spans.find((span) => span.requestSeq === 2)).toMatchObject({ lane: 0, outcome: 'ok' });
    expect(spans.find((span) => span.requestSeq === 1)).toMatchObject({ lane: 1, outcome: 'error' });
  });

  it('puts concurrent spans side by side and reuses a freed slot', () => {
    const builder = new TimelineBuilder();
    const request = (seq: number, id: number) => ({ seq, t: seq, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id, method: 'ping' } }) as const;
    const response = (seq: number, id: number) => ({ seq, t: seq, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id, result: {} } }) as const;
    builder.add([request(1, 1), request(2, 2), response(3, 1), request(4, 3)]);
    const slots = new Map(builder.visible(0, builder.height).spans.map((span) => [span.requestSeq, span.slot]));
    expect(Object.fromEntries(slots)).toEqual({ 1: 0, 2: 1, 4: 0 });
  });

  it('abandons open requests when the connection closes, and calls a response to one late', () => {
    const builder = new TimelineBuilder();
    builder.add([
      { seq: 1, t: 0, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 4, method: 'tools/call', params: { name: 'slow' } } },
      { seq: 2, t: 5, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', method: 'notifications/cancelled', params: { requestId: 4 } } },
      { seq: 3, t: 9, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 4, result: { content: [] } } },
      { seq: 4, t: 10, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 5, method: 'ping' } },
      { seq: 5, t: 20, conn: 'c1', kind: 'lifecycle', state: 'failed', detail: 'exited with code 1' },
      { seq: 6, t: 21, conn: 'c1', kind: 'message', dir: 'in', raw: 'debug: hello', problem: 'not JSON' },
    ]);
    expect(builder.items[2]).toMatchObject({ late: 'cancelled', pairSeq: 1 });
    const spans = builder.visible(0, builder.height).spans;
    expect(spans.find((span) => span.requestSeq === 4)).toMatchObject({ outcome: 'abandoned', endSeq: 5 });
    expect(builder.items[4]).toMatchObject({ kind: 'lifecycle', problem: true, label: 'failed: exited with code 1' });
    expect(builder.items[5]).toMatchObject({ kind: 'pollution', problem: true, from: 1, to: 0, label: 'not JSON: debug: hello' });
  });

  it('gives each connection its own lane, or only one connection when asked', () => {
    const records: WireRecord[] = [
      { seq: 1, t: 0, conn: 'a', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 1, method: 'ping' } },
      { seq: 2, t: 1, conn: 'b', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 1, method: 'ping' } },
      { seq: 3, t: 2, conn: 'b', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 1, result: {} } },
    ];
    const all = new TimelineBuilder();
    all.add(records);
    expect(all.lanes.map((lane) => lane.conn)).toEqual([undefined, 'a', 'b']);
    expect(all.items[2]).toMatchObject({ from: 2, to: 0, pairSeq: 2 });
    const onlyB = new TimelineBuilder('b');
    onlyB.add(records);
    expect(onlyB.items.map((item) => item.seq)).toEqual([2, 3]);
  });

  it('collapses idle time, so an hour of silence costs one marker', () => {
    const builder = new TimelineBuilder();
    builder.add(everythingSession());
    // The 9 s before the call is collapsed; the 2 s steps between progress notifications too.
    expect(builder.gaps.map((gap) => gap.ms)).toEqual([8_938, 2_000, 2_000]);
    const before = builder.height;
    builder.add([{ seq: 100, t: 1_760_000_000_000 + 3_600_000, conn: 'c1', kind: 'stderr', line: 'still here' }]);
    expect(builder.height - before).toBe(DEFAULT_AXIS.gapHeight + DEFAULT_AXIS.rowHeight);
  });

  it('answers a scrolled window from a long trace without returning the rest', () => {
    const builder = new TimelineBuilder();
    const records: WireRecord[] = [];
    records.push({ seq: 1, t: 0, conn: 'c1', kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 'long', method: 'tools/call', params: { name: 'x', _meta: { progressToken: 'p' } } } });
    for (let i = 0; i < 50_000; i++) {
      records.push({ seq: i + 2, t: i * 10, conn: 'c1', kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', method: 'notifications/progress', params: { progressToken: 'p', progress: i } } });
    }
    builder.add(records);
    const middle = builder.items[25_000]!.y;
    const window = builder.visible(middle, middle + 600);
    expect(window.items.length).toBeGreaterThan(0);
    expect(window.items.length).toBeLessThan(40);
    expect(window.items[0]!.y).toBeLessThanOrEqual(middle);
    // The call is still open, so its span crosses every window.
    expect(window.spans.map((span) => span.requestSeq)).toEqual([1]);
  });
});
