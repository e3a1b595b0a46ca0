import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../src/resample/random.js';
import {
  clusterDegreesOfFreedom,
  pairedSpread,
  pairedStandardError,
  satterthwaiteDegreesOfFreedom,
  standardErrorDegreesOfFreedom,
} from '../../src/resample/standard-error.js';
import { resamplingUnits, unitMap, unitSizes, unitsMean, type ResamplingUnits } from '../../src/resample/units.js';
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

  it('computes the CR2 SE as sqrt(sum (S_g - theta n_g)^2 / (1 - n_g/N)) / N', () => {
    // Two clusters {0.5, 0.5, 0.5} and {-0.5}: theta = 1/4, residuals 1.5 - 0.75 = 0.75 and -0.5 - 0.25 = -0.75,
    // shares 3/4 and 1/4. (CR1's G/(G-1) = 2 would give sqrt(2 * 2 * 0.75^2) / 4, less.)
    const units = resamplingUnits(Float64Array.from([0.5, 0.5, 0.5, -0.5]), ['a', 'a', 'a', 'b']);
    expect(unitsMean(units)).toBeCloseTo(0.25, 15);
    expect(pairedStandardError(units)).toBeCloseTo(Math.sqrt(0.75 ** 2 / (1 / 4) + 0.75 ** 2 / (3 / 4)) / 4, 15);
  });

  it('is G/(G-1) times the squares to the bit for equal groups and for problems (CR1 = CR2 there), else CR2', () => {
    const rng = new Xoshiro128(9);
    const d = Float64Array.from({ length: 80 }, () => Math.round(normalDraw(rng) * 5) / 20);
    const cr1 = (units: ResamplingUnits): number => {
      const theta = unitsMean(units);
      let squares = 0;
      for (let j = 0; j < units.sums.length; j++) {
        squares += units.multiplicities[j]! * (units.sums[j]! - theta * units.sizes[j]!) ** 2;
      }
      return Math.sqrt((units.count / (units.count - 1)) * squares) / units.problems;
    };
    for (const groups of [
      undefined,
      [...d].map((_, i) => `g${i % 9 === 8 ? 0 : i % 10}`),
      [...d].map((_, i) => `g${i % 10}`),
    ]) {
      const units = resamplingUnits(d, groups);
      if (groups !== undefined && units.sizes.some((size) => size !== units.sizes[0])) {
        const theta = unitsMean(units);
        const cr2 = units.sums.reduce((sum, total, j) => {
          const share = units.sizes[j]! / units.problems;
          return sum + (units.multiplicities[j]! * (total - theta * units.sizes[j]!) ** 2) / (1 - share);
        }, 0);
        expect(pairedStandardError(units)).toBeCloseTo(Math.sqrt(cr2) / units.problems, 15);
        expect(pairedStandardError(units)).not.toBe(cr1(units));
      } else {
        expect(pairedStandardError(units)).toBe(cr1(units));
      }
    }
  });
});

describe('clusterDegreesOfFreedom (Bell-McCaffrey, intercept-only CR2)', () => {
  /** (tr A)^2 / tr(A^2) of A = M'M, M's column g the centring matrix's columns of group g summed, over sqrt(1 - s_g). */
  function fromMatrix(sizes: number[]): number {
    const total = sizes.reduce((sum, size) => sum + size, 0);
    const a = sizes.map((n, g) =>
      sizes.map((m, h) => ((g === h ? n : 0) - (n * m) / total) / Math.sqrt((1 - n / total) * (1 - m / total))),
    );
    const trace = a.reduce((sum, row, g) => sum + row[g]!, 0);
    const squares = a.flat().reduce((sum, x) => sum + x * x, 0);
    return (trace * trace) / squares;
  }
  const unitsOf = (sizes: number[]) =>
    resamplingUnits(
      new Float64Array(sizes.reduce((sum, size) => sum + size, 0)),
      sizes.flatMap((size, g) => new Array<string>(size).fill(`g${g}`)),
    );

  it('is exactly G - 1 for equal groups and for problems', () => {
    expect(clusterDegreesOfFreedom(unitsOf(new Array<number>(10).fill(8)))).toBe(9);
    expect(clusterDegreesOfFreedom(resamplingUnits(new Float64Array(164)))).toBe(163);
  });

  it('agrees with the matrix form for unequal groups, and is small when a few groups hold most problems', () => {
    const swebench = [231, 75, 44, 34, 32, 22, 22, 19, 10, 8, 2, 1];
    const half = [80, ...Array.from({ length: 19 }, (_, g) => (g < 4 ? 5 : 4))];
    for (const sizes of [swebench, half, [3, 5, 7], [1, 1, 2]]) {
      expect(clusterDegreesOfFreedom(unitsOf(sizes))).toBeCloseTo(fromMatrix(sizes), 10);
    }
    // The reviewer's eigenvalue computation (numpy) for SWE-bench Verified's repositories: 3.3308.
    expect(clusterDegreesOfFreedom(unitsOf(swebench))).toBeCloseTo(3.3308003, 6);
    expect(clusterDegreesOfFreedom(unitsOf(half))).toBeLessThan(4);
  });

  it('reads unit sizes from a map of problems to units as from resampling units', () => {
    const groups = ['a', 'b', 'a', undefined, 'c', 'a', 'b'];
    const fromUnits = clusterDegreesOfFreedom(resamplingUnits(new Float64Array(groups.length), groups));
    expect(clusterDegreesOfFreedom(unitSizes(unitMap(groups)))).toBeCloseTo(fromUnits, 14);
  });
});
