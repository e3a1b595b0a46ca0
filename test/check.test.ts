import { describe, expect, it } from 'vitest';
import { alignProblems, checkSampleBudget, compareConfigs, configValuesEqual } from '../src/check.js';
import { gateFails, verdictFor } from '../src/decide.js';
import type { RunResults } from '../src/types.js';

function run(source: string, config: RunResults['config'], problems: RunResults['problems']): RunResults {
  return {
    source,
    format: 'passk',
    config,
    configSources: Object.fromEntries(Object.keys(config).map((k) => [k, 'file' as const])),
    problems,
    warnings: [],
  };
}

const keys = ['temperature', 'top_p', 'n', 'max_tokens'];

describe('compareConfigs', () => {
  it('passes equal configs, numbers compared as numbers', () => {
    const a = run('a', { temperature: 0.8, top_p: 0.95, n: 20, max_tokens: 512 }, []);
    const b = run('b', { temperature: 0.8, top_p: '0.950', n: 20, max_tokens: 512, seed: 1 }, []);
    const { rows, reasons } = compareConfigs(a, b, keys);
    expect(reasons).toEqual([]);
    expect(rows.map((r) => [r.key, r.checked, r.status])).toEqual([
      ['temperature', true, 'equal'],
      ['top_p', true, 'equal'],
      ['n', true, 'equal'],
      ['max_tokens', true, 'equal'],
      ['seed', false, 'missing'],
    ]);
  });

  it('lists every differing and missing key with both values', () => {
    const a = run('a', { temperature: 0.2, top_p: 0.95, n: 20 }, []);
    const b = run('b', { temperature: 0.8, top_p: 0.95, n: 10, max_tokens: 512 }, []);
    const { reasons } = compareConfigs(a, b, keys);
    expect(reasons).toEqual([
      'config temperature differs: baseline 0.2, candidate 0.8',
      'config n differs: baseline 20, candidate 10',
      expect.stringMatching(/^config max_tokens is not recorded by the baseline \(baseline \(absent\), candidate 512\): supply it with --baseline-config max_tokens=VALUE/),
    ]);
  });

  it('compares strings and booleans exactly', () => {
    expect(configValuesEqual('greedy', 'Greedy')).toBe(false);
    expect(configValuesEqual(true, 'true')).toBe(false);
    expect(configValuesEqual(null, null)).toBe(true);
    expect(configValuesEqual(0.8, '0.80')).toBe(true);
    expect(configValuesEqual('1e3', 1000)).toBe(true);
  });
});

describe('alignProblems', () => {
  const a = run('a', {}, [
    { id: 'p1', n: 5, c: 1 },
    { id: 'p2', n: 5, c: 2 },
    { id: 'p3', n: 5, c: 3 },
  ]);
  const b = run('b', {}, [
    { id: 'p3', n: 5, c: 0 },
    { id: 'p1', n: 5, c: 4 },
    { id: 'p4', n: 5, c: 4 },
  ]);

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
      'problem sets differ: 1 only in the baseline (p2), 1 only in the candidate (p4); use --problems intersect to compare the 2 problems they share',
    ]);
    expect(alignProblems(a, b, 'intersect').reasons).toEqual([]);
  });

  it('refuses runs with nothing in common in any mode', () => {
    const c = run('c', {}, [{ id: 'zz', n: 1, c: 0 }]);
    expect(alignProblems(a, c, 'intersect').reasons).toEqual(['the runs have no problem in common']);
  });

  it('takes a group from either side and rejects conflicting groups', () => {
    const g1 = run('g1', {}, [{ id: 'p1', n: 5, c: 1, group: 'x' }, { id: 'p2', n: 5, c: 1 }]);
    const g2 = run('g2', {}, [{ id: 'p1', n: 5, c: 1 }, { id: 'p2', n: 5, c: 1, group: 'y' }]);
    expect(alignProblems(g1, g2, 'strict').aligned.groups).toEqual(['x', 'y']);
    const g3 = run('g3', {}, [{ id: 'p1', n: 5, c: 1, group: 'z' }, { id: 'p2', n: 5, c: 1 }]);
    expect(() => alignProblems(g1, g3, 'strict')).toThrow(/problem "p1" is in group "x" in g1 but in group "z" in g3/);
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
      'cand.json: 2 problems have fewer samples than k = 5 (smallest n = 2): short (n=4), shorter (n=2); pass@5 cannot be estimated from fewer than 5 samples, so lower --k or generate more samples',
    );
    expect(() => checkSampleBudget(problems, 2, 'cand.json')).not.toThrow();
  });
});

describe('verdict', () => {
  it.each([
    [[-0.05, -0.02], 0, 'regression'],
    [[-0.05, -0.02], 0.02, 'inconclusive'],
    [[-0.05, -0.021], 0.02, 'regression'],
    [[0.001, 0.03], 0, 'improvement'],
    [[0, 0.03], 0, 'no-regression'],
    [[-0.01, 0.03], 0.01, 'no-regression'],
    [[-0.011, 0.03], 0.01, 'inconclusive'],
    [[-0.03, 0.01], 0, 'inconclusive'],
  ] as const)('interval %j with margin %f and p = 0.01 is %s', (ci, margin, verdict) => {
    expect(verdictFor({ ci, pValue: 0.01 }, margin, 0.05)).toBe(verdict);
  });

  it('claims no change that the sign-flip test does not back', () => {
    expect(verdictFor({ ci: [-0.06, -0.006], pValue: 0.12 }, 0, 0.05)).toBe('inconclusive');
    expect(verdictFor({ ci: [0.006, 0.06], pValue: 0.12 }, 0, 0.05)).toBe('no-regression');
    expect(verdictFor({ ci: [-0.06, -0.006], pValue: 0.049 }, 0, 0.05)).toBe('regression');
    expect(verdictFor({ ci: [-0.06, -0.006], pValue: 0.05 }, 0, 0.05)).toBe('inconclusive');
  });

  it.each([
    ['regression', 'regression', true],
    ['inconclusive', 'regression', false],
    ['inconclusive', 'inconclusive', true],
    ['no-regression', 'inconclusive', false],
    ['regression', 'never', false],
    ['refused', 'never', true],
    ['refused', 'regression', true],
    ['improvement', 'inconclusive', false],
  ] as const)('%s with fail-on %s fails: %s', (verdict, failOn, fails) => {
    expect(gateFails(verdict, failOn)).toBe(fails);
  });
});
