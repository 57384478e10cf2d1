/**
 * Where the wire log puts the records that fell out of its in-memory window (issue 24, point 3):
 * one JSONL file of whole WireRecords, seq included, in seq order, plus an offset per spilled
 * batch, so a jump to any seq is one binary search, one seek and the parse of at most one batch.
 *
 * Not the trace files: those are per session, drop the seq, renumber `about`/`call` to file
 * record numbers, and do not hold records logged after a session closed its file or spans no
 * session owned (manager.ts). The log must give back exactly what it stamped, so it keeps its
 * own copy, private to this bridge run (owner-only, removed on close and on exit).
 */
import { closeSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { err, ok, type Result } from '../../src/core/result';
import type { WireRecord } from '../../src/core/wire';
import { recordJson } from '../../src/core/wire-guard';
import { OWNER_FILE } from '../config/owner-only';
import { countUpToSeq } from './sorted-by-seq';

/** The first seq and byte offset of each spilled batch. */
interface BatchStart {
  seq: number;
  offset: number;
}

const READ_BLOCK_BYTES = 256 * 1024;

/** Spills still open, removed on exit: a bridge run leaves no copy of its log behind. */
const openSpills = new Set<RecordSpill>();
let exitCleanupInstalled = false;

export class RecordSpill {
  private readonly batches: BatchStart[] = [];
  private size = 0;
  private spilled = 0;
  private newestSeq = 0;

  private constructor(
    private readonly dir: string,
    private readonly fd: number,
  ) {}

  /** A fresh spill file in its own owner-only folder under `parent` (the OS temp dir by default). */
  static open(parent = tmpdir()): Result<RecordSpill> {
    try {
      const dir = mkdtempSync(path.join(parent, 'mcpscope-log-'));
      const spill = new RecordSpill(dir, openSync(path.join(dir, 'records.jsonl'), 'w+', OWNER_FILE));
      watchExit(spill);
      return ok(spill);
    } catch (error) {
      return err('internal', `cannot create the wire log's spill file: ${(error as Error).message}`);
    }
  }

  /** How many records were spilled. */
  get count(): number {
    return this.spilled;
  }

  /** The newest spilled seq, or 0. */
  get lastSeq(): number {
    return this.newestSeq;
  }

  /** Appends a batch in seq order, each record after every record already spilled. */
  append(records: readonly WireRecord[]): Result<void> {
    const first = records[0];
    if (!first) return ok(undefined);
    // A line per write, not the batch joined: a batch of 20 MB results would pass V8's longest string.
    let end = this.size;
    try {
      for (const record of records) {
        const line = Buffer.from(`${recordJson(record)}\n`);
        writeSync(this.fd, line, 0, line.length, end);
        end += line.length;
      }
    } catch (error) {
      // Nothing counted: the next batch writes over what this one left.
      return err('internal', `cannot write the wire log's spill file: ${(error as Error).message}`);
    }
    this.batches.push({ seq: first.seq, offset: this.size });
    this.size = end;
    this.spilled += records.length;
    this.newestSeq = records.at(-1)!.seq;
    return ok(undefined);
  }

  /**
   * Calls `visit` with each spilled record whose seq is greater than `after`, in seq order, until
   * it answers false or the file ends. Fails if the file cannot be read or parsed back.
   */
  readAfter(after: number, visit: (record: WireRecord) => boolean): Result<void> {
    if (after >= this.lastSeq) return ok(undefined);
    let position = this.batches[this.batchHolding(after + 1)]?.offset ?? 0;
    let carry = Buffer.alloc(0);
    const block = Buffer.allocUnsafe(READ_BLOCK_BYTES);
    try {
      while (position < this.size) {
        const read = readSync(this.fd, block, 0, Math.min(READ_BLOCK_BYTES, this.size - position), position);
        if (read === 0) return err('internal', 'the wire log\'s spill file ended early');
        position += read;
        let text = Buffer.concat([carry, block.subarray(0, read)]);
        for (let end = text.indexOf(10); end >= 0; end = text.indexOf(10)) {
          const record = JSON.parse(text.subarray(0, end).toString('utf8')) as WireRecord;
          text = text.subarray(end + 1);
          if (record.seq > after && !visit(record)) return ok(undefined);
        }
        carry = Buffer.from(text);
      }
      return ok(undefined);
    } catch (error) {
      return err('internal', `cannot read the wire log's spill file: ${(error as Error).message}`);
    }
  }

  close(): void {
    if (!openSpills.delete(this)) return;
    closeSync(this.fd);
    rmSync(this.dir, { recursive: true, force: true });
  }

  /** Index of the batch that holds `seq` (the last batch starting at or before it). */
  private batchHolding(seq: number): number {
    return Math.max(0, countUpToSeq(this.batches, seq) - 1);
  }
}

function watchExit(spill: RecordSpill): void {
  openSpills.add(spill);
  if (exitCleanupInstalled) return;
  exitCleanupInstalled = true;
  process.on('exit', () => {
    for (const open of [...openSpills]) open.close();
  });
}
