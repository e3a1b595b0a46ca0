import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/common/errors.js';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import {
  lookSizes,
  makeSequentialPlan,
  oneSidedAlpha,
  orderPositions,
  planHash,
  plannedLooks,
  seededOrder,
  problemsDigest,
  tBoundary,
  type SequentialPlanOptions,
} from '../../src/sequential/plan.js';
import { problems, run } from '../support/runs.js';

// Reference values from scipy: t.ppf(norm.cdf(z), df), norm.ppf and norm.cdf.
describe('the pieces of a plan', () => {
  it('t boundaries as the t quantile of the z tail', () => {
    expect(tBoundary(2.9631, 81)).toBeCloseTo(3.0550831399130183, 8);
    expect(tBoundary(4.3326, 40)).toBeCloseTo(4.9312665048951585, 8);
  });

  it('t boundaries of z far in the tail, where Phi(z) rounds to 1: -t.ppf(norm.sf(z), df)', () => {
    expect(tBoundary(10.0805, 7) / 4530.806436024851).toBeCloseTo(1, 8);
    // t.ppf(norm.cdf(8.2), 10) is 100.99 in scipy: the tail lost to rounding.
    expect(tBoundary(8.2, 10)).toBeCloseTo(100.18916380271321, 6);
  });

  it("says positions in the plan's order as positions: ranges, lists and one position as an ordinal", () => {
    expect(orderPositions('task', [[4, 12]])).toBe("tasks 4-12 of the plan's order");
    expect(
      orderPositions('problem', [
        [1, 41],
        [42, 42],
        [43, 82],
      ]),
    ).toBe("problems 1-41, 42 and 43-82 of the plan's order");
    const one = (position: number) => orderPositions('task', [[position, position]]);
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112, 1000].map(one)).toEqual(
      [
        '1st',
        '2nd',
        '3rd',
        '4th',
        '11th',
        '12th',
        '13th',
        '21st',
        '22nd',
        '23rd',
        '101st',
        '111th',
        '112th',
        '1000th',
      ].map((n) => `the ${n} task of the plan's order`),
    );
    expect(orderPositions('group', [[6, 10]], 'it')).toBe('groups 6-10 of it');
  });

  it('one-sided alpha, look sizes and a seeded order', () => {
    expect(oneSidedAlpha(0.95)).toBe(0.025);
    expect(oneSidedAlpha(0.99)).toBe(0.005);
    expect(lookSizes(164, 4)).toEqual([41, 82, 123, 164]);
    expect(lookSizes(100, 3)).toEqual([33, 67, 100]);
    const ids = Array.from({ length: 50 }, (_, i) => `p${i}`);
    const order = seededOrder(ids, 3);
    expect([...order].sort()).toEqual([...ids].sort());
    expect(seededOrder(ids, 3)).toEqual(order);
    expect(seededOrder(ids, 4)).not.toEqual(order);
    // Every problem comes first about equally often over seeds: a uniform permutation.
    const first = new Map<string, number>();
    for (let seed = 0; seed < 5000; seed++) {
      const id = seededOrder(ids.slice(0, 5), seed)[0]!;
      first.set(id, (first.get(id) ?? 0) + 1);
    }
    for (const count of first.values()) expect(Math.abs(count - 1000)).toBeLessThan(120);
  });

  it('one-sided alpha is rounded clear of binary noise, and look sizes end at every problem', () => {
    // 1 - 0.9 is 0.09999999999999998 in binary.
    expect(oneSidedAlpha(0.9)).toBe(0.05);
    expect(lookSizes(7, 1)).toEqual([7]);
    expect(lookSizes(10, 4)).toEqual([3, 5, 8, 10]);
    expect(seededOrder([], 1)).toEqual([]);
    expect(seededOrder(['only'], 1)).toEqual(['only']);
  });

  it('plans one look as the fixed test: z and t at 1 - alpha, all of alpha spent', () => {
    const [look] = plannedLooks([{ problems: 10 }], { problems: 10 }, 0.025, 5);
    expect(look).toEqual({
      look: 1,
      problems: 10,
      fraction: 1,
      spent: 0.025,
      z: expect.closeTo(1.959963984540054, 4) as unknown,
      t: expect.closeTo(2.262157162798205, 4) as unknown,
      completions: 50,
    });
  });

  it("plans four equal looks at the published O'Brien-Fleming boundaries, with t on each look's problems", () => {
    const looks = plannedLooks(
      [41, 82, 123, 164].map((problems) => ({ problems })),
      { problems: 164 },
      0.025,
      20,
    );
    expect(looks.map((l) => [l.look, l.problems, l.fraction, l.completions])).toEqual([
      [1, 41, 0.25, 820],
      [2, 82, 0.5, 1640],
      [3, 123, 0.75, 2460],
      [4, 164, 1, 3280],
    ]);
    // 2 (1 - Phi(z_(1 - alpha/2) / sqrt t)) at t = 0.25, 0.5, 0.75, 1.
    [7.366808435937955e-6, 0.0015253227579890005, 0.009649324953511895, 0.025].forEach((spent, i) =>
      expect(looks[i]!.spent).toBeCloseTo(spent, 8),
    );
    [4.3326, 2.9631, 2.359, 2.0141].forEach((z, i) => expect(looks[i]!.z).toBeCloseTo(z, 3));
    // t.ppf(norm.cdf(z), problems - 1) at the published z: the boundary's z is within 5e-4 of it.
    [4.9312665048951585, 3.0550831399130183, 2.391146365150386, 2.0298396754601273].forEach((t, i) =>
      expect(Math.abs(looks[i]!.t - t)).toBeLessThan(2e-3),
    );
  });
});

describe('problemsDigest and planHash', () => {
  it('digests ids, n and c, one JSON line per problem in order, and nothing else of a problem', () => {
    const expected = `sha256:${createHash('sha256').update('["a",2,1]\n["b",3,0]\n').digest('hex')}`;
    expect(
      problemsDigest([
        { id: 'a', n: 2, c: 1 },
        { id: 'b', n: 3, c: 0 },
      ]),
    ).toBe(expected);
    expect(
      problemsDigest([
        { id: 'a', n: 2, c: 1, group: 'g', errors: 1 },
        { id: 'b', n: 3, c: 0 },
      ]),
    ).toBe(expected);
    expect(
      problemsDigest([
        { id: 'b', n: 3, c: 0 },
        { id: 'a', n: 2, c: 1 },
      ]),
    ).not.toBe(expected);
    expect(
      problemsDigest([
        { id: 'a', n: 2, c: 2 },
        { id: 'b', n: 3, c: 0 },
      ]),
    ).not.toBe(expected);
  });

  it("hashes a plan without its hash and notes keys, every object's keys sorted, arrays in order", () => {
    const plan = { format: 'f', options: { seed: 1, k: 2 }, order: ['b', 'a'] } as unknown as Parameters<
      typeof planHash
    >[0];
    const text = '{"format":"f","options":{"k":2,"seed":1},"order":["b","a"]}';
    const expected = `sha256:${createHash('sha256').update(text).digest('hex')}`;
    expect(planHash(plan)).toBe(expected);
    expect(planHash({ ...plan, hash: 'sha256:anything', notes: ['n'] })).toBe(expected);
    // As jq -S saves it: the same values, every key sorted.
    const resorted = { order: ['b', 'a'], options: { k: 2, seed: 1 }, format: 'f' } as unknown as typeof plan;
    expect(planHash(resorted)).toBe(expected);
    expect(planHash({ ...plan, order: ['a', 'b'] })).not.toBe(expected);
    expect(planHash({ ...plan, options: { seed: 1, k: 3 } } as unknown as typeof plan)).not.toBe(expected);
    // Plans written before: keys in the order written.
    const written = '{"format":"f","options":{"seed":1,"k":2},"order":["b","a"]}';
    expect(planHash(plan, true)).toBe(`sha256:${createHash('sha256').update(written).digest('hex')}`);
  });
});

describe('makeSequentialPlan', () => {
  const OPTIONS: SequentialPlanOptions = { ...DEFAULT_OPTIONS, looks: 4 };
  /** 20 problems of 10 samples, pass counts spread over 0..10. */
  const baseline = run(
    'base.json',
    problems(
      Array.from({ length: 20 }, (_, i) => (i * 3) % 11),
      10,
    ),
  );

  it('orders the problems by the seed, splits them into equal looks, and hashes it all', () => {
    const plan = makeSequentialPlan(baseline, OPTIONS);
    expect(plan).toMatchObject({
      format: 'passk-gate-sequential-plan/v1',
      baseline: { source: 'base.json', problems: 20, samples: 10, digest: problemsDigest(baseline.problems) },
      alpha: 0.025,
      spending: 'lan-demets-obrien-fleming',
      futility: { conditional_power: 0.1 },
    });
    expect(plan.options).toEqual({
      metric: 'pass@k',
      k: 1,
      submit: 1,
      margin: 0,
      confidence: 0.95,
      fail_on: 'regression',
      match_config: [...DEFAULT_OPTIONS.matchConfig],
      require_config: [...DEFAULT_OPTIONS.requireConfig],
      seed: DEFAULT_OPTIONS.seed,
      criterion: null,
      score_field: null,
    });
    // The criterion the baseline was read with, which every look reads both runs with.
    expect(makeSequentialPlan(baseline, { ...OPTIONS, criterion: ' base ' }).options.criterion).toBe('base');
    // So is the field n@k ranks samples by.
    expect(makeSequentialPlan(baseline, { ...OPTIONS, scoreField: 'mean_logprob' }).options.score_field).toBe(
      'mean_logprob',
    );
    expect(plan.order).toEqual(
      seededOrder(
        baseline.problems.map((p) => p.id),
        DEFAULT_OPTIONS.seed,
      ),
    );
    expect(plan.looks.map((l) => [l.problems, l.completions])).toEqual([
      [5, 50],
      [10, 100],
      [15, 150],
      [20, 200],
    ]);
    expect(plan.futility!.design_drop).toBeGreaterThan(0);
    expect(plan.futility!.design_drop).toBeLessThan(1);
    const { hash, ...rest } = plan;
    expect(hash).toBe(planHash(rest));
  });

  describe('with groups: the looks take whole groups, in a seeded order of the groups', () => {
    /** 60 problems in 20 groups of 3 (ids P/0..P/59, group i % 20: a group's problems are not next to each other). */
    const grouped = run(
      'grouped.json',
      problems(
        Array.from({ length: 60 }, (_, i) => (i * 3) % 11),
        10,
      ).map((p, i) => ({ ...p, group: `g${i % 20}` })),
    );
    const inGroups = (count: number) =>
      run(
        `${count}.json`,
        grouped.problems.filter((p) => Number(p.group!.slice(1)) < count),
      );

    it("evaluates each group's problems together, in the file's order, and splits the groups into equal looks", () => {
      const plan = makeSequentialPlan(grouped, OPTIONS);
      const groupOf = new Map(grouped.problems.map((p) => [p.id, p.group!]));
      const groups = plan.order.map((id) => groupOf.get(id)!);
      for (let i = 0; i < 60; i += 3) {
        expect(new Set(groups.slice(i, i + 3)).size).toBe(1);
        const ids = plan.order.slice(i, i + 3).map((id) => Number(id.slice(2)));
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
      }
      expect([...plan.order].sort()).toEqual(grouped.problems.map((p) => p.id).sort());
      // The groups' order is the seeded order of the groups, as they first appear in the file.
      const firstSeen = [...new Set(grouped.problems.map((p) => p.group!))];
      expect(groups.filter((_, i) => i % 3 === 0)).toEqual(seededOrder(firstSeen, DEFAULT_OPTIONS.seed));
      // 20 groups in 4 looks: 5 groups (15 problems) a look; fraction and t count groups.
      expect(plan.looks.map((l) => [l.problems, l.groups, l.fraction, l.completions])).toEqual([
        [15, 5, 0.25, 150],
        [30, 10, 0.5, 300],
        [45, 15, 0.75, 450],
        [60, 20, 1, 600],
      ]);
      for (const look of plan.looks) expect(look.t).toBe(tBoundary(look.z, look.groups! - 1));
      // The same looks over 20 problems, one per group.
      const overTwenty = plannedLooks(
        [5, 10, 15, 20].map((problems) => ({ problems })),
        { problems: 20 },
        plan.alpha,
        10,
      );
      expect(plan.looks.map((l) => l.t)).toEqual(overTwenty.map((l) => l.t));
    });

    it('takes a problem without a group as a group of its own', () => {
      const some = run('some.json', [...inGroups(8).problems, ...problems([1, 2, 3], 10, (i) => `lone/${i}`)]);
      const plan = makeSequentialPlan(some, { ...OPTIONS, looks: 2 });
      // 8 groups of 3 and 3 lone problems: 11 units, looks at 6 and 11 of them.
      expect(plan.looks.map((l) => l.groups)).toEqual([6, 11]);
      expect(plan.looks.at(-1)!.problems).toBe(27);
    });

    it("puts the t boundary of looks over groups of unequal sizes on the Bell-McCaffrey df of the look's groups", () => {
      // 12 groups: one of 30 problems, one of 10, ten of 2.
      const sizes = [30, 10, ...new Array<number>(10).fill(2)];
      const unequal = run(
        'unequal.json',
        sizes.flatMap((size, g) =>
          problems(new Array<number>(size).fill(5), 10, (i) => `g${g}/${i}`).map((p) => ({ ...p, group: `g${g}` })),
        ),
      );
      const plan = makeSequentialPlan(unequal, { ...OPTIONS, looks: 2 });
      const groupSize = new Map(sizes.map((size, g) => [`g${g}`, size]));
      const groupsInOrder = [...new Set(plan.order.map((id) => id.split('/')[0]!))];
      for (const look of plan.looks) {
        // By hand, Bell and McCaffrey's df for the mean over the look's groups: with s_g = n_g / N and
        // p_g = s_g^2 / (1 - s_g), df = 1 / (sum s^2 + (sum p)^2 - sum p^2).
        const taken = groupsInOrder.slice(0, look.groups).map((g) => groupSize.get(g)!);
        const shares = taken.map((n) => n / look.problems);
        const p = shares.map((s) => (s * s) / (1 - s));
        const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
        const df = 1 / (sum(shares.map((s) => s * s)) + sum(p) ** 2 - sum(p.map((x) => x * x)));
        expect(look.problems).toBe(sum(taken));
        expect(df).toBeLessThan(look.groups! - 1);
        expect(look.t).toBeCloseTo(tBoundary(look.z, df), 10);
        expect(look.t).toBeGreaterThan(tBoundary(look.z, look.groups! - 1));
      }
    });

    it('refuses looks of fewer than 5 groups, and fewer groups than the gate can fail on', () => {
      // Fewer than 5 groups give a look no spread to estimate, as compare refuses them.
      expect(() => makeSequentialPlan(inGroups(10), { ...OPTIONS, looks: 3 })).toThrow(
        '--looks 3: 10 groups cannot be split into 3 looks of at least 5 groups each (the fewest whose spread a look ' +
          'can estimate); give at most 2 looks',
      );
      expect(makeSequentialPlan(inGroups(10), { ...OPTIONS, looks: 2 }).looks.map((l) => l.groups)).toEqual([5, 10]);
      expect(() => makeSequentialPlan(inGroups(6), { ...OPTIONS, looks: 2 })).toThrow(
        /^--looks 2: 6 groups cannot be split into 2 looks of at least 5 groups each .*; give at most 1 look$/,
      );
      // 5 groups can never fail the sign test at 0.95, 4 not even the cluster-robust standard error.
      expect(() => makeSequentialPlan(inGroups(5), { ...OPTIONS, looks: 1 })).toThrow(
        /^5\.json: only 5 groups: even with every one worse/,
      );
      expect(() => makeSequentialPlan(inGroups(4), { ...OPTIONS, looks: 1 })).toThrow(
        /^4\.json: only 4 groups of problems/,
      );
    });
  });

  it('is pure: the same baseline and options give the same plan; another seed another order and hash', () => {
    const plan = makeSequentialPlan(baseline, OPTIONS);
    expect(makeSequentialPlan(baseline, OPTIONS)).toEqual(plan);
    const reseeded = makeSequentialPlan(baseline, { ...OPTIONS, seed: OPTIONS.seed + 1 });
    expect(reseeded.order).not.toEqual(plan.order);
    expect(reseeded.hash).not.toBe(plan.hash);
    expect(reseeded.looks).toEqual(plan.looks);
  });

  it('takes the fewest samples of any problem as the samples of each look', () => {
    const uneven = run('u.json', [...problems([1, 2, 3, 4, 5, 6, 7, 8, 9], 10), { id: 'few', n: 6, c: 3 }]);
    const plan = makeSequentialPlan(uneven, { ...OPTIONS, looks: 2 });
    expect(plan.baseline.samples).toBe(6);
    expect(plan.looks.map((l) => l.completions)).toEqual([30, 60]);
  });

  it.each([15, 20])('plans %i looks of 164 problems: finite boundaries, falling look by look', (looks) => {
    const suite = run(
      'suite.json',
      problems(
        Array.from({ length: 164 }, (_, i) => (i * 7) % 21),
        20,
      ),
    );
    const plan = makeSequentialPlan(suite, { ...OPTIONS, looks });
    expect(plan.looks).toHaveLength(looks);
    expect(plan.looks[0]!.spent).toBeGreaterThan(0);
    for (const [i, look] of plan.looks.entries()) {
      expect(Number.isFinite(look.z) && Number.isFinite(look.t)).toBe(true);
      expect(look.t).toBeGreaterThan(look.z);
      if (i > 0) expect(look.z).toBeLessThan(plan.looks[i - 1]!.z);
    }
    expect(plan.looks.at(-1)!.spent).toBe(0.025);
  });

  it('refuses looks of fewer than 2 problems, a k above the samples, and n@k without scores', () => {
    // 7 problems in 5 looks: round(7 / 5) = 1 problem at the first.
    const seven = run('seven.json', problems([1, 2, 3, 4, 5, 6, 7], 10));
    expect(() => makeSequentialPlan(seven, { ...OPTIONS, looks: 5 })).toThrow(
      new InputError(
        '--looks 5: 7 problems cannot be split into 5 looks of at least 2 problems each; give at most 4 looks',
      ),
    );
    // The most it names are taken: round(7 / 4) = 2 problems at the first of 4 looks.
    expect(makeSequentialPlan(seven, { ...OPTIONS, looks: 4 }).looks.map((l) => l.problems)).toEqual([2, 4, 5, 7]);
    expect(() => makeSequentialPlan(seven, { ...OPTIONS, looks: 20 })).toThrow(/; give at most 4 looks$/);
    expect(makeSequentialPlan(seven, { ...OPTIONS, looks: 3 }).looks.map((l) => l.problems)).toEqual([2, 5, 7]);
    expect(() => makeSequentialPlan(baseline, { ...OPTIONS, k: 11 })).toThrow(
      /^base\.json: 20 problems have fewer samples than k = 11 \(smallest n = 10\)/,
    );
    // An agent's run: tasks and trials, as the harness says.
    expect(() => makeSequentialPlan({ ...baseline, format: 'taubench' }, { ...OPTIONS, k: 11 })).toThrow(
      /^base\.json: 20 tasks have fewer trials than k = 11 .*so use --k 10 or run more trials$/,
    );
    expect(() => makeSequentialPlan(baseline, { ...OPTIONS, metric: 'n@k', k: 2, submit: 1 })).toThrow(
      /^base\.json: n@k submits the highest-scored samples, but 20 problems have no samples in the file, only n and c/,
    );
  });

  it('refuses a suite the gate could never fail on before splitting it into looks, with or without futility', () => {
    const five = run('five.json', problems([1, 2, 3, 4, 5], 10));
    const floor =
      /^five\.json: only 5 problems: .*so the gate could never fail, at any n; confidence 0\.95 needs at least 6/;
    // 5 problems cannot be split into 4 looks either: the floor is what to mend, not the looks.
    expect(() => makeSequentialPlan(five, { ...OPTIONS, looks: 4 })).toThrow(floor);
    // fail-on inconclusive computes no design drop, which refused it as well.
    expect(() => makeSequentialPlan(five, { ...OPTIONS, looks: 2, failOn: 'inconclusive' })).toThrow(floor);
    // An agent's five tasks are said as tasks, as compare says them.
    expect(() => makeSequentialPlan({ ...five, format: 'tau2bench' }, { ...OPTIONS, looks: 2 })).toThrow(
      /^five\.json: only 5 tasks: .*needs at least 6 tasks: compare more tasks, or use/,
    );
    // At a confidence 5 problems can reach, the looks are what is refused.
    expect(() => makeSequentialPlan(five, { ...OPTIONS, looks: 4, confidence: 0.9 })).toThrow(
      /^--looks 4: 5 problems cannot be split into 4 looks/,
    );
  });

  it("refuses a baseline known only by position, whose order no candidate's partial list can follow", () => {
    // An MLflow per_problem_c list: the order's first problems are #9, #72, ..., a list of them #0, #1, ...
    const list = run(
      'runs:/0f1c',
      problems(
        Array.from({ length: 20 }, (_, i) => i % 11),
        10,
        (i) => `#${i}`,
      ),
      {
        format: 'mlflow',
        positional: true,
      },
    );
    expect(() => makeSequentialPlan(list, OPTIONS)).toThrow(
      /^runs:\/0f1c: names its problems only by position \(an MLflow per_problem_c list\).*log the harness's results file/,
    );
    // The same counts with ids plan as usual.
    expect(makeSequentialPlan({ ...list, positional: undefined }, OPTIONS).order).toHaveLength(20);
  });

  it('refuses a misspelt setting to compare at every look, which would leave the setting meant unchecked', () => {
    expect(() => makeSequentialPlan(baseline, { ...OPTIONS, matchConfig: ['temperature', 'top-p'] })).toThrow(
      new InputError(
        '--match-config: "top-p" is not a known setting and the baseline does not record it: did you mean top_p?',
      ),
    );
    expect(() => makeSequentialPlan(baseline, { ...OPTIONS, requireConfig: ['max_token'] })).toThrow(
      /^--require-config: "max_token" .*did you mean max_tokens\?$/,
    );
    expect(
      makeSequentialPlan(baseline, { ...OPTIONS, matchConfig: ['temperature', 'prompt_version'] }).options.match_config,
    ).toEqual(['temperature', 'prompt_version']);
  });
});
