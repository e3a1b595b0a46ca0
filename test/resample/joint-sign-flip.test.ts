import { describe, expect, it } from 'vitest';
import { jointSignFlipShares, jointUnits } from '../../src/resample/joint-sign-flip.js';
import { Xoshiro128 } from '../../src/resample/random.js';

describe('jointUnits', () => {
  it('puts each unit on one row, sums groups, and keeps equal rows once with a multiplicity', () => {
    const first = Float64Array.from([1, 0, 1, -1, 0.5]);
    const second = Float64Array.from([2, 0, 2, -1, 0.5]);
    const units = jointUnits([first, second]);
    expect(units.count).toBe(5);
    expect(units.checks).toBe(2);
    expect([...units.rows]).toEqual([1, 2, 0, 0, -1, -1, 0.5, 0.5]);
    expect([...units.multiplicities]).toEqual([2, 1, 1, 1]);
    const grouped = jointUnits([first, second], ['a', 'a', 'b', undefined, 'b']);
    expect(grouped.count).toBe(3);
    expect([...grouped.rows]).toEqual([1, 2, 1.5, 2.5, -1, -1]);
  });
});

describe('jointSignFlipShares', () => {
  it('gives each resample the share of resamples at least as extreme: for 1, 2, 4 the four values of |T| are equally likely', () => {
    // All 8 sign patterns of +-1 +-2 +-4 give |T| = 1, 3, 5, 7 twice each; the shares are 1, 3/4, 1/2, 1/4.
    const units = jointUnits([Float64Array.from([1, 2, 4])]);
    const [shares] = jointSignFlipShares(units, 40000, new Xoshiro128(5));
    const counts = new Map<number, number>();
    for (const share of shares!) {
      const key = Math.round(share * 4) / 4;
      expect(Math.abs(share - key)).toBeLessThan(0.01);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([0.25, 0.5, 0.75, 1]);
    for (const count of counts.values()) expect(Math.abs(count / 40000 - 0.25)).toBeLessThan(0.01);
  });

  it('flips every check by the same signs: two checks with proportional differences get equal shares', () => {
    const d = Float64Array.from({ length: 300 }, (_, i) => ((i * 37) % 11) - 5);
    const half = d.map((x) => x / 2);
    const [a, b] = jointSignFlipShares(jointUnits([d, half]), 2000, new Xoshiro128(1));
    expect([...a!]).toEqual([...b!]);
  });

  it('flips every check by the same signs unit by unit too, when rows are many and distinct', () => {
    // 300 distinct rows: too many to collapse, so every unit's sign is drawn on its own.
    const d = Float64Array.from({ length: 300 }, (_, i) => (i % 2 === 0 ? 1 : -1) * (1 + i / 1000));
    const units = jointUnits([d, d.map((x) => x * 3)]);
    expect(units.multiplicities.length).toBe(300);
    const [a, b] = jointSignFlipShares(units, 2000, new Xoshiro128(4));
    expect([...a!]).toEqual([...b!]);
  });

  it('draws the same distribution collapsed into binomial counts as flipped unit by unit', () => {
    // 400 units over 4 distinct rows: collapsed. The share is uniform on (0, 1]: about c of resamples at most c.
    const d = Float64Array.from({ length: 400 }, (_, i) => [1, -1, 0.5, 0][i % 4]!);
    const e = Float64Array.from({ length: 400 }, (_, i) => [1, 1, -0.5, 0][i % 4]!);
    const units = jointUnits([d, e]);
    expect(units.multiplicities.length).toBe(4);
    const [shares] = jointSignFlipShares(units, 20000, new Xoshiro128(3));
    const below = shares!.filter((s) => s <= 0.05).length / 20000;
    expect(Math.abs(below - 0.05)).toBeLessThan(0.006);
  });

  it('collapsed, flips each unit to either sign: 400 equal units cancel out as often as 200 of them turn', () => {
    // T = (2 Binomial(400, 1/2) - 400) u: T = 0, whose share is 1 (no |T| is smaller), has chance
    // C(400, 200) / 2^400 = 0.039869 (scipy.stats.binom.pmf(200, 400, 0.5)).
    const units = jointUnits([new Float64Array(400).fill(0.25)]);
    expect(units.multiplicities.length).toBe(1);
    const [shares] = jointSignFlipShares(units, 20000, new Xoshiro128(8));
    const cancelled = shares!.filter((s) => s === 1).length / 20000;
    expect(Math.abs(cancelled - 0.039869)).toBeLessThan(0.006);
  });
});
