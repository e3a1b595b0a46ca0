import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { planEval, type PlanOptions } from '../../src/plan/plan.js';
import { grouped } from '../../src/render/format.js';
import { renderPlanTerminal } from '../../src/render/plan.js';
import { readExample } from '../plan/examples.js';
import { lostWords, overflowing, shown, WIDTHS } from '../support/terminal-width.js';

const baseline = await readExample('baseline.json');
const candidate = await readExample('candidate.json');
/** The first 5 problems of a run, one of them passing: 20.0%, as a first agent run of 5 tasks might. */
const pilotOf = (run: typeof baseline) => ({
  ...run,
  problems: run.problems.slice(0, 5).map((p, i) => ({ ...p, c: i < 1 ? p.n : 0 })),
});
const plan = (extra: Partial<PlanOptions> = {}) =>
  planEval(baseline, undefined, { ...DEFAULT_OPTIONS, submit: 1, ...extra });

describe('renderPlanTerminal', () => {
  it("colours the headline, the baseline's row and the answer to --target only when asked", () => {
    const report = plan({ target: 0.03 });
    const plain = renderPlanTerminal(report);
    expect(plain).not.toContain('\u001b[');
    const coloured = renderPlanTerminal(report, { color: true });
    expect(coloured.startsWith(`\u001b[1m${plain.split('\n')[0]}\u001b[0m`)).toBe(true);
    expect(coloured).toMatch(/\u001b\[1m {2}20 .*<- the baseline's n\u001b\[0m/);
    expect(coloured).toMatch(/\u001b\[32m {2}To catch 3.0 points: at least \d+ samples per problem/);
    expect(coloured.replace(/\u001b\[[0-9;]*m/g, '')).toBe(plain);
  });

  it('says a plan without --candidate is at best, and how to plan the figure the runs give; with one, neither', () => {
    const alone = renderPlanTerminal(plan(), { width: 1000 }).split('\n')[0]!;
    const own = plan().rows.find((row) => row.baseline_n)!;
    expect(alone).toBe(
      `pass@1, 164 problems: 20 samples per problem catch a ${(own.drop * 100).toFixed(1)}-point drop 80% of the ` +
        `time at best; 5 catch ${(plan().rows.find((row) => row.n === 5)!.drop * 100).toFixed(1)}. Plan with ` +
        '--candidate FILE for the figure your runs give',
    );
    const measured = planEval(baseline, candidate, { ...DEFAULT_OPTIONS, submit: 1 });
    const line = renderPlanTerminal(measured, { width: 1000 }).split('\n')[0]!;
    expect(line).toMatch(
      /^pass@1, 164 problems: 20 samples per problem catch a [\d.]+-point drop 80% of the time; 5 catch/,
    );
    expect(line).not.toMatch(/at best|--candidate/);
  });

  it('calls a drop at k > 1 without --candidate an estimate, not the least it can be; at k = 1, a bound', () => {
    // A seeded simulation of this baseline (1,000 pairs of runs from its rates c/20, every problem's log-odds moved
    // alike: the plan's model with the problem-to-problem part 0) caught pass@5's planned 3.71 points 88.7% of the
    // time and about 3.3 points 80%: below what "at best" would call the least. pass@1's planned 2.69: 82.3%.
    const five = plan({ k: 5, target: 0.03 });
    const text = renderPlanTerminal(five, { width: 1000 });
    const own = five.rows.find((row) => row.baseline_n)!;
    expect(text.split('\n')[0]).toBe(
      `pass@5, 164 problems: 20 samples per problem catch a ${(own.drop * 100).toFixed(1)}-point drop 80% of the ` +
        `time (an estimate, not a bound); 5 catch ${(five.rows.find((row) => row.n === 5)!.drop * 100).toFixed(1)}. ` +
        'Plan with --candidate FILE for the figure your runs give',
    );
    expect(text).not.toMatch(/at best|at least|the least it can be/);
    expect(text).toContain('every drop above is an estimate, not a bound');
    expect(text).toMatch(new RegExp(`To catch 3\\.0 points: ${five.target!.n} samples per problem`));
    // pass@1 keeps its bound, and the samples a target needs are the fewest.
    const one = renderPlanTerminal(plan({ target: 0.03 }), { width: 1000 });
    expect(one.split('\n')[0]).toContain('80% of the time at best;');
    expect(one).toContain('every drop above is the least it can be');
    expect(one).toMatch(/To catch 3\.0 points: at least \d+ samples per problem/);
  });

  it('bounds the problems at the baseline n beside the samples a target needs as it bounds the samples', () => {
    const bounded = plan({ target: 0.022 });
    const needed = bounded.target!.problems;
    expect(bounded.target!.n).toBeGreaterThan(20);
    expect(needed.map((option) => option.n)).toEqual([20]);
    // Paragraphs wrap at 110 columns however wide the terminal: read as one line.
    const oneLine = (text: string) => text.replace(/\s+/g, ' ');
    expect(oneLine(renderPlanTerminal(bounded, { width: 1000 }))).toContain(
      `To catch 2.2 points: at least ${bounded.target!.n} samples per problem (${grouped(bounded.target!.completions!.per_run)} ` +
        `completions per run, ${grouped(bounded.target!.completions!.both_runs)} for both), or at least ` +
        `${grouped(needed[0]!.problems!)} problems at n = 20 (${grouped(20 * needed[0]!.problems!)} completions per run).`,
    );
    const measured = planEval(baseline, candidate, { ...DEFAULT_OPTIONS, submit: 1, target: 0.022 });
    expect(oneLine(renderPlanTerminal(measured, { width: 1000 }))).toMatch(
      /To catch 2\.2 points: \d+ samples per problem \([\d,]+ completions per run, [\d,]+ for both\), or [\d,]+ problems at n = 20 \(/,
    );
  });

  it('says the plan runs high at k > 1 only from unbiased variances, which no note calls too low', async () => {
    const unbiased = renderPlanTerminal(plan({ k: 5 }), { width: 1000 });
    expect(unbiased).toContain('the plan runs high');
    // n@k's simulated variance is low, as its note says: the same report does not also call the drops high.
    const scored = await readExample('scored-baseline.json');
    const report = planEval(scored, undefined, { ...DEFAULT_OPTIONS, metric: 'n@k', k: 5, submit: 1 });
    const text = renderPlanTerminal(report, { width: 1000 }).replace(/\s+/g, ' ');
    expect(text).toContain('so the drops are somewhat too small');
    expect(text).not.toContain('runs high');
    expect(text).toContain(
      "every drop above is an estimate, not a bound: that part would make it larger, and so can the sampling variance's estimate (Notes)",
    );
  });

  it("says what n = 1 catches, beside the baseline's n = 5, in the singular", () => {
    // At n = 5 the row set beside the baseline's is n = 1, a quarter or less of its samples.
    const five = {
      ...baseline,
      problems: baseline.problems.map((p) => ({ ...p, n: 5, c: Math.round(p.c / 4), samples: undefined })),
    };
    const report = planEval(five, undefined, { ...DEFAULT_OPTIONS, submit: 1 });
    const one = report.rows.find((row) => row.n === 1)!;
    const line = renderPlanTerminal(report, { width: 1000 }).split('\n')[0]!;
    expect(line).toContain(`per problem catch a `);
    expect(line).toContain(`; 1 catches ${(one.drop * 100).toFixed(1)}.`);
  });

  it("sets beside the baseline's n only a row that catches a drop below the score", () => {
    // 8 problems at n = 4: n = 4 catches a drop below the 59.4% score, n = 1 (a quarter of it) none.
    const eight = {
      ...baseline,
      problems: baseline.problems
        .slice(0, 8)
        .map((p, i) => ({ ...p, n: 4, c: [1, 2, 3, 4, 2, 1, 3, 3][i]!, samples: undefined })),
    };
    const report = planEval(eight, undefined, { ...DEFAULT_OPTIONS, submit: 1 });
    const score = report.baseline.value;
    const row = (n: number) => report.rows.find((r) => r.n === n)!;
    expect(row(4).drop).toBeLessThan(score);
    expect(row(1).drop).toBeGreaterThanOrEqual(score);
    const line = renderPlanTerminal(report, { width: 1000 }).split('\n')[0]!;
    expect(line).not.toContain('; 1 catches');
    // The next choice, four times the samples or more: n = 20.
    expect(line).toContain(`; 20 catch ${(row(20).drop * 100).toFixed(1)}.`);
  });

  it("sets beside the baseline's n the cheapest row that catches as much, once more samples stop helping", () => {
    // A near-greedy run at n = 10 (rex-gavsie's counts): at pass@10 the sign test's floor holds the drop from n = 20.
    const counts = [...Array<number>(105).fill(10), ...Array<number>(55).fill(0), 8, 8, 9, 3];
    const still = {
      ...baseline,
      problems: baseline.problems.map((p, i) => ({ ...p, n: 10, c: counts[i]!, samples: undefined })),
    };
    const report = planEval(still, undefined, { ...DEFAULT_OPTIONS, submit: 1, k: 10 });
    const shown = (n: number) => (report.rows.find((row) => row.n === n)!.drop * 100).toFixed(1);
    expect(shown(20)).toBe(shown(50));
    const line = renderPlanTerminal(report, { width: 1000 }).split('\n')[0]!;
    expect(line).toContain(`; 20 catch ${shown(20)}.`);
  });

  it('says when no n is enough, and when no suite is', () => {
    // Without --candidate the drops are the least they can be, so the problems are the fewest needed.
    expect(renderPlanTerminal(plan({ target: 0.004 })).replace(/\s+/g, ' ')).toMatch(
      /No n up to 200 catches 0.4 points on 164 problems: that takes at least [\d,]+ problems at n = 200 \([\d,]+ completions per run\) or [\d,]+ problems at n = 20/,
    );
    // At a larger n that needs as many problems (pass@k of a greedy run, whose samples repeat), only the cheaper n.
    const report = plan({ target: 0.004 });
    const [largest, own] = report.target!.problems;
    const even = {
      ...report,
      target: { ...report.target!, problems: [{ ...largest!, problems: own!.problems }, own!] },
    };
    expect(renderPlanTerminal(even).replace(/\s+/g, ' ')).toContain(
      `No n up to 200 catches 0.4 points on 164 problems: that takes at least ${grouped(own!.problems!)} problems ` +
        `at n = 20 (${grouped(own!.completions!.per_run)} completions per run).`,
    );
    expect(renderPlanTerminal(plan({ margin: 0.02, target: 0.01 }))).toMatch(
      /No n and no number of problems catches 1.0 points: the gate flags a drop only once its interval clears the\s+2.0-point limit/,
    );
  });

  it("marks a row whose drop is at least the baseline's whole score: no drop that large can happen", () => {
    // At most one pass in 20 per problem: pass@1 of a few points, below what small n catch.
    const weak = { ...baseline, problems: baseline.problems.map((p) => ({ ...p, c: Math.min(p.c, 1) })) };
    const report = planEval(weak, undefined, { ...DEFAULT_OPTIONS, submit: 1 });
    const score = weak.problems.reduce((sum, p) => sum + p.c / p.n, 0) / weak.problems.length;
    const text = renderPlanTerminal(report, { width: 200 });
    const past = report.rows.filter((row) => row.drop >= score);
    expect(past.length).toBeGreaterThan(0);
    expect(past.length).toBeLessThan(report.rows.length);
    for (const row of report.rows) {
      const line = text.split('\n').find((l) => l.startsWith(`  ${row.n} `))!;
      expect(line.includes('(≥ score)'), line).toBe(row.drop >= score);
    }
  });

  it("marks a row the sign test's floor sets", () => {
    // Every problem passes all 20 samples or none: no sampling noise, so what can change must all move one way.
    const still = {
      ...baseline,
      problems: baseline.problems.map((p) => ({ ...p, c: p.c < 10 ? 0 : 20 })),
    };
    const text = renderPlanTerminal(planEval(still, undefined, { ...DEFAULT_OPTIONS, submit: 1 }));
    expect(text).toMatch(/\n {2}1 .*\(\d+ problems must drop\)/);
  });

  it('writes a standard error too small for two decimals to its significant digits, not as 0.00', () => {
    // All but two problems pass every sample or none, and those two pass 14 of 20: pass@5 is nearly 1 on them.
    const still = {
      ...baseline,
      problems: baseline.problems.map((p, i) => ({ ...p, c: i < 2 ? p.n - 6 : p.c < 10 ? 0 : 20 })),
    };
    const report = planEval(still, undefined, { ...DEFAULT_OPTIONS, submit: 1, k: 5 });
    const text = renderPlanTerminal(report, { width: 200 });
    const tiny = report.rows.filter((row) => row.se > 0 && row.se * 100 < 0.005);
    expect(tiny.length).toBeGreaterThan(0);
    for (const row of report.rows) {
      const cells = text
        .split('\n')
        .find((line) => line.startsWith(`  ${row.n} `))!
        .trim()
        .split(/ {2,}/);
      // Two decimals, or two significant digits below them: never 0 for a nonzero SE.
      const se = Number(cells[4]);
      const inPoints = row.se * 100;
      expect(se === 0).toBe(inPoints === 0);
      expect(Math.abs(se - inPoints)).toBeLessThanOrEqual(Math.max(0.005, inPoints * 0.05));
    }
  });

  describe('from a run with one sample per problem', () => {
    const once = {
      ...baseline,
      problems: baseline.problems.map((p) => ({ ...p, n: 1, c: 2 * p.c >= p.n ? 1 : 0 })),
    };
    const greedy = (extra: Partial<PlanOptions> = {}) =>
      planEval(once, undefined, { ...DEFAULT_OPTIONS, submit: 1, ...extra });
    /** A first agent run: 5 tasks at one sample each, one passing. */
    const greedy5 = (extra: Partial<PlanOptions> = {}) =>
      planEval(pilotOf(once), undefined, { ...DEFAULT_OPTIONS, submit: 1, ...extra });

    it('says what each suite size catches at worst, and what more samples would catch at best', () => {
      const report = greedy();
      const text = renderPlanTerminal(report);
      const own = report.rows.find((row) => row.baseline_n)!;
      const other = report.rows.find((row) => row.problems === 1000)!;
      const size = (drop: number) => (drop * 100).toFixed(1);
      expect(text.split('\n')[0]).toBe(
        `pass@1, one sample per problem: 164 problems catch a ${size(own.drop)}-point drop 80% of the time at ` +
          `worst; 1,000 catch ${size(other.drop)}`,
      );
      expect(text).toMatch(
        /\n {2}problems +completions per run +both runs +drop caught 80% \(points\) +SE \(points\)\n/,
      );
      expect(text).toMatch(/\n {2}164 +164 +328 .*<- the baseline\n/);
      expect(text).not.toContain('sampling share');
      expect(text.replace(/\s+/g, ' ')).toMatch(
        /unrelated to the baseline's, at its pass rate .* so every drop above is at worst:/,
      );
      const [ten, most] = [report.more_samples![2]!, report.more_samples!.at(-1)!];
      expect(ten.n).toBe(10);
      expect(text.replace(/\s+/g, ' ')).toContain(
        `bounded, not known: at best ${size(ten.least_drop)} at n = 10, ${size(most.least_drop)} at n = 200 (if all ` +
          `of it were sampling), at worst ${size(own.drop)} as at one sample`,
      );
      expect(text).toMatch(/Method: one sample per problem shows no spread within a problem/);
    });

    it("says, as compare does, that a suite catching no less than the baseline's whole score cannot detect a regression", () => {
      const ten = { ...once, problems: once.problems.slice(0, 10).map((p, i) => ({ ...p, c: i < 2 ? 1 : 0 })) };
      const report = planEval(ten, undefined, { ...DEFAULT_OPTIONS, submit: 1 });
      const own = report.rows.find((row) => row.baseline_n)!;
      expect(report.baseline.value).toBe(0.2);
      expect(own.drop).toBeGreaterThanOrEqual(0.2);
      const headline = renderPlanTerminal(report, { width: 1000 }).split('\n')[0]!;
      expect(headline).toMatch(
        /^pass@1, one sample per problem: 10 problems catch a [\d.]+-point drop 80% of the time at worst; /,
      );
      expect(headline).toContain(
        `. This suite cannot detect a regression at this size: the smallest drop it catches 80% of the time at ` +
          `worst, ${(own.drop * 100).toFixed(1)} points, is at least the baseline's whole score (20.0%; 10 problems, ` +
          'n = 1).',
      );
      // The suite it is compared with catches a drop below the score: one at or past it is no drop to catch.
      const named = /at worst; ([\d,]+) catch ([\d.]+)\./.exec(headline)!;
      const other = report.rows.find((row) => grouped(row.problems) === named[1])!;
      expect(other.drop).toBeLessThan(0.2);
      expect(named[2]).toBe((other.drop * 100).toFixed(1));
      expect(report.rows.find((row) => row.problems > 10 && row.drop < 0.2)).toBe(other);
      // Over samples too; a suite that catches less than the baseline's score says nothing of it.
      const sampled = {
        ...baseline,
        problems: baseline.problems.slice(0, 10).map((p, i) => ({ ...p, c: i < 2 ? 4 : 0 })),
      };
      const few = planEval(sampled, undefined, { ...DEFAULT_OPTIONS, submit: 1 });
      expect(renderPlanTerminal(few, { width: 1000 }).split('\n')[0]).toMatch(
        /^pass@1, 10 problems: 20 samples per problem catch .*\. This suite cannot detect a regression at this size: the smallest drop it catches 80% of the time at best, [\d.]+ points, is at least the baseline's whole score \(4\.0%; 10 problems, n = 20\)\.$/,
      );
      expect(renderPlanTerminal(greedy())).not.toContain('cannot detect a regression');
    });

    it("says why a pilot too small for the gate has no row, what suites like it catch, and that samples don't help", () => {
      const report = greedy5();
      const text = renderPlanTerminal(report, { width: 1000 });
      const [fifty, hundred, fiveHundred] = [50, 100, 500].map((size) => report.rows.find((r) => r.problems === size)!);
      const size = (drop: number) => (drop * 100).toFixed(1);
      // The first suite whose drop is below the 20.0% score leads: 50 problems catch no less than it.
      expect(fifty!.drop).toBeGreaterThanOrEqual(0.2);
      expect(hundred!.drop).toBeLessThan(0.2);
      expect(text.split('\n')[0]).toBe(
        'pass@1, one sample per problem: 5 problems can never fail the gate at 95% confidence (even with every one ' +
          "worse, the sign-flip test's p-value is 2/2^5 = 0.0625, not below 0.05: it needs 6 problems); 100 " +
          `problems catch a ${size(hundred!.drop)}-point drop 80% of the time at worst; 500 catch ${size(fiveHundred!.drop)}`,
      );
      expect(text).toMatch(/\n {2}problems .*\n {2}50 +50 +100 +[\d.]+ \(≥ score\) +[\d.]+\n/);
      expect(text).not.toMatch(/<- the baseline|\n {2}5 /);
      expect(text.replace(/\s+/g, ' ')).toContain(
        "More samples per problem would not let the baseline's 5 problems fail the gate: the sign-flip test counts " +
          'the problems that get worse, not their samples, so at any n it needs at least 6 problems.',
      );
      expect(text).not.toContain('bounded, not known');
      expect(renderPlanTerminal(greedy5({ target: 0.1 })).replace(/\s+/g, ' ')).toMatch(
        /To catch 10\.0 points at one sample per problem: at most \d{3} problems \(/,
      );
      // At 0.9 the 5 can fail the gate: their row leads, as before, beside the first suite that catches a drop
      // below the score (50 problems catch no less than it).
      const lower = renderPlanTerminal(greedy5({ confidence: 0.9 }), { width: 1000 });
      expect(lower.split('\n')[0]).toMatch(
        /^pass@1, one sample per problem: 5 problems catch a 100\.0-point drop 80% of the time at worst; 100 catch [\d.]+\. This suite cannot detect a regression/,
      );
      expect(lower).toMatch(/\n {2}5 .*<- the baseline\n/);
      expect(lower).toContain('bounded, not known');
    });

    it('says how many problems catch a target at one sample, or that none do', () => {
      const report = greedy({ target: 0.05 });
      const needed = report.target!.problems[0]!;
      expect(renderPlanTerminal(report).replace(/\s+/g, ' ')).toContain(
        `To catch 5.0 points at one sample per problem: at most ${grouped(needed.problems!)} problems ` +
          `(${grouped(needed.problems!)} completions per run, ${grouped(2 * needed.problems!)} for both).`,
      );
      expect(renderPlanTerminal(greedy({ margin: 0.02, target: 0.01 })).replace(/\s+/g, ' ')).toContain(
        'No number of problems catches 1.0 points: the gate flags a drop only once its interval clears the ' +
          '2.0-point limit.',
      );
    });

    it('states a measured variance without "at worst"', () => {
      const other = {
        ...once,
        source: 'again.json',
        problems: [...once.problems].reverse().map((p, i) => ({ ...p, id: once.problems[i]!.id })),
      };
      const text = renderPlanTerminal(planEval(once, other, { ...DEFAULT_OPTIONS, submit: 1 }));
      expect(text.split('\n')[0]).not.toContain('at worst');
      // Both runs record acme/coder-7b@v1.3: as compare does, they are named by their files, which read apart.
      expect(text.replace(/\s+/g, ' ')).toMatch(/at one sample \(points²\): [\d.]+, measured on again\.json against/);
    });
  });

  it('sizes no drop from a baseline that passes nothing: it cannot drop, as compare says', () => {
    const none = { ...baseline, problems: baseline.problems.map((p) => ({ ...p, c: 0 })) };
    const text = renderPlanTerminal(planEval(none, undefined, { ...DEFAULT_OPTIONS, submit: 1 }));
    expect(text.replace(/\s+/g, ' ')).toContain(
      `The baseline passes none of the ${baseline.problems.length} problems: the candidate cannot score lower, so this gate can only report an improvement.`,
    );
    expect(text).not.toMatch(/point drop|drop caught|<- the baseline's n/);
  });

  it('names a merged baseline as compare does, its first file and how many more, and gives its warnings', () => {
    const files = ['runs/a-very-long-name-of-the-first-trial-of-the-model-run-on-monday.json', 'runs/second.json'];
    const warning =
      'the merged files name different models ("m1" in a.json, "m2" in b.json): merged as runs of one model, as given';
    const merged = { ...baseline, model: undefined, source: files.join(' + '), files, warnings: [warning] };
    const report = planEval(merged, undefined, { ...DEFAULT_OPTIONS, submit: 1 });
    expect(report).toMatchObject({ baseline: { sources: files }, warnings: [`baseline: ${warning}`] });
    const text = renderPlanTerminal(report, { width: 200 });
    expect(text).toMatch(/ {2}baseline a-very-long-name\S*…\S*monday\.json \+ 1 more · /);
    expect(text).toContain(`Warnings\n  ! baseline: ${warning}\n`);
  });

  it('writes a drop beside --target with the decimals that keep it on its side: not "2.0" beside "To catch 2.0 points: 21"', () => {
    const own = plan().rows.find((row) => row.baseline_n)!;
    const shown = (target: number): number =>
      Number(/catch a ([\d.]+)-point drop/.exec(renderPlanTerminal(plan({ target }), { width: 1000 }))![1]!);
    // Targets a hair either side of the baseline's own drop, which one decimal writes alike: one of them rounds the
    // wrong way at one decimal, whichever way the drop rounds.
    const under = own.drop - 0.00002;
    const over = own.drop + 0.00002;
    expect((under * 100).toFixed(1)).toBe((own.drop * 100).toFixed(1));
    expect((over * 100).toFixed(1)).toBe((own.drop * 100).toFixed(1));
    expect(plan({ target: under }).target!.n).toBeGreaterThan(own.n);
    expect(shown(under)).toBeGreaterThan(under * 100);
    expect(plan({ target: over }).target!.n).toBeLessThanOrEqual(own.n);
    expect(shown(over)).toBeLessThan(over * 100);
    expect(renderPlanTerminal(plan(), { width: 1000 })).toContain(`catch a ${(own.drop * 100).toFixed(1)}-point drop`);
  });

  it('says one sample per problem in the singular', () => {
    const text = renderPlanTerminal(plan({ target: 0.2 }), { width: 1000 });
    expect(text).toContain(
      'To catch 20.0 points: at least 1 sample per problem (164 completions per run, 328 for both).',
    );
  });

  it("gives a very large suite's drops, in the headline and the table, all to the precision the smallest needs", () => {
    // 164,000 problems: the example's 164 a thousand times over, its drops a thirtieth or so of the 164's.
    const big = { ...baseline, problems: Array.from({ length: 1000 }, () => baseline.problems).flat() };
    const report = planEval(big, undefined, { ...DEFAULT_OPTIONS, submit: 1 });
    const smallest = Math.min(...report.rows.map((row) => row.drop * 100));
    expect(smallest).toBeLessThan(0.05);
    const decimals = 1 - Math.floor(Math.log10(smallest));
    const text = renderPlanTerminal(report, { width: 1000 });
    const own = report.rows.find((row) => row.baseline_n)!;
    const other = report.rows.find((row) => row.n === 5)!;
    expect(text.split('\n')[0]).toContain(
      `catch a ${(own.drop * 100).toFixed(decimals)}-point drop 80% of the time at best; 5 catch ` +
        `${(other.drop * 100).toFixed(decimals)}.`,
    );
    for (const row of report.rows) expect(text).toContain(`  ${(row.drop * 100).toFixed(decimals)}  `);
  });

  it('gives rows far apart each their own two significant digits: identical runs passing every sample', () => {
    const allPass = { ...baseline, problems: baseline.problems.slice(0, 50).map((p) => ({ ...p, c: p.n })) };
    const report = planEval(allPass, allPass, { ...DEFAULT_OPTIONS, submit: 1, k: 10 });
    const drops = report.rows.map((row) => row.drop * 100);
    // At n = k every pass lost costs the whole problem; at n = 200 a problem's least change is vanishingly small.
    expect(drops[0]).toBeGreaterThan(1);
    expect(Math.min(...drops)).toBeLessThan(1e-6);
    const text = renderPlanTerminal(report, { width: 1000 });
    for (const drop of drops) {
      const decimals = drop >= 0.05 ? 1 : 1 - Math.floor(Math.log10(drop));
      expect(text).toContain(`  ${drop.toFixed(decimals)} (`);
    }
    expect(text).toContain(`  ${drops[0]!.toFixed(1)} (`);
    expect(text).not.toMatch(/\.\d*0000(?!\d)/);
  });

  it('groups thousands', () => {
    expect([0, 999, 1000, 32800, 1234567].map(grouped)).toEqual(['0', '999', '1,000', '32,800', '1,234,567']);
  });
});

// The plan at a terminal's width: no line wider than it but a single word, nothing the wide plan says lost.
const greedyBaseline = {
  ...baseline,
  problems: baseline.problems.map((p) => ({ ...p, n: 1, c: 2 * p.c >= p.n ? 1 : 0 })),
};
const planOf = (run: typeof baseline, extra: Partial<PlanOptions> = {}) =>
  planEval(run, undefined, { ...DEFAULT_OPTIONS, submit: 1, ...extra });
const plans = [
  ['plan by n, with a target', planOf(baseline, { target: 0.03 })],
  ['plan by n, no n enough', planOf(baseline, { target: 0.004 })],
  ['plan over problems (greedy)', planOf(greedyBaseline, { target: 0.05 })],
  ['plan over problems from a pilot too small for the gate', planOf(pilotOf(greedyBaseline), { target: 0.1 })],
] as const;

describe('renderPlanTerminal at a width', () => {
  describe.each(plans)('%s', (_, report) => {
    const wide = renderPlanTerminal(report);

    it.each(WIDTHS)('at %i columns: no line wider but one word, and every word of the wide plan', (width) => {
      const text = renderPlanTerminal(report, { width });
      expect(overflowing(text, width)).toEqual([]);
      expect(lostWords(wide, text)).toEqual([]);
      expect(shown(renderPlanTerminal(report, { width, color: true }))).toBe(text);
    });
  });

  it("keeps the table at 80 columns, its headers over several lines, the baseline's row in bold", () => {
    const text = renderPlanTerminal(plans[0][1], { width: 80, color: true });
    expect(text).toMatch(/\n {2}n {4}completions {2}both {4}drop {6}SE {8}sampling\n {7}per run {6}runs/);
    expect(text).toMatch(
      /\n\u001b\[1m {2}20 {3}3,280 {8}6,560 {3}2\.7 {7}0\.93 {6}100% {6}<- the baseline's n\u001b\[0m\n/,
    );
  });
});

describe('renderPlanTerminal over groups', () => {
  it('writes a count of groups past 999 with separators, as it writes the problems', () => {
    const grouped = {
      ...baseline,
      problems: Array.from({ length: 2000 }, (_, i) => ({ id: `p${i}`, n: 10, c: (i * 7) % 11, group: `g${i >> 1}` })),
    };
    const text = renderPlanTerminal(planEval(grouped, undefined, { ...DEFAULT_OPTIONS, submit: 1 }), { width: 200 });
    expect(text).toContain(' · 1,000 groups · ');
  });
});
