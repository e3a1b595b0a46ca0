import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { InputError } from '../../src/common/errors.js';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { runGate } from '../../src/gate.js';
import {
  anchorsInBranch,
  inHistoryStore,
  INPUT_NAMING,
  unknownInputs,
  withBranchAnchor,
  type ActionInputs,
} from '../../src/publish/inputs.js';
import { parseActionInputs } from '../support/action-inputs.js';

/** Inputs as the runner passes them: unset ones read as ''. */
function reader(values: Record<string, string>) {
  return (name: string) => values[name] ?? '';
}

const PATHS = { baseline: 'base.json', candidate: 'cand.json' };

/** The one comparison the inputs ask for. */
const check = (inputs: ActionInputs) => inputs.request!.checks[0]!;

function parseError(values: Record<string, string>): InputError {
  try {
    parseActionInputs(reader({ ...PATHS, ...values }));
  } catch (error) {
    if (error instanceof InputError) return error;
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('parseActionInputs', () => {
  it('names the input when a match-config or candidate-config key is a near miss of a setting', async () => {
    const root = join(import.meta.dirname, '..', '..');
    const examples = {
      baseline: join(root, 'examples/baseline.json'),
      candidate: join(root, 'examples/candidate.json'),
    };
    const request = (values: Record<string, string>) => parseActionInputs(reader({ ...examples, ...values })).request!;
    await expect(runGate(request({ 'match-config': 'temperature,top-p' }), { cwd: process.cwd() })).rejects.toThrow(
      'input match-config: "top-p" is not a known setting and neither run records it: did you mean top_p?',
    );
    await expect(runGate(request({ 'candidate-config': 'temprature=0.8' }), { cwd: process.cwd() })).rejects.toThrow(
      'input candidate-config: "temprature" is not a known setting and the run does not record it: did you mean temperature?',
    );
  });

  it('fills every unset input with its default', () => {
    const inputs = parseActionInputs(reader(PATHS));
    expect(check(inputs).options).toEqual(DEFAULT_OPTIONS);
    expect(check(inputs)).toMatchObject({ baseline: 'base.json', candidate: 'cand.json', name: '' });
    expect(check(inputs).baselineRef).toBeUndefined();
    expect(inputs).toMatchObject({
      name: undefined,
      comment: 'always',
      summary: true,
      prNumber: undefined,
      token: '',
    });
    expect(check(inputs).baselineRead).toEqual({
      format: undefined,
      config: undefined,
      criterion: undefined,
      configName: 'input baseline-config',
      configOption: 'baseline-config',
      hints: INPUT_NAMING.hints,
      samples: false,
      scoreField: undefined,
    });
  });

  it('reads the gate options under their input names', () => {
    const inputs = parseActionInputs(
      reader({
        ...PATHS,
        k: '5',
        metric: 'pass^k',
        margin: '0.02',
        confidence: '0.9',
        'fail-on': 'inconclusive',
        'match-config': 'temperature, n',
        'require-config': 'max_tokens',
        problems: 'intersect',
        resamples: '2000',
        seed: '7',
        interval: 't',
      }),
    );
    expect(check(inputs).options).toEqual({
      k: 5,
      metric: 'pass^k',
      submit: 1,
      margin: 0.02,
      confidence: 0.9,
      failOn: 'inconclusive',
      matchConfig: ['temperature', 'n'],
      requireConfig: ['max_tokens'],
      problems: 'intersect',
      resamples: 2000,
      seed: 7,
      interval: 't',
      allowMixedJudgement: false,
    });
  });

  it('treats an empty match-config as the default and "none" as no check', () => {
    expect(check(parseActionInputs(reader({ ...PATHS, 'match-config': '' }))).options.matchConfig).toEqual([
      'temperature',
      'top_p',
      'top_k',
      'max_tokens',
    ]);
    expect(check(parseActionInputs(reader({ ...PATHS, 'match-config': 'none' }))).options.matchConfig).toEqual([]);
  });

  it('passes the format inputs to each side, with its own config', () => {
    const inputs = parseActionInputs(
      reader({
        ...PATHS,
        format: 'evalplus',
        'baseline-config': 'temperature=0.2',
        'candidate-config': 'cfg.json',
        criterion: 'base',
      }),
    );
    expect(check(inputs).baselineRead).toEqual({
      format: 'evalplus',
      config: 'temperature=0.2',
      criterion: 'base',
      configName: 'input baseline-config',
      configOption: 'baseline-config',
      hints: INPUT_NAMING.hints,
      samples: false,
    });
    expect(check(inputs).candidateRead).toEqual({
      format: 'evalplus',
      config: 'cfg.json',
      criterion: 'base',
      configName: 'input candidate-config',
      configOption: 'candidate-config',
      hints: INPUT_NAMING.hints,
      samples: false,
    });
  });

  it('reads n@k with its submit count and score field, and keeps the samples that metric needs', () => {
    const inputs = parseActionInputs(
      reader({ ...PATHS, metric: 'n@k', k: '10', submit: '2', 'score-field': 'mean_logprob' }),
    );
    expect(check(inputs).options).toMatchObject({ metric: 'n@k', k: 10, submit: 2 });
    for (const load of [check(inputs).baselineRead, check(inputs).candidateRead]) {
      expect(load).toMatchObject({ samples: true, scoreField: 'mean_logprob' });
    }
    expect(check(parseActionInputs(reader({ ...PATHS, metric: 'pass-ratio@n' }))).candidateRead.samples).toBe(true);
    expect(parseError({ metric: 'n@k', k: '1', submit: '2' }).message).toMatch(/^input submit: 2 is more than k = 1/);
  });

  it('reads the publishing inputs', () => {
    const inputs = parseActionInputs(
      reader({
        ...PATHS,
        name: 'HumanEval+',
        comment: 'on-regression',
        summary: 'False',
        'pr-number': '42',
        'github-token': 'tok',
        'baseline-ref': 'origin/main',
      }),
    );
    expect(inputs).toMatchObject({
      name: 'HumanEval+',
      comment: 'on-regression',
      summary: false,
      prNumber: 42,
      token: 'tok',
    });
    // The gate's name names its one check too (the checks output, the table).
    expect(check(inputs)).toMatchObject({ name: 'HumanEval+', baselineRef: 'origin/main' });
    expect(parseActionInputs(reader({ ...PATHS, summary: 'TRUE' })).summary).toBe(true);
  });

  it("tells a reader's hint as the step's with: block writes the input", () => {
    const { hints } = check(parseActionInputs(reader(PATHS))).baselineRead;
    expect(hints!.set('criterion', 'base')).toBe('input criterion: base');
    expect(hints!.choose('score-field', 'NAME')).toBe('input score-field: NAME');
    expect(hints!.option('format')).toBe('input format');
  });

  it('names the action input, not a CLI flag, in errors', () => {
    expect(parseError({ k: 'two' }).message).toMatch(/^input k: expected a number/);
    expect(parseError({ 'fail-on': 'sometimes' }).message).toMatch(
      /^input fail-on: expected one of regression, inconclusive, never/,
    );
    expect(parseError({ margin: '5' }).message).toMatch(/^input margin:/);
    // Options named inside a message too, wherever they stand.
    expect(parseError({ resamples: '100', confidence: '0.995' }).message).toMatch(
      /^input resamples 100 is too few for input confidence 0\.995: /,
    );
    expect(parseError({ metric: 'pass-ratio@n', k: '5' }).message).toMatch(/^input k: .*; leave input k out$/);
    expect(parseError({ metric: 'n@k', k: '2', submit: '3' }).message).toMatch(/^input submit: .*\(raise input k\)$/);
    expect(parseError({ submit: '2' }).message).toBe(
      'input submit: applies to input metric n@k only (the metric is pass@k)',
    );
  });

  it('refuses bad publishing inputs with one line each', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ comment: 'sometimes' }, /^input comment: expected one of always, on-regression, never, got "sometimes"$/],
      [
        { comment: 'false' },
        /^input comment: expected one of always, on-regression, never, got "false": did you mean never\?$/,
      ],
      [{ comment: 'true' }, /^input comment: .*, got "true": did you mean always\?$/],
      [{ comment: 'on_regression' }, /^input comment: .*, got "on_regression": did you mean on-regression\?$/],
      [{ summary: 'yes' }, /^input summary: expected true or false/],
      [{ 'pr-number': '0' }, /^input pr-number:/],
      [{ 'pr-number': '12abc' }, /^input pr-number:/],
      [{ 'pr-number': '1.5' }, /^input pr-number: expected a pull request number, got "1\.5"$/],
      [{ 'pr-number': '#42' }, /^input pr-number: expected a pull request number, got "#42": write 42$/],
      [{ 'pr-number': 'https://github.com/o/r/pull/7' }, /^input pr-number: .*: write 7$/],
      [{ 'pr-number': '#0' }, /^input pr-number: expected a pull request number, got "#0"$/],
      [
        { 'comment-author': '@octocat' },
        /^input comment-author: expected a GitHub login such as my-app\[bot\] or octocat, got "@octocat": write octocat$/,
      ],
      [{ 'comment-author': '@my-app[bot]' }, /^input comment-author: .*, got "@my-app\[bot\]": write my-app\[bot\]$/],
      [{ 'comment-author': '@' }, /^input comment-author: .*, got "@"$/],
      [{ 'baseline-ref': '--output=/tmp/x' }, /^input baseline-ref:/],
      [{ 'baseline-ref': 'main:secret' }, /^input baseline-ref:/],
    ];
    for (const [values, pattern] of cases) {
      const error = parseError(values);
      expect(error.message).toMatch(pattern);
      expect(error.message).not.toContain('\n');
    }
  });

  it('requires both results files', () => {
    expect(() => parseActionInputs(reader({ candidate: 'c.json' }))).toThrow(/^input baseline is required/);
    expect(() => parseActionInputs(reader({ baseline: 'b.json' }))).toThrow(/^input candidate is required/);
  });

  it('takes config in place of baseline and candidate, and says so when neither or both are given', () => {
    expect(() => parseActionInputs(reader({}))).toThrow(
      'give inputs baseline and candidate (the two results files to compare), or input config (a passk-gate.yml that lists several checks)',
    );
    const inputs = parseActionInputs(reader({ config: 'passk-gate.yml' }));
    expect(inputs).toMatchObject({ config: 'passk-gate.yml' });
    expect(inputs.request).toBeUndefined();
    expect(inputs.failOn).toBeUndefined();
    expect(() =>
      parseActionInputs(reader({ config: 'passk-gate.yml', baseline: 'b.json', candidate: 'c.json' })),
    ).toThrow(
      'input baseline does not apply with input config: give either baseline and candidate (one comparison) or config (the checks of a config file), not both',
    );
  });

  it("refuses a comparison's input given with config, saying where it goes, and lets fail-on override the file's", () => {
    const withConfig = (values: Record<string, string>) => () =>
      parseActionInputs(reader({ config: 'g.yml', ...values }));
    expect(withConfig({ margin: '0.01' })).toThrow(
      'input margin does not apply with input config: set margin in the config file (in a check, or under defaults: for every check)',
    );
    expect(withConfig({ resamples: '2000' })).toThrow(
      'input resamples does not apply with input config: set resamples in the config file (at its top level)',
    );
    expect(withConfig({ 'baseline-ref': 'origin/main' })).toThrow(
      /^input baseline-ref does not apply with input config/,
    );
    // A value equal to the default is given all the same (action.yml's defaults are empty, so it is told apart
    // from an unset input), and as ignored: the same error as any other value.
    for (const confidence of ['0.95', '0.9']) {
      expect(withConfig({ confidence }), confidence).toThrow(
        'input confidence does not apply with input config: set confidence in the config file (at its top level)',
      );
    }
    const defaults = {
      k: '1',
      metric: 'pass@k',
      submit: '1',
      margin: '0',
      'match-config': 'temperature,top_p,top_k,max_tokens',
      problems: 'strict',
      seed: '0',
      interval: 'auto',
      'allow-mixed-judgement': 'false',
      format: 'auto',
    };
    for (const [name, value] of Object.entries(defaults)) {
      expect(withConfig({ [name]: value }), name).toThrow(`input ${name} does not apply with input config: `);
    }
    // Refused as given, before its value is read.
    expect(withConfig({ k: 'two' })).toThrow(/^input k does not apply with input config/);
    expect(parseActionInputs(reader({ config: 'g.yml', 'fail-on': 'never' })).failOn).toBe('never');
    expect(withConfig({ 'fail-on': 'sometimes' })).toThrow(/^input fail-on: expected one of/);
  });
});

describe('parseActionInputs with sequential-plan', () => {
  it('refuses each input a look does not use, with the reason that input has', () => {
    const error = (values: Record<string, string>) => parseError({ 'sequential-plan': 'plan.json', ...values }).message;
    expect(error({ k: '5' })).toBe(
      "input k does not apply with input sequential-plan: the plan fixes the gate's options (give them to " +
        'passk-gate sequential plan)',
    );
    // As given, whatever the value: the default's, a bad one, or fail-on.
    for (const [name, value] of [
      ['k', '1'],
      ['confidence', '0.95'],
      ['k', 'two'],
      ['fail-on', 'regression'],
    ]) {
      expect(error({ [name!]: value! }), `${name}=${value}`).toMatch(
        new RegExp(`^input ${name} does not apply with input sequential-plan: the plan fixes`),
      );
    }
    expect(error({ 'baseline-ref': 'main' })).toMatch(
      /^input baseline-ref .*: a look reads the baseline file the plan/,
    );
    for (const name of ['anchor', 'history']) {
      const message = error({ [name]: 'history:runs' });
      expect(message).toMatch(
        new RegExp(
          `^input ${name} does not apply .*: a look compares the candidate with the baseline of its plan alone`,
        ),
      );
      expect(message).not.toContain('give them to passk-gate sequential plan');
    }
    // `sequential plan` takes none of these: the message says why a look has no use for them instead.
    for (const [name, why] of [
      ['problems', "a look takes the plan's problems, in the plan's order"],
      ['resamples', "a look decides by the plan's boundaries on a t statistic, without resampling"],
      ['interval', "a look decides by the plan's boundaries on a t statistic, not by an interval"],
      ['allow-mixed-judgement', 'a look refuses runs whose passes were judged differently'],
      ['config', "a sequential gate has one check, its plan's, not a config file's checks"],
    ] as const) {
      const value = name === 'config' ? 'passk-gate.yml' : name === 'allow-mixed-judgement' ? 'false' : '100';
      expect(error({ [name]: value })).toBe(`input ${name} does not apply with input sequential-plan: ${why}`);
    }
  });
});

describe('MLflow and judgement inputs', () => {
  const read = (values: Record<string, string>) => parseActionInputs((name) => values[name] ?? '');

  it('takes MLflow URIs as baseline and candidate, but no baseline-ref with one', () => {
    expect(read({ baseline: 'models:/coder@champion', candidate: 'runs:/abc' }).request!.checks[0]!.baseline).toBe(
      'models:/coder@champion',
    );
    expect(() => read({ baseline: 'models:/coder@champion', candidate: 'runs:/abc', 'baseline-ref': 'main' })).toThrow(
      'input baseline-ref applies to a results file in the repository, not to an MLflow URI',
    );
  });

  it('reads allow-mixed-judgement as a YAML boolean', () => {
    const paths = { baseline: 'a.json', candidate: 'b.json' };
    const allowed = (values: Record<string, string>) => read(values).request!.checks[0]!.options.allowMixedJudgement;
    expect(allowed(paths)).toBe(false);
    expect(allowed({ ...paths, 'allow-mixed-judgement': 'false' })).toBe(false);
    expect(allowed({ ...paths, 'allow-mixed-judgement': 'True' })).toBe(true);
    expect(() => read({ ...paths, 'allow-mixed-judgement': 'yes' })).toThrow(
      'input allow-mixed-judgement: expected true or false, got "yes"',
    );
  });
});

describe('several files on a side', () => {
  const side = (values: Record<string, string>) =>
    parseActionInputs(reader({ ...PATHS, ...values })).request!.checks[0]!;

  it('takes one file per line (a YAML block) or comma-separated, a comma inside braces being a glob', () => {
    expect(side({ baseline: 'runs/a.json\nruns/b.json\n' }).baseline).toEqual(['runs/a.json', 'runs/b.json']);
    expect(side({ baseline: 'a.json, b.json,c.json' }).baseline).toEqual(['a.json', 'b.json', 'c.json']);
    expect(side({ candidate: 'runs/{a,b}/results.json, c.json\r\n  d.json' }).candidate).toEqual([
      'runs/{a,b}/results.json',
      'c.json',
      'd.json',
    ]);
    // One file reads as it always has.
    expect(side({ baseline: 'runs/*.json' }).baseline).toBe('runs/*.json');
    expect(side({ baseline: 'a.json,\n' }).baseline).toBe('a.json');
  });

  it("skips a line that starts with # as a comment, as the toolkit's glob patterns do, unless it names a file", () => {
    const block = '# last week\nruns/a.json\n  # runs/old.json, runs/older.json\nruns/b.json\n';
    expect(side({ baseline: block }).baseline).toEqual(['runs/a.json', 'runs/b.json']);
    expect(side({ baseline: '# every run\nruns/*.json' }).baseline).toBe('runs/*.json');
    const hashed = parseActionInputs(reader({ ...PATHS, baseline: '#1.json\nb.json' }), (path) => path === '#1.json');
    expect(hashed.request!.checks[0]!.baseline).toEqual(['#1.json', 'b.json']);
    expect(() => side({ baseline: '# runs/a.json' })).toThrow(/^input baseline is required/);
  });

  it("takes a line that names a file as that file, commas and all (lm-eval's folders), and splits any other", () => {
    const folder = 'out/pretrained__m,dtype__float/results.json';
    const sideOf = (values: Record<string, string>) =>
      parseActionInputs(reader({ ...PATHS, ...values }), (path) => path === folder).request!.checks[0]!;
    expect(sideOf({ baseline: folder }).baseline).toBe(folder);
    expect(sideOf({ baseline: `${folder}\nruns/b.json` }).baseline).toEqual([folder, 'runs/b.json']);
    expect(sideOf({ baseline: 'a.json,b.json' }).baseline).toEqual(['a.json', 'b.json']);
  });

  it('reads each baseline file at baseline-ref, but no glob there', () => {
    expect(side({ baseline: 'a.json\nb.json', 'baseline-ref': 'origin/main' })).toMatchObject({
      baseline: ['a.json', 'b.json'],
      baselineRef: 'origin/main',
    });
    expect(parseError({ baseline: 'runs/*.json', 'baseline-ref': 'origin/main' }).message).toBe(
      'input baseline-ref reads each baseline file as committed at origin/main, but "runs/*.json" is a glob, which ' +
        'matches files in the working tree: name the files one by one',
    );
    expect(parseError({ baseline: ' ,\n' }).message).toBe(
      'input baseline is required: the path of the baseline results file, or an MLflow URI',
    );
  });
});

describe('parseActionInputs: history and anchor', () => {
  it('a bare selector with history is picked in the branch; history:DIR is read as the CLI reads it', () => {
    const branch = parseActionInputs(reader({ ...PATHS, history: 'passk-gate-history', anchor: 'best,window:20' }));
    expect(branch).toMatchObject({ history: 'passk-gate-history', branchAnchor: 'best,window:20' });
    expect(check(branch).anchor).toBeUndefined();
    const dir = parseActionInputs(reader({ ...PATHS, anchor: 'history:h#latest' }));
    expect(dir.request!.multiplicity).toBe('holm');
    expect(check(dir).anchor).toMatchObject({ store: 'h', pick: { kind: 'latest' } });
  });

  it("drops a check's anchor in the history branch when the branch does not exist yet, else picks in its store", () => {
    const request = parseActionInputs(reader(PATHS)).request!;
    const anchored = withBranchAnchor(request, 'best', 'passk-gate-history');
    expect(anchorsInBranch(request)).toBe(false);
    expect(anchorsInBranch(anchored)).toBe(true);
    expect(inHistoryStore(anchored, '/tmp/x/store').checks[0]!.anchor).toMatchObject({
      store: '/tmp/x/store',
      branch: 'passk-gate-history',
      pick: { kind: 'best' },
    });
    expect('anchor' in inHistoryStore(anchored, undefined).checks[0]!).toBe(false);
    // Named as the check against the base is when the anchor is there: the report has one shape either way.
    expect(inHistoryStore(anchored, undefined).checks[0]!.name).toBe('against the base');
    const check = { ...anchored.checks[0]!, name: 'HumanEval', label: 'gate.yml:2: check "HumanEval"', line: 2 };
    expect(inHistoryStore({ ...anchored, checks: [check] }, undefined).checks[0]!.name).toBe(
      'HumanEval against the base',
    );
  });

  it.each([
    [
      { anchor: 'oldest' },
      'input anchor: "oldest" is a selector: give input history (the branch of the store) too, or write history:DIR#oldest',
    ],
    [{ history: 'x', anchor: 'first' }, 'input anchor: unknown selector item "first"'],
    [{ history: '-x' }, 'input history: expected a branch name such as passk-gate-history, got "-x"'],
    [
      { history: 'origin/passk-gate-history' },
      'input history: expected a branch name such as passk-gate-history, got "origin/passk-gate-history", a ref: ' +
        'the action fetches and pushes the branch of origin itself: write passk-gate-history',
    ],
    [
      { baseline: '', candidate: '', config: 'g.yml', anchor: 'oldest' },
      'input anchor does not apply with input config',
    ],
    [
      { baseline: '', candidate: '', config: 'g.yml', history: 'h', anchor: 'oldest' },
      'input anchor does not apply with input config: set anchor in the config file (in a check, or under ' +
        'defaults: for every check; anchor: oldest there picks in the history branch)',
    ],
  ])('refuses %j in one line', (values, message) => {
    expect(parseError(values).message).toContain(message);
  });
});

describe('inputs the action does not take', () => {
  const known = { INPUT_BASELINE: 'b.json', INPUT_CANDIDATE: 'c.json', 'INPUT_FAIL-ON': 'regression', HOME: '/h' };

  it("are none when every input is the action's own, whatever else the environment holds", () => {
    expect(unknownInputs(known)).toEqual([]);
  });

  it('are each told, with the one meant: another way to write it, or the nearest in spelling', () => {
    expect(
      unknownInputs({
        ...known,
        INPUT_FAIL_ON: 'never',
        INPUT_MARGN: '0.05',
        INPUT_CANDIATE: 'x',
        INPUT_FROBNICATE: '1',
      }),
    ).toEqual([
      'unknown input candiate, which the gate does not read: did you mean candidate?',
      'unknown input fail_on, which the gate does not read: did you mean fail-on?',
      'unknown input frobnicate, which the gate does not read; see the inputs in the README',
      'unknown input margn, which the gate does not read: did you mean margin?',
    ]);
    // A `with:` key in another case or with spaces reaches the step as INPUT_ and the key upper-cased.
    expect(unknownInputs({ INPUT_BASELINE_CONFIG: 'temperature=0' })).toEqual([
      'unknown input baseline_config, which the gate does not read: did you mean baseline-config?',
    ]);
  });

  it('are told in name order, a number in a name by its value', () => {
    // The environment holds them in no order of the workflow's; by character code zz10 would come before zz2.
    const told = unknownInputs({ INPUT_ZZ2: '1', INPUT_ZZ10: '1', INPUT_AB: '1', INPUT_ZZ1: '1', INPUT_ZZ: '1' });
    expect(told.map((warning) => warning.split(',')[0])).toEqual([
      'unknown input ab',
      'unknown input zz',
      'unknown input zz1',
      'unknown input zz2',
      'unknown input zz10',
    ]);
  });

  it("are MLflow's variables, said to go under the step's env:", () => {
    expect(
      unknownInputs({ INPUT_MLFLOW_TRACKING_URI: 'https://mlflow.example.com', 'INPUT_MLFLOW-TRACKING-TOKEN': 't' }),
    ).toEqual([
      "unknown input mlflow-tracking-token: MLflow's settings are read from environment variables, not inputs: set " +
        "MLFLOW_TRACKING_TOKEN under the step's env:, not with:",
      "unknown input mlflow_tracking_uri: MLflow's settings are read from environment variables, not inputs: set " +
        "MLFLOW_TRACKING_URI under the step's env:, not with:",
    ]);
    expect(unknownInputs({ INPUT_MLFLOW_URI: 'https://mlflow.example.com' })).toEqual([
      "unknown input mlflow_uri: MLflow's settings are read from environment variables, not inputs: set " +
        'MLFLOW_TRACKING_URI (and MLFLOW_TRACKING_TOKEN, or MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD) ' +
        "under the step's env:, not with:",
    ]);
  });
});
