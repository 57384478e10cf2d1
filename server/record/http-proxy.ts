/**
 * `mcpscope record --url` (issue 5, item 7): a Streamable HTTP endpoint on loopback that forwards
 * every request to the real server and streams each answer back as it arrives, recording the
 * JSON-RPC messages on the side: POST bodies `out`, JSON and SSE `data:` bodies `in`. Bodies are
 * forwarded as received, never re-serialized.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createParser } from 'eventsource-parser';
import { lineFields } from '../../src/core/wire-line';
import { createAccessPolicy, type AccessPolicy } from '../http/access-policy';
import { isHostAllowed } from '../http/middlewares/hostCheck';
import { checkOrigin } from '../http/middlewares/originCheck';
import { describeHeaders, requestHeadersToForward, responseHeadersToForward } from './http-headers';
import { recordSafely, type Recording } from './recording';

export const RECORD_HTTP_PATH = '/mcp';
/** Loopback only: the host's credentials pass through here. */
const RECORD_HTTP_HOST = '127.0.0.1';

export interface HttpRecordOptions {
  url: string;
  port: number;
  recording: Recording;
  log: (line: string) => void;
  /** Told the local URL once listening. */
  announce: (line: string) => void;
  /** Resolves when recording should stop; by default on SIGINT, SIGTERM or SIGHUP. */
  stopped?: Promise<void>;
}

export async function recordHttp(options: HttpRecordOptions): Promise<number> {
  const { recording, log } = options;
  const server = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, RECORD_HTTP_HOST, () => resolve());
    });
  } catch (error) {
    log(`cannot listen on ${RECORD_HTTP_HOST}:${options.port}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  const { port } = server.address() as AddressInfo;
  const policy = createAccessPolicy({ port, host: RECORD_HTTP_HOST, allowRemote: false, extraOrigins: [] });
  const proxy = new RecordingProxy(options.url, recording, policy);
  server.on('request', function mcpscopeRecordProxy(req: IncomingMessage, res: ServerResponse) {
    proxy.handle(req, res).catch((error: unknown) => {
      log(`HTTP ${req.method ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
  });
  recording.record({ kind: 'lifecycle', state: 'initializing', detail: `forwarding http://${RECORD_HTTP_HOST}:${port}${RECORD_HTTP_PATH} to ${options.url}` });
  options.announce(`mcpscope record at http://${RECORD_HTTP_HOST}:${port}${RECORD_HTTP_PATH}`);
  await (options.stopped ?? untilSignal());
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  recording.record({ kind: 'lifecycle', state: 'closed', detail: 'mcpscope record stopped' });
  return 0;
}

function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.once(signal, () => resolve());
  });
}

class RecordingProxy {
  private headersNoted = false;
  private readonly sessions = new Set<string>();

  constructor(
    private readonly url: string,
    private readonly recording: Recording,
    private readonly policy: AccessPolicy,
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // DNS rebinding and cross-site guards first, as in the bridge (STYLE.md 7).
    const originProblem = checkOrigin({ origin: req.headers.origin, secFetchSite: first(req.headers['sec-fetch-site']) }, this.policy.allowedOrigins);
    if (!isHostAllowed(req.headers.host, this.policy.allowedHosts) || originProblem) return void res.writeHead(403).end('Forbidden: mcpscope record answers only loopback requests from no foreign origin');
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== RECORD_HTTP_PATH) return void res.writeHead(404).end(`Not found: mcpscope record serves ${RECORD_HTTP_PATH}`);
    if (!this.headersNoted) {
      this.headersNoted = true;
      this.recording.record({ kind: 'note', text: `The host's first request headers: ${describeHeaders(req.headers)}` });
    }
    const body = req.method === 'POST' || req.method === 'PUT' ? await readBody(req) : undefined;
    if (body !== undefined && body.length > 0) recordSafely('a POST body', () => this.recording.message('out', lineFields(body.toString('utf8'), 'in a POST body')));

    // The host hanging up (a GET stream it no longer wants) ends the upstream request too.
    const abort = new AbortController();
    res.once('close', () => abort.abort());
    let upstream: Response;
    try {
      upstream = await fetch(this.url, { method: req.method, headers: requestHeadersToForward(req.headers), body, redirect: 'manual', signal: abort.signal });
    } catch (error) {
      const message = `cannot reach ${this.url}: ${error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)}`;
      this.recording.record({ kind: 'client-error', message });
      return void res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(message);
    }
    this.noteResponse(req.method ?? 'GET', upstream);
    res.writeHead(upstream.status, responseHeadersToForward(upstream.headers));
    // SSE must reach the host as events happen, not when the stream ends.
    res.flushHeaders();
    await this.stream(upstream, res);
  }

  private noteResponse(method: string, upstream: Response): void {
    const session = upstream.headers.get('mcp-session-id');
    if (session !== null && !this.sessions.has(session)) {
      this.sessions.add(session);
      this.recording.record({ kind: 'note', text: `Mcp-Session-Id: ${session}` });
    }
    if (method === 'DELETE' && upstream.ok) this.recording.record({ kind: 'note', text: 'The host ended the session (HTTP DELETE)' });
    else if (!upstream.ok) this.recording.record({ kind: 'note', text: `HTTP ${method}: ${upstream.status} ${upstream.statusText}` });
  }

  private async stream(upstream: Response, res: ServerResponse): Promise<void> {
    if (!upstream.body) return void res.end();
    const type = upstream.headers.get('content-type') ?? '';
    const onText = this.bodyRecorder(type, upstream.ok);
    const decoder = new TextDecoder();
    try {
      for await (const chunk of upstream.body as AsyncIterable<Uint8Array>) {
        res.write(chunk);
        recordSafely('a response chunk', () => onText(decoder.decode(chunk, { stream: true })));
      }
      recordSafely('a response', () => onText(decoder.decode(), true));
    } catch {
      // The host or the server hung up mid-stream: what arrived is recorded, the rest never existed.
    }
    res.end();
  }

  /** Text of a response body, chunk by chunk, into `in` records. */
  private bodyRecorder(type: string, ok: boolean): (text: string, done?: boolean) => void {
    if (type.includes('text/event-stream')) {
      const parser = createParser({ onEvent: (event) => event.data !== '' && this.recording.message('in', lineFields(event.data, 'in an SSE event')) });
      return (text) => parser.feed(text);
    }
    let whole = '';
    return (text, done) => {
      whole += text;
      // A JSON-RPC answer, or an HTTP error that still carries one; other error pages are noted by status.
      if (done && whole.trim() !== '' && (type.includes('application/json') || ok)) this.recording.message('in', lineFields(whole, 'in a JSON response'));
    };
  }
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
