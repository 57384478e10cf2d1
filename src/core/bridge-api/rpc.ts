/**
 * Plain client->server requests.
 *
 *   POST   /api/connections/:id/rpc     RpcRequest   -> RpcOutcome          (any client->server request)
 */
import type { JsonRpcErrorObject, RequestId } from '../jsonrpc';
import type { BridgeErrorValue } from './errors';

/**
 * A client->server request that needs no progress or cancellation UI: resources/read,
 * resources/subscribe, prompts/get, completion/complete, logging/setLevel, ping, ...
 * `initialize` is refused: the connection owns the handshake.
 */
export interface RpcRequest {
  method: string;
  params?: Record<string, unknown>;
  timeoutMs?: number;
}

/** How a plain request ended. A JSON-RPC error is an answer, not a bridge failure. */
export type RpcOutcome =
  | { status: 'ok'; result: Record<string, unknown>; latencyMs: number; requestId?: RequestId }
  | { status: 'rpc-error'; error: JsonRpcErrorObject; latencyMs: number; requestId?: RequestId }
  | { status: 'failed'; failure: BridgeErrorValue; latencyMs: number };
