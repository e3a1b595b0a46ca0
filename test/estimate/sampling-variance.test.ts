import { describe, expect, it } from 'vitest';
import {
  countVarianceUnbiased,
  estimatedCountVariance,
  overlapProbabilities,
  unbiasedPower,
} from '../../src/estimate/sampling-variance.js';
import { choose, ratio } from '../support/binomial.js';
import { passAtKVariance, passHatKVariance } from '../support/count-variance.js';

/** Binomial(n, p) probability of c, from exact coefficients. */
const pmf = (n: number, c: number, p: number) => ratio(choose(n, c), 1n) * p ** c * (1 - p) ** (n - c);

/**
 * The variance of an estimator by brute force: every one of the 2^n pass/fail outcomes of n samples, its
 * probability, and the estimator computed by counting the k-subsets of the outcome that all fail (pass@k) or all
 * pass (pass^k) one by one.
 */
function enumeratedVariance(n: number, k: number, p: number, allOf: boolean): number {
  const subsets: number[] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    let bits = 0;
    for (let m = mask; m > 0; m >>= 1) bits += m & 1;
    if (bits === k) subsets.push(mask);
  }
  let mean = 0;
  let square = 0;
  for (let outcome = 0; outcome < 1 << n; outcome++) {
    let passes = 0;
    for (let m = outcome; m > 0; m >>= 1) passes += m & 1;
    const chance = p ** passes * (1 - p) ** (n - passes);
    // pass@k: a subset with a pass; pass^k: a subset of passes only.
    const hits = subsets.filter((s) => (allOf ? (s & outcome) === s : (s & outcome) !== 0)).length;
    const value = hits / subsets.length;
    mean += chance * value;
    square += chance * value * value;
  }
  return square - mean * mean;
}

describe('overlapProbabilities', () => {
  it('is the hypergeometric chance that two k-subsets share c samples', () => {
    for (const [n, k] of [
      [5, 2],
      [10, 3],
      [20, 10],
      [7, 7],
      [200, 50],
    ] as const) {
      const weights = overlapProbabilities(n, k);
      for (let c = 0; c <= k; c++) {
        expect(weights[c]).toBeCloseTo(ratio(choose(k, c) * choose(n - k, k - c), choose(n, k)), 13);
      }
    }
  });

  it('refuses k > n', () => {
    expect(() => overlapProbabilities(3, 4)).toThrow(RangeError);
  });
});

describe('uStatisticVariance: the exact variance of pass@k and pass^k (passAtKVariance, passHatKVariance)', () => {
  it('equal the variance over every outcome of n samples', () => {
    for (const [n, k] of [
      [1, 1],
      [3, 1],
      [4, 2],
      [6, 3],
      [8, 2],
      [8, 8],
      [9, 4],
    ] as const) {
      for (const p of [0, 0.1, 0.37, 0.5, 0.9, 1]) {
        expect(passAtKVariance(n, k, p)).toBeCloseTo(enumeratedVariance(n, k, p, false), 13);
        expect(passHatKVariance(n, k, p)).toBeCloseTo(enumeratedVariance(n, k, p, true), 13);
      }
    }
  });

  it('equal the variance over the binomial count at larger n', () => {
    for (const [n, k] of [
      [20, 1],
      [20, 5],
      [40, 20],
      [60, 7],
    ] as const) {
      for (const p of [0.05, 0.4, 0.85]) {
        let mean = 0;
        let square = 0;
        let meanHat = 0;
        let squareHat = 0;
        for (let c = 0; c <= n; c++) {
          const at = 1 - ratio(choose(n - c, k), choose(n, k));
          const hat = ratio(choose(c, k), choose(n, k));
          mean += pmf(n, c, p) * at;
          square += pmf(n, c, p) * at * at;
          meanHat += pmf(n, c, p) * hat;
          squareHat += pmf(n, c, p) * hat * hat;
        }
        expect(passAtKVariance(n, k, p)).toBeCloseTo(square - mean * mean, 12);
        expect(passHatKVariance(n, k, p)).toBeCloseTo(squareHat - meanHat * meanHat, 12);
      }
    }
  });

  it('is p q / n at k = 1 and one Bernoulli draw at n = k', () => {
    expect(passAtKVariance(20, 1, 0.3)).toBeCloseTo((0.3 * 0.7) / 20, 15);
    expect(passHatKVariance(20, 1, 0.3)).toBeCloseTo((0.3 * 0.7) / 20, 15);
    const q5 = 0.7 ** 5;
    expect(passAtKVariance(5, 5, 0.3)).toBeCloseTo(q5 * (1 - q5), 15);
    expect(passHatKVariance(5, 5, 0.3)).toBeCloseTo(0.3 ** 5 * (1 - 0.3 ** 5), 15);
  });

  it('stays finite where the binomials overflow a double', () => {
    const variance = passAtKVariance(2000, 600, 0.001);
    expect(Number.isFinite(variance)).toBe(true);
    expect(variance).toBeGreaterThan(0);
    expect(() => passAtKVariance(10, 2, 1.5)).toThrow(RangeError);
  });
});

describe('unbiasedPower', () => {
  it('has expectation theta^m over Binomial(trials, theta) hits', () => {
    for (const [trials, m] of [
      [10, 1],
      [10, 4],
      [20, 20],
    ] as const) {
      for (const theta of [0.2, 0.75]) {
        let expected = 0;
        for (let hits = 0; hits <= trials; hits++)
          expected += pmf(trials, hits, theta) * unbiasedPower(trials, hits, m);
        expect(expected).toBeCloseTo(theta ** m, 13);
      }
    }
    expect(() => unbiasedPower(3, 1, 4)).toThrow(RangeError);
  });
});

describe('estimatedCountVariance', () => {
  it('is unbiased at every n when 2k <= the samples seen', () => {
    for (const [n, k, observed] of [
      [1, 1, 2],
      [20, 1, 20],
      [5, 1, 20],
      [100, 5, 10],
      [10, 10, 20],
    ] as const) {
      expect(countVarianceUnbiased(k, observed)).toBe(true);
      for (const p of [0.1, 0.55, 0.97]) {
        let expected = 0;
        let expectedHat = 0;
        for (let c = 0; c <= observed; c++) {
          expected += pmf(observed, c, p) * estimatedCountVariance('pass@k', n, k, observed, c);
          expectedHat += pmf(observed, c, p) * estimatedCountVariance('pass^k', n, k, observed, c);
        }
        expect(expected).toBeCloseTo(passAtKVariance(n, k, p), 13);
        expect(expectedHat).toBeCloseTo(passHatKVariance(n, k, p), 13);
      }
    }
  });

  it('is c (n0 - c) / (n0 (n0 - 1)) / n for pass@1, more than the plug-in', () => {
    expect(estimatedCountVariance('pass@k', 5, 1, 20, 7)).toBeCloseTo((7 * 13) / (20 * 19) / 5, 15);
    expect(estimatedCountVariance('pass@k', 5, 1, 20, 7)).toBeGreaterThan(passAtKVariance(5, 1, 7 / 20));
    expect(estimatedCountVariance('pass@k', 5, 1, 20, 0)).toBe(0);
    expect(estimatedCountVariance('pass@k', 5, 1, 20, 20)).toBe(0);
  });

  it('plugs in c / n0 when 2k exceeds the samples seen', () => {
    expect(countVarianceUnbiased(6, 10)).toBe(false);
    expect(estimatedCountVariance('pass@k', 20, 6, 10, 3)).toBeCloseTo(passAtKVariance(20, 6, 0.3), 15);
    expect(estimatedCountVariance('pass^k', 20, 6, 10, 3)).toBeCloseTo(passHatKVariance(20, 6, 0.3), 15);
    expect(() => estimatedCountVariance('n@k', 20, 1, 10, 3)).toThrow(RangeError);
  });
});
