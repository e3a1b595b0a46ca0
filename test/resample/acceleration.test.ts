import { describe, expect, it } from 'vitest';
import { jackknifeAcceleration } from '../../src/resample/acceleration.js';
import { resamplingUnits } from '../../src/resample/units.js';

/**
 * The jackknife acceleration written out one unit at a time (Efron & Tibshirani 1993, eq. 14.15): leave each
 * group out, recompute the mean over the problems left, and take a = sum(D^3) / (6 sum(D^2)^(3/2)) with D the
 * mean of those values minus each. The agreement with scipy's `_bca_interval` is in interval.test.ts.
 */
function naiveAcceleration(differences: number[], groups: string[]): number {
  const names = [...new Set(groups)];
  const leaveOut = names.map((name) => {
    const kept = differences.filter((_, i) => groups[i] !== name);
    return kept.reduce((a, b) => a + b, 0) / kept.length;
  });
  const mean = leaveOut.reduce((a, b) => a + b, 0) / leaveOut.length;
  const d = leaveOut.map((v) => mean - v);
  const squares = d.reduce((a, v) => a + v * v, 0);
  const cubes = d.reduce((a, v) => a + v * v * v, 0);
  return cubes / (6 * Math.pow(squares, 1.5));
}

describe('jackknifeAcceleration', () => {
  it('matches the leave-one-out computation over problems and over groups of unequal size', () => {
    const differences = [0.1, -0.3, 0, 0, 0.05, 0.9, -0.2, 0, 0.1, 0.1, -0.05, 0.4];
    const problems = differences.map((_, i) => `p${i}`);
    expect(jackknifeAcceleration(resamplingUnits(Float64Array.from(differences)))).toBeCloseTo(
      naiveAcceleration(differences, problems),
      14,
    );
    const groups = ['a', 'a', 'b', 'c', 'c', 'c', 'd', 'e', 'e', 'f', 'g', 'g'];
    expect(jackknifeAcceleration(resamplingUnits(Float64Array.from(differences), groups))).toBeCloseTo(
      naiveAcceleration(differences, groups),
      14,
    );
  });

  it('is positive for a long right tail, negative for a long left tail, and 0 when nothing varies', () => {
    const rightTail = Float64Array.from([0, 0, 0, 0, 0, 0, 0, 0, 0.1, 1]);
    expect(jackknifeAcceleration(resamplingUnits(rightTail))).toBeGreaterThan(0);
    expect(jackknifeAcceleration(resamplingUnits(rightTail.map((x) => -x)))).toBeLessThan(0);
    expect(jackknifeAcceleration(resamplingUnits(new Float64Array(10).fill(0.2)))).toBe(0);
    expect(jackknifeAcceleration(resamplingUnits(Float64Array.from([0.5])))).toBe(0);
  });
});
