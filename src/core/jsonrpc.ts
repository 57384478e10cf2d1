/**
 * Helpers for reading JSON-RPC 2.0 messages that may be malformed. Nothing here throws:
 * the message log must be able to show anything that crossed the wire.
 */
import type { WireMessage } from './wire';

export type RequestId = string | number;

export type MessageShape =
  | { type: 'request'; id: RequestId; method: string; params: unknown }
  | { type: 'notification'; method: string; params: unknown }
  | { type: 'result'; id: RequestId; result: unknown }
  | { type: 'error'; id: RequestId | null; error: JsonRpcErrorObject }
  | { type: 'invalid'; reason: string };

export interface JsonRpcErrorObject {
  code: number;
  message: string;
  data?: unknown;
}

function isRequestId(value: unknown): value is RequestId {
  return typeof value === 'string' || typeof value === 'number';
}

/** Classifies a message without trusting it. */
export function classifyMessage(msg: WireMessage): MessageShape {
  if (msg.jsonrpc !== '2.0') return { type: 'invalid', reason: 'missing "jsonrpc": "2.0"' };
  const hasId = 'id' in msg;
  if (typeof msg.method === 'string') {
    if (!hasId) return { type: 'notification', method: msg.method, params: msg.params };
    if (!isRequestId(msg.id)) return { type: 'invalid', reason: 'request id must be a string or number' };
    return { type: 'request', id: msg.id, method: msg.method, params: msg.params };
  }
  if ('result' in msg) {
    if (!isRequestId(msg.id)) return { type: 'invalid', reason: 'response id must be a string or number' };
    return { type: 'result', id: msg.id, result: msg.result };
  }
  if ('error' in msg) {
    const error = msg.error as Partial<JsonRpcErrorObject> | null;
    if (!error || typeof error.code !== 'number' || typeof error.message !== 'string') {
      return { type: 'invalid', reason: 'error must have a numeric code and a string message' };
    }
    const id = msg.id === null ? null : isRequestId(msg.id) ? msg.id : undefined;
    if (id === undefined) return { type: 'invalid', reason: 'error response id must be a string, number or null' };
    return { type: 'error', id, error: { code: error.code, message: error.message, data: error.data } };
  }
  return { type: 'invalid', reason: 'neither a request, a notification nor a response' };
}

/** Names for the JSON-RPC and MCP error codes a server developer meets (JSON-RPC 2.0 §5.1, MCP spec). */
const ERROR_CODE_NAMES: Record<number, string> = {
  [-32700]: 'Parse error',
  [-32600]: 'Invalid Request',
  [-32601]: 'Method not found',
  [-32602]: 'Invalid params',
  [-32603]: 'Internal error',
  [-32000]: 'Connection closed',
  [-32001]: 'Request timeout',
  [-32002]: 'Resource not found',
  [-32042]: 'URL elicitation required',
};

export function errorCodeName(code: number): string {
  const known = ERROR_CODE_NAMES[code];
  if (known) return known;
  if (code >= -32099 && code <= -32000) return 'Server error';
  if (code >= -32768 && code <= -32000) return 'Reserved error code';
  return 'Application error';
}

/** The key used to pair a response with its request on one connection. */
export function pairKey(id: RequestId): string {
  return `${typeof id}:${String(id)}`;
}
