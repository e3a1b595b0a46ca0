import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { bigCodeBenchName } from '../../src/formats/bigcodebench.js';
import { evalPlusName } from '../../src/formats/evalplus.js';
import { loadResults } from '../../src/load/read.js';
import { tempDir } from '../support/temp.js';
import { counts, fixture } from './paths.js';

const bcb = (name: string) => fixture('bigcodebench', name);
const HARD_INSTRUCT =
  'org--coder-7b--main--bigcodebench-hard-instruct--vllm-0-1-sanitized_calibrated_eval_results.json';
const HARD_COMPLETE =
  'org--coder-7b--main--bigcodebench-hard-complete--vllm-0-1-sanitized_calibrated_eval_results.json';
const FULL_COMPLETE = 'org--coder-7b--main--bigcodebench-complete--vllm-0.8-3-sanitized_calibrated_eval_results.json';

let dir: string;
beforeAll(() => {
  dir = tempDir('passk-bcb-');
});

async function cli(...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) }, '0.0.0-test');
  return { code, stdout, stderr };
}

describe('BigCodeBench *_eval_results.json', () => {
  it('is detected, counts status per sample with timeouts, and reads suite, temperature 0 and n 1 from the name', async () => {
    const run = await loadResults(bcb(HARD_INSTRUCT));
    expect(run.format).toBe('bigcodebench');
    expect(run.model).toBe('org/coder-7b');
    expect(counts(run.problems)).toEqual([
      'BigCodeBench/13:1/1 t0',
      'BigCodeBench/15:1/0 t0',
      'BigCodeBench/16:1/0 t1',
      'BigCodeBench/19:1/1 t0',
    ]);
    expect(run.config).toEqual({ temperature: 0, n: 1 });
    expect(run.configSources).toEqual({ temperature: 'filename', n: 'filename' });
    expect(run.judgement).toEqual({ format: 'bigcodebench', dataset: 'bigcodebench-hard-instruct' });
    expect(run.warnings).toEqual([]);
  });

  it('reads n samples per task, the full subset when the name has none, and temperature 0.8', async () => {
    const run = await loadResults(bcb(FULL_COMPLETE), { format: 'bigcodebench' });
    expect(counts(run.problems)).toEqual(['BigCodeBench/0:3/2 t0', 'BigCodeBench/1:3/0 t2', 'BigCodeBench/2:3/3 t0']);
    expect(run.config).toEqual({ temperature: 0.8, n: 3 });
    expect(run.judgement).toEqual({ format: 'bigcodebench', dataset: 'bigcodebench-full-complete' });
  });

  it('reads a renamed file without config or suite, which then come from the user', async () => {
    const run = await loadResults(bcb('renamed_eval_results.json'), { config: 'temperature=0.8,top_p=0.95' });
    expect(run.config).toEqual({ n: 3, temperature: 0.8, top_p: 0.95 });
    expect(run.configSources).toEqual({ n: 'file', temperature: 'user', top_p: 'user' });
    expect(run.judgement).toEqual({ format: 'bigcodebench' });
  });

  it('takes n from the samples when the name asked for more (a resumed or cut-short run), saying so', async () => {
    const named = join(dir, FULL_COMPLETE.replace('-0.8-3-', '-0.8-5-'));
    copyFileSync(bcb(FULL_COMPLETE), named);
    const run = await loadResults(named);
    expect(run.config).toEqual({ temperature: 0.8, n: 3 });
    expect(run.configSources).toEqual({ temperature: 'filename', n: 'file' });
    expect(run.warnings).toEqual(['the file name says n = 5, but every problem has n = 3 samples: n = 3 is used']);
  });

  it('refuses a user value that contradicts the file name', async () => {
    await expect(
      loadResults(bcb(FULL_COMPLETE), { config: 'temperature=0.2', configName: '--baseline-config' }),
    ).rejects.toThrow(
      /_eval_results\.json: config temperature: the file name records 0\.8 but --baseline-config gives 0\.2/,
    );
    // The same value written differently agrees.
    expect((await loadResults(bcb(FULL_COMPLETE), { config: 'temperature=0.80,n=3' })).config.temperature).toBe(0.8);
  });

  it('names the JSON path of an unknown status', async () => {
    await expect(loadResults(bcb('bad_status_eval_results.json'))).rejects.toThrow(
      /bad_status_eval_results\.json: eval\["BigCodeBench\/1"\]\[1\]\.status: unknown test status "error" \(expected pass, fail or timeout\)/,
    );
  });

  it('says what it recognised when a BigCodeBench file is read as evalplus, and the other way round', async () => {
    await expect(loadResults(bcb(HARD_INSTRUCT), { format: 'evalplus' })).rejects.toThrow(
      /eval\["BigCodeBench\/13"\]\[0\]\.base_status: looks like a BigCodeBench file: status per sample; the evalplus reader needs base_status \(read as evalplus, the format given; its content is bigcodebench: leave the format out to detect each file's, or give --format bigcodebench \(action input format: bigcodebench\) when every file is bigcodebench\)$/,
    );
    await expect(
      loadResults(fixture('evalplus', 'samples_eval_results.json'), { format: 'bigcodebench' }),
    ).rejects.toThrow(
      /looks like an evalplus file: base_status per sample; the bigcodebench reader needs status \(read as bigcodebench, the format given; its content is evalplus: leave the format out to detect each file.s, or give --format evalplus /,
    );
    await expect(loadResults(fixture('evalplus', 'old_eval_results.json'), { format: 'bigcodebench' })).rejects.toThrow(
      /eval\["HumanEval\/0"\]: looks like an evalplus file/,
    );
  });

  it.each([
    // The ids say BigCodeBench; under a name that records nothing, the ids alone place it.
    [HARD_INSTRUCT, 'BigCodeBench'],
    ['renamed_eval_results.json', 'BigCodeBench'],
    // Ids of another suite, but the name bigcodebench.generate gives the file.
    [HARD_INSTRUCT, 'Custom'],
  ])(
    "a sample with state where status should be, in %s with %s/ ids, is named as BigCodeBench's",
    async (name, suite) => {
      const document = JSON.parse(readFileSync(bcb(HARD_INSTRUCT), 'utf8'));
      const samples = Object.values<Record<string, unknown>[]>(document.eval);
      document.eval = Object.fromEntries(
        samples.map((list, i) => [
          `${suite}/${i}`,
          list.map(({ status, ...sample }) => ({ ...sample, task_id: `${suite}/${i}`, state: status })),
        ]),
      );
      const path = join(tempDir('passk-bcb-state-'), name);
      writeFileSync(path, JSON.stringify(document, null, 2));
      await expect(loadResults(path)).rejects.toThrow(
        `${path}: eval["${suite}/0"][0]: a BigCodeBench sample has state where BigCodeBench writes status (pass, fail or timeout)`,
      );
    },
  );

  it('an evalplus sample with a renamed base_status is named as evalplus, with the field', async () => {
    const document = JSON.parse(readFileSync(fixture('evalplus', 'samples_eval_results.json'), 'utf8'));
    for (const list of Object.values<Record<string, unknown>[]>(document.eval)) {
      for (const sample of list) {
        sample.base_result = sample.base_status;
        delete sample.base_status;
      }
    }
    const path = join(dir, 'org--coder-7b_vllm_temp_0.0.eval_results.json');
    writeFileSync(path, JSON.stringify(document));
    await expect(loadResults(path)).rejects.toThrow(
      /: eval\["HumanEval\/0"\]\[0\]: an evalplus sample has base_result where evalplus writes base_status \(pass, fail or timeout\)$/,
    );
  });

  it("refuses BigCodeBench's pass@k summary, pointing to the results file beside it", async () => {
    await expect(
      loadResults(bcb('org--coder-7b--main--bigcodebench-complete--vllm-0.8-3-sanitized_calibrated_pass_at_k.json')),
    ).rejects.toThrow(
      /_pass_at_k\.json: looks like BigCodeBench's \*_pass_at_k\.json, which holds pass@k only; give the \*_eval_results\.json beside it/,
    );
  });

  it('refuses to compare the instruct split with the complete split: same task ids, different prompts (exit 3)', async () => {
    const json = join(dir, 'splits.json');
    const result = await cli(
      'compare',
      '--baseline',
      bcb(HARD_COMPLETE),
      '--candidate',
      bcb(HARD_INSTRUCT),
      '--baseline-config',
      'top_p=1,max_tokens=1280',
      '--candidate-config',
      'top_p=1,max_tokens=1280',
      '--json',
      json,
    );
    expect(result.code).toBe(3);
    const report = JSON.parse(readFileSync(json, 'utf8'));
    expect(report.reasons).toEqual([
      "passes were judged differently (suite differs): the baseline's passes were judged by bigcodebench " +
        "(suite bigcodebench-hard-complete), the candidate's by bigcodebench (suite bigcodebench-hard-instruct); " +
        'a pass means something else on each side',
    ]);
    expect(report.judgement).toEqual({ match: 'differs', allowed_mixed: false });
    expect(report.baseline.judgement).toEqual({ format: 'bigcodebench', dataset: 'bigcodebench-hard-complete' });
    // The config table says which values came from the file name (stacked, a block per key, at 80 columns).
    expect(result.stdout).toMatch(
      /\n {2}temperature\n {4}baseline: 0 \(file name\)\n {4}candidate: 0 \(file name\)\n {4}checked: equal\n/,
    );
    expect(result.stdout).toMatch(/\n {2}top_p\n {4}baseline: 1 \(given\)\n {4}candidate: 1 \(given\)\n/);
    expect(result.stdout).toMatch(
      /\n {2}setting: suite or dataset version\n {4}baseline: bigcodebench-hard-complete\n {4}candidate: bigcodebench-hard-instruct\n/,
    );
  });

  it('compares two runs of one suite, with their config from the file names', async () => {
    const other = join(dir, HARD_INSTRUCT);
    copyFileSync(bcb(HARD_INSTRUCT), other);
    const result = await cli(
      'compare',
      '--baseline',
      bcb(HARD_INSTRUCT),
      '--candidate',
      other,
      '--match-config',
      'temperature,n',
      '--resamples',
      '200',
      // Four problems: the sign-flip test reaches p = 2/2^4 = 0.125 at best, so the level must be below 0.875.
      '--confidence',
      '0.8',
      '--markdown',
      join(dir, 'same-suite.md'),
    );
    expect(result.stderr).toContain('as bigcodebench (detected from its content): 4 problems');
    expect(readFileSync(join(dir, 'same-suite.md'), 'utf8')).toContain(
      '| judged by | bigcodebench, suite bigcodebench-hard-instruct | bigcodebench, suite bigcodebench-hard-instruct |  |',
    );
    expect(result.code).toBe(0);
    // The suite, from the file name, is said beside the runs whatever the verdict.
    expect(result.stdout).toMatch(
      /\n {2}judged by\n {4}baseline: bigcodebench, suite bigcodebench-hard-instruct\n {4}candidate: bigcodebench, suite bigcodebench-hard-instruct\n/,
    );
  });
});

describe('config from file names, as the harnesses write them', () => {
  it.each([
    // bigcodebench.generate since v0.2: model with "/" as "--", revision, then the suite.
    [
      'bcb_results/meta-llama--Meta-Llama-3.1-8B-Instruct--main--bigcodebench-hard-instruct--vllm-0-1-sanitized_calibrated_eval_results.json',
      {
        model: 'meta-llama/Meta-Llama-3.1-8B-Instruct',
        suite: 'bigcodebench-hard-instruct',
        config: { temperature: 0, n: 1 },
      },
    ],
    [
      'gpt-4o-2024-05-13--main--bigcodebench-complete--openai-0.8-5-sanitized_calibrated_eval_results.json',
      { model: 'gpt-4o-2024-05-13', suite: 'bigcodebench-full-complete', config: { temperature: 0.8, n: 5 } },
    ],
    [
      'bigcode--starcoder2-15b--main--bigcodebench-full-complete--hf-inference-0.2-10-sanitized_calibrated_eval_results.json',
      { model: 'bigcode/starcoder2-15b', suite: 'bigcodebench-full-complete', config: { temperature: 0.2, n: 10 } },
    ],
    // Older releases: no revision, "-sanitized-calibrated", the run.sh file header.
    [
      'bigcode--starcoder2-15b-instruct-v0.1--bigcodebench-complete--vllm-0-1-sanitized-calibrated_eval_results.json',
      {
        model: 'bigcode/starcoder2-15b-instruct-v0.1',
        suite: 'bigcodebench-full-complete',
        config: { temperature: 0, n: 1 },
      },
    ],
    // Evaluated without sanitizing; a temperature Python writes in exponent form.
    [
      'o1-mini--medium--main--bigcodebench-instruct--openai-1e-05-1_eval_results.json',
      { model: 'o1-mini (medium effort)', suite: 'bigcodebench-full-instruct', config: { temperature: 0.00001, n: 1 } },
    ],
    // A model with the reasoning effort and skip_prefill that generate appends, at a commit hash.
    [
      'deepseek-reasoner--high--skip_prefill--3f2a9c1--bigcodebench-hard-complete--openai-0-1-sanitized_calibrated_eval_results.json',
      {
        model: 'deepseek-reasoner (high effort, no prefill)',
        suite: 'bigcodebench-hard-complete',
        config: { temperature: 0, n: 1 },
      },
    ],
    // A local checkpoint given by its absolute path.
    [
      '--data--ckpt--step-400--main--bigcodebench-hard-instruct--vllm-0-1-sanitized_calibrated_eval_results.json',
      { model: '/data/ckpt/step-400', suite: 'bigcodebench-hard-instruct', config: { temperature: 0, n: 1 } },
    ],
  ])('BigCodeBench: %s', (name, expected) => {
    expect(bigCodeBenchName(name)).toEqual(expected);
  });

  it.each([
    'samples_eval_results.json',
    'bigcodebench_eval_results.json',
    'org--coder--bigcodebench-hard-instruct--vllm-0-1-sanitized_calibrated_pass_at_k.json',
    'org--coder--bigcodebench-medium-instruct--vllm-0-1_eval_results.json',
    'org--coder--bigcodebench-instruct--vllm-0-1.jsonl',
  ])('BigCodeBench: nothing from %s', (name) => {
    expect(bigCodeBenchName(name)).toBeUndefined();
  });

  it.each([
    [
      'evalplus_results/humaneval/meta-llama--Llama-3.1-8B-Instruct_vllm_temp_0.0.eval_results.json',
      0,
      'meta-llama/Llama-3.1-8B-Instruct',
    ],
    ['evalplus_results/mbpp/gpt-4o_openai_temp_0.8-sanitized.eval_results.json', 0.8, 'gpt-4o'],
    // evalplus before 0.3 wrote `_eval_results.json`; codegen without a backend in the name.
    [
      'humaneval/deepseek-ai--deepseek-coder-6.7b-base_vllm_temp_0.2_eval_results.json',
      0.2,
      'deepseek-ai/deepseek-coder-6.7b-base',
    ],
    ['humaneval/codellama--CodeLlama-7b-hf_temp_0.8_eval_results.json', 0.8, 'codellama/CodeLlama-7b-hf'],
    [
      'evalplus_results/evalperf/Qwen--Qwen2.5-7B-Instruct_vllm_temp_1.0-perf-CoT.eval_results.json',
      1,
      'Qwen/Qwen2.5-7B-Instruct',
    ],
    // Samples as a folder of files: the results sit in it as eval_results.json.
    [
      'evalplus_results/humaneval/ise-uiuc--Magicoder-S-DS-6.7B_hf_temp_0.0/eval_results.json',
      0,
      'ise-uiuc/Magicoder-S-DS-6.7B',
    ],
    // A backend with an underscore, and a model name with underscores of its own.
    [
      'evalplus_results/humaneval/my_org--code_model_v2_hf_gaudi_temp_0.2.eval_results.json',
      0.2,
      'my_org/code_model_v2',
    ],
    // A checkpoint path: codegen strips the leading "./" and "/" before writing "--".
    ['evalplus_results/mbpp/data--ckpt--step-400_vllm_temp_0.0.eval_results.json', 0, 'data/ckpt/step-400'],
  ])('evalplus: %s records temperature %s and model %s', (name, temperature, model) => {
    expect(evalPlusName(name)).toEqual({ config: { temperature }, model });
  });

  it.each([
    'samples_eval_results.json',
    'rd_gene_1_1samples_eval_results.json',
    'results/eval_results.json',
    'my_temp_file_eval_results.json',
    'model_vllm_temp_0.0.jsonl',
    'model_vllm_temp_0.0-extra_eval_results.json',
  ])('evalplus: nothing from %s', (name) => {
    expect(evalPlusName(name)).toEqual({ config: {} });
  });

  it('an evalplus file named by codegen gets its temperature from the name, and a disagreeing user value is refused', async () => {
    const named = join(dir, 'org--coder-7b_vllm_temp_0.0.eval_results.json');
    copyFileSync(fixture('evalplus', 'samples_eval_results.json'), named);
    const run = await loadResults(named, { config: 'top_p=1' });
    expect(run.model).toBe('org/coder-7b');
    expect(run.config).toEqual({ temperature: 0, n: 2, top_p: 1 });
    expect(run.configSources).toEqual({ temperature: 'filename', n: 'file', top_p: 'user' });
    await expect(loadResults(named, { config: 'temperature=0.2', configName: '--candidate-config' })).rejects.toThrow(
      /config temperature: the file name records 0 but --candidate-config gives 0\.2; a value the run records cannot be overridden/,
    );
  });
});
