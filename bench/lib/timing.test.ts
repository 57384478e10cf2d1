import { expect, it } from 'vitest';
import { timeTakingTurns } from './timing';

it('takes turns call by call, so each side meets the same conditions, and times every call of each', async () => {
  const order: string[] = [];
  const side = (name: string) => (index: number) => Promise.resolve(order.push(`${name}${index}`));
  const times = await timeTakingTurns(3, { direct: side('d'), bridge: side('b') });
  expect(order).toEqual(['d0', 'b0', 'd1', 'b1', 'd2', 'b2']);
  expect(times.direct).toHaveLength(3);
  expect(times.bridge).toHaveLength(3);
  expect([...times.direct, ...times.bridge].every((time) => time >= 0)).toBe(true);
});
