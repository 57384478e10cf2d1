/**
 * Edit & re-send from the message log (issue 20): which logged messages can be sent again, the
 * text a person edits (method and params; the bridge assigns a new id), and that text read back as
 * what the bridge will send. A tools/call goes through the call route, so progress, cancel and
 * findings work as on the Tools screen; any other request through the plain rpc route.
 */
import type { CallRequest } from './bridge-api/calls';
import type { RpcRequest } from './bridge-api/rpc';
import { isObject } from './is-object';
import type { LogEntry } from './log-entry';

/**
 * Why a logged message cannot be re-sent, for the person; undefined when it can. The bridge sends
 * client->server requests only (server/http/routes/body-schemas.ts: not initialize, not notifications).
 */
export function resendRefusal(entry: Pick<LogEntry, 'kind' | 'dir' | 'method' | 'record'>, recorded: boolean): string | undefined {
  if (entry.kind !== 'request' && entry.kind !== 'notification') return 'Only requests can be re-sent.';
  if (entry.dir !== 'out') return 'The server sent this request; mcpscope can only answer it, not send it.';
  if (entry.kind === 'notification') return 'Notifications cannot be re-sent: the bridge sends requests only.';
  if (entry.method === 'initialize') return 'initialize cannot be re-sent: the connection owns the handshake. Reconnect runs it again.';
  if (recorded) return 'This is a recorded session: there is no server to send to.';
  // Editing the preview would send the cut text as if it were the request.
  if (entry.record.kind === 'message' && entry.record.clipped) return 'This request was logged cut to a preview, so it cannot be edited here.';
  return undefined;
}

/** A request as the editor shows it: method and params, without the id and jsonrpc the bridge assigns. */
export function editableRequestText(msg: Readonly<Record<string, unknown>>): string {
  const { method, params } = msg;
  return JSON.stringify(params === undefined ? { method } : { method, params }, null, 2);
}

/** The edited text, read: a method and params object. */
export interface EditedRequest {
  method: string;
  params?: Record<string, unknown>;
}

export type EditedRequestResult = { ok: true; request: EditedRequest } | { ok: false; code: 'not-json' | 'not-a-request'; message: string };

export function parseEditedRequest(text: string): EditedRequestResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, code: 'not-json', message: error instanceof Error ? error.message : String(error) };
  }
  if (!isObject(parsed) || typeof parsed.method !== 'string' || parsed.method === '') {
    return { ok: false, code: 'not-a-request', message: 'The request must be an object with a "method" string.' };
  }
  if (parsed.params !== undefined && !isObject(parsed.params)) {
    return { ok: false, code: 'not-a-request', message: '"params" must be an object.' };
  }
  return { ok: true, request: parsed.params === undefined ? { method: parsed.method } : { method: parsed.method, params: parsed.params } };
}

/** What goes to the bridge, and what of the edit that route does not carry. */
export type ResendPlan =
  | { route: 'call'; call: CallRequest; dropped: string[] }
  | { route: 'rpc'; rpc: RpcRequest }
  | { route: 'none'; message: string };

/** The call route assigns its own progress token, and carries only the tool, its arguments and a task's ttl. */
const CALL_ROUTE_PARAMS = new Set(['name', 'arguments', 'task', '_meta']);

export function resendPlan(request: EditedRequest): ResendPlan {
  if (request.method === 'initialize') return { route: 'none', message: 'initialize cannot be sent: the connection owns the handshake.' };
  if (request.method !== 'tools/call') return { route: 'rpc', rpc: request };
  const params = request.params ?? {};
  if (typeof params.name !== 'string' || params.name === '') return { route: 'none', message: 'tools/call needs params.name, the tool to call.' };
  if (params.arguments !== undefined && !isObject(params.arguments)) return { route: 'none', message: 'tools/call params.arguments must be an object.' };
  const ttl = isObject(params.task) && typeof params.task.ttl === 'number' ? params.task.ttl : undefined;
  const call: CallRequest = { tool: params.name, arguments: params.arguments ?? {} };
  if (isObject(params.task)) call.task = ttl === undefined ? {} : { ttlMs: ttl };
  return { route: 'call', call, dropped: Object.keys(params).filter((key) => !CALL_ROUTE_PARAMS.has(key)).map((key) => `params.${key}`) };
}
