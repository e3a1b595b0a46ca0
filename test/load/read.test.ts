import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/common/errors.js';
import { describeRead, loadResults, unusedReadNotes } from '../../src/load/read.js';
import { mergeRuns } from '../../src/load/merge.js';
import { canonicalJson } from '../../src/formats/canonical-write.js';
import { fixture } from '../formats/paths.js';
import { tempDir } from '../support/temp.js';

let dir: string;

beforeAll(() => {
  dir = tempDir('passk-formats-');
});

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

describe('loadResults: format detection or the format given', () => {
  it.each([
    ['samples.jsonl_results.jsonl', ''],
    ['samples.jsonl_results.jsonl', '\n\n  \n'],
    ['org--coder-7b_vllm_temp_0.0.eval_results.json', '\uFEFF'],
  ])('says that %s holding %j is empty and what to do, whether its format is detected or given', async (name, text) => {
    const path = file(name, text);
    const empty =
      `${path}: is empty: the run that writes it likely stopped before writing its results (killed, out of time ` +
      'or memory, or failed): re-run the evaluation, or give the results file a finished run wrote';
    await expect(loadResults(path)).rejects.toThrow(new InputError(empty));
    const format = name.endsWith('.jsonl') ? 'humaneval' : 'evalplus';
    await expect(loadResults(path, { format })).rejects.toThrow(new InputError(empty));
  });

  it('refuses an unknown --format name', async () => {
    await expect(loadResults(fixture('evalplus', 'old_eval_results.json'), { format: 'bigcode' })).rejects.toThrow(
      'format: expected auto or one of passk, humaneval, evalplus, bigcodebench, lm-eval, inspect, livecodebench, taubench, tau2bench, swebench, terminalbench, got "bigcode"',
    );
  });

  it('reads with the format given, even when it is wrong, and says what does not fit', async () => {
    await expect(loadResults(fixture('evalplus', 'old_eval_results.json'), { format: 'humaneval' })).rejects.toThrow(
      /old_eval_results\.json: line 1: task_id: is missing: each row names the problem it is a sample of \(read as humaneval, the format given; its content is evalplus: leave the format out to detect each file's, or give --format evalplus \(action input format: evalplus\) when every file is evalplus\)$/,
    );
  });

  it('names the format a pretty-printed file has when a JSON Lines format was given', async () => {
    const path = file(
      'pretty.json',
      JSON.stringify(JSON.parse(readFileSync('examples/baseline.json', 'utf8')), null, 2),
    );
    await expect(loadResults(path, { format: 'humaneval' })).rejects.toThrow(
      /pretty\.json: line 1: not valid JSON .* \(read as humaneval, the format given; its content is passk: leave the format out to detect each file's, or give --format passk/,
    );
  });

  it('adds nothing when the content is no format it reads, or the one given', async () => {
    const path = file('other.jsonl', '{"task_id": "a", "passed": "yes"}\n');
    await expect(loadResults(path, { format: 'humaneval' })).rejects.toThrow(/must be true or false, got "yes"$/);
    const notResults = file('other.json', '{"a": 1}');
    await expect(loadResults(notResults, { format: 'evalplus' })).rejects.toThrow(/object of problems$/);
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

  it("counts an agent harness's tasks as tasks, as compare speaks of them", async () => {
    const path = fixture('swebench', 'openai__gpt-4o.verified-run1.json');
    expect(describeRead(await loadResults(path), {})).toBe(
      `read ${path} as swebench (detected from its content): 7 tasks`,
    );
  });
});

describe('user config', () => {
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

  it('refuses an n given for a run whose problems differ in n, which no one n describes, saying to leave it out', async () => {
    const rows = [
      { task_id: 'HumanEval/0', passed: true },
      { task_id: 'HumanEval/0', passed: false },
      { task_id: 'HumanEval/1', passed: true },
      { task_id: 'HumanEval/2', passed: false },
    ];
    const path = file('mixed.jsonl_results.jsonl', rows.map((row) => JSON.stringify(row)).join('\n'));
    for (const n of [1, 2]) {
      await expect(
        loadResults(path, { config: `temperature=0,n=${n}`, configName: '--baseline-config' }),
      ).rejects.toThrow(
        `mixed.jsonl_results.jsonl: config n: the file records n = 1 for 2 problems, n = 2 for 1 problem, but ` +
          `--baseline-config gives ${n}; the n the run records cannot be overridden: leave n out of --baseline-config`,
      );
    }
    const run = await loadResults(path, { config: 'temperature=0', configName: '--baseline-config' });
    expect(run.config).toEqual({ temperature: 0 });
  });

  it('reads a setting recorded under another name as the gate names it, for the user config and merging alike', async () => {
    const canonical = (config: Record<string, unknown>) =>
      JSON.stringify({
        format: 'passk-results/v1',
        config: { temperature: 0, ...config },
        problems: [{ id: 'a', n: 1, c: 1 }],
      });
    const hf = file('hf.json', canonical({ max_new_tokens: 512 }));
    const run = await loadResults(hf);
    expect(run.config).toEqual({ temperature: 0, max_tokens: 512 });
    expect(run.warnings).toEqual(['records max_tokens as max_new_tokens: compared as the same setting']);
    // A user value under either name meets the recorded one.
    await expect(loadResults(hf, { config: 'max_tokens=1024' })).rejects.toThrow(
      /config max_tokens: the file records 512 but the user config gives 1024/,
    );
    const plain = file('plain.json', canonical({ max_tokens: 1024 }));
    await expect(loadResults(plain, { config: 'max_new_tokens=512' })).rejects.toThrow(
      /config max_tokens: the file records 1024 but the user config gives 512/,
    );
    // Files merged into one side must agree on the setting, whatever name each records it under.
    const other = await loadResults(plain);
    expect(() => mergeRuns([run, other])).toThrow(/config max_tokens is 1024, but .*hf\.json has 512/);
    // Both names with different values: both kept, the gate's name compared, and said.
    const both = await loadResults(file('both.json', canonical({ max_tokens: 512, max_new_tokens: 1024 })));
    expect(both.config).toMatchObject({ max_tokens: 512, max_new_tokens: 1024 });
    expect(both.warnings).toEqual([
      'records max_tokens 512 and max_new_tokens 1024, one setting under two names: max_tokens is the one compared',
    ]);
  });

  it('refuses a user config giving one setting under two names with different values, and takes them agreeing', async () => {
    const unrecorded = file(
      'unrecorded.json',
      JSON.stringify({ format: 'passk-results/v1', config: { temperature: 0 }, problems: [{ id: 'a', n: 1, c: 1 }] }),
    );
    await expect(loadResults(unrecorded, { config: 'max_tokens=500,max_new_tokens=400' })).rejects.toThrow(
      'the user config gives max_tokens 500 and max_new_tokens 400, one setting under two names: give max_tokens once',
    );
    const agreeing = await loadResults(unrecorded, { config: 'max_new_tokens=512,max_tokens=512' });
    expect(agreeing.config).toEqual({ temperature: 0, max_tokens: 512 });
    // Any text is a setting's name, __proto__ too: it is kept, not lost as an object's prototype.
    const odd = await loadResults(unrecorded, { config: '__proto__=1' });
    expect(Object.entries(odd.config)).toEqual([
      ['temperature', 0],
      ['__proto__', 1],
    ]);
  });

  it('refuses the config of a missing JSON file, naming it', async () => {
    await expect(
      loadResults(fixture('humaneval', 'samples.jsonl_results.jsonl'), { config: join(dir, 'absent.json') }),
    ).rejects.toThrow(/absent\.json: no such file/);
  });
});

describe('unusedReadNotes', () => {
  const labels = { criterion: '--criterion', 'score-field': '--score-field' };
  const runOf = async (format: string, path: string) => loadResults(path, { format });

  it('notes a criterion neither format chooses by, and a score field no metric but n@k reads', async () => {
    const humaneval = await runOf('humaneval', fixture('humaneval', 'samples.jsonl_results.jsonl'));
    const passk = await loadResults('examples/baseline.json');
    expect(unusedReadNotes({ criterion: 'base', scoreField: 'lp' }, [passk, humaneval], 'pass@k', labels)).toEqual([
      '--criterion base is not used: passk and humaneval files have one pass/fail judgement (it chooses one in evalplus, lm-eval, inspect files)',
      '--score-field lp is not used: only n@k reads a score, and the metric is pass@k',
    ]);
  });

  it('notes a score field under n@k, or with no metric (convert), when neither format takes one', async () => {
    const humaneval = await runOf('humaneval', fixture('humaneval', 'samples.jsonl_results.jsonl'));
    const passk = await loadResults('examples/baseline.json');
    const note =
      '--score-field lp is not used: passk files take no score field (it names one in humaneval, evalplus, ' +
      'bigcodebench, inspect files)';
    expect(unusedReadNotes({ scoreField: 'lp' }, [passk, passk], 'n@k', labels)).toEqual([note]);
    expect(unusedReadNotes({ scoreField: 'lp' }, [passk], undefined, labels)).toEqual([note]);
    expect(unusedReadNotes({ scoreField: 'lp' }, [passk, humaneval], 'n@k', labels)).toEqual([]);
    expect(unusedReadNotes({ scoreField: 'lp' }, [humaneval], undefined, labels)).toEqual([]);
  });

  it('says nothing of options that are used or not given', async () => {
    const evalplus = await runOf('evalplus', fixture('evalplus', 'old_eval_results.json'));
    const passk = await loadResults('examples/baseline.json');
    expect(unusedReadNotes({ criterion: 'base', scoreField: 'lp' }, [passk, evalplus], 'n@k', labels)).toEqual([]);
    expect(unusedReadNotes({ criterion: ' ', scoreField: '' }, [passk, passk], 'pass^k', labels)).toEqual([]);
  });
});

describe('loadResults: a passk file whose problems differ in n', () => {
  it('warns as the harness file it was converted from does', async () => {
    const row = (id: string, completion: string, passed: boolean) =>
      JSON.stringify({ task_id: id, completion, passed, result: passed ? 'passed' : 'failed: ' });
    const rows = [row('HumanEval/0', 'a', true), row('HumanEval/1', 'b', false), row('HumanEval/1', 'c', true)];
    const harness = await loadResults(file('mixed.jsonl_results.jsonl', `${rows.join('\n')}\n`));
    const passk = await loadResults(file('mixed.json', canonicalJson(harness)));
    const warning =
      'problems have different numbers of samples (n = 1 for 1 problem, n = 2 for 1 problem), so no single n ' +
      'describes the run';
    expect(harness.warnings).toEqual([warning]);
    expect(passk.warnings).toEqual([warning]);
  });
});
