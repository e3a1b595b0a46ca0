import { describe, expect, it } from 'vitest';
import { expand, resamplingUnits, unitMap, unitsMean } from '../../src/resample/units.js';

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
