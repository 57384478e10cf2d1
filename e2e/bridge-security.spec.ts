import { test, expect } from './support/fixtures';
import { rawGet } from './support/raw-http';

// CVE-2025-49596 was exactly this: a local inspector bridge that a web page could drive.

test('an API request without the token is refused', async ({ mcpscope }) => {
  const response = await rawGet(mcpscope.port, '/api/connections', { Host: `127.0.0.1:${mcpscope.port}` });
  expect(response.status).toBe(403);
});

test('the event stream without the token is refused', async ({ mcpscope }) => {
  const response = await rawGet(mcpscope.port, '/api/events', { Host: `127.0.0.1:${mcpscope.port}` });
  expect(response.status).toBe(403);
});

test('a request from a foreign Origin is refused even with the token', async ({ mcpscope }) => {
  const response = await rawGet(mcpscope.port, '/api/connections', {
    Host: `127.0.0.1:${mcpscope.port}`,
    Origin: 'http://evil.example',
    Authorization: `Bearer ${mcpscope.token}`,
  });
  expect(response.status).toBe(403);
});

test('a DNS-rebinding Host is refused even with the token', async ({ mcpscope }) => {
  const response = await rawGet(mcpscope.port, '/api/connections', {
    Host: `evil.example:${mcpscope.port}`,
    Authorization: `Bearer ${mcpscope.token}`,
  });
  expect(response.status).toBe(403);
});

test('the page served without the token does not contain the token', async ({ mcpscope }) => {
  const response = await rawGet(mcpscope.port, '/', { Host: `127.0.0.1:${mcpscope.port}` });
  expect(response.status).toBe(200);
  expect(response.body).toContain('<div id="root">');
  expect(response.body).not.toContain(mcpscope.token);
});

test('with the token, the API answers', async ({ mcpscope }) => {
  const response = await rawGet(mcpscope.port, '/api/connections', {
    Host: `127.0.0.1:${mcpscope.port}`,
    Authorization: `Bearer ${mcpscope.token}`,
  });
  expect(response.status).toBe(200);
  expect(JSON.parse(response.body)).toEqual(expect.arrayContaining([expect.objectContaining({ id: expect.any(String) })]));
});

test('a browser page on a foreign origin cannot call the bridge', async ({ page, mcpscope }) => {
  // A real cross-origin page in Chromium: it gets no CORS grant and its request is refused.
  await page.route('http://evil.example/', (route) => route.fulfill({ contentType: 'text/html', body: '<h1>evil</h1>' }));
  await page.goto('http://evil.example/');
  const outcome = await page.evaluate(async (target) => {
    try {
      const response = await fetch(`${target}/api/connections`, { method: 'POST', body: '{}' });
      return `status ${response.status}`;
    } catch (error) {
      return `blocked: ${String(error)}`;
    }
  }, mcpscope.origin);
  expect(outcome).toMatch(/blocked|status 403/);
});
