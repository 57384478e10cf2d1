/** Reading JSON-RPC messages out of check evidence, without trusting their shape. */
import { isObject } from '../is-object';
import type { Evidence } from './types';

export type Json = Record<string, unknown>;

/** The response to the request sent in `evidence` (matched by id), if one came. */
export function answerOf(evidence: Evidence): { result: Json } | { error: Json } | undefined {
  const sent = evidence.request.body;
  const id = isObject(sent) ? sent.id : undefined;
  for (const message of evidence.response.messages) {
    if (!isObject(message) || 'method' in message || message.id !== id) continue;
    if (isObject(message.result)) return { result: message.result };
    if (isObject(message.error)) return { error: message.error };
  }
  return undefined;
}

export function resultOf(evidence: Evidence): Json | undefined {
  const answer = answerOf(evidence);
  return answer && 'result' in answer ? answer.result : undefined;
}

/** The method of the request sent in `evidence`. */
export function methodOf(evidence: Evidence): string | undefined {
  const sent = evidence.request.body;
  return isObject(sent) && typeof sent.method === 'string' ? sent.method : undefined;
}

/** Requests the server sent (method and id), as opposed to its notifications and answers. */
export function serverRequestsIn(evidence: Evidence): Json[] {
  return evidence.response.messages.filter((message): message is Json => isObject(message) && typeof message.method === 'string' && 'id' in message);
}

/** "no answer (…)", "error -32602 Invalid params", "HTTP 400": what came back, for a reason line. */
export function describeAnswer(evidence: Evidence): string {
  if (evidence.response.failure !== undefined) return `no answer (${evidence.response.failure})`;
  const answer = answerOf(evidence);
  const status = evidence.response.status === undefined ? '' : `HTTP ${evidence.response.status}, `;
  if (answer === undefined) return `${status}no JSON-RPC answer`;
  if ('error' in answer) return `${status}error ${String(answer.error.code)} ${typeof answer.error.message === 'string' ? answer.error.message : ''}`.trim();
  return `${status}a result${typeof answer.result.resultType === 'string' ? ` (resultType ${answer.result.resultType})` : ''}`;
}
