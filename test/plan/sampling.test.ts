// How a problem's estimate varies between runs, as a plan estimates it from the samples the problem had.
import { describe, expect, it } from 'vitest';
import type { GradedSample, ProblemCounts } from '../../src/common/types.js';
import { problemSampling, varianceEstimator } from '../../src/plan/sampling.js';

describe('problemSampling', () => {
  it('estimates the variance of pass@1 at n without bias: c (n0 - c) / (n0 (n0 - 1)) / n', () => {
    const sampling = problemSampling({ metric: 'pass@k', k: 1, submit: 1 });
    const problem = { id: 'p', n: 10, c: 3 };
    // 3 * 7 / (10 * 9) = 0.2333..., not the plug-in 0.3 * 0.7 = 0.21.
    expect(sampling(problem, 1, 0).variance).toBeCloseTo(21 / 90, 12);
    expect(sampling(problem, 5, 0).variance).toBeCloseTo(21 / 90 / 5, 12);
    expect(sampling({ id: 'q', n: 10, c: 10 }, 5, 0).variance).toBe(0);
  });

  it('takes the rest of the moments at the plug-in rate c / n0', () => {
    const sampling = problemSampling({ metric: 'pass@k', k: 1, submit: 1 });
    // One sample passing with p = 0.3: two runs differ with 1 - (0.3^2 + 0.7^2) = 0.42, and then by 1.
    const one = sampling({ id: 'p', n: 10, c: 3 }, 1, 0);
    expect(one.changeProbability).toBeCloseTo(0.42, 12);
    expect(one.meanAbsoluteDifference).toBeCloseTo(0.42, 12);
  });

  it('computes each (n0, c, n) once, whatever the problem', () => {
    const sampling = problemSampling({ metric: 'pass^k', k: 2, submit: 1 });
    const first = sampling({ id: 'a', n: 10, c: 4 }, 6, 0);
    expect(sampling({ id: 'b', n: 10, c: 4 }, 6, 3)).toBe(first);
    expect(sampling({ id: 'a', n: 10, c: 4 }, 7, 0)).not.toBe(first);
  });

  it("estimates pass-ratio@n from each sample's share of tests: s^2 / n", () => {
    const sampling = problemSampling({ metric: 'pass-ratio@n', k: 1, submit: 1 });
    const samples: GradedSample[] = [
      { pass: true, tests_passed: 1, tests_total: 1 },
      { pass: false, tests_passed: 0, tests_total: 1 },
    ];
    // Shares 1 and 0: the unbiased variance of the two is 0.5.
    expect(sampling({ id: 'p', n: 2, c: 1, samples }, 4, 0).variance).toBeCloseTo(0.125, 12);
  });

  it('simulates n@k, seeded by n and the stream, so a figure does not depend on what was computed before', () => {
    const sampling = problemSampling({ metric: 'n@k', k: 2, submit: 1 });
    const samples: GradedSample[] = Array.from({ length: 8 }, (_, i) => ({ pass: i % 3 === 0, score: i / 8 }));
    const problem: ProblemCounts = { id: 'p', n: 8, c: 3, samples };
    const first = sampling(problem, 4, 1);
    sampling(problem, 4, 2);
    sampling(problem, 6, 1);
    expect(problemSampling({ metric: 'n@k', k: 2, submit: 1 })(problem, 4, 1)).toEqual(first);
    expect(sampling(problem, 4, 1)).toEqual(first);
    expect(sampling(problem, 4, 2)).not.toEqual(first);
    expect(first.variance).toBeGreaterThan(0);
    // Every sample passing: every simulated run scores 1.
    const all = samples.map((s) => ({ ...s, pass: true }));
    expect(sampling({ id: 'q', n: 8, c: 8, samples: all }, 4, 1).variance).toBe(0);
  });
});

describe('varianceEstimator', () => {
  const problems = (...ns: number[]) => ns.map((n, i) => ({ id: `p${i}`, n, c: 0 }));

  it('is unbiased for pass@k and pass^k when every problem had at least 2k samples, else plug-in', () => {
    expect(varianceEstimator('pass@k', 1, problems(2, 10))).toBe('unbiased');
    expect(varianceEstimator('pass@k', 3, problems(6, 10))).toBe('unbiased');
    expect(varianceEstimator('pass^k', 3, problems(6, 5))).toBe('plug-in');
    expect(varianceEstimator('pass@k', 1, problems(1))).toBe('plug-in');
  });

  it('is simulated for n@k and unbiased for pass-ratio@n, whatever the samples', () => {
    expect(varianceEstimator('n@k', 1, problems(1))).toBe('simulated');
    expect(varianceEstimator('pass-ratio@n', 1, problems(1))).toBe('unbiased');
  });
});
