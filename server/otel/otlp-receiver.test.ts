import { request } from 'node:http';
import { gzipSync } from 'node:zlib';
import { ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { ProtobufTraceSerializer } from '@opentelemetry/otlp-transformer';
import { SimpleSpanProcessor, TracerProvider, type ReadableSpan } from '@opentelemetry/sdk-trace';
import protobuf from 'protobufjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SentSpan } from '../../src/core/otel/export-request';
import { startOtlpReceiver, type OtlpReceiver } from './otlp-receiver';

const SPAN = { traceId: 'ab'.repeat(16), spanId: 'cd'.repeat(8), parentSpanId: 'ef'.repeat(8), name: 'db.query', kind: 1, startTimeUnixNano: '1700000000000000000', endTimeUnixNano: '1700000000002000000' };
const BODY = JSON.stringify({ resourceSpans: [{ resource: { attributes: [{ key: 'service.name', value: { stringValue: 'weather' } }] }, scopeSpans: [{ spans: [SPAN] }] }] });

interface Sent {
  status: number;
  body: string;
}

interface SentRaw {
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

/** The OTLP error body (a JSON Status) the receiver answers a refusal with. */
function refusal(sent: Sent): { code: number; message: string } {
  return JSON.parse(sent.body) as { code: number; message: string };
}

/** node:http rather than fetch: fetch will not send a Host of the caller's choosing. */
function postRaw(receiver: OtlpReceiver, body: Buffer | string | (() => Generator<Buffer>), headers: Record<string, string> = {}, path = '/v1/traces'): Promise<SentRaw> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: receiver.port, path, method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, contentType: response.headers['content-type'], body: Buffer.concat(chunks) }));
    });
    // A refused sender may be cut off mid-body; the answer it got is what counts.
    outgoing.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    if (typeof body === 'function') {
      for (const chunk of body()) outgoing.write(chunk);
      outgoing.end();
    } else outgoing.end(body);
  });
}

async function post(...args: Parameters<typeof postRaw>): Promise<Sent> {
  const sent = await postRaw(...args);
  return { status: sent.status, body: sent.body.toString('utf8') };
}

/** One span as the real OTel JS protobuf serializer encodes it: the bytes a Python or Go exporter sends. */
function protobufExport(): Uint8Array {
  const spans: ReadableSpan[] = [];
  const exporter = { export: (batch: ReadableSpan[], done: (result: { code: number }) => void) => (spans.push(...batch), done({ code: 0 })), shutdown: () => Promise.resolve() };
  const tracer = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] }).getTracer('weather-server');
  const parentContext = trace.setSpanContext(ROOT_CONTEXT, { traceId: SPAN.traceId, spanId: SPAN.parentSpanId, traceFlags: 1 });
  tracer.startSpan('db.query', {}, parentContext).end();
  return ProtobufTraceSerializer.serializeRequest(spans)!;
}

/** google.rpc.Status as the OTLP specification defines an error body, to read a protobuf refusal. */
const STATUS = new protobuf.Type('Status').add(new protobuf.Field('code', 1, 'int32')).add(new protobuf.Field('message', 2, 'string'));

describe("mcpscope's OTLP/HTTP receiver (issue 23)", () => {
  let receiver: OtlpReceiver;
  let received: SentSpan[][];
  let failNext: boolean;
  beforeEach(async () => {
    received = [];
    failNext = false;
    receiver = await startOtlpReceiver({
      port: 0,
      onSpans: (spans) => {
        if (failNext) throw new Error('disk full');
        received.push(spans);
      },
    });
  });
  afterEach(() => receiver.close());

  it("keeps the spans of an exporter's OTLP/JSON request, plain or gzipped, with the service that sent them", async () => {
    expect(receiver.tracesUrl).toBe(`http://127.0.0.1:${receiver.port}/v1/traces`);
    expect(await post(receiver, BODY)).toEqual({ status: 200, body: '{}' });
    expect(await post(receiver, gzipSync(BODY), { 'content-encoding': 'gzip' })).toEqual({ status: 200, body: '{}' });
    expect(received).toEqual([[{ span: SPAN, service: 'weather' }], [{ span: SPAN, service: 'weather' }]]);
  });

  it('keeps the spans of an OTLP/protobuf request, plain or gzipped, and answers an empty protobuf ExportTraceServiceResponse', async () => {
    const body = Buffer.from(protobufExport());
    const headers = { 'content-type': 'application/x-protobuf' };
    expect(await postRaw(receiver, body, headers)).toEqual({ status: 200, contentType: 'application/x-protobuf', body: Buffer.alloc(0) });
    expect((await postRaw(receiver, gzipSync(body), { ...headers, 'content-encoding': 'gzip' })).status).toBe(200);
    expect(received).toHaveLength(2);
    expect(received[1]).toEqual(received[0]);
    expect(received[0]).toEqual([{ span: expect.objectContaining({ traceId: SPAN.traceId, parentSpanId: SPAN.parentSpanId, name: 'db.query', kind: 1 }) as unknown, service: expect.stringMatching(/^unknown_service/) as string }]);
  });

  it('answers garbage sent as protobuf with a 400 protobuf Status that says why, and keeps taking requests', async () => {
    const headers = { 'content-type': 'application/x-protobuf' };
    const garbage = await postRaw(receiver, Buffer.from([0x0a, 0xff, 0xff, 0xff, 0x0f, 0x01]), headers);
    expect([garbage.status, garbage.contentType]).toEqual([400, 'application/x-protobuf']);
    expect(STATUS.toObject(STATUS.decode(garbage.body))).toEqual({ code: 3, message: expect.stringContaining('not an OTLP/protobuf ExportTraceServiceRequest') as string });
    // JSON sent under the protobuf type is refused too, not half-read as protobuf.
    expect((await postRaw(receiver, BODY, headers)).status).toBe(400);
    expect((await postRaw(receiver, Buffer.from(protobufExport()), headers)).status).toBe(200);
    expect(received).toHaveLength(1);
  });

  it('answers bad JSON, a malformed span, a rebound Host, a web page, another content type and an unknown route with a 4xx that says why', async () => {
    const bad = await post(receiver, '{"resourceSpans": [');
    expect(bad.status).toBe(400);
    expect(refusal(bad)).toEqual({ code: 3, message: expect.stringContaining('not JSON') as string });
    const malformed = await post(receiver, JSON.stringify({ resourceSpans: [{ scopeSpans: [{ spans: [{ ...SPAN, spanId: 'nope' }] }] }] }));
    expect([malformed.status, refusal(malformed).message]).toEqual([400, 'resourceSpans[0].scopeSpans[0].spans[0]: "spanId" must be 16 lower-case hex digits']);
    expect((await post(receiver, BODY, { host: `evil.example:${receiver.port}` })).status).toBe(403);
    expect((await post(receiver, BODY, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await post(receiver, BODY, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post(receiver, BODY, {}, '/api/connections')).status).toBe(404);
    expect(received).toEqual([]);
  });

  it('cuts off a body past the cap, even one that announced no length, and a gzip bomb', async () => {
    const megabyte = Buffer.alloc(1024 * 1024, 0x20);
    const streamed = await post(receiver, function* () {
      for (let i = 0; i < 12; i++) yield megabyte;
    });
    expect(streamed.status).toBe(413);
    const bomb = await post(receiver, gzipSync(Buffer.alloc(32 * 1024 * 1024, 0x20)), { 'content-encoding': 'gzip' });
    expect([bomb.status, refusal(bomb).message]).toEqual([400, expect.stringContaining('could not be inflated')]);
    expect(await post(receiver, BODY)).toEqual({ status: 200, body: '{}' });
  });

  it('answers 500 when keeping the spans failed, and takes the next request as usual', async () => {
    failNext = true;
    const failed = await post(receiver, BODY);
    expect([failed.status, refusal(failed).message]).toEqual([500, 'mcpscope could not keep the spans: disk full']);
    failNext = false;
    expect((await post(receiver, BODY)).status).toBe(200);
  });
});
