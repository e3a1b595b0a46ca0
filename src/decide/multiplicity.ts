import type { Multiplicity } from '../common/types.js';
import { firstIndex } from '../resample/sign-flip.js';

/**
 * Checks over the same problems, tested jointly: `members` are their indices in the family, and `shares[i][b]`
 * is member i's tail share in resample b of their joint sign flips (`jointSignFlipShares`).
 */
export interface JointNull {
  members: readonly number[];
  shares: readonly Float64Array[];
}

/** Each check's level, adjusted p-value and Holm step. */
export interface FamilyLevels {
  /** The two-sided level each check is tested at: its interval is at confidence 1 - level. */
  levels: number[];
  /** The p-values adjusted for the family: a check may claim a change only when its adjusted p is below alpha. */
  adjusted: number[];
  /** The step of the step-down at which a check claimed a change (1 = first), or null. */
  steps: (number | null)[];
}

/**
 * The chance, with no change in any of `members` of a joint set, that the smallest of their p-values is at most
 * c: the share of joint resamples whose smallest tail share is at most c, kept between c (the set counts at
 * least as one check) and |members| c (Bonferroni: at most as many checks as it holds).
 */
function jointChance(sortedMinima: Float64Array, size: number, c: number): number {
  return Math.min(size * c, Math.max(c, firstIndex(sortedMinima, c, true) / sortedMinima.length));
}

/** Resample by resample, the smallest tail share over the given members of a joint set, sorted. */
function sortedMinima(joint: JointNull, members: readonly number[]): Float64Array {
  const columns = members.map((member) => joint.shares[joint.members.indexOf(member)]!);
  const minima = Float64Array.from(columns[0]!);
  for (const column of columns.slice(1))
    for (let b = 0; b < minima.length; b++) minima[b] = Math.min(minima[b]!, column[b]!);
  return minima.sort();
}

/**
 * A(S, c): the chance, with no change in any check of S, that some check of S has a p-value of at most c,
 * bounded by Boole's inequality over the joint sets: sum over joint sets of `jointChance` on their members in
 * S, plus c for each other check of S. With no joint set it is |S| c (Bonferroni). Capped at 1.
 */
function familyChance(remaining: readonly number[], joints: readonly JointNull[]): (c: number) => number {
  const single = remaining.filter((i) => !joints.some((joint) => joint.members.includes(i))).length;
  const parts = joints.flatMap((joint) => {
    const members = joint.members.filter((member) => remaining.includes(member));
    if (members.length === 0) return [];
    return [{ size: members.length, minima: members.length > 1 ? sortedMinima(joint, members) : null }];
  });
  return (c) => {
    let total = single * c;
    for (const part of parts) total += part.minima === null ? c : jointChance(part.minima, part.size, c);
    return Math.min(1, total);
  };
}

/**
 * The level a set of remaining checks is tested at: the smallest c with A(S, c) >= alpha, so that p < c exactly
 * when A(S, p) < alpha. With no joint set, alpha / |S|. Found by bisection between alpha / |S| and alpha.
 */
function levelOf(chance: (c: number) => number, size: number, alpha: number): number {
  let lo = alpha / size;
  if (chance(lo) >= alpha) return lo;
  let hi = alpha;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (chance(mid) >= alpha) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * Levels and adjusted p-values for a family of checks at family-wise level alpha. `pValues` are the checks'
 * sign-flip p-values (null for a refused check: it counts in the family and never claims a change).
 * `comparisons[i]` (1 by default) is how many comparisons check i stands for: a drift check against the best of
 * N records is the most extreme of N, so its p is taken as min(1, N p) (Bonferroni over the N) before the family's
 * method, and its level as the family's for it divided by N. Such a check is in no joint set.
 *
 * - `none`: every check at alpha; adjusted p = p (the error rate is per check).
 * - `bonferroni`: every check at c(all); adjusted p = A(all, p), which is min(1, m p) without joint sets.
 * - `holm`: step-down (Holm 1979) over the checks in order of p (ties by position). At step i, S_i is the set
 *   of checks not yet stepped over; the adjusted p of the i-th check is max over l <= i of A(S_l, p_(l)), which
 *   without joint sets is Holm's max over l <= i of min(1, (m - l + 1) p_(l)). A check claims a change when its
 *   adjusted p is below alpha, i.e. when it and every check before it had p below the level of its step. A check
 *   that claims a change is tested at the level of its step, c(S_i); the others at the level of the step where
 *   the procedure stopped, c(S_(r+1)) with r the checks that claimed a change.
 *
 * Joint sets (checks over the same problems) replace their members' Bonferroni share |J| c by the chance their
 * smallest p-value is at most c under their joint sign flips, which is smaller when the checks move together:
 * the min-p adjustment of Westfall & Young (1993), combined across sets by Boole's inequality.
 */
export function familyLevels(
  raw: readonly (number | null)[],
  alpha: number,
  method: Multiplicity,
  joints: readonly JointNull[] = [],
  comparisons: readonly number[] = raw.map(() => 1),
): FamilyLevels {
  const m = raw.length;
  const pValues = raw.map((p, i) => (p === null ? null : Math.min(1, comparisons[i]! * p)));
  const withinCheck = (levels: FamilyLevels): FamilyLevels => ({
    ...levels,
    levels: levels.levels.map((level, i) => level / comparisons[i]!),
  });
  if (method === 'none') {
    return withinCheck({
      levels: pValues.map(() => alpha),
      adjusted: pValues.map((p) => p ?? 1),
      steps: pValues.map(() => null),
    });
  }
  const all = pValues.map((_, i) => i);
  if (method === 'bonferroni') {
    const chance = familyChance(all, joints);
    const level = levelOf(chance, m, alpha);
    return withinCheck({
      levels: pValues.map(() => level),
      adjusted: pValues.map((p) => (p === null ? 1 : chance(p))),
      steps: pValues.map(() => null),
    });
  }
  const order = [...all].sort((a, b) => (pValues[a] ?? Infinity) - (pValues[b] ?? Infinity) || a - b);
  const levels = new Array<number>(m).fill(alpha);
  const adjusted = new Array<number>(m).fill(1);
  const steps = new Array<number | null>(m).fill(null);
  let remaining = all;
  let running = 0;
  let stopLevel: number | undefined;
  for (const [step, i] of order.entries()) {
    const chance = familyChance(remaining, joints);
    const p = pValues[i];
    running = Math.max(running, p === null || p === undefined ? 1 : chance(p));
    adjusted[i] = running;
    if (stopLevel === undefined) {
      const level = levelOf(chance, remaining.length, alpha);
      if (running < alpha) {
        levels[i] = level;
        steps[i] = step + 1;
      } else stopLevel = level;
    }
    remaining = remaining.filter((r) => r !== i);
  }
  for (let i = 0; i < m; i++) if (steps[i] === null && stopLevel !== undefined) levels[i] = stopLevel;
  return withinCheck({ levels, adjusted, steps });
}
