/**
 * Imports MCPJam Inspector's JSON-RPC log download (the logger panel's Download button, or its
 * Copy button: same JSON). The shape, from MCPJam/inspector
 * `mcpjam-inspector/client/src/components/logger-view.tsx` (serializeLogs) and
 * `client/src/stores/traffic-log-store.ts`, written as `json-rpc-logs-<ISO time>.json`:
 *
 *   [{ timestamp: ISO, source: "mcp-server"|"mcp-apps"|"oauth", serverId, serverName?,
 *      direction: "SEND"|"RECEIVE"|"HTTP"|"OAUTH"|"UI→HOST"|"HOST→UI", method, payload }]
 *
 * newest first. SEND is MCPJam (the client) to the server; RECEIVE the other way. The other rows
 * are not server wire traffic (HTTP header exchanges, OAuth steps, MCP Apps iframe messages):
 * they become notes.
 */
import type { UnsequencedRecord } from '../wire';
import { messageRecords } from './message-records';
import { isObject } from '../is-object';
import { exceedsJsonDepth, MAX_JSON_DEPTH } from '../json-depth';
import { describeValue, parseTime } from './parse-helpers';
import { importedTrace, traceErr, type TraceResult } from './trace';

function httpNote(method: string, payload: unknown): string {
  const response = isObject(payload) && isObject(payload.response) ? payload.response : undefined;
  const status = typeof response?.status === 'number' ? ` → ${response.status}` : '';
  const headers = isObject(response?.headers) ? response.headers : {};
  const session = Object.entries(headers).find(([name]) => name.toLowerCase() === 'mcp-session-id')?.[1];
  return `MCPJam HTTP exchange: ${method}${status}${typeof session === 'string' ? ` (Mcp-Session-Id ${session})` : ''}`;
}

function noteText(direction: string, method: string, payload: unknown): string {
  if (direction === 'HTTP') return httpNote(method, payload);
  if (direction === 'OAUTH') return `MCPJam OAuth step: ${method}${isObject(payload) && typeof payload.status === 'string' ? ` (${payload.status})` : ''}`;
  return `MCPJam MCP Apps ${direction}: ${method}`;
}

export function importMcpjamLog(value: unknown): TraceResult {
  if (!Array.isArray(value)) return traceErr('trace_syntax', `expected the MCPJam JSON-RPC log download: a JSON array of log items, got ${describeValue(value)}`);
  const records: UnsequencedRecord[] = [];
  const problems: string[] = [];
  // Newest first in the file; walking it backwards keeps same-millisecond items in arrival order.
  for (let i = value.length - 1; i >= 0; i--) {
    const item: unknown = value[i];
    const problem = itemProblem(item);
    // One bad item costs only itself: it is listed, the rest is shown (issue 17, finding 7).
    if (problem !== undefined || !isObject(item)) {
      problems.unshift(`entry ${i}: ${problem}`);
      continue;
    }
    const at = { t: parseTime(item.timestamp)!, conn: item.serverId as string };
    if (item.direction === 'SEND' || item.direction === 'RECEIVE') {
      records.push(...messageRecords(at, item.direction === 'SEND' ? 'out' : 'in', item.payload));
    } else {
      records.push({ ...at, kind: 'note', text: noteText(item.direction as string, typeof item.method === 'string' ? item.method : '?', item.payload) });
    }
  }
  return importedTrace('mcpjam', records, problems);
}

/** What is wrong with a log item, or undefined when it is one. */
function itemProblem(item: unknown): string | undefined {
  const expected = (what: string, got: unknown) => `expected ${what}, got ${describeValue(got)}`;
  if (!isObject(item)) return expected('a log item object', item);
  if (parseTime(item.timestamp) === undefined) return expected('"timestamp" to be an ISO-8601 time', item.timestamp);
  if (typeof item.serverId !== 'string') return expected('"serverId" to be a string', item.serverId);
  if (typeof item.direction !== 'string') return expected('"direction" to be a string (SEND, RECEIVE, …)', item.direction);
  // Deeper values overflow every recursive walk after this one: redaction, rendering, export.
  if (exceedsJsonDepth(item)) return `expected JSON nested at most ${MAX_JSON_DEPTH} levels deep, got deeper`;
  return undefined;
}
