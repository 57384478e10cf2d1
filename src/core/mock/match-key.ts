/**
 * What identifies a client request for the mock (issue 5, item 6): its method and its params
 * without `_meta`. `_meta` carries per-call values (the progress token, trace ids, and in
 * 2026-07-28 the client's protocol version, clientInfo and capabilities) that a new client picks
 * afresh, and ids live outside params, so neither may decide which recorded answer a request gets.
 * Only the top-level `_meta` is dropped: a `_meta` key inside a tool's arguments is the tool's
 * business.
 *
 * An MRTR retry (spec 2026-07-28, basic/patterns/mrtr; issue 18, item 8) is matched without its
 * `inputResponses`: the person may answer differently from the recording and still get the next
 * recorded round. Its echoed `requestState` stays in the key, since that names the round, and a
 * retry never matches a first attempt, even when the first round handed out no state.
 */
import { canonicalJson } from '../list-diff';
import { isObject } from '../is-object';

/** Whether the params are an MRTR retry's: they carry the answers or the echoed state. */
export function isRetry(params: unknown): boolean {
  return isObject(params) && ('inputResponses' in params || 'requestState' in params);
}

/** Params as compared; `{}` and absent params are the same request (clients differ on which they send). */
export function matchableParams(params: unknown): unknown {
  if (!isObject(params)) return params ?? undefined;
  const { _meta: _ignored, inputResponses: _answers, ...rest } = params;
  return Object.keys(rest).length === 0 ? undefined : rest;
}

export function matchKey(method: string, params: unknown): string {
  return `${method}${isRetry(params) ? ' (retry)' : ''} ${canonicalJson(matchableParams(params))}`;
}

/** The progress token a request asked for (MCP spec, basic/utilities/progress), if any. */
export function progressTokenOf(params: unknown): string | number | undefined {
  if (!isObject(params) || !isObject(params._meta)) return undefined;
  const token = params._meta.progressToken;
  return typeof token === 'string' || typeof token === 'number' ? token : undefined;
}
