/**
 * The Changes screen's data: the connection's list changes (react-query; the event stream appends
 * new ones), and "Re-list now", which asks the bridge for a fresh listing of every list the server
 * declared. A fresh listing that differs from the one before arrives as a new change.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useBridgeClient } from '../../api/BridgeContext';
import { mutationState } from '../../api/mutation-state';
import { queryKeys } from '../../api/query-keys';
import type { ConnectionSummary, ListKind } from '../../core/bridge-api';
import { declaredListKinds } from '../../core/server-capabilities';

export function useListChanges(connectionId: string) {
  const client = useBridgeClient();
  return useQuery({ queryKey: queryKeys.listChanges(connectionId), queryFn: () => client.listChanges(connectionId) });
}

/** One "Re-list now": when it settled, the kinds it asked for, and one line per listing that failed. */
export interface RelistResult {
  at: number;
  kinds: ListKind[];
  failures: string[];
}

export function useRelist(connection: ConnectionSummary) {
  const client = useBridgeClient();
  const kinds = declaredListKinds(connection.lifecycle.serverCapabilities);
  const mutation = useMutation({
    mutationFn: async (): Promise<RelistResult> => {
      const results = await Promise.allSettled(kinds.map((kind) => client.list(connection.id, kind, true)));
      const failures = results.flatMap((result, index) => (result.status === 'rejected' ? [`${kinds[index]}: ${String(result.reason instanceof Error ? result.reason.message : result.reason)}`] : []));
      return { at: Date.now(), kinds, failures };
    },
  });
  return { state: mutationState(mutation), relist: () => mutation.mutate(), canRelist: connection.state === 'ready' && kinds.length > 0 };
}
