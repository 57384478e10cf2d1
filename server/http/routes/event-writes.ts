/**
 * The writes of one event stream (issue 24, B1). Every write to the page's socket costs a system
 * call and wakes the page, and a call used to cost two: its `running` event, then its end. Now a
 * call's `running` event waits up to one frame for company: a call that ends meanwhile reaches the
 * page in one write, both events in order. Any other event goes out at once, with whatever waited
 * before it, so nothing is reordered, and a call still running after the wait is shown running in
 * every tab, a frame later than before (the tab that started it has the POST's answer already).
 */
import type { BridgeEvent } from '../../../src/core/bridge-api';

/** One frame at 60 Hz: the page renders what arrives per frame anyway. */
export const RUNNING_CALL_WAIT_MS = 16;

export interface FrameSink {
  write(text: string): unknown;
}

/** A call's progress and its rounds are `running` too: they may wait as well. */
function mayWait(event: BridgeEvent): boolean {
  return event.type === 'call' && event.call.status === 'running';
}

export class EventWrites {
  private waiting: string[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly sink: FrameSink,
    /** The event's SSE frame (events.ts), made as it is sent, so later changes do not reach it. */
    private readonly frame: (event: BridgeEvent) => string,
    private readonly waitMs = RUNNING_CALL_WAIT_MS,
  ) {}

  send(event: BridgeEvent): void {
    this.waiting.push(this.frame(event));
    if (!mayWait(event)) return this.flush();
    this.timer ??= setTimeout(() => this.flush(), this.waitMs);
  }

  /** Writes everything waiting, in one write. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.waiting.length === 0) return;
    const text = this.waiting.length === 1 ? this.waiting[0]! : this.waiting.join('');
    this.waiting = [];
    this.sink.write(text);
  }

  /** The stream closed: what waits has nowhere to go. */
  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.waiting = [];
  }
}
