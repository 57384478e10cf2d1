/**
 * The log-derived resource state of one connection (src/core/resource-watch.ts), folded
 * incrementally as the message store grows, plus re-listing on notifications/resources/list_changed.
 */
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useMessageStore } from '../../api/MessageStoreContext';
import { entryBySeq } from '../../api/message-store';
import { queryKeys } from '../../api/query-keys';
import { EMPTY_WATCH, watchStep, type ResourceWatch } from '../../core/resource-watch';

export function useResourceWatch(connectionId: string): ResourceWatch {
  const store = useMessageStore();
  // The fold's cursor and result, owned by this mount (the screen is keyed by connection).
  const fold = useRef({ cursor: 0, watch: EMPTY_WATCH });

  const getWatch = useCallback((): ResourceWatch => {
    const snapshot = store.getSnapshot();
    const state = fold.current;
    if (state.cursor < snapshot.count) {
      let watch = state.watch;
      const requestOf = (seq: number) => entryBySeq(snapshot, seq);
      for (let i = state.cursor; i < snapshot.count; i++) {
        const entry = snapshot.entries[i];
        if (entry) watch = watchStep(watch, connectionId, entry, requestOf);
      }
      fold.current = { cursor: snapshot.count, watch };
    }
    return fold.current.watch;
  }, [store, connectionId]);

  const watch = useSyncExternalStore(store.subscribe, getWatch);

  // Re-list on list_changed seen after mount; the listing fetched on mount already covers older ones.
  const queryClient = useQueryClient();
  const seenListChange = useRef(watch.listChangedSeq);
  useEffect(() => {
    if (watch.listChangedSeq === seenListChange.current) return;
    seenListChange.current = watch.listChangedSeq;
    void queryClient.invalidateQueries({ queryKey: queryKeys.list(connectionId, 'resources') });
    void queryClient.invalidateQueries({ queryKey: queryKeys.list(connectionId, 'resourceTemplates') });
  }, [watch.listChangedSeq, connectionId, queryClient]);

  return watch;
}
