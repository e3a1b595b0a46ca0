// An agent's runs (τ-bench, τ²-bench, SWE-bench, Terminal-Bench) are trials of tasks: compare's and gate's reports
// say so on every surface, and keep a model's problems and samples for code-generation suites.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderTerminal } from '../../src/render/terminal.js';
import type { RunResults } from '../../src/common/types.js';
import { run, problems } from '../support/runs.js';
import { comparison, gate } from '../support/comparisons.js';

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

/** A terminal report as one line: its sentences wrap. */
const terminal = (report: Parameters<typeof renderTerminal>[0]) =>
  renderTerminal(report, { width: 200 }).replace(/\s+/g, ' ');

/** The words a text says for units, as whole words. */
const unitWords = (text: string) => new Set(text.match(/\b(problems?|tasks?|samples|trials?)\b/gi) ?? []);

describe("an agent's compare report says tasks and trials", () => {
  it('on the terminal: the runs line, the reason, the changes, the warning and the method', () => {
    const text = terminal(comparison(...pair('swebench')));
    expect(text).toContain('· 12 tasks');
    expect(text).toMatch(/Only 3 tasks changed, 2 worse and 1 better/);
    expect(text).toContain('Per-task changes at k = 1: 2 got worse, 1 got better');
    expect(text).toContain('only 12 tasks to resample');
    expect(text).toContain('bootstrap over 12 tasks,');
    expect([...unitWords(text)].map((w) => w.toLowerCase())).not.toContain('problems');
    expect([...unitWords(text)].map((w) => w.toLowerCase())).not.toContain('problem');
  });

  it('in the comment and job summary: the table column, the files row and how it was computed', () => {
    const markdown = renderMarkdown(comparison(...pair('taubench')));
    expect(markdown).toContain('| task | baseline | candidate | change (points) |');
    expect(markdown).toContain('(taubench, 12 tasks)');
    expect(markdown).toContain('**Score.** Per task, pass@k at k = 1 is the unbiased estimator');
    expect(markdown).toContain('from its n trials and c passes');
    expect(markdown).toContain('trials inside a task are never resampled');
    expect(markdown).toMatch(/the trials per task, the limit/);
    expect(markdown).not.toMatch(/\bproblems?\b/);
    expect(markdown).not.toMatch(/\bsamples? (per|inside)\b/);
  });

  it('a baseline archived by convert (a passk file judged by taubench) against the harness file says tasks', () => {
    const [baseline, candidate] = pair('taubench');
    const archived = { ...baseline, format: 'passk', judgement: { format: 'taubench' } };
    const text = terminal(comparison(archived, { ...candidate, judgement: { format: 'taubench' } }));
    expect(text).toContain('· 12 tasks');
    expect(text).toContain('Per-task changes at k = 1');
  });

  it('a code-generation pair of the same counts keeps problems and samples', () => {
    const report = comparison(...pair('passk'));
    const text = terminal(report);
    const markdown = renderMarkdown(report);
    expect(text).toContain('· 12 problems');
    expect(text).toContain('Per-problem changes at k = 1');
    expect(markdown).toContain('| problem | baseline | candidate | change (points) |');
    expect(markdown).toContain('samples inside a problem are never resampled');
    expect(markdown).not.toMatch(/\btasks?\b/);
  });

  it('a refusal of runs that share no task says tasks, and its fix too', () => {
    const [baseline] = pair('terminalbench');
    const [, candidate] = pair('terminalbench', (i) => `other-${i}`);
    const report = comparison(baseline, candidate);
    for (const text of [terminal(report), renderMarkdown(report)]) {
      expect(text).toContain('the runs share no task');
      expect(text).toContain('no task id appears in both');
      expect(text).not.toMatch(/\bproblems?\b/);
    }
  });
});

describe('a gate of an agent check and a code check words each check by its own kind', () => {
  const [agentBase, agentCand] = pair('swebench');
  const [codeBase, codeCand] = pair('passk', (i) => `HumanEval/${i}`);
  const report = gate([
    { name: 'SWE-bench', baseline: agentBase, candidate: agentCand },
    { name: 'HumanEval', baseline: codeBase, candidate: codeCand },
  ]);

  it('each check says its own units; the text shared by both says problems', () => {
    const text = terminal(report);
    expect(text).toContain('Per-task changes at k = 1');
    expect(text).toContain('Per-problem changes at k = 1');
    expect(text).toMatch(/SWE-bench pass@1: only 3 tasks changed/);
    expect(text).toMatch(/HumanEval pass@1: only 3 problems changed/);
    const markdown = renderMarkdown(report);
    expect(markdown).toContain('| task | baseline | candidate | change (points) |');
    expect(markdown).toContain('| problem | baseline | candidate | change (points) |');
    expect(markdown).toContain('the metric at its k per problem, averaged');
  });

  it('a gate of agent checks only says tasks in its method too', () => {
    const agents = gate([
      { name: 'airline', baseline: agentBase, candidate: agentCand },
      { name: 'retail', baseline: agentBase, candidate: agentCand },
    ]);
    expect(renderMarkdown(agents)).toContain('the metric at its k per task, averaged');
  });
});

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
