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
  // Newest first in the file; walking it backwards keeps same-millisecond items in arrival order.
  for (let i = value.length - 1; i >= 0; i--) {
    const item: unknown = value[i];
    const fail = (what: string, got: unknown) => traceErr('trace_syntax', `entry ${i}: expected ${what}, got ${describeValue(got)}`, { entry: i });
    if (!isObject(item)) return fail('a log item object', item);
    const t = parseTime(item.timestamp);
    if (t === undefined) return fail('"timestamp" to be an ISO-8601 time', item.timestamp);
    if (typeof item.serverId !== 'string') return fail('"serverId" to be a string', item.serverId);
    if (typeof item.direction !== 'string') return fail('"direction" to be a string (SEND, RECEIVE, …)', item.direction);
    const at = { t, conn: item.serverId };
    if (item.direction === 'SEND' || item.direction === 'RECEIVE') {
      records.push(...messageRecords(at, item.direction === 'SEND' ? 'out' : 'in', item.payload));
    } else {
      records.push({ ...at, kind: 'note', text: noteText(item.direction, typeof item.method === 'string' ? item.method : '?', item.payload) });
    }
  }
  return importedTrace('mcpjam', records, []);
}
