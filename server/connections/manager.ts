/**
 * The bridge's connection layer behind the BridgeBackend interface: owns every Connection, the
 * shared wire log, and the one event fan-out the HTTP layer forwards to the SPA.
 */
import type {
  BridgeEvent,
  CallRecord,
  CallRequest,
  ClientInfo,
  ClientRequestAnswer,
  ClientRequestRecord,
  ConnectionSettings,
  ConnectionTarget,
  ConnectRequest,
  ConnectionSummary,
  ListChange,
  ListKind,
  Listing,
  LogPage,
  RpcOutcome,
  RootsState,
  RpcRequest,
  AppRecordInput,
  ToolListing,
} from '../../src/core/bridge-api';
import { DEFAULT_CLIENT_FEATURES, DEFAULT_CONNECTION_SETTINGS } from '../../src/core/bridge-api';
import { err, ok, type Result } from '../../src/core/result';
import { sliceContent, type ContentSlice, type SliceQuery } from '../../src/core/clipped-content';
import { describeTarget, validateTarget } from '../../src/core/target';
import { validateClientInfo } from '../../src/core/client-info';
import type { ClientInfoProbeResult } from '../../src/core/findings-api';
import type { DriftChange } from '../../src/core/analysis/drift';
import type { FlowPolicy } from '../../src/core/analysis/flow';
import type { LiveFinding, ToolTokenCost, TriageRequest } from '../../src/core/findings-api';
import { AnalysisThread } from '../analysis/analysis-thread';
import { FindingsTracker } from '../analysis/findings-tracker';
import type { FlowPolicyStore } from '../analysis/flow-policy-store';
import type { PinStore } from '../analysis/pin-store';
import type { TriageStore } from '../analysis/triage-store';
import { WireLog, type WireLogOptions } from '../log/wire-log';
import { UNMATCHED_SPANS_CONN, type MessageRecord } from '../../src/core/wire';
import type { SentSpan } from '../../src/core/otel/export-request';
import type { BridgeBackend, LogQuery } from './backend';
import { ClientInfoProbes, type ClientComparison, type CompareOptions } from './client-info-probe';
import { AuthService, type AuthServiceOptions } from '../auth/auth-service';
import { Connection } from './connection';

export interface ConnectionManagerOptions {
  /** Where each session's JSONL trace goes (see server/log/traces-dir.ts for the default). */
  tracesDir: string;
  /** mcpscope's version: clientInfo.version and the trace header. */
  version: string;
  /** Where triage and pins are kept; without them the bridge runs no live analysis (scan does its own). */
  analysis?: { triage: TriageStore; pins: PinStore; flowPolicy: FlowPolicyStore };
  /** OAuth (issue 7): the token file (configDir()/auth.json); without it tokens live in memory only. */
  auth?: AuthServiceOptions;
  /** The wire log's in-memory window and spill file (wire-log.ts); tests and the bench make it small. */
  logWindow?: WireLogOptions;
}

const ANALYSIS_OFF = err('not_found', 'live analysis is off in this bridge');

/** Bound on shutdown(): stdio escalation takes up to ~4 s per server, all run in parallel. */
const SHUTDOWN_BUDGET_MS = 5_000;

export class ConnectionManager implements BridgeBackend {
  readonly tracesDir: string;
  private readonly version: string;
  private readonly wireLog: WireLog;
  private readonly connections = new Map<string, Connection>();
  private readonly listeners = new Set<(event: BridgeEvent) => void>();
  private nextId = 1;
  private readonly findingsTracker: FindingsTracker | undefined;
  private readonly probes: ClientInfoProbes;
  /** OAuth sign-in for HTTP connections (issue 7): flows, tokens, the callback. */
  readonly auth: AuthService;
  private readonly analysisThread = new AnalysisThread();
  /** mcpscope's OTLP receiver, once it listens (issue 23): stdio servers with trace context on are pointed at it. */
  otlpReceiverUrl: string | undefined;
  /** By the listing's items: a page load asks for the token costs again, and counting 5,000 tools takes a second. */
  private readonly toolTokenCosts = new WeakMap<readonly unknown[], Promise<Result<ToolTokenCost>>>();

  constructor(options: ConnectionManagerOptions) {
    this.tracesDir = options.tracesDir;
    this.version = options.version;
    this.wireLog = new WireLog(options.logWindow);
    this.auth = new AuthService(options.auth ?? {}, { publish: (flow) => this.emit({ type: 'auth', flow }), signedIn: (id) => this.reconnectFailed(id) });
    // A probe's target is its source's: it signs in (rarely: the tokens are stored by server) under a name of its own.
    this.probes = new ClientInfoProbes({ tracesDir: this.tracesDir, version: this.version, surfaces: this, authFetch: (target) => this.auth.fetchFor('client-info-probe', target) });
    this.wireLog.subscribe((records) => this.emit({ type: 'records', records }));
    if (options.analysis) {
      const tracker = new FindingsTracker({
        connection: (id) => this.connections.get(id)?.summary(),
        target: (id) => this.connections.get(id)?.target,
        listAll: (id, kind) => this.listAll(id, kind),
        analysisThread: this.analysisThread,
        emit: (event) => this.emit(event),
        ...options.analysis,
      });
      this.listeners.add((event) => tracker.observe(event));
      this.findingsTracker = tracker;
    }
  }

  findings(): LiveFinding[] {
    return this.findingsTracker?.list() ?? [];
  }

  triageFinding(request: TriageRequest): Promise<Result<LiveFinding[]>> {
    return this.findingsTracker ? this.findingsTracker.triage(request) : Promise.resolve(ANALYSIS_OFF);
  }

  drift(id: string): Result<DriftChange[]> {
    const connection = this.find(id);
    if (!connection.ok) return connection;
    return this.findingsTracker ? ok(this.findingsTracker.driftChanges(id)) : ANALYSIS_OFF;
  }

  flowPolicy(): Result<FlowPolicy> {
    return this.findingsTracker ? ok(this.findingsTracker.flowPolicy()) : ANALYSIS_OFF;
  }

  setFlowPolicy(json: unknown): Promise<Result<FlowPolicy>> {
    return this.findingsTracker ? this.findingsTracker.setFlowPolicy(json) : Promise.resolve(ANALYSIS_OFF);
  }

  acceptDrift(id: string): Promise<Result<DriftChange[]>> {
    return this.findingsTracker ? this.findingsTracker.acceptDrift(id) : Promise.resolve(ANALYSIS_OFF);
  }

  /** The connection's server listed as another client, compared with its own listing (client-info-probe.ts). */
  compareAsClient(id: string, clientInfo: ClientInfo, options?: CompareOptions): Promise<Result<ClientComparison>> {
    const connection = this.find(id);
    return connection.ok ? this.probes.compare(connection.value, clientInfo, options) : Promise.resolve(connection);
  }

  async probeClientInfo(id: string, clientInfo: ClientInfo): Promise<Result<ClientInfoProbeResult>> {
    const tracker = this.findingsTracker;
    if (!tracker) return ANALYSIS_OFF;
    const compared = await this.compareAsClient(id, clientInfo);
    return compared.ok ? ok({ ...compared.value, findings: tracker.recordClientProbe(id, compared.value.findings) }) : compared;
  }

  lastSeq(): number {
    return this.wireLog.lastSeq();
  }

  list(): ConnectionSummary[] {
    return [...this.connections.values()].map((c) => c.summary());
  }

  get(id: string): Result<ConnectionSummary> {
    const connection = this.find(id);
    return connection.ok ? ok(connection.value.summary()) : connection;
  }

  targetOf(id: string): Result<ConnectionTarget> {
    const connection = this.find(id);
    return connection.ok ? ok(connection.value.target) : connection;
  }

  connect(request: ConnectRequest): Result<ConnectionSummary> {
    const target = validateTarget(request.target);
    if (!target.ok) return target;
    const clientInfo = request.clientInfo === undefined ? undefined : validateClientInfo(request.clientInfo);
    if (clientInfo && !clientInfo.ok) return clientInfo;
    const id = `c${this.nextId++}`;
    const features = { ...DEFAULT_CLIENT_FEATURES, ...request.clientFeatures };
    const settings = { ...DEFAULT_CONNECTION_SETTINGS, ...request.settings };
    const connection = new Connection(id, request.name?.trim() || describeTarget(target.value), target.value, features, settings, {
      log: this.wireLog,
      tracesDir: this.tracesDir,
      version: this.version,
      emitConnection: (connection) => this.emit({ type: 'connection', connection }),
      emitCall: (call) => this.emit({ type: 'call', call }),
      emitClientRequest: (request) => this.emit({ type: 'client-request', request }),
      emitListChange: (change) => this.emit({ type: 'list-change', change }),
      authFetch: (target) => this.auth.fetchFor(id, target),
      otlpReceiverUrl: () => this.otlpReceiverUrl,
    }, clientInfo?.value);
    this.connections.set(id, connection);
    connection.connect();
    return ok(connection.summary());
  }

  async reconnect(id: string): Promise<Result<ConnectionSummary>> {
    const connection = this.find(id);
    if (!connection.ok) return connection;
    await connection.value.reconnect();
    return ok(connection.value.summary());
  }

  /** After a sign-in (issue 7): a connection that failed for want of it connects again; a working one is left alone. */
  private reconnectFailed(id: string): void {
    const connection = this.connections.get(id);
    if (connection?.summary().state === 'failed') void connection.reconnect();
  }

  async disconnect(id: string): Promise<Result<ConnectionSummary>> {
    const connection = this.find(id);
    if (!connection.ok) return connection;
    await connection.value.disconnect();
    return ok(connection.value.summary());
  }

  async remove(id: string): Promise<Result<void>> {
    const connection = this.find(id);
    if (!connection.ok) return connection;
    await connection.value.disconnect();
    this.auth.forget(id);
    this.connections.delete(id);
    this.emit({ type: 'connection-removed', id });
    return ok(undefined);
  }

  async listTools(id: string, fresh = false): Promise<Result<ToolListing>> {
    const connection = this.find(id);
    return connection.ok ? connection.value.listTools(fresh) : connection;
  }

  async listAll(id: string, kind: ListKind, fresh = false): Promise<Result<Listing>> {
    const connection = this.find(id);
    return connection.ok ? connection.value.listAll(kind, fresh) : connection;
  }

  async toolTokens(id: string): Promise<Result<ToolTokenCost>> {
    const listing = await this.listAll(id, 'tools');
    if (!listing.ok) return listing;
    const tools = listing.value.items;
    let cost = this.toolTokenCosts.get(tools);
    if (!cost) {
      cost = this.analysisThread.work({ kind: 'tool-tokens', tools }).then(ok);
      this.toolTokenCosts.set(tools, cost);
    }
    return cost;
  }

  /**
   * Spans a server sent to the OTLP receiver (issue 23): each goes into the session whose trace
   * context named its trace id, in the log and that session's trace (once the session ended, in
   * the log only: its file is closed). A span no connection's current session named (trace
   * context off, a session before a reconnect, another program) stays in the log under
   * UNMATCHED_SPANS_CONN. Answers how many were unmatched.
   */
  recordReceivedSpans(spans: readonly SentSpan[]): number {
    let unmatched = 0;
    for (const { span, service } of spans) {
      const fields = { kind: 'span' as const, t: Date.now(), span, ...(service !== undefined ? { service } : {}) };
      const owner = [...this.connections.values()].find((connection) => connection.ownsTrace(span.traceId));
      if (owner?.recordObservedByHost([{ ...fields, conn: owner.id }]).ok) continue;
      unmatched++;
      this.wireLog.append({ ...fields, conn: UNMATCHED_SPANS_CONN, unmatched: true });
    }
    return unmatched;
  }

  recordAppRecords(id: string, records: readonly AppRecordInput[]): Result<void> {
    const connection = this.find(id);
    return connection.ok ? connection.value.recordObservedByHost(records.map((record) => ({ ...record, t: Date.now(), conn: id }))) : connection;
  }

  async rpc(id: string, request: RpcRequest): Promise<Result<RpcOutcome>> {
    const connection = this.find(id);
    return connection.ok ? connection.value.rpc(request) : connection;
  }

  listCalls(id: string): Result<CallRecord[]> {
    const connection = this.find(id);
    return connection.ok ? ok(connection.value.listCalls()) : connection;
  }

  startCall(id: string, request: CallRequest): Result<CallRecord> {
    const connection = this.find(id);
    if (!connection.ok) return connection;
    if (typeof request.tool !== 'string' || request.tool === '') return err('bad_request', 'tool must be a non-empty string');
    if (typeof request.arguments !== 'object' || request.arguments === null || Array.isArray(request.arguments)) {
      return err('bad_request', 'arguments must be an object');
    }
    return connection.value.startCall(request);
  }

  cancelCall(id: string, callId: string, reason?: string): Result<CallRecord> {
    const connection = this.find(id);
    return connection.ok ? connection.value.cancelCall(callId, reason) : connection;
  }

  callContent(id: string, callId: string, query: SliceQuery): Result<ContentSlice> {
    const connection = this.find(id);
    if (!connection.ok) return connection;
    const result = connection.value.callResult(callId);
    return result.ok ? sliceContent(result.value, query) : result;
  }

  listClientRequests(id: string): Result<ClientRequestRecord[]> {
    const connection = this.find(id);
    return connection.ok ? ok(connection.value.listClientRequests()) : connection;
  }

  answerClientRequest(id: string, requestId: string, answer: ClientRequestAnswer): Result<ClientRequestRecord> {
    const connection = this.find(id);
    return connection.ok ? connection.value.answerClientRequest(requestId, answer) : connection;
  }

  getRoots(id: string): Result<RootsState> {
    const connection = this.find(id);
    return connection.ok ? ok(connection.value.getRoots()) : connection;
  }

  async setRoots(id: string, roots: RootsState): Promise<Result<RootsState>> {
    const connection = this.find(id);
    return connection.ok ? connection.value.setRoots(roots) : connection;
  }

  setSettings(id: string, settings: ConnectionSettings): Result<ConnectionSummary> {
    const connection = this.find(id);
    return connection.ok ? ok(connection.value.setSettings(settings)) : connection;
  }

  listChanges(id: string): Result<ListChange[]> {
    const connection = this.find(id);
    return connection.ok ? ok(connection.value.listChanges()) : connection;
  }

  watchResources(id: string, uris: readonly string[]): Result<ConnectionSummary> {
    const connection = this.find(id);
    return connection.ok ? connection.value.watchResources(uris) : connection;
  }

  log(query: LogQuery): Result<LogPage> {
    return this.wireLog.page(query);
  }

  logMessage(seq: number): Result<MessageRecord> {
    const record = this.wireLog.get(seq);
    if (!record.ok && record.error.code !== 'not_found') return record;
    return record.ok && record.value.kind === 'message' ? ok(record.value) : err('not_found', `no message with seq ${seq}`);
  }

  subscribe(listener: (event: BridgeEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async shutdown(): Promise<void> {
    const all = Promise.all([...this.connections.values()].map((c) => c.disconnect()));
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_BUDGET_MS).unref()));
    await Promise.race([all, budget]);
    clearTimeout(timer);
    this.killAllNow();
    this.wireLog.flush();
    this.wireLog.close();
    await this.analysisThread.close();
  }

  killAllNow(): void {
    for (const connection of this.connections.values()) connection.killNow();
    this.probes.killAllNow();
  }

  private find(id: string): Result<Connection> {
    const connection = this.connections.get(id);
    return connection ? ok(connection) : err('not_found', `no connection ${id}`);
  }

  private emit(event: BridgeEvent): void {
    for (const listener of this.listeners) {
      // Events come from the wire path; one failing subscriber must not break it or the others.
      try {
        listener(event);
      } catch (error) {
        console.error('mcpscope: an event subscriber failed', error);
      }
    }
  }
}
