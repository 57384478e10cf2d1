/**
 * What identifies a client request for the mock (issue 5, item 6): its method and its params
 * without `_meta`. `_meta` carries per-call values (the progress token, trace ids) that a new
 * client picks afresh, and ids live outside params, so neither may decide which recorded answer a
 * request gets. Only the top-level `_meta` is dropped: a `_meta` key inside a tool's arguments is
 * the tool's business.
 */
import { canonicalJson } from '../list-diff';
import { isObject } from '../is-object';

/** Params as compared; `{}` and absent params are the same request (clients differ on which they send). */
export function matchableParams(params: unknown): unknown {
  if (!isObject(params)) return params ?? undefined;
  const { _meta: _ignored, ...rest } = params;
  return Object.keys(rest).length === 0 ? undefined : rest;
}

export function matchKey(method: string, params: unknown): string {
  return `${method} ${canonicalJson(matchableParams(params))}`;
}

/** The progress token a request asked for (MCP spec, basic/utilities/progress), if any. */
export function progressTokenOf(params: unknown): string | number | undefined {
  if (!isObject(params) || !isObject(params._meta)) return undefined;
  const token = params._meta.progressToken;
  return typeof token === 'string' || typeof token === 'number' ? token : undefined;
}
