import { describe, expect, it } from 'vitest';
import { passRatio } from '../../src/estimate/pass-ratio.js';

const tests = (passed: number, total: number) => ({ pass: passed === total, tests_passed: passed, tests_total: total });

describe('passRatio', () => {
  it('is the mean of the squared shares of tests passed', () => {
    // The reading's example: 8 of 10 tests is 0.8^2 = 0.64.
    expect(passRatio([tests(8, 10)])).toBeCloseTo(0.64, 15);
    // (1 + 0.25 + 0) / 3 = 0.41666...
    expect(passRatio([tests(4, 4), tests(1, 2), tests(0, 7)])).toBeCloseTo(5 / 12, 15);
    // (0.81 + 0.01) / 2 = 0.41: failing one test of ten is worth far more than failing nine.
    expect(passRatio([tests(9, 10), tests(1, 10)])).toBeCloseTo(0.41, 15);
  });

  it('is pass@1 when every sample passes all its tests or none', () => {
    expect(passRatio([tests(3, 3), tests(0, 3), tests(0, 5), tests(5, 5)])).toBe(0.5);
  });

  it('refuses samples without consistent test counts', () => {
    expect(() => passRatio([])).toThrow(RangeError);
    expect(() => passRatio([{ pass: true }])).toThrow(/tests_passed <= tests_total/);
    expect(() => passRatio([tests(3, 2)])).toThrow(RangeError);
    expect(() => passRatio([tests(0, 0)])).toThrow(RangeError);
  });
});
