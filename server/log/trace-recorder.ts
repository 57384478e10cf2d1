/**
 * One append-only JSONL trace file per connection session (DESIGN.md "Trace format"): a header
 * line, then one line per wire record, written as each record happens.
 *
 * Writes are synchronous on purpose, but for lines of a megabyte or more (line-file.ts): a record
 * that reached the log is on disk before the next one is taken, so neither a crashing server nor
 * a crashing bridge loses what was already seen. Readers must still tolerate a torn last line (a
 * kill in the middle of a write).
 */
import { fchmodSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { ConnectionTarget } from '../../src/core/bridge-api';
import { err, ok, type Result } from '../../src/core/result';
import type { ProtocolSetting } from '../../src/core/protocol-era';
import { redactTarget } from '../../src/core/target';
import { TRACE_FORMAT, TRACE_VERSION } from '../../src/core/traces/trace';
import type { TraceWriterProcess } from '../../src/core/traces-api';
import type { AppMessageRecord, ConnectionId, UnsequencedRecord, WireRecord } from '../../src/core/wire';
import { recordJson } from '../../src/core/wire-guard';
import { OWNER_DIR, OWNER_FILE } from '../config/owner-only';
import { LineFile } from './line-file';
import { takeRawLine } from './raw-lines';

export interface TraceHeader {
  format: typeof TRACE_FORMAT;
  version: typeof TRACE_VERSION;
  createdAt: string;
  mcpscopeVersion: string;
  conn: ConnectionId;
  /** Redacted: env and header values are masked. */
  target: ConnectionTarget;
  /** The process writing the file, when it is not a bridge: `mcpscope record` (TraceWriterProcess). */
  recorder?: TraceWriterProcess;
  /** The connection's protocol setting (issue 18, item 8); a proxy recording has none: the host speaks. */
  protocol?: ProtocolSetting;
}

export interface TraceOpenOptions {
  dir: string;
  conn: ConnectionId;
  target: ConnectionTarget;
  mcpscopeVersion: string;
  recorder?: TraceWriterProcess;
  protocol?: ProtocolSetting;
  /**
   * Write exactly this file instead of a new name in `dir` (`mcpscope record --out`), replacing
   * it: a host relaunches the proxy with the same arguments, and refusing would stop the server.
   */
  file?: string;
}

/** How many recent message records an `http` record's `about` can still name (they follow closely). */
const NUMBERED_MESSAGES = 256;

export class TraceRecorder {
  private readonly file: LineFile;
  /** Records written so far: a reader numbers them 1 to n in file order (docs/trace-format.md). */
  private written = 0;
  /** The record number of each recent message, by its seq in the live log. */
  private readonly numbers = new Map<number, number>();
  /** The record number of each tools/call request an app record named, by its seq in the live log. */
  private readonly callNumbers = new Map<number, number>();

  private constructor(
    readonly path: string,
    fd: number,
    private readonly startedAt: number,
  ) {
    // A full disk must not break the wire path: stop the trace, keep the session.
    this.file = new LineFile(fd, (error) => console.error(`mcpscope: trace ${path} stopped: ${error.message}`));
  }

  static open({ dir, conn, target, mcpscopeVersion, recorder: writer, protocol, file: exactFile }: TraceOpenOptions): Result<TraceRecorder> {
    const startedAt = Date.now();
    const createdAt = new Date(startedAt).toISOString();
    // Sortable by time; the random part keeps two sessions in the same millisecond apart.
    const name = `${createdAt.replace(/[:.]/g, '-')}_${conn}_${randomBytes(3).toString('hex')}.jsonl`;
    const file = exactFile ?? path.join(dir, name);
    try {
      // Owner-only (issue 17, finding 5): folders it creates 0700, the file 0600, an existing one
      // (`record --out file`) tightened too. A folder that already exists is the caller's to tighten
      // (ownTracesDir): `record --out .` must not chmod someone's project folder.
      mkdirSync(path.dirname(file), { recursive: true, mode: OWNER_DIR });
      // Not in append mode: the lines are written at their own offsets (line-file.ts).
      const fd = openSync(file, exactFile === undefined ? 'wx' : 'w', OWNER_FILE);
      if (exactFile !== undefined) fchmodSync(fd, OWNER_FILE);
      const recorder = new TraceRecorder(file, fd, startedAt);
      const header: TraceHeader = { format: TRACE_FORMAT, version: TRACE_VERSION, createdAt, mcpscopeVersion, conn, target: redactTarget(target), ...(protocol ? { protocol } : {}), ...(writer ? { recorder: writer } : {}) };
      recorder.writeJson(header);
      return ok(recorder);
    } catch (error) {
      return err('internal', `cannot write the trace file ${file}: ${(error as Error).message}`);
    }
  }

  /** Appends one record; `t` becomes ms since the header's time and seq is left out (it is per bridge run). */
  write(record: WireRecord | UnsequencedRecord): void {
    const { seq: _seq, t, ...fields } = this.numbered(record as WireRecord);
    // Taken even when the trace is closed, so the bytes are not kept beside the logged message.
    const raw = fields.kind === 'message' && fields.msg ? takeRawLine(fields.msg) : undefined;
    if (raw && fields.kind === 'message') {
      // The message as it arrived, spliced in last: the same JSON record, not serialised again (raw-lines.ts).
      const { msg: _msg, ...rest } = fields;
      const head = JSON.stringify({ t: t - this.startedAt, ...rest });
      return this.file.write([Buffer.from(`${head.slice(0, -1)},"msg":`), ...raw, Buffer.from('}\n')]);
    }
    // Whatever a record holds, it is written: as it is, or with what cannot be serialised kept as
    // text (wire-guard.ts). Nothing may throw out of here into the wire path (issue 17, finding 3).
    try {
      this.file.write([Buffer.from(`${recordJson({ t: t - this.startedAt, ...fields })}\n`)]);
    } catch (error) {
      console.error(`mcpscope: trace ${this.path}: a ${fields.kind} record could not be written: ${(error as Error).message}`);
    }
  }

  /**
   * Counts the record, and turns an `http` record's `about` and an `app` record's `call` (live
   * seqs, per bridge run) into the numbers their records have in this file, which is what a reader
   * can resolve. A seq this file does not hold (or no longer remembers) is left out.
   */
  private numbered(record: WireRecord): WireRecord {
    if (this.file.closed) return record;
    this.written += 1;
    if (record.kind === 'message' && record.dir === 'out') remember(this.numbers, record.seq, this.written, NUMBERED_MESSAGES);
    if (record.kind === 'app' && record.call !== undefined) return this.withCallNumber(record, record.call);
    if (record.kind !== 'http' || !record.about) return record;
    const about = record.about.flatMap((seq) => this.numbers.get(seq) ?? []);
    const { about: _live, ...rest } = record;
    return about.length > 0 ? { ...rest, about } : rest;
  }

  /**
   * An app keeps talking long after the tools/call it renders (a monitor app polls for minutes),
   * so the numbers of calls apps name are kept apart from the recent messages' window.
   */
  private withCallNumber(record: AppMessageRecord, call: number): AppMessageRecord {
    const number = this.callNumbers.get(call) ?? this.numbers.get(call);
    const { call: _live, ...rest } = record;
    if (number === undefined) return rest;
    remember(this.callNumbers, call, number, NUMBERED_MESSAGES);
    return { ...rest, call: number };
  }

  get closed(): boolean {
    return this.file.closed;
  }

  /** Records after this (stderr after the session ended) are not written; the in-memory log keeps them. */
  close(): void {
    this.file.close();
  }

  private writeJson(value: unknown): void {
    this.file.write([Buffer.from(`${JSON.stringify(value)}\n`)]);
  }
}

/** Sets a number, forgetting the oldest once there are more than `limit` (a Map keeps insertion order). */
function remember(numbers: Map<number, number>, seq: number, number: number, limit: number): void {
  numbers.set(seq, number);
  if (numbers.size > limit) numbers.delete(numbers.keys().next().value as number);
}
