import { describe, expect, it } from 'vitest';
import { jackknifeAcceleration } from '../../src/resample/acceleration.js';
import { pairedBootstrap, studentizedBootstrap } from '../../src/resample/bootstrap.js';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import {
  bootstrapInterval,
  expandedPercentileInterval,
  intervalMethodFor,
  studentizedInterval,
  tInterval,
} from '../../src/resample/interval.js';
import { Xoshiro128 } from '../../src/resample/random.js';
import { pairedStandardError } from '../../src/resample/standard-error.js';
import { resamplingUnits, unitsMean } from '../../src/resample/units.js';
import { A_BASE, A_CAND, B_BASE, B_CAND, differences } from './data.js';
import { DEFAULT_OPTIONS } from '../../src/options.js';
import { compareRuns } from '../../src/report/compare.js';
import { normalDraw, runOf } from '../simulation/population.js';

/**
 * Reference intervals from scipy 1.17.1, made by test/reference/scipy_reference.py:
 *   scipy.stats.bootstrap((d,), np.mean, n_resamples=10000, method=M, confidence_level=0.95,
 *                         rng=np.random.default_rng(seed)) for seed in range(40)
 * with d the per-problem differences (numpy's own pass@k: 1 - prod(1 - k/arange(n-c+1, n+1))).
 * Each entry is the mean over the seeds of [low, high] and the standard deviation of one run's
 * endpoint (the Monte Carlo error). a_hat is scipy's jackknife acceleration (_bca_interval), mean and se
 * are d.mean() and d.std(ddof=1)/sqrt(P).
 */
const SCIPY = {
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

/** The gate's interval for one seed, through compareRuns as the CLI computes it. */
function ourInterval(
  [base, cand, n, k]: readonly [number[], number[], number, number],
  method: 'bca' | 'percentile',
  seed: number,
): [number, number] {
  const problems = (counts: number[]) => counts.map((c, i) => ({ id: `p${i}`, n, c }));
  const report = compareRuns(runOf('base', problems(base)), runOf('cand', problems(cand)), {
    ...DEFAULT_OPTIONS,
    k,
    interval: method,
    resamples: 10000,
    seed,
  });
  expect(report.bootstrap.method).toBe(method);
  return report.delta!.ci;
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
          const [l, h] = ourInterval(ref.counts, method, seed);
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

describe('expandedPercentileInterval', () => {
  it('takes the percentile interval at the level of sqrt(G/(G-1)) t_(df, 0.975)', () => {
    const means = Float64Array.from({ length: 10001 }, (_, i) => i / 10000);
    // t.ppf(0.975, 9) = 2.262157162798205 (test/reference/scipy_reference.py); sqrt(10/9) * it = 2.38453.
    const level = normalCdf(-Math.sqrt(10 / 9) * 2.262157162798205, 0, 1);
    const { ci } = expandedPercentileInterval(means, 0.95, 10, 9);
    expect(ci[0]).toBeCloseTo(level, 9);
    expect(ci[1]).toBeCloseTo(1 - level, 9);
  });

  it('is wider than the percentile interval, the more so with fewer degrees of freedom', () => {
    const units = resamplingUnits(differences(A_BASE, A_CAND, 20, 5));
    const means = pairedBootstrap(units, 10000, new Xoshiro128(1));
    const percentile = bootstrapInterval(means, unitsMean(units), 0, 0.95, 'percentile').ci;
    const wide = expandedPercentileInterval(means, 0.95, units.count, 163).ci;
    const wider = expandedPercentileInterval(means, 0.95, units.count, 8).ci;
    expect(wide[0]).toBeLessThan(percentile[0]);
    expect(wide[1]).toBeGreaterThan(percentile[1]);
    expect(wider[1] - wider[0]).toBeGreaterThan(wide[1] - wide[0]);
  });
});

describe('tInterval', () => {
  it('is theta +- t_(df, 0.975) SE', () => {
    // t.ppf(0.975, 9) = 2.262157162798205 (test/reference/scipy_reference.py).
    const { ci, method } = tInterval(0.1, 0.02, 9, 0.95);
    expect(method).toBe('t');
    expect(ci[0]).toBeCloseTo(0.1 - 2.262157162798205 * 0.02, 12);
    expect(ci[1]).toBeCloseTo(0.1 + 2.262157162798205 * 0.02, 12);
  });
});

describe('intervalMethodFor', () => {
  it('takes auto as the expanded percentile interval over problems and the t interval over groups', () => {
    expect(intervalMethodFor('auto', false)).toBe('expanded-percentile');
    expect(intervalMethodFor('auto', true)).toBe('t');
    expect(intervalMethodFor('bca', true)).toBe('bca');
    expect(intervalMethodFor('t', false)).toBe('t');
  });

  it('gives a comparison over groups, by default, the t interval on G - 1 degrees of freedom around the mean', () => {
    // 20 groups of 3 problems; the cluster-robust SE and t.ppf(0.975, 19) = 2.0930240544083087 by hand.
    const cs = Array.from({ length: 60 }, (_, i) => (i * 7) % 11);
    const problems = (shift: number) =>
      cs.map((c, i) => ({ id: `p${i}`, n: 10, c: Math.max(0, c - (i % 3 === 0 ? shift : 0)), group: `g${i % 20}` }));
    const report = compareRuns(runOf('a', problems(0)), runOf('b', problems(2)), DEFAULT_OPTIONS);
    expect(report.bootstrap).toMatchObject({ method: 't', unit: 'cluster', units: 20 });
    const d = problems(2).map((p, i) => (p.c - problems(0)[i]!.c) / 10);
    const sums = Array.from({ length: 20 }, (_, g) => d.filter((_, i) => i % 20 === g).reduce((a, b) => a + b, 0));
    const theta = d.reduce((a, b) => a + b, 0) / 60;
    const se = Math.sqrt((20 / 19) * sums.reduce((a, s) => a + (s - 3 * theta) ** 2, 0)) / 60;
    expect(report.delta!.value).toBeCloseTo(theta, 12);
    expect(report.delta!.ci[0]).toBeCloseTo(theta - 2.0930240544083087 * se, 12);
    expect(report.delta!.ci[1]).toBeCloseTo(theta + 2.0930240544083087 * se, 12);
    expect(report.delta!.df).toBe(19);
  });
});

describe('studentizedInterval', () => {
  it('on normal data agrees with the t interval', () => {
    const rng = new Xoshiro128(9);
    const d = Float64Array.from({ length: 200 }, () => normalDraw(rng) / 10 + 0.02);
    const units = resamplingUnits(d);
    const se = pairedStandardError(units);
    const { ci } = studentizedInterval(
      studentizedBootstrap(units, 20000, new Xoshiro128(2)),
      unitsMean(units),
      se,
      0.95,
    );
    // t.ppf(0.975, 199) = 1.97196 (test/reference/scipy_reference.py); the bootstrap-t quantiles are within a few percent of it on normal data.
    expect(Math.abs((unitsMean(units) - ci[0]) / se / 1.97196 - 1)).toBeLessThan(0.05);
    expect(Math.abs((ci[1] - unitsMean(units)) / se / 1.97196 - 1)).toBeLessThan(0.05);
  });

  it('reaches the bound of a difference when resamples without spread are common', () => {
    const d = new Float64Array(164);
    d[0] = -1;
    d[1] = -1;
    const units = resamplingUnits(d);
    const { ci } = studentizedInterval(
      studentizedBootstrap(units, 2000, new Xoshiro128(3)),
      unitsMean(units),
      pairedStandardError(units),
      0.95,
    );
    expect(ci[0]).toBe(-1);
  });
});
