/**
 * The Tools screen's Run (issue 24, B8): starts calls through a react-query MutationObserver and
 * tells the screen when a start is answered or refused, or has waited long enough to say
 * "Starting…", but not when it begins.
 *
 * With useMutation the click's own "pending" re-rendered the whole Tools screen in the frame after
 * the click (about 2 ms of the page's main thread at load 6, a Chromium trace of B8), while the
 * call's answer and end were on their way and waited for it. What that render drew was the Run
 * button's "Starting…", which for a quick call turned back a frame later.
 */
import { MutationObserver, notifyManager, type MutationObserverResult, type QueryClient } from '@tanstack/react-query';
import type { CallRecord, CallRequest } from '../../core/bridge-api';

export type StartResult = MutationObserverResult<CallRecord, Error, CallRequest>;

/** A start answered within this shows no "Starting…": within 100 ms a response reads as instant. */
export const STARTING_SHOWN_AFTER_MS = 100;

export interface CallStarterOptions {
  start: (request: CallRequest) => Promise<CallRecord>;
  onStarted: (record: CallRecord) => void;
  shownAfterMs?: number;
}

export class CallStarter {
  private readonly observer: MutationObserver<CallRecord, Error, CallRequest>;
  private readonly shownAfterMs: number;
  /** Bumped on every change the screen shows; its snapshot for useSyncExternalStore. */
  private version = 0;
  private slow = false;
  private slowTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(queryClient: QueryClient, { start, onStarted, shownAfterMs = STARTING_SHOWN_AFTER_MS }: CallStarterOptions) {
    this.shownAfterMs = shownAfterMs;
    this.observer = new MutationObserver(queryClient, { mutationFn: start, onSuccess: onStarted });
    this.observer.subscribe((result) => {
      if (result.isPending) return;
      clearTimeout(this.slowTimer);
      this.slow = false;
      this.changed();
    });
  }

  /** Starts a call, unless a start is still in flight (a double click before Run turns disabled). */
  run = (request: CallRequest): void => {
    if (this.observer.getCurrentResult().isPending) return;
    // A refusal is shown from the result; react-query's useMutation drops the rejection the same way.
    this.observer.mutate(request).catch(() => undefined);
    clearTimeout(this.slowTimer);
    this.slowTimer = setTimeout(() => {
      this.slow = true;
      this.changed();
    }, this.shownAfterMs);
  };

  /** The newest start as it is now: read at render, so a render for any other reason sees it fresh. */
  current = (): StartResult => this.observer.getCurrentResult();

  /** The newest start has been waiting longer than a quick one does. */
  startingShown = (): boolean => this.slow && this.current().isPending;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  /** Stops the "Starting…" timer; the screen is gone. */
  dispose(): void {
    clearTimeout(this.slowTimer);
  }

  private changed(): void {
    this.version += 1;
    // Through react-query's scheduler, so the screen renders in the same frame as the cache
    // writes that came with the answer (frame-queue.ts).
    for (const listener of this.listeners) notifyManager.schedule(listener);
  }
}
