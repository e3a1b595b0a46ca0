import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import { describe, expect, it } from 'vitest';
import type { RunResults } from '../../src/common/types.js';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { withSampleCount } from '../../src/load/read.js';
import { grouped } from '../../src/render/format.js';
import { lookLine, lookTerminal } from '../../src/render/sequential.js';
import { conditionalPower, lookStatistic, sequentialDecision } from '../../src/sequential/look.js';
import type { LookReport, SequentialPlan } from '../../src/sequential/model.js';
import { makeSequentialPlan, seededOrder, tBoundary } from '../../src/sequential/plan.js';
import { SAMPLING, problems, run } from '../support/runs.js';

// Reference values from scipy: scipy.stats.ttest_rel and norm.cdf.
describe('the pieces of a look', () => {
  it('the paired t statistic, with and without a margin, as scipy.stats.ttest_rel', () => {
    const baseline = [0.9, 0.5, 0.1, 1.0, 0.0, 0.65, 0.3];
    const candidate = [0.8, 0.55, 0.0, 1.0, 0.0, 0.4, 0.35];
    const plain = lookStatistic(baseline, candidate, 0);
    expect(plain.drop).toBeCloseTo(0.05, 12);
    expect(plain.se).toBeCloseTo(0.0408248290463863, 12);
    expect(plain.t).toBeCloseTo(1.2247448713915887, 10);
    expect(plain.df).toBe(6);
    // Problems 3 and 4 did not move.
    expect(plain.changed).toBe(5);
    const margin = lookStatistic(baseline, candidate, 0.02);
    expect(margin.t).toBeCloseTo(0.7348469228349528, 10);
    expect(margin.nonInferiorityT).toBeCloseTo(-0.7348469228349528, 10);
  });

  it('an infinite statistic when every difference is equal', () => {
    expect(lookStatistic([0.5, 0.5], [0.4, 0.4], 0).t).toBe(Infinity);
    expect(lookStatistic([0.5, 0.5], [0.5, 0.5], 0).t).toBe(0);
    // The same 5-point change everywhere, whose doubles differ in their last bits: no variation, not a t of 1e16.
    const base = Array.from({ length: 41 }, (_, i) => [0.3, 0.35, 0.7][i % 3]!);
    const cand = base.map((value) => value - 0.05);
    expect(new Set(base.map((value, i) => value - cand[i]!)).size).toBeGreaterThan(1);
    const equal = lookStatistic(base, cand, 0.02);
    expect(equal).toMatchObject({ se: 0, t: Infinity, nonInferiorityT: -Infinity });
    expect(equal.drop).toBeCloseTo(0.05, 12);
    const grouped = lookStatistic(
      base,
      cand,
      0,
      base.map((_, i) => `g${i % 8}`),
    );
    expect(grouped).toMatchObject({ se: 0, t: Infinity });
  });

  it('the conditional power 1 - Phi((c_K - B - theta (1 - t)) / sqrt(1 - t))', () => {
    expect(conditionalPower(1, 0.5, 2, 3)).toBeCloseTo(0.6151981138594856, 10);
  });
});

/** 164 problems of 20 samples, pass counts spread over 0..20. */
const COUNTS = Array.from({ length: 164 }, (_, i) => (i * 7) % 21);
const BASELINE = run('base.json', problems(COUNTS, 20));

/** The candidate's results on the plan's first `count` problems, each baseline count changed by `change`. */
function candidateOf(plan: SequentialPlan, count: number, change: (c: number, i: number) => number, parts = {}) {
  const counts = plan.order.slice(0, count).map((id, i) => {
    const c = COUNTS[Number(id.split('/')[1])]!;
    return { id, n: 20, c: Math.min(20, Math.max(0, change(c, i))) };
  });
  return run('cand.json', counts, parts);
}

/** About no change: each count moved by -1, 0 or +1 in turn. */
const noise = (c: number, i: number) => c + ((i % 3) - 1);

/** No change on the whole: each count not at 0 or 20 moved by +1 and -1 in turn. */
const even = (c: number, i: number) => (c === 0 || c === 20 ? c : c + (i % 2 === 0 ? 1 : -1));

/** A look, its report given back as JSON, as `--previous` reads it from the file `--json` wrote. */
function look(plan: SequentialPlan, candidate: RunResults, previous?: LookReport): LookReport {
  const report = sequentialDecision({ plan, baseline: BASELINE, candidate, previous });
  return JSON.parse(JSON.stringify(report)) as LookReport;
}

describe('sequentialDecision', () => {
  it.each([15, 20])('looks through a plan of %i looks: the first two, then the last', (looks) => {
    // fail-on inconclusive: no futility stop, so an unchanged candidate goes on to the last look.
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks, failOn: 'inconclusive' });
    const [one, two] = plan.looks;
    const last = plan.looks.at(-1)!;
    const first = look(plan, candidateOf(plan, one!.problems, even));
    expect(first).toMatchObject({ decision: 'continue', look: 1, statistic: { boundary: one!.t } });
    const second = look(plan, candidateOf(plan, two!.problems, even), first);
    expect(second).toMatchObject({ decision: 'continue', look: 2, statistic: { boundary: two!.t } });
    const all = candidateOf(plan, last.problems, even);
    const end = look(plan, all, second);
    expect(end).toMatchObject({ decision: 'inconclusive', look: looks, taken: [one!.problems, two!.problems, 164] });
    // The looks skipped leave their share unspent: the last boundary is below the plan's, which takes every look.
    expect(end.statistic!.boundary).toBeLessThan(last.t);
    expect(end.statistic!.boundary).toBeGreaterThan(0);
    expect(look(plan, all).statistic!.boundary).toBe(last.t);
  });

  describe('a refused look is no look: its report as --previous is refused', () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    const refusal =
      '--previous is the report of a refused look, which records no looks: give the report of the last look that was not refused';
    const first = look(plan, candidateOf(plan, 41, noise));
    // The first 41 as at look 1, every problem after them failed.
    const dropped = (count: number) => candidateOf(plan, count, (c, i) => (i < 41 ? noise(c, i) : 0));

    it('keeps a stop: a look after it is refused, whether the stop or a refusal after it is given', () => {
      expect(first.decision).toBe('continue');
      const stop = look(plan, dropped(82), first);
      expect(stop).toMatchObject({ decision: 'regression', look: 2, taken: [41, 82] });
      const after = look(plan, dropped(123), stop);
      expect(after).toMatchObject({
        decision: 'refused',
        refusal: expect.stringContaining('already stopped at look 2'),
      });
      expect(look(plan, dropped(164), after)).toMatchObject({ decision: 'refused', refusal });
      expect(look(plan, dropped(164), stop).refusal).toContain('already stopped at look 2');
    });

    it('takes a stopped look again as it was on the same results (a retried job), and refuses it on others', () => {
      const stop = look(plan, dropped(82), first);
      expect(look(plan, dropped(82), stop)).toEqual(stop);
      expect(look(plan, candidateOf(plan, 82, noise), stop)).toMatchObject({
        decision: 'refused',
        refusal: expect.stringContaining("the candidate's results on problems 42-82 of the plan's order differ"),
      });
    });

    it('refuses results that went back before the first look, saying they complete no look yet', () => {
      expect(look(plan, candidateOf(plan, 30, noise), first).refusal).toBe(
        'look skipped backwards: these results complete no look yet (30 problems; the first look needs 41) but ' +
          '--previous was look 1: give the results that look read, and the problems evaluated since',
      );
    });

    it('keeps the looks taken: after a refusal, the last report not refused carries them on', () => {
      const hotter = look(plan, candidateOf(plan, 82, noise, { config: { ...SAMPLING, temperature: 0.2 } }), first);
      expect(hotter.decision).toBe('refused');
      expect(look(plan, candidateOf(plan, 82, noise), hotter)).toMatchObject({ decision: 'refused', refusal });
      const second = look(plan, candidateOf(plan, 82, noise), first);
      expect(second).toMatchObject({ decision: 'continue', look: 2, taken: [41, 82] });
      expect(second.statistic!.boundary).toBe(plan.looks[1]!.t);
    });
  });

  /** The candidate on the plan's first `count` problems, problem i at `n(i)` samples, at the baseline's rate. */
  const sampled = (plan: SequentialPlan, count: number, n: (i: number) => number) =>
    run(
      'cand.json',
      plan.order.slice(0, count).map((id, i) => {
        const rate = COUNTS[Number(id.split('/')[1])]! / 20;
        return { id, n: n(i), c: Math.round(rate * n(i)) };
      }),
    );

  it('refuses the baseline with its problems in another order, saying the order may be what differs', () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    const reversed = { ...BASELINE, problems: [...BASELINE.problems].reverse() };
    const report = sequentialDecision({ plan, baseline: reversed, candidate: candidateOf(plan, 41, noise) });
    expect(report.decision).toBe('refused');
    expect(report.refusal).toBe(
      'base.json is not the baseline the plan was written from (its problems, their pass counts or their order ' +
        'differ): give that baseline (base.json as it was when the plan was written), its files in the order the ' +
        'plan read them, or write a new plan',
    );
  });

  it("names the plan's baseline when another file is given, so that the fix says which to give", () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    const other = run(
      'other.json',
      problems(
        COUNTS.map((c) => (c + 1) % 21),
        20,
      ),
    );
    const report = sequentialDecision({ plan, baseline: other, candidate: candidateOf(plan, 41, noise) });
    expect(report.refusal).toMatch(
      /^other\.json is not the baseline the plan was written from .*: give that baseline \(base\.json\), /,
    );
  });

  it('refuses a problem missing before a held one as one still being evaluated, or skipped', () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    const held = candidateOf(plan, 45, noise);
    // Parallel workers: the 43rd problem's eval has written nothing yet while the 44th and 45th are done.
    const gap = { ...held, problems: held.problems.filter((p) => p.id !== plan.order[42]) };
    expect(sequentialDecision({ plan, baseline: BASELINE, candidate: gap }).refusal).toBe(
      `candidate problem "${plan.order[44]}" is #45 in the plan's order, past the first 44, and #43 ` +
        `("${plan.order[42]}") is missing: a look is taken once its problems' evals have finished; if it is still ` +
        "being evaluated, look again when it is done, else evaluate the problems in the plan's order",
    );
  });

  it('names n@k with the samples the plan submits: a plan on 2@3 looks on 2@3, not 1@3', () => {
    // 40 problems of 4 scored samples; sample j passes when j < i % 5 and scores j.
    const scored = (count: number) =>
      Array.from({ length: count }, (_, i) => {
        const samples = Array.from({ length: 4 }, (_, j) => ({ pass: j < i % 5, score: j }));
        return { id: `P/${i}`, n: 4, c: samples.filter((s) => s.pass).length, samples };
      });
    const baseline = run('base.json', scored(40));
    const plan = makeSequentialPlan(baseline, { ...DEFAULT_OPTIONS, metric: 'n@k', k: 3, submit: 2, looks: 2 });
    const byId = new Map(scored(40).map((p) => [p.id, p]));
    const candidate = run(
      'cand.json',
      plan.order.slice(0, 20).map((id) => byId.get(id)!),
    );
    const report = sequentialDecision({ plan, baseline, candidate });
    expect(report).toMatchObject({ decision: 'continue', metric: 'n@k', k: 3, submit: 2 });
    expect(lookTerminal(report)).toContain('2@3 (by score)');
    expect(lookTerminal(report)).not.toContain('1@3');
  });

  it("counts spent and next completions from the candidate's own samples, the fixed eval at the plan's n", () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    // The baseline has 20 samples per problem; this candidate 40 on each of the first 41.
    const report = look(
      plan,
      sampled(plan, 41, () => 40),
    );
    expect(report).toMatchObject({ decision: 'continue', look: 1, samples: 40, spent: 41 * 40, fixed: 164 * 20 });
    expect(report.completions).toBe(report.next!.problems * 40);
    const text = lookTerminal(report);
    expect(text).toContain(`(${grouped(report.completions)} completions)`);
    expect(text).toContain('1,640 of 3,280 completions spent (the candidate has n = 40 per problem, the plan n = 20)');
    // At the plan's n the text says nothing of it.
    expect(lookTerminal(look(plan, candidateOf(plan, 41, noise)))).toMatch(/820 of 3,280 completions spent\n$/);
  });

  it("refuses a run that holds every problem at fewer samples than the plan's n: nothing more is coming", () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    // Every problem at n = 1: at the plan's n = 20 the last look would have its power; at n = 1 it has not.
    const report = look(
      plan,
      sampled(plan, 164, () => 1),
    );
    expect(report).toMatchObject({ decision: 'refused', failed: true });
    expect(report.refusal).toBe(
      "the candidate holds all 164 of the plan's problems, 164 with fewer than its 20 samples (n = 1): " +
        'evaluate their missing samples, or write a plan from a baseline at n = 1',
    );
    // The same run on the first look's problems only is a run whose samples are still coming.
    expect(
      look(
        plan,
        sampled(plan, 41, () => 1),
      ),
    ).toMatchObject({
      decision: 'continue',
      look: 0,
      problems: { evaluated: 0, in_progress: 41, used: 0 },
      completions: 41 * 19,
    });
  });

  it("refuses a problem short of the plan's n with a complete one after it, naming it and what to do", () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    // Every problem at the plan's 20 samples but the 6th (19): the eval went on past it.
    const sixth = (count: number) => sampled(plan, count, (i) => (i === 5 ? 19 : 20));
    for (const count of [164, 50]) {
      const report = look(plan, sixth(count));
      expect(report).toMatchObject({ decision: 'refused', failed: true });
      expect(report.refusal).toBe(
        `${plan.order[5]} has 19 of the plan's 20 samples while later problems are complete: a look is taken once ` +
          "its problems' evals have finished; if its samples are still being evaluated, look again when they are " +
          'done, else evaluate its missing samples',
      );
    }
    const several = look(
      plan,
      sampled(plan, 100, (i) => (i % 10 === 3 ? 2 : 20)),
    );
    expect(several.refusal).toBe(
      `10 problems have fewer than the plan's 20 samples (${plan.order[3]} has 2, ${plan.order[13]} has 2, ` +
        `${plan.order[23]} has 2 and 7 more) while later problems are complete: a look is taken once its problems' ` +
        'evals have finished; if their samples are still being evaluated, look again when they are done, else ' +
        'evaluate their missing samples',
    );
    // As many short problems as are shown: each named, no "and 0 more".
    expect(
      look(
        plan,
        sampled(plan, 100, (i) => (i === 3 || i === 13 || i === 23 ? 2 : 20)),
      ).refusal,
    ).toBe(
      `3 problems have fewer than the plan's 20 samples (${plan.order[3]} has 2, ${plan.order[13]} has 2 and ` +
        `${plan.order[23]} has 2) while later problems are complete: a look is taken once its problems' evals have ` +
        'finished; if their samples are still being evaluated, look again when they are done, else evaluate their ' +
        'missing samples',
    );
    // Short problems after the last complete one are still coming: only the one before it is named.
    expect(
      look(
        plan,
        sampled(plan, 90, (i) => (i === 79 || i >= 88 ? 3 : 20)),
      ).refusal,
    ).toBe(
      `${plan.order[79]} has 3 of the plan's 20 samples while later problems are complete: a look is taken once ` +
        "its problems' evals have finished; if its samples are still being evaluated, look again when they are " +
        'done, else evaluate its missing samples',
    );
    // Short problems last, the plan not all held: still coming.
    expect(
      look(
        plan,
        sampled(plan, 50, (i) => (i < 45 ? 20 : 1)),
      ).decision,
    ).toBe('continue');
    // All held, the short ones last: refused, each named; a few short problems are no run at a lower n.
    expect(
      look(
        plan,
        sampled(plan, 164, (i) => (i < 162 ? 20 : i === 162 ? 5 : 7)),
      ).refusal,
    ).toBe(
      `the candidate holds all 164 of the plan's problems, but 2 have fewer than its 20 samples (${plan.order[162]} ` +
        `has 5 and ${plan.order[163]} has 7): evaluate their missing samples`,
    );
    expect(
      look(
        plan,
        sampled(plan, 164, (i) => (i === 163 ? 5 : 20)),
      ).refusal,
    ).toBe(
      `the candidate holds all 164 of the plan's problems, but ${plan.order[163]} has 5 of the plan's 20 samples: ` +
        'evaluate its missing samples',
    );
    // Most of them short: a run at a lower n, which a plan at that n fits.
    expect(
      look(
        plan,
        sampled(plan, 164, (i) => (i < 40 ? 20 : 5)),
      ).refusal,
    ).toBe(
      "the candidate holds all 164 of the plan's problems, 124 with fewer than its 20 samples (n = 5): evaluate " +
        'their missing samples, or write a plan from a baseline at n = 5',
    );
  });

  it('says a next look of one completion in the singular', () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    const report = look(
      plan,
      sampled(plan, 41, (i) => (i === 40 ? 19 : 20)),
    );
    expect(report).toMatchObject({ decision: 'continue', look: 0, completions: 1 });
    expect(lookLine(report)).toBe(
      "40 of 164 problems evaluated, fewer than the first look's, 1 in progress from the 41st problem of the plan's order, which has fewer than " +
        "the plan's 20 samples; continue: evaluate the 41st problem of the plan's order next (1 completion)",
    );
  });

  it("counts a problem with fewer than the plan's samples as in progress, and what is left of it in the next look", () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    // The first look's 41 problems at the plan's 20 samples, #42 with 3 of them.
    const report = look(
      plan,
      sampled(plan, 42, (i) => (i < 41 ? 20 : 3)),
    );
    expect(report).toMatchObject({
      decision: 'continue',
      look: 1,
      problems: { evaluated: 41, in_progress: 1, used: 41 },
      next: { look: 2, from: 42, to: 82, problems: 41 },
      samples: 20,
      completions: 40 * 20 + 17,
    });
    const text = lookTerminal(report);
    // The decision above names the look: the look's line does not again.
    expect(text.split('\n')[0]).toBe('Evaluate more: look 1 of 4 decides nothing yet');
    expect(text).toContain(
      "looked at 41 of 164 problems, 1 in progress from the 42nd problem of the plan's order, which has fewer than the plan's 20 samples; " +
        "continue: evaluate problems 42-82 of the plan's order next (817 completions)",
    );
    expect(text).not.toContain('n = 3');
    // Read as the CLI reads it, the run warns that its problems' n differ: expected mid-eval, so the look drops it.
    const read = withSampleCount(sampled(plan, 42, (i) => (i < 41 ? 20 : 3)));
    expect(read.warnings).toEqual([expect.stringMatching(/^problems have different numbers of samples \(/)]);
    expect(look(plan, read).warnings).toEqual([]);
    // Complete problems at different n are not a look in progress: that warning stays.
    const mixed = withSampleCount(sampled(plan, 41, (i) => (i < 20 ? 20 : 40)));
    expect(look(plan, mixed).warnings).toEqual([`candidate: ${mixed.warnings[0]}`]);
  });

  describe('a look is decided once, on the results it read', () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    const first = look(plan, candidateOf(plan, 41, noise));
    const second = look(plan, candidateOf(plan, 82, noise), first);
    /** The same problems, those from `from` on (0-based) failed. */
    const failedFrom = (count: number, from: number) =>
      candidateOf(plan, count, (c, i) => (i < from ? noise(c, i) : 0));

    it('refuses the same look again on other results, and takes it again on the same', () => {
      expect(second).toMatchObject({ decision: 'continue', look: 2, taken: [41, 82] });
      expect(second.digests).toHaveLength(2);
      expect(look(plan, candidateOf(plan, 82, noise), second)).toMatchObject({ decision: 'continue', look: 2 });
      // Without the check, the other results stop the gate with a regression at look 2.
      expect(look(plan, failedFrom(82, 41), first).decision).toBe('regression');
      const again = look(plan, failedFrom(82, 41), second);
      expect(again).toMatchObject({ decision: 'refused' });
      expect(again.refusal).toMatch(
        /^the candidate's results on problems 42-82 of the plan's order differ from those --previous's looks/,
      );
    });

    it("refuses a later look whose earlier looks' problems changed, saying which", () => {
      const changed = candidateOf(plan, 123, (c, i) => (i < 41 ? c : noise(c, i)));
      expect(look(plan, changed, second).refusal).toContain(
        "results on problems 1-41 of the plan's order differ from those --previous's",
      );
      expect(look(plan, candidateOf(plan, 123, noise), second)).toMatchObject({ look: 3, taken: [41, 82, 123] });
    });
  });

  it("refuses a look whose decoding config changed since the previous look's, on both sides alike", () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    const first = look(plan, candidateOf(plan, 41, noise));
    expect(first.config).toContainEqual({ key: 'temperature', baseline: 0.8, candidate: 0.8 });
    const cooler = { config: { ...SAMPLING, temperature: 0.2 } };
    const report = sequentialDecision({
      plan,
      baseline: run('base.json', BASELINE.problems, cooler),
      candidate: candidateOf(plan, 82, noise, cooler),
      previous: first,
    });
    expect(report.decision).toBe('refused');
    expect(report.refusal).toContain('baseline temperature 0.8, now 0.2; candidate temperature 0.8, now 0.2');
  });

  it('takes a setting first recorded at a later look, noting it; refuses one no longer recorded', () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    const untold = Object.fromEntries(Object.entries(SAMPLING).filter(([key]) => key !== 'max_tokens'));
    const [before, after] = [{ config: untold }, { config: { ...untold, max_tokens: 500 } }];
    const lookOf = (parts: object, count: number, previous?: LookReport) =>
      JSON.parse(
        JSON.stringify(
          sequentialDecision({
            plan,
            baseline: run('base.json', BASELINE.problems, parts),
            candidate: candidateOf(plan, count, noise, parts),
            previous,
          }),
        ),
      ) as LookReport;
    const first = lookOf(before, 41);
    expect(first.config).toContainEqual({ key: 'max_tokens' });
    const second = lookOf(after, 82, first);
    expect(second).toMatchObject({ decision: 'continue', look: 2 });
    expect(second.warnings).toContainEqual(
      "first recorded at this look, not at --previous's: baseline max_tokens 500; candidate max_tokens 500 " +
        "(whether the earlier looks' runs were sampled so is not known)",
    );
    const third = lookOf(before, 123, second);
    expect(third.decision).toBe('refused');
    expect(third.refusal).toContain(
      'baseline max_tokens 500, now not recorded; candidate max_tokens 500, now not recorded',
    );
    expect(lookOf({ config: { ...untold, max_tokens: 400 } }, 123, second).refusal).toContain(
      'baseline max_tokens 500, now 400; candidate max_tokens 500, now 400',
    );
  });

  it('refuses a previous report whose looks taken are none, out of order, or more than its looks', () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    const first = look(plan, candidateOf(plan, 41, noise));
    const next = (previous: LookReport) =>
      sequentialDecision({ plan, baseline: BASELINE, candidate: candidateOf(plan, 82, noise), previous });
    expect(next(first).decision).not.toBe('refused');
    const malformed = /^--previous: not a look's report as .*: its looks taken, digests or config are malformed$/;
    expect(() => next({ ...first, taken: [], digests: [] })).toThrow(malformed);
    const second = look(plan, candidateOf(plan, 82, noise), first);
    expect(second.taken).toEqual([41, 82]);
    expect(() => next({ ...second, taken: [82, 41] })).toThrow(malformed);
    expect(() => next({ ...second, look: 1 })).toThrow(malformed);
    // Said before a refusal of the runs, which would otherwise hide it until that one is fixed.
    const hotter = candidateOf(plan, 82, noise, { config: { ...SAMPLING, temperature: 0.2 } });
    expect(sequentialDecision({ plan, baseline: BASELINE, candidate: hotter }).decision).toBe('refused');
    const refusedWith = (previous: unknown) => () =>
      sequentialDecision({ plan, baseline: BASELINE, candidate: hotter, previous });
    expect(refusedWith({ ...second, taken: [82, 41] })).toThrow(malformed);
    expect(refusedWith({ look: 1 })).toThrow(/^--previous: not a look's report \(expected "format"/);
  });

  it('goes on from the report of results that completed no look yet, as from no report', () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    const early = look(plan, candidateOf(plan, 30, noise));
    expect(early).toMatchObject({ decision: 'continue', look: 0, taken: [], digests: [] });
    const first = look(plan, candidateOf(plan, 41, noise), early);
    expect(first).toMatchObject({ decision: 'continue', look: 1, taken: [41] });
    expect(first.statistic).toEqual(look(plan, candidateOf(plan, 41, noise)).statistic);
    // It still holds what a look 0 saw: a decoding setting changed since is refused.
    const changed = sequentialDecision({
      plan,
      baseline: run('base.json', BASELINE.problems, { config: { ...SAMPLING, temperature: 0.2 } }),
      candidate: candidateOf(plan, 41, noise, { config: { ...SAMPLING, temperature: 0.2 } }),
      previous: early,
    });
    expect(changed.refusal).toContain('the decoding config changed since --previous');
  });

  it("says a previous look's report from an earlier version kept no digests, and how to go on", () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    const earlier: Partial<LookReport> = look(plan, candidateOf(plan, 41, noise));
    delete earlier.digests;
    delete earlier.config;
    const taking = () =>
      sequentialDecision({ plan, baseline: BASELINE, candidate: candidateOf(plan, 82, noise), previous: earlier });
    expect(taking).toThrow(
      /^--previous: written by an earlier passk-gate, .* take this look without --previous \(the looks are then the plan's\)/,
    );
    // Without it the look is taken, the looks being the plan's.
    expect(sequentialDecision({ plan, baseline: BASELINE, candidate: candidateOf(plan, 82, noise) })).toMatchObject({
      look: 2,
      taken: [41, 82],
    });
  });

  it("refuses a look after an earlier version's report of a stop as after any stop, not as an earlier version's", () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    const stop: Partial<LookReport> = look(
      plan,
      candidateOf(plan, 41, () => 0),
    );
    expect(stop.decision).toBe('regression');
    delete stop.digests;
    delete stop.config;
    const report = sequentialDecision({
      plan,
      baseline: BASELINE,
      candidate: candidateOf(plan, 82, () => 0),
      previous: stop,
    });
    expect(report).toMatchObject({ decision: 'refused' });
    expect(report.refusal).toMatch(
      /^the gate already stopped at look 1 \(regression\): a stopped plan takes no more looks/,
    );
  });

  describe('the last look decides as compare can (greedy HumanEval: 164 problems at n = 1, two in three solved)', () => {
    const greedy = run(
      'greedy.json',
      problems(
        Array.from({ length: 164 }, (_, i) => (i % 3 === 2 ? 0 : 1)),
        1,
      ),
    );
    /** The candidate on every problem, the first `failed` of the baseline's solved ones failed. */
    const failing = (failed: number) => {
      let left = failed;
      return run(
        'cand.json',
        greedy.problems.map((p) => ({ ...p, c: p.c === 1 && left-- > 0 ? 0 : p.c })),
      );
    };
    const lastLook = (failOn: 'regression' | 'inconclusive', candidate: RunResults) => {
      const plan = makeSequentialPlan(greedy, { ...DEFAULT_OPTIONS, looks: 4, failOn });
      return sequentialDecision({ plan, baseline: greedy, candidate });
    };

    it('5 problems turned to failures are no regression, past the t boundary but below the sign test floor of 6', () => {
      const five = lastLook('regression', failing(5));
      expect(five.statistic!.t).toBeGreaterThan(five.statistic!.boundary);
      expect(five).toMatchObject({ decision: 'pass', reason: 'last-look', failed: false, look: 4 });
      expect(lookTerminal(five)).toContain(
        `regression boundary ${five.statistic!.boundary.toFixed(2)} (fewer problems changed than the sign test needs);`,
      );
      expect(lastLook('inconclusive', failing(5))).toMatchObject({ decision: 'inconclusive', failed: true });
      expect(lastLook('regression', failing(6))).toMatchObject({ decision: 'regression', failed: true });
    });

    it('an unchanged candidate passes under fail-on inconclusive and margin 0; at an earlier look it goes on', () => {
      expect(lastLook('inconclusive', failing(0))).toMatchObject({
        decision: 'pass',
        reason: 'last-look',
        failed: false,
      });
      const plan = makeSequentialPlan(greedy, { ...DEFAULT_OPTIONS, looks: 4, failOn: 'inconclusive' });
      const first = run(
        'cand.json',
        greedy.problems.filter((p) => plan.order.indexOf(p.id) < 41),
      );
      expect(sequentialDecision({ plan, baseline: greedy, candidate: first })).toMatchObject({ decision: 'continue' });
    });
  });

  describe('a drop without variation: every problem the look used fell alike', () => {
    // 40 greedy problems the baseline solves but for the last in the plan's order (the order is the seed's).
    const ids = Array.from({ length: 40 }, (_, i) => `P/${i}`);
    const unsolved = seededOrder(ids, DEFAULT_OPTIONS.seed).at(-1);
    const solved = run(
      'base.json',
      ids.map((id) => ({ id, n: 1, c: id === unsolved ? 0 : 1 })),
    );
    const fallen = (looks: number, count: number) => {
      const plan = makeSequentialPlan(solved, { ...DEFAULT_OPTIONS, looks });
      const candidate = run(
        'cand.json',
        plan.order.slice(0, count).map((id) => ({ id, n: 1, c: 0 })),
      );
      return { plan, report: sequentialDecision({ plan, baseline: solved, candidate }) };
    };

    it("takes the look's level as one-sided: 10 of 20 fallen at the first of 2 looks, 2^-10 below Phi(-z)", () => {
      const ids20 = ids.slice(0, 20);
      const last = seededOrder(ids20, DEFAULT_OPTIONS.seed).at(-1);
      const base = run(
        'base.json',
        ids20.map((id) => ({ id, n: 1, c: id === last ? 0 : 1 })),
      );
      const plan = makeSequentialPlan(base, { ...DEFAULT_OPTIONS, looks: 2 });
      expect(plan.looks[0]!.problems).toBe(10);
      // Phi(-z_1) = 0.0015 for z_1 = 2.96: 2^-10 = 9.8e-4 is below it, and not below half of it.
      expect(0.5 ** 10).toBeLessThan(normalCdf(-plan.looks[0]!.z, 0, 1));
      expect(0.5 ** 10).toBeGreaterThan(normalCdf(-plan.looks[0]!.z, 0, 1) / 2);
      const candidate = run(
        'cand.json',
        plan.order.slice(0, 10).map((id) => ({ id, n: 1, c: 0 })),
      );
      expect(sequentialDecision({ plan, baseline: base, candidate })).toMatchObject({
        decision: 'regression',
        look: 1,
        statistic: { se: 0 },
      });
    });

    it("is the exact sign test's at the look's level, as compare decides it, not a t past any boundary", () => {
      // 10 of 10 fallen: one-sided p = 2^-10, above the first of 4 looks' level; 20 of 20 at the first of 2, below.
      const early = fallen(4, 10);
      expect(0.5 ** 10).toBeGreaterThan(normalCdf(-early.plan.looks[0]!.z, 0, 1));
      expect(early.report).toMatchObject({ decision: 'continue', look: 1, statistic: { se: 0, t: null } });
      expect(lookTerminal(early.report)).toContain(
        'no variation (no t): all 10 problems fell alike, exact sign test p = 9.77e-4 (one-sided), not below ' +
          "this look's level;",
      );
      const half = fallen(2, 20);
      expect(0.5 ** 20).toBeLessThan(normalCdf(-half.plan.looks[0]!.z, 0, 1));
      expect(half.report).toMatchObject({ decision: 'regression', look: 1 });
      expect(lookTerminal(half.report)).toContain('all 20 problems fell alike, exact sign test p = 9.54e-7');
    });
  });

  it("projects the design drop on the whole suite's standard error: theta = (design - margin) / (se sqrt(t))", () => {
    // Look 1 of 4: 41 of 164 problems, t = 1/4, margin 0. The whole suite's se is the look's times sqrt(t), so the
    // expected final Z at the design drop is theta = design / (se sqrt(t)), and
    // CP = 1 - Phi((c_K - Z sqrt(t) - theta (1 - t)) / sqrt(1 - t)).
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    const report = look(plan, candidateOf(plan, 41, noise));
    const { t, se, conditional_power: power } = report.statistic!;
    const fraction = 41 / 164;
    const theta = plan.futility!.design_drop / (se * Math.sqrt(fraction));
    const z = (plan.looks.at(-1)!.z - t! * Math.sqrt(fraction) - theta * (1 - fraction)) / Math.sqrt(1 - fraction);
    expect(power).toBeCloseTo(1 - normalCdf(z, 0, 1), 12);
  });

  it('computes no conditional power when the changes do not vary, where it would be NaN', () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4, margin: 0.02 });
    const report = sequentialDecision({ plan, baseline: BASELINE, candidate: candidateOf(plan, 41, (c) => c) });
    expect(report.statistic).toMatchObject({ se: 0, conditional_power: null });
    expect(lookTerminal(report)).not.toMatch(/Infinity|NaN/);
  });

  it('with a margin, does not stop on no variation before the last look: the problems to come may hold every change', () => {
    for (const failOn of ['regression', 'inconclusive'] as const) {
      const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4, margin: 0.02, failOn });
      const early = sequentialDecision({ plan, baseline: BASELINE, candidate: candidateOf(plan, 41, (c) => c) });
      expect(early).toMatchObject({ decision: 'continue', statistic: { se: 0, t: null, non_inferiority_t: null } });
      const last = sequentialDecision({ plan, baseline: BASELINE, candidate: candidateOf(plan, 164, (c) => c) });
      expect(last).toMatchObject({ decision: 'pass', failed: false });
    }
  });

  it('warns first, as compare does, when only the candidate records how its passes were judged', () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 3 });
    const candidate = {
      ...candidateOf(plan, plan.looks[0]!.problems, noise),
      judgement: { format: 'evalplus', criterion: 'base' },
    };
    const report = look(plan, candidate);
    expect(report.decision).not.toBe('refused');
    expect(report.warnings[0]).toMatch(
      /^the baseline does not record how its passes were judged \(a passk-results\/v1 file without "judgement"\); the candidate's were judged by evalplus/,
    );
  });

  it('warns at every look of a plan without groups that the runs have groups, which it does not use', () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 3 });
    const candidate = candidateOf(plan, plan.looks[0]!.problems, noise);
    expect(look(plan, candidate).warnings.filter((w) => w.includes('group'))).toEqual([]);
    const inGroups = { ...candidate, problems: candidate.problems.map((p, i) => ({ ...p, group: `repo-${i % 7}` })) };
    expect(look(plan, inGroups).warnings.filter((w) => w.includes('group'))).toEqual([
      'the candidate puts its problems in 7 groups, which the plan does not use: its looks treat every problem as ' +
        "independent, so where a group's problems pass or fail together the false-block rate is above its alpha; " +
        'write a new plan from a baseline with the group field, whose looks take whole groups',
    ]);
    // A baseline given groups after the plan was written (its digest leaves them out) is named so.
    const one = { ...BASELINE, problems: BASELINE.problems.map((p) => ({ ...p, group: 'all' })) };
    const report = sequentialDecision({ plan, baseline: one, candidate });
    expect(report.warnings.filter((w) => w.includes('group'))).toEqual([
      expect.stringMatching(/^the baseline puts its problems in 1 group, which the plan does not use: /),
    ]);
  });

  describe('a plan over groups (41 groups of 4 problems)', () => {
    const grouped = run(
      'base.json',
      BASELINE.problems.map((p, i) => ({ ...p, group: `g${i % 41}` })),
    );
    const plan = makeSequentialPlan(grouped, { ...DEFAULT_OPTIONS, looks: 4, failOn: 'inconclusive' });
    const groupOf = new Map(grouped.problems.map((p) => [p.id, p.group!]));

    it("says the plan's groups before the first look too, none of them used yet", () => {
      const candidate = candidateOf(plan, plan.looks[0]!.problems - 1, noise);
      const report = sequentialDecision({ plan, baseline: grouped, candidate });
      expect(report.look).toBe(0);
      expect(report.problems).toMatchObject({ used: 0, groups: { used: 0, total: 41 } });
    });

    it("decides on compare's cluster-robust standard error over the look's whole groups, on at most groups - 1 df", () => {
      const first = plan.looks[0]!;
      const candidate = candidateOf(plan, first.problems, noise);
      const report = sequentialDecision({ plan, baseline: grouped, candidate });
      // By hand: equal groups, so CR2 is CR1, SE^2 = G/(G - 1) sum_g (S_g - drop n_g)^2 / N^2.
      const ids = plan.order.slice(0, first.problems);
      const count = (r: RunResults, id: string) => r.problems.find((p) => p.id === id)!.c / 20;
      const d = ids.map((id) => count(grouped, id) - count(candidate, id));
      const drop = d.reduce((sum, x) => sum + x, 0) / d.length;
      const residuals = new Map<string, number>();
      ids.forEach((id, i) => residuals.set(groupOf.get(id)!, (residuals.get(groupOf.get(id)!) ?? 0) + d[i]! - drop));
      const g = residuals.size;
      const squares = [...residuals.values()].reduce((sum, r) => sum + r * r, 0);
      const se = Math.sqrt((g / (g - 1)) * squares) / d.length;
      expect(g).toBe(first.groups);
      expect(report.problems).toMatchObject({ used: first.problems, groups: { used: g, total: 41 } });
      expect(report.statistic!.drop).toBeCloseTo(drop, 12);
      expect(report.statistic!.se).toBeCloseTo(se, 12);
      // Equal groups: Bell-McCaffrey's df is g - 1, the plan's; the Satterthwaite df of the SE,
      // 2 (g - 1) V^2 / (g sum (r^2 - mean r^2)^2) with V = sum r^2, is at most that.
      const rSquares = [...residuals.values()].map((r) => r * r);
      const spread = rSquares.reduce((sum, r2) => sum + (r2 - squares / g) ** 2, 0);
      const satterthwaite = Math.max(1, (2 * (g - 1) * squares ** 2) / (g * spread));
      const df = Math.min(g - 1, satterthwaite);
      expect(report.statistic!.df).toBeCloseTo(df, 10);
      expect(report.statistic!.boundary).toBeCloseTo(tBoundary(first.z, df), 10);
      expect(report.warnings).toEqual([]);
      expect(lookLine(report)).toContain(`looked at ${first.problems} of 164 problems`);
      expect(lookTerminal(report)).toContain(`on the plan's first ${first.problems} problems (${g} groups)`);
    });

    it('takes fewer df, and a higher boundary than the plan, when a few groups carry the changes', () => {
      // At the first look only the first 2 of its 10 groups change (each of their problems loses 4 passes).
      const first = plan.looks[0]!;
      const changed = new Set(plan.order.slice(0, 8).map((id) => groupOf.get(id)));
      const candidate = candidateOf(plan, first.problems, (c, i) =>
        changed.has(groupOf.get(plan.order[i]!)) ? c - 4 : c,
      );
      const report = sequentialDecision({ plan, baseline: grouped, candidate });
      // Two residuals far from the rest: the Satterthwaite df is about 8, under the 9 of 10 equal groups.
      expect(report.statistic!.df).toBeCloseTo(8, 0);
      expect(report.statistic!.df).toBeLessThan(first.groups! - 1);
      expect(report.statistic!.boundary).toBeCloseTo(tBoundary(first.z, report.statistic!.df), 10);
      expect(report.statistic!.boundary).toBeGreaterThan(first.t);
    });

    it("needs as many changed groups as compare's sign test: a drop in 5 whole groups is not a regression", () => {
      // Every problem of the order's first 5 groups fails; the rest as the baseline.
      const failing = new Set(plan.order.slice(0, 20).map((id) => groupOf.get(id)));
      const candidate = candidateOf(plan, 164, (c, i) => (failing.has(groupOf.get(plan.order[i]!)) ? 0 : c));
      const report = sequentialDecision({ plan, baseline: grouped, candidate });
      expect(report.statistic!.t).toBeGreaterThanOrEqual(report.statistic!.boundary);
      expect(report.decision).not.toBe('regression');
      expect(lookTerminal(report)).toContain('(fewer groups changed than the sign test needs)');
      // Over the problems, the same 20 changed problems would block.
      const flat = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4, failOn: 'inconclusive' });
      const ids = new Set(plan.order.slice(0, 20));
      const byProblem = candidateOf(flat, 164, (c, i) => (ids.has(flat.order[i]!) ? 0 : c));
      expect(sequentialDecision({ plan: flat, baseline: BASELINE, candidate: byProblem }).decision).toBe('regression');
    });

    it("refuses a baseline whose groups are not the plan's, and a candidate that puts a problem in another group", () => {
      const candidate = candidateOf(plan, plan.looks[0]!.problems, noise);
      const regrouped = { ...grouped, problems: grouped.problems.map((p, i) => ({ ...p, group: `g${i % 40}` })) };
      for (const baseline of [BASELINE, regrouped]) {
        expect(sequentialDecision({ plan, baseline, candidate })).toMatchObject({
          decision: 'refused',
          refusal:
            "base.json does not group its problems as the baseline the plan was written from did (the plan's " +
            'looks take whole groups): give that baseline with its group field, or write a new plan',
        });
      }
      const same = { ...candidate, problems: candidate.problems.map((p) => ({ ...p, group: groupOf.get(p.id) })) };
      expect(sequentialDecision({ plan, baseline: grouped, candidate: same }).decision).toBe('continue');
      const [first, ...rest] = same.problems;
      const moved = { ...same, problems: [{ ...first!, group: 'elsewhere' }, ...rest] };
      expect(sequentialDecision({ plan, baseline: grouped, candidate: moved }).refusal).toBe(
        `problem ${JSON.stringify(first!.id)} is in group ${JSON.stringify(first!.group)} in base.json but in group "elsewhere" in cand.json: ` +
          "the plan's looks take the baseline's groups; give the candidate's problems the same groups, or none",
      );
    });
  });

  it('names the option that gives a setting a run lacks, as the caller names it', () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    const untold = Object.fromEntries(Object.entries(SAMPLING).filter(([key]) => key !== 'temperature'));
    const candidate = candidateOf(plan, 41, noise, { config: untold });
    expect(look(plan, candidate).refusal).toContain(
      'not recorded by the candidate (baseline 0.8); give it for the candidate (--candidate-config temperature=0.8)',
    );
    const naming = { name: (option: string) => `input ${option}` };
    const report = sequentialDecision({ plan, baseline: BASELINE, candidate, naming });
    expect(report.refusal).toContain('(input candidate-config temperature=0.8)');
    // Neither run records it: both options, each whole (the values given kept) with every key the side lacks.
    const baseline = run('base.json', BASELINE.problems, { config: untold });
    const given = candidateOf(plan, 41, noise, { config: { ...untold, top_k: 40 }, sources: { top_k: 'user' } });
    expect(sequentialDecision({ plan, baseline, candidate: given }).refusal).toContain(
      'give it for both (--baseline-config temperature=VALUE,top_k=40 and --candidate-config top_k=40,temperature=VALUE)',
    );
  });

  it("refuses a candidate known only by position, which cannot say which of the plan's problems it holds", () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    const list = run(
      'runs:/0f1c',
      problems(
        Array.from({ length: 41 }, () => 10),
        20,
        (i) => `#${i}`,
      ),
      {
        positional: true,
      },
    );
    expect(look(plan, list).refusal).toBe(
      "runs:/0f1c names its problems only by position (an MLflow per_problem_c list), not as the plan's order " +
        "does, by id: log the harness's results file, which names each problem, and give its runs:/<run_id>/<path>",
    );
  });

  it("refuses a candidate of another suite for its problems, not its config: none is the plan's", () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    // A τ-bench file: tasks 0 to 4, at another temperature and without top_p, which alone would be refused.
    const tasks = run('tau.json', problems([1, 0, 2, 1, 3], 4, String), {
      format: 'taubench',
      config: { temperature: 1 },
    });
    const [first, second, third] = plan.order;
    expect(look(plan, tasks).refusal).toBe(
      "the candidate's tasks are not the plan's: none of its 5 tasks (0, 1, 2 and 2 more) is among the plan's 164 " +
        `problems (${first}, ${second}, ${third} and 161 more): check that the candidate's file comes from the suite ` +
        "of the plan's baseline (base.json), and evaluate the plan's problems in its order",
    );
    // One problem of the plan among others is no other suite: the stray ones are refused as such.
    const stray = run('cand.json', [...candidateOf(plan, 41, noise).problems, { id: 'Other/1', n: 20, c: 3 }]);
    expect(look(plan, stray).refusal).toContain('candidate problem "Other/1" is not in the plan');
  });

  it("names a side's option once, after the first setting it lacks, though it gives them all", () => {
    const plan = makeSequentialPlan(BASELINE, { ...DEFAULT_OPTIONS, looks: 4 });
    const candidate = candidateOf(plan, 41, noise, { config: {} });
    const refusal = look(plan, candidate).refusal!;
    expect(refusal.split('--candidate-config')).toHaveLength(2);
    const first =
      /^config temperature: not recorded by the candidate \(baseline 0\.8\); give it for the candidate \(--candidate-config ([^ ]*)\); config /;
    expect(refusal).toMatch(first);
    expect(first.exec(refusal)![1]!.split(',').sort()).toEqual(['max_tokens=512', 'temperature=0.8', 'top_p=0.95']);
    expect(refusal).toMatch(/; give it for the candidate$/);
  });
});
