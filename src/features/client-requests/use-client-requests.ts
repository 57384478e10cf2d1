/**
 * The Requests tab's data: each connection's server-to-client requests and roots come from the
 * react-query cache, which the event stream keeps live (`client-request` events,
 * src/api/apply-bridge-event.ts). Answering and saving roots are mutations whose answers are
 * merged into the same cache; their state is turned into one union here.
 */
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBridgeClient } from '../../api/BridgeContext';
import { mutationState } from '../../api/mutation-state';
import { queryKeys } from '../../api/query-keys';
import type { ClientRequestAnswer, ClientRequestRecord, ConnectionSummary, RootsState } from '../../core/bridge-api';
import { countPending, upsertClientRequest } from '../../core/client-requests';

export function useClientRequests(connectionId: string) {
  const client = useBridgeClient();
  return useQuery({ queryKey: queryKeys.clientRequests(connectionId), queryFn: () => client.clientRequests(connectionId) });
}

export interface PendingByConnection {
  connection: ConnectionSummary;
  count: number;
}

/** Pending requests of every connection, for the app-wide banner. Fetching each list also lets live events land in it. */
export function usePendingAcrossConnections(connections: readonly ConnectionSummary[]): PendingByConnection[] {
  const client = useBridgeClient();
  return useQueries({
    queries: connections.map((connection) => ({
      queryKey: queryKeys.clientRequests(connection.id),
      queryFn: () => client.clientRequests(connection.id),
    })),
    combine: (results) =>
      results
        .map((result, index) => ({ connection: connections[index]!, count: countPending(result.data) }))
        .filter((entry) => entry.count > 0),
  });
}

/** Sends one answer; the settled record replaces the pending one in the cache. */
export function useAnswerClientRequest(record: ClientRequestRecord) {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (answer: ClientRequestAnswer) => client.answerClientRequest(record.conn, record.id, answer),
    onSuccess: (settled) =>
      queryClient.setQueryData<ClientRequestRecord[]>(queryKeys.clientRequests(settled.conn), (old) => upsertClientRequest(old, settled)),
  });
  return { state: mutationState(mutation), send: mutation.mutate };
}

export function useRoots(connectionId: string) {
  const client = useBridgeClient();
  return useQuery({ queryKey: queryKeys.roots(connectionId), queryFn: () => client.roots(connectionId) });
}

/** PUT roots; the bridge sends notifications/roots/list_changed to the server (spec client/roots). */
export function useSaveRoots(connectionId: string) {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (roots: RootsState) => client.setRoots(connectionId, roots),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.roots(connectionId), saved),
  });
  return { state: mutationState(mutation), save: mutation.mutate };
}
