/**
 * A small facade of async functions over the bridge's HTTP API (src/core/bridge-api.ts).
 * Components never call fetch; hooks call this. Every request carries the per-run token.
 */
import type {
  AppRecordInput,
  CallRecord,
  CallRequest,
  ClientInfo,
  ConfigExportResult,
  ConfigImportRequest,
  ConfigImportResult,
  ConnectRequest,
  ConnectionSummary,
  ClientRequestAnswer,
  ClientRequestRecord,
  ConnectionSettings,
  ErrorBody,
  ListChange,
  RootsState,
  ListKind,
  Listing,
  LogPage,
  McpConfigFormat,
  RpcOutcome,
  RpcRequest,
  SaveConnectionRequest,
  SavedConnections,
  SavedConnectionsUpdate,
  SessionInfo,
  ToolDefinition,
  ToolSummaryListing,
} from '../core/bridge-api';
import type { BridgeErrorValue } from '../core/bridge-api';
import { sliceSearch, type ContentSlice, type SliceQuery } from '../core/clipped-content';
import type { DriftChange } from '../core/analysis/drift';
import type { AuthFlowState } from '../core/auth/types';
import type { ClientInfoProbeResult, LiveFinding, ToolTokenCost, TriageRequest } from '../core/findings-api';
import type { FlowPolicy } from '../core/analysis/flow';
import type { TraceNoteRequest, TraceSummary } from '../core/traces-api';
import type { ReplayRequest, ReplayResult } from '../core/replay-api';
import type { MessageRecord } from '../core/wire';
import type { CheckRunRequest } from '../core/check/api';
import type { CheckReport } from '../core/check/types';
import type { RecordedRead } from '../core/trace-session/recorded-reads';

/** Thrown by the client so react-query sees a failure; carries the bridge's error value. */
export class BridgeRequestError extends Error {
  constructor(
    readonly status: number,
    readonly error: BridgeErrorValue,
  ) {
    super(error.message);
    this.name = 'BridgeRequestError';
  }
}

/** A non-2xx answer as a BridgeRequestError with the bridge's error value; `what` names the request. */
export async function requestError(response: Response, what: string): Promise<BridgeRequestError> {
  const parsed = (await response.json().catch(() => null)) as ErrorBody | null;
  return new BridgeRequestError(response.status, parsed?.error ?? { code: 'internal', message: `${what} failed with HTTP ${response.status}` });
}

export interface BridgeClient {
  readonly token: string;
  /**
   * Set by a client that answers from a recording (api/trace/trace-client.ts): nothing can be
   * sent, so the screens leave out the controls that would (read through useReadOnlyView).
   */
  readonly readOnly?: true;
  /** `mcpscope check` against the connection's own target (src/core/check/api.ts); starts a stdio server again. */
  runCheck(id: string, request: CheckRunRequest): Promise<CheckReport>;
  session(): Promise<SessionInfo>;
  connections(): Promise<ConnectionSummary[]>;
  connect(request: ConnectRequest): Promise<ConnectionSummary>;
  reconnect(id: string): Promise<ConnectionSummary>;
  disconnect(id: string): Promise<ConnectionSummary>;
  remove(id: string): Promise<void>;
  /** The bridge's latest tool listing without the schemas: what the tool list shows. */
  toolSummaries(id: string): Promise<ToolSummaryListing>;
  /** One listed tool's whole definition, by name. */
  tool(id: string, name: string): Promise<ToolDefinition>;
  list(id: string, kind: ListKind, fresh?: boolean): Promise<Listing>;
  rpc(id: string, request: RpcRequest): Promise<RpcOutcome>;
  /** An MCP App's conversation, which only the page hosting the app sees (issue 21). Live only: a trace is read-only. */
  recordAppRecords?(id: string, records: AppRecordInput[]): Promise<void>;
  clientRequests(id: string): Promise<ClientRequestRecord[]>;
  answerClientRequest(id: string, requestId: string, answer: ClientRequestAnswer): Promise<ClientRequestRecord>;
  roots(id: string): Promise<RootsState>;
  setRoots(id: string, roots: RootsState): Promise<RootsState>;
  setSettings(id: string, settings: ConnectionSettings): Promise<ConnectionSummary>;
  listChanges(id: string): Promise<ListChange[]>;
  /** 2026-07-28: the resources whose updates the subscriptions/listen stream asks for (issue 18, item 4). */
  watchResources(id: string, uris: string[]): Promise<ConnectionSummary>;
  calls(id: string): Promise<CallRecord[]>;
  /**
   * An opened trace's prompts/get and resources/read requests, each rebuilt with its MRTR rounds
   * (src/core/trace-session/recorded-reads.ts). Only a trace has them: live, the screens keep their own.
   */
  recordedReads?(id: string): Promise<RecordedRead[]>;
  startCall(id: string, request: CallRequest): Promise<CallRecord>;
  cancelCall(id: string, callId: string, reason?: string): Promise<CallRecord>;
  /** A slice of a string the call was sent with clipped (src/core/clipped-content.ts). */
  callContent(id: string, callId: string, query: SliceQuery): Promise<ContentSlice>;
  log(query: { after?: number; limit?: number; conn?: string }): Promise<LogPage>;
  /** A logged message whole, when the log sent it clipped. */
  logMessage(seq: number): Promise<MessageRecord>;
  importConfig(request: ConfigImportRequest): Promise<ConfigImportResult>;
  exportConfig(format: McpConfigFormat, includeSecrets: boolean): Promise<ConfigExportResult>;
  savedConnections(): Promise<SavedConnections>;
  saveConnections(update: SavedConnectionsUpdate): Promise<SavedConnections>;
  /** Connects a saved connection; the bridge reads its secrets from the store. */
  connectSaved(name: string): Promise<ConnectionSummary>;
  saveFromConnection(request: SaveConnectionRequest): Promise<SavedConnections>;
  renameSaved(name: string, newName: string): Promise<SavedConnections>;
  deleteSaved(name: string): Promise<SavedConnections>;
  findings(): Promise<LiveFinding[]>;
  triageFinding(request: TriageRequest): Promise<LiveFinding[]>;
  drift(id: string): Promise<DriftChange[]>;
  acceptDrift(id: string): Promise<DriftChange[]>;
  /** Starts a short-lived second session that claims `clientInfo` and compares its listing: only on the person's request. */
  probeClientInfo(id: string, clientInfo: ClientInfo): Promise<ClientInfoProbeResult>;
  toolTokens(id: string): Promise<ToolTokenCost>;
  flowPolicy(): Promise<FlowPolicy>;
  /** Replaces the whole policy; the bridge rejects it, naming each problem, if any label is wrong. */
  setFlowPolicy(policy: unknown): Promise<FlowPolicy>;
  /** The recorded sessions in the traces directory (src/core/traces-api.ts). */
  traces(): Promise<TraceSummary[]>;
  traceText(name: string): Promise<string>;
  renameTrace(name: string, newName: string): Promise<TraceSummary[]>;
  deleteTrace(name: string): Promise<TraceSummary[]>;
  addTraceNote(name: string, note: TraceNoteRequest): Promise<TraceSummary>;
  /** Replays a trace against a live server; answers when the replay has ended (src/core/replay-api.ts). */
  replay(request: ReplayRequest): Promise<ReplayResult>;
  /** What a trace still being recorded appends after byte `from`, as SSE (TraceFollowEvent); the caller parses it. */
  followTrace(name: string, from: number, signal: AbortSignal): Promise<Response>;
  /** Opens the event stream; the caller parses it (see event-stream.ts). */
  openEventStream(signal: AbortSignal): Promise<Response>;
  /** The connection's OAuth flow (issue 7): never a token or a secret. */
  authFlow(id: string): Promise<AuthFlowState>;
  /** Runs one step ('step'), the remaining steps ('run'), or starts a fresh flow ('restart'). */
  authAction(id: string, action: AuthAction): Promise<AuthFlowState>;
  /** "Clear auth state": the bridge forgets the tokens and client registration for that server. */
  clearAuth(id: string): Promise<AuthFlowState>;
}

export type AuthAction = 'step' | 'run' | 'restart';

export function createBridgeClient(token: string, baseUrl = ''): BridgeClient {
  /** Sends one request; a non-2xx answer becomes a BridgeRequestError with the bridge's error value. */
  async function send(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw await requestError(response, `${method} ${path}`);
    return response;
  }

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    return (await (await send(method, path, body)).json()) as T;
  }

  const conn = (id: string) => `/api/connections/${encodeURIComponent(id)}`;
  const saved = (name: string) => `/api/config/saved/${encodeURIComponent(name)}`;
  const trace = (name: string) => `/api/traces/${encodeURIComponent(name)}`;

  return {
    token,
    session: () => request('GET', '/api/session'),
    connections: () => request('GET', '/api/connections'),
    connect: (body) => request('POST', '/api/connections', body),
    reconnect: (id) => request('POST', `${conn(id)}/reconnect`),
    disconnect: (id) => request('POST', `${conn(id)}/disconnect`),
    remove: async (id) => {
      await request('DELETE', conn(id));
    },
    toolSummaries: (id) => request('GET', `${conn(id)}/tools?view=summary`),
    tool: (id, name) => request('GET', `${conn(id)}/tools/${encodeURIComponent(name)}`),
    list: (id, kind, fresh = false) => request('GET', `${conn(id)}/lists/${kind}${fresh ? '?fresh=1' : ''}`),
    rpc: (id, body) => request('POST', `${conn(id)}/rpc`, body),
    recordAppRecords: async (id, records) => {
      await request('POST', `${conn(id)}/app-records`, { records });
    },
    clientRequests: (id) => request('GET', `${conn(id)}/client-requests`),
    answerClientRequest: (id, requestId, answer) =>
      request('POST', `${conn(id)}/client-requests/${encodeURIComponent(requestId)}/respond`, answer),
    roots: (id) => request('GET', `${conn(id)}/roots`),
    setRoots: (id, body) => request('PUT', `${conn(id)}/roots`, body),
    setSettings: (id, body) => request('PUT', `${conn(id)}/settings`, body),
    listChanges: (id) => request('GET', `${conn(id)}/list-changes`),
    watchResources: (id, uris) => request('PUT', `${conn(id)}/watched-resources`, { uris }),
    calls: (id) => request('GET', `${conn(id)}/calls`),
    startCall: (id, body) => request('POST', `${conn(id)}/calls`, body),
    cancelCall: (id, callId, reason) =>
      request('POST', `${conn(id)}/calls/${encodeURIComponent(callId)}/cancel`, { reason }),
    callContent: (id, callId, query) => request('GET', `${conn(id)}/calls/${encodeURIComponent(callId)}/content?${sliceSearch(query)}`),
    logMessage: (seq) => request('GET', `/api/log/${seq}/message`),
    log: ({ after, limit, conn: connId }) => {
      const query = new URLSearchParams();
      if (after !== undefined) query.set('after', String(after));
      if (limit !== undefined) query.set('limit', String(limit));
      if (connId !== undefined) query.set('conn', connId);
      return request('GET', `/api/log?${query.toString()}`);
    },
    importConfig: (body) => request('POST', '/api/config/import', body),
    exportConfig: (format, includeSecrets) =>
      request('GET', `/api/config/export?${new URLSearchParams({ format, includeSecrets: String(includeSecrets) }).toString()}`),
    savedConnections: () => request('GET', '/api/config/saved'),
    saveConnections: (body) => request('PUT', '/api/config/saved', body),
    connectSaved: (name) => request('POST', `${saved(name)}/connect`),
    saveFromConnection: (body) => request('POST', '/api/config/saved/from-connection', body),
    renameSaved: (name, newName) => request('POST', `${saved(name)}/rename`, { name: newName }),
    deleteSaved: (name) => request('DELETE', saved(name)),
    findings: () => request('GET', '/api/findings'),
    triageFinding: (body) => request('POST', '/api/findings/triage', body),
    drift: (id) => request('GET', `${conn(id)}/drift`),
    acceptDrift: (id) => request('POST', `${conn(id)}/drift/accept`),
    probeClientInfo: (id, clientInfo) => request('POST', `${conn(id)}/client-info-probe`, { clientInfo }),
    runCheck: (id, body) => request('POST', `${conn(id)}/check`, body),
    toolTokens: (id) => request('GET', `${conn(id)}/tool-tokens`),
    flowPolicy: () => request('GET', '/api/flow-policy'),
    setFlowPolicy: (body) => request('PUT', '/api/flow-policy', body),
    traces: () => request('GET', '/api/traces'),
    traceText: async (name) => (await send('GET', `${trace(name)}/text`)).text(),
    renameTrace: (name, newName) => request('POST', `${trace(name)}/rename`, { name: newName }),
    deleteTrace: (name) => request('DELETE', trace(name)),
    addTraceNote: (name, note) => request('POST', `${trace(name)}/notes`, note),
    replay: (body) => request('POST', '/api/replay', body),
    followTrace: (name, from, signal) =>
      fetch(`${baseUrl}${trace(name)}/follow?from=${from}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal }),
    authFlow: (id) => request('GET', `${conn(id)}/auth`),
    authAction: (id, action) => request('POST', `${conn(id)}/auth/${action}`),
    clearAuth: (id) => request('DELETE', `${conn(id)}/auth`),
    openEventStream: (signal) =>
      fetch(`${baseUrl}/api/events`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        signal,
      }),
  };
}
