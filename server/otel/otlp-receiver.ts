/**
 * mcpscope's OTLP/HTTP receiver (issue 23, item 3): a listener of its own on 127.0.0.1 with one
 * route, POST /v1/traces taking OTLP/JSON, so a server under development can send its spans to
 * mcpscope (receiver-checks.ts says who may). Each request is answered on its own: a bad one gets
 * a 4xx saying why, and nothing it holds can reach, let alone crash, the bridge or its wire log.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzip } from 'node:zlib';
import { promisify } from 'node:util';
import { spansOfExportRequest, type SentSpan } from '../../src/core/otel/export-request';
import { MAX_OTLP_BODY_BYTES, OTLP_TRACES_PATH, receiverVerdict, type Refusal } from './receiver-checks';

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

function answer(response: ServerResponse, status: number, body: object, allow?: string): void {
  if (response.headersSent) return;
  response.writeHead(status, { 'content-type': 'application/json', ...(allow ? { allow } : {}) }).end(JSON.stringify(body));
}

function refuse(response: ServerResponse, refusal: Refusal): void {
  answer(response, refusal.status, { code: GRPC_CODES[refusal.status] ?? 2, message: refusal.message }, refusal.allow);
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

async function decode(body: Buffer, encoding: 'identity' | 'gzip'): Promise<SentSpan[] | Refusal> {
  let text: string;
  try {
    // maxOutputLength: a small gzip bomb must not inflate past the cap the plain body has.
    text = (encoding === 'gzip' ? await gunzipAsync(body, { maxOutputLength: MAX_OTLP_BODY_BYTES }) : body).toString('utf8');
  } catch (error) {
    return { status: 400, message: `the gzip body could not be inflated within ${MAX_OTLP_BODY_BYTES} bytes: ${(error as Error).message}` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { status: 400, message: `the body is not JSON: ${(error as Error).message}` };
  }
  const spans = spansOfExportRequest(json);
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
    const body = await readBody(request);
    if (!Buffer.isBuffer(body)) return refuse(response, body);
    const spans = await decode(body, verdict.encoding);
    if (!Array.isArray(spans)) return refuse(response, spans);
    options.onSpans(spans);
    // ExportTraceServiceResponse with nothing rejected.
    answer(response, 200, {});
  };
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => refuse(response, { status: 500, message: `mcpscope could not keep the spans: ${error instanceof Error ? error.message : String(error)}` }));
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
