import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { mutationState } from './mutation-state';

/** A real observer, no React: what `useMutation` would hand the hook at each step. */
function observe<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const observer = new MutationObserver<TData, Error, TVariables>(new QueryClient(), { mutationFn });
  const state = () => {
    const result = observer.getCurrentResult();
    return mutationState({ ...result, mutateAsync: result.mutate });
  };
  return { observer, state };
}

describe('mutationState', () => {
  it('goes idle, pending with the variables, success with data and variables, and back to idle on reset', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { observer, state } = observe(async (text: string) => {
      await gate;
      return text.length;
    });
    expect(state()).toEqual({ status: 'idle' });
    const done = observer.mutate('abc');
    // The mutation reports pending a microtask after mutate().
    await vi.waitFor(() => expect(state()).toEqual({ status: 'pending', variables: 'abc' }));
    release();
    await done;
    expect(state()).toEqual({ status: 'success', data: 3, variables: 'abc' });
    observer.reset();
    expect(state()).toEqual({ status: 'idle' });
  });

  it('keeps the error message and the variables that failed', async () => {
    const { observer, state } = observe((level: string) => Promise.reject(new Error(`no level ${level}`)));
    await expect(observer.mutate('loud')).rejects.toThrow();
    expect(state()).toEqual({ status: 'error', message: 'no level loud', variables: 'loud' });
  });
});
