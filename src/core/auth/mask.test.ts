import { describe, expect, it } from 'vitest';
import { REDACTED } from '../target';
import { MAX_EXCHANGE_BODY, maskBody, maskExchange, maskHeaders } from './mask';
import type { HttpExchange } from './types';

describe('maskExchange', () => {
  it('masks credentials in headers but keeps the scheme the client used', () => {
    expect(maskHeaders({ Authorization: 'Basic Y2xpZW50OnNlY3JldA==', 'content-type': 'application/json', cookie: 'sid=1', 'Set-Cookie': 'a=b' })).toEqual({
      Authorization: `Basic ${REDACTED}`,
      'content-type': 'application/json',
      cookie: REDACTED,
      'Set-Cookie': REDACTED,
    });
  });

  it('masks tokens, secrets and the PKCE verifier in form bodies, and leaves the rest', () => {
    const masked = new URLSearchParams(maskBody('grant_type=authorization_code&code=abc&code_verifier=v3r1f13r&client_id=mcpscope&client_secret=s3cret&resource=https%3A%2F%2Fx%2Fmcp'));
    expect(masked.get('code_verifier')).toBe(REDACTED);
    expect(masked.get('client_secret')).toBe(REDACTED);
    expect(masked.get('client_id')).toBe('mcpscope');
    expect(masked.get('resource')).toBe('https://x/mcp');
  });

  it('masks tokens in JSON bodies at any depth', () => {
    const body = JSON.stringify({ access_token: 'at-1', token_type: 'Bearer', refresh_token: 'rt-1', id_token: 'idt', nested: { client_secret: 'cs' }, expires_in: 60 });
    expect(JSON.parse(maskBody(body))).toEqual({ access_token: REDACTED, token_type: 'Bearer', refresh_token: REDACTED, id_token: REDACTED, nested: { client_secret: REDACTED }, expires_in: 60 });
  });

  it('masks secret fields in text that is neither JSON nor a form', () => {
    expect(maskBody('oops: {"access_token": "at-9", broken')).toBe(`oops: {"access_token": "${REDACTED}", broken`);
  });

  it('masks request and response and clips a long response body', () => {
    const exchange: HttpExchange = {
      request: { method: 'POST', url: 'https://as/token', headers: { authorization: 'Basic abc' }, body: 'client_secret=x' },
      response: { status: 200, headers: { 'set-cookie': 'x' }, body: `{"access_token":"t","pad":"${'a'.repeat(MAX_EXCHANGE_BODY)}"}` },
      startedAt: 1,
      durationMs: 2,
    };
    const masked = maskExchange(exchange);
    const text = JSON.stringify(masked);
    expect(text).not.toContain('abc');
    expect(text).not.toContain('"t"');
    expect(masked.request.body).toBe(`client_secret=${encodeURIComponent(REDACTED)}`);
    expect(masked.response?.body?.length).toBeLessThan(MAX_EXCHANGE_BODY + 100);
    expect(masked.response?.body).toContain('more characters');
  });
});
