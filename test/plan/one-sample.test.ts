import { describe, expect, it } from 'vitest';
import type { RunResults } from '../../src/common/types.js';
import { InputError } from '../../src/common/errors.js';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { measuredChange, unrelatedChange } from '../../src/plan/one-sample.js';
import { planEval, PLAN_PROBLEMS, type PlanOptions } from '../../src/plan/plan.js';
import { run } from '../support/runs.js';
import { compareRuns } from '../support/comparisons.js';
import { readExample } from './examples.js';

/** A greedy run of the same model: one sample per problem, passing where it passed at least half its samples. */
function greedy(sampled: RunResults): RunResults {
  return {
    ...sampled,
    config: { ...sampled.config, n: 1, temperature: 0 },
    problems: sampled.problems.map((p) => ({ ...p, n: 1, c: 2 * p.c >= p.n ? 1 : 0 })),
  };
}

const baseline = greedy(await readExample('baseline.json'));
const candidate = greedy(await readExample('candidate.json'));
const passRate = baseline.problems.filter((p) => p.c === 1).length / baseline.problems.length;

const options = (extra: Partial<PlanOptions> = {}): PlanOptions => ({ ...DEFAULT_OPTIONS, submit: 1, ...extra });
const rowOf = (plan: ReturnType<typeof planEval>, problems: number) =>
  plan.rows.find((row) => row.problems === problems)!;

describe('the change of one problem at one sample', () => {
  it('is, for a candidate unrelated to the baseline, -1, 0 or +1 with P(+1) = P(-1) = p (1 - p)', () => {
    for (const passing of [1, 7, 10, 19]) {
      const values = Array.from({ length: 20 }, (_, i) => (i < passing ? 1 : 0));
      const p = passing / 20;
      const v = 2 * p * (1 - p);
      // d = +-1 each with p (1 - p): Var d = E d^2 = E|d| = P(d != 0) = v, and E d^4 - 3 v^2 = v - 3 v^2.
      const moments = unrelatedChange(values);
      expect(moments.variance).toBeCloseTo(v, 14);
      expect(moments.changeProbability).toBeCloseTo(v, 14);
      expect(moments.meanAbsoluteDifference).toBeCloseTo(v, 14);
      expect(moments.fourthCumulant).toBeCloseTo(v - 3 * v * v, 14);
    }
  });

  it("is, measured, the comparison's variance with its differences' shape", () => {
    const differences = [1, -1, 0, 0, 0.5, 0, 0, -0.5];
    // Mean 0; central moments E d^2 = 2.5 / 8 = 0.3125, E d^4 = 2.125 / 8; the same kurtosis at variance 0.4.
    const moments = measuredChange(differences, 0.4);
    expect(moments.variance).toBe(0.4);
    expect(moments.fourthCumulant).toBeCloseTo((2.125 / 8 / 0.3125 ** 2 - 3) * 0.4 ** 2, 14);
    expect(moments.meanAbsoluteDifference).toBeCloseTo(3 / 8, 14);
    expect(moments.changeProbability).toBe(0.5);
    // A difference of rounding noise (0.3 - 0.1 - 0.2) is no change, as the gate counts ties.
    expect(measuredChange([0.3 - 0.1 - 0.2, 0.5], 0.4).changeProbability).toBe(0.5);
  });
});

describe('planEval from a run with one sample per problem', () => {
  const plan = planEval(baseline, undefined, options());

  it('plans over problems at n = 1, from twice the variance of the baseline results, p (1 - p)', () => {
    const v = 2 * passRate * (1 - passRate);
    expect(plan.over).toBe('problems');
    expect(plan.variance).toEqual({
      estimator: 'none',
      problem_variance: null,
      problem_variance_from: null,
      problem_variance_raw: null,
      one_sample: { variance: expect.closeTo(v, 14) as number, from: 'unrelated' },
    });
    expect(plan.rows.map((row) => row.problems)).toEqual([50, 100, 164, 200, 500, 1000, 2000, 5000]);
    expect(plan.rows.filter((row) => row.baseline_n).map((row) => row.problems)).toEqual([164]);
    for (const row of plan.rows) {
      expect(row.n).toBe(1);
      expect(row.se).toBeCloseTo(Math.sqrt(v / row.problems), 14);
      expect(row.completions).toEqual({ per_run: row.problems, both_runs: 2 * row.problems });
      // One sample cannot split the variance into what samples remove and what they do not.
      expect(row.sampling_variance).toBeNull();
      expect(row.problem_variance).toBeNull();
    }
    for (let i = 1; i < plan.rows.length; i++) expect(plan.rows[i]!.drop).toBeLessThan(plan.rows[i - 1]!.drop);
    expect(plan.target).toBeNull();
    expect(plan.notes).toEqual([]);
  });

  it('is, with a past comparison, the power sentence the gate prints on it', () => {
    const measured = planEval(baseline, candidate, options());
    const gate = compareRuns(baseline, candidate, DEFAULT_OPTIONS).delta!;
    const own = rowOf(measured, 164);
    expect(measured.variance.one_sample).toEqual({
      variance: expect.closeTo(164 * gate.se ** 2, 14),
      from: 'candidate',
    });
    expect(own.se).toBeCloseTo(gate.se, 14);
    expect(own.drop).toBeCloseTo(gate.mde, 12);
    // A candidate that passes and fails mostly where the baseline does: less than the unrelated bound.
    expect(own.drop).toBeLessThan(rowOf(plan, 164).drop);
    for (const row of measured.rows) expect(row.se).toBeCloseTo(gate.se * Math.sqrt(164 / row.problems), 14);
  });

  it('bounds what more samples would catch: from all of the variance sampling to none of it', () => {
    const own = rowOf(plan, 164);
    const bounds = plan.more_samples!;
    expect(bounds.map((bound) => bound.n)).toEqual([2, 5, 10, 20, 50, 100, 200]);
    for (const [i, bound] of bounds.entries()) {
      expect(bound.most_drop).toBe(own.drop);
      expect(bound.least_drop).toBeLessThan(i === 0 ? own.drop : bounds[i - 1]!.least_drop);
      expect(bound.completions).toEqual({ per_run: 164 * bound.n, both_runs: 328 * bound.n });
    }
  });

  it('gives at best what a plan from repeated samples gives when every problem passes at the same rate', () => {
    // 100 problems, 65 passing once each; against 100 problems each passing 65 of 100 samples: all of their
    // spread is sampling, the case the least drop assumes (their variance is the unbiased 100/99 larger).
    const ids = Array.from({ length: 100 }, (_, i) => `P/${i}`);
    const once = run(
      'once.json',
      ids.map((id, i) => ({ id, n: 1, c: i < 65 ? 1 : 0 })),
    );
    const sampled = run(
      'sampled.json',
      ids.map((id) => ({ id, n: 100, c: 65 })),
    );
    const least = planEval(once, undefined, options()).more_samples!;
    const repeated = planEval(sampled, undefined, options());
    for (const n of [2, 10, 50, 200]) {
      const ratio = least.find((bound) => bound.n === n)!.least_drop / repeated.rows.find((row) => row.n === n)!.drop;
      expect(ratio, `n = ${n}`).toBeGreaterThan(0.97);
      expect(ratio, `n = ${n}`).toBeLessThan(1);
    }
  });

  it('answers --target with the fewest problems at one sample each', () => {
    const target = 0.05;
    const planned = planEval(baseline, undefined, options({ target }));
    const [needed] = planned.target!.problems;
    expect(planned.target!.n).toBeNull();
    expect(needed!.n).toBe(1);
    const fewest = needed!.problems!;
    expect(needed!.completions).toEqual({ per_run: fewest, both_runs: 2 * fewest });
    // fewest catches it and fewest - 1 does not.
    const around = planEval(baseline, undefined, options({ suites: [fewest - 1, fewest] }));
    expect(rowOf(around, fewest - 1).drop).toBeGreaterThan(target);
    expect(rowOf(around, fewest).drop).toBeLessThanOrEqual(target);
    // A target the baseline's own suite catches: n = 1, and fewer problems than it has.
    const easy = planEval(baseline, undefined, options({ target: 0.3 })).target!;
    expect(easy.n).toBe(1);
    expect(easy.completions).toEqual({ per_run: 164, both_runs: 328 });
    expect(easy.problems[0]!.problems!).toBeLessThan(164);
    // Within the margin no suite catches it.
    const never = planEval(baseline, undefined, options({ margin: 0.02, target: 0.015 })).target!;
    expect(never.problems).toEqual([{ n: 1, problems: null, completions: null }]);
  });

  it('leaves out suites whose groups are too few for the gate ever to fail', () => {
    const grouped = {
      ...baseline,
      problems: baseline.problems.map((p, i) => ({ ...p, group: `g${Math.floor(i / 20)}` })),
    };
    const planned = planEval(grouped, undefined, options());
    expect(planned.baseline).toMatchObject({ units: 9, unit: 'cluster' });
    // 50 problems make 3 groups and 100 make 5, below the 6 the sign test needs at 0.95.
    expect(planned.rows.map((row) => row.problems)).toEqual([164, ...PLAN_PROBLEMS.filter((size) => size >= 200)]);
  });

  it('sizes the suites a pilot too small for the gate stands for, without a row of its own', () => {
    // 5 tasks at one sample each, one passing (a first agent run): the sign-flip test's smallest p is 2/2^5 =
    // 0.0625, so at 0.95 these 5 can never fail the gate, but suites like them of 50 and more can.
    const pilot = { ...baseline, problems: baseline.problems.slice(0, 5).map((p, i) => ({ ...p, c: i < 1 ? 1 : 0 })) };
    const planned = planEval(pilot, undefined, options({ target: 0.1 }));
    expect(planned.over).toBe('problems');
    expect(planned.baseline).toMatchObject({ problems: 5, units: 5, value: 0.2 });
    expect(planned.rows.map((row) => row.problems)).toEqual(PLAN_PROBLEMS);
    expect(planned.rows.some((row) => row.baseline_n)).toBe(false);
    // 2 p (1 - p) at p = 0.2, over each suite's problems.
    for (const row of planned.rows) expect(row.se).toBeCloseTo(Math.sqrt(0.32 / row.problems), 14);
    // No n of samples makes 5 problems fail the gate: nothing to bound.
    expect(planned.more_samples).toBeNull();
    // The target is answered in problems: the fewest that catch it, which the 5 are not.
    const [needed] = planned.target!.problems;
    expect(planned.target).toMatchObject({ drop: 0.1, n: null, completions: null });
    expect(needed!.problems).toBeGreaterThan(200);
    expect(needed!.problems).toBeLessThan(500);
    const around = planEval(pilot, undefined, options({ suites: [needed!.problems! - 1, needed!.problems!] }));
    expect(around.rows.map((row) => row.drop <= 0.1)).toEqual([false, true]);

    // At 0.9 the 5 can fail the gate: their row and the bounds on more samples are back, the rows the same sizes.
    const lower = planEval(pilot, undefined, options({ confidence: 0.9, target: 0.1 }));
    expect(lower.rows.map((row) => row.problems)).toEqual([5, ...PLAN_PROBLEMS]);
    expect(lower.rows.filter((row) => row.baseline_n).map((row) => row.problems)).toEqual([5]);
    expect(lower.more_samples!.map((bound) => bound.most_drop)).toEqual(
      lower.more_samples!.map(() => lower.rows[0]!.drop),
    );
    expect(lower.target!.n).toBeNull();
    // Over groups too, when they are enough to estimate their spread: 164 problems in 5 groups.
    const fiveGroups = planEval(
      { ...baseline, problems: baseline.problems.map((p, i) => ({ ...p, group: `g${Math.floor(i / 33)}` })) },
      undefined,
      options(),
    );
    expect(fiveGroups.baseline).toMatchObject({ units: 5, unit: 'cluster' });
    // 200 problems make 6 groups, the fewest the sign test needs at 0.95.
    expect(fiveGroups.rows.map((row) => row.problems)).toEqual(PLAN_PROBLEMS.filter((size) => size >= 200));
    expect(fiveGroups.more_samples).toBeNull();
  });

  it('still refuses a pilot with repeated samples too small for the gate, and too few groups, at any n', () => {
    const refusal = (run: RunResults) => {
      try {
        planEval(run, undefined, options());
      } catch (error) {
        expect(error).toBeInstanceOf(InputError);
        return (error as Error).message;
      }
      throw new Error('planned');
    };
    const pilot = { ...baseline, problems: baseline.problems.slice(0, 5) };
    expect(() => planEval(pilot, undefined, options())).not.toThrow();
    // Over samples the rows are the same 5 problems at other n: none can fail the gate.
    const sampled = { ...pilot, problems: pilot.problems.map((p) => ({ ...p, n: 4, c: 2 * p.c })) };
    expect(refusal(sampled)).toMatch(/: only 5 problems: .* so the gate could never fail, at any n; /);
    // 4 groups cannot estimate their spread, whatever the plan is over.
    const fourGroups = { ...baseline, problems: baseline.problems.map((p, i) => ({ ...p, group: `g${i % 4}` })) };
    expect(refusal(fourGroups)).toMatch(/: only 4 groups of problems \(the results' group field\): /);
  });

  it('plans problems that had more samples as recorded, and says so', () => {
    const mixed = { ...baseline, problems: baseline.problems.map((p, i) => (i < 4 ? { ...p, n: 2, c: 1 } : p)) };
    const planned = planEval(mixed, undefined, options());
    expect(planned.over).toBe('problems');
    expect(planned.baseline.samples).toEqual({ min: 1, max: 2 });
    expect(planned.notes).toEqual([
      "4 of the baseline's problems had more than one sample: they are planned as recorded, so a suite of one " +
        'sample each varies a little more than these rows say',
    ]);
  });

  it('refuses a budget k above 1, which one sample cannot estimate', () => {
    const refusal = (extra: Partial<PlanOptions>) => {
      try {
        planEval(baseline, undefined, options(extra));
      } catch (error) {
        expect(error).toBeInstanceOf(InputError);
        return (error as Error).message;
      }
      throw new Error('planned');
    };
    expect(refusal({ k: 5 })).toBe(
      `--k 5: ${baseline.source} has one sample of each problem (a greedy run): it can plan pass@1 over problems, ` +
        'not pass@5, which needs at least 5 samples of every problem; plan at --k 1, or from a run with repeated ' +
        'samples',
    );
    expect(planEval(baseline, undefined, options({ metric: 'pass^k' })).rows).toEqual(plan.rows);
    // n@k at k = 2 on samples without scores: the k is said first, since scores would not mend it.
    expect(refusal({ metric: 'n@k', k: 2, submit: 1 })).toMatch(
      /^--k 2: .* has one sample of each problem \(a greedy run\): it can plan 1@1 \(by score\) over problems, not 1@2 \(by score\)/,
    );
  });
});

describe('planEval from a pilot that passed every problem', () => {
  it('plans the floor, the drop of the fewest problems the gate can show, not a 0.0-point drop', () => {
    const problems = Array.from({ length: 10 }, (_, i) => ({ id: `t${i}`, n: 1, c: 1 }));
    const plan = planEval(run('all.json', problems, { config: { temperature: 0 } }), undefined, options());
    expect(plan.variance.one_sample!.variance).toBe(0);
    // The sign-flip test at 0.05 needs 6 of the problems worse: 6 of 10, and 6 of 50.
    expect(rowOf(plan, 10)).toMatchObject({ se: 0, limit: 'floor' });
    expect(rowOf(plan, 10).drop).toBeCloseTo(0.6, 12);
    expect(rowOf(plan, 50).drop).toBeCloseTo(0.12, 12);
  });
});
