import { describe, expect, it } from 'vitest';
import { obrienFlemingSpent, spendingBoundaries } from '../../src/sequential/spending.js';

const zs = (fractions: number[], alpha: number) => spendingBoundaries(fractions, alpha).map((b) => b.z);

describe("O'Brien-Fleming-type alpha spending", () => {
  it('spends nothing at t = 0, all of alpha at t = 1, and little early', () => {
    expect(obrienFlemingSpent(0, 0.025)).toBe(0);
    expect(obrienFlemingSpent(1, 0.025)).toBe(0.025);
    // 2 (1 - Phi(2.2414 / sqrt(0.5))) = 2 (1 - Phi(3.1698)) = 0.001525
    expect(obrienFlemingSpent(0.5, 0.025)).toBeCloseTo(0.001525, 5);
  });

  it('spends the tiny early shares of many looks from the upper tail, where 1 - Phi would round to 0', () => {
    // scipy: 2 * norm.sf(norm.isf(0.0125) / sqrt(t)) at t = 8/164 (the first of 20 looks on 164 problems), 11/164.
    expect(obrienFlemingSpent(8 / 164, 0.025) / 3.369008689165541e-24).toBeCloseTo(1, 10);
    expect(obrienFlemingSpent(11 / 164, 0.025) / 4.9477494950993834e-18).toBeCloseTo(1, 10);
  });

  it('gives the published boundaries 4.33, 2.96, 2.36, 2.01 at one-sided alpha 0.025, four equal looks', () => {
    const found = zs([0.25, 0.5, 0.75, 1], 0.025);
    [4.3326, 2.9631, 2.359, 2.0141].forEach((z, i) => expect(found[i]).toBeCloseTo(z, 3));
  });

  it('gives the published 3.71, 2.51, 1.99 for three equal looks', () => {
    const found = zs([1 / 3, 2 / 3, 1], 0.025);
    [3.7103, 2.5114, 1.993].forEach((z, i) => expect(found[i]).toBeCloseTo(z, 3));
  });

  // Solved with scipy's multivariate normal CDF (test/reference/spending_boundaries.py).
  it.each([
    [[0.2, 0.55, 1], 0.025, [4.8769, 2.806, 1.974]],
    [[50 / 164, 100 / 164, 1], 0.025, [3.8945, 2.6452, 1.9826]],
    [[0.1, 0.4, 0.7, 0.85, 1], 0.025, [6.9913, 3.3569, 2.4445, 2.2309, 2.0508]],
    [[0.25, 0.5, 0.75, 1], 0.005, [5.493, 3.8014, 3.0445, 2.603]],
  ])('agrees with scipy at unequal looks and other levels: %j at %f', (fractions, alpha, expected) => {
    const found = zs(fractions, alpha);
    expected.forEach((z, i) => expect(Math.abs(found[i]! - z)).toBeLessThan(2e-3));
  });

  // Solved apart with scipy's upper tails and Simpson's rule (test/reference/spending_many_looks.py).
  it.each([
    [
      15,
      [
        8.5752, 6.0083, 4.8614, 4.1751, 3.7101, 3.3706, 3.1094, 2.9225, 2.7439, 2.597, 2.4716, 2.3627, 2.2672, 2.1823,
        2.1064,
      ],
    ],
    [
      20,
      [
        10.0805, 7.0806, 5.6223, 4.8625, 4.3387, 3.9519, 3.6522, 3.3795, 3.1895, 3.0255, 2.8843, 2.7611, 2.6343, 2.5435,
        2.4582, 2.3807, 2.3101, 2.2326, 2.1778, 2.1237,
      ],
    ],
  ])('solves %i looks of 164 problems, whose first shares are under 1e-16, as scipy does', (looks, expected) => {
    const fractions = Array.from({ length: looks }, (_, i) => Math.round((164 * (i + 1)) / looks) / 164);
    const found = zs(fractions, 0.025);
    expected.forEach((z, i) => expect(Math.abs(found[i]! - z)).toBeLessThan(2e-4));
  });

  it('holds the budget over all looks: a seeded Monte Carlo of the canonical joint distribution crosses alpha', () => {
    const fractions = [0.25, 0.5, 0.75, 1];
    const bounds = zs(fractions, 0.025);
    // Z_k = S_k / sqrt(t_k), S a sum of independent normal increments; a small LCG + Box-Muller keeps it seeded.
    let state = 12345;
    const uniform = () => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return (state + 0.5) / 2 ** 32;
    };
    const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
    const draws = 200_000;
    let crossed = 0;
    for (let r = 0; r < draws; r++) {
      let score = 0;
      let before = 0;
      for (let k = 0; k < fractions.length; k++) {
        score += normal() * Math.sqrt(fractions[k]! - before);
        before = fractions[k]!;
        if (score / Math.sqrt(before) >= bounds[k]!) {
          crossed++;
          break;
        }
      }
    }
    const se = Math.sqrt((0.025 * 0.975) / draws);
    expect(Math.abs(crossed / draws - 0.025)).toBeLessThan(3 * se);
  });
});
