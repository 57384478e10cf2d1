/**
 * One connection's ServerSurface for the analysis engine: its instructions and every listing the
 * server declared, taken from the connection's latest listings (server/connections/list-watcher.ts).
 */
import type { ServerSurface } from '../../src/core/analysis/inputs';
import type { ConnectionSummary, ListKind, Listing } from '../../src/core/bridge-api';
import { ok, type Result } from '../../src/core/result';
import { declaredListKinds } from '../../src/core/server-capabilities';

export interface SurfaceSource {
  listAll(id: string, kind: ListKind): Promise<Result<Listing>>;
}

/**
 * The name findings carry: the name the user gave the connection (an mcp.json key), else the
 * server's own serverInfo.name, else the connection's generated name.
 */
export function surfaceName(connection: ConnectionSummary, givenName?: string): string {
  return givenName ?? connection.lifecycle.serverInfo?.name ?? connection.name;
}

export async function collectSurface(source: SurfaceSource, connection: ConnectionSummary, givenName?: string): Promise<Result<ServerSurface>> {
  const { serverInfo, instructions, serverCapabilities } = connection.lifecycle;
  const server = surfaceName(connection, givenName);
  const aliases = [...new Set([connection.name, serverInfo?.name, serverInfo?.title].filter((name): name is string => typeof name === 'string' && name !== server))];
  const surface: ServerSurface = { server, aliases, tools: [], ...(instructions ? { instructions } : {}) };
  for (const kind of declaredListKinds(serverCapabilities)) {
    const listing = await source.listAll(connection.id, kind);
    if (!listing.ok) return listing;
    Object.assign(surface, { [kind]: listing.value.items });
  }
  return ok(surface);
}
