import type { SamplingMoments } from '../estimate/sampling-moments.js';
import type { SuiteSpread } from '../power/gate-power.js';
import { satterthwaiteDegreesOfFreedom } from '../resample/standard-error.js';
import type { UnitMap } from '../resample/units.js';

/** The noise a paired comparison at n samples per problem is predicted to have, and the shape of its units. */
export interface SuiteNoise extends SuiteSpread {
  /** Mean over problems of the sampling variance of a problem's difference. */
  samplingVariance: number;
  /** The variance of the true change across problems, tau^2. */
  problemVariance: number;
}

/**
 * The moments of a problem's paired difference d = Y - X between two independent runs: variances and fourth
 * cumulants add; E|d| and P(d != 0) are taken as the mean of each run's own (exact when both sample alike).
 */
export function pairedMoments(baseline: SamplingMoments, candidate: SamplingMoments): SamplingMoments {
  return {
    variance: baseline.variance + candidate.variance,
    fourthCumulant: baseline.fourthCumulant + candidate.fourthCumulant,
    meanAbsoluteDifference: (baseline.meanAbsoluteDifference + candidate.meanAbsoluteDifference) / 2,
    changeProbability: (baseline.changeProbability + candidate.changeProbability) / 2,
  };
}

/**
 * The noise of a comparison of two runs at n samples, from the sampling moments of each problem's paired
 * difference (`differences`, from `pairedMoments`), when the true changes also vary from problem to problem
 * with variance tau^2 = `problemVariance`: d_i has variance s_i + tau^2 and fourth cumulant kappa_i (tau's part
 * taken as normal); a unit sums its problems', V_g and K_g. Over P problems in G units, as the gate computes
 * them from data:
 * - SE^2 = sum_g V_g / P^2 (`pairedStandardError`'s expectation);
 * - df = 2 (G-1) V^2 / (G sum_g E r_g^4 - V^2), V = sum_g V_g, E r_g^4 = K_g + 3 V_g^2, within [1, G-1]
 *   (`satterthwaiteDegreesOfFreedom`): `standardErrorDegreesOfFreedom` with each sum replaced by its expectation;
 * - the typical size of a unit that changed, sum_i E|d_i| / sum_i P(d_i != 0) over problems (for groups,
 *   sqrt(2 S_g / pi), the normal E|S_g|), from sampling alone: a whole unit when nothing varies.
 */
export function suiteNoise(
  differences: readonly SamplingMoments[],
  units: UnitMap,
  problemVariance: number,
): SuiteNoise {
  const problems = differences.length;
  const variances = new Float64Array(units.count);
  const sampling = new Float64Array(units.count);
  const cumulants = new Float64Array(units.count);
  let absolute = 0;
  let changing = 0;
  let samplingTotal = 0;
  for (let i = 0; i < problems; i++) {
    const m = differences[i]!;
    const unit = units.unitOf[i]!;
    sampling[unit]! += m.variance;
    variances[unit]! += m.variance + problemVariance;
    cumulants[unit]! += m.fourthCumulant;
    samplingTotal += m.variance;
    absolute += m.meanAbsoluteDifference;
    changing += m.changeProbability;
  }
  let total = 0;
  let fourth = 0;
  for (let g = 0; g < units.count; g++) {
    total += variances[g]!;
    fourth += cumulants[g]! + 3 * variances[g]! ** 2;
  }
  const degreesOfFreedom = satterthwaiteDegreesOfFreedom(total, units.count * fourth - total * total, units.count);
  return {
    samplingVariance: samplingTotal / problems,
    problemVariance,
    standardError: Math.sqrt(total) / problems,
    degreesOfFreedom,
    shape: { count: units.count, problems, typicalChange: typicalChange(sampling, units, absolute, changing) },
  };
}

function typicalChange(sampling: Float64Array, units: UnitMap, absolute: number, changing: number): number {
  const whole = sampling.length === 0 ? 1 : units.unitOf.length / units.count;
  if (!units.clustered) return changing > 0 ? absolute / changing : whole;
  let sum = 0;
  let changed = 0;
  for (const variance of sampling) {
    if (variance <= 0) continue;
    sum += Math.sqrt((2 * variance) / Math.PI);
    changed++;
  }
  return changed > 0 ? sum / changed : whole;
}
