import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test-bridge';
import { startSandboxProxy, type SandboxProxy } from './start-proxy';

const INSPECTOR = 'http://127.0.0.1:4321';
let proxy: SandboxProxy;
let port: number;

beforeAll(async () => {
  proxy = await startSandboxProxy(new Set([INSPECTOR]));
  port = Number(new URL(proxy.origin).port);
});
afterAll(async () => {
  proxy.server.closeAllConnections();
  await new Promise((resolve) => proxy.server.close(resolve));
});

const pagePath = (parent: string, csp: unknown = {}) => `/?parent=${encodeURIComponent(parent)}&csp=${encodeURIComponent(JSON.stringify(csp))}`;

describe('the app sandbox proxy origin', () => {
  it('serves the proxy page framable only by the inspector, under the declared CSP', async () => {
    const csp = { connectDomains: ['https://api.example.com'], resourceDomains: ['https://cdn.example.com'] };
    const res = await rawRequest(port, { path: pagePath(INSPECTOR, csp) });
    expect(res.status).toBe(200);
    expect(res.body).toContain('<title>mcpscope app sandbox</title>');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain(`frame-ancestors ${INSPECTOR}`);
    expect(policy).toContain('connect-src https://api.example.com');
    expect(policy).toContain("script-src 'self' 'unsafe-inline' https://cdn.example.com");
  });

  it('refuses a foreign Host (DNS rebinding)', async () => {
    const res = await rawRequest(port, { path: pagePath(INSPECTOR), headers: { host: `evil.example:${port}` } });
    expect(res.status).toBe(403);
    expect(res.body).not.toContain('<title>mcpscope app sandbox</title>');
  });

  it('refuses to be framed for a page that is not the inspector', async () => {
    const res = await rawRequest(port, { path: pagePath('http://evil.example') });
    expect(res.status).toBe(403);
  });

  it('serves nothing else: no API, no SPA, no files', async () => {
    for (const path of ['/api/session', '/index.html', '/assets/index.js', '/sandbox?parent=x']) {
      const res = await rawRequest(port, { path });
      expect(res.status, path).toBe(404);
    }
    const post = await rawRequest(port, { method: 'POST', path: pagePath(INSPECTOR) });
    expect(post.status).toBe(404);
  });

  it('drops declared sources that would widen the policy beyond origins', async () => {
    const res = await rawRequest(port, { path: pagePath(INSPECTOR, { connectDomains: ["'unsafe-eval'", '*', 'https://ok.example; script-src *'] }) });
    expect(String(res.headers['content-security-policy'])).toContain("connect-src 'none'");
  });
});
