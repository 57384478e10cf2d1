/**
 * One connection to one MCP server: an SDK Client over the wire tap over a transport, and its
 * state (connecting -> initializing -> ready -> closed | failed). A reconnect starts a new
 * session (new transport, new Client, new trace file) under the same connection id.
 */
import { LATEST_PROTOCOL_VERSION, type Client, type FetchLike } from '@modelcontextprotocol/client';
import type {
  BridgeErrorValue,
  CallRecord,
  CallRequest,
  ClientFeatures,
  ClientInfo,
  ClientRequestAnswer,
  ClientRequestRecord,
  ConnectionSettings,
  ConnectionSummary,
  ConnectionTarget,
  HttpTarget,
  Implementation,
  ListChange,
  ListKind,
  Listing,
  RpcOutcome,
  RootsState,
  RpcRequest,
  ToolListing,
} from '../../src/core/bridge-api';
import { toToolListing } from '../../src/core/bridge-api';
import { missingInEra } from '../../src/core/protocol-era';
import { jsonRpcProblem } from '../../src/core/wire-line';
import { err, ok, type Result } from '../../src/core/result';
import { autoReplyResult, findAutoReplyRule } from '../../src/core/sampling-auto-reply';
import { declaredListKinds } from '../../src/core/server-capabilities';
import { maskSecrets, redactTarget } from '../../src/core/target';
import type { ConnectionId, Direction, LifecycleState, MessageRecord, ProcessExit, UnsequencedRecord, WireMessage, WireRecord } from '../../src/core/wire';
import { TraceRecorder } from '../log/trace-recorder';
import type { WireLog } from '../log/wire-log';
import { CallTracker } from './calls';
import { declaredCapabilities } from './client-features';
import { taskOffer } from '../../src/core/tool-tasks';
import { ClientRequestTracker } from './client-requests';
import { ChangeDeliveryWatch } from './change-delivery';
import { connectFailure, describeExit, serverExited } from './connect-errors';
import { HostedTaskStore } from './hosted-tasks';
import { HttpExchanges } from './http-exchanges';
import { planEra, refusedEra, refusedInitialize, refusedPinError, settleEra } from './era';
import { InspectorClient } from './inspector-client';
import { maskEraDecision } from '../../src/core/protocol-era';
import { shownUrl } from './http-failures';
import { LifecycleTracker } from '../../src/core/lifecycle-tracker';
import { LIST_CHANGED_KINDS, ListWatcher } from './list-watcher';
import { listAll } from './listing';
import { LivenessWatch } from './liveness';
import { CancelledRequests } from './cancelled-requests';
import { OutstandingTracker } from './outstanding';
import { RootsStore } from './roots';
import { gatherRoundInputs, type GatherInputs } from './round-inputs';
import { checkRpcMethod, RpcSender } from './rpc';
import { ServerOutput } from './server-output';
import { adoptProbed, type ProbeLine } from './probe-handover';
import type { StdioTransport } from './stdio-transport';
import { createTransport, managedStdio, type ManagedTransport, type TransportHooks } from './transport-factory';
import { TraceContextStamper } from './trace-context';
import { withOtlpReceiver } from '../otel/stdio-otel-env';
import { WireTap } from './wire-tap';

export interface ConnectionDeps {
  log: WireLog;
  tracesDir: string;
  /** mcpscope's version: our clientInfo and the trace header. */
  version: string;
  emitConnection(summary: ConnectionSummary): void;
  emitCall(call: CallRecord): void;
  emitClientRequest(request: ClientRequestRecord): void;
  emitListChange(change: ListChange): void;
  /** The fetch an HTTP transport sends through, with OAuth (server/auth); undefined: plain fetch. */
  authFetch?(target: HttpTarget): FetchLike | undefined;
  /** mcpscope's OTLP receiver (issue 23), when it runs: a stdio server with trace context on is pointed at it. */
  otlpReceiverUrl?(): string | undefined;
}

interface Session {
  trace: TraceRecorder;
  managed?: ManagedTransport;
  client?: Client;
  /** The tasks we host for the server (features.tasks); their ttl timers end with the session. */
  hostedTasks?: HostedTaskStore;
  /** HTTP only, once ready: learns that the server has gone (liveness.ts). */
  liveness?: LivenessWatch;
  /** HTTP only: each exchange as a record, linked to the messages it carried (issue 18, item 5). */
  http?: HttpExchanges;
  /** How the server's change notifications reach us: the listen stream, the GET stream, … */
  delivery?: ChangeDeliveryWatch;
  /** Puts W3C trace context into requests (issue 23); its trace id is how the server's spans find this session. */
  traceContext?: TraceContextStamper;
}

export class Connection {
  private lifecycle: LifecycleTracker;
  private output = new ServerOutput();
  /** ConnectionSummary.revision: each summary made is newer than the one before. */
  private revisions = 0;
  private exit: ProcessExit | undefined;
  private error: BridgeErrorValue | undefined;
  /** Set once the session is ending, whoever ended it; pending calls fail with it. */
  private ending: BridgeErrorValue | undefined;
  /** The user asked to disconnect: what follows (the exit, the close) is a close, not a failure. */
  private userClosing = false;
  private session: Session | undefined;
  private readonly calls: CallTracker;
  private readonly outstanding = new OutstandingTracker();
  private readonly cancelledByUs = new CancelledRequests();
  /** The inputs of an MRTR round, whichever request it belongs to (tools/call, prompts/get, resources/read, a task). */
  private readonly roundInputs: GatherInputs = (origin, round, signal) =>
    gatherRoundInputs({ requests: this.clientRequests, roots: () => (this.features.roots ? this.roots.get() : undefined) }, origin, round, signal);
  private readonly rpcs = new RpcSender({ endReason: () => this.ending, defaults: () => this.settings.timeouts, outstanding: () => this.outstanding.list(), inputs: this.roundInputs });
  private readonly clientRequests: ClientRequestTracker;
  private readonly roots = new RootsStore();
  private readonly lists: ListWatcher;

  constructor(
    readonly id: ConnectionId,
    readonly name: string,
    readonly target: ConnectionTarget,
    /** What we declare in initialize; kept across reconnects. */
    readonly features: ClientFeatures,
    /** Timeouts and auto-reply rules; kept across reconnects, replaced by setSettings. */
    private settings: ConnectionSettings,
    private readonly deps: ConnectionDeps,
    /** Who we say we are in initialize, when not mcpscope (ConnectRequest.clientInfo). */
    readonly clientInfo?: ClientInfo,
  ) {
    this.lifecycle = this.newLifecycle();
    this.lists = new ListWatcher({ conn: id, fetch: (kind) => this.fetchList(kind), emit: (change) => deps.emitListChange(change) });
    this.calls = new CallTracker({
      conn: id,
      emit: (call) => deps.emitCall(call),
      endReason: () => this.ending,
      rpc: (client, request) => this.rpcs.send(client, request),
      defaults: () => this.settings.timeouts,
      outstanding: () => this.outstanding.list(),
      inputs: this.roundInputs,
      tasksExtension: () => {
        const { era, serverCapabilities } = this.lifecycle.snapshot();
        return taskOffer(era?.era, serverCapabilities) === 'extension' ? declaredCapabilities(this.features) : undefined;
      },
    });
    this.clientRequests = new ClientRequestTracker({
      conn: id,
      emit: (request) => {
        // An MRTR input's requestId is our tools/call's, not a server request's.
        if (!request.round) this.outstanding.noteClientRequest(request);
        deps.emitClientRequest(request);
      },
      endReason: () => this.ending?.message,
      autoReply: (method, params) => {
        const rule = method === 'sampling/createMessage' ? findAutoReplyRule(this.settings.samplingAutoReply, params) : undefined;
        return rule && { result: autoReplyResult(rule), ruleId: rule.id };
      },
    });
  }

  get state(): LifecycleState {
    return this.lifecycle.state;
  }

  summary(): ConnectionSummary {
    this.revisions += 1;
    return {
      revision: this.revisions,
      id: this.id,
      name: this.name,
      target: redactTarget(this.target),
      state: this.state,
      lifecycle: this.maskedLifecycle(),
      // The summary is shown as is (the crash and failure cards), so what a server printed and a
      // connect error that quotes its URL are masked here (issue 17, finding 2); the log keeps them whole.
      ...this.output.summary(maskSecrets),
      exit: this.exit,
      error: this.error && { ...this.error, message: maskSecrets(this.error.message) },
      tracePath: this.session?.trace.path,
      clientFeatures: { ...this.features },
      settings: structuredClone(this.settings),
      ...(this.clientInfo ? { clientInfo: { ...this.clientInfo } } : {}),
      ...(this.session?.delivery?.view() ? { changeDelivery: this.session.delivery.view() } : {}),
    };
  }

  private maskedLifecycle(): ConnectionSummary['lifecycle'] {
    const lifecycle = this.lifecycle.snapshot();
    return lifecycle.era ? { ...lifecycle, era: maskEraDecision(lifecycle.era, maskSecrets) } : lifecycle;
  }

  /** Starts a session in the background; every step arrives as a connection event. */
  connect(): void {
    this.open().catch((error: unknown) => this.fail(this.session, { code: 'internal', message: String(error) }));
  }

  async reconnect(): Promise<void> {
    await this.disconnect();
    this.connect();
  }

  /** Graceful end: the transport's shutdown (stdin, SIGTERM, SIGKILL for stdio). */
  async disconnect(): Promise<void> {
    const session = this.session;
    if (!session || this.isEnded() || this.userClosing) return;
    this.userClosing = true;
    this.ending = { code: 'connection_closed', message: 'The connection was closed by the user.' };
    session.delivery?.end('us', 'mcpscope closed the connection.');
    await session.managed?.shutdown();
    const detail = this.exit ? `disconnected; the server ${describeExit(this.exit)}` : 'disconnected';
    this.end(session, 'closed', detail);
  }

  killNow(): void {
    this.session?.managed?.killNow();
  }

  async listTools(fresh = false): Promise<Result<ToolListing>> {
    const listing = await this.listAll('tools', fresh);
    return listing.ok ? ok(toToolListing(listing.value)) : listing;
  }

  /** The session's latest listing, or (`fresh`) a new one, compared with the one before. */
  listAll(kind: ListKind, fresh = false): Promise<Result<Listing>> {
    const client = this.readyClient();
    if (!client.ok) return Promise.resolve(client);
    return fresh ? this.lists.refresh(kind, { type: 'refetch' }) : this.lists.current(kind);
  }

  private fetchList(kind: ListKind): Promise<Result<Listing>> {
    const client = this.readyClient();
    if (!client.ok) return Promise.resolve(client);
    // A server that declares no such capability offers no such list: asking anyway (the Tools screen
    // opened, the analysis) would log its error answer as a problem of the server's.
    const capabilities = this.lifecycle.snapshot().serverCapabilities;
    if (capabilities !== undefined && !declaredListKinds(capabilities).includes(kind)) return Promise.resolve(ok({ kind, items: [], pages: 0, fetchedAt: Date.now() }));
    return listAll(client.value, kind, this.listTimeoutMs());
  }

  /** A list request carries no progress token, so the ceiling (when lower) is its only other limit. */
  private listTimeoutMs(): number {
    const { timeoutMs, maxTotalTimeoutMs } = this.settings.timeouts;
    return Math.min(timeoutMs, maxTotalTimeoutMs ?? timeoutMs);
  }

  async rpc(request: RpcRequest): Promise<Result<RpcOutcome>> {
    const allowed = checkRpcMethod(request.method);
    if (!allowed.ok) return allowed;
    const client = this.readyClient();
    if (!client.ok) return client;
    const missing = missingInEra(request.method, this.lifecycle.snapshot().era?.era);
    if (missing) return err('bad_request', missing);
    return ok(await this.rpcs.send(client.value, request));
  }

  listCalls(): CallRecord[] {
    return this.calls.list();
  }

  startCall(request: CallRequest): Result<CallRecord> {
    const client = this.readyClient();
    if (!client.ok) return client;
    return ok(this.calls.start(client.value, request));
  }

  cancelCall(callId: string, reason?: string): Result<CallRecord> {
    return this.calls.cancel(callId, reason);
  }

  callResult(callId: string): Result<Record<string, unknown>> {
    return this.calls.resultOf(callId);
  }

  listClientRequests(): ClientRequestRecord[] {
    return this.clientRequests.list();
  }

  answerClientRequest(requestId: string, answer: ClientRequestAnswer): Result<ClientRequestRecord> {
    return this.clientRequests.answer(requestId, answer);
  }

  getRoots(): RootsState {
    return this.roots.get();
  }

  /** Replaces the roots; a ready server that was told we have roots hears roots/list_changed. */
  async setRoots(state: RootsState): Promise<Result<RootsState>> {
    const set = this.roots.set(state);
    if (!set.ok) return set;
    const client = this.session?.client;
    // 2026-07-28 has no roots/list_changed: a server asks for roots again in each input_required round.
    if (this.features.roots && this.state === 'ready' && client && client.getProtocolEra() !== 'modern') {
      try {
        await client.sendRootsListChanged();
      } catch (error) {
        return err('connection_closed', `The roots were saved, but notifications/roots/list_changed could not be sent: ${String(error)}`);
      }
    }
    return set;
  }

  setSettings(settings: ConnectionSettings): ConnectionSummary {
    this.settings = structuredClone(settings);
    this.session?.liveness?.heard();
    const summary = this.summary();
    this.deps.emitConnection(summary);
    return summary;
  }

  listChanges(): ListChange[] {
    return this.lists.history();
  }

  /** 2026-07-28: the resources whose updates the listen stream asks for (change-delivery.ts). */
  watchResources(uris: readonly string[]): Result<ConnectionSummary> {
    const client = this.readyClient();
    if (!client.ok) return client;
    const watched = this.session!.delivery!.watchResources(uris);
    return watched.ok ? ok(this.summary()) : watched;
  }

  private readyClient(): Result<Client> {
    const client = this.session?.client;
    if (this.state !== 'ready' || !client) return err('not_connected', `${this.id} is ${this.state}, not ready`);
    return ok(client);
  }

  private newLifecycle(): LifecycleTracker {
    return new LifecycleTracker({ requestedProtocolVersion: LATEST_PROTOCOL_VERSION, clientInfo: this.implementation(), clientCapabilities: declaredCapabilities(this.features) }, Date.now());
  }

  /** The clientInfo sent in initialize: the claimed one, else mcpscope's; the spec requires a version. */
  private implementation(): Implementation {
    return { name: this.clientInfo?.name ?? 'mcpscope', version: this.clientInfo?.version ?? this.deps.version };
  }

  private async open(): Promise<void> {
    this.lifecycle = this.newLifecycle();
    this.output = new ServerOutput();
    this.exit = undefined;
    this.error = undefined;
    this.ending = undefined;
    this.userClosing = false;
    this.session = undefined;
    this.calls.newSession();
    this.rpcs.newSession();
    this.outstanding.newSession();
    this.lists.newSession();
    this.cancelledByUs.newSession();
    // The setting goes in the trace header; the era it leads to is known only after the probe (lifecycle `era`).
    const setting = this.settings.protocol ?? 'auto';
    const trace = TraceRecorder.open({ dir: this.deps.tracesDir, conn: this.id, target: this.target, mcpscopeVersion: this.deps.version, protocol: setting });
    if (!trace.ok) return this.failWithoutSession(trace.error);
    const session: Session = { trace: trace.value, ...(this.target.transport === 'stdio' ? {} : { http: new HttpExchanges(this.id) }) };
    this.session = session;
    session.delivery = new ChangeDeliveryWatch(this.target.transport, {
      changed: () => {
        if (session === this.session) this.deps.emitConnection(this.summary());
      },
      live: () => session === this.session && this.state === 'ready' && !this.userClosing,
    });
    this.transition(session, 'connecting');
    // The era first (issue 18): a stdio server is probed before the session starts.
    // While the probe runs, its process is what a disconnect or the bridge's exit must end.
    const onProbe = (probed: StdioTransport | undefined) => (session.managed = probed && managedStdio(probed));
    const plan = await planEra(this.target, setting, { clientInfo: this.implementation(), capabilities: declaredCapabilities(this.features) }, onProbe);
    if (session !== this.session || this.isEnded() || this.userClosing) {
      if (plan.ok) void plan.value.survivor?.transport.close();
      return;
    }
    if (!plan.ok) return this.fail(session, plan.error);
    const { prior, negotiation, decision, survivor } = plan.value;
    if (decision && !decision.era) {
      this.lifecycle.setEra(decision);
      return this.fail(session, refusedPinError(decision));
    }

    // A line that is not a message, or a message too deep to keep as an object (issue 17, finding 3).
    const keptAsText = (dir: Direction, raw: string, problem: string, t = Date.now()): void => void this.record(session, { kind: 'message', t, conn: this.id, dir, raw, problem });
    const stdoutText = (raw: string, problem: string, pollution: boolean, t = Date.now()): void => {
      keptAsText('in', raw, problem, t);
      if (pollution && session === this.session) this.output.stdoutPollution(raw);
    };
    const hooks: TransportHooks = {
      onStderr: (line) => this.stderr(session, line),
      onPollution: (raw, problem, pollution) => stdoutText(raw, problem, pollution),
      onExit: (exit) => this.exited(session, exit),
      onHttpFailure: () => session.liveness?.suspect(),
      onHttpExchange: (exchange) => {
        if (!session.http) return;
        const record = this.record(session, session.http.record(exchange, Date.now()));
        // Like a message, an exchange of a session that was replaced is recorded and read by no one.
        if (session !== this.session || record.kind !== 'http') return;
        this.lifecycle.observeHttp(record);
        // A failed POST ends the requests it carried, whether or not its body had an id to pair.
        this.outstanding.observe(record);
      },
    };
    // The probed process goes on as the session's (issue 24), unless trace context is on: the probe
    // went out unstamped, so its server span would start a trace of its own beside the session's
    // one (the OTLP exports assume one), and the session's process may need the receiver's address.
    const sessionTarget = withOtlpReceiver(this.target, this.settings.traceContext === true ? this.deps.otlpReceiverUrl?.() : undefined);
    const adopted = survivor && this.settings.traceContext !== true ? adoptProbed(survivor, hooks) : undefined;
    if (survivor && !adopted) void survivor.transport.close();
    const managed = createTransport(sessionTarget, hooks, this.sessionFetch(session.delivery), adopted?.transport);
    if (!managed.ok) return this.fail(session, managed.error);
    session.managed = managed.value;
    // What that process read and wrote while probed comes first in the log, at the times it happened,
    // so the tracker finds the probe's request and answer before the era is set (probeSeqs).
    if (adopted) this.recordProbe(session, adopted.lines, stdoutText);
    if (decision) this.lifecycle.setEra(adopted && decision.probe ? { ...decision, probe: { ...decision.probe, handedOver: true } } : decision);

    const traceContext = new TraceContextStamper();
    session.traceContext = traceContext;
    const tap = new WireTap(managed.value.transport, {
      onMessage: (dir, msg) => this.message(session, dir, msg),
      // Read at each send: turning the setting on or off applies to the next request.
      beforeSend: (message) => (this.settings.traceContext === true ? traceContext.stamp(message) : message),
      onKeptAsText: keptAsText,
      onStart: () => {
        // A handed-over process started with the probe, before the messages recorded from it.
        this.lifecycle.transportStarted(adopted?.spawnedAt ?? Date.now());
        this.transition(session, 'initializing');
      },
      // Before ready, the failed connect() names the cause better than the close it triggers.
      onClose: () => {
        if (this.state === 'ready') this.fail(session, { code: 'connection_closed', message: 'The server closed the connection.' });
      },
    });
    // We answer the server's tasks/* requests from our own store (spec 2025-11-25, tasks).
    session.hostedTasks = this.features.tasks ? new HostedTaskStore((task) => this.clientRequests.taskChanged(task)) : undefined;
    const client = new InspectorClient(this.implementation(), declaredCapabilities(this.features), negotiation);
    session.hostedTasks?.install(client);
    this.clientRequests.install(client, this.features, session.hostedTasks);
    if (this.features.roots) this.roots.install(client);
    // Transport failures and messages the SDK could not use reach only onerror: keep them in the log.
    client.onerror = (error) => {
      if (session === this.session && this.cancelledByUs.explains(error.message)) return;
      this.record(session, { kind: 'client-error', t: Date.now(), conn: this.id, message: error.message });
    };
    session.client = client;
    try {
      // initialize is a request like any other: the connection's timeout applies (the SDK's default is the same 60 s).
      await client.connect(tap, { timeout: this.settings.timeouts.timeoutMs, ...(prior ? { prior } : {}) });
    } catch (error) {
      const refused = refusedEra(setting, error, this.lifecycle.probeEvidence()) ?? refusedInitialize(setting, error);
      if (refused) this.lifecycle.setEra(refused);
      return this.fail(session, refused ? refusedPinError(refused) : connectFailure(error, this.target.transport));
    }
    if (!decision) this.lifecycle.setEra(settleEra(setting, client, this.lifecycle.probeEvidence()));
    this.transition(session, 'ready');
    // 2026-07-28 has no ping: an idle modern HTTP server is not asked whether it is there.
    if (this.target.transport !== 'stdio' && client.getProtocolEra() !== 'modern') session.liveness = this.watchLiveness(session, this.target, client);
    this.listDeclaredKinds();
    session.delivery.ready(client);
  }

  /** What HTTP requests go through: OAuth (deps.authFetch), and for Streamable HTTP the GET stream's watch. */
  private sessionFetch(delivery: ChangeDeliveryWatch): FetchLike | undefined {
    if (this.target.transport === 'stdio') return undefined;
    const fetch = this.deps.authFetch?.(this.target);
    return this.target.transport === 'http' ? delivery.watchFetch(fetch ?? globalThis.fetch) : fetch;
  }

  /** An HTTP server has no process whose exit we would see: liveness.ts asks it when in doubt. */
  private watchLiveness(session: Session, target: HttpTarget, client: Client): LivenessWatch {
    return new LivenessWatch({
      url: shownUrl(target.url),
      ping: (timeoutMs) => client.ping({ timeout: timeoutMs }),
      idleMs: () => this.settings.livenessPingMs,
      timeoutMs: () => this.settings.timeouts.timeoutMs,
      gone: (error) => this.fail(session, error),
    });
  }

  /**
   * Lists what the server declared as soon as the session is ready, so the first list_changed
   * has something to be compared with, even if no screen asked for that list yet.
   */
  private listDeclaredKinds(): void {
    for (const kind of declaredListKinds(this.lifecycle.snapshot().serverCapabilities)) void this.lists.current(kind);
  }

  /** The probed process's lines as this session's, each at the time it was written or read. */
  private recordProbe(session: Session, lines: readonly ProbeLine[], stdoutText: (raw: string, problem: string, pollution: boolean, t: number) => void): void {
    for (const line of lines) {
      if (line.kind === 'message') this.message(session, line.dir, line.msg, line.t);
      else if (line.kind === 'text') stdoutText(line.raw, line.problem, line.pollution, line.t);
      else this.stderr(session, line.line, line.t);
    }
  }

  private message(session: Session, dir: Direction, msg: WireMessage, t = Date.now()): void {
    const problem = jsonRpcProblem(msg);
    const record = this.record(session, { kind: 'message', t, conn: this.id, dir, msg, ...(problem ? { problem } : {}) });
    if (session !== this.session) return;
    if (dir === 'out') session.http?.sent(record as MessageRecord);
    if (dir === 'in') session.liveness?.heard();
    this.lifecycle.observe(record as MessageRecord);
    this.calls.observe(record as MessageRecord);
    this.rpcs.observe(record as MessageRecord);
    this.outstanding.observe(record);
    this.cancelledByUs.observe(dir, msg);
    session.delivery?.observe(record as MessageRecord);
    const relist = dir === 'in' && typeof msg.method === 'string' ? LIST_CHANGED_KINDS[msg.method] : undefined;
    if (relist && this.state === 'ready') for (const kind of relist) void this.lists.refresh(kind, { type: 'notification', seq: record.seq });
  }

  private stderr(session: Session, line: string, t = Date.now()): void {
    this.record(session, { kind: 'stderr', t, conn: this.id, line });
    if (session !== this.session) return;
    this.output.stderr(line);
  }

  private exited(session: Session, exit: ProcessExit): void {
    if (session !== this.session) return;
    this.exit = exit;
    // Exits the user asked for are reported by disconnect(); any other exit is a failure.
    this.fail(session, serverExited(exit));
  }

  /** Whether the current session's trace context carries this trace id: the spans of that trace are this session's. */
  ownsTrace(traceId: string): boolean {
    return this.session?.traceContext?.traceId === traceId;
  }

  /** Records what the SPA observed for this connection (an MCP App's conversation, issue 21) in the same log and trace. */
  recordObservedByHost(records: readonly UnsequencedRecord[]): Result<void> {
    const session = this.session;
    if (!session) return err('not_connected', `${this.id} has no session to record into`);
    for (const record of records) this.record(session, record);
    return ok(undefined);
  }

  private record(session: Session, record: UnsequencedRecord): WireRecord {
    const stamped = this.deps.log.append(record);
    session.trace.write(stamped);
    return stamped;
  }

  private transition(session: Session, state: LifecycleState, detail?: string): void {
    if (session !== this.session) return;
    this.lifecycle.setState(state, Date.now());
    // The era and why go into the trace with the state they explain (issue 18; docs/trace-format.md).
    const era = state === 'ready' || state === 'failed' ? this.lifecycle.snapshot().era : undefined;
    this.record(session, { kind: 'lifecycle', t: Date.now(), conn: this.id, state, ...(detail ? { detail } : {}), ...(this.exit ? { exit: this.exit } : {}), ...(era ? { era } : {}) });
    this.deps.emitConnection(this.summary());
  }

  private fail(session: Session | undefined, error: BridgeErrorValue): void {
    if (!session || session !== this.session || this.isEnded() || this.userClosing) return;
    if (this.state !== 'ready') error = this.output.explain(error);
    this.ending = error;
    this.error = error;
    this.end(session, 'failed', error.message);
    // Whatever failed, make sure nothing of this session is left running (the SDK closes its
    // Client on a failed initialize, but not on every path).
    session.managed?.shutdown().catch(() => undefined);
  }

  private failWithoutSession(error: BridgeErrorValue): void {
    this.error = error;
    this.lifecycle.setState('failed', Date.now());
    this.deps.emitConnection(this.summary());
  }

  private isEnded(): boolean {
    return this.state === 'closed' || this.state === 'failed';
  }

  private end(session: Session, state: 'closed' | 'failed', detail: string): void {
    if (session !== this.session || this.isEnded()) return;
    this.clientRequests.withdrawAll(`The connection ${state === 'closed' ? 'was closed' : 'failed'}: ${detail}`);
    session.delivery?.end('session', `The connection ${state === 'closed' ? 'was closed' : 'failed'}: ${detail}`);
    this.transition(session, state, detail);
    session.liveness?.stop();
    session.hostedTasks?.cleanup();
    session.trace.close();
  }
}
