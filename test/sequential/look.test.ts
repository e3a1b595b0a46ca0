import { describe, expect, it } from 'vitest';
import { conditionalPower, lookStatistic } from '../../src/sequential/look.js';

// Reference values from scipy: scipy.stats.ttest_rel and norm.cdf.
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
});
