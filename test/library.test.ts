/** The library entry (src/library.ts) in process; test/bundles.test.ts imports the built package as users do. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli.js';
import {
  compare,
  gate,
  InputError,
  InternalError,
  readResults,
  sequentialLook,
  sequentialPlan,
  VERSION,
  type RunResults,
} from '../src/library.js';
import { startMlflowServer, type MlflowServer } from './support/mlflow-server.js';
import { expectValidGateReport } from './support/report-schema.js';
import { tempDir } from './support/temp.js';

const root = join(import.meta.dirname, '..');
const examples = { baseline: join(root, 'examples/baseline.json'), candidate: join(root, 'examples/candidate.json') };
const humaneval = join(root, 'test/fixtures/formats/humaneval/samples.jsonl_results.jsonl');
let dir: string;

beforeAll(() => {
  dir = tempDir('passk-library-');
});

/** The report `passk-gate compare --json` writes for these arguments, and the exit status. */
async function cliJson(...args: string[]): Promise<{ code: number; report: unknown }> {
  const out = join(dir, `cli-${Math.random().toString(36).slice(2)}.json`);
  const code = await runCli(['compare', ...args, '--json', out], { stdout: () => {}, stderr: () => {} }, VERSION);
  return { code, report: JSON.parse(readFileSync(out, 'utf8')) };
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof Error)) throw new Error('expected a rejection with an Error');
  return error;
}

describe('compare', () => {
  it("resolves to the object that --json writes, for the CLI's options in camelCase", async () => {
    const report = await compare({
      ...examples,
      k: 5,
      metric: 'pass^k',
      margin: 0.01,
      confidence: 0.9,
      failOn: 'inconclusive',
      matchConfig: ['temperature', 'n'],
      problems: 'intersect',
      resamples: 2000,
      seed: 7,
      interval: 't',
    });
    const cli = await cliJson(
      ...['--baseline', examples.baseline, '--candidate', examples.candidate],
      ...['--k', '5', '--metric', 'pass^k', '--margin', '0.01', '--confidence', '0.9', '--fail-on', 'inconclusive'],
      ...['--match-config', 'temperature,n', '--problems', 'intersect', '--resamples', '2000', '--seed', '7'],
      ...['--interval', 't'],
    );
    expect(report).toEqual(cli.report);
    expect(report).toMatchObject({ k: 5, metric: 'pass^k', fail_on: 'inconclusive', bootstrap: { seed: 7 } });
    expect(report.delta!.confidence).toBe(0.9);
  });

  it('takes results read by readResults in place of paths, with the same report', async () => {
    const [baseline, candidate] = await Promise.all([readResults(examples.baseline), readResults(examples.candidate)]);
    expect(baseline.problems).toHaveLength(164);
    expect(await compare({ baseline, candidate, seed: 3 })).toEqual(await compare({ ...examples, seed: 3 }));
  });

  it('resolves a refused comparison to a report with verdict "refused" and its reasons', async () => {
    const hot = join(dir, 'hot.json');
    const doc = JSON.parse(readFileSync(examples.candidate, 'utf8'));
    writeFileSync(hot, JSON.stringify({ ...doc, config: { ...doc.config, temperature: 1.2 } }));
    const report = await compare({ baseline: examples.baseline, candidate: hot });
    expect(report).toMatchObject({ verdict: 'refused', failed: true, delta: null });
    expect(report.reasons.join(' ')).toMatch(/temperature/);
    expect(report).toEqual((await cliJson('--baseline', examples.baseline, '--candidate', hot)).report);
  });

  it('names the config check turned off as the library takes it, not as the CLI does', async () => {
    const { warnings } = await compare({ ...examples, matchConfig: [] });
    expect(warnings).toContain(
      "the config check is off (matchConfig: 'none'): nothing shows the two runs used the same decoding settings",
    );
  });

  it('takes requireConfig as a read-only list or as text, as matchConfig', async () => {
    const keys = ['top_k'] as const;
    const asList = await compare({ ...examples, requireConfig: keys });
    const asText = await compare({ ...examples, requireConfig: 'top_k' });
    // Neither example records top_k: required, the comparison is refused, the same way from either form.
    expect(asList.verdict).toBe('refused');
    expect(asText).toEqual(asList);
  });

  it('merges a config given as values or as key=value text, for paths and for results already read', async () => {
    // Three problems: the sign-flip test can reach p = 2/2^3 = 0.25 at best, so the level must be below 0.75.
    const options = { matchConfig: ['temperature', 'top_p'], resamples: 500, confidence: 0.7 } as const;
    const refused = await compare({ baseline: humaneval, candidate: humaneval, ...options });
    expect(refused.verdict).toBe('refused');
    const config = { temperature: 0.8, top_p: 0.95 };
    const asValues = await compare({
      baseline: humaneval,
      candidate: await readResults(humaneval),
      baselineConfig: config,
      candidateConfig: config,
      ...options,
    });
    const asText = await compare({
      baseline: await readResults(humaneval, { config: 'temperature=0.8,top_p=0.95' }),
      candidate: humaneval,
      candidateConfig: 'temperature=0.8,top_p=0.95',
      ...options,
    });
    expect(asValues.verdict).not.toBe('refused');
    expect(asText).toEqual(asValues);
    expect(asValues.config.rows.find((row) => row.key === 'temperature')).toMatchObject({
      baseline: 0.8,
      candidate: 0.8,
      baselineSource: 'user',
    });
  });

  it('rejects bad input with an InputError that names the option as the library spells it', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ k: 0 }, /^k: must be at least 1, got 0$/],
      [{ metric: 'pass-ratio@n', k: 5 }, /^k: pass-ratio@n .*; leave k out$/],
      [{ resamples: 100, confidence: 0.995 }, /^resamples 100 is too few for confidence 0\.995: /],
      [{ failOn: 'sometimes' }, /^failOn: expected one of regression, inconclusive, never, got "sometimes"$/],
      [{ matchConfig: [1, 2] }, /^matchConfig: expected comma-separated keys or a list of keys, got \[1,2\]$/],
      [
        { margn: 0.01 },
        /^unknown option "margn" \(did you mean margin\?\); compare takes baseline, candidate, k, metric, submit, margin, /,
      ],
      // The config file's and the CLI's spelling, or the key in lower case: the library's key is said.
      [{ 'fail-on': 'never' }, /^unknown option "fail-on" \(did you mean failOn\?\); compare takes /],
      [{ failon: 'never' }, /^unknown option "failon" \(did you mean failOn\?\); compare takes /],
      // A run's settings under the key of an entry of one run: the keys of two.
      [
        { config: { temperature: 0.8 } },
        /^unknown option "config" \(did you mean baselineConfig or candidateConfig\?\); compare takes /,
      ],
      // A number is given as a number, as the type wants it.
      [{ metric: 'pass@5' }, /: give metric: 'pass@k' and k: 5$/],
      [{ format: 'csv' }, /^format: expected one of auto, passk, /],
      [{ baselineConfig: { temperature: [1] } }, /^baselineConfig: temperature: must be a string, number/],
    ];
    for (const [options, message] of cases) {
      const error = await rejection(compare({ ...examples, ...(options as object) }));
      expect(error, JSON.stringify(options)).toBeInstanceOf(InputError);
      expect(error.message, JSON.stringify(options)).toMatch(message);
    }
    // A misspelt run is named as such, not taken for a run not given.
    const misspelt = await rejection(compare({ baseLine: examples.baseline, candidate: examples.candidate } as never));
    expect(misspelt.message).toMatch(/^unknown option "baseLine" \(did you mean baseline\?\); compare takes /);
    const notAnObject = await rejection(compare(null as never));
    expect(notAnObject).toBeInstanceOf(InputError);
    expect(notAnObject.message).toBe('compare: expected an object such as { baseline, candidate, k: 1 }');
    const missing = await rejection(compare({ baseline: join(dir, 'nope.json'), candidate: examples.candidate }));
    expect(missing).toBeInstanceOf(InputError);
    expect(missing.message).toMatch(/nope\.json: no such file/);
    for (const [notARun, shown] of [
      [42, '42'],
      ['', '""'],
      [[examples.baseline], 'a list'],
    ] as const) {
      const notRead = await rejection(compare({ baseline: notARun as never, candidate: examples.candidate }));
      expect(notRead).toBeInstanceOf(InputError);
      expect(notRead.message).toBe(
        `baseline: expected the path of a results file, or results as readResults returns them, got ${shown}`,
      );
    }
  });

  it('rejects a bug with an InternalError that says so and what to report', async () => {
    // A field that throws when read stands in for a bug: whatever throws that is not an InputError.
    const broken = await readResults(examples.baseline);
    Object.defineProperty(broken, 'warnings', {
      get: () => {
        throw new TypeError('a bug');
      },
    });
    const error = await rejection(compare({ baseline: broken, candidate: examples.candidate }));
    expect(error).toBeInstanceOf(InternalError);
    expect(error.message).toMatch(
      new RegExp(
        `^internal error: this is a bug in passk-gate ${VERSION.replace(/\./g, '\\.')}, not a problem with your input \\(TypeError: .*\\)\\. Please report it`,
      ),
    );
    expect(error.cause).toBeInstanceOf(TypeError);
  });
});

describe('results given in place of a path', () => {
  it('takes a copy of the results readResults returned, with the report of the results themselves', async () => {
    const [baseline, candidate] = await Promise.all([readResults(examples.baseline), readResults(examples.candidate)]);
    const original = await compare({ baseline, candidate, seed: 3 });
    const copies: [string, RunResults][] = [
      ['a JSON copy', JSON.parse(JSON.stringify(baseline)) as RunResults],
      ['a structured clone', structuredClone(baseline)],
      ['a spread with a new name', { ...baseline, name: 'cached' }],
    ];
    for (const [how, copy] of copies) {
      const report = await compare({ baseline: copy, candidate: structuredClone(candidate), seed: 3 });
      expect([report.verdict, report.delta, report.problems], how).toEqual([
        original.verdict,
        original.delta,
        original.problems,
      ]);
    }
    expect(original.problems.compared).toBe(164);
    const plan = await sequentialPlan({ baseline: examples.baseline });
    expect((await sequentialPlan({ baseline: structuredClone(baseline) })).hash).toBe(plan.hash);
  });

  it('refuses a read option when no run is a path, rather than gate on what was read without it', async () => {
    const evalplus = join(root, 'test/fixtures/formats/evalplus/samples_eval_results.json');
    const plus = await readResults(evalplus, { config: { temperature: 0 } });
    // Three problems: the sign-flip test can reach p = 2/2^3 = 0.25 at best, so the level must be below 0.75.
    const both = { baseline: plus, candidate: structuredClone(plus), confidence: 0.7 };
    const plan = await sequentialPlan({ baseline: plus, looks: 1, confidence: 0.7 });
    const cases: [Promise<unknown>, string][] = [
      [
        compare({ ...both, criterion: 'base' }),
        "criterion: applies to a results file, and both runs are results read already: give it to readResults (readResults(path, { criterion: 'base' }))",
      ],
      [compare({ ...both, format: 'evalplus' }), 'format: applies to a results file, and both runs are'],
      [
        sequentialPlan({ baseline: plus, scoreField: 'logprob' }),
        'scoreField: applies to a results file, and the baseline is',
      ],
      [
        sequentialLook({ plan, baseline: plus, candidate: plus, criterion: 'base' }),
        'criterion: applies to a results file, and both runs are',
      ],
    ];
    for (const [promise, message] of cases) {
      const error = await rejection(promise);
      expect(error).toBeInstanceOf(InputError);
      expect(error.message).toContain(message);
    }
    // With one run a path, the option reads that file; format: 'auto' is the default.
    const base = await compare({
      baseline: plus,
      candidate: evalplus,
      criterion: 'base',
      candidateConfig: { temperature: 0 },
    });
    expect(base.candidate.judgement?.criterion).toBe('base');
    expect((await compare({ ...both, format: 'auto' })).baseline.judgement?.criterion).toBe('plus');
  });

  it('rejects counts no reader would give with an InputError naming the side and the problem', async () => {
    const more = await readResults(examples.baseline);
    more.problems[0]!.c = 25;
    const error = await rejection(compare({ baseline: more, candidate: examples.candidate }));
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toBe('baseline: problems[0].c: c = 25 is more than n = 20');
    const notANumber = await readResults(examples.candidate);
    notANumber.problems[3]!.n = NaN;
    expect((await rejection(compare({ baseline: examples.baseline, candidate: notANumber }))).message).toBe(
      'candidate: problems[3].n: must be a whole number, got NaN',
    );
    const fraction = await readResults(examples.baseline);
    fraction.problems[1]!.c = 0.5;
    const plan = await sequentialPlan({ baseline: examples.baseline });
    for (const rejected of [
      () => sequentialPlan({ baseline: fraction }),
      () => sequentialLook({ plan, ...examples, baseline: fraction }),
    ]) {
      const refused = await rejection(rejected());
      expect(refused).toBeInstanceOf(InputError);
      expect(refused.message).toBe('baseline: problems[1].c: must be integer');
    }
    const notAList = await readResults(examples.baseline);
    (notAList as { problems: unknown }).problems = 'not a list';
    expect((await rejection(compare({ baseline: notAList, candidate: examples.candidate }))).message).toBe(
      'baseline: problems: must be array',
    );
  });

  it('rejects a duplicate id, which would be paired twice and counted as two problems both runs have', async () => {
    const twice = await readResults(examples.baseline);
    twice.problems[1]!.id = twice.problems[0]!.id;
    for (const problems of ['strict', 'intersect'] as const) {
      const error = await rejection(compare({ baseline: twice, candidate: examples.candidate, problems }));
      expect(error, problems).toBeInstanceOf(InputError);
      expect(error.message).toBe('baseline: problems[1].id: duplicate id "HumanEval/0" (first at problems[0])');
    }
  });

  it('rejects an id or a config value of a type no reader gives', async () => {
    const numbered = await readResults(examples.candidate);
    numbered.problems[3]!.id = 3 as never;
    expect((await rejection(compare({ baseline: examples.baseline, candidate: numbered }))).message).toBe(
      'candidate: problems[3].id: must be string',
    );
    const nested = await readResults(examples.baseline);
    nested.config.temperature = { a: 1 } as never;
    const error = await rejection(compare({ baseline: nested, candidate: examples.candidate }));
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toBe('baseline: config.temperature: must be string,number,boolean,null');
  });

  it('rejects a missing or mistyped field with an InputError naming the side and the field, not as a bug', async () => {
    const cases: [string, (run: RunResults) => void][] = [
      ['config: must be object', (r) => Object.assign(r, { config: null })],
      ['source: expected a non-empty string, got nothing', (r) => delete (r as Partial<RunResults>).source],
      ['warnings: expected a list of strings, got nothing', (r) => delete (r as Partial<RunResults>).warnings],
      [
        'configSources: expected an object of where each config value came from, got nothing',
        (r) => delete (r as Partial<RunResults>).configSources,
      ],
    ];
    for (const [message, change] of cases) {
      const run = await readResults(examples.candidate);
      change(run);
      const error = await rejection(compare({ baseline: examples.baseline, candidate: run }));
      expect(error, message).toBeInstanceOf(InputError);
      expect(error.message).toBe(`candidate: ${message}`);
    }
  });

  it('rejects samples whose passes are not c', async () => {
    const scored = await readResults(join(root, 'examples/scored-baseline.json'));
    const problem = scored.problems[0]!;
    const failed = problem.samples!.findIndex((sample) => !sample.pass);
    problem.samples![failed]!.pass = true;
    const error = await rejection(
      compare({ baseline: scored, candidate: join(root, 'examples/scored-candidate.json') }),
    );
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toBe(
      `baseline: problems[0].samples: problem ${JSON.stringify(problem.id)} has ${problem.c + 1} passing samples, but c = ${problem.c}`,
    );
  });

  it('takes results whose counts were changed to others a reader could give', async () => {
    const fewer = await readResults(examples.baseline);
    fewer.problems[0]!.c = 0;
    fewer.problems = fewer.problems.slice(0, 100);
    const report = await compare({ baseline: fewer, candidate: examples.candidate, problems: 'intersect' });
    expect(report.verdict).not.toBe('refused');
  });
});

describe('readResults', () => {
  it('reads any format the CLI reads, detected or named, with the config merged in', async () => {
    const run = await readResults(humaneval, { format: 'humaneval', config: { temperature: 0.2 } });
    expect(run).toMatchObject({
      format: 'humaneval',
      config: { temperature: 0.2 },
      configSources: { temperature: 'user' },
    });
    expect((await readResults(humaneval)).format).toBe('humaneval');
    const error = await rejection(readResults(humaneval, { format: 'passk' }));
    expect(error).toBeInstanceOf(InputError);
  });

  it('says of a glob that it reads one file, where compare merges the files the glob matches', async () => {
    const glob = join(root, 'examples/*baseline.json');
    const error = await rejection(readResults(glob));
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toBe(
      `${glob}: no such file; readResults reads one file: it does not expand a glob or merge files (compare and gate do)`,
    );
    const merged = await compare({ baseline: glob, candidate: examples.candidate });
    expect(merged.baseline.sources).toHaveLength(2);
  });
});

describe('readResults: the same results as a path', () => {
  const scored = {
    baseline: join(root, 'examples/scored-baseline.json'),
    candidate: join(root, 'examples/scored-candidate.json'),
  };

  it('keeps the per-sample data, so n@k and pass-ratio@n gate objects as they gate paths', async () => {
    const read = { baseline: await readResults(scored.baseline), candidate: await readResults(scored.candidate) };
    for (const options of [{ metric: 'n@k', k: 5 }, { metric: 'pass-ratio@n' }, { k: 5 }] as const) {
      expect(await compare({ ...read, ...options }), options.metric).toEqual(await compare({ ...scored, ...options }));
    }
    const plan = await sequentialPlan({ baseline: read.baseline, metric: 'n@k', k: 5 });
    expect(plan.hash).toBe((await sequentialPlan({ baseline: scored.baseline, metric: 'n@k', k: 5 })).hash);
    const look = await sequentialLook({ plan, ...read });
    expect(look).toEqual(await sequentialLook({ plan, ...scored }));
    expect(look.decision).not.toBe('refused');
  });

  it('takes scoreField, the field of each sample row that holds its score', async () => {
    const path = join(dir, 'scores.jsonl_results.jsonl');
    const rows = readFileSync(humaneval, 'utf8').trim().split('\n');
    writeFileSync(path, rows.map((row, i) => JSON.stringify({ ...JSON.parse(row), logprob: i / 2 })).join('\n'));
    const run = await readResults(path, { scoreField: 'logprob' });
    const scores = run.problems.flatMap((p) => p.samples!.map((sample) => sample.score!));
    expect(scores.sort((a, b) => a - b)).toEqual(rows.map((_, i) => i / 2));
    const options = { metric: 'n@k', scoreField: 'logprob', resamples: 500, confidence: 0.7 } as const;
    expect(await compare({ baseline: run, candidate: path, ...options })).toEqual(
      await compare({ baseline: path, candidate: path, ...options }),
    );
  });
});

describe('the options of readResults, gate and sequentialLook', () => {
  it('refuses an unknown option, listing those taken', async () => {
    const fromat = await rejection(readResults(examples.baseline, { fromat: 'humaneval' } as never));
    expect(fromat).toBeInstanceOf(InputError);
    expect(fromat.message).toBe(
      'unknown option "fromat" (did you mean format?); readResults takes format, criterion, config, scoreField, env',
    );
    // A run's settings under the key of an entry of two runs: the key of one.
    const settings = await rejection(readResults(examples.baseline, { baselineConfig: {} } as never));
    expect(settings.message).toMatch(/^unknown option "baselineConfig" \(did you mean config\?\); readResults takes /);
    const planSettings = await rejection(sequentialPlan({ baseline: examples.baseline, baselineConfig: {} } as never));
    expect(planSettings.message).toMatch(
      /^unknown option "baselineConfig" \(did you mean config\?\); sequentialPlan takes /,
    );
    const enviro = await rejection(gate({ checks: [{ name: 'a', ...examples }] }, { enviro: {} } as never));
    expect(enviro).toBeInstanceOf(InputError);
    expect(enviro.message).toBe('unknown option "enviro"; gate takes env');
    const plan = await sequentialPlan({ baseline: examples.baseline });
    for (const [key, guess] of [
      ['margin', ''],
      ['candidateconfig', ' \\(did you mean candidateConfig\\?\\)'],
    ]) {
      const error = await rejection(sequentialLook({ plan, ...examples, [key!]: 'x' }));
      expect(error, key).toBeInstanceOf(InputError);
      expect(error.message, key).toMatch(
        new RegExp(
          `^unknown option "${key}"${guess}; sequentialLook takes plan, baseline, candidate, previous, format, `,
        ),
      );
    }
  });

  it('takes a key whose value is undefined as not given, as compare does', async () => {
    const extra = { fromat: undefined } as never;
    expect((await readResults(examples.baseline, extra)).problems).toHaveLength(164);
    expect((await compare({ ...examples, fromat: undefined } as never)).verdict).toBe('improvement');
    // anchor too (`anchor: process.env.ANCHOR` with the variable unset), which compare refuses when given.
    expect((await compare({ ...examples, anchor: undefined } as never)).verdict).toBe('improvement');
    expect((await gate({ checks: [{ name: 'a', ...examples }] }, extra)).verdict).toBe('improvement');
    const plan = await sequentialPlan({ baseline: examples.baseline, fromat: undefined } as never);
    expect(plan.looks.length).toBeGreaterThan(1);
  });

  it('refuses null as an option with an InputError naming it, as it refuses any other bad value', async () => {
    const cases: [Promise<unknown>, string][] = [
      [
        compare({ ...examples, candidateConfig: null as never }),
        'candidateConfig: expected key=value text, the path of a JSON file or an object of values, got null',
      ],
      [
        readResults(examples.baseline, { config: null as never }),
        'config: expected key=value text, the path of a JSON file or an object of values, got null',
      ],
      [
        readResults(examples.baseline, null as never),
        'readResults: expected an object of options (format, criterion, config, scoreField, env), got null',
      ],
      [
        gate({ checks: [{ name: 'a', ...examples }] }, null as never),
        'gate: expected an object of options (env), got null',
      ],
    ];
    for (const [promise, message] of cases) {
      const error = await rejection(promise);
      expect(error, message).toBeInstanceOf(InputError);
      expect(error.message).toBe(message);
    }
  });

  it('shows a number as written, and refuses an empty one', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ k: NaN }, 'k: expected a number, got NaN'],
      [{ k: Infinity }, 'k: expected a number, got Infinity'],
      [{ margin: NaN }, 'margin: expected a number, got NaN'],
      [{ k: '' }, 'k is empty: give a number, or leave k out for its default'],
      [{ resamples: ' ' }, 'resamples is empty: give a number, or leave resamples out for its default'],
    ];
    for (const [options, message] of cases) {
      expect((await rejection(compare({ ...examples, ...options }))).message).toBe(message);
    }
    expect((await rejection(sequentialPlan({ baseline: examples.baseline, looks: '' as never }))).message).toBe(
      'looks is empty: give a number, or leave looks out for its default',
    );
  });
});

describe("hints name the library's options, not the CLI's flags", () => {
  const baseOnly = join(root, 'test/fixtures/formats/evalplus/base_only_eval_results.json');

  it("says criterion: 'base' for an evalplus run of the base tests only", async () => {
    for (const refused of [
      await rejection(readResults(baseOnly)),
      await rejection(compare({ baseline: baseOnly, candidate: baseOnly })),
      await rejection(sequentialPlan({ baseline: baseOnly })),
    ]) {
      expect(refused).toBeInstanceOf(InputError);
      expect(refused.message).toMatch(/compare on the base tests with criterion: 'base'$/);
    }
    // A config, as an object or a file, takes the key as its checks write it.
    const fromConfig = await rejection(gate({ checks: [{ name: 'a', baseline: baseOnly, candidate: baseOnly }] }));
    expect(fromConfig.message).toMatch(/compare on the base tests with criterion: base$/);
  });

  it('says scoreField for n@k on samples without a score', async () => {
    const nAtK = { metric: 'n@k', k: 1, submit: 1, confidence: 0.7 } as const;
    const configs = { baselineConfig: 'temperature=0.8', candidateConfig: 'temperature=0.8' };
    for (const refused of [
      await rejection(compare({ baseline: humaneval, candidate: humaneval, ...nAtK, ...configs })),
      await rejection(sequentialPlan({ baseline: humaneval, ...nAtK })),
    ]) {
      expect(refused).toBeInstanceOf(InputError);
      expect(refused.message).toMatch(/name the field of each sample that holds it with the option scoreField$/);
    }
    const fromConfig = await rejection(
      gate({
        confidence: 0.7,
        defaults: { 'baseline-config': 'temperature=0.8', 'candidate-config': 'temperature=0.8' },
        checks: [{ name: 'a', baseline: humaneval, candidate: humaneval, metric: 'n@k' }],
      }),
    );
    expect(fromConfig.message).toMatch(/holds it with the key score-field$/);
  });

  it('names the format, the criterion and a look report as the library does, never a flag', async () => {
    const fixtures = join(root, 'test/fixtures/formats');
    const bigcodebench = join(
      fixtures,
      'bigcodebench/org--coder-7b--main--bigcodebench-complete--vllm-0.8-3-sanitized_calibrated_eval_results.json',
    );
    const evalplus = join(fixtures, 'evalplus/samples_eval_results.json');
    const notResults = join(dir, 'not-results.json');
    writeFileSync(notResults, JSON.stringify({ hello: 'world' }));
    const messages = [
      [
        await rejection(readResults(bigcodebench, { format: 'evalplus' })),
        "its content is bigcodebench: leave the format out to detect each file's, or give format: 'bigcodebench' when every file is bigcodebench)",
      ],
      [
        await rejection(readResults(evalplus, { format: 'bigcodebench' })),
        "its content is evalplus: leave the format out to detect each file's, or give format: 'evalplus' when every file is evalplus)",
      ],
      [
        await rejection(readResults(join(fixtures, 'inspect/two_scorers.eval'))),
        'choose one with the option criterion',
      ],
      [await rejection(readResults(notResults)), 'give it with the option format (passk, humaneval,'],
    ] as const;
    for (const [refused, hint] of messages) {
      expect(refused).toBeInstanceOf(InputError);
      expect(refused.message).toContain(hint);
      expect(refused.message).not.toMatch(/ --[a-z]|action input/);
    }
    const plan = await sequentialPlan({ baseline: examples.baseline });
    const look = await rejection(sequentialLook({ plan, ...examples, previous: { format: 'nope' } as never }));
    expect(look.message).toMatch(/^previous: not a look's report \(expected .*, as sequentialLook resolves to it\)$/);
  });

  it("names an anchor's store as the anchor gives it and tells of the CLI's history add, with no command line", async () => {
    const store = join(dir, 'anchor-store');
    const added = await runCli(
      ['history', 'add', '--store', store, examples.baseline, '--commit', 'a'.repeat(40), '--name', 'other'],
      { stdout: () => {}, stderr: () => {} },
      VERSION,
    );
    expect(added).toBe(0);
    const check = (anchor: string) => ({ checks: [{ name: 'a', ...examples, anchor }] });
    const recordsGiven = await rejection(gate(check(`history:${join(store, 'records')}#oldest`)));
    expect(recordsGiven.message).toMatch(new RegExp(`: give the store, history:${store.replace(/[.\\/]/g, '\\$&')}$`));
    const missing = await rejection(gate(check(`history:${join(dir, 'no-store')}#oldest`)));
    expect(missing.message).toMatch(/no such folder \(the CLI's history add creates it\)$/);
  });

  it("names sequentialPlan's options as the library does", async () => {
    const unknownKey = await rejection(sequentialPlan({ baseline: examples.baseline, matchConfig: ['temprature'] }));
    expect(unknownKey.message).toMatch(/^matchConfig/);
    const doc = JSON.parse(readFileSync(examples.baseline, 'utf8')) as { problems: unknown[] };
    const seven = join(dir, 'seven-problems.json');
    writeFileSync(seven, JSON.stringify({ ...doc, problems: doc.problems.slice(0, 7) }));
    const looks = await rejection(sequentialPlan({ baseline: seven, looks: 5 }));
    expect(looks.message).toMatch(/^looks 5: 7 problems cannot be split/);
  });
});

describe('gate', () => {
  it('resolves to the report passk-gate gate --json writes, from a config file or the same keys as an object', async () => {
    const checks = [
      { name: 'pass@1', baseline: examples.baseline, candidate: examples.candidate },
      { name: 'pass@5', baseline: examples.baseline, candidate: examples.candidate, k: 5 },
    ];
    const path = join(dir, 'passk-gate.json');
    writeFileSync(path, JSON.stringify({ resamples: 2000, checks }));
    const out = join(dir, 'gate.json');
    const code = await runCli(
      ['gate', '--config', path, '--json', out],
      { stdout: () => {}, stderr: () => {} },
      VERSION,
    );
    const cli = JSON.parse(readFileSync(out, 'utf8')) as unknown;
    const report = await gate(path);
    expect(report).toEqual(cli);
    expect(code).toBe(report.decision === 'fail' ? 1 : 0);
    expectValidGateReport(report);
    expect(await gate({ resamples: 2000, checks })).toEqual({
      ...report,
      config_file: null,
      checks: report.checks.map((c) => ({ ...c, line: null })),
    });
  });

  it('rejects bad input with an InputError naming the place', async () => {
    const error = await rejection(
      gate({ checks: [{ name: 'a', baseline: examples.baseline, candidate: examples.candidate, k: 0 }] }),
    );
    expect(error).toBeInstanceOf(InputError);
    // The place, the check, then the key: named once.
    expect(error.message).toBe('checks[0]: check "a": k: must be at least 1, got 0');
    const fromDefaults = await rejection(gate({ defaults: { k: 0 }, checks: [{ name: 'a', ...examples }] }));
    expect(fromDefaults.message).toBe('defaults: k: must be at least 1, got 0');
    expect(await rejection(gate(42 as unknown as string))).toBeInstanceOf(InputError);
  });

  it('tells a results file given as the config to call compare, not to run the CLI', async () => {
    for (const [file, kind] of [
      [examples.baseline, 'passk-results/v1'],
      [humaneval, 'JSON Lines'],
    ] as const) {
      const error = await rejection(gate(file));
      expect(error).toBeInstanceOf(InputError);
      expect(error.message).toBe(
        `${file}: looks like a results file (${kind}), not a gate config: to compare two results files, ` +
          'call compare({ baseline, candidate })',
      );
    }
  });

  it("gives the errors docs/configuration.md shows as the library's", async () => {
    const page = readFileSync(join(root, 'docs/configuration.md'), 'utf8').replace(/\s+/g, ' ');
    const compareError = (await rejection(compare({ ...examples, k: 0 }))).message;
    const gateError = (await rejection(gate({ checks: [{ name: 'HumanEval', ...examples, k: 0 }] }))).message;
    expect(compareError).toBe('k: must be at least 1, got 0');
    expect(page).toContain(`(\`${compareError}\`, \`nope.json: no such file\`)`);
    expect(page).toContain(`(\`${gateError}\`)`);
  });
});

describe('MLflow runs and registered models', () => {
  const PARAMS = { n: '20', temperature: '0.8', top_p: '0.95', max_tokens: '512' };
  const BASE = 'b1a2c3d4e5f60718293a4b5c6d7e8f90';
  const CAND = 'c1a2c3d4e5f60718293a4b5c6d7e8f90';
  const baseCounts = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? 16 : 9));
  const candCounts = baseCounts.map((c, i) => (i % 4 === 0 ? c - 6 : c));
  let server: MlflowServer;
  let env: Record<string, string>;
  const logged = (cs: number[]) => ({ 'per_problem_counts.json': JSON.stringify({ per_problem_c: cs }, null, 2) });

  beforeAll(async () => {
    server = await startMlflowServer({ auth: { token: 'sekret-token' } });
    server.addRun({ runId: BASE, params: PARAMS, artifacts: logged(baseCounts) });
    server.addRun({ runId: CAND, params: PARAMS, artifacts: logged(candCounts) });
    server.addModel({ name: 'coder', versions: [{ version: '1', runId: BASE }], aliases: { champion: '1' } });
    env = { MLFLOW_TRACKING_URI: server.url, MLFLOW_TRACKING_TOKEN: 'sekret-token' };
    const files = { base: join(dir, 'mlflow-base.json'), cand: join(dir, 'mlflow-cand.json') };
    const canonical = (cs: number[]) => ({
      format: 'passk-results/v1',
      config: { n: 20, temperature: 0.8, top_p: 0.95, max_tokens: 512 },
      problems: cs.map((c, i) => ({ id: `#${i}`, n: 20, c })),
    });
    writeFileSync(files.base, JSON.stringify(canonical(baseCounts)));
    writeFileSync(files.cand, JSON.stringify(canonical(candCounts)));
    fromFiles = await compare({ baseline: files.base, candidate: files.cand });
  });
  afterAll(() => server.close());
  let fromFiles: Awaited<ReturnType<typeof compare>>;

  it('reads a run and a model alias with the settings in env, as the CLI does', async () => {
    const run = await readResults(`runs:/${CAND}`, { env });
    expect(run.problems.map((p) => p.c)).toEqual(candCounts);
    expect(run.config).toMatchObject({ temperature: 0.8, n: 20 });
    const report = await compare({ baseline: 'models:/coder@champion', candidate: run, env });
    expect(report.verdict).toBe('regression');
    // The same counts from files give the same numbers.
    expect(report.delta).toEqual(fromFiles.delta);
    expect(server.requests.every((r) => r.authorization === 'Bearer sekret-token')).toBe(true);
  });

  it('runs the checks of a gate on MLflow runs', async () => {
    const report = await gate(
      { checks: [{ name: 'HumanEval', baseline: 'models:/coder@champion', candidate: `runs:/${CAND}` }] },
      { env },
    );
    expect(report.decision).toBe('fail');
  });

  it('merges several MLflow runs into one side, and refuses one run named twice', async () => {
    const runs = [`runs:/${BASE}`, `runs:/${CAND}`];
    const report = await gate({ checks: [{ name: 'two runs', baseline: runs, candidate: `runs:/${CAND}` }] }, { env });
    const [check] = report.checks;
    expect(check!.baseline.sources).toEqual(runs);
    expect(check!.problems.samples).toEqual({ min: 20, max: 40 });
    const merged = baseCounts.map((c, i) => (c + candCounts[i]!) / 40);
    expect(check!.baseline.value).toBeCloseTo(merged.reduce((a, b) => a + b, 0) / merged.length, 12);
    const twice = await rejection(
      gate({ checks: [{ name: 'twice', baseline: ['models:/coder@champion', runs[0]], candidate: runs[1] }] }, { env }),
    );
    expect(twice).toBeInstanceOf(InputError);
    expect(twice.message).toBe(
      `checks[0]: check "twice": baseline: ${runs[0]}: the same MLflow run as models:/coder@champion, so its samples ` +
        'would count twice',
    );
  });

  it('rejects with a one-line InputError naming the URI, never the token', async () => {
    const unknown = await rejection(compare({ baseline: 'models:/coder@nope', candidate: `runs:/${CAND}`, env }));
    expect(unknown).toBeInstanceOf(InputError);
    expect(unknown.message).toMatch(/^models:\/coder@nope: /);
    const unset = await rejection(readResults(`runs:/${CAND}`, { env: {} }));
    expect(unset).toBeInstanceOf(InputError);
    expect(unset.message).toMatch(/MLFLOW_TRACKING_URI/);
    const denied = await rejection(readResults(`runs:/${CAND}`, { env: { ...env, MLFLOW_TRACKING_TOKEN: 'wrong' } }));
    expect(denied).toBeInstanceOf(InputError);
    for (const error of [unknown, unset, denied]) {
      expect(error.message).not.toContain('sekret');
      expect(error.message).not.toContain('\n');
    }
  });
});

describe('MLflow: the env option', () => {
  let server: MlflowServer;
  const RUN = 'e1a2c3d4e5f60718293a4b5c6d7e8f90';

  beforeAll(async () => {
    server = await startMlflowServer();
    server.addRun({
      runId: RUN,
      params: { n: '20' },
      artifacts: { 'per_problem_counts.json': '{"per_problem_c": [3]}' },
    });
  });
  afterAll(() => server.close());

  it('refuses an env that is not an object of strings, naming env, whatever the runs are', async () => {
    const env = { MLFLOW_TRACKING_URI: server.url };
    const cases: [() => Promise<unknown>, string][] = [
      [
        () =>
          compare({ baseline: `runs:/${RUN}`, candidate: `runs:/${RUN}`, env: { MLFLOW_TRACKING_URI: 5 } as never }),
        'env: MLFLOW_TRACKING_URI: expected a string, got 5',
      ],
      [
        () => readResults(`runs:/${RUN}`, { env: server.url as never }),
        "env: expected an object of environment variables such as { MLFLOW_TRACKING_URI: 'https://mlflow.example.com' }, " +
          `got "${server.url}"`,
      ],
      [
        () => readResults(examples.baseline, { env: [server.url] as never }),
        "env: expected an object of environment variables such as { MLFLOW_TRACKING_URI: 'https://mlflow.example.com' }, got a list",
      ],
      [
        () => compare({ ...examples, env: { ...env, DEBUG: 1n } as never }),
        'env: DEBUG: expected a string, got 1n (a BigInt)',
      ],
      [
        () => gate({ checks: [{ name: 'a', ...examples }] }, { env: null as never }),
        "env: expected an object of environment variables such as { MLFLOW_TRACKING_URI: 'https://mlflow.example.com' }, got null",
      ],
      [
        () => sequentialPlan({ baseline: examples.baseline, env: 5 as never }),
        "env: expected an object of environment variables such as { MLFLOW_TRACKING_URI: 'https://mlflow.example.com' }, got 5",
      ],
    ];
    for (const [call, message] of cases) {
      const error = await rejection(call());
      expect(error, message).toBeInstanceOf(InputError);
      expect(error.message).toBe(message);
    }
    expect((await readResults(`runs:/${RUN}`, { env: { ...env, UNSET: undefined } })).problems).toHaveLength(1);
  });

  it('says that env replaces process.env when the tracking URI is missing from it', async () => {
    const error = await rejection(readResults(`runs:/${RUN}`, { env: { MLFLOW_TRACKING_TOKEN: 'tok' } }));
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toBe(
      `runs:/${RUN}: reading an MLflow run needs MLFLOW_TRACKING_URI, the tracking server's address (e.g. ` +
        'https://mlflow.example.com): the env option, which replaces process.env, has none',
    );
  });
});

describe('MLflow: names and params as runs log them', () => {
  let server: MlflowServer;
  let env: Record<string, string>;
  const counts = [3, 7, 12, 20, 0];
  const list = JSON.stringify({ per_problem_c: counts });

  beforeAll(async () => {
    server = await startMlflowServer();
    env = { MLFLOW_TRACKING_URI: server.url };
    server.addRun({
      runId: 'spaced',
      params: { n: '20' },
      artifacts: { 'my results/per problem.json': list, 'per_problem_counts.json': list },
    });
    server.addModel({ name: 'my coder', versions: [{ version: '1', runId: 'spaced' }], aliases: { champion: '1' } });
    server.addModel({ name: 'team/coder', versions: [{ version: '4', runId: 'spaced' }], aliases: { prod: '4' } });
  });
  afterAll(() => server.close());

  it('reads a model whose name has a space or a /, and an artifact path with spaces, as written or encoded', async () => {
    for (const uri of [
      'runs:/spaced/my results/per problem.json',
      'runs:/spaced/my%20results/per%20problem.json',
      'models:/my coder@champion',
      'models:/my%20coder@champion',
      'models:/team/coder@prod',
      'models:/team%2Fcoder/4',
    ]) {
      expect(
        (await readResults(uri, { env })).problems.map((p) => p.c),
        uri,
      ).toEqual(counts);
    }
    expect((await readResults('models:/team/coder@prod', { env })).mlflow!.model).toEqual({
      name: 'team/coder',
      alias: 'prod',
      version: '4',
    });
  });

  it('reads a dotted param whose last part is a setting the gate compares, when it is the only one, saying so', async () => {
    const params = {
      n: '20',
      'generation_config.temperature': '0.8',
      'generation_config.top_p': '0.95',
      'generation_config.max_new_tokens': '512',
    };
    server.addRun({ runId: 'dotted', params, artifacts: { 'per_problem_counts.json': list } });
    const run = await readResults('runs:/dotted', { env });
    expect(run.config).toEqual({ n: 20, temperature: 0.8, top_p: 0.95, max_tokens: 512 });
    expect(run.configSources).toMatchObject({ temperature: 'mlflow', top_p: 'mlflow', max_tokens: 'mlflow' });
    const flat = { n: '20', temperature: '0.8', top_p: '0.95', max_tokens: '512' };
    server.addRun({ runId: 'flat', params: flat, artifacts: { 'per_problem_counts.json': list } });
    const report = await compare({ baseline: 'runs:/dotted', candidate: 'runs:/flat', env, confidence: 0.9 });
    expect(report.verdict).not.toBe('refused');
    const equal = report.config.rows.filter((row) => row.status === 'equal').map((row) => row.key);
    expect(equal).toEqual(expect.arrayContaining(['temperature', 'top_p', 'max_tokens']));
    expect(run.warnings).toContain(
      'the MLflow params record temperature as generation_config.temperature and top_p as ' +
        'generation_config.top_p and max_tokens as generation_config.max_new_tokens: compared as the same settings',
    );
    server.addRun({
      runId: 'plain',
      params: {
        n: '20',
        temperature: '0.8',
        topP: '0.9',
        'generation_config.temperature': '0.2',
        'a.top_k': '5',
        'b.top_k': '9',
        'generation_config.top_p': '0.5',
      },
      artifacts: { 'per_problem_counts.json': list },
    });
    // A setting the run records by its own name (or another of its names), or in two dotted params, is not guessed.
    expect((await readResults('runs:/plain', { env })).config).toEqual({
      n: 20,
      temperature: 0.8,
      top_p: 0.9,
      'generation_config.temperature': 0.2,
      'generation_config.top_p': 0.5,
      'a.top_k': 5,
      'b.top_k': 9,
    });
  });

  it('says to log the per_problem_c list as JSON when it was logged as YAML', async () => {
    server.addRun({
      runId: 'yaml',
      params: { n: '20' },
      artifacts: { 'per_problem_counts.yaml': 'per_problem_c:\n- 3\n- 7\n' },
    });
    const error = await rejection(readResults('runs:/yaml/per_problem_counts.yaml', { env }));
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toBe(
      'runs:/yaml/per_problem_counts.yaml: is YAML (mlflow.log_dict writes YAML for a .yaml name); passk-gate reads ' +
        'the per_problem_c list as JSON: log it under a .json name (mlflow.log_dict({"per_problem_c": counts}, ' +
        '"per_problem_counts.json"))',
    );
  });
});

describe('the library: sequentialPlan and sequentialLook', () => {
  it('plans from a path, and looks at the candidate results so far', async () => {
    const plan = await sequentialPlan({ baseline: examples.baseline, looks: 3, seed: 5 });
    expect(plan.looks.map((l) => l.problems)).toEqual([55, 109, 164]);
    const candidate = await readResults(examples.candidate);
    const first = new Set(plan.order.slice(0, 60));
    const path = join(tempDir('passk-sequential-library-'), 'candidate.json');
    const problems = candidate.problems.filter((p) => first.has(p.id));
    writeFileSync(path, JSON.stringify({ format: 'passk-results/v1', config: candidate.config, problems }));
    const report = await sequentialLook({ plan, baseline: examples.baseline, candidate: path });
    expect(report.look).toBe(1);
    expect(report.problems).toEqual({ evaluated: 60, in_progress: 0, used: 55, total: 164 });
    expect(['continue', 'pass', 'regression']).toContain(report.decision);
  });

  it("names options as the library does: in a refusal, the bad plan or previous report, and the plan's notes", async () => {
    const unrecorded = (name: string, path: string) => {
      const doc = JSON.parse(readFileSync(path, 'utf8'));
      delete doc.config.temperature;
      writeFileSync(join(dir, name), JSON.stringify(doc));
      return join(dir, name);
    };
    const runs = {
      baseline: unrecorded('no-temperature-base.json', examples.baseline),
      candidate: unrecorded('no-temperature-cand.json', examples.candidate),
    };
    const plan = await sequentialPlan({ baseline: runs.baseline, seed: 1 });
    // The file records no temperature: the plan says what each look then needs, as the CLI does on stderr, naming
    // the file as the plan does.
    expect(plan.baseline.source).toBe('no-temperature-base.json');
    expect(plan.notes).toEqual([
      "no-temperature-base.json does not record temperature: give each sequential look baselineConfig: 'temperature=VALUE', " +
        'as a look refuses an unknown temperature',
    ]);
    expect((await sequentialPlan({ baseline: examples.baseline })).notes).toEqual([]);
    // A setting listed under another harness's name is noted, as the CLI notes it, under the library's option name.
    expect(
      (await sequentialPlan({ baseline: examples.baseline, matchConfig: 'temperature,max_new_tokens' })).notes,
    ).toEqual(["matchConfig: max_new_tokens is read as max_tokens, the gate's name for the same setting"]);
    // A baseline with groups is planned over them: nothing to note.
    const grouped = join(dir, 'grouped-base.json');
    const doc = JSON.parse(readFileSync(examples.baseline, 'utf8'));
    doc.problems.forEach((p: { group?: string }, i: number) => (p.group = `module-${i % 10}`));
    writeFileSync(grouped, JSON.stringify(doc));
    const overGroups = await sequentialPlan({ baseline: grouped, looks: 2 });
    expect(overGroups.notes).toEqual([]);
    expect(overGroups.looks.map((l) => l.groups)).toEqual([5, 10]);
    const refused = await sequentialLook({ plan, ...runs });
    expect(refused.decision).toBe('refused');
    expect(refused.refusal).toContain("(baselineConfig: 'temperature=VALUE' and candidateConfig: 'temperature=VALUE')");
    expect(refused.refusal).not.toContain('--');
    // The plan with its notes is still the plan written: its hash leaves them out.
    const look = await sequentialLook({
      plan,
      ...runs,
      baselineConfig: 'temperature=0.8',
      candidateConfig: { temperature: 0.8 },
    });
    expect(look.decision).not.toBe('refused');
    const notAPlan = await rejection(sequentialLook({ plan: { format: 'x' } as never, ...examples }));
    expect(notAPlan).toBeInstanceOf(InputError);
    expect(notAPlan.message).toMatch(/^plan: not a sequential plan .*; write one with sequentialPlan$/);
    const notALook = await rejection(
      sequentialLook({
        plan,
        ...runs,
        baselineConfig: 'temperature=0.8',
        candidateConfig: 'temperature=0.8',
        previous: plan as never,
      }),
    );
    expect(notALook.message).toMatch(/^previous: not a look's report/);
  });

  it('takes the options by their library names and refuses others', async () => {
    const plan = await sequentialPlan({
      baseline: await readResults(examples.baseline),
      margin: 0.02,
      failOn: 'inconclusive',
    });
    expect(plan.options).toMatchObject({ margin: 0.02, fail_on: 'inconclusive' });
    await expect(sequentialPlan({ baseline: examples.baseline, resamples: 10 } as never)).rejects.toThrow(InputError);
    await expect(sequentialPlan({ baseline: examples.baseline, looks: 0 })).rejects.toThrow(
      'looks: must be at least 1',
    );
  });
});
