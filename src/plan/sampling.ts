import type { GateOptions, Metric, ProblemCounts } from '../common/types.js';
import { simulatedNAtKMoments } from '../estimate/n-at-k-variance.js';
import {
  countMetricMoments,
  countMetricTables,
  passRatioMoments,
  type SamplingMoments,
} from '../estimate/sampling-moments.js';
import { countVarianceUnbiased, estimatedCountVariance, type RatePrior } from '../estimate/sampling-variance.js';
import { Xoshiro128 } from '../resample/random.js';
import type { VarianceEstimator } from './model.js';

/**
 * Simulated runs per problem and n for n@k: one problem's variance is then within about 10% (sqrt(2/200)), and
 * the mean over the 100 or more problems that vary within about 1%.
 */
const N_AT_K_DRAWS = 200;

export type MetricSettings = Pick<GateOptions, 'metric' | 'k' | 'submit'>;

/** The sampling moments of one problem's estimate at n samples, from the samples it had; `stream` seeds n@k. */
export type ProblemSampling = (problem: ProblemCounts, n: number, stream: number) => SamplingMoments;

/**
 * How a problem's estimate at n samples varies from run to run, estimated from the samples it had (n0 of them):
 * - pass@k, pass^k: the variance is `estimatedCountVariance` (Hoeffding's exact form, unbiased when 2k <= n0);
 *   the fourth cumulant, E|X - Y| and P(X != Y), which only set the degrees of freedom and the sign test's
 *   floor, are those at the plug-in rate c/n0 (`countMetricMoments`). Each distinct (n0, c, n) is computed once,
 *   the estimates at each n (`countMetricTables`) once for every c.
 * - pass-ratio@n: `passRatioMoments` (s^2 / n).
 * - n@k: `simulatedNAtKMoments`, N_AT_K_DRAWS runs drawn from the problem's samples with the PRNG seeded by
 *   (n, stream), so a figure does not depend on what else was computed.
 */
export function problemSampling({ metric, k, submit }: MetricSettings, prior?: RatePrior): ProblemSampling {
  if (metric === 'pass-ratio@n') return (problem, n) => passRatioMoments(problem.samples!, n);
  if (metric === 'n@k') {
    return (problem, n, stream) =>
      simulatedNAtKMoments(problem.samples!, n, k, submit, N_AT_K_DRAWS, new Xoshiro128(n, stream));
  }
  const known = new Map<string, SamplingMoments>();
  const valuesAt = countMetricTables(metric, k);
  return ({ n: observed, c }, n) => {
    const key = `${observed}:${c}:${n}`;
    let moments = known.get(key);
    if (moments === undefined) {
      moments = {
        ...countMetricMoments(valuesAt(n), c / observed),
        variance: estimatedCountVariance(metric, n, k, observed, c, prior),
      };
      known.set(key, moments);
    }
    return moments;
  };
}

/** How the variances of `problemSampling` were estimated for problems with these sample counts. */
export function varianceEstimator(metric: Metric, k: number, problems: readonly ProblemCounts[]): VarianceEstimator {
  if (metric === 'n@k') return 'simulated';
  if (metric === 'pass-ratio@n') return 'unbiased';
  return problems.every((p) => countVarianceUnbiased(k, p.n)) ? 'unbiased' : 'plug-in';
}
