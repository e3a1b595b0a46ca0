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
  /** Problems in all units. */
  problems: number;
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
    const clusters = new Map<string, number>();
    const clusterSums: number[] = [];
    const clusterSizes: number[] = [];
    for (let i = 0; i < differences.length; i++) {
      const group = groups[i];
      let index = group === undefined ? undefined : clusters.get(group);
      if (index === undefined) {
        index = clusterSums.length;
        clusterSums.push(0);
        clusterSizes.push(0);
        if (group !== undefined) clusters.set(group, index);
      }
      clusterSums[index]! += differences[i]!;
      clusterSizes[index]! += 1;
    }
    const order = clusterSums
      .map((_, i) => i)
      .sort((a, b) => clusterSums[a]! - clusterSums[b]! || clusterSizes[a]! - clusterSizes[b]!);
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

/** Collapsed units pay off when drawing one multinomial count per distinct unit beats one draw per unit. */
export function useMultinomial(units: ResamplingUnits): boolean {
  return units.sums.length * 8 < units.count;
}

/** The units written out one by one: each value repeated its multiplicity times. */
export function expand(values: Float64Array, multiplicities: Float64Array, count: number): Float64Array {
  const flat = new Float64Array(count);
  let at = 0;
  for (let j = 0; j < values.length; j++) {
    flat.fill(values[j]!, at, at + multiplicities[j]!);
    at += multiplicities[j]!;
  }
  return flat;
}

/** Bootstrap statistics within this distance of the observed one count as ties (summation order differs). */
export const TIE_TOLERANCE = 1e-12;
