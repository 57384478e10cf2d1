/**
 * The page's next frame as one queue (issue 24, B8). main.tsx makes it react-query's scheduler, so
 * its notifications and the event stream's cache writes (apply-bridge-event.ts, which schedules
 * through react-query) wait for the next animation frame (16 ms at most, see frameOrTimeout) and
 * run there in one callback. React renders once, in that callback's microtasks, for everything
 * since the last frame, and the frame paints it.
 *
 * Why not react-query's default, a setTimeout(0) per batch: a click on Run rendered "Starting…"
 * at once, the start request's answer rendered the running call, and the call's end, which on an
 * idle bridge comes about 2 ms after the request, waited behind both renders and their frames.
 * With the queue, nothing renders before the next frame and that frame shows the result.
 */
import type { FrameScheduler } from './message-store';

/**
 * A scheduler that runs its callbacks on the next frame `requestFrame` gives, oldest first, in one
 * go. Callbacks queued while it runs them run in the same go: a cache write there queues its
 * observers' notifications, which must reach React within the frame that wrote the cache. Nothing
 * may therefore re-queue itself from its own callback (the message store's chunked ingest has
 * its own frame callback for that reason).
 */
export function createFrameQueue(requestFrame: FrameScheduler): FrameScheduler {
  let queue: (() => void)[] = [];

  function runQueued() {
    // One failing callback must not keep the others from running; its error is thrown after them.
    const errors: unknown[] = [];
    for (let index = 0; index < queue.length; index++) {
      try {
        queue[index]!();
      } catch (error) {
        errors.push(error);
      }
    }
    queue = [];
    if (errors.length === 1) throw errors[0];
    if (errors.length > 1) throw new AggregateError(errors, `${errors.length} callbacks failed in one frame`);
  }

  return (callback) => {
    if (queue.length === 0) requestFrame(runQueued);
    queue.push(callback);
  };
}

/** About one frame at 60 Hz: how long queued work waits for an animation frame at most. */
export const FRAME_WAIT_LIMIT_MS = 16;

/**
 * `requestFrame`'s next frame, or a timer if none comes first. A page that draws regularly gets
 * its frame within 16.7 ms; one that does not must not hold every query result for it: while the
 * page loads, frames come late, and results delivered only on frames made B9 slower (1,617 against
 * 1,355 ms, docs/performance.md, "Tried and dropped"), each query that waits for another's render
 * waiting a frame; a tab in the background draws no frames at all.
 */
export function frameOrTimeout(requestFrame: FrameScheduler, limitMs = FRAME_WAIT_LIMIT_MS): FrameScheduler {
  return (run) => {
    let ran = false;
    const once = () => {
      if (ran) return;
      ran = true;
      clearTimeout(timer);
      run();
    };
    const timer = setTimeout(once, limitMs);
    requestFrame(once);
  };
}
