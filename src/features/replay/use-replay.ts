/**
 * The replay mutation (POST /api/replay). One request that answers when the replay has ended, so
 * the panel shows it pending meanwhile; the replay's own recorded session then joins the trace
 * library, which is listed again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBridgeClient } from '../../api/BridgeContext';
import { mutationState } from '../../api/mutation-state';
import { queryKeys } from '../../api/query-keys';
import type { ReplayRequest } from '../../core/replay-api';

export function useReplay() {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (request: ReplayRequest) => client.replay(request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.traces }),
  });
  return { state: mutationState(mutation), run: (request: ReplayRequest) => mutation.mutate(request) };
}
