/**
 * Quantile of sorted values by linear interpolation between order statistics (Hyndman & Fan type 7, the
 * default of numpy and of scipy.stats.bootstrap): position h = (B - 1) p.
 */
export function quantileSorted(sorted: Float64Array, p: number): number {
  const h = (sorted.length - 1) * p;
  const below = Math.floor(h);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (h - below) * (sorted[above]! - sorted[below]!);
}
