/** Timing sequential calls for the latency figures (B1, B11). */

/**
 * Runs every side's call `count` times, taking turns call by call (a, b, a, b, …), and times each.
 * Sides timed in blocks, one after the other, meet whatever load the shared machine has during
 * their block: B11's MRTR round, the bridge's time minus the direct client's, came out negative
 * under load (issue 24). Taking turns puts both sides in the same conditions.
 */
export async function timeTakingTurns<Side extends string>(count: number, sides: Record<Side, (index: number) => Promise<unknown>>): Promise<Record<Side, number[]>> {
  const names = Object.keys(sides) as Side[];
  const times = Object.fromEntries(names.map((name) => [name, [] as number[]])) as Record<Side, number[]>;
  for (let index = 0; index < count; index++) {
    for (const name of names) {
      const started = performance.now();
      await sides[name](index);
      times[name].push(performance.now() - started);
    }
  }
  return times;
}
