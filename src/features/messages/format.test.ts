import { describe, expect, it } from 'vitest';
import { formatClock, formatElapsed, formatLatency, formatSize } from './format';

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
});
