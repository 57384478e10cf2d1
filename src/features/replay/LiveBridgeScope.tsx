/**
 * The live bridge for a panel shown over an opened trace: the page's own client and cache then
 * answer from the recording, so the Replay panel gets the bridge's client and a cache of its own
 * (saved connections from the bridge never mix with the trace's answers).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { BridgeClient } from '../../api/bridge-client';
import { BridgeProvider } from '../../api/BridgeContext';

export function LiveBridgeScope({ client, children }: { client: BridgeClient; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <BridgeProvider client={client}>{children}</BridgeProvider>
    </QueryClientProvider>
  );
}
