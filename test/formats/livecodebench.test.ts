import { describe, expect, it } from 'vitest';
import { loadResults } from '../../src/load/read.js';
import { counts, fixture } from './paths.js';

const lcb = (name: string) => fixture('livecodebench', name);

describe('LiveCodeBench *_eval_all.json', () => {
  it('counts graded_list per question_id, time limits and test-runner errors from metadata, n and temperature from the name', async () => {
    const run = await loadResults(lcb('codegeneration_3_0.2_eval_all.json'));
    expect(run.format).toBe('livecodebench');
    expect(counts(run.problems)).toEqual(['abc300_a:3/2 t0 e0', 'abc300_b:3/0 t1 e1', '3000:3/2 t0 e0']);
    expect(run.config).toEqual({ n: 3, temperature: 0.2 });
    expect(run.configSources).toEqual({ n: 'filename', temperature: 'filename' });
    expect(run.warnings).toEqual([]);
  });

  it('adds a problem listed twice and warns that its generations were the same', async () => {
    const run = await loadResults(lcb('repeated_eval_all.json'), { format: 'livecodebench' });
    expect(counts(run.problems)).toEqual(['abc300_a:3/2 t0 e0', 'abc300_b:6/0 t2 e2', '3000:3/2 t0 e0']);
    expect(run.warnings[0]).toBe(
      '1 problem is listed again with the same generations, so its samples count twice: abc300_b ([1] and [3])',
    );
    expect(run.config).toEqual({});
  });

  it('names the JSON path of a grade that is not true or false', async () => {
    await expect(loadResults(lcb('bad_grade_eval_all.json'))).rejects.toThrow(
      /bad_grade_eval_all\.json: \[2\]\.graded_list\[1\]: must be true or false, got -2/,
    );
  });
});
