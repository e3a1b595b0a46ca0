import { describe, expect, it } from 'vitest';
import { binomialInverse } from '../../src/power/binomial.js';

/** The Binomial(n, p) CDF F(0) .. F(n - 1), term by term in plain arithmetic. */
function referenceCdf(n: number, p: number): number[] {
  const cdf: number[] = [];
  let choose = 1;
  let total = 0;
  for (let x = 0; x < n; x++) {
    if (x > 0) choose = (choose * (n - x + 1)) / x;
    total += choose * p ** x * (1 - p) ** (n - x);
    cdf.push(total);
  }
  return cdf;
}

describe('binomialInverse', () => {
  it('draws x for a uniform in [F(x - 1), F(x))', () => {
    const n = 7;
    const p = 0.3;
    const draw = binomialInverse(n, Math.log(p / (1 - p)));
    referenceCdf(n, p).forEach((f, x) => {
      expect(draw(f - 1e-12)).toBe(x);
      expect(draw(f + 1e-12)).toBe(x + 1);
    });
    expect(draw(0)).toBe(0);
    expect(draw(1 - 2 ** -32)).toBe(n);
  });

  it('is the number of CDF values at most u across [0, 1), whatever bucket of its guide table u falls in', () => {
    const n = 20;
    const p = 0.37;
    const draw = binomialInverse(n, Math.log(p / (1 - p)));
    const cdf = referenceCdf(n, p);
    for (let i = 0; i < 10_000; i++) {
      const u = (i + 0.5) / 10_000;
      if (cdf.some((f) => Math.abs(f - u) < 1e-12)) continue;
      expect(draw(u)).toBe(cdf.filter((f) => f <= u).length);
    }
  });

  it('stays finite at pass probabilities near 0 and 1', () => {
    expect(binomialInverse(200, -40)(0.999)).toBe(0);
    expect(binomialInverse(200, 40)(0.001)).toBe(200);
    expect(binomialInverse(200, 0)(0.5)).toBe(100);
  });
});
