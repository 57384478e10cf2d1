/**
 * Step-up has a limit (issue 7, item 1): a server whose 403 insufficient_scope can never be met
 * gets at most MAX_AUTHORIZATIONS authorizations for one request, then the request fails with the
 * reason, even when the server varies its header each time (so "the same header twice" would not
 * stop a client). The server is real; the flow is the injected `authorize`, counted here. The whole
 * flow against a server like this is the conformance suite's auth/scope-retry-limit.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, it } from 'vitest';
import { AuthFlowError } from './auth-error';
import { authFetch, MAX_AUTHORIZATIONS, withToken } from './auth-fetch';

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

function startRefusingServer(): Promise<string> {
  let refusals = 0;
  server = http.createServer((req, res) => {
    refusals += 1;
    if (!req.headers.authorization) return void res.writeHead(401, { 'WWW-Authenticate': 'Bearer scope="mcp:read"' }).end();
    res.writeHead(403, { 'WWW-Authenticate': `Bearer error="insufficient_scope", scope="mcp:read never:${refusals}"` }).end();
  });
  return new Promise((resolve) => server?.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server?.address() as AddressInfo).port}/mcp`)));
}

it(`stops a step-up that can never be met after ${MAX_AUTHORIZATIONS} authorizations`, async () => {
  const url = await startRefusingServer();
  let authorizations = 0;
  const send = authFetch({
    base: fetch,
    stored: () => Promise.resolve(authorizations ? { authorizationServerUrl: url, tokens: { access_token: `t${authorizations}`, token_type: 'Bearer' } } : undefined),
    refresh: () => Promise.resolve(false),
    authorize: async (trigger) => {
      authorizations += 1;
      return { response: await fetch(trigger.url, withToken(trigger.init, `t${authorizations}`)) };
    },
  });
  const failure = await send(url, { method: 'POST', body: '{}' }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(AuthFlowError);
  expect((failure as AuthFlowError).value.message).toContain(`(HTTP 403) after ${MAX_AUTHORIZATIONS} authorizations`);
  expect(authorizations).toBe(MAX_AUTHORIZATIONS);
});
