// An agent's runs (τ-bench, τ²-bench, SWE-bench, Terminal-Bench) are trials of tasks: compare's and gate's reports
// say so on every surface, and keep a model's problems and samples for code-generation suites.
import { describe, expect, it } from 'vitest';
import type { RunResults } from '../../src/common/types.js';
import { run, problems } from '../support/runs.js';
import { comparison } from '../support/comparisons.js';

const GREEDY = { temperature: 0 };
// 12 tasks, one trial each: two got worse, one better.
const BASE = [1, 1, 1, 0, 1, 0, 0, 1, 0, 1, 1, 0];
const CAND = [0, 0, 1, 1, 1, 0, 0, 1, 0, 1, 1, 0];

function pair(format: string, ids = (i: number) => `T-${i}`): [RunResults, RunResults] {
  return [
    run('base.json', problems(BASE, 1, ids), { format, config: GREEDY }),
    run('cand.json', problems(CAND, 1, ids), { format, config: GREEDY }),
  ];
}

describe("compare's refusals and warnings of an agent's runs say tasks", () => {
  it('too few tasks for the gate ever to fail', () => {
    const five = (source: string) =>
      run(
        source,
        problems([1, 0, 1, 0, 1], 1, (i) => `T-${i}`),
        { format: 'taubench', config: GREEDY },
      );
    expect(() => comparison(five('a.json'), five('b.json'))).toThrow(
      /only 5 tasks compared with a\.json: .* needs at least 6 tasks: compare more tasks, or use/,
    );
  });

  it('runs alike on every task, and few of them to resample', () => {
    const [baseline] = pair('tau2bench');
    const report = comparison(baseline, { ...baseline, source: 'other.json' });
    expect(report.checks[0]!.warnings.join('\n')).toContain('have the same n and c on every task');
    expect(report.checks[0]!.warnings.join('\n')).toContain('only 12 tasks to resample');
  });
});
