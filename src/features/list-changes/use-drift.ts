/**
 * Drift from the pinned definitions (issue 4): the bridge compares each connect and each re-list
 * with the definitions pinned the first time it saw the server. Accepting pins the current ones.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBridgeClient } from '../../api/BridgeContext';
import { mutationState } from '../../api/mutation-state';
import { queryKeys } from '../../api/query-keys';

export function useDrift(connectionId: string) {
  const client = useBridgeClient();
  return useQuery({ queryKey: queryKeys.drift(connectionId), queryFn: () => client.drift(connectionId) });
}

export function useAcceptDrift(connectionId: string) {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => client.acceptDrift(connectionId),
    onSuccess: (changes) => queryClient.setQueryData(queryKeys.drift(connectionId), changes),
  });
  return { state: mutationState(mutation), accept: () => mutation.mutate() };
}
