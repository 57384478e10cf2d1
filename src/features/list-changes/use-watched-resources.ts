/**
 * Watching a resource on a 2026-07-28 connection: the bridge re-opens subscriptions/listen with
 * the new resourceSubscriptions and answers with the summary, which goes straight into the
 * connections cache (the event stream brings the acknowledgement a moment later).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upsertConnection } from '../../api/apply-bridge-event';
import { useBridgeClient } from '../../api/BridgeContext';
import { mutationState } from '../../api/mutation-state';

export function useWatchResources(connectionId: string) {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (uris: string[]) => client.watchResources(connectionId, uris),
    onSuccess: (connection) => upsertConnection(queryClient, connection),
  });
  return { state: mutationState(mutation), watch: mutation.mutate };
}
