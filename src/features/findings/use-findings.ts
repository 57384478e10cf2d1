/**
 * Live findings (issue 4) from the react-query cache, which `findings` events keep current
 * (src/api/apply-bridge-event.ts), and triage as a mutation whose answer is merged in.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useBridgeClient } from '../../api/BridgeContext';
import { mutationState } from '../../api/mutation-state';
import { queryKeys } from '../../api/query-keys';
import type { RpcOutcome } from '../../core/bridge-api';
import type { LiveFinding, TriageRequest } from '../../core/findings-api';
import { findingsOfAnswer, listedFindings } from '../../core/findings-view';

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

/** Findings in the answer to a resources/read or prompts/get, looked up by its outcome. */
export function useAnswerFindings(connectionId: string): (outcome: RpcOutcome | undefined) => LiveFinding[] {
  const findings = useConnectionFindings(connectionId);
  return useCallback((outcome) => (outcome && outcome.status !== 'failed' ? findingsOfAnswer(findings, outcome.requestId) : NONE), [findings]);
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
