/**
 * The bridge's app sandbox origin (SessionInfo.appSandbox), asked of the bridge itself: on a trace
 * the page's client answers from the recording, which has none.
 */
import { useQuery } from '@tanstack/react-query';
import { useLiveBridgeClient } from '../../../api/LiveBridgeContext';
import { queryKeys } from '../../../api/query-keys';

export type SandboxOrigin = { status: 'pending' } | { status: 'known'; origin: string | undefined };

export function useSandboxOrigin(): SandboxOrigin {
  const live = useLiveBridgeClient();
  const session = useQuery({ queryKey: queryKeys.liveSession, queryFn: () => live!.session(), enabled: live !== null, staleTime: Infinity });
  if (live === null || session.isError) return { status: 'known', origin: undefined };
  return session.data ? { status: 'known', origin: session.data.appSandbox } : { status: 'pending' };
}
