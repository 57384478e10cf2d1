import { describe, expect, it } from 'vitest';
import { formatElapsed, formatLatency, formatSize } from './format';

describe('log formatting', () => {
  it('formats elapsed time as hh:mm:ss.mmm', () => {
    expect(formatElapsed(0)).toBe('00:00:00.000');
    expect(formatElapsed(3_723_004)).toBe('01:02:03.004');
  });

  it('formats sizes and latencies compactly', () => {
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(2048)).toBe('2.0 KB');
    expect(formatLatency(87)).toBe('87 ms');
    expect(formatLatency(1500)).toBe('1.50 s');
    expect(formatLatency(125_000)).toBe('2 m 5 s');
  });
});
