import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../src/formats/detect.js';
import { parseTerminalBench } from '../../src/formats/terminalbench.js';
import { loadResults } from '../../src/load/read.js';
import { counts, fixture } from './paths.js';

const tb = (...parts: string[]) => fixture('terminalbench', ...parts);
const runA = tb('2025-07-01__10-00-00', 'results.json');

/**
 * Counts by Terminal-Bench's rules, from the trials: n = trials per task; a pass is is_resolved true (null is a
 * failure); of the failures, the time limits are timeouts and the agent's or parser's errors are errors.
 */
function expected(path: string): string[] {
  const { results } = JSON.parse(readFileSync(path, 'utf8')) as {
    results: { task_id: string; is_resolved: boolean | null; failure_mode: string }[];
  };
  const byTask = new Map<string, { n: number; c: number; t: number; e: number }>();
  for (const { task_id: id, is_resolved: resolved, failure_mode: mode } of results) {
    const task = byTask.get(id) ?? { n: 0, c: 0, t: 0, e: 0 };
    byTask.set(id, task);
    task.n++;
    if (resolved === true) task.c++;
    else if (mode === 'agent_timeout' || mode === 'test_timeout') task.t++;
    else if (mode === 'unknown_agent_error' || mode === 'parse_error') task.e++;
  }
  return [...byTask].map(([id, p]) => `${id}:${p.n}/${p.c} t${p.t} e${p.e}`);
}

describe('Terminal-Bench results.json (tb run)', () => {
  it('counts trials per task: null is a failure, a pass is a pass whatever its failure_mode, timeouts and errors flagged', async () => {
    const run = await loadResults(runA);
    expect(run.format).toBe('terminalbench');
    expect(counts(run.problems)).toEqual(['hello-world:5/4 t0 e0', 'fix-git:3/1 t1 e1', 'csv-to-parquet:5/1 t1 e1']);
    expect(counts(run.problems)).toEqual(expected(runA));
    expect(run.warnings).toEqual([
      '1 task has fewer trials than the run asked for (an interrupted run): fix-git (3 of 5); each is counted with the trials that ran',
      'tasks have different numbers of trials (n = 3 for 1 task, n = 5 for 2 tasks), so no single n describes the run',
    ]);
  });

  it('takes the model, the agent, its sampling args and the dataset from run_metadata.json beside the results', async () => {
    const run = await loadResults(runA);
    expect(run.model).toBe('anthropic/claude-3-7-sonnet-latest');
    expect(run.config).toEqual({ agent: 'terminus', temperature: 0.7 });
    expect(run.configSources).toEqual({ agent: 'file', temperature: 'file' });
    expect(run.judgement).toEqual({ format: 'terminalbench', dataset: 'terminal-bench-core@0.1.1' });
  });

  it('takes the dataset from the path when the results are alone', async () => {
    const path = tb('terminal-bench-core@0.1.1', '2025-07-03__08-00-00', 'results.json');
    const run = await loadResults(path);
    expect(counts(run.problems)).toEqual(expected(path));
    expect(run.model).toBeUndefined();
    expect(run.config).toEqual({ n: 1 });
    expect(run.judgement).toEqual({ format: 'terminalbench', dataset: 'terminal-bench-core@0.1.1' });
  });

  it("warns when the file's own n_resolved disagrees with its trials", () => {
    const document = JSON.parse(readFileSync(runA, 'utf8')) as Record<string, unknown>;
    const run = parseTerminalBench({ ...document, n_resolved: 9 }, 'edited.json');
    expect(run.warnings).toContain("the file's own n_resolved (9) differs from its trials, 6 of which are resolved");
  });

  it("is told from its content; one trial's results.json is refused with a pointer, a bad is_resolved named", async () => {
    expect((await detectFormat(runA)).format).toBe('terminalbench');
    await expect(loadResults(tb('trial', 'results.json'))).rejects.toThrow(
      /looks like one Terminal-Bench trial's results\.json; give the run's results\.json/,
    );
    expect(() => parseTerminalBench({ results: [{ task_id: 'a', is_resolved: 'yes' }] }, 'bad.json')).toThrow(
      'bad.json: results[0].is_resolved: a Terminal-Bench is_resolved must be true, false or null, got "yes"',
    );
    // A numbered task is read by its digits; the refusal of any other id says a number is fine.
    const run = parseTerminalBench({ results: [{ task_id: 7, is_resolved: true }] }, 'numbered.json');
    expect(run.problems.map((p) => p.id)).toEqual(['7']);
    expect(() => parseTerminalBench({ results: [{ task_id: true, is_resolved: true }] }, 'bad.json')).toThrow(
      'bad.json: results[0].task_id: a Terminal-Bench task_id must be a non-empty string or a number, got true',
    );
  });
});
