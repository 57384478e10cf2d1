/**
 * The contract between the bridge (server/) and the SPA (src/): HTTP routes, bodies and the
 * event stream. Both sides import these types, so a change here is a change to both.
 *
 * Every route lives under /api and requires `Authorization: Bearer <token>`, the event stream
 * included (the SPA reads it with fetch, not EventSource, so the token never sits in a URL).
 *
 *   GET    /api/session                          -> SessionInfo
 *   GET    /api/connections                      -> ConnectionSummary[]
 *   POST   /api/connections          ConnectRequest -> ConnectionSummary   (connects in background)
 *   GET    /api/connections/:id                  -> ConnectionSummary
 *   POST   /api/connections/:id/reconnect        -> ConnectionSummary
 *   POST   /api/connections/:id/disconnect       -> ConnectionSummary
 *   DELETE /api/connections/:id                  -> { ok: true }
 *   GET    /api/connections/:id/tools?fresh=1    -> ToolListing          (every page; see ListChange for fresh)
 *   GET    /api/connections/:id/tools?view=summary -> ToolSummaryListing (the same, without schemas: the list's view)
 *   GET    /api/connections/:id/tools/:name      -> ToolDefinition       (one tool, whole)
 *   GET    /api/connections/:id/calls            -> CallRecord[]         (oldest first)
 *   POST   /api/connections/:id/calls  CallRequest -> CallRecord          (status 'running')
 *   POST   /api/connections/:id/calls/:callId/cancel  CancelRequest -> CallRecord
 *   GET    /api/connections/:id/calls/:callId/content?pointer=&offset=&length= -> ContentSlice (clipped-content.ts)
 *   GET    /api/connections/:id/lists/:kind?fresh=1  -> Listing             (kind: ListKind; every page; see ListChange)
 *   POST   /api/connections/:id/rpc     RpcRequest   -> RpcOutcome          (any client->server request)
 *   GET    /api/connections/:id/client-requests      -> ClientRequestRecord[] (oldest first)
 *   POST   /api/connections/:id/client-requests/:reqId/respond  ClientRequestAnswer -> ClientRequestRecord
 *   GET    /api/connections/:id/roots                -> RootsState
 *   PUT    /api/connections/:id/roots   RootsState   -> RootsState   (sends notifications/roots/list_changed)
 *   PUT    /api/connections/:id/settings ConnectionSettings -> ConnectionSummary
 *   GET    /api/connections/:id/list-changes        -> ListChange[]     (oldest first)
 *   GET    /api/log?after=<seq>&limit=<n>&conn=<id> -> LogPage
 *   GET    /api/log/:seq/message                       -> MessageRecord (whole, of a clipped message)
 *   POST   /api/config/import   ConfigImportRequest -> ConfigImportResult  (mcp.json; connect optional)
 *   GET    /api/config/export?format=&includeSecrets= -> ConfigExportResult
 *   GET    /api/config/saved                     -> SavedConnections    (secrets masked)
 *   PUT    /api/config/saved    SavedConnectionsUpdate -> SavedConnections
 *   POST   /api/config/saved/from-connection  SaveConnectionRequest -> SavedConnections (real target, taken bridge-side)
 *   POST   /api/config/saved/:name/connect      -> ConnectionSummary   (with the saved secrets, not the masked copy)
 *   POST   /api/config/saved/:name/rename  RenameSavedRequest -> SavedConnections
 *   DELETE /api/config/saved/:name              -> SavedConnections
 *   GET    /api/findings, POST /api/findings/triage -> see src/core/findings-api.ts
 *   GET    /api/events                           -> text/event-stream of BridgeEvent
 *   GET    /api/connections/:id/auth             -> AuthFlowState       (src/core/auth; never a token or secret)
 *   POST   /api/connections/:id/auth/step        -> AuthFlowState       (runs the next step; mode 'step')
 *   POST   /api/connections/:id/auth/run         -> AuthFlowState       (runs the remaining steps; stops at 'awaiting-user' unless headless)
 *   POST   /api/connections/:id/auth/restart     -> AuthFlowState       (a fresh flow, nothing run yet)
 *   DELETE /api/connections/:id/auth             -> AuthFlowState       (Clear auth state: tokens and client registration for that server)
 *
 * One route outside /api needs no token, because the authorization server's redirect cannot carry
 * it (issue 7): GET /oauth/callback?code&state. It stays behind the Host check, accepts only the
 * `state` of a pending flow (single use, 10 minutes), does nothing but complete that flow, and
 * answers a small HTML page. redirect_uri = http://<the bridge's host>:<port>/oauth/callback.
 *
 * Failures answer with a non-2xx status and an ErrorBody.
 */
import type { AuthFlowState, AuthSettings } from './auth/types';
import type { ChangeDelivery } from './change-delivery';
import type { ClippedString } from './clipped-content';
import type { FindingsEvent } from './findings-api';
import type { JsonRpcErrorObject, RequestId } from './jsonrpc';
import type { ConnectionId, LifecycleState, ProcessExit, WireRecord } from './wire';
import { err, ok, type Result } from './result';

// ---------------------------------------------------------------- errors

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

// ---------------------------------------------------------------- connections

export interface StdioTarget {
  transport: 'stdio';
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
}

export interface HttpTarget {
  /** `http` is Streamable HTTP; `sse` is the legacy HTTP+SSE transport (spec 2024-11-05). */
  transport: 'http' | 'sse';
  url: string;
  headers?: Record<string, string>;
  /** OAuth settings (issue 7). A user-supplied Authorization header wins: no flow runs over it. */
  auth?: AuthSettings;
}

export type ConnectionTarget = StdioTarget | HttpTarget;

export interface ConnectRequest {
  target: ConnectionTarget;
  /** Display name; defaults to the command or host. */
  name?: string;
  /** What mcpscope declares in initialize; defaults to everything (DEFAULT_CLIENT_FEATURES). */
  clientFeatures?: ClientFeatures;
  /** Timeouts and auto-reply rules; defaults to DEFAULT_CONNECTION_SETTINGS. */
  settings?: Partial<ConnectionSettings>;
  /** Who mcpscope says it is in initialize (src/core/client-info.ts); defaults to mcpscope itself. */
  clientInfo?: ClientInfo;
}

/**
 * The clientInfo a connection claims in initialize instead of mcpscope's own. A server may list
 * different tools to different clients (issue 4, "Drift"); claiming another name shows it.
 */
export interface ClientInfo {
  name: string;
  /** Absent: mcpscope's version is sent (the spec requires one). */
  version?: string;
}

/**
 * The client capabilities mcpscope declares (spec: lifecycle, capability negotiation). A developer
 * turns one off to see how their server behaves with a host that lacks it.
 */
export interface ClientFeatures {
  sampling: boolean;
  /** Form mode (spec 2025-06-18) and URL mode (spec 2025-11-25) are declared separately. */
  elicitationForm: boolean;
  elicitationUrl: boolean;
  roots: boolean;
  /** Task-augmented sampling and elicitation requests from the server (spec 2025-11-25, tasks). */
  tasks: boolean;
}

export const DEFAULT_CLIENT_FEATURES: ClientFeatures = {
  sampling: true,
  elicitationForm: true,
  elicitationUrl: true,
  roots: true,
  tasks: true,
};

/** Per-connection settings; they survive reconnects (a saved connection keeps only name and target: it is a plain mcp.json). */
export interface ConnectionSettings {
  /** Defaults for every request mcpscope sends on this connection; a call may override them. */
  timeouts: CallOptions;
  /** Sampling requests a rule matches are answered without a person (for demos). First enabled match wins. */
  samplingAutoReply: SamplingAutoReplyRule[];
  /**
   * HTTP transports: after this long without a word from the server, mcpscope sends it MCP ping
   * (spec 2025-06-18, basic/utilities/ping) to learn that it is gone; 0: never (issue 17, finding 8).
   */
  livenessPingMs: number;
}

export interface SamplingAutoReplyRule {
  id: string;
  enabled: boolean;
  /** Case-insensitive substring of the request's message texts and systemPrompt; empty matches every request. */
  match: string;
  reply: { text: string; model: string; stopReason: string };
}

export interface Implementation {
  name: string;
  version: string;
  title?: string;
}

export interface LifecycleTimings {
  connectStartedAt: number;
  transportStartedAt?: number;
  initializeSentAt?: number;
  initializeAnsweredAt?: number;
  initializedSentAt?: number;
  endedAt?: number;
}

export interface LifecycleInfo {
  state: LifecycleState;
  requestedProtocolVersion: string;
  negotiatedProtocolVersion?: string;
  clientInfo: Implementation;
  clientCapabilities: Record<string, unknown>;
  serverInfo?: Implementation;
  serverCapabilities?: Record<string, unknown>;
  instructions?: string;
  /** seq numbers of the handshake messages in the wire log, so the UI can show them verbatim. */
  initializeRequestSeq?: number;
  initializeResponseSeq?: number;
  initializedNotificationSeq?: number;
  timings: LifecycleTimings;
}

export interface ConnectionSummary {
  id: ConnectionId;
  name: string;
  /** The target with env and header values masked. */
  target: ConnectionTarget;
  state: LifecycleState;
  lifecycle: LifecycleInfo;
  /** The last stderr lines (stdio only), newest last. */
  stderrTail: string[];
  exit?: ProcessExit;
  error?: BridgeErrorValue;
  /** Path of this session's JSONL trace file on the bridge's disk. */
  tracePath?: string;
  clientFeatures: ClientFeatures;
  settings: ConnectionSettings;
  /** The clientInfo the connection claims when it is not mcpscope's (lifecycle.clientInfo: what was sent). */
  clientInfo?: ClientInfo;
  /** stdio: non-JSON-RPC lines the server wrote on stdout this session (issue 17, finding 9). */
  stdoutPollution?: StdoutPollution;
  /** How the server's change notifications reach us, and that stream's health (issue 18, item 4); once ready. */
  changeDelivery?: ChangeDelivery;
  /** Rebuilt from a trace (src/core/trace-session): its listings are what was recorded, whatever its state, and nothing can be sent. */
  recorded?: true;
  /**
   * Rises with every summary made of this connection: of two, the higher is the newer. A route's
   * answer (the connect POST's 'connecting') can reach the page after the events that followed it.
   */
  revision: number;
}

/** The first lines (clipped) a stdio server wrote on stdout that are not JSON-RPC, and how many there were. */
export interface StdoutPollution {
  lines: string[];
  count: number;
}

/** Whether `candidate` may replace `held` in the page's cache: not when it was made before it. */
export function isNewerSummary(candidate: Pick<ConnectionSummary, 'revision'>, held: Pick<ConnectionSummary, 'revision'> | undefined): boolean {
  return held === undefined || candidate.revision >= held.revision;
}

/** Whether the connection's listings can be read: a live session once it is ready, a recorded one always. */
export function listingsAvailable(connection: Pick<ConnectionSummary, 'state' | 'recorded'>): boolean {
  return connection.state === 'ready' || connection.recorded === true;
}

// ---------------------------------------------------------------- tools

/** A tool definition as the server sent it; unknown fields are kept. */
export interface ToolDefinition {
  name: string;
  title?: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
  annotations?: ToolAnnotations;
  _meta?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface ToolAnnotations {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
  [key: string]: unknown;
}

export interface ToolListing {
  tools: ToolDefinition[];
  /** How many tools/list pages were fetched. */
  pages: number;
  fetchedAt: number;
  /** See Listing.unrecorded. */
  unrecorded?: true;
}

/**
 * A tool as the tool list shows it: its definition without the schemas, which only the selected
 * tool's form needs. A server with 5,000 tools lists 7.7 MB, nearly all schemas, and the page
 * took longer to parse them than to draw the list (issue 6, B3).
 */
export interface ToolSummary {
  name: string;
  title?: string;
  description?: string;
  annotations?: ToolAnnotations;
  /** Set when the definition declares an outputSchema. */
  hasOutputSchema?: true;
  [key: string]: unknown;
}

export interface ToolSummaryListing extends Omit<ToolListing, 'tools'> {
  tools: ToolSummary[];
}

export function toToolSummaryListing(listing: ToolListing): ToolSummaryListing {
  const tools = listing.tools.map(({ inputSchema: _input, outputSchema, ...rest }): ToolSummary => (outputSchema === undefined ? rest : { ...rest, hasOutputSchema: true }));
  return { ...listing, tools };
}

/** The first listed tool of that name: the list selects tools by name. */
export function findTool(listing: ToolListing, name: string): Result<ToolDefinition> {
  const tool = listing.tools.find((candidate) => candidate.name === name);
  return tool ? ok(tool) : err('not_found', `the server lists no tool named ${JSON.stringify(name)}`);
}

/** Malformed tools stay in the list; the SPA shows what is wrong with them. */
export function toToolListing({ items, pages, fetchedAt, unrecorded }: Listing): ToolListing {
  return { tools: items as ToolDefinition[], pages, fetchedAt, ...(unrecorded ? { unrecorded } : {}) };
}

// ---------------------------------------------------------------- lists and plain requests

/**
 * The paginated list methods (spec: "Pagination"): tools/list, resources/list,
 * resources/templates/list and prompts/list. The bridge follows nextCursor to the end.
 */
export type ListKind = 'tools' | 'resources' | 'resourceTemplates' | 'prompts';

export const LIST_METHODS: Record<ListKind, string> = {
  tools: 'tools/list',
  resources: 'resources/list',
  resourceTemplates: 'resources/templates/list',
  prompts: 'prompts/list',
};

export interface Listing {
  kind: ListKind;
  /** Items exactly as the server sent them, malformed ones included. */
  items: Record<string, unknown>[];
  pages: number;
  fetchedAt: number;
  /** Read from a trace that holds no answer to this list request (up to the position shown): unknown, not empty. */
  unrecorded?: true;
}

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

// ---------------------------------------------------------------- calls

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

// ---------------------------------------------------------------- tasks (spec 2025-11-25)

export type TaskStatus = 'working' | 'input_required' | 'completed' | 'failed' | 'cancelled';

/** A task as tasks/get or notifications/tasks/status describe it. */
export interface TaskSnapshot {
  taskId: string;
  status: TaskStatus;
  statusMessage?: string;
  createdAt?: string;
  lastUpdatedAt?: string;
  ttl?: number | null;
  pollInterval?: number;
}

export interface TaskState extends TaskSnapshot {
  /** Every status change seen, oldest first, from tasks/get polls and notifications/tasks/status. */
  history: { at: number; status: TaskStatus; statusMessage?: string }[];
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

// ---------------------------------------------------------------- log and events

export interface LogPage {
  records: WireRecord[];
  /** Pass as `after` to continue; equals the last record's seq, or the request's `after`. */
  lastSeq: number;
  /** True when more records exist after this page. */
  more: boolean;
}

export interface SessionInfo {
  version: string;
  /** The newest seq in the log when the session info was produced. */
  lastSeq: number;
  tracesDir: string;
}

export type BridgeEvent =
  | { type: 'records'; records: WireRecord[] }
  | { type: 'connection'; connection: ConnectionSummary }
  | { type: 'connection-removed'; id: ConnectionId }
  | { type: 'call'; call: CallRecord }
  | { type: 'client-request'; request: ClientRequestRecord }
  | { type: 'list-change'; change: ListChange }
  /** Every change of a connection's OAuth flow (issue 7), so the auth debugger follows it live. */
  | { type: 'auth'; flow: AuthFlowState }
  | FindingsEvent;

// ---------------------------------------------------------------- list_changed

/**
 * The bridge lists tools, prompts, resources and templates when a session becomes ready, and lists
 * again on notifications/{tools,prompts,resources}/list_changed and on `?fresh=1`. The list routes
 * answer with the latest listing. Each re-list is compared with the one before: a first defence
 * against a definition changing mid-session ("rug pull", dynamic capability injection). A
 * notification always yields a ListChange (even an empty one: the server said something changed);
 * a refetch only when something differs.
 */
export interface ListChange {
  /** Unique per connection, e.g. "change-3". */
  id: string;
  conn: ConnectionId;
  kind: ListKind;
  at: number;
  trigger: 'notification' | 'refetch';
  /** seq of the list_changed notification in the wire log, when trigger is 'notification'. */
  notificationSeq?: number;
  added: Record<string, unknown>[];
  removed: Record<string, unknown>[];
  /** Items with the same key (name, uri or uriTemplate) whose definition differs. */
  changed: ListItemChange[];
  /** How many items are identical before and after. */
  unchanged: number;
}

export interface ListItemChange {
  key: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

// ---------------------------------------------------------------- server-to-client requests

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
  /** The server's JSON-RPC id for the request. */
  requestId: RequestId;
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

/** The person's answer: a result to send (CreateMessageResult, ElicitResult) or an error. */
export type ClientRequestAnswer = { result: Record<string, unknown> } | { error: { code: number; message: string; data?: unknown } };

export interface Root {
  uri: string;
  name?: string;
}

export interface RootsState {
  roots: Root[];
}

export const DEFAULT_CALL_OPTIONS: CallOptions = {
  timeoutMs: 60_000,
  resetTimeoutOnProgress: true,
};

export const DEFAULT_CONNECTION_SETTINGS: ConnectionSettings = {
  timeouts: DEFAULT_CALL_OPTIONS,
  samplingAutoReply: [],
  livenessPingMs: 15_000,
};

// ---------------------------------------------------------------- configs (mcp.json)

/** `mcpServers`: Claude Desktop, Cursor, Claude Code. `servers`: VS Code. */
export type McpConfigFormat = 'mcpServers' | 'servers';

/** A connection as a config file names it: the name is the file's key, so it is always there. */
export interface NamedConnectRequest extends ConnectRequest {
  name: string;
}

export interface ConfigImportRequest {
  /** The mcp.json text (JSON with comments and trailing commas, as VS Code allows). */
  text: string;
  /** Connect every server found; default false (a preview). */
  connect?: boolean;
}

export interface ConfigImportResult {
  format: McpConfigFormat;
  /** Env and header values masked. */
  servers: NamedConnectRequest[];
  /** One line per problem, naming the server; skipped entries are among them. */
  warnings: string[];
  /** Empty unless `connect` was true. */
  connected: ConnectionSummary[];
}

export interface ConfigExportResult {
  text: string;
  warnings: string[];
}

export interface SavedConnections {
  /** Env and header values masked. */
  connections: NamedConnectRequest[];
  warnings: string[];
}

export interface SavedConnectionsUpdate {
  /** A value equal to the mask keeps the value already saved under that name and key. */
  connections: NamedConnectRequest[];
}

/**
 * Saves a live connection under `name` (default: its display name), replacing one of that name.
 * Only the name and the target are kept: connections.json is a plain mcp.json.
 */
export interface SaveConnectionRequest {
  connectionId: ConnectionId;
  name?: string;
}

export interface RenameSavedRequest {
  name: string;
}
