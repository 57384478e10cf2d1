/**
 * The bridge guard end to end: a real app with a real ConnectionManager on a real port, driven by
 * real HTTP requests (issue 2, acceptance: token, Origin, Host, and no token in GET /).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody, SessionInfo } from '../../src/core/bridge-api';
import { connectAndWait } from '../connections/test-support';
import { demoServerTarget } from '../demo/target';
import { generateToken } from './middlewares/tokenAuth';
import { bearer, rawRequest, startTestBridge, type TestBridge } from './test-bridge';

describe('bridge HTTP guard', () => {
  let bridge: TestBridge;
  const get = (path: string, headers: Record<string, string> = {}) => rawRequest(bridge.port, { path, headers });
  const errorCode = (body: string) => (JSON.parse(body) as ErrorBody).error.code;

  beforeAll(async () => {
    bridge = await startTestBridge();
  });

  afterAll(async () => {
    await bridge.close();
  });

  it('answers /api/session with the token', async () => {
    const response = await get('/api/session', bearer(bridge.token));
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body) as SessionInfo).toMatchObject({ version: '0.0.0-test', commandLines: process.platform === 'win32' ? 'windows' : 'posix' });
  });

  it('refuses /api without a token, with a wrong token, and the event stream too', async () => {
    const missing = await get('/api/session');
    expect(missing.status).toBe(403);
    expect(errorCode(missing.body)).toBe('unauthorized');
    expect((await get('/api/session', bearer(generateToken()))).status).toBe(403);
    expect((await get('/api/session', { authorization: bridge.token })).status).toBe(403);
    expect((await get('/api/events')).status).toBe(403);
  });

  it('refuses a foreign Origin even with the token, and sends no CORS headers', async () => {
    const response = await get('/api/session', { ...bearer(bridge.token), origin: 'http://evil.example' });
    expect(response.status).toBe(403);
    expect(errorCode(response.body)).toBe('forbidden_origin');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a cross-site fetch that carries no Origin', async () => {
    const response = await get('/', { 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
  });

  it('opens the SPA for a cross-site page load (the file:// launch page), but no /api and no frame', async () => {
    const pageLoad = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    expect((await get('/', pageLoad)).status).toBe(200);
    expect((await get('/api/session', { ...pageLoad, ...bearer(bridge.token) })).status).toBe(403);
    expect((await get('/', { ...pageLoad, 'sec-fetch-dest': 'iframe' })).status).toBe(403);
  });

  it('refuses the rebinding Host evil.example:<port>, for the API and the static files', async () => {
    for (const path of ['/api/session', '/']) {
      const response = await get(path, { ...bearer(bridge.token), host: `evil.example:${bridge.port}` });
      expect(response.status, path).toBe(403);
      expect(errorCode(response.body)).toBe('forbidden_host');
    }
  });

  it('serves GET / without a token, without the token in it, with security and cache headers', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.body).toContain('<!doctype html>');
    expect(response.body).not.toContain(bridge.token);
    expect(JSON.stringify(response.headers)).not.toContain(bridge.token);
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable and compressed', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('compresses static files only: API answers stay on loopback, where gzip costs time and saves nothing', async () => {
    const { id } = await connectAndWait(bridge.backend, demoServerTarget());
    try {
      const tools = await get(`/api/connections/${id}/tools`, { ...bearer(bridge.token), 'accept-encoding': 'gzip' });
      expect(tools.status).toBe(200);
      expect(tools.body.length).toBeGreaterThan(1024);
      expect(tools.headers['content-encoding']).toBeUndefined();
    } finally {
      await bridge.backend.remove(id);
    }
  });

  it('sends no ETag on API answers, which nothing revalidates, and keeps it on the page, which is revalidated', async () => {
    const api = await get('/api/session', bearer(bridge.token));
    expect(api.status).toBe(200);
    expect(api.headers.etag).toBeUndefined();
    const page = await get('/');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toBeDefined();
  });

  it('answers a deep link with index.html and starts nothing', async () => {
    const response = await get(`/connect?stdio=${encodeURIComponent('node -e 1')}`, { accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.body).toContain('<!doctype html>');
    expect(bridge.backend.list()).toHaveLength(0);
  });

  it('refuses POST /api/connections without the token and starts nothing', async () => {
    const response = await rawRequest(bridge.port, {
      method: 'POST',
      path: '/api/connections',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ target: demoServerTarget() }),
    });
    expect(response.status).toBe(403);
    expect(bridge.backend.list()).toHaveLength(0);
  });

  it('answers malformed bodies and unknown ids with 400 and 404', async () => {
    const post = (path: string, body: string) =>
      rawRequest(bridge.port, { method: 'POST', path, headers: { ...bearer(bridge.token), 'content-type': 'application/json' }, body });
    const notJson = await post('/api/connections', '{');
    expect([notJson.status, errorCode(notJson.body)]).toEqual([400, 'bad_request']);
    const wrongShape = await post('/api/connections', JSON.stringify({ target: { transport: 'stdio', command: '' } }));
    expect(wrongShape.status).toBe(400);
    expect((JSON.parse(wrongShape.body) as ErrorBody).error.message).toContain('command');
    const noSuchConnection = await post('/api/connections/c999/calls', JSON.stringify({ tool: 'echo', arguments: {} }));
    expect([noSuchConnection.status, errorCode(noSuchConnection.body)]).toEqual([404, 'not_found']);
    const unknownRoute = await get('/api/nothing-here', bearer(bridge.token));
    expect(unknownRoute.status).toBe(404);
  });
  it('accepts an HTTP target on an IP address and port, and reports the refused connection', async () => {
    const created = await rawRequest(bridge.port, {
      method: 'POST',
      path: '/api/connections',
      headers: { ...bearer(bridge.token), 'content-type': 'application/json' },
      body: JSON.stringify({ target: { transport: 'http', url: 'http://127.0.0.1:1/mcp' } }),
    });
    expect(created.status).toBe(201);
    const { id } = JSON.parse(created.body) as { id: string };
    await expect
      .poll(async () => (JSON.parse((await get(`/api/connections/${id}`, bearer(bridge.token))).body) as { state: string }).state)
      .toBe('failed');
  });

  it('sends the page a connection summary without the URL password, credential parameters or secrets in arguments, stderr or stdout (issue 17, finding 2)', async () => {
    const secrets = ['Url-Pa55-In-Target', 'qt-9bf31c7ff062936a96d3c8bd1f8f2ff3', 'Pg-S3cret-Pass-2026', 'ghp_R4nd0mDem0T0kenN0tReal1234567890abcd', 'Stderr-Pa55-2026', 'ghp_B4nn3rT0kenN0tReal1234567890abcdefgh'];
    // Printed by the server, and built from pieces so that no argument holds them whole.
    const printsSecrets = `console.error('DATABASE_URL=postgresql://admin:' + 'Stderr-Pa55-' + '2026@db.internal/app'); console.log('token ' + 'ghp_B4nn3rT0ken' + 'N0tReal1234567890abcdefgh'); process.exit(3)`;
    const targets = [
      { transport: 'http', url: `http://ops:${secrets[0]}@127.0.0.1:1/mcp?access_token=${secrets[1]}` },
      { transport: 'stdio', command: process.execPath, args: ['-e', printsSecrets, `postgresql://admin:${secrets[2]}@db.internal:5432/app`, '--token', secrets[3]] },
    ];
    for (const target of targets) {
      const created = await rawRequest(bridge.port, { method: 'POST', path: '/api/connections', headers: { ...bearer(bridge.token), 'content-type': 'application/json' }, body: JSON.stringify({ target }) });
      expect(created.status).toBe(201);
      const { id } = JSON.parse(created.body) as { id: string };
      await expect.poll(async () => (JSON.parse((await get(`/api/connections/${id}`, bearer(bridge.token))).body) as { state: string }).state).toBe('failed');
      const summary = (await get(`/api/connections/${id}`, bearer(bridge.token))).body;
      expect(summary).toContain(target.transport === 'http' ? 'http://ops:•••@127.0.0.1:1/mcp?access_token=•••' : 'postgresql://admin:•••@db.internal:5432/app');
      if (target.transport === 'stdio') expect(summary).toContain('DATABASE_URL=postgresql://admin:•••@db.internal/app');
      for (const body of [created.body, summary, (await get('/api/connections', bearer(bridge.token))).body]) {
        for (const secret of secrets) expect(body).not.toContain(secret);
      }
    }
  });
});

describe('bridge in --dev mode', () => {
  let bridge: TestBridge;

  beforeAll(async () => {
    bridge = await startTestBridge({ dev: true, extraOrigins: ['http://localhost:5173'] });
  });

  afterAll(async () => {
    await bridge.close();
  });

  it('accepts requests proxied by Vite (Host and Origin of the dev server) with the token', async () => {
    const viaVite = { host: 'localhost:5173', origin: 'http://localhost:5173', 'sec-fetch-site': 'same-origin' };
    expect((await rawRequest(bridge.port, { path: '/api/session', headers: { ...viaVite, ...bearer(bridge.token) } })).status).toBe(200);
    expect((await rawRequest(bridge.port, { path: '/api/session', headers: viaVite })).status).toBe(403);
  });

  it('serves no static files', async () => {
    expect((await rawRequest(bridge.port, { path: '/' })).status).toBe(404);
  });
});
