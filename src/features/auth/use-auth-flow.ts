/**
 * The connection's OAuth flow (issue 7): read once, then kept current by the bridge's 'auth' events
 * (apply-bridge-event.ts); the debugger's buttons are mutations whose answer replaces it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBridgeClient } from '../../api/BridgeContext';
import type { AuthAction } from '../../api/bridge-client';
import { mutationState, type MutationState } from '../../api/mutation-state';
import { queryKeys } from '../../api/query-keys';
import type { AuthFlowState } from '../../core/auth/types';

export type AuthCommand = AuthAction | 'clear';

export type AuthFlowView =
  | { status: 'pending' }
  | { status: 'error'; message: string }
  | { status: 'ok'; flow: AuthFlowState };

export function useAuthFlow(connectionId: string, enabled: boolean): {
  view: AuthFlowView;
  command: MutationState<AuthFlowState, AuthCommand>;
  run: (command: AuthCommand) => Promise<AuthFlowState | undefined>;
} {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  const key = queryKeys.auth(connectionId);
  const query = useQuery({
    queryKey: key,
    queryFn: async () => {
      const before = queryClient.getQueryState(key)?.dataUpdatedAt;
      const read = await client.authFlow(connectionId);
      // An 'auth' event that arrived while this read was on its way is newer than the read: keep it.
      const during = queryClient.getQueryState<AuthFlowState>(key);
      return during?.data !== undefined && during.dataUpdatedAt !== before ? during.data : read;
    },
    enabled,
  });
  const mutation = useMutation({
    mutationFn: (command: AuthCommand) => (command === 'clear' ? client.clearAuth(connectionId) : client.authAction(connectionId, command)),
    onSuccess: (flow) => queryClient.setQueryData(key, flow),
  });
  const view: AuthFlowView = query.data
    ? { status: 'ok', flow: query.data }
    : query.error
      ? { status: 'error', message: query.error.message }
      : { status: 'pending' };
  return {
    view,
    command: mutationState(mutation),
    // The failure is shown from `command`; the caller only needs the new flow when there is one.
    run: (command) => mutation.mutateAsync(command).catch(() => undefined),
  };
}

/**
 * Opens the authorization page in a new tab. The SPA opens it, never the bridge (no URL may start a
 * process), and without an opener: the authorization server's page gets no handle on mcpscope.
 */
export function openSignInPage(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}
