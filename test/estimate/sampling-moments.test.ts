import { describe, expect, it } from 'vitest';
import {
  binomialProbabilities,
  countMetricMoments,
  countMetricTables,
  countMetricValues,
  discreteMoments,
  meanOfDrawsMoments,
  passRatioMoments,
} from '../../src/estimate/sampling-moments.js';
import { estimatedCountVariance } from '../../src/estimate/sampling-variance.js';
import { passAtKVariance, passHatKVariance } from '../support/count-variance.js';
import { choose, ratio } from '../support/binomial.js';

describe('binomialProbabilities', () => {
  it('matches exact binomial coefficients, and puts all mass on an end at p = 0 or 1', () => {
    for (const [n, p] of [
      [1, 0.3],
      [20, 0.15],
      [200, 0.6],
    ] as const) {
      const probabilities = binomialProbabilities(n, p);
      for (let c = 0; c <= n; c++) {
        expect(probabilities[c]).toBeCloseTo(ratio(choose(n, c), 1n) * p ** c * (1 - p) ** (n - c), 14);
      }
    }
    expect([...binomialProbabilities(3, 0)]).toEqual([1, 0, 0, 0]);
    expect([...binomialProbabilities(3, 1)]).toEqual([0, 0, 0, 1]);
  });
});

describe('discreteMoments', () => {
  it('gives the moments of one draw and of the difference of two, as sums over every pair', () => {
    const values = [0.5, -1, 2, 0.5, 3];
    const weights = [0.1, 0.3, 0.2, 0.15, 0.25];
    let mean = 0;
    for (let i = 0; i < 5; i++) mean += weights[i]! * values[i]!;
    let second = 0;
    let fourth = 0;
    let absolute = 0;
    let differ = 0;
    for (let i = 0; i < 5; i++) {
      second += weights[i]! * (values[i]! - mean) ** 2;
      fourth += weights[i]! * (values[i]! - mean) ** 4;
      for (let j = 0; j < 5; j++) {
        absolute += weights[i]! * weights[j]! * Math.abs(values[i]! - values[j]!);
        if (values[i] !== values[j]) differ += weights[i]! * weights[j]!;
      }
    }
    const moments = discreteMoments(values, weights);
    expect(moments.variance).toBeCloseTo(second, 15);
    expect(moments.fourthCumulant).toBeCloseTo(fourth - 3 * second * second, 14);
    expect(moments.meanAbsoluteDifference).toBeCloseTo(absolute, 15);
    expect(moments.changeProbability).toBeCloseTo(differ, 15);
  });

  it('gives a Bernoulli(p) variance p q and fourth cumulant p q (1 - 6 p q)', () => {
    const moments = discreteMoments([0, 1], [0.7, 0.3]);
    expect(moments.variance).toBeCloseTo(0.21, 15);
    expect(moments.fourthCumulant).toBeCloseTo(0.21 * (1 - 6 * 0.21), 15);
    expect(moments.meanAbsoluteDifference).toBeCloseTo(2 * 0.21, 15);
    expect(moments.changeProbability).toBeCloseTo(2 * 0.21, 15);
  });

  it('gives values all equal no spread at all, though their weights sum to 1 only within an ulp', () => {
    const weights = new Float64Array(10).fill(0.1);
    expect(weights.reduce((sum, w) => sum + w, 0)).not.toBe(1);
    expect(discreteMoments(new Float64Array(10).fill(1), weights)).toEqual({
      variance: 0,
      fourthCumulant: 0,
      meanAbsoluteDifference: 0,
      changeProbability: 0,
    });
  });
});

describe('countMetricMoments', () => {
  it('has the variance of the Hoeffding formula', () => {
    for (const [n, k, p] of [
      [20, 1, 0.3],
      [20, 5, 0.2],
      [50, 10, 0.05],
    ] as const) {
      expect(countMetricMoments(countMetricValues('pass@k', n, k), p).variance).toBeCloseTo(
        passAtKVariance(n, k, p),
        14,
      );
      expect(countMetricMoments(countMetricValues('pass^k', n, k), p).variance).toBeCloseTo(
        passHatKVariance(n, k, p),
        14,
      );
    }
  });

  it('at k = 1 has the cumulants of a mean of n Bernoulli draws', () => {
    const pq = 0.3 * 0.7;
    const direct = countMetricMoments(countMetricValues('pass@k', 12, 1), 0.3);
    const viaMean = meanOfDrawsMoments(pq, pq * (1 - 6 * pq), 12);
    expect(direct.variance).toBeCloseTo(viaMean.variance, 15);
    expect(direct.fourthCumulant).toBeCloseTo(viaMean.fourthCumulant, 15);
  });

  it('takes E|X - Y| of two normal means: X - Y ~ N(0, 2 Var / n), so 2 sqrt(Var / (n pi))', () => {
    // Var 3 over n = 12: X - Y ~ N(0, 1/2), whose mean absolute value is sqrt(1/2) sqrt(2 / pi) = 1 / sqrt(pi).
    expect(meanOfDrawsMoments(3, 0, 12).meanAbsoluteDifference).toBeCloseTo(1 / Math.sqrt(Math.PI), 14);
  });

  it('never changes on a problem that always passes', () => {
    const moments = countMetricMoments(countMetricValues('pass@k', 10, 2), 1);
    expect(moments).toEqual({ variance: 0, fourthCumulant: 0, meanAbsoluteDifference: 0, changeProbability: 0 });
  });
});

describe('countMetricValues and countMetricTables', () => {
  it('give the estimate at every count c = 0..n, from exact binomial coefficients', () => {
    for (const [n, k] of [
      [1, 1],
      [10, 3],
      [40, 10],
    ] as const) {
      const passAtK = countMetricValues('pass@k', n, k);
      const passHatK = countMetricValues('pass^k', n, k);
      expect(passAtK).toHaveLength(n + 1);
      for (let c = 0; c <= n; c++) {
        expect(passAtK[c]).toBeCloseTo(1 - ratio(choose(n - c, k), choose(n, k)), 14);
        expect(passHatK[c]).toBeCloseTo(ratio(choose(c, k), choose(n, k)), 14);
      }
    }
  });

  it('compute the values at each n once, and the same values as countMetricValues', () => {
    const valuesAt = countMetricTables('pass@k', 5);
    const at20 = valuesAt(20);
    expect(valuesAt(20)).toBe(at20);
    expect(at20).toEqual(countMetricValues('pass@k', 20, 5));
    expect(valuesAt(30)).toEqual(countMetricValues('pass@k', 30, 5));
    expect(countMetricTables('pass@k', 5)(20)).not.toBe(at20);
  });
});

const graded = (passed: number, total: number, score = 0) => ({
  pass: passed === total,
  tests_passed: passed,
  tests_total: total,
  score,
});

describe('passRatioMoments', () => {
  it('is s^2 / n of the squared shares, s^2 with divisor K - 1', () => {
    // Shares 1, 0.25, 0: mean 5/12, s^2 = (49 + 4 + 25) / 144 / 2 = 13/48.
    const moments = passRatioMoments([graded(4, 4), graded(1, 2), graded(0, 7)], 4);
    expect(moments.variance).toBeCloseTo(13 / 48 / 4, 15);
  });

  it('is the unbiased pass@1 variance when every sample passes all its tests or none', () => {
    const samples = [graded(3, 3), graded(0, 3), graded(0, 5), graded(5, 5), graded(0, 1)];
    expect(passRatioMoments(samples, 7).variance).toBeCloseTo(estimatedCountVariance('pass@k', 7, 1, 5, 2), 15);
    expect(() => passRatioMoments([graded(1, 1)], 3)).toThrow(RangeError);
  });
});
