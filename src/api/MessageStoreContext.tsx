/**
 * The React side of the message store: one store per page, provided through context (not a
 * module singleton), and read with useSyncExternalStore.
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { LogFocusRequest } from './log-focus';
import type { LogSnapshot, MessageStore } from './message-store';

const MessageStoreContext = createContext<MessageStore | null>(null);

export function MessageStoreProvider({ store, children }: { store: MessageStore; children: ReactNode }) {
  return <MessageStoreContext.Provider value={store}>{children}</MessageStoreContext.Provider>;
}

export function useMessageStore(): MessageStore {
  const store = useContext(MessageStoreContext);
  if (!store) throw new Error('useMessageStore must be used inside <MessageStoreProvider>');
  return store;
}

/** The current log snapshot; re-renders at most once per animation frame. */
export function useLogSnapshot(): LogSnapshot {
  const store = useMessageStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

/**
 * One value derived from the log; the caller re-renders only when it changes (by Object.is), so
 * `select` must return a primitive or a value the store shares between snapshots.
 */
export function useLogSelector<T>(select: (snapshot: LogSnapshot) => T): T {
  const store = useMessageStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getSnapshot()));
}

/** The message another view last asked the log to show. */
export function useLogFocus(): LogFocusRequest | null {
  const { focus } = useMessageStore();
  return useSyncExternalStore(focus.subscribe, focus.get);
}

/** Asks the message log to scroll to a message and open it. */
export function useShowInLog(): (seq: number) => void {
  return useMessageStore().focus.show;
}

/** Ingests on animation frames, so a burst of events costs one render, not one per event. */
export function animationFrameScheduler(flush: () => void): void {
  requestAnimationFrame(flush);
}
