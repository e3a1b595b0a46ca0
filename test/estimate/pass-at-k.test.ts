import { describe, expect, it } from 'vitest';
import { passAtK, passHatK } from '../../src/estimate/pass-at-k.js';
import { choose, ratio } from '../support/binomial.js';

describe('passAtK', () => {
  it.each([
    [20, 3, 5, 137 / 228],
    [200, 3, 10, 3137 / 21890],
    [200, 3, 100, 349 / 398],
    [10, 3, 3, 17 / 24],
    [1000, 1, 999, 0.999],
    [10, 3, 1, 0.3],
    [10, 3, 5, 11 / 12],
    [20, 3, 1, 0.15],
  ])('pass@k(n=%i, c=%i, k=%i) = %f', (n, c, k, expected) => {
    expect(passAtK(n, c, k)).toBeCloseTo(expected, 12);
  });

  it('matches 1 - C(n-c,k)/C(n,k) computed exactly over a grid of counts', () => {
    for (const n of [1, 2, 7, 20, 50, 200]) {
      for (let c = 0; c <= n; c += Math.max(1, Math.floor(n / 9))) {
        for (const k of [1, 2, 5, 10, 50, 100, n]) {
          if (k > n) continue;
          const exact = 1 - ratio(choose(n - c, k), choose(n, k));
          expect(Math.abs(passAtK(n, c, k) - exact)).toBeLessThan(1e-12);
        }
      }
    }
  });

  it('costs min(c, k) steps: huge n and c are instant', () => {
    // 1 - C(n-c, 1)/C(n, 1) = c/n, and pass@2 = 1 - (n-c)(n-c-1)/(n(n-1)).
    const n = 999_999_999;
    const c = 500_000_000;
    expect(passAtK(n, c, 1)).toBeCloseTo(c / n, 12);
    expect(passAtK(n, c, 2)).toBeCloseTo(1 - ((n - c) * (n - c - 1)) / (n * (n - 1)), 12);
    expect(passHatK(n, n - 1, n - 1)).toBeCloseTo(1 / n, 20);
  });

  it('is 0 when nothing passed and 1 when fewer than k samples failed', () => {
    expect(passAtK(200, 0, 100)).toBe(0);
    expect(passAtK(10, 8, 3)).toBe(1);
    expect(passAtK(10, 10, 1)).toBe(1);
  });

  it('is c/n at k = 1', () => {
    for (let c = 0; c <= 37; c++) expect(passAtK(37, c, 1)).toBeCloseTo(c / 37, 14);
  });

  it('refuses k > n instead of returning 1.0', () => {
    expect(() => passAtK(5, 0, 10)).toThrow(RangeError);
    expect(() => passAtK(5, 5, 6)).toThrow(/more than the n=5 samples/);
  });

  it('rejects impossible counts', () => {
    expect(() => passAtK(5, 6, 1)).toThrow(RangeError);
    expect(() => passAtK(0, 0, 1)).toThrow(RangeError);
    expect(() => passAtK(5, 1.5, 1)).toThrow(RangeError);
    expect(() => passAtK(5, 1, 0)).toThrow(RangeError);
  });
});

describe('passHatK', () => {
  it.each([
    [20, 3, 2, 3 / 190],
    [10, 7, 3, 7 / 24],
    [10, 3, 1, 0.3],
    [10, 10, 10, 1],
    [10, 2, 3, 0],
  ])('pass^k(n=%i, c=%i, k=%i) = %f', (n, c, k, expected) => {
    expect(passHatK(n, c, k)).toBeCloseTo(expected, 12);
  });

  it('matches C(c,k)/C(n,k) computed exactly over a grid of counts', () => {
    for (const n of [3, 20, 200]) {
      for (let c = 0; c <= n; c += Math.max(1, Math.floor(n / 7))) {
        for (const k of [1, 2, 3, 8, 20]) {
          if (k > n) continue;
          expect(Math.abs(passHatK(n, c, k) - ratio(choose(c, k), choose(n, k)))).toBeLessThan(1e-12);
        }
      }
    }
  });

  it('refuses k > n', () => {
    expect(() => passHatK(3, 3, 4)).toThrow(RangeError);
  });
});
