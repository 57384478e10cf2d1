import { describe, expect, it } from 'vitest';
import { formatClock, formatElapsed, formatLatency, formatSize, maskedRowText } from './format';

describe('log formatting', () => {
  it('formats elapsed time as hh:mm:ss.mmm', () => {
    expect(formatElapsed(0)).toBe('00:00:00.000');
    expect(formatElapsed(3_723_004)).toBe('01:02:03.004');
  });

  // Issue 17, finding 7: a crafted time showed as NaN:NaN:NaN.NaN.
  it('shows a time no Date can hold as "invalid time"', () => {
    expect(formatClock(1e16)).toBe('invalid time');
    expect(formatClock(Number.NaN)).toBe('invalid time');
    expect(formatClock(0)).toMatch(/^\d\d:\d\d:00\.000$/);
  });

  it('formats sizes and latencies compactly', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(2048)).toBe('2.0 KB');
    expect(formatLatency(87)).toBe('87 ms');
    expect(formatLatency(1500)).toBe('1.50 s');
    expect(formatLatency(125_000)).toBe('2 m 5 s');
  });

  // Issue 17, finding 2: a stray stdout or stderr line showed its secrets in the row itself.
  it('masks the secrets a row quotes, and cuts a long line before scanning it', () => {
    const row = maskedRowText('connecting to postgresql://admin:Pg-Row-S3cret@db.internal/app with ghp_R0wT0kenN0tReal1234567890abcdefghijk');
    expect(row).toContain('postgresql://admin:');
    expect(row).not.toContain('Pg-Row-S3cret');
    expect(row).not.toContain('ghp_R0wT0kenN0tReal1234567890abcdefghijk');
    expect(maskedRowText('x'.repeat(5_000))).toBe(`${'x'.repeat(2_000)}…`);
  });
});
