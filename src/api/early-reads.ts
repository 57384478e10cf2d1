/**
 * The first screen's reads, started before the app's code has arrived (issue 24, B9 and B3).
 *
 * The page's first screen is the first connection's tool list. Its two reads depend on each other
 * (the connections, then that connection's tools), and the app only made them after its 1 MB
 * chunk had been fetched, compiled and evaluated and React had rendered once: two round trips
 * after all of that. The small entry module starts them instead, while the app's chunk is still
 * on its way; the queries then get these answers when they first ask, once each. Every later
 * read (a resync, a refetch) goes to the bridge as before.
 */
import { listingsAvailable, type ConnectionSummary, type ToolSummaryListing } from '../core/bridge-api';
import type { BridgeClient } from './bridge-client';

interface EarlyTools {
  connectionId: string;
  listing: Promise<ToolSummaryListing>;
}

/**
 * Wraps `client`, starting now the reads the first screen makes: the connections, then the tools
 * of the connection shown first (the first one, as App picks it) when it can list them.
 */
export function withEarlyReads(client: BridgeClient): BridgeClient {
  let connections: Promise<ConnectionSummary[]> | null = client.connections();
  let tools: Promise<EarlyTools | null> | null = connections.then(
    (listed) => {
      const first = listed[0];
      if (!first || !listingsAvailable(first)) return null;
      const listing = client.toolSummaries(first.id);
      // A rejection is the tools query's to report once it takes the read; until then it is not unhandled.
      listing.catch(() => undefined);
      return { connectionId: first.id, listing };
    },
    // The connections query reports that failure; the tools are then read when asked.
    () => null,
  );
  // Its failure is the connections query's to report once it takes the read.
  connections.catch(() => undefined);

  return {
    ...client,
    connections: () => {
      const early = connections;
      connections = null;
      return early ?? client.connections();
    },
    toolSummaries: async (id) => {
      const early = tools;
      tools = null;
      const read = early === null ? null : await early;
      return read !== null && read.connectionId === id ? read.listing : client.toolSummaries(id);
    },
  };
}
