/**
 * Issue 17, finding 7: hostile records never break the timeline. Each record is drawn once, rows
 * stay in order, and a time that is no time takes a row without turning every later one into NaN.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostileWireRecords } from '../traces/hostile-records';
import { TimelineBuilder } from './timeline-builder';

describe('TimelineBuilder with hostile records', () => {
  it('draws every record but HTTP exchanges once, at finite rows in order, whatever the records hold', () => {
    fc.assert(
      fc.property(hostileWireRecords, (all) => {
        const builder = new TimelineBuilder();
        builder.add(all);
        const records = all.filter((record) => record.kind !== 'http');
        expect(builder.items.map((item) => item.seq)).toEqual(records.map((record) => record.seq));
        const rows = builder.items.map((item) => item.y);
        for (const [index, y] of rows.entries()) {
          expect(Number.isFinite(y)).toBe(true);
          if (index > 0) expect(y).toBeGreaterThan(rows[index - 1]!);
        }
        expect(Number.isFinite(builder.height)).toBe(true);
        expect(builder.visible(0, builder.height).items).toHaveLength(records.length);
      }),
      { numRuns: 60 },
    );
  });
});
