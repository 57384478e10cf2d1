/**
 * Tool calls: their options, progress, timeouts and records.
 *
 *   GET    /api/connections/:id/calls            -> CallRecord[]         (oldest first)
 *   POST   /api/connections/:id/calls  CallRequest -> CallRecord          (status 'running')
 *   POST   /api/connections/:id/calls/:callId/cancel  CancelRequest -> CallRecord
 *   GET    /api/connections/:id/calls/:callId/content?pointer=&offset=&length= -> ContentSlice (clipped-content.ts)
 */
import type { ClippedString } from '../clips';
import type { JsonRpcErrorObject, RequestId } from '../jsonrpc';
import type { ConnectionId } from '../wire';
import type { BridgeErrorValue } from './errors';
import type { TaskState } from './tasks';

export interface CallOptions {
  /** Request timeout in ms; the SDK default is 60 000. */
  timeoutMs: number;
  /** Restart the timeout whenever a progress notification arrives. */
  resetTimeoutOnProgress: boolean;
  /** Hard ceiling in ms regardless of progress; undefined means none. */
  maxTotalTimeoutMs?: number;
}

export interface CallRequest {
  tool: string;
  arguments: Record<string, unknown>;
  /** Missing fields come from the connection's settings.timeouts. */
  options?: Partial<CallOptions>;
  /**
   * Run the tool as a task (spec 2025-11-25, tasks): tools/call carries `task: { ttl }`, the server
   * answers with a CreateTaskResult, and the bridge follows the task to its result.
   */
  task?: { ttlMs?: number };
}

// ---------------------------------------------------------------- timeouts

/** A request that had no answer yet when a timeout fired. */
export interface OutstandingRequest {
  /** 'out': mcpscope asked the server. 'in': the server asked mcpscope (sampling, elicitation, roots). */
  dir: 'out' | 'in';
  id: RequestId;
  method: string;
  /** When it was sent or received (ms since epoch). */
  since: number;
  /** For a server request waiting for a person: its ClientRequestRecord id, e.g. "req-2". */
  clientRequestId?: string;
}

/** What a timeout says about itself: which limit fired and what was still outstanding. */
export interface TimeoutReport {
  /** `timeout`: no answer (or progress, when it resets the timer) within timeoutMs. `max-total`: the ceiling. */
  limit: 'timeout' | 'max-total';
  limitMs: number;
  elapsedMs: number;
  progressCount: number;
  lastProgressAt?: number;
  /** Every request still unanswered on the connection when it fired, the timed-out one included. */
  outstanding: OutstandingRequest[];
  /** One or two sentences for the UI, naming what was outstanding. */
  summary: string;
}

export interface CancelRequest {
  reason?: string;
}

export interface ProgressState {
  progress: number;
  total?: number;
  message?: string;
  /** When the latest notification arrived (ms since epoch). */
  at: number;
  /** How many progress notifications arrived. */
  count: number;
}

/**
 * - `ok`: a result without isError.
 * - `tool-error`: a result with isError: true (the tool failed; the protocol worked).
 * - `rpc-error`: a JSON-RPC error response.
 * - `cancelled`: the user cancelled; `notifications/cancelled` was sent.
 * - `timed-out`: the timeout fired; `notifications/cancelled` was sent.
 * - `failed`: no answer for a local reason (connection closed, invalid response): see `failure`.
 */
export type CallStatus = 'running' | 'ok' | 'tool-error' | 'rpc-error' | 'cancelled' | 'timed-out' | 'failed';

export interface LateResponse {
  at: number;
  result?: Record<string, unknown>;
  rpcError?: JsonRpcErrorObject;
}

export interface CallRecord {
  id: string;
  conn: ConnectionId;
  tool: string;
  arguments: Record<string, unknown>;
  options: CallOptions;
  status: CallStatus;
  startedAt: number;
  endedAt?: number;
  /** The JSON-RPC id of the tools/call request, once sent. Equal to its progressToken. */
  requestId?: RequestId;
  progress?: ProgressState;
  /** The CallToolResult exactly as received (not validated by the SDK, so nothing is dropped). */
  result?: Record<string, unknown>;
  rpcError?: JsonRpcErrorObject;
  failure?: BridgeErrorValue;
  cancelReason?: string;
  /** A response that arrived after the call was cancelled or timed out. */
  lateResponse?: LateResponse;
  /** Set when status is 'timed-out'. */
  timeout?: TimeoutReport;
  /** Set when the call ran as a task. */
  task?: TaskState;
  /**
   * Set on the copies sent to the SPA when strings of `result` were cut to a preview (issue 6, B4);
   * the rest is read with GET .../calls/:callId/content. Pointers are relative to `result`.
   */
  clipped?: ClippedString[];
}

export const DEFAULT_CALL_OPTIONS: CallOptions = {
  timeoutMs: 60_000,
  resetTimeoutOnProgress: true,
};
