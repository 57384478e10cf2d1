/**
 * The bridge's wire log: every record from every connection, stamped with a seq that is
 * monotonic across connections, so one cursor pages through all of them.
 *
 * Memory is bounded (issue 24, point 3: a day-long session sends millions of messages): the
 * newest `windowRecords` stay in memory and older ones move, a batch at a time, to a spill file
 * (record-spill.ts) that `page()` and `get()` read back, so every record stays reachable behind
 * the same calls. If the spill file cannot be written, records stay in memory: memory grows, but
 * no recorded message is lost.
 */
import type { LogPage } from '../../src/core/bridge-api';
import { err, ok, type Result } from '../../src/core/result';
import type { UnsequencedRecord, WireRecord } from '../../src/core/wire';
import { Batcher } from './batcher';
import { RecordSpill } from './record-spill';
import { countUpToSeq } from './sorted-by-seq';

export interface PageQuery {
  /** Return records with seq greater than this. */
  after: number;
  limit: number;
  conn?: string;
}

export interface WireLogOptions {
  /** How many of the newest records stay in memory. */
  windowRecords?: number;
  /** How many records move to disk at once; also the spacing of the spill file's offset index. */
  spillBatch?: number;
  /** The folder the spill file's own folder goes in (the OS temp dir by default). */
  spillDir?: string;
}

/**
 * MCPSCOPE_LOG_WINDOW: the in-memory window in records, for tests and the bench (B10 runs with a
 * huge one to show the memory it saves). Anything but a whole number of at least 1 keeps the default.
 */
export function windowFromEnv(value: string | undefined): WireLogOptions {
  const records = Number(value);
  return Number.isInteger(records) && records >= 1 ? { windowRecords: records, spillBatch: Math.min(DEFAULT_SPILL_BATCH, records) } : {};
}

/** About one animation frame: the SPA renders a batch per frame anyway. */
const BATCH_WINDOW_MS = 20;
const MAX_BATCH = 500;

/** What a person scrolls back through live; the rest costs disk, not memory. */
const DEFAULT_WINDOW_RECORDS = 10_000;
const DEFAULT_SPILL_BATCH = 1_000;

export class WireLog {
  /** The in-memory window, sorted by seq, since seq only grows; every spilled seq is smaller. */
  private records: WireRecord[] = [];
  private nextSeq = 1;
  private readonly batcher = new Batcher<WireRecord>({ windowMs: BATCH_WINDOW_MS, maxBatch: MAX_BATCH });
  private readonly windowRecords: number;
  private readonly spillBatch: number;
  /** Opened at the first spill. */
  private spill: RecordSpill | undefined;
  /** Set once the spill file could not be opened or written: records then stay in memory. */
  private spillBroken = false;

  constructor(private readonly options: WireLogOptions = {}) {
    this.windowRecords = options.windowRecords ?? DEFAULT_WINDOW_RECORDS;
    this.spillBatch = Math.max(1, options.spillBatch ?? DEFAULT_SPILL_BATCH);
  }

  append(record: UnsequencedRecord): WireRecord {
    const stamped = { ...record, seq: this.nextSeq++ };
    this.records.push(stamped);
    this.batcher.push(stamped);
    if (this.records.length >= this.windowRecords + this.spillBatch) this.spillOldest();
    return stamped;
  }

  lastSeq(): number {
    return this.nextSeq - 1;
  }

  page({ after, limit, conn }: PageQuery): Result<LogPage> {
    const records: WireRecord[] = [];
    let more = false;
    /** Takes a matching record while the page has room; answers whether to go on. */
    const take = (record: WireRecord): boolean => {
      if (conn !== undefined && record.conn !== conn) return true;
      if (records.length >= limit) return !(more = true);
      records.push(record);
      return true;
    };
    if (this.spill && after < this.spill.lastSeq) {
      const read = this.spill.readAfter(after, take);
      if (!read.ok) return read;
    }
    for (let i = this.indexAfter(after); i < this.records.length && !more; i++) take(this.records[i]!);
    return ok({ records, lastSeq: records.at(-1)?.seq ?? after, more });
  }

  /** The record with that seq; not_found when the log holds none. */
  get(seq: number): Result<WireRecord> {
    if (this.spill && seq <= this.spill.lastSeq) {
      let found = undefined as WireRecord | undefined;
      const read = this.spill.readAfter(seq - 1, (record) => {
        found = record;
        return false;
      });
      if (!read.ok) return read;
      return found?.seq === seq ? ok(found) : err('not_found', `no record with seq ${seq}`);
    }
    const record = this.records[this.indexAfter(seq - 1)];
    return record?.seq === seq ? ok(record) : err('not_found', `no record with seq ${seq}`);
  }

  /** Subscribers receive records in batches, in seq order. */
  subscribe(listener: (records: WireRecord[]) => void): () => void {
    return this.batcher.subscribe(listener);
  }

  /** Delivers any batch still waiting, e.g. before shutdown. */
  flush(): void {
    this.batcher.flush();
  }

  /** Removes the spill file; the log holds only its window afterwards. */
  close(): void {
    this.spill?.close();
  }

  /** Moves the oldest batch to disk, or keeps it when the spill file cannot take it. */
  private spillOldest(): void {
    if (this.spillBroken) return;
    if (!this.spill) {
      const opened = RecordSpill.open(this.options.spillDir);
      if (!opened.ok) return this.spillFailed(opened.error.message);
      this.spill = opened.value;
    }
    const oldest = this.records.slice(0, this.spillBatch);
    const written = this.spill.append(oldest);
    if (!written.ok) return this.spillFailed(written.error.message);
    // A new array, not splice: the old one's slots go with it instead of lingering.
    this.records = this.records.slice(this.spillBatch);
  }

  private spillFailed(reason: string): void {
    console.error(`mcpscope: ${reason}; the wire log keeps every record in memory from now on`);
    this.spillBroken = true;
  }

  /** Index of the first in-memory record with seq > after. */
  private indexAfter(after: number): number {
    return countUpToSeq(this.records, after);
  }
}
