import { describe, expect, it } from 'vitest';
import { jackknifeAcceleration } from '../../src/resample/acceleration.js';
import { pairedBootstrap } from '../../src/resample/bootstrap.js';
import { bootstrapInterval } from '../../src/resample/interval.js';
import { Xoshiro128 } from '../../src/resample/random.js';
import { pairedStandardError } from '../../src/resample/standard-error.js';
import { resamplingUnits, unitsMean } from '../../src/resample/units.js';
import { A_BASE, A_CAND, B_BASE, B_CAND, differences } from './data.js';

/**
 * Reference intervals from scipy 1.17.1, computed outside the project:
 *   scipy.stats.bootstrap((d,), np.mean, n_resamples=10000, method=M, confidence_level=0.95,
 *                         rng=np.random.default_rng(seed)) for seed in range(40)
 * with d the per-problem differences (numpy's own pass@k: 1 - prod(1 - k/arange(n-c+1, n+1))).
 * Each entry is the mean over the seeds of [low, high] and the standard deviation of one run's
 * endpoint (the Monte Carlo error). a_hat is scipy's jackknife acceleration (_bca_interval), mean and se
 * are d.mean() and d.std(ddof=1)/sqrt(P).
 */
const SCIPY = {
  'A pass@1': {
    d: () => differences(A_BASE, A_CAND, 20, 1),
    mean: 0.028658536585365855,
    se: 0.010699577308851432,
    aHat: 0.009355931217961673,
    bca: { lo: 0.008777, loSd: 0.000359, hi: 0.050541, hiSd: 0.000425 },
    percentile: { lo: 0.008087, loSd: 0.000285, hi: 0.049848, hiSd: 0.0003 },
  },
  'A pass@5': {
    d: () => differences(A_BASE, A_CAND, 20, 5),
    mean: -0.04753611971104232,
    se: 0.014218387548223351,
    aHat: -0.030018138790880694,
    bca: { lo: -0.079493, loSd: 0.000566, hi: -0.023097, hiSd: 0.000393 },
    percentile: { lo: -0.076491, loSd: 0.000389, hi: -0.021029, hiSd: 0.000307 },
  },
  'B pass@1': {
    d: () => differences(B_BASE, B_CAND, 1, 1),
    mean: -0.175,
    se: 0.09396876185801431,
    aHat: 0.001454754024939106,
    // 400 seeds here: the endpoints sit on the lattice of multiples of 1/40 and rarely move.
    runs: 400,
    lattice: 1 / 40,
    bca: { lo: -0.350187, loSd: 0.00216, hi: 0.000853, hiSd: 0.004468 },
    percentile: { lo: -0.35, loSd: 0, hi: 0.000314, hiSd: 0.002781 },
  },
} as const;

/** Our interval for one seed. */
function ourInterval(d: Float64Array, method: 'bca' | 'percentile', seed: number): [number, number] {
  const units = resamplingUnits(d);
  const means = pairedBootstrap(units, 10000, new Xoshiro128(seed));
  return bootstrapInterval(means, unitsMean(units), jackknifeAcceleration(units), 0.95, method).ci;
}

describe('agreement with scipy.stats.bootstrap', () => {
  for (const [name, ref] of Object.entries(SCIPY)) {
    it(`${name}: mean, SE and acceleration match exactly`, () => {
      const units = resamplingUnits(ref.d());
      expect(unitsMean(units)).toBeCloseTo(ref.mean, 14);
      expect(pairedStandardError(units)).toBeCloseTo(ref.se, 14);
      expect(jackknifeAcceleration(units)).toBeCloseTo(ref.aHat, 12);
    });

    for (const method of ['bca', 'percentile'] as const) {
      it(`${name}: ${method} interval within Monte Carlo error`, () => {
        const expected = ref[method];
        const seeds = 10;
        let lo = 0;
        let hi = 0;
        for (let seed = 0; seed < seeds; seed++) {
          const [l, h] = ourInterval(ref.d(), method, seed);
          lo += l / seeds;
          hi += h / seeds;
        }
        // Our mean of 10 runs vs scipy's mean: 4 standard errors of the difference, plus rounding. On a
        // lattice an endpoint moves in whole steps, so one of our ten runs may land a step away.
        const runs = 'runs' in ref ? ref.runs : 40;
        const step = 'lattice' in ref ? ref.lattice / seeds : 0;
        const tolerance = (sd: number) => Math.max(4 * sd * Math.sqrt(1 / seeds + 1 / runs), step) + 2e-6;
        expect(Math.abs(lo - expected.lo)).toBeLessThanOrEqual(tolerance(expected.loSd));
        expect(Math.abs(hi - expected.hi)).toBeLessThanOrEqual(tolerance(expected.hiSd));
      });
    }
  }
});

describe('bootstrapInterval', () => {
  it('collapses to the point when every difference is equal', () => {
    const d = new Float64Array(50).fill(0.1);
    const units = resamplingUnits(d);
    const result = bootstrapInterval(pairedBootstrap(units, 1000, new Xoshiro128(0)), unitsMean(units), 0, 0.95, 'bca');
    expect(result.ci[0]).toBeCloseTo(0.1, 12);
    expect(result.ci[1]).toBeCloseTo(0.1, 12);
  });

  it('falls back to the percentile interval, saying why, when BCa is undefined', () => {
    const means = Float64Array.from([1, 2, 3, 4]);
    const result = bootstrapInterval(means, 10, 0, 0.9, 'bca');
    expect(result.method).toBe('percentile');
    expect(result.fallback).toMatch(/outside every bootstrap resample/);
  });
});
