import { describe, expect, it } from 'vitest';
import { parseCanonical } from '../../src/formats/canonical.js';
import { parseJsonText } from '../../src/io/files.js';
import { jsonPath } from '../../src/formats/values.js';
import { canonicalJson } from '../../src/formats/canonical-write.js';

/** A passk-results/v1 file's text, read as the gate reads the file. */
const parseCanonicalResults = (text: string, file: string, options: { samples?: boolean } = {}) =>
  parseCanonical(parseJsonText(text, file), file, options);

const valid = {
  format: 'passk-results/v1',
  model: 'org/model@rev',
  config: { temperature: 0.8, top_p: 0.95, n: 20, max_tokens: 512, seed: 1234 },
  problems: [
    { id: 'HumanEval/0', n: 20, c: 3 },
    { id: 'HumanEval/1', n: 20, c: 0, group: 'strings' },
  ],
};

function withChange(change: (doc: any) => void): string {
  const doc = structuredClone(valid) as any;
  change(doc);
  return JSON.stringify(doc);
}

describe('parseCanonicalResults', () => {
  it('reads a valid file', () => {
    const run = parseCanonicalResults(JSON.stringify(valid), 'base.json');
    expect(run).toEqual({
      source: 'base.json',
      format: 'passk',
      model: 'org/model@rev',
      config: valid.config,
      configSources: { temperature: 'file', top_p: 'file', n: 'file', max_tokens: 'file', seed: 'file' },
      problems: valid.problems,
      warnings: [],
    });
  });

  it('reads a config value past 2^53 - 1 (the comparison refuses it only where the key is compared)', () => {
    // Python's sys.maxsize as max_model_len, a 64-bit seed and 1e20 are all kept: reading alone loses nothing.
    const text = JSON.stringify(valid).replace(
      '"seed":1234',
      '"seed":12345678901234567,"max_model_len":9223372036854775807,"floor":1e20',
    );
    const config = parseCanonicalResults(text, 'f.json').config;
    expect(config.seed).toBe(12345678901234568);
    expect(config.max_model_len).toBe(2 ** 63);
    expect(config.floor).toBe(1e20);
  });

  it('accepts a BOM, a $schema key, per-problem n, timeouts and errors', () => {
    const text = withChange((d) => {
      d.$schema = './passk-results-v1.schema.json';
      d.problems[1] = { id: 'x', n: 7, c: 2, timeouts: 3, errors: 1 };
    });
    const run = parseCanonicalResults(`\ufeff${text}`, 'f.json');
    expect(run.problems[1]).toEqual({ id: 'x', n: 7, c: 2, timeouts: 3, errors: 1 });
  });

  it.each([
    ['not JSON', () => '{"format": ', /^f\.json: not valid JSON/],
    ['an array', () => '[]', /^f\.json: \(top level\): must be object$/],
    ['no format', () => withChange((d) => delete d.format), /^f\.json: \(top level\): missing required key "format"$/],
    [
      'another format',
      () => withChange((d) => (d.format = 'passk-results/v2')),
      /^f\.json: format: must be "passk-results\/v1"$/,
    ],
    ['no problems', () => withChange((d) => delete d.problems), /missing required key "problems"/],
    [
      'empty problems',
      () => withChange((d) => (d.problems = [])),
      /^f\.json: problems: must list at least one problem$/,
    ],
    ['no config', () => withChange((d) => delete d.config), /missing required key "config"/],
    [
      'a nested config value',
      () => withChange((d) => (d.config.stop = ['\n'])),
      /^f\.json: config\.stop: must be string,number,boolean,null$/,
    ],
    [
      'an unknown top-level key',
      () => withChange((d) => (d.results = [])),
      /^f\.json: \(top level\): unknown key "results"$/,
    ],
    [
      'an unknown problem key',
      () => withChange((d) => (d.problems[1].passed = 3)),
      /^f\.json: problems\[1\]: unknown key "passed"$/,
    ],
    [
      'a missing c',
      () => withChange((d) => delete d.problems[0].c),
      /^f\.json: problems\[0\]: missing required key "c"$/,
    ],
    [
      'c > n',
      () => withChange((d) => (d.problems[1].c = 21)),
      /^f\.json: problems\[1\]\.c: c = 21 is more than n = 20$/,
    ],
    ['negative c', () => withChange((d) => (d.problems[0].c = -1)), /^f\.json: problems\[0\]\.c: must be >= 0$/],
    ['fractional c', () => withChange((d) => (d.problems[0].c = 2.5)), /^f\.json: problems\[0\]\.c: must be integer$/],
    [
      'a numeric-string c',
      () => withChange((d) => (d.problems[0].c = '3')),
      /^f\.json: problems\[0\]\.c: must be integer$/,
    ],
    [
      'n = 0',
      () => withChange((d) => (d.problems[0] = { id: 'a', n: 0, c: 0 })),
      /^f\.json: problems\[0\]\.n: must be >= 1$/,
    ],
    [
      'an empty id',
      () => withChange((d) => (d.problems[0].id = '')),
      /^f\.json: problems\[0\]\.id: must be a non-empty string$/,
    ],
    ['a numeric id', () => withChange((d) => (d.problems[0].id = 7)), /^f\.json: problems\[0\]\.id: must be string$/],
    [
      'a duplicate id',
      () => withChange((d) => (d.problems[1].id = 'HumanEval/0')),
      /^f\.json: problems\[1\]\.id: duplicate id "HumanEval\/0" \(first at problems\[0\]\)$/,
    ],
    [
      'too many failures',
      () => withChange((d) => (d.problems[0].timeouts = 18)),
      /^f\.json: problems\[0\]: timeouts \+ errors = 18 is more than the n - c = 17 failed samples$/,
    ],
    [
      'a judgement without a format',
      () => withChange((d) => (d.judgement = { criterion: 'plus' })),
      /^f\.json: judgement: missing required key "format"$/,
    ],
    [
      'an unknown judgement key',
      () => withChange((d) => (d.judgement = { format: 'evalplus', tests: 'plus' })),
      /^f\.json: judgement: unknown key "tests"$/,
    ],
    [
      'an empty judgement criterion',
      () => withChange((d) => (d.judgement = { format: 'evalplus', criterion: '' })),
      /^f\.json: judgement\.criterion: must be a non-empty string$/,
    ],
    [
      'a 1e309 count',
      () => '{"format":"passk-results/v1","config":{},"problems":[{"id":"a","n":1e309,"c":0}]}',
      /problems\[0\]\.n: must be a whole number, got a number beyond the range of a double$/,
    ],
  ])('rejects %s, naming the file, the JSON path and the fault', (_name, text, message) => {
    expect(() => parseCanonicalResults(text(), 'f.json')).toThrow(message);
  });

  it('reads the judgement a converted harness file keeps, and writes it back unchanged', () => {
    const judgement = { dataset: '84f4b93a1270b492e4c54d5212da7a5b', format: 'evalplus', criterion: 'plus' };
    const run = parseCanonicalResults(
      withChange((d) => (d.judgement = judgement)),
      'f.json',
    );
    expect(run.judgement).toEqual(judgement);
    const written = canonicalJson(run);
    expect(written).toContain(
      '  "judgement": {"format":"evalplus","criterion":"plus","dataset":"84f4b93a1270b492e4c54d5212da7a5b"},',
    );
    expect(parseCanonicalResults(written, 'g.json').judgement).toEqual(judgement);
    // A file without one records none: the gate cannot tell what its passes mean.
    expect(parseCanonicalResults(JSON.stringify(valid), 'f.json').judgement).toBeUndefined();
    expect(canonicalJson({ ...run, judgement: { format: 'lm-eval', criterion: '' } })).toContain(
      '"judgement": {"format":"lm-eval"},',
    );
  });

  it('reads the values JSON.parse reads: escapes, 1.0 as 1, the last of a repeated key', () => {
    const run = parseCanonicalResults(
      '{"format":"passk-results/v1","config":{},"problems":[{"id":"x","n":1,"c":5}],' +
        '"problems":[{"c":0,"id":"\\u0074ask/\\"1\\"","n":2.0,"c":1},{"n":1,"id":"b","c":0}]}',
      'f.json',
    );
    expect(run.problems).toEqual([
      { id: 'task/"1"', n: 2, c: 1 },
      { id: 'b', n: 1, c: 0 },
    ]);
  });

  it('keeps a "__proto__" config key as data, never as a prototype', () => {
    const run = parseCanonicalResults(
      '{"format":"passk-results/v1","config":{"__proto__":0.5},"problems":[{"id":"a","n":1,"c":0}]}',
      'f.json',
    );
    expect(Object.getPrototypeOf(run.config)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(run.config, '__proto__')?.value).toBe(0.5);
    expect(Object.getOwnPropertyDescriptor(run.configSources, '__proto__')?.value).toBe('file');
  });
});

describe('per-sample data in passk-results/v1', () => {
  const scored = {
    id: 'HumanEval/0',
    n: 3,
    c: 1,
    samples: [
      { pass: false, score: -0.5, tests_passed: 2, tests_total: 5 },
      { pass: true, score: -1.25, tests_passed: 5, tests_total: 5 },
      { pass: false, score: -0.5, tests_passed: 0, tests_total: 5 },
    ],
  };
  const withSamples = (change: (p: any) => void = () => {}) =>
    withChange((d) => {
      d.problems[0] = structuredClone(scored);
      change(d.problems[0]);
    });

  it('keeps the samples when asked, and reads the counts alone otherwise', () => {
    const kept = parseCanonicalResults(withSamples(), 'f.json', { samples: true });
    expect(kept.problems[0]).toEqual(scored);
    const counts = parseCanonicalResults(withSamples(), 'f.json');
    expect(counts.problems[0]).toEqual({ id: 'HumanEval/0', n: 3, c: 1 });
    expect(counts.problems[0]).not.toHaveProperty('samples');
  });

  it('accepts samples with a pass flag alone, or with only a score', () => {
    const text = withSamples((p) => (p.samples = [{ pass: false }, { pass: true, score: 3 }, { pass: false }]));
    expect(parseCanonicalResults(text, 'f.json', { samples: true }).problems[0]!.samples).toEqual([
      { pass: false },
      { pass: true, score: 3 },
      { pass: false },
    ]);
  });

  it.each([
    [
      'fewer samples than n',
      (p: any) => p.samples.pop(),
      /^f\.json: problems\[0\]\.samples: problem "HumanEval\/0" lists 2 samples, but n = 3$/,
    ],
    [
      'passes that disagree with c',
      (p: any) => (p.samples[0].pass = true),
      /^f\.json: problems\[0\]\.samples: problem "HumanEval\/0" has 2 passing samples, but c = 1$/,
    ],
    [
      'an empty list',
      (p: any) => (p.samples = []),
      /^f\.json: problems\[0\]\.samples: problem "HumanEval\/0" lists 0 samples, but n = 3$/,
    ],
    [
      'more tests passed than run',
      (p: any) => (p.samples[2].tests_passed = 6),
      /^f\.json: problems\[0\]\.samples\[2\]\.tests_passed: 6 is more than tests_total = 5 \(problem "HumanEval\/0"\)$/,
    ],
    [
      'tests passed without a total',
      (p: any) => delete p.samples[1].tests_total,
      /^f\.json: problems\[0\]\.samples\[1\]: must have property tests_total when property tests_passed is present$/,
    ],
    [
      'a string score',
      (p: any) => (p.samples[0].score = '0.5'),
      /^f\.json: problems\[0\]\.samples\[0\]\.score: must be number$/,
    ],
    [
      'no pass flag',
      (p: any) => delete p.samples[0].pass,
      /^f\.json: problems\[0\]\.samples\[0\]: missing required key "pass"$/,
    ],
    [
      'an unknown sample key',
      (p: any) => (p.samples[0].logprob = -3),
      /^f\.json: problems\[0\]\.samples\[0\]: unknown key "logprob"$/,
    ],
    [
      'no tests run',
      (p: any) => (p.samples[0] = { pass: false, tests_passed: 0, tests_total: 0 }),
      /^f\.json: problems\[0\]\.samples\[0\]\.tests_total: must be >= 1$/,
    ],
  ])('rejects %s, naming the problem, whether or not the samples are kept', (_name, change, message) => {
    expect(() => parseCanonicalResults(withSamples(change), 'f.json', { samples: true })).toThrow(message);
    expect(() => parseCanonicalResults(withSamples(change), 'f.json')).toThrow(message);
  });

  it('rejects a score beyond the range of a double', () => {
    const text = withSamples().replace('-1.25', '1e309');
    expect(() => parseCanonicalResults(text, 'f.json', { samples: true })).toThrow(
      /^f\.json: problems\[0\]\.samples\[1\]\.score: must be a finite number, got a number beyond the range of a double$/,
    );
  });
});

describe('jsonPath', () => {
  it('writes JSON pointers the way people read them', () => {
    expect(jsonPath('')).toBe('(top level)');
    expect(jsonPath('/problems/12/c')).toBe('problems[12].c');
    expect(jsonPath('/config/top p')).toBe('config["top p"]');
    expect(jsonPath('/config/a~1b')).toBe('config["a/b"]');
  });
});
