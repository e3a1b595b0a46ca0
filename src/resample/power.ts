import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';

/**
 * Minimum detectable effect of a two-sided test at level 1 - confidence with the given power:
 * (z_(1 - alpha/2) + z_power) * SE. A true drop at least this large is detected with that power.
 */
export function minimumDetectableEffect(standardError: number, confidence: number, power = 0.8): number {
  return (normalQuantile(1 - (1 - confidence) / 2, 0, 1) + normalQuantile(power, 0, 1)) * standardError;
}
