/**
 * A recorded session, rebuilt from its wire records alone (issue 5, "Offline viewer"): the
 * connection with its lifecycle and handshake, the listings, list changes, tool calls and the
 * server's requests, in the same shapes the bridge serves live (src/core/bridge-api.ts), so the
 * SPA's screens show a trace exactly as they show a live connection.
 *
 * Incremental: `observe` takes records in order and `snapshot` can be taken at any point, which
 * is what playback needs (the screens as they were after record N).
 */
import type { CallRecord } from '../bridge-api/calls';
import type { ClientRequestRecord } from '../bridge-api/client-requests';
import type { ClientFeatures, ConnectionSummary, ConnectionTarget } from '../bridge-api/connections';
import type { ListChange, ListKind, Listing } from '../bridge-api/lists';
import { DEFAULT_CONNECTION_SETTINGS } from '../bridge-api/settings';
import { LifecycleTracker } from '../lifecycle-tracker';
import type { ProtocolSetting } from '../protocol-era';
import type { AppCspViolationRecord, AppMessageRecord, ConnectionId, ProcessExit, WireRecord } from '../wire';
import { AnswersFromWire, type ReadAnswer } from './answers-from-wire';
import { CallsFromWire } from './calls-from-wire';
import type { RecordedRead } from './recorded-reads';
import { EraFromWire } from './era-from-wire';
import { ClientRequestsFromWire } from './client-requests-from-wire';
import { ListsFromWire } from './lists-from-wire';

/** As many stderr lines as a live connection summary keeps. */
const STDERR_TAIL_LINES = 50;

export interface TraceSessionSource {
  conn: ConnectionId;
  name: string;
  /** Already redacted: traces never hold secrets. */
  target: ConnectionTarget;
  /** Where it was read from, shown where a live connection shows its trace file. */
  tracePath?: string;
  /** The trace does not say how the client reached the server: `target` is a stand-in. */
  transportUnknown?: true;
  startedAt: number;
  /** The header's protocol setting (files written since issue 18). */
  protocol?: ProtocolSetting;
}

export interface TraceSessionSnapshot {
  connection: ConnectionSummary;
  listings: Partial<Record<ListKind, Listing>>;
  /** The first listing of each kind, where the session's definitions started. */
  firstListings: Partial<Record<ListKind, Listing>>;
  listChanges: ListChange[];
  calls: CallRecord[];
  clientRequests: ClientRequestRecord[];
  /** What resources/read and prompts/get returned, every answer (an input_required one too), for the findings. */
  answers: ReadAnswer[];
  /** Each prompts/get and resources/read, its MRTR rounds and retries rebuilt as one request with its outcome. */
  reads: RecordedRead[];
  /** An MCP App's conversation (issue 21): what its app asked the host and what its CSP blocked, for the findings. */
  appRecords: (AppMessageRecord | AppCspViolationRecord)[];
}

const LIST_KINDS: readonly ListKind[] = ['tools', 'prompts', 'resources', 'resourceTemplates'];

export class TraceSession {
  private readonly lifecycle: LifecycleTracker;
  private readonly calls: CallsFromWire;
  private readonly lists: ListsFromWire;
  private readonly clientRequests: ClientRequestsFromWire;
  private readonly reads = new AnswersFromWire();
  private readonly eraFromWire = new EraFromWire();
  private readonly answers: ReadAnswer[] = [];
  private readonly appRecords: (AppMessageRecord | AppCspViolationRecord)[] = [];
  private stderrTail: string[] = [];
  /** ConnectionSummary.revision: each snapshot is newer than the one before. */
  private revisions = 0;
  private exit: ProcessExit | undefined;
  private failure: string | undefined;
  /** Imports (HAR, Inspector, logs) have no lifecycle records; their state comes from the handshake. */
  private sawLifecycle = false;
  /** Our own traces carry the bridge's era decision on a lifecycle record; imports do not. */
  private recordedEra = false;

  constructor(private readonly source: TraceSessionSource) {
    // Placeholders until the initialize request is seen; the tracker reads the real ones from it.
    this.lifecycle = new LifecycleTracker({ requestedProtocolVersion: '', clientInfo: { name: '', version: '' }, clientCapabilities: {} }, source.startedAt);
    this.calls = new CallsFromWire(source.conn);
    this.lists = new ListsFromWire(source.conn);
    this.clientRequests = new ClientRequestsFromWire(source.conn);
  }

  observe(record: WireRecord): void {
    if (record.kind === 'message') this.lifecycle.observe(record);
    else if (record.kind === 'lifecycle') {
      this.sawLifecycle = true;
      if (record.era) this.recordedEra = true;
      this.lifecycle.setState(record.state, record.t);
      // The era is decided once per session and written on its ready (or failed) record (issue 18).
      if (record.era) this.lifecycle.setEra(record.era);
      if (record.exit) this.exit = record.exit;
      if (record.state === 'failed') this.failure = record.detail ?? 'the connection failed';
    } else if (record.kind === 'stderr') {
      this.stderrTail = [...this.stderrTail, record.line].slice(-STDERR_TAIL_LINES);
    } else if (record.kind === 'app' || record.kind === 'app-csp') {
      this.appRecords.push(record);
    }
    this.eraFromWire.observe(record);
    this.calls.observe(record);
    this.lists.observe(record);
    this.clientRequests.observe(record);
    const answer = this.reads.observe(record);
    if (answer) this.answers.push(answer);
  }

  snapshot(): TraceSessionSnapshot {
    // An import records no era (issue 18, item 8): its messages say which, without inventing a handshake.
    const imported = this.recordedEra ? undefined : this.eraFromWire.decision();
    if (imported) this.lifecycle.setEra(imported);
    const lifecycle = this.lifecycle.snapshot();
    if (!this.sawLifecycle && (lifecycle.initializeResponseSeq !== undefined || imported?.era === 'modern')) lifecycle.state = 'ready';
    this.revisions += 1;
    // An older file has no setting in its header; its era record still names the one it was decided under.
    const protocol = this.source.protocol ?? lifecycle.era?.setting;
    const connection: ConnectionSummary = {
      revision: this.revisions,
      id: this.source.conn,
      name: this.source.name,
      target: this.source.target,
      state: lifecycle.state,
      lifecycle,
      stderrTail: this.stderrTail,
      ...(this.exit ? { exit: this.exit } : {}),
      ...(this.failure ? { error: { code: 'connect_failed' as const, message: this.failure } } : {}),
      ...(this.source.tracePath ? { tracePath: this.source.tracePath } : {}),
      clientFeatures: featuresDeclared(lifecycle.clientCapabilities),
      settings: protocol ? { ...DEFAULT_CONNECTION_SETTINGS, protocol } : DEFAULT_CONNECTION_SETTINGS,
      recorded: true,
      ...(this.source.transportUnknown ? { transportUnknown: true as const } : {}),
    };
    const listings: Partial<Record<ListKind, Listing>> = {};
    const firstListings: Partial<Record<ListKind, Listing>> = {};
    for (const kind of LIST_KINDS) {
      const listing = this.lists.listing(kind);
      if (listing) listings[kind] = listing;
      const first = this.lists.firstListing(kind);
      if (first) firstListings[kind] = first;
    }
    const calls = this.calls.snapshot();
    // MRTR inputs (2026-07-28) travel inside tools/call, prompts/get and resources/read answers; they join the panel like the server's own requests.
    const clientRequests = [...this.clientRequests.snapshot(), ...this.calls.roundInputs()].sort((a, b) => a.receivedAt - b.receivedAt);
    return { connection, listings, firstListings, listChanges: this.lists.listChanges(), calls, clientRequests, answers: [...this.answers], reads: this.calls.reads(), appRecords: [...this.appRecords] };
  }
}

/** The ClientFeatures behind the capabilities a session declared (the inverse of what the bridge declares). */
function featuresDeclared(capabilities: Record<string, unknown>): ClientFeatures {
  const elicitation = capabilities.elicitation as Record<string, unknown> | undefined;
  // Spec: an empty elicitation object means form mode only.
  const formOnly = elicitation !== undefined && Object.keys(elicitation).length === 0;
  return {
    sampling: 'sampling' in capabilities,
    elicitationForm: formOnly || (elicitation !== undefined && 'form' in elicitation),
    elicitationUrl: elicitation !== undefined && 'url' in elicitation,
    roots: 'roots' in capabilities,
    tasks: 'tasks' in capabilities,
  };
}

/** The session after all its records. */
export function replayTraceSession(source: TraceSessionSource, records: readonly WireRecord[]): TraceSessionSnapshot {
  const session = new TraceSession(source);
  for (const record of records) session.observe(record);
  return session.snapshot();
}
