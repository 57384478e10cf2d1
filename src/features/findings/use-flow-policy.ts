/**
 * The information-flow labels (issue 4): one policy for the whole bridge, read once and replaced
 * whole on every edit or import. The bridge checks it strictly and re-runs the flow analysis.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBridgeClient } from '../../api/BridgeContext';
import { mutationState } from '../../api/mutation-state';
import { queryKeys } from '../../api/query-keys';
import type { FlowPolicy } from '../../core/analysis/flow';

export function useFlowPolicy() {
  const client = useBridgeClient();
  return useQuery({ queryKey: queryKeys.flowPolicy, queryFn: () => client.flowPolicy() });
}

type PolicyToSave = { policy: FlowPolicy; optimistic: true } | { policy: unknown; optimistic: false };

/**
 * Saves a policy. An edit shows at once (the next edit builds on it, not on the last saved copy);
 * if the bridge refuses, the saved policy is fetched again. An imported file is shown only once
 * the bridge has accepted it: until then it is just JSON from disk.
 */
export function useSaveFlowPolicy() {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ policy }: PolicyToSave) => client.setFlowPolicy(policy),
    onMutate: (toSave) => {
      if (toSave.optimistic) queryClient.setQueryData<FlowPolicy>(queryKeys.flowPolicy, toSave.policy);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<FlowPolicy>(queryKeys.flowPolicy, saved);
      // The bridge re-checks the flows and sends the findings itself; an opened trace sends no
      // events, so ask again (against the bridge this is one cheap extra read).
      void queryClient.invalidateQueries({ queryKey: queryKeys.findings });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.flowPolicy }),
  });
  return {
    state: mutationState(mutation),
    save: (policy: FlowPolicy) => mutation.mutate({ policy, optimistic: true }),
    importFile: (json: unknown) => mutation.mutate({ policy: json, optimistic: false }),
  };
}
