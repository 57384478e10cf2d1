/**
 * The React side of following a recording (src/api/trace/follow-trace.ts): starting it for a
 * library trace that is still being recorded, and reading its state.
 */
import { useSyncExternalStore } from 'react';
import type { BridgeClient } from '../../api/bridge-client';
import { animationFrameScheduler } from '../../api/MessageStoreContext';
import { TraceFollow, type FollowState } from '../../api/trace/follow-trace';
import type { LoadedTrace } from '../../api/trace/load-trace';

/** `loaded`, read from the first `from` bytes of library trace `name`, growing from there until the recording ends. */
export function followLoaded(loaded: LoadedTrace, name: string, from: number, client: BridgeClient): LoadedTrace {
  const follow = new TraceFollow({
    trace: loaded.trace,
    from,
    open: (offset, signal) => client.followTrace(name, offset, signal),
    onGrow: () => loaded.playback.grew(),
    schedule: animationFrameScheduler,
  });
  return { ...loaded, follow: follow.start() };
}

export function useFollowState(follow: TraceFollow): FollowState {
  return useSyncExternalStore(follow.subscribe, follow.getState);
}
