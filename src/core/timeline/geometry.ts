/** Where the diagram's lanes sit horizontally: pure, so the component only draws. */

/** Left gutter for the time column, in px. */
export const TIME_GUTTER = 84;
/** Below this a lane's labels would not fit; the diagram scrolls sideways instead. */
export const MIN_LANE_WIDTH = 280;

export interface LaneGeometry {
  /** Total width of the drawing. */
  readonly width: number;
  /** Centre x of each lane, by lane index. */
  readonly xs: readonly number[];
}

/** Lanes share the width left of the gutter equally, each at least MIN_LANE_WIDTH wide. */
export function laneGeometry(laneCount: number, available: number): LaneGeometry {
  const laneWidth = Math.max(MIN_LANE_WIDTH, (available - TIME_GUTTER) / Math.max(1, laneCount));
  const xs = Array.from({ length: laneCount }, (_, i) => Math.round(TIME_GUTTER + laneWidth * (i + 0.5)));
  return { width: Math.round(TIME_GUTTER + laneWidth * laneCount), xs };
}

/** How many characters of a label fit in `px` at the diagram's 11px font (about 6.2px a character). */
export function charsThatFit(px: number): number {
  return Math.max(4, Math.floor(px / 6.2));
}

export function fitLabel(label: string, px: number): string {
  const max = charsThatFit(px);
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}
