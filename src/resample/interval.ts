import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import type { IntervalMethod } from '../common/types.js';
import { quantileSorted } from './quantile.js';
import { TIE_TOLERANCE } from './units.js';

export interface BootstrapInterval {
  ci: [number, number];
  method: IntervalMethod;
  /** Why BCa fell back to the percentile interval, when it did. */
  fallback?: string;
}

/**
 * Confidence interval of the mean difference from its bootstrap distribution, as scipy.stats.bootstrap
 * computes it. Percentile: the alpha/2 and 1 - alpha/2 quantiles. BCa (Efron 1987): the quantiles at
 * Phi(z0 + (z0 + z)/(1 - a(z0 + z))) for z = +-z_(alpha/2), with bias correction
 * z0 = Phi^-1((#{theta_b < theta} + #{theta_b <= theta}) / 2B) and acceleration a from the jackknife.
 * When theta lies outside the bootstrap distribution z0 is infinite and BCa is undefined: the percentile
 * interval is returned with the reason.
 */
export function bootstrapInterval(
  means: Float64Array,
  observed: number,
  acceleration: number,
  confidence: number,
  method: IntervalMethod,
): BootstrapInterval {
  const sorted = Float64Array.from(means).sort();
  const alpha = (1 - confidence) / 2;
  const percentile = (): [number, number] => [quantileSorted(sorted, alpha), quantileSorted(sorted, 1 - alpha)];
  if (method === 'percentile') return { ci: percentile(), method };
  let below = 0;
  let atOrBelow = 0;
  for (let b = 0; b < sorted.length; b++) {
    if (sorted[b]! < observed - TIE_TOLERANCE) below++;
    if (sorted[b]! <= observed + TIE_TOLERANCE) atOrBelow++;
  }
  const share = (below + atOrBelow) / (2 * sorted.length);
  if (share <= 0 || share >= 1) {
    return {
      ci: percentile(),
      method: 'percentile',
      fallback: 'the observed difference lies outside every bootstrap resample, so BCa is undefined',
    };
  }
  const z0 = normalQuantile(share, 0, 1);
  const zAlpha = normalQuantile(alpha, 0, 1);
  const adjusted = (z: number): number => normalCdf(z0 + (z0 + z) / (1 - acceleration * (z0 + z)), 0, 1);
  return { ci: [quantileSorted(sorted, adjusted(zAlpha)), quantileSorted(sorted, adjusted(-zAlpha))], method };
}
