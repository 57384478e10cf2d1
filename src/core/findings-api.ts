/**
 * The findings part of the bridge contract (issue 4): what the bridge's live analysis found on
 * each connection, and the person's triage of it. Routes (under /api, token required):
 *
 *   GET  /api/findings                          -> LiveFinding[]   (every connection)
 *   POST /api/findings/triage  TriageRequest    -> LiveFinding[]   (the findings with that key, updated)
 *   GET  /api/connections/:id/drift             -> DriftChange[]   (vs the pinned definitions; src/core/analysis/drift.ts)
 *   POST /api/connections/:id/drift/accept      -> DriftChange[]   (pins the current definitions: [])
 *   POST /api/connections/:id/client-info-probe  ClientInfoProbeRequest -> ClientInfoProbeResult
 *                                               (starts a second session of the server: only on request)
 *   GET  /api/flow-policy                       -> FlowPolicy      (src/core/analysis/flow.ts)
 *   PUT  /api/flow-policy      FlowPolicy       -> FlowPolicy      (replaces it; findings re-checked)
 *   GET  /api/connections/:id/tool-tokens       -> ToolTokenCost   (of the latest tools listing)
 *
 * and the event `{ type: 'findings', conn, findings }`, which replaces that connection's set.
 */
import type { DriftChange } from './analysis/drift';
import type { Finding } from './analysis/finding';
import type { ClientInfo, Implementation } from './bridge-api/connections';
import type { ToolDefinitionTokens } from './analysis/rules/tool-design';
import type { ConnectionId } from './wire';

/** What the finding was found in; `answer`: a resources/read or prompts/get result, located at `results/<request id>`. */
export type FindingSource = 'definitions' | 'launch' | 'call' | 'client-request' | 'drift' | 'flow' | 'answer' | 'app';

export type TriageStatus = 'open' | 'acknowledged' | 'suppressed';

export interface Triage {
  status: TriageStatus;
  reason?: string;
  /** When the person set it (ms since epoch); absent while open. */
  at?: number;
}

export interface LiveFinding extends Finding {
  /** findingKey(): the same rule, place and evidence across sessions. Triage is kept by it. */
  key: string;
  conn: ConnectionId;
  source: FindingSource;
  /** The call (CallRecord id) a 'call' or 'flow' finding is about. */
  callId?: string;
  /** The server-to-client request (ClientRequestRecord id) a 'client-request' finding is about. */
  clientRequestId?: string;
  triage: Triage;
}

export interface TriageRequest {
  key: string;
  status: TriageStatus;
  /** Required to acknowledge or suppress: the person says why. */
  reason?: string;
}

export interface FindingsEvent {
  type: 'findings';
  conn: ConnectionId;
  findings: LiveFinding[];
}

/** What the server's tool definitions cost: they ride along in every request of a conversation. */
export interface ToolTokenCost extends ToolDefinitionTokens {
  /** The encoding counted with (src/core/analysis/tokens.ts); other models' counts differ somewhat. */
  tokenizer: string;
  /** Above this total the context-bloat rule fires. */
  budget: number;
}

/** Body of the client-info probe; without a clientInfo the probe claims DEFAULT_PROBE_CLIENT (src/core/client-info.ts). */
export interface ClientInfoProbeRequest {
  clientInfo?: ClientInfo;
}

/**
 * The connection's server listed once more, in a short-lived second session that claims another
 * clientInfo and otherwise asks for the same, compared with the connection's own listing.
 */
export interface ClientInfoProbeResult<F extends Finding = LiveFinding> {
  /** What the probe sent in initialize. */
  clientInfo: Implementation;
  /** drift/client-dependent-listing when the listings differ; the bridge also adds them to the connection's findings (source 'drift'). */
  findings: F[];
  /** Each difference: `before` is the connection's own listing, `after` the other client's (drift.ts). */
  changes: DriftChange[];
}
