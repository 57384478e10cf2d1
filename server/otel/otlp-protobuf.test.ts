import { ROOT_CONTEXT, SpanKind, trace } from '@opentelemetry/api';
import { JsonTraceSerializer, ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { SimpleSpanProcessor, TracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { describe, expect, it } from 'vitest';
import { spansOfExportRequest } from '../../src/core/otel/export-request';
import { decodeProtobufExportRequest } from './otlp-protobuf';

/** Spans made by the real OpenTelemetry SDK: a parent, and a child with every attribute type, an event, a link and an error. */
function sdkSpans(): ReadableSpan[] {
  const spans: ReadableSpan[] = [];
  const exporter = { export: (batch: ReadableSpan[], done: (result: { code: number }) => void) => (spans.push(...batch), done({ code: 0 })), shutdown: () => Promise.resolve() };
  const tracer = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] }).getTracer('weather-server', '1.0.0');
  const parent = tracer.startSpan('tools/call lookup', { kind: SpanKind.SERVER });
  const attributes = { 'db.statement': 'select 1', rows: 42, big: 2 ** 40, ratio: 1.5, cached: true, tags: ['a', 'b'] };
  const child = tracer.startSpan('db.query', { kind: SpanKind.CLIENT, attributes, links: [{ context: parent.spanContext(), attributes: { why: 'retry' } }] }, trace.setSpan(ROOT_CONTEXT, parent));
  child.addEvent('retry', { attempt: 3 });
  child.setStatus({ code: 2, message: 'timeout' });
  child.end();
  parent.end();
  // The SDK's setAttribute keeps primitives and arrays only; bytes and maps are AnyValues a
  // non-JS SDK sends, so they are put on the finished span, which both serializers encode.
  const finished = spans.find((span) => span.name === 'db.query') as { attributes: Record<string, unknown> } | undefined;
  if (finished) finished.attributes = { ...finished.attributes, digest: Uint8Array.of(1, 2, 255), where: { city: 'Oslo', floor: 2 } };
  return spans;
}

/**
 * The JS JSON serializer writes proto3 defaults (0, "", []) and int64 attributes as numbers; the
 * JSON encoding may omit defaults and writes int64 as strings. Only that difference is taken out.
 */
function withoutProto3Defaults(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProto3Defaults);
  if (typeof value !== 'object' || value === null) return value;
  const kept = Object.entries(value).filter(([, field]) => field !== 0 && field !== '' && !(Array.isArray(field) && field.length === 0));
  return Object.fromEntries(kept.map(([key, field]) => [key, key === 'intValue' ? String(field) : withoutProto3Defaults(field)]));
}

describe('OTLP/protobuf request bodies (issue 23)', () => {
  it('decode to the same spans the OTLP/JSON body of the same export gives', () => {
    const spans = sdkSpans();
    const decoded = decodeProtobufExportRequest(ProtobufTraceSerializer.serializeRequest(spans)!);
    if (!decoded.ok) throw new Error(decoded.problem);
    const json = JSON.parse(new TextDecoder().decode(JsonTraceSerializer.serializeRequest(spans))) as unknown;
    expect(decoded.request).toEqual(withoutProto3Defaults(json));
    const fromProtobuf = spansOfExportRequest(decoded.request);
    expect(fromProtobuf).toEqual(withoutProto3Defaults(spansOfExportRequest(json)));
    // What a user sees in the timeline: hex ids, nesting, decimal nanoseconds, the service (OTLP kind 3 is CLIENT).
    if (!fromProtobuf.ok) throw new Error(fromProtobuf.problem);
    const parent = fromProtobuf.spans.find(({ span }) => span.name === 'tools/call lookup');
    const child = fromProtobuf.spans.find(({ span }) => span.name === 'db.query');
    expect(child!.span).toMatchObject({ name: 'db.query', kind: 3, parentSpanId: parent!.span.spanId, status: { code: 2, message: 'timeout' }, startTimeUnixNano: expect.stringMatching(/^\d{19}$/) as string });
    expect(child!.span.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(child!.span.attributes).toContainEqual({ key: 'big', value: { intValue: '1099511627776' } });
    expect(child!.span.attributes).toContainEqual({ key: 'digest', value: { bytesValue: 'AQL/' } });
    expect(child!.span.attributes).toContainEqual({ key: 'where', value: { kvlistValue: { values: [{ key: 'city', value: { stringValue: 'Oslo' } }, { key: 'floor', value: { intValue: '2' } }] } } });
    expect(child!.service).toMatch(/^unknown_service/);
  });

  it('refuses bytes that are not an ExportTraceServiceRequest, saying so', () => {
    const garbage = decodeProtobufExportRequest(new TextEncoder().encode('{"resourceSpans": []}'));
    expect(garbage).toEqual({ ok: false, problem: expect.stringContaining('not an OTLP/protobuf ExportTraceServiceRequest') as string });
    expect(decodeProtobufExportRequest(Uint8Array.of(0x0a, 0x05, 0x01))).toMatchObject({ ok: false });
  });

  it('takes an empty body as an export of no spans, as protobuf encodes one', () => {
    expect(decodeProtobufExportRequest(new Uint8Array())).toEqual({ ok: true, request: {} });
  });
});
