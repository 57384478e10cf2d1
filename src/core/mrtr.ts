/**
 * Multi round-trip requests (MCP 2026-07-28, basic/patterns/mrtr): a tools/call answered with
 * `resultType: "input_required"` carries `inputRequests` (elicitation, sampling, roots) and an
 * opaque `requestState`; the client retries the call, on a new JSON-RPC id, with `inputResponses`
 * and the same `requestState`. These readers take both sides off the wire without trusting them.
 */
import { isObject } from './is-object';
import { canonicalJson } from './list-diff';

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

/** The requests an MRTR answer may come back to (2026-07-28: tools/call, prompts/get, resources/read). */
export type RoundedMethod = 'tools/call' | 'prompts/get' | 'resources/read';
export const ROUNDED_METHODS: ReadonlySet<string> = new Set<RoundedMethod>(['tools/call', 'prompts/get', 'resources/read']);

/** What a request of `method` names: the tool or prompt, or the resource's URI. */
export function roundedTarget(method: RoundedMethod, params: Record<string, unknown>): string {
  const target = method === 'resources/read' ? params.uri : params.name;
  return typeof target === 'string' ? target : method === 'resources/read' ? '(no uri)' : '(no name)';
}

/** A request waiting for its retry, as a retry is matched against it. */
export interface WaitingRequest {
  method: RoundedMethod;
  target: string;
  arguments: Record<string, unknown>;
  /** What its last input_required answer handed out. */
  requestState?: string;
}

/**
 * Which waiting request a retry of `method` with `params` continues, as an index in `waiting` (-1
 * for none): the one whose last answer handed out the requestState it echoes (only that request's
 * round handed it out); without one (a first round may hand out none), the latest of that
 * target with the same arguments, and failing that, of that target, since two calls of one tool
 * may overlap (issue 18). `describe` answers undefined for an entry that is not waiting.
 */
export function continuedRequest<T>(waiting: readonly T[], describe: (entry: T) => WaitingRequest | undefined, method: RoundedMethod, params: Record<string, unknown>): number {
  const retry = readRetryParams(params);
  if (!retry) return -1;
  const target = roundedTarget(method, params);
  const sameTarget = (entry: T) => {
    const described = describe(entry);
    return described?.method === method && described.target === target ? described : undefined;
  };
  const byState = retry.requestState === undefined ? -1 : waiting.findLastIndex((entry) => sameTarget(entry)?.requestState === retry.requestState);
  if (byState !== -1) return byState;
  const args = canonicalJson(isObject(params.arguments) ? params.arguments : {});
  const byArguments = waiting.findLastIndex((entry) => {
    const described = sameTarget(entry);
    return described !== undefined && canonicalJson(described.arguments) === args;
  });
  return byArguments !== -1 ? byArguments : waiting.findLastIndex((entry) => sameTarget(entry) !== undefined);
}
