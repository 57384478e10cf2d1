/**
 * Multi round-trip requests (MCP 2026-07-28, basic/patterns/mrtr): a tools/call answered with
 * `resultType: "input_required"` carries `inputRequests` (elicitation, sampling, roots) and an
 * opaque `requestState`; the client retries the call, on a new JSON-RPC id, with `inputResponses`
 * and the same `requestState`. These readers take both sides off the wire without trusting them.
 */
import { isObject } from './is-object';

/** One embedded request as the server sent it (its key is in the map that holds it). */
export interface InputRequest {
  method: string;
  params: Record<string, unknown>;
}

export interface InputRequired {
  inputRequests: Record<string, InputRequest>;
  requestState?: string;
}

/**
 * The input_required answer in a result, or undefined for any other result. An entry that is not
 * a request object is kept with its method as "(not a request)", so the person still sees the key.
 */
export function readInputRequired(result: unknown): InputRequired | undefined {
  if (!isObject(result) || result.resultType !== 'input_required') return undefined;
  const inputRequests: Record<string, InputRequest> = {};
  if (isObject(result.inputRequests)) {
    for (const [key, request] of Object.entries(result.inputRequests)) {
      const method = isObject(request) && typeof request.method === 'string' ? request.method : '(not a request)';
      inputRequests[key] = { method, params: isObject(request) && isObject(request.params) ? request.params : {} };
    }
  }
  return typeof result.requestState === 'string' ? { inputRequests, requestState: result.requestState } : { inputRequests };
}

/** What a retry carries: the answers by key and the echoed state (either may be absent). */
export interface RetryParams {
  inputResponses?: Record<string, Record<string, unknown>>;
  requestState?: string;
}

/** The retry fields of a request's params, or undefined when it is a first attempt. */
export function readRetryParams(params: unknown): RetryParams | undefined {
  if (!isObject(params) || (!('inputResponses' in params) && !('requestState' in params))) return undefined;
  const responses = isObject(params.inputResponses)
    ? Object.fromEntries(Object.entries(params.inputResponses).flatMap(([key, value]) => (isObject(value) ? [[key, value]] : [])))
    : undefined;
  return {
    ...(responses ? { inputResponses: responses } : {}),
    ...(typeof params.requestState === 'string' ? { requestState: params.requestState } : {}),
  };
}

/** What an input asks in words: an elicitation's message, a sampling request's last text; undefined for roots and the like. */
export function inputQuestion(request: InputRequest): string | undefined {
  const { params } = request;
  if (typeof params.message === 'string') return params.message;
  const messages = Array.isArray(params.messages) ? (params.messages as unknown[]) : [];
  const last = messages.at(-1) as { content?: { type?: unknown; text?: unknown } } | undefined;
  return typeof last?.content?.text === 'string' ? last.content.text : undefined;
}
