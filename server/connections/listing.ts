/**
 * The paginated list methods, every page (spec: Pagination). The SDK's listTools, listPrompts,
 * ... validate each item against its schema (and cache tool output validators); a debugger must
 * show malformed items too, so this asks with a permissive schema and returns the items exactly
 * as the server sent them.
 */
import { ProtocolError, SdkError, SdkErrorCode, type Client } from '@modelcontextprotocol/client';
import { z } from 'zod';
import { LIST_METHODS, type ListKind, type Listing } from '../../src/core/bridge-api';
import { readCacheHint, stalestHint, type CacheHint } from '../../src/core/cache-hints';
import { err, ok, type Result } from '../../src/core/result';
import { describeError } from './connect-errors';

const Items = z.array(z.looseObject({}));
// Some servers send null for "no more pages"; treat it like absence.
const NextCursor = z.string().nullish();

interface Page {
  items: z.infer<typeof Items>;
  nextCursor: z.infer<typeof NextCursor>;
  /** The page as sent, for its cache hint (ttlMs, cacheScope; 2026-07-28). */
  result: Record<string, unknown>;
}

/** Each list result carries its items under the kind's own name (tools, resourceTemplates, ...). */
function pageSchema(kind: ListKind): z.ZodType<Page> {
  return z.looseObject({ [kind]: Items, nextCursor: NextCursor }).transform((page) => ({ items: page[kind] as Page['items'], nextCursor: page.nextCursor as Page['nextCursor'], result: page }));
}

/** A server that keeps answering with new cursors must not keep us here forever. */
const MAX_PAGES = 1_000;

export async function listAll(client: Client, kind: ListKind, timeoutMs: number): Promise<Result<Listing>> {
  const method = LIST_METHODS[kind];
  const schema = pageSchema(kind);
  const items: Record<string, unknown>[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  let cache: CacheHint | undefined;
  for (let pages = 1; pages <= MAX_PAGES; pages++) {
    let page: Page;
    try {
      page = await client.request({ method, params: cursor === undefined ? {} : { cursor } }, schema, { timeout: timeoutMs });
    } catch (error) {
      return listFailure(method, error, pages);
    }
    items.push(...page.items);
    cache = stalestHint(cache, readCacheHint(page.result, Date.now()));
    if (page.nextCursor === undefined || page.nextCursor === null) return ok({ kind, items, pages, fetchedAt: Date.now(), ...(cache ? { cache } : {}) });
    if (seen.has(page.nextCursor)) return err('invalid_response', `${method} repeated the cursor ${JSON.stringify(page.nextCursor)}`, { page: pages, items });
    seen.add(page.nextCursor);
    cursor = page.nextCursor;
  }
  return err('invalid_response', `${method} gave more than ${MAX_PAGES} pages`);
}

function listFailure(method: string, error: unknown, page: number): Result<never> {
  if (error instanceof ProtocolError) return err('invalid_response', `${method} failed: ${error.message}`, { page, rpcError: { code: error.code, message: error.message, data: error.data } });
  if (error instanceof SdkError) {
    // The permissive schema failing: the page was not even a list of objects.
    if (error.code === SdkErrorCode.InvalidResult) return err('invalid_response', `${method} answered with something that is not a list: ${error.message}`, { page });
    if (error.code === SdkErrorCode.ConnectionClosed) return err('connection_closed', `${method} failed: ${error.message}`, { page });
    if (error.code === SdkErrorCode.RequestTimeout) return err('invalid_response', `${method} failed: ${error.message}`, { page });
  }
  // Anything else never reached an answer: the transport could not send the request (an HTTP 401
  // or 403 from a server that wants OAuth, issue 7), and says why. Calls report it the same way.
  return err('internal', `${method} could not be sent: ${describeError(error)}`, { page });
}
