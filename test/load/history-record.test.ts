// One run as a history store keeps it (src/load/history-record.ts): written, read back, and refused when bad.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import schema from '../../schema/passk-gate-history-v1.schema.json' with { type: 'json' };
import type { ProblemCounts } from '../../src/common/types.js';
import {
  HISTORY_FORMAT,
  parseRecord,
  recordJson,
  recordOf,
  recordRun,
  seriesName,
  tagOf,
  type HistoryRecord,
} from '../../src/load/history-record.js';
import { readStore, recordFileName } from '../../src/load/history-store.js';
import { loadResults } from '../../src/load/read.js';
import { run } from '../support/runs.js';
import { tempDir } from '../support/temp.js';

const EXAMPLES = join(import.meta.dirname, '../../examples');
const COMMIT = '0123456789abcdef0123456789abcdef01234567';
const PLACE = { commit: COMMIT, time: '2026-11-02T10:00:00Z', name: 'm' };
/** A short config, so that the exact record text below stays readable. */
const CONFIG = { temperature: 0.5 };

/** A record of these problems, as `history add` would make it; `rest` is merged over its problems. */
function recordOfProblems(problems: ProblemCounts[], rest: Partial<HistoryRecord['problems']> = {}): HistoryRecord {
  const record = recordOf(run('a.json', problems, { config: CONFIG }), PLACE);
  return { ...record, problems: { ...record.problems, ...rest } };
}

/** The message `parseRecord` refuses a document with. */
function refusal(document: unknown): string {
  try {
    parseRecord(document, 'r.json');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('recordOf and recordRun', () => {
  it("a record written with another harness's name of a setting reads back under the gate's name, and says so", () => {
    const hf = run('a.json', [{ id: 'q', n: 1, c: 1 }], { config: { temperature: 0, max_new_tokens: 512 } });
    const back = recordRun(recordOf(hf, PLACE), 'r.json', false);
    expect(back.config).toEqual({ temperature: 0, max_tokens: 512 });
    expect(back.warnings).toEqual(['records max_tokens as max_new_tokens: compared as the same setting']);
  });

  it('a record read back is the run as read from its file: config, judgement, counts and samples', async () => {
    const file = join(EXAMPLES, 'scored-baseline.json');
    const original = await loadResults(file, { samples: true });
    const record = recordOf(original, { commit: COMMIT, time: '2026-11-02T10:00:00Z', name: 'm' });
    expect(new Ajv({ strict: true, allowUnionTypes: true }).validate(schema, JSON.parse(recordJson(record)))).toBe(
      true,
    );
    const back = recordRun(record, 'r.json', true);
    expect(back.problems).toEqual(original.problems);
    expect(back.config).toEqual(original.config);
    expect(back.configSources).toEqual(original.configSources);
    expect(back.model).toBe(original.model);
    expect(recordRun(record, 'r.json', false).problems[0]!.samples).toBeUndefined();
  });

  it('keeps the keys in the schema order, leaving out what the run does not have', () => {
    const plain = recordOf(run('a.json', [{ id: 'p', n: 2, c: 1 }]), PLACE);
    expect(Object.keys(plain)).toEqual([
      'format',
      'commit',
      'time',
      'name',
      'files',
      'run_format',
      'config',
      'config_sources',
      'problems',
    ]);
    expect(plain.files).toEqual(['a.json']);
    expect(plain.problems).toEqual({ ids: ['p'], n: [2], c: [1] });
    const full = recordOf(
      run('a.json + b.json', [{ id: 'p', n: 2, c: 1 }], {
        model: 'coder',
        files: ['a.json', 'b.json'],
        judgement: { format: 'evalplus', criterion: 'plus' },
      }),
      { ...PLACE, ref: 'refs/heads/main' },
    );
    expect(Object.keys(full)).toEqual([
      'format',
      'commit',
      'ref',
      'time',
      'name',
      'model',
      'files',
      'run_format',
      'judgement',
      'config',
      'config_sources',
      'problems',
    ]);
    expect(full).toMatchObject({ format: HISTORY_FORMAT, ref: 'refs/heads/main', model: 'coder' });
    expect(full.files).toEqual(['a.json', 'b.json']);
  });

  it('writes an optional column when one problem has it, null where another lacks it', () => {
    const { problems } = recordOf(
      run('a.json', [
        { id: 'p', n: 2, c: 1, group: 'g', timeouts: 1 },
        { id: 'q', n: 3, c: 0, errors: 2 },
      ]),
      PLACE,
    );
    expect(problems).toEqual({
      ids: ['p', 'q'],
      n: [2, 3],
      c: [1, 0],
      groups: ['g', null],
      timeouts: [1, null],
      errors: [null, 2],
    });
    // Read back, a null is no value: the problem is as it was.
    expect(
      recordRun(recordOf(run('a.json', [{ id: 'q', n: 3, c: 0, errors: 2 }]), PLACE), 'r', false).problems,
    ).toEqual([{ id: 'q', n: 3, c: 0, errors: 2 }]);
  });

  it('keeps samples as a pass string per problem and each recorded field, only when every problem has samples', () => {
    const withSamples: ProblemCounts[] = [
      { id: 'p', n: 2, c: 1, samples: [{ pass: true, score: 0.5 }, { pass: false }] },
      { id: 'q', n: 1, c: 1, samples: [{ pass: true, tests_passed: 3, tests_total: 3 }] },
    ];
    const record = recordOf(run('a.json', withSamples), PLACE);
    expect(record.problems.samples).toEqual({
      pass: ['10', '1'],
      score: [[0.5, null], [null]],
      tests_passed: [[null, null], [3]],
      tests_total: [[null, null], [3]],
    });
    expect(recordRun(record, 'r', true).problems).toEqual(withSamples);
    const partly = recordOf(run('a.json', [withSamples[0]!, { id: 'r', n: 1, c: 0 }]), PLACE);
    expect(partly.problems.samples).toBeUndefined();
    const passesOnly = recordOf(run('a.json', [{ id: 'p', n: 1, c: 0, samples: [{ pass: false }] }]), PLACE);
    expect(passesOnly.problems.samples).toEqual({ pass: ['0'] });
  });

  it('reads a record back as a run named by its file, with its own copy of the config and no warnings', () => {
    const record = recordOfProblems([{ id: 'p', n: 2, c: 1 }]);
    const back = recordRun(record, 'store/records/x.json', false);
    expect(back).toEqual({
      source: 'store/records/x.json',
      format: 'passk',
      config: { temperature: 0.5 },
      configSources: { temperature: 'file' },
      problems: [{ id: 'p', n: 2, c: 1 }],
      warnings: [],
    });
    back.config.temperature = 1;
    expect(record.config.temperature).toBe(0.5);
  });
});

describe('recordJson', () => {
  it('writes one key per line and each problems array on one line', () => {
    expect(recordJson(recordOfProblems([{ id: 'p', n: 2, c: 1 }]))).toBe(
      [
        '{',
        '  "format": "passk-gate-history/v1",',
        `  "commit": "${COMMIT}",`,
        '  "time": "2026-11-02T10:00:00Z",',
        '  "name": "m",',
        '  "files": ["a.json"],',
        '  "run_format": "passk",',
        '  "config": {"temperature":0.5},',
        '  "config_sources": {"temperature":"file"},',
        '  "problems": {',
        '    "ids": ["p"],',
        '    "n": [2],',
        '    "c": [1]',
        '  }',
        '}',
        '',
      ].join('\n'),
    );
  });
});

describe('parseRecord', () => {
  const good = recordOfProblems([
    { id: 'p', n: 2, c: 1, samples: [{ pass: true }, { pass: false }] },
    { id: 'q', n: 1, c: 0, samples: [{ pass: false }] },
  ]);

  it('returns a valid record as it is', () => {
    const document = JSON.parse(recordJson(good)) as unknown;
    expect(parseRecord(document, 'r.json')).toBe(document);
  });

  it('refuses a record written by a newer version with one line naming the file and saying to update', async () => {
    const store = tempDir('passk-history-newer-');
    mkdirSync(join(store, 'records'));
    const file = join(store, 'records', 'x.json');
    writeFileSync(file, JSON.stringify({ format: 'passk-gate-history/v2', anything: 1 }));
    await expect(readStore(store)).rejects.toThrow(
      `${file}: is a passk-gate-history/v2 record, written by a newer passk-gate than this one (which reads passk-gate-history/v1): update passk-gate to read this store`,
    );
  });

  it('refuses a record whose arrays disagree, or whose c is more than n', async () => {
    const store = tempDir('passk-history-bad-');
    mkdirSync(join(store, 'records'));
    const record = recordOf(run('a', [{ id: 'p', n: 2, c: 1 }]), {
      commit: COMMIT,
      time: '2026-11-02T10:00:00Z',
      name: 'm',
    });
    const file = join(store, 'records', recordFileName(record));
    writeFileSync(file, JSON.stringify({ ...record, problems: { ...record.problems, c: [1, 1] } }));
    await expect(readStore(store)).rejects.toThrow(`${file}: problems.c: has 2 items, but there is 1 problem`);
    writeFileSync(file, JSON.stringify({ ...record, problems: { ...record.problems, c: [3] } }));
    await expect(readStore(store)).rejects.toThrow('problems.c[0]: c = 3 is more than n = 2');
  });

  it('refuses what the schema does not allow, at the place it names', () => {
    expect(refusal(null)).toBe('r.json: must be object');
    // A full SHA only, as history add writes it.
    for (const commit of ['HEAD', 'f25ff4b2']) {
      expect(refusal({ ...good, commit })).toBe('r.json: commit: must match pattern "^([0-9a-f]{40}|[0-9a-f]{64})$"');
    }
    expect(refusal({ ...good, problems: { ...good.problems, n: [2, 0] } })).toBe('r.json: problems.n.1: must be >= 1');
    // A version this passk-gate has never had is not a later one: the schema refuses it.
    expect(refusal({ ...good, format: 'passk-gate-history/v0' })).toBe('r.json: format: must be equal to constant');
  });

  it('refuses what history add never writes: a day or month that does not exist, a repeated id, errors past n', () => {
    for (const time of ['2026-11-31T00:00:00Z', '2026-13-01T00:00:00Z', '2026-11-02T24:00:00.500Z']) {
      expect(refusal({ ...good, time })).toBe(`r.json: time: ${time} is no date and time the calendar has`);
    }
    expect(refusal({ ...good, problems: { ...good.problems, ids: ['p', 'p'] } })).toBe(
      'r.json: problems.ids[1]: duplicate id "p" (first at problems.ids[0])',
    );
    // Problem p: 2 samples, 1 pass, so at most 1 lost to a timeout or an error.
    expect(refusal({ ...good, problems: { ...good.problems, errors: [3, null] } })).toBe(
      'r.json: problems[0]: timeouts + errors = 3 is more than the n - c = 1 failed samples',
    );
    expect(refusal({ ...good, problems: { ...good.problems, timeouts: [1, 0], errors: [1, 1] } })).toBe(
      'r.json: problems[0]: timeouts + errors = 2 is more than the n - c = 1 failed samples',
    );
    // A time to the millisecond, and one written with .000, are times the calendar has.
    for (const time of ['2026-02-28T23:59:59.999Z', '2026-11-02T10:00:00.000Z']) {
      expect(parseRecord({ ...good, time }, 'r.json').time).toBe(time);
    }
  });

  it('refuses per-sample columns of another length, and passes that do not hold n samples with c passes', () => {
    const samples = good.problems.samples!;
    expect(refusal({ ...good, problems: { ...good.problems, samples: { ...samples, pass: ['10'] } } })).toBe(
      'r.json: problems.samples.pass: has 1 item, but there are 2 problems',
    );
    expect(refusal({ ...good, problems: { ...good.problems, samples: { ...samples, score: [[1, 2]] } } })).toBe(
      'r.json: problems.samples.score: has 1 item, but there are 2 problems',
    );
    expect(refusal({ ...good, problems: { ...good.problems, samples: { pass: ['1', '0'] } } })).toBe(
      'r.json: problems.samples.pass[0]: does not hold n = 2 samples with c = 1 passes',
    );
    expect(refusal({ ...good, problems: { ...good.problems, samples: { pass: ['10', ''] } } })).toBe(
      'r.json: problems.samples.pass[1]: does not hold n = 1 samples with c = 0 passes',
    );
  });
});

describe('tagOf', () => {
  it.each([
    ['refs/tags/v1.2.0', 'v1.2.0'],
    ['refs/tags/nightly', 'nightly'],
    ['v1.2.0', 'v1.2.0'],
    ['V3', 'V3'],
    ['2.0-rc1', '2.0-rc1'],
    ['1.0+build.5', '1.0+build.5'],
  ])('reads %j as the tag %j', (ref, tag) => {
    expect(tagOf(ref)).toBe(tag);
  });

  it.each([undefined, 'refs/heads/v1.0', 'main', 'release-1.0', 'v', 'v1.', 'refs/pull/3/merge'])(
    'reads %j as no tag',
    (ref) => {
      expect(tagOf(ref)).toBeNull();
    },
  );
});

describe('seriesName', () => {
  it('names a series by what its passes are judged on, never by the model or the file', () => {
    expect(seriesName({ format: 'humaneval', judgement: { format: 'humaneval' } })).toBe('humaneval');
    expect(
      seriesName({
        format: 'bigcodebench',
        judgement: { format: 'bigcodebench', dataset: 'bigcodebench-hard-instruct' },
      }),
    ).toBe('bigcodebench bigcodebench-hard-instruct');
    expect(seriesName({ format: 'evalplus', judgement: { format: 'evalplus', criterion: 'plus', dataset: '' } })).toBe(
      'evalplus plus',
    );
    // A canonical file that records no judgement: its format.
    expect(seriesName({ format: 'passk' })).toBe('passk');
  });
});
