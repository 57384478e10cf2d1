/**
 * Cache hints (MCP 2026-07-28, SEP-2549): a result of tools/list, prompts/list, resources/list,
 * resources/templates/list or resources/read may carry `ttlMs` (how long a client may serve it
 * from cache) and `cacheScope` ("public": the same for every caller; "private", the default).
 * mcpscope caches nothing: it shows the hint, and when the answer goes stale.
 */
import { isObject } from './is-object';

export interface CacheHint {
  /** As the server sent it; absent when the result had only a cacheScope, or a ttlMs that is no duration. */
  ttlMs?: number;
  cacheScope?: string;
  /** When the answer arrived (ms since the epoch): the ttl counts from here. */
  receivedAt: number;
  /** What is wrong with the hint as sent: a ttlMs that is not a non-negative number. */
  problem?: string;
}

/** The hint a result carries, or undefined when it carries none (every 2025-era server). */
export function readCacheHint(result: unknown, receivedAt: number): CacheHint | undefined {
  if (!isObject(result) || (result.ttlMs === undefined && result.cacheScope === undefined)) return undefined;
  const { ttlMs, cacheScope } = result;
  const duration = typeof ttlMs === 'number' && Number.isFinite(ttlMs) && ttlMs >= 0;
  return {
    receivedAt,
    ...(duration ? { ttlMs } : {}),
    ...(typeof cacheScope === 'string' ? { cacheScope } : {}),
    ...(ttlMs !== undefined && !duration ? { problem: `ttlMs is ${JSON.stringify(ttlMs)}, not a number of milliseconds` } : {}),
    ...(cacheScope !== undefined && typeof cacheScope !== 'string' ? { problem: `cacheScope is ${JSON.stringify(cacheScope)}, not a string` } : {}),
  };
}

/** When the answer stops being fresh, or undefined when the hint gives no duration. */
export function staleAt(hint: CacheHint): number | undefined {
  return hint.ttlMs === undefined ? undefined : hint.receivedAt + hint.ttlMs;
}

/**
 * A listing of several pages is as fresh as its stalest page: the hint that expires first, so
 * "fresh until" never promises more than every page does.
 */
export function stalestHint(a: CacheHint | undefined, b: CacheHint | undefined): CacheHint | undefined {
  if (!a || !b) return a ?? b;
  const [aAt, bAt] = [staleAt(a), staleAt(b)];
  if (aAt === undefined) return bAt === undefined ? a : b;
  return bAt !== undefined && bAt < aAt ? b : a;
}
