/**
 * Message-log filters. Filtering runs on demand and incrementally: while the filter stays the
 * same, only records appended since the last run are tested, so a live log with a filter costs
 * O(new records) per frame instead of O(all records).
 */
import { isAppEntry, type EntryKind, type LogEntry } from './log-entry';
import type { ConnectionId, Direction } from './wire';

export interface LogFilter {
  dir: 'all' | Direction;
  kind: 'all' | EntryKind;
  /** Case-insensitive substring of the method (responses match through their paired request). */
  method: string;
  /** One connection, or null for all of them. */
  conn: ConnectionId | null;
  /** Case-insensitive substring of the record's JSON text. */
  search: string;
  /** An MCP App's own conversation and its CSP reports (issue 21): shown among the rest, alone, or hidden. */
  app: 'show' | 'only' | 'hide';
}

export const NO_FILTER: LogFilter = { dir: 'all', kind: 'all', method: '', conn: null, search: '', app: 'show' };

export function isFilterActive(filter: LogFilter): boolean {
  return filter.dir !== 'all' || filter.kind !== 'all' || filter.method !== '' || filter.conn !== null || filter.search !== '' || filter.app !== 'show';
}

function substringMatcher(needle: string): ((text: string) => boolean) | null {
  if (needle === '') return null;
  // A case-insensitive RegExp avoids lowercasing (and so copying) every message on each search.
  const pattern = new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  return (text) => pattern.test(text);
}

export function matcherFor(filter: LogFilter): (entry: LogEntry) => boolean {
  const method = substringMatcher(filter.method.trim());
  const search = substringMatcher(filter.search);
  return (entry) =>
    (filter.app === 'show' || isAppEntry(entry) === (filter.app === 'only')) &&
    (filter.dir === 'all' || entry.dir === filter.dir) &&
    (filter.kind === 'all' || entry.kind === filter.kind) &&
    (filter.conn === null || entry.record.conn === filter.conn) &&
    (method === null || (entry.method !== undefined && method(entry.method))) &&
    (search === null || search(entry.text));
}

export interface FilterResult {
  /** Indexes into the store's entries, ascending. Grows in place while the filter is unchanged. */
  readonly indices: readonly number[];
  /** How many indices this result holds; read `indices` only up to here. */
  readonly count: number;
}

export class IncrementalFilter {
  private key = '';
  private entries: readonly LogEntry[] | null = null;
  private matcher: (entry: LogEntry) => boolean = () => true;
  private scanned = 0;
  private indices: number[] = [];
  private result: FilterResult = { indices: this.indices, count: 0 };

  /** Filters `entries[0..total)`; returns the previous result object when nothing changed. */
  run(entries: readonly LogEntry[], total: number, filter: LogFilter): FilterResult {
    const key = JSON.stringify(filter);
    if (key !== this.key || entries !== this.entries || total < this.scanned) {
      this.key = key;
      this.entries = entries;
      this.matcher = matcherFor(filter);
      this.scanned = 0;
      this.indices = [];
      this.result = { indices: this.indices, count: 0 };
    }
    if (total === this.scanned) return this.result;
    for (let i = this.scanned; i < total; i++) {
      const entry = entries[i];
      if (entry && this.matcher(entry)) this.indices.push(i);
    }
    this.scanned = total;
    this.result = { indices: this.indices, count: this.indices.length };
    return this.result;
  }
}

/** Where entry `entryIndex` sits in a filter result (binary search), or -1 when filtered out. */
export function positionOf(result: FilterResult, entryIndex: number): number {
  let low = 0;
  let high = result.count - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const value = result.indices[mid] ?? Number.NaN;
    if (value === entryIndex) return mid;
    if (value < entryIndex) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}
