import { describe, expect, it } from 'vitest';
import type { WireRecord } from '../wire';
import { firstAfterSeq, tracePage } from './log-page';

function records(conns: string[]): WireRecord[] {
  return conns.map((conn, index) => ({ seq: index + 1, t: 1000 + index, conn, kind: 'note', text: `note ${index + 1}` }));
}

describe('tracePage', () => {
  const trace = records(['a', 'b', 'a', 'a', 'b', 'a']);

  it('pages the happened records after a seq, in order, and says whether more follow', () => {
    const first = tracePage(trace, trace.length, 0, 4);
    expect(first.records.map((r) => r.seq)).toEqual([1, 2, 3, 4]);
    expect(first).toMatchObject({ lastSeq: 4, more: true });
    const rest = tracePage(trace, trace.length, first.lastSeq, 4);
    expect(rest.records.map((r) => r.seq)).toEqual([5, 6]);
    expect(rest).toMatchObject({ lastSeq: 6, more: false });
  });

  it('stops at the playback position: records after it have not happened yet', () => {
    const page = tracePage(trace, 3, 0, 10);
    expect(page.records.map((r) => r.seq)).toEqual([1, 2, 3]);
    expect(page.more).toBe(false);
  });

  it('keeps one connection’s records when asked', () => {
    expect(tracePage(trace, trace.length, 1, 2, 'b').records.map((r) => r.seq)).toEqual([2, 5]);
  });

  it('answers an empty page at the end with the request’s own seq', () => {
    expect(tracePage(trace, trace.length, 6, 10)).toEqual({ records: [], lastSeq: 6, more: false });
  });
});

describe('firstAfterSeq', () => {
  it('finds the first record above a seq by binary search, or the end', () => {
    const trace = records(Array.from({ length: 1000 }, () => 'a'));
    expect(firstAfterSeq(trace, 0, trace.length)).toBe(0);
    expect(firstAfterSeq(trace, 499, trace.length)).toBe(499);
    expect(firstAfterSeq(trace, 1000, trace.length)).toBe(1000);
    expect(firstAfterSeq(trace, 700, 600)).toBe(600);
  });
});
