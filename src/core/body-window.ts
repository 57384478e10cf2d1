/**
 * What the page keeps of a message once it is no longer recent (issue 24, point 3): a day-long
 * session sends millions of messages, and a full entry (wire record, parsed message, JSON text)
 * costs ~340 bytes of page heap each. Past the store's recent window a message keeps only its
 * header (seq, t, conn, dir, kind, method, id, size, pairing, notes, HTTP exchange): the log
 * still lists, filters and pairs it, and its body is read back from the bridge when opened
 * (GET /api/log/:seq/message).
 */
import type { LogEntry } from './log-entry';
import type { MessageRecord, WireMessage, WireRecord } from './wire';

/**
 * Incoming messages whose body a screen reads whenever it mounts, whatever their age: the
 * lifecycle screen's handshake (initialize) and era probe (server/discover), and the resource
 * watch's update times. They are few in any session.
 */
const BODIES_READ_BY_SCREENS: ReadonlySet<string> = new Set(['initialize', 'server/discover', 'notifications/resources/updated']);

/**
 * Whether an entry's body may be dropped from the page. Only valid incoming MCP messages are:
 * what mcpscope sent (re-send, the lifecycle screen's request `_meta`, the resource watch's URIs)
 * is kept, and so are records that are not a valid message (pollution, stderr, lifecycle, notes),
 * whose text is their body and is short.
 */
export function isEvictable(entry: LogEntry): boolean {
  if (entry.evicted || entry.kind === 'pollution' || entry.record.kind !== 'message' || entry.record.msg === undefined || entry.dir !== 'in') return false;
  return entry.method === undefined || !BODIES_READ_BY_SCREENS.has(entry.method);
}

/** The entry without its body: the header fields stay, the record keeps only what the row shows. */
export function withoutBody(entry: LogEntry): LogEntry {
  const { seq, t, conn, dir } = entry.record as MessageRecord;
  const header: MessageRecord = { kind: 'message', seq, t, conn, dir };
  return { ...entry, record: header, text: '', evicted: true };
}

/** One shared `{}` result: a skeleton carries no body, and a million of them need not each own one. */
const NO_RESULT: Readonly<Record<string, never>> = Object.freeze({});
const NO_ERROR = Object.freeze({ code: 0, message: '(body not held in the page)' });

/**
 * A record that classifies as the evicted message did (request, notification, result or error,
 * with its method and id), for folds that rebuild from the log when a screen mounts (the
 * timeline): they place and pair it as before, without what only its body said (params, result).
 */
export function skeletonRecord(entry: LogEntry): WireRecord {
  if (!entry.evicted || entry.record.kind !== 'message') return entry.record;
  const { method, id } = entry;
  let msg: WireMessage;
  if (entry.kind === 'request') msg = { jsonrpc: '2.0', id, method };
  else if (entry.kind === 'notification') msg = { jsonrpc: '2.0', method };
  else if (entry.kind === 'error') msg = { jsonrpc: '2.0', id, error: NO_ERROR };
  else msg = { jsonrpc: '2.0', id, result: NO_RESULT };
  return { ...entry.record, msg };
}

/**
 * The recent window: the newest evictable bodies, up to `limit` characters of their JSON text
 * (a message's cost in the page grows with its size, so the window is measured in text, not in
 * messages). Older bodies are dropped from the front, in place, as new ones arrive.
 */
export class RecentBodies {
  private held = 0;
  /** The oldest entry not yet looked at: everything before it is evicted or kept for good. */
  private cursor = 0;
  private dropped = 0;

  constructor(private readonly limit: number) {}

  /** Counts an ingested entry's body into the window. */
  add(entry: LogEntry): void {
    if (isEvictable(entry)) this.held += entry.text.length;
  }

  /** Evicts the oldest bodies in `entries` until the window fits again. */
  trim(entries: LogEntry[]): void {
    while (this.held > this.limit && this.cursor < entries.length) {
      const entry = entries[this.cursor]!;
      if (isEvictable(entry)) {
        entries[this.cursor] = withoutBody(entry);
        this.held -= entry.text.length;
        this.dropped += 1;
      }
      this.cursor += 1;
    }
  }

  /** How many entries hold only their header. */
  get evicted(): number {
    return this.dropped;
  }
}
