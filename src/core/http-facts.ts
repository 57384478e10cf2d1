/**
 * How the message log speaks of an HTTP exchange (wire-http.ts): "POST /mcp → 200", its headers
 * with the MCP ones first, and whether its status deserves a mark on the row.
 */
import type { HttpHeaders, HttpRecord } from './wire-http';

/** Headers the MCP transport specs define (2025-11-25 and 2026-07-28, SEP-2243), in that order. */
const MCP_HEADERS = ['mcp-method', 'mcp-name', 'mcp-protocol-version', 'mcp-session-id', 'last-event-id'];

function mcpRank(name: string): number {
  const known = MCP_HEADERS.indexOf(name);
  if (known >= 0) return known;
  // Mcp-Param-{Name} (SEP-2243) come right after the standard ones, in the order they were sent.
  return name.startsWith('mcp-') ? MCP_HEADERS.length : Number.POSITIVE_INFINITY;
}

/** The headers as [name, value], the MCP ones first; the rest keep the order they came in. */
export function mcpHeadersFirst(headers: HttpHeaders): [string, string][] {
  const entries = Object.entries(headers);
  return entries
    .map((entry, index) => ({ entry, index, rank: mcpRank(entry[0].toLowerCase()) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ entry }) => entry);
}

/** Path and query: the origin is the connection's, already shown beside every row. */
export function requestPath(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/** "POST /mcp → 200", "GET /mcp → 405 Method Not Allowed", "POST /mcp → no answer". */
export function httpSummary(record: HttpRecord): string {
  const { response } = record;
  const outcome = response ? `${response.status}${response.statusText ? ` ${response.statusText}` : ''}` : 'no answer';
  return `${record.request.method} ${requestPath(record.request.url)} → ${outcome}`;
}

/** What the row shows when the exchange did not go as a 2xx: "401", "no answer"; undefined when it did. */
export function httpStatusMark(record: HttpRecord): string | undefined {
  const status = record.response?.status;
  if (status === undefined) return 'no answer';
  return status >= 200 && status < 300 ? undefined : String(status);
}
