import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GradedSample } from '../../src/common/types.js';
import { nAtK, normalisedExp } from '../../src/estimate/n-at-k.js';
import { choose, ratio } from '../support/binomial.js';

/** Every k-subset of 0..total-1, as index lists. */
function subsets(total: number, k: number): number[][] {
  if (k === 0) return [[]];
  if (total < k) return [];
  const withLast = subsets(total - 1, k - 1).map((s) => [...s, total - 1]);
  return [...subsets(total - 1, k), ...withLast];
}

/** Every ordering of `items`. */
function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * n@k by brute force, straight from its definition: every k-subset is equally likely; within a subset, every
 * ordering by score (highest first) that differs only in the order of equal scores is equally likely; the
 * first `submit` of the ordering are submitted; success when one of them passes.
 */
function bruteForce(samples: readonly GradedSample[], k: number, submit: number): number {
  let total = 0;
  const all = subsets(samples.length, k);
  for (const subset of all) {
    const orders = permutations(subset.map((i) => samples[i]!)).filter((order) =>
      order.every((s, j) => j === 0 || order[j - 1]!.score! >= s.score!),
    );
    const wins = orders.filter((order) => order.slice(0, submit).some((s) => s.pass)).length;
    total += wins / orders.length;
  }
  return total / all.length;
}

function sample(pass: boolean, score: number): GradedSample {
  return { pass, score };
}

describe('nAtK', () => {
  it('matches brute force on hand-made problems with and without ties', () => {
    const cases: [GradedSample[], number, number][] = [
      [[sample(true, 3), sample(false, 2), sample(false, 1)], 2, 1],
      [[sample(false, 3), sample(true, 2), sample(false, 1), sample(true, 0)], 3, 1],
      [[sample(false, 1), sample(true, 1), sample(false, 1), sample(false, 0)], 2, 1],
      [[sample(true, 1), sample(false, 1), sample(false, 2), sample(true, 0), sample(false, 1)], 4, 2],
      [
        [sample(false, 5), sample(false, 5), sample(true, 5), sample(true, 1), sample(false, 1), sample(false, 0)],
        3,
        2,
      ],
    ];
    for (const [samples, k, submit] of cases) {
      expect(nAtK(samples, k, submit)).toBeCloseTo(bruteForce(samples, k, submit), 13);
    }
  });

  it('works out a small case by hand: 1@2 of three samples, the top-scored one failing', () => {
    // Subsets {a,b}, {a,c}, {b,c} with a (fails, 3) > b (passes, 2) > c (fails, 1): only {b,c} submits a pass.
    expect(nAtK([sample(false, 3), sample(true, 2), sample(false, 1)], 2, 1)).toBeCloseTo(1 / 3, 15);
    // All scores tied: the submitted one is a uniform draw, so 1@2 = pass@1 = 1/3.
    expect(nAtK([sample(false, 0), sample(true, 0), sample(false, 0)], 2, 1)).toBeCloseTo(1 / 3, 15);
  });

  it('matches brute force on random small problems (every subset, every tie order)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ pass: fc.boolean(), score: fc.integer({ min: 0, max: 3 }) }), {
          minLength: 1,
          maxLength: 7,
        }),
        fc.nat(),
        fc.nat(),
        (samples, kSeed, submitSeed) => {
          const k = 1 + (kSeed % Math.min(samples.length, 6));
          const submit = 1 + (submitSeed % k);
          expect(nAtK(samples, k, submit)).toBeCloseTo(bruteForce(samples, k, submit), 12);
        },
      ),
      { seed: 13, numRuns: 400 },
    );
  });

  it('is pass@k when every drawn sample is submitted (N = k), whatever the scores', () => {
    const samples = [true, false, false, true, false, false, false, true, false, false].map((pass, i) =>
      sample(pass, (i * 7) % 4),
    );
    const c = 3;
    for (let k = 1; k <= samples.length; k++) {
      const passAtK = 1 - ratio(choose(samples.length - c, k), choose(samples.length, k));
      expect(nAtK(samples, k, k)).toBeCloseTo(passAtK, 13);
    }
  });

  it('is pass@1 = c/n for 1@1', () => {
    const samples = [sample(true, 9), sample(false, 1), sample(false, 4), sample(true, -2), sample(false, 0)];
    expect(nAtK(samples, 1, 1)).toBeCloseTo(2 / 5, 15);
  });

  it('is pass@N when every score is tied: the selector knows nothing', () => {
    const n = 40;
    const samples = Array.from({ length: n }, (_, i) => sample(i % 5 === 0, 0.5));
    for (const [k, submit] of [
      [10, 1],
      [10, 3],
      [25, 7],
    ] as const) {
      expect(nAtK(samples, k, submit)).toBeCloseTo(1 - ratio(choose(n - 8, submit), choose(n, submit)), 13);
    }
  });

  it('matches the order-statistic formula with thousands of distinct scores', () => {
    // With distinct scores and N = 1 the submitted sample is the subset's best: P(it is the j-th best of all)
    // = C(K - j, k - 1) / C(K, k). An exact BigInt sum, independent of the grouped formula.
    const total = 2000;
    const samples = Array.from({ length: total }, (_, i) => sample((i * 37) % 11 === 0, -i));
    for (const k of [1, 10, 100, 1000]) {
      let wins = 0n;
      for (let j = 1; j <= total; j++) if (samples[j - 1]!.pass) wins += choose(total - j, k - 1);
      expect(nAtK(samples, k, 1)).toBeCloseTo(ratio(wins, choose(total, k)), 11);
    }
  });

  it('is 0 with no passing sample and 1 when fewer samples fail than are submitted', () => {
    expect(nAtK([sample(false, 1), sample(false, 2), sample(false, 2)], 3, 2)).toBe(0);
    // Exactly 0 however many samples and tied scores: no rounding left over.
    for (const [n, k] of [
      [30, 10],
      [20, 7],
      [12, 5],
    ] as const) {
      const failing = Array.from({ length: n }, (_, i) => sample(false, i % 3));
      for (let submit = 1; submit < k; submit++) expect(nAtK(failing, k, submit)).toBe(0);
    }
    expect(nAtK([sample(true, 1), sample(false, 2), sample(true, 2)], 3, 2)).toBe(1);
  });

  it('does not depend on the order the samples are listed in', () => {
    const samples = [sample(false, 2), sample(true, 1), sample(true, 2), sample(false, 0), sample(false, 1)];
    const reversed = [...samples].reverse();
    expect(nAtK(reversed, 3, 1)).toBe(nAtK(samples, 3, 1));
  });

  it('refuses a sample without a finite score and a budget outside 1 <= N <= k <= n', () => {
    expect(() => nAtK([sample(true, 1), { pass: false }], 2, 1)).toThrow(RangeError);
    expect(() => nAtK([sample(true, 1), sample(false, NaN)], 2, 1)).toThrow(/finite score/);
    expect(() => nAtK([sample(true, 1)], 2, 1)).toThrow(/submit <= k <= samples/);
    expect(() => nAtK([sample(true, 1), sample(true, 2)], 1, 2)).toThrow(RangeError);
    expect(() => nAtK([sample(true, 1)], 1, 0)).toThrow(RangeError);
  });
});

describe('normalisedExp', () => {
  it('turns logs of weights into probabilities, even where exp of the logs overflows or underflows', () => {
    // 1000 + log 3 keeps log 3 to about 1e-13 only.
    for (const shift of [0, 1000, -1000]) {
      const probabilities = normalisedExp(Float64Array.from([0, Math.log(3), -Infinity], (l) => l + shift));
      expect([...probabilities]).toEqual([0.25, 0.75, 0].map((p) => expect.closeTo(p, 12)));
    }
  });
});
