/**
 * Group-sequential boundaries by alpha spending (Lan & DeMets 1983): the one-sided error budget alpha is spent
 * across the looks by a function of the information fraction t fixed in advance, and each look's z boundary is
 * solved from the canonical joint distribution of the looks' statistics by numerical integration (the
 * Armitage-McPherson-Rowe recursion; Jennison & Turnbull 2000, ch. 19). Deterministic: same looks, same figures.
 */
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';

/**
 * The O'Brien-Fleming-type spending function of Lan and DeMets: alpha*(t) = 2 (1 - Phi(z_(1 - alpha/2) / sqrt t)),
 * the share of the one-sided budget alpha spent by information fraction t (0 at t = 0, alpha at t = 1). Computed
 * as 2 Phi(-z / sqrt t): 1 - Phi rounds to 0 once the share is under about 1e-16 (a first look at t = 1/15).
 */
export function obrienFlemingSpent(fraction: number, alpha: number): number {
  if (fraction <= 0) return 0;
  if (fraction >= 1) return alpha;
  return 2 * normalCdf(-normalQuantile(1 - alpha / 2, 0, 1) / Math.sqrt(fraction), 0, 1);
}

/** One look's boundary: the budget spent by it (cumulative) and the z the statistic must reach there. */
export interface SpentBoundary {
  fraction: number;
  spent: number;
  z: number;
}

/** Grid points per standard deviation of the score, and how many deviations below zero the grid reaches. */
const POINTS_PER_SD = 64;
const LOWEST_SD = 10;

/** A sub-density of the score S_k = Z_k sqrt(t_k) on the continuation region, on an evenly spaced grid. */
interface GridDensity {
  start: number;
  step: number;
  values: Float64Array;
}

/** Simpson's rule weights for an odd number of evenly spaced points. */
function simpsonWeight(i: number, count: number, step: number): number {
  if (i === 0 || i === count - 1) return step / 3;
  return ((i % 2 === 1 ? 4 : 2) * step) / 3;
}

/** An odd grid from `low` to `high` with about `POINTS_PER_SD` points per `sd`. */
function grid(low: number, high: number, sd: number): { start: number; step: number; count: number } {
  const intervals = 2 * Math.max(8, Math.ceil(((high - low) / sd) * (POINTS_PER_SD / 2)));
  return { start: low, step: (high - low) / intervals, count: intervals + 1 };
}

/**
 * P(S_k >= b, no earlier crossing) = integral of f_(k-1)(s) Phi((s - b) / sqrt(dt)) ds: the upper tail as
 * Phi(-x), not 1 - Phi(x), which cancels to 0 for the tiny shares of many looks' early boundaries.
 */
function crossing(previous: GridDensity, bound: number, sd: number): number {
  const { start, step, values } = previous;
  let total = 0;
  for (let i = 0; i < values.length; i++) {
    total += simpsonWeight(i, values.length, step) * values[i]! * normalCdf((start + i * step - bound) / sd, 0, 1);
  }
  return total;
}

/** The z at which a crossing chance that falls as z rises equals `share`, by bisection on the z scale. */
function solveBound(chance: (z: number) => number, share: number): number {
  let low = -10;
  let high = 40;
  for (let i = 0; i < 100 && high - low > 1e-10; i++) {
    const mid = (low + high) / 2;
    if (chance(mid) > share) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** f_k(x) = integral of f_(k-1)(s) phi((x - s) / sqrt(dt)) / sqrt(dt) ds, on a grid below the new bound. */
function nextDensity(previous: GridDensity, low: number, high: number, sd: number, totalSd: number): GridDensity {
  const { start, step, count } = grid(low, high, totalSd);
  const values = new Float64Array(count);
  const norm = 1 / (sd * Math.sqrt(2 * Math.PI));
  for (let j = 0; j < count; j++) {
    const x = start + j * step;
    let total = 0;
    for (let i = 0; i < previous.values.length; i++) {
      const u = (x - (previous.start + i * previous.step)) / sd;
      total += simpsonWeight(i, previous.values.length, previous.step) * previous.values[i]! * Math.exp(-0.5 * u * u);
    }
    values[j] = total * norm;
  }
  return { start, step, values };
}

/**
 * The z boundaries c_1..c_K of a one-sided group-sequential test with O'Brien-Fleming-type spending at the given
 * information fractions (increasing, the last 1): under no change, with Z_1..Z_K jointly normal,
 * Corr(Z_i, Z_j) = sqrt(t_i / t_j), each c_k solves
 * P(Z_1 < c_1, ..., Z_(k-1) < c_(k-1), Z_k >= c_k) = alpha*(t_k) - alpha*(t_(k-1)),
 * so the chance of crossing at any look is alpha. On the score scale S_k = Z_k sqrt(t_k), whose increments are
 * independent N(0, t_k - t_(k-1)), the crossing chance is integrated over the previous look's sub-density.
 */
export function spendingBoundaries(fractions: readonly number[], alpha: number): SpentBoundary[] {
  const key = JSON.stringify([fractions, alpha]);
  if (!solved.has(key)) {
    if (solved.size >= SOLVED_KEPT) solved.delete(solved.keys().next().value!);
    solved.set(key, solveBoundaries(fractions, alpha));
  }
  return solved.get(key)!.map((b) => ({ ...b }));
}

/** Boundaries already solved, by looks and alpha: a plan's looks are solved again at every look of every run. */
const solved = new Map<string, SpentBoundary[]>();
const SOLVED_KEPT = 64;

function solveBoundaries(fractions: readonly number[], alpha: number): SpentBoundary[] {
  const boundaries: SpentBoundary[] = [];
  let density: GridDensity | null = null;
  let before = 0;
  let spentBefore = 0;
  for (const fraction of fractions) {
    const spent = obrienFlemingSpent(fraction, alpha);
    const share = spent - spentBefore;
    const totalSd = Math.sqrt(fraction);
    let z: number;
    if (density === null) {
      // Phi(-z) = share: normalQuantile(1 - share) is Infinity once 1 - share rounds to 1.
      z = solveBound((bound) => normalCdf(-bound, 0, 1), share);
      const { start, step, count } = grid(-LOWEST_SD * totalSd, z * totalSd, totalSd);
      const values = new Float64Array(count);
      for (let j = 0; j < count; j++) {
        const u = (start + j * step) / totalSd;
        values[j] = Math.exp(-0.5 * u * u) / (totalSd * Math.sqrt(2 * Math.PI));
      }
      density = { start, step, values };
    } else {
      const sd = Math.sqrt(fraction - before);
      const previous: GridDensity = density;
      z = solveBound((bound) => crossing(previous, bound * totalSd, sd), share);
      density = nextDensity(previous, -LOWEST_SD * totalSd, z * totalSd, sd, totalSd);
    }
    boundaries.push({ fraction, spent, z });
    before = fraction;
    spentBefore = spent;
  }
  return boundaries;
}
