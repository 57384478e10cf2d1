/** The bridge's session info (version, traces directory), read once per page. */
import { useQuery } from '@tanstack/react-query';
import type { CommandLineStyle } from '../core/bridge-api';
import { useBridgeClient } from './BridgeContext';
import { queryKeys } from './query-keys';

export function useSession() {
  const client = useBridgeClient();
  return useQuery({ queryKey: queryKeys.session, queryFn: () => client.session() });
}

/** How the form splits a typed command line: the bridge's OS decides, as it runs the command. */
export function useCommandLineStyle(): CommandLineStyle {
  return useSession().data?.commandLines ?? 'posix';
}
