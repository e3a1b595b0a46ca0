import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../src/resample/random.js';
import { pairedStandardError } from '../../src/resample/standard-error.js';
import { resamplingUnits, unitsMean } from '../../src/resample/units.js';
import { A_BASE, A_CAND, differences } from './data.js';

describe('clusters', () => {
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
