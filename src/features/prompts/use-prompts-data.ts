/**
 * The prompts screen's data: the listing (react-query, refetched when the connection becomes
 * ready), prompts/get as a mutation whose state is turned into one union here, and the
 * debounced completion/complete suggestions for one argument.
 */
import { keepPreviousData, useMutation, useMutationState, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useBridgeClient } from '../../api/BridgeContext';
import { cachedMutationState } from '../../api/mutation-state';
import { queryKeys } from '../../api/query-keys';
import type { MutationState } from '@tanstack/react-query';
import type { ConnectionSummary, RpcOutcome } from '../../core/bridge-api';
import { listingsAvailable } from '../../core/bridge-api';
import { declaresCapability } from '../../core/server-capabilities';
import { completionParams, readCompletion, type CompletionRef, type CompletionValues } from '../../core/completion';
import { readPrompt, type PromptView } from '../../core/prompts';
import { isMethodNotFound, outcomeErrorText } from '../../core/rpc-outcome';
import { useDebouncedValue } from '../messages/useDebouncedValue';

export function usePromptListing(connection: ConnectionSummary) {
  const client = useBridgeClient();
  const query = useQuery({
    queryKey: queryKeys.list(connection.id, 'prompts'),
    queryFn: () => client.list(connection.id, 'prompts'),
    // A server without the prompts capability would only answer -32601.
    enabled: listingsAvailable(connection) && declaresCapability(connection.lifecycle.serverCapabilities, 'prompts') !== false,
  });
  const prompts = useMemo<PromptView[]>(() => query.data?.items.map(readPrompt) ?? [], [query.data]);
  return { query, prompts };
}

/**
 * prompts/get for one prompt. Its state is read from the mutation cache, not the component: while
 * its MRTR rounds wait for the person in the Requests tab this screen is unmounted, and the answer
 * must be here when they come back (kept 30 minutes after the screen last showed it).
 */
export function useGetPrompt(connectionId: string, name: string) {
  const client = useBridgeClient();
  const mutationKey = useMemo(() => ['prompts/get', connectionId, name], [connectionId, name]);
  const mutation = useMutation({
    mutationKey,
    gcTime: 30 * 60_000,
    // rounds: an input_required answer (MCP 2026-07-28) is driven to the prompt, its rounds shown with it.
    mutationFn: (args: Record<string, string>) => client.rpc(connectionId, { method: 'prompts/get', params: { name, arguments: args }, rounds: true }),
  });
  const latest = useMutationState({ filters: { mutationKey, exact: true }, select: (m) => m.state as MutationState<RpcOutcome, Error, Record<string, string>> }).at(-1);
  return { state: cachedMutationState(latest), get: mutation.mutate };
}

export type CompletionState =
  | { status: 'off' }
  | { status: 'pending' }
  /** `stale`: the values answer an earlier value; fresh ones are on their way. */
  | { status: 'ok'; completion: CompletionValues; stale: boolean }
  | { status: 'error'; message: string };

/** How long typing must pause before a completion request goes out. */
export const COMPLETION_DEBOUNCE_MS = 200;

/**
 * Suggestions for one argument while the user types. `enabled` is false when the server did not
 * declare `completions` or answered -32601 before; `onUnsupported` reports a -32601 so the
 * caller stops asking for every argument.
 */
export function useCompletion({
  connectionId,
  reference,
  argument,
  value,
  values,
  enabled,
  onUnsupported,
}: {
  connectionId: string;
  reference: CompletionRef;
  argument: string;
  value: string;
  values: Readonly<Record<string, string>>;
  enabled: boolean;
  onUnsupported: () => void;
}): CompletionState {
  const client = useBridgeClient();
  const params = useMemo(() => completionParams(reference, argument, value, values), [reference, argument, value, values]);
  const settled = useDebouncedValue(params, COMPLETION_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['completion', connectionId, settled],
    // The previous suggestions stay up (marked stale) while typing, instead of flickering away.
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const outcome = await client.rpc(connectionId, { method: 'completion/complete', params: settled });
      if (isMethodNotFound(outcome)) onUnsupported();
      return outcome;
    },
    enabled,
    staleTime: 10_000,
    retry: false,
  });
  if (!enabled) return { status: 'off' };
  if (query.isError) return { status: 'error', message: query.error.message };
  if (!query.data) return { status: 'pending' };
  const outcome = query.data;
  if (outcome.status !== 'ok') return { status: 'error', message: outcomeErrorText(outcome) ?? 'failed' };
  const stale = settled !== params || query.isPlaceholderData;
  return { status: 'ok', completion: readCompletion(outcome.result), stale };
}
