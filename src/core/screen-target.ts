/**
 * Where a logged request or answer belongs in the connection's screens (issue 20: "from any
 * response row, jump to the call or screen it belongs to"). The way back, screen to log, is
 * src/api/log-focus.ts.
 */
import type { RequestId } from './jsonrpc';
import type { LogEntry } from './log-entry';
import type { WireRecord } from './wire';

export type ScreenTab = 'tools' | 'prompts' | 'resources' | 'requests' | 'timeline';

export interface ScreenTarget {
  conn: string;
  tab: ScreenTab;
  /** The log record it was opened from. */
  seq: number;
  /** The JSON-RPC id, which names the call on the Tools screen. */
  requestId?: RequestId;
  /** What the request asked for: the prompt's name (Prompts) or the resource's URI (Resources). */
  item?: string;
}

/** Requests the server sends that wait for an answer on the Requests screen. */
const CLIENT_REQUESTS = new Set(['sampling/createMessage', 'elicitation/create', 'roots/list']);

function tabOf(method: string): ScreenTab {
  if (method === 'tools/call') return 'tools';
  if (method === 'prompts/get') return 'prompts';
  if (method === 'resources/read') return 'resources';
  return CLIENT_REQUESTS.has(method) ? 'requests' : 'timeline';
}

/** The prompt's name of a prompts/get, the URI of a resources/read: what the screen picks out. */
function itemOf(method: string, request: WireRecord | undefined): string | undefined {
  const params = request?.kind === 'message' ? (request.msg as { params?: { name?: unknown; uri?: unknown } } | undefined)?.params : undefined;
  const item = method === 'prompts/get' ? params?.name : method === 'resources/read' ? params?.uri : undefined;
  return typeof item === 'string' ? item : undefined;
}

/**
 * The screen of a request, response or error with a known method; undefined for anything else.
 * `request` is the request's record (for an answer, its paired request's), which names the item.
 */
export function screenTargetOf(entry: Pick<LogEntry, 'kind' | 'method' | 'id' | 'record'>, request?: WireRecord): ScreenTarget | undefined {
  if (entry.method === undefined || (entry.kind !== 'request' && entry.kind !== 'response' && entry.kind !== 'error')) return undefined;
  const target: ScreenTarget = { conn: entry.record.conn, tab: tabOf(entry.method), seq: entry.record.seq };
  if (entry.id !== undefined && entry.id !== null) target.requestId = entry.id;
  const item = itemOf(entry.method, entry.kind === 'request' ? entry.record : request);
  if (item !== undefined) target.item = item;
  return target;
}
