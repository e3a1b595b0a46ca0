import type { GradedSample, Metric } from '../common/types.js';
import { metricEstimator, squaredShare } from './metric.js';
import { logChoose, logFactorialTable, normalisedExp } from './n-at-k.js';

/**
 * How a per-problem estimate X varies from run to run: its variance and fourth cumulant, and for two
 * independent runs X and Y, E|X - Y| and P(X != Y).
 */
export interface SamplingMoments {
  variance: number;
  /** kappa_4 = E(X - EX)^4 - 3 Var^2; cumulants of independent terms add. */
  fourthCumulant: number;
  meanAbsoluteDifference: number;
  changeProbability: number;
}

/**
 * The Binomial(n, p) probabilities of c = 0..n: C(n, c) p^c (1-p)^(n-c), each the exp of its log scaled by
 * the largest, normalised to sum to 1 (`normalisedExp`).
 */
export function binomialProbabilities(n: number, p: number): Float64Array {
  const probabilities = new Float64Array(n + 1);
  if (p <= 0 || p >= 1) {
    probabilities[p <= 0 ? 0 : n] = 1;
    return probabilities;
  }
  const table = logFactorialTable(n);
  const [logP, logQ] = [Math.log(p), Math.log1p(-p)];
  for (let c = 0; c <= n; c++) probabilities[c] = logChoose(table, n, c) + c * logP + (n - c) * logQ;
  return normalisedExp(probabilities);
}

/**
 * The moments of a discrete distribution, `values` with `weights` (summing to 1): the central moments by
 * their sums, and over the sorted distinct values v_1 < ... < v_m with distribution function F,
 *   E|X - Y| = 2 sum_j F(v_j) (1 - F(v_j)) (v_{j+1} - v_j),   P(X != Y) = 1 - sum_j P(v_j)^2.
 * Values all equal have none of these: summed in floating point, their mean and their weights can miss by an ulp,
 * which would leave a spread of 1e-32 (a pilot that passed every problem planned as catching a 0.0-point drop).
 */
export function discreteMoments(values: ArrayLike<number>, weights: ArrayLike<number>): SamplingMoments {
  let mean = 0;
  let allEqual = true;
  for (let i = 0; i < values.length; i++) {
    mean += weights[i]! * values[i]!;
    allEqual &&= values[i] === values[0];
  }
  if (allEqual) return { variance: 0, fourthCumulant: 0, meanAbsoluteDifference: 0, changeProbability: 0 };
  let second = 0;
  let fourth = 0;
  for (let i = 0; i < values.length; i++) {
    const squared = (values[i]! - mean) ** 2;
    second += weights[i]! * squared;
    fourth += weights[i]! * squared * squared;
  }
  const [sorted, sortedWeights] = ascending(values, weights);
  let below = 0;
  let same = 0;
  let absolute = 0;
  for (let j = 0; j < sorted.length;) {
    const value = sorted[j]!;
    let mass = 0;
    for (; j < sorted.length && sorted[j] === value; j++) {
      mass += sortedWeights[j]!;
      below += sortedWeights[j]!;
    }
    same += mass * mass;
    if (j < sorted.length) absolute += 2 * below * (1 - below) * (sorted[j]! - value);
  }
  return {
    variance: second,
    fourthCumulant: fourth - 3 * second * second,
    meanAbsoluteDifference: absolute,
    changeProbability: Math.max(0, 1 - same),
  };
}

/**
 * `values` and their `weights` in ascending order of value (a stable sort); as given when already in order, as
 * pass@k and pass^k over c = 0..n are.
 */
function ascending(values: ArrayLike<number>, weights: ArrayLike<number>): [ArrayLike<number>, ArrayLike<number>] {
  let inOrder = true;
  for (let i = 1; i < values.length && inOrder; i++) inOrder = values[i - 1]! <= values[i]!;
  if (inOrder) return [values, weights];
  const order = Array.from({ length: values.length }, (_, i) => i).sort((a, b) => values[a]! - values[b]!);
  return [order.map((i) => values[i]!), order.map((i) => weights[i]!)];
}

/** The estimate of pass@k (or pass^k) from n samples at each count of passes c = 0..n. */
export function countMetricValues(metric: Metric, n: number, k: number): Float64Array {
  const estimator = metricEstimator(metric);
  const values = new Float64Array(n + 1);
  for (let c = 0; c <= n; c++) values[c] = estimator(n, c, k);
  return values;
}

/** `countMetricValues` at each n asked for, computed once per n: the problems of a suite mostly share one. */
export function countMetricTables(metric: Metric, k: number): (n: number) => Float64Array {
  const tables = new Map<number, Float64Array>();
  return (n) => {
    let values = tables.get(n);
    if (values === undefined) tables.set(n, (values = countMetricValues(metric, n, k)));
    return values;
  };
}

/**
 * The sampling moments of pass@k (or pass^k) from n samples of a problem whose samples pass with probability
 * p: the estimate at each count c = 0..n (`values`, from `countMetricValues`), weighted by Binomial(n, p).
 */
export function countMetricMoments(values: Float64Array, p: number): SamplingMoments {
  return discreteMoments(values, binomialProbabilities(values.length - 1, p));
}

/**
 * The sampling moments of the mean of n i.i.d. draws with variance sigma^2 and fourth cumulant kappa_4:
 * Var = sigma^2 / n and kappa_4 / n^3 (cumulants of a sum add). E|X - Y| and P(X != Y) take the two means
 * as normal: 2 sqrt(Var / pi), and 1 whenever sigma > 0.
 */
export function meanOfDrawsMoments(variance: number, fourthCumulant: number, n: number): SamplingMoments {
  return {
    variance: variance / n,
    fourthCumulant: fourthCumulant / (n * n * n),
    meanAbsoluteDifference: 2 * Math.sqrt(variance / n / Math.PI),
    changeProbability: variance > 0 ? 1 : 0,
  };
}

/**
 * The sampling moments of pass-ratio@n from n samples of a problem, estimated from its K graded samples: a mean
 * of n draws of x = (tests_passed / tests_total)^2 has variance s^2 / n, s^2 = sum (x - mean x)^2 / (K - 1) the
 * unbiased sample variance, and fourth cumulant kappa_4 / n^3, kappa_4 the plug-in of the K values
 * (`meanOfDrawsMoments`). Needs K >= 2.
 */
export function passRatioMoments(samples: readonly GradedSample[], n: number): SamplingMoments {
  const count = samples.length;
  if (count < 2) throw new RangeError('the spread of pass-ratio@n needs at least two samples');
  const shares = samples.map(squaredShare);
  const plugIn = discreteMoments(shares, new Float64Array(count).fill(1 / count));
  return meanOfDrawsMoments((plugIn.variance * count) / (count - 1), plugIn.fourthCumulant, n);
}
