import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../src/resample/random.js';
import { standardErrorDegreesOfFreedom } from '../../src/resample/standard-error.js';
import { resamplingUnits } from '../../src/resample/units.js';
import { normalDraw } from '../simulation/population.js';

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
