/**
 * The bridge's in-memory wire log: every record from every connection, stamped with a seq that
 * is monotonic across connections, so one cursor pages through all of them.
 *
 * Everything is kept in memory for now. The JSONL trace file is the durable copy, so a later
 * change may evict old records here and page them back from disk behind the same `page()`.
 */
import type { LogPage } from '../../src/core/bridge-api';
import type { UnsequencedRecord, WireRecord } from '../../src/core/wire';
import { Batcher } from './batcher';

export interface PageQuery {
  /** Return records with seq greater than this. */
  after: number;
  limit: number;
  conn?: string;
}

/** About one animation frame: the SPA renders a batch per frame anyway. */
const BATCH_WINDOW_MS = 20;
const MAX_BATCH = 500;

export class WireLog {
  /** Sorted by seq, since seq only grows. */
  private readonly records: WireRecord[] = [];
  private nextSeq = 1;
  private readonly batcher = new Batcher<WireRecord>({ windowMs: BATCH_WINDOW_MS, maxBatch: MAX_BATCH });

  append(record: UnsequencedRecord): WireRecord {
    const stamped = { ...record, seq: this.nextSeq++ };
    this.records.push(stamped);
    this.batcher.push(stamped);
    return stamped;
  }

  lastSeq(): number {
    return this.nextSeq - 1;
  }

  page({ after, limit, conn }: PageQuery): LogPage {
    const records: WireRecord[] = [];
    let i = this.indexAfter(after);
    for (; i < this.records.length && records.length < limit; i++) {
      const record = this.records[i]!;
      if (conn === undefined || record.conn === conn) records.push(record);
    }
    let more = false;
    for (; i < this.records.length && !more; i++) more = conn === undefined || this.records[i]!.conn === conn;
    return { records, lastSeq: records.at(-1)?.seq ?? after, more };
  }

  /** The record with that seq, if the log holds it. */
  get(seq: number): WireRecord | undefined {
    const record = this.records[this.indexAfter(seq - 1)];
    return record?.seq === seq ? record : undefined;
  }

  /** Subscribers receive records in batches, in seq order. */
  subscribe(listener: (records: WireRecord[]) => void): () => void {
    return this.batcher.subscribe(listener);
  }

  /** Delivers any batch still waiting, e.g. before shutdown. */
  flush(): void {
    this.batcher.flush();
  }

  /** Index of the first record with seq > after (binary search: seq is sorted). */
  private indexAfter(after: number): number {
    let lo = 0;
    let hi = this.records.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.records[mid]!.seq <= after) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}
