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
