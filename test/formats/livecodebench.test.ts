import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectFormat } from '../../src/formats/detect.js';
import { loadResults } from '../../src/load/read.js';
import { runCli } from '../../src/cli.js';
import { tempDir } from '../support/temp.js';
import { counts, fixture } from './paths.js';

const lcb = (name: string) => fixture('livecodebench', name);
/** A run as lcb_runner writes it: `output/<model_repr>/Scenario.codegeneration_<n>_<temperature>_eval_all.json`. */
const runner = (model: string, suffix = 'eval_all') =>
  fixture('livecodebench', 'output', model, `Scenario.codegeneration_3_0.2_${suffix}.json`);

let dir: string;

beforeAll(() => {
  dir = tempDir('passk-lcb-');
});

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

  it('counts a compilation error (-1) as the model failing, not as a time limit', async () => {
    const doc = JSON.parse(readFileSync(lcb('codegeneration_3_0.2_eval_all.json'), 'utf8'));
    const compileError = JSON.stringify({ error_code: -1, error_message: 'Compilation Error' });
    doc[1].metadata = doc[1].metadata.map(() => compileError);
    const path = join(dir, 'compile_eval_all.json');
    writeFileSync(path, JSON.stringify(doc));
    const run = await loadResults(path, { format: 'livecodebench' });
    expect(counts(run.problems)).toEqual(['abc300_a:3/2 t0 e0', 'abc300_b:3/0 t0 e0', '3000:3/2 t0 e0']);
  });

  it('names the JSON path of a grade that is not true or false', async () => {
    await expect(loadResults(lcb('bad_grade_eval_all.json'))).rejects.toThrow(
      /bad_grade_eval_all\.json: \[2\]\.graded_list\[1\]: must be true or false, got -2/,
    );
  });
});

describe('LiveCodeBench files as its runner names them', () => {
  it('reads n and temperature from Scenario.codegeneration_<n>_<temperature>_eval_all.json, the model from its folder', async () => {
    const run = await loadResults(runner('GPT-4O-2024-05-13'));
    expect(run.model).toBe('GPT-4O-2024-05-13');
    expect(run.config).toEqual({ n: 3, temperature: 0.2 });
    expect(run.configSources).toEqual({ n: 'filename', temperature: 'filename' });
    expect(counts(run.problems)).toEqual(['3000:3/2 t0 e0', 'abc300_a:3/2 t0 e0', 'abc300_b:3/0 t1 e1']);
  });

  it('reads the problems of an _eval.json from the _eval_all.json beside it, which names them', async () => {
    const summary = runner('GPT-4O-2024-05-13', 'eval');
    expect((await detectFormat(summary)).format).toBe('livecodebench');
    const run = await loadResults(summary);
    const all = await loadResults(runner('GPT-4O-2024-05-13'));
    expect(run).toEqual({ ...all, source: summary });
  });

  it('refuses an _eval.json alone: it lists problems by position, not by question_id', async () => {
    const folder = join(dir, 'output', 'Claude-3.5-Sonnet');
    mkdirSync(folder, { recursive: true });
    const alone = join(folder, 'Scenario.codegeneration_3_0.2_eval.json');
    copyFileSync(runner('GPT-4O-2024-05-13', 'eval'), alone);
    await expect(loadResults(alone)).rejects.toThrow(
      `${alone}: is LiveCodeBench's _eval.json, which lists problems by position, not by question_id; give the ` +
        '*_eval_all.json the runner writes beside it (Scenario.codegeneration_3_0.2_eval_all.json is not there)',
    );
  });

  it.each([
    [
      'output/DSCoder-6.7b-Ins/Scenario.codegeneration_10_0.2_eval_all.json',
      { n: 10, temperature: 0.2 },
      'DSCoder-6.7b-Ins',
    ],
    [
      'output/GPT-4O-2024-05-13/Scenario.codegeneration_1_0.0_eval_all.json',
      { n: 1, temperature: 0 },
      'GPT-4O-2024-05-13',
    ],
    [
      'output/LLama3-8b-Ins/Scenario.codeexecution_1_0.2_cot_eval_all.json',
      { n: 1, temperature: 0.2 },
      'LLama3-8b-Ins',
    ],
    // Releases that wrote the scenario's value, and a file outside a model folder.
    ['output/Claude-3-Opus/codegeneration_5_0.8_eval_all.json', { n: 5, temperature: 0.8 }, 'Claude-3-Opus'],
    ['output/Scenario.codegeneration_1_0.0_eval_all.json', { n: 1, temperature: 0 }, undefined],
  ])('%s: config %j, model %s', async (name, config, model) => {
    const path = join(dir, name);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, readFileSync(lcb('codegeneration_3_0.2_eval_all.json')));
    const run = await loadResults(path);
    expect(run.model).toBe(model);
    // n = 3 from the rows wins over the name's, with a warning; the name's temperature stays.
    expect(run.config.temperature).toBe(config.temperature);
    expect(run.configSources.temperature).toBe('filename');
    expect(run.warnings.some((w) => w.startsWith(`the file name says n = ${config.n},`))).toBe(config.n !== 3);
  });

  it('converts a run named by the runner to a canonical file that keeps its model, n and temperature', async () => {
    const out = join(dir, 'gpt-4o.passk.json');
    let stderr = '';
    const code = await runCli(
      ['convert', runner('GPT-4O-mini-2024-07-18'), '-o', out],
      { stdout: () => {}, stderr: (t) => (stderr += t) },
      '0.0.0-test',
    );
    expect(code, stderr).toBe(0);
    expect(stderr).toContain('as livecodebench (detected from its content): 3 problems');
    const written = JSON.parse(readFileSync(out, 'utf8'));
    expect(written).toMatchObject({ model: 'GPT-4O-mini-2024-07-18', config: { n: 3, temperature: 0.2 } });
    expect(written.problems.map((p: { id: string; c: number }) => `${p.id}:${p.c}`)).toEqual([
      '3000:1',
      'abc300_a:1',
      'abc300_b:0',
    ]);
  });

  it('names the field a LiveCodeBench problem lacks, and what it has instead', async () => {
    const entries = JSON.parse(readFileSync(runner('GPT-4O-2024-05-13'), 'utf8'));
    entries[1].graded = entries[1].graded_list;
    delete entries[1].graded_list;
    const path = join(dir, 'output', 'GPT-4O-2024-05-13', 'Scenario.codegeneration_3_0.2_eval_all.json');
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, JSON.stringify(entries, null, 4));
    await expect(loadResults(path)).rejects.toThrow(
      `${path}: [1]: a LiveCodeBench problem has graded where LiveCodeBench writes graded_list (a grade per generation)`,
    );
  });

  it('refuses the generations file the runner writes before grading, pointing to the _eval_all.json', async () => {
    const entries = JSON.parse(readFileSync(runner('GPT-4O-2024-05-13'), 'utf8')) as Record<string, unknown>[];
    for (const entry of entries) for (const key of ['graded_list', 'pass@1', 'metadata']) delete entry[key];
    const path = join(dir, 'output', 'GPT-4O-2024-05-13', 'Scenario.codegeneration_3_0.2.json');
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, JSON.stringify(entries, null, 4));
    await expect(loadResults(path)).rejects.toThrow(
      `${path}: holds LiveCodeBench's generations, not their grades: give the *_eval_all.json the runner writes ` +
        'beside it when run with --evaluate',
    );
  });
});
