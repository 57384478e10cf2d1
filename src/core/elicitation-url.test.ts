import { describe, expect, it } from 'vitest';
import { inspectElicitationUrl } from './elicitation-url';

describe('inspectElicitationUrl', () => {
  it('shows a punycode domain decoded and raw', () => {
    const result = inspectElicitationUrl('https://www.xn--80ak6aa92e.com/login?x=1');
    expect(result).toMatchObject({
      ok: true,
      hostname: 'www.xn--80ak6aa92e.com',
      unicodeHostname: 'www.аррӏе.com',
      isInternationalized: true,
      openable: true,
    });
  });

  it('ASCII-fies a Unicode URL the way the browser will resolve it', () => {
    expect(inspectElicitationUrl('https://münchen.de/')).toMatchObject({ ok: true, hostname: 'xn--mnchen-3ya.de', unicodeHostname: 'münchen.de' });
  });

  it('never marks non-http(s) URLs as openable', () => {
    expect(inspectElicitationUrl('javascript:alert(1)')).toMatchObject({ ok: true, openable: false });
    expect(inspectElicitationUrl('data:text/html,hi')).toMatchObject({ ok: true, openable: false });
  });

  it('warns about credentials before the host and refuses garbage', () => {
    const result = inspectElicitationUrl('https://bank.com@evil.example/');
    expect(result.ok && result.hostname).toBe('evil.example');
    expect(result.ok && result.warnings.some((w) => w.includes('credentials'))).toBe(true);
    expect(inspectElicitationUrl('not a url')).toMatchObject({ ok: false });
    expect(inspectElicitationUrl(undefined)).toMatchObject({ ok: false });
  });
});
