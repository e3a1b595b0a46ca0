import type { Metric } from '../common/types.js';
import { logChoose, logFactorialTable, normalisedExp } from './n-at-k.js';

/**
 * The chance that two k-subsets of n samples, each drawn uniformly, share exactly c samples, for c = 0..k:
 * w_c = C(k, c) C(n-k, k-c) / C(n, k), the hypergeometric distribution. Each term is the exp of a difference of
 * log-factorials, scaled by the largest and normalised to sum to 1 (`normalisedExp`), so no binomial overflows.
 */
export function overlapProbabilities(n: number, k: number): Float64Array {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 1 || k > n) {
    throw new RangeError(`overlap of two ${k}-subsets of ${n} samples is undefined`);
  }
  const table = logFactorialTable(n);
  const logs = new Float64Array(k + 1);
  for (let c = 0; c <= k; c++) logs[c] = logChoose(table, k, c) + logChoose(table, n - k, k - c);
  return normalisedExp(logs);
}

/**
 * The variance of a U-statistic of order k over n i.i.d. Bernoulli(theta) samples whose kernel is the product
 * of its k indicators (mean theta^k), by Hoeffding's (1948) decomposition:
 *   Var = sum_{c=1..k} w_c zeta_c,   zeta_c = theta^(2k-c) - theta^(2k),
 * w_c from `overlapProbabilities`: two kernels that share c samples are both 1 with chance
 * theta^c theta^(2(k-c)). `power(m)` gives theta^m, or an estimate of it.
 */
export function uStatisticVariance(n: number, k: number, power: (m: number) => number): number {
  const weights = overlapProbabilities(n, k);
  const both = power(2 * k);
  let variance = 0;
  for (let c = 1; c <= k; c++) if (weights[c]! > 0) variance += weights[c]! * (power(2 * k - c) - both);
  return Math.max(0, variance);
}

/**
 * The unbiased estimate of theta^m from `hits` of `trials` Bernoulli(theta) draws, m <= trials:
 * C(hits, m) / C(trials, m) = prod_{j<m} (hits - j) / (trials - j), the share of m-subsets that are all hits.
 */
export function unbiasedPower(trials: number, hits: number, m: number): number {
  if (m > trials) throw new RangeError(`theta^${m} has no unbiased estimate from ${trials} draws`);
  let product = 1;
  for (let j = 0; j < m && product > 0; j++) product *= (hits - j) / (trials - j);
  return product;
}

/** Whether `estimatedCountVariance` is unbiased: every theta^m it needs (m <= 2k) has an unbiased estimate. */
export function countVarianceUnbiased(k: number, observed: number): boolean {
  return 2 * k <= observed;
}

/** A Beta(alpha, beta) prior of theta (q for pass@k, p for pass^k) over a suite's problems. */
export interface RatePrior {
  alpha: number;
  beta: number;
}

/**
 * E[theta^m] under Beta(alpha, beta): prod_{j<m} (alpha + j) / (alpha + beta + j). With alpha and beta a prior's
 * plus a problem's hits and misses, theta^m's posterior mean given its samples.
 */
function betaPower(alpha: number, beta: number, m: number): number {
  let product = 1;
  for (let j = 0; j < m && product > 0; j++) product *= (alpha + j) / (alpha + beta + j);
  return product;
}

/**
 * The variance of pass@k (or pass^k) from n samples of a problem, estimated from the counts it had: c of
 * `observed` samples passed. The variance is linear in theta^m (theta = q for pass@k, p for pass^k), so with
 * each theta^m replaced by `unbiasedPower` of the failures (passes) it is unbiased at every n, when 2k <=
 * observed. Plugging in c/observed instead would make it low: for k = 1 by the factor (observed - 1)/observed,
 * and a problem seen to pass 19 of 20 times would look surer than it is. With 2k > observed the unbiased
 * estimate does not exist: each theta^m is then its posterior mean under the suite's `prior` (`betaPower`), where
 * the plug-in would take a problem that passed all or none of its few samples never to vary; the plug-in without one.
 */
export function estimatedCountVariance(
  metric: Metric,
  n: number,
  k: number,
  observed: number,
  passed: number,
  prior?: RatePrior,
): number {
  if (metric !== 'pass@k' && metric !== 'pass^k') throw new RangeError(`${metric} is not computed from counts`);
  const hits = metric === 'pass@k' ? observed - passed : passed;
  const power = countVarianceUnbiased(k, observed)
    ? (m: number) => unbiasedPower(observed, hits, m)
    : prior === undefined
      ? (m: number) => Math.pow(hits / observed, m)
      : (m: number) => betaPower(prior.alpha + hits, prior.beta + observed - hits, m);
  return uStatisticVariance(n, k, power);
}
