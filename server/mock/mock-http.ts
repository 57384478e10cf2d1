/**
 * The mock over Streamable HTTP (`mcpscope mock <trace> --http <port>`): loopback only. A 2025-era
 * recording is served with one MockSession per MCP session, each replaying the trace from its
 * start; a 2026-07-28 one statelessly, each POST on its own (mock-http-stateless.ts). The SDK's
 * StreamableHTTPServerTransport does the HTTP side (sessions, SSE streams, routing each message
 * to the stream of the request it belongs to).
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isInitializeRequest } from '@modelcontextprotocol/server';
import { NodeStreamableHTTPServerTransport } from '@modelcontextprotocol/node';
import type { MockResponder } from '../../src/core/mock';
import type { ProtocolEra } from '../../src/core/protocol-era';
import { createAccessPolicy } from '../http/access-policy';
import { isHostAllowed } from '../http/middlewares/hostCheck';
import { checkOrigin } from '../http/middlewares/originCheck';
import { header, jsonRpcError, plain, readJson } from './http-replies';
import { statelessMockHandler } from './mock-http-stateless';
import { MockSession } from './mock-session';

export const MOCK_HTTP_PATH = '/mcp';
/** Loopback only: a trace can hold anything the recorded server returned. */
const MOCK_HTTP_HOST = '127.0.0.1';
/** How long unprompted messages wait for a client that opens no GET stream before going out anyway (to be dropped). */
const SESSION_STREAM_WAIT_MS = 5_000;

export interface MockHttpOptions {
  port: number;
  /** The era the trace recorded: 2026-07-28 is served statelessly, by one responder. */
  era: ProtocolEra;
  newResponder: () => MockResponder;
  log: (line: string) => void;
}

export interface MockHttpServer {
  url: string;
  close(): Promise<void>;
}

export async function serveMockHttp(options: MockHttpOptions): Promise<MockHttpServer> {
  const sessions = new Map<string, { transport: NodeStreamableHTTPServerTransport; streamOpened: () => void }>();
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, MOCK_HTTP_HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  // Known only now that the port is (0 lets the OS pick it); no request is read before the listener below exists.
  const policy = createAccessPolicy({ port, host: MOCK_HTTP_HOST, allowRemote: false, extraOrigins: [] });
  const stateless = options.era === 'modern' ? statelessMockHandler(options.newResponder(), options.log) : undefined;

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // DNS rebinding and cross-site guards first, as in the bridge (STYLE.md 7).
    const originProblem = checkOrigin({ origin: req.headers.origin, secFetchSite: header(req, 'sec-fetch-site') }, policy.allowedOrigins);
    if (!isHostAllowed(req.headers.host, policy.allowedHosts) || originProblem) return plain(res, 403, 'Forbidden: the mock answers only loopback requests from no foreign origin');
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== MOCK_HTTP_PATH) return plain(res, 404, `Not found: the mock serves ${MOCK_HTTP_PATH}`);
    const body = req.method === 'POST' ? await readJson(req) : undefined;
    if (body instanceof Error) return jsonRpcError(res, 400, -32700, `Parse error: ${body.message}`);
    if (stateless) return stateless(req, res, body);
    const sessionId = header(req, 'mcp-session-id');
    if (sessionId !== undefined) {
      const session = sessions.get(sessionId);
      if (!session) return jsonRpcError(res, 404, -32001, 'Session not found');
      if (req.method === 'GET') onHeadWritten(res, () => res.statusCode === 200 && session.streamOpened());
      return session.transport.handleRequest(req, res, body);
    }
    if (req.method !== 'POST' || !isInitializeRequest(body)) return jsonRpcError(res, 400, -32000, 'Bad Request: no valid session ID; start with initialize');
    const streamOpen = sessionStreamGate((line) => options.log(`[${transport.sessionId ?? 'new session'}] ${line}`));
    const transport = new NodeStreamableHTTPServerTransport({
      sessionIdGenerator: () => randomUUID(),
      onsessioninitialized: (id) => void sessions.set(id, { transport, streamOpened: streamOpen.open }),
    });
    const session = new MockSession({
      transport,
      sessionStreamOpen: streamOpen.opened,
      responder: options.newResponder(),
      log: (line) => options.log(`[${transport.sessionId ?? 'new session'}] ${line}`),
      onClose: () => {
        if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
      },
    });
    await session.start();
    await transport.handleRequest(req, res, body);
  };

  server.on('request', function mcpscopeMockHttp(req: IncomingMessage, res: ServerResponse) {
    handle(req, res).catch((error: unknown) => {
      options.log(`HTTP ${req.method ?? ''} ${req.url ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) plain(res, 500, 'Internal error');
    });
  });
  return {
    url: `http://${MOCK_HTTP_HOST}:${port}${MOCK_HTTP_PATH}`,
    close: async () => {
      await Promise.all([...sessions.values()].map(({ transport }) => transport.close()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * `opened()` settles once the session's GET stream is open, or SESSION_STREAM_WAIT_MS after it was
 * first asked, with a line saying why the messages that waited may be lost.
 */
function sessionStreamGate(log: (line: string) => void): { opened: () => Promise<void>; open: () => void } {
  let open = (): void => {};
  const streamOpen = new Promise<void>((resolve) => (open = resolve));
  let waiting: Promise<void> | undefined;
  const gaveUp = () =>
    new Promise<void>((resolve) => {
      setTimeout(() => {
        log(`the client opened no GET stream within ${SESSION_STREAM_WAIT_MS} ms: recorded messages that belong to no request are sent anyway, and the SDK drops them`);
        resolve();
      }, SESSION_STREAM_WAIT_MS).unref();
    });
  return { open, opened: () => (waiting ??= Promise.race([streamOpen, gaveUp()])) };
}

/**
 * Calls `then` once the response head is written. For the session's GET stream that is the moment
 * it can carry messages: the SDK registers the stream before it hands back the response, and its
 * handleRequest only returns when the stream ends, so there is no earlier signal to wait for.
 */
function onHeadWritten(res: ServerResponse, then: () => void): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = (...args: unknown[]) => {
    const written = writeHead(...args);
    then();
    return written;
  };
}
