import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../src/options.js';
import { compareRuns } from '../../src/report/compare.js';
import { inconclusiveReason, powerSentence } from '../../src/render/format.js';
import type { ProblemCounts } from '../../src/common/types.js';
import { A_BASE, A_CAND } from '../resample/data.js';
import { runOf } from '../simulation/population.js';

const greedy = (flip: (i: number) => boolean): ProblemCounts[] =>
  Array.from({ length: 164 }, (_, i) => ({ id: `p${i}`, n: 1, c: flip(i) ? 0 : i % 2 }));

describe('what the report says it can and cannot see', () => {
  it('identical temperature-0 runs: the floor in problems and points, never 0.0', () => {
    const runs = greedy(() => false);
    const report = compareRuns(runOf('a', runs), runOf('b', runs), DEFAULT_OPTIONS);
    expect(report.delta!.se).toBe(0);
    expect(report.delta!.power).toMatchObject({ limit: 'floor', floor_units: 6 });
    expect(powerSentence(report)).toBe(
      'This gate can flag a drop only once at least 6 of the 164 problems get worse and none better, 3.7 points ' +
        'or more; fewer cannot be told from run-to-run noise (164 problems, n = 1).',
    );
  });

  it('says how large a drop it catches 80% of the time, with the suite it is about', () => {
    const problems = (counts: number[]) => counts.map((c, i) => ({ id: `p${i}`, n: 20, c }));
    const report = compareRuns(runOf('a', problems(A_BASE)), runOf('b', problems(A_CAND)), DEFAULT_OPTIONS);
    expect(report.delta!.power.limit).toBe('noise');
    expect(powerSentence(report)).toBe(
      `This gate catches drops of ${(report.delta!.mde * 100).toFixed(1)} points or more 80% of the time ` +
        '(164 problems, n = 20).',
    );
  });

  it('says why 4 drops in 164 problems are inconclusive: the exact sign test cannot reach 95%', () => {
    const report = compareRuns(
      runOf(
        'a',
        greedy(() => false),
      ),
      runOf(
        'b',
        greedy((i) => i < 8 && i % 2 === 1),
      ),
      DEFAULT_OPTIONS,
    );
    expect(report.verdict).toBe('inconclusive');
    expect(report.delta!.p_exact).toBe(true);
    expect(report.delta!.p_value).toBe(0.125);
    expect(report.delta!.moved).toEqual({ worse: 4, better: 0 });
    expect(report.delta!.ci[1]).toBeLessThanOrEqual(0);
    // Whether or not the interval's upper end reaches 0, the few changed problems are the reason.
    expect(inconclusiveReason(report)).toBe(
      'only 4 problems changed, all 4 worse: too few to tell from run-to-run noise (exact sign test p = 0.125)',
    );
  });

  it('refuses fewer than 5 groups, saying why', () => {
    const problems = Array.from({ length: 40 }, (_, i) => ({ id: `p${i}`, n: 20, c: i % 20, group: `g${i % 4}` }));
    expect(() => compareRuns(runOf('a', problems), runOf('b', problems), DEFAULT_OPTIONS)).toThrow(
      /^b: only 4 groups of problems \(the results' group field\) are compared with a: .* fewer than 5 cannot estimate their spread/,
    );
  });

  it('resamples groups and names them in the power sentence', () => {
    const problems = (counts: number[]) => counts.map((c, i) => ({ id: `p${i}`, n: 20, c, group: `g${i % 20}` }));
    const report = compareRuns(runOf('a', problems(A_BASE)), runOf('b', problems(A_CAND)), DEFAULT_OPTIONS);
    expect(report.bootstrap).toMatchObject({ unit: 'cluster', units: 20 });
    expect(report.delta!.df).toBeLessThanOrEqual(19);
    expect(powerSentence(report)).toMatch(/\(20 groups of 164 problems, n = 20\)\.$/);
  });
});
