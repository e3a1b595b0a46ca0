import type { GradedSample } from '../common/types.js';

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
