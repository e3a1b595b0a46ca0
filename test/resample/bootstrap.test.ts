import { mean, sampleStandardDeviation } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { pairedBootstrap } from '../../src/resample/bootstrap.js';
import { Xoshiro128 } from '../../src/resample/random.js';
import { resamplingUnits } from '../../src/resample/units.js';
import { A_BASE, A_CAND, differences } from './data.js';

/** The textbook bootstrap, kept here as the reference: draw P problems (or clusters) with replacement. */
function plainBootstrap(sums: number[], sizes: number[], resamples: number, rng: Xoshiro128): Float64Array {
  const out = new Float64Array(resamples);
  for (let b = 0; b < resamples; b++) {
    let sum = 0;
    let size = 0;
    for (let i = 0; i < sums.length; i++) {
      const pick = Math.floor(rng.nextDouble() * sums.length);
      sum += sums[pick]!;
      size += sizes[pick]!;
    }
    out[b] = sum / size;
  }
  return out;
}

/** Two-sample Kolmogorov-Smirnov statistic. */
function ksStatistic(a: Float64Array, b: Float64Array): number {
  const x = Float64Array.from(a).sort();
  const y = Float64Array.from(b).sort();
  let i = 0;
  let j = 0;
  let worst = 0;
  while (i < x.length && j < y.length) {
    const v = Math.min(x[i]!, y[j]!);
    while (i < x.length && x[i]! <= v) i++;
    while (j < y.length && y[j]! <= v) j++;
    worst = Math.max(worst, Math.abs(i / x.length - j / y.length));
  }
  return worst;
}

function summary(values: Float64Array): { mean: number; sd: number } {
  return { mean: mean([...values]), sd: sampleStandardDeviation([...values]) };
}

describe('pairedBootstrap has the distribution of the plain bootstrap', () => {
  const resamples = 20000;
  // Critical value of the two-sample KS statistic at level 0.001 (conservative for discrete data).
  const ksCritical = 1.95 * Math.sqrt(2 / resamples);

  it('on many problems with repeated differences (multinomial counts path)', () => {
    const rng = new Xoshiro128(5);
    const d = Float64Array.from(
      { length: 3000 },
      () => (Math.floor(rng.nextDouble() * 7) - 3) / 10 + (rng.nextDouble() < 0.3 ? 0.05 : 0),
    );
    const units = resamplingUnits(d);
    expect(units.sums.length * 8).toBeLessThan(units.count);
    const ours = pairedBootstrap(units, resamples, new Xoshiro128(11));
    const plain = plainBootstrap(
      [...d],
      [...d].map(() => 1),
      resamples,
      new Xoshiro128(12),
    );
    expect(ksStatistic(ours, plain)).toBeLessThan(ksCritical);
    const [a, b] = [summary(ours), summary(plain)];
    expect(Math.abs(a.mean - b.mean)).toBeLessThan(4 * b.sd * Math.sqrt(2 / resamples));
    expect(Math.abs(a.sd / b.sd - 1)).toBeLessThan(0.05);
    // 6 * 10^7 reference picks: about 1.5 s alone, more than the default 5 s on a loaded machine.
  }, 30_000);

  it('on clusters of unequal size (ratio of sums)', () => {
    const rng = new Xoshiro128(6);
    const problems = 2400;
    const d = Float64Array.from({ length: problems }, () =>
      rng.nextDouble() < 0.5 ? 0 : rng.nextDouble() < 0.5 ? -1 : 1,
    );
    const groups = Array.from({ length: problems }, (_, i) => `g${Math.floor(Math.sqrt(i) * 3)}`);
    const units = resamplingUnits(d, groups);
    const sums = new Map<string, [number, number]>();
    groups.forEach((g, i) => {
      const [s, w] = sums.get(g) ?? [0, 0];
      sums.set(g, [s + d[i]!, w + 1]);
    });
    const clusterSums = [...sums.values()].map(([s]) => s);
    const clusterSizes = [...sums.values()].map(([, w]) => w);
    expect(units.count).toBe(clusterSums.length);
    const ours = pairedBootstrap(units, resamples, new Xoshiro128(21));
    const plain = plainBootstrap(clusterSums, clusterSizes, resamples, new Xoshiro128(22));
    expect(ksStatistic(ours, plain)).toBeLessThan(ksCritical);
  });

  it.each([
    [1000, 'three blocks of 256 and a partial one'],
    [512, 'two blocks of 256'],
  ])('on %i distinct problems, picked in %s', (problems) => {
    const rng = new Xoshiro128(problems);
    const d = Float64Array.from({ length: problems }, () => (rng.nextDouble() - 0.4) ** 3);
    const units = resamplingUnits(d);
    expect(units.sums.length).toBe(problems);
    const ours = pairedBootstrap(units, resamples, new Xoshiro128(41));
    const plain = plainBootstrap(
      [...d],
      [...d].map(() => 1),
      resamples,
      new Xoshiro128(42),
    );
    expect(ksStatistic(ours, plain)).toBeLessThan(ksCritical);
    const [a, b] = [summary(ours), summary(plain)];
    expect(Math.abs(a.mean - b.mean)).toBeLessThan(4 * b.sd * Math.sqrt(2 / resamples));
    expect(Math.abs(a.sd / b.sd - 1)).toBeLessThan(0.05);
  });

  it('on few distinct problems (direct draw path) matches too', () => {
    const d = differences(A_BASE, A_CAND, 20, 5);
    const ours = pairedBootstrap(resamplingUnits(d), resamples, new Xoshiro128(31));
    const plain = plainBootstrap(
      [...d],
      [...d].map(() => 1),
      resamples,
      new Xoshiro128(32),
    );
    expect(ksStatistic(ours, plain)).toBeLessThan(ksCritical);
  });
});

describe('pairedBootstrap under 256 problems', () => {
  /**
   * The picks as the docs describe them, one random word at a time: each pick the next 16-bit half (low first) of
   * a word, times the count, its high 16 bits the pick, its low part below (2^16 - count) mod count drawn again.
   */
  function wordByWord(values: Float64Array, resamples: number, rng: Xoshiro128): Float64Array {
    const count = values.length;
    const threshold = (65536 - count) % count;
    return Float64Array.from({ length: resamples }, () => {
      let halves: number[] = [];
      let sum = 0;
      for (let picked = 0; picked < count;) {
        if (halves.length === 0) {
          const word = rng.nextUint32();
          halves = [word & 0xffff, word >>> 16];
        }
        const product = halves.shift()! * count;
        if ((product & 0xffff) >= threshold) {
          sum += values[product >>> 16]!;
          picked++;
        }
      }
      return sum / count;
    });
  }

  it.each([2, 3, 7, 100, 164, 200, 255])('draws %i problems word by word, rejections included', (count) => {
    const rng = new Xoshiro128(count);
    // Distinct values, so the units are picked one by one rather than drawn as multinomial counts.
    const values = Float64Array.from({ length: count }, () => rng.nextDouble() - 0.5);
    const units = resamplingUnits(values);
    const expected = wordByWord(units.sums, 2000, new Xoshiro128(9, 4));
    expect(pairedBootstrap(units, 2000, new Xoshiro128(9, 4))).toEqual(expected);
  });
});
