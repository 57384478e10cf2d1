/**
 * react-query hooks over the saved-connection routes. Every change answers with the whole saved
 * list, which replaces the cache; connecting adds the new connection like useConnect does.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveConnectionRequest, SavedConnections } from '../core/bridge-api';
import { upsertConnection } from './apply-bridge-event';
import { useBridgeClient } from './BridgeContext';
import { queryKeys } from './query-keys';

export function useSavedConnections() {
  const client = useBridgeClient();
  return useQuery({ queryKey: queryKeys.savedConnections, queryFn: () => client.savedConnections() });
}

/** One action on a saved connection; `variables` says which one is pending. */
export type SavedAction =
  | { kind: 'rename'; name: string; newName: string }
  | { kind: 'delete'; name: string }
  | { kind: 'save'; request: SaveConnectionRequest };

export function useSavedConnectionEdit() {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SavedAction): Promise<SavedConnections> => {
      if (action.kind === 'rename') return client.renameSaved(action.name, action.newName);
      if (action.kind === 'delete') return client.deleteSaved(action.name);
      return client.saveFromConnection(action.request);
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.savedConnections, saved),
  });
}

export function useConnectSaved() {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => client.connectSaved(name),
    onSuccess: (connection) => upsertConnection(queryClient, connection),
  });
}
