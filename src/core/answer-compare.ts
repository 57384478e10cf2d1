/**
 * The old and the new answer of a re-sent request (issue 20), as what a JSON-RPC response carries:
 * `{ "result": … }` or `{ "error": … }`. The id differs by design and is left out, so "no
 * differences" means the server answered the same.
 */
import { dequal } from 'dequal';
import type { CallRecord } from './bridge-api/calls';
import type { RpcOutcome } from './bridge-api/rpc';
import { isObject } from './is-object';

/** What came back: an answer to compare, or why there is none (a timeout, a closed connection, …). */
export type Answer = { status: 'answer'; body: Record<string, unknown> } | { status: 'no-answer'; message: string };

/** The answer in a logged response or error message. */
export function answerOfMessage(msg: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return 'error' in msg ? { error: msg.error } : { result: msg.result };
}

/** A call's answer, or undefined while it runs. */
export function answerOfCall(call: CallRecord): Answer | undefined {
  if (call.status === 'running') return undefined;
  if (call.rpcError) return { status: 'answer', body: { error: call.rpcError } };
  if (isObject(call.result)) return { status: 'answer', body: { result: call.result } };
  const why = call.failure?.message ?? call.cancelReason ?? call.timeout?.summary ?? call.status;
  return { status: 'no-answer', message: `No answer (${call.status}): ${why}` };
}

export function answerOfRpc(outcome: RpcOutcome): Answer {
  switch (outcome.status) {
    case 'ok':
      return { status: 'answer', body: { result: outcome.result } };
    case 'rpc-error':
      return { status: 'answer', body: { error: outcome.error } };
    case 'failed':
      return { status: 'no-answer', message: `No answer: ${outcome.failure.code}: ${outcome.failure.message}` };
  }
}

/** Both answers as the texts the diff shows, and whether they are the same JSON. */
export function compareAnswers(before: Record<string, unknown>, after: Record<string, unknown>): { before: string; after: string; same: boolean } {
  return { before: JSON.stringify(before, null, 2), after: JSON.stringify(after, null, 2), same: dequal(before, after) };
}
