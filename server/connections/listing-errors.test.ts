/**
 * Integration: how a failed listing is explained, against a real SDK server over Streamable HTTP.
 * Found by the client conformance suite (issue 7, auth/scope-step-up): a server that lets
 * initialize through but wants OAuth for tools/list answered HTTP 401, and mcpscope said the
 * server "answered with something that is not a list".
 */
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl as url, startStatelessServer as startServer } from './stateless-http-server';
import { connectAndWait, createHarness, type Harness } from './test-support';

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
