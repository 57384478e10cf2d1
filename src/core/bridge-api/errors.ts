/**
 * What a failed route answers: a non-2xx status and an ErrorBody. The codes are also the codes of
 * every Result in src/core (result.ts), which is why this module imports nothing.
 */
/** Local (bridge-side) error codes. Kept apart from JSON-RPC error codes on purpose (STYLE.md 5). */
export type BridgeErrorCode =
  | 'unauthorized'
  | 'forbidden_origin'
  | 'forbidden_host'
  | 'not_found'
  | 'bad_request'
  | 'not_connected'
  | 'spawn_failed'
  | 'connect_failed'
  | 'server_exited'
  | 'connection_closed'
  /** An HTTP server gave no answer (refused, DNS, TLS, timeout) or answered 5xx; the message names the URL and the cause. */
  | 'server_unreachable'
  /** An HTTP server refused a request's POST with a 4xx status; the message says the status in words and what the server said. */
  | 'http_refused'
  | 'invalid_response'
  | 'timed_out'
  /** A task (spec 2025-11-25) ended with status 'failed'; the message carries its statusMessage. */
  | 'task_failed'
  /** The page shows a recorded trace: nothing can be sent, started or changed. */
  | 'read_only'
  /** A request body over its route's limit (a posted trace to replay, src/core/replay-api.ts). */
  | 'too_large'
  /** The server wants OAuth and the flow waits for the user to sign in (issue 7): the SPA opens authorizationUrl. */
  | 'auth_required'
  /** The OAuth flow failed at a step; details name the step and its failure (src/core/auth). */
  | 'auth_failed'
  | 'internal';

export interface BridgeErrorValue {
  code: BridgeErrorCode;
  message: string;
  details?: unknown;
}

export interface ErrorBody {
  error: BridgeErrorValue;
}
