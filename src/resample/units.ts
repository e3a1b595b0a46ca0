import type { Metric } from '../common/types.js';
import { nAtKError } from '../estimate/n-at-k.js';
/**
 * What the bootstrap resamples: a problem, or a cluster of problems. Each unit has the sum of its problems'
 * per-problem differences and its size (1 for a problem). The statistic on a set of units is
 * sum(sums) / sum(sizes): the mean difference over the problems they hold.
 * Units with the same (sum, size) are interchangeable, so they are kept once with a multiplicity.
 */
export interface ResamplingUnits {
  sums: Float64Array;
  sizes: Float64Array;
  multiplicities: Float64Array;
  /** Units before collapsing equal ones: problems, or clusters. */
  count: number;
  problems: number;
}

/** The sizes of a suite's units, as the degrees of freedom of the t interval over them read them. */
export type UnitSizes = Pick<ResamplingUnits, 'sizes' | 'multiplicities' | 'count' | 'problems'>;

/** Which resampling unit each problem is in: its own, or its group's, as the gate resamples them. */
export interface UnitMap {
  /** Unit index of each problem, in order; units are numbered as they first appear. */
  unitOf: Int32Array;
  count: number;
  /** Whether any problem has a group. */
  clustered: boolean;
}

/** Unit indices for problems with these cluster keys; undefined keys are units of their own. */
export function unitMap(groups: readonly (string | undefined)[]): UnitMap {
  const indices = new Map<string, number>();
  const unitOf = new Int32Array(groups.length);
  let count = 0;
  let clustered = false;
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i];
    let unit = group === undefined ? undefined : indices.get(group);
    if (unit === undefined) {
      unit = count++;
      if (group !== undefined) {
        indices.set(group, unit);
        clustered = true;
      }
    }
    unitOf[i] = unit;
  }
  return { unitOf, count, clustered };
}

/** Each unit's size (its problems), as `ResamplingUnits` holds them, the units kept one by one. */
export function unitSizes({ unitOf, count }: UnitMap): UnitSizes {
  const sizes = new Float64Array(count);
  for (const unit of unitOf) sizes[unit]! += 1;
  return { sizes, multiplicities: new Float64Array(count).fill(1), count, problems: unitOf.length };
}

/**
 * Builds resampling units from per-problem differences. With `groups` (a cluster key per problem, or
 * undefined for a problem of its own) each cluster is one unit; otherwise each problem is.
 */
export function resamplingUnits(differences: Float64Array, groups?: readonly (string | undefined)[]): ResamplingUnits {
  let sums: Float64Array;
  let sizes: Float64Array;
  if (groups === undefined) {
    sums = Float64Array.from(differences).sort();
    sizes = new Float64Array(sums.length).fill(1);
  } else {
    const map = unitMap(groups);
    const clusterSums = new Float64Array(map.count);
    for (let i = 0; i < differences.length; i++) clusterSums[map.unitOf[i]!]! += differences[i]!;
    const clusterSizes = unitSizes(map).sizes;
    const order = Array.from(clusterSums, (_, i) => i).sort(
      (a, b) => clusterSums[a]! - clusterSums[b]! || clusterSizes[a]! - clusterSizes[b]!,
    );
    sums = Float64Array.from(order, (i) => clusterSums[i]!);
    sizes = Float64Array.from(order, (i) => clusterSizes[i]!);
  }
  const distinctSums: number[] = [];
  const distinctSizes: number[] = [];
  const multiplicities: number[] = [];
  for (let i = 0; i < sums.length; i++) {
    const last = distinctSums.length - 1;
    if (last >= 0 && distinctSums[last] === sums[i] && distinctSizes[last] === sizes[i]) multiplicities[last]! += 1;
    else {
      distinctSums.push(sums[i]!);
      distinctSizes.push(sizes[i]!);
      multiplicities.push(1);
    }
  }
  // Most frequent first: the multinomial draw below ends as soon as every unit has been placed.
  const order = multiplicities.map((_, i) => i).sort((a, b) => multiplicities[b]! - multiplicities[a]! || a - b);
  return {
    sums: Float64Array.from(order, (i) => distinctSums[i]!),
    sizes: Float64Array.from(order, (i) => distinctSizes[i]!),
    multiplicities: Float64Array.from(order, (i) => multiplicities[i]!),
    count: sums.length,
    problems: differences.length,
  };
}

/** The statistic on the original data: sum of all unit sums over the number of problems. */
export function unitsMean(units: ResamplingUnits): number {
  let sum = 0;
  for (let j = 0; j < units.sums.length; j++) sum += units.multiplicities[j]! * units.sums[j]!;
  return sum / units.problems;
}

/**
 * Collapsed units pay off when drawing one multinomial count per distinct unit beats one draw per unit
 * (for any collapsed units: `ResamplingUnits`, or the rows of `JointUnits`).
 */
export function useMultinomial(units: { multiplicities: Float64Array; count: number }): boolean {
  return units.multiplicities.length * 8 < units.count;
}

/**
 * The units written out one by one: each row of `width` values (a unit's sum, or its sum in each check of
 * `JointUnits`) repeated its multiplicity times.
 */
export function expand(values: Float64Array, multiplicities: Float64Array, count: number, width = 1): Float64Array {
  const flat = new Float64Array(count * width);
  let at = 0;
  for (let j = 0; j < multiplicities.length; j++) {
    for (let m = 0; m < multiplicities[j]!; m++) {
      for (let w = 0; w < width; w++) flat[at++] = values[j * width + w]!;
    }
  }
  return flat;
}

/** Bootstrap statistics within this distance of the observed one count as ties (summation order differs). */
export const TIE_TOLERANCE = 1e-12;

/**
 * candidate - baseline, problem by problem, a difference within `tolerance` being 0: n@k's sums of exps carry
 * errors (`valueTolerance`), so the same passes scored in another order give a value that differs in its last
 * bits. Such a problem did not move, for the count of changes as for the sign-flip test.
 */
export function pairedDifferences(
  baseline: Float64Array,
  candidate: Float64Array,
  tolerance = TIE_TOLERANCE,
): Float64Array {
  return candidate.map((value, i) => {
    const difference = value - baseline[i]!;
    return Math.abs(difference) <= tolerance ? 0 : difference;
  });
}

/**
 * Within what two of a metric's values of a problem are the same, for problems of at most `samples` samples:
 * TIE_TOLERANCE, or for n@k the error its log-factorials carry (`nAtKError`), which grows with the samples.
 */
export function valueTolerance(metric: Metric, samples: number): number {
  return metric === 'n@k' ? Math.max(TIE_TOLERANCE, nAtKError(samples)) : TIE_TOLERANCE;
}
