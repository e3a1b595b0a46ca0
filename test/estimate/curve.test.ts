import { describe, expect, it } from 'vitest';
import type { GradedSample, ProblemCounts } from '../../src/common/types.js';
import { curveBudgets, curveCrossing, metricCurve } from '../../src/estimate/curve.js';
import { mean, metricValues } from '../../src/estimate/metric.js';
import { nAtK } from '../../src/estimate/n-at-k.js';
import { Xoshiro128 } from '../../src/resample/random.js';

describe('curve', () => {
  it('uses budgets 1, 2, 5, 10, ... up to the smallest n, plus the deployment k', () => {
    expect(curveBudgets(200, 1)).toEqual([1, 2, 5, 10, 20, 50, 100, 200]);
    expect(curveBudgets(20, 3)).toEqual([1, 2, 3, 5, 10, 20]);
    expect(curveBudgets(1, 1)).toEqual([1]);
    expect(curveBudgets(7, 7)).toEqual([1, 2, 5, 7]);
    expect(curveBudgets(999_999_999, 3000)).toEqual([1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 3000]);
    // A deployment k above the smallest n is not drawn: no score exists there.
    expect(curveBudgets(10, 20)).toEqual([1, 2, 5, 10]);
  });

  it('starts an n@k curve at k = N', () => {
    expect(curveBudgets(200, 10, 3)).toEqual([3, 5, 10, 20, 50, 100, 200]);
    expect(curveBudgets(20, 10, 10)).toEqual([10, 20]);
    expect(curveBudgets(4, 4, 4)).toEqual([4]);
  });

  it('draws n@k from each problem samples, budget by budget', () => {
    const samples = [
      { pass: false, score: 2 },
      { pass: true, score: 1 },
      { pass: false, score: 0 },
    ];
    const problems = [{ id: 'a', n: 3, c: 1, samples }];
    // 1@1 = 1/3; 1@2: of {0,1}, {0,2}, {1,2} only {1,2} submits the pass; 1@3 submits the top one, which fails.
    const values = metricValues(problems, 'n@k', 1);
    const curve = metricCurve(values, values, [1, 2, 3]);
    expect(curve.map((p) => p.baseline)).toEqual([1 / 3, 1 / 3, 0].map((v) => expect.closeTo(v, 14)));
  });

  it('averages over problems at each budget', () => {
    const base = [
      { id: 'a', n: 10, c: 3 },
      { id: 'b', n: 10, c: 0 },
    ];
    const cand = [
      { id: 'a', n: 10, c: 5 },
      { id: 'b', n: 10, c: 1 },
    ];
    const curve = metricCurve(metricValues(base, 'pass@k'), metricValues(cand, 'pass@k'), [1, 3]);
    expect(curve[0]).toEqual({ k: 1, baseline: expect.closeTo(0.15, 14), candidate: expect.closeTo(0.3, 14) });
    expect(curve[1]!.baseline).toBeCloseTo((17 / 24 + 0) / 2, 12);
  });

  it('takes a known point as given and computes the other budgets', () => {
    const problems = [{ id: 'a', n: 10, c: 3 }];
    const known = { k: 3, baseline: 0.25, candidate: 0.75 };
    const values = metricValues(problems, 'pass@k');
    const curve = metricCurve(values, values, [1, 3, 5], known);
    expect(curve[1]).toEqual(known);
    expect(curve[0]!.baseline).toBeCloseTo(0.3, 14);
    expect(curve[2]!.candidate).toBeCloseTo(1 - (7 * 6 * 5 * 4 * 3) / (10 * 9 * 8 * 7 * 6), 14);
  });

  it('gives each n@k point exactly the mean of nAtK over the problems, computed one budget at a time', () => {
    // Scores on a coarse grid, so that problems have ties; 40 samples, so that some sort past insertion sort.
    const rng = new Xoshiro128(17);
    const problem = (i: number, samples: number): ProblemCounts => {
      const list: GradedSample[] = Array.from({ length: samples }, () => ({
        pass: rng.nextDouble() < 0.4,
        score: Math.floor(rng.nextDouble() * 6) / 2 - 1,
      }));
      return { id: `p${i}`, n: samples, c: list.filter((s) => s.pass).length, samples: list };
    };
    const base = Array.from({ length: 60 }, (_, i) => problem(i, i % 3 === 0 ? 40 : 12));
    const cand = Array.from({ length: 60 }, (_, i) => problem(i, 12));
    for (const submit of [1, 2, 5]) {
      const budgets = curveBudgets(12, 7, submit);
      const curve = metricCurve(metricValues(base, 'n@k', submit), metricValues(cand, 'n@k', submit), budgets);
      const direct = (problems: ProblemCounts[], k: number) => mean(problems.map((p) => nAtK(p.samples!, k, submit)));
      expect(curve).toEqual(budgets.map((k) => ({ k, baseline: direct(base, k), candidate: direct(cand, k) })));
    }
  });

  it('detects crossing curves beyond the tolerance only', () => {
    const crossing = [
      { k: 1, baseline: 0.5, candidate: 0.55 },
      { k: 10, baseline: 0.8, candidate: 0.7 },
    ];
    expect(curveCrossing(crossing, 0.001)).toEqual({ ahead: [1], behind: [10] });
    const parallel = [
      { k: 1, baseline: 0.5, candidate: 0.55 },
      { k: 10, baseline: 0.8, candidate: 0.8005 },
    ];
    expect(curveCrossing(parallel, 0.001)).toBeNull();
    // A tie is neither ahead nor behind.
    const tied = [
      { k: 1, baseline: 0.5, candidate: 0.5 },
      { k: 10, baseline: 0.8, candidate: 0.7 },
    ];
    expect(curveCrossing(tied, 0)).toBeNull();
  });
});
