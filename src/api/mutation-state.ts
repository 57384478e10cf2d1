/**
 * The one union a mutation-backed hook hands to its components (STYLE.md 4: async UI state is a
 * discriminated union, not loose booleans). Every hook used to spell out its own copy of this
 * mapping with its own status names; now they share this one, and components read `.data` and
 * `.variables` instead of per-hook fields.
 */
import type { UseMutationResult } from '@tanstack/react-query';

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
