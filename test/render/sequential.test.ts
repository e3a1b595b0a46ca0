import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { lookDecisionLine, lookLine, lookMarkdown, lookTerminal, planSummary } from '../../src/render/sequential.js';
import { SEQUENTIAL_LOOK_FORMAT, type LookReport } from '../../src/sequential/model.js';
import { makeSequentialPlan } from '../../src/sequential/plan.js';
import { problems, run } from '../support/runs.js';
import { lostWords, overflowing, shown, WIDTHS } from '../support/terminal-width.js';

/** A look at 82 of 164 problems, pass@1 36.6% -> 26.8%, with the decision and reason given. */
function lookReport(decision: LookReport['decision'], reason: LookReport['reason'], failed: boolean): LookReport {
  return {
    format: SEQUENTIAL_LOOK_FORMAT,
    plan: 'sha256:0',
    decision,
    reason,
    refusal: decision === 'refused' ? 'config temperature differs: baseline 0.8, candidate 0.2' : null,
    failed,
    look: 2,
    looks: 4,
    problems: { evaluated: 82, in_progress: 0, used: 82, total: 164 },
    taken: [41, 82],
    digests: ['sha256:0', 'sha256:1'],
    config: [{ key: 'temperature', baseline: 0, candidate: 0 }],
    metric: 'pass@k',
    k: 1,
    submit: 1,
    margin: 0,
    baseline: { value: 0.366 },
    candidate: { value: 0.268 },
    statistic:
      decision === 'refused'
        ? null
        : { drop: 0.098, se: 0.03, df: 81, t: 3.27, boundary: 3.06, non_inferiority_t: null, conditional_power: null },
    next: decision === 'continue' ? { look: 3, from: 83, to: 123, problems: 41 } : null,
    completions: decision === 'continue' ? 41 : 0,
    samples: 1,
    spent: 82,
    fixed: 164,
    warnings: [],
  };
}

/** What the conditional power is the chance of, as a look says it. */
const CHANCE =
  "the chance the whole suite would show a regression if the problems still to come dropped by the plan's design drop";

describe('planSummary', () => {
  it('says the samples per problem, one sample in the singular', () => {
    const first = (n: number) => {
      const baseline = run('base.json', problems([0, 1, 1, 0, 1, 0, 0, 1, 1, 0], n));
      const plan = makeSequentialPlan(baseline, { ...DEFAULT_OPTIONS, looks: 2 });
      return planSummary(plan, 'plan.json', baseline).split('\n')[0];
    };
    expect(first(1)).toContain(' over 2 looks, n = 1 sample per problem, ');
    expect(first(2)).toContain(' over 2 looks, n = 2 samples per problem, ');
  });

  it('says which looks cannot block: fewer problems than the sign test needs changed (6 at 0.95)', () => {
    const baseline = run('base.json', problems([0, 3, 5, 8, 10, 2, 7, 9, 4, 6], 10));
    const plan = makeSequentialPlan(baseline, { ...DEFAULT_OPTIONS, looks: 4 });
    const lines = planSummary(plan, 'plan.json', baseline)
      .split('\n')
      .filter((line) => line.startsWith('  look '));
    expect(plan.looks.map((look) => look.problems)).toEqual([3, 5, 8, 10]);
    expect(lines.map((line) => line.endsWith(' (cannot block: the sign test needs 6 changed problems)'))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('names a look that adds one problem as that problem, not a range of one', () => {
    const baseline = run('base.json', problems([0, 3, 5, 8, 10, 2, 7], 10));
    const plan = makeSequentialPlan(baseline, { ...DEFAULT_OPTIONS, looks: 4 });
    expect(plan.looks.map((look) => look.problems)).toEqual([2, 4, 5, 7]);
    const lines = planSummary(plan, 'plan.json', baseline)
      .split('\n')
      .filter((line) => line.startsWith('  look '));
    expect(lines.map((line) => line.split(',')[0])).toEqual([
      "  look 1: problems 1-2 of the plan's order",
      "  look 2: problems 3-4 of the plan's order",
      "  look 3: the 5th problem of the plan's order",
      "  look 4: problems 6-7 of the plan's order",
    ]);
  });

  it("speaks of an agent harness's tasks and trials, as compare does, and of a model's problems otherwise", () => {
    const summary = (format: string) => {
      const baseline = run('base.json', problems([0, 3, 5, 8, 10, 2, 7, 9, 4, 6], 10), { format });
      const plan = makeSequentialPlan(baseline, { ...DEFAULT_OPTIONS, looks: 4 });
      return planSummary(plan, 'plan.json', baseline, { width: 200 }).split('\n');
    };
    const agent = summary('taubench');
    expect(agent[0]).toContain(' over 4 looks, n = 10 trials per task, ');
    expect(agent[1]).toMatch(/^evaluate the candidate's tasks in this order: .*, \.\.\. \(10 tasks\)$/);
    expect(agent[2]).toMatch(
      /^ {2}look 1: tasks 1-3 of the plan's order, 30 trials in all; regression when t >= [\d.]+ \(cannot block: the sign test needs 6 changed tasks\)$/,
    );
    expect(agent.join('\n')).not.toMatch(/problem|sample|completion/);
    const model = summary('humaneval');
    expect(model[0]).toContain(' over 4 looks, n = 10 samples per problem, ');
    expect(model[2]).toMatch(
      /^ {2}look 1: problems 1-3 of the plan's order, 30 completions in all; regression when t >= [\d.]+ \(cannot block: the sign test needs 6 changed problems\)$/,
    );
  });

  it('under fail-on inconclusive, says no look stops for futility, as the plan records none', () => {
    const baseline = run('base.json', problems([0, 3, 5, 8, 10, 2, 7, 9, 4, 6], 10));
    const last = (failOn: 'inconclusive' | 'regression', margin = 0) => {
      const plan = makeSequentialPlan(baseline, { ...DEFAULT_OPTIONS, looks: 2, failOn, margin });
      return { plan, line: planSummary(plan, 'plan.json', baseline).trimEnd().split('\n').at(-1) };
    };
    const inconclusive = last('inconclusive');
    expect(inconclusive.plan.futility).toBeNull();
    expect(inconclusive.line).toBe(
      'a pass stops early only when the candidate is shown better than the baseline (--fail-on inconclusive: no futility stop)',
    );
    expect(last('inconclusive', 0.02).line).toContain('only when the drop is shown below the margin of 2.0 points');
    const regression = last('regression');
    expect(regression.plan.futility).not.toBeNull();
    expect(regression.line).toContain('conditional power');
  });

  it("says, as compare does, when the design drop is at least the baseline's whole score", () => {
    // 10 problems at n = 1, 2 of them solved (SWE-bench-like): the fixed gate's 80%-power drop is past 20%.
    const small = run('base.json', problems([0, 1, 0, 0, 0, 0, 1, 0, 0, 0], 1));
    const plan = makeSequentialPlan(small, { ...DEFAULT_OPTIONS, looks: 2 });
    expect(plan.futility!.design_drop).toBeGreaterThanOrEqual(0.2);
    const last = planSummary(plan, 'plan.json', small).trimEnd().split('\n').at(-1);
    expect(last).toBe(
      'This suite cannot detect a regression at this size: the smallest drop it catches 80% of the time, ' +
        `${(plan.futility!.design_drop * 100).toFixed(1)} points, is at least the baseline's whole score (20.0%; 10 problems, n = 1).`,
    );
    // A baseline that solves nothing: as compare says it.
    const none = run('base.json', problems(Array<number>(10).fill(0), 1));
    expect(planSummary(makeSequentialPlan(none, { ...DEFAULT_OPTIONS, looks: 2 }), 'plan.json', none)).toContain(
      '\nThe baseline passes none of the 10 problems: the candidate cannot score lower, so this gate can only report an improvement.\n',
    );
    // A suite that can: the futility line is the last.
    const baseline = run('base.json', problems([0, 3, 5, 8, 10, 2, 7, 9, 4, 6], 10));
    const enough = makeSequentialPlan(baseline, { ...DEFAULT_OPTIONS, looks: 2 });
    expect(planSummary(enough, 'plan.json', baseline)).not.toContain('cannot detect');
  });
});

describe('planSummary of one look, and the baseline read', () => {
  const baseline = run('base.json', problems([0, 3, 5, 8, 10, 2, 7, 9, 4, 6], 10));

  it('says no early pass with one look: that look is the last, where no futility rule applies', () => {
    const plan = makeSequentialPlan(baseline, { ...DEFAULT_OPTIONS, looks: 1 });
    expect(plan.futility).not.toBeNull();
    const text = planSummary(plan, 'plan.json', baseline);
    expect(text).not.toContain('stops early');
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^ {2}look 1: problems 1-10 of the plan's order, /);
    expect(planSummary(makeSequentialPlan(baseline, { ...DEFAULT_OPTIONS, looks: 2 }), 'p', baseline)).toContain(
      'a pass stops early when',
    );
  });

  it("lists the baseline's read warnings, as compare and a look do", () => {
    const warned = { ...baseline, warnings: ['records max_tokens as max_new_tokens: compared as the same setting'] };
    const text = planSummary(makeSequentialPlan(warned, { ...DEFAULT_OPTIONS, looks: 2 }), 'plan.json', warned);
    expect(text).toMatch(
      /\n\nWarnings\n {2}! baseline: records max_tokens as max_new_tokens: compared as the same setting\n$/,
    );
  });

  describe('at a width', () => {
    // Looks that cannot block, the line on when a pass stops early, and a warning: every kind of line.
    const warned = { ...baseline, warnings: ['records max_tokens as max_new_tokens: compared as the same setting'] };
    const plan = makeSequentialPlan(warned, { ...DEFAULT_OPTIONS, looks: 4 });
    const wide = planSummary(plan, 'evals/plan.json', warned);

    it.each(WIDTHS)('at %i columns: no line wider but one word, and every word of the wide summary', (width) => {
      const text = planSummary(plan, 'evals/plan.json', warned, { width });
      expect(overflowing(text, width)).toEqual([]);
      expect(lostWords(wide, text)).toEqual([]);
    });

    it("goes on a look's line deeper than the looks start", () => {
      const text = planSummary(plan, 'evals/plan.json', warned, { width: 60 });
      expect(text).toContain(
        "\n  look 1: problems 1-3 of the plan's order, 30 completions\n" +
          '    in all; regression when t >= 108.17 (cannot block: the\n' +
          '    sign test needs 6 changed problems)\n  look 2: ',
      );
    });
  });
});

describe('lookLine', () => {
  it('says why a pass stopped, and the look where the decision above it does not; a regression needs no reason', () => {
    expect(lookLine(lookReport('regression', 'regression', true))).toBe(
      'looked at 82 of 164 problems; stopped: regression',
    );
    // Under fail-on never the regression is reported and the step passes: the line says so, as the exit status does.
    expect(lookLine(lookReport('regression', 'regression', false))).toBe(
      'looked at 82 of 164 problems; stopped: regression (fail-on never: reported, the step does not fail)',
    );
    expect(lookLine(lookReport('pass', 'futility', false))).toBe(
      'looked at 82 of 164 problems; stopped: pass (a regression can no longer be shown)',
    );
    expect(lookLine(lookReport('continue', null, false))).toBe(
      "looked at 82 of 164 problems; continue: evaluate problems 83-123 of the plan's order next (41 completions)",
    );
    // "at the last look" names no number: the line does.
    expect(lookLine(lookReport('inconclusive', 'last-look', true))).toBe(
      'looked at 82 of 164 problems (look 2 of 4); stopped: inconclusive (the last look)',
    );
  });
});

describe("a look's scores", () => {
  it("have the drop's decimals: 63.44% -> 63.46% beside +0.02 points, not 63.4% -> 63.5%", () => {
    const report = lookReport('continue', null, false);
    const close: LookReport = {
      ...report,
      baseline: { value: 0.6344 },
      candidate: { value: 0.6346 },
      statistic: { ...report.statistic!, drop: -0.0002 },
    };
    expect(lookTerminal(close)).toContain('pass@1 63.44% -> 63.46% (+0.02 points)');
    expect(lookMarkdown(close)).toContain('63.44%');
    expect(lookMarkdown(close)).toContain('63.46%');
  });
});

describe('lookTerminal', () => {
  const cases = [
    ['regression', 'regression', true, '1;31'],
    ['regression', 'regression', false, '1;36'],
    ['pass', 'futility', false, '1;32'],
    ['continue', null, false, '1;33'],
    ['inconclusive', 'last-look', true, '1;31'],
    ['refused', null, true, '1;31'],
  ] as const;

  it.each(cases)(
    '%s (failed: %s): line one is the decision, painted as compare paints it, the look under it',
    (decision, reason, failed, colour) => {
      const report = lookReport(decision, reason, failed);
      const [one, two] = lookTerminal(report, { color: true }).split('\n');
      // Red blocks, green can merge, cyan informational (fail-on never), yellow decides nothing yet.
      expect(one).toBe(
        `\u001b[${colour}m${lookMarkdown(report)
          .split('\n')[0]!
          .replace(/^### \S+ /, '')}\u001b[0m`,
      );
      expect(two).toBe(`  ${lookLine(report)}`);
      expect(shown(lookTerminal(report, { color: true }))).toBe(lookTerminal(report));
    },
  );

  describe.each(cases)('%s (failed: %s) at a width', (decision, reason, failed) => {
    const report = {
      ...lookReport(decision, reason, failed),
      warnings: ['candidate: records max_tokens as max_new_tokens: compared as the same setting'],
    };
    const wide = lookTerminal(report);

    it.each(WIDTHS)('at %i columns: no line wider but one word, and every word of the wide report', (width) => {
      const text = lookTerminal(report, { width });
      expect(overflowing(text, width)).toEqual([]);
      expect(lostWords(wide, text)).toEqual([]);
    });
  });
});

describe('lookDecisionLine', () => {
  it('says the look once: the decision names it, the look line does not again', () => {
    expect(lookDecisionLine(lookReport('pass', 'futility', false))).toBe(
      'Can merge: stopped at look 2 of 4; looked at 82 of 164 problems; stopped: pass (a regression can no longer be shown)',
    );
    expect(lookDecisionLine(lookReport('continue', null, false))).toBe(
      'Evaluate more: look 2 of 4 decides nothing yet; looked at 82 of 164 problems; continue: evaluate problems ' +
        "83-123 of the plan's order next (41 completions)",
    );
    // "the last look" names no number: the look line gives it.
    expect(lookDecisionLine(lookReport('inconclusive', 'last-look', true))).toMatch(
      /^Blocks merge, not enough evidence at the last look \(fail-on inconclusive\); looked at 82 of 164 problems \(look 2 of 4\); /,
    );
  });
});

describe('lookMarkdown', () => {
  it.each([
    ['regression', 'regression', true, '### ❌ Blocks merge: regression, stopped at look 2 of 4'],
    [
      'regression',
      'regression',
      false,
      '### ℹ️ Informational: this gate does not block. It would have blocked: regression, stopped at look 2 of 4',
    ],
    ['pass', 'non-inferiority', false, '### ✅ Can merge: stopped at look 2 of 4'],
    ['continue', null, false, '### ⏳ Evaluate more: look 2 of 4 decides nothing yet'],
    [
      'inconclusive',
      'last-look',
      true,
      '### ⚠️ Blocks merge, not enough evidence at the last look (fail-on inconclusive)',
    ],
    ['refused', null, true, '### ⛔ Blocks merge: not compared'],
  ] as const)('%s (failed: %s) reads %s first', (decision, reason, failed, headline) => {
    expect(lookMarkdown(lookReport(decision, reason, failed)).split('\n')[0]).toBe(headline);
  });

  it('before the first look says what the first look needs, not a look 0', () => {
    const report = {
      ...lookReport('continue', null, false),
      look: 0,
      problems: { evaluated: 20, in_progress: 0, used: 0, total: 164 },
      taken: [],
      digests: [],
      statistic: null,
      next: { look: 1, from: 21, to: 41, problems: 21 },
    };
    const headline = lookMarkdown(report).split('\n')[0];
    expect(headline).toBe('### ⏳ Evaluate more: the first look needs 41 problems');
    expect(headline).not.toContain('look 0');
  });

  it('says what the conditional power of an improving candidate is the chance of, and that it is no regression', () => {
    // A candidate 2 points better on every problem, with little spread: 100% power at the design drop.
    const better = lookReport('continue', null, false);
    better.candidate = { value: 0.386 };
    better.statistic = { ...better.statistic!, drop: -0.02, se: 0.004, t: -5.32, boundary: 4.93, conditional_power: 1 };
    expect(lookTerminal(better).replace(/\s+/g, ' ')).toContain(
      `regression boundary 4.93; conditional power 100%, ${CHANCE} (a high figure is no regression: a look passes ` +
        'early under 10%); 82 of 164 completions spent',
    );
  });

  it('says the figure that decided an early pass: the conditional power, or the non-inferiority t', () => {
    const futile = lookReport('pass', 'futility', false);
    futile.statistic = { ...futile.statistic!, t: -1.08, conditional_power: 0.03 };
    expect(lookMarkdown(futile)).toContain(
      `\nA regression can no longer be shown: conditional power 3%, ${CHANCE}, is under 10%.\n`,
    );
    // The terminal line says which drop the power is at: the plan's, not the drop seen.
    expect(lookTerminal(futile).replace(/\s+/g, ' ')).toContain(`; conditional power 3%, ${CHANCE}, under 10%;`);
    const within = { ...lookReport('pass', 'non-inferiority', false), margin: 0.05 };
    within.statistic = { ...within.statistic!, drop: -0.02, t: -5.81, boundary: 4.93, non_inferiority_t: 5.81 };
    const text = lookMarkdown(within);
    expect(text).toContain('\nThe drop is shown below the margin of 5.0 points: non-inferiority t = 5.81 ≥ 4.93.\n');
    expect(lookTerminal(within)).toContain('regression boundary 4.93, non-inferiority t = 5.81;');
    // A look that decided by its t alone adds nothing.
    expect(lookMarkdown(lookReport('regression', 'regression', true))).not.toMatch(/conditional power|non-inferiority/);
  });

  it("tables the look's numbers and says what it cost, the gate's name as code", () => {
    const text = lookMarkdown(lookReport('regression', 'regression', true), 'human`eval');
    // t counts the drop as positive, beside a change that counts it as negative: the column says whose t it is.
    expect(text).toContain('| | baseline | candidate | change | t of the drop | regression when t ≥ |');
    expect(text).toContain("| pass@1 on the plan's first 82 problems | 36.6% | 26.8% | -9.8 points | 3.27 | 3.06 |");
    // The terminal says which problems as the table does: the plan's first, not the run's.
    expect(lookTerminal(lookReport('regression', 'regression', true))).toContain(
      "(-9.8 points) on the plan's first 82 problems; t of the drop = 3.27, regression boundary 3.06;",
    );
    // With a margin t is (drop - margin) / SE: how far the drop is past the limit, and the label says so.
    const margined = { ...lookReport('regression', 'regression', true), margin: 0.01 };
    expect(lookMarkdown(margined)).toContain('| change | t of the drop past the limit | regression when t ≥ |');
    expect(lookTerminal(margined)).toContain('; t of the drop past the limit = 3.27, regression boundary 3.06;');
    // The headline names the look: the line under it does not say it again.
    expect(text.split('\n')[2]).toMatch(/ · sequential gate: looked at 82 of 164 problems; stopped: regression$/);
    expect(text).toContain("82 of the fixed-size eval's 164 completions spent.");
    expect(text.split('\n')[2]).toMatch(/^`+ ?human`eval ?`+ · sequential gate: looked at 82 of 164 problems/);
  });

  it('with no variation in the changes says so, not an infinite t (the JSON has none)', () => {
    // An unchanged candidate under a margin: drop 0, se 0, so no t ((0 - 0.02) / 0), as the JSON writes it.
    const report = lookReport('continue', null, false);
    report.statistic = { ...report.statistic!, drop: 0, se: 0, t: null, non_inferiority_t: null };
    const terminal = lookTerminal(report);
    // No boundary decided it: none is said.
    expect(terminal).toContain("on the plan's first 82 problems; no variation (no t): no evidence yet;");
    expect(lookMarkdown(report)).toContain(
      '| 0.0 points | no variation | — |\n\nNo variation (no t): no evidence yet.\n',
    );
    expect(`${terminal}${lookMarkdown(report)}`).not.toMatch(/Infinity|NaN|boundary/);
  });

  it('says a figure on its side of the boundary it is held to, with the decimals that takes', () => {
    // A last look that passed at t 2.02699 against 2.02983: "2.03, regression boundary 2.03" would read as a block.
    const last = { ...lookReport('pass', 'last-look', false), look: 4 };
    last.statistic = { ...last.statistic!, t: 2.026990692726751, boundary: 2.029829618909433 };
    expect(lookTerminal(last)).toContain('t of the drop = 2.027, regression boundary 2.030;');
    expect(lookMarkdown(last)).toContain('| 2.027 | 2.030 |');
    // A futility stop at 9.97% conditional power, under the 10% floor.
    const futile = lookReport('pass', 'futility', false);
    futile.statistic = { ...futile.statistic!, t: -1.87, conditional_power: 0.0997 };
    expect(lookMarkdown(futile)).toContain(`conditional power 9.97%, ${CHANCE}, is under 10%.`);
    expect(lookTerminal(futile).replace(/\s+/g, ' ')).toContain(`conditional power 9.97%, ${CHANCE}, under 10%;`);
  });

  it('says why t past the boundary is no regression: the sign test floor, in the markdown as in the terminal', () => {
    const report = lookReport('inconclusive', 'last-look', true);
    report.statistic = { ...report.statistic!, t: 2.26, boundary: 2.03 };
    expect(lookTerminal(report)).toContain(
      'regression boundary 2.03 (fewer problems changed than the sign test needs)',
    );
    expect(lookMarkdown(report)).toContain(
      't reached the boundary, but fewer problems changed than the sign test needs',
    );
  });

  it('a refusal has its reason and no numbers', () => {
    const text = lookMarkdown(lookReport('refused', null, true));
    expect(text).toContain('sequential gate: refused: config temperature differs: baseline 0.8, candidate 0.2');
    expect(text).not.toContain('|');
    expect(text).not.toContain('completions spent');
  });
});

describe('a look at n@k', () => {
  it('names the metric with the samples the plan submits, as the plan does (2@5, not 1@5)', () => {
    const report: LookReport = { ...lookReport('continue', null, false), metric: 'n@k', k: 5, submit: 2 };
    for (const text of [lookTerminal(report), lookMarkdown(report)]) {
      expect(text).toContain('2@5 (by score)');
      expect(text).not.toContain('1@5');
    }
  });
});

describe('a look near 100%', () => {
  it('shows the scores apart from 100% and a small change as compare does, not 100.0% -> 100.0% (+0.0 points)', () => {
    // One sample of 3,280 failed in the baseline, none in the candidate.
    const base = lookReport('continue', null, false);
    const report: LookReport = {
      ...base,
      baseline: { value: 3279 / 3280 },
      candidate: { value: 1 },
      statistic: { ...base.statistic!, drop: -1 / 3280, t: -1 },
    };
    expect(lookMarkdown(report)).toContain(
      "| pass@1 on the plan's first 82 problems | 99.97% | 100.00% | +0.03 points |",
    );
    expect(lookTerminal(report)).toContain("pass@1 99.97% -> 100.00% (+0.03 points) on the plan's first 82 problems");
  });
});

describe('a look whose drop is zero to rounding', () => {
  it('says t = 0.00, not -0.00 (a drop of -1e-17 is the sum of exact changes in doubles)', () => {
    const base = lookReport('continue', null, false);
    const statistic = { ...base.statistic!, drop: -1.1e-17, t: -1.1e-17 / 0.03 };
    const text = lookTerminal({ ...base, statistic });
    expect(text).toContain('t of the drop = 0.00');
    expect(text).not.toContain('-0.00');
    expect(lookMarkdown({ ...base, statistic })).toContain('| 0.00 |');
  });
});

describe('planSummary over groups', () => {
  it('writes counts past 999 with separators', () => {
    const baseline = run(
      'base.json',
      problems(
        Array.from({ length: 2000 }, (_, i) => (i * 7) % 11),
        10,
      ).map((problem, i) => ({ ...problem, group: `g${i >> 1}` })),
    );
    const plan = makeSequentialPlan(baseline, { ...DEFAULT_OPTIONS, looks: 2 });
    expect(planSummary(plan, 'plan.json', baseline)).toContain('(2,000 problems in 1,000 groups)');
  });

  it("names the groups where it says the design drop is at least the baseline's whole score, as compare does", () => {
    // 20 problems in 10 groups of 2, at n = 1, 4 of them solved: the fixed gate's 80%-power drop is past 20%.
    const solved = [0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0];
    const small = run(
      'base.json',
      problems(solved, 1).map((problem, i) => ({ ...problem, group: `g${i >> 1}` })),
    );
    const plan = makeSequentialPlan(small, { ...DEFAULT_OPTIONS, looks: 2 });
    expect(planSummary(plan, 'plan.json', small)).toContain(
      "is at least the baseline's whole score (20.0%; 20 problems in 10 groups, n = 1).",
    );
  });
});
