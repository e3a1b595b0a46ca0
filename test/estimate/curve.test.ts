import { describe, expect, it } from 'vitest';
import { curveBudgets, curveCrossing, metricCurve } from '../../src/estimate/curve.js';

describe('curve', () => {
  it('uses budgets 1, 2, 5, 10, ... up to the smallest n, plus the deployment k', () => {
    expect(curveBudgets(200, 1)).toEqual([1, 2, 5, 10, 20, 50, 100, 200]);
    expect(curveBudgets(20, 3)).toEqual([1, 2, 3, 5, 10, 20]);
    expect(curveBudgets(1, 1)).toEqual([1]);
    expect(curveBudgets(7, 7)).toEqual([1, 2, 5, 7]);
    expect(curveBudgets(999_999_999, 3000)).toEqual([1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 3000]);
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
    const curve = metricCurve(base, cand, [1, 3], 'pass@k');
    expect(curve[0]).toEqual({ k: 1, baseline: expect.closeTo(0.15, 14), candidate: expect.closeTo(0.3, 14) });
    expect(curve[1]!.baseline).toBeCloseTo((17 / 24 + 0) / 2, 12);
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
  });
});
