/**
 * tools/list, every page (spec: Pagination). The SDK's `listTools` validates each tool against
 * its schema and caches output validators; a debugger must show malformed tools too, so this
 * asks with a permissive schema and returns the tools exactly as the server sent them.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { ToolDefinition, ToolListing } from '../../src/core/bridge-api';
import { err, ok, type Result } from '../../src/core/result';

const ToolsPage = z.looseObject({
  tools: z.array(z.looseObject({})),
  // Some servers send null for "no more pages"; treat it like absence.
  nextCursor: z.string().nullish(),
});

/** A server that keeps answering with new cursors must not keep us here forever. */
const MAX_PAGES = 1_000;

export async function listAllTools(client: Client, timeoutMs: number): Promise<Result<ToolListing>> {
  const tools: ToolDefinition[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let pages = 1; pages <= MAX_PAGES; pages++) {
    let page: z.infer<typeof ToolsPage>;
    try {
      page = await client.request({ method: 'tools/list', params: cursor === undefined ? {} : { cursor } }, ToolsPage, { timeout: timeoutMs });
    } catch (error) {
      return listFailure(error, pages);
    }
    tools.push(...(page.tools as ToolDefinition[]));
    if (page.nextCursor === undefined || page.nextCursor === null) return ok({ tools, pages, fetchedAt: Date.now() });
    if (seen.has(page.nextCursor)) return err('invalid_response', `tools/list repeated the cursor ${JSON.stringify(page.nextCursor)}`, { page: pages, tools });
    seen.add(page.nextCursor);
    cursor = page.nextCursor;
  }
  return err('invalid_response', `tools/list gave more than ${MAX_PAGES} pages`);
}

function listFailure(error: unknown, page: number): Result<never> {
  if (error instanceof McpError) {
    const code = error.code === Number(ErrorCode.ConnectionClosed) ? 'connection_closed' : 'invalid_response';
    return err(code, `tools/list failed: ${error.message}`, { page, rpcError: { code: error.code, message: error.message, data: error.data } });
  }
  // Anything else is the permissive schema failing: the page was not even a list of objects.
  return err('invalid_response', `tools/list answered with something that is not a tool list: ${error instanceof Error ? error.message : String(error)}`, { page });
}
