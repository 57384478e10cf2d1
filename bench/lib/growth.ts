/**
 * How a figure grows over a long run (issue 24, B10): the least-squares slope of samples taken
 * as the session grows, and what that slope adds over the run's last quarter. A bounded memory
 * shows a flat last quarter; a leak shows the same slope as the rest of the run.
 */
export interface Sample {
  /** Messages through the session when the sample was taken. */
  messages: number;
  value: number;
}

/** Least-squares slope of value per message; 0 with fewer than two distinct points. */
export function slope(samples: readonly Sample[]): number {
  const n = samples.length;
  if (n < 2) return 0;
  const meanX = samples.reduce((sum, s) => sum + s.messages, 0) / n;
  const meanY = samples.reduce((sum, s) => sum + s.value, 0) / n;
  const covariance = samples.reduce((sum, s) => sum + (s.messages - meanX) * (s.value - meanY), 0);
  const variance = samples.reduce((sum, s) => sum + (s.messages - meanX) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

/** The samples of the last quarter of the run (by messages), and the growth their slope gives over that quarter. */
export function lastQuarterGrowth(samples: readonly Sample[]): { samples: Sample[]; growth: number } {
  const end = Math.max(0, ...samples.map((s) => s.messages));
  const quarter = samples.filter((s) => s.messages >= end * 0.75);
  return { samples: quarter, growth: slope(quarter) * (end / 4) };
}
