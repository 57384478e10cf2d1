/**
 * Saving a connection's settings: PUT settings answers with the connection summary, which goes
 * straight into the connections cache (the event stream would bring it too, a moment later).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upsertConnection } from '../../api/apply-bridge-event';
import { useBridgeClient } from '../../api/BridgeContext';
import { mutationState } from '../../api/mutation-state';
import type { ConnectionSettings } from '../../core/bridge-api';

export function useSaveSettings(connectionId: string) {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (settings: ConnectionSettings) => client.setSettings(connectionId, settings),
    onSuccess: (connection) => upsertConnection(queryClient, connection),
  });
  return { state: mutationState(mutation), save: mutation.mutate };
}
