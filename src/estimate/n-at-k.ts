import type { GradedSample } from '../common/types.js';

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

/** Scratch for one problem's scores, all and failing ones, sorted as typed arrays (no comparator, no garbage). */
let allScores = new Float64Array(64);
let failingScores = new Float64Array(64);

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
 * n@k for one problem, with the sample's `score` as the selector (AlphaCode's n@k; N = `submit`): draw k of
 * the problem's K graded samples uniformly without replacement, submit the N with the highest scores (ties
 * broken uniformly at random) and succeed when any submitted sample passes. The exact expectation over every
 * k-subset and tie order, not a simulation. Group the samples by score, highest first; failure means every
 * submitted sample fails, so
 *
 *   1 - n@k = sum over groups g, m = 0..N-1 and x = N-m..t of
 *             C(F, m) * C(t, x) * C(L, k-m-x) / C(K, k) * C(u, r) / C(t, r),   r = N - m,
 *
 * where group g holds t samples (u failing), F failing samples score above it and L below it. A term counts the
 * k-subsets with m samples above g, all failing (a passing one would be submitted), x from g and the rest below,
 * times the chance that the r of the x the tie-break submits all fail: those r are a uniform r-subset of g.
 * (C(u, r) C(t-r, x-r) / C(x, r) = C(t, x) C(u, r) / C(t, r).) O(K N) terms, plus a sort; each binomial ratio
 * is the exp of a difference of log-factorials. submit = k gives pass@k; all scores equal give pass@N.
 */
export function nAtK(samples: readonly GradedSample[], k: number, submit: number): number {
  const total = samples.length;
  if (!Number.isInteger(k) || !Number.isInteger(submit) || submit < 1 || submit > k || k > total) {
    throw new RangeError(`n@k needs 1 <= submit <= k <= samples, got submit=${submit}, k=${k}, ${total} samples`);
  }
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
  // Exact ends: the sum of exps below need not add up to exactly 1 when nothing passes.
  if (failures === total) return 0;
  // Ascending, so the walk starts at the end: a group is a run of equal scores in both arrays.
  const ranked = allScores.subarray(0, total).sort();
  const failing = failingScores.subarray(0, failures).sort();
  const table = logFactorialTable(total);
  const logSubsets = logChoose(table, total, k);
  let failure = 0;
  let above = 0;
  let failingAbove = 0;
  let nextFailing = failures - 1;
  for (let next = total - 1; next >= 0;) {
    // A k-subset that reaches this group holds at most N - 1 samples above it: too few below stops the walk.
    if (total - above < k - submit + 1) break;
    const score = ranked[next]!;
    let size = 0;
    for (; next >= 0 && ranked[next] === score; next--) size++;
    let failingHere = 0;
    for (; nextFailing >= 0 && failing[nextFailing] === score; nextFailing--) failingHere++;
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
