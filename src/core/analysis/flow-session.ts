/**
 * The session's information-flow findings (issue 4, SAMOS-style), attributed to connections: every
 * call of every connection is one session, because a model that has them all connected carries
 * what one tool read into the next call, whichever server that goes to.
 */
import { lethalTrifecta, trackFlow, type FlowCall, type FlowPolicy, type FlowSurface } from './flow';
import type { Finding } from './finding';

export interface SessionCall extends FlowCall {
  conn: string;
  callId: string;
}

export interface AttributedFinding {
  conn: string;
  finding: Finding;
  /** The sink call of a flow finding. */
  callId?: string;
}

export function flowFindings(calls: readonly SessionCall[], surfaces: ReadonlyMap<string, FlowSurface>, policy: FlowPolicy): AttributedFinding[] {
  const attributed: AttributedFinding[] = [];
  for (const finding of trackFlow(calls, policy)) {
    const sink = calls.find((call) => call.server === finding.location.server && finding.location.path === `results/${String(call.requestId)}`);
    if (sink) attributed.push({ conn: sink.conn, finding, callId: sink.callId });
  }
  // The trifecta is about the set of connected tools; it is shown on the connection of its sink.
  for (const finding of lethalTrifecta([...surfaces.values()], policy, { guess: true })) {
    const conn = [...surfaces].find(([, surface]) => surface.server === finding.location.server)?.[0];
    if (conn !== undefined) attributed.push({ conn, finding });
  }
  return attributed;
}
