// canonicalJson: a run written as a passk-results/v1 file, one problem a line, keys in the schema's order.
import { describe, expect, it } from 'vitest';
import type { RunResults } from '../../src/common/types.js';
import { canonicalJson } from '../../src/formats/canonical-write.js';
import { parseCanonical } from '../../src/formats/canonical.js';

function run(fields: Partial<RunResults>): RunResults {
  return {
    source: 'in.jsonl',
    format: 'humaneval',
    config: {},
    configSources: {},
    problems: [],
    warnings: [],
    ...fields,
  };
}

describe('canonicalJson', () => {
  it('writes the tag, model, judgement and config, then one problem per line', () => {
    const text = canonicalJson(
      run({
        model: 'org/coder-7b',
        judgement: { format: 'evalplus', criterion: 'plus', dataset: 'abc' },
        config: { temperature: 0.8, n: 2 },
        problems: [
          { id: 'HumanEval/0', n: 2, c: 1 },
          { id: 'HumanEval/1', n: 2, c: 0, timeouts: 1 },
        ],
      }),
    );
    expect(text).toBe(
      [
        '{',
        '  "format": "passk-results/v1",',
        '  "model": "org/coder-7b",',
        '  "judgement": {"format":"evalplus","criterion":"plus","dataset":"abc"},',
        '  "config": {"temperature":0.8,"n":2},',
        '  "problems": [',
        '    {"id":"HumanEval/0","n":2,"c":1},',
        '    {"id":"HumanEval/1","n":2,"c":0,"timeouts":1}',
        '  ]',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('leaves out a model and a judgement the run does not have, and empty judgement names', () => {
    const text = canonicalJson(run({ problems: [{ id: 'a', n: 1, c: 1 }] }));
    expect(text).toBe(
      '{\n  "format": "passk-results/v1",\n  "config": {},\n  "problems": [\n    {"id":"a","n":1,"c":1}\n  ]\n}\n',
    );
    const unnamed = canonicalJson(run({ judgement: { format: 'lm-eval', criterion: '', dataset: '' } }));
    expect(unnamed).toContain('\n  "judgement": {"format":"lm-eval"},\n');
  });

  it('writes each problem and sample key in the schema order whatever order the run holds them in', () => {
    const problem = {
      samples: [
        { tests_total: 4, tests_passed: 4, score: -0.2, pass: true },
        { pass: false, tests_total: 4, tests_passed: 1 },
      ],
      errors: 0,
      timeouts: 1,
      group: 'strings',
      c: 1,
      n: 2,
      id: 'p/0',
    };
    expect(canonicalJson(run({ problems: [problem] }))).toContain(
      '\n    {"id":"p/0","n":2,"c":1,"group":"strings","timeouts":1,"errors":0,"samples":[' +
        '{"pass":true,"score":-0.2,"tests_passed":4,"tests_total":4},{"pass":false,"tests_passed":1,"tests_total":4}]}\n',
    );
  });

  it('escapes ids and config strings as JSON, so the file reads back to the same run', () => {
    const written = run({
      model: 'm "quoted"',
      config: { stop: '\n\n', greedy: false, seed: null },
      problems: [
        { id: 'line\nbreak', n: 3, c: 2, samples: [{ pass: true }, { pass: false, score: 1 }, { pass: true }] },
        { id: 'é/日本', n: 1, c: 0, group: 'g' },
      ],
    });
    const text = canonicalJson(written);
    // A problem never spans two lines of the file.
    expect(text.split('\n').filter((line) => line.startsWith('    {'))).toHaveLength(2);
    const read = parseCanonical(JSON.parse(text), 'out.json', { samples: true });
    expect(read.model).toBe('m "quoted"');
    expect(read.config).toEqual({ stop: '\n\n', greedy: false, seed: null });
    expect(read.problems).toEqual(written.problems);
  });
});
