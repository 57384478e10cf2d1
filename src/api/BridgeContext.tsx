import { createContext, useContext, type ReactNode } from 'react';
import type { BridgeClient } from './bridge-client';

const BridgeContext = createContext<BridgeClient | null>(null);

export function BridgeProvider({ client, children }: { client: BridgeClient; children: ReactNode }) {
  return <BridgeContext.Provider value={client}>{children}</BridgeContext.Provider>;
}

/** The bridge client for this page. Only hooks call it; components receive data as props. */
export function useBridgeClient(): BridgeClient {
  const client = useContext(BridgeContext);
  if (!client) throw new Error('useBridgeClient must be used inside <BridgeProvider>');
  return client;
}

/**
 * Whether this view shows a recording (an opened trace, `mcpscope open`, an import, the exported
 * viewer): controls that need a live connection (Run, Read, Get, Reconnect…) are left out, since
 * they could only fail (issue 20, item 4). The Replay panel over a trace gets the live bridge
 * (LiveBridgeScope), so its own controls stay.
 */
export function useReadOnlyView(): boolean {
  return useBridgeClient().readOnly === true;
}

/**
 * Its children in a live view; `recorded` (nothing unless given) in a recording. What it leaves out
 * is not even mounted, so a control's hooks never ask a trace for what it would refuse.
 */
export function LiveOnly({ children, recorded = null }: { children: ReactNode; recorded?: ReactNode }) {
  return useReadOnlyView() ? recorded : children;
}
