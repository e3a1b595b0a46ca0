// One example of each kind of hostile input the fuzzing and a review of the readers turned up, with what the
// gate must do with it.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passAtK } from '../../src/estimate/metric.js';
import { mergeUserConfig, parseConfigPairs } from '../../src/load/user-config.js';
import { parseEvalPlus } from '../../src/formats/evalplus.js';
import { parseLiveCodeBench } from '../../src/formats/livecodebench.js';
import { parseCanonical } from '../../src/formats/canonical.js';
import { parseJsonText } from '../../src/io/files.js';
import { loadResults } from '../../src/load/read.js';
import { renderTerminal } from '../../src/render/terminal.js';
import { parseOptions } from '../../src/config/options.js';
import { comparison } from '../support/comparisons.js';
import type { RunResults } from '../../src/common/types.js';
import { countsById } from './oracle.js';
import { tempDir } from '../support/temp.js';

/** A passk-results/v1 file's text, read as the gate reads the file. */
const parseCanonicalResults = (text: string, file: string, options: { samples?: boolean } = {}) =>
  parseCanonical(parseJsonText(text, file), file, options);

let dir: string;

beforeAll(() => {
  dir = tempDir('passk-hostile-');
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function file(name: string, text: string): string {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
  return path;
}

const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`) as unknown;

describe('values nested deeper than the call stack', () => {
  it('are read where a reader only fingerprints them, and named by kind in errors', () => {
    const code = nested(100_000);
    const run = parseLiveCodeBench([{ question_id: 'q', graded_list: [true, false], code_list: code }], 'lcb.json');
    expect(countsById(run.problems)).toEqual(['"q": 2/1 t0 e0']);
    expect(() => parseLiveCodeBench([{ question_id: 'q', graded_list: [code] }], 'lcb.json')).toThrow(
      /^lcb\.json: \[0\]\.graded_list\[0\]: must be true or false, got a list$/,
    );
  });

  it('in lm-eval responses, which are fingerprinted to find repeated runs', async () => {
    const line = {
      doc_id: 0,
      doc: { task_id: 'T/0' },
      resps: [],
      filtered_resps: [['a', 'b']],
      metrics: ['pass@1'],
      'pass@1': 0.5,
    };
    const path = file(
      'deep/samples_t_2024-01-01T00-00-00.1.jsonl',
      `${JSON.stringify(line).replace('"resps":[]', `"resps":${'['.repeat(100_000)}${']'.repeat(100_000)}`)}\n`,
    );
    const run = await loadResults(path, { format: 'lm-eval' });
    expect(countsById(run.problems)).toEqual(['"T/0": 2/1 t- e-']);
  });
});

describe('keys named like Object.prototype members', () => {
  it('are no evalplus test status', () => {
    for (const status of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const document = { eval: { 'HumanEval/0': [{ base_status: status, plus_status: 'pass' }] } };
      expect(() => parseEvalPlus(document, 'e.json', { criterion: 'plus' })).toThrow(
        `e.json: eval["HumanEval/0"][0].base_status: unknown test status "${status}"`,
      );
    }
  });

  it('stay config keys, in user pairs, user JSON, harness configs and the merge', async () => {
    const pairs = parseConfigPairs('__proto__=0.5,constructor=x', 'cfg');
    expect(Object.getPrototypeOf(pairs)).toBe(Object.prototype);
    expect(Object.keys(pairs)).toEqual(['__proto__', 'constructor']);
    const run: RunResults = {
      source: 'r',
      format: 'passk',
      config: {},
      configSources: {},
      problems: [{ id: 'a', n: 1, c: 0 }],
      warnings: [],
    };
    const merged = mergeUserConfig(run, JSON.parse('{"__proto__": null, "n": 1}'), 'cfg');
    expect(Object.getPrototypeOf(merged.config)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(merged.config, '__proto__')?.value).toBeNull();
    expect(Object.getOwnPropertyDescriptor(merged.configSources, '__proto__')?.value).toBe('user');
    const json = file('proto-config.json', '{"__proto__": 0.25}');
    const fromJson = await loadResults(
      file('p.json', '{"format":"passk-results/v1","config":{},"problems":[{"id":"a","n":1,"c":0}]}'),
      { config: json },
    );
    expect(Object.getOwnPropertyDescriptor(fromJson.config, '__proto__')?.value).toBe(0.25);
    const line = {
      doc_id: 0,
      doc: {},
      arguments: { gen_args_0: { arg_1: JSON.parse('{"__proto__": 7, "temperature": 0.2}') } },
      filtered_resps: [['a']],
      metrics: ['acc'],
      acc: 1,
    };
    const lm = await loadResults(file('proto/samples_t_2024-01-01T00-00-00.1.jsonl', `${JSON.stringify(line)}\n`), {
      format: 'lm-eval',
    });
    expect(Object.getOwnPropertyDescriptor(lm.config, '__proto__')?.value).toBe(7);
  });

  it('pick no lm-eval task config from Object.prototype', async () => {
    const folder = join(dir, 'task');
    const results = { results: {}, configs: { a: { repeats: 1 }, b: { repeats: 2 } } };
    file('task/results_2024-01-01T00-00-00.1.json', JSON.stringify(results));
    const samples = file(
      'task/samples_constructor_2024-01-01T00-00-00.1.jsonl',
      `${JSON.stringify({ doc_id: 0, doc: {}, filtered_resps: [['a']], metrics: ['acc'], acc: 1 })}\n`,
    );
    await expect(loadResults(samples)).rejects.toThrow(
      `${join(folder, 'results_2024-01-01T00-00-00.1.json')}: configs: cannot tell which task's config applies (tasks: a, b)`,
    );
  });
});

describe('numbers past what a count or a config value can be', () => {
  it('refuses a canonical n above 999,999,999 (1e300 is an integer to JSON Schema, and no count)', () => {
    expect(() =>
      parseCanonicalResults(
        '{"format":"passk-results/v1","config":{},"problems":[{"id":"a","n":1e300,"c":1e300}]}',
        'f.json',
      ),
    ).toThrow('f.json: problems[0].n: must be <= 999999999');
  });

  it('refuses 1e309 (Infinity once parsed) as lm-eval repeats, Inspect epochs or a user value, instead of reporting null', async () => {
    const results = { results: {}, configs: { t: { repeats: 1e308 * 10 } } };
    file('inf/results_2024-01-01T00-00-00.1.json', JSON.stringify(results).replace('null', '1e309'));
    const samples = file(
      'inf/samples_t_2024-01-01T00-00-00.1.jsonl',
      `${JSON.stringify({ doc_id: 0, doc: {}, filtered_resps: [['a']], metrics: ['acc'], acc: 1 })}\n`,
    );
    await expect(loadResults(samples)).rejects.toThrow(
      /results_2024-01-01T00-00-00\.1\.json: configs\.t\.repeats: must be a whole number of samples, got a number beyond the range of a double$/,
    );
    const log = {
      version: 2,
      eval: { config: { epochs: 'x' } },
      samples: [{ id: 'a', epoch: 1, scores: { s: { value: 'C' } } }],
    };
    const inspect = file('inf.json', JSON.stringify(log).replace('"x"', '1e309'));
    await expect(loadResults(inspect)).rejects.toThrow(
      /inf\.json: eval\.config\.epochs: must be a whole number of epochs/,
    );
    expect(() => parseConfigPairs('n=1e309', 'cfg')).toThrow('cfg: n: "1e309" is beyond the range of a number');
  });

  it('reads no config from a LiveCodeBench file name whose numbers are too long to be n or a temperature', async () => {
    const path = file(
      `x_${'9'.repeat(30)}_0.2_eval_all.json`,
      JSON.stringify([{ question_id: 'q', graded_list: [true] }]),
    );
    const run = await loadResults(path);
    expect(run.config).toEqual({ n: 1 });
  });

  it('recovers c from pass@k over 300,000 responses in one pass, not one pass per c', async () => {
    const n = 300_000;
    const line = {
      doc_id: 0,
      doc: { task_id: 'T/0' },
      filtered_resps: [Array.from({ length: n }, () => 0)],
      metrics: ['pass@2'],
      'pass@2': passAtK(n, 3, 2),
    };
    const run = await loadResults(file('big/samples_t_2024-01-01T00-00-00.1.jsonl', `${JSON.stringify(line)}\n`), {
      format: 'lm-eval',
    });
    expect(countsById(run.problems)).toEqual([`"T/0": ${n}/3 t- e-`]);
  });
});

describe('error messages', () => {
  it('say where JSON breaks, by line and column, without quoting the file', async () => {
    const broken = file('broken.json', '{\n  "format": "passk-results/v1",\n  "config": {"t": NaN}\n}\n');
    await expect(loadResults(broken)).rejects.toThrow(
      /broken\.json: not valid JSON at line 3, column 19: NaN is not JSON \(Python's json\.dump writes it for a float nan\): dump with allow_nan=False/,
    );
    const lines = file('broken.jsonl', '{"task_id":"a","passed":true}\n{"task_id":"b","passed":\u001b[2J}\n');
    await expect(loadResults(lines, { format: 'humaneval' })).rejects.toThrow(
      /broken\.jsonl: line 2: not valid JSON at column 25: expected a value but found U\+001B$/,
    );
  });

  it('name a missing value as missing and quote hostile ones short, on one line', async () => {
    expect(() => parseEvalPlus({ eval: { a: [{}] } }, 'e.json', { criterion: 'base' })).toThrow(
      /^e\.json: eval\.a\[0\]: an evalplus sample has no base_status \(pass, fail or timeout\); it has no keys$/,
    );
    const status = `\u001b[31m${'x'.repeat(100_000)}\n`;
    let message = '';
    try {
      parseEvalPlus({ eval: { a: [{ base_status: status }] } }, 'e.json', { criterion: 'base' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(
      /^e\.json: eval\.a\[0\]\.base_status: unknown test status "\\u001b\[31mx+…" \(expected pass, fail or timeout\)$/,
    );
    expect(message.length).toBeLessThan(200);
  });

  it('refuse an Inspect epoch that is no whole number rather than show [object Object]', async () => {
    const log = { version: 2, eval: {}, samples: [{ id: 'a', epoch: { n: 1 }, scores: { s: { value: 'C' } } }] };
    await expect(loadResults(file('epoch.json', JSON.stringify(log)))).rejects.toThrow(
      /epoch\.json: samples\[0\]\.epoch: must be a whole number from 1, got an object$/,
    );
  });

  it('ignore a pass@1 of 1e309 in an evalplus pass_at_k block rather than warn about Infinity', () => {
    const document = {
      eval: { a: [{ base_status: 'pass', plus_status: 'pass' }] },
      pass_at_k: { plus: { 'pass@1': 1e308 * 10 } },
    };
    expect(parseEvalPlus(document, 'e.json', { criterion: 'plus' }).warnings).toEqual([]);
  });
});

describe('detection', () => {
  it('reads a JSONL file whose first lines are blank', async () => {
    const row = (completion: string) => JSON.stringify({ task_id: 'a', completion, result: 'passed', passed: true });
    const path = file('blank_results.jsonl', `\n\r\n${row('x')}\n${row('y')}\n`);
    const run = await loadResults(path);
    expect(run.format).toBe('humaneval');
    expect(countsById(run.problems)).toEqual(['"a": 2/2 t0 e-']);
  });
});

describe('the terminal report of a refusal', () => {
  it('cuts the ids it lists and strips terminal escapes from them', () => {
    const run = (source: string, ids: string[]): RunResults => ({
      source,
      format: 'passk',
      config: {},
      configSources: {},
      problems: ids.map((id) => ({ id, n: 2, c: 1 })),
      warnings: [],
    });
    const id = `\u001b]0;pwned\u0007\u001b[2J${'y'.repeat(1_000_000)}`;
    const report = comparison(
      run('b.json', [id, 'common']),
      run('c.json', ['common']),
      parseOptions({ resamples: '100', 'match-config': '' }),
    );
    expect(report.verdict).toBe('refused');
    const lines = renderTerminal(report).split('\n');
    expect(lines[0]).toBe('Blocks merge: not compared, the problem sets differ (1 only in the baseline)');
    const listed = lines.find((line) => line.startsWith('  only in the baseline: '))!;
    // A megabyte id keeps its head and its tail, where ids that differ usually do, with one cut between.
    expect(listed).toMatch(/^ {2}only in the baseline: {2}\]0;pwned \[2Jy+…y+$/);
    expect(listed.length).toBeLessThan(100);
    for (const line of lines) expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  });
});
