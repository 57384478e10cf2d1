/**
 * completion/complete suggestions for one template variable (spec 2025-06-18
 * server/utilities/completion), debounced while the user types.
 */
import { useCallback, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useBridgeClient, useReadOnlyView } from '../../api/BridgeContext';
import type { ConnectionSummary } from '../../core/bridge-api';
import { completionValues } from '../../core/uri-template-form';
import { useDebouncedValue } from '../messages/useDebouncedValue';

/** JSON-RPC "Method not found": the server does not do completions. */
const METHOD_NOT_FOUND = -32601;
const DEBOUNCE_MS = 200;

/**
 * `declared`: the server declared the completions capability. `probe`: it did not, so ask once and
 * see. `unsupported`: it answered -32601, so stop asking and hide the suggestions.
 */
export type CompletionSupport = 'declared' | 'probe' | 'unsupported';

export function useCompletionSupport(connection: ConnectionSummary): [CompletionSupport, () => void] {
  const declared = connection.lifecycle.serverCapabilities?.completions !== undefined;
  const [refused, setRefused] = useState(false);
  const support: CompletionSupport = declared ? 'declared' : refused ? 'unsupported' : 'probe';
  const markUnsupported = useCallback(() => setRefused(true), []);
  return [support, markUnsupported];
}

export type CompletionState = { status: 'off' } | { status: 'loading' } | { status: 'ok'; values: string[]; hasMore: boolean };

export function useTemplateCompletion(args: {
  connectionId: string;
  uriTemplate: string;
  name: string;
  value: string;
  context: Record<string, string>;
  /** Only ask while the field is in use. */
  active: boolean;
  support: CompletionSupport;
  onUnsupported: () => void;
}): CompletionState {
  const { connectionId, uriTemplate, name, active, support, onUnsupported } = args;
  const client = useBridgeClient();
  const readOnly = useReadOnlyView();
  const value = useDebouncedValue(args.value, DEBOUNCE_MS);
  const contextText = useDebouncedValue(JSON.stringify(args.context), DEBOUNCE_MS);
  // A recording has no server to ask: its fields only expand the template.
  const enabled = active && support !== 'unsupported' && !readOnly;

  const query = useQuery({
    // Local to this feature: nothing else reads or writes completion results.
    queryKey: ['completion', connectionId, 'ref/resource', uriTemplate, name, value, contextText],
    queryFn: () =>
      client.rpc(connectionId, {
        method: 'completion/complete',
        params: {
          ref: { type: 'ref/resource', uri: uriTemplate },
          argument: { name, value },
          context: { arguments: JSON.parse(contextText) as Record<string, string> },
        },
      }),
    enabled,
    staleTime: 30_000,
    retry: false,
  });

  const outcome = query.data;
  const refused = outcome?.status === 'rpc-error' && outcome.error.code === METHOD_NOT_FOUND;
  useEffect(() => {
    if (refused) onUnsupported();
  }, [refused, onUnsupported]);

  if (!enabled) return { status: 'off' };
  if (!outcome) return query.isFetching ? { status: 'loading' } : { status: 'off' };
  if (outcome.status !== 'ok') return { status: 'off' };
  const completion = outcome.result.completion as { hasMore?: unknown } | undefined;
  return { status: 'ok', values: completionValues(outcome.result), hasMore: completion?.hasMore === true };
}
