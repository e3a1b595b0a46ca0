import { describe, expect, it } from 'vitest';
import { Xoshiro128 } from '../../src/resample/random.js';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import {
  approximateSignFlipPValue,
  exactSignFlipPValue,
  signFlipPValue,
  signFlipRejects,
  signFlipTest,
} from '../../src/resample/sign-flip.js';
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

  it('matches the textbook sign flip, a coin per unit, on many distinct units (pair table path)', () => {
    // 1001 units: 31 words of 32 signs and a last word for 9 units.
    const rng = new Xoshiro128(9);
    const d = Float64Array.from({ length: 1001 }, () => rng.nextDouble() - 0.49);
    const observed = Math.abs(d.reduce((a, b) => a + b, 0));
    const resamples = 20000;
    let extreme = 0;
    for (let b = 0; b < resamples; b++) {
      const total = d.reduce((sum, v) => sum + (rng.nextDouble() < 0.5 ? -v : v), 0);
      if (Math.abs(total) >= observed - 1e-12) extreme++;
    }
    const plain = (extreme + 1) / (resamples + 1);
    expect(plain).toBeGreaterThan(0.05);
    expect(plain).toBeLessThan(0.95);
    const p = signFlipPValue(resamplingUnits(d), resamples, new Xoshiro128(10));
    expect(Math.abs(p - plain)).toBeLessThan(4 * Math.sqrt((2 * plain * (1 - plain)) / resamples));
  });

  it('is (count + 1) / (B + 1): never 0, and 1 when nothing changed', () => {
    const strong = Float64Array.from({ length: 100 }, () => 0.5);
    expect(signFlipPValue(resamplingUnits(strong), 999, new Xoshiro128(0))).toBe(1 / 1000);
    expect(signFlipPValue(resamplingUnits(new Float64Array(30)), 999, new Xoshiro128(0))).toBe(1);
  });
});

describe('exactSignFlipPValue', () => {
  /** Every sign pattern, one by one. */
  function bruteForce(values: number[]): number {
    const observed = Math.abs(values.reduce((a, b) => a + b, 0));
    let extreme = 0;
    for (let mask = 0; mask < 1 << values.length; mask++) {
      const total = values.reduce((sum, v, i) => sum + (mask & (1 << i) ? -v : v), 0);
      if (Math.abs(total) >= observed - 1e-12) extreme++;
    }
    return extreme / (1 << values.length);
  }

  it('counts every sign pattern, as brute force does', () => {
    const rng = new Xoshiro128(12);
    for (let d = 1; d <= 14; d++) {
      const values = Array.from({ length: d }, () => Math.round((rng.nextDouble() - 0.6) * 20) / 20 || 0.05);
      expect(exactSignFlipPValue(Float64Array.from(values))).toBe(bruteForce(values));
    }
  });

  it('is 2 / 2^d when all d changes go one way, and 1 with none', () => {
    expect(exactSignFlipPValue(Float64Array.from([-1, -1, -1, -1]))).toBe(0.125);
    expect(exactSignFlipPValue(Float64Array.from([-0.3, -0.05, -1, -0.2, -0.5, -0.15]))).toBe(2 / 64);
    expect(exactSignFlipPValue(new Float64Array(0))).toBe(1);
  });
});

describe('signFlipTest', () => {
  it('is exact up to 24 changed units and counts them by direction', () => {
    const d = new Float64Array(164);
    for (let i = 0; i < 24; i++) d[i] = i < 20 ? -1 : 1;
    const test = signFlipTest(resamplingUnits(d), 1000, new Xoshiro128(0));
    expect(test).toMatchObject({ exact: true, worse: 20, better: 4 });
    // P(|2X - 24| >= 16) for X ~ Binomial(24, 1/2): 2 * (1 + 24 + 276 + 2024 + 10626) / 2^24.
    expect(test.pValue).toBeCloseTo((2 * (1 + 24 + 276 + 2024 + 10626)) / 2 ** 24, 15);
    d[24] = -1;
    expect(signFlipTest(resamplingUnits(d), 1000, new Xoshiro128(0)).exact).toBe(false);
  });
});

describe('signFlipRejects', () => {
  it('up to 24 changed groups, rejects exactly where the exact p-value, unchanged groups left out, is below alpha', () => {
    const rng = new Xoshiro128(9);
    for (let trial = 0; trial < 60; trial++) {
      // 8 to 27 groups, some unchanged, most falling: many clear rejections, which the quick bound settles.
      const sums = Float64Array.from({ length: 8 + (trial % 20) }, () =>
        rng.nextDouble() < 0.15 ? 0 : Math.round((rng.nextDouble() - 0.8 + 0.3 * (trial % 3)) * 40) / 20,
      );
      const changed = sums.filter((s) => s !== 0);
      if (changed.length > 24) continue;
      const p = exactSignFlipPValue(changed);
      expect(signFlipRejects(sums, p)).toBe(false);
      expect(signFlipRejects(sums, p * (1 + 1e-9))).toBe(true);
      for (const alpha of [0.001, 0.01, 0.05, 0.1]) expect(signFlipRejects(sums, alpha)).toBe(p < alpha);
    }
  });

  it('holds the exact p-value within 0.002 where a few groups hold most of the variance, unlike the normal form', () => {
    const rng = new Xoshiro128(5);
    // 24 group totals, so the exact p-value is known: one or two large groups, sizes halving, SWE-bench's repositories.
    const shapes: ((i: number) => number)[] = [
      (i) => (i === 0 ? 12 : 1),
      (i) => (i < 2 ? 6 : 1),
      (i) => 10 * 0.8 ** i,
      (i) => [231, 100, 60, 40, 30, 20, 15, 12, 10, 8, 6, 5, 4, 4, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1][i]!,
      () => 1,
    ];
    let normalWorst = 0;
    for (const size of shapes) {
      for (let trial = 0; trial < 100; trial++) {
        const fall = 0.4 + 0.3 * rng.nextDouble();
        const totals = Array.from(
          { length: 24 },
          (_, i) => size(i) * (rng.nextDouble() < fall ? -1 : 1) * (0.5 + rng.nextDouble()),
        );
        const exact = exactSignFlipPValue(Float64Array.from(totals));
        if (exact < 0.001 || exact > 0.3) continue;
        expect(Math.abs(approximateSignFlipPValue(totals) - exact)).toBeLessThan(0.002);
        const sum = totals.reduce((a, b) => a + b, 0);
        const normal = 2 * normalCdf(-Math.abs(sum) / Math.hypot(...totals), 0, 1);
        normalWorst = Math.max(normalWorst, Math.abs(normal - exact));
      }
    }
    // What the normal form alone was off by on the same totals.
    expect(normalWorst).toBeGreaterThan(0.05);
  });

  it("beyond 24, rejects where the gate's resampled p-value is below alpha, within its Monte Carlo error", () => {
    const rng = new Xoshiro128(3);
    for (let trial = 0; trial < 5; trial++) {
      const sums = Float64Array.from({ length: 30 }, () => rng.nextDouble() - 0.62 + (rng.nextDouble() < 0.2 ? 1 : 0));
      const resamples = 20000;
      const gate = signFlipPValue(resamplingUnits(sums), resamples, new Xoshiro128(trial));
      expect(signFlipRejects(sums, gate + 0.012)).toBe(true);
      expect(signFlipRejects(sums, gate - 0.012)).toBe(false);
    }
    // One group holding most of the variance among 40 small ones (totals in steps of 0.05, as pass@1 at n = 20
    // gives): the normal form alone was off by up to 0.25 here, and a simulated gate of such groups never rejected.
    let normalWorst = 0;
    for (let trial = 0; trial < 8; trial++) {
      const sums = Float64Array.from({ length: 41 }, (_, g) =>
        g === 0 ? -4 - 3 * trial : Math.round(20 * (4 * rng.nextDouble() - 2.2)) / 20,
      );
      const gate = signFlipPValue(resamplingUnits(sums), 20000, new Xoshiro128(10 + trial));
      const changed = [...sums].filter((s) => s !== 0);
      expect(Math.abs(approximateSignFlipPValue(changed) - gate)).toBeLessThan(0.012);
      const sum = changed.reduce((a, b) => a + b, 0);
      normalWorst = Math.max(
        normalWorst,
        Math.abs(2 * normalCdf(-Math.abs(sum) / Math.hypot(...changed), 0, 1) - gate),
      );
    }
    expect(normalWorst).toBeGreaterThan(0.1);
  });
});
