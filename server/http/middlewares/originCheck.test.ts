import { describe, expect, it } from 'vitest';
import { createAccessPolicy } from '../access-policy';
import { checkOrigin } from './originCheck';

const { allowedOrigins } = createAccessPolicy({
  port: 5577,
  host: '127.0.0.1',
  allowRemote: false,
  extraOrigins: ['http://localhost:5173'],
});

describe('checkOrigin', () => {
  it('lets through requests without Origin (same-origin GETs, curl); the token still applies', () => {
    expect(checkOrigin({}, allowedOrigins)).toBeNull();
    expect(checkOrigin({ secFetchSite: 'same-origin' }, allowedOrigins)).toBeNull();
    expect(checkOrigin({ secFetchSite: 'none' }, allowedOrigins)).toBeNull();
  });

  it('accepts our own origins and the configured extra origin', () => {
    expect(checkOrigin({ origin: 'http://127.0.0.1:5577' }, allowedOrigins)).toBeNull();
    expect(checkOrigin({ origin: 'http://localhost:5577', secFetchSite: 'same-origin' }, allowedOrigins)).toBeNull();
    expect(checkOrigin({ origin: 'http://localhost:5173', secFetchSite: 'same-site' }, allowedOrigins)).toBeNull();
  });

  it('refuses a foreign, opaque or look-alike origin', () => {
    for (const origin of ['http://evil.example', 'null', 'https://127.0.0.1:5577', 'http://127.0.0.1:5578']) {
      expect(checkOrigin({ origin }, allowedOrigins)?.code, origin).toBe('forbidden_origin');
    }
  });

  it('refuses a cross-site request that carries no Origin', () => {
    expect(checkOrigin({ secFetchSite: 'cross-site' }, allowedOrigins)?.code).toBe('forbidden_origin');
  });

  it('lets a cross-site page load of the SPA through (the browser launch page is file://), never a foreign Origin', () => {
    expect(checkOrigin({ secFetchSite: 'cross-site', spaPageLoad: true }, allowedOrigins)).toBeNull();
    expect(checkOrigin({ origin: 'http://evil.example', secFetchSite: 'cross-site', spaPageLoad: true }, allowedOrigins)?.code).toBe('forbidden_origin');
  });
});
