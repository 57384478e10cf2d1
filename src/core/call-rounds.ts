/**
 * The rounds of an MRTR request (MCP 2026-07-28) as CallRecord.rounds (and RpcOutcome.rounds, for
 * prompts/get and resources/read) holds them: opened when an attempt is answered with
 * input_required, completed when the retry goes. The bridge drives them live; a recorded session
 * rebuilds them from the wire.
 */
import type { CallRecord, CallRound } from './bridge-api/calls';
import type { ClientRequestRecord } from './bridge-api/client-requests';
import type { RequestId } from './jsonrpc';
import type { InputRequired } from './mrtr';

/** What keeps the rounds: a tool call's record, or the rounds of a prompts/get or resources/read. */
export interface RoundHolder {
  rounds?: CallRound[];
}

/** Appends the next round to `call` (replacing its `rounds`, never editing it) and returns it. */
export function openRound(call: RoundHolder, asked: InputRequired, requestId: RequestId, sentAt: number, askedAt = Date.now()): CallRound {
  const round: CallRound = {
    round: (call.rounds?.length ?? 0) + 1,
    requestId,
    sentAt,
    askedAt,
    inputRequests: asked.inputRequests,
    ...(asked.requestState === undefined ? {} : { requestState: asked.requestState }),
    clientRequests: {},
  };
  call.rounds = [...(call.rounds ?? []), round];
  return round;
}

/** Puts `round` in place of the one with its number (the record's copies share the old one). */
export function replaceRound(call: RoundHolder, round: CallRound): void {
  call.rounds = (call.rounds ?? []).map((existing) => (existing.round === round.round ? round : existing));
}

/** The round still waiting for its inputs, if any: the latest, when no retry went and it was not abandoned. */
export function waitingRound(call: RoundHolder): CallRound | undefined {
  const last = call.rounds?.at(-1);
  return last && last.retriedAt === undefined && last.abandoned === undefined ? last : undefined;
}

/** The inputs a person answers in the Requests panel; roots come from the roots store. */
export function waitsForPerson(method: string): method is ClientRequestRecord['method'] {
  return method === 'sampling/createMessage' || method === 'elicitation/create';
}

/** The id a recorded session gives the panel entry of an MRTR input (the live bridge numbers its own). */
export function recordedInputId(callId: string, round: number, key: string): string {
  return `${callId}/round-${round}/${key}`;
}

/**
 * The panel entries of a recorded call's MRTR inputs, rebuilt from its rounds: answered when the
 * retry carried the key, rejected when it left it out, withdrawn when no retry went. `method`: the
 * request the rounds belong to, named on each input unless it is a tools/call (as the bridge does).
 */
export function recordedRoundInputs(call: CallRecord, method = 'tools/call'): ClientRequestRecord[] {
  return (call.rounds ?? []).flatMap((round) =>
    Object.entries(round.inputRequests).flatMap(([key, request]): ClientRequestRecord[] => {
      if (!waitsForPerson(request.method)) return [];
      const answer = round.inputResponses?.[key];
      const base: ClientRequestRecord = {
        id: recordedInputId(call.id, round.round, key),
        conn: call.conn,
        method: request.method,
        requestId: round.requestId,
        round: { callId: call.id, tool: call.tool, ...(method === 'tools/call' ? {} : { method }), round: round.round, key },
        params: request.params,
        receivedAt: round.askedAt,
        status: 'pending',
      };
      if (answer) return [{ ...base, status: 'answered', answeredAt: round.retriedAt, result: answer }];
      if (round.inputResponses) return [{ ...base, status: 'rejected', answeredAt: round.retriedAt }];
      if (round.abandoned !== undefined || call.status !== 'running') return [{ ...base, status: 'withdrawn', withdrawnReason: round.abandoned ?? 'no retry was sent' }];
      return [base];
    }),
  );
}
