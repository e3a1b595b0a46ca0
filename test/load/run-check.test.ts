import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/common/errors.js';
import type { MlflowOrigin, RunResults } from '../../src/common/types.js';
import { mergeRuns } from '../../src/load/merge.js';
import { loadResults } from '../../src/load/read.js';
import { checkedRun } from '../../src/load/run-check.js';
import { fixture } from '../formats/paths.js';
import { problems, run } from '../support/runs.js';

const ORIGIN: MlflowOrigin = {
  uri: 'runs:/abc',
  run_id: 'abc',
  run_name: null,
  run_url: 'https://mlflow.example.com/#/experiments/1/runs/abc',
  artifact: 'results.json',
  model: { name: 'coder', alias: null, version: '3' },
};

/** A run with every optional field set, as a merge of MLflow runs with per-sample data gives it. */
function fullRun(): RunResults {
  return run(
    'a.json + b.json',
    [
      {
        id: 'P/0',
        n: 3,
        c: 1,
        group: 'g',
        timeouts: 1,
        errors: 1,
        samples: [
          { pass: true, score: -0.5, tests_passed: 4, tests_total: 4 },
          { pass: false, score: -1, tests_passed: 0, tests_total: 4 },
          { pass: false, score: -2, tests_passed: 3, tests_total: 4 },
        ],
      },
      { id: 'P/1', n: 3, c: 3 },
    ],
    {
      name: 'mine',
      files: ['a.json', 'b.json'],
      models: ['m1', 'm2'],
      judgement: { format: 'humaneval', criterion: 'plus', dataset: 'v1' },
      positional: false,
      mlflow: ORIGIN,
      mlflowRuns: [ORIGIN, null],
      scoreGaps: { field: 'logprob', null: 0, missing: 2 },
      warnings: ['a note'],
    },
  );
}

/** The start of the refusal of a format no reader gives. */
const READ_AS =
  'format: expected a format a reader gives (passk, humaneval, evalplus, bigcodebench, lm-eval, inspect, ' +
  'livecodebench, taubench, tau2bench, swebench, terminalbench, mlflow)';

/** The message `checkedRun` rejects `changed` (a copy of `fullRun` changed in place) with, as the baseline. */
function refusal(change: (run: RunResults) => void): string {
  const changed = structuredClone(fullRun());
  change(changed);
  try {
    checkedRun(changed, 'baseline');
  } catch (error) {
    if (error instanceof InputError) return error.message;
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('checkedRun: results given in place of a path', () => {
  it('takes what every reader gives, a merge of runs, and copies of them, as they are', async () => {
    const read = await Promise.all(
      [
        fixture('humaneval', 'samples.jsonl_results.jsonl'),
        fixture('humaneval', 'scored_results.jsonl'),
        join(import.meta.dirname, '../../examples/scored-baseline.json'),
        fixture('inspect', '2025-03-01T10-00-00+00-00_humaneval_T1.eval'),
        fixture('swebench', 'openai__gpt-4o.verified-run1.json'),
        fixture('livecodebench', 'codegeneration_3_0.2_eval_all.json'),
        fixture('terminalbench', '2025-07-01__10-00-00', 'results.json'),
        fixture('terminalbench', '2025-07-02__09-00-00', 'results.json'),
      ].map((path) => loadResults(path, { samples: true })),
    );
    const merged = mergeRuns(read.slice(-2));
    expect(merged.files).toHaveLength(2);
    // What the checks read is there: per-sample scores and test counts, timeouts and errors, several files.
    const has = (what: (p: RunResults['problems'][number]) => unknown) =>
      read.some((r) => r.problems.some((p) => what(p) !== undefined));
    expect(has((p) => p.samples?.[0]?.score)).toBe(true);
    expect(has((p) => p.samples?.[0]?.tests_total)).toBe(true);
    expect(has((p) => p.errors)).toBe(true);
    for (const given of [...read, merged, fullRun()]) {
      expect(checkedRun(given, 'baseline')).toBe(given);
      const copy = JSON.parse(JSON.stringify(given)) as unknown as object;
      expect(checkedRun(copy, 'baseline')).toBe(copy);
    }
  });

  it('takes optional fields left out or undefined, and a config key without a source', () => {
    const bare = run('a.json', problems([1, 2], 2));
    bare.configSources = {};
    expect(checkedRun(bare, 'candidate')).toBe(bare);
    const spread = { ...bare, name: undefined, model: undefined, judgement: undefined, scoreGaps: undefined };
    expect(checkedRun(spread, 'candidate')).toBe(spread);
    // A key of no field, left undefined, is not given; merged runs join their formats.
    const merged = { ...bare, format: 'passk + humaneval + mlflow', extra: undefined };
    expect(checkedRun(merged, 'candidate')).toBe(merged);
  });

  it('refuses each field no reader gives with an InputError naming the side and the field', () => {
    const cases: [string, (r: RunResults) => void][] = [
      ['source: expected a non-empty string, got nothing', (r) => delete (r as Partial<RunResults>).source],
      ['source: expected a non-empty string, got ""', (r) => Object.assign(r, { source: '' })],
      ['name: expected a string, got 3', (r) => Object.assign(r, { name: 3 })],
      ['files: expected a list of strings, got "a.json"', (r) => Object.assign(r, { files: 'a.json' })],
      ['files[1]: expected a non-empty string, got ""', (r) => Object.assign(r, { files: ['a.json', ''] })],
      ['format: expected a string, got null', (r) => Object.assign(r, { format: null })],
      [`${READ_AS}, got "bogus"`, (r) => Object.assign(r, { format: 'bogus' })],
      [`${READ_AS}, got "passk + human-eval"`, (r) => Object.assign(r, { format: 'passk + human-eval' })],
      ['nmae: unknown field: did you mean name?', (r) => Object.assign(r, { nmae: 'mine' })],
      ['extra: unknown field', (r) => Object.assign(r, { extra: 1 })],
      [
        'sourc: unknown field: did you mean source?',
        (r) => {
          Object.assign(r, { sourc: r.source });
          delete (r as Partial<RunResults>).source;
        },
      ],
      ['model: must be string', (r) => Object.assign(r, { model: {} })],
      ['models[0]: expected a string, got 1', (r) => Object.assign(r, { models: [1] })],
      ['config: must be object', (r) => Object.assign(r, { config: null })],
      ['config.temperature: must be string,number,boolean,null', (r) => (r.config.temperature = { a: 1 } as never)],
      [
        'config.top_p: must be a string, a finite number, a boolean or null, got a number beyond the range of a double',
        (r) => (r.config.top_p = Infinity),
      ],
      [
        'config.temperature: must be a string, a finite number, a boolean or null, got NaN',
        (r) => (r.config.temperature = NaN),
      ],
      [
        'config["max tokens"]: must be string,number,boolean,null',
        (r) => Object.assign(r, { config: { 'max tokens': [] } }),
      ],
      [
        'configSources: expected an object of where each config value came from, got nothing',
        (r) => delete (r as Partial<RunResults>).configSources,
      ],
      [
        'configSources.n: expected one of file, filename, user, mlflow, got "disk"',
        (r) => (r.configSources.n = 'disk' as never),
      ],
      ['(top level): missing required key "problems"', (r) => delete (r as Partial<RunResults>).problems],
      ['problems: must list at least one problem', (r) => Object.assign(r, { problems: [] })],
      // A hole, which forEach would skip.
      ['problems[2]: must be object', (r) => (r.problems.length = 3)],
      ['problems[1].id: must be string', (r) => (r.problems[1]!.id = 7 as never)],
      ['problems[1].id: must be a non-empty string', (r) => (r.problems[1]!.id = '')],
      ['problems[1].id: duplicate id "P/0" (first at problems[0])', (r) => (r.problems[1]!.id = 'P/0')],
      ['problems[1].n: must be >= 1', (r) => (r.problems[1]!.n = 0)],
      ['problems[1].c: c = 4 is more than n = 3', (r) => (r.problems[1]!.c = 4)],
      ['problems[0].group: must be string', (r) => (r.problems[0]!.group = 1 as never)],
      ['problems[0].timeouts: must be >= 0', (r) => (r.problems[0]!.timeouts = -1)],
      ['problems[0].errors: must be integer', (r) => (r.problems[0]!.errors = 0.5)],
      [
        'problems[0]: timeouts + errors = 3 is more than the n - c = 2 failed samples',
        (r) => (r.problems[0]!.errors = 2),
      ],
      ['problems[0].samples: must be array', (r) => (r.problems[0]!.samples = {} as never)],
      ['problems[0].samples: problem "P/0" lists 2 samples, but n = 3', (r) => r.problems[0]!.samples!.pop()],
      [
        'problems[0].samples: problem "P/0" has 2 passing samples, but c = 1',
        (r) => (r.problems[0]!.samples![1]!.pass = true),
      ],
      ['problems[0].samples[2]: must be object', (r) => (r.problems[0]!.samples![2] = null as never)],
      ['problems[0].samples[1].pass: must be boolean', (r) => (r.problems[0]!.samples![1]!.pass = 0 as never)],
      [
        'problems[0].samples[1].score: must be a finite number, got NaN',
        (r) => (r.problems[0]!.samples![1]!.score = NaN),
      ],
      ['problems[1].c: must be a whole number, got NaN', (r) => (r.problems[1]!.c = NaN)],
      ['problems[0].samples[1].score: must be number', (r) => (r.problems[0]!.samples![1]!.score = '0.5' as never)],
      [
        'problems[0].samples[1]: must have property tests_total when property tests_passed is present',
        (r) => delete r.problems[0]!.samples![1]!.tests_total,
      ],
      ['problems[0].samples[1].tests_total: must be >= 1', (r) => (r.problems[0]!.samples![1]!.tests_total = 0)],
      [
        'problems[0].samples[2].tests_passed: 5 is more than tests_total = 4 (problem "P/0")',
        (r) => (r.problems[0]!.samples![2]!.tests_passed = 5),
      ],
      ['warnings: expected a list of strings, got nothing', (r) => delete (r as Partial<RunResults>).warnings],
      ['warnings[0]: expected a string, got null', (r) => Object.assign(r, { warnings: [null as never] })],
      ['judgement: must be object', (r) => Object.assign(r, { judgement: 'humaneval' })],
      ['judgement: missing required key "format"', (r) => Object.assign(r, { judgement: {} })],
      ['judgement.dataset: must be a non-empty string', (r) => (r.judgement!.dataset = '')],
      ['positional: expected true or false, got "yes"', (r) => Object.assign(r, { positional: 'yes' })],
      [
        'mlflow: expected an MLflow origin { uri, run_id, run_name, run_url, artifact, model }, got "runs:/abc"',
        (r) => Object.assign(r, { mlflow: 'runs:/abc' }),
      ],
      ['mlflow.run_url: expected a string, got nothing', (r) => delete (r.mlflow as Partial<MlflowOrigin>).run_url],
      ['mlflow.run_name: expected a string, got 1', (r) => (r.mlflow!.run_name = 1 as never)],
      [
        'mlflow.model: expected null or { name, alias, version }, got "coder"',
        (r) => (r.mlflow!.model = 'coder' as never),
      ],
      ['mlflow.model.version: expected a string, got 3', (r) => (r.mlflow!.model!.version = 3 as never)],
      [
        'mlflowRuns: expected a list of MLflow origins or nulls, got null',
        (r) => Object.assign(r, { mlflowRuns: null }),
      ],
      ['mlflowRuns[1].uri: expected a string, got nothing', (r) => (r.mlflowRuns![1] = {} as never)],
      ['scoreGaps: expected an object { field, null, missing }, got 2', (r) => Object.assign(r, { scoreGaps: 2 })],
      ['scoreGaps.missing: expected a whole number from 0, got -2', (r) => (r.scoreGaps!.missing = -2)],
    ];
    for (const [message, change] of cases) expect(refusal(change), message).toBe(`baseline: ${message}`);
  });
});
