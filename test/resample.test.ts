import { mean, sampleStandardDeviation } from 'simple-statistics';
import { describe, expect, it } from 'vitest';
import { passAtK } from '../src/estimate.js';
import { Xoshiro128 } from '../src/random.js';
import {
  bootstrapInterval,
  jackknifeAcceleration,
  minimumDetectableEffect,
  pairedBootstrap,
  pairedStandardError,
  quantileSorted,
  resamplingUnits,
  signFlipPValue,
  unitsMean,
} from '../src/resample.js';

// Per-problem pass counts of 164 problems, n = 20 per problem (the bundled example runs).
const A_BASE = [11, 2, 10, 19, 8, 0, 0, 10, 19, 3, 3, 0, 1, 19, 9, 20, 11, 5, 1, 20, 7, 14, 11, 16, 19, 15, 2, 1, 15, 10, 14, 5, 18, 2, 14, 6, 14, 7, 10, 11, 1, 0, 4, 20, 15, 20, 7, 0, 7, 20, 18, 3, 20, 1, 0, 20, 2, 18, 7, 18, 20, 9, 20, 0, 20, 0, 0, 2, 6, 13, 15, 15, 2, 2, 14, 10, 12, 9, 12, 11, 0, 5, 19, 10, 11, 0, 6, 19, 17, 11, 16, 18, 0, 13, 20, 19, 17, 12, 8, 10, 8, 4, 18, 0, 3, 18, 17, 1, 0, 20, 14, 13, 6, 6, 8, 0, 3, 3, 10, 5, 15, 18, 13, 11, 9, 20, 10, 19, 20, 13, 15, 7, 15, 15, 2, 1, 20, 13, 17, 4, 1, 13, 14, 9, 0, 11, 0, 1, 12, 20, 11, 18, 14, 14, 16, 3, 5, 6, 1, 18, 13, 19, 16, 5];
const A_CAND = [17, 2, 10, 20, 9, 0, 0, 15, 19, 12, 0, 0, 0, 20, 9, 20, 17, 0, 1, 20, 9, 19, 15, 14, 19, 14, 2, 1, 17, 5, 18, 8, 18, 0, 13, 10, 15, 5, 13, 13, 0, 1, 1, 20, 17, 18, 1, 0, 11, 19, 19, 0, 18, 2, 0, 20, 3, 20, 10, 19, 20, 17, 20, 0, 18, 0, 0, 0, 7, 18, 15, 17, 1, 1, 15, 8, 13, 19, 10, 10, 0, 9, 19, 7, 9, 0, 4, 20, 16, 18, 16, 17, 0, 14, 20, 18, 18, 16, 8, 14, 6, 0, 18, 0, 0, 20, 20, 0, 0, 20, 18, 19, 9, 7, 8, 0, 1, 0, 9, 7, 12, 14, 15, 9, 13, 20, 14, 19, 20, 16, 13, 14, 17, 19, 1, 0, 17, 13, 18, 1, 1, 15, 17, 17, 0, 14, 0, 0, 11, 20, 8, 18, 12, 17, 18, 1, 10, 9, 2, 16, 15, 18, 18, 0];
// 40 problems with one sample each (pass = 1, fail = 0): a very discrete difference.
const B_BASE = [1, 0, 1, 0, 1, 1, 0, 1, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 1, 1, 1, 0, 1, 0, 0, 1, 1, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 0, 1, 0];
const B_CAND = [1, 1, 0, 0, 0, 1, 0, 1, 1, 0, 1, 0, 0, 1, 0, 0, 1, 0, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 0, 1, 0, 0, 1, 0, 0, 0, 0, 0];

function differences(base: number[], cand: number[], n: number, k: number): Float64Array {
  return Float64Array.from(base, (b, i) => passAtK(n, cand[i]!, k) - passAtK(n, b, k));
}

/**
 * Reference intervals from scipy 1.17.1, computed outside the project:
 *   scipy.stats.bootstrap((d,), np.mean, n_resamples=10000, method=M, confidence_level=0.95,
 *                         rng=np.random.default_rng(seed)) for seed in range(40)
 * with d the per-problem differences (numpy's own pass@k: 1 - prod(1 - k/arange(n-c+1, n+1))).
 * Each entry is the mean over the seeds of [low, high] and the standard deviation of one run's
 * endpoint (the Monte Carlo error). a_hat is scipy's jackknife acceleration (_bca_interval), mean and se
 * are d.mean() and d.std(ddof=1)/sqrt(P).
 */
const SCIPY = {
  'A pass@1': {
    d: () => differences(A_BASE, A_CAND, 20, 1),
    mean: 0.028658536585365855,
    se: 0.010699577308851432,
    aHat: 0.009355931217961673,
    bca: { lo: 0.008777, loSd: 0.000359, hi: 0.050541, hiSd: 0.000425 },
    percentile: { lo: 0.008087, loSd: 0.000285, hi: 0.049848, hiSd: 0.0003 },
  },
  'A pass@5': {
    d: () => differences(A_BASE, A_CAND, 20, 5),
    mean: -0.04753611971104232,
    se: 0.014218387548223351,
    aHat: -0.030018138790880694,
    bca: { lo: -0.079493, loSd: 0.000566, hi: -0.023097, hiSd: 0.000393 },
    percentile: { lo: -0.076491, loSd: 0.000389, hi: -0.021029, hiSd: 0.000307 },
  },
  'B pass@1': {
    d: () => differences(B_BASE, B_CAND, 1, 1),
    mean: -0.175,
    se: 0.09396876185801431,
    aHat: 0.001454754024939106,
    // 400 seeds here: the endpoints sit on the lattice of multiples of 1/40 and rarely move.
    runs: 400,
    lattice: 1 / 40,
    bca: { lo: -0.350187, loSd: 0.00216, hi: 0.000853, hiSd: 0.004468 },
    percentile: { lo: -0.35, loSd: 0, hi: 0.000314, hiSd: 0.002781 },
  },
} as const;

/** Our interval for one seed. */
function ourInterval(d: Float64Array, method: 'bca' | 'percentile', seed: number): [number, number] {
  const units = resamplingUnits(d);
  const means = pairedBootstrap(units, 10000, new Xoshiro128(seed));
  return bootstrapInterval(means, unitsMean(units), jackknifeAcceleration(units), 0.95, method).ci;
}

describe('agreement with scipy.stats.bootstrap', () => {
  for (const [name, ref] of Object.entries(SCIPY)) {
    it(`${name}: mean, SE and acceleration match exactly`, () => {
      const units = resamplingUnits(ref.d());
      expect(unitsMean(units)).toBeCloseTo(ref.mean, 14);
      expect(pairedStandardError(units)).toBeCloseTo(ref.se, 14);
      expect(jackknifeAcceleration(units)).toBeCloseTo(ref.aHat, 12);
    });

    for (const method of ['bca', 'percentile'] as const) {
      it(`${name}: ${method} interval within Monte Carlo error`, () => {
        const expected = ref[method];
        const seeds = 10;
        let lo = 0;
        let hi = 0;
        for (let seed = 0; seed < seeds; seed++) {
          const [l, h] = ourInterval(ref.d(), method, seed);
          lo += l / seeds;
          hi += h / seeds;
        }
        // Our mean of 10 runs vs scipy's mean: 4 standard errors of the difference, plus rounding. On a
        // lattice an endpoint moves in whole steps, so one of our ten runs may land a step away.
        const runs = 'runs' in ref ? ref.runs : 40;
        const step = 'lattice' in ref ? ref.lattice / seeds : 0;
        const tolerance = (sd: number) => Math.max(4 * sd * Math.sqrt(1 / seeds + 1 / runs), step) + 2e-6;
        expect(Math.abs(lo - expected.lo)).toBeLessThanOrEqual(tolerance(expected.loSd));
        expect(Math.abs(hi - expected.hi)).toBeLessThanOrEqual(tolerance(expected.hiSd));
      });
    }
  }
});

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
    const d = Float64Array.from({ length: 3000 }, () => (Math.floor(rng.nextDouble() * 7) - 3) / 10 + (rng.nextDouble() < 0.3 ? 0.05 : 0));
    const units = resamplingUnits(d);
    expect(units.sums.length * 8).toBeLessThan(units.count);
    const ours = pairedBootstrap(units, resamples, new Xoshiro128(11));
    const plain = plainBootstrap([...d], [...d].map(() => 1), resamples, new Xoshiro128(12));
    expect(ksStatistic(ours, plain)).toBeLessThan(ksCritical);
    const [a, b] = [summary(ours), summary(plain)];
    expect(Math.abs(a.mean - b.mean)).toBeLessThan(4 * b.sd * Math.sqrt(2 / resamples));
    expect(Math.abs(a.sd / b.sd - 1)).toBeLessThan(0.05);
  });

  it('on clusters of unequal size (ratio of sums)', () => {
    const rng = new Xoshiro128(6);
    const problems = 2400;
    const d = Float64Array.from({ length: problems }, () => (rng.nextDouble() < 0.5 ? 0 : rng.nextDouble() < 0.5 ? -1 : 1));
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

  it('on few distinct problems (direct draw path) matches too', () => {
    const d = differences(A_BASE, A_CAND, 20, 5);
    const ours = pairedBootstrap(resamplingUnits(d), resamples, new Xoshiro128(31));
    const plain = plainBootstrap([...d], [...d].map(() => 1), resamples, new Xoshiro128(32));
    expect(ksStatistic(ours, plain)).toBeLessThan(ksCritical);
  });
});

describe('clusters', () => {
  it('resample whole groups: singleton groups give the per-problem answer', () => {
    const d = differences(A_BASE, A_CAND, 20, 1);
    const byProblem = resamplingUnits(d);
    const bySingleton = resamplingUnits(d, [...d].map((_, i) => `p${i}`));
    expect(pairedStandardError(bySingleton)).toBeCloseTo(pairedStandardError(byProblem), 14);
    expect(jackknifeAcceleration(bySingleton)).toBeCloseTo(jackknifeAcceleration(byProblem), 12);
  });

  it('widen the interval when problems in a group move together', () => {
    const rng = new Xoshiro128(3);
    const d = new Float64Array(400);
    const groups: string[] = [];
    for (let g = 0; g < 40; g++) {
      const shift = rng.nextDouble() < 0.5 ? -0.3 : 0.3;
      for (let i = 0; i < 10; i++) {
        d[g * 10 + i] = shift + (rng.nextDouble() - 0.5) * 0.1;
        groups.push(`template-${g}`);
      }
    }
    const clustered = pairedStandardError(resamplingUnits(d, groups));
    const naive = pairedStandardError(resamplingUnits(d));
    expect(clustered / naive).toBeGreaterThan(2.5);
  });

  it('computes the cluster-robust SE as sqrt(G/(G-1) sum (S_g - theta n_g)^2) / N', () => {
    // Two clusters {0.5, 0.5, 0.5} and {-0.5}: theta = 1/4, residuals 1.5 - 0.75 = 0.75 and -0.5 - 0.25 = -0.75.
    const units = resamplingUnits(Float64Array.from([0.5, 0.5, 0.5, -0.5]), ['a', 'a', 'a', 'b']);
    expect(unitsMean(units)).toBeCloseTo(0.25, 15);
    expect(pairedStandardError(units)).toBeCloseTo(Math.sqrt(2 * (0.75 ** 2 * 2)) / 4, 15);
  });
});

describe('bootstrapInterval', () => {
  it('collapses to the point when every difference is equal', () => {
    const d = new Float64Array(50).fill(0.1);
    const units = resamplingUnits(d);
    const result = bootstrapInterval(pairedBootstrap(units, 1000, new Xoshiro128(0)), unitsMean(units), 0, 0.95, 'bca');
    expect(result.ci[0]).toBeCloseTo(0.1, 12);
    expect(result.ci[1]).toBeCloseTo(0.1, 12);
  });

  it('falls back to the percentile interval, saying why, when BCa is undefined', () => {
    const means = Float64Array.from([1, 2, 3, 4]);
    const result = bootstrapInterval(means, 10, 0, 0.9, 'bca');
    expect(result.method).toBe('percentile');
    expect(result.fallback).toMatch(/outside every bootstrap resample/);
  });

  it('interpolates quantiles linearly between order statistics (numpy default)', () => {
    const sorted = Float64Array.from([1, 2, 4, 8]);
    expect(quantileSorted(sorted, 0)).toBe(1);
    expect(quantileSorted(sorted, 1)).toBe(8);
    expect(quantileSorted(sorted, 0.5)).toBe(3); // numpy.quantile([1,2,4,8], 0.5) = 3.0
    expect(quantileSorted(sorted, 0.25)).toBe(1.75); // numpy.quantile([1,2,4,8], 0.25) = 1.75
  });
});

describe('signFlipPValue', () => {
  it('matches the exact permutation p-value by full enumeration (small P)', () => {
    const d = [0.3, -0.1, 0.25, 0.05, 0.4, -0.2, 0.15, 0.1, 0, 0.35, -0.05, 0.2];
    const observed = Math.abs(d.reduce((a, b) => a + b, 0));
    let extreme = 0;
    for (let mask = 0; mask < 1 << d.length; mask++) {
      const total = d.reduce((sum, v, i) => sum + (mask & (1 << i) ? -v : v), 0);
      if (Math.abs(total) >= observed - 1e-12) extreme++;
    }
    const exact = extreme / (1 << d.length);
    const resamples = 20000;
    const p = signFlipPValue(resamplingUnits(Float64Array.from(d)), resamples, new Xoshiro128(4));
    expect(Math.abs(p - exact)).toBeLessThan(4 * Math.sqrt((exact * (1 - exact)) / resamples) + 1 / resamples);
  });

  it('matches the exact binomial p-value on many +-1 differences (multinomial path)', () => {
    // 300 gains, 260 losses, 1440 ties: the flipped total is 2X - 560 with X ~ Binomial(560, 1/2).
    const d = Float64Array.from([...Array(300).fill(1), ...Array(260).fill(-1), ...Array(1440).fill(0)]);
    const m = 560;
    let logChoose = 0;
    let exact = 0;
    for (let x = 0; x <= m; x++) {
      if (x > 0) logChoose += Math.log((m - x + 1) / x);
      if (Math.abs(2 * x - m) >= 40) exact += Math.exp(logChoose - m * Math.LN2);
    }
    const resamples = 20000;
    const p = signFlipPValue(resamplingUnits(d), resamples, new Xoshiro128(8));
    expect(Math.abs(p - exact)).toBeLessThan(4 * Math.sqrt((exact * (1 - exact)) / resamples) + 1 / resamples);
  });

  it('is (count + 1) / (B + 1): never 0, and 1 when nothing changed', () => {
    const strong = Float64Array.from({ length: 100 }, () => 0.5);
    expect(signFlipPValue(resamplingUnits(strong), 999, new Xoshiro128(0))).toBe(1 / 1000);
    expect(signFlipPValue(resamplingUnits(new Float64Array(30)), 999, new Xoshiro128(0))).toBe(1);
  });
});

describe('minimumDetectableEffect', () => {
  it('is (z_0.975 + z_0.8) * SE at 95%', () => {
    // 1.959963984540054 + 0.8416212335729143 (scipy.special.ndtri)
    expect(minimumDetectableEffect(0.01, 0.95)).toBeCloseTo(0.028015852181129683, 14);
    expect(minimumDetectableEffect(0.01, 0.9)).toBeCloseTo((1.6448536269514722 + 0.8416212335729143) * 0.01, 14);
  });
});
