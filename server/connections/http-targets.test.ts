/** HTTP targets against a plain node:http server: custom headers reach it, failures are clear. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAndWait, createHarness, type Harness } from './test-support';

describe('HTTP targets', () => {
  let harness: Harness;
  let server: http.Server;
  let base: string;
  const seen: http.IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    harness = createHarness();
    // Answers everything with 503, after noting the headers it was sent.
    server = http.createServer((req, res) => {
      seen.push(req.headers);
      // What an Express legacy-SSE server answers a POST to its GET-only /sse route.
      if (req.url === '/sse') return void res.writeHead(404, { 'content-type': 'text/html' }).end('<!DOCTYPE html>\n<html lang="en"><head><title>Error</title></head><body><pre>Cannot POST /sse</pre></body></html>');
      res.writeHead(503).end('down for maintenance');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await harness.dispose();
    await new Promise((resolve) => server.close(resolve));
  });

  it.each(['http', 'sse'] as const)('sends custom headers over %s and fails clearly when the server refuses', async (transport) => {
    seen.length = 0;
    const failed = await connectAndWait(harness.manager, { transport, url: `${base}/mcp`, headers: { Authorization: 'Bearer abc', 'X-Tenant': 't1' } }, 'failed');
    expect(seen[0]).toMatchObject({ authorization: 'Bearer abc', 'x-tenant': 't1' });
    expect(failed.error?.code).toBe('connect_failed');
    // The URL, the status and the body, not "fetch failed" (issue 17, finding 8).
    expect(failed.error?.message).toContain(`${base}/mcp answered HTTP 503 Service Unavailable: down for maintenance`);
    expect(failed.target).toMatchObject({ headers: { Authorization: '•••', 'X-Tenant': '•••' } });
  });

  // Issue 20, item 8: the raw error page said nothing of what to do.
  it('suggests legacy SSE when a Streamable HTTP POST gets an HTML 404, without the page', async () => {
    const failed = await connectAndWait(harness.manager, { transport: 'http', url: `${base}/sse` }, 'failed');
    expect(failed.error?.code).toBe('connect_failed');
    expect(failed.error?.message).toContain('HTTP 404 Not Found');
    expect(failed.error?.message).toContain('SSE (legacy)');
    expect(failed.error?.message).not.toContain('<html');
  });

  it('names the cause when nothing listens', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const failed = await connectAndWait(harness.manager, { transport: 'http', url: `http://127.0.0.1:${port}/mcp` }, 'failed');
    expect(failed.error).toMatchObject({ code: 'connect_failed' });
    expect(failed.error?.message).toMatch(new RegExp(`^POST http://127.0.0.1:${port}/mcp failed: connection refused.*ECONNREFUSED`));
  });
});
