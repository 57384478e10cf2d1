import { describe, expect, it } from 'vitest';
import { appCspHeader, declaredCsp } from './app-csp';

describe('appCspHeader', () => {
  it('is the spec’s restrictive default when nothing is declared', () => {
    expect(appCspHeader({})).toBe(
      "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self' data:; connect-src 'none'; frame-src 'none'; base-uri 'self'; object-src 'none'",
    );
  });

  it('adds each declared list only to the directives the spec maps it to', () => {
    const policy = appCspHeader({ connectDomains: ['wss://live.example'], resourceDomains: ['https://*.cdn.example'], frameDomains: ['https://player.example'], baseUriDomains: ['https://base.example'] });
    expect(policy).toContain('connect-src wss://live.example;');
    expect(policy).toContain("img-src 'self' data: https://*.cdn.example;");
    expect(policy).toContain('font-src https://*.cdn.example;');
    expect(policy).toContain('frame-src https://player.example;');
    expect(policy).toContain('base-uri https://base.example;');
    expect(policy).not.toContain('wss://live.example https');
  });
});

describe('declaredCsp', () => {
  it('keeps origins and drops keywords, bare wildcards, paths and directive breaks', () => {
    const declared = declaredCsp({ connectDomains: ['https://api.example:8443', '*', "'unsafe-eval'", 'https://x.example/path', 'https://a.example; script-src *', 42], frameDomains: 'https://not-a-list.example' });
    expect(declared).toEqual({ connectDomains: ['https://api.example:8443'] });
  });

  it('reads nothing from a value that is not an object', () => {
    expect(declaredCsp(['https://a.example'])).toEqual({});
    expect(declaredCsp(undefined)).toEqual({});
  });
});
