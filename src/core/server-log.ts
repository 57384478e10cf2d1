/**
 * Server log messages (spec 2025-06-18 server/utilities/logging): the RFC 5424 levels and the
 * `notifications/message` entries of one connection, collected from the message log
 * incrementally so a flooding server costs O(new entries) per frame.
 */
import type { LogEntry } from './log-entry';
import type { ConnectionId } from './wire';
import { isObject } from './is-object';

/** RFC 5424 severities, least severe first (the order logging/setLevel compares them in). */
export const LOG_LEVELS = ['debug', 'info', 'notice', 'warning', 'error', 'critical', 'alert', 'emergency'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value);
}

/** 0 for debug up to 7 for emergency; an unknown level ranks above everything so it is never hidden. */
export function levelRank(level: string): number {
  const index = (LOG_LEVELS as readonly string[]).indexOf(level);
  return index === -1 ? LOG_LEVELS.length : index;
}

export const LOG_MESSAGE_METHOD = 'notifications/message';

export interface ServerLogMessage {
  seq: number;
  t: number;
  /** As sent; not necessarily one of LOG_LEVELS (then `problem` says so). */
  level: string;
  logger?: string;
  data: unknown;
  /** `data` as one line of text for searching: the string itself, or its JSON. */
  text: string;
  problem?: string;
}


function isLogNotification(entry: LogEntry): boolean {
  return entry.kind === 'notification' && entry.method === LOG_MESSAGE_METHOD && entry.dir === 'in' && entry.record.kind === 'message';
}

/** The server log message in a log entry, if it is an incoming notifications/message whose body the page holds. */
export function readServerLog(entry: LogEntry): ServerLogMessage | undefined {
  const { record } = entry;
  if (!isLogNotification(entry) || entry.evicted || record.kind !== 'message') return undefined;
  const params = record.msg?.params;
  if (!isObject(params)) {
    return { seq: record.seq, t: record.t, level: 'unknown', data: params, text: JSON.stringify(params) ?? '', problem: 'params is not an object' };
  }
  const level = typeof params.level === 'string' ? params.level : 'unknown';
  const logger = typeof params.logger === 'string' ? params.logger : undefined;
  const text = typeof params.data === 'string' ? params.data : (JSON.stringify(params.data) ?? '');
  const problem = !isLogLevel(params.level)
    ? `level ${JSON.stringify(params.level)} is not an RFC 5424 level`
    : !('data' in params)
      ? 'params has no "data" (required)'
      : undefined;
  return { seq: record.seq, t: record.t, level, logger, data: params.data, text, ...(problem ? { problem } : {}) };
}

export interface ServerLogFilter {
  minLevel: LogLevel;
  /** One logger, or null for all. */
  logger: string | null;
  /** Case-insensitive substring of the data or the logger. */
  search: string;
}

export const NO_SERVER_LOG_FILTER: ServerLogFilter = { minLevel: 'debug', logger: null, search: '' };

export function serverLogMatcher(filter: ServerLogFilter): (message: ServerLogMessage) => boolean {
  const minRank = levelRank(filter.minLevel);
  const needle = filter.search.trim();
  const pattern = needle === '' ? null : new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  return (message) =>
    levelRank(message.level) >= minRank &&
    (filter.logger === null || message.logger === filter.logger) &&
    (pattern === null || pattern.test(message.text) || (message.logger !== undefined && pattern.test(message.logger)));
}

export interface ServerLogView {
  /** Every log message of the connection, oldest first; shared and grows in place. */
  readonly all: readonly ServerLogMessage[];
  /** The ones that pass the filter; shared and grows in place while the filter is unchanged. */
  readonly visible: readonly ServerLogMessage[];
  readonly visibleCount: number;
  /** Loggers seen so far, sorted. */
  readonly loggers: readonly string[];
  /**
   * Log messages read only after the page had dropped their bodies (issue 24): counted, not
   * listed, since their level and data went with the body. The message log still lists them.
   */
  readonly notHeld: number;
}

/**
 * Collects one connection's log messages from the store's entries. Entries only grow (see
 * LogSnapshot), so each run scans just the ones appended since the previous run; a new filter
 * re-filters the collected messages, not the whole log.
 */
export class ServerLogCollector {
  private entries: readonly LogEntry[] | null = null;
  private scanned = 0;
  private all: ServerLogMessage[] = [];
  private loggerSet = new Set<string>();
  private loggers: readonly string[] = [];
  private filterKey = '';
  private matcher: (message: ServerLogMessage) => boolean = () => true;
  private filtered = 0;
  private visible: ServerLogMessage[] = [];
  private notHeld = 0;
  private view: ServerLogView = { all: this.all, visible: this.visible, visibleCount: 0, loggers: this.loggers, notHeld: 0 };

  constructor(private readonly conn: ConnectionId) {}

  run(entries: readonly LogEntry[], total: number, filter: ServerLogFilter): ServerLogView {
    if (entries !== this.entries || total < this.scanned) {
      this.entries = entries;
      this.scanned = 0;
      this.all = [];
      this.loggerSet = new Set();
      this.loggers = [];
      this.notHeld = 0;
      this.filterKey = '';
    }
    let grew = false;
    for (let i = this.scanned; i < total; i++) {
      const entry = entries[i];
      if (!entry || entry.record.conn !== this.conn) continue;
      if (entry.evicted && isLogNotification(entry)) {
        this.notHeld += 1;
        grew = true;
        continue;
      }
      const message = readServerLog(entry);
      if (!message) continue;
      this.all.push(message);
      grew = true;
      if (message.logger !== undefined && !this.loggerSet.has(message.logger)) {
        this.loggerSet.add(message.logger);
        this.loggers = [...this.loggerSet].sort();
      }
    }
    this.scanned = total;

    const key = JSON.stringify(filter);
    if (key !== this.filterKey) {
      this.filterKey = key;
      this.matcher = serverLogMatcher(filter);
      this.filtered = 0;
      this.visible = [];
      grew = true;
    }
    for (let i = this.filtered; i < this.all.length; i++) {
      const message = this.all[i]!;
      if (this.matcher(message)) this.visible.push(message);
    }
    this.filtered = this.all.length;
    if (grew || this.view.all !== this.all) {
      this.view = { all: this.all, visible: this.visible, visibleCount: this.visible.length, loggers: this.loggers, notHeld: this.notHeld };
    }
    return this.view;
  }
}
