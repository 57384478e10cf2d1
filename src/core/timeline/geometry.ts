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

/**
 * Lanes share the width left of the gutter equally, each at least MIN_LANE_WIDTH wide. App lanes
 * (issue 21) stand left of the client's, the others in their order: an app talks only to
 * mcpscope, so its arrows never cross a server's lane.
 */
export function laneGeometry(lanes: readonly { readonly app?: true }[], available: number): LaneGeometry {
  const laneWidth = Math.max(MIN_LANE_WIDTH, (available - TIME_GUTTER) / Math.max(1, lanes.length));
  const apps = lanes.filter((lane) => lane.app).length;
  let nextApp = 0;
  let nextOther = apps;
  const xs = lanes.map((lane) => Math.round(TIME_GUTTER + laneWidth * ((lane.app ? nextApp++ : nextOther++) + 0.5)));
  return { width: Math.round(TIME_GUTTER + laneWidth * lanes.length), xs };
}

/** How many characters of a label fit in `px` at the diagram's 11px font (about 6.2px a character). */
export function charsThatFit(px: number): number {
  return Math.max(4, Math.floor(px / 6.2));
}

export function fitLabel(label: string, px: number): string {
  const max = charsThatFit(px);
  return label.length > max ? `${label.slice(0, max - 1)}…` : label;
}
