import { describe, expect, it } from 'vitest';
import { generateToken, isAuthorized } from './tokenAuth';

describe('generateToken', () => {
  it('makes 43 base64url characters (32 bytes), different each time', () => {
    const a = generateToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateToken()).not.toBe(a);
  });
});

describe('isAuthorized', () => {
  const token = generateToken();

  it('accepts exactly the bearer token', () => {
    expect(isAuthorized(`Bearer ${token}`, token)).toBe(true);
  });

  it('refuses a missing, wrong, truncated, extended or differently framed token', () => {
    expect(isAuthorized(undefined, token)).toBe(false);
    expect(isAuthorized('', token)).toBe(false);
    expect(isAuthorized('Bearer ', token)).toBe(false);
    expect(isAuthorized(`Bearer ${generateToken()}`, token)).toBe(false);
    expect(isAuthorized(`Bearer ${token.slice(1)}`, token)).toBe(false);
    expect(isAuthorized(`Bearer ${token}x`, token)).toBe(false);
    expect(isAuthorized(`Basic ${token}`, token)).toBe(false);
    expect(isAuthorized(token, token)).toBe(false);
  });
});
