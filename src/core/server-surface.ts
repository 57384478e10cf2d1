/**
 * A connection's server as the analysis engine sees it: the name findings carry, and its
 * ServerSurface (instructions and listings). The bridge analyses live listings and the SPA
 * analyses a trace's, and the SPA writes flow labels under the same name, so all of them must
 * compute both the same way.
 */
import type { ServerSurface } from './analysis/inputs';
import type { ConnectionSummary } from './bridge-api/connections';
import type { ListKind, Listing } from './bridge-api/lists';

/**
 * The name the user gave the connection (an mcp.json key), else the server's own
 * serverInfo.name, else the connection's generated name.
 */
export function surfaceName(connection: Pick<ConnectionSummary, 'name' | 'lifecycle'>, givenName?: string): string {
  return givenName ?? connection.lifecycle.serverInfo?.name ?? connection.name;
}

/** The surface from the listings at hand; a kind not listed is left out (the engine treats it as none). */
export function surfaceOf(connection: Pick<ConnectionSummary, 'name' | 'lifecycle'>, listings: Partial<Record<ListKind, Listing>>, givenName?: string): ServerSurface {
  const { serverInfo, instructions } = connection.lifecycle;
  const server = surfaceName(connection, givenName);
  const aliases = [...new Set([connection.name, serverInfo?.name, serverInfo?.title].filter((name): name is string => typeof name === 'string' && name !== server))];
  const surface: ServerSurface = { server, aliases, tools: listings.tools?.items ?? [], ...(instructions ? { instructions } : {}) };
  for (const kind of ['prompts', 'resources', 'resourceTemplates'] as const) {
    const listing = listings[kind];
    if (listing) surface[kind] = listing.items;
  }
  return surface;
}
