import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseConfigPairs } from '../../src/load/user-config.js';
import { detectFormat } from '../../src/formats/detect.js';
import { describeRead, loadResults } from '../../src/load/read.js';
import { fixture } from '../formats/paths.js';
import { tempDir } from '../support/temp.js';

const root = join(import.meta.dirname, '..', '..');
let dir: string;

beforeAll(() => {
  dir = tempDir('passk-formats-');
});

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('format detection', () => {
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

  it('parses no document for a one-line JSONL file, and none from a first line that more text follows', async () => {
    const row = { task_id: 'HumanEval/0', completion: 'x', passed: true };
    expect(await detectFormat(file('one-row.jsonl', `${JSON.stringify(row)}\n`))).toEqual({ format: 'humaneval' });
    const document = { eval: { 'HumanEval/0': [{ base_status: 'pass' }] } };
    const more = file('more.json', `${JSON.stringify(document)}\n{"eval": {}}\n`);
    expect(await detectFormat(more)).toEqual({ format: 'evalplus' });
    await expect(loadResults(more)).rejects.toThrow(/more\.json: .*not valid JSON/);
  });

  it('reads a one-line document that is not UTF-8 as the reader would: refused', async () => {
    const path = join(dir, 'latin1.json');
    const text = JSON.stringify({ eval: { 'HumanEval/0': [{ task_id: 'HumanEval/0', base_status: 'pass' }] } });
    writeFileSync(
      path,
      Buffer.concat([Buffer.from(text.slice(0, -3)), Buffer.from([0xe9]), Buffer.from(text.slice(-3))]),
    );
    await expect(loadResults(path)).rejects.toThrow(/latin1\.json: is not UTF-8 text/);
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

  it.each([
    ['samples.jsonl_results.jsonl', ''],
    ['samples.jsonl_results.jsonl', '\n\n  \n'],
    ['org--coder-7b_vllm_temp_0.0.eval_results.json', '\uFEFF'],
  ])('says that %s holding %j is empty, whether its format is detected or given', async (name, text) => {
    const path = file(name, text);
    await expect(loadResults(path)).rejects.toThrow(new RegExp(`${name.replace(/\./g, '\\.')}: is empty$`));
    const format = name.endsWith('.jsonl') ? 'humaneval' : 'evalplus';
    await expect(loadResults(path, { format })).rejects.toThrow(/: is empty$/);
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

  it('refuses an unknown --format name', async () => {
    await expect(loadResults(fixture('evalplus', 'old_eval_results.json'), { format: 'bigcode' })).rejects.toThrow(
      'format: expected auto or one of passk, humaneval, evalplus, bigcodebench, lm-eval, inspect, livecodebench, taubench, tau2bench, swebench, terminalbench, got "bigcode"',
    );
  });

  it('reads with the format given, even when it is wrong, and says what does not fit', async () => {
    await expect(loadResults(fixture('evalplus', 'old_eval_results.json'), { format: 'humaneval' })).rejects.toThrow(
      /old_eval_results\.json: line 1: task_id: must be a non-empty string/,
    );
  });

  it('says how a file was read', async () => {
    const path = fixture('humaneval', 'samples.jsonl_results.jsonl');
    expect(describeRead(await loadResults(path), {})).toBe(
      `read ${path} as humaneval (detected from its content): 3 problems`,
    );
    expect(describeRead(await loadResults(path, { format: 'humaneval' }), { format: 'humaneval' })).toBe(
      `read ${path} as humaneval (as given): 3 problems`,
    );
  });
});

describe('user config', () => {
  it('parses key=value pairs: numbers, booleans, null, quoted and bare strings', () => {
    expect(
      parseConfigPairs(
        ' temperature=0.8, top_p=.95 ,n=20,do_sample=true,seed=null,stop="a,\\"b",model=org/m@1, ',
        'cfg',
      ),
    ).toEqual({
      temperature: 0.8,
      top_p: 0.95,
      n: 20,
      do_sample: true,
      seed: null,
      stop: 'a,"b',
      model: 'org/m@1',
    });
  });

  it.each([
    ['temperature', 'cfg: expected key=value, got "temperature"'],
    ['temperature=', 'cfg: temperature has no value (write temperature=VALUE)'],
    ['n=1,n=2', 'cfg: n is given twice'],
    ['=3', 'cfg: "" is not a config key'],
    ['name="unterminated', 'cfg: name: "unterminated is not a valid quoted string'],
  ])('refuses %j', (spec, message) => {
    expect(() => parseConfigPairs(spec, 'cfg')).toThrow(message);
  });

  it('adds keys the file does not record, marked as from the user; n stays from the file', async () => {
    const run = await loadResults(fixture('humaneval', 'samples.jsonl_results.jsonl'), {
      config: 'temperature=0.8,top_p=0.95,n=3',
    });
    expect(run.config).toEqual({ n: 3, temperature: 0.8, top_p: 0.95 });
    expect(run.configSources).toEqual({ n: 'file', temperature: 'user', top_p: 'user' });
  });

  it('reads a JSON file of config values', async () => {
    const path = file('config.json', JSON.stringify({ temperature: 0.2, max_tokens: 512 }));
    const run = await loadResults(fixture('humaneval', 'samples.jsonl_results.jsonl'), { config: path });
    expect(run.config).toEqual({ n: 3, temperature: 0.2, max_tokens: 512 });
    const nested = file('nested.json', JSON.stringify({ stop: ['\n'] }));
    await expect(loadResults(fixture('humaneval', 'samples.jsonl_results.jsonl'), { config: nested })).rejects.toThrow(
      /nested\.json: stop: must be a string, number, boolean or null/,
    );
  });

  it('refuses a user value that contradicts the file, naming both, and accepts an equal one written differently', async () => {
    const lmEval = fixture('lm-eval', 'humaneval', 'samples_humaneval_2024-06-01T10-00-00.123456.jsonl');
    await expect(loadResults(lmEval, { config: 'temperature=0.2', configName: '--candidate-config' })).rejects.toThrow(
      /samples_humaneval_2024-06-01T10-00-00\.123456\.jsonl: config temperature: the file records 0\.8 but --candidate-config gives 0\.2/,
    );
    const same = await loadResults(lmEval, { config: 'temperature=0.80,seed=1' });
    expect(same.configSources).toMatchObject({ temperature: 'file', seed: 'user' });
    await expect(loadResults(fixture('humaneval', 'samples.jsonl_results.jsonl'), { config: 'n=10' })).rejects.toThrow(
      /config n: the file records 3 but the user config gives 10/,
    );
  });

  it('refuses the config of a missing JSON file, naming it', async () => {
    await expect(
      loadResults(fixture('humaneval', 'samples.jsonl_results.jsonl'), { config: join(dir, 'absent.json') }),
    ).rejects.toThrow(/absent\.json: no such file/);
  });
});
