import type { Metric, ProblemCounts } from './types.js';

/**
 * Unbiased pass@k for one problem (Chen et al. 2021): 1 - C(n-c, k) / C(n, k), the probability that a
 * k-subset of the n samples holds at least one of the c passing ones. Product form, so no binomial overflows:
 * C(n-c, k) / C(n, k) = prod_{i=n-c+1}^{n} (1 - k/i), and it is 0 when n - c < k.
 * k > n is a RangeError: the reference code's 1.0 there is not an estimate of anything.
 */
export function passAtK(n: number, c: number, k: number): number {
  assertCounts(n, c, k);
  if (n - c < k) return 1;
  let allFail = 1;
  for (let i = n - c + 1; i <= n; i++) allFail *= 1 - k / i;
  return 1 - allFail;
}

/**
 * Unbiased pass^k for one problem (Yao et al. 2024): C(c, k) / C(n, k), the probability that a k-subset of
 * the n samples holds only passing ones. Product form: prod_{i=0}^{k-1} (c-i)/(n-i), and 0 when c < k.
 */
export function passHatK(n: number, c: number, k: number): number {
  assertCounts(n, c, k);
  if (c < k) return 0;
  let allPass = 1;
  for (let i = 0; i < k; i++) allPass *= (c - i) / (n - i);
  return allPass;
}

function assertCounts(n: number, c: number, k: number): void {
  if (!Number.isInteger(n) || !Number.isInteger(c) || !Number.isInteger(k) || n < 1 || c < 0 || c > n || k < 1) {
    throw new RangeError(`invalid counts n=${n}, c=${c}, k=${k}`);
  }
  if (k > n) throw new RangeError(`k=${k} is more than the n=${n} samples drawn: pass@k cannot be estimated`);
}

/** The per-problem estimator of a metric. */
export function metricEstimator(metric: Metric): (n: number, c: number, k: number) => number {
  return metric === 'pass@k' ? passAtK : passHatK;
}

/** Largest c whose value is kept in a per-n table; larger ones are computed each time. */
const TABLE_MAX_C = 65536;

/**
 * The metric at budget k as a function of (n, c). Values depend on (n, c) only, so each distinct pair is
 * computed once, into a table by c for each n: a million problems with n = 200 cost 201 products, not a million.
 */
class MetricTable {
  private readonly tables = new Map<number, Float64Array>();
  private tableN = NaN;
  private table: Float64Array = new Float64Array(0);

  constructor(
    private readonly estimator: (n: number, c: number, k: number) => number,
    private readonly k: number,
  ) {}

  at(n: number, c: number): number {
    if (n !== this.tableN) {
      let found = this.tables.get(n);
      if (found === undefined) {
        found = new Float64Array(Number.isInteger(n) && n >= 0 ? Math.min(n, TABLE_MAX_C) + 1 : 0).fill(NaN);
        this.tables.set(n, found);
      }
      this.table = found;
      this.tableN = n;
    }
    let value = this.table[c];
    // Not computed yet (NaN), or no slot for this c (undefined): the estimator also refuses invalid counts.
    if (value === undefined || Number.isNaN(value)) {
      value = this.estimator(n, c, this.k);
      if (c < this.table.length) this.table[c] = value;
    }
    return value;
  }
}

/** The metric at budget k for every problem, in order. */
export function perProblemValues(problems: readonly ProblemCounts[], k: number, metric: Metric): Float64Array {
  const table = new MetricTable(metricEstimator(metric), k);
  const values = new Float64Array(problems.length);
  for (let i = 0; i < problems.length; i++) values[i] = table.at(problems[i]!.n, problems[i]!.c);
  return values;
}

/** The mean of `perProblemValues`, summed in the same order, without holding every value. */
function meanValue(problems: readonly ProblemCounts[], k: number, metric: Metric): number {
  const table = new MetricTable(metricEstimator(metric), k);
  let sum = 0;
  for (let i = 0; i < problems.length; i++) sum += table.at(problems[i]!.n, problems[i]!.c);
  return sum / problems.length;
}

/** Arithmetic mean, summed in index order so the result does not depend on the platform. */
export function mean(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return sum / values.length;
}

/**
 * The budgets a curve is drawn at: 1, 2, 5, 10, 20, 50, ... up to `maxK` (the smallest n of the
 * comparison), plus the deployment k, sorted and without repeats.
 */
export function curveBudgets(maxK: number, deploymentK: number): number[] {
  const budgets = new Set<number>();
  for (let decade = 1; decade <= maxK; decade *= 10) {
    for (const step of [1, 2, 5]) if (decade * step <= maxK) budgets.add(decade * step);
  }
  if (deploymentK <= maxK) budgets.add(deploymentK);
  return [...budgets].sort((a, b) => a - b);
}

export interface CurvePoint {
  k: number;
  baseline: number;
  candidate: number;
}

/** The benchmark score (mean over problems) of both sides at each budget. */
export function metricCurve(
  baseline: readonly ProblemCounts[],
  candidate: readonly ProblemCounts[],
  budgets: readonly number[],
  metric: Metric,
): CurvePoint[] {
  return budgets.map((k) => ({ k, baseline: meanValue(baseline, k, metric), candidate: meanValue(candidate, k, metric) }));
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
