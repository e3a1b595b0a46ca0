import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../src/resample/random.js';
import {
  pairedSpread,
  pairedStandardError,
  satterthwaiteDegreesOfFreedom,
  standardErrorDegreesOfFreedom,
} from '../../src/resample/standard-error.js';
import { resamplingUnits, unitsMean } from '../../src/resample/units.js';
import { normalDraw } from '../simulation/population.js';
import { A_BASE, A_CAND, differences } from './data.js';

describe('standardErrorDegreesOfFreedom', () => {
  it('is near G - 1 for normal differences', () => {
    const rng = new Xoshiro128(3);
    const d = Float64Array.from({ length: 400 }, () => normalDraw(rng) / 10);
    const df = standardErrorDegreesOfFreedom(resamplingUnits(d));
    expect(df).toBeGreaterThan(330);
    expect(df).toBeLessThanOrEqual(399);
  });

  it('is about 2m / (1 - m/P) when m of P differences are +-1 and the rest 0', () => {
    const d = new Float64Array(164);
    for (let i = 0; i < 10; i++) d[i] = i % 2 === 0 ? 1 : -1;
    // Exact: theta = 0, sum r^2 = 10, sum (r^2 - 10/164)^2 = 10 (1 - 10/164)^2 + 154 (10/164)^2.
    const spread = 10 * (1 - 10 / 164) ** 2 + 154 * (10 / 164) ** 2;
    expect(standardErrorDegreesOfFreedom(resamplingUnits(d))).toBeCloseTo((2 * 163 * 100) / (164 * spread), 10);
  });

  it('counts groups, not problems, and is G - 1 without spread', () => {
    const d = new Float64Array(40);
    const groups = Array.from({ length: 40 }, (_, i) => `g${i % 8}`);
    expect(standardErrorDegreesOfFreedom(resamplingUnits(d, groups))).toBe(7);
  });
});

describe('satterthwaiteDegreesOfFreedom', () => {
  it('is 2 (G - 1) V^2 / D within [1, G - 1]', () => {
    // G = 5: 2 * 4 * 3^2 / 20 = 3.6; a large D gives less than 1, a small one more than 4.
    expect(satterthwaiteDegreesOfFreedom(3, 20, 5)).toBeCloseTo(3.6, 14);
    expect(satterthwaiteDegreesOfFreedom(1, 100, 5)).toBe(1);
    expect(satterthwaiteDegreesOfFreedom(3, 1, 5)).toBe(4);
  });

  it('is G - 1 when V or D is not positive', () => {
    expect(satterthwaiteDegreesOfFreedom(0, 0, 8)).toBe(7);
    expect(satterthwaiteDegreesOfFreedom(2, 0, 8)).toBe(7);
    expect(satterthwaiteDegreesOfFreedom(2, -1, 8)).toBe(7);
    expect(satterthwaiteDegreesOfFreedom(NaN, 1, 8)).toBe(7);
  });
});

describe('pairedSpread', () => {
  it('gives the mean, SE and df of the separate functions, to the bit', () => {
    const rng = new Xoshiro128(5);
    const d = Float64Array.from({ length: 300 }, () => Math.round(normalDraw(rng) * 4) / 7);
    const groups = Array.from({ length: 300 }, (_, i) => (i % 3 === 0 ? undefined : `g${i % 37}`));
    for (const units of [resamplingUnits(d), resamplingUnits(d, groups)]) {
      expect(pairedSpread(units)).toEqual({
        observed: unitsMean(units),
        se: pairedStandardError(units),
        degreesOfFreedom: standardErrorDegreesOfFreedom(units),
      });
    }
  });
});

describe('pairedStandardError of clusters', () => {
  it('resample whole groups: singleton groups give the per-problem answer', () => {
    const d = differences(A_BASE, A_CAND, 20, 1);
    const byProblem = resamplingUnits(d);
    const bySingleton = resamplingUnits(
      d,
      [...d].map((_, i) => `p${i}`),
    );
    expect(pairedStandardError(bySingleton)).toBeCloseTo(pairedStandardError(byProblem), 14);
  });

  it('widen the interval when problems in a group move together', () => {
    const rng = new Xoshiro128(3);
    const d = new Float64Array(400);
    const groups: string[] = [];
    for (let g = 0; g < 40; g++) {
      const shift = rng.nextDouble() < 0.5 ? -0.3 : 0.3;
      for (let i = 0; i < 10; i++) {
        d[g * 10 + i] = shift + (rng.nextDouble() - 0.5) * 0.1;
        groups.push(`template-${g}`);
      }
    }
    const clustered = pairedStandardError(resamplingUnits(d, groups));
    const naive = pairedStandardError(resamplingUnits(d));
    expect(clustered / naive).toBeGreaterThan(2.5);
  });

  it('computes the cluster-robust SE as sqrt(G/(G-1) sum (S_g - theta n_g)^2) / N', () => {
    // Two clusters {0.5, 0.5, 0.5} and {-0.5}: theta = 1/4, residuals 1.5 - 0.75 = 0.75 and -0.5 - 0.25 = -0.75.
    const units = resamplingUnits(Float64Array.from([0.5, 0.5, 0.5, -0.5]), ['a', 'a', 'a', 'b']);
    expect(unitsMean(units)).toBeCloseTo(0.25, 15);
    expect(pairedStandardError(units)).toBeCloseTo(Math.sqrt(2 * (0.75 ** 2 * 2)) / 4, 15);
  });
});
