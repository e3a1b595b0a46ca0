import { binomialSampler, type Xoshiro128 } from './random.js';
import { firstIndex } from './sign-flip.js';
import { expand, TIE_TOLERANCE, unitMap, useMultinomial } from './units.js';

/**
 * The units of several checks over the same problems (pass@1 and pass@10 of one suite, two metrics of one
 * run), side by side: one row per unit (a problem, or a group with `groups`) holding each check's sum of
 * per-problem differences. Rows that are equal in every check are kept once, with a multiplicity.
 */
export interface JointUnits {
  /** Row-major: `rows[r * checks + j]` is check j's sum in distinct row r. */
  rows: Float64Array;
  multiplicities: Float64Array;
  checks: number;
  /** Units before collapsing equal rows. */
  count: number;
}

/**
 * Joint units from each check's per-problem differences (all over the same problems, in the same order), with
 * problems of one group summed into one unit as `resamplingUnits` does.
 */
export function jointUnits(differences: readonly Float64Array[], groups?: readonly (string | undefined)[]): JointUnits {
  const checks = differences.length;
  const problems = differences[0]?.length ?? 0;
  // Without groups every problem is a unit of its own.
  const { unitOf, count } = unitMap(groups ?? new Array<undefined>(problems));
  const sums = new Float64Array(count * checks);
  for (let j = 0; j < checks; j++) {
    const d = differences[j]!;
    for (let i = 0; i < problems; i++) sums[unitOf[i]! * checks + j]! += d[i]!;
  }
  const index = new Map<string, number>();
  const rows: number[] = [];
  const multiplicities: number[] = [];
  for (let u = 0; u < count; u++) {
    const row = sums.subarray(u * checks, (u + 1) * checks);
    const key = row.join(',');
    const at = index.get(key);
    if (at !== undefined) multiplicities[at]! += 1;
    else {
      index.set(key, multiplicities.length);
      rows.push(...row);
      multiplicities.push(1);
    }
  }
  return { rows: Float64Array.from(rows), multiplicities: Float64Array.from(multiplicities), checks, count };
}

/**
 * The joint null distribution of the checks' sign-flip tests, as each resample's tail share per check: every
 * resample flips each unit's sign with probability 1/2, the same flip for every check (under "no change" a
 * unit's differences are as likely to be all negated), giving each check a flipped total T*_j; then
 * share[j][b] = #{b' : |T*_j,b'| >= |T*_j,b|} / B, the share of resamples at least as extreme, which is the
 * Monte Carlo p-value that resample would have had. The smallest share over a set of checks, resample by
 * resample, is the null distribution of their smallest p-value (Westfall & Young 1993, min-p). Equal rows
 * flip together as a Binomial(multiplicity, 1/2) number of sign changes.
 */
export function jointSignFlipShares(units: JointUnits, resamples: number, rng: Xoshiro128): Float64Array[] {
  const { rows, multiplicities, checks, count } = units;
  const distinct = multiplicities.length;
  const totals = Array.from({ length: checks }, () => new Float64Array(resamples));
  const scales = new Float64Array(checks);
  for (let r = 0; r < distinct; r++) {
    for (let j = 0; j < checks; j++) scales[j]! += multiplicities[r]! * Math.abs(rows[r * checks + j]!);
  }
  const flat = useMultinomial(units) ? undefined : expand(rows, multiplicities, count, checks);
  const flip = binomialSampler(0.5);
  for (let b = 0; b < resamples; b++) {
    if (flat === undefined) {
      for (let r = 0; r < distinct; r++) {
        const m = multiplicities[r]!;
        const sign = 2 * flip(rng, m) - m;
        if (sign === 0) continue;
        for (let j = 0; j < checks; j++) totals[j]![b]! += sign * rows[r * checks + j]!;
      }
    } else {
      let bits = 0;
      for (let u = 0; u < count; u++) {
        if ((u & 31) === 0) bits = rng.nextUint32();
        const sign = (bits & 1) * 2 - 1;
        bits >>>= 1;
        for (let j = 0; j < checks; j++) totals[j]![b]! += sign * flat[u * checks + j]!;
      }
    }
  }
  return totals.map((total, j) => tailShares(total, TIE_TOLERANCE * Math.max(1, scales[j]!)));
}

/** For each total, the share of totals whose absolute value is at least its own (within `tolerance`). */
function tailShares(totals: Float64Array, tolerance: number): Float64Array {
  const sorted = Float64Array.from(totals, Math.abs).sort();
  const n = sorted.length;
  return Float64Array.from(totals, (total) => (n - firstIndex(sorted, Math.abs(total) - tolerance)) / n);
}
