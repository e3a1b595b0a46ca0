import { passAtK } from '../../src/estimate/metric.js';

// Per-problem pass counts of 164 problems, n = 20 per problem (the bundled example runs).
export const A_BASE = [
  11, 2, 10, 19, 8, 0, 0, 10, 19, 3, 3, 0, 1, 19, 9, 20, 11, 5, 1, 20, 7, 14, 11, 16, 19, 15, 2, 1, 15, 10, 14, 5, 18,
  2, 14, 6, 14, 7, 10, 11, 1, 0, 4, 20, 15, 20, 7, 0, 7, 20, 18, 3, 20, 1, 0, 20, 2, 18, 7, 18, 20, 9, 20, 0, 20, 0, 0,
  2, 6, 13, 15, 15, 2, 2, 14, 10, 12, 9, 12, 11, 0, 5, 19, 10, 11, 0, 6, 19, 17, 11, 16, 18, 0, 13, 20, 19, 17, 12, 8,
  10, 8, 4, 18, 0, 3, 18, 17, 1, 0, 20, 14, 13, 6, 6, 8, 0, 3, 3, 10, 5, 15, 18, 13, 11, 9, 20, 10, 19, 20, 13, 15, 7,
  15, 15, 2, 1, 20, 13, 17, 4, 1, 13, 14, 9, 0, 11, 0, 1, 12, 20, 11, 18, 14, 14, 16, 3, 5, 6, 1, 18, 13, 19, 16, 5,
];
export const A_CAND = [
  17, 2, 10, 20, 9, 0, 0, 15, 19, 12, 0, 0, 0, 20, 9, 20, 17, 0, 1, 20, 9, 19, 15, 14, 19, 14, 2, 1, 17, 5, 18, 8, 18,
  0, 13, 10, 15, 5, 13, 13, 0, 1, 1, 20, 17, 18, 1, 0, 11, 19, 19, 0, 18, 2, 0, 20, 3, 20, 10, 19, 20, 17, 20, 0, 18, 0,
  0, 0, 7, 18, 15, 17, 1, 1, 15, 8, 13, 19, 10, 10, 0, 9, 19, 7, 9, 0, 4, 20, 16, 18, 16, 17, 0, 14, 20, 18, 18, 16, 8,
  14, 6, 0, 18, 0, 0, 20, 20, 0, 0, 20, 18, 19, 9, 7, 8, 0, 1, 0, 9, 7, 12, 14, 15, 9, 13, 20, 14, 19, 20, 16, 13, 14,
  17, 19, 1, 0, 17, 13, 18, 1, 1, 15, 17, 17, 0, 14, 0, 0, 11, 20, 8, 18, 12, 17, 18, 1, 10, 9, 2, 16, 15, 18, 18, 0,
];
// 40 problems with one sample each (pass = 1, fail = 0): a very discrete difference.
export const B_BASE = [
  1, 0, 1, 0, 1, 1, 0, 1, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 1, 1, 1, 0, 1, 0, 0, 1, 1, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 0, 1,
  0,
];
export const B_CAND = [
  1, 1, 0, 0, 0, 1, 0, 1, 1, 0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0,
  0,
];

/** Per-problem pass@k differences, candidate - baseline, of two count lists with n samples each. */
export function differences(base: number[], cand: number[], n: number, k: number): Float64Array {
  return Float64Array.from(base, (b, i) => passAtK(n, cand[i]!, k) - passAtK(n, b, k));
}

/**
 * Reference intervals from scipy 1.17.1, made by test/reference/scipy_reference.py:
 *   scipy.stats.bootstrap((d,), np.mean, n_resamples=10000, method=M, confidence_level=0.95,
 *                         rng=np.random.default_rng(seed)) for seed in range(40)
 * with d the per-problem differences (numpy's own pass@k: 1 - prod(1 - k/arange(n-c+1, n+1))).
 * Each entry is the mean over the seeds of [low, high] and the standard deviation of one run's
 * endpoint (the Monte Carlo error). a_hat is scipy's jackknife acceleration (_bca_interval), mean and se
 * are d.mean() and d.std(ddof=1)/sqrt(P).
 */
export const SCIPY = {
  'A pass@1': {
    counts: [A_BASE, A_CAND, 20, 1] as const,
    d: () => differences(A_BASE, A_CAND, 20, 1),
    mean: 0.028658536585365855,
    se: 0.010699577308851432,
    aHat: 0.009355931217961673,
    bca: { lo: 0.008777, loSd: 0.000359, hi: 0.050541, hiSd: 0.000425 },
    percentile: { lo: 0.008087, loSd: 0.000285, hi: 0.049848, hiSd: 0.0003 },
  },
  'A pass@5': {
    counts: [A_BASE, A_CAND, 20, 5] as const,
    d: () => differences(A_BASE, A_CAND, 20, 5),
    mean: -0.04753611971104232,
    se: 0.014218387548223351,
    aHat: -0.030018138790880694,
    bca: { lo: -0.079493, loSd: 0.000566, hi: -0.023097, hiSd: 0.000393 },
    percentile: { lo: -0.076491, loSd: 0.000389, hi: -0.021029, hiSd: 0.000307 },
  },
  'B pass@1': {
    counts: [B_BASE, B_CAND, 1, 1] as const,
    d: () => differences(B_BASE, B_CAND, 1, 1),
    mean: -0.175,
    se: 0.09396876185801431,
    aHat: 0.001454754024939106,
    // 400 seeds here: the endpoints sit on the lattice of multiples of 1/40 and rarely move.
    runs: 400,
    lattice: 1 / 40,
    bca: { lo: -0.350188, loSd: 0.00216, hi: 0.000853, hiSd: 0.004468 },
    percentile: { lo: -0.35, loSd: 0, hi: 0.000314, hiSd: 0.002781 },
  },
} as const;
