/**
 * Integration: the bridge signs in to a real OAuth-protected MCP server (e2e/fixtures/oauth-server:
 * a real authorization server with DCR, PKCE S256 and refresh tokens), through the real HTTP app,
 * and a broken server fails at the step the spec pins it to (issue 7, items 1, 2, 4 and 6); a
 * connection's own headers stay with the MCP server's origin (issue 17, finding 6).
 */
import { readFile, stat } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthFlowState, AuthStepId } from '../../src/core/auth/types';
import type { CallRecord, ConnectionSummary, HttpTarget } from '../../src/core/bridge-api';
import { type OAuthTestServer, type OAuthTestServerOptions, startOAuthTestServer } from '../../e2e/fixtures/oauth-server';
import { waitForCall, waitForState } from '../connections/test-support';
import { rawRequest, startTestBridge, type TestBridge } from '../http/test-bridge';

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

async function api<T>(method: string, route: string): Promise<{ status: number; body: T; text: string }> {
  const response = await fetch(`http://127.0.0.1:${bridge.port}/api${route}`, { method, headers: { Authorization: `Bearer ${bridge.token}` } });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as T, text };
}

async function connect(options: OAuthTestServerOptions, auth: HttpTarget['auth'] = { headless: true }): Promise<string> {
  server = await startOAuthTestServer({ autoApprove: true, ...options });
  const started = bridge.backend.connect({ target: { transport: 'http', url: server.mcpUrl, auth } });
  if (!started.ok) throw new Error(started.error.message);
  return started.value.id;
}

const flowOf = async (id: string) => (await api<AuthFlowState>('GET', `/connections/${id}/auth`)).body;
const stepOf = (flow: AuthFlowState, id: AuthStepId) => flow.steps.find((step) => step.id === id);

async function call(id: string, tool: string): Promise<CallRecord> {
  const started = bridge.backend.startCall(id, { tool, arguments: {} });
  if (!started.ok) throw new Error(started.error.message);
  return waitForCall(bridge.backend, id, started.value.id);
}

describe('OAuth sign-in, headless', () => {
  it('signs in, lists tools, shows every step with its exchanges, and keeps the tokens only in its 0600 file', async () => {
    const id = await connect({ variant: 'ok' });
    const ready = await waitForState(bridge.backend, id, 'ready');
    const tools = await bridge.backend.listTools(id);
    expect(tools.ok && tools.value.tools.map((tool) => tool.name)).toEqual(['whoami', 'delete-everything']);

    const flow = await flowOf(id);
    expect(flow.status).toBe('signed-in');
    expect(flow.steps.map((step) => [step.id, step.status])).toEqual([
      ['challenge', 'passed'], ['resource-metadata', 'passed'], ['authorization-server-metadata', 'passed'], ['registration', 'passed'], ['authorization', 'passed'], ['token', 'passed'], ['authorized-request', 'passed'],
    ]);
    for (const step of flow.steps) expect(step.exchanges.length, step.id).toBeGreaterThan(0);
    expect(stepOf(flow, 'registration')?.extracted).toContainEqual({ label: 'scope', value: 'mcp:read (from WWW-Authenticate)' });
    expect(flow.signedIn).toMatchObject({ issuer: server?.issuer, scope: 'mcp:read', hasRefreshToken: false });

    const tokens = server?.issuedTokens() ?? [];
    expect(tokens.length).toBeGreaterThan(0);
    expect((await stat(bridge.authStorePath)).mode & 0o777).toBe(0o600);
    const stored = await readFile(bridge.authStorePath, 'utf8');
    expect(tokens.some((token) => stored.includes(token))).toBe(true);

    // Nowhere else: not in the API, the debugger's state, the log, the trace file or an export.
    const elsewhere = [
      JSON.stringify(flow),
      (await api('GET', '/connections')).text,
      (await api('GET', '/log?after=0&limit=1000')).text,
      (await api('GET', '/config/export')).text,
      (await api('GET', '/config/export?includeSecrets=true')).text,
      await readFile(ready.tracePath ?? '', 'utf8'),
    ].join('\n');
    for (const token of tokens) expect(elsewhere).not.toContain(token);

    // Clear auth state: the file forgets the server, the debugger starts over.
    const cleared = await api<AuthFlowState>('DELETE', `/connections/${id}/auth`);
    expect(cleared.body.status).toBe('idle');
    const after = await readFile(bridge.authStorePath, 'utf8');
    for (const token of tokens) expect(after).not.toContain(token);
    expect(after).not.toContain(server?.mcpUrl);
  });

  it('a second connection to the same server uses the stored tokens: no new sign-in, and it says signed in', async () => {
    const first = await connect({ variant: 'ok' });
    await waitForState(bridge.backend, first, 'ready');
    const second = bridge.backend.connect({ target: { transport: 'http', url: server?.mcpUrl ?? '' } });
    if (!second.ok) throw new Error(second.error.message);
    await waitForState(bridge.backend, second.value.id, 'ready');
    expect(server?.requests.filter((request) => request.path === '/authorize')).toHaveLength(1);
    const flow = await flowOf(second.value.id);
    expect(flow.status).toBe('signed-in');
    expect(flow.signedIn?.scope).toBe('mcp:read');
  });

  it('refreshes an expired token before the next call (a refresh_token grant in the token step)', async () => {
    const id = await connect({ variant: 'short-lived-tokens' });
    await waitForState(bridge.backend, id, 'ready');
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const whoami = await call(id, 'whoami');
    expect(whoami.status).toBe('ok');
    expect(server?.refreshGrants()).toBeGreaterThan(0);
    const token = stepOf(await flowOf(id), 'token');
    expect(token?.extracted).toContainEqual({ label: 'grant', value: 'refresh_token (the access token had expired)' });
    expect(JSON.stringify(token?.exchanges)).toContain('grant_type=refresh_token');
    expect(JSON.stringify(token?.exchanges)).not.toContain(server?.issuedTokens()[0]);
  });

  it('steps up on 403 insufficient_scope with the union of scopes, and the original call succeeds', async () => {
    const id = await connect({ variant: 'step-up' });
    await waitForState(bridge.backend, id, 'ready');
    const deleted = await call(id, 'delete-everything');
    expect(deleted.status).toBe('ok');
    expect(JSON.stringify(deleted.result)).toContain('Everything deleted');
    const flow = await flowOf(id);
    expect(stepOf(flow, 'registration')?.extracted.find((item) => item.label === 'scope')?.value).toMatch(/^mcp:read mcp:admin \(step-up/);
    expect(flow.signedIn?.scope).toBe('mcp:read mcp:admin');
  });
});

describe('the auth debugger routes', () => {
  it('walks the flow one step at a time, runs the rest, and publishes each change as an auth event', async () => {
    const id = await connect({ variant: 'ok' });
    await waitForState(bridge.backend, id, 'ready');
    const events: AuthFlowState[] = [];
    bridge.backend.subscribe((event) => {
      if (event.type === 'auth') events.push(event.flow);
    });
    const post = (action: string) => api<AuthFlowState>('POST', `/connections/${id}/auth/${action}`);
    expect((await post('restart')).body.steps.every((step) => step.status === 'waiting')).toBe(true);

    const first = (await post('step')).body;
    expect(first.mode).toBe('step');
    expect(first.status).toBe('idle');
    const challenge = stepOf(first, 'challenge');
    expect(challenge?.status).toBe('passed');
    expect(challenge?.exchanges[0]?.response?.status).toBe(401);
    expect(challenge?.extracted).toContainEqual({ label: 'resource_metadata', value: server?.prmUrl });
    expect(stepOf(first, 'resource-metadata')?.status).toBe('waiting');

    const done = (await post('run')).body;
    expect(done.status).toBe('signed-in');
    expect(done.steps.every((step) => step.status === 'passed')).toBe(true);
    expect(events.map((flow) => flow.status)).toContain('running');
    expect(events.at(-1)?.status).toBe('signed-in');
  });

  it('answers 400 for a stdio connection', async () => {
    const started = bridge.backend.connect({ target: { transport: 'stdio', command: process.execPath, args: ['-e', 'setTimeout(() => {}, 5000)'] } });
    if (!started.ok) throw new Error(started.error.message);
    expect((await api('GET', `/connections/${started.value.id}/auth`)).status).toBe(400);
  });
});

describe('OAuth sign-in, broken servers', () => {
  async function failedConnection(variant: OAuthTestServerOptions['variant']): Promise<{ summary: ConnectionSummary; flow: AuthFlowState }> {
    const id = await connect({ variant });
    const summary = await waitForState(bridge.backend, id, 'failed');
    return { summary, flow: await flowOf(id) };
  }

  it('a redirect elsewhere fails at the authorization step, naming where it went', async () => {
    const { summary, flow } = await failedConnection('wrong-redirect');
    expect(summary.error?.code).toBe('auth_failed');
    expect(flow.status).toBe('failed');
    const step = stepOf(flow, 'authorization');
    expect(step?.failure?.code).toBe('wrong_redirect');
    expect(step?.failure?.required).toContain('RFC 6749 §3.1.2');
    expect(step?.failure?.observed).toContain(`${server?.issuer}/elsewhere`);
    expect(stepOf(flow, 'token')?.status).toBe('waiting');
  });

  it('metadata without code_challenge_methods_supported fails at the metadata step, with the spec\'s words', async () => {
    const { summary, flow } = await failedConnection('no-pkce-methods');
    expect(flow.status).toBe('failed');
    const step = stepOf(flow, 'authorization-server-metadata');
    expect(step?.status).toBe('failed');
    expect(step?.failure?.required).toBe('authorization server metadata lacks code_challenge_methods_supported; the MCP authorization spec (2025-11-25, Authorization Code Protection) requires the client to refuse');
    expect(summary.error?.message).toContain('code_challenge_methods_supported');
    expect(server?.requests.some((request) => request.path === '/authorize')).toBe(false);
  });
});

describe('interactive sign-in and the callback route', () => {
  it('waits for the user, accepts only the pending state once, then reconnects by itself', async () => {
    const id = await connect({ variant: 'ok' }, {});
    const failed = await waitForState(bridge.backend, id, 'failed');
    expect(failed.error?.code).toBe('auth_required');
    const flow = await flowOf(id);
    expect(flow.status).toBe('awaiting-user');
    expect(flow.authorizationUrl).toContain(`redirect_uri=${encodeURIComponent(`http://127.0.0.1:${bridge.port}/oauth/callback`)}`);

    // What the browser would do: the AS redirects to the bridge's callback.
    const redirect = await fetch(flow.authorizationUrl ?? '', { redirect: 'manual' });
    const location = new URL(redirect.headers.get('location') ?? '');
    const state = location.searchParams.get('state') ?? '';
    const code = location.searchParams.get('code') ?? '';

    for (const query of ['', `?code=${code}`, `?code=${code}&state=not-the-state`]) {
      const refused = await rawRequest(bridge.port, { path: `/oauth/callback${query}` });
      expect(refused.status, query).toBe(400);
    }
    expect((await flowOf(id)).status).toBe('awaiting-user');
    // The route needs no token, but the Host check still applies, and nothing else opens up.
    expect((await rawRequest(bridge.port, { path: `/oauth/callback?code=${code}&state=${state}`, headers: { host: 'evil.example:80' } })).status).toBe(403);
    expect((await rawRequest(bridge.port, { path: '/api/connections' })).status).toBe(403);

    const done = await rawRequest(bridge.port, { path: `/oauth/callback?code=${code}&state=${state}`, headers: { 'sec-fetch-site': 'cross-site' } });
    expect(done.status).toBe(200);
    expect(done.body).toContain(`Signed in to ${new URL(server?.mcpUrl ?? '').host}`);
    expect(done.headers['content-security-policy']).toBeDefined();
    expect((await rawRequest(bridge.port, { path: `/oauth/callback?code=${code}&state=${state}` })).status).toBe(400);

    await waitForState(bridge.backend, id, 'ready');
    expect((await flowOf(id)).status).toBe('signed-in');
  });

  it('runs no flow over the user\'s own Authorization header (static tokens)', async () => {
    server = await startOAuthTestServer({ autoApprove: true });
    const started = bridge.backend.connect({ target: { transport: 'http', url: server.mcpUrl, headers: { Authorization: 'Bearer static-token' } } });
    if (!started.ok) throw new Error(started.error.message);
    const failed = await waitForState(bridge.backend, started.value.id, 'failed');
    expect(failed.error?.code).toBe('connect_failed');
    expect((await flowOf(started.value.id)).status).toBe('idle');
    expect(server.requests.map((request) => request.path)).toEqual(['/mcp']);
  });
});

/**
 * Issue 17, finding 6: a connection's own headers went to a cross-origin authorization server
 * named in the resource's metadata. They now reach the MCP server's origin only (origin-fetch.ts).
 */
describe("a connection's own headers during the sign-in", () => {
  const API_KEY = 'secret-4f1d0c9e2b7a';

  async function signIn(separateAuthorizationServer: boolean): Promise<OAuthTestServer> {
    const started = await startOAuthTestServer({ autoApprove: true, separateAuthorizationServer });
    server = started;
    const connected = bridge.backend.connect({ target: { transport: 'http', url: started.mcpUrl, headers: { 'X-Api-Key': API_KEY }, auth: { headless: true } } });
    if (!connected.ok) throw new Error(connected.error.message);
    await waitForState(bridge.backend, connected.value.id, 'ready');
    return started;
  }

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
