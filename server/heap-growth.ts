/**
 * How far V8 lets the bridge's heap grow past what is alive before it collects (issue 24, point 3:
 * bridge RSS ≤ 300 MB over a day-long session).
 *
 * A busy bridge holds little: about 55 MB stays alive after a full GC however many messages have
 * passed (the wire log keeps a window and spills the rest, wire-log.ts). But every message leaves
 * garbage that lived long enough to reach the old generation (the parsed message, its record in
 * the window until it spills, the event sent to the page), and V8 by default lets the old
 * generation grow to up to 4 times what survived the last full GC before the next one. So a
 * day-long session's RSS swung between 200 and 350 MB, all of the difference free memory V8 had
 * not collected yet. Growing by half of what is alive instead keeps the heap near what the bridge
 * holds, for about the same CPU (docs/performance.md, B10). It caps nothing: a session that keeps
 * more still gets the memory it needs, only collected more often.
 */
import { setFlagsFromString } from 'node:v8';

/** The old generation may grow by this share of what survived the last full GC (V8's factor 1.5, not up to 4). */
export const HEAP_GROWING_PERCENT = 50;

/**
 * Applies the growth limit to this process. V8 reads the flag whenever it sets the next GC's
 * threshold, so setting it after start takes effect from the next full GC on.
 */
export function limitHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
