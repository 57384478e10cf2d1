/**
 * What the HTTP layer (server/http) needs from the connection layer. The HTTP routes are thin:
 * they parse, call one of these, and turn the Result into a status code.
 */
import type { DriftChange } from '../../src/core/analysis/drift';
import type { FlowPolicy } from '../../src/core/analysis/flow';
import type { ClientInfoProbeResult, LiveFinding, ToolTokenCost, TriageRequest } from '../../src/core/findings-api';
import type {
  AppRecordInput,
  BridgeEvent,
  CallRecord,
  CallRequest,
  ClientInfo,
  ClientRequestAnswer,
  ClientRequestRecord,
  ConnectionSettings,
  ListChange,
  RootsState,
  ConnectRequest,
  ConnectionTarget,
  ConnectionSummary,
  ListKind,
  Listing,
  LogPage,
  RpcOutcome,
  RpcRequest,
  ToolListing,
} from '../../src/core/bridge-api';
import type { ContentSlice, SliceQuery } from '../../src/core/clipped-content';
import type { MessageRecord } from '../../src/core/wire';
import type { AuthService } from '../auth/auth-service';
import type { Result } from '../../src/core/result';

export interface LogQuery {
  after: number;
  limit: number;
  conn?: string;
}

export interface BridgeBackend {
  readonly tracesDir: string;
  /** OAuth for HTTP connections (issue 7): the auth debugger's routes and the callback use it. */
  readonly auth: AuthService;
  lastSeq(): number;
  list(): ConnectionSummary[];
  get(id: string): Result<ConnectionSummary>;
  /** The target with its secrets, for an export the user asked to include them in. Never sent otherwise. */
  targetOf(id: string): Result<ConnectionTarget>;
  /** Starts connecting in the background; progress arrives as events. Fails fast on a bad target. */
  connect(request: ConnectRequest): Result<ConnectionSummary>;
  reconnect(id: string): Promise<Result<ConnectionSummary>>;
  disconnect(id: string): Promise<Result<ConnectionSummary>>;
  remove(id: string): Promise<Result<void>>;
  /** The session's latest tool listing; `fresh` lists again and reports any change. */
  listTools(id: string, fresh?: boolean): Promise<Result<ToolListing>>;
  /** The session's latest listing of one kind (every page); `fresh` lists again and reports any change. */
  listAll(id: string, kind: ListKind, fresh?: boolean): Promise<Result<Listing>>;
  /** Logs and traces an MCP App's conversation, which only the SPA hosting the app sees (issue 21). */
  recordAppRecords(id: string, records: readonly AppRecordInput[]): Result<void>;
  /** Sends one plain request; a JSON-RPC error is an ok Result with status 'rpc-error'. */
  rpc(id: string, request: RpcRequest): Promise<Result<RpcOutcome>>;
  listCalls(id: string): Result<CallRecord[]>;
  startCall(id: string, request: CallRequest): Result<CallRecord>;
  cancelCall(id: string, callId: string, reason?: string): Result<CallRecord>;
  /** A slice of a string in a call's result, read from the bridge's whole copy (clipped-content.ts). */
  callContent(id: string, callId: string, query: SliceQuery): Result<ContentSlice>;
  /** Fails only when records the log moved to disk cannot be read back. */
  log(query: LogQuery): Result<LogPage>;
  /** A logged message whole, as the log sent it clipped (clipped-content.ts). */
  logMessage(seq: number): Result<MessageRecord>;
  listClientRequests(id: string): Result<ClientRequestRecord[]>;
  /** Sends the person's answer to a pending server-to-client request. */
  answerClientRequest(id: string, requestId: string, answer: ClientRequestAnswer): Result<ClientRequestRecord>;
  getRoots(id: string): Result<RootsState>;
  /** Replaces the roots and, when the server is connected, sends notifications/roots/list_changed. */
  setRoots(id: string, roots: RootsState): Promise<Result<RootsState>>;
  /** Replaces the connection's settings; they apply to requests sent from now on. */
  setSettings(id: string, settings: ConnectionSettings): Result<ConnectionSummary>;
  /** What each re-list after list_changed (or a re-fetch) found different, oldest first. */
  listChanges(id: string): Result<ListChange[]>;
  /** 2026-07-28: the resources whose updates the subscriptions/listen stream asks for. */
  watchResources(id: string, uris: readonly string[]): Result<ConnectionSummary>;
  /** What live analysis found on every connection, with the person's triage. */
  findings(): LiveFinding[];
  /** Acknowledges, suppresses or reopens every finding with the request's key. */
  triageFinding(request: TriageRequest): Promise<Result<LiveFinding[]>>;
  /** How the connection's tool definitions differ from the pinned ones (src/core/analysis/drift.ts). */
  drift(id: string): Result<DriftChange[]>;
  /** Pins the connection's current definitions: the person accepts the drift. */
  acceptDrift(id: string): Promise<Result<DriftChange[]>>;
  /**
   * Starts a short-lived second session to the connection's server that claims `clientInfo`, and
   * compares its listing with the connection's; the findings join the connection's (source 'drift').
   */
  probeClientInfo(id: string, clientInfo: ClientInfo): Promise<Result<ClientInfoProbeResult>>;
  /** The information-flow labels (src/core/analysis/flow.ts) and their replacement, checked strictly. */
  flowPolicy(): Result<FlowPolicy>;
  /** What the latest tools listing costs a model in tokens, per tool and in all. */
  toolTokens(id: string): Promise<Result<ToolTokenCost>>;
  setFlowPolicy(json: unknown): Promise<Result<FlowPolicy>>;
  /** Events for the SPA. Wire records arrive batched (one event per batch, not per message). */
  subscribe(listener: (event: BridgeEvent) => void): () => void;
  /** Graceful: close stdin, SIGTERM, SIGKILL for every server, within a bounded time. */
  shutdown(): Promise<void>;
  /** Last resort from process.on('exit'): synchronously SIGKILL every process group still alive. */
  killAllNow(): void;
}
