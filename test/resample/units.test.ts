import { describe, expect, it } from 'vitest';
import {
  expand,
  pairedDifferences,
  resamplingUnits,
  TIE_TOLERANCE,
  unitMap,
  unitsMean,
  valueTolerance,
} from '../../src/resample/units.js';

describe('unitMap', () => {
  it('numbers units as they first appear; a problem without a group is a unit of its own', () => {
    const map = unitMap(['b', undefined, 'a', 'b', undefined, 'a']);
    expect([...map.unitOf]).toEqual([0, 1, 2, 0, 3, 2]);
    expect(map.count).toBe(4);
    expect(map.clustered).toBe(true);
    expect(unitMap([undefined, undefined]).clustered).toBe(false);
  });
});

describe('resamplingUnits', () => {
  it('keeps equal units once with their multiplicity, most frequent first, and loses no problem', () => {
    const d = Float64Array.from([0, 0.5, 0, -0.5, 0, 0.5]);
    const units = resamplingUnits(d);
    expect([...units.sums]).toEqual([0, 0.5, -0.5]);
    expect([...units.multiplicities]).toEqual([3, 2, 1]);
    expect([...units.sizes]).toEqual([1, 1, 1]);
    expect(units.count).toBe(6);
    expect(units.problems).toBe(6);
    expect([...expand(units.sums, units.multiplicities, units.count)].sort()).toEqual([...d].sort());
    expect(unitsMean(units)).toBeCloseTo(1 / 12, 15);
  });

  it('sums each group, and tells groups of equal sum but different size apart', () => {
    const d = Float64Array.from([0.5, -0.5, 0, 0.25, 0.25, 0]);
    const units = resamplingUnits(d, ['a', 'a', 'b', 'c', 'c', 'd']);
    const rows = [...units.sums].map((sum, j) => [sum, units.sizes[j], units.multiplicities[j]]);
    expect(rows).toEqual([
      [0, 1, 2],
      [0, 2, 1],
      [0.5, 2, 1],
    ]);
    expect(units.count).toBe(4);
    expect(units.problems).toBe(6);
    expect(unitsMean(units)).toBeCloseTo(0.5 / 6, 15);
  });
});

describe('pairedDifferences', () => {
  it('is candidate - baseline, a difference within the tie tolerance being exactly 0', () => {
    const baseline = Float64Array.from([0.9, 0.4, 0.5, 0.25, 0.5]);
    const candidate = Float64Array.from([0.8999999999999999, 0.40000000000000013, 0.75, 0.25 - 2 * TIE_TOLERANCE, 0.5]);
    const differences = pairedDifferences(baseline, candidate);
    expect([...differences]).toEqual([0, 0, 0.25, 0.25 - 2 * TIE_TOLERANCE - 0.25, 0]);
    expect(differences[3]).toBeLessThan(-TIE_TOLERANCE);
    expect(Object.is(differences[0], 0)).toBe(true);
  });

  it("takes n@k's values as the same within the error its log-factorials carry, which grows with the samples", () => {
    expect(valueTolerance('pass@k', 100_000)).toBe(TIE_TOLERANCE);
    expect(valueTolerance('n@k', 20)).toBe(TIE_TOLERANCE);
    // log(1000!) = 5912.128178488163 (lgamma(1001)), and 64 units in its last place: errors of about 1e-12, measured
    // there, fall within.
    expect(valueTolerance('n@k', 1000) / (64 * Number.EPSILON * 5912.128178488163)).toBeCloseTo(1, 12);
    expect(valueTolerance('n@k', 1000)).toBeGreaterThan(1e-11);
    const baseline = Float64Array.from([0.5, 0.5]);
    const candidate = Float64Array.from([0.5 + 3e-12, 0.5 + 1e-9]);
    expect([...pairedDifferences(baseline, candidate, valueTolerance('n@k', 1000))]).toEqual([0, candidate[1]! - 0.5]);
  });
});
