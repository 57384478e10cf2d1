/**
 * The mock of a 2026-07-28 recording over Streamable HTTP (issue 18, item 8). That revision has
 * no sessions (spec 2026-07-28, basic/transports/streamable-http), so each POST stands alone: its
 * own SDK transport in stateless mode (no session id minted or echoed) and its own MockSession,
 * both gone when the exchange ends, as the SDK's stateless recipe has it. What the recording's
 * server remembers (which answer comes next, which requestStates it handed out) lives in the one
 * MockResponder every POST shares. A message sent for a request goes on that request's SSE
 * stream, so a subscription's notifications reach the client on its listen request; closing the
 * stream cancels the request (spec 2026-07-28, basic/patterns/cancellation). GET and DELETE are
 * answered 405, as the spec wants of a server that speaks only this revision: there is no
 * standalone stream to open and no session to end.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NodeStreamableHTTPServerTransport } from '@modelcontextprotocol/node';
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import type { MockResponder } from '../../src/core/mock';
import { MODERN_PROTOCOL_VERSION } from '../../src/core/protocol-era';
import { jsonRpcError } from './http-replies';
import { MockSession } from './mock-session';

/** The transport checks MCP-Protocol-Version against these; the SDK's list stops at 2025-11-25. */
const SERVED_VERSIONS = [MODERN_PROTOCOL_VERSION, ...SUPPORTED_PROTOCOL_VERSIONS];

export type StatelessMockHandler = (req: IncomingMessage, res: ServerResponse, body: unknown) => Promise<void>;

export function statelessMockHandler(responder: MockResponder, log: (line: string) => void): StatelessMockHandler {
  return async function serveStatelessMock(req, res, body) {
    if (req.method !== 'POST') {
      return jsonRpcError(res, 405, -32000, `Method not allowed: this mock serves a ${MODERN_PROTOCOL_VERSION} recording, which has no GET stream and no session to DELETE`, { allow: 'POST' });
    }
    const transport = new NodeStreamableHTTPServerTransport({ sessionIdGenerator: undefined, supportedProtocolVersions: SERVED_VERSIONS });
    await new MockSession({ transport, responder, log }).start();
    // The client closed the stream (it cancelled, or got its answer): nothing more is sent for it.
    res.once('close', () => void transport.close());
    await transport.handleRequest(req, res, body);
  };
}
