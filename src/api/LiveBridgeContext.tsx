/**
 * The bridge itself, also while the page shows a recorded trace (whose screens get a trace client
 * through BridgeContext). Features that act on the trace through the bridge, such as the export
 * (issue 5, "Share"), ask here; it is null in the offline viewer, which has no bridge.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { BridgeClient } from './bridge-client';

const LiveBridgeContext = createContext<BridgeClient | null>(null);

export function LiveBridgeProvider({ client, children }: { client: BridgeClient | null; children: ReactNode }) {
  return <LiveBridgeContext.Provider value={client}>{children}</LiveBridgeContext.Provider>;
}

/** Only hooks call it; null when the page has no bridge. */
export function useLiveBridgeClient(): BridgeClient | null {
  return useContext(LiveBridgeContext);
}
