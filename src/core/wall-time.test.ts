import { describe, expect, it } from 'vitest';
import { formatTime, isoTime, isValidTime, MAX_TIME_MS } from './wall-time';

describe('wall-time', () => {
  // Issue 17, finding 7: new Date(1e16).toISOString() threw RangeError and blanked the viewer.
  it('shows a time no Date can hold as "invalid time" instead of throwing', () => {
    const clock = new Intl.DateTimeFormat('en', { hour: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
    for (const t of [1e16, -1e20, Number.NaN, Number.POSITIVE_INFINITY, MAX_TIME_MS + 1]) {
      expect(isValidTime(t)).toBe(false);
      expect(isoTime(t)).toBe('invalid time');
      expect(formatTime(t, (date) => clock.format(date))).toBe('invalid time');
    }
    expect(isoTime(MAX_TIME_MS)).toBe('+275760-09-13T00:00:00.000Z');
    expect(formatTime(0, (date) => clock.format(date))).toBe('00');
  });
});
