import { describe, expect, it } from 'vitest';
import { lastQuarterGrowth, slope } from './growth';

const run = (values: number[]) => values.map((value, i) => ({ messages: (i + 1) * 100, value }));

describe('growth over a long run', () => {
  it('reports a leak: memory that keeps climbing through the last quarter', () => {
    const leak = run([10, 20, 30, 40, 50, 60, 70, 80]);
    expect(slope(leak)).toBeCloseTo(0.1);
    // Last quarter: 600 to 800 messages; 0.1 MB per message over 200 messages.
    expect(lastQuarterGrowth(leak)).toMatchObject({ growth: expect.closeTo(20) as number });
    expect(lastQuarterGrowth(leak).samples.map((s) => s.messages)).toEqual([600, 700, 800]);
  });

  it('reports a plateau as flat, however steep the climb before it', () => {
    const bounded = run([10, 40, 70, 100, 102, 99, 101, 99]);
    expect(Math.abs(lastQuarterGrowth(bounded).growth)).toBeLessThan(3);
  });

  it('has no slope without two distinct points', () => {
    expect(slope([{ messages: 5, value: 1 }])).toBe(0);
    expect(slope([{ messages: 5, value: 1 }, { messages: 5, value: 9 }])).toBe(0);
  });
});
