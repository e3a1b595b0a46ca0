import type { GradedSample } from '../common/types.js';
import { passAtK } from './pass-at-k.js';

/** log(i!) for i = 0, 1, ...: each entry the previous plus Math.log(i), in index order, so every platform agrees. */
let logFactorials = new Float64Array([0, 0]);

/** The log-factorial table up to at least `max`, grown (doubling) when a problem has more samples than before. */
export function logFactorialTable(max: number): Float64Array {
  if (max < logFactorials.length) return logFactorials;
  const grown = new Float64Array(Math.max(max + 1, logFactorials.length * 2));
  grown.set(logFactorials);
  for (let i = logFactorials.length; i < grown.length; i++) grown[i] = grown[i - 1]! + Math.log(i);
  logFactorials = grown;
  return grown;
}

/**
 * How far `groupedNAtK` of a problem of `samples` samples may be off: its terms are exps of sums of log-factorials,
 * and log(K!) is a sum of K logs, whose rounding grows with it (measured against exact fractions: about 1e-12 at
 * K = 1,000, 1e-11 at 10,000, 1e-10 at 20,000). 64 units in the last place of log(K!) bound it with room.
 */
export function nAtKError(samples: number): number {
  return 64 * Number.EPSILON * logFactorialTable(samples)[samples]!;
}

/** log C(n, k) from the table; -Infinity when k < 0 or k > n, so exp gives 0. */
export function logChoose(table: Float64Array, n: number, k: number): number {
  return k < 0 || k > n ? -Infinity : table[n]! - table[k]! - table[n - k]!;
}

/**
 * Probabilities from their logs, in place: each p_i = exp(l_i - max l) / sum_j exp(l_j - max l), the exp taken
 * after scaling by the largest so that no term overflows or underflows to nothing.
 */
export function normalisedExp(logs: Float64Array): Float64Array {
  let largest = -Infinity;
  for (let i = 0; i < logs.length; i++) largest = Math.max(largest, logs[i]!);
  let total = 0;
  for (let i = 0; i < logs.length; i++) total += logs[i] = Math.exp(logs[i]! - largest);
  for (let i = 0; i < logs.length; i++) logs[i]! /= total;
  return logs;
}

/**
 * The samples of a list of problems grouped by score, for n@k at any budget: problem i's groups are
 * `firstGroup[i]` to `firstGroup[i + 1] - 1`, highest score first, each with how many samples it holds and how
 * many of them fail. Ranking a problem's samples is most of the work of one n@k: grouped once, a curve over
 * budgets costs little more than one value.
 */
export interface ScoreGroups {
  firstGroup: Int32Array;
  sizes: Int32Array;
  failing: Int32Array;
}

/** Each list of samples grouped by score (`ScoreGroups`); a RangeError when a sample has no finite score. */
export function groupByScore(sampleLists: readonly (readonly GradedSample[])[]): ScoreGroups {
  const samples = sampleLists.reduce((sum, list) => sum + list.length, 0);
  const groups: ScoreGroups = {
    firstGroup: new Int32Array(sampleLists.length + 1),
    sizes: new Int32Array(samples),
    failing: new Int32Array(samples),
  };
  for (let i = 0; i < sampleLists.length; i++) {
    groups.firstGroup[i + 1] = appendScoreGroups(sampleLists[i]!, groups, groups.firstGroup[i]!);
  }
  return groups;
}

/** Scratch for one problem's scores, all and failing ones, sorted in place (no garbage). */
let allScores = new Float64Array(64);
let failingScores = new Float64Array(64);

/** Up to this many values insertion sort beats the typed array's sort, whose call costs more than it sorts. */
const INSERTION_SORT_MAX = 32;

/** The first `length` values ascending, in place. */
function sortAscending(values: Float64Array, length: number): void {
  if (length > INSERTION_SORT_MAX) {
    values.subarray(0, length).sort();
    return;
  }
  for (let i = 1; i < length; i++) {
    const value = values[i]!;
    let j = i;
    for (; j > 0 && values[j - 1]! > value; j--) values[j] = values[j - 1]!;
    values[j] = value;
  }
}

/** Writes one problem's score groups, highest first, into `groups` from index `at`; returns the index after. */
function appendScoreGroups(samples: readonly GradedSample[], groups: ScoreGroups, at: number): number {
  const total = samples.length;
  if (allScores.length < total) {
    allScores = new Float64Array(total * 2);
    failingScores = new Float64Array(total * 2);
  }
  let failures = 0;
  for (let i = 0; i < total; i++) {
    const { score, pass } = samples[i]!;
    if (typeof score !== 'number' || !Number.isFinite(score)) {
      throw new RangeError('n@k needs a finite score on every sample');
    }
    allScores[i] = score;
    if (!pass) failingScores[failures++] = score;
  }
  // Ascending, so the walk starts at the end: a group is a run of equal scores in both arrays.
  sortAscending(allScores, total);
  sortAscending(failingScores, failures);
  let nextFailing = failures - 1;
  for (let next = total - 1; next >= 0; at++) {
    const score = allScores[next]!;
    let size = 0;
    for (; next >= 0 && allScores[next] === score; next--) size++;
    let failingHere = 0;
    for (; nextFailing >= 0 && failingScores[nextFailing] === score; nextFailing--) failingHere++;
    groups.sizes[at] = size;
    groups.failing[at] = failingHere;
  }
  return at;
}

/**
 * n@k for one problem, with the sample's `score` as the selector (AlphaCode's n@k; N = `submit`): draw k of
 * the problem's K graded samples uniformly without replacement, submit the N with the highest scores (ties
 * broken uniformly at random) and succeed when any submitted sample passes. The exact expectation over every
 * k-subset and tie order, not a simulation; see `groupedNAtK`.
 */
export function nAtK(samples: readonly GradedSample[], k: number, submit: number): number {
  return groupedNAtK(groupByScore([samples]), 0, k, submit);
}

function checkBudget(total: number, k: number, submit: number): void {
  if (!Number.isInteger(k) || !Number.isInteger(submit) || submit < 1 || submit > k || k > total) {
    throw new RangeError(`n@k needs 1 <= submit <= k <= samples, got submit=${submit}, k=${k}, ${total} samples`);
  }
}

/**
 * n@k of problem `problem` of `groups` (see `nAtK`). Failure means every submitted sample fails, so with the
 * groups highest score first
 *
 *   1 - n@k = sum over groups g, m = 0..N-1 and x = N-m..t of
 *             C(F, m) * C(t, x) * C(L, k-m-x) / C(K, k) * C(u, r) / C(t, r),   r = N - m,
 *
 * where group g holds t samples (u failing), F failing samples score above it and L below it. A term counts the
 * k-subsets with m samples above g, all failing (a passing one would be submitted), x from g and the rest below,
 * times the chance that the r of the x the tie-break submits all fail: those r are a uniform r-subset of g.
 * (C(u, r) C(t-r, x-r) / C(x, r) = C(t, x) C(u, r) / C(t, r).) O(K N) terms; each binomial ratio is the exp
 * of a difference of log-factorials. submit = k gives pass@k; all scores equal give pass@N.
 */
export function groupedNAtK(groups: ScoreGroups, problem: number, k: number, submit: number): number {
  const { firstGroup, sizes, failing } = groups;
  const first = firstGroup[problem]!;
  const end = firstGroup[problem + 1]!;
  let total = 0;
  let failures = 0;
  for (let g = first; g < end; g++) {
    total += sizes[g]!;
    failures += failing[g]!;
  }
  checkBudget(total, k, submit);
  // n@k is pass@k when all k are submitted, and pass@N when every sample has one score: in pass@k's product form
  // it is exact, the same for runs with the same passes however they are scored.
  if (submit === k || end - first === 1) return passAtK(total, total - failures, submit);
  // Exact ends: the sum of exps below need not add up to exactly 1 when nothing passes.
  if (failures === total) return 0;
  const table = logFactorialTable(total);
  const logSubsets = logChoose(table, total, k);
  let failure = 0;
  let above = 0;
  let failingAbove = 0;
  for (let g = first; g < end; g++) {
    // A k-subset that reaches this group holds at most N - 1 samples above it: too few below stops the walk.
    if (total - above < k - submit + 1) break;
    const size = sizes[g]!;
    const failingHere = failing[g]!;
    const below = total - above - size;
    for (let m = 0; m < submit && m <= failingAbove; m++) {
      const r = submit - m;
      if (r > failingHere) continue;
      let tieFails = 1;
      for (let i = 0; i < r; i++) tieFails *= (failingHere - i) / (size - i);
      const logAbove = logChoose(table, failingAbove, m) - logSubsets;
      let subsets = 0;
      for (let x = Math.max(r, k - m - below); x <= Math.min(size, k - m); x++) {
        subsets += Math.exp(logAbove + logChoose(table, size, x) + logChoose(table, below, k - m - x));
      }
      failure += tieFails * subsets;
    }
    above += size;
    failingAbove += failingHere;
  }
  return Math.min(1, Math.max(0, 1 - failure));
}
