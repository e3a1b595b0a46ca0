import type { GradedSample } from '../common/types.js';
import { discreteMoments, meanOfDrawsMoments, type SamplingMoments } from './sampling-moments.js';

/** (tests_passed / tests_total)^2 of one sample; a RangeError when its test counts are missing or inconsistent. */
function squaredShare({ tests_passed: passed, tests_total: total }: GradedSample): number {
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
