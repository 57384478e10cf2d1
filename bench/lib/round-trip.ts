/**
 * One UI round trip (B8, B11) as the page and the bridge saw it, and its figures. Issue 24 asked
 * where a click's time goes before the answer reaches the page: B1 says a bridged echo takes about
 * 1 ms, yet the page read its end 13–15 ms after the click. The bridge stamps each call when it
 * starts it and when it ends it (the call record's `startedAt` and `endedAt`, wall clock in whole
 * ms), and the page knows the click on the same clock (`performance.timeOrigin` + `now()`), so
 * every run splits the wait into the request's way in, the call at the bridge, and the end event's
 * way out.
 */
import type { Figure } from './report';
import { median, quantile } from './stats';

export const WARM_UP = 3;

/** One call, in ms from the click. */
export interface RoundTrip {
  /** The call's end event reached the page's reader (the event-stream tap in browser.ts). */
  arrived: number;
  /** The frame that shows the result started. */
  shown: number;
  /** The bridge started the call (its `startedAt`): the page sent the request and the bridge read it. */
  bridgeStarted: number;
  /** The bridge ended the call (its `endedAt`): the server answered and the bridge took the answer. */
  bridgeEnded: number;
}

/** The figures of a series of round trips, under `bench`. */
export function roundTripFigures(bench: string, times: readonly RoundTrip[]): Figure[] {
  const of = (pick: (time: RoundTrip) => number) => times.map(pick);
  const shown = of((time) => time.shown);
  const inPage = of((time) => time.shown - time.arrived);
  const bridgeClock = "the bridge's clock, whole ms";
  return [
    { bench, figure: 'click Run to result (median)', unit: 'ms', value: median(shown), runs: shown, note: `${times.length} calls after ${WARM_UP} warm-up` },
    { bench, figure: 'click Run to result (p90)', unit: 'ms', value: quantile(shown, 0.9) },
    { bench, figure: 'click Run to answer arrived (median)', unit: 'ms', value: median(of((time) => time.arrived)), note: "the call's end event reached the page" },
    { bench, figure: 'click Run to call started (median)', unit: 'ms', value: median(of((time) => time.bridgeStarted)), note: `started at the bridge: the page, Chromium, the bridge's HTTP handling; ${bridgeClock}` },
    { bench, figure: 'call started to ended (median)', unit: 'ms', value: median(of((time) => time.bridgeEnded - time.bridgeStarted)), note: 'at the bridge: the bridge and the server' },
    { bench, figure: 'call ended to answer arrived (median)', unit: 'ms', value: median(of((time) => time.arrived - time.bridgeEnded)), note: `the end event's way out: the bridge's write, Chromium, the page's reader; ${bridgeClock}` },
    { bench, figure: 'answer arrived to result shown (median)', unit: 'ms', value: median(inPage), runs: inPage, note: 'until the frame that paints it; one frame is 16.7 ms' },
    { bench, figure: 'answer arrived to result shown (p90)', unit: 'ms', value: quantile(inPage, 0.9) },
  ];
}
