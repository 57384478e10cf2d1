import { describe, expect, it } from 'vitest';
import { toUnicodeHostname } from './punycode';

describe('toUnicodeHostname', () => {
  it('decodes IDN labels, including a Cyrillic look-alike of apple.com', () => {
    expect(toUnicodeHostname('xn--mnchen-3ya.de')).toBe('münchen.de');
    expect(toUnicodeHostname('www.xn--80ak6aa92e.com')).toBe('www.аррӏе.com');
  });

  it('keeps plain and malformed labels as they are', () => {
    expect(toUnicodeHostname('example.com')).toBe('example.com');
    expect(toUnicodeHostname('xn--!!.com')).toBe('xn--!!.com');
  });
});
