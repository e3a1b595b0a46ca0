// One check's level: a suite too small for the sign-flip test at the confidence asked is refused; its interval.
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/common/errors.js';
import {
  checkUnitsReachLevel,
  prepareComparison,
  singleCheckLevel,
  type SmallestLevel,
} from '../../src/compare/check.js';
import { parseOptions } from '../../src/config/options.js';
import { compareRuns, comparisonIntervalOf, comparisonVerdictOf, options } from '../support/comparisons.js';
import { problems, run } from '../support/runs.js';

describe('a suite too small for the sign-flip test at the confidence asked', () => {
  const ROUND = [0.99, 0.98, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6, 0.55];
  const refusal = (count: number, level: SmallestLevel, clustered = false): string | null => {
    try {
      checkUnitsReachLevel(count, clustered, level, { source: 's.json' });
      return null;
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      return (error as Error).message;
    }
  };
  const family = (confidence: number, checks: number): SmallestLevel => ({
    ...singleCheckLevel(confidence),
    alpha: Number(((1 - confidence) / checks).toPrecision(10)),
    checks,
  });

  it('names the highest round confidence at which the units can show a change, alone or in a family', () => {
    for (const confidence of [0.99, 0.95, 0.9]) {
      for (const checks of [1, 3, 5]) {
        for (let count = 1; count <= 12; count++) {
          const message = refusal(count, family(confidence, checks));
          // Even all worse, the smallest two-sided p-value is 2 / 2^count; it must be below 1 - confidence over the checks.
          const smallest = 2 / 2 ** count;
          const reaches = (c: number) => smallest < (1 - c) / checks;
          expect(message === null, `${count} units, ${checks} checks at ${confidence}`).toBe(reaches(confidence));
          if (message === null) continue;
          const named = /or use a confidence of (0\.\d+), the highest round confidence/.exec(message)?.[1];
          const best = ROUND.find(reaches);
          expect(named === undefined ? undefined : Number(named)).toBe(best);
          // No confidence at all, when even 1 - confidence near 1, over the checks, is not above it.
          const none = smallest * checks >= 1 ? 'no confidence' : 'no confidence above 0.5';
          if (best === undefined) expect(message).toContain(`(${none} lets ${count} problem`);
          expect(message).toContain(': compare more problems');
        }
      }
    }
  });

  it('says it of 4 tasks, of groups, and of a suite no confidence helps', () => {
    expect(refusal(4, singleCheckLevel(0.95))).toBe(
      "s.json: only 4 problems: even with every one worse, the sign-flip test's smallest p-value is 2/2^4 = 0.125, " +
        'not below 1 - confidence = 0.05, so the gate could never fail; confidence 0.95 needs at least 6 problems: ' +
        'compare more problems, or use a confidence of 0.85, the highest round confidence at which 4 problems can show a change',
    );
    expect(refusal(5, singleCheckLevel(0.95), true)).toMatch(
      /needs at least 6 groups: compare more groups, or use a confidence of 0\.9, the highest round confidence at which 5 groups can show a change$/,
    );
    expect(refusal(2, singleCheckLevel(0.95))).toMatch(
      /needs at least 6 problems: compare more problems \(no confidence above 0\.5 lets 2 problems show a change\)$/,
    );
    expect(refusal(1, singleCheckLevel(0.8))).toMatch(
      /2\/2\^1 = 1, not below 1 - confidence = 0\.2, .*: compare more problems \(no confidence lets 1 problem show a change\)$/,
    );
    expect(refusal(2, family(0.95, 3))).toMatch(/\(no confidence lets 2 problems show a change\)$/);
  });
});

describe('too few problems beside a refusal of the settings', () => {
  it('is said first, as no fix of the settings mends it; a refusal for the problem sets says it itself', () => {
    const few = problems([1, 0, 1], 2);
    const unrecorded = run('a.json', few, { config: {} });
    expect(() => compareRuns(unrecorded, run('b.json', few, { config: {} }))).toThrow(
      /^b\.json: only 3 problems compared with a\.json: .* needs at least 6 problems/,
    );
    // The settings are said after it, so that the run after the fix is not a surprise.
    expect(() => compareRuns(unrecorded, run('b.json', few, { config: {} }))).toThrow(
      /show a change; then the settings refuse the comparison too: config temperature: recorded by neither run; give it for both$/,
    );
    const other = run('b.json', [{ id: 'x', n: 2, c: 1 }], { config: {} });
    expect(compareRuns(unrecorded, other).verdict).toBe('refused');
    expect(
      compareRuns(
        run('a.json', problems(new Array(6).fill(1), 2), { config: {} }),
        run('b.json', problems(new Array(6).fill(1), 2), { config: {} }),
      ).verdict,
    ).toBe('refused');
  });
});

describe('too few problems and too few samples for k at once', () => {
  it('says both in one message, so that mending one does not stop on the other', () => {
    const few = problems([1, 0, 1], 2);
    // The candidate's samples are as short, and mended alike: the baseline's are said alone.
    const both =
      '^b\\.json: only 3 problems compared with a\\.json: .*?; and a\\.json: 3 problems have fewer samples than k = 5 .*?; pass@5 cannot be estimated from fewer than 5 samples, so use a smaller k or generate more samples';
    expect(() => compareRuns(run('a.json', few), run('b.json', few), options({ k: 5 }))).toThrow(
      new RegExp(`${both}$`),
    );
    // Beside a refusal of the settings, the settings come after both.
    const unrecorded = (source: string) => run(source, few, { config: {} });
    expect(() => compareRuns(unrecorded('a.json'), unrecorded('b.json'), options({ k: 5 }))).toThrow(
      new RegExp(`${both}; then the settings refuse the comparison too: config temperature: recorded by neither run`),
    );
  });
});

describe('too few samples for k, or samples without what the metric reads, beside a refusal of the settings', () => {
  // Eight problems at n = 2 that record no temperature: the settings' fix would be pasted, then stop on the samples.
  const twice = problems([2, 1, 0, 2, 1, 0, 2, 1], 2);
  const unrecorded = (source: string) => run(source, twice, { config: {} });

  it('is said first, as no fix of the settings mends it, with the settings after it', () => {
    expect(() => compareRuns(unrecorded('a.json'), unrecorded('b.json'), options({ k: 5 }))).toThrow(
      /^a\.json: 8 problems have fewer samples than k = 5 .*; then the settings refuse the comparison too: config temperature: recorded by neither run; give it for both$/,
    );
    expect(() => compareRuns(unrecorded('a.json'), unrecorded('b.json'), options({ metric: 'n@k', k: 1 }))).toThrow(
      /^a\.json: n@k submits the highest-scored samples, but 8 problems have no samples in the file, only n and c: .*; then the settings refuse the comparison too: /,
    );
    expect(() => compareRuns(unrecorded('a.json'), unrecorded('b.json'), options({ metric: 'pass-ratio@n' }))).toThrow(
      /^a\.json: pass-ratio@n averages each sample's share of tests passed, .*; then the settings refuse the comparison too: /,
    );
    // Samples enough for k: the settings' refusal alone, whose fix then runs.
    expect(compareRuns(unrecorded('a.json'), unrecorded('b.json'), options({ k: 2 })).verdict).toBe('refused');
  });
});

describe('comparisonInterval, and the verdict from it', () => {
  // 40 problems at n = 20; the candidate loses a little on most of them.
  const baselineCounts = Array.from({ length: 40 }, (_, i) => (i * 7) % 21);
  const candidateCounts = baselineCounts.map((c, i) => Math.max(0, c - (i % 3)));
  /** A run of these counts at n = 20; grouped, in 10 groups of 4. */
  const runOf = (source: string, cs: readonly number[], grouped: boolean) =>
    run(
      source,
      problems(cs, 20).map((p, i) => (grouped ? { ...p, group: `g${i % 10}` } : p)),
    );
  const runs = (grouped: boolean) => [
    runOf('b.json', baselineCounts, grouped),
    runOf('c.json', candidateCounts, grouped),
  ];

  it('is the interval a finished comparison reports: the bootstrap over problems, t over groups, at any level', () => {
    for (const grouped of [false, true]) {
      for (const confidence of ['0.95', '0.8']) {
        const gateOptions = options({ confidence });
        const [baseline, candidate] = runs(grouped);
        const report = compareRuns(baseline!, candidate!, gateOptions);
        expect(report.bootstrap?.method).toBe(grouped ? 't' : 'expanded-percentile');
        expect(comparisonIntervalOf(baseline!, candidate!, gateOptions)).toEqual(report.delta!.ci);
      }
    }
  });

  it('gives the verdict a finished comparison reports, each of the four, with and without a margin', () => {
    const seen = new Set<string>();
    for (const grouped of [false, true]) {
      for (const shift of [-6, -3, -1, 0, 1, 3, 6]) {
        for (const margin of ['0', '0.02', '0.2']) {
          const gateOptions = options({ margin });
          const baseline = runOf('b.json', baselineCounts, grouped);
          const counts = baselineCounts.map((c, i) => Math.min(20, Math.max(0, c + shift + (i % 3) - 1)));
          const candidate = runOf('c.json', counts, grouped);
          const verdict = compareRuns(baseline, candidate, gateOptions).verdict;
          expect(comparisonVerdictOf(baseline, candidate, gateOptions)).toBe(verdict);
          seen.add(verdict);
        }
      }
    }
    expect([...seen].sort()).toEqual(['improvement', 'inconclusive', 'no-regression', 'regression']);
  });
});

describe('a problem whose n@k did not move', () => {
  // The same passes scored in another order: n@k at k = 3 of all 3 submitted is pass@3 = 0.9 on both sides, but
  // its sums of exps give 0.9 and 0.8999999999999999.
  const passes = [true, false, true, false, false];
  const scored = (scores: readonly number[]) => passes.map((pass, i) => ({ pass, score: scores[i]! }));
  /** 40 problems of 5 samples; from problem 1 on the candidate passes one more sample on every third. */
  const runOf = (source: string, moved: boolean, first: readonly number[]) =>
    run(
      source,
      Array.from({ length: 40 }, (_, i) => {
        const samples = i === 0 ? scored(first) : scored([5, 4, 3, 2, 1]);
        if (moved && i > 0 && i % 3 === 0) samples[1]!.pass = true;
        if (moved && i > 0 && i % 3 === 1) samples[0]!.pass = false;
        return { id: `P/${i}`, n: 5, c: samples.filter((s) => s.pass).length, samples };
      }),
    );
  const baseline = runOf('b.json', false, [1, 2, 3, 4, 5]);
  const candidate = runOf('c.json', true, [1, 1, 2, 2, 3]);

  it('counts as no change, as in pass@k and in the sign-flip test', () => {
    const nAtK = compareRuns(baseline, candidate, options({ metric: 'n@k', k: '3', submit: '3', resamples: '1000' }));
    const passAtK = compareRuns(baseline, candidate, options({ k: '3', resamples: '1000' }));
    expect(nAtK.changed).toEqual(passAtK.changed);
    expect(nAtK.changed).toEqual({ dropped: nAtK.delta!.moved.worse, gained: nAtK.delta!.moved.better });
    expect([...nAtK.flips, ...nAtK.gains].map((change) => change.id)).not.toContain('P/0');
  });

  it('counts as no change with 1,000 samples a problem, where the sums of exps are off by about 1e-12', () => {
    // 8 problems of 1,000 samples: 10 score levels of 100 samples, each level failing the same share, against the
    // same passes with one score. Every level fails as often as the whole, so ranking by score picks a passing sample
    // as often as a random pick does: n@k is the same on both sides (pass@N), exactly.
    const problemsOf = (scored: boolean) =>
      Array.from({ length: 8 }, (_, i) => {
        const failing = 10 * (i + 1);
        const samples = Array.from({ length: 1000 }, (_, j) => ({
          pass: j % 100 >= failing,
          score: scored ? Math.floor(j / 100) / 10 : 0,
        }));
        return { id: `P/${i}`, n: 1000, c: samples.filter((s) => s.pass).length, samples };
      });
    const ranked = run('b.json', problemsOf(true));
    const tied = run('c.json', problemsOf(false));
    for (const k of ['10', '100']) {
      const report = compareRuns(ranked, tied, options({ metric: 'n@k', k, resamples: '1000' }));
      expect(report.verdict, `k = ${k}`).toBe('no-regression');
      expect(report.delta!.value).toBe(0);
      expect(report.delta!.moved).toEqual({ worse: 0, better: 0 });
      expect(report.changed).toEqual({ dropped: 0, gained: 0 });
    }
    // Submitting all k is pass@k, exactly as the oracle works it out.
    const all = compareRuns(ranked, tied, options({ metric: 'n@k', k: '10', submit: '10', resamples: '1000' }));
    expect(all.baseline.value).toBe(all.oracle!.baseline);
    expect(all.candidate.value).toBe(all.oracle!.candidate);
  });
});

describe('runs with the same results on every problem', () => {
  const cs = Array.from({ length: 30 }, (_, i) => i % 6);
  const warningsOf = (baseline: string, candidate: string, candidateCs = cs) =>
    compareRuns(
      run(baseline, problems(cs, 5)),
      run(candidate, problems(candidateCs, 5)),
      options({ resamples: '1000' }),
    ).warnings;
  const sameFile = 'the baseline and the candidate are the same file (runs/b.json)';
  const sameCounts = 'the baseline and the candidate have the same n and c on every problem';

  it('warn that one file was given twice, naming it, or that the two files agree everywhere', () => {
    expect(warningsOf('runs/b.json', 'runs/b.json')).toEqual([
      `${sameFile}: the comparison cannot show a change; check that the candidate is the new model's results`,
    ]);
    expect(warningsOf('runs/b.json', 'copy/b.json')).toEqual([
      `${sameCounts}: the comparison cannot show a change; check that the candidate is the new model's results`,
    ]);
  });

  it('do not warn when one problem differs, even with the means equal', () => {
    const moved = [...cs];
    moved[0]! += 1;
    moved[1]! -= 1;
    expect(moved[1]).toBeGreaterThanOrEqual(0);
    const warnings = warningsOf('runs/b.json', 'runs/c.json', moved).join('\n');
    expect(warnings).not.toContain(sameCounts);
    expect(warnings).not.toContain('same file');
  });
});

describe('prepareComparison of a drift check', () => {
  it('says of an anchor without the samples n@k needs to pick another record, not to edit the record', () => {
    const scored = (cs: number[]) =>
      problems(cs, 4).map((p) => ({
        ...p,
        samples: Array.from({ length: 4 }, (_, j) => ({ pass: j < p.c, score: j })),
      }));
    const anchor = run('records/a.json', problems([1, 2, 3, 4, 0, 2, 1], 4));
    const candidate = run('cand.json', scored([1, 2, 3, 4, 0, 2, 1]));
    const gateOptions = parseOptions({ metric: 'n@k', k: '2' });
    const prepare = (name: 'anchor' | 'baseline') =>
      prepareComparison(anchor, candidate, gateOptions, singleCheckLevel(0.95), name);
    expect(() => prepare('anchor')).toThrow(
      /^records\/a\.json: n@k submits the highest-scored samples, but 7 problems have no scored samples: .*; a record is never rewritten: anchor on a record of a run that had them \(pick it with the anchor selector commit:SHA or ref:REF\), or record the default branch's runs from files that carry them$/,
    );
    expect(() => prepare('baseline')).toThrow(
      /no samples in the file, only n and c: .*; give each problem its "samples", each with a "score"$/,
    );
  });

  it('names the problems only the anchor has the anchor, in the warning of problems left out', () => {
    const anchor = run('anchor.json', problems([3, 5, 2, 8, 1, 9, 4, 6], 10));
    const candidate = run('cand.json', problems([3, 5, 2, 8, 1, 9, 4], 10));
    const gateOptions = parseOptions({ problems: 'intersect' });
    const { report } = prepareComparison(anchor, candidate, gateOptions, singleCheckLevel(0.95), 'anchor');
    expect(report.warnings).toContain('compared the 7 common problems; left out 1 only in the anchor');
  });

  it('names the anchor the anchor when it has the same results as the candidate', () => {
    const counts = problems([3, 5, 2, 8, 1, 9, 4], 10);
    const level = singleCheckLevel(0.95);
    const { report } = prepareComparison(
      run('a.json', counts),
      run('c.json', counts),
      parseOptions({}),
      level,
      'anchor',
    );
    expect(report.warnings).toContain(
      "the anchor and the candidate have the same n and c on every problem: the comparison cannot show a change; check that the candidate is the new model's results",
    );
  });
});

describe('a margin as large as the baseline score', () => {
  it('is refused when the summed score lands a rounding above it', () => {
    // 20 problems at 2 of 5: pass@1 is 40%, which summing 0.4 twenty times puts one ulp above 0.4.
    const base = run('b.json', problems(Array<number>(20).fill(2), 5));
    const none = run('c.json', problems(Array<number>(20).fill(0), 5));
    expect(
      Array<number>(20)
        .fill(0.4)
        .reduce((sum, v) => sum + v, 0) / 20,
    ).toBeGreaterThan(0.4);
    expect(() => compareRuns(base, none, options({ margin: '0.4' }))).toThrow(
      "b.json: the baseline's pass@1 is 40.0%, so the candidate can fall by at most 40.0 points, not past a margin " +
        'of 40.0 points: the gate could never fail; set a margin below 0.4',
    );
  });

  it('suggests a margin that is itself accepted: 48.06% gives below 0.48, not below 0.481', () => {
    const base = run('b.json', problems(Array<number>(6).fill(2403), 5000));
    const none = run('c.json', problems(Array<number>(6).fill(0), 5000));
    expect(() => compareRuns(base, none, options({ margin: '0.4809' }))).toThrow(/; set a margin below 0\.48 \(/);
    expect(() => compareRuns(base, none, options({ margin: '0.4799' }))).not.toThrow();
  });
});
