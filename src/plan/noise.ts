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
 * with variance tau^2 = `problemVariance` and fourth cumulant `problemCumulant`: d_i has variance s_i + tau^2
 * and fourth cumulant kappa_i + `problemCumulant`; a unit sums its problems', V_g and K_g. Over P problems in G
 * units, as the gate computes them from data:
 * - SE^2 = sum_g V_g / P^2 (`pairedStandardError`'s expectation);
 * - df = 2 (G-1) V^2 / (G sum_g E r_g^4 - V^2), V = sum_g V_g, E r_g^4 = K_g + 3 V_g^2, within [1, G-1]
 *   (`satterthwaiteDegreesOfFreedom`): `standardErrorDegreesOfFreedom` with each sum replaced by its expectation;
 *   K_g adds the true change's fourth cumulant, `problemCumulant` per problem (`problemCumulant`: measured on a
 *   past comparison, 0 when the change is taken as normal);
 * - the typical size of a unit that changed, sum_i E|d_i| / sum_i P(d_i != 0) over problems (for groups,
 *   sqrt(2 S_g / pi), the normal E|S_g|), from sampling alone; when nothing varies, `leastChange`, the least
 *   change one sample can make to a problem's metric, as `compare`'s `unitsShape` takes it.
 */
export function suiteNoise(
  differences: readonly SamplingMoments[],
  units: UnitMap,
  problemVariance: number,
  leastChange: number,
  problemCumulant = 0,
): SuiteNoise {
  const problems = differences.length;
  const sampling = new Float64Array(units.count);
  // The typical change's sum and count: over problems, of E|d_i| and P(d_i != 0); over groups (below), of the normal
  // E|S_g| = sqrt(2 S_g / pi) and the groups that vary.
  let changeTotal = 0;
  let changing = 0;
  let samplingTotal = 0;
  for (let i = 0; i < problems; i++) {
    const m = differences[i]!;
    sampling[units.unitOf[i]!]! += m.variance;
    samplingTotal += m.variance;
    changeTotal += m.meanAbsoluteDifference;
    changing += m.changeProbability;
  }
  if (units.clustered) {
    [changeTotal, changing] = [0, 0];
    for (const variance of sampling) {
      if (variance <= 0) continue;
      changeTotal += Math.sqrt((2 * variance) / Math.PI);
      changing++;
    }
  }
  const { total, fourth } = unitMoments(differences, units, problemVariance, problemCumulant);
  const degreesOfFreedom = satterthwaiteDegreesOfFreedom(total, units.count * fourth - total * total, units.count);
  return {
    samplingVariance: samplingTotal / problems,
    problemVariance,
    standardError: Math.sqrt(total) / problems,
    degreesOfFreedom,
    shape: { count: units.count, problems, typicalChange: changing > 0 ? changeTotal / changing : leastChange },
  };
}

/**
 * The fourth cumulant of the true change per problem that makes `suiteNoise`'s degrees of freedom, for these
 * differences and tau^2, the `observed` ones the gate estimated from the comparison they describe
 * (`standardErrorDegreesOfFreedom`): sum_g E r_g^4 = V^2 (1 + 2 (G-1) / df) / G, less what sampling and a
 * normal tau^2 give, per problem. This is the part of the differences' fourth moment that sampling does not
 * explain, measured as tau^2 is: a change concentrated on a few problems has a large one, and keeps the degrees
 * of freedom low at every n, as they will be when the gate reads them off such differences. Like tau^2 it is
 * kept to what a change over P problems can have: a fourth cumulant of at least -2 tau^4, and a fourth moment at
 * most P tau^4 (all of the change on one problem) and `largest`^2 tau^2 (changes within `largest` of their mean),
 * so 0 when tau^2 is: the differences' tails are then sampling's, whatever they showed.
 */
export function problemCumulant(
  differences: readonly SamplingMoments[],
  units: UnitMap,
  problemVariance: number,
  observed: number,
  largest: number,
): number {
  const { total, fourth } = unitMoments(differences, units, problemVariance, 0);
  const expected = (total * total * (1 + (2 * (units.count - 1)) / observed)) / units.count;
  const squared = problemVariance * problemVariance;
  const most = Math.max(
    -2 * squared,
    Math.min(differences.length * squared, largest * largest * problemVariance) - 3 * squared,
  );
  return Math.min(most, Math.max(-2 * squared, (expected - fourth) / differences.length));
}

/** V = sum_g V_g and sum_g E r_g^4 = sum_g (K_g + 3 V_g^2) over the units (see `suiteNoise`). */
function unitMoments(
  differences: readonly SamplingMoments[],
  units: UnitMap,
  problemVariance: number,
  problemCumulant: number,
): { total: number; fourth: number } {
  const variances = new Float64Array(units.count);
  const cumulants = new Float64Array(units.count);
  for (let i = 0; i < differences.length; i++) {
    const m = differences[i]!;
    const unit = units.unitOf[i]!;
    variances[unit]! += m.variance + problemVariance;
    cumulants[unit]! += m.fourthCumulant + problemCumulant;
  }
  let total = 0;
  let fourth = 0;
  for (let g = 0; g < units.count; g++) {
    total += variances[g]!;
    fourth += cumulants[g]! + 3 * variances[g]! ** 2;
  }
  return { total, fourth };
}
