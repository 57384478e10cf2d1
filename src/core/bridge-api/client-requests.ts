/**
 * Requests the server sends to mcpscope (sampling, elicitation) and the roots it answers with.
 *
 *   GET    /api/connections/:id/client-requests      -> ClientRequestRecord[] (oldest first)
 *   POST   /api/connections/:id/client-requests/:reqId/respond  ClientRequestAnswer -> ClientRequestRecord
 *   GET    /api/connections/:id/roots                -> RootsState
 *   PUT    /api/connections/:id/roots   RootsState   -> RootsState   (sends notifications/roots/list_changed)
 */
import type { JsonRpcErrorObject, RequestId } from '../jsonrpc';
import type { ConnectionId } from '../wire';
import type { TaskState } from './tasks';

/**
 * A request the server sent to mcpscope that waits for a person: sampling/createMessage or
 * elicitation/create. The server's own request (e.g. the tools/call that triggered it) waits too.
 * roots/list is answered automatically from the connection's roots.
 *
 * - `pending`: waiting for the person.
 * - `answered`: a result was sent (for elicitation: accept, decline or cancel are all results).
 * - `rejected`: a JSON-RPC error was sent (the person refused a sampling request).
 * - `withdrawn`: the server cancelled it (notifications/cancelled) or the connection ended.
 */
export type ClientRequestStatus = 'pending' | 'answered' | 'rejected' | 'withdrawn';

export interface ClientRequestRecord {
  /** The bridge's id for it, unique per connection, e.g. "req-1". */
  id: string;
  conn: ConnectionId;
  method: 'sampling/createMessage' | 'elicitation/create';
  /**
   * The server's JSON-RPC id for the request; for an MRTR input (`round`), the id of the
   * tools/call attempt whose input_required answer asked for it.
   */
  requestId: RequestId;
  /** Set when the server asked for it inside an input_required answer (MCP 2026-07-28, MRTR), not as a request of its own. */
  round?: InputRound;
  /** The params exactly as the server sent them. */
  params: Record<string, unknown>;
  receivedAt: number;
  status: ClientRequestStatus;
  answeredAt?: number;
  /** What was sent back: a result, or an error. */
  result?: Record<string, unknown>;
  error?: JsonRpcErrorObject;
  /** Why it was withdrawn. */
  withdrawnReason?: string;
  /** Set when the server asked for it as a task (params.task): mcpscope answered with a CreateTaskResult. */
  task?: TaskState;
  /** Set when a sampling auto-reply rule answered it, not a person. */
  autoReplyRuleId?: string;
}

/** Where an MRTR input comes from: its call, the round, and the server's key for it. */
export interface InputRound {
  /** A tool call's id ("call-3"), or the bridge's id for a prompts/get or resources/read ("rpc-2"). */
  callId: string;
  /** The tool; for another request, the prompt's name or the resource's URI. */
  tool: string;
  /** The request whose answer asked: absent for tools/call (MRTR may answer prompts/get and resources/read too). */
  method?: string;
  round: number;
  key: string;
}

/** The person's answer: a result to send (CreateMessageResult, ElicitResult) or an error. */
export type ClientRequestAnswer = { result: Record<string, unknown> } | { error: { code: number; message: string; data?: unknown } };

export interface Root {
  uri: string;
  name?: string;
}

export interface RootsState {
  roots: Root[];
}
