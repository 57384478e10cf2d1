/** The bridge's session info (version, traces directory), read once per page. */
import { useQuery } from '@tanstack/react-query';
import { useBridgeClient } from './BridgeContext';
import { queryKeys } from './query-keys';

export function useSession() {
  const client = useBridgeClient();
  return useQuery({ queryKey: queryKeys.session, queryFn: () => client.session() });
}
