import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, parseOptions as parseGateOptions } from '../../src/config/options.js';
import { INPUT_NAMING } from '../../src/publish/inputs.js';
import { configError } from '../support/gate-config.js';

describe('parseOptions', () => {
  it('fills in the documented defaults', () => {
    expect(parseGateOptions({})).toEqual({
      k: 1,
      metric: 'pass@k',
      submit: 1,
      margin: 0,
      confidence: 0.95,
      failOn: 'regression',
      matchConfig: ['temperature', 'top_p', 'top_k', 'max_tokens'],
      problems: 'strict',
      requireConfig: [],
      resamples: 10000,
      seed: 0,
      interval: 'auto',
      allowMixedJudgement: false,
    });
  });

  it('treats an empty choice as unset, and refuses an empty number rather than gate at its default', () => {
    // An action input arrives as '' when unset, but its reader leaves it out (test/publish/inputs.test.ts).
    expect(parseGateOptions({ metric: '', 'fail-on': ' ', interval: '' })).toEqual(parseGateOptions({}));
    for (const option of ['k', 'margin', 'confidence', 'resamples', 'seed', 'submit'] as const) {
      for (const empty of ['', ' ']) {
        expect(() => parseGateOptions({ [option]: empty }), option).toThrow(
          `--${option} is empty: give a number, or leave --${option} out for its default`,
        );
      }
    }
    expect(() => parseGateOptions({ k: '' }, { name: (option) => option })).toThrow(/^k is empty/);
  });

  it('shows a number that is not finite as written, not as JSON writes it (null)', () => {
    expect(() => parseGateOptions({ k: NaN })).toThrow('--k: expected a number, got NaN');
    expect(() => parseGateOptions({ k: Infinity })).toThrow('--k: expected a number, got Infinity');
    expect(() => parseGateOptions({ margin: NaN })).toThrow('--margin: expected a number, got NaN');
    expect(() => parseGateOptions({ margin: -Infinity })).toThrow('--margin: expected a number, got -Infinity');
  });

  it('says the number meant by text written with a comma: a decimal comma or thousands separators', () => {
    expect(() => parseGateOptions({ margin: '0,01' })).toThrow('--margin: expected a number, got "0,01": write 0.01');
    expect(() => parseGateOptions({ resamples: '10,000' })).toThrow(
      '--resamples: expected a number, got "10,000": write 10000',
    );
    expect(() => parseGateOptions({ seed: '1,234,567' })).toThrow(
      '--seed: expected a number, got "1,234,567": write 1234567',
    );
    expect(() => parseGateOptions({ margin: '0,0,1' })).toThrow(/got "0,0,1"$/);
  });

  it('describes a value of a JavaScript type JSON cannot write as given, never throwing', () => {
    const odd = (value: unknown) => () => parseGateOptions({ k: value as number });
    expect(odd(1n)).toThrow('--k: expected a number, got 1n (a BigInt)');
    expect(odd(Symbol('k'))).toThrow('--k: expected a number, got a symbol');
    expect(odd(() => 2)).toThrow('--k: expected a number, got a function');
    expect(odd(new Number(2))).toThrow('--k: expected a number, got a Number object');
    expect(odd([1n])).toThrow('--k: expected a number, got a list');
  });

  it('parses every option', () => {
    expect(
      parseGateOptions({
        k: '10',
        metric: 'pass^k',
        margin: '0.02',
        confidence: '0.9',
        'fail-on': 'inconclusive',
        'match-config': 'temperature, top_p,temperature',
        'require-config': 'top_p',
        problems: 'intersect',
        resamples: '2000',
        seed: '42',
        interval: 't',
      }),
    ).toEqual({
      k: 10,
      metric: 'pass^k',
      submit: 1,
      margin: 0.02,
      confidence: 0.9,
      failOn: 'inconclusive',
      matchConfig: ['temperature', 'top_p'],
      requireConfig: ['top_p'],
      problems: 'intersect',
      resamples: 2000,
      seed: 42,
      interval: 't',
      allowMixedJudgement: false,
    });
  });

  it('reads n@k with the number submitted, and pass-ratio@n', () => {
    expect(parseGateOptions({ metric: 'n@k', k: '10', submit: '3' })).toMatchObject({
      metric: 'n@k',
      k: 10,
      submit: 3,
    });
    expect(parseGateOptions({ metric: 'n@k', k: '5' })).toMatchObject({ metric: 'n@k', k: 5, submit: 1 });
    expect(parseGateOptions({ metric: 'n@k', k: '4', submit: '4' }).submit).toBe(4);
    expect(parseGateOptions({ metric: 'pass-ratio@n' })).toMatchObject({ metric: 'pass-ratio@n', k: 1 });
  });

  it.each([
    [{ metric: 'n@k', k: '2', submit: '3' }, /--submit: 3 is more than k = 2/],
    [{ metric: 'n@k', submit: '0' }, /--submit: must be at least 1, got 0$/],
    [{ metric: 'pass@k', k: '5', submit: '2' }, /--submit: applies to --metric n@k only/],
    [{ metric: 'pass-ratio@n', k: '5' }, /--k: pass-ratio@n averages over all n samples/],
  ])('rejects the inconsistent budget %j', (raw, message) => {
    expect(() => parseGateOptions(raw)).toThrow(message);
  });

  it("turns the config check off only when asked with '' or none", () => {
    expect(parseGateOptions({ 'match-config': '' }).matchConfig).toEqual([]);
    expect(parseGateOptions({ 'match-config': ' none ' }).matchConfig).toEqual([]);
    expect(parseGateOptions({ 'match-config': undefined }).matchConfig).toEqual(DEFAULT_OPTIONS.matchConfig);
  });

  it('refuses keys to require with the config check off, which would leave them unchecked', async () => {
    expect(() => parseGateOptions({ 'match-config': 'none', 'require-config': 'top_k' })).toThrow(
      '--require-config: top_k cannot be required with --match-config none, which turns the config check off: ' +
        'leave --match-config out, or leave --require-config out',
    );
    expect(parseGateOptions({ 'match-config': 'none', 'require-config': 'none' }).requireConfig).toEqual([]);
    // In a config file, a key from defaults is set in the check: left out, it would come from defaults again.
    const check = '  - name: a\n    baseline: x.json\n    candidate: y.json\n';
    expect(await configError(`defaults:\n  match-config: none\nchecks:\n${check}    require-config: top_k\n`)).toBe(
      'ci/passk-gate.yml:7: check "a": require-config: top_k cannot be required with match-config none, which turns ' +
        'the config check off: set match-config: temperature,top_p,top_k,max_tokens in this check, or leave ' +
        'require-config out; match-config is from defaults',
    );
    expect(await configError(`defaults:\n  require-config: top_k\nchecks:\n${check}    match-config: none\n`)).toBe(
      'ci/passk-gate.yml:2: check "a": require-config (from defaults): top_k cannot be required with match-config ' +
        'none, which turns the config check off: leave match-config out, or set require-config: none in this check',
    );
  });

  it('takes n alone as the setting n, not as a no', () => {
    expect(parseGateOptions({ 'match-config': 'n' }).matchConfig).toEqual(['n']);
    expect(parseGateOptions({ 'require-config': 'n' }).requireConfig).toEqual(['n']);
  });

  it('requires no key with require-config none, as it does by default', () => {
    expect(parseGateOptions({ 'require-config': 'none' }).requireConfig).toEqual([]);
    expect(parseGateOptions({ 'require-config': 'top_p,max_tokens' }).requireConfig).toEqual(['top_p', 'max_tokens']);
  });

  // YAML 1.2 reads `match-config: yes` as the text "yes": taken as a key, it would replace the keys checked by default.
  it.each(['yes', 'No', 'ON', 'off', 'true', ' False '])('refuses the yes/no word %j as the keys', (value) => {
    for (const [option, none] of [
      ['match-config', 'to turn the config check off'],
      ['require-config', 'to require none'],
    ] as const) {
      expect(() => parseGateOptions({ [option]: value })).toThrow(
        `--${option}: ${JSON.stringify(value.trim())} is a yes/no word, not a setting name: write none ${none}, ` +
          'or list setting names (e.g. temperature,top_p)',
      );
    }
    // A list of the word alone (`match-config: [yes]`) too.
    expect(() => parseGateOptions({ 'match-config': [value] })).toThrow(
      `--match-config: ${JSON.stringify(value.trim())} is a yes/no word, not a setting name`,
    );
    // A setting of that name among others is a key like any other.
    expect(parseGateOptions({ 'match-config': ['temperature', value] }).matchConfig).toEqual([
      'temperature',
      value.trim(),
    ]);
    expect(parseGateOptions({ 'match-config': `temperature,${value}` }).matchConfig).toEqual([
      'temperature',
      value.trim(),
    ]);
  });

  it.each(['None', 'top_p,none'])('refuses require-config %j in words about require-config', (value) => {
    const off = value.split(',').find((key) => key.toLowerCase() === 'none')!;
    expect(() => parseGateOptions({ 'require-config': value })).toThrow(
      `--require-config: "${off}" is not a config key: write none alone, in lower case, to require none, or list ` +
        `only the keys that must be recorded (got ${JSON.stringify(value)})`,
    );
  });

  it.each(['none,temperature', 'temperature, none', 'None', 'NONE', 'top_p,None'])(
    'refuses none among keys or in another case, %j, rather than take it for a key',
    (value) => {
      const off = value
        .split(',')
        .map((key) => key.trim())
        .find((key) => key.toLowerCase() === 'none')!;
      expect(() => parseGateOptions({ 'match-config': value })).toThrow(
        `--match-config: "${off}" is not a config key: write none alone, in lower case, to turn the config check ` +
          `off, or list only the keys that must match (got ${JSON.stringify(value)})`,
      );
    },
  );

  it.each([
    ['temperature top_p', 'temperature top_p'],
    ['temperature;top_p', 'temperature;top_p'],
    ['temperature|top_p', 'temperature|top_p'],
    ['temperature, top_p max_tokens', 'top_p max_tokens'],
    ['temperature ; top_p', 'temperature ; top_p'],
  ])('refuses keys not separated by commas, %j, rather than take them for one key', (value, joined) => {
    const fixed = value.split(/[\s,;|]+/).join(',');
    for (const option of ['match-config', 'require-config'] as const) {
      expect(() => parseGateOptions({ [option]: value })).toThrow(
        `--${option}: ${JSON.stringify(joined)} is not a config key: keys are comma-separated, write ${fixed}`,
      );
    }
    const input = { name: (option: string) => `input ${option}` };
    expect(() => parseGateOptions({ 'match-config': value }, input)).toThrow(
      `input match-config: ${JSON.stringify(joined)} is not a config key`,
    );
  });

  // YAML's or JSON's list written as text, as an action input must be: the brackets would stick to the keys.
  it.each([
    ['[temperature, top_p]', 'temperature,top_p'],
    ['["temperature", "top_p"]', 'temperature,top_p'],
    ["['temperature','top_p']", 'temperature,top_p'],
    ['[temperature]', 'temperature'],
    ['temperature, top_p]', 'temperature,top_p'],
    ['[]', 'none'],
  ])('refuses a list in brackets, %j, saying to write %s', (value, fixed) => {
    const input = { name: (option: string) => `input ${option}` };
    for (const option of ['match-config', 'require-config'] as const) {
      expect(() => parseGateOptions({ [option]: value }, input)).toThrow(
        `input ${option}: ${JSON.stringify(value)} is a list in brackets: write ${fixed}`,
      );
    }
  });

  it('refuses a list item that holds several keys', () => {
    expect(() => parseGateOptions({ 'match-config': ['temperature', 'top_p top_k'] })).toThrow(
      '--match-config: "top_p top_k" is not a config key: keys are comma-separated, write temperature,top_p,top_k',
    );
  });

  it.each([
    ['k', '0', /--k: must be at least 1, got 0$/],
    ['k', '1.5', /--k: expected a whole number, got 1\.5$/],
    ['k', 'ten', /--k: expected a number/],
    ['k', '0x10', /--k: expected a number/],
    // Several budgets: one is gated on, the others are context; a config file gates several.
    ['k', '1,5', /--k: expected one number, got "1,5": the gate decides at the k that ships .*one check for each$/],
    ['k', '1 10', /--k: expected one number, got "1 10": /],
    // A drop written as the report shows its limit (-1.0): the size of the drop meant.
    [
      'margin',
      '-0.01',
      /--margin: expected a drop .*, got "-0\.01": did you mean 0\.01\? the margin is the size of the drop tolerated, written positive$/,
    ],
    ['margin', '-1', /--margin: expected a drop .*, got "-1"$/],
    ['margin', '5', /--margin: expected a drop/],
    ['margin', 'NaN', /--margin: expected a number/],
    // A percentage: the level meant.
    [
      'confidence',
      '95',
      /--confidence: expected a level above 0\.5 and below 1 \(e\.g\. 0\.95\), got "95": did you mean 0\.95\?$/,
    ],
    // The ends are refused and said to be: a 50% interval is no test, a 100% one never decides.
    ['confidence', '0.5', /--confidence: expected a level above 0\.5 and below 1 \(e\.g\. 0\.95\), got "0\.5"$/],
    ['confidence', '1', /--confidence: expected a level above 0\.5 and below 1 \(e\.g\. 0\.95\), got "1"$/],
    ['confidence', '90%', /--confidence: expected a level .*, got "90%": did you mean 0\.9\?$/],
    ['confidence', '1.5', /--confidence: expected a level .*, got "1\.5"$/],
    ['confidence', 'Infinity', /--confidence: expected a number/],
    // A metric written with its budget, as papers write it: the options that give it.
    [
      'metric',
      'pass@1',
      /--metric: expected one of pass@k, pass\^k, n@k, pass-ratio@n, got "pass@1": give --metric pass@k and --k 1$/,
    ],
    ['metric', 'pass^2', /got "pass\^2": give --metric pass\^k and --k 2$/],
    ['metric', '1@10', /got "1@10": give --metric n@k, --k 10 and --submit 1$/],
    ['fail-on', 'always', /--fail-on: expected one of regression, inconclusive, never, got "always"$/],
    // A yes or no: the choice it means.
    [
      'fail-on',
      'false',
      /--fail-on: expected one of regression, inconclusive, never, got "false": did you mean never\?$/,
    ],
    ['fail-on', 'True', /got "True": did you mean regression\?$/],
    ['fail-on', 'no', /got "no"$/],
    // Another spelling of a choice, in case, spaces or dashes: the choice meant.
    [
      'fail-on',
      'Never',
      /--fail-on: expected one of regression, inconclusive, never, got "Never": did you mean never\?$/,
    ],
    ['interval', 'expanded_percentile', /got "expanded_percentile": did you mean expanded-percentile\?$/],
    // A typo, as an option's name is told the one meant.
    ['fail-on', 'inconclusve', /got "inconclusve": did you mean inconclusive\?$/],
    ['metric', 'pass^', /got "pass\^": did you mean pass\^k\?$/],
    ['problems', 'union', /--problems: expected one of strict, intersect/],
    ['resamples', '10', /--resamples: must be at least 100, got 10$/],
    ['resamples', '2000000', /--resamples: must be at most 1000000, got 2000000$/],
    ['seed', '-1', /--seed: must be at least 0, got -1$/],
    ['seed', '4294967296', /--seed: must be at most 4294967295, got 4294967296$/],
    // As typed, not as the double it reads as (12345678901234567000).
    ['seed', '12345678901234567890', /--seed: must be at most 4294967295, got 12345678901234567890$/],
    ['interval', 'basic', /--interval: expected one of auto, expanded-percentile, t, got "basic"/],
    ['interval', 'bca', /--interval: expected one of auto, expanded-percentile, t, got "bca"/],
  ])('rejects --%s %s', (name, value, message) => {
    expect(() => parseGateOptions({ [name]: value })).toThrow(message);
  });

  it("gives a metric written with its budget as the action's with: block writes the inputs", () => {
    expect(() => parseGateOptions({ metric: '1@10' }, INPUT_NAMING)).toThrow(
      'input metric: expected one of pass@k, pass^k, n@k, pass-ratio@n, got "1@10": give input metric: n@k, ' +
        'input k: 10 and input submit: 1',
    );
  });

  it('refuses a margin in points with the value it meant, however the margin is given', () => {
    const expected = 'expected a drop in metric units, at least 0 and below 1 (0.01 = 1 point)';
    expect(() => parseGateOptions({ margin: '2' })).toThrow(
      `--margin: ${expected}, got "2": did you mean 0.02 (2 points)?`,
    );
    expect(() => parseGateOptions({ margin: 1 })).toThrow(`--margin: ${expected}, got 1: did you mean 0.01 (1 point)?`);
    const input = { name: (option: string) => `input ${option}` };
    expect(() => parseGateOptions({ margin: '2.5' }, input)).toThrow(
      `input margin: ${expected}, got "2.5": did you mean 0.025 (2.5 points)?`,
    );
    // No drop in points: no suggestion.
    expect(() => parseGateOptions({ margin: '150' })).toThrow(
      new RegExp(`${expected.replace(/[()]/g, '\\$&')}, got "150"$`),
    ); // A percentage is points too, below 1 as well (a config file's `margin: 2%`).
    expect(() => parseGateOptions({ margin: '2%' })).toThrow(
      `--margin: ${expected}, got "2%": did you mean 0.02 (2 points)?`,
    );
    expect(() => parseGateOptions({ margin: ' 0.5 %' })).toThrow(
      `--margin: ${expected}, got " 0.5 %": did you mean 0.005 (0.5 points)?`,
    );
    expect(() => parseGateOptions({ margin: '100%' })).toThrow(new RegExp(`, got "100%"$`));
  });

  it.each([
    // [resamples, confidence, fewest resamples that work]: p >= 1/(B + 1) must be able to fall below 1 - confidence.
    ['100', '0.995', 200],
    ['199', '0.995', 200],
    ['10000', '0.99999', 100000],
    ['999', '0.999', 1000],
  ])('refuses --resamples %s with --confidence %s: the gate could never fail', (resamples, confidence, needed) => {
    expect(() => parseGateOptions({ resamples, confidence })).toThrow(
      new RegExp(`so the gate could never fail; confidence ${confidence} needs at least ${needed} resamples`),
    );
    expect(parseGateOptions({ resamples: String(needed), confidence }).resamples).toBe(needed);
  });

  it('takes typed values (a config file, the library) as it takes their text, with the same messages', () => {
    const typed = parseGateOptions({
      k: 10,
      margin: 0.02,
      confidence: 0.9,
      'match-config': ['temperature', 'top_p', 'temperature'],
      'allow-mixed-judgement': true,
    });
    expect(typed).toEqual(
      parseGateOptions({
        k: '10',
        margin: '0.02',
        confidence: '0.9',
        'match-config': 'temperature,top_p',
        'allow-mixed-judgement': 'true',
      }),
    );
    expect(() => parseGateOptions({ k: 0 })).toThrow('--k: must be at least 1, got 0');
    expect(() => parseGateOptions({ k: '0' })).toThrow('--k: must be at least 1, got 0');
    expect(() => parseGateOptions({ k: true })).toThrow('--k: expected a number, got true');
    expect(() => parseGateOptions({ 'allow-mixed-judgement': 1 })).toThrow(
      '--allow-mixed-judgement: expected true or false, got 1',
    );
    expect(() => parseGateOptions({ metric: ['pass@k'] })).toThrow('--metric: expected one of');
  });

  it('names options as the caller does, after where the value was given', () => {
    const naming = { name: (option: string) => option, where: (option: string) => `gate.yml:${option.length}: ` };
    expect(() => parseGateOptions({ metric: 'n@k', k: 2, submit: 3 }, naming)).toThrow(
      'gate.yml:6: submit: 3 is more than k = 2: n@k submits N of the k samples drawn, so 1 <= N <= k (raise k)',
    );
    expect(() => parseGateOptions({ k: 'x' }, { name: (option) => `input ${option}` })).toThrow(
      'input k: expected a number, got "x"',
    );
  });
});
