import type { Metric, ProblemCounts } from '../common/types.js';
import { countVarianceUnbiased, overlapProbabilities, type RatePrior } from '../estimate/sampling-variance.js';
import { suiteRatePrior } from './group-prior.js';
import { expit } from './binomial.js';

/** How a true drop of D spreads the differences, per problem (`gatePowerOf` divides by the problems). */
export interface DropSpread {
  /** The rise in a problem's sampling variance, averaged over the problems. */
  sampling: number;
  /** The variance of the true change across the problems: the drop falls on some more than on others. */
  change: number;
}

/**
 * The spread at a drop, by a model that reaches drops up to `largest`; `beyond`, the model for a figure past
 * that, when there is one.
 */
export interface DropVariance {
  (drop: number): DropSpread;
  largest: number;
  beyond?: DropVariance;
  /**
   * The largest drop up to `largest` that falls on fewer than `share` of the problems' worth: the effective number
   * of problems the change falls on, (sum of the changes)^2 / (sum of their squares), below share P; 0 when none.
   */
  concentrated?: (share: number) => number;
}

/** Past this log-odds decrease every problem that can move is at 0: the largest drop is reached. */
const LARGEST_SHIFT = 60;

/** The steps of the log-odds shift up to LARGEST_SHIFT at which `concentrated` reads the change's share. */
const SHIFT_STEPS = 1200;

/**
 * How the differences spread when the suite's expected pass@k (pass^k) falls by D, the drop the power figure
 * models: every problem's log-odds lowered by the same beta, q = expit(logit p - beta), beta such that the mean
 * of 1 - (1 - q)^k (q^k) falls by exactly D. p is the baseline's rate c/n (0 and 1 stay where they are), or
 * its mean under `prior`, a prior of the suite's rates (`dropVarianceOf` says when). The
 * candidate's sampling variance is the unbiased estimator's at its n (`uStatisticVariance`'s Hoeffding form at
 * q), and the true change 1 - (1 - q)^k less 1 - (1 - p)^k varies from problem to problem. At pass@1 a drop on
 * problems near 1/2 adds little of either, but at pass@10 it falls on problems the baseline rarely solves,
 * where pass@10 is most uncertain and moves most. A figure past the largest drop the problems strictly between
 * 0 and n can give (pass^k at k near n, where the problems that passed every sample hold the score) is worked
 * out by `beyond`, the same model with every problem's p at (c + 1/4) / (n + 1/2), so that those move too: the
 * mean of p after c passes in n under a Beta(1/4, 1/4) prior, the U shape of code suites' rates (most problems
 * almost always or almost never solved), where Jeffreys' (c + 1/2) / (n + 1) would take a problem that passed
 * every sample for a middling one, whose variance a drop hardly raises. `candidateSamples` gives each problem's n
 * (a plan's row: one n for all).
 */
export function countDropVariance(
  metric: 'pass@k' | 'pass^k',
  k: number,
  baseline: readonly ProblemCounts[],
  candidateSamples: (index: number) => number,
  prior?: RatePrior,
): DropVariance {
  // Under the prior, the mean of p given c passes in n (the prior is theta's: q for pass@k, p for pass^k).
  const hits = (c: number) => (metric === 'pass@k' ? prior!.beta + c : prior!.alpha + c);
  const rateOf =
    prior === undefined
      ? (c: number, n: number) => c / n
      : (c: number, n: number) => hits(c) / (prior.alpha + prior.beta + n);
  const observed = shiftedSpread(metric, k, baseline, candidateSamples, rateOf);
  observed.beyond = shiftedSpread(metric, k, baseline, candidateSamples, (c, n) => (c + 1 / 4) / (n + 1 / 2));
  return observed;
}

/** `countDropVariance`'s model at the rates `rateOf` gives. */
function shiftedSpread(
  metric: 'pass@k' | 'pass^k',
  k: number,
  baseline: readonly ProblemCounts[],
  candidateSamples: (index: number) => number,
  rateOf: (c: number, n: number) => number,
): DropVariance {
  // Problems alike in rate and n, counted once; those at a rate of 0 or 1 do not move.
  const kinds = new Map<string, { logOdds: number; n: number; count: number }>();
  baseline.forEach(({ n, c }, i) => {
    const rate = rateOf(c, n);
    if (rate <= 0 || rate >= 1) return;
    const samples = candidateSamples(i);
    const key = `${rate} ${samples}`;
    const kind = kinds.get(key) ?? { logOdds: Math.log(rate / (1 - rate)), n: samples, count: 0 };
    kind.count++;
    kinds.set(key, kind);
  });
  const moving = [...kinds.values()];
  const weights = new Map(moving.map(({ n }) => [n, overlapProbabilities(n, k)]));
  // theta is the chance a sample fails (pass@k) or passes (pass^k): the metric is 1 - theta^k or theta^k.
  const thetaAt = (z: number) => (metric === 'pass@k' ? expit(-z) : expit(z));
  const variance = (theta: number, n: number): number => {
    const w = weights.get(n)!;
    const both = theta ** (2 * k);
    let total = 0;
    for (let c = 1; c <= k; c++) total += w[c]! * (theta ** (2 * k - c) - both);
    return total;
  };
  const problems = baseline.length;
  // The suite's metric at a shift of beta, less a constant: theta^k is the metric of pass^k and 1 - that of pass@k.
  const metricAt = (beta: number) => {
    let total = 0;
    for (const { logOdds, count } of moving) total += count * thetaAt(logOdds - beta) ** k;
    return (metric === 'pass@k' ? -total : total) / problems;
  };
  // The mean square of the problems' changes (the change of +-theta^k) and the candidate's sampling variance.
  const spreadsAt = (beta: number) => {
    let squareTotal = 0;
    let varianceTotal = 0;
    for (const { logOdds, n, count } of moving) {
      const theta = thetaAt(logOdds - beta);
      const change = theta ** k - thetaAt(logOdds) ** k;
      squareTotal += count * change * change;
      varianceTotal += count * variance(theta, n);
    }
    return { square: squareTotal / problems, variance: varianceTotal / problems };
  };
  const before = { metric: metricAt(0), variance: spreadsAt(0).variance };
  const spreadAt = (beta: number, drop: number): DropSpread => {
    const at = spreadsAt(beta);
    return { sampling: at.variance - before.variance, change: Math.max(0, at.square - drop * drop) };
  };
  const largest = before.metric - metricAt(LARGEST_SHIFT);
  // The change's share of the problems at a shift: D^2 over the mean square of the problems' changes, with
  // D = +-(sum of the changes) / P. One pass over the kinds, each kind's theta^k before the drop worked out once:
  // the grid below reads it at every step.
  const startPowers = moving.map(({ logOdds }) => thetaAt(logOdds) ** k);
  const shareAt = (beta: number) => {
    let sum = 0;
    let square = 0;
    for (let j = 0; j < moving.length; j++) {
      const { logOdds, count } = moving[j]!;
      const change = thetaAt(logOdds - beta) ** k - startPowers[j]!;
      sum += count * change;
      square += count * change * change;
    }
    return (sum * sum) / (square * problems);
  };
  let shares: Float64Array | undefined;
  // The drop at the largest shift whose change's share is below `share`: the last step below it, then bisected. A
  // drop that is concentrated only at small shifts (spread thinly over problems rarely solved, whose tiny changes
  // few samples show) and spread further up is not. 0 when no shift is (at 0, where nothing changes, the share is
  // undefined).
  const concentrated = (share: number): number => {
    if (moving.length === 0) return 0;
    shares ??= Float64Array.from({ length: SHIFT_STEPS + 1 }, (_, i) => shareAt((i * LARGEST_SHIFT) / SHIFT_STEPS));
    let last = SHIFT_STEPS;
    while (last > 0 && !(shares[last]! < share)) last--;
    if (last === 0) return 0;
    if (last === SHIFT_STEPS) return largest;
    const step = LARGEST_SHIFT / SHIFT_STEPS;
    let [low, high] = [last * step, (last + 1) * step];
    for (let i = 0; i < 40; i++) {
      const middle = (low + high) / 2;
      if (shareAt(middle) < share) low = middle;
      else high = middle;
    }
    return before.metric - metricAt(high);
  };
  const spread = (drop: number): DropSpread => {
    if (drop <= 0) return { sampling: 0, change: 0 };
    if (drop >= largest) return spreadAt(LARGEST_SHIFT, largest);
    let low = 0;
    let high = LARGEST_SHIFT;
    // The bisection reads the metric alone: the sampling variance is worked out once, at the shift found.
    for (let i = 0; i < 60 && high - low > 1e-10; i++) {
      const middle = (low + high) / 2;
      if (before.metric - metricAt(middle) < drop) low = middle;
      else high = middle;
    }
    return spreadAt((low + high) / 2, drop);
  };
  return Object.assign(spread, { largest, concentrated });
}

/**
 * The drop's variance for a comparison of runs like these: `countDropVariance` for pass@k and pass^k past k = 1;
 * none otherwise, where the power figure keeps a pass rate's rise (pass@1's own, and the best description a
 * count has of n@k and pass-ratio@n). Where some problem of `recorded` (both runs' problems) has fewer than the
 * 2k samples an unbiased sampling variance needs, the rates are the means under the suite's prior of rates
 * (`suiteRatePrior`), the rates the plan's sampling variance is then taken at: at c/n a suite whose problems
 * almost all passed all or none of few samples would have a drop fall on its few others alone.
 */
export function dropVarianceOf(
  metric: Metric,
  k: number,
  baseline: readonly ProblemCounts[],
  candidateSamples: (index: number) => number,
  recorded: readonly ProblemCounts[] = baseline,
): DropVariance | undefined {
  if (k === 1 || (metric !== 'pass@k' && metric !== 'pass^k')) return undefined;
  const unbiased = recorded.every((p) => countVarianceUnbiased(k, p.n));
  return countDropVariance(
    metric,
    k,
    baseline,
    candidateSamples,
    unbiased ? undefined : suiteRatePrior(metric, recorded),
  );
}
