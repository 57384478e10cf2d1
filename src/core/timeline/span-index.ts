/**
 * Finds the spans that cross a window of the diagram without scanning them all: a closed span
 * is filed under every fixed-height bucket it covers, and the few open spans are checked one by
 * one. Drawing a frame costs the spans near it, not the trace's length (issue 6, B5).
 */
import type { TimelineSpan } from './model';

const BUCKET_PX = 2048;

export class SpanIndex<T extends { y1: number; y2?: number } = TimelineSpan> {
  private readonly buckets = new Map<number, T[]>();
  private readonly open = new Set<T>();

  opened(span: T): void {
    this.open.add(span);
  }

  /** Call once `span.y2` is set. */
  closed(span: T): void {
    this.open.delete(span);
    const last = Math.floor((span.y2 ?? span.y1) / BUCKET_PX);
    for (let bucket = Math.floor(span.y1 / BUCKET_PX); bucket <= last; bucket++) {
      const list = this.buckets.get(bucket);
      if (list) list.push(span);
      else this.buckets.set(bucket, [span]);
    }
  }

  /** Spans that cross [top, bottom), each once, in no particular order. */
  crossing(top: number, bottom: number): T[] {
    const found = new Set<T>();
    const last = Math.floor(bottom / BUCKET_PX);
    for (let bucket = Math.floor(Math.max(0, top) / BUCKET_PX); bucket <= last; bucket++) {
      for (const span of this.buckets.get(bucket) ?? []) {
        if (span.y1 < bottom && (span.y2 ?? span.y1) >= top) found.add(span);
      }
    }
    for (const span of this.open) if (span.y1 < bottom) found.add(span);
    return [...found];
  }
}

/** Lowest free slot per lane, so a span nested in another is drawn beside it, not over it. */
export class SlotAllocator {
  private readonly taken = new Map<number, boolean[]>();

  take(lane: number): number {
    let slots = this.taken.get(lane);
    if (!slots) {
      slots = [];
      this.taken.set(lane, slots);
    }
    let slot = slots.indexOf(false);
    if (slot === -1) slot = slots.length;
    slots[slot] = true;
    return slot;
  }

  release(lane: number, slot: number): void {
    const slots = this.taken.get(lane);
    if (slots) slots[slot] = false;
  }
}
