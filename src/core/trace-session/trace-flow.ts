/**
 * The information-flow findings of a recorded session under the person's labels: the one part
 * of a trace's analysis that changes as they label tools, and light (no tokenizer, no secretlint),
 * so the self-contained viewer recomputes it beside the findings an export carries.
 */
import { findingKey, type Finding } from '../analysis/finding';
import type { FlowPolicy } from '../analysis/flow';
import { flowFindings, type SessionCall } from '../analysis/flow-session';
import type { FindingSource, LiveFinding } from '../findings-api';
import { surfaceName, surfaceOf } from '../server-surface';
import type { ConnectionId } from '../wire';
import type { TraceSessionSnapshot } from './trace-session';

/** What a finding of a trace points at besides its connection. */
export interface LiveFindingRefs {
  callId?: string;
  clientRequestId?: string;
}

/** Findings of a recording as the screens take them: keyed, and open (triage is not in a trace). */
export function liveFindings(conn: ConnectionId, source: FindingSource, findings: readonly Finding[], refs: LiveFindingRefs = {}): LiveFinding[] {
  return findings.map((finding) => ({ ...finding, key: findingKey(finding), conn, source, ...refs, triage: { status: 'open' } }));
}

export function traceFlowFindings(session: TraceSessionSnapshot, policy: FlowPolicy): LiveFinding[] {
  const { connection } = session;
  const conn = connection.id;
  const server = surfaceName(connection);
  const calls: SessionCall[] = session.calls.flatMap((call) => (call.requestId === undefined ? [] : [{ conn, callId: call.id, server, tool: call.tool, requestId: call.requestId, at: call.startedAt }]));
  return flowFindings(calls, new Map([[conn, surfaceOf(connection, session.listings)]]), policy).flatMap(({ finding, callId }) => liveFindings(conn, 'flow', [finding], callId === undefined ? {} : { callId }));
}
