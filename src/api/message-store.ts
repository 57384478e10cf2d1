/**
 * The message log's store: framework-free (STYLE.md, like TanStack's query-core), with a thin
 * useSyncExternalStore adapter in MessageStoreContext.tsx.
 *
 * Records are queued as they arrive and ingested once per animation frame, in chunks, so a burst
 * or a large backfill never blocks a frame for long (httptoolkit-ui's events-store does the same).
 * Ingesting keeps the derived indexes up to date incrementally: request/response pairing with
 * latency, seq -> position, stderr per connection, counts and the methods seen.
 *
 * Memory stays bounded over a day-long session (issue 24, point 3): every record keeps its entry,
 * so the log lists, filters and pairs all of them, but only the recent window of incoming
 * message bodies is held; older ones keep their header and are read back from the bridge when
 * opened (src/core/body-window.ts).
 */
import { ENTRY_KINDS, toLogEntry, type EntryKind, type LogEntry } from '../core/log-entry';
import { RecentBodies } from '../core/body-window';
import { isEraProbeRefusal } from '../core/era-opening';
import { appPairingScope, RequestPairing } from '../core/pairing';
import type { ConnectionId, HttpRecord, WireRecord } from '../core/wire';
import { LogFocus } from './log-focus';

/** Runs `flush` soon, once: `requestAnimationFrame` in the browser, a manual queue in tests. */
export type FrameScheduler = (flush: () => void) => void;

/**
 * One published state of the log. The arrays and maps are shared between snapshots and only
 * grow (a request's entry is replaced when its response arrives), so read them up to `count`
 * and key memoised work on `version`. Copying 50k entries per frame is what this avoids.
 */
export interface LogSnapshot {
  readonly version: number;
  readonly entries: readonly LogEntry[];
  readonly count: number;
  /** The newest seq ingested. */
  readonly lastSeq: number;
  /** Every method seen so far, sorted. */
  readonly methods: readonly string[];
  readonly countByKind: Readonly<Record<EntryKind, number>>;
  /** Of the errors, 2025-era servers' expected refusals of the era probe (isEraProbeRefusal). */
  readonly probeRefusals: number;
  readonly countByConn: ReadonlyMap<ConnectionId, number>;
  readonly stderrByConn: ReadonlyMap<ConnectionId, readonly LogEntry[]>;
  /** Position in `entries` of a record, by seq. */
  readonly indexBySeq: ReadonlyMap<number, number>;
  /** How many entries hold only their header: text search does not see their bodies. */
  readonly evictedCount: number;
}

/** How many records one frame ingests at most; the rest waits for the next frame. */
const DEFAULT_CHUNK = 2000;

/**
 * Characters of JSON text the recent window holds: ~8 MB of text is ~25 MB of page heap as parsed
 * entries, tens of thousands of typical messages, while a million headers cost ~150 MB (B10).
 */
const DEFAULT_WINDOW_CHARS = 8_000_000;

export interface MessageStoreOptions {
  /** How many records one frame ingests at most. */
  chunkSize?: number;
  /** Characters of message text whose bodies the page holds (the recent window). */
  windowChars?: number;
}
export class MessageStore {
  /** The message another view asked the log to show (the timeline's selection). */
  readonly focus = new LogFocus();
  private readonly entries: LogEntry[] = [];
  private readonly indexBySeq = new Map<number, number>();
  private readonly pairing = new RequestPairing();
  private readonly methodSet = new Set<string>();
  private methods: readonly string[] = [];
  private readonly countByKind = Object.fromEntries(ENTRY_KINDS.map((k) => [k, 0])) as Record<EntryKind, number>;
  private probeRefusals = 0;
  private readonly countByConn = new Map<ConnectionId, number>();
  private readonly stderrByConn = new Map<ConnectionId, LogEntry[]>();
  private readonly listeners = new Set<() => void>();
  private queue: WireRecord[] = [];
  private acceptedSeq = 0;
  private scheduled = false;
  private snapshot: LogSnapshot;
  private readonly chunkSize: number;
  private readonly recent: RecentBodies;

  constructor(
    private readonly schedule: FrameScheduler,
    { chunkSize = DEFAULT_CHUNK, windowChars = DEFAULT_WINDOW_CHARS }: MessageStoreOptions = {},
  ) {
    this.chunkSize = chunkSize;
    this.recent = new RecentBodies(windowChars);
    this.snapshot = this.makeSnapshot(0);
  }

  /**
   * Queues records for the next frame. Records arrive in seq order (live events, backfill pages),
   * so anything at or below the newest accepted seq is a duplicate from an overlapping backfill.
   */
  append(records: readonly WireRecord[]): void {
    for (const record of records) {
      if (record.seq <= this.acceptedSeq) continue;
      this.acceptedSeq = record.seq;
      this.queue.push(record);
    }
    if (this.queue.length > 0 && !this.scheduled) {
      this.scheduled = true;
      this.schedule(this.flush);
    }
  }

  /** The newest seq accepted, queued or ingested: where a backfill continues from. */
  get lastSeq(): number {
    return this.acceptedSeq;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): LogSnapshot => this.snapshot;

  private readonly flush = (): void => {
    this.scheduled = false;
    const batch = this.queue.length <= this.chunkSize ? this.queue : this.queue.slice(0, this.chunkSize);
    this.queue = batch === this.queue ? [] : this.queue.slice(this.chunkSize);
    for (const record of batch) this.ingest(record);
    this.recent.trim(this.entries);
    this.snapshot = this.makeSnapshot(this.snapshot.version + 1);
    for (const listener of this.listeners) listener();
    if (this.queue.length > 0) {
      this.scheduled = true;
      this.schedule(this.flush);
    }
  };

  private ingest(record: WireRecord): void {
    if (record.kind === 'http' && this.attachHttp(record)) return;
    let entry = toLogEntry(record);
    const { conn, seq } = record;
    if (record.kind === 'lifecycle' && record.state === 'connecting') this.pairing.reset(conn);
    // MCP messages pair per connection; an app's per rendered view, in an id space of its own.
    const { scope, dir } = record.kind === 'app' ? appPairingScope(record) : { scope: conn, dir: entry.dir };
    const shape = entry.app?.shape ?? entry.kind;
    if (shape === 'request' && dir && entry.id != null && entry.method) {
      this.pairing.request(scope, dir, entry.id, { seq, t: record.t, method: entry.method });
    } else if ((shape === 'response' || shape === 'error') && dir && entry.id != null) {
      const request = this.pairing.answer(scope, dir, entry.id);
      if (request) {
        entry = { ...entry, method: request.method, pairSeq: request.seq, latencyMs: record.t - request.t };
        const requestIndex = this.indexBySeq.get(request.seq);
        const requestEntry = requestIndex === undefined ? undefined : this.entries[requestIndex];
        // Replaced, not mutated, so a memoised row showing the request re-renders with its link.
        if (requestIndex !== undefined && requestEntry) this.entries[requestIndex] = { ...requestEntry, pairSeq: seq };
      }
    }

    if (record.kind === 'note' && record.about !== undefined) this.attachNote(record.about, record.text);
    this.indexBySeq.set(seq, this.entries.length);
    this.entries.push(entry);
    this.recent.add(entry);
    this.countByKind[entry.kind] += 1;
    if (entry.kind === 'error' && record.kind === 'message' && isEraProbeRefusal(entry.method, record.msg)) this.probeRefusals += 1;
    this.countByConn.set(conn, (this.countByConn.get(conn) ?? 0) + 1);
    if (entry.kind === 'stderr') {
      const lines = this.stderrByConn.get(conn);
      if (lines) lines.push(entry);
      else this.stderrByConn.set(conn, [entry]);
    }
    if (entry.method !== undefined && !this.methodSet.has(entry.method)) {
      this.methodSet.add(entry.method);
      this.methods = [...this.methodSet].sort();
    }
  }

  /**
   * An HTTP exchange that carried messages is shown with them, not as a row of its own (issue 18,
   * item 5); false when none of them is here (an exchange without a body, or its messages gone).
   */
  private attachHttp(record: HttpRecord): boolean {
    let attached = false;
    for (const seq of record.about ?? []) {
      const index = this.indexBySeq.get(seq);
      const entry = index === undefined ? undefined : this.entries[index];
      if (index === undefined || !entry) continue;
      // Replaced, not mutated, so the memoised row re-renders with its status.
      this.entries[index] = { ...entry, http: record };
      attached = true;
    }
    return attached;
  }

  /** A note stays a row of its own, and the record it is about shows it too, where it was written. */
  private attachNote(about: number, text: string): void {
    const index = this.indexBySeq.get(about);
    const entry = index === undefined ? undefined : this.entries[index];
    if (index === undefined || !entry) return;
    this.entries[index] = { ...entry, notes: [...(entry.notes ?? []), text] };
  }

  private makeSnapshot(version: number): LogSnapshot {
    const last = this.entries[this.entries.length - 1];
    return {
      version,
      entries: this.entries,
      count: this.entries.length,
      lastSeq: last ? last.record.seq : 0,
      methods: this.methods,
      countByKind: { ...this.countByKind },
      probeRefusals: this.probeRefusals,
      countByConn: this.countByConn,
      stderrByConn: this.stderrByConn,
      indexBySeq: this.indexBySeq,
      evictedCount: this.recent.evicted,
    };
  }
}

/** The entry for a seq, if the store has ingested it. */
export function entryBySeq(snapshot: LogSnapshot, seq: number | undefined): LogEntry | undefined {
  if (seq === undefined) return undefined;
  const index = snapshot.indexBySeq.get(seq);
  return index === undefined ? undefined : snapshot.entries[index];
}
