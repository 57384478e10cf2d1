/**
 * One connection's ServerSurface for the analysis engine: its instructions and every listing the
 * server declared, taken from the connection's latest listings (server/connections/list-watcher.ts).
 */
import type { ServerSurface } from '../../src/core/analysis/inputs';
import type { ConnectionSummary, ListKind, Listing } from '../../src/core/bridge-api';
import { ok, type Result } from '../../src/core/result';
import { declaredListKinds } from '../../src/core/server-capabilities';
import { surfaceOf } from '../../src/core/server-surface';

export interface SurfaceSource {
  listAll(id: string, kind: ListKind): Promise<Result<Listing>>;
}

export async function collectSurface(source: SurfaceSource, connection: ConnectionSummary, givenName?: string): Promise<Result<ServerSurface>> {
  const listings: Partial<Record<ListKind, Listing>> = {};
  for (const kind of declaredListKinds(connection.lifecycle.serverCapabilities)) {
    const listing = await source.listAll(connection.id, kind);
    if (!listing.ok) return listing;
    listings[kind] = listing.value;
  }
  return ok(surfaceOf(connection, listings, givenName));
}
