/**
 * Integration: how a failed listing is explained, against a real SDK server over Streamable HTTP,
 * and the listing a server cannot fail because it was never asked (a capability it lacks).
 * Found by the client conformance suite (issue 7, auth/scope-step-up): a server that lets
 * initialize through but wants OAuth for tools/list answered HTTP 401, and mcpscope said the
 * server "answered with something that is not a list".
 */
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl as url, startStatelessServer as startServer } from './stateless-http-server';
import { fileURLToPath } from 'node:url';
import { connectAndWait, createHarness, messages, type Harness } from './test-support';

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

  it('does not ask a server for a list whose capability it does not declare, and shows that list empty', async () => {
    const promptsOnly = fileURLToPath(new URL('./fixtures/prompts-only-server.mjs', import.meta.url));
    const { id } = await connectAndWait(harness.manager, { transport: 'stdio', command: process.execPath, args: [promptsOnly] });
    const tools = await harness.manager.listTools(id, true);
    expect(tools.ok && tools.value.tools).toEqual([]);
    const resources = await harness.manager.listAll(id, 'resources', true);
    expect(resources.ok && resources.value.items).toEqual([]);
    const prompts = await harness.manager.listAll(id, 'prompts');
    expect(prompts.ok && prompts.value.items.map((prompt) => prompt.name)).toEqual(['greet']);
    const sent = messages(harness.manager, id).filter((record) => record.dir === 'out').map((record) => record.msg?.method);
    expect(sent).toContain('prompts/list');
    expect(sent).not.toContain('tools/list');
    expect(sent).not.toContain('resources/list');
  });
});
