/**
 * The log-derived resource state of one connection (src/core/resource-watch.ts), folded
 * incrementally as the message store grows. Re-listing on list_changed is the bridge's: its
 * list-change event invalidates the listings (src/api/apply-bridge-event.ts).
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { useMessageStore } from '../../api/MessageStoreContext';
import { entryBySeq } from '../../api/message-store';
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

  return useSyncExternalStore(store.subscribe, getWatch);
}
