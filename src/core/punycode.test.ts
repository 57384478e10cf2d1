import { describe, expect, it } from 'vitest';
import { decodePunycode, toUnicodeHostname } from './punycode';

describe('punycode', () => {
  it('decodes RFC 3492 samples and IDN hostnames', () => {
    expect(decodePunycode('mnchen-3ya')).toBe('münchen');
    expect(decodePunycode('80ak6aa92e')).toBe('аррӏе');
    expect(toUnicodeHostname('xn--mnchen-3ya.de')).toBe('münchen.de');
    expect(toUnicodeHostname('www.xn--80ak6aa92e.com')).toBe('www.аррӏе.com');
  });

  it('keeps plain and malformed labels as they are', () => {
    expect(toUnicodeHostname('example.com')).toBe('example.com');
    expect(toUnicodeHostname('xn--!!.com')).toBe('xn--!!.com');
  });
});
