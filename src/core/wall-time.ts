/**
 * Wall-clock times read from files and shown to people (issue 17, finding 7): a record with
 * `"t": 1e16` parsed as a number, and then `new Date(t).toISOString()` and Intl formatting threw
 * `RangeError: Invalid time value`, which blanked the viewer. A Date holds at most ±8.64e15 ms
 * (ECMA-262, "Time Values and Time Range"); anything outside, or not a finite number, is not a
 * time, and is shown as "invalid time" rather than thrown.
 */

/** The largest magnitude a Date can hold, in ms from the epoch. */
export const MAX_TIME_MS = 8.64e15;

export const INVALID_TIME = 'invalid time';

/** True when `t` is a time a Date can hold. */
export function isValidTime(t: unknown): t is number {
  return typeof t === 'number' && Number.isFinite(t) && Math.abs(t) <= MAX_TIME_MS;
}

/** ISO-8601 text for `t`, or "invalid time". */
export function isoTime(t: number): string {
  return isValidTime(t) ? new Date(t).toISOString() : INVALID_TIME;
}

/** `t` through an Intl formatter (or toLocale*), or "invalid time". */
export function formatTime(t: number, format: (date: Date) => string): string {
  return isValidTime(t) ? format(new Date(t)) : INVALID_TIME;
}
