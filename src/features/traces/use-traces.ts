/**
 * The bridge's trace library (src/core/traces-api.ts): the list, and renaming, deleting and
 * opening a recorded session. Each mutation's answer is the new list, written into the cache.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBridgeClient } from '../../api/BridgeContext';
import { mutationState } from '../../api/mutation-state';
import { queryKeys } from '../../api/query-keys';
import type { TraceSummary } from '../../core/traces-api';
import type { TraceLoader } from './read-trace-file';

export function useTraces() {
  const client = useBridgeClient();
  // Sessions start and end while the screen is open: ask again each time it is shown.
  return useQuery({ queryKey: queryKeys.traces, queryFn: () => client.traces(), staleTime: 0, refetchOnMount: 'always' });
}

export function useTraceActions(loader: TraceLoader) {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  const replaceList = (list: TraceSummary[]) => queryClient.setQueryData(queryKeys.traces, list);
  const rename = useMutation({ mutationFn: ({ name, newName }: { name: string; newName: string }) => client.renameTrace(name, newName), onSuccess: replaceList });
  const remove = useMutation({ mutationFn: (name: string) => client.deleteTrace(name), onSuccess: replaceList });
  const open = useMutation({
    mutationFn: async (name: string) => {
      const loaded = await loader.loadText(await client.traceText(name), name);
      if (!loaded.ok) throw new Error(loaded.error.message);
      return loaded.value;
    },
    onSuccess: (loaded) => loader.show(loaded),
  });
  return {
    rename: { state: mutationState(rename), run: (name: string, newName: string) => rename.mutate({ name, newName }) },
    remove: { state: mutationState(remove), run: (name: string) => remove.mutate(name) },
    open: { state: mutationState(open), run: (name: string) => open.mutate(name) },
  };
}
