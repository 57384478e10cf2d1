/** How many of `items`, sorted by seq ascending, have a seq of at most `seq` (a binary search). */
export function countUpToSeq(items: readonly { seq: number }[], seq: number): number {
  let lo = 0;
  let hi = items.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (items[mid]!.seq <= seq) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
