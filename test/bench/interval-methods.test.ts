// The interval methods the coverage study compares the gate's with (bench/interval-methods.ts): BCa against
// scipy.stats.bootstrap, its acceleration by the jackknife written out by hand, and the studentized interval.
import { describe, expect, it } from 'vitest';
import {
  bootstrapInterval,
  jackknifeAcceleration,
  studentizedBootstrap,
  studentizedInterval,
} from '../../bench/interval-methods.js';
import { pairedBootstrap } from '../../src/resample/bootstrap.js';
import { Xoshiro128 } from '../../src/resample/random.js';
import { pairedStandardError } from '../../src/resample/standard-error.js';
import { resamplingUnits, unitsMean } from '../../src/resample/units.js';
import { normalDraw } from '../simulation/population.js';
import { A_BASE, A_CAND, differences, SCIPY } from '../resample/data.js';

describe('BCa, against scipy.stats.bootstrap', () => {
  for (const [name, ref] of Object.entries(SCIPY)) {
    it(`${name}: the acceleration matches exactly, the interval within Monte Carlo error`, () => {
      const units = resamplingUnits(ref.d());
      const acceleration = jackknifeAcceleration(units);
      expect(acceleration).toBeCloseTo(ref.aHat, 12);
      const seeds = 10;
      let lo = 0;
      let hi = 0;
      for (let seed = 0; seed < seeds; seed++) {
        const draws = pairedBootstrap(units, 10000, new Xoshiro128(seed, 0));
        const { ci } = bootstrapInterval(draws, unitsMean(units), acceleration, 0.95, 'bca');
        lo += ci[0] / seeds;
        hi += ci[1] / seeds;
      }
      const runs = 'runs' in ref ? ref.runs : 40;
      const step = 'lattice' in ref ? ref.lattice / seeds : 0;
      const tolerance = (sd: number) => Math.max(4 * sd * Math.sqrt(1 / seeds + 1 / runs), step) + 2e-6;
      expect(Math.abs(lo - ref.bca.lo)).toBeLessThanOrEqual(tolerance(ref.bca.loSd));
      expect(Math.abs(hi - ref.bca.hi)).toBeLessThanOrEqual(tolerance(ref.bca.hiSd));
    });
  }

  it('falls back to the percentile interval, saying why, when BCa is undefined', () => {
    const result = bootstrapInterval(Float64Array.from([1, 2, 3, 4]), 10, 0, 0.9, 'bca');
    expect(result.fallback).toMatch(/outside every bootstrap resample/);
    expect(result.ci).toEqual(bootstrapInterval(Float64Array.from([1, 2, 3, 4]), 10, 0, 0.9, 'percentile').ci);
  });

  it('gives singleton groups the acceleration over problems', () => {
    const d = differences(A_BASE, A_CAND, 20, 1);
    const bySingleton = resamplingUnits(
      d,
      [...d].map((_, i) => `p${i}`),
    );
    expect(jackknifeAcceleration(bySingleton)).toBeCloseTo(jackknifeAcceleration(resamplingUnits(d)), 12);
  });
});

/**
 * The jackknife acceleration written out one unit at a time (Efron & Tibshirani 1993, eq. 14.15): leave each
 * group out, recompute the mean over the problems left, and take a = sum(D^3) / (6 sum(D^2)^(3/2)) with D the
 * mean of those values minus each. The agreement with scipy's `_bca_interval` is in interval.test.ts.
 */
function naiveAcceleration(differences: number[], groups: string[]): number {
  const names = [...new Set(groups)];
  const leaveOut = names.map((name) => {
    const kept = differences.filter((_, i) => groups[i] !== name);
    return kept.reduce((a, b) => a + b, 0) / kept.length;
  });
  const mean = leaveOut.reduce((a, b) => a + b, 0) / leaveOut.length;
  const d = leaveOut.map((v) => mean - v);
  const squares = d.reduce((a, v) => a + v * v, 0);
  const cubes = d.reduce((a, v) => a + v * v * v, 0);
  return cubes / (6 * Math.pow(squares, 1.5));
}

describe('jackknifeAcceleration', () => {
  it('matches the leave-one-out computation over problems and over groups of unequal size', () => {
    const differences = [0.1, -0.3, 0, 0, 0.05, 0.9, -0.2, 0, 0.1, 0.1, -0.05, 0.4];
    const problems = differences.map((_, i) => `p${i}`);
    expect(jackknifeAcceleration(resamplingUnits(Float64Array.from(differences)))).toBeCloseTo(
      naiveAcceleration(differences, problems),
      14,
    );
    const groups = ['a', 'a', 'b', 'c', 'c', 'c', 'd', 'e', 'e', 'f', 'g', 'g'];
    expect(jackknifeAcceleration(resamplingUnits(Float64Array.from(differences), groups))).toBeCloseTo(
      naiveAcceleration(differences, groups),
      14,
    );
  });

  it('is positive for a long right tail, negative for a long left tail, and 0 when nothing varies', () => {
    const rightTail = Float64Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0.1, 1]);
    expect(jackknifeAcceleration(resamplingUnits(rightTail))).toBeGreaterThan(0);
    expect(jackknifeAcceleration(resamplingUnits(rightTail.map((x) => -x)))).toBeLessThan(0);
    expect(jackknifeAcceleration(resamplingUnits(new Float64Array(10).fill(0.2)))).toBe(0);
    expect(jackknifeAcceleration(resamplingUnits(Float64Array.from([0.5])))).toBe(0);
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
