import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { binomialDraw, Xoshiro128 } from './random.js';
import type { IntervalMethod } from './types.js';

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
    const order = clusterSums.map((_, i) => i).sort((a, b) => clusterSums[a]! - clusterSums[b]! || clusterSizes[a]! - clusterSizes[b]!);
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
function useMultinomial(units: ResamplingUnits): boolean {
  return units.sums.length * 8 < units.count;
}

/**
 * Paired bootstrap of the mean difference: each resample draws `count` units with replacement (the same draw
 * for baseline and candidate, because a unit's value is already candidate - baseline) and returns
 * sum(sums) / sum(sizes). Drawing units with replacement gives each distinct unit a Multinomial(count,
 * multiplicity/count) number of copies, so when units repeat, the counts are drawn directly, as a chain of
 * conditional binomials; the result has the same distribution as the plain draw.
 */
export function pairedBootstrap(units: ResamplingUnits, resamples: number, rng: Xoshiro128): Float64Array {
  const means = new Float64Array(resamples);
  const { sums, sizes, multiplicities, count } = units;
  const distinct = sums.length;
  if (useMultinomial(units)) {
    for (let b = 0; b < resamples; b++) {
      let left = count;
      let mass = count;
      let sum = 0;
      let size = 0;
      for (let j = 0; j < distinct && left > 0; j++) {
        const m = multiplicities[j]!;
        const copies = m === mass ? left : binomialDraw(rng, left, m / mass);
        mass -= m;
        left -= copies;
        sum += copies * sums[j]!;
        size += copies * sizes[j]!;
      }
      means[b] = sum / size;
    }
    return means;
  }
  const flatSums = expand(sums, multiplicities, count);
  const flatSizes = expand(sizes, multiplicities, count);
  for (let b = 0; b < resamples; b++) means[b] = directResample(flatSums, flatSizes, rng);
  return means;
}

/**
 * One resample drawn directly: as many units as there are, picked with replacement; sum(sums) / sum(sizes).
 * A function per resample because V8 compiles a function called often sooner than a loop in a long call.
 */
function directResample(flatSums: Float64Array, flatSizes: Float64Array, rng: Xoshiro128): number {
  const count = flatSums.length;
  let sum = 0;
  let size = 0;
  if (count <= 65536) {
    // Two 16-bit picks from each 32-bit output, by Lemire's multiply-and-reject: half * count >>> 16 is
    // uniform once the low parts below (2^16 - count) mod count are drawn again.
    const threshold = (65536 - count) % count;
    let word = 0;
    let halves = 0;
    for (let i = 0; i < count; i++) {
      let product: number;
      do {
        if (halves === 0) {
          word = rng.nextUint32();
          halves = 2;
        }
        product = (word & 0xffff) * count;
        word >>>= 16;
        halves--;
      } while ((product & 0xffff) < threshold);
      const pick = product >>> 16;
      sum += flatSums[pick]!;
      size += flatSizes[pick]!;
    }
    return sum / size;
  }
  const exact = count < 2 ** 21;
  for (let i = 0; i < count; i++) {
    const pick = exact ? rng.nextBelow(count) : Math.floor(rng.nextDouble() * count);
    sum += flatSums[pick]!;
    size += flatSizes[pick]!;
  }
  return sum / size;
}

function expand(values: Float64Array, multiplicities: Float64Array, count: number): Float64Array {
  const flat = new Float64Array(count);
  let at = 0;
  for (let j = 0; j < values.length; j++) {
    flat.fill(values[j]!, at, at + multiplicities[j]!);
    at += multiplicities[j]!;
  }
  return flat;
}

/**
 * BCa acceleration from the jackknife over units (Efron & Tibshirani 1993, eq. 14.15):
 * a = sum(D^3) / (6 * sum(D^2)^(3/2)), D_u = mean of the leave-one-out statistics - statistic without unit u.
 * The leave-one-out statistic of a ratio of sums is closed-form, so this is O(distinct units). 0 when the
 * jackknife values do not vary.
 */
export function jackknifeAcceleration(units: ResamplingUnits): number {
  const { sums, sizes, multiplicities, count } = units;
  if (count < 2) return 0;
  let totalSum = 0;
  let totalSize = 0;
  for (let j = 0; j < sums.length; j++) {
    totalSum += multiplicities[j]! * sums[j]!;
    totalSize += multiplicities[j]! * sizes[j]!;
  }
  const leaveOut = Float64Array.from(sums, (s, j) => (totalSum - s) / (totalSize - sizes[j]!));
  let jackMean = 0;
  for (let j = 0; j < leaveOut.length; j++) jackMean += multiplicities[j]! * leaveOut[j]!;
  jackMean /= count;
  let squares = 0;
  let cubes = 0;
  for (let j = 0; j < leaveOut.length; j++) {
    const d = jackMean - leaveOut[j]!;
    squares += multiplicities[j]! * d * d;
    cubes += multiplicities[j]! * d * d * d;
  }
  return squares > 0 ? cubes / (6 * Math.pow(squares, 1.5)) : 0;
}

/**
 * Quantile of sorted values by linear interpolation between order statistics (Hyndman & Fan type 7, the
 * default of numpy and of scipy.stats.bootstrap): position h = (B - 1) p.
 */
export function quantileSorted(sorted: Float64Array, p: number): number {
  const h = (sorted.length - 1) * p;
  const below = Math.floor(h);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (h - below) * (sorted[above]! - sorted[below]!);
}

/** Bootstrap statistics within this distance of the observed one count as ties (summation order differs). */
const TIE_TOLERANCE = 1e-12;

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

/**
 * Two-sided paired sign-flip permutation test of "mean difference = 0". Under the null each unit's
 * difference is as likely to be negative, so every resample flips each unit's sign with probability 1/2;
 * p = (#{|flipped total| >= |observed total|} + 1) / (B + 1) (Phipson & Smyth 2010: never 0).
 * Repeated units flip together as a Binomial(multiplicity, 1/2) number of sign changes.
 */
export function signFlipPValue(units: ResamplingUnits, resamples: number, rng: Xoshiro128): number {
  const { sums, multiplicities, count } = units;
  let observed = 0;
  let scale = 0;
  for (let j = 0; j < sums.length; j++) {
    observed += multiplicities[j]! * sums[j]!;
    scale += multiplicities[j]! * Math.abs(sums[j]!);
  }
  const threshold = Math.abs(observed) - TIE_TOLERANCE * Math.max(1, scale);
  let extreme = 0;
  if (useMultinomial(units)) {
    for (let b = 0; b < resamples; b++) {
      let total = 0;
      for (let j = 0; j < sums.length; j++) {
        const s = sums[j]!;
        if (s === 0) continue;
        const m = multiplicities[j]!;
        total += s * (2 * binomialDraw(rng, m, 0.5) - m);
      }
      if (Math.abs(total) >= threshold) extreme++;
    }
  } else {
    const flat = expand(sums, multiplicities, count);
    for (let b = 0; b < resamples; b++) if (Math.abs(flippedTotal(flat, rng)) >= threshold) extreme++;
  }
  return (extreme + 1) / (resamples + 1);
}

/** The total of the units with each sign flipped by a fair coin (a function per resample, like directResample). */
function flippedTotal(flat: Float64Array, rng: Xoshiro128): number {
  let total = 0;
  let bits = 0;
  for (let i = 0; i < flat.length; i++) {
    if ((i & 31) === 0) bits = rng.nextUint32();
    // Times +-1 rather than a branch: a coin-flip branch is mispredicted half the time.
    total += flat[i]! * ((bits & 1) * 2 - 1);
    bits >>>= 1;
  }
  return total;
}

/**
 * Standard error of the mean difference, cluster-robust when units are clusters:
 * SE = sqrt(G/(G-1) * sum_g (S_g - theta * n_g)^2) / N over G units holding N problems. With one problem per
 * unit this is the paired standard error sd(d_i) / sqrt(P).
 */
export function pairedStandardError(units: ResamplingUnits): number {
  const { sums, sizes, multiplicities, count, problems } = units;
  if (count < 2) return 0;
  const theta = unitsMean(units);
  let squares = 0;
  for (let j = 0; j < sums.length; j++) {
    const residual = sums[j]! - theta * sizes[j]!;
    squares += multiplicities[j]! * residual * residual;
  }
  return Math.sqrt((count / (count - 1)) * squares) / problems;
}

/**
 * Minimum detectable effect of a two-sided test at level 1 - confidence with the given power:
 * (z_(1 - alpha/2) + z_power) * SE. A true drop at least this large is detected with that power.
 */
export function minimumDetectableEffect(standardError: number, confidence: number, power = 0.8): number {
  return (normalQuantile(1 - (1 - confidence) / 2, 0, 1) + normalQuantile(power, 0, 1)) * standardError;
}
