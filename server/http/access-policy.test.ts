import { describe, expect, it } from 'vitest';
import { createAccessPolicy, isBareOrigin, normalizeHost, normalizeOrigin } from './access-policy';

describe('createAccessPolicy', () => {
  it('allows only the loopback names on the bridge port by default', () => {
    const policy = createAccessPolicy({ port: 5577, host: '127.0.0.1', allowRemote: false, extraOrigins: [] });
    expect([...policy.allowedHosts].sort()).toEqual(['127.0.0.1:5577', '[::1]:5577', 'localhost:5577']);
    expect([...policy.allowedOrigins].sort()).toEqual([
      'http://127.0.0.1:5577',
      'http://[::1]:5577',
      'http://localhost:5577',
    ]);
  });

  it('adds the configured host only with allowRemote', () => {
    const closed = createAccessPolicy({ port: 80, host: '10.0.0.5', allowRemote: false, extraOrigins: [] });
    expect(closed.allowedHosts.has('10.0.0.5')).toBe(false);
    const open = createAccessPolicy({ port: 8080, host: 'fe80::1', allowRemote: true, extraOrigins: [] });
    expect(open.allowedHosts.has('[fe80::1]:8080')).toBe(true);
    expect(open.allowedOrigins.has('http://[fe80::1]:8080')).toBe(true);
  });

  it('allows the host of each extra origin, for the Vite dev proxy', () => {
    const policy = createAccessPolicy({
      port: 5577,
      host: '127.0.0.1',
      allowRemote: false,
      extraOrigins: ['http://localhost:5173'],
    });
    expect(policy.allowedOrigins.has('http://localhost:5173')).toBe(true);
    expect(policy.allowedHosts.has('localhost:5173')).toBe(true);
  });
});

describe('normalizeHost', () => {
  it('lower-cases and drops the default port', () => {
    expect(normalizeHost('LOCALHOST:80')).toBe('localhost');
    expect(normalizeHost('[::1]:5577')).toBe('[::1]:5577');
  });

  it('rejects values that are not a plain authority', () => {
    expect(normalizeHost('')).toBeNull();
    expect(normalizeHost('user@127.0.0.1:5577')).toBeNull();
    expect(normalizeHost('127.0.0.1:5577/x')).toBeNull();
    expect(normalizeHost('127.0.0.1:99999')).toBeNull();
  });
});

describe('origins', () => {
  it('normalizes http(s) origins and refuses the rest', () => {
    expect(normalizeOrigin('http://LocalHost:5173')).toBe('http://localhost:5173');
    expect(normalizeOrigin('null')).toBeNull();
    expect(normalizeOrigin('file:///etc/passwd')).toBeNull();
  });

  it('recognizes a bare origin', () => {
    expect(isBareOrigin('http://localhost:5173')).toBe(true);
    expect(isBareOrigin('http://localhost:5173/')).toBe(true);
    expect(isBareOrigin('http://localhost:5173/app')).toBe(false);
    expect(isBareOrigin('localhost:5173')).toBe(false);
  });
});
