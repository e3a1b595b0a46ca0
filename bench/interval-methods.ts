// The interval methods the coverage study (interval-study.ts) compares with the two the gate offers: the
// percentile, BCa and studentized bootstrap intervals. The study chose the gate's default; these stay here only to
// show why (bench/, not the product).
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { quantileSorted } from 'simple-statistics';
import type { Xoshiro128 } from '../src/resample/random.js';
import { expand, TIE_TOLERANCE, type ResamplingUnits } from '../src/resample/units.js';

/** A resample whose squared residuals sum to less than this share of its squared sums has no spread. */
const SPREAD_TOLERANCE = 1e-12;

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
  method: 'percentile' | 'bca',
): { ci: [number, number]; fallback?: string } {
  const sorted = Array.from(Float64Array.from(means).sort());
  const alpha = (1 - confidence) / 2;
  const percentile = (): [number, number] => [quantileSorted(sorted, alpha), quantileSorted(sorted, 1 - alpha)];
  if (method === 'percentile') return { ci: percentile() };
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
      fallback: 'the observed difference lies outside every bootstrap resample, so BCa is undefined',
    };
  }
  const z0 = normalQuantile(share, 0, 1);
  const zAlpha = normalQuantile(alpha, 0, 1);
  const adjusted = (z: number): number => normalCdf(z0 + (z0 + z) / (1 - acceleration * (z0 + z)), 0, 1);
  return { ci: [quantileSorted(sorted, adjusted(zAlpha)), quantileSorted(sorted, adjusted(-zAlpha))] };
}

/**
 * Studentized (bootstrap-t) interval (Efron & Tibshirani 1993, ch. 12.5): with t*_b = (theta*_b - theta) / SE*_b
 * over the resamples, [theta - q(1 - alpha/2) SE, theta - q(alpha/2) SE], q the quantiles of t* (linear
 * interpolation, as for the percentile interval) and SE the standard error of the data. A resample without
 * spread (SE* = 0) has t* = 0 when it reproduces theta and +-infinity otherwise, so an interval from few
 * changed units can reach the bounds of a difference, [-1, 1], where it is cut.
 */
export function studentizedInterval(
  resamples: StudentizedResamples,
  observed: number,
  standardError: number,
  confidence: number,
): { ci: [number, number]; fallback?: string } {
  const { means, standardErrors } = resamples;
  const t = new Float64Array(means.length);
  for (let b = 0; b < t.length; b++) {
    const deviation = means[b]! - observed;
    const se = standardErrors[b]!;
    t[b] = se > 0 ? deviation / se : Math.abs(deviation) <= TIE_TOLERANCE ? 0 : deviation * Infinity;
  }
  const sorted = Array.from(t.sort());
  const alpha = (1 - confidence) / 2;
  const end = (p: number): number => {
    const q = standardError === 0 ? 0 : extendedQuantile(sorted, p);
    return Math.min(1, Math.max(-1, observed - q * standardError));
  };
  return { ci: [end(1 - alpha), end(alpha)] };
}

/** `quantileSorted` where order statistics may be infinite: between an infinite one and any other it is infinite. */
function extendedQuantile(sorted: readonly number[], p: number): number {
  const h = (sorted.length - 1) * p;
  const below = Math.floor(h);
  const low = sorted[below]!;
  const high = sorted[Math.min(below + 1, sorted.length - 1)]!;
  if (h === below || !Number.isFinite(low)) return low;
  return Number.isFinite(high) ? quantileSorted(sorted, p) : high;
}

/** Each resample's mean and its standard error, for the studentized (bootstrap-t) interval. */
export interface StudentizedResamples {
  means: Float64Array;
  standardErrors: Float64Array;
}

/**
 * The paired bootstrap with each resample's standard error beside its mean, computed as
 * `pairedStandardError` computes it on the original units: with w_j copies of unit j in the resample,
 * theta* = sum(w s) / sum(w n) and SE* = sqrt(G/(G-1) * sum w (s - theta* n)^2) / sum(w n), where
 * sum w (s - theta n)^2 = sum w s^2 - 2 theta sum w s n + theta^2 sum w n^2; the copies from `count` picks
 * with replacement.
 */
export function studentizedBootstrap(units: ResamplingUnits, resamples: number, rng: Xoshiro128): StudentizedResamples {
  const { sums, sizes, multiplicities, count } = units;
  const distinct = sums.length;
  const means = new Float64Array(resamples);
  const standardErrors = new Float64Array(resamples);
  const copies = new Float64Array(distinct);
  const unitOf = expand(
    Float64Array.from(sums, (_, j) => j),
    multiplicities,
    count,
  );
  const inflation = count / (count - 1);
  for (let b = 0; b < resamples; b++) {
    copies.fill(0);
    for (let i = 0; i < count; i++) copies[unitOf[rng.nextBelow(count)]!]! += 1;
    let sum = 0;
    let size = 0;
    let sumSquares = 0;
    let sumSize = 0;
    let sizeSquares = 0;
    for (let j = 0; j < distinct; j++) {
      const w = copies[j]!;
      if (w === 0) continue;
      const s = sums[j]!;
      const n = sizes[j]!;
      sum += w * s;
      size += w * n;
      sumSquares += w * s * s;
      sumSize += w * s * n;
      sizeSquares += w * n * n;
    }
    const theta = sum / size;
    const squares = sumSquares - 2 * theta * sumSize + theta * theta * sizeSquares;
    means[b] = theta;
    // Where every drawn unit has the same ratio the residue is rounding alone (relative 1e-16), maybe negative.
    standardErrors[b] = squares > SPREAD_TOLERANCE * sumSquares ? Math.sqrt(inflation * squares) / size : 0;
  }
  return { means, standardErrors };
}
