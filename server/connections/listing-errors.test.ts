/**
 * Integration: how a failed listing is explained, against a real SDK server over Streamable HTTP.
 * Found by the client conformance suite (issue 7, auth/scope-step-up): a server that lets
 * initialize through but wants OAuth for tools/list answered HTTP 401, and mcpscope said the
 * server "answered with something that is not a list".
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAndWait, createHarness, type Harness } from './test-support';

/** A stateless MCP server with one tool; `gate` may refuse a request before the server sees it. */
function startServer(gate: (method: unknown, res: http.ServerResponse) => boolean, toolsList?: unknown): Promise<http.Server> {
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
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      res.on('close', () => void mcp.close());
      void mcp.connect(transport).then(() => transport.handleRequest(req, res, message));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const url = (server: http.Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;

describe('listing failures', () => {
  let harness: Harness;
  const servers: http.Server[] = [];

  beforeAll(() => {
    harness = createHarness();
  });
  afterAll(async () => {
    await harness.dispose();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('says the request could not be sent, with the HTTP error, when the server refuses tools/list with 401', async () => {
    const server = await startServer((method, res) => {
      if (method !== 'tools/list') return false;
      res.writeHead(401, { 'Content-Type': 'application/json', 'WWW-Authenticate': 'Bearer scope="mcp:basic"' }).end(JSON.stringify({ error: 'invalid_token' }));
      return true;
    });
    servers.push(server);
    // A static token the server refuses: with the user's own Authorization header no OAuth flow runs (issue 7).
    const { id } = await connectAndWait(harness.manager, { transport: 'http', url: url(server), headers: { Authorization: 'Bearer static-token' } });
    const listed = await harness.manager.listTools(id, true);
    expect(listed.ok).toBe(false);
    if (listed.ok) return;
    expect(listed.error.message).toMatch(/^tools\/list could not be sent: .*invalid_token/);
    expect(listed.error.message).not.toContain('not a list');
  });

  it('still says "not a list" when the server answers with something else', async () => {
    const server = await startServer(() => false, { tools: 'none' });
    servers.push(server);
    const { id } = await connectAndWait(harness.manager, { transport: 'http', url: url(server) });
    const listed = await harness.manager.listTools(id, true);
    expect(listed).toMatchObject({ ok: false, error: { code: 'invalid_response', message: expect.stringContaining('tools/list answered with something that is not a list') as string } });
  });
});
