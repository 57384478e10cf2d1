/**
 * What the live server asks the client during a replay is answered from the trace, never by a
 * person (issue 5, "Replay against a live server"; issue 18, item 8):
 * - a 2025 server request (sampling/createMessage, elicitation/create): the k-th of a method gets
 *   the k-th recorded answer, an error when the trace has none;
 * - an MRTR round's input (2026-07-28), which the connection asks through the same pending panel
 *   (server/connections/round-inputs.ts): the recorded inputResponses of the same call, matched by
 *   the input's key within the round, then by method order (plan-rounds.ts recordedInput). The
 *   connection then sends the retry itself, with the live requestState. When the trace has no
 *   answer the live call is cancelled, so a server that keeps asking cannot keep replay waiting;
 *   the step shows the round the trace does not have;
 * - roots/list, in either era, by the connection from the recorded roots (recordedRoots).
 */
import type { ClientRequestAnswer, ClientRequestRecord, Root } from '../../src/core/bridge-api';
import type { PlannedRequest, ReplayPlan } from '../../src/core/replay/plan';
import { recordedInput } from '../../src/core/replay/plan-rounds';
import type { BridgeBackend } from '../connections/backend';

/** The roots of the trace's first roots/list answer (or MRTR roots input), for the connection to give before it is ready. */
export function recordedRoots(plan: ReplayPlan): Root[] | null {
  const asked = plan.serverRequests.find((request) => request.method === 'roots/list')?.answer;
  const answer = asked && 'result' in asked ? asked.result : roundRoots(plan);
  const roots = (answer as { roots?: unknown } | null | undefined)?.roots;
  return Array.isArray(roots) ? (roots as Root[]) : null;
}

function roundRoots(plan: ReplayPlan): unknown {
  for (const message of plan.messages) {
    if (message.kind !== 'request') continue;
    for (const round of message.rounds ?? []) {
      const key = Object.keys(round.inputRequests).find((k) => round.inputRequests[k]?.method === 'roots/list' && round.inputResponses?.[k]);
      if (key) return round.inputResponses![key];
    }
  }
  return undefined;
}

export interface TraceAnswerer {
  /** The live call `callId` replays `request`: its round inputs are answered from its rounds. */
  follow(callId: string, request: PlannedRequest): void;
  stop(): void;
}

export function answerFromTrace(manager: BridgeBackend, conn: string, plan: ReplayPlan): TraceAnswerer {
  const asked = new Map<string, number>();
  const calls = new Map<string, PlannedRequest>();
  const answered = new Set<string>();
  /** The k-th request of a method (2025) or of a method in a call (MRTR), counted from 0. */
  const nth = (key: string) => {
    const k = asked.get(key) ?? 0;
    asked.set(key, k + 1);
    return k;
  };

  const answerRound = (request: ClientRequestRecord, round: NonNullable<ClientRequestRecord['round']>) => {
    const planned = calls.get(round.callId);
    const k = nth(`${round.callId} ${request.method}`);
    const recorded = planned && recordedInput(planned.rounds ?? [], { round: round.round, key: round.key, method: request.method, nth: k });
    const given = recorded ? manager.answerClientRequest(conn, request.id, { result: recorded }) : undefined;
    if (given?.ok) return;
    const why = given ? `the recorded answer is refused (${given.error.message})` : 'the trace has no answer';
    manager.cancelCall(conn, round.callId, `mcpscope replay: ${why} for input '${round.key}' (${request.method}) of round ${round.round}`);
  };

  const stop = manager.subscribe((event) => {
    if (event.type !== 'client-request' || event.request.conn !== conn || event.request.status !== 'pending') return;
    const { request } = event;
    if (answered.has(request.id)) return;
    answered.add(request.id);
    if (request.round) return answerRound(request, request.round);
    const k = nth(request.method);
    const recorded = plan.serverRequests.filter((candidate) => candidate.method === request.method)[k]?.answer;
    // A recorded result is a JSON-RPC result, an object (classifyMessage does not check that much).
    const answer = (recorded ?? { error: { code: -32603, message: `mcpscope replay: the trace has no answer for ${request.method} #${k + 1}` } }) as ClientRequestAnswer;
    manager.answerClientRequest(conn, request.id, answer);
  });
  return { follow: (callId, request) => calls.set(callId, request), stop };
}
