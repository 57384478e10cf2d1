/**
 * The bridge's trace library (src/core/traces-api.ts): the list, and renaming, deleting and
 * opening a recorded session. Each mutation's answer is the new list, written into the cache.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBridgeClient } from '../../api/BridgeContext';
import { mutationState } from '../../api/mutation-state';
import { queryKeys } from '../../api/query-keys';
import { splitAtLastLine } from '../../api/trace/follow-trace';
import type { LoadedTrace } from '../../api/trace/load-trace';
import type { TraceSummary } from '../../core/traces-api';
import type { TraceLoader } from './read-trace-file';
import { followLoaded } from './use-follow-trace';

const TRACES_REFRESH_MS = 2_000;

export function useTraces() {
  const client = useBridgeClient();
  // Sessions start and end while the screen is open: ask again each time it is shown, and every
  // two seconds while it is, so a recording a host just started appears without a reload.
  return useQuery({ queryKey: queryKeys.traces, queryFn: () => client.traces(), staleTime: 0, refetchOnMount: 'always', refetchInterval: TRACES_REFRESH_MS });
}

export function useTraceActions(loader: TraceLoader) {
  const client = useBridgeClient();
  const queryClient = useQueryClient();
  const replaceList = (list: TraceSummary[]) => queryClient.setQueryData(queryKeys.traces, list);
  const rename = useMutation({ mutationFn: ({ name, newName }: { name: string; newName: string }) => client.renameTrace(name, newName), onSuccess: replaceList });
  const remove = useMutation({ mutationFn: (name: string) => client.deleteTrace(name), onSuccess: replaceList });
  /**
   * Reads a library trace and makes it annotatable: a note is saved, then the file is shown again
   * with it. One still being recorded is followed: it grows as the recorder writes (issue 5, item 7).
   */
  async function loadFromLibrary(name: string): Promise<LoadedTrace> {
    const live = queryClient.getQueryData<TraceSummary[]>(queryKeys.traces)?.find((trace) => trace.name === name)?.live === true;
    const text = await client.traceText(name);
    const read = live ? splitAtLastLine(text) : { text, bytes: 0 };
    const loaded = await loader.loadText(read.text, name);
    if (!loaded.ok) throw new Error(loaded.error.message);
    const annotate = async (about: number, text: string) => {
      await client.addTraceNote(name, { about, text });
      loader.show({ ...(await loadFromLibrary(name)), showSeq: about });
    };
    return live ? followLoaded({ ...loaded.value, annotate }, name, read.bytes, client) : { ...loaded.value, annotate };
  }
  const open = useMutation({ mutationFn: loadFromLibrary, onSuccess: (loaded) => loader.show(loaded) });
  return {
    rename: { state: mutationState(rename), run: (name: string, newName: string) => rename.mutate({ name, newName }) },
    remove: { state: mutationState(remove), run: (name: string) => remove.mutate(name) },
    open: { state: mutationState(open), run: (name: string) => open.mutate(name) },
  };
}
