/**
 * One MRTR round (MCP 2026-07-28, basic/patterns/mrtr), whichever request it belongs to: a
 * tools/call, a prompts/get, a resources/read, or an extension task's input_required status. The
 * inputs are gathered the way their 2025 counterparts are answered: sampling and elicitation wait
 * for the person in the client-requests panel (with its forms, checks and auto-reply rules),
 * roots/list is answered from the connection's roots. What comes back is the retry's
 * inputResponses, by the server's key, and the retry echoes the round's requestState unchanged.
 */
import type { CallRound, InputRound, RootsState } from '../../src/core/bridge-api';
import { openRound, replaceRound, type RoundHolder } from '../../src/core/call-rounds';
import type { RequestId } from '../../src/core/jsonrpc';
import type { InputRequired } from '../../src/core/mrtr';
import type { ClientRequestTracker } from './client-requests';

export interface RoundInputSources {
  requests: ClientRequestTracker;
  /** The roots to answer roots/list with, or undefined when we did not declare roots. */
  roots(): RootsState | undefined;
}

/** Which request a round belongs to, as the panel names it (InputRound without the round and key). */
export type RoundOrigin = Omit<InputRound, 'round' | 'key'>;

/**
 * The inputs of a round: the ClientRequestRecord ids of those that wait for a person, and the
 * answers by key as they go into inputResponses; `signal` aborts when the request is given up.
 */
export interface RoundInputs {
  clientRequests: Record<string, string>;
  answers: Promise<Record<string, Record<string, unknown>>>;
}

export type GatherInputs = (origin: RoundOrigin, round: CallRound, signal: AbortSignal) => RoundInputs;

export function gatherRoundInputs(sources: RoundInputSources, origin: RoundOrigin, round: CallRound, signal: AbortSignal): RoundInputs {
  const clientRequests: Record<string, string> = {};
  const pending = Object.entries(round.inputRequests).map(async ([key, request]): Promise<[string, Record<string, unknown> | undefined]> => {
    if (request.method === 'sampling/createMessage' || request.method === 'elicitation/create') {
      const asked = sources.requests.ask(request.method, request.params, { round: { ...origin, round: round.round, key }, requestId: round.requestId, signal });
      clientRequests[key] = asked.id;
      return [key, await asked.answer];
    }
    const roots = request.method === 'roots/list' ? sources.roots() : undefined;
    // A method we do not serve (or roots we did not declare) has no answer: the key stays out,
    // and the spec has the server ask again or fail (basic/patterns/mrtr, Error Handling).
    return [key, roots && { roots: roots.roots }];
  });
  const answers = Promise.all(pending).then((entries) => Object.fromEntries(entries.filter((entry): entry is [string, Record<string, unknown>] => entry[1] !== undefined)));
  return { clientRequests, answers };
}

/**
 * A server (or a mock replaying one answer) that asks again after every answer would loop for
 * ever when the inputs answer themselves (roots/list): past this many rounds the request stops.
 */
export const MAX_ROUNDS = 32;

/** Where a round is kept and shown, and how its inputs are asked for. */
export interface RoundContext {
  holder: RoundHolder;
  origin: RoundOrigin;
  inputs: GatherInputs;
  /** Aborts when the request is given up: the panel withdraws what still waits. */
  signal: AbortSignal;
  /** The holder changed (a round opened, was answered or abandoned). */
  emit(): void;
  /** Once the inputs are settled: why no answer can go any more (the call ended), or undefined. */
  stopped(): string | undefined;
}

/** A round whose inputs were answered: what to send, and how to note the request that carried it. */
export interface AnsweredRound {
  answers: Record<string, Record<string, unknown>>;
  /** The round's requestState, to echo byte for byte. */
  requestState?: string;
  sent(requestId: RequestId | undefined, at: number): void;
}

/**
 * Opens the round `asked` (the answer to `askedBy`) on the holder, puts its inputs before the
 * person and waits for them. Undefined when the request was given up meanwhile: the round is
 * then marked abandoned with the reason.
 */
export async function askRound(context: RoundContext, asked: InputRequired, askedBy: { id: RequestId; sentAt: number }, askedAt = Date.now()): Promise<AnsweredRound | undefined> {
  const { holder } = context;
  const opened = openRound(holder, asked, askedBy.id, askedBy.sentAt, askedAt);
  const { clientRequests, answers } = context.inputs(context.origin, opened, context.signal);
  let round: CallRound = { ...opened, clientRequests };
  replaceRound(holder, round);
  context.emit();
  const inputResponses = await answers;
  const stopped = context.stopped() ?? (round.round >= MAX_ROUNDS ? `the server asked for input ${round.round} times; mcpscope stops retrying there` : undefined);
  if (stopped !== undefined) {
    replaceRound(holder, { ...round, abandoned: stopped });
    context.emit();
    return undefined;
  }
  return {
    answers: inputResponses,
    ...(round.requestState === undefined ? {} : { requestState: round.requestState }),
    sent: (requestId, at) => {
      round = { ...round, inputResponses, retriedAt: at, ...(requestId === undefined ? {} : { retryRequestId: requestId }) };
      replaceRound(holder, round);
      context.emit();
    },
  };
}

/** The retry's params: the first attempt's, with the answers and the round's state, unchanged. */
export function retryParams(params: Record<string, unknown>, answered: AnsweredRound): Record<string, unknown> {
  return { ...params, inputResponses: answered.answers, ...(answered.requestState === undefined ? {} : { requestState: answered.requestState }) };
}
