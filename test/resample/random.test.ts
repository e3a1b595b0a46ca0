import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { describe, expect, it } from 'vitest';
import { binomialSampler, Xoshiro128 } from '../../src/resample/random.js';
import { binomialDraw } from '../support/binomial.js';

describe('Xoshiro128', () => {
  // Reference outputs from an independent Python implementation of splitmix32 seeding + xoshiro128**,
  // test/reference/xoshiro128.py (which also reproduces the published xoshiro128** vector for state
  // [1, 2, 3, 4]: 11520, 0, 5927040, 70819200, 2031721883, 1637235492).
  it('reproduces the reference stream for seed 0', () => {
    const rng = new Xoshiro128(0);
    expect([rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()]).toEqual([
      1292791899, 1284423797, 2013314966, 3703690653,
    ]);
  });

  it('reproduces the reference stream for seed 12345, stream 1', () => {
    const rng = new Xoshiro128(12345, 1);
    expect([rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()]).toEqual([
      682869375, 1596283963, 3395017962, 1428873262,
    ]);
  });

  it('fills words with the outputs nextUint32 would give, and carries on from there', () => {
    const [filled, called] = [new Xoshiro128(3, 2), new Xoshiro128(3, 2)];
    const words = new Uint32Array(10);
    filled.fill(words, 7);
    expect([...words]).toEqual([...Array.from({ length: 7 }, () => called.nextUint32()), 0, 0, 0]);
    filled.fill(words);
    expect([...words]).toEqual(Array.from({ length: 10 }, () => called.nextUint32()));
    expect(filled.nextUint32()).toBe(called.nextUint32());
  });

  it('builds 53-bit doubles from two outputs', () => {
    expect(new Xoshiro128(0).nextDouble()).toBe(0.30100156589637106);
  });

  it('gives different streams for different seeds and stream ids', () => {
    const first = (rng: Xoshiro128) => rng.nextUint32();
    expect(new Set([first(new Xoshiro128(0)), first(new Xoshiro128(1)), first(new Xoshiro128(0, 1))]).size).toBe(3);
  });

  it('is uniform on [0, 1): mean and variance within Monte Carlo error', () => {
    const rng = new Xoshiro128(99);
    const draws = 200_000;
    let sum = 0;
    let squares = 0;
    let outside = 0;
    for (let i = 0; i < draws; i++) {
      const u = rng.nextDouble();
      if (!(u >= 0 && u < 1)) outside++;
      sum += u;
      squares += u * u;
    }
    const mean = sum / draws;
    expect(outside).toBe(0);
    expect(Math.abs(mean - 0.5)).toBeLessThan(5 * Math.sqrt(1 / 12 / draws));
    expect(Math.abs(squares / draws - mean * mean - 1 / 12)).toBeLessThan(0.001);
  });
});

/** log of the Binomial(n, p) pmf at x, from log-factorials summed exactly enough for n <= 1e5. */
function binomialPmf(n: number, p: number): Float64Array {
  const pmf = new Float64Array(n + 1);
  // Recurrence from the mode outward in log space avoids underflow at the tails.
  const logs = new Float64Array(n + 1);
  let logFact = 0;
  const logFactorials = new Float64Array(n + 1);
  for (let i = 1; i <= n; i++) {
    logFact += Math.log(i);
    logFactorials[i] = logFact;
  }
  for (let x = 0; x <= n; x++) {
    logs[x] =
      logFactorials[n]! - logFactorials[x]! - logFactorials[n - x]! + x * Math.log(p) + (n - x) * Math.log1p(-p);
    pmf[x] = Math.exp(logs[x]!);
  }
  return pmf;
}

/** Pearson's chi-square of observed counts against the pmf, pooling cells with expected count < 5. */
function chiSquare(observed: Float64Array, pmf: Float64Array, draws: number): { statistic: number; dof: number } {
  let statistic = 0;
  let cells = 0;
  let pooledObserved = 0;
  let pooledExpected = 0;
  for (let x = 0; x < pmf.length; x++) {
    pooledObserved += observed[x]!;
    pooledExpected += pmf[x]! * draws;
    if (pooledExpected >= 5) {
      statistic += (pooledObserved - pooledExpected) ** 2 / pooledExpected;
      cells++;
      pooledObserved = 0;
      pooledExpected = 0;
    }
  }
  if (pooledExpected > 0) {
    statistic += (pooledObserved - pooledExpected) ** 2 / Math.max(pooledExpected, 1e-300);
    cells++;
  }
  return { statistic, dof: cells - 1 };
}

/** Wilson-Hilferty upper quantile of the chi-square distribution. */
function chiSquareQuantile(dof: number, level: number): number {
  const z = normalQuantile(level, 0, 1);
  return dof * (1 - 2 / (9 * dof) + z * Math.sqrt(2 / (9 * dof))) ** 3;
}

describe('binomialSampler, a fresh one each draw', () => {
  it.each([
    [1, 0.5],
    [10, 0.3],
    [40, 0.2],
    [35, 0.29],
    [100, 0.5],
    [1000, 0.02],
    [1000, 0.3],
    [1000, 0.9],
    [100000, 0.0001],
    [100000, 0.37],
  ])('draws Binomial(%i, %f) exactly: chi-square goodness of fit', (n, p) => {
    const rng = new Xoshiro128(n * 31 + Math.round(p * 1000));
    const draws = 100_000;
    const observed = new Float64Array(n + 1);
    let sum = 0;
    let outOfRange = 0;
    for (let i = 0; i < draws; i++) {
      const x = binomialDraw(rng, n, p);
      if (!(Number.isInteger(x) && x >= 0 && x <= n)) outOfRange++;
      else observed[x]! += 1;
      sum += x;
    }
    expect(outOfRange).toBe(0);
    const { statistic, dof } = chiSquare(observed, binomialPmf(n, p), draws);
    expect(statistic).toBeLessThan(chiSquareQuantile(Math.max(dof, 1), 0.9999));
    expect(Math.abs(sum / draws - n * p)).toBeLessThan(5 * Math.sqrt((n * p * (1 - p)) / draws) + 1e-9);
  });

  it('handles the edges', () => {
    const rng = new Xoshiro128(1);
    expect(binomialDraw(rng, 0, 0.5)).toBe(0);
    expect(binomialDraw(rng, 10, 0)).toBe(0);
    expect(binomialDraw(rng, 10, 1)).toBe(10);
  });
});

describe('binomialSampler', () => {
  it('kept for many draws, draws what a fresh one draws each time, and leaves the stream where it does', () => {
    for (const p of [0, 0.001, 0.05, 0.37, 0.5, 0.7, 0.999, 1]) {
      const sampler = binomialSampler(p);
      // Each n in turn and then mixed, as a multinomial chain asks: the pmf worked out for one n serves it again.
      const ns = [0, 1, 7, 20, 164, 5000];
      const order = [...ns, ...Array.from({ length: 3000 }, (_, i) => ns[(i * 7 + (i >> 3)) % ns.length]!)];
      const a = new Xoshiro128(Math.round(p * 1000), 3);
      const b = new Xoshiro128(Math.round(p * 1000), 3);
      const sampled = order.map((n) => sampler(a, n));
      const drawn = order.map((n) => binomialDraw(b, n, p));
      expect(sampled).toEqual(drawn);
      expect(a.nextUint32()).toBe(b.nextUint32());
    }
  });
});

describe('Xoshiro128.nextBelow', () => {
  it('is uniform over [0, bound): chi-square over the cells', () => {
    for (const bound of [1, 2, 3, 7, 164, 1000]) {
      const rng = new Xoshiro128(bound);
      const draws = 50_000;
      const counts = new Float64Array(bound);
      let outside = 0;
      for (let i = 0; i < draws; i++) {
        const x = rng.nextBelow(bound);
        if (!(Number.isInteger(x) && x >= 0 && x < bound)) outside++;
        else counts[x]! += 1;
      }
      expect(outside).toBe(0);
      if (bound === 1) continue;
      const expected = draws / bound;
      const statistic = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
      expect(statistic).toBeLessThan(chiSquareQuantile(bound - 1, 0.9999));
    }
  });
});
