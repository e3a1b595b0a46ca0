import { quantileSorted } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { pairedBootstrap } from '../../src/resample/bootstrap.js';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import {
  expandedPercentileInterval,
  intervalDegreesOfFreedom,
  intervalMethodFor,
  tInterval,
} from '../../src/resample/interval.js';
import { Xoshiro128 } from '../../src/resample/random.js';
import { clusterDegreesOfFreedom, pairedStandardError } from '../../src/resample/standard-error.js';
import { resamplingUnits, unitsMean } from '../../src/resample/units.js';
import { compareRuns } from '../support/comparisons.js';
import { runOf } from '../simulation/population.js';
import { A_CAND, A_BASE, differences, SCIPY } from './data.js';

/** The percentile interval of the gate's paired bootstrap for one seed, as the gate draws its resamples. */
function percentileInterval(d: Float64Array, seed: number): [number, number] {
  const sorted = Array.from(pairedBootstrap(resamplingUnits(d), 10000, new Xoshiro128(seed, 0))).sort((a, b) => a - b);
  return [quantileSorted(sorted, 0.025), quantileSorted(sorted, 0.975)];
}

describe('agreement with scipy.stats.bootstrap', () => {
  for (const [name, ref] of Object.entries(SCIPY)) {
    it(`${name}: mean and SE match exactly`, () => {
      const units = resamplingUnits(ref.d());
      expect(unitsMean(units)).toBeCloseTo(ref.mean, 14);
      expect(pairedStandardError(units)).toBeCloseTo(ref.se, 14);
    });

    it(`${name}: the paired bootstrap's percentile interval within Monte Carlo error`, () => {
      const expected = ref.percentile;
      const seeds = 10;
      let lo = 0;
      let hi = 0;
      for (let seed = 0; seed < seeds; seed++) {
        const [l, h] = percentileInterval(ref.d(), seed);
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
});

describe('expandedPercentileInterval', () => {
  it("gives numpy's quantiles (linear between order statistics) of resamples in any order", () => {
    // Four resamples shuffled: at G = 2 and df = 1e9, z' = sqrt(2) * 1.959964 and alpha = Phi(-z') = 0.0027873;
    // numpy.quantile([1, 2, 4, 8], [alpha, 1 - alpha]) = [1.0083619, 7.9665524].
    const ci = expandedPercentileInterval(Float64Array.from([4, 1, 8, 2]), 0.95, 2, 1e9);
    expect(ci[0]).toBeCloseTo(1.0083619, 6);
    expect(ci[1]).toBeCloseTo(7.9665524, 6);
  });

  it('takes the percentile interval at the level of sqrt(G/(G-1)) t_(df, 0.975)', () => {
    const means = Float64Array.from({ length: 10001 }, (_, i) => i / 10000);
    // t.ppf(0.975, 9) = 2.262157162798205 (test/reference/scipy_reference.py); sqrt(10/9) * it = 2.38453.
    const level = normalCdf(-Math.sqrt(10 / 9) * 2.262157162798205, 0, 1);
    const ci = expandedPercentileInterval(means, 0.95, 10, 9);
    expect(ci[0]).toBeCloseTo(level, 9);
    expect(ci[1]).toBeCloseTo(1 - level, 9);
  });

  it('is wider than the percentile interval, the more so with fewer degrees of freedom', () => {
    const units = resamplingUnits(differences(A_BASE, A_CAND, 20, 5));
    const means = pairedBootstrap(units, 10000, new Xoshiro128(1));
    const sorted = Array.from(means).sort((a, b) => a - b);
    const percentile = [quantileSorted(sorted, 0.025), quantileSorted(sorted, 0.975)];
    const wide = expandedPercentileInterval(means, 0.95, units.count, 163);
    const wider = expandedPercentileInterval(means, 0.95, units.count, 8);
    expect(wide[0]).toBeLessThan(percentile[0]!);
    expect(wide[1]).toBeGreaterThan(percentile[1]!);
    expect(wider[1] - wider[0]).toBeGreaterThan(wide[1] - wide[0]);
  });

  it('collapses to the point when every difference is equal', () => {
    const units = resamplingUnits(new Float64Array(50).fill(0.1));
    const ci = expandedPercentileInterval(pairedBootstrap(units, 1000, new Xoshiro128(0)), 0.95, 50, 49);
    expect(ci[0]).toBeCloseTo(0.1, 12);
    expect(ci[1]).toBeCloseTo(0.1, 12);
  });
});

describe('tInterval', () => {
  it('is theta +- t_(df, 0.975) SE', () => {
    // t.ppf(0.975, 9) = 2.262157162798205 (test/reference/scipy_reference.py).
    const ci = tInterval(0.1, 0.02, 9, 0.95);
    expect(ci[0]).toBeCloseTo(0.1 - 2.262157162798205 * 0.02, 12);
    expect(ci[1]).toBeCloseTo(0.1 + 2.262157162798205 * 0.02, 12);
  });
});

describe('intervalMethodFor', () => {
  it('takes auto as the expanded percentile interval over problems and the t interval over groups', () => {
    expect(intervalMethodFor('auto', false)).toBe('expanded-percentile');
    expect(intervalMethodFor('auto', true)).toBe('t');
    expect(intervalMethodFor('expanded-percentile', true)).toBe('expanded-percentile');
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

  it('over unequal groups, uses the CR2 SE and the Bell-McCaffrey degrees of freedom', () => {
    // 60 problems: g0 holds 30, g1..g15 hold 2 each.
    const groupOf = (i: number) => (i < 30 ? 0 : 1 + ((i - 30) >> 1));
    const cs = Array.from({ length: 60 }, (_, i) => (i * 7) % 11);
    const problems = (shift: number) =>
      cs.map((c, i) => ({
        id: `p${i}`,
        n: 10,
        c: Math.max(0, c - (i % 3 === 0 ? shift : 0)),
        group: `g${groupOf(i)}`,
      }));
    const report = compareRuns(runOf('a', problems(0)), runOf('b', problems(2)), DEFAULT_OPTIONS);
    expect(report.bootstrap).toMatchObject({ method: 't', unit: 'cluster', units: 16 });
    const d = problems(2).map((p, i) => (p.c - problems(0)[i]!.c) / 10);
    const sizes = Array.from({ length: 16 }, (_, g) => (g === 0 ? 30 : 2));
    const sums = sizes.map((_, g) => d.filter((_, i) => groupOf(i) === g).reduce((a, b) => a + b, 0));
    const theta = d.reduce((a, b) => a + b, 0) / 60;
    const se = Math.sqrt(sums.reduce((a, s, g) => a + (s - sizes[g]! * theta) ** 2 / (1 - sizes[g]! / 60), 0)) / 60;
    // df = 1 / (sum s^2 + (sum p)^2 - sum p^2), s = n/N, p = s^2 / (1 - s): shares 1/2 and 15 of 1/30.
    const p0 = 0.25 / 0.5;
    const p1 = 1 / 900 / (29 / 30);
    const df = 1 / (0.25 + 15 / 900 + (p0 + 15 * p1) ** 2 - p0 ** 2 - 15 * p1 ** 2);
    expect(report.delta!.df).toBeCloseTo(df, 12);
    expect(df).toBeLessThan(4);
    const t = tQuantile(0.975, df);
    expect(report.delta!.ci[0]).toBeCloseTo(theta - t * se, 12);
    expect(report.delta!.ci[1]).toBeCloseTo(theta + t * se, 12);
  });

  it("takes the units' degrees of freedom for t, the SE's for the bootstrap intervals", () => {
    const units = resamplingUnits(new Float64Array(7), ['a', 'a', 'a', 'a', 'b', 'c', 'd']);
    expect(intervalDegreesOfFreedom('t', units, 50)).toBe(clusterDegreesOfFreedom(units));
    expect(intervalDegreesOfFreedom('t', units, 50)).toBeLessThan(3);
    expect(intervalDegreesOfFreedom('expanded-percentile', units, 50)).toBe(50);
  });
});
