import { describe, expect, it } from 'vitest';
import { points } from '../../src/common/points.js';

describe('points', () => {
  it('writes a difference of metric values in points, to one digit', () => {
    expect(points(0.0123)).toBe('1.2');
    expect(points(-0.0123)).toBe('-1.2');
    expect(points(0.5)).toBe('50.0');
    expect(points(1)).toBe('100.0');
    expect(points(0)).toBe('0.0');
  });

  it('takes another number of digits', () => {
    expect(points(0.012345, 2)).toBe('1.23');
    expect(points(0.0123, 0)).toBe('1');
    expect(points(-0.25, 3)).toBe('-25.000');
  });

  it('drops the sign of a difference that rounds to zero: never "-0.0"', () => {
    expect(points(-0.0001)).toBe('0.0');
    expect(points(-0)).toBe('0.0');
    expect(points(-0.004, 0)).toBe('0');
    expect(points(-0.00004, 2)).toBe('0.00');
    // One that does not round to zero keeps it.
    expect(points(-0.0006)).toBe('-0.1');
  });
});
