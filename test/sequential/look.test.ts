import { describe, expect, it } from 'vitest';
import { conditionalPower, lookStatistic } from '../../src/sequential/look.js';
import { lookSizes, oneSidedAlpha, problemOrder, tBoundary } from '../../src/sequential/plan.js';

// Reference values from scipy: scipy.stats.ttest_rel, t.ppf(norm.cdf(z), df) and norm.cdf.
describe('the pieces of a look', () => {
  it('the paired t statistic, with and without a margin, as scipy.stats.ttest_rel', () => {
    const baseline = [0.9, 0.5, 0.1, 1.0, 0.0, 0.65, 0.3];
    const candidate = [0.8, 0.55, 0.0, 1.0, 0.0, 0.4, 0.35];
    const plain = lookStatistic(baseline, candidate, 0);
    expect(plain.drop).toBeCloseTo(0.05, 12);
    expect(plain.se).toBeCloseTo(0.0408248290463863, 12);
    expect(plain.t).toBeCloseTo(1.2247448713915887, 10);
    expect(plain.df).toBe(6);
    const margin = lookStatistic(baseline, candidate, 0.02);
    expect(margin.t).toBeCloseTo(0.7348469228349528, 10);
    expect(margin.nonInferiorityT).toBeCloseTo(-0.7348469228349528, 10);
  });

  it('an infinite statistic when every difference is equal', () => {
    expect(lookStatistic([0.5, 0.5], [0.4, 0.4], 0).t).toBe(Infinity);
    expect(lookStatistic([0.5, 0.5], [0.5, 0.5], 0).t).toBe(0);
  });

  it('the conditional power 1 - Phi((c_K - B - theta (1 - t)) / sqrt(1 - t))', () => {
    expect(conditionalPower(1, 0.5, 2, 3)).toBeCloseTo(0.6151981138594856, 10);
  });

  it('t boundaries as the t quantile of the z tail', () => {
    expect(tBoundary(2.9631, 82)).toBeCloseTo(3.0550831399130183, 8);
    expect(tBoundary(4.3326, 41)).toBeCloseTo(4.9312665048951585, 8);
  });

  it('one-sided alpha, look sizes and a seeded order', () => {
    expect(oneSidedAlpha(0.95)).toBe(0.025);
    expect(oneSidedAlpha(0.99)).toBe(0.005);
    expect(lookSizes(164, 4)).toEqual([41, 82, 123, 164]);
    expect(lookSizes(100, 3)).toEqual([33, 67, 100]);
    const ids = Array.from({ length: 50 }, (_, i) => `p${i}`);
    const order = problemOrder(ids, 3);
    expect([...order].sort()).toEqual([...ids].sort());
    expect(problemOrder(ids, 3)).toEqual(order);
    expect(problemOrder(ids, 4)).not.toEqual(order);
    // Every problem comes first about equally often over seeds: a uniform permutation.
    const first = new Map<string, number>();
    for (let seed = 0; seed < 5000; seed++) {
      const id = problemOrder(ids.slice(0, 5), seed)[0]!;
      first.set(id, (first.get(id) ?? 0) + 1);
    }
    for (const count of first.values()) expect(Math.abs(count - 1000)).toBeLessThan(120);
  });
});
