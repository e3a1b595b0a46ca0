// simulatedNAtKMoments: the run-to-run moments of n@k, by drawing runs from a problem's own samples.
import { describe, expect, it } from 'vitest';
import { simulatedNAtKMoments } from '../../src/estimate/n-at-k-variance.js';
import { nAtK } from '../../src/estimate/n-at-k.js';
import { discreteMoments } from '../../src/estimate/sampling-moments.js';
import { passAtKVariance } from '../support/count-variance.js';
import { Xoshiro128 } from '../../src/resample/random.js';

describe('simulatedNAtKMoments', () => {
  const samples = [true, false, false, true, false, false, false, true, false, false].map((pass, i) => ({
    pass,
    score: i % 3,
  }));

  it('is pass@k of the samples as the population when all k are submitted', () => {
    const rng = new Xoshiro128(7);
    const moments = simulatedNAtKMoments(samples, 8, 3, 3, 20000, rng);
    const exact = passAtKVariance(8, 3, 0.3);
    // 20,000 draws: the variance's Monte Carlo error is about sqrt(2 / 20000) = 1% of it.
    expect(Math.abs(moments.variance / exact - 1)).toBeLessThan(0.04);
  });

  it('equals the moments of n@k computed on each drawn run, draw for draw', () => {
    // Two-decimal scores, so ties happen, as in a harness's scored samples.
    const scored = Array.from({ length: 20 }, (_, i) => ({
      pass: (i * 7) % 5 < 2,
      score: Math.round(Math.sin(i * 1.7) * 4) / 100,
    }));
    for (const [n, k, submit] of [
      [20, 10, 1],
      [20, 10, 3],
      [12, 5, 5],
      [30, 7, 2],
    ] as const) {
      const rng = new Xoshiro128(11);
      const direct = new Xoshiro128(11);
      const values = Array.from({ length: 300 }, () =>
        nAtK(
          Array.from({ length: n }, () => scored[direct.nextBelow(scored.length)]!),
          k,
          submit,
        ),
      );
      const expected = discreteMoments(Float64Array.from(values), new Float64Array(300).fill(1 / 300));
      expect(simulatedNAtKMoments(scored, n, k, submit, 300, rng)).toEqual(expected);
    }
  });

  it('refuses a sample without a finite score', () => {
    const unscored = [...samples, { pass: true, score: Number.NaN }];
    expect(() => simulatedNAtKMoments(unscored, 8, 3, 1, 10, new Xoshiro128(0))).toThrow('n@k needs a finite score');
  });

  it('is repeatable with a seeded generator', () => {
    const run = () => {
      const rng = new Xoshiro128(3);
      return simulatedNAtKMoments(samples, 10, 5, 1, 200, rng);
    };
    expect(run()).toEqual(run());
    expect(run().variance).toBeGreaterThan(0);
  });

  it('never varies on a problem whose samples all pass, or all fail, and draws nothing for it', () => {
    const zero = { variance: 0, fourthCumulant: 0, meanAbsoluteDifference: 0, changeProbability: 0 };
    const neverCalled = {
      nextBelow: () => {
        throw new Error('drew a sample');
      },
    };
    const passing = [0.1, 0.5, 0.9].map((score) => ({ pass: true, score }));
    const failing = [0.1, 0.5, 0.9].map((score) => ({ pass: false, score }));
    expect(simulatedNAtKMoments(passing, 8, 3, 1, 100, neverCalled)).toEqual(zero);
    expect(simulatedNAtKMoments(failing, 8, 3, 1, 100, neverCalled)).toEqual(zero);
  });
});
