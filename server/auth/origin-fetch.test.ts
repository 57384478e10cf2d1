/**
 * Issue 17, finding 6: a connection's own headers went to a cross-origin authorization server
 * named in the resource's metadata. With the real OAuth test server (e2e/fixtures/oauth-server),
 * a connection with `X-Api-Key` signs in headlessly; the key reaches the MCP server's origin only.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OAuthTestServer } from '../../e2e/fixtures/oauth-server';
import { startOAuthTestServer } from '../../e2e/fixtures/oauth-server';
import { waitForState } from '../connections/test-support';
import { startTestBridge, type TestBridge } from '../http/test-bridge';

const API_KEY = 'secret-4f1d0c9e2b7a';

let bridge: TestBridge;
let server: OAuthTestServer | undefined;

beforeEach(async () => {
  bridge = await startTestBridge({ dev: true });
});
afterEach(async () => {
  await bridge.close();
  await server?.close();
  server = undefined;
});

async function signIn(separateAuthorizationServer: boolean): Promise<OAuthTestServer> {
  server = await startOAuthTestServer({ autoApprove: true, separateAuthorizationServer });
  const started = bridge.backend.connect({ target: { transport: 'http', url: server.mcpUrl, headers: { 'X-Api-Key': API_KEY }, auth: { headless: true } } });
  if (!started.ok) throw new Error(started.error.message);
  await waitForState(bridge.backend, started.value.id, 'ready');
  return server;
}

describe("a connection's own headers during the OAuth sign-in", () => {
  it('never reach an authorization server on another origin, while every MCP server request carries them', async () => {
    const { requests, issuer, mcpUrl } = await signIn(true);
    const mcpOrigin = new URL(mcpUrl).origin;
    expect(issuer).not.toBe(mcpOrigin);
    const atAs = requests.filter((request) => request.origin === issuer);
    // The whole flow ran against it: metadata, registration, authorization, token.
    expect(atAs.map((request) => request.path)).toEqual(expect.arrayContaining(['/.well-known/oauth-authorization-server', '/register', '/authorize', '/token']));
    for (const request of atAs) expect(request.headerNames, `${request.method} ${request.path}`).not.toContain('x-api-key');
    const atMcp = requests.filter((request) => request.origin === mcpOrigin);
    expect(atMcp.length).toBeGreaterThan(0);
    for (const request of atMcp) expect(request.headerNames, `${request.method} ${request.path}`).toContain('x-api-key');
  });

  it('still go with every request to an authorization server on the MCP server origin, the same party', async () => {
    const { requests } = await signIn(false);
    expect(requests.map((request) => request.path)).toEqual(expect.arrayContaining(['/register', '/token', '/mcp']));
    for (const request of requests) expect(request.headerNames, `${request.method} ${request.path}`).toContain('x-api-key');
  });
});
