import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { run } from '../support/runs.js';
import { alignProblems, checkSampleBudget, leftOutText, ungroupedWarnings } from '../../src/check/pairing.js';
import type { RunResults } from '../../src/common/types.js';

describe('alignProblems by position', () => {
  const list = (source: string, cs: number[]): RunResults => ({
    ...run(
      source,
      cs.map((c, i) => ({ id: `#${i}`, n: 4, c })),
      { config: {} },
    ),
    positional: true,
  });

  it('pairs two lists of one length by position, with a warning that says so', () => {
    const { aligned, reasons, warnings } = alignProblems(list('a', [1, 2, 3]), list('b', [3, 2, 1]), 'strict');
    expect(reasons).toEqual([]);
    expect(aligned.byPosition).toBe(true);
    expect(aligned.candidate.map((p) => p.c)).toEqual([3, 2, 1]);
    expect(warnings[0]).toMatch(/^problems were paired by position \(#0 to #2: /);
  });

  it('pairs a list with a file converted from one (ids #0, #1, ...) by position too', () => {
    const converted = run(
      'c',
      [1, 2, 3].map((c, i) => ({ id: `#${i}`, n: 4, c })),
      { config: {} },
    );
    const { reasons, aligned } = alignProblems(converted, list('b', [3, 2, 1]), 'strict');
    expect(reasons).toEqual([]);
    expect(aligned.byPosition).toBe(true);
  });

  it('refuses lists of different lengths even with intersect, and a list against ids', () => {
    const unequal = alignProblems(list('a', [1, 2, 3]), list('b', [3, 2]), 'intersect');
    expect(unequal.reasons[0]).toMatch(/needs lists of equal length: the baseline lists 3 problems, the candidate 2$/);
    expect(unequal.aligned.baseline).toEqual([]);
    const named = run('c', [{ id: 'HumanEval/0', n: 4, c: 1 }], { config: {} });
    expect(alignProblems(named, list('b', [1]), 'strict').reasons[0]).toMatch(
      /^the candidate names its problems only by position .* and the baseline by id, so no problem can be paired/,
    );
  });
});

describe('alignProblems', () => {
  const a = run(
    'a',
    [
      { id: 'p1', n: 5, c: 1 },
      { id: 'p2', n: 5, c: 2 },
      { id: 'p3', n: 5, c: 3 },
    ],
    { config: {} },
  );
  const b = run(
    'b',
    [
      { id: 'p3', n: 5, c: 0 },
      { id: 'p1', n: 5, c: 4 },
      { id: 'p4', n: 5, c: 4 },
    ],
    { config: {} },
  );

  it('pairs problems by id in the baseline order', () => {
    const { aligned } = alignProblems(a, b, 'intersect');
    expect(aligned.baseline.map((p) => p.id)).toEqual(['p1', 'p3']);
    expect(aligned.candidate.map((p) => [p.id, p.c])).toEqual([
      ['p1', 4],
      ['p3', 0],
    ]);
    expect(aligned.onlyBaseline).toEqual(['p2']);
    expect(aligned.onlyCandidate).toEqual(['p4']);
    expect(aligned.groups).toBeUndefined();
  });

  it('refuses different problem sets in strict mode, naming them', () => {
    const { reasons } = alignProblems(a, b, 'strict');
    expect(reasons).toEqual([
      'problem sets differ: 1 only in the baseline (p2), 1 only in the candidate (p4); 2 problems are in both',
    ]);
    expect(alignProblems(a, b, 'intersect').reasons).toEqual([]);
  });

  it("names a drift check's baseline the anchor, as its report does", () => {
    expect(alignProblems(a, b, 'strict', 'anchor').reasons).toEqual([
      'problem sets differ: 1 only in the anchor (p2), 1 only in the candidate (p4); 2 problems are in both',
    ]);
  });

  it('refuses runs with nothing in common in any mode, naming the first ids of each side', () => {
    const c = run('c', [{ id: 'zz', n: 1, c: 0 }], { config: {} });
    const { reasons, refusals } = alignProblems(a, c, 'intersect');
    const ids = a.problems.map((p) => p.id);
    expect(reasons).toEqual([
      `the runs have no problem in common: ${ids.length} only in the baseline (${ids.join(', ')}), 1 only in the candidate (zz)`,
    ]);
    expect(refusals).toEqual([{ kind: 'no-common-problems', baseline_ids: ids, candidate_ids: ['zz'] }]);
  });

  it('names an id that is a bare number as a task in its reasons, so that it does not read as a count', () => {
    const tasks = (ids: string[]) => ids.map((id) => ({ id, n: 1, c: 1 }));
    const base = run('b', tasks(['0', '1', '2']), { format: 'taubench' });
    const cand = run('c', tasks(['1', '2', '5']), { format: 'taubench' });
    expect(alignProblems(base, cand, 'strict').reasons).toEqual([
      'task sets differ: 1 only in the baseline (task 0), 1 only in the candidate (task 5); 2 tasks are in both',
    ]);
  });

  it("says tasks in its reasons when both runs are an agent's", () => {
    const agent = (r: RunResults): RunResults => ({ ...r, format: 'swebench' });
    expect(alignProblems(agent(a), agent(b), 'strict').reasons).toEqual([
      'task sets differ: 1 only in the baseline (p2), 1 only in the candidate (p4); 2 tasks are in both',
    ]);
    const c = run('c', [{ id: 'zz', n: 1, c: 0 }], { config: {}, format: 'taubench' });
    expect(alignProblems(agent(a), c, 'intersect').reasons[0]).toMatch(/^the runs have no task in common: 3 only/);
    // A model's run against an agent's keeps the model's words, as the report's words do, either way round.
    expect(alignProblems(a, c, 'intersect').reasons[0]).toMatch(/^the runs have no problem in common: /);
    expect(alignProblems(c, a, 'intersect').reasons[0]).toMatch(/^the runs have no problem in common: /);
  });

  it('takes a group from either side and rejects conflicting groups', () => {
    const g1 = run(
      'g1',
      [
        { id: 'p1', n: 5, c: 1, group: 'x' },
        { id: 'p2', n: 5, c: 1 },
      ],
      { config: {} },
    );
    const g2 = run(
      'g2',
      [
        { id: 'p1', n: 5, c: 1 },
        { id: 'p2', n: 5, c: 1, group: 'y' },
      ],
      { config: {} },
    );
    expect(alignProblems(g1, g2, 'strict').aligned.groups).toEqual(['x', 'y']);
    const g3 = run(
      'g3',
      [
        { id: 'p1', n: 5, c: 1, group: 'z' },
        { id: 'p2', n: 5, c: 1 },
      ],
      { config: {} },
    );
    expect(() => alignProblems(g1, g3, 'strict')).toThrow(
      'problem "p1" is in group "x" in g1 but in group "z" in g3: give each problem the same group in both runs, ' +
        "or drop the group field from one run's file to use the other's groups for both",
    );
    const g4 = run(
      'g4',
      [
        { id: 'p1', n: 5, c: 1, group: 'z' },
        { id: 'p2', n: 5, c: 1, group: 'z' },
      ],
      { config: {} },
    );
    expect(() => alignProblems(g2, g4, 'strict')).toThrow(
      'problem "p2" is in group "y" in g2 but in group "z" in g4: give each',
    );
    const g5 = run(
      'g5',
      ['x', 'y', 'y'].map((group, i) => ({ id: `p${i + 1}`, n: 5, c: 1, group })),
      { config: {} },
    );
    const g6 = run(
      'g6',
      ['a', 'b', 'b'].map((group, i) => ({ id: `p${i + 1}`, n: 5, c: 1, group })),
      { config: {} },
    );
    expect(() => alignProblems(g5, g6, 'strict')).toThrow(
      'problem "p1" is in group "x" in g5 but in group "a" in g6 (2 more problems differ): give each',
    );
    const g7 = run(
      'g7',
      ['a', 'b', 'y'].map((group, i) => ({ id: `p${i + 1}`, n: 5, c: 1, group })),
      { config: {} },
    );
    expect(() => alignProblems(g5, g7, 'strict')).toThrow(
      'problem "p1" is in group "x" in g5 but in group "a" in g7 (1 more problem differs): give each',
    );
  });

  it('warns of problems without a group among grouped ones, and of groups one run gives and the other does not', () => {
    const problems = (grouped: (i: number) => boolean) =>
      Array.from({ length: 80 }, (_, i) => ({
        id: `p${i}`,
        n: 5,
        c: 1,
        ...(grouped(i) ? { group: `g${i % 2}` } : {}),
      }));
    const some = run(
      'some.json',
      problems((i) => i < 10),
      { config: {} },
    );
    const { aligned, warnings } = alignProblems(some, some, 'strict');
    expect(new Set(aligned.groups).size).toBe(3);
    expect(warnings).toEqual(['70 of 80 problems carry no group: each is counted as a group of its own']);

    const all = run(
      'all.json',
      problems(() => true),
      { config: {} },
    );
    const none = run(
      'none.json',
      problems(() => false),
      { config: {} },
    );
    expect(alignProblems(all, all, 'strict').warnings).toEqual([]);
    expect(alignProblems(all, none, 'strict')).toMatchObject({
      aligned: { groups: problems(() => true).map((p) => p.group) },
      warnings: ['80 problems have a group in all.json but none in none.json: the group is used for both runs'],
    });
    expect(alignProblems(none, some, 'strict').warnings).toEqual([
      '70 of 80 problems carry no group: each is counted as a group of its own',
      '10 problems have a group in some.json but none in none.json: the group is used for both runs',
    ]);
    const one = run(
      'one.json',
      problems((i) => i === 0),
      { config: {} },
    );
    expect(alignProblems(none, one, 'strict').warnings).toContain(
      '1 problem has a group in one.json but none in none.json: the group is used for both runs',
    );
    // A suite without groups is no suite with groups missing.
    expect(ungroupedWarnings([undefined, undefined])).toEqual([]);
  });
});

describe('checkSampleBudget', () => {
  it('refuses k > n, naming the problems', () => {
    const problems = [
      { id: 'ok', n: 10, c: 1 },
      { id: 'short', n: 4, c: 4 },
      { id: 'shorter', n: 2, c: 0 },
    ];
    expect(() => checkSampleBudget(problems, 5, 'cand.json')).toThrow(
      'cand.json: 2 problems have fewer samples than k = 5 (smallest n = 2): short (n=4), shorter (n=2); pass@5 cannot be estimated from fewer than 5 samples, so use a smaller k or generate more samples',
    );
    expect(() => checkSampleBudget(problems, 2, 'cand.json')).not.toThrow();
    // A drift check's anchor, a history record, cannot be given more samples: another record is the fix.
    expect(() => checkSampleBudget(problems, 5, 'store/records/r.json', 'pass@5', false, true)).toThrow(
      'pass@5 cannot be estimated from fewer than 5 samples, so use a smaller k or anchor on a record of a run with ' +
        'at least 5 samples per problem (pick it with the anchor selector commit:SHA or ref:REF): a record is never rewritten',
    );
  });

  it("an agent's run: tasks and trials", () => {
    const problems = [
      { id: 't1', n: 1, c: 1 },
      { id: 't2', n: 3, c: 2 },
    ];
    expect(() => checkSampleBudget(problems, 2, 'cand.json', 'pass^2', true)).toThrow(
      'cand.json: 1 task has fewer trials than k = 2 (smallest n = 1): t1 (n=1); pass^2 cannot be estimated from fewer than 2 trials, so use a smaller k or run more trials',
    );
    // A task numbered as τ-bench numbers them is named as a task, not by a bare number that reads as a count; so is
    // a problem numbered as lm-eval's doc_id numbers them.
    const numbered = [
      { id: '5', n: 2, c: 1 },
      { id: '12', n: 1, c: 0 },
      { id: '7', n: 3, c: 2 },
    ];
    expect(() => checkSampleBudget(numbered, 3, 'run.json', 'pass^3', true)).toThrow(
      'run.json: 2 tasks have fewer trials than k = 3 (smallest n = 1): task 5 (n=2), task 12 (n=1); pass^3',
    );
    expect(() => checkSampleBudget(numbered, 3, 'run.json')).toThrow(
      'run.json: 2 problems have fewer samples than k = 3 (smallest n = 1): problem 5 (n=2), problem 12 (n=1); pass@3',
    );
  });
});

describe('alignProblems by id', () => {
  /** A problem's n and c, for property tests: 1 to 12 samples. */
  const counts = fc.tuple(fc.integer({ min: 1, max: 12 }), fc.nat(12)).map(([n, c]) => ({ n, c: Math.min(c, n) }));
  const runOf = (source: string, problems: RunResults['problems']) => run(source, problems, { config: {} });

  it('pairs two runs in the same order as it pairs them in any other order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(counts, counts), { minLength: 1, maxLength: 40 }), fc.nat(), (pairs, shift) => {
        const baseline = pairs.map(([b], i) => ({ id: `p${i}`, ...b }));
        const candidate = pairs.map(([, c], i) => ({ id: `p${i}`, ...c }));
        const rotated = candidate.map((_, i) => candidate[(i + shift) % candidate.length]!);
        const same = alignProblems(runOf('b', baseline), runOf('c', candidate), 'strict');
        const other = alignProblems(runOf('b', baseline), runOf('c', rotated), 'strict');
        expect(same).toEqual(other);
        expect(same.aligned.candidate.map((p) => p.id)).toEqual(baseline.map((p) => p.id));
      }),
      { seed: 7, numRuns: 300 },
    );
  });
});

describe('leftOutText', () => {
  it('names each side that has problems of its own, and no side that has none', () => {
    expect(leftOutText({ onlyBaseline: ['a', 'b'], onlyCandidate: ['c'] })).toBe(
      '2 only in the baseline and 1 only in the candidate',
    );
    expect(leftOutText({ onlyBaseline: ['a'], onlyCandidate: [] }, 'anchor')).toBe('1 only in the anchor');
    expect(leftOutText({ onlyBaseline: [], onlyCandidate: ['c', 'd'] })).toBe('2 only in the candidate');
  });
});
