/**
 * The HTTP side of a HAR import (issue 18, item 8): each MCP entry becomes an `http` record of the
 * shape the bridge's fetch writes live (src/core/wire-http.ts, server/connections/http-observer.ts),
 * so the message log shows an imported request's headers and status exactly as a live one's.
 * Like the live record it is timed when the answer's headers arrived (the entry's first byte), or
 * when the request failed, and `about` names the `out` records its POST body carried.
 */
import { maskedHeaderValue } from '../http-header-mask';
import type { ConnectionId, UnsequencedRecord } from '../wire';
import type { HttpHeaders } from '../wire-http';
import { sortByTime } from './trace';

export interface HarHeader {
  name: string;
  value: string;
}

/** What an `http` record needs of a checked HAR entry (import-har.ts). */
export interface HarExchange {
  method: string;
  url: string;
  requestHeaders: HarHeader[];
  status: number;
  statusText: string;
  responseHeaders: HarHeader[];
  /** Chromium's `_failureText`: why the request failed, or why its body stopped (net::ERR_ABORTED). */
  failure?: string;
  firstByte: number;
  end: number;
}

export type HttpUnsequenced = Extract<UnsequencedRecord, { kind: 'http' }>;

/**
 * Header names in lower case, as fetch's Headers gives them live; a repeated field joined with
 * ", " (RFC 9110 §5.3); credential values masked as they are live. HTTP/2 pseudo-headers
 * (`:method`, `:path`, `:status`…) are left out: they repeat the request line and the status.
 */
export function harHttpHeaders(headers: readonly HarHeader[]): HttpHeaders {
  const joined = new Map<string, string>();
  for (const { name, value } of headers) {
    const lower = name.toLowerCase();
    if (lower.startsWith(':')) continue;
    const before = joined.get(lower);
    joined.set(lower, before === undefined ? value : `${before}, ${value}`);
  }
  // Object.fromEntries on a Map keeps "__proto__" as a plain key, as the live Headers walk does.
  return Object.fromEntries([...joined].map(([name, value]) => [name, maskedHeaderValue(name, value)]));
}

/** The `http` record of one entry, `about` still unset: record numbers exist only once all are in order. */
export function harHttpRecord(entry: HarExchange, conn: ConnectionId): HttpUnsequenced {
  const request = { method: entry.method, url: entry.url, headers: harHttpHeaders(entry.requestHeaders) };
  // Status 0: no answer came (refused, DNS, blocked); Chromium says why in _failureText.
  if (entry.status === 0) return { t: entry.end, conn, kind: 'http', request, error: entry.failure ?? 'no response' };
  const response = { status: entry.status, ...(entry.statusText ? { statusText: entry.statusText } : {}), headers: harHttpHeaders(entry.responseHeaders) };
  return { t: entry.firstByte, conn, kind: 'http', request, response };
}

export interface HttpLink {
  http: HttpUnsequenced;
  /** The `out` records made from the entry's POST body. */
  carried: readonly UnsequencedRecord[];
}

/**
 * Puts the records in trace order (the order importedTrace keeps: a stable sort by time) and
 * points each `http` record's `about` at the record numbers (1 to n) of the messages it carried.
 */
export function linkHttpRecords(records: UnsequencedRecord[], links: readonly HttpLink[]): UnsequencedRecord[] {
  const sorted = sortByTime(records);
  const position = new Map(sorted.map((record, index) => [record, index + 1]));
  for (const { http, carried } of links) {
    const about = carried.flatMap((record) => position.get(record) ?? []);
    if (about.length > 0) http.about = about;
  }
  return sorted;
}
