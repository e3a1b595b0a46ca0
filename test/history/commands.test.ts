// What `history add` and `history list` do (src/history/commands.ts); the CLI's runs of them are in
// test/scenarios/history-cli.test.ts.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAnchor } from '../../src/config/anchor.js';
import {
  addRun,
  addedText,
  checkSeriesName,
  listJson,
  listText,
  parseCommit,
  parseTime,
} from '../../src/history/commands.js';
import { recordOf } from '../../src/load/history-record.js';
import { textWidth } from '../../src/render/layout.js';
import { readStore, type StoredRecord } from '../../src/load/history-store.js';
import { loadResults } from '../../src/load/read.js';
import { run } from '../support/runs.js';
import { tauBenchFile } from '../support/tau-bench-file.js';
import { tempDir } from '../support/temp.js';

const EXAMPLES = join(import.meta.dirname, '../../examples');
const BASELINE = join(EXAMPLES, 'baseline.json');
const COMMIT = '0123456789abcdef0123456789abcdef01234567';

describe('parseCommit', () => {
  it('takes a full SHA, of 40 hex digits or 64 (SHA-256), and keeps it lower-case', () => {
    expect(parseCommit(COMMIT.toUpperCase(), '--commit')).toBe(COMMIT);
    expect(parseCommit('f'.repeat(64), 'commit')).toBe('f'.repeat(64));
  });

  // A prefix would let one commit be recorded twice, once in full and once short.
  it.each([
    'e5fa44f',
    COMMIT.slice(0, 12),
    COMMIT.slice(0, 39),
    `${COMMIT}0`,
    'f'.repeat(65),
    'main',
    'g'.repeat(40),
    '',
  ])('refuses %j, naming the option and what to give', (value) => {
    expect(() => parseCommit(value, '--commit')).toThrow(
      "--commit: expected the commit's full SHA (40 hex digits, or 64 in a SHA-256 repository): give what git " +
        `rev-parse HEAD prints, got ${JSON.stringify(value)}`,
    );
  });
});

describe('parseTime', () => {
  it('keeps a time in UTC, to the millisecond when it has them, from a date or a time with an offset', () => {
    expect(parseTime('2026-11-02T10:00:00Z', 't')).toBe('2026-11-02T10:00:00Z');
    // +05:00 is five hours ahead of UTC: midnight there is 19:00 the day before.
    expect(parseTime('2026-11-01T00:00:00+05:00', 't')).toBe('2026-10-31T19:00:00Z');
    expect(parseTime('2026-11-01T22:30-02:00', 't')).toBe('2026-11-02T00:30:00Z');
    expect(parseTime('2026-11-02', 't')).toBe('2026-11-02T00:00:00Z');
    expect(parseTime('2026-11-02T10:00:00.987Z', 't')).toBe('2026-11-02T10:00:00.987Z');
    expect(parseTime('2026-11-02T12:00:00.5+02:00', 't')).toBe('2026-11-02T10:00:00.500Z');
    expect(parseTime('2026-11-02T10:00:00.000Z', 't')).toBe('2026-11-02T10:00:00Z');
    expect(parseTime('2028-02-29T12:00:00Z', 't')).toBe('2028-02-29T12:00:00Z');
  });

  it.each([
    'yesterday',
    '2026-11-02 10:00:00Z',
    '2026-13-01',
    '2026-11-00',
    // Days the month does not have: a Date would move them into the next month.
    '2026-02-29',
    '2026-02-30',
    '2026-04-31T10:00:00Z',
    '2026-11-02T25:00:00Z',
    '2026-11-02T10:00:00+5',
    '1730000000',
  ])('refuses %j, naming the option', (value) => {
    expect(() => parseTime(value, '--time')).toThrow(
      `--time: expected an ISO 8601 time such as 2026-11-02T10:00:00Z, got ${JSON.stringify(value)}`,
    );
  });
  it.each(['2026-11-02T10:00', '2026-11-02T10:00:00', '2026-11-02T10:00:00.5'])(
    'refuses %j, a time of day without an offset, instead of reading it in the local time zone',
    (value) => {
      expect(() => parseTime(value, '--time')).toThrow(
        `--time: ${JSON.stringify(value)} has no offset from UTC: add Z for UTC, or the offset, e.g. +02:00`,
      );
    },
  );
});

describe('checkSeriesName', () => {
  it('refuses a series name no anchor selector can pick, saying why', () => {
    const why = {
      'a,b': 'it holds ",", which a selector reserves (history:DIR#SELECTOR, its items separated by ",")',
      'a#b': 'it holds "#", which a selector reserves (history:DIR#SELECTOR, its items separated by ",")',
      '#a,b': 'it holds "#" and ",", which a selector reserves (history:DIR#SELECTOR, its items separated by ",")',
      ' a': 'a selector drops the spaces around a name',
      '  ': 'it is empty',
    };
    for (const [name, reason] of Object.entries(why)) {
      expect(() => checkSeriesName(name)).toThrow(
        `history add: no anchor selector can pick the series ${JSON.stringify(name)} (name:NAME): ${reason}; give the series another name`,
      );
      // Each really is one a selector cannot pick as given.
      const picked = (() => {
        try {
          return parseAnchor(`history:DIR#name:${name}`, '--anchor').name;
        } catch {
          return undefined;
        }
      })();
      if (!name.includes('#')) expect(picked).not.toBe(name);
    }
    // Spaces and colons inside a name are the selector's to read.
    for (const name of ['humaneval plus', 'user:gpt-4o']) {
      expect(() => checkSeriesName(name)).not.toThrow();
      expect(parseAnchor(`history:DIR#best,name:${name}`, '--anchor').name).toBe(name);
    }
  });
});

describe('addRun', () => {
  it("records under a gate's name as given, commas and all (the action's series; its anchor needs no selector)", async () => {
    const store = tempDir('passk-history-name-');
    const added = await addRun({
      store,
      files: [join(EXAMPLES, 'baseline.json')],
      commit: COMMIT,
      name: 'pass@1, greedy',
    });
    expect(added.added).toBe(true);
    expect((await readStore(store)).map((stored) => stored.record.name)).toEqual(['pass@1, greedy']);
  });

  it('several files are one record: their trials add up per problem', async () => {
    const store = tempDir('passk-history-merge-');
    const files = [join(EXAMPLES, 'baseline.json')];
    const one = await loadResults(files[0]!);
    const copy = join(store, 'copy.json');
    writeFileSync(copy, readFileSync(files[0]!));
    await addRun({ store, files: [files[0]!, copy], commit: COMMIT, name: 'twice' });
    const [stored] = await readStore(store);
    expect(stored!.record.problems.n[0]).toBe(2 * one.problems[0]!.n);
    expect(stored!.record.problems.c[0]).toBe(2 * one.problems[0]!.c);
    expect(stored!.record.files).toEqual([files[0], copy]);
  });

  it('refuses files that disagree in their config as one run, not as a side: a history run has no sides', async () => {
    const store = tempDir('passk-history-merge-differ-');
    const hot = join(store, 'hot.json');
    const doc = JSON.parse(readFileSync(BASELINE, 'utf8')) as { config: Record<string, unknown> };
    writeFileSync(hot, JSON.stringify({ ...doc, config: { ...doc.config, temperature: 0.2 } }));
    const added = addRun({ store, files: [BASELINE, hot], commit: COMMIT, name: 'mixed' });
    await expect(added).rejects.toThrow(
      `${hot}: config temperature is 0.2, but ${BASELINE} has 0.8: files merged into one run must share their config`,
    );
    await expect(added).rejects.not.toThrow('side');
  });

  it('records the run under its commit, ref and time, named by what it is judged on unless named', async () => {
    const store = tempDir('passk-history-add-');
    const added = await addRun({ store, files: [BASELINE], commit: COMMIT, ref: 'refs/tags/v1', time: '2026-11-02' });
    expect(added).toEqual({
      file: join(store, 'records', '20261102T000000Z-0123456789ab-passk.json'),
      added: true,
      differs: false,
      record: { commit: COMMIT, ref: 'refs/tags/v1', time: '2026-11-02T00:00:00Z', name: 'passk' },
    });
    const [stored] = await readStore(store);
    expect(stored!.record).toMatchObject({ commit: COMMIT, ref: 'refs/tags/v1', name: 'passk' });
    expect(stored!.record.config.temperature).toBe(0.8);
    const named = await addRun({ store, files: [BASELINE], commit: COMMIT, name: 'coder', time: '2026-11-03' });
    expect(named.added).toBe(true);
    expect(named.record).toEqual({ commit: COMMIT, time: '2026-11-03T00:00:00Z', name: 'coder' });
  });

  it('records the time it is called at when given none, to the millisecond', async () => {
    const store = tempDir('passk-history-now-');
    const before = Date.now();
    const { record } = await addRun({ store, files: [BASELINE], commit: COMMIT });
    const after = Date.now();
    // Milliseconds of 000 are left out, as a time given without them.
    expect(record.time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/);
    expect(Date.parse(record.time)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(record.time)).toBeLessThanOrEqual(after);
  });

  it('keeps per-sample data where the file has it', async () => {
    const store = tempDir('passk-history-samples-');
    await addRun({ store, files: [join(EXAMPLES, 'scored-baseline.json')], commit: COMMIT, time: '2026-11-02' });
    const [stored] = await readStore(store);
    expect(stored!.record.problems.samples).toBeDefined();
  });

  it('refuses no file, and a run without temperature in the words of the option that would give it', async () => {
    const folder = tempDir('passk-history-refuse-');
    await expect(addRun({ store: folder, files: [], commit: COMMIT })).rejects.toThrow(
      'history add needs the results FILE(s) of the run to record',
    );
    const file = join(folder, 'run.json');
    writeFileSync(
      file,
      JSON.stringify({ format: 'passk-results/v1', config: { top_p: 1 }, problems: [{ id: 'a', n: 2, c: 1 }] }),
    );
    const store = join(folder, 'store');
    await expect(
      addRun({ store, files: [file], commit: COMMIT, read: { configName: 'input config' } }),
    ).rejects.toThrow(
      `history add: ${file} does not record temperature: give it with input config temperature=VALUE, the value the run was sampled at`,
    );
    // Nothing was written for the refused run.
    await expect(readStore(store)).rejects.toThrow('no such folder');
    const given = await addRun({ store, files: [file], commit: COMMIT, read: { config: 'temperature=0.2' } });
    expect(given.added).toBe(true);
    expect((await readStore(store))[0]!.record.config).toEqual({ top_p: 1, temperature: 0.2 });
  });

  // A record is never rewritten: a value read rounded would refuse every drift check against it, for good.
  it('warns of a run sampled at another setting than the series, which no record can be compared with, in what the caller calls the config', async () => {
    const store = tempDir('passk-history-settings-');
    const file = join(store, 'run.json');
    writeFileSync(
      file,
      JSON.stringify({ format: 'passk-results/v1', config: {}, problems: [{ id: 'p', n: 2, c: 1 }] }),
    );
    const add = (commit: string, config: string) =>
      addRun({ store, files: [file], commit, name: 's', read: { config, configName: 'input candidate-config' } });
    expect((await add('a'.repeat(40), 'temperature=0.8')).warning).toBeUndefined();
    expect((await add('b'.repeat(40), 'temperature=0.2')).warning).toBe(
      'the series "s"\'s newest run was sampled otherwise (temperature 0.8 there, 0.2 here): the trend page will not ' +
        "compare them, nor a drift check anchored on one (best picks among the runs at the candidate's settings); " +
        "record such runs with the series' settings (input candidate-config gives " +
        'one the files lack), or under a series name of their own',
    );
  });

  it('refuses a config value past 2^53 - 1, from the files or from --config, saying where to write it exactly', async () => {
    const folder = tempDir('passk-history-inexact-');
    const store = join(folder, 'store');
    const file = join(folder, 'run.json');
    const rounded = 'is a whole number past 2^53 - 1 (9007199254740991), which JSON readers round';
    writeFileSync(
      file,
      '{"format": "passk-results/v1", "config": {"temperature": 0, "max_model_len": 99999999999999999999}, ' +
        '"problems": [{"id": "a", "n": 2, "c": 1}]}',
    );
    const fromFile = addRun({ store, files: [file], commit: COMMIT });
    await expect(fromFile).rejects.toThrow(`history add: ${file}: config max_model_len ${rounded}`);
    await expect(fromFile).rejects.toThrow(/: write it as a string in the results file$/);
    writeFileSync(
      file,
      JSON.stringify({ format: 'passk-results/v1', config: {}, problems: [{ id: 'a', n: 2, c: 1 }] }),
    );
    const given = addRun({
      store,
      files: [file],
      commit: COMMIT,
      read: { config: 'temperature=0,max_tokens=99999999999999999999', configName: '--config' },
    });
    await expect(given).rejects.toThrow(`history add: --config: max_tokens ${rounded}`);
    await expect(given).rejects.toThrow(/: give it as a string \(max_tokens="DIGITS"\), or leave it out$/);
    await expect(readStore(store)).rejects.toThrow('no such folder');
    // Quoted, it is a string, kept exact.
    await addRun({
      store,
      files: [file],
      commit: COMMIT,
      read: { config: 'temperature=0,max_tokens="99999999999999999999"' },
    });
    expect((await readStore(store))[0]!.record.config.max_tokens).toBe('99999999999999999999');
  });
});

describe('addedText', () => {
  const record = { commit: COMMIT, time: '2026-11-01T00:00:00Z', name: 'a\u001b[2Jb\u202ec' };

  it('says which file holds the run, its series and commit, control and bidi characters made spaces', () => {
    expect(addedText({ file: 's\u001b]52;c;eA==\u0007/r.json', added: true, differs: false, record })).toBe(
      'added s ]52;c;eA== /r.json: a [2Jb c at 0123456789ab\n',
    );
    expect(addedText({ file: 's/r.json', added: false, differs: false, record })).toBe(
      'unchanged: a [2Jb c at 0123456789ab is already recorded (s/r.json)\n',
    );
    // Another run at a recorded commit is not stored, and the line says so rather than call the runs the same.
    expect(addedText({ file: 's/r.json', added: false, differs: true, record })).toBe(
      'unchanged: a [2Jb c at 0123456789ab is already recorded with other results or settings (s/r.json); a record ' +
        'is never rewritten, so the first run stays: record this one at its own commit\n',
    );
  });
});

/**
 * A stored record of these pass counts out of n, recorded at `time` under `name` (and `ref`), of the model `m` unless
 * `model` names another (null: none).
 */
function stored(
  counts: readonly number[],
  n: number,
  { model = 'm', ...place }: { time: string; name: string; ref?: string; model?: string | null },
): StoredRecord {
  const problems = counts.map((c, i) => ({ id: `p${i}`, n, c }));
  const record = recordOf(run('r.json', problems, model === null ? {} : { model }), { commit: COMMIT, ...place });
  return { file: `records/${place.name}.json`, record };
}

describe('listJson', () => {
  it('writes each record as what it is and its pass@1, the mean of c / n', () => {
    const records = [
      stored([1, 3], 4, { time: '2026-11-01T00:00:00Z', name: 'coder', ref: 'v1.0' }),
      stored([2, 5, 0], 5, { time: '2026-11-02T00:00:00Z', name: 'other' }),
    ];
    expect(JSON.parse(listJson(records))).toEqual([
      {
        file: 'records/coder.json',
        time: '2026-11-01T00:00:00Z',
        commit: COMMIT,
        ref: 'v1.0',
        name: 'coder',
        model: 'm',
        problems: 2,
        samples: false,
        pass_at_1: 0.5,
        every_sample_errored: false,
      },
      {
        file: 'records/other.json',
        time: '2026-11-02T00:00:00Z',
        commit: COMMIT,
        ref: null,
        name: 'other',
        model: 'm',
        problems: 3,
        samples: false,
        pass_at_1: expect.closeTo((0.4 + 1 + 0) / 3, 12) as unknown,
        every_sample_errored: false,
      },
    ]);
    expect(listJson([])).toBe('[]\n');
  });
});

describe('listText', () => {
  it('lines up the records in columns, the empty ref left off the end of its line', () => {
    const records = [
      stored([1, 3], 4, { time: '2026-11-01T00:00:00Z', name: 'coder', ref: 'v1.0' }),
      stored([5, 5, 5], 5, { time: '2026-11-02T00:00:00Z', name: 'humaneval plus' }),
    ];
    expect(listText('hist', records)).toBe(
      '2 records in hist:\n' +
        '2026-11-01T00:00:00Z  0123456789ab  coder           model m  2 problems  pass@1 50.0%   v1.0\n' +
        '2026-11-02T00:00:00Z  0123456789ab  humaneval plus  model m  3 problems  pass@1 100.0%\n',
    );
  });

  it("names each record's model, so that two models in one series are told apart, and leaves out a column none fills", () => {
    const records = [
      stored([1], 1, { time: '2026-11-04T00:00:00Z', name: 'tau', model: 'claude-3.7-sonnet' }),
      stored([0], 1, { time: '2026-11-05T00:00:00Z', name: 'tau', model: 'gemini\u001b[2J-flash' }),
      stored([1], 1, { time: '2026-11-06T00:00:00Z', name: 'tau', model: null }),
      stored([1], 1, { time: '2026-11-07T00:00:00Z', name: 'tau', model: 'x'.repeat(100) }),
    ];
    expect(listText('s', records).split('\n').slice(1, 4)).toEqual([
      `2026-11-04T00:00:00Z  0123456789ab  tau  model claude-3.7-sonnet${' '.repeat(31)}  1 problem  pass@1 100.0%`,
      `2026-11-05T00:00:00Z  0123456789ab  tau  model gemini [2J-flash${' '.repeat(32)}  1 problem  pass@1 0.0%`,
      `2026-11-06T00:00:00Z  0123456789ab  tau  ${' '.repeat(54)}  1 problem  pass@1 100.0%`,
    ]);
    // A long model is cut to 48 columns.
    expect(listText('s', records).split('\n')[4]).toContain(`model ${'x'.repeat(47)}…  1 problem`);
    const none = stored([1], 1, { time: '2026-11-01T00:00:00Z', name: 'x', model: null });
    expect(listText('s', [none])).toBe(
      '1 record in s:\n2026-11-01T00:00:00Z  0123456789ab  x  1 problem  pass@1 100.0%\n',
    );
  });

  it("reads a pass@1 near 100% or 0% apart from it, as compare's table does: 99.97%, not 100.0%", () => {
    const place = { time: '2026-11-01T00:00:00Z', name: 'he' };
    const nearly = (first: number, rest: number) => stored([first, ...Array<number>(163).fill(rest)], 20, place);
    expect(listText('s', [nearly(19, 20)])).toMatch(/ pass@1 99\.97%\n$/);
    expect(listText('s', [nearly(1, 0)])).toMatch(/ pass@1 0\.03%\n$/);
  });

  it('marks a run whose every sample errored: its 0% is no score; one that kept a sample is not marked', () => {
    const withErrors = (errors: number[]): StoredRecord => {
      const problems = errors.map((e, i) => ({ id: `p${i}`, n: 2, c: 0, errors: e }));
      const record = recordOf(run('r.json', problems), { commit: COMMIT, time: '2026-11-01T00:00:00Z', name: 'tb' });
      return { file: 'records/tb.json', record };
    };
    expect(listText('s', [withErrors([2, 2])])).toContain('  pass@1 0.0% (every sample errored: no score)\n');
    expect(listText('s', [withErrors([2, 1])])).toMatch(/ pass@1 0\.0%\n$/);
    // --json says so too: its pass_at_1 of 0 alone would read as a score.
    const rows = JSON.parse(listJson([withErrors([2, 2]), withErrors([2, 1])])) as Record<string, unknown>[];
    expect(rows.map((row) => [row.pass_at_1, row.every_sample_errored])).toEqual([
      [0, true],
      [0, false],
    ]);
  });

  it("says an agent's runs in tasks and trials, by the format its record keeps; a model's in problems and samples", async () => {
    const dir = tempDir('passk-history-agent-list-');
    const store = join(dir, 'store');
    const commits = ['1', '2', '3'].map((digit) => digit.repeat(40));
    await addRun({ store, files: [tauBenchFile(dir, '0101000001', false)], commit: commits[0]!, time: '2026-11-01' });
    await addRun({ store, files: [tauBenchFile(dir, '0101000002', true)], commit: commits[1]!, time: '2026-11-02' });
    await addRun({ store, files: [BASELINE], commit: commits[2]!, time: '2026-11-03', name: 'code' });
    const records = await readStore(store);
    expect(records.map(({ record }) => record.run_format)).toEqual(['taubench', 'taubench', 'passk']);
    const lines = listText('s', records).split('\n');
    expect(lines[1]).toMatch(/ {2}3 tasks +pass@1 50\.0%$/);
    expect(lines[2]).toMatch(/ {2}3 tasks +pass@1 0\.0% \(every trial errored: no score\)$/);
    expect(lines[3]).toMatch(/ {2}\d+ problems +pass@1 /);
  });

  it('prints every time in one form: to the millisecond when any record has them', () => {
    const day = stored([1], 2, { time: '2026-11-01T00:00:00Z', name: 'coder' });
    const now = stored([1], 2, { time: '2026-11-02T09:30:15.250Z', name: 'coder' });
    const times = (records: StoredRecord[]) =>
      listText('s', records)
        .trimEnd()
        .split('\n')
        .slice(1)
        .map((line) => line.split('  ')[0]);
    expect(times([day, now])).toEqual(['2026-11-01T00:00:00.000Z', '2026-11-02T09:30:15.250Z']);
    // A store of times to the second only keeps them so.
    expect(times([day])).toEqual(['2026-11-01T00:00:00Z']);
  });

  it('says "1 record" and "1 problem", and that an empty store has none', () => {
    const one = stored([1], 3, { time: '2026-11-01T00:00:00Z', name: 'x' });
    expect(listText('s', [one])).toBe(
      '1 record in s:\n2026-11-01T00:00:00Z  0123456789ab  x  model m  1 problem  pass@1 33.3%\n',
    );
    expect(listText('s', [])).toBe('s: no records\n');
  });

  it('prints names and refs with their control characters made spaces', () => {
    const record = stored([1], 1, { time: '2026-11-01T00:00:00Z', name: 'a\u001b[31mb', ref: 'x\ny' });
    expect(listText('s', [record]).split('\n')[1]).toBe(
      '2026-11-01T00:00:00Z  0123456789ab  a [31mb  model m  1 problem  pass@1 100.0%  x y',
    );
  });

  it('pads each column to the columns its cells take on a terminal, not their characters', () => {
    const records = [
      stored([1], 1, { time: '2026-11-01T00:00:00Z', name: '人間評価🔥 RLO', ref: 'main' }),
      stored([1], 1, { time: '2026-11-02T00:00:00Z', name: 'cafe\u0301 plus', ref: 'main' }),
      stored([1], 1, { time: '2026-11-03T00:00:00Z', name: 'humaneval', ref: 'main' }),
    ];
    const lines = listText('s', records).trimEnd().split('\n').slice(1);
    // 人間評価🔥 takes 10 columns, the accent none: every row ends in the same column, its ref after the same gap.
    expect(lines.map(textWidth)).toEqual([lines[2]!.length, lines[2]!.length, lines[2]!.length]);
    expect(lines[2]).toContain('  humaneval       model m  1 problem');
  });

  it('names the store with its control characters made spaces', () => {
    const record = stored([1], 1, { time: '2026-11-01T00:00:00Z', name: 'x' });
    expect(listText('s\u001b[2J', [record]).split('\n')[0]).toBe('1 record in s [2J:');
    expect(listText('s\u202e', [])).toBe('s : no records\n');
  });
});
