/**
 * OAuth over the legacy HTTP+SSE transport (issue 7: "Sign-in for Streamable HTTP and SSE
 * connections"): the event stream's GET and the message POSTs both go through the bridge's auth
 * fetch. The server is built from the SDK's own server-side auth pieces (server-legacy's frozen
 * mcpAuthRouter and requireBearerAuth, and SDK 1.x's demo in-memory provider, which redirects at
 * once) in front of server-legacy's SSEServerTransport.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { McpServer } from '@modelcontextprotocol/server';
import { getOAuthProtectedResourceMetadataUrl, mcpAuthRouter, requireBearerAuth } from '@modelcontextprotocol/server-legacy/auth';
import { SSEServerTransport } from '@modelcontextprotocol/server-legacy/sse';
// SDK 2 ships no demo authorization server; SDK 1.x's (a devDependency kept for this) still fits
// the frozen 1.x auth router of server-legacy.
import { DemoInMemoryAuthProvider } from '@modelcontextprotocol/sdk/examples/server/demoInMemoryOAuthProvider.js';
import express from 'express';
import { afterEach, expect, it } from 'vitest';
import { createHarness, type Harness, waitForState } from '../connections/test-support';

let harness: Harness | undefined;
let server: Server | undefined;
afterEach(async () => {
  await harness?.dispose();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

async function startSseOAuthServer(): Promise<string> {
  const app = express();
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server?.once('listening', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sseUrl = new URL('/sse', origin);
  const provider = new DemoInMemoryAuthProvider();
  app.use(mcpAuthRouter({ provider, issuerUrl: new URL(origin), resourceServerUrl: sseUrl, scopesSupported: ['mcp:read'] }));
  const bearer = requireBearerAuth({ verifier: provider, resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(sseUrl) });
  const transports = new Map<string, SSEServerTransport>();
  app.get('/sse', bearer, async (_req, res) => {
    const transport = new SSEServerTransport('/messages', res);
    transports.set(transport.sessionId, transport);
    const mcp = new McpServer({ name: 'sse-oauth', version: '1.0.0' });
    mcp.registerTool('hello', { description: 'Says hello' }, () => ({ content: [{ type: 'text', text: 'hello' }] }));
    await mcp.connect(transport);
  });
  app.post('/messages', bearer, express.json(), async (req, res) => {
    await transports.get(typeof req.query.sessionId === 'string' ? req.query.sessionId : '')?.handlePostMessage(req, res, req.body);
  });
  return sseUrl.href;
}

it('signs in headlessly for a legacy SSE server and lists its tools', async () => {
  const url = await startSseOAuthServer();
  harness = createHarness();
  const started = harness.manager.connect({ target: { transport: 'sse', url, auth: { headless: true } } });
  if (!started.ok) throw new Error(started.error.message);
  await waitForState(harness.manager, started.value.id, 'ready');
  const tools = await harness.manager.listTools(started.value.id);
  expect(tools.ok && tools.value.tools.map((tool) => tool.name)).toEqual(['hello']);
  const flow = await harness.manager.auth.state(started.value.id, { transport: 'sse', url });
  expect(flow.status).toBe('signed-in');
  expect(flow.steps.every((step) => step.status === 'passed')).toBe(true);
});
