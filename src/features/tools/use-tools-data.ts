/**
 * The tools screen's data: the tool listing, its definitions and the connection's calls come from the react-query
 * cache, which the event stream keeps live (src/api/apply-bridge-event.ts). Starting and
 * cancelling a call are mutations whose answers are merged into the same cache.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useBridgeClient } from '../../api/BridgeContext';
import type { BridgeClient } from '../../api/bridge-client';
import { queryKeys } from '../../api/query-keys';
import type { CallRecord, CallRequest, ConnectionSummary } from '../../core/bridge-api';
import { listingsAvailable } from '../../core/bridge-api';
import { upsertCallRecord } from '../../core/call-records';
import { CallStarter } from './call-starter';

/** The tool list's view of the listing: every tool without its schemas (issue 6, B3). */
export function useToolSummaries(connection: ConnectionSummary) {
  return useQuery(toolSummariesQuery(useBridgeClient(), connection));
}

/** The query of a connection's tool summaries, for views that read several connections' at once. */
export function toolSummariesQuery(client: BridgeClient, connection: ConnectionSummary) {
  return queryOptions({
    queryKey: queryKeys.toolSummaries(connection.id),
    queryFn: () => client.toolSummaries(connection.id),
    // Listing tools needs an initialized session; the event stream invalidates the tools keys
    // when the connection becomes ready, which refetches them.
    enabled: listingsAvailable(connection),
  });
}

/** One tool's whole definition, schemas included, for its form and its result's outputSchema. */
export function useToolDefinition(connection: ConnectionSummary, name: string | undefined) {
  const client = useBridgeClient();
  return useQuery({
    queryKey: queryKeys.tool(connection.id, name ?? ''),
    queryFn: () => client.tool(connection.id, name ?? ''),
    enabled: name !== undefined && listingsAvailable(connection),
  });
}

/** What the listed tool definitions cost a model; the bridge counts them with a real tokenizer. */
export function useToolTokens(connection: ConnectionSummary) {
  const client = useBridgeClient();
  return useQuery({
    queryKey: queryKeys.toolTokens(connection.id),
    queryFn: () => client.toolTokens(connection.id),
    enabled: listingsAvailable(connection),
  });
}

export function useCallRecords(connectionId: string) {
  const client = useBridgeClient();
  return useQuery({ queryKey: queryKeys.calls(connectionId), queryFn: () => client.calls(connectionId) });
}

function mergeCall(queryClient: QueryClient, record: CallRecord) {
  queryClient.setQueryData<CallRecord[]>(queryKeys.calls(record.conn), (old) => upsertCallRecord(old, record));
}

/**
 * Starts a call; the mutation's `data` is the call it started (the bridge's answer, running or
 * already ended). Screens read which call to show from there rather than set state when the answer
 * comes: that state change rendered on its own task, before the call's end could (issue 24, B8),
 * while the mutation's and the cache's news reach React together, once per frame.
 */
export function useStartCall(connectionId: string) {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CallRequest) => client.startCall(connectionId, request),
    onSuccess: (record) => mergeCall(queryClient, record),
  });
}

/**
 * The Tools screen's Run: like useStartCall, but the screen renders when a start is answered,
 * refused or slow, not when it begins (call-starter.ts); it reads the start as it is at render.
 */
export function useCallStarter(connectionId: string): CallStarter {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  const starter = useMemo(
    () => new CallStarter(queryClient, { start: (request) => client.startCall(connectionId, request), onStarted: (record) => mergeCall(queryClient, record) }),
    [client, queryClient, connectionId],
  );
  useEffect(() => () => starter.dispose(), [starter]);
  useSyncExternalStore(starter.subscribe, starter.getVersion);
  return starter;
}

export const CANCEL_REASON = 'Cancelled by user in mcpscope';

export function useCancelCall(connectionId: string) {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (callId: string) => client.cancelCall(connectionId, callId, CANCEL_REASON),
    onSuccess: (record) => mergeCall(queryClient, record),
  });
}
