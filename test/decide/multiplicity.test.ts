import { describe, expect, it } from 'vitest';
import { familyLevels, type JointNull } from '../../src/decide/multiplicity.js';

// test/reference/p_adjust.py (R's p.adjust): "holm" of 0.01, 0.04, 0.03, 0.005 = 0.03 0.06 0.06 0.02; "bonferroni" = 0.04 0.16 0.12 0.02.
const P = [0.01, 0.04, 0.03, 0.005];

describe('familyLevels', () => {
  it("gives Holm's adjusted p-values, the level of each check's step, and where the step-down stopped", () => {
    const { adjusted, levels, steps } = familyLevels(P, 0.05, 'holm');
    expect(adjusted.map((p) => Number(p.toPrecision(12)))).toEqual([0.03, 0.06, 0.06, 0.02]);
    // 0.005 at step 1 (0.05/4), 0.01 at step 2 (0.05/3); 0.03 fails at step 3 (0.05/2), where it stops.
    expect(steps).toEqual([2, null, null, 1]);
    expect(levels[3]).toBeCloseTo(0.0125, 15);
    expect(levels[0]).toBeCloseTo(0.05 / 3, 15);
    expect(levels[2]).toBeCloseTo(0.025, 15);
    expect(levels[1]).toBeCloseTo(0.025, 15);
    // A check claims a change exactly when its p is below its level.
    P.forEach((p, i) => expect(p < levels[i]!).toBe(adjusted[i]! < 0.05));
  });

  it('gives Bonferroni every check the level alpha / m and adjusted p = min(1, m p)', () => {
    const { adjusted, levels, steps } = familyLevels(P, 0.05, 'bonferroni');
    expect(adjusted.map((p) => Number(p.toPrecision(12)))).toEqual([0.04, 0.16, 0.12, 0.02]);
    expect(levels.every((level) => Math.abs(level - 0.0125) < 1e-15)).toBe(true);
    expect(steps).toEqual([null, null, null, null]);
    expect(familyLevels([0.3, 0.5], 0.05, 'bonferroni').adjusted).toEqual([0.6, 1]);
  });

  it('claims nothing when an adjusted p-value is exactly alpha: a change needs it below', () => {
    // Bonferroni over 2: 0.025 * 2 = 0.05. Holm: the smallest of 0.025 and 0.5, times 2, is 0.05 too.
    for (const method of ['holm', 'bonferroni'] as const) {
      const { adjusted, steps, levels } = familyLevels([0.025, 0.5], 0.05, method);
      expect(adjusted[0]).toBe(0.05);
      expect(steps).toEqual([null, null]);
      expect(0.025 < levels[0]!).toBe(false);
    }
    // Just below, the first check claims a change at Holm's first step.
    expect(familyLevels([0.0249, 0.5], 0.05, 'holm').steps).toEqual([1, null]);
  });

  it('leaves every check at alpha with none', () => {
    expect(familyLevels(P, 0.05, 'none')).toEqual({
      levels: [0.05, 0.05, 0.05, 0.05],
      adjusted: P,
      steps: [null, null, null, null],
    });
  });

  it('takes a check that stands for N comparisons (a drift check against the best of N) as p times N, its level over N', () => {
    // The drift check's p 0.002 against the best of 20 is 0.04 as one comparison; the base check's 0.01 stays.
    const holm = familyLevels([0.01, 0.002], 0.05, 'holm', [], [1, 20]);
    // Holm over 0.01 and 0.04: 0.01 at step 1 (0.05 / 2), then 0.04 at step 2 (0.05), for that check 0.05 / 20.
    expect(holm.steps).toEqual([1, 2]);
    expect(holm.adjusted.map((p) => Number(p.toPrecision(12)))).toEqual([0.02, 0.04]);
    expect(holm.levels[0]).toBeCloseTo(0.025, 15);
    expect(holm.levels[1]).toBeCloseTo(0.0025, 15);
    // Bonferroni over 2: 0.02 and 0.08, levels 0.025 and 0.025 / 20.
    const bonferroni = familyLevels([0.01, 0.002], 0.05, 'bonferroni', [], [1, 20]);
    expect(bonferroni.adjusted.map((p) => Number(p.toPrecision(12)))).toEqual([0.02, 0.08]);
    expect(bonferroni.levels[1]).toBeCloseTo(0.00125, 15);
    // Alone (none): 0.04 against 0.05, at the level 0.05 / 20; past 1 / N it is 1.
    expect(familyLevels([0.002, 0.3], 0.05, 'none', [], [20, 5])).toEqual({
      levels: [0.0025, 0.01],
      adjusted: [0.04, 1],
      steps: [null, null],
    });
    // Each check claims a change exactly when its own p is below its level.
    for (const levels of [holm, bonferroni]) {
      [0.01, 0.002].forEach((p, i) => expect(p < levels.levels[i]!).toBe(levels.adjusted[i]! < 0.05));
    }
  });

  it('counts a refused check (no p-value) in the family, last, never claiming a change', () => {
    const { adjusted, levels, steps } = familyLevels([0.001, null, 0.02], 0.05, 'holm');
    expect(adjusted[0]).toBeCloseTo(0.003, 15);
    expect(adjusted[2]).toBeCloseTo(0.04, 15);
    expect(adjusted[1]).toBe(1);
    expect(steps).toEqual([1, null, 2]);
    expect(levels[1]).toBeCloseTo(0.05, 15);
  });

  it('counts checks that move together (identical joint shares) as one', () => {
    const shares = Float64Array.from({ length: 10000 }, (_, b) => (b + 1) / 10000);
    const twins: JointNull = { members: [0, 1], shares: [shares, shares] };
    const { adjusted, levels } = familyLevels([0.01, 0.01, 0.3], 0.05, 'bonferroni', [twins]);
    // A(c) = c (the twins) + c (the third check): level alpha / 2, adjusted p = 2 p.
    expect(levels[0]).toBeCloseTo(0.025, 6);
    expect(adjusted[0]).toBeCloseTo(0.02, 6);
    expect(adjusted[2]).toBeCloseTo(0.6, 6);
  });

  it('counts independent checks as Bonferroni does, within the Monte Carlo error', () => {
    const b = 20000;
    // Two columns of ranks in independent orders: the chance the smaller is <= c is 1 - (1 - c)^2.
    const first = Float64Array.from({ length: b }, (_, i) => (i + 1) / b);
    const second = Float64Array.from({ length: b }, (_, i) => (((i * 7919) % b) + 1) / b);
    const { levels } = familyLevels([0.5, 0.5], 0.05, 'bonferroni', [{ members: [0, 1], shares: [first, second] }]);
    // 1 - (1 - c)^2 = 0.05 at c = 0.02532.
    expect(levels[0]).toBeGreaterThanOrEqual(0.025);
    expect(levels[0]).toBeLessThan(0.0256);
  });

  it('never counts a joint set as more checks than it holds, nor as fewer than one', () => {
    const none = Float64Array.from({ length: 1000 }, () => 1);
    const { levels } = familyLevels([0.5, 0.5], 0.05, 'bonferroni', [{ members: [0, 1], shares: [none, none] }]);
    expect(levels[0]).toBeCloseTo(0.05, 10);
    const always = Float64Array.from({ length: 1000 }, () => 0);
    const both = familyLevels([0.5, 0.5], 0.05, 'bonferroni', [{ members: [0, 1], shares: [always, always] }]);
    expect(both.levels[0]).toBeCloseTo(0.025, 10);
  });
});
