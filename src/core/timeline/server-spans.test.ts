import { describe, expect, it } from 'vitest';
import type { ReceivedSpan } from '../otel/received-span';
import type { WireRecord } from '../wire';
import { MAX_SPAN_DEPTH } from './span-nesting';
import { TimelineBuilder } from './timeline-builder';

const TRACE = 'a1'.repeat(16);
const CALL_SPAN = 'c0'.repeat(8);
const NS = 1_760_000_000_000n * 1_000_000n;

function span(spanId: string, name: string, parentSpanId: string | undefined, ms: number, extra: Partial<ReceivedSpan> = {}): ReceivedSpan {
  return { traceId: TRACE, spanId, ...(parentSpanId ? { parentSpanId } : {}), name, startTimeUnixNano: String(NS), endTimeUnixNano: String(NS + BigInt(ms * 1_000_000)), ...extra };
}

/** A traced tools/call and the server's spans as its SimpleSpanProcessor sends them: each child before its parent. */
function tracedCall(spans: ReceivedSpan[]): WireRecord[] {
  let seq = 0;
  const at = (t: number) => ({ seq: ++seq, t: 1_760_000_000_000 + t, conn: 'c1' });
  return [
    { ...at(0), kind: 'message', dir: 'out', msg: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'lookup', arguments: {}, _meta: { traceparent: `00-${TRACE}-${CALL_SPAN}-01` } } } },
    ...spans.map((s, i): WireRecord => ({ ...at(10 + i), kind: 'span', span: s, service: 'otel-fixture' })),
    { ...at(50), kind: 'message', dir: 'in', msg: { jsonrpc: '2.0', id: 1, result: { content: [] } } },
  ] as WireRecord[];
}

function placesOf(builder: TimelineBuilder): { name?: string; depth?: number; parentSeq?: number }[] {
  return builder.items.filter((item) => item.kind === 'server-span').map((item) => ({ name: item.method, depth: item.place?.depth, parentSeq: item.place?.parentSeq }));
}

describe("the server's own spans on the timeline (issue 23)", () => {
  it('nests the server span under the call whose traceparent it names, and a child that came first under it once it arrives', () => {
    const builder = new TimelineBuilder();
    builder.add(tracedCall([span('d1'.repeat(8), 'db.query', 'e1'.repeat(8), 5), span('e1'.repeat(8), 'tools/call lookup', CALL_SPAN, 7, { status: { code: 2, message: 'boom' } })]));
    expect(placesOf(builder)).toEqual([
      { name: 'db.query', depth: 2, parentSeq: 3 },
      { name: 'tools/call lookup', depth: 1, parentSeq: 1 },
    ]);
    const [query, server] = builder.items.filter((item) => item.kind === 'server-span');
    expect([query!.label, query!.problem, query!.from, query!.to]).toEqual(['db.query · 5.0 ms (otel-fixture)', false, 1, 1]);
    expect([server!.label, server!.problem]).toEqual(['tools/call lookup · 7.0 ms · error: boom (otel-fixture)', true]);
    expect(builder.serverSpans).toBe(2);
  });

  it('leaves on its own a span whose parent is no request or span in the trace, like one of another trace', () => {
    const builder = new TimelineBuilder();
    builder.add(tracedCall([span('f1'.repeat(8), 'startup', undefined, 1), span('f2'.repeat(8), 'cache.warm', '99'.repeat(8), 1), { ...span('f3'.repeat(8), 'other trace', undefined, 1), traceId: 'b2'.repeat(16), parentSpanId: CALL_SPAN }]));
    expect(placesOf(builder)).toEqual([
      { name: 'startup', depth: 0, parentSeq: undefined },
      { name: 'cache.warm', depth: 0, parentSeq: undefined },
      { name: 'other trace', depth: 0, parentSeq: undefined },
    ]);
  });

  it('survives spans that name each other, or themselves, as parent', () => {
    const builder = new TimelineBuilder();
    builder.add(tracedCall([span('a2'.repeat(8), 'a', 'b2'.repeat(8), 1), span('b2'.repeat(8), 'b', 'a2'.repeat(8), 1), span('c2'.repeat(8), 'self', 'c2'.repeat(8), 1)]));
    expect(placesOf(builder).map((place) => place.name)).toEqual(['a', 'b', 'self']);
    expect(placesOf(builder)[2]).toEqual({ name: 'self', depth: 0, parentSeq: undefined });
  });

  it('lays out a hostile chain of 100k spans sent deepest first, drawing the levels past the cap at it', () => {
    const count = 100_000;
    const id = (i: number) => i.toString(16).padStart(16, '0');
    // Span i is the parent of span i + 1; span 1's parent is the call. The deepest is sent first.
    const times = { startTimeUnixNano: String(NS), endTimeUnixNano: String(NS + 1_000_000n) };
    const chain = Array.from({ length: count }, (_, k) => count - k).map((i): ReceivedSpan => ({ traceId: TRACE, spanId: id(i), parentSpanId: i === 1 ? CALL_SPAN : id(i - 1), name: `level ${i}`, ...times }));
    const builder = new TimelineBuilder();
    builder.add(tracedCall(chain));
    const places = placesOf(builder);
    expect(places.at(-1)).toEqual({ name: 'level 1', depth: 1, parentSeq: 1 });
    expect(places.at(-2)).toMatchObject({ name: 'level 2', depth: 2 });
    expect(places[0]).toMatchObject({ name: `level ${count}`, depth: MAX_SPAN_DEPTH });
  });
});
