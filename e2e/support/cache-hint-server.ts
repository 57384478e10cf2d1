/**
 * A real MCP server over stateless Streamable HTTP (the SDK's low-level Server, JSON answers) whose
 * results carry 2026-07-28 cache hints (SEP-2549) while it speaks 2025-11-25, so mcpscope on either
 * era sees them: tools/list fresh for an hour (public), resources/read for `readTtlMs` (private),
 * resources/list with no hint at all; every tools/call is refused with HTTP 403, and a read of
 * HELD_URI is never answered (for a test that needs a request to time out). It runs in the test's
 * own process.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ListResourcesRequestSchema, ListToolsRequestSchema, ReadResourceRequestSchema } from '@modelcontextprotocol/sdk/types.js';

export const TOOLS_TTL_MS = 3_600_000;
export const MOTD_URI = 'fixture://motd';
/** resources/read of this URI gets no answer until the server stops. */
export const HELD_URI = 'fixture://held';

export interface CacheHintServer {
  url: string;
  stop(): Promise<void>;
}

function mcpServer(readTtlMs: number): Server {
  const server = new Server({ name: 'cache-hints', version: '1.0.0' }, { capabilities: { tools: {}, resources: {} } });
  server.setRequestHandler(ListToolsRequestSchema, () => ({
    tools: [{ name: 'noop', description: 'Does nothing', inputSchema: { type: 'object' } }],
    ttlMs: TOOLS_TTL_MS,
    cacheScope: 'public',
  }));
  server.setRequestHandler(ListResourcesRequestSchema, () => ({ resources: [{ uri: MOTD_URI, name: 'motd', mimeType: 'text/plain' }] }));
  server.setRequestHandler(ReadResourceRequestSchema, () => ({ contents: [{ uri: MOTD_URI, mimeType: 'text/plain', text: 'hello' }], ttlMs: readTtlMs, cacheScope: 'private' }));
  return server;
}

export function startCacheHintServer(readTtlMs: number): Promise<CacheHintServer> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const message = body ? (JSON.parse(body) as { method?: unknown; id?: unknown; params?: { uri?: unknown } }) : undefined;
      // A gateway's refusal, as the HTTP status a message log should mark: every tools/call is forbidden.
      if (message?.method === 'tools/call') {
        return void res.writeHead(403, { 'Content-Type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: message.id, error: { code: -32001, message: 'tools are forbidden here' } }));
      }
      if (message?.method === 'resources/read' && message.params?.uri === HELD_URI) return; // stop() closes it
      // Stateless: a server per request, as the SDK's stateless example does; GET gets 405.
      const mcp = mcpServer(readTtlMs);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => void mcp.close());
      void mcp.connect(transport).then(() => transport.handleRequest(req, res, message));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
        stop: () => {
          server.closeAllConnections();
          return new Promise((done) => server.close(() => done()));
        },
      }),
    ),
  );
}
