import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadResults } from '../../src/load/read.js';
import { counts, fixture } from './paths.js';
import { tempDir } from '../support/temp.js';

const humaneval = fixture('lm-eval', 'humaneval', 'samples_humaneval_2024-06-01T10-00-00.123456.jsonl');
const humanevalResults = fixture('lm-eval', 'humaneval', 'results_2024-06-01T10-00-00.123456.json');
const gsm8k = fixture('lm-eval', 'gsm8k', 'samples_gsm8k_2024-06-02T09-30-00.000001.jsonl');

describe('lm-evaluation-harness samples (--log_samples)', () => {
  it('reads n from the scored responses and c from pass@1, with config and model from the results file beside it', async () => {
    const run = await loadResults(humaneval);
    expect(run.format).toBe('lm-eval');
    expect(counts(run.problems)).toEqual(['HumanEval/0:4/2', 'HumanEval/1:4/1', 'HumanEval/2:4/0']);
    expect(run.model).toBe('org/coder-7b');
    expect(run.config).toEqual({ max_tokens: 1024, do_sample: true, temperature: 0.8, top_p: 0.95, n: 4 });
    expect(Object.values(run.configSources).every((source) => source === 'file')).toBe(true);
    expect(run.warnings).toEqual([]);
  });

  it.each([
    // Before lm-eval recorded model_name, the CLI's --model_args text; a script's dict; a PEFT adapter wins.
    [{ model: 'hf', model_args: 'pretrained=org/coder-7b,dtype=bfloat16' }, 'org/coder-7b'],
    [{ model: 'vllm', model_args: { pretrained: 'org/coder-7b', tensor_parallel_size: 2 } }, 'org/coder-7b'],
    [{ model: 'hf', model_args: 'pretrained=org/base-7b,peft=org/coder-lora' }, 'org/coder-lora'],
    [{ model: 'local-completions', model_args: 'model=gpt-4o-mini,base_url=http://localhost:8000' }, 'gpt-4o-mini'],
    [{ model: 'hf', model_args: 'dtype=bfloat16' }, undefined],
  ])('without model_name, takes the model from config %j', async (config, model) => {
    const folder = tempDir('passk-lm-eval-');
    const results = JSON.parse(readFileSync(humanevalResults, 'utf8'));
    delete results.model_name;
    results.config = config;
    writeFileSync(join(folder, basename(humanevalResults)), JSON.stringify(results, null, 2));
    copyFileSync(humaneval, join(folder, basename(humaneval)));
    expect((await loadResults(join(folder, basename(humaneval)))).model).toBe(model);
  });

  it('given the results file, finds the samples file written with it', async () => {
    for (const format of ['auto', 'lm-eval']) {
      const run = await loadResults(humanevalResults, { format });
      expect(run.format).toBe('lm-eval');
      expect(counts(run.problems)).toEqual(['HumanEval/0:4/2', 'HumanEval/1:4/1', 'HumanEval/2:4/0']);
      expect(run.config.n).toBe(4);
    }
  });

  it('given a results file with no samples beside it, says to run with --log_samples', async () => {
    const lonely = join(tempDir('passk-lm-eval-'), 'results_2024-06-01T10-00-00.123456.json');
    copyFileSync(humanevalResults, lonely);
    await expect(loadResults(lonely)).rejects.toThrow(
      /results_2024-06-01T10-00-00\.123456\.json: no samples_<task>_2024-06-01T10-00-00\.123456\.jsonl beside it: run lm_eval with --log_samples/,
    );
  });

  it('refuses to guess the filter when the file has a line per filter, and reads the one given as criterion', async () => {
    await expect(loadResults(gsm8k)).rejects.toThrow(
      /has samples for 2 filters \(strict-match, flexible-extract\); choose one with --criterion FILTER/,
    );
    const strict = await loadResults(gsm8k, { criterion: 'strict-match' });
    expect(counts(strict.problems)).toEqual(['0:1/1', '1:1/1', '2:1/0']);
    const flexible = await loadResults(gsm8k, { criterion: 'flexible-extract' });
    expect(counts(flexible.problems)).toEqual(['0:1/1', '1:1/1', '2:1/1']);
    await expect(loadResults(gsm8k, { criterion: 'maj@8' })).rejects.toThrow(
      /no samples for the filter "maj@8".*strict-match, flexible-extract/,
    );
  });

  it('without a results file, takes the generation kwargs from the samples themselves', async () => {
    const run = await loadResults(gsm8k, { criterion: 'strict-match' });
    expect(run.config).toEqual({ do_sample: false, temperature: 0, n: 1 });
  });

  it('reads greedy decoding (do_sample false) that records no temperature as temperature 0, and keeps one given', async () => {
    const dir = tempDir('passk-lmeval-greedy-');
    const lines = readFileSync(gsm8k, 'utf8').trim().split('\n');
    const rewrite = (kwargs: object) =>
      lines
        .map((line) => {
          const value = JSON.parse(line);
          value.arguments.gen_args_0.arg_1 = { until: ['Question:'], ...kwargs };
          return JSON.stringify(value);
        })
        .join('\n');
    const file = join(dir, basename(gsm8k));
    writeFileSync(file, rewrite({ do_sample: false }));
    expect((await loadResults(file, { criterion: 'strict-match' })).config).toEqual({
      do_sample: false,
      temperature: 0,
      n: 1,
    });
    writeFileSync(file, rewrite({ do_sample: false, temperature: 0.2 }));
    expect((await loadResults(file, { criterion: 'strict-match' })).config.temperature).toBe(0.2);
    // Sampling without a temperature stays unknown: the gate asks for it.
    writeFileSync(file, rewrite({ do_sample: true }));
    expect((await loadResults(file, { criterion: 'strict-match' })).config.temperature).toBeUndefined();
  });

  it('adds a document repeated on a second line (one problem gets 2n) and warns that it was a repeated run', async () => {
    const run = await loadResults(fixture('lm-eval', 'padded', 'samples_humaneval_2024-06-03T08-00-00.5.jsonl'));
    expect(counts(run.problems)).toEqual(['HumanEval/0:4/2', 'HumanEval/1:8/2', 'HumanEval/2:4/0']);
    expect(run.warnings[0]).toBe(
      '1 document appears on more than one line for filter create_test, so its samples were added up: ' +
        'HumanEval/1 (lines 2, 4); 1 repeated line has the very same responses: a run written twice',
    );
    expect(run.warnings[1]).toMatch(/different numbers of samples \(n = 4 for 2 problems, n = 8 for 1 problem\)/);
  });

  it('recovers c from pass@10 alone (humaneval_64 logs no pass@1)', async () => {
    const run = await loadResults(fixture('lm-eval', 'pass10', 'samples_humaneval_64_2024-06-04T12-00-00.0.jsonl'));
    expect(counts(run.problems)).toEqual(['HumanEval/0:20/3', 'HumanEval/1:20/0', 'HumanEval/2:20/9']);
  });

  it('refuses a pass@10 of 1.0, which many pass counts give', async () => {
    await expect(
      loadResults(fixture('lm-eval', 'ambiguous', 'samples_humaneval_64_2024-06-05T12-00-00.0.jsonl')),
    ).rejects.toThrow(
      /line 1: pass@10: 1 fits 10 pass counts \(c = 11 to 20\) out of n = 20: pass@10 alone cannot tell c/,
    );
  });
});
