/**
 * The one union a mutation-backed hook hands to its components (STYLE.md 4: async UI state is a
 * discriminated union, not loose booleans). Every hook used to spell out its own copy of this
 * mapping with its own status names; now they share this one, and components read `.data` and
 * `.variables` instead of per-hook fields.
 */
import type { MutationState as CachedMutationState, UseMutationResult } from '@tanstack/react-query';

export type MutationState<TData, TVariables> =
  | { status: 'idle' }
  | { status: 'pending'; variables: TVariables }
  | { status: 'error'; message: string; variables: TVariables }
  | { status: 'success'; data: TData; variables: TVariables };

export function mutationState<TData, TVariables>(mutation: UseMutationResult<TData, Error, TVariables>): MutationState<TData, TVariables> {
  switch (mutation.status) {
    case 'idle':
      return { status: 'idle' };
    case 'pending':
      return { status: 'pending', variables: mutation.variables };
    case 'error':
      return { status: 'error', message: mutation.error.message, variables: mutation.variables };
    case 'success':
      return { status: 'success', data: mutation.data, variables: mutation.variables };
  }
}

/**
 * The same union for a mutation read from the cache (useMutationState), which outlives the
 * component that started it: a request whose MRTR rounds wait for the person in the Requests tab
 * is still there, and so is its answer, when they come back.
 */
export function cachedMutationState<TData, TVariables>(state: CachedMutationState<TData, Error, TVariables> | undefined): MutationState<TData, TVariables> {
  if (!state || state.status === 'idle') return { status: 'idle' };
  const variables = state.variables as TVariables;
  if (state.status === 'pending') return { status: 'pending', variables };
  if (state.status === 'error') return { status: 'error', message: state.error?.message ?? 'failed', variables };
  return { status: 'success', data: state.data as TData, variables };
}
