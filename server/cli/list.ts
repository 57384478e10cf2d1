/**
 * `mcpscope list tools|prompts|resources|templates` (issue 20): every item of one list, all pages
 * followed, as one JSON array on stdout, each item exactly as the server sent it. Returns the exit
 * code: 0 listed, 1 the server answered the list request with a JSON-RPC error (on stdout as
 * { "error": … }) or with no list, 2 usage error, 3 the server could not be started or reached.
 */
import { LIST_METHODS } from '../../src/core/bridge-api';
import type { JsonRpcErrorObject } from '../../src/core/jsonrpc';
import { whenListsQuiet } from '../connections/quiet-lists';
import { EXIT, withOneServer } from './one-server';
import type { ListOptions } from './parse-list';
import type { CliIo } from './serve';

export async function list(options: ListOptions, io: CliIo): Promise<number> {
  return withOneServer('list', options, io, async (manager, conn) => {
    io.progress(`mcpscope list: ${LIST_METHODS[options.kind]}…`);
    // The bridge lists at connect, and again when the server says a list changed, as servers
    // such as server-everything do right after initializing: the settled listing is the answer.
    await whenListsQuiet((changed) =>
      manager.subscribe((event) => {
        if (event.type === 'list-change' && event.change.conn === conn) changed();
      }),
    );
    const listing = await manager.listAll(conn, options.kind);
    if (listing.ok) {
      io.stdout(JSON.stringify(listing.value.items, null, 2));
      return EXIT.ok;
    }
    const { rpcError } = (listing.error.details ?? {}) as { rpcError?: JsonRpcErrorObject };
    if (rpcError !== undefined) io.stdout(JSON.stringify({ error: rpcError }, null, 2));
    io.stderr(`mcpscope list: ${listing.error.message}`);
    // 'internal': the request could not be sent (listing.ts); otherwise the server did answer.
    return listing.error.code === 'connection_closed' || listing.error.code === 'internal' ? EXIT.connect : EXIT.failed;
  });
}
