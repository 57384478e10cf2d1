/**
 * The resources screen's data: the two listings (react-query, invalidated by the bridge's
 * list-change events), and plain requests (read, subscribe, completion) over the bridge's rpc
 * route, each exposed as a discriminated union (STYLE.md 4).
 */
import { useCallback, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBridgeClient } from '../../api/BridgeContext';
import { queryKeys } from '../../api/query-keys';
import type { ConnectionSummary, ListKind, RpcOutcome, RpcRequest } from '../../core/bridge-api';
import { listingsAvailable } from '../../core/bridge-api';

/** Whether the server declared the resources capability; undefined before the handshake answered. */
export function resourcesDeclared(connection: ConnectionSummary): boolean | undefined {
  const capabilities = connection.lifecycle.serverCapabilities;
  return capabilities === undefined ? undefined : capabilities.resources !== undefined;
}

export function useResourceListing(connection: ConnectionSummary, kind: Extract<ListKind, 'resources' | 'resourceTemplates'>) {
  const client = useBridgeClient();
  return useQuery({
    queryKey: queryKeys.list(connection.id, kind),
    queryFn: () => client.list(connection.id, kind),
    // Listing needs an initialized session, and a server without the capability has nothing to list.
    enabled: listingsAvailable(connection) && resourcesDeclared(connection) === true,
    retry: false,
  });
}

export type RpcState =
  | { status: 'idle' }
  | { status: 'pending'; startedAt: number }
  | { status: 'done'; outcome: RpcOutcome; at: number }
  /** The bridge itself refused or could not be reached (HTTP-level failure). */
  | { status: 'error'; message: string; at: number };

const IDLE: RpcState = { status: 'idle' };
const NONE: ReadonlyMap<string, RpcState> = new Map();

/**
 * Plain requests whose latest state is kept per key (a URI), so switching between resources keeps
 * each one's last read. A newer request for a key wins over an older one still in flight. The
 * states live in the query cache under (connection, scope), not in the component: a read whose
 * MRTR rounds wait for the person in the Requests tab outlives this screen, and its answer is
 * here when they come back.
 */
export function useKeyedRpc(connectionId: string, scope: 'read' | 'subscription') {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  const queryKey = useMemo(() => ['keyed-rpc', connectionId, scope], [connectionId, scope]);
  // Never fetched: only written by run(); one small map per connection and scope, kept.
  const { data: states = NONE } = useQuery({ queryKey, queryFn: () => NONE, enabled: false, staleTime: Infinity, gcTime: Infinity });

  const run = useCallback(
    (key: string, request: RpcRequest) => {
      // The pending state's identity is the ticket: only the latest request for a key settles it.
      const pending: RpcState = { status: 'pending', startedAt: Date.now() };
      queryClient.setQueryData<ReadonlyMap<string, RpcState>>(queryKey, (old = NONE) => new Map(old).set(key, pending));
      const settle = (state: RpcState) =>
        queryClient.setQueryData<ReadonlyMap<string, RpcState>>(queryKey, (old = NONE) => (old.get(key) === pending ? new Map(old).set(key, state) : old));
      client.rpc(connectionId, request).then(
        (outcome) => settle({ status: 'done', outcome, at: Date.now() }),
        (error: unknown) => settle({ status: 'error', message: error instanceof Error ? error.message : String(error), at: Date.now() }),
      );
    },
    [client, connectionId, queryClient, queryKey],
  );

  const get = useCallback((key: string): RpcState => states.get(key) ?? IDLE, [states]);
  return { get, run };
}

/** A short sentence for an outcome that is not `ok`, for error banners. */
/** The server's answer, once there is one. */
export function readOutcome(state: RpcState): RpcOutcome | undefined {
  return state.status === 'done' ? state.outcome : undefined;
}

export function outcomeProblem(state: RpcState): string | undefined {
  if (state.status === 'error') return state.message;
  if (state.status !== 'done') return undefined;
  const { outcome } = state;
  if (outcome.status === 'rpc-error') return `JSON-RPC error ${outcome.error.code}: ${outcome.error.message}`;
  if (outcome.status === 'failed') return `${outcome.failure.code}: ${outcome.failure.message}`;
  return undefined;
}
