/**
 * Live findings (issue 4) from the react-query cache, which `findings` events keep current
 * (src/api/apply-bridge-event.ts), and triage as a mutation whose answer is merged in.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useBridgeClient } from '../../api/BridgeContext';
import { mutationState } from '../../api/mutation-state';
import { queryKeys } from '../../api/query-keys';
import type { LiveFinding, TriageRequest } from '../../core/findings-api';
import { listedFindings } from '../../core/findings-view';

export function useFindings() {
  const client = useBridgeClient();
  return useQuery({ queryKey: queryKeys.findings, queryFn: () => client.findings() });
}

const NONE: LiveFinding[] = [];

export function useConnectionFindings(connectionId: string): LiveFinding[] {
  const all = useFindings().data ?? NONE;
  return useMemo(() => all.filter((finding) => finding.conn === connectionId), [all, connectionId]);
}

/** The connection's unsuppressed findings about its listed definitions, for row badges and details. */
export function useListedFindings(connectionId: string): LiveFinding[] {
  const findings = useConnectionFindings(connectionId);
  return useMemo(() => listedFindings(findings), [findings]);
}

export function useTriage() {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (request: TriageRequest) => client.triageFinding(request),
    // Triage belongs to the key, on every connection: give each cached copy the new state.
    onSuccess: (updated, request) => {
      const triage = updated[0]?.triage;
      if (!triage) return;
      queryClient.setQueryData<LiveFinding[]>(queryKeys.findings, (old) => old?.map((finding) => (finding.key === request.key ? { ...finding, triage } : finding)));
    },
  });
  return { state: mutationState(mutation), triage: mutation.mutate };
}
