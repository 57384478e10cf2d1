/**
 * A page of an opened trace's log, as `/api/log` pages the live one (core/bridge-api.ts). Records
 * are in seq order (trace.ts numbers them 1..n), so the page starts by binary search: the log is
 * backfilled in 100 pages for a 200k-record trace, and scanning the whole trace for each page made
 * opening it quadratic (issue 6, B5 profile: 0.75 s of the main thread).
 */
import type { LogPage } from '../bridge-api/session';
import type { ConnectionId, WireRecord } from '../wire';

/** The index of the first of `records[0..end)` with a seq above `seq`; `end` when there is none. */
export function firstAfterSeq(records: readonly WireRecord[], seq: number, end: number): number {
  let low = 0;
  let high = end;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (records[middle]!.seq <= seq) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Up to `limit` of the first `happened` records after seq `after` (of connection `only`, if set). */
export function tracePage(records: readonly WireRecord[], happened: number, after: number, limit: number, only?: ConnectionId): LogPage {
  const page: WireRecord[] = [];
  for (let index = firstAfterSeq(records, after, happened); index < happened && page.length < limit; index++) {
    const record = records[index]!;
    if (only === undefined || record.conn === only) page.push(record);
  }
  const lastSeq = page.at(-1)?.seq ?? after;
  return { records: page, lastSeq, more: firstAfterSeq(records, lastSeq, happened) < happened };
}
