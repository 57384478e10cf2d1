/**
 * The rounds of an MRTR call (MCP 2026-07-28) as CallRecord.rounds holds them: opened when an
 * attempt is answered with input_required, completed when the retry goes. The bridge drives
 * them live; a recorded session rebuilds them from the wire.
 */
import type { CallRecord, CallRound } from './bridge-api/calls';
import type { RequestId } from './jsonrpc';
import type { InputRequired } from './mrtr';

/** Appends the next round to `call` (replacing its `rounds`, never editing it) and returns it. */
export function openRound(call: CallRecord, asked: InputRequired, requestId: RequestId, sentAt: number, askedAt = Date.now()): CallRound {
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
export function replaceRound(call: CallRecord, round: CallRound): void {
  call.rounds = (call.rounds ?? []).map((existing) => (existing.round === round.round ? round : existing));
}

/** The round still waiting for its inputs, if any: the latest, when no retry went and it was not abandoned. */
export function waitingRound(call: CallRecord): CallRound | undefined {
  const last = call.rounds?.at(-1);
  return last && last.retriedAt === undefined && last.abandoned === undefined ? last : undefined;
}
