/**
 * The findings of a recorded session (issue 4: the engine runs "in the browser on opened
 * traces"; issue 5: the offline viewer shows findings). The same engine and the same sources as
 * the bridge's live analysis (server/analysis/findings-tracker.ts): definitions, the launch
 * command, each call's outcome, each server request, what an MCP App asked its host and what its
 * CSP blocked, the information flow of the session's calls under the person's labels, and
 * definitions that changed since the session's first listing.
 *
 * Nothing here is triaged: triage lives in the bridge's config directory, not in the trace.
 */
import { analyzeAppRecord, analyzeClientRequest, analyzeLaunch, analyzeServerAnswer, analyzeSurfaces, analyzeToolOutcome } from '../analysis/analyze';
import { appRecordInput } from '../apps/app-record-input';
import { compareWithPins, driftDetails, pinSurface, type DriftChange } from '../analysis/drift';
import type { Finding } from '../analysis/finding';
import { NO_FLOW_LABELS, type FlowPolicy } from '../analysis/flow';
import { TOOL_DEFINITION_BUDGET, toolDefinitionTokens } from '../analysis/rules/tool-design';
import { TOKENIZER } from '../analysis/tokens';
import type { FindingSource, LiveFinding, ToolTokenCost } from '../findings-api';
import { surfaceName, surfaceOf } from '../server-surface';
import type { Trace } from '../traces/trace';
import { replayTraceSession, type TraceSessionSnapshot } from './trace-session';
import { liveFindings, traceFlowFindings, type LiveFindingRefs } from './trace-flow';
import { traceSessionSource } from './trace-source';

export interface TraceAnalysis {
  findings: LiveFinding[];
  /** How the definitions differ from the session's first listing: the diff behind drift findings. */
  drift: DriftChange[];
  toolTokens: ToolTokenCost;
}

export function analyzeTraceSession(session: TraceSessionSnapshot, policy: FlowPolicy): TraceAnalysis {
  const { connection } = session;
  const conn = connection.id;
  const server = surfaceName(connection);
  const live = (source: FindingSource, findings: readonly Finding[], extra: LiveFindingRefs = {}) => liveFindings(conn, source, findings, extra);

  const surface = surfaceOf(connection, session.listings);
  const firstSurface = surfaceOf(connection, session.firstListings);
  const pins = pinSurface(firstSurface);
  const findings = [
    ...live('definitions', analyzeSurfaces([surface])),
    ...live('drift', compareWithPins(surface, pins, 'list-changed')),
  ];
  if (connection.target.transport === 'stdio') findings.push(...live('launch', analyzeLaunch({ server, command: connection.target.command, args: connection.target.args, ...(connection.target.env ? { env: connection.target.env } : {}) })));
  for (const call of session.calls) {
    if (call.requestId === undefined || (call.result === undefined && call.rpcError === undefined)) continue;
    const outcome = call.rpcError ? { error: call.rpcError } : { result: call.result };
    findings.push(...live('call', analyzeToolOutcome({ server, requestId: call.requestId, tool: call.tool, ...outcome }), { callId: call.id }));
  }
  for (const request of session.clientRequests) {
    findings.push(...live('client-request', analyzeClientRequest({ server, requestId: request.requestId, method: request.method, params: request.params }), { clientRequestId: request.id }));
  }
  // An app's CSP falls back to its resources/list entry (issue 21).
  for (const answer of session.answers) findings.push(...live('answer', analyzeServerAnswer({ ...answer, server, resources: surface.resources ?? [] })));
  for (const record of session.appRecords) {
    const input = appRecordInput(record, server);
    if (input) findings.push(...live('app', analyzeAppRecord(input)));
  }
  findings.push(...traceFlowFindings(session, policy));

  return {
    findings,
    drift: driftDetails(surface, pins, 'list-changed'),
    toolTokens: { ...toolDefinitionTokens(surface), tokenizer: TOKENIZER, budget: TOOL_DEFINITION_BUDGET },
  };
}

/**
 * A whole trace analysed as the page analyses it when opened under `fileName` with no tool
 * labelled: what an export embeds, so the viewer shows findings without the engine.
 */
export function analyzeTrace(trace: Trace, fileName: string): TraceAnalysis {
  return analyzeTraceSession(replayTraceSession(traceSessionSource(trace, fileName), trace.records), NO_FLOW_LABELS);
}
