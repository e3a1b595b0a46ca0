import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { quantileSorted } from 'simple-statistics';
import type { IntervalChoice, IntervalMethod } from '../common/types.js';
import { clusterDegreesOfFreedom } from './standard-error.js';
import type { UnitSizes } from './units.js';

/** An interval of the mean difference: [low, high]. */
export type Interval = [number, number];

/**
 * The t interval: theta +- t_(df, 1 - alpha/2) SE, with SE the paired standard error (cluster-robust, CR2, when units
 * are groups) and df `clusterDegreesOfFreedom` (G - 1 for equal groups). With few groups the bootstrap distribution's
 * shape is itself noise (a handful of group totals carry the difference), and the symmetric t interval covers better:
 * the coverage study (docs/statistics.md) found 93.7% at 10 groups for pass@10, where the expanded percentile gave
 * 92.1%.
 */
export function tInterval(
  observed: number,
  standardError: number,
  degreesOfFreedom: number,
  confidence: number,
): Interval {
  const half = tQuantile(1 - (1 - confidence) / 2, degreesOfFreedom) * standardError;
  return [observed - half, observed + half];
}

/**
 * The df of the t quantile a method uses (and the power figure with it): for `t` the units' (G - 1 when they are
 * equal, `clusterDegreesOfFreedom`), else the SE's.
 */
export function intervalDegreesOfFreedom(method: IntervalMethod, units: UnitSizes, standardErrorDf: number): number {
  return method === 't' ? clusterDegreesOfFreedom(units) : standardErrorDf;
}

/**
 * The method `auto` stands for, chosen by the coverage study: the t interval over groups (`tInterval`) when
 * the units are groups of problems, the expanded percentile interval when they are problems. A method is itself.
 */
export function intervalMethodFor(choice: IntervalChoice, clustered: boolean): IntervalMethod {
  if (choice !== 'auto') return choice;
  return clustered ? 't' : 'expanded-percentile';
}

/**
 * Expanded percentile interval (Hesterberg 2015, "What teachers should know about the bootstrap", 4.5): the
 * percentile interval (quantiles by linear interpolation between order statistics, Hyndman & Fan type 7, the
 * default of numpy and scipy.stats.bootstrap) at the level whose normal quantile is
 * z' = sqrt(G/(G-1)) * t_(df, 1 - alpha/2), G the
 * units and df the degrees of freedom of the SE (`standardErrorDegreesOfFreedom`). The bootstrap's spread
 * is sqrt((G-1)/G) SE, so the interval is as wide as a t interval on df degrees of freedom while keeping the
 * bootstrap distribution's shape. This corrects what the plain percentile interval misses with few units (or
 * groups) and with differences concentrated in a few problems: the SE is then itself uncertain.
 */
export function expandedPercentileInterval(
  means: Float64Array,
  confidence: number,
  units: number,
  degreesOfFreedom: number,
): Interval {
  const widened = Math.sqrt(units / (units - 1)) * tQuantile(1 - (1 - confidence) / 2, degreesOfFreedom);
  const alpha = normalCdf(-widened, 0, 1);
  // A typed array sorts in native code, in a fifth of the time selecting the two order statistics takes at
  // start-up; quantileSorted reads only its length and elements.
  const sorted = means.slice().sort() as unknown as readonly number[];
  return [quantileSorted(sorted, alpha), quantileSorted(sorted, 1 - alpha)];
}
