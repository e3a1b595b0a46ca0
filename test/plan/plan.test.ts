import { describe, expect, it } from 'vitest';
import type { RunResults } from '../../src/common/types.js';
import { InputError } from '../../src/common/errors.js';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { FLAG_HINTS } from '../../src/common/hints.js';
import { planEval, type PlanOptions } from '../../src/plan/plan.js';
import { suiteRatePrior } from '../../src/power/group-prior.js';
import { compareRuns } from '../support/comparisons.js';
import { problems as problemsOf, run } from '../support/runs.js';
import { readExample } from './examples.js';

const baseline = await readExample('baseline.json');
const candidate = await readExample('candidate.json');
const scoredBaseline = await readExample('scored-baseline.json');
const scoredCandidate = await readExample('scored-candidate.json');

const options = (extra: Partial<PlanOptions> = {}): PlanOptions => ({ ...DEFAULT_OPTIONS, submit: 1, ...extra });
const runOf = (source: string, cs: readonly number[], n: number): RunResults => run(source, problemsOf(cs, n));
const rowAt = (plan: ReturnType<typeof planEval>, n: number) => plan.rows.find((row) => row.n === n)!;

/** The same run with its problems in `size` groups, by position. */
function grouped(run: RunResults, size: number): RunResults {
  return { ...run, problems: run.problems.map((p, i) => ({ ...p, group: `g${Math.floor(i / size)}` })) };
}

describe("planEval at the runs' own n", () => {
  it('predicts the standard error the gate computes from the candidate comparison, and its power sentence', () => {
    for (const [base, cand, extra] of [
      [baseline, candidate, {}],
      [baseline, candidate, { k: 10 }],
      [baseline, candidate, { metric: 'pass^k', k: 5 }],
      [baseline, candidate, { margin: 0.02 }],
      [scoredBaseline, scoredCandidate, { metric: 'pass-ratio@n' }],
      [grouped(baseline, 2), grouped(candidate, 2), {}],
      [grouped(baseline, 4), grouped(candidate, 4), { k: 10 }],
    ] as const) {
      const planned = options(extra);
      const plan = planEval(base, cand, planned);
      const row = rowAt(plan, 20);
      const gate = compareRuns(base, cand, { ...DEFAULT_OPTIONS, ...planned }).delta!;
      expect(plan.variance.problem_variance_raw).toBeGreaterThan(0);
      expect(row.se).toBeCloseTo(gate.se, 12);
      // The degrees of freedom are compare's, estimated from the data. Over groups both simulate the figure from
      // the baseline's pass rates with the same seed (item 6 of How the gate decides).
      expect(row.df, JSON.stringify(extra)).toBeCloseTo(gate.df, 9);
      expect(row.drop, JSON.stringify(extra)).toBeCloseTo(gate.mde, 9);
    }
  });

  it("is compare's power figure at pass@k and pass^k past k = 1, where the drop's own spread widens both", () => {
    for (const extra of [
      { k: 5 },
      { k: 10 },
      { k: 20 },
      { metric: 'pass^k', k: 2 },
      { metric: 'pass^k', k: 5 },
    ] as const) {
      const planned = options(extra);
      const row = rowAt(planEval(baseline, candidate, planned), 20);
      const gate = compareRuns(baseline, candidate, { ...DEFAULT_OPTIONS, ...planned });
      expect(row.drop, JSON.stringify(extra)).toBeCloseTo(gate.delta!.mde, 12);
    }
  });

  it('predicts more noise than the comparison showed when its differences vary less than sampling predicts', () => {
    // In groups of 8 the cluster-robust standard error of this pair (21 groups) happens to come out small.
    const [base, cand] = [grouped(baseline, 8), grouped(candidate, 8)];
    const plan = planEval(base, cand, options());
    expect(plan.baseline).toMatchObject({ units: 21, unit: 'cluster' });
    expect(plan.variance.problem_variance_raw).toBeLessThan(0);
    expect(rowAt(plan, 20).se).toBeGreaterThan(compareRuns(base, cand, DEFAULT_OPTIONS).delta!.se);
  });

  it("says which row is the baseline's n, and adds it when the plan does not show it", () => {
    expect(
      planEval(baseline, undefined, options())
        .rows.filter((r) => r.baseline_n)
        .map((r) => r.n),
    ).toEqual([20]);
    const sixteen = { ...baseline, problems: baseline.problems.map((p) => ({ ...p, n: 16, c: Math.min(p.c, 16) })) };
    expect(planEval(sixteen, undefined, options()).rows.map((r) => r.n)).toEqual([1, 2, 5, 10, 16, 20, 50, 100, 200]);
    expect(planEval(baseline, undefined, options({ k: 10 })).rows.map((r) => r.n)).toEqual([10, 20, 50, 100, 200]);
  });
});

describe('planEval without a candidate', () => {
  const plan = planEval(baseline, undefined, options());

  it("takes the sampling part as twice each problem's unbiased pass@1 variance, c (m - c) / (m (m - 1)) / n", () => {
    for (const n of [1, 5, 20, 200]) {
      let sum = 0;
      for (const { n: m, c } of baseline.problems) sum += (2 * c * (m - c)) / (m * (m - 1)) / n;
      const row = rowAt(plan, n);
      expect(row.sampling_variance).toBeCloseTo(sum / baseline.problems.length, 14);
      expect(row.se).toBeCloseTo(Math.sqrt(sum) / baseline.problems.length, 14);
      expect(row.problem_variance).toBe(0);
      expect(row.completions).toEqual({ per_run: 164 * n, both_runs: 328 * n });
    }
    expect(plan.variance).toEqual({
      estimator: 'unbiased',
      problem_variance: 0,
      problem_variance_from: 'assumed-zero',
      problem_variance_raw: null,
      one_sample: null,
    });
    expect(plan.candidate).toBeNull();
    expect(plan.over).toBe('samples');
    expect(plan.more_samples).toBeNull();
    expect(plan.rows.every((row) => row.problems === 164)).toBe(true);
  });

  it('catches smaller drops with more samples, at a cost that grows with n', () => {
    for (let i = 1; i < plan.rows.length; i++) {
      expect(plan.rows[i]!.drop).toBeLessThan(plan.rows[i - 1]!.drop);
      expect(plan.rows[i]!.completions.per_run).toBeGreaterThan(plan.rows[i - 1]!.completions.per_run);
    }
    // With nothing but sampling noise the drop keeps falling about as 1/sqrt(n).
    expect(rowAt(plan, 200).drop / rowAt(plan, 50).drop).toBeCloseTo(0.5, 1);
  });
});

describe('planEval with a candidate', () => {
  const plan = planEval(baseline, candidate, options());

  it("measures the problem-to-problem part as the differences' variance less their sampling part", () => {
    const P = baseline.problems.length;
    const d = baseline.problems.map((b, i) => (candidate.problems[i]!.c - b.c) / b.n);
    const mean = d.reduce((a, b) => a + b, 0) / P;
    const variance = d.reduce((a, b) => a + (b - mean) ** 2, 0) / (P - 1);
    let sampling = 0;
    baseline.problems.forEach((b, i) => {
      const c = candidate.problems[i]!;
      sampling += (b.c * (b.n - b.c)) / (b.n * (b.n - 1)) / b.n + (c.c * (c.n - c.c)) / (c.n * (c.n - 1)) / c.n;
    });
    expect(plan.variance.problem_variance_raw).toBeCloseTo(variance - sampling / P, 14);
    expect(plan.variance.problem_variance).toBe(plan.variance.problem_variance_raw);
    expect(plan.variance.problem_variance_from).toBe('candidate');
    expect(plan.candidate).toEqual({
      source: candidate.source,
      name: 'acme/coder-7b@v1.4-rl',
      model: 'acme/coder-7b@v1.4-rl',
      problems: 164,
    });
  });

  it('levels off: more samples cannot remove the problem-to-problem part', () => {
    for (const row of plan.rows) {
      expect(row.se ** 2).toBeCloseTo((row.sampling_variance! + row.problem_variance!) / 164, 15);
    }
    const floorSe = Math.sqrt(plan.variance.problem_variance! / 164);
    expect(rowAt(plan, 200).se).toBeGreaterThan(floorSe);
    expect(rowAt(plan, 200).drop).toBeGreaterThan(2.8 * floorSe);
    expect(rowAt(plan, 200).drop / rowAt(plan, 50).drop).toBeGreaterThan(0.75);
  });

  it('floors at 0, and says so, when the differences vary less than sampling predicts', () => {
    const same = planEval(baseline, { ...baseline, source: 'again.json' }, options());
    expect(same.variance.problem_variance_raw).toBeLessThan(0);
    expect(same.variance.problem_variance).toBe(0);
    expect(same.notes.join(' ')).toMatch(/vary less than sampling alone predicts/);
    // In points², the unit of the variances the report gives beside it.
    const by = same.notes.join(' ').match(/predicts \(by ([\d.]+) points² per problem\)/)!;
    expect(Number(by[1])).toBeCloseTo(-same.variance.problem_variance_raw! * 10000, 1);
  });

  it('plans for the problems both runs have, and says how many were left out', () => {
    const fewer = { ...candidate, problems: candidate.problems.slice(10) };
    const partial = planEval(baseline, fewer, options());
    expect(partial.baseline.problems).toBe(154);
    expect(partial.notes).toContain('planned for the 154 problems both runs have; left out 10 only in the baseline');
    const one = planEval(baseline, { ...candidate, problems: candidate.problems.slice(1) }, options());
    expect(one.notes).toContain('planned for the 163 problems both runs have; left out 1 only in the baseline');
  });
});

/**
 * A greedy decode repeated 10 times (each problem passes all or none of its samples but the `varying` few, the
 * same in both runs) against a candidate that breaks 9 problems it passed, 8 wholly and one to `last` of 10: a
 * drop of about 5 points concentrated on few problems, as a fine-tune that breaks some makes.
 */
function repeatedGreedy(varying: readonly number[], last = 8): { base: RunResults; cand: RunResults } {
  const cs = [...Array<number>(105).fill(10), ...Array<number>(59 - varying.length).fill(0), ...varying];
  const broken = cs.map((c, i) => (i < 8 ? 0 : i === 8 ? last : c));
  return { base: runOf('greedy-x10.json', cs, 10), cand: runOf('broken-x10.json', broken, 10) };
}

describe('planEval on a change concentrated on a few problems', () => {
  it("carries the change's shape to every n: the drop never rises with n, and is compare's at the runs' own", () => {
    const { base, cand } = repeatedGreedy([9, 8, 8, 3]);
    const plan = planEval(base, cand, options());
    const gate = compareRuns(base, cand, DEFAULT_OPTIONS).delta!;
    expect(rowAt(plan, 10).df).toBeCloseTo(gate.df, 9);
    expect(rowAt(plan, 10).drop).toBeCloseTo(gate.mde, 9);
    // The comparison's degrees of freedom are few (the SE rests on 9 problems); a row that took the change as
    // normal had about 160, and a smaller drop at n = 5 than at the runs' own n = 10.
    expect(gate.df).toBeLessThan(40);
    for (let i = 1; i < plan.rows.length; i++) {
      const [before, after] = [plan.rows[i - 1]!, plan.rows[i]!];
      expect(after.drop, `n = ${before.n} to ${after.n}`).toBeLessThanOrEqual(before.drop + 1e-12);
    }
    // Sampling noise, more nearly normal, adds a few at small n; past the runs' own n the change is all there is.
    for (const row of plan.rows) expect(row.df, `n = ${row.n}`).toBeLessThan(row.n < 10 ? 60 : gate.df + 1e-9);
  });

  it('gives every row the degrees of freedom of the changed problems when nothing varies by sampling', () => {
    const { base, cand } = repeatedGreedy([], 0);
    const plan = planEval(base, cand, options());
    // Satterthwaite's df of 9 differences of -1 among 164: 2 (G - 1) V^2 / (G sum r^4 - V^2) about their mean.
    const d = cand.problems.map((p, i) => (p.c - base.problems[i]!.c) / 10);
    const mean = d.reduce((a, b) => a + b, 0) / d.length;
    const squares = d.reduce((a, b) => a + (b - mean) ** 2, 0);
    const fourth = d.reduce((a, b) => a + (b - mean) ** 4, 0);
    const df = (2 * 163 * squares ** 2) / (164 * fourth - squares ** 2);
    // About 2 per problem that changed, as `changedUnitsDegreesOfFreedom` says.
    expect(df).toBeCloseTo(21.3, 1);
    for (const row of plan.rows) {
      expect(row.sampling_variance).toBe(0);
      expect(row.df, `n = ${row.n}`).toBeCloseTo(df, 9);
    }
    for (let i = 1; i < plan.rows.length; i++) {
      expect(plan.rows[i]!.drop).toBeLessThanOrEqual(plan.rows[i - 1]!.drop + 1e-12);
    }
  });

  it('without the candidate, plans a drop at most what the comparison with it catches: a bound, at best', () => {
    const { base, cand } = repeatedGreedy([9, 8, 8, 3]);
    const alone = planEval(base, undefined, options());
    expect(alone.variance.problem_variance_from).toBe('assumed-zero');
    expect(rowAt(alone, 10).drop).toBeLessThan(compareRuns(base, cand, DEFAULT_OPTIONS).delta!.mde / 2);
  });
});

describe('planEval on a baseline whose problems never vary', () => {
  it("floors the drop where the gate does: at the least change one sample makes at n, not a whole problem's", () => {
    // 100 problems at 10/10: a drop shows only as samples that fail. The gate blocks 6 problems at 9/10 (0.6
    // points) and not 5, so the plan at n = 10 must say 0.6 points, and 1/n of a problem per failure at each n.
    const base = runOf('perfect.json', new Array<number>(100).fill(10), 10);
    const failing = (m: number) =>
      runOf(
        `failing-${m}.json`,
        Array.from({ length: 100 }, (_, i) => (i < m ? 9 : 10)),
        10,
      );
    expect(compareRuns(base, failing(6)).verdict).toBe('regression');
    expect(compareRuns(base, failing(5)).verdict).not.toBe('regression');
    const plan = planEval(base, undefined, options());
    for (const n of [10, 200]) expect(rowAt(plan, n).drop, `n = ${n}`).toBeCloseTo(6 / n / 100, 12);
    // With problems at 0/10 too, each row is compare's power figure on two such runs.
    const mixed = runOf('mixed.json', [...new Array<number>(100).fill(10), ...new Array<number>(64).fill(0)], 10);
    expect(rowAt(planEval(mixed, undefined, options()), 10).drop).toBeCloseTo(compareRuns(mixed, mixed).delta!.mde, 12);
  });
});

describe('the note on a plug-in variance', () => {
  const plugIn = (plan: ReturnType<typeof planEval>) => plan.notes.find((note) => note.includes('2k = 40'))!;

  it("takes the variance of tasks with fewer than 2k trials at the suite's spread of rates, not their own c/n", () => {
    // pass^2 from 2 trials: at its own rate c/n, a task at 0/2 or 2/2 would be planned never to vary, at any n.
    const trials = runOf('agent.json', [0, 2, 0, 2, 0, 2, 0, 2, 0, 2, 1, 1], 2);
    // By moments, by hand: rates x = 0 and 1 five times each, 0.5 twice; their spread about 0.5 over 11 is 2.5 / 11,
    // less the binomial part, the mean of x(1 - x) / (n - 1), 0.5 / 12: tau^2 = 0.185606...; V, the mean of
    // x(1 - x) n / (n - 1), is 1 / 12, so a = V / tau^2 = 0.448979...; the pooled rate (12 + 0.5) / (24 + 1) = 0.5.
    const prior = suiteRatePrior('pass^k', trials.problems)!;
    expect(prior.alpha).toBeCloseTo(0.2244897959183673, 12);
    expect(prior.beta).toBeCloseTo(0.2244897959183673, 12);
    const plan = planEval(trials, undefined, options({ metric: 'pass^k', k: 2 }));
    expect(plan.variance.estimator).toBe('empirical-bayes');
    const ones = runOf('agent-ones.json', [1, 1, 1, 1, 1, 1], 2);
    for (const row of plan.rows) {
      const varying = rowAt(planEval(ones, undefined, options({ metric: 'pass^k', k: 2 })), row.n).sampling_variance!;
      // More than the 2 tasks at 1/2 alone would give: the 10 at 0/2 and 2/2 vary too.
      expect(row.sampling_variance!, `n = ${row.n}`).toBeGreaterThan((2 * varying) / 12);
    }
    expect(plan.notes.find((note) => note.includes('2k = 4'))).toContain(
      "theirs is taken at the suite's spread of rates (a beta prior fitted to the problems' rates",
    );
  });

  it('says every problem has fewer than 2k samples when all do, else how many', () => {
    // Every problem of the example has 20 samples: k = 20 needs 40.
    expect(baseline.problems.every((p) => p.n === 20)).toBe(true);
    expect(plugIn(planEval(baseline, undefined, options({ k: 20 })))).toContain(
      'needs 2k = 40 samples per problem and every problem has fewer:',
    );
    const some = { ...baseline, problems: baseline.problems.map((p, i) => (i < 100 ? { ...p, n: 40 } : p)) };
    expect(plugIn(planEval(some, undefined, options({ k: 20 })))).toContain(
      'needs 2k = 40 samples per problem and 64 of the 164 problems have fewer:',
    );
    expect(plugIn(planEval(some, candidate, options({ k: 20 })))).toContain(
      "needs 2k = 40 samples per problem and 64 of the baseline's 164 problems and 164 of the candidate's have fewer:",
    );
    expect(plugIn(planEval(baseline, candidate, options({ k: 20 })))).toContain('and every problem has fewer:');
    // With one sample a problem, no spread of rates can be fitted: the plug-in, and its note.
    const single = runOf('greedy.json', [0, 1, 1, 0, 1, 0, 1, 1], 1);
    expect(suiteRatePrior('pass@k', single.problems)).toBeUndefined();
  });
});

describe("the baseline's score", () => {
  it("is compare's baseline value at k on the planned problems", () => {
    for (const extra of [{}, { k: 5 }, { metric: 'pass^k', k: 3 }] as const) {
      const planned = options(extra);
      const gate = compareRuns(baseline, candidate, { ...DEFAULT_OPTIONS, ...planned });
      expect(planEval(baseline, candidate, planned).baseline.value).toBeCloseTo(gate.baseline.value!, 14);
    }
  });
});

describe('planEval --target', () => {
  const plain = planEval(baseline, undefined, options());

  it('finds the smallest n that catches the target', () => {
    const target = (rowAt(plain, 20).drop + rowAt(plain, 10).drop) / 2;
    const plan = planEval(baseline, undefined, options({ target }));
    const n = plan.target!.n!;
    expect(n).toBeGreaterThan(10);
    expect(n).toBeLessThan(20);
    // n catches it and n - 1 does not.
    const around = planEval(baseline, undefined, options({ samples: [n - 1, n] })).rows;
    expect(around.map((row) => row.n)).toEqual([n - 1, n, 20]);
    expect(around[0]!.drop).toBeGreaterThan(target);
    expect(around[1]!.drop).toBeLessThanOrEqual(target);
    expect(plan.target!.completions).toEqual({ per_run: 164 * n, both_runs: 328 * n });
    expect(plan.target!.problems).toEqual([]);
    expect(planEval(baseline, undefined, options({ target: 0.5 })).target!.n).toBe(1);
    // A target already met at the fewest samples k needs: n = k, not 1.
    expect(planEval(baseline, undefined, options({ target: 0.5, k: 5 })).target!.n).toBe(5);
  });

  it("when no n is enough, gives the problems needed at the largest n and at the baseline's", () => {
    const target = rowAt(plain, 200).drop / 2;
    const plan = planEval(baseline, undefined, options({ target }));
    expect(plan.target!.n).toBeNull();
    const [largest, own] = plan.target!.problems;
    expect(largest!.n).toBe(200);
    expect(own!.n).toBe(20);
    // Half the drop takes about four times the problems (a little more: t quantiles, the drop's own variance).
    expect(largest!.problems! / 164).toBeGreaterThan(3.5);
    expect(largest!.problems! / 164).toBeLessThan(4.5);
    expect(own!.problems!).toBeGreaterThan(largest!.problems! * 5);
    expect(largest!.completions).toEqual({ per_run: largest!.problems! * 200, both_runs: largest!.problems! * 400 });
  });

  it('sizes no suite in problems when told not to (compare reads only the n), and keeps the n', () => {
    for (const target of [rowAt(plain, 200).drop / 2, (rowAt(plain, 20).drop + rowAt(plain, 10).drop) / 2]) {
      const sized = planEval(baseline, undefined, options({ target }));
      const unsized = planEval(baseline, undefined, options({ target, sizeSuites: false }));
      expect(unsized.target!.problems).toEqual([]);
      expect(unsized.target!.n).toBe(sized.target!.n);
      expect(unsized.rows).toEqual(sized.rows);
    }
  });

  it("sizes a suite at the baseline's n only when it takes a larger n: none when that n catches it, one at n = k", () => {
    const own = planEval(baseline, undefined, options({ target: rowAt(plain, 20).drop }));
    expect(own.target!.n).toBe(20);
    expect(own.target!.problems).toEqual([]);
    // k = 20, the baseline's n: a suite at n = 20 is one pass@20 can be estimated on.
    const atK = planEval(baseline, undefined, options({ k: 20 }));
    const target = (rowAt(atK, 20).drop + rowAt(atK, 50).drop) / 2;
    const sized = planEval(baseline, undefined, options({ k: 20, target }));
    expect(sized.target!.n).toBeGreaterThan(20);
    expect(sized.target!.problems.map((option) => option.n)).toEqual([20]);
    expect(sized.target!.problems[0]!.problems).toBeGreaterThan(164);
  });

  it('says no suite catches a drop within the margin', () => {
    const plan = planEval(baseline, undefined, options({ margin: 0.02, target: 0.015 }));
    expect(plan.target!.n).toBeNull();
    expect(plan.target!.problems.map((p) => p.problems)).toEqual([null, null]);
  });
});

describe('planEval on n@k', () => {
  it('is repeatable and, at 1@1, close to pass@1 (a plug-in, slightly low)', () => {
    const byScore = planEval(scoredBaseline, undefined, options({ metric: 'n@k' }));
    expect(planEval(scoredBaseline, undefined, options({ metric: 'n@k' }))).toEqual(byScore);
    const oracle = planEval(scoredBaseline, undefined, options());
    for (const n of [1, 5, 20, 200]) {
      const ratio = rowAt(byScore, n).se / rowAt(oracle, n).se;
      expect(ratio).toBeGreaterThan(0.93);
      expect(ratio).toBeLessThan(1.01);
    }
    expect(byScore.variance.estimator).toBe('simulated');
    expect(byScore.submit).toBe(1);
    expect(byScore.notes.join(' ')).toMatch(/plug-in/);
    // Two simulated n@k plans take about 2 s alone; more than vitest's 5 s default on a busy machine.
  }, 30_000);
});

describe('planEval refuses what it cannot plan', () => {
  const refusal = (run: RunResults, other: RunResults | undefined, extra: Partial<PlanOptions> = {}) => {
    try {
      planEval(run, other, options(extra));
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      return (error as Error).message;
    }
    throw new Error('planned');
  };

  it('names too few problems or groups, and a k no planned n reaches', () => {
    expect(refusal({ ...baseline, problems: baseline.problems.slice(0, 5) }, undefined)).toMatch(
      /only 5 problems: .* needs at least 6/,
    );
    expect(refusal(grouped(baseline, 40), undefined)).toMatch(/only 5 groups|fewer than 5/);
    expect(refusal(grouped(baseline, 41), undefined)).toMatch(/only 4 groups of problems/);
    expect(refusal(baseline, undefined, { k: 300 })).toMatch(/--k 300: no planned n reaches it/);
  });

  it("refuses a k above some problem's samples as compare does, not with an internal error", () => {
    const short = { ...baseline, problems: baseline.problems.map((p, i) => (i === 7 ? { ...p, n: 3, c: 1 } : p)) };
    expect(refusal(short, undefined, { k: 5 })).toMatch(
      /: 1 problem has fewer samples than k = 5 \(smallest n = 3\): .*; pass@5 cannot be estimated from fewer than 5 samples, so use a smaller k or generate more samples$/,
    );
  });

  it('refuses a k above the samples of every problem with a --target, not with an internal error', () => {
    expect(refusal(baseline, undefined, { k: 50, target: 0.05 })).toMatch(
      /: 164 problems have fewer samples than k = 50 \(smallest n = 20\): .*; pass@50 cannot be estimated from fewer than 50 samples/,
    );
  });

  it('names the largest k the samples allow, as compare does, in the flags of its caller', () => {
    const short = { ...baseline, problems: baseline.problems.map((p, i) => (i === 7 ? { ...p, n: 6, c: 1 } : p)) };
    const fix = (b: RunResults, c: RunResults | undefined, k: number) =>
      refusal(b, c, { k, hints: FLAG_HINTS }).replace(/.*cannot be estimated from fewer than \d+ samples, /, '');
    expect(fix(short, undefined, 7)).toBe('so use --k 6 or generate more samples');
    expect(fix(baseline, undefined, 25)).toBe('so use --k 20 or generate more samples');
    // With a candidate, the fewest samples of either run: here the candidate's.
    expect(fix(baseline, { ...candidate, problems: short.problems }, 7)).toBe('so use --k 6 or generate more samples');
  });

  it('suggests a target bound that is itself accepted: 5/12 = 0.41666... gives 0.416, not 0.417', () => {
    const run5of12 = run('b.json', problemsOf([1, 1, 1, 1, 1, 0], 2));
    expect(refusal(run5of12, undefined, { target: 0.5 })).toMatch(/; set a target at most 0\.416$/);
    expect(() => planEval(run5of12, undefined, options({ target: 0.416 }))).not.toThrow();
    expect(refusal(run5of12, undefined, { target: 0.417 })).toMatch(/no drop that large can happen/);
  });

  it('takes the whole score as a target where the summed score lands a rounding under it', () => {
    // 10 problems at 3 of 5: pass@1 is 60%, which summing 0.6 ten times puts one ulp below.
    const run3of5 = run('b.json', problemsOf(Array<number>(10).fill(3), 5));
    expect(() => planEval(run3of5, undefined, options({ target: 0.6 }))).not.toThrow();
    expect(refusal(run3of5, undefined, { target: 0.61 })).toMatch(/; set a target at most 0\.6$/);
  });

  it('refuses too few problems or groups in the words compare uses, for any n', () => {
    const source = baseline.source;
    expect(refusal({ ...baseline, problems: baseline.problems.slice(0, 5) }, undefined)).toBe(
      `${source}: only 5 problems: even with every one worse, the sign-flip test's smallest p-value is ` +
        '2/2^5 = 0.0625, not below 1 - confidence = 0.05, so the gate could never fail, at any n; confidence 0.95 ' +
        'needs at least 6 problems: compare more problems, or use a confidence of 0.9, the highest round confidence at ' +
        'which 5 problems can show a change',
    );
    expect(refusal(grouped(baseline, 41), undefined)).toBe(
      `${source}: only 4 groups of problems (the results' group field): resampling and the cluster-robust ` +
        'standard error treat each group as one observation, and fewer than 5 cannot estimate their spread, at ' +
        'any n; compare at least 5 groups, or drop the group field to treat problems as independent',
    );
  });

  it("refuses a margin at or above the baseline's score as compare does, and a target above it", () => {
    // At most one pass in 20 per problem: pass@1 is the passing problems' count over 164 x 20, a few points.
    const weak = { ...baseline, problems: baseline.problems.map((p) => ({ ...p, c: Math.min(p.c, 1) })) };
    const score = weak.problems.reduce((sum, p) => sum + p.c / p.n, 0) / weak.problems.length;
    expect(score).toBeGreaterThan(0.01);
    // At the score exactly, as compare sums it (its baseline value, which the plan's is: tested above).
    const value = planEval(weak, undefined, options()).baseline.value;
    expect(value).toBeCloseTo(score, 12);
    for (const margin of [value, score + 0.01]) {
      let compared = '';
      try {
        compareRuns(weak, weak, { ...DEFAULT_OPTIONS, margin });
      } catch (error) {
        compared = (error as Error).message;
      }
      expect(compared).toMatch(/can fall by at most .* the gate could never fail/);
      expect(refusal(weak, undefined, { margin })).toBe(compared);
    }
    expect(refusal(weak, undefined, { target: score + 0.005 })).toBe(
      `${weak.source}: the baseline's pass@1 is ${(score * 100).toFixed(1)}%, so the candidate can fall by at most ` +
        `${(score * 100).toFixed(1)} points, not by a target of ${((score + 0.005) * 100).toFixed(1)} points: no ` +
        `drop that large can happen; set a target at most ${Math.floor(score * 1e4) / 1e4}`,
    );
    // A drop of the whole score (the candidate at 0) can happen; a margin below it can be passed.
    expect(() => planEval(weak, undefined, options({ margin: score - 0.005, target: score }))).not.toThrow();
    // Nothing can fall below a baseline at 0: the plan says so, as compare's report does, and a target is refused.
    const none = { ...baseline, problems: baseline.problems.map((p) => ({ ...p, c: 0 })) };
    expect(() => planEval(none, undefined, options({ margin: 0.1 }))).not.toThrow();
    expect(refusal(none, undefined, { target: 0.05 })).toBe(
      `${none.source}: the baseline's pass@1 is 0.0%, so the candidate cannot fall at all, not by a target of 5.0 ` +
        'points: no drop that large can happen; plan without --target',
    );
    // One pass in 164 x 20 samples, 1/3280 = 0.000304878...: a score above 0 takes a target, however small.
    const rare = { ...baseline, problems: baseline.problems.map((p, i) => ({ ...p, c: i === 0 ? 1 : 0 })) };
    expect(refusal(rare, undefined, { target: 0.05 })).toMatch(/; set a target at most 0\.000304$/);
  });

  it('refuses a candidate at other decoding settings, or without the samples the metric needs', () => {
    const hotter = { ...candidate, config: { ...candidate.config, temperature: 0.2 } };
    expect(refusal(baseline, hotter)).toMatch(/config temperature differs: .*give a candidate run at the baseline's/);
    // A temperature no run records is unknown, not equal: given for the candidate, with the baseline's value.
    const { temperature, ...untold } = candidate.config;
    expect(temperature).toBe(0.8);
    expect(refusal(baseline, { ...candidate, config: untold })).toMatch(
      /candidate\.json: config temperature: not recorded by the candidate \(baseline 0\.8\); give it for the candidate, since a candidate at an unknown temperature/,
    );
    // The fix is data, which the CLI writes as the command to run: each lacking side's whole config.
    const fixOf = (run: RunResults, other: RunResults) => {
      try {
        planEval(run, other, options());
      } catch (error) {
        return (error as InputError).fix;
      }
      throw new Error('planned');
    };
    expect(fixOf(baseline, { ...candidate, config: untold })).toEqual({ 'candidate-config': 'temperature=0.8' });
    const given = { top_k: 40 };
    const bothUntold = (run: RunResults, config: object) => ({ ...run, config: { ...untold, ...config } });
    expect(
      fixOf(bothUntold(baseline, {}), { ...bothUntold(candidate, given), configSources: { top_k: 'user' } }),
    ).toEqual({ 'baseline-config': 'temperature=', 'candidate-config': 'top_k=40,temperature=' });
    // Passes judged by other tests, as compare refuses them (human-eval's base tests against evalplus's plus).
    const judged = (format: string) => ({ format, criterion: 'plus', dataset: 'humaneval' });
    const plus = { ...candidate, judgement: judged('evalplus') };
    expect(refusal({ ...baseline, judgement: judged('humaneval') }, plus)).toMatch(
      /candidate\.json: passes were judged differently \(harness differs\): .*so its changes cannot size the problem-to-problem variation; give a candidate run judged as the baseline is$/,
    );
    expect(() => planEval({ ...baseline, judgement: judged('evalplus') }, plus, options())).not.toThrow();
    // n may differ: it is what the plan varies.
    const fewer = { ...candidate, config: { ...candidate.config, n: 10 } };
    expect(() => planEval(baseline, fewer, options())).not.toThrow();
    expect(refusal(baseline, undefined, { metric: 'n@k' })).toMatch(/no samples in the file, only n and c/);
    // Its problems' variance at n cannot be estimated from one sample, while the baseline's can: no plan over n.
    const once = { ...candidate, problems: candidate.problems.map((p, i) => (i < 2 ? { ...p, n: 1, c: 1 } : p)) };
    expect(refusal(baseline, once)).toMatch(
      /candidate\.json: the candidate has only one sample of 2 problems \(HumanEval\/0, HumanEval\/1\): .*so --candidate needs at least 2 samples per problem .*or plan without --candidate$/,
    );
    const greedy = { ...candidate, problems: candidate.problems.map((p) => ({ ...p, n: 1, c: Math.min(p.c, 1) })) };
    expect(refusal(baseline, greedy)).toMatch(/the candidate has only one sample of each of its 164 problems \(/);
    const single = { ...candidate, problems: [{ ...candidate.problems[0]!, n: 1, c: 1 }] };
    expect(refusal(baseline, single)).toMatch(
      /candidate\.json: the candidate has only one sample of 1 problem \(HumanEval\/0\): /,
    );
    expect(refusal(scoredBaseline, candidate, { metric: 'n@k' })).toMatch(/candidate\.json: n@k submits/);
  });
});

describe('planEval on groups given in part', () => {
  it('warns as compare warns: problems without a group, and groups only one run gives', () => {
    const half = {
      ...baseline,
      problems: grouped(baseline, 8).problems.map((p, i) => (i < 80 ? p : { ...p, group: undefined })),
    };
    expect(planEval(half, undefined, options()).warnings).toContain(
      '84 of 164 problems carry no group: each is counted as a group of its own',
    );
    expect(planEval(baseline, grouped(candidate, 8), options()).warnings).toContain(
      `164 problems have a group in ${candidate.source} but none in ${baseline.source}: the group is used for both runs`,
    );
    expect(planEval(grouped(baseline, 8), undefined, options()).warnings).toEqual([]);
  });
});
