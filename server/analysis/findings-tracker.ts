/**
 * Live analysis in the bridge (issue 4): watches the connection events and runs the engine on
 * what each server hands a model. Definitions of all connections are analysed together (a
 * description may shadow another server's tools); each finished call's result, each request a
 * server sends us, and each stdio launch command are analysed as they come. Every change to a
 * connection's findings goes out as one `findings` event with that connection's whole set.
 */
import { appRecordInput } from '../../src/core/apps/app-record-input';
import { serverIdentity, type DriftChange, type DriftContext } from '../../src/core/analysis/drift';
import { findingKey, type Finding } from '../../src/core/analysis/finding';
import type { ServerSurface } from '../../src/core/analysis/inputs';
import type { BridgeEvent, CallRecord, ClientRequestRecord, ConnectionSummary, ConnectionTarget, ListKind, Listing } from '../../src/core/bridge-api';
import type { FindingsEvent, FindingSource, LiveFinding, TriageRequest } from '../../src/core/findings-api';
import { pairKey } from '../../src/core/jsonrpc';
import { AnswersFromWire } from '../../src/core/trace-session/answers-from-wire';
import { err, ok, type Result } from '../../src/core/result';
import type { WireRecord } from '../../src/core/wire';
import type { FlowPolicy } from '../../src/core/analysis/flow';
import { flowFindings, type SessionCall } from '../../src/core/analysis/flow-session';
import type { FlowPolicyStore } from './flow-policy-store';
import { surfaceName } from '../../src/core/server-surface';
import type { AnalysisThread } from './analysis-thread';
import { CallOutcomeAnalysis } from './call-outcomes';
import { EngineGate } from './engine-gate';
import { loadEngine, type FindingsEngine } from './load-engine';
import { collectSurface } from './surface';
import { definitionFindings, isEnded } from './definition-findings';
import type { PinStore } from './pin-store';
import type { TriageStore } from './triage-store';

export interface FindingsTrackerDeps {
  connection(id: string): ConnectionSummary | undefined;
  target(id: string): ConnectionTarget | undefined;
  listAll(id: string, kind: ListKind): Promise<Result<Listing>>;
  analysisThread: AnalysisThread;
  emit(event: FindingsEvent): void;
  triage: TriageStore;
  pins: PinStore;
  flowPolicy: FlowPolicyStore;
}

interface Extra {
  callId?: string;
  clientRequestId?: string;
}

interface ConnectionFindings {
  launch: LiveFinding[];
  definitions: LiveFinding[];
  /** Information-flow findings: a low write after a high read, the lethal trifecta. */
  flow: LiveFinding[];
  /** Differences from the pinned definitions, and the changes behind them (for a diff). */
  drift: LiveFinding[];
  driftChanges: DriftChange[];
  /** What the latest client-info probe found (listed differently to another client); kept until the next probe or session. */
  clientProbe: LiveFinding[];
  /** By call id: a call is analysed once, when it ends. */
  calls: Map<string, LiveFinding[]>;
  /** By client request id: analysed once, when it arrives. */
  requests: Map<string, LiveFinding[]>;
  /** By pairKey(request id): answers to resources/read and prompts/get in the current session. */
  answers: Map<string, LiveFinding[]>;
  /** What rendered apps asked of the host (ui/message) and what their CSP blocked, record by record. */
  app: LiveFinding[];
}

/**
 * A new call's flow analysis waits this long, so a burst of calls is analysed once rather than
 * once per call: each analysis walks the whole session (docs/performance.md, B1).
 */
const FLOW_ANALYSIS_DELAY_MS = 50;
/**
 * A connection's findings events within this window go out as one, with its latest set: a burst
 * of calls would otherwise send the whole set once per call (docs/performance.md, B1 and B8).
 */
const FINDINGS_EVENT_WINDOW_MS = 50;

const emptySet = (): ConnectionFindings => ({ launch: [], definitions: [], flow: [], drift: [], driftChanges: [], clientProbe: [], calls: new Map(), requests: new Map(), answers: new Map(), app: [] });

export class FindingsTracker {
  private readonly byConnection = new Map<string, ConnectionFindings>();
  /** The latest surface of each connection that reached ready; kept after it closes (its tools were offered, and its calls' flow needs them). */
  private readonly surfaces = new Map<string, ServerSurface>();
  /** Every call of every connection, in the order they were sent: one information-flow session. */
  private readonly sessionCalls: SessionCall[] = [];
  /** `conn/callId` of every entry of sessionCalls. */
  private readonly sessionCallKeys = new Set<string>();
  private flowAnalysisScheduled = false;
  /**
   * Each connection's latest summary, from its events: every call asks for its server's name, and
   * the manager's summary() deep-copies the lifecycle each time.
   */
  private readonly summaries = new Map<string, ConnectionSummary>();
  /** Connections whose findings changed since their last event. */
  private readonly findingsDue = new Set<string>();
  private findingsEventTimer: NodeJS.Timeout | undefined;
  /** Our resources/read and prompts/get requests waiting for their answers. */
  private readonly reads = new AnswersFromWire();
  /** Ended calls' results, analysed after their end events have gone out. */
  private readonly callOutcomes: CallOutcomeAnalysis;
  /** Surface refreshes run one after another, so two list changes cannot interleave their analyses. */
  private surfaceQueue: Promise<unknown> = Promise.resolve();
  /**
   * Events wait here, in order, while the engine loads: it loads on the first event, after the
   * first servers have been started, rather than before them (issue 24, B12).
   */
  private readonly engine = new EngineGate(loadEngine, (error) => console.error(`mcpscope: the findings engine could not load (${String(error)}); no findings will be shown`));

  constructor(private readonly deps: FindingsTrackerDeps) {
    this.callOutcomes = new CallOutcomeAnalysis({ analysisThread: deps.analysisThread, analysed: (call, findings) => this.callAnalysed(call, findings) });
  }

  observe(event: BridgeEvent): void {
    this.engine.run((engine) => this.handle(event, engine));
  }

  private handle(event: BridgeEvent, engine: FindingsEngine): void {
    if (event.type === 'connection') this.connectionChanged(event.connection, engine);
    else if (event.type === 'list-change') this.refreshSurface(event.change.conn, 'list-changed');
    else if (event.type === 'call') this.callChanged(event.call, engine);
    else if (event.type === 'client-request') this.clientRequestChanged(event.request, engine);
    else if (event.type === 'connection-removed') this.removed(event.id);
    else if (event.type === 'records') this.recordsArrived(event.records, engine);
  }

  list(): LiveFinding[] {
    return [...this.byConnection.keys()].flatMap((conn) => this.flatten(conn));
  }

  /** Sets the triage of every finding with that key, on every connection, and re-emits those connections. */
  async triage(request: TriageRequest): Promise<Result<LiveFinding[]>> {
    const matching = this.list().filter((finding) => finding.key === request.key);
    if (matching.length === 0) return err('not_found', 'no finding with that key');
    const saved = await this.deps.triage.set(request);
    if (!saved.ok) return saved;
    for (const conn of new Set(matching.map((finding) => finding.conn))) this.emit(conn);
    return ok(this.list().filter((finding) => finding.key === request.key));
  }

  flowPolicy(): FlowPolicy {
    return this.deps.flowPolicy.get();
  }

  /** Replaces the labels (validated strictly) and re-checks the session's flows with them. */
  async setFlowPolicy(json: unknown): Promise<Result<FlowPolicy>> {
    const saved = await this.deps.flowPolicy.replace(json);
    if (saved.ok) this.analyzeFlow();
    return saved;
  }

  /** Resolves once every surface analysis asked for so far has finished (tests, scan). */
  async settled(): Promise<unknown> {
    await this.engine.idle();
    return this.surfaceQueue;
  }

  private connectionChanged(connection: ConnectionSummary, engine: FindingsEngine): void {
    const ended = isEnded(connection) && !isEnded(this.summaries.get(connection.id));
    this.summaries.set(connection.id, connection);
    // Its tools are offered no more, so they no longer collide with another server's.
    if (ended && this.surfaces.has(connection.id)) this.surfaceQueue = this.surfaceQueue.then(() => this.analyzeDefinitions());
    if (!this.byConnection.has(connection.id)) {
      this.byConnection.set(connection.id, emptySet());
      this.analyzeLaunch(connection, engine);
    }
    if (connection.state === 'connecting') this.sessionStarting(connection.id);
    if (connection.state === 'ready') this.refreshSurface(connection.id, 'reconnect');
  }

  /** How this connection's definitions differ from the pinned ones, for a side-by-side diff. */
  driftChanges(conn: string): DriftChange[] {
    return this.byConnection.get(conn)?.driftChanges ?? [];
  }

  /** The person accepts the current definitions: they become the pins, and the drift findings go. */
  async acceptDrift(conn: string): Promise<Result<DriftChange[]>> {
    const surface = this.surfaces.get(conn);
    const identity = this.identityOf(conn);
    if (!surface || identity === undefined) return err('not_connected', `${conn} has not listed its tools yet`);
    const saved = await this.deps.pins.set(identity, await this.deps.analysisThread.work({ kind: 'pin', surface }));
    if (!saved.ok) return saved;
    Object.assign(this.setOf(conn), { drift: [], driftChanges: [] });
    this.emit(conn);
    return ok([]);
  }

  /** Replaces the connection's client-info probe findings (drift/client-dependent-listing) and sends the set. */
  recordClientProbe(conn: string, findings: readonly Finding[]): LiveFinding[] {
    const set = this.setOf(conn);
    if (findings.length === 0 && set.clientProbe.length === 0) return [];
    set.clientProbe = this.live(conn, 'drift', findings);
    this.emit(conn);
    return set.clientProbe;
  }

  private sessionStarting(conn: string): void {
    // A new session may list differently: the last probe's verdict was about the one before.
    this.recordClientProbe(conn, []);
    // It also numbers its requests from 0 again, so the old answers' ids would point at new reads.
    if (this.setOf(conn).answers.size > 0) {
      this.setOf(conn).answers = new Map();
      this.emit(conn);
    }
  }

  /** The name findings carry for this connection's server (definitions may add a suffix when two share it). */
  private summaryOf(conn: string): ConnectionSummary | undefined {
    return this.summaries.get(conn) ?? this.deps.connection(conn);
  }

  private serverName(conn: string): string {
    const connection = this.summaryOf(conn);
    return connection ? surfaceName(connection) : conn;
  }

  private analyzeLaunch(connection: ConnectionSummary, { analyzeLaunch }: FindingsEngine): void {
    const target = this.deps.target(connection.id);
    if (target?.transport !== 'stdio') return;
    const set = this.setOf(connection.id);
    set.launch = this.live(connection.id, 'launch', analyzeLaunch({ server: surfaceName(connection), command: target.command, args: target.args, ...(target.env ? { env: target.env } : {}) }));
    this.emit(connection.id);
  }

  private refreshSurface(conn: string, context: DriftContext): void {
    this.surfaceQueue = this.surfaceQueue.then(async () => {
      const connection = this.deps.connection(conn);
      if (connection?.state !== 'ready') return;
      const surface = await collectSurface(this.deps, connection);
      if (!surface.ok) return;
      // The page asks for the same listing the moment the connection is ready. Posting the jobs
      // below copies the surface to the analysis thread, 0.4 s of this thread for 5,000 tools,
      // so the page's waiting requests are answered first (docs/performance.md, B3).
      await new Promise((resolve) => setImmediate(resolve));
      this.surfaces.set(conn, surface.value);
      await this.checkDrift(conn, surface.value, context);
      await this.analyzeDefinitions();
    });
  }

  private identityOf(conn: string): string | undefined {
    const target = this.deps.target(conn);
    return target && serverIdentity(this.summaryOf(conn)?.lifecycle.serverInfo, target);
  }

  /** Trust on first use: a server never seen is pinned; one seen before is compared with its pins. */
  private async checkDrift(conn: string, surface: ServerSurface, context: DriftContext): Promise<void> {
    const identity = this.identityOf(conn);
    if (identity === undefined) return;
    const pins = this.deps.pins.get(identity);
    if (!pins) {
      await this.deps.pins.set(identity, await this.deps.analysisThread.work({ kind: 'pin', surface }));
      return;
    }
    const drift = await this.deps.analysisThread.work({ kind: 'drift', surface, pins, context });
    Object.assign(this.setOf(conn), { drift: this.live(conn, 'drift', drift.findings), driftChanges: drift.changes });
  }

  /** Every connection's definition findings, from all the surfaces together (definition-findings.ts). */
  private async analyzeDefinitions(): Promise<void> {
    const byConnection = await definitionFindings(this.surfaces, (conn) => this.summaryOf(conn), this.deps.analysisThread);
    for (const [conn, findings] of byConnection) this.setOf(conn).definitions = this.live(conn, 'definitions', findings);
    // Emitted with the flow findings, which depend on the same surfaces.
    this.analyzeFlow();
  }

  /**
   * Flow findings for the whole session; every connection's set is replaced, and sent when it
   * changed, or always when `sendAll` (the definitions and the policy go out with them).
   */
  private analyzeFlow(sendAll = true): void {
    const surfaces = new Map([...this.surfaces].map(([conn, surface]) => [conn, { ...surface, serverIdentity: this.identityOf(conn) }]));
    const attributed = flowFindings(this.sessionCalls, surfaces, this.deps.flowPolicy.get());
    for (const conn of this.byConnection.keys()) {
      const set = this.setOf(conn);
      const own = attributed.filter((entry) => entry.conn === conn);
      const flow = own.flatMap(({ finding, callId }) => this.live(conn, 'flow', [finding], callId === undefined ? {} : { callId }));
      const changed = !sameFindings(set.flow, flow);
      set.flow = flow;
      if (sendAll || changed) this.emit(conn);
    }
  }

  /**
   * After new calls: a stream of calls that raises no flow finding sends no findings event, where
   * it sent every connection's whole set every 50 ms (issue 24, B1).
   */
  private scheduleFlowAnalysis(): void {
    if (this.flowAnalysisScheduled) return;
    this.flowAnalysisScheduled = true;
    setTimeout(() => {
      this.flowAnalysisScheduled = false;
      this.analyzeFlow(false);
    }, FLOW_ANALYSIS_DELAY_MS).unref();
  }

  /** Records a call once its request id is known: the order calls were sent in is the flow. */
  private noteSessionCall(call: CallRecord): boolean {
    const key = `${call.conn}/${call.id}`;
    if (call.requestId === undefined || this.sessionCallKeys.has(key)) return false;
    this.sessionCallKeys.add(key);
    this.sessionCalls.push({ conn: call.conn, callId: call.id, server: this.serverName(call.conn), serverIdentity: this.identityOf(call.conn), tool: call.tool, requestId: call.requestId, at: call.startedAt });
    return true;
  }

  private callChanged(call: CallRecord, { analyzeToolOutcome }: FindingsEngine): void {
    if (this.noteSessionCall(call)) this.scheduleFlowAnalysis();
    if (call.status === 'running' || call.requestId === undefined) return;
    const set = this.setOf(call.conn);
    if (set.calls.has(call.id) || this.callOutcomes.isWaiting(call) || (call.result === undefined && call.rpcError === undefined)) return;
    this.callOutcomes.add(call, analyzeToolOutcome, { server: this.serverName(call.conn), requestId: call.requestId, tool: call.tool, ...(call.rpcError ? { error: call.rpcError } : { result: call.result }) });
  }

  private callAnalysed(call: CallRecord, findings: readonly Finding[]): void {
    // The connection may have been removed meanwhile.
    const set = this.byConnection.get(call.conn);
    if (!set) return;
    set.calls.set(call.id, this.live(call.conn, 'call', findings, { callId: call.id }));
    // A call without findings changes nothing the page holds: no findings event for it.
    if (findings.length > 0) this.emit(call.conn);
  }

  private clientRequestChanged(request: ClientRequestRecord, { analyzeClientRequest }: FindingsEngine): void {
    const set = this.setOf(request.conn);
    if (set.requests.has(request.id)) return;
    const findings = analyzeClientRequest({ server: this.serverName(request.conn), requestId: request.requestId, method: request.method, params: request.params });
    set.requests.set(request.id, this.live(request.conn, 'client-request', findings, { clientRequestId: request.id }));
    this.emit(request.conn);
  }

  /**
   * Answers to resources/read and prompts/get, paired with their requests on the wire (an app's
   * CSP falls back to its listing, so the listed resources go along), and what apps posted.
   */
  private recordsArrived(records: readonly WireRecord[], { analyzeAppRecord, analyzeServerAnswer }: FindingsEngine): void {
    const changed = new Set<string>();
    for (const record of records) {
      if (this.appRecordArrived(record, analyzeAppRecord)) changed.add(record.conn);
      const answer = this.reads.observe(record);
      if (!answer) continue;
      const findings = analyzeServerAnswer({ ...answer, server: this.serverName(answer.conn), resources: this.surfaces.get(answer.conn)?.resources ?? [] });
      this.setOf(answer.conn).answers.set(pairKey(answer.requestId), this.live(answer.conn, 'answer', findings));
      changed.add(answer.conn);
    }
    for (const conn of changed) this.emit(conn);
  }

  /** Whether the record, one of an app's conversation, added findings. */
  private appRecordArrived(record: WireRecord, analyzeAppRecord: FindingsEngine['analyzeAppRecord']): boolean {
    const input = appRecordInput(record, this.serverName(record.conn));
    const findings = input ? analyzeAppRecord(input) : [];
    if (findings.length === 0) return false;
    this.setOf(record.conn).app.push(...this.live(record.conn, 'app', findings));
    return true;
  }

  private removed(conn: string): void {
    this.byConnection.delete(conn);
    this.summaries.delete(conn);
    this.deps.emit({ type: 'findings', conn, findings: [] });
    if (this.surfaces.delete(conn)) this.surfaceQueue = this.surfaceQueue.then(() => this.analyzeDefinitions());
  }

  private setOf(conn: string): ConnectionFindings {
    let set = this.byConnection.get(conn);
    if (!set) this.byConnection.set(conn, (set = emptySet()));
    return set;
  }

  private live(conn: string, source: FindingSource, findings: readonly Finding[], extra: Extra = {}): LiveFinding[] {
    return findings.map((finding) => {
      const key = findingKey(finding);
      return { ...finding, key, conn, source, ...extra, triage: this.deps.triage.get(key) };
    });
  }

  /** Current triage applied on the way out, so a triage change needs no re-analysis. */
  private flatten(conn: string): LiveFinding[] {
    const set = this.byConnection.get(conn);
    if (!set) return [];
    const all = [...set.launch, ...set.definitions, ...set.drift, ...set.clientProbe, ...set.flow, ...[...set.calls.values()].flat(), ...[...set.requests.values()].flat(), ...[...set.answers.values()].flat(), ...set.app];
    return all.map((finding) => ({ ...finding, triage: this.deps.triage.get(finding.key) }));
  }

  private emit(conn: string): void {
    this.findingsDue.add(conn);
    this.findingsEventTimer ??= setTimeout(() => this.sendDueFindings(), FINDINGS_EVENT_WINDOW_MS).unref();
  }

  private sendDueFindings(): void {
    this.findingsEventTimer = undefined;
    const due = [...this.findingsDue];
    this.findingsDue.clear();
    // A connection removed meanwhile already had its empty set sent (removed()).
    for (const conn of due) if (this.byConnection.has(conn)) this.deps.emit({ type: 'findings', conn, findings: this.flatten(conn) });
  }
}

/** Whether two lists hold the same findings, tied to the same calls, in the same order. */
function sameFindings(before: readonly LiveFinding[], after: readonly LiveFinding[]): boolean {
  return before.length === after.length && before.every((finding, index) => finding.key === after[index]!.key && finding.callId === after[index]!.callId && finding.message === after[index]!.message);
}
