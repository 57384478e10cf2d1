import { describe, expect, it } from 'vitest';
import { roundTripFigures, type RoundTrip } from './round-trip';

const value = (figures: ReturnType<typeof roundTripFigures>, figure: string) => figures.find((candidate) => candidate.figure === figure)?.value;

describe('UI round trip figures', () => {
  it('splits the wait for the answer at the bridge’s start and end of the call (issue 24)', () => {
    // Clicked at 0: the bridge started the call at 4 ms and ended it at 6, the page read the end at 9
    // and showed it in the frame at 16.
    const times: RoundTrip[] = [
      { bridgeStarted: 4, bridgeEnded: 6, arrived: 9, shown: 16 },
      { bridgeStarted: 3, bridgeEnded: 8, arrived: 12, shown: 16 },
      { bridgeStarted: 5, bridgeEnded: 7, arrived: 30, shown: 33 },
    ];
    const figures = roundTripFigures('B8', times);
    expect(value(figures, 'click Run to result (median)')).toBe(16);
    expect(value(figures, 'click Run to answer arrived (median)')).toBe(12);
    expect(value(figures, 'click Run to call started (median)')).toBe(4);
    expect(value(figures, 'call started to ended (median)')).toBe(2);
    expect(value(figures, 'call ended to answer arrived (median)')).toBe(4);
    expect(value(figures, 'answer arrived to result shown (median)')).toBe(4);
  });

  it('puts a slow way out in the last part, not in the bridge’s own time', () => {
    // The bridge ends every call 1 ms after starting it; the page reads the end 20 ms later.
    const times: RoundTrip[] = [1, 2, 3].map((call) => ({ bridgeStarted: call, bridgeEnded: call + 1, arrived: call + 21, shown: 33 }));
    const figures = roundTripFigures('B11', times);
    expect(value(figures, 'call started to ended (median)')).toBe(1);
    expect(value(figures, 'call ended to answer arrived (median)')).toBe(20);
  });
});
