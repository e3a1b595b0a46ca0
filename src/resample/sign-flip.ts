import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import { binomialSampler, type Xoshiro128 } from './random.js';
import { expand, TIE_TOLERANCE, useMultinomial, type ResamplingUnits } from './units.js';

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
    const flip = binomialSampler(0.5);
    for (let b = 0; b < resamples; b++) {
      let total = 0;
      for (let j = 0; j < sums.length; j++) {
        const s = sums[j]!;
        if (s === 0) continue;
        const m = multiplicities[j]!;
        total += s * (2 * flip(rng, m) - m);
      }
      if (Math.abs(total) >= threshold) extreme++;
    }
  } else {
    const signedSums = signedPairSums(expand(sums, multiplicities, count));
    for (let b = 0; b < resamples; b++) {
      if (Math.abs(flippedTotal(signedSums, rng)) >= threshold) extreme++;
    }
  }
  return (extreme + 1) / (resamples + 1);
}

/**
 * The sums of each two consecutive units under the 4 patterns of their signs: entry 4p + s is that of units 2p
 * and 2p+1, counted + where bit 0 (for 2p) or bit 1 (for 2p+1) of s is set and - where not. Padded with units
 * of value 0 to whole words of 32 units. (Pairs beat fours here: their table of 16 sums a unit does not fit in
 * the cache.)
 */
function signedPairSums(flat: Float64Array): Float64Array {
  const pairs = Math.ceil(flat.length / 32) * 16;
  const signedSums = new Float64Array(pairs * 4);
  for (let p = 0; p < pairs; p++) {
    const first = flat[2 * p] ?? 0;
    const second = flat[2 * p + 1] ?? 0;
    signedSums[4 * p] = -first - second;
    signedSums[4 * p + 1] = first - second;
    signedSums[4 * p + 2] = -first + second;
    signedSums[4 * p + 3] = first + second;
  }
  return signedSums;
}

/**
 * The total of the units with each sign flipped by a fair coin: bit i of the next random words signs unit i (+ when
 * set), so each two bits choose one of the `signedPairSums`, a table lookup rather than two multiplications;
 * added in four running sums so that an addition need not wait for the one before.
 */
function flippedTotal(signedSums: Float64Array, rng: Xoshiro128): number {
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  for (let at = 0; at < signedSums.length;) {
    let word = rng.nextUint32();
    for (let byte = 0; byte < 4; byte++, at += 16, word >>>= 8) {
      a += signedSums[at + (word & 3)]!;
      b += signedSums[at + 4 + ((word >>> 2) & 3)]!;
      c += signedSums[at + 8 + ((word >>> 4) & 3)]!;
      d += signedSums[at + 12 + ((word >>> 6) & 3)]!;
    }
  }
  return a + b + (c + d);
}

/** Up to this many changed units the sign-flip p-value is exact: 2^24 sign patterns, counted in two halves. */
const EXACT_SIGN_FLIP_UNITS = 24;

/** The sign-flip test of "no difference", and how many units moved each way. */
export interface SignFlipTest {
  pValue: number;
  /** Whether p was counted over every sign pattern rather than estimated from resamples. */
  exact: boolean;
  /** Units whose difference is below zero / above zero; the rest do not move under a sign flip. */
  worse: number;
  better: number;
}

/**
 * The two-sided sign-flip p-value: exact (`exactSignFlipPValue`) when at most `EXACT_SIGN_FLIP_UNITS` units
 * changed, where a Monte Carlo estimate could not resolve the few patterns that exist; otherwise
 * `signFlipPValue` with the given resamples.
 */
export function signFlipTest(units: ResamplingUnits, resamples: number, rng: Xoshiro128): SignFlipTest {
  const { sums, multiplicities } = units;
  let worse = 0;
  let better = 0;
  for (let j = 0; j < sums.length; j++) {
    if (sums[j]! < -TIE_TOLERANCE) worse += multiplicities[j]!;
    else if (sums[j]! > TIE_TOLERANCE) better += multiplicities[j]!;
  }
  const exact = worse + better <= EXACT_SIGN_FLIP_UNITS;
  if (!exact) return { pValue: signFlipPValue(units, resamples, rng), exact, worse, better };
  // The units that changed (not zero within the tie tolerance), one by one.
  const changed = expand(sums, multiplicities, units.count).filter((s) => Math.abs(s) > TIE_TOLERANCE);
  return { pValue: exactSignFlipPValue(changed), exact, worse, better };
}

/**
 * The exact two-sided sign-flip p-value of d values: #{sign patterns e with |sum e_i v_i| >= |sum v_i|} / 2^d.
 * Meet in the middle: the 2^h sums of one half against the 2^(d-h) sums of the other, both sorted. Both sets are
 * symmetric about 0 (negating every sign negates a sum exactly), so the patterns with sum <= -T are as many as
 * those with sum >= T, which one sweep counts: as a left sum a rises, the first right sum >= T - a only moves
 * down. 24 values cost about 3 * 4096 steps. With every value of one sign it is 2 / 2^d.
 */
export function exactSignFlipPValue(values: Float64Array): number {
  let observed = 0;
  let scale = 0;
  for (let i = 0; i < values.length; i++) {
    observed += values[i]!;
    scale += Math.abs(values[i]!);
  }
  const threshold = Math.abs(observed) - TIE_TOLERANCE * Math.max(1, scale);
  if (threshold <= 0) return 1;
  const half = values.length >> 1;
  const left = sortedPatternSums(values.subarray(0, half), 0);
  const right = sortedPatternSums(values.subarray(half), 2);
  let above = 0;
  // right[atLeast..] >= T - a for the current left sum a.
  let atLeast = right.length;
  for (let i = 0; i < left.length; i++) {
    const a = left[i]!;
    while (atLeast > 0 && right[atLeast - 1]! >= threshold - a) atLeast--;
    above += right.length - atLeast;
  }
  return (2 * above) / (left.length * right.length);
}

/** Largest share of sum S^2 one unit may hold in the normal part of `approximateSignFlipPValue`. */
const NORMAL_SHARE = 0.05;

/**
 * Most units `approximateSignFlipPValue` enumerates the signs of (2^8 patterns): a power search calls it thousands of
 * times, and 2^12 made a plan over suites of ten large groups 2.5 times slower, within 0.002 of the exact p either way.
 */
const MOST_ENUMERATED = 8;

/**
 * The sign-flip p-value of many unit totals S, without Monte Carlo noise: P(|sum e_i S_i| >= |sum S_i|) over fair
 * signs e_i. The normal form 2 Phi(-|sum S| / sqrt(sum S^2)) where no unit holds more than 5% of sum S^2; else the
 * largest units (up to 8) are taken one by one until none left does, their 2^D sign patterns enumerated and the
 * rest taken as normal: the mean over the patterns' sums x of Phi((-T - x) / sd) + Phi((x - T) / sd), T = |sum S|.
 * One group of 100 problems among 40 of 2 gave 0.129 by the normal form alone, where the exact p is below 1e-10.
 */
export function approximateSignFlipPValue(totals: readonly number[]): number {
  const sizes = totals.map(Math.abs).sort((a, b) => b - a);
  const observed = Math.abs(totals.reduce((sum, s) => sum + s, 0));
  let rest = sizes.reduce((sum, s) => sum + s * s, 0);
  let enumerated = 0;
  while (enumerated < MOST_ENUMERATED && sizes[enumerated]! ** 2 > NORMAL_SHARE * rest) {
    rest -= sizes[enumerated]! ** 2;
    enumerated++;
  }
  const sd = Math.sqrt(rest);
  if (enumerated === 0) return 2 * normalCdf(-observed / sd, 0, 1);
  const patterns = sortedPatternSums(Float64Array.from(sizes.slice(0, enumerated)), 4);
  let p = 0;
  for (const x of patterns) p += normalCdf((-observed - x) / sd, 0, 1) + normalCdf((x - observed) / sd, 0, 1);
  return p / patterns.length;
}

/**
 * Whether the sign-flip test of unit totals (a simulated gate's groups) rejects at alpha: by the exact p-value
 * over the changed units when at most `EXACT_SIGN_FLIP_UNITS` changed, as the gate computes it; with more, by
 * `approximateSignFlipPValue`, close to the gate's Monte Carlo estimate and without its noise.
 * Hoeffding's bound 2 exp(-T^2 / (2 sum S^2)) above both (T: the exact count's threshold) settles most rejections.
 */
export function signFlipRejects(sums: Float64Array, alpha: number): boolean {
  const changed: number[] = [];
  let total = 0;
  let squares = 0;
  let scale = 0;
  for (const s of sums) {
    if (Math.abs(s) <= TIE_TOLERANCE) continue;
    changed.push(s);
    total += s;
    squares += s * s;
    scale += Math.abs(s);
  }
  const threshold = Math.abs(total) - TIE_TOLERANCE * Math.max(1, scale);
  if (threshold > 0 && 2 * Math.exp(-(threshold * threshold) / (2 * squares)) < alpha) return true;
  if (changed.length <= EXACT_SIGN_FLIP_UNITS) return exactSignFlipPValue(Float64Array.from(changed)) < alpha;
  return approximateSignFlipPValue(changed) < alpha;
}

/** Room for the pattern sums, kept between calls: the power search over groups runs the exact test thousands of times. */
const scratch: Float64Array[] = [];

function scratchArray(slot: number, size: number): Float64Array {
  if ((scratch[slot]?.length ?? 0) < size) scratch[slot] = new Float64Array(size);
  return scratch[slot]!;
}

/**
 * The sums of the values under all 2^d sign patterns, in ascending order, in scratch slots `slot` and `slot + 1`
 * (valid until the next call with those slots). Each value v turns the sorted sums s into s - v and s + v, two
 * sorted lists merged in one pass: O(2^d) in all, no sort.
 */
function sortedPatternSums(values: Float64Array, slot: number): Float64Array {
  const size = 1 << values.length;
  let sums = scratchArray(slot, size);
  let merged = scratchArray(slot + 1, size);
  sums[0] = 0;
  let filled = 1;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    // With v < 0, s + v is the lower list: merge (s - |v|) with (s + |v|) either way.
    const low = -Math.abs(v);
    const high = Math.abs(v);
    let a = 0;
    let b = 0;
    let at = 0;
    while (a < filled && b < filled) {
      const down = sums[a]! + low;
      const up = sums[b]! + high;
      if (down <= up) {
        merged[at++] = down;
        a++;
      } else {
        merged[at++] = up;
        b++;
      }
    }
    while (a < filled) merged[at++] = sums[a++]! + low;
    while (b < filled) merged[at++] = sums[b++]! + high;
    [sums, merged] = [merged, sums];
    filled *= 2;
  }
  return sums.subarray(0, size);
}

/** Index of the first sorted value >= x, or with `above`, > x (which is the count of values <= x). */
export function firstIndex(sorted: Float64Array, x: number, above = false): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < x || (above && sorted[mid] === x)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Fewest changed units for which the sign-flip test can reject at level alpha: with d units, all moved the
 * same way, the smallest two-sided p-value is 2 / 2^d, so d is the least with 2^(1-d) < alpha (6 at 0.05).
 */
export function fewestSignificantUnits(alpha: number): number {
  let units = 1;
  while (Math.pow(2, 1 - units) >= alpha) units++;
  return units;
}
