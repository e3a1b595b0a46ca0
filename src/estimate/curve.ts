import { mean, type MetricValues } from './metric.js';

/** The curve stops here whatever n is: a budget of thousands of samples is not one anybody serves. */
const CURVE_MAX_K = 1000;

/**
 * The budgets a curve is drawn at: 1, 2, 5, 10, 20, 50, ... up to `maxK` (the smallest n of the
 * comparison) and at most CURVE_MAX_K, plus the deployment k, sorted and without repeats. `least` drops the
 * budgets below it and adds itself: an n@k curve with N submitted starts at k = N.
 */
export function curveBudgets(maxK: number, deploymentK: number, least = 1): number[] {
  const budgets = new Set<number>();
  const top = Math.min(maxK, CURVE_MAX_K);
  if (least <= top) budgets.add(least);
  for (let decade = 1; decade <= top; decade *= 10) {
    for (const step of [1, 2, 5]) if (decade * step <= top && decade * step >= least) budgets.add(decade * step);
  }
  if (deploymentK <= maxK) budgets.add(deploymentK);
  return [...budgets].sort((a, b) => a - b);
}

export interface CurvePoint {
  k: number;
  baseline: number;
  candidate: number;
}

/**
 * The benchmark score (mean over problems) of both sides at each budget, from their values at any budget
 * (`metricValues`: n@k ranks each problem's samples once for all budgets). `known` is a point the caller has
 * already computed (the deployment k's): it is taken as it is rather than computed again.
 */
export function metricCurve(
  baseline: MetricValues,
  candidate: MetricValues,
  budgets: readonly number[],
  known?: CurvePoint,
): CurvePoint[] {
  // One array for every budget and side, not one each.
  const scratch = new Float64Array(Math.max(baseline.count, candidate.count));
  const score = (side: MetricValues, k: number): number => {
    const values = scratch.subarray(0, side.count);
    side.fill(k, values);
    return mean(values);
  };
  return budgets.map((k) =>
    k === known?.k ? { ...known } : { k, baseline: score(baseline, k), candidate: score(candidate, k) },
  );
}

/**
 * Where the curves cross: the smallest and largest budgets at which the candidate is ahead and behind by more
 * than `tolerance`, or null when one side leads (or ties) everywhere.
 */
export function curveCrossing(
  curve: readonly CurvePoint[],
  tolerance: number,
): { ahead: number[]; behind: number[] } | null {
  const ahead = curve.filter((p) => p.candidate - p.baseline > tolerance).map((p) => p.k);
  const behind = curve.filter((p) => p.baseline - p.candidate > tolerance).map((p) => p.k);
  return ahead.length > 0 && behind.length > 0 ? { ahead, behind } : null;
}
