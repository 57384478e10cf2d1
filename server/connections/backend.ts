/**
 * What the HTTP layer (server/http) needs from the connection layer. The HTTP routes are thin:
 * they parse, call one of these, and turn the Result into a status code.
 */
import type {
  BridgeEvent,
  CallRecord,
  CallRequest,
  ConnectRequest,
  ConnectionSummary,
  LogPage,
  ToolListing,
} from '../../src/core/bridge-api';
import type { Result } from '../../src/core/result';

export interface LogQuery {
  after: number;
  limit: number;
  conn?: string;
}

export interface BridgeBackend {
  readonly tracesDir: string;
  lastSeq(): number;
  list(): ConnectionSummary[];
  get(id: string): Result<ConnectionSummary>;
  /** Starts connecting in the background; progress arrives as events. Fails fast on a bad target. */
  connect(request: ConnectRequest): Result<ConnectionSummary>;
  reconnect(id: string): Promise<Result<ConnectionSummary>>;
  disconnect(id: string): Promise<Result<ConnectionSummary>>;
  remove(id: string): Promise<Result<void>>;
  listTools(id: string): Promise<Result<ToolListing>>;
  listCalls(id: string): Result<CallRecord[]>;
  startCall(id: string, request: CallRequest): Result<CallRecord>;
  cancelCall(id: string, callId: string, reason?: string): Result<CallRecord>;
  log(query: LogQuery): LogPage;
  /** Events for the SPA. Wire records arrive batched (one event per batch, not per message). */
  subscribe(listener: (event: BridgeEvent) => void): () => void;
  /** Graceful: close stdin, SIGTERM, SIGKILL for every server, within a bounded time. */
  shutdown(): Promise<void>;
  /** Last resort from process.on('exit'): synchronously SIGKILL every process group still alive. */
  killAllNow(): void;
}
