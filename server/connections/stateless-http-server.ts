/**
 * Test support: a real stateless MCP server over Streamable HTTP (the SDK's own server, JSON
 * answers, no standalone GET stream) with one tool, whose `gate` may answer a request itself
 * before the server sees it: a refusal, a 503, anything a real server or proxy might send.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NodeStreamableHTTPServerTransport } from '@modelcontextprotocol/node';
import { McpServer } from '@modelcontextprotocol/server';

/** Returns true when it answered `res` itself. */
export type Gate = (method: unknown, res: http.ServerResponse) => boolean;

export function startStatelessServer(gate: Gate, toolsList?: unknown): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const message = body ? (JSON.parse(body) as { method?: unknown; id?: unknown }) : undefined;
      if (req.method !== 'POST') return void res.writeHead(405).end();
      if (gate(message?.method, res)) return;
      if (toolsList !== undefined && message?.method === 'tools/list') {
        return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: message.id, result: toolsList }));
      }
      const mcp = new McpServer({ name: 'gated', version: '1.0.0' });
      mcp.registerTool('hello', { description: 'Says hello' }, () => ({ content: [{ type: 'text', text: 'hello' }] }));
      const transport = new NodeStreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => void mcp.close());
      void mcp.connect(transport).then(() => transport.handleRequest(req, res, message));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export const serverUrl = (server: http.Server): string => `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;

/** Stops listening and drops kept-alive sockets: afterwards a connect is refused, as with a dead process. */
export function stopServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
