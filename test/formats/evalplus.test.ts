import { describe, expect, it } from 'vitest';
import { evalPlusName, parseEvalPlus } from '../../src/formats/evalplus.js';
import { loadResults } from '../../src/load/read.js';
import { counts, fixture } from './paths.js';

const evalplus = (name: string) => fixture('evalplus', name);

describe('evalplus eval_results.json', () => {
  it('reads the old form ([status, details] lists, success/failed/timed out): plus needs base and plus to pass', async () => {
    const run = await loadResults(evalplus('old_eval_results.json'));
    expect(run.format).toBe('evalplus');
    expect(counts(run.problems)).toEqual(['HumanEval/0:2/1 t0', 'HumanEval/1:2/0 t1', 'HumanEval/2:2/1 t1']);
    expect(run.config).toEqual({ n: 2 });
    expect(run.judgement).toEqual({
      format: 'evalplus',
      criterion: 'plus',
      dataset: 'c2d9c4a0c6e0fdf6e8b21c9f8a8b3d6e',
    });
  });

  it('reads the old form under the base criterion', async () => {
    const run = await loadResults(evalplus('old_eval_results.json'), { criterion: 'base' });
    expect(counts(run.problems)).toEqual(['HumanEval/0:2/2 t0', 'HumanEval/1:2/0 t1', 'HumanEval/2:2/2 t0']);
  });

  it('reads the per-sample list form (base_status / plus_status), under both criteria', async () => {
    const plus = await loadResults(evalplus('samples_eval_results.json'), { format: 'evalplus', criterion: 'plus' });
    expect(counts(plus.problems)).toEqual(['HumanEval/0:2/1 t0', 'HumanEval/1:2/0 t1', 'HumanEval/2:2/1 t1']);
    const base = await loadResults(evalplus('samples_eval_results.json'), { criterion: 'base' });
    expect(counts(base.problems)).toEqual(['HumanEval/0:2/2 t0', 'HumanEval/1:2/0 t1', 'HumanEval/2:2/2 t0']);
    expect(plus.warnings).toEqual([]);
  });

  it('reads the newer form with a pass_at_k block, which agrees with its samples', async () => {
    const run = await loadResults(evalplus('pass_at_k_eval_results.json'));
    expect(counts(run.problems)).toEqual(['HumanEval/0:2/1 t0', 'HumanEval/1:2/0 t1', 'HumanEval/2:2/1 t1']);
    expect(run.warnings).toEqual([]);
  });

  it('warns when the pass_at_k block disagrees with the per-sample results', async () => {
    const run = await loadResults(evalplus('edited_eval_results.json'), { criterion: 'base' });
    expect(run.warnings).toEqual([
      expect.stringMatching(/file's own base pass@1 \(0\.9\) differs from its per-sample results \(0\.666/),
    ]);
  });

  it('refuses the plus criterion on a base-only run, saying so, instead of scoring 0', async () => {
    await expect(loadResults(evalplus('base_only_eval_results.json'))).rejects.toThrow(
      /base_only_eval_results\.json: pass_at_k: has no plus scores: this evalplus run tested the base tests only.*--criterion base/,
    );
    await expect(loadResults(evalplus('old_base_only_eval_results.json'))).rejects.toThrow(
      /old_base_only_eval_results\.json: eval\["HumanEval\/0"\]\.plus: is empty: this evalplus run tested the base tests only/,
    );
    const base = await loadResults(evalplus('base_only_eval_results.json'), { criterion: 'base' });
    expect(counts(base.problems)).toEqual(['HumanEval/0:2/2 t0', 'HumanEval/1:2/0 t1', 'HumanEval/2:2/2 t0']);
  });

  it('says whether a per-sample plus_status is null or missing, not null for both', () => {
    const sample = { task_id: 'HumanEval/0', solution: 'a', base_status: 'pass' };
    const read = (entry: Record<string, unknown>) => () =>
      parseEvalPlus({ eval: { 'HumanEval/0': [entry] } }, 'e.json', { criterion: 'plus' });
    expect(read({ ...sample, plus_status: null })).toThrow(
      /^e\.json: eval\["HumanEval\/0"\]\[0\]\.plus_status: is null: this evalplus run tested the base tests only/,
    );
    expect(read(sample)).toThrow(
      /^e\.json: eval\["HumanEval\/0"\]\[0\]\.plus_status: is missing: this evalplus run tested the base tests only/,
    );
  });

  it('names the JSON path of an unknown status', async () => {
    await expect(loadResults(evalplus('bad_status_eval_results.json'))).rejects.toThrow(
      /eval\["HumanEval\/1"\]\[1\]\.base_status: unknown test status "error"/,
    );
  });

  it('refuses a criterion it does not know', async () => {
    await expect(loadResults(evalplus('samples_eval_results.json'), { criterion: 'extra' })).rejects.toThrow(
      /criterion for evalplus: expected plus .* or base, got "extra"$/,
    );
  });

  it('names the criterion meant by a mistyped one', async () => {
    for (const [typed, meant] of [
      ['bsae', 'base'],
      ['Base', 'base'],
      ['pluss', 'plus'],
    ]) {
      await expect(loadResults(evalplus('samples_eval_results.json'), { criterion: typed })).rejects.toThrow(
        `got "${typed}": did you mean ${meant}?`,
      );
    }
  });
});

describe('--score-field on evalplus', () => {
  it('takes an evalplus per-sample entry key; the status-list form has no place for one', () => {
    const document = {
      eval: {
        'HumanEval/0': [
          { task_id: 'HumanEval/0', solution: 'a', base_status: 'pass', plus_status: 'pass', rank: 2 },
          { task_id: 'HumanEval/0', solution: 'b', base_status: 'pass', plus_status: 'fail', rank: 3.5 },
        ],
      },
    };
    const run = parseEvalPlus(document, 'e.json', { criterion: 'plus', samples: true, scoreField: 'rank' });
    expect(run.problems[0]!.samples).toEqual([
      { pass: true, score: 2 },
      { pass: false, score: 3.5 },
    ]);
  });

  it('refuses a score field on the status-list form, which has no sample entries, rather than ask for one', () => {
    const document = { eval: { 'HumanEval/0': { nfiles: 1, base: [['success', []]], plus: [['success', []]] } } };
    expect(() => parseEvalPlus(document, 'e.json', { criterion: 'plus', samples: true, scoreField: 'rank' })).toThrow(
      /e\.json: eval\["HumanEval\/0"\]: is evalplus's older form .*no sample entry to hold the score --score-field rank names: .*passk-results\/v1/,
    );
    // A metric without samples does not read the score, so the form is read as usual.
    const run = parseEvalPlus(document, 'e.json', { criterion: 'plus', scoreField: 'rank' });
    expect(run.problems).toEqual([{ id: 'HumanEval/0', n: 1, c: 1, timeouts: 0 }]);
  });

  it('counts a sample that fails the base tests as a plain failure, whatever its plus tests did', () => {
    const sample = { task_id: 'HumanEval/0', solution: 'x', base_status: 'fail', plus_status: 'timeout' };
    const run = parseEvalPlus({ eval: { 'HumanEval/0': [sample] } }, 'e.json');
    expect(counts(run.problems)).toEqual(['HumanEval/0:1/0 t0']);
  });

  it('refuses an old-form entry whose nfiles is below the results its base lists', () => {
    const entry = {
      nfiles: 1,
      base: [
        ['pass', []],
        ['fail', []],
      ],
      plus: [
        ['pass', []],
        ['pass', []],
      ],
    };
    expect(() => parseEvalPlus({ eval: { 'HumanEval/0': entry } }, 'e.json')).toThrow(
      /nfiles: is 1 but base lists 2 results$/,
    );
  });

  it("takes the run's name from the folder of an eval_results.json, and every -- of the model as a /", () => {
    expect(evalPlusName('out/org--team--model_vllm_temp_0.8/eval_results.json')).toEqual({
      config: { temperature: 0.8 },
      model: 'org/team/model',
    });
  });
});
