/**
 * The client-info probe (issue 4, "a tool list that differs by clientInfo"): the bridge lists the
 * server once more as another client and compares. A mutation, never a query: each run starts the
 * user's server again, so it happens only when the person asks, never on mount or refetch. Its
 * findings reach the Findings tab through the `findings` event like any other.
 */
import { useMutation } from '@tanstack/react-query';
import { useBridgeClient } from '../../api/BridgeContext';
import { mutationState } from '../../api/mutation-state';
import type { ClientInfo } from '../../core/bridge-api';

export function useClientInfoProbe(connectionId: string) {
  const client = useBridgeClient();
  const mutation = useMutation({ mutationFn: (clientInfo: ClientInfo) => client.probeClientInfo(connectionId, clientInfo) });
  return { state: mutationState(mutation), probe: (clientInfo: ClientInfo) => mutation.mutate(clientInfo) };
}
