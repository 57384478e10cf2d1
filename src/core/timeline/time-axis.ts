/**
 * The timeline's vertical axis: real time, compressed. Every event gets at least one row, and
 * the real time since the previous event adds space on top, up to a cap; anything longer is
 * collapsed into a marked gap ("⋯ 41 s idle"). A session that idles for an hour between two
 * calls stays one screen tall, while a burst of progress notifications still spreads out in
 * proportion to its timing (issue 5 §3, "sequence diagram / timeline").
 *
 * Incremental and O(1) per event, so the axis of a 200k-record trace is built once, in order.
 */
import { isValidTime } from '../wall-time';

export interface AxisOptions {
  /** Height of one event's row, in px. */
  rowHeight: number;
  /** px of extra space per ms of real time between two events. */
  pxPerMs: number;
  /** A gap longer than this (ms) is collapsed and marked instead of drawn to scale. */
  collapseAfterMs: number;
  /** Height of a collapsed gap's marker, in px. */
  gapHeight: number;
}

export const DEFAULT_AXIS: AxisOptions = { rowHeight: 24, pxPerMs: 0.04, collapseAfterMs: 1500, gapHeight: 18 };

/** A stretch of real time the axis left out. */
export interface CollapsedGap {
  /** Top of the gap's marker, in px. */
  readonly y: number;
  /** The real time left out, in ms. */
  readonly ms: number;
}

export class TimeAxis {
  private lastT: number | undefined;
  private bottom = 0;

  constructor(private readonly options: AxisOptions = DEFAULT_AXIS) {}

  /**
   * The top of the row for an event at `t`. Clocks can step back (records merged from several
   * sources), so a negative gap counts as none. Returns the gap it collapsed, if any.
   */
  place(t: number): { y: number; gap?: CollapsedGap } {
    const { rowHeight, pxPerMs, collapseAfterMs, gapHeight } = this.options;
    // A time that is no time (NaN, 1e16) takes no space and moves nothing: Math.max(0, NaN) is
    // NaN, and one NaN made every later row NaN (issue 17, finding 7).
    if (!isValidTime(t)) {
      const y = this.bottom;
      this.bottom += rowHeight;
      return { y };
    }
    const elapsed = this.lastT === undefined ? 0 : Math.max(0, t - this.lastT);
    this.lastT = this.lastT === undefined ? t : Math.max(this.lastT, t);
    let gap: CollapsedGap | undefined;
    if (elapsed > collapseAfterMs) {
      gap = { y: this.bottom, ms: elapsed };
      this.bottom += gapHeight;
    } else {
      this.bottom += Math.round(elapsed * pxPerMs);
    }
    const y = this.bottom;
    this.bottom += rowHeight;
    return gap ? { y, gap } : { y };
  }

  /** The total height so far, in px. */
  get height(): number {
    return this.bottom;
  }
}
