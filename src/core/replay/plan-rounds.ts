/**
 * MRTR calls in a replay plan (MCP 2026-07-28, basic/patterns/mrtr; issue 18, item 8): a
 * tools/call answered with `input_required` and its retries are one step. The first request is
 * re-sent through the connection's call path; each round keeps what the server asked
 * (`inputRequests`) and what the client answered (`inputResponses`), so replay can give the live
 * server the recorded answers and the connection sends the retries itself, with the live
 * `requestState`. The recorded retries are never re-sent on their own.
 */
import { readInputRequired, readRetryParams, type InputRequest } from '../mrtr';
import { isObject } from '../is-object';

/** One input_required answer of a recorded call, and the retry that answered it. */
export interface PlannedRound {
  /** 1 for the first input_required answer. */
  round: number;
  /** The seq of the input_required answer. */
  seq: number;
  inputRequests: Record<string, InputRequest>;
  /** What the retry carried, by key; absent when no retry went (the trace ends mid-call). */
  inputResponses?: Record<string, Record<string, unknown>>;
}

/** What plan-rounds needs of a planned request (plan.ts's PlannedRequest). */
export interface RoundedRequest {
  method: string;
  params?: Record<string, unknown>;
  rounds?: PlannedRound[];
}

/** Opens the next round when `result` is input_required on a tools/call; false for any other answer. */
export function openPlannedRound(request: RoundedRequest, result: unknown, seq: number): boolean {
  const asked = request.method === 'tools/call' ? readInputRequired(result) : undefined;
  if (!asked) return false;
  request.rounds = [...(request.rounds ?? []), { round: (request.rounds?.length ?? 0) + 1, seq, inputRequests: asked.inputRequests }];
  return true;
}

/** The round still waiting for its retry, if any. */
function waitingRound(request: RoundedRequest): PlannedRound | undefined {
  const last = request.rounds?.at(-1);
  return last && last.inputResponses === undefined ? last : undefined;
}

/**
 * The call a recorded tools/call continues: when it carries inputResponses or requestState, the
 * latest call of the same tool whose round waits (as the live bridge and calls-from-wire.ts pair
 * them). Its answers are recorded on that round; undefined when it is a first attempt.
 */
export function continueRound<T extends RoundedRequest>(calls: readonly T[], params: unknown): T | undefined {
  const retry = readRetryParams(params);
  if (!retry || !isObject(params)) return undefined;
  const call = calls.findLast((candidate) => candidate.method === 'tools/call' && candidate.params?.name === params.name && waitingRound(candidate) !== undefined);
  const round = call && waitingRound(call);
  if (round) round.inputResponses = retry.inputResponses ?? {};
  return call;
}

/**
 * The recorded answer for a live round's input: the same key of the same round when it asked the
 * same method, else the n-th recorded answer to that method over the whole call (n counted by
 * the caller over the live inputs of that method). Undefined when the trace has none.
 */
export function recordedInput(rounds: readonly PlannedRound[], live: { round: number; key: string; method: string; nth: number }): Record<string, unknown> | undefined {
  const same = rounds[live.round - 1];
  if (same?.inputRequests[live.key]?.method === live.method && same.inputResponses?.[live.key]) return same.inputResponses[live.key];
  const answers = rounds.flatMap((round) =>
    Object.entries(round.inputRequests).flatMap(([key, request]) => (request.method === live.method && round.inputResponses?.[key] ? [round.inputResponses[key]] : [])),
  );
  return answers[live.nth];
}

/** The rounds as replay compares them: the inputs asked, by round number (requestState is opaque). */
export function comparableRounds(rounds: readonly { round: number; inputRequests: Record<string, InputRequest> }[]): Record<string, { inputRequests: Record<string, InputRequest> }> {
  return Object.fromEntries(rounds.map((round) => [String(round.round), { inputRequests: round.inputRequests }]));
}
