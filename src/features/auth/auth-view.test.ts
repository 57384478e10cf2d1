import { describe, expect, it } from 'vitest';
import { idleFlow } from '../../core/auth/types';
import { describeExpiry, needsSignIn, prettyBody } from './auth-view';

describe('auth debugger helpers', () => {
  it('indents JSON bodies and splits form bodies into decoded lines', () => {
    expect(prettyBody('{"issuer":"http://a","x":[1]}', { 'Content-Type': 'application/json' })).toEqual({ text: '{\n  "issuer": "http://a",\n  "x": [\n    1\n  ]\n}', kind: 'json' });
    expect(prettyBody('grant_type=authorization_code&redirect_uri=http%3A%2F%2F127.0.0.1%2Fcb&code_verifier=REDACTED', { 'content-type': 'application/x-www-form-urlencoded' })).toEqual({
      text: 'grant_type=authorization_code\nredirect_uri=http://127.0.0.1/cb\ncode_verifier=REDACTED',
      kind: 'form',
    });
    expect(prettyBody('{"clipped', {})).toEqual({ text: '{"clipped', kind: 'text' });
    expect(prettyBody('<html>', { 'content-type': 'text/html' }).kind).toBe('text');
  });

  it('asks for sign-in only when the flow waits for a person or failed', () => {
    const flow = idleFlow('c1', 'http://x/mcp');
    expect(needsSignIn(undefined)).toBe(false);
    expect(needsSignIn(flow)).toBe(false);
    expect(needsSignIn({ ...flow, status: 'awaiting-user' })).toBe(true);
    expect(needsSignIn({ ...flow, status: 'failed' })).toBe(true);
    expect(needsSignIn({ ...flow, status: 'signed-in' })).toBe(false);
  });

  it('says when the token expires, or that it has', () => {
    expect(describeExpiry(undefined, 0)).toBe('not given by the server');
    expect(describeExpiry(3_600_000, 0)).toMatch(/^in 1 h /);
    expect(describeExpiry(0, 3_000)).toMatch(/^expired 3 s ago/);
  });
});
