/**
 * The Check tab's run (issue 18, item 7). A mutation, never a query: a run starts the person's
 * server again (stdio) and sends it careless requests, so it happens only on a click.
 */
import { useMutation } from '@tanstack/react-query';
import { useBridgeClient } from '../../api/BridgeContext';
import { mutationState } from '../../api/mutation-state';
import type { CheckRunRequest } from '../../core/check/api';

export function useCheck(connectionId: string) {
  const client = useBridgeClient();
  const mutation = useMutation({ mutationFn: (request: CheckRunRequest) => client.runCheck(connectionId, request) });
  return { state: mutationState(mutation), run: (request: CheckRunRequest) => mutation.mutate(request) };
}
