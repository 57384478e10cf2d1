/**
 * The inputs of one MRTR round (MCP 2026-07-28, basic/patterns/mrtr), gathered the way their
 * 2025 counterparts are answered: sampling and elicitation wait for the person in the
 * client-requests panel (with its forms, checks and auto-reply rules), roots/list is answered
 * from the connection's roots. What comes back is the retry's inputResponses, by the server's key.
 */
import type { CallRecord, CallRound, RootsState } from '../../src/core/bridge-api';
import type { RoundInputs } from './calls';
import type { ClientRequestTracker } from './client-requests';

export interface RoundInputSources {
  requests: ClientRequestTracker;
  /** The roots to answer roots/list with, or undefined when we did not declare roots. */
  roots(): RootsState | undefined;
}

export function gatherRoundInputs(sources: RoundInputSources, call: CallRecord, round: CallRound, signal: AbortSignal): RoundInputs {
  const clientRequests: Record<string, string> = {};
  const pending = Object.entries(round.inputRequests).map(async ([key, request]): Promise<[string, Record<string, unknown> | undefined]> => {
    if (request.method === 'sampling/createMessage' || request.method === 'elicitation/create') {
      const origin = { round: { callId: call.id, tool: call.tool, round: round.round, key }, requestId: round.requestId, signal };
      const asked = sources.requests.ask(request.method, request.params, origin);
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
