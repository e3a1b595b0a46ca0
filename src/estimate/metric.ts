import type { GradedSample, Metric, ProblemCounts } from '../common/types.js';
import { groupByScore, groupedNAtK } from './n-at-k.js';
import { passAtK, passHatK } from './pass-at-k.js';

export { passAtK, passHatK };

/** (tests_passed / tests_total)^2 of one sample; a RangeError when its test counts are missing or inconsistent. */
export function squaredShare({ tests_passed: passed, tests_total: total }: GradedSample): number {
  if (!Number.isInteger(passed) || !Number.isInteger(total) || passed! < 0 || total! < 1 || passed! > total!) {
    throw new RangeError('pass-ratio@n needs 0 <= tests_passed <= tests_total, tests_total >= 1, on every sample');
  }
  const ratio = passed! / total!;
  return ratio * ratio;
}

/**
 * pass-ratio@n for one problem (Yeo et al. 2024): the mean over its n samples of (tests_passed / tests_total)^2,
 * partial credit that tells a sample failing one test of ten from one failing them all; squaring makes half the
 * tests worth a quarter. Summed in sample order.
 */
export function passRatio(samples: readonly GradedSample[]): number {
  if (samples.length === 0) throw new RangeError('pass-ratio@n needs at least one sample');
  let sum = 0;
  for (const sample of samples) sum += squaredShare(sample);
  return sum / samples.length;
}

/** The per-problem estimator of a metric computed from the counts n and c alone (pass@k and pass^k). */
export function metricEstimator(metric: Metric): (n: number, c: number, k: number) => number {
  if (metric !== 'pass@k' && metric !== 'pass^k') throw new RangeError(`${metric} is not computed from counts`);
  return metric === 'pass@k' ? passAtK : passHatK;
}

/** Whether a metric is computed from each sample (`ProblemCounts.samples`) rather than from the counts n and c. */
export function usesSamples(metric: Metric): boolean {
  return metric === 'n@k' || metric === 'pass-ratio@n';
}

/** The samples of a problem for a per-sample metric; a RangeError when the reader kept none. */
function samplesOf(problem: ProblemCounts, metric: Metric): readonly GradedSample[] {
  if (problem.samples === undefined) {
    throw new RangeError(`${metric} needs per-sample data, and problem ${JSON.stringify(problem.id)} has none`);
  }
  return problem.samples;
}

/** Largest c whose value is kept in a per-n table; larger ones are computed each time. */
const TABLE_MAX_C = 65536;

/** Table slots one call may allocate in all (8 bytes each): a file with many distinct n must not use gigabytes. */
const TABLE_SLOT_BUDGET = 1 << 22;

/** A metric of every problem of a list, at any budget k: what does not depend on k is worked out once. */
export interface MetricValues {
  count: number;
  /** Puts the metric at budget k of every problem, in order, into `values`. */
  fill(k: number, values: Float64Array): void;
  at(k: number): Float64Array;
}

/**
 * The metric of `problems` at any budget (`submit`: n@k's N). n@k groups each problem's samples by score once,
 * for every budget (`groupByScore`); pass-ratio@n, which has no budget, is computed once. Either is a RangeError
 * here when a problem has no samples.
 */
export function metricValues(problems: readonly ProblemCounts[], metric: Metric, submit = 1): MetricValues {
  let fill: (k: number, values: Float64Array) => void;
  if (metric === 'n@k') {
    const groups = groupByScore(problems.map((problem) => samplesOf(problem, metric)));
    fill = (k, values) => {
      for (let i = 0; i < problems.length; i++) values[i] = groupedNAtK(groups, i, k, submit);
    };
  } else if (metric === 'pass-ratio@n') {
    const ratios = Float64Array.from(problems, (problem) => passRatio(samplesOf(problem, metric)));
    fill = (_k, values) => values.set(ratios);
  } else {
    fill = (k, values) => fillCountValues(problems, k, metric, values);
  }
  const count = problems.length;
  return {
    count,
    fill,
    at: (k) => {
      const values = new Float64Array(count);
      fill(k, values);
      return values;
    },
  };
}

/**
 * Puts pass@k or pass^k at budget k of every problem, in order, into `values`. They depend on (n, c) only, so
 * each distinct pair is computed once, into a table by c for each n: a million problems with n = 200 cost 201
 * products, not a million. That loop calls nothing per problem: on some Node versions a double returned by a
 * call, or kept for a branch never taken, becomes a heap object per problem.
 */
function fillCountValues(problems: readonly ProblemCounts[], k: number, metric: Metric, values: Float64Array): void {
  const estimator = metricEstimator(metric);
  const tables = new Map<number, Float64Array>();
  let slotsLeft = TABLE_SLOT_BUDGET;
  let tableN = NaN;
  let table: Float64Array = new Float64Array(0);
  for (let i = 0; i < problems.length; i++) {
    const { n, c } = problems[i]!;
    if (n !== tableN) {
      let found = tables.get(n);
      if (found === undefined) {
        // NaN marks a value not computed yet; past the budget a table has no slots and every value is computed.
        const slots = Number.isInteger(n) && n >= 0 ? Math.min(n, TABLE_MAX_C) + 1 : 0;
        found = new Float64Array(slots <= slotsLeft ? slots : 0).fill(NaN);
        slotsLeft -= found.length;
        tables.set(n, found);
      }
      table = found;
      tableN = n;
    }
    if (c === (c | 0) && c >= 0 && c < table.length) {
      if (Number.isNaN(table[c]!)) table[c] = estimator(n, c, k);
      values[i] = table[c]!;
    } else {
      // No slot: a c too large to keep, or invalid counts, which the estimator refuses.
      values[i] = estimator(n, c, k);
    }
  }
}

/** The metric at budget k for every problem, in order (`submit`: n@k's N; pass-ratio@n has no budget). */
export function perProblemValues(
  problems: readonly ProblemCounts[],
  k: number,
  metric: Metric,
  submit = 1,
): Float64Array {
  return metricValues(problems, metric, submit).at(k);
}

/**
 * The least change one sample (its pass, its score or its tests) can make to a metric at budget k, over
 * `problems`, the floor of what the power figure says can be flagged:
 * - pass@k and pass^k: 1/C(n, k) at the largest n, a sample that decides one of the C(n, k) draws of k alone
 *   (pass@k at c = n - k + 1, pass^k at c = k); 1/n at k = 1. Product form, prod_{i=1}^{k} i/(n-k+i), which
 *   underflows to 0 rather than overflowing.
 * - n@k: 1/(L C(n, k)), L = lcm of C(m, t) over m <= k and t <= min(m, N): with tied scores a draw of k submits
 *   t of a tie of m at random, so it succeeds with a probability in multiples of 1/C(m, t), and the metric, their
 *   mean over the draws, moves in multiples of 1/(L C(n, k)) (L = 2 at k = 2, N = 1: half a draw).
 * - pass-ratio@n: 1/(n T^2), one test of a sample of T tests moving its (passed/T)^2 by at least 1/T^2.
 */
export function leastMetricChange(problems: readonly ProblemCounts[], metric: Metric, k: number, submit = 1): number {
  let least = Infinity;
  if (metric === 'pass-ratio@n') {
    for (const problem of problems) {
      for (const sample of samplesOf(problem, metric)) {
        least = Math.min(least, 1 / (problem.n * sample.tests_total! ** 2));
      }
    }
    return least;
  }
  let n = k;
  for (const problem of problems) n = Math.max(n, problem.n);
  least = 1;
  for (let i = 1; i <= k; i++) least *= i / (n - k + i);
  return metric === 'n@k' ? least / tieDenominators(k, submit) : least;
}

/** lcm of C(m, t) over 1 <= m <= k, 1 <= t <= min(m, submit), by Pascal's rows; Infinity past a double's range. */
function tieDenominators(k: number, submit: number): number {
  const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));
  let row = [1n];
  let lcm = 1n;
  for (let m = 1; m <= k; m++) {
    row = Array.from({ length: Math.min(m, submit) + 1 }, (_, t) => (t === 0 ? 1n : row[t - 1]! + (row[t] ?? 0n)));
    for (let t = 1; t < row.length; t++) lcm = (lcm / gcd(lcm, row[t]!)) * row[t]!;
    if (lcm > 10n ** 300n) return Infinity;
  }
  return Number(lcm);
}

/** Arithmetic mean, summed in index order so the result does not depend on the platform. */
export function mean(values: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i]!;
  return sum / values.length;
}

/**
 * A metric as reports write it, at budget k or with `k` for the curve: pass@1, pass^3, 1@10 (by score) (n@k
 * with N = `submit`), pass-ratio@n (which has no budget).
 */
export function metricLabel(metric: Metric, k: number | 'k', submit = 1): string {
  if (metric === 'n@k') return `${submit}@${k} (by score)`;
  if (metric === 'pass-ratio@n') return metric;
  return metric === 'pass@k' ? `pass@${k}` : `pass^${k}`;
}
