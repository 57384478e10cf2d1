import { describe, expect, it } from 'vitest';
import { fitLabel, laneGeometry, MIN_LANE_WIDTH, TIME_GUTTER } from './geometry';

describe('laneGeometry', () => {
  it('shares the width between the lanes, right of the time gutter', () => {
    const { xs, width } = laneGeometry([{}, {}], TIME_GUTTER + 1000);
    expect(width).toBe(TIME_GUTTER + 1000);
    expect(xs).toEqual([TIME_GUTTER + 250, TIME_GUTTER + 750]);
  });

  it('keeps lanes wide enough for their labels, and scrolls sideways instead', () => {
    const { xs, width } = laneGeometry([{}, {}, {}, {}, {}], 800);
    expect(width).toBe(TIME_GUTTER + 5 * MIN_LANE_WIDTH);
    expect(xs[1]! - xs[0]!).toBe(MIN_LANE_WIDTH);
  });

  it("puts an app's lane left of the client's, whenever it appeared", () => {
    // client, server, app (created when the app first spoke)
    const { xs } = laneGeometry([{}, {}, { app: true }], TIME_GUTTER + 900);
    expect(xs).toEqual([TIME_GUTTER + 450, TIME_GUTTER + 750, TIME_GUTTER + 150]);
  });
});

describe('fitLabel', () => {
  it('cuts a label that would not fit between two lanes', () => {
    expect(fitLabel('progress 3/10', 200)).toBe('progress 3/10');
    expect(fitLabel('tools/call trigger-long-running-operation', 62)).toBe('tools/cal…');
  });
});
