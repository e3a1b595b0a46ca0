// Telling a results file's format from its content; the messages for a file in no format it reads.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectFormat, errorsOf, ranTrials } from '../../src/formats/detect.js';
import { InputError } from '../../src/common/errors.js';
import { loadResults } from '../../src/load/read.js';
import { tempDir } from '../support/temp.js';
import { fixture } from './paths.js';

const root = join(import.meta.dirname, '..', '..');
let dir: string;
/** Files written so far: each test file gets its own name. */
let written = 0;

beforeAll(() => {
  dir = tempDir('passk-detect-');
});

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('detectFormat', () => {
  it.each([
    ['humaneval', fixture('humaneval', 'samples.jsonl_results.jsonl')],
    ['humaneval', fixture('humaneval', 'crlf_bom_results.jsonl')],
    ['evalplus', fixture('evalplus', 'old_eval_results.json')],
    ['evalplus', fixture('evalplus', 'pass_at_k_eval_results.json')],
    ['lm-eval', fixture('lm-eval', 'humaneval', 'samples_humaneval_2024-06-01T10-00-00.123456.jsonl')],
    ['lm-eval', fixture('lm-eval', 'humaneval', 'results_2024-06-01T10-00-00.123456.json')],
    ['inspect', fixture('inspect', 'partial.eval')],
    ['inspect', fixture('inspect', '2025-03-01T10-00-00+00-00_humaneval_T1.json')],
    ['livecodebench', fixture('livecodebench', 'codegeneration_3_0.2_eval_all.json')],
    ['passk', join(root, 'examples', 'baseline.json')],
  ])('tells %s from the content of %s', async (format, path) => {
    expect((await detectFormat(path)).format).toBe(format);
  });

  it('tells a pretty-printed canonical file by its tag, without parsing it whole', async () => {
    // The tag is on line 3: reading the first line alone ("{") would fall back to parsing the whole file.
    expect(await detectFormat(join(root, 'examples', 'baseline.json'))).toEqual({ format: 'passk' });
  });

  it('hands on a one-line document it parsed, so the reader does not parse the file again', async () => {
    const path = fixture('evalplus', 'samples_eval_results.json');
    const document: unknown = JSON.parse(readFileSync(path, 'utf8'));
    expect(await detectFormat(path)).toEqual({ format: 'evalplus', document });
    const trailing = file('trailing.json', `${JSON.stringify(document)}\r\n  \n`);
    expect(await detectFormat(trailing)).toEqual({ format: 'evalplus', document });
    const rows = file('rows.json', `[{"question_id": "1", "graded_list": [true]}]\n`);
    expect(await detectFormat(rows)).toEqual({
      format: 'livecodebench',
      document: JSON.parse(readFileSync(rows, 'utf8')),
    });
  });

  it('reads a document past its first read (64 KiB) whole, on one line or pretty-printed', async () => {
    const entry = (i: number) => [
      `HumanEval/${i}`,
      [{ task_id: `HumanEval/${i}`, solution: 'x'.repeat(200), base_status: 'pass' }],
    ];
    const document = { eval: Object.fromEntries(Array.from({ length: 400 }, (_, i) => entry(i))) };
    for (const [name, text] of [
      ['long-line.json', JSON.stringify(document)],
      ['pretty.json', JSON.stringify(document, null, 2)],
    ] as const) {
      expect(text.length).toBeGreaterThan(64 * 1024);
      const detected = await detectFormat(file(name, text));
      expect(detected.format).toBe('evalplus');
      expect(detected.document).toEqual(document);
    }
  });

  it('parses no document for a one-line JSONL file, and none from a first line that more text follows', async () => {
    const row = { task_id: 'HumanEval/0', completion: 'x', passed: true };
    expect(await detectFormat(file('one-row.jsonl', `${JSON.stringify(row)}\n`))).toEqual({ format: 'humaneval' });
    const document = { eval: { 'HumanEval/0': [{ base_status: 'pass' }] } };
    const more = file('more.json', `${JSON.stringify(document)}\n{"eval": {}}\n`);
    expect(await detectFormat(more)).toEqual({ format: 'evalplus' });
    await expect(loadResults(more)).rejects.toThrow(/more\.json: .*not valid JSON/);
  });

  it('tells a UTF-16 file, a gzip file and a Git LFS pointer from a file in no format, saying what to do', async () => {
    const row = '{"task_id": "HumanEval/0", "completion": "x", "passed": true}\r\n';
    const path = join(dir, 'utf16.jsonl');
    writeFileSync(path, Buffer.from(`\ufeff${row}`, 'utf16le'));
    await expect(detectFormat(path)).rejects.toThrow(
      `${path}: is UTF-16 text (PowerShell 5's > and Out-File write it)`,
    );
    const gz = join(dir, 'results.jsonl.gz');
    writeFileSync(gz, gzipSync(row));
    await expect(detectFormat(gz)).rejects.toThrow(`${gz}: is gzip-compressed: decompress it (gunzip)`);
    const pointer = file('lfs.json', 'version https://git-lfs.github.com/spec/v1\noid sha256:4d7a\nsize 9\n');
    await expect(loadResults(pointer)).rejects.toThrow(
      `${pointer}: is a Git LFS pointer, not the file: fetch the file`,
    );
  });

  it('reads a one-line document that is not UTF-8 as the reader would: refused', async () => {
    const path = join(dir, 'latin1.json');
    const text = JSON.stringify({ eval: { 'HumanEval/0': [{ task_id: 'HumanEval/0', base_status: 'pass' }] } });
    writeFileSync(
      path,
      Buffer.concat([Buffer.from(text.slice(0, -3)), Buffer.from([0xe9]), Buffer.from(text.slice(-3))]),
    );
    await expect(loadResults(path)).rejects.toThrow(
      `latin1.json: line 1, column ${text.length - 2}: is not UTF-8 text (byte 0xE9)`,
    );
  });

  it('tells a one-line canonical file', async () => {
    const path = file(
      'one-line.json',
      JSON.stringify({ format: 'passk-results/v1', config: {}, problems: [{ id: 'a', n: 1, c: 1 }] }),
    );
    const run = await loadResults(path);
    expect(run.format).toBe('passk');
    expect(run.config).toEqual({});
  });

  it('reads a canonical file with a wrong tag as canonical, so the error says what is wrong', async () => {
    const path = file(
      'tag.json',
      JSON.stringify({ format: 'passk-results/v2', config: {}, problems: [{ id: 'a', n: 1, c: 1 }] }),
    );
    await expect(loadResults(path)).rejects.toThrow(/tag\.json: format: must be "passk-results\/v1"/);
  });

  it('refuses JSON it cannot place as no results file it reads, listing the formats it knows', async () => {
    await expect(loadResults(file('other.json', '{\n  "accuracy": 0.5\n}\n'))).rejects.toThrow(
      /other\.json: not a results file passk-gate reads: its JSON has the fields of none of passk-results\/v1, human-eval results, .* Terminal-Bench results\.json; if it is one of them, give it with --format \(passk, humaneval, evalplus, bigcodebench, lm-eval, inspect, livecodebench, taubench, tau2bench, swebench, terminalbench\)$/,
    );
  });

  it('refuses text that is not JSON, such as a CSV, as no results file it reads', async () => {
    await expect(loadResults(file('results.csv', 'task_id,passed\nHumanEval/0,true\n'))).rejects.toThrow(
      /results\.csv: not a results file passk-gate reads: it is not JSON \(it starts "task_id,passed"\); passk-gate reads passk-results\/v1, .* Terminal-Bench results\.json$/,
    );
  });

  it('says a YAML file is YAML, and how to write it as JSON', async () => {
    const yaml = file('results.yaml', 'format: passk-results/v1\nproblems:\n  - id: a\n');
    const fix = (json: string) =>
      'is YAML, and passk-gate reads JSON: give the JSON file the harness wrote, or write this one as JSON ' +
      `(yq -o=json ${yaml} > ${json}) and give that`;
    await expect(loadResults(yaml)).rejects.toThrow(new InputError(`${yaml}: ${fix(yaml.replace(/yaml$/, 'json'))}`));
    const marked = file('results.txt', '---\neval: {}\n');
    await expect(loadResults(marked)).rejects.toThrow(`${marked}: is YAML, and passk-gate reads JSON`);
    await expect(loadResults(marked)).rejects.toThrow(`(yq -o=json ${marked} > ${marked}.json)`);
  });

  it('names a comment that opens a JSON file, not calling the file something other than JSON', async () => {
    await expect(loadResults(file('commented.json', '// evalplus run\n{"eval": {}}\n'))).rejects.toThrow(
      /^[^ ]*commented\.json: not valid JSON at line 1, column 1: a comment \(\/\/\), which JSON does not allow: remove it$/,
    );
  });
  it.each([
    [
      'tau.json',
      '[{"task_id": 0, "trial": 0, "traj": []}]',
      /\[0\]\.reward: a τ-bench reward must be a number, got nothing$/,
    ],
    [
      'tau2.json',
      '{"tasks": [], "simulations": [{}]}',
      /: info: expected τ²-bench results \{timestamp, info, tasks, simulations\}/,
    ],
    ['swe.json', '{"resolved_ids": ["a"]}', /: submitted_ids: is missing: a SWE-bench report names its instances/],
    ['tb.json', '{"results": {"a": 1}, "n_resolved": 1}', /: results: expected Terminal-Bench results \{results: \[/],
  ])(
    'reads %s, which resembles an agent harness, as it and names the field that differs',
    async (name, text, message) => {
      await expect(loadResults(file(name, text))).rejects.toThrow(message);
    },
  );

  it.each([
    ['bigcodebench', { eval: { 'BigCodeBench/0': [{ task_id: 'BigCodeBench/0', status: 'pass' }] } }],
    ['evalplus', { eval: { 'HumanEval/0': [{ task_id: 'HumanEval/0', base_status: 'pass' }] } }],
    // Neither status field: placed by the task id.
    ['bigcodebench', { eval: { 'BigCodeBench/0': [{ task_id: 'BigCodeBench/0' }] } }],
    ['evalplus', { eval: { 'HumanEval/0': [{ task_id: 'HumanEval/0' }] } }],
    ['inspect', { version: 2, eval: { task: 'humaneval' }, samples: [] }],
    ['lm-eval', { doc_id: 0, doc: {}, filtered_resps: [] }],
    ['taubench', [{ task_id: 0, reward: 1, trial: 0 }]],
    ['tau2bench', { info: {}, tasks: [], simulations: [] }],
    ['swebench', { submitted_ids: [], resolved_ids: [] }],
    // Terminal-Bench's results also list resolved_ids: its results list tells it first.
    ['terminalbench', { results: [{ trial_name: 't', is_resolved: true }], resolved_ids: [] }],
    ['passk', { config: {}, problems: [] }],
  ])('tells %s by the keys its harness writes: %j', async (format, document) => {
    const path = file(`${format}-${written++}.json`, JSON.stringify(document));
    expect((await detectFormat(path)).format).toBe(format);
  });

  it('tells an evalplus file named as BigCodeBench names its files as BigCodeBench, when samples say neither', async () => {
    const name = 'org--coder-7b--main--bigcodebench-complete--vllm-0.8-3-sanitized_calibrated_eval_results.json';
    const path = file(name, JSON.stringify({ eval: { 'x/0': [{ solution: 'a' }] } }));
    expect((await detectFormat(path)).format).toBe('bigcodebench');
  });

  it.each([
    [{ 'pass@1': 0.5, split: 'complete' }, /looks like BigCodeBench's \*_pass_at_k\.json, which holds pass@k only/],
    [{ per_problem_c: [1, 2] }, /looks like an MLflow per_problem_c artifact, which holds no n; give it as runs:\//],
    [{ trial_name: 't', is_resolved: false }, /looks like one Terminal-Bench trial's results\.json/],
    [{ task_id: '1', termination_reason: 'user_stop' }, /looks like one τ²-bench simulation/],
    [
      { task_id: 'HumanEval/0', prompt: 'def f():', entry_point: 'f', canonical_solution: '', test: '' },
      /looks like a suite's problems \(task_id, prompt and test\), not a model's results: run the eval on them/,
    ],
    [
      { 'astropy-1': { resolved: true, patch_successfully_applied: true } },
      /looks like one SWE-bench instance's report\.json; give the run's report/,
    ],
  ])('says what a known file that holds no per-problem results is: %j', async (document, message) => {
    const path = file(`hint-${written++}.json`, JSON.stringify(document));
    await expect(detectFormat(path)).rejects.toThrow(message);
  });

  it('says what a JSONL file of generated samples is, as a whole file and by its first row', async () => {
    const rows = ['HumanEval/0', 'HumanEval/1'].map((id) => JSON.stringify({ task_id: id, solution: 'def f(): pass' }));
    const hint = (command: string) =>
      'looks like a file of generated samples (task_id and solution), not of their results: evaluate it first ' +
      `(${command}) and give the *_eval_results.json it writes`;
    for (const lines of [rows.slice(0, 1), rows]) {
      const path = file(`samples-${written++}.jsonl`, `${lines.join('\n')}\n`);
      const command = `evalplus.evaluate --dataset humaneval --samples ${path}`;
      await expect(detectFormat(path)).rejects.toThrow(new InputError(`${path}: ${hint(command)}`));
    }
    // The command by the suite the task ids name, BigCodeBench's subset and split from the name generate writes.
    const cases = [
      ['Mbpp/2', 'mbpp.jsonl', 'evalplus.evaluate --dataset mbpp --samples'],
      [
        'BigCodeBench/0',
        'm--main--bigcodebench-hard-instruct--vllm-0-1-sanitized_calibrated.jsonl',
        'bigcodebench.evaluate --split instruct --subset hard --samples',
      ],
      [
        'BigCodeBench/0',
        'm--main--bigcodebench-complete--vllm-0-1.jsonl',
        'bigcodebench.evaluate --split complete --subset full --samples',
      ],
      ['BigCodeBench/0', 'bcb.jsonl', 'bigcodebench.evaluate --split SPLIT --subset SUBSET --samples'],
      ['x/0', 'other.jsonl', "evalplus.evaluate, or BigCodeBench's evaluate"],
    ];
    for (const [id, name, command] of cases) {
      const path = file(name!, `${JSON.stringify({ task_id: id, solution: '' })}\n`);
      const samples = command!.endsWith('--samples') ? ` ${path}` : '';
      await expect(detectFormat(path)).rejects.toThrow(new InputError(`${path}: ${hint(command! + samples)}`));
    }
    // Rows of no known shape: where the JSON breaks, as before.
    const other = file(`rows-${written++}.jsonl`, '{"a": 1}\n{"a": 2}\n');
    await expect(detectFormat(other)).rejects.toThrow(/rows-\d+\.jsonl: not valid JSON at line 2, column 1/);
  });

  it('says to give the format of JSON Lines whose first row is too long to read for detection (over 16 MiB)', async () => {
    const row = (completion: string) =>
      JSON.stringify({ task_id: 'HumanEval/0', completion, result: 'passed', passed: true });
    const path = file('long_first_results.jsonl', `${row('x'.repeat(17 * 1024 * 1024))}\n${row('y')}\n`);
    await expect(detectFormat(path)).rejects.toThrow(
      /long_first_results\.jsonl: not valid JSON at line 2, column 1: .*; its first line is too long to tell the format from: if the file is JSON Lines, give its format with --format \(passk, humaneval, /,
    );
    expect((await loadResults(path, { format: 'humaneval' })).problems).toEqual([
      { id: 'HumanEval/0', n: 2, c: 2, timeouts: 0 },
    ]);
  });

  it('refuses a file that is not there, naming it', async () => {
    await expect(detectFormat(join(dir, 'absent.json'))).rejects.toThrow(/absent\.json: no such file/);
  });
});

describe('ranTrials', () => {
  it("takes a passk-results/v1 file for an agent's run when its judgement names an agent harness", () => {
    // What `convert` writes from a τ-bench run: an archived baseline is still that agent's trials.
    expect(ranTrials({ format: 'passk', judgement: { format: 'taubench', criterion: 'user:gpt-4o:llm' } })).toBe(true);
    expect(ranTrials({ format: 'passk + swebench', judgement: { format: 'swebench' } })).toBe(true);
    expect(ranTrials({ format: 'passk', judgement: { format: 'humaneval' } })).toBe(false);
    expect(ranTrials({ format: 'passk', judgement: null })).toBe(false);
    expect(ranTrials({ format: 'passk' })).toBe(false);
  });

  it("says SWE-bench's error_ids of a SWE-bench run, merged or archived by convert, and infrastructure errors else", () => {
    expect(errorsOf({ format: 'swebench' }, { format: 'taubench' })).toBe('swebench');
    expect(errorsOf({ format: 'passk' }, { format: 'passk + swebench' })).toBe('swebench');
    expect(errorsOf({ format: 'passk', judgement: { format: 'swebench' } }, { format: 'passk' })).toBe('swebench');
    expect(errorsOf({ format: 'passk', judgement: { format: 'taubench' } }, { format: 'terminalbench' })).toBe(
      'infrastructure',
    );
  });
});
