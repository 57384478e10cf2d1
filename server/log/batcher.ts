/**
 * Delivers items to subscribers in batches: one call per short window, never one per item.
 * The message log can see thousands of messages a second; the SPA wants them per frame
 * (STYLE.md 8), and an event per message would swamp the event stream.
 */
export interface BatcherOptions {
  /** How long items wait for company before delivery. */
  windowMs: number;
  /** Deliver at once when this many items are waiting, so a burst is cut into chunks. */
  maxBatch: number;
}

export class Batcher<T> {
  private pending: T[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners = new Set<(batch: T[]) => void>();

  constructor(private readonly options: BatcherOptions) {}

  subscribe(listener: (batch: T[]) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  push(item: T): void {
    if (this.listeners.size === 0) return;
    this.pending.push(item);
    if (this.pending.length >= this.options.maxBatch) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.options.windowMs).unref();
  }

  /** Delivers whatever is waiting now. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    for (const listener of this.listeners) {
      // Items are pushed from the wire path; a broken subscriber must not break the wire.
      try {
        listener(batch);
      } catch (error) {
        console.error('mcpscope: a log subscriber failed', error);
      }
    }
  }
}
