// A gate's request (src/config/request.ts) as a config file's text gives it: each check's keys, values, names and
// runs, and each error with its line (parseGateConfig only adds the YAML and the lines).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { parse as parseYaml } from 'yaml';
import { parseGateConfig } from '../../src/config/file.js';
import {
  CLI_NAMING,
  INTERVAL_CHOICES,
  MULTIPLICITIES,
  parseOptions as parseGateOptions,
} from '../../src/config/options.js';
import { CHECK_KEYS, comparisonRequest, gitObjectName } from '../../src/config/request.js';
import { FORMAT_NAMES } from '../../src/formats/detect.js';
import { loadResults } from '../../src/load/read.js';
import { configError } from '../support/gate-config.js';

const schema = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'schema', 'passk-gate-config.schema.json'), 'utf8'),
) as {
  properties: Record<string, { enum?: string[] }> & { checks: { items: { properties: Record<string, unknown> } } };
  definitions: Record<string, { enum?: string[] }>;
};

/** The example of the config file's documentation, line for line. */
const EXAMPLE = `multiplicity: holm          # holm (default) | bonferroni | none
confidence: 0.95            # family-wise
defaults:                   # any per-check key; a check's own value wins
  k: 1
  margin: 0.01
  match-config: [temperature, top_p, top_k, max_tokens]
checks:
  - name: HumanEval
    baseline: evals/humaneval-baseline.json
    candidate: results/humaneval.json
  - name: HumanEval pass@10 guard
    baseline: evals/humaneval-baseline.json
    candidate: results/humaneval.json
    k: 10
    margin: 0.03
  - name: MBPP
    baseline: evals/mbpp-baseline.jsonl
    candidate: results/mbpp.jsonl
    format: humaneval
    baseline-config: temperature=0.2,top_p=0.95,max_tokens=512
    candidate-config: temperature=0.2,top_p=0.95,max_tokens=512
`;

const ONE = `checks:
  - name: a
    baseline: x.json
    candidate: y.json
`;

describe('parseGateConfig', () => {
  it('gives the errors docs/configuration.md shows for its example config, at their lines', async () => {
    const page = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'configuration.md'), 'utf8');
    const example = /### The config file[\s\S]*?```yaml\n([\s\S]*?)```/.exec(page)![1]!;
    const shown = page.replace(/\s+/g, ' ');
    const badK = await configError(example.replace('k: 10', 'k: 0'), 'passk-gate.yml');
    expect(shown).toContain(`\`${badK}\``);
    const nearMiss = await configError(example.replace('margin: 0.03', 'margn: 0.03'), 'passk-gate.yml');
    expect(shown).toContain(`\`${nearMiss}\``);
    const unknown = await configError(example.replace('margin: 0.03', 'drop: 0.03'), 'passk-gate.yml');
    const [cut] = /^.*?a check takes name, baseline, candidate, /.exec(unknown)!;
    expect(shown).toContain(`\`${cut}...\``);
  });

  it('reads the documented example: defaults under each check, a check wins, paths relative to the file', async () => {
    const config = await parseGateConfig(EXAMPLE, 'ci/passk-gate.yml');
    expect(config).toMatchObject({ file: 'ci/passk-gate.yml', multiplicity: 'holm' });
    expect(config.checks[0]!.options.confidence).toBe(0.95);
    expect(config.checks.map((c) => [c.name, c.line, c.options.k, c.options.margin])).toEqual([
      ['HumanEval', 8, 1, 0.01],
      ['HumanEval pass@10 guard', 11, 10, 0.03],
      ['MBPP', 16, 1, 0.01],
    ]);
    const [first, , mbpp] = config.checks;
    expect(first!.baseline).toBe(join('ci', 'evals/humaneval-baseline.json'));
    expect(first!.candidate).toBe(join('ci', 'results/humaneval.json'));
    expect(first!.options).toEqual(parseGateOptions({ k: '1', margin: '0.01' }));
    expect(mbpp!.baselineRead).toMatchObject({
      format: 'humaneval',
      config: 'temperature=0.2,top_p=0.95,max_tokens=512',
    });
    expect(mbpp!.label).toBe('ci/passk-gate.yml:16: check "MBPP"');
  });

  it("names a check's keys where they are written: the check, else defaults, else the check's name", async () => {
    const config = await parseGateConfig(EXAMPLE, 'ci/passk-gate.yml');
    const [first, , mbpp] = config.checks;
    expect(mbpp!.keyLabels.criterion).toBe('ci/passk-gate.yml:16: check "MBPP": criterion');
    expect(first!.keyLabels['score-field']).toBe('ci/passk-gate.yml:8: check "HumanEval": score-field');
    expect(first!.keyLabels['match-config']).toBe('ci/passk-gate.yml:6: defaults: match-config');
  });

  it('takes every per-check key, a decoding config as a map, match-config as a list, and MLflow URIs as given', async () => {
    const config = await parseGateConfig(
      `seed: 7
resamples: 2000
fail-on: inconclusive
checks:
  - name: all keys
    baseline: /abs/base.json
    candidate: runs:/abc
    baseline-ref: origin/main
    format: evalplus
    criterion: base
    baseline-config: {temperature: 0.2, top_p: 0.95}
    candidate-config: cand-config.json
    score-field: logprob
    k: 10
    metric: n@k
    submit: 2
    margin: 0.02
    match-config: [temperature]
    require-config: [max_tokens]
    problems: intersect
    interval: t
    allow-mixed-judgement: true
`,
      'gate/passk-gate.yml',
    );
    const [check] = config.checks;
    expect(check).toMatchObject({ baseline: '/abs/base.json', candidate: 'runs:/abc', baselineRef: 'origin/main' });
    expect(check!.baselineRead).toEqual({
      format: 'evalplus',
      criterion: 'base',
      config: { temperature: 0.2, top_p: 0.95 },
      configName: 'gate/passk-gate.yml:11: check "all keys": baseline-config',
      configMention: 'baseline-config (line 11)',
      configOption: 'baseline-config',
      formatName: 'gate/passk-gate.yml:9: check "all keys": format',
      samples: true,
      scoreField: 'logprob',
      hints: expect.any(Object),
    });
    // Hints say what to write in the config: its key and value.
    expect(check!.baselineRead.hints!.set('criterion', 'base')).toBe('criterion: base');
    expect(check!.candidateRead.config).toBe(join('gate', 'cand-config.json'));
    expect(check!.options).toEqual({
      k: 10,
      metric: 'n@k',
      submit: 2,
      margin: 0.02,
      confidence: 0.95,
      failOn: 'inconclusive',
      matchConfig: ['temperature'],
      requireConfig: ['max_tokens'],
      problems: 'intersect',
      resamples: 2000,
      seed: 7,
      interval: 't',
      allowMixedJudgement: true,
    });
    expect(
      (await parseGateConfig(ONE.replace('y.json', 'y.json\n    match-config: []'), 'a.yml')).checks[0]!.options
        .matchConfig,
    ).toEqual([]);
  });

  it('refuses match-config keys separated by spaces, at their line', async () => {
    expect(await configError(`${ONE}    match-config: temperature top_p\n`)).toBe(
      'ci/passk-gate.yml:5: check "a": match-config: "temperature top_p" is not a config key: keys are ' +
        'comma-separated, write temperature,top_p',
    );
  });

  it('refuses match-config: yes (YAML 1.2 text, not true) at its line, rather than check a key named yes', async () => {
    expect(await configError(`${ONE}    match-config: yes\n`)).toBe(
      'ci/passk-gate.yml:5: check "a": match-config: "yes" is a yes/no word, not a setting name: write none to ' +
        'turn the config check off, or list setting names (e.g. temperature,top_p)',
    );
  });

  it("lets a check require no key with require-config none, over the defaults' keys", async () => {
    const config = await parseGateConfig(
      `defaults:\n  require-config: [max_tokens]\n${ONE}    require-config: none\n  - name: b\n    baseline: x.json\n    candidate: y.json\n`,
      'g.yml',
    );
    expect(config.checks.map((check) => check.options.requireConfig)).toEqual([[], ['max_tokens']]);
  });

  it('says a YAML merge key is not supported and where shared keys go', async () => {
    expect(await configError(`defaults: &d\n  margin: 0.01\nchecks:\n  - <<: *d\n    name: a\n`)).toBe(
      'ci/passk-gate.yml:4: check "a": unknown key "<<": merge keys (<<: *anchor) are not supported: put the keys checks share ' +
        'under defaults:',
    );
  });

  it('names the key and its line for an unknown key, and says where a whole-gate key goes', async () => {
    expect(await configError(`${ONE}    kk: 3\n`)).toBe(
      `ci/passk-gate.yml:5: check "a": unknown key "kk": a check takes name, ${CHECK_KEYS.join(', ')}`,
    );
    expect(await configError(`groups: holm\n${ONE}`)).toMatch(
      /^ci\/passk-gate.yml:1: unknown key "groups": the top level takes multiplicity, /,
    );
    expect(await configError(`defaults:\n  drop: 0.01\n${ONE}`)).toMatch(
      /^ci\/passk-gate.yml:2: defaults: unknown key "drop": defaults take baseline, /,
    );
    expect(await configError(`${ONE}    confidence: 0.9\n`)).toBe(
      'ci/passk-gate.yml:5: check "a": unknown key "confidence": confidence holds for the whole gate: set it at the top level',
    );
    expect(await configError(`defaults:\n  name: x\n${ONE}`)).toBe(
      'ci/passk-gate.yml:2: defaults: unknown key "name": each check has its own name',
    );
  });

  it('says a decoding setting written as a key goes in baseline-config and candidate-config', async () => {
    const hint = 'a decoding setting the files do not record is given as baseline-config and candidate-config';
    expect(await configError(`${ONE}    temperature: 0\n`)).toBe(
      `ci/passk-gate.yml:5: check "a": unknown key "temperature": ${hint} (temperature=0)`,
    );
    expect(await configError(`defaults:\n  max_new_tokens: 512\n${ONE}`)).toBe(
      `ci/passk-gate.yml:2: defaults: unknown key "max_new_tokens": ${hint} (max_new_tokens=512)`,
    );
    // Text is left for the user to write: it may be anything.
    expect(await configError(`top_p: "\\u001b[2J"\n${ONE}`)).toBe(
      'ci/passk-gate.yml:1: unknown key "top_p": a decoding setting the files do not record is given under defaults, ' +
        'as baseline-config and candidate-config (top_p=VALUE)',
    );
  });

  it.each(['multiplicity', 'confidence', 'resamples', 'seed', 'fail-on'])(
    'says that %s holds for the whole gate, written in a check or under defaults',
    async (key) => {
      const hint = `unknown key "${key}": ${key} holds for the whole gate: set it at the top level`;
      expect(await configError(`${ONE}    ${key}: x\n`)).toBe(`ci/passk-gate.yml:5: check "a": ${hint}`);
      expect(await configError(`defaults:\n  ${key}: x\n${ONE}`)).toBe(`ci/passk-gate.yml:2: defaults: ${hint}`);
    },
  );

  it.each(['margin', 'k', 'metric', 'baseline-config'])(
    "says that %s is a check's setting, written at the top level",
    async (key) => {
      expect(await configError(`${key}: x\n${ONE}`)).toBe(
        `ci/passk-gate.yml:1: unknown key "${key}": ${key} is a check's setting: set it under defaults (for every ` +
          'check) or in a check',
      );
    },
  );

  // Spelt as the library, another dialect or the CLI's words with `_` would spell them: the key meant is named,
  // as the CLI names the flag meant, rather than a list of every key to find it in.
  it.each([
    ['allow-mixed-judgment', 'allow-mixed-judgement'],
    ['allow_mixed_judgement', 'allow-mixed-judgement'],
    ['baseline_config', 'baseline-config'],
    ['matchConfig', 'match-config'],
    ['score_field', 'score-field'],
    ['Metric', 'metric'],
    ['margn', 'margin'],
  ])('names the key meant for an unknown key %j in a check', async (key, meant) => {
    expect(await configError(`${ONE}    ${key}: x\n`)).toBe(
      `ci/passk-gate.yml:5: check "a": unknown key "${key}": did you mean ${meant}?`,
    );
  });

  // A near miss of a key that belongs in the other place: the key meant, and where it goes.
  it.each([
    ['a check', `${ONE}    confidance: 0.9\n`, 5, 'check "a": ', 'confidance', 'confidence', 'whole'],
    ['a check', `${ONE}    failOn: never\n`, 5, 'check "a": ', 'failOn', 'fail-on', 'whole'],
    ['a check', `${ONE}    multiplicty: none\n`, 5, 'check "a": ', 'multiplicty', 'multiplicity', 'whole'],
    ['a check', `${ONE}    resample: 100\n`, 5, 'check "a": ', 'resample', 'resamples', 'whole'],
    ['defaults', `defaults:\n  fail_on: never\n${ONE}`, 2, 'defaults: ', 'fail_on', 'fail-on', 'whole'],
    ['the top level', `marginn: 0.01\n${ONE}`, 1, '', 'marginn', 'margin', 'check'],
  ])('says where a near miss in %s goes: %j', async (_place, text, line, inCheck, key, meant, goes) => {
    const where =
      goes === 'whole'
        ? `${meant} holds for the whole gate: set it at the top level`
        : `${meant} is a check's setting: set it under defaults (for every check) or in a check`;
    expect(await configError(text)).toBe(
      `ci/passk-gate.yml:${line}: ${inCheck}unknown key "${key}": did you mean ${meant}? ${where}`,
    );
  });

  it('names the key meant for a near miss in defaults and at the top level', async () => {
    expect(await configError(`defaults:\n  score_field: x\n${ONE}`)).toBe(
      'ci/passk-gate.yml:2: defaults: unknown key "score_field": did you mean score-field?',
    );
    expect(await configError(`multiplcity: holm\n${ONE}`)).toBe(
      'ci/passk-gate.yml:1: unknown key "multiplcity": did you mean multiplicity?',
    );
  });

  it('refuses a match-config list in brackets given as text, showing it without them', async () => {
    expect(await configError(`${ONE}    match-config: "[temperature, top_p]"\n`)).toBe(
      'ci/passk-gate.yml:5: check "a": match-config: "[temperature, top_p]" is a list in brackets: write temperature,top_p',
    );
  });

  it('says in one sentence what baseline-config takes, given nothing, a list or a number', async () => {
    const takes = 'expected key=value text, a file name or a map of values, got';
    expect(await configError(`${ONE}    baseline-config:\n`)).toBe(
      'ci/passk-gate.yml:5: check "a": baseline-config is empty: give key=value text, a file name or a map of values, ' +
        'or leave it out',
    );
    expect(await configError(`${ONE}    candidate-config: [temperature=0.8]\n`)).toBe(
      `ci/passk-gate.yml:5: check "a": candidate-config: ${takes} a list`,
    );
    expect(await configError(`defaults:\n  candidate-config: 0.8\n${ONE}`)).toBe(
      `ci/passk-gate.yml:2: defaults: candidate-config: ${takes} 0.8`,
    );
  });

  it('refuses match-config: false (a YAML boolean) as it refuses the text false', async () => {
    const noKey = 'is a yes/no word, not a setting name: write none';
    expect(await configError(`${ONE}    match-config: false\n`)).toBe(
      `ci/passk-gate.yml:5: check "a": match-config: false ${noKey} to turn the config check off, or list setting ` +
        'names (e.g. temperature,top_p)',
    );
    expect(await configError(`${ONE}    require-config: [true]\n`)).toBe(
      `ci/passk-gate.yml:5: check "a": require-config: true ${noKey} to require none, or list setting names ` +
        '(e.g. temperature,top_p)',
    );
  });

  it('says how to gate on several budgets in config words: one check for each k', async () => {
    const several =
      'the gate decides at the k that ships (the report shows pass@k at the others); to gate on several, write one ' +
      'check for each k';
    expect(await configError(`${ONE}    k: "1,5"\n`)).toBe(
      `ci/passk-gate.yml:5: check "a": k: expected one number, got "1,5": ${several}`,
    );
    expect(await configError(`${ONE}    k: [1, 5]\n`)).toBe(
      `ci/passk-gate.yml:5: check "a": k: expected one number, got [1,5]: ${several}`,
    );
    expect(await configError(`${ONE}    metric: 1@10\n`)).toMatch(
      /check "a": metric: .*, got "1@10": give metric: n@k, k: 10 and submit: 1$/,
    );
  });

  it('says a key written with nothing after it is empty, and what to give, not that it got null', async () => {
    const check = 'checks:\n  - name: a\n    baseline: x\n    candidate: y\n';
    expect(await configError(`${check}    k:\n`)).toBe(
      'ci/passk-gate.yml:5: check "a": k is empty: give a number, or leave k out for its default',
    );
    expect(await configError(`confidence:\n${check}`)).toBe(
      'ci/passk-gate.yml:1: confidence is empty: give a number, or leave confidence out for its default',
    );
    expect(await configError(`${check}    metric:\n`)).toBe(
      'ci/passk-gate.yml:5: check "a": metric is empty: give one of pass@k, pass^k, n@k, pass-ratio@n, or leave ' +
        'metric out for its default',
    );
    expect(await configError(`${check}    format: ~\n`)).toMatch(
      /^ci\/passk-gate\.yml:5: check "a": format is empty: give one of auto, passk, .*, or leave format out/,
    );
    expect(await configError(`${check}    match-config:\n`)).toBe(
      'ci/passk-gate.yml:5: check "a": match-config is empty: give comma-separated keys or a list of keys, or ' +
        'leave match-config out for its default',
    );
    expect(await configError(`${check}    allow-mixed-judgement:\n`)).toMatch(
      /allow-mixed-judgement is empty: give true/,
    );
    expect(await configError(`${check}    criterion:\n`)).toMatch(/:5: check "a": criterion is empty: give text/);
    expect(await configError('checks:\n  - name: a\n    baseline:\n    candidate: y\n')).toBe(
      'ci/passk-gate.yml:3: check "a": baseline is empty: give the baseline results file (or a glob or list)',
    );
    expect(await configError('checks:\n  - name:\n    baseline: x\n    candidate: y\n')).toBe(
      'ci/passk-gate.yml:2: check 1: the name is empty: give each check a name of its own',
    );
    expect(await configError(`defaults:\n${check}`)).toMatch(/^ci\/passk-gate\.yml:1: defaults is empty: /);
    expect(await configError('checks:\n')).toBe(
      'ci/passk-gate.yml:1: checks is empty: give a list of checks, each starting with "- " (- name: ...)',
    );
    expect(await configError(`multiplicity:\n${check}`)).toMatch(/^ci\/passk-gate\.yml:1: multiplicity is empty: /);
    expect(await configError(`${check}    k: null\n`, 'gate.json')).not.toContain('null');
  });

  it("says a check's name is empty, and takes a number as a name as the file writes it", async () => {
    expect(await configError('checks:\n  - name: ""\n    baseline: x\n    candidate: y\n')).toBe(
      'ci/passk-gate.yml:2: check 1: the name is empty: give each check a name of its own',
    );
    expect(await configError('checks:\n  - name: [a]\n    baseline: x\n    candidate: y\n')).toBe(
      'ci/passk-gate.yml:2: check 1: name: expected text, got a list',
    );
    const numbered = await parseGateConfig(
      'checks:\n  - name: 5\n    baseline: x\n    candidate: y\n    baseline-name: 2024.10\n    candidate-name: 7\n',
      'g.yml',
    );
    expect(numbered.checks[0]).toMatchObject({ name: '5', label: 'g.yml:2: check "5"' });
    expect(numbered.checks[0]!.baselineRead.name).toBe('2024.10');
    expect(numbered.checks[0]!.candidateRead.name).toBe('7');
    // The schema editors check a config against takes it too.
    const validate = new Ajv({ strict: false }).compile(schema);
    expect(
      validate(parseYaml('checks:\n  - name: 5\n    baseline: x\n    candidate: y\n    baseline-name: 2024.10\n')),
    ).toBe(true);
    expect(
      await configError(`${ONE}  - name: "5"\n    baseline: x\n    candidate: y\n`.replace('name: a', 'name: 5')),
    ).toBe('ci/passk-gate.yml:5: check "5": the name is already used by check 1 (line 2); names must differ');
  });

  it('says what a value should be, with its line', async () => {
    expect(await configError(`${ONE}    k: ten\n`)).toBe(
      'ci/passk-gate.yml:5: check "a": k: expected a number, got "ten"',
    );
    expect(await configError(`${ONE}    metric: pass@2\n`)).toBe(
      'ci/passk-gate.yml:5: check "a": metric: expected one of pass@k, pass^k, n@k, pass-ratio@n, got "pass@2": give metric: pass@k and k: 2',
    );
    expect(await configError(`fail-on: false\n${ONE}`)).toBe(
      'ci/passk-gate.yml:1: fail-on: expected one of regression, inconclusive, never, got false: did you mean never?',
    );
    expect(await configError(`multiplicity: sidak\n${ONE}`)).toBe(
      'ci/passk-gate.yml:1: multiplicity: expected one of holm, bonferroni, none, got "sidak"',
    );
    // Holm's method goes by Holm-Bonferroni too: that name is told holm, not bonferroni (the fewer edits away).
    for (const written of ['holm-bonferroni', 'Holm_Bonferroni', 'bonferroni holm']) {
      expect(await configError(`multiplicity: ${written}\n${ONE}`)).toBe(
        `ci/passk-gate.yml:1: multiplicity: expected one of holm, bonferroni, none, got "${written}": did you mean holm?`,
      );
    }
    expect(await configError(`multiplicity: bonferoni\n${ONE}`)).toBe(
      'ci/passk-gate.yml:1: multiplicity: expected one of holm, bonferroni, none, got "bonferoni": did you mean bonferroni?',
    );
    expect(await configError('checks: []\n')).toBe('ci/passk-gate.yml:1: checks: expected at least one check');
    // One check's keys, or checks keyed by their names, without the "- " that makes each an item of a list.
    const list = 'checks: expected a list of checks, each starting with "- " (- name: ...), got a map';
    expect(await configError('checks:\n  name: a\n  baseline: x.json\n  candidate: y.json\n')).toBe(
      `ci/passk-gate.yml:1: ${list}`,
    );
    expect(await configError('checks:\n  a:\n    baseline: x.json\n    candidate: y.json\n')).toBe(
      `ci/passk-gate.yml:1: ${list}`,
    );
    // A list item with no space after its -, which YAML reads as the key "-name": the line to write, as for invalid YAML.
    const dash = 'a list item needs a space after its -: write';
    expect(await configError('checks:\n  -name: a\n  baseline: x.json\n  candidate: y.json\n')).toBe(
      `ci/passk-gate.yml:2: ${dash} - name: a`,
    );
    expect(await configError('checks:\n  name: a\n  -baseline: x.json\n')).toBe(
      `ci/passk-gate.yml:3: ${dash} - baseline: x.json`,
    );
    expect(await configError('checks:\n-name: a\nbaseline: x.json\n')).toBe(`ci/passk-gate.yml:2: ${dash} - name: a`);
    expect(await configError('-name: a\nbaseline: x.json\n')).toBe(
      `ci/passk-gate.yml:1: ${dash} - name: a, and checks: on the line above`,
    );
    // Not a check's key: a near miss of the top level's.
    expect(await configError(`-checks:\n  - name: a\n`)).toBe(
      'ci/passk-gate.yml:1: unknown key "-checks": did you mean checks?',
    );
    // A stray dash before a key under defaults or in a check, however short the key.
    expect(await configError(`defaults:\n  -k: 5\n${ONE}`)).toBe(
      'ci/passk-gate.yml:2: defaults: unknown key "-k": did you mean k?',
    );
    expect(await configError(`${ONE}    -k: 5\n`)).toBe(
      'ci/passk-gate.yml:5: check "a": unknown key "-k": did you mean k?',
    );
    // One comparison's keys at the top, moved under defaults as the first error says: the checks are still to list.
    expect(await configError('defaults:\n  baseline: x.json\n  candidate: y.json\n')).toBe(
      'ci/passk-gate.yml:1: the config has no checks: give checks:, a list of checks, each starting with "- " (- name: ...)',
    );
    expect(await configError('checks:\n  - baseline: x\n    candidate: y\n')).toBe(
      'ci/passk-gate.yml:2: check 1 has no name',
    );
    expect(await configError(`${ONE}    baseline-config: {t: [1]}\n`)).toBe(
      'ci/passk-gate.yml:5: check "a": baseline-config: t: expected a number, text, true, false or null, got a list',
    );
  });

  it('puts every value through the checks of the CLI flags, naming the key where it is written', async () => {
    expect(await configError(`${ONE}    k: 0\n`)).toBe('ci/passk-gate.yml:5: check "a": k: must be at least 1, got 0');
    expect(await configError(`defaults:\n  margin: 2\n${ONE}`)).toBe(
      'ci/passk-gate.yml:2: defaults: margin: expected a drop in metric units, at least 0 and below 1 (0.01 = 1 point), got 2: ' +
        'did you mean 0.02 (2 points)?',
    );
    expect(await configError(`confidence: 1.5\n${ONE}`)).toBe(
      'ci/passk-gate.yml:1: confidence: expected a level above 0.5 and below 1 (e.g. 0.95), got 1.5',
    );
    expect(await configError(`${ONE}    submit: 2\n`)).toBe(
      'ci/passk-gate.yml:5: check "a": submit: applies to metric n@k only (the metric is pass@k)',
    );
  });

  it('says where a value at fault was set: defaults alone, the check alone, or both', async () => {
    const two = (defaults: string, first: string) =>
      `defaults:\n  baseline: x.json\n  candidate: y.json\n${defaults}checks:\n  - name: HumanEval\n${first}` +
      '  - name: MBPP\n    metric: n@k\n    k: 5\n';
    // Every check takes the value: it is the defaults', whichever check is read first.
    expect(await configError(two('  margin: 5\n', ''))).toMatch(/^ci\/passk-gate.yml:4: defaults: margin: expected /);
    expect(await configError(two('  metric: n@k\n  submit: 3\n  k: 2\n', ''))).toBe(
      'ci/passk-gate.yml:5: defaults: submit: 3 is more than k = 2: n@k submits N of the k samples drawn, so 1 <= N ' +
        '<= k (raise k)',
    );
    expect(await configError(two('', '    margin: 5\n'))).toMatch(/^ci\/passk-gate.yml:6: check "HumanEval": margin: /);
    // A value of defaults at fault with the check's own: the check, and which key is from defaults.
    expect(await configError(two('  submit: 2\n', '    metric: pass@k\n    k: 5\n'))).toBe(
      'ci/passk-gate.yml:4: check "HumanEval": submit (from defaults): applies to metric n@k only (the metric is pass@k)',
    );
    expect(await configError(two('  metric: n@k\n  submit: 3\n', '    k: 2\n'))).toBe(
      'ci/passk-gate.yml:5: check "HumanEval": submit (from defaults): 3 is more than k = 2: n@k submits N of the k ' +
        'samples drawn, so 1 <= N <= k (raise k)',
    );
    // Left out of the check, k would still come from defaults: the check is told to set it, and that fix parses.
    expect(await configError(two('  k: 5\n', '    metric: pass-ratio@n\n'))).toBe(
      'ci/passk-gate.yml:4: check "HumanEval": k (from defaults): pass-ratio@n averages over all n samples and has no ' +
        'budget k; set k: 1 in this check',
    );
    const fixed = await parseGateConfig(two('  k: 5\n', '    metric: pass-ratio@n\n    k: 1\n'), 'ci/passk-gate.yml');
    expect(fixed.checks.map((check) => check.options.k)).toEqual([1, 5]);
    // Both from defaults: leaving k out of defaults does it.
    expect(await configError(two('  k: 5\n  metric: pass-ratio@n\n', ''))).toBe(
      'ci/passk-gate.yml:4: defaults: k: pass-ratio@n averages over all n samples and has no budget k; leave k out',
    );
    // A key from defaults named inside the sentence is said so at its end, not beside it mid-sentence.
    expect(await configError(two('  metric: pass@k\n', '    submit: 2\n'))).toBe(
      'ci/passk-gate.yml:7: check "HumanEval": submit: applies to metric n@k only (the metric is pass@k); metric is ' +
        'from defaults',
    );
    expect(await configError(two('  k: 2\n', '    metric: n@k\n    submit: 3\n'))).toBe(
      'ci/passk-gate.yml:8: check "HumanEval": submit: 3 is more than k = 2: n@k submits N of the k samples drawn, so ' +
        '1 <= N <= k (raise k); k is from defaults',
    );
    // Reading the runs: the defaults' criterion with the check's files, the defaults' file read as the check says.
    const config = await parseGateConfig(
      'defaults:\n  criterion: base\n  baseline: x.json\n  candidate: y.json\nchecks:\n  - name: a\n' +
        '    candidate: z.json\n  - name: b\n    format: humaneval\n',
      'ci/passk-gate.yml',
    );
    const [a, b] = config.checks.map((check) => check.keyLabels);
    expect(a!.criterion).toBe('ci/passk-gate.yml:2: check "a": criterion (from defaults)');
    expect(a!.baseline).toBe('ci/passk-gate.yml:3: defaults: baseline');
    expect(b!.baseline).toBe('ci/passk-gate.yml:3: check "b": baseline (from defaults)');
  });

  it('names a side config the run contradicts by its key and line inside the sentence, not by a second label', async () => {
    // examples/baseline.json records temperature 0.8.
    const file = join(import.meta.dirname, '..', '..', 'examples', 'passk-gate.yml');
    const entry = '  - name: a\n    baseline: baseline.json\n    candidate: candidate.json\n';
    const conflict = async (text: string) => {
      const read = (await parseGateConfig(text, file)).checks[0]!.baselineRead;
      const error = await loadResults(join(import.meta.dirname, '..', '..', 'examples', 'baseline.json'), read).then(
        () => undefined,
        (thrown: unknown) => (thrown as Error).message,
      );
      return error?.replace(/^.*?: config temperature: /, '');
    };
    expect(await conflict(`defaults:\n  baseline-config: temperature=0\nchecks:\n${entry}`)).toBe(
      'the file records 0.8 but baseline-config (line 2, from defaults) gives 0; a value the run records cannot be ' +
        'overridden',
    );
    expect(await conflict(`checks:\n${entry}    baseline-config: {temperature: 0}\n`)).toBe(
      'the file records 0.8 but baseline-config (line 5) gives 0; a value the run records cannot be overridden',
    );
  });

  it('echoes a number past 2^53 as the file writes it, not rounded, in YAML and JSON, at the top, a check or defaults', async () => {
    const big = '12345678901234567890';
    expect(await configError(`seed: ${big}\n${ONE}`)).toBe(
      `ci/passk-gate.yml:1: seed: must be at most 4294967295, got ${big}`,
    );
    expect(await configError(`${ONE}    k: ${big} # huge\n`)).toMatch(
      new RegExp(`^ci/passk-gate.yml:5: check "a": k: .*, got ${big}$`),
    );
    expect(await configError(`defaults:\n  k: ${big}\n${ONE}`)).toMatch(new RegExp(`k: .*, got ${big}$`));
    const json = `{"checks": [{"name": "a", "baseline": "x.json", "candidate": "y.json", "k": ${big}}]}`;
    expect(await configError(json, 'gate.json')).toMatch(new RegExp(`^gate.json:1: check "a": k: .*, got ${big}$`));
  });

  it('requires names, unique ones, and both runs of every check', async () => {
    expect(await configError(`${ONE}  - name: a\n    baseline: x\n    candidate: y\n`)).toBe(
      'ci/passk-gate.yml:5: check "a": the name is already used by check 1 (line 2); names must differ',
    );
    // A no-break space reads as a space: the two names look the same in every report.
    const spaced = 'checks:\n  - name: HE\u00a0main\n    baseline: x\n    candidate: y\n  - name: HE main\n';
    expect(await configError(`${spaced}    baseline: x\n    candidate: y\n`)).toBe(
      'ci/passk-gate.yml:5: check "HE main": the name is already used by check 1 (line 2), written with other white ' +
        'space; names must differ',
    );
    expect(await configError('checks:\n  - name: a\n    candidate: y.json\n')).toBe(
      'ci/passk-gate.yml:2: check "a": has no baseline (give the baseline results file, here or under defaults)',
    );
    expect(
      (await parseGateConfig(`defaults:\n  baseline: b.json\nchecks:\n  - name: a\n    candidate: c.json\n`, 'g.yml'))
        .checks[0]!.baseline,
    ).toBe('b.json');
    expect(await configError(`${ONE}    baseline-ref: main\n`.replace('x.json', 'runs:/abc'))).toBe(
      'ci/passk-gate.yml:5: check "a": baseline-ref applies to a results file in the repository, not to an MLflow URI',
    );
  });

  it('refuses resamples too few for the level the first check is tested at', async () => {
    const ten = `resamples: 150\nchecks:\n${Array.from({ length: 10 }, (_, i) => `  - {name: c${i}, baseline: x, candidate: y}`).join('\n')}\n`;
    expect(await configError(ten)).toBe(
      'ci/passk-gate.yml:1: resamples: 150 is too few for 10 checks at confidence 0.95: holm tests the first check at ' +
        '(1 - 0.95) / 10 = 0.005, below the smallest p-value 150 resamples can give, 1/151 = 0.0066, so no check ' +
        'could ever fail; 10 checks need at least 200 resamples',
    );
    // With multiplicity none each check is tested at 0.05, which 150 resamples reach.
    expect((await parseGateConfig(`multiplicity: none\n${ten}`, 'g.yml')).checks).toHaveLength(10);
  });

  // With an anchor a check is followed by its drift check, in the same Holm family: two tests, each at half the level.
  it('counts a check with an anchor as two when refusing resamples too few', async () => {
    const gate = 'resamples: 100\nconfidence: 0.985\n';
    const tooFew =
      'resamples: 100 is too few for 2 checks at confidence 0.985: holm tests the first check at (1 - 0.985) / 2 = ' +
      '0.0075, below the smallest p-value 100 resamples can give, 1/101 = 0.0099, so no check could ever fail; 2 ' +
      'checks need at least 133 resamples';
    expect(await configError(`${gate}defaults:\n  anchor: history:h#oldest\n${ONE}`)).toBe(
      `ci/passk-gate.yml:1: ${tooFew}`,
    );
    expect(await configError(`${gate}${ONE}    anchor: history:h\n  - {name: b, baseline: x, candidate: y}\n`)).toMatch(
      /^ci\/passk-gate.yml:1: resamples: 100 is too few for 3 checks /,
    );
    expect((await parseGateConfig(`${gate}${ONE}`, 'g.yml')).checks).toHaveLength(1);
    const comparison = { baseline: 'x.json', candidate: 'y.json', resamples: '100', confidence: '0.985' };
    expect(() => comparisonRequest({ ...comparison, anchor: 'history:h#oldest' }, CLI_NAMING)).toThrow(`--${tooFew}`);
    expect(comparisonRequest(comparison, CLI_NAMING).multiplicity).toBe('none');
  });
});

describe('several files on a side', () => {
  it('takes a list or a glob for baseline and candidate, relative to the config file', async () => {
    const config = await parseGateConfig(
      'defaults:\n  baseline: [runs/a.json, /abs/b.json, runs:/abc]\nchecks:\n  - name: a\n    candidate: out/*/results.json\n',
      join('ci', 'passk-gate.yml'),
    );
    expect(config.checks[0]).toMatchObject({
      baseline: [join('ci', 'runs/a.json'), '/abs/b.json', 'runs:/abc'],
      candidate: join('ci', 'out/*/results.json'),
    });
    // A list of one is that one file.
    const one = await parseGateConfig('checks:\n  - {name: a, baseline: [a.json], candidate: b.json}\n', 'g.yml');
    expect(one.checks[0]!.baseline).toBe('a.json');
  });

  it('refuses an empty list, an item that is not a path, and a glob read at baseline-ref', async () => {
    expect(await configError('checks:\n  - name: a\n    baseline: []\n    candidate: b.json\n', 'g.yml')).toBe(
      'g.yml:3: check "a": baseline: expected a file, a glob or a list of them, got an empty list',
    );
    expect(await configError('checks:\n  - name: a\n    baseline: b.json\n    candidate: [c.json, 3]\n', 'g.yml')).toBe(
      'g.yml:4: check "a": candidate[1]: expected a file or a glob, got 3',
    );
    expect(
      await configError(
        'checks:\n  - name: a\n    baseline: [a.json, "runs/*.json"]\n    candidate: c.json\n    baseline-ref: main\n',
        'g.yml',
      ),
    ).toBe(
      'g.yml:5: check "a": baseline-ref reads each baseline file as committed at main, but "runs/*.json" is a ' +
        'glob, which matches files in the working tree: name the files one by one',
    );
  });
});

describe('baseline-ref', () => {
  const comparison = { baseline: 'x.json', candidate: 'y.json' };

  it('refuses a ref that git would read as an option', () => {
    for (const ref of ['--output=/etc/passwd', '-p', 'main:x', 'my branch']) {
      expect(() => comparisonRequest({ ...comparison, 'baseline-ref': ref }, CLI_NAMING)).toThrow(
        `--baseline-ref: expected a git ref such as origin/main, with no - in front and no space or :, got "${ref}"`,
      );
    }
    for (const ref of ['origin/main', 'release-v1']) {
      expect(comparisonRequest({ ...comparison, 'baseline-ref': ref }, CLI_NAMING).checks[0]!.baselineRef).toBe(ref);
    }
  });

  it('names the file for git show as given when it starts with ./ or ../, else with ./ in front', () => {
    // The CLI shows this name in the `git show` command it tells the user to run: a path stays as they wrote it.
    const cwd = join('/', 'repo', 'evals');
    expect(gitObjectName('main', '../runs/base.json', cwd)).toBe('main:../runs/base.json');
    expect(gitObjectName('main', './base.json', cwd)).toBe('main:./base.json');
    expect(gitObjectName('main', 'base.json', cwd)).toBe('main:./base.json');
    expect(gitObjectName('main', join('/', 'repo', 'runs', 'base.json'), cwd)).toBe('main:../runs/base.json');
  });
});

describe('the config schema', () => {
  it('lists the keys and values the code reads', async () => {
    const check = schema.properties.checks.items.properties;
    expect(Object.keys(check)).toEqual(['name', ...CHECK_KEYS]);
    expect(Object.keys(schema.properties)).toEqual([
      '$schema',
      'multiplicity',
      'confidence',
      'resamples',
      'seed',
      'fail-on',
      'defaults',
      'checks',
    ]);
    expect(schema.properties.multiplicity!.enum).toEqual(MULTIPLICITIES);
    expect(schema.definitions.format!.enum).toEqual(['auto', ...FORMAT_NAMES]);
    expect(schema.definitions.interval!.enum).toEqual(INTERVAL_CHOICES);
    expect(schema.definitions.metric!.enum).toEqual(['pass@k', 'pass^k', 'n@k', 'pass-ratio@n']);
  });

  it('takes the numbers the gate takes, at the edges of their ranges, and an anchor given as a bare selector', async () => {
    const validate = new Ajv({ strict: false }).compile(schema);
    const takes = async (text: string) =>
      parseGateConfig(text, 'g.yml').then(
        () => true,
        () => false,
      );
    const cases = [
      ...['confidence: 0.5', 'confidence: 0.51', 'confidence: 0.999', 'confidence: 1', 'confidence: 95'],
      ...['resamples: 99', 'resamples: 100', 'resamples: 1000000', 'resamples: 1000001'],
      ...['seed: -1', 'seed: 0', 'seed: 4294967295', 'seed: 4294967296'],
    ].map((line) => `${line}\n${ONE}`);
    const checkKeys = ['k: 0', 'k: 1', 'submit: 0', 'submit: 1', 'margin: -0.01', 'margin: 0', 'margin: 0.99'];
    cases.push(...[...checkKeys, 'margin: 1'].map((line) => `${ONE}    ${line}\n`));
    const verdicts = await Promise.all(cases.map(async (text) => [validate(parseYaml(text)), await takes(text)]));
    for (const [i, [schemaTakes, gateTakes]] of verdicts.entries()) expect(schemaTakes, cases[i]).toBe(gateTakes);
    // Each range is met at both ends: the cases are not all refused, nor all taken.
    expect(verdicts.filter(([schemaTakes]) => schemaTakes).length).toBe(10);
    for (const selector of ['best', 'oldest,window:20', 'history:store#latest']) {
      expect(validate(parseYaml(`${ONE}    anchor: ${selector}\n`)), selector).toBe(true);
    }
    expect(validate(parseYaml(`${ONE}    anchor: newest\n`))).toBe(false);
  });
});
