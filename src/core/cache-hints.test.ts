import { describe, expect, it } from 'vitest';
import { readCacheHint, staleAt, stalestHint } from './cache-hints';

describe('cache hints (SEP-2549)', () => {
  it('reads ttlMs and cacheScope, and goes stale ttlMs after the answer arrived', () => {
    const hint = readCacheHint({ tools: [], ttlMs: 60_000, cacheScope: 'public' }, 1_000);
    expect(hint).toEqual({ ttlMs: 60_000, cacheScope: 'public', receivedAt: 1_000 });
    expect(staleAt(hint!)).toBe(61_000);
  });

  it('has nothing to say about a result without a hint', () => {
    expect(readCacheHint({ tools: [] }, 1_000)).toBeUndefined();
  });

  it('names a ttlMs that is no duration instead of guessing', () => {
    const hint = readCacheHint({ ttlMs: '60s', cacheScope: 'private' }, 1_000)!;
    expect(hint.problem).toBe('ttlMs is "60s", not a number of milliseconds');
    expect(staleAt(hint)).toBeUndefined();
  });

  it('takes the page that goes stale first for a listing of several pages', () => {
    const long = readCacheHint({ ttlMs: 60_000 }, 1_000);
    const short = readCacheHint({ ttlMs: 5_000 }, 2_000);
    expect(stalestHint(long, short)).toBe(short);
    expect(stalestHint(undefined, long)).toBe(long);
  });
});
