import { describe, expect, it } from 'vitest';
import type { Metric } from '../../src/common/types.js';
import { metricEstimator } from '../../src/estimate/metric.js';
import { countDropVariance, dropVarianceOf } from '../../src/power/drop-variance.js';
import { suiteRatePrior } from '../../src/power/group-prior.js';
import { problems } from '../support/runs.js';

const expit = (z: number) => 1 / (1 + Math.exp(-z));

/** The variance of a problem's estimate from n samples passing with probability q, by enumerating the binomial. */
function enumeratedVariance(metric: Metric, k: number, n: number, q: number): number {
  const estimate = metricEstimator(metric);
  let mean = 0;
  let square = 0;
  let choose = 1;
  for (let c = 0; c <= n; c++) {
    if (c > 0) choose = (choose * (n - c + 1)) / c;
    const chance = choose * q ** c * (1 - q) ** (n - c);
    const value = estimate(n, c, k);
    mean += chance * value;
    square += chance * value * value;
  }
  return square - mean * mean;
}

/** The model's drop computed directly: every rate's log-odds lowered by the beta that takes D off the mean metric. */
function direct(metric: Metric, k: number, rates: readonly number[], n: number, drop: number) {
  const expected = (p: number) => (metric === 'pass^k' ? p ** k : 1 - (1 - p) ** k);
  const lowered = (p: number, beta: number) => (p <= 0 || p >= 1 ? p : expit(Math.log(p / (1 - p)) - beta));
  const fall = (beta: number) =>
    rates.reduce((sum, p) => sum + expected(p) - expected(lowered(p, beta)), 0) / rates.length;
  let [low, high] = [0, 60];
  for (let i = 0; i < 200; i++)
    [low, high] = fall((low + high) / 2) < drop ? [(low + high) / 2, high] : [low, (low + high) / 2];
  const q = rates.map((p) => lowered(p, low));
  const changes = rates.map((p, i) => expected(q[i]!) - expected(p));
  const meanChange = changes.reduce((sum, x) => sum + x, 0) / rates.length;
  return {
    sampling:
      rates.reduce(
        (sum, p, i) => sum + enumeratedVariance(metric, k, n, q[i]!) - enumeratedVariance(metric, k, n, p),
        0,
      ) / rates.length,
    change: changes.reduce((sum, x) => sum + (x - meanChange) ** 2, 0) / rates.length,
  };
}

// A suite at n = 20 with rates spread from never to always solved.
const COUNTS = [0, 0, 1, 2, 3, 5, 8, 10, 12, 15, 17, 19, 20, 20, 20];

describe('countDropVariance', () => {
  for (const [metric, k, drop] of [
    ['pass@k', 10, 0.04],
    ['pass@k', 5, 0.03],
    ['pass^k', 2, 0.03],
    ['pass^k', 5, 0.05],
  ] as const) {
    it(`is the ${metric.replace('k', String(k))} estimator's own variance at the shifted rates, and the spread of the change`, () => {
      const spread = countDropVariance(metric, k, problems(COUNTS, 20), () => 20)(drop);
      const expected = direct(
        metric,
        k,
        COUNTS.map((c) => c / 20),
        20,
        drop,
      );
      expect(spread.sampling).toBeCloseTo(expected.sampling, 9);
      expect(spread.change).toBeCloseTo(expected.change, 9);
      expect(spread.change).toBeGreaterThan(0);
    });
  }

  it("at pass@10 rises several times as much as a pass rate's D (1/2 - D) / n: the drop falls on rarely solved problems", () => {
    const drop = 0.04;
    const spread = countDropVariance('pass@k', 10, problems(COUNTS, 20), () => 20)(drop);
    expect(spread.sampling).toBeGreaterThan((3 * drop * (0.5 - drop)) / 20);
  });

  it('can fall: at pass^5 a drop takes middling rates towards 0, where the estimate varies less', () => {
    const rates = [5, 8, 10, 12, 15];
    const spread = countDropVariance('pass^k', 5, problems(rates, 20), () => 20)(0.05);
    const expected = direct(
      'pass^k',
      5,
      rates.map((c) => c / 20),
      20,
      0.05,
    );
    expect(spread.sampling).toBeLessThan(0);
    expect(spread.sampling).toBeCloseTo(expected.sampling, 9);
  });

  it("uses each problem's candidate n", () => {
    const at = (n: number) => countDropVariance('pass@k', 5, problems(COUNTS, 20), () => n)(0.03).sampling;
    const expected = direct(
      'pass@k',
      5,
      COUNTS.map((c) => c / 20),
      40,
      0.03,
    );
    expect(at(40)).toBeCloseTo(expected.sampling, 9);
    expect(at(40)).toBeLessThan(at(20));
  });

  it('leaves problems never or always solved where they are; past the largest drop, everything movable is at 0', () => {
    const spread = countDropVariance('pass@k', 5, problems([0, 20, 10], 20), () => 20);
    expect(spread(0)).toEqual({ sampling: 0, change: 0 });
    // Only the problem at 10/20 moves: its pass@5 of 1 - 0.5^5 is the whole largest drop, over 3 problems.
    const largest = (1 - 0.5 ** 5) / 3;
    const atLargest = spread(largest + 0.1);
    expect(atLargest.sampling).toBeCloseTo(-enumeratedVariance('pass@k', 5, 20, 0.5) / 3, 12);
    // One problem of three falls by 3 largest: the changes' variance is (3 largest)^2 / 3 - largest^2.
    expect(atLargest.change).toBeCloseTo(2 * largest * largest, 12);
    expect(spread.largest).toBeCloseTo(largest, 12);
  });

  it('at pass^k with k = n, where the problems that passed every sample hold the score, moves them too past the largest drop', () => {
    // pass^20 at n = 20: of problems in between, 19/20 gives 0.95^20 = 0.358 at most; the score is the 20/20 ones'.
    const counts = [20, 20, 20, 20, 19, 10, 0];
    const spread = countDropVariance('pass^k', 20, problems(counts, 20), () => 20);
    const inBetween = (0.95 ** 20 + 0.5 ** 20) / counts.length;
    expect(spread.largest).toBeCloseTo(inBetween, 12);
    const beyond = spread.beyond!;
    // Every problem at (c + 1/4) / (n + 1/2): the largest drop is the whole of that score.
    const smoothed = counts.map((c) => (c + 0.25) / 20.5);
    expect(beyond.largest).toBeCloseTo(smoothed.reduce((sum, p) => sum + p ** 20, 0) / counts.length, 12);
    const drop = 0.2;
    expect(drop).toBeGreaterThan(spread.largest);
    const expected = direct('pass^k', 20, smoothed, 20, drop);
    expect(beyond(drop).sampling).toBeCloseTo(expected.sampling, 9);
    expect(beyond(drop).change).toBeCloseTo(expected.change, 9);
  });
});

describe('dropVarianceOf', () => {
  it("keeps a pass rate's rise at k = 1 and for metrics not computed from counts", () => {
    const runs = problems(COUNTS, 20);
    expect(dropVarianceOf('pass@k', 1, runs, () => 20)).toBeUndefined();
    expect(dropVarianceOf('pass^k', 1, runs, () => 20)).toBeUndefined();
    expect(dropVarianceOf('n@k', 5, runs, () => 20)).toBeUndefined();
    expect(dropVarianceOf('pass-ratio@n', 1, runs, () => 20)).toBeUndefined();
    expect(dropVarianceOf('pass@k', 10, runs, () => 20)).toBeTypeOf('function');
  });

  it("takes the rates under the suite's prior when the candidate's problems, not the baseline's, have too few samples", () => {
    // pass@10 needs 20 samples for an unbiased sampling variance: the baseline has them, the candidate's 10 do not.
    const baseline = problems(COUNTS, 20);
    const recorded = [
      ...baseline,
      ...problems(
        COUNTS.map((c) => Math.round(c / 2)),
        10,
      ),
    ];
    const spread = dropVarianceOf('pass@k', 10, baseline, () => 10, recorded)!;
    const prior = suiteRatePrior('pass@k', recorded);
    expect(spread(0.05)).toEqual(countDropVariance('pass@k', 10, baseline, () => 10, prior)(0.05));
    expect(spread(0.05)).not.toEqual(countDropVariance('pass@k', 10, baseline, () => 10)(0.05));
  });
});

describe('countDropVariance.concentrated', () => {
  it('is the largest drop carried by fewer problems than the share: all of them when 3 alike move, none when 12 do', () => {
    // At c/n only the problems strictly between 0 and n move: alike, they carry the drop as that many problems.
    const three = countDropVariance('pass@k', 10, problems([5, 5, 5, ...Array<number>(37).fill(0)], 20), () => 20);
    expect(three.concentrated!(6 / 40)).toBe(three.largest);
    expect(three.concentrated!(3.5 / 40)).toBe(three.largest);
    expect(three.concentrated!(2.5 / 40)).toBe(0);
    const twelve = countDropVariance('pass@k', 10, problems([...Array<number>(12).fill(5), 20, 20], 20), () => 20);
    expect(twelve.concentrated!(6 / 14)).toBe(0);
  });

  it('where a drop spreads thinly over many problems first and reaches more only when large, is that large drop', () => {
    // 4 middling problems and 50 rarely solved (under a prior, never exactly 0): small drops fall thinly on all of
    // them, larger ones on the 4 alone until the 100 always solved start to move.
    const counts = [...Array<number>(100).fill(10), ...Array<number>(50).fill(0), 9, 8, 8, 3];
    const prior = { alpha: 0.0065, beta: 0.0124 };
    const spread = countDropVariance('pass@k', 10, problems(counts, 10), () => 20, prior);
    const drop = spread.concentrated!(6 / counts.length);
    // The effective number of problems the change at a drop falls on: P D^2 / (change + D^2).
    const effective = (d: number) => (counts.length * d * d) / (spread(d).change + d * d);
    expect(effective(drop * 0.9)).toBeLessThan(6);
    expect(effective(drop * 1.02)).toBeGreaterThanOrEqual(6);
    expect(effective(0.002)).toBeGreaterThan(6);
    expect(drop).toBeGreaterThan(0.02);
    // Found to well within one step of the grid it is first searched on (60 / 1200 of log-odds, a few % of D).
    expect(effective(drop * (1 - 1e-4))).toBeLessThan(6);
    expect(effective(drop * (1 + 1e-4))).toBeGreaterThanOrEqual(6);
  });
});
