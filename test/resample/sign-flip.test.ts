import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../src/resample/random.js';
import { signFlipPValue } from '../../src/resample/sign-flip.js';
import { resamplingUnits } from '../../src/resample/units.js';

describe('signFlipPValue', () => {
  it('matches the exact permutation p-value by full enumeration (small P)', () => {
    const d = [0.3, -0.1, 0.25, 0.05, 0.4, -0.2, 0.15, 0.1, 0, 0.35, -0.05, 0.2];
    const observed = Math.abs(d.reduce((a, b) => a + b, 0));
    let extreme = 0;
    for (let mask = 0; mask < 1 << d.length; mask++) {
      const total = d.reduce((sum, v, i) => sum + (mask & (1 << i) ? -v : v), 0);
      if (Math.abs(total) >= observed - 1e-12) extreme++;
    }
    const exact = extreme / (1 << d.length);
    const resamples = 20000;
    const p = signFlipPValue(resamplingUnits(Float64Array.from(d)), resamples, new Xoshiro128(4));
    expect(Math.abs(p - exact)).toBeLessThan(4 * Math.sqrt((exact * (1 - exact)) / resamples) + 1 / resamples);
  });

  it('matches the exact binomial p-value on many +-1 differences (multinomial path)', () => {
    // 300 gains, 260 losses, 1440 ties: the flipped total is 2X - 560 with X ~ Binomial(560, 1/2).
    const d = Float64Array.from([...Array(300).fill(1), ...Array(260).fill(-1), ...Array(1440).fill(0)]);
    const m = 560;
    let logChoose = 0;
    let exact = 0;
    for (let x = 0; x <= m; x++) {
      if (x > 0) logChoose += Math.log((m - x + 1) / x);
      if (Math.abs(2 * x - m) >= 40) exact += Math.exp(logChoose - m * Math.LN2);
    }
    const resamples = 20000;
    const p = signFlipPValue(resamplingUnits(d), resamples, new Xoshiro128(8));
    expect(Math.abs(p - exact)).toBeLessThan(4 * Math.sqrt((exact * (1 - exact)) / resamples) + 1 / resamples);
  });

  it('is (count + 1) / (B + 1): never 0, and 1 when nothing changed', () => {
    const strong = Float64Array.from({ length: 100 }, () => 0.5);
    expect(signFlipPValue(resamplingUnits(strong), 999, new Xoshiro128(0))).toBe(1 / 1000);
    expect(signFlipPValue(resamplingUnits(new Float64Array(30)), 999, new Xoshiro128(0))).toBe(1);
  });
});
