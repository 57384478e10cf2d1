/**
 * The BridgeClient for an opened trace (issue 5, "Offline viewer"): the SPA's screens ask it what
 * they ask the bridge, and it answers from the session rebuilt from the trace's records
 * (src/core/trace-session). No bridge and no server are involved. Everything that would send,
 * start or change something fails with a `read_only` error that says so.
 *
 * Analysis runs in a worker (analysis.ts); the flow labels live in memory for this page, so a
 * reviewer can label tools and see the session's flows without touching anyone's policy file.
 */
import { NO_FLOW_LABELS, parseFlowPolicy, type FlowPolicy } from '../../core/analysis/flow';
import { sliceContent } from '../../core/clipped-content';
import { err, ok, type Result } from '../../core/result';
import { findTool, toToolListing, toToolSummaryListing, type ListKind, type Listing, type LogPage } from '../../core/bridge-api';
import type { TraceAnalysis } from '../../core/trace-session/trace-analysis';
import { TraceSession, type TraceSessionSnapshot } from '../../core/trace-session/trace-session';
import { traceSessionSource } from '../../core/trace-session/trace-source';
import { tracePage } from '../../core/traces/log-page';
import type { Trace } from '../../core/traces/trace';
import { BridgeRequestError, type BridgeClient } from '../bridge-client';
import type { AnalyzeTrace } from './analysis';

export interface OpenedTrace {
  fileName: string;
  trace: Trace;
}

const LOG_PAGE_LIMIT = 5_000;

function readOnly(what: string): Promise<never> {
  return Promise.reject(new BridgeRequestError(409, { code: 'read_only', message: `This is a recorded trace: it cannot ${what}. Connect to the server with mcpscope to do that.` }));
}

/** A Result as the promise a BridgeClient method answers: an error value becomes a BridgeRequestError. */
function settled<T>(result: Result<T>): Promise<T> {
  return result.ok ? Promise.resolve(result.value) : Promise.reject(new BridgeRequestError(result.error.code === 'not_found' ? 404 : 400, result.error));
}

/**
 * `position`: how many of the trace's records have happened (playback.ts); the whole trace
 * unless the page is playing it back. The session is rebuilt incrementally as it moves forward.
 */
export function createTraceClient(opened: OpenedTrace, analyze: AnalyzeTrace, position: () => number = () => opened.trace.records.length): BridgeClient {
  const { records } = opened.trace;
  const source = traceSessionSource(opened.trace, opened.fileName);
  const conn = source.conn;
  let policy: FlowPolicy = NO_FLOW_LABELS;
  let rebuilt = new TraceSession(source);
  let observed = 0;
  let snapshot: { at: number; session: TraceSessionSnapshot; analysis?: Promise<TraceAnalysis> } | undefined;

  function current(): { at: number; session: TraceSessionSnapshot; analysis?: Promise<TraceAnalysis> } {
    const at = position();
    if (at < observed) {
      rebuilt = new TraceSession(source);
      observed = 0;
    }
    while (observed < at) rebuilt.observe(records[observed++]!);
    if (snapshot?.at !== at) snapshot = { at, session: rebuilt.snapshot() };
    return snapshot;
  }
  const session = () => current().session;
  const analyzed = () => {
    const now = current();
    return (now.analysis ??= analyze(now.session, policy));
  };

  function own<T>(id: string, value: T): Promise<T> {
    if (id !== conn) return Promise.reject(new BridgeRequestError(404, { code: 'not_found', message: `no connection ${id} in this trace` }));
    return Promise.resolve(value);
  }

  function listing(id: string, kind: ListKind): Promise<Listing> {
    const { listings, connection } = session();
    return own(id, listings[kind] ?? { kind, items: [], pages: 0, fetchedAt: connection.lifecycle.timings.connectStartedAt, unrecorded: true });
  }

  return {
    token: '',
    readOnly: true,
    session: () => Promise.resolve({ version: 'trace', lastSeq: position(), tracesDir: '' }),
    connections: () => Promise.resolve([session().connection]),
    connect: () => readOnly('connect to a server'),
    reconnect: () => readOnly('reconnect'),
    disconnect: () => readOnly('disconnect'),
    remove: () => readOnly('remove the connection'),
    toolSummaries: (id) => listing(id, 'tools').then((tools) => toToolSummaryListing(toToolListing(tools))),
    tool: (id, name) => listing(id, 'tools').then((tools) => settled(findTool(toToolListing(tools), name))),
    list: (id, kind) => listing(id, kind),
    rpc: () => readOnly('send requests'),
    clientRequests: (id) => own(id, session().clientRequests),
    answerClientRequest: () => readOnly('answer the server'),
    roots: (id) => own(id, { roots: [] }),
    setRoots: () => readOnly('change roots'),
    setSettings: () => readOnly('change settings'),
    listChanges: (id) => own(id, session().listChanges),
    watchResources: () => readOnly('watch resources'),
    calls: (id) => own(id, session().calls),
    recordedReads: (id) => own(id, session().reads),
    startCall: () => readOnly('call tools'),
    cancelCall: () => readOnly('cancel calls'),
    // A trace's calls and records are whole (nothing clipped them), but a slice is answered the same way.
    callContent: (id, callId, query) => own(id, session().calls.find((call) => call.id === callId)?.result).then((result) => settled(sliceContent(result, query))),
    logMessage: (seq) => {
      const record = records.slice(0, position()).find((candidate) => candidate.seq === seq);
      return settled(record?.kind === 'message' ? ok(record) : err('not_found', `no message with seq ${seq}`));
    },
    log: ({ after = 0, limit = LOG_PAGE_LIMIT, conn: only }): Promise<LogPage> => Promise.resolve(tracePage(records, position(), after, limit, only)),
    importConfig: () => readOnly('import mcp.json'),
    exportConfig: () => readOnly('export mcp.json'),
    savedConnections: () => Promise.resolve({ connections: [], warnings: [] }),
    saveConnections: () => readOnly('save connections'),
    connectSaved: () => readOnly('connect to a server'),
    saveFromConnection: () => readOnly('save connections'),
    renameSaved: () => readOnly('rename saved connections'),
    deleteSaved: () => readOnly('delete saved connections'),
    findings: () => analyzed().then((result) => result.findings),
    triageFinding: () => readOnly('triage findings (triage is kept by a running mcpscope)'),
    drift: (id) => analyzed().then((result) => (id === conn ? result.drift : [])),
    acceptDrift: () => readOnly('pin definitions'),
    probeClientInfo: () => readOnly('start the server as another client'),
    runCheck: () => readOnly('check the server against the spec'),
    traces: () => Promise.resolve([]),
    traceText: () => readOnly('read the trace library (open it from a running mcpscope)'),
    renameTrace: () => readOnly('rename traces'),
    deleteTrace: () => readOnly('delete traces'),
    addTraceNote: () => readOnly('write notes into the file (open it from the Traces screen of a running mcpscope)'),
    // The Replay panel of an opened trace talks to the live bridge, never to this client.
    replay: () => readOnly('replay against a server (open it in a running mcpscope)'),
    followTrace: () => readOnly('follow the trace library (open it from a running mcpscope)'),
    // A recording holds no OAuth flow, and the Sign-in tab is not shown for one.
    authFlow: () => readOnly('read the sign-in state'),
    authAction: () => readOnly('sign in'),
    clearAuth: () => readOnly('clear sign-in state'),
    toolTokens: (id) => own(id, undefined).then(() => analyzed().then((result) => result.toolTokens)),
    flowPolicy: () => Promise.resolve(policy),
    setFlowPolicy: (json) => {
      const parsed = parseFlowPolicy(json);
      if (!parsed.ok) return Promise.reject(new BridgeRequestError(400, parsed.error));
      policy = parsed.value;
      if (snapshot) delete snapshot.analysis;
      return Promise.resolve(policy);
    },
    openEventStream: (signal) => {
      // Nothing will happen in a recording: a stream that stays open and quiet until the page leaves it.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          signal.addEventListener('abort', () => controller.close(), { once: true });
        },
      });
      return Promise.resolve(new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
    },
  };
}
