import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leastMetricChange, passAtK, passHatK, passRatio, perProblemValues } from '../../src/estimate/metric.js';
import type { GradedSample, ProblemCounts } from '../../src/common/types.js';
import { nAtK } from '../../src/estimate/n-at-k.js';
import { choose, ratio } from '../support/binomial.js';

describe('perProblemValues', () => {
  it('gives each problem its own estimate, in order', () => {
    const problems = [
      { id: 'a', n: 20, c: 3 },
      { id: 'b', n: 10, c: 7 },
      { id: 'c', n: 20, c: 3 },
    ];
    expect([...perProblemValues(problems, 2, 'pass^k')]).toEqual(
      [3 / 190, 7 / 15, 3 / 190].map((v) => expect.closeTo(v, 14)),
    );
    expect([...perProblemValues(problems, 5, 'pass@k')]).toEqual(
      [137 / 228, 1 - ratio(choose(3, 5), choose(10, 5)), 137 / 228].map((v) => expect.closeTo(v, 12)),
    );
  });

  /** A problem's n and c, for property tests: 1 to 12 samples. */
  const counts = fc.tuple(fc.integer({ min: 1, max: 12 }), fc.nat(12)).map(([n, c]) => ({ n, c: Math.min(c, n) }));

  it('gives every problem its own estimate, however the pairs repeat', () => {
    fc.assert(
      fc.property(fc.array(counts, { maxLength: 60 }), fc.integer({ min: 1, max: 3 }), (problems, k) => {
        const usable = problems.filter((p) => p.n >= k).map((p, i) => ({ id: `p${i}`, ...p }));
        expect([...perProblemValues(usable, k, 'pass@k')]).toEqual(usable.map((p) => passAtK(p.n, p.c, k)));
        expect([...perProblemValues(usable, k, 'pass^k')]).toEqual(usable.map((p) => passHatK(p.n, p.c, k)));
      }),
      { seed: 8, numRuns: 300 },
    );
    expect(() => perProblemValues([{ id: 'a', n: 5, c: 1.5 }], 1, 'pass@k')).toThrow(RangeError);
    expect(() =>
      perProblemValues(
        [
          { id: 'a', n: 5, c: 2 },
          { id: 'b', n: 5, c: 6 },
        ],
        1,
        'pass@k',
      ),
    ).toThrow(RangeError);
  });
});

describe('leastMetricChange', () => {
  /** The least non-zero change of `value` when one sample of the list flips, over every pass pattern of n samples. */
  const leastFlip = (n: number, value: (passes: boolean[]) => number): number => {
    let least = Infinity;
    for (let mask = 0; mask < 1 << n; mask++) {
      const passes = Array.from({ length: n }, (_, i) => ((mask >> i) & 1) === 1);
      for (let i = 0; i < n; i++) {
        const flipped = passes.map((pass, j) => (j === i ? !pass : pass));
        const change = Math.abs(value(flipped) - value(passes));
        if (change > 1e-12) least = Math.min(least, change);
      }
    }
    return least;
  };
  const problems = (...ns: number[]): ProblemCounts[] => ns.map((n, i) => ({ id: `p${i}`, n, c: 0 }));
  const count = (passes: boolean[]) => passes.filter(Boolean).length;

  it('is what one sample can move pass@k and pass^k by, over every pass pattern: 1/C(n, k), 1/n at k = 1, 1 at k = n', () => {
    for (const [n, k] of [
      [6, 1],
      [6, 2],
      [6, 3],
      [6, 6],
      [7, 4],
      [2, 2],
    ] as const) {
      const least = (metric: 'pass@k' | 'pass^k', f: typeof passAtK) => {
        expect(leastMetricChange(problems(n), metric, k)).toBeCloseTo(
          leastFlip(n, (p) => f(n, count(p), k)),
          14,
        );
        expect(leastMetricChange(problems(n), metric, k)).toBeCloseTo(ratio(1n, choose(n, k)), 14);
      };
      least('pass@k', passAtK);
      least('pass^k', passHatK);
    }
    expect(leastMetricChange(problems(20), 'pass@k', 1)).toBe(1 / 20);
    expect(leastMetricChange(problems(2, 2), 'pass^k', 2)).toBe(1);
  });

  it('takes the problem with the most samples, whose one sample moves it least, and stays finite at a large n', () => {
    expect(leastMetricChange(problems(4, 10, 5), 'pass@k', 1)).toBe(1 / 10);
    expect(leastMetricChange(problems(1000), 'pass@k', 500) * Number(choose(1000, 500))).toBeCloseTo(1, 10);
    expect(leastMetricChange(problems(2000), 'pass@k', 1000)).toBe(0);
    expect(leastMetricChange(problems(200), 'pass@k', 3)).toBeCloseTo(ratio(1n, choose(200, 3)), 20);
  });

  it('for n@k, bounds what one sample (its pass or its score, ties included) can move it by, over every sample list', () => {
    // 4 samples, each passing or not, scored 0-3 (ties allowed): every list, and every change of one sample.
    const n = 4;
    const lists: GradedSample[][] = [];
    for (let code = 0; code < 2 ** n * n ** n; code++) {
      lists.push(
        Array.from({ length: n }, (_, i) => ({
          pass: ((code >> i) & 1) === 1,
          score: Math.floor(code / 2 ** n / n ** i) % n,
        })),
      );
    }
    for (let k = 1; k <= n; k++) {
      for (let submit = 1; submit <= k; submit++) {
        let least = Infinity;
        for (const list of lists) {
          const value = nAtK(list, k, submit);
          for (let i = 0; i < n; i++) {
            const changes = [
              { ...list[i]!, pass: !list[i]!.pass },
              ...[0, 1, 2, 3].map((score) => ({ ...list[i]!, score })),
            ];
            for (const change of changes) {
              const moved = Math.abs(
                nAtK(
                  list.map((s, j) => (j === i ? change : s)),
                  k,
                  submit,
                ) - value,
              );
              if (moved > 1e-12) least = Math.min(least, moved);
            }
          }
        }
        const bound = leastMetricChange(problems(n), 'n@k', k, submit);
        expect(least, `k = ${k}, N = ${submit}`).toBeGreaterThanOrEqual(bound * (1 - 1e-9));
        // Without ties a pass moves one draw of C(n, k): the bound is never above that.
        expect(bound).toBeLessThanOrEqual(ratio(1n, choose(n, k)));
      }
    }
    // Two samples tied at the top of a draw of 2 split it: half a draw, the least change, as the bound says.
    expect(leastMetricChange(problems(20), 'n@k', 2)).toBeCloseTo(0.5 / 190, 15);
  });

  it('for pass-ratio@n, is one test of one sample, squared: 1/(n T^2) at the most tests', () => {
    const sample = (total: number): GradedSample => ({ pass: false, tests_passed: 0, tests_total: total });
    const run: ProblemCounts[] = [
      { id: 'a', n: 2, c: 0, samples: [sample(5), sample(4)] },
      { id: 'b', n: 3, c: 0, samples: [sample(2), sample(2), sample(3)] },
    ];
    expect(leastMetricChange(run, 'pass-ratio@n', 1)).toBe(1 / (2 * 5 ** 2));
    // One test of 5 lost by a sample that passed just that one: (1/5)^2 of one of 2 samples.
    expect(
      passRatio([{ pass: false, tests_passed: 1, tests_total: 5 }, sample(4)]) - passRatio([sample(5), sample(4)]),
    ).toBeCloseTo(1 / (2 * 5 ** 2), 15);
  });
});

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
