/**
 * mcpscope's OTLP/HTTP receiver (issue 23, item 3): a listener of its own on 127.0.0.1 with one
 * route, POST /v1/traces taking OTLP/protobuf or OTLP/JSON, so a server under development can send its spans to
 * mcpscope (receiver-checks.ts says who may). Each request is answered on its own: a bad one gets
 * a 4xx saying why, and nothing it holds can reach, let alone crash, the bridge or its wire log.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import { spansOfExportRequest, type SentSpan } from '../../src/core/otel/export-request';
import { decodeProtobufExportRequest, protobufExportResponse, protobufStatus } from './otlp-protobuf';
import { MAX_OTLP_BODY_BYTES, OTLP_TRACES_PATH, receiverVerdict, type OtlpBodyFormat, type Refusal } from './receiver-checks';

const gunzipAsync = promisify(gunzip);

/** gRPC status codes, which OTLP/HTTP error bodies carry (specification, "Failures"). */
const GRPC_CODES: Record<number, number> = { 400: 3, 403: 7, 404: 12, 405: 12, 413: 8, 415: 3, 500: 13 };

export interface OtlpReceiver {
  /** The endpoint to give an exporter, with the traces path: http://127.0.0.1:<port>/v1/traces. */
  tracesUrl: string;
  port: number;
  close(): Promise<void>;
}

export interface OtlpReceiverOptions {
  /** 0 for any free port. */
  port: number;
  /** Given the spans of each accepted request, in start order. */
  onSpans(spans: SentSpan[]): void;
}

const CONTENT_TYPES: Record<OtlpBodyFormat, string> = { json: 'application/json', protobuf: 'application/x-protobuf' };

/** OTLP/HTTP answers in the encoding the request came in (specification, "OTLP/HTTP Response"). */
function answer(response: ServerResponse, status: number, format: OtlpBodyFormat, body: string | Uint8Array, allow?: string): void {
  if (response.headersSent) return;
  response.writeHead(status, { 'content-type': CONTENT_TYPES[format], ...(allow ? { allow } : {}) }).end(body);
}

function refuse(response: ServerResponse, refusal: Refusal, format: OtlpBodyFormat = 'json'): void {
  const code = GRPC_CODES[refusal.status] ?? 2;
  const body = format === 'protobuf' ? protobufStatus(code, refusal.message) : JSON.stringify({ code, message: refusal.message });
  answer(response, refusal.status, format, body, refusal.allow);
}

/** The body, or a refusal once it passes the cap: a sender that lied about its length is cut off. */
function readBody(request: IncomingMessage): Promise<Buffer | Refusal> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OTLP_BODY_BYTES) {
        request.removeAllListeners('data');
        request.resume();
        resolve({ status: 413, message: `the body passed ${MAX_OTLP_BODY_BYTES} bytes; send smaller batches` });
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', (error) => resolve({ status: 400, message: `the request broke off: ${error.message}` }));
  });
}

function parseJson(body: Buffer): { ok: true; request: unknown } | { ok: false; problem: string } {
  try {
    return { ok: true, request: JSON.parse(body.toString('utf8')) };
  } catch (error) {
    return { ok: false, problem: `the body is not JSON: ${(error as Error).message}` };
  }
}

async function decode(body: Buffer, format: OtlpBodyFormat, encoding: 'identity' | 'gzip'): Promise<SentSpan[] | Refusal> {
  let plain: Buffer;
  try {
    // maxOutputLength: a small gzip bomb must not inflate past the cap the plain body has.
    plain = encoding === 'gzip' ? await gunzipAsync(body, { maxOutputLength: MAX_OTLP_BODY_BYTES }) : body;
  } catch (error) {
    return { status: 400, message: `the gzip body could not be inflated within ${MAX_OTLP_BODY_BYTES} bytes: ${(error as Error).message}` };
  }
  // Both encodings become the OTLP/JSON object, so one validation judges them alike.
  const parsed = format === 'protobuf' ? decodeProtobufExportRequest(plain) : parseJson(plain);
  if (!parsed.ok) return { status: 400, message: parsed.problem };
  const spans = spansOfExportRequest(parsed.request);
  return spans.ok ? spans.spans : { status: 400, message: spans.problem };
}

export async function startOtlpReceiver(options: OtlpReceiverOptions): Promise<OtlpReceiver> {
  let port = options.port;
  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const verdict = receiverVerdict({
      method: request.method,
      url: request.url,
      peer: request.socket.remoteAddress,
      host: request.headers.host,
      origin: request.headers.origin,
      contentType: request.headers['content-type'],
      contentEncoding: request.headers['content-encoding'],
      contentLength: request.headers['content-length'],
    }, port);
    if (!verdict.ok) {
      // Closing after the answer: the body of a refused request is never read.
      response.setHeader('connection', 'close');
      return refuse(response, verdict.refusal);
    }
    const { format } = verdict;
    const body = await readBody(request);
    if (!Buffer.isBuffer(body)) return refuse(response, body, format);
    const spans = await decode(body, format, verdict.encoding);
    if (!Array.isArray(spans)) return refuse(response, spans, format);
    try {
      options.onSpans(spans);
    } catch (error) {
      return refuse(response, { status: 500, message: `mcpscope could not keep the spans: ${error instanceof Error ? error.message : String(error)}` }, format);
    }
    // ExportTraceServiceResponse with nothing rejected.
    answer(response, 200, format, format === 'protobuf' ? protobufExportResponse() : '{}');
  };
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => refuse(response, { status: 500, message: `mcpscope could not answer: ${error instanceof Error ? error.message : String(error)}` }));
  });
  // A sender that opens a connection and stalls holds nothing for long.
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: '127.0.0.1', port: options.port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as AddressInfo).port;
  return {
    port,
    tracesUrl: `http://127.0.0.1:${port}${OTLP_TRACES_PATH}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
