/**
 * Plain client->server requests.
 *
 *   POST   /api/connections/:id/rpc     RpcRequest   -> RpcOutcome          (any client->server request)
 */
import type { JsonRpcErrorObject, RequestId } from '../jsonrpc';
import type { CallRound } from './calls';
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
  /**
   * Drive MRTR rounds (MCP 2026-07-28): an `input_required` answer puts its inputs before the person
   * in the client-requests panel, and the request is retried with the answers and the unchanged
   * requestState until the server answers otherwise; the outcome is the last answer, with `rounds`.
   * Off (the default), an input_required answer is the outcome, for the developer to retry by hand.
   */
  rounds?: boolean;
}

/** How a plain request ended. A JSON-RPC error is an answer, not a bridge failure. */
export type RpcOutcome = (
  | { status: 'ok'; result: Record<string, unknown>; latencyMs: number; requestId?: RequestId }
  | { status: 'rpc-error'; error: JsonRpcErrorObject; latencyMs: number; requestId?: RequestId }
  | { status: 'failed'; failure: BridgeErrorValue; latencyMs: number }
) & {
  /**
   * With RpcRequest.rounds: every input_required answer before this one, oldest first (the
   * latency and requestId above are the last attempt's). Absent when the server asked for nothing.
   */
  rounds?: CallRound[];
};
