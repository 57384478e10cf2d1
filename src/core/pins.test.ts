import { describe, expect, it } from 'vitest';
import { NO_PINS, pinnedSeqs, readPins, togglePin } from './pins';

describe('pinned messages', () => {
  it('pins and unpins per connection, listing every pin oldest first', () => {
    const pins = togglePin(togglePin(togglePin(NO_PINS, 'c2', 30), 'c1', 12), 'c1', 4);
    expect(pins).toEqual({ c1: [4, 12], c2: [30] });
    expect(pinnedSeqs(pins)).toEqual([4, 12, 30]);
    expect(togglePin(pins, 'c2', 30)).toEqual({ c1: [4, 12] });
  });

  it('reads what it stored, and anything else as no pins', () => {
    const pins = togglePin(NO_PINS, 'c1', 7);
    expect(readPins(JSON.stringify(pins))).toEqual(pins);
    expect(readPins(null)).toEqual(NO_PINS);
    expect(readPins('{not json')).toEqual(NO_PINS);
    expect(readPins('[1,2]')).toEqual(NO_PINS);
    expect(readPins('{"c1":[1,"x",2.5,3]}')).toEqual({ c1: [1, 3] });
  });
});
