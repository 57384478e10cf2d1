/**
 * react-query hooks over the connection routes. Mutations write the returned summary straight
 * into the cache; the event stream keeps it current afterwards (apply-bridge-event.ts).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectRequest, ConnectionSummary } from '../core/bridge-api';
import { upsertConnection } from './apply-bridge-event';
import { useBridgeClient } from './BridgeContext';
import { queryKeys } from './query-keys';

export function useConnections() {
  const client = useBridgeClient();
  return useQuery({ queryKey: queryKeys.connections, queryFn: () => client.connections() });
}

export function useConnect() {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConnectRequest) => client.connect(request),
    onSuccess: (connection) => upsertConnection(queryClient, connection),
  });
}

export type ConnectionCommand = 'reconnect' | 'disconnect' | 'remove';

/** Reconnect, disconnect or remove one connection; `variables` says which command is pending. */
export function useConnectionCommand(connectionId: string) {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (command: ConnectionCommand): Promise<ConnectionSummary | null> => {
      if (command === 'remove') {
        await client.remove(connectionId);
        return null;
      }
      return command === 'reconnect' ? client.reconnect(connectionId) : client.disconnect(connectionId);
    },
    onSuccess: (connection) => {
      if (connection) upsertConnection(queryClient, connection);
      else
        queryClient.setQueryData<ConnectionSummary[]>(queryKeys.connections, (old) =>
          old?.filter((c) => c.id !== connectionId),
        );
    },
  });
}
