/** The statistics the figures are reported in (issue 6: "take the median of several runs"). */

/** The q-quantile (0..1) by nearest rank of the sorted values; NaN for none. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

export function median(values: readonly number[]): number {
  return quantile(values, 0.5);
}

export function max(values: readonly number[]): number {
  return values.length === 0 ? 0 : Math.max(...values);
}
