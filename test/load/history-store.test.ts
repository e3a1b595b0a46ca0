// A history store's folder of records (src/load/history-store.ts): file names, reading in order, adding once.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addRun } from '../../src/history/commands.js';
import { recordJson, recordOf, type HistoryRecord } from '../../src/load/history-record.js';
import { addRecord, nameSlug, readStore, recordFileName } from '../../src/load/history-store.js';
import { run, SAMPLING } from '../support/runs.js';
import { tempDir } from '../support/temp.js';

const EXAMPLES = join(import.meta.dirname, '../../examples');
const COMMIT = '0123456789abcdef0123456789abcdef01234567';

/** Every file under a folder with its SHA-256, by relative path. */
function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out[path.slice(dir.length)] = createHash('sha256').update(readFileSync(path)).digest('hex');
  }
  return out;
}

/** A record of one problem under this commit, time and name. */
function record(commit: string, time: string, name = 'm'): HistoryRecord {
  return recordOf(run('a.json', [{ id: 'p', n: 2, c: 1 }]), { commit, time, name });
}

describe('history store', () => {
  it('adding the same commit and name twice leaves the store byte-identical (hash of every file)', async () => {
    const store = tempDir('passk-history-store-');
    const add = (time: string) =>
      addRun({ store, files: [join(EXAMPLES, 'baseline.json')], commit: COMMIT, ref: 'refs/heads/main', time });
    expect((await add('2026-11-02T10:00:00Z')).added).toBe(true);
    const before = hashTree(store);
    // A later time does not make it another record: the commit and name do.
    expect((await add('2026-11-03T10:00:00Z')).added).toBe(false);
    expect(hashTree(store)).toEqual(before);
    expect(Object.keys(before)).toEqual(['/records/20261102T100000Z-0123456789ab-passk.json']);
  });

  it('reads the records oldest first, whatever their file names', async () => {
    const store = tempDir('passk-history-order-');
    await addRun({
      store,
      files: [join(EXAMPLES, 'candidate.json')],
      commit: 'b'.repeat(40),
      time: '2026-11-03T00:00:00Z',
    });
    await addRun({
      store,
      files: [join(EXAMPLES, 'baseline.json')],
      commit: 'a'.repeat(40),
      time: '2026-11-01T00:00:00+05:00',
    });
    const records = await readStore(store);
    expect(records.map((r) => r.record.time)).toEqual(['2026-10-31T19:00:00Z', '2026-11-03T00:00:00Z']);
  });

  describe('two runs added within one second (a backfill of a baseline, then its candidate)', () => {
    afterEach(() => vi.useRealTimers());

    it.each([
      ['the first commit sorts last', 'f'.repeat(40), 'a'.repeat(40)],
      ['the first commit sorts first', 'a'.repeat(40), 'f'.repeat(40)],
    ])('reads them in the order they were added: %s', async (_, first, second) => {
      const store = tempDir('passk-history-second-');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-02T10:00:00.900Z'));
      await addRun({ store, files: [join(EXAMPLES, 'baseline.json')], commit: first });
      vi.setSystemTime(new Date('2026-11-02T10:00:00.950Z'));
      await addRun({ store, files: [join(EXAMPLES, 'candidate.json')], commit: second });
      const records = await readStore(store);
      expect(records.map((r) => r.record.commit)).toEqual([first, second]);
      expect(records.map((r) => r.record.time)).toEqual(['2026-11-02T10:00:00.900Z', '2026-11-02T10:00:00.950Z']);
      // The file names keep the second: a store's names are as before.
      expect(records.map((r) => basename(r.file).slice(0, 16))).toEqual(['20261102T100000Z', '20261102T100000Z']);
    });
  });

  it('orders a time to the second before a later one to the millisecond, and ties in file-name order', async () => {
    const store = tempDir('passk-history-mixed-');
    mkdirSync(join(store, 'records'));
    const write = (name: string, value: HistoryRecord) =>
      writeFileSync(join(store, 'records', name), recordJson(value));
    // As text "10:00:00.500Z" sorts before "10:00:00Z": the order compares the times, not their text.
    write('1.json', record('b'.repeat(40), '2026-11-02T10:00:00.500Z'));
    write('2.json', record('a'.repeat(40), '2026-11-02T10:00:00Z'));
    write('3.json', record('c'.repeat(40), '2026-11-02T10:00:00.500Z'));
    const records = await readStore(store);
    expect(records.map((r) => basename(r.file))).toEqual(['2.json', '1.json', '3.json']);
  });
});

describe('nameSlug and recordFileName', () => {
  it.each([
    ['HumanEval Plus!', 'humaneval-plus'],
    ['bigcodebench bigcodebench-hard-instruct', 'bigcodebench-bigcodebench-hard-instruct'],
    ['--a__b--', 'a-b'],
    ['Ünïcode série', 'ünïcode-série'],
    ['日本語 ベンチ', '日本語-ベンチ'],
    ['U\u0308nicode', 'ünicode'],
    ['', 'run'],
    ['!!!', 'run'],
  ])('makes %j %j', (name, slug) => {
    expect(nameSlug(name)).toBe(slug);
  });

  it('cuts a slug to 40 characters without a hyphen at the end', () => {
    expect(nameSlug('a'.repeat(50))).toBe('a'.repeat(40));
    // The 40th character is the hyphen before "b": the cut drops it.
    expect(nameSlug(`${'a'.repeat(39)} bbb`)).toBe('a'.repeat(39));
    // Characters, not UTF-16 units: a letter outside the BMP is never cut in half.
    expect(nameSlug('\u{20000}'.repeat(50))).toBe('\u{20000}'.repeat(40));
  });

  it('names a record by its time to the second, the first 12 digits of its commit and its series', () => {
    expect(recordFileName(record(COMMIT, '2026-11-02T10:00:00Z', 'Coder 7B'))).toBe(
      '20261102T100000Z-0123456789ab-coder-7b.json',
    );
    expect(recordFileName(record(COMMIT, '2026-11-02T10:00:00.250Z'))).toBe('20261102T100000Z-0123456789ab-m.json');
  });
});

describe('readStore', () => {
  it('reads a store without records/ as empty, and a missing store as an error that says how to make one', async () => {
    const store = tempDir('passk-store-empty-');
    expect(await readStore(store)).toEqual([]);
    await expect(readStore(join(store, 'absent'))).rejects.toThrow(
      `history store ${join(store, 'absent')}: no such folder (passk-gate history add creates it)`,
    );
  });

  it('refuses a file given as the store, saying it is not a folder', async () => {
    const store = tempDir('passk-store-file-');
    const file = join(store, 'results.json');
    writeFileSync(file, '{}');
    await expect(readStore(file)).rejects.toThrow(
      `history store ${file}: is a file, not a folder: give the store's folder, --store DIR`,
    );
    await expect(readStore(file, {}, (dir) => `history:${dir}`)).rejects.toThrow(
      "is a file, not a folder: give the store's folder, history:DIR",
    );
  });

  it('reads only .json files, records of one time in file-name order', async () => {
    const store = tempDir('passk-store-read-');
    mkdirSync(join(store, 'records'));
    const write = (name: string, value: HistoryRecord) =>
      writeFileSync(join(store, 'records', name), recordJson(value));
    write('b.json', record('b'.repeat(40), '2026-11-01T00:00:00Z'));
    write('a.json', record('a'.repeat(40), '2026-11-01T00:00:00Z'));
    write('0.json', record('c'.repeat(40), '2026-11-02T00:00:00Z'));
    writeFileSync(join(store, 'records', 'README.md'), 'not a record');
    const records = await readStore(store);
    expect(records.map((r) => r.file)).toEqual(['a.json', 'b.json', '0.json'].map((n) => join(store, 'records', n)));
    expect(records.map((r) => r.record.commit[0])).toEqual(['a', 'b', 'c']);
  });

  it('refuses a file that is not a record, naming it', async () => {
    const store = tempDir('passk-store-bad-');
    mkdirSync(join(store, 'records'));
    const file = join(store, 'records', 'x.json');
    writeFileSync(file, JSON.stringify({ ...record(COMMIT, '2026-11-01T00:00:00Z'), name: '' }));
    await expect(readStore(store)).rejects.toThrow(`${file}: name: must NOT have fewer than 1 characters`);
    // Cut short: what is wrong, and how the store is mended.
    writeFileSync(file, '{"format": "passk-gate-history/v1",');
    await expect(readStore(store)).rejects.toThrow(
      `${file}: not valid JSON at line 1, column 36: the text ends before the JSON value does; the file is cut ` +
        'short, as a run stopped while writing it (or a copy that did not finish) leaves it: give the complete ' +
        'file; history add writes ' +
        'each record once and never changes it: restore it from the commit that added it (git -C ' +
        `${dirname(file)} checkout "$(git -C ${dirname(file)} log -1 --format=%H --diff-filter=A -- x.json)" -- ` +
        'x.json), or delete it',
    );
  });

  it('says an empty record is empty, with how to mend the store, not how to re-run an evaluation', async () => {
    const store = tempDir('passk-store-empty-record-');
    mkdirSync(join(store, 'records'));
    const file = join(store, 'records', 'x.json');
    writeFileSync(file, '');
    await expect(readStore(store)).rejects.toThrow(
      new RegExp(`^${file.replace(/[.\\]/g, '\\$&')}: is empty; history add writes each record once`),
    );
  });

  it('refuses a record a newer passk-gate wrote by saying to update, not to restore or delete it', async () => {
    const store = tempDir('passk-store-newer-');
    mkdirSync(join(store, 'records'));
    const file = join(store, 'records', 'x.json');
    writeFileSync(file, JSON.stringify({ ...record(COMMIT, '2026-11-01T00:00:00Z'), format: 'passk-gate-history/v2' }));
    const error = (await readStore(store).catch((e: unknown) => e)) as Error;
    expect(error.message).toBe(
      `${file}: is a passk-gate-history/v2 record, written by a newer passk-gate than this one (which reads ` +
        'passk-gate-history/v1): update passk-gate to read this store',
    );
  });

  it('says how to restore a record whose damage was committed, and the command does', async () => {
    const repo = tempDir('passk-store-committed-');
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@e', ...args], { cwd: repo, stdio: 'pipe' });
    git('init', '--quiet');
    const { file } = await addRun({
      store: join(repo, 'history'),
      files: [join(EXAMPLES, 'baseline.json')],
      commit: COMMIT,
    });
    const written = readFileSync(file, 'utf8');
    git('add', '.');
    git('commit', '--quiet', '-m', 'record');
    writeFileSync(file, written.replace('"ids"', '"idz"'));
    git('commit', '--quiet', '-am', 'edit');
    const error = (await readStore(join(repo, 'history')).catch((e: unknown) => e)) as Error;
    const command = /from the commit that added it \((.*)\), or delete it$/.exec(error.message)![1]!;
    execFileSync('sh', ['-c', command], { cwd: repo, stdio: 'pipe' });
    expect(readFileSync(file, 'utf8')).toBe(written);
  });

  it('gives a command that restores it from the workspace when the store is a checkout of its own inside it', async () => {
    const workspace = tempDir('passk-store-nested-');
    const store = join(workspace, 'history');
    const git = (cwd: string, ...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@e', ...args], { cwd, stdio: 'pipe' });
    git(workspace, 'init', '--quiet');
    const { file } = await addRun({ store, files: [join(EXAMPLES, 'baseline.json')], commit: COMMIT });
    git(store, 'init', '--quiet');
    git(store, 'add', '.');
    git(store, 'commit', '--quiet', '-m', 'record');
    const written = readFileSync(file, 'utf8');
    writeFileSync(file, '{');
    const error = (await readStore(store).catch((e: unknown) => e)) as Error;
    const command = /from the commit that added it \((.*)\), or delete it$/.exec(error.message)![1]!;
    execFileSync('sh', ['-c', command], { cwd: workspace, stdio: 'pipe' });
    expect(readFileSync(file, 'utf8')).toBe(written);
  });
});

describe('addRecord', () => {
  it('creates the store and writes the record under its file name, as recordJson writes it', async () => {
    const store = join(tempDir('passk-store-add-'), 'new', 'store');
    const value = record(COMMIT, '2026-11-02T10:00:00Z');
    const file = join(store, 'records', '20261102T100000Z-0123456789ab-m.json');
    expect(await addRecord(store, value)).toEqual({ file, added: true, differs: false });
    expect(readFileSync(file, 'utf8')).toBe(recordJson(value));
  });

  it('adds nothing for a commit and name already recorded, and adds another name of that commit', async () => {
    const store = tempDir('passk-store-once-');
    const first = await addRecord(store, record(COMMIT, '2026-11-02T10:00:00Z'));
    expect(await addRecord(store, record(COMMIT, '2026-11-05T00:00:00Z'))).toEqual({
      file: first.file,
      added: false,
      differs: false,
    });
    // Other results, or another setting, at that commit: still not added, and said to differ.
    const rerun = recordOf(run('a.json', [{ id: 'p', n: 2, c: 2 }]), {
      commit: COMMIT,
      time: '2026-11-06T00:00:00Z',
      name: 'm',
    });
    expect(await addRecord(store, rerun)).toEqual({ file: first.file, added: false, differs: true });
    const hotter = recordOf(run('a.json', [{ id: 'p', n: 2, c: 1 }], { config: { ...SAMPLING, temperature: 1 } }), {
      commit: COMMIT,
      time: '2026-11-06T00:00:00Z',
      name: 'm',
    });
    expect((await addRecord(store, hotter)).differs).toBe(true);
    expect((await addRecord(store, record(COMMIT, '2026-11-05T00:00:00Z', 'other'))).added).toBe(true);
    expect((await readStore(store)).map((r) => r.record.name)).toEqual(['m', 'other']);
  });

  it('never overwrites a file of the same name that holds another record', async () => {
    const store = tempDir('passk-store-clash-');
    // Two commits alike in their first 12 digits, at one time: one file name.
    const one = record(`${COMMIT.slice(0, 12)}${'0'.repeat(28)}`, '2026-11-02T10:00:00Z');
    const two = record(`${COMMIT.slice(0, 12)}${'1'.repeat(28)}`, '2026-11-02T10:00:00Z');
    const { file } = await addRecord(store, one);
    await expect(addRecord(store, two)).rejects.toThrow(
      `${file}: already holds another record; records are never overwritten`,
    );
    expect(readFileSync(file, 'utf8')).toBe(recordJson(one));
  });

  it("records a second series whose name makes another's file name, in a file with its name's hash", async () => {
    const store = tempDir('passk-store-slug-');
    const long = 'HumanEval sampled at temperature 0.8 (calibrated) pass@';
    const { file } = await addRecord(store, record(COMMIT, '2026-11-02T10:00:00Z', `${long}1`));
    const second = await addRecord(store, record(COMMIT, '2026-11-02T10:00:00Z', `${long}10`));
    const digest = createHash('sha256').update(`${long}10`).digest('hex').slice(0, 8);
    expect(basename(second.file)).toBe(basename(file).replace('.json', `-${digest}.json`));
    expect(second.added).toBe(true);
    // Names alike but for case and punctuation too; each series reads back whole.
    await addRecord(store, record(COMMIT, '2026-11-02T10:00:00Z', 'a-b'));
    await addRecord(store, record(COMMIT, '2026-11-02T10:00:00Z', 'A b'));
    expect((await readStore(store)).map((r) => r.record.name).sort()).toEqual(['A b', `${long}1`, `${long}10`, 'a-b']);
    // The same series at the same commit again is no new record.
    expect((await addRecord(store, record(COMMIT, '2026-11-02T10:00:00Z', `${long}10`))).added).toBe(false);
  });

  it('records two series named in Japanese and Chinese at one commit and time in files of their own', async () => {
    const store = tempDir('passk-store-scripts-');
    for (const name of ['日本語', '中文']) await addRecord(store, record(COMMIT, '2026-11-02T10:00:00Z', name));
    expect((await readStore(store)).map((r) => basename(r.file)).sort()).toEqual([
      '20261102T100000Z-0123456789ab-中文.json',
      '20261102T100000Z-0123456789ab-日本語.json',
    ]);
  });

  it('refuses a folder that holds records itself (the records folder given for the store), saying what to give', async () => {
    const store = tempDir('passk-history-records-');
    await addRun({ store, files: [join(EXAMPLES, 'baseline.json')], commit: COMMIT, time: '2026-11-02T10:00:00Z' });
    const records = join(store, 'records');
    await expect(readStore(records)).rejects.toThrow(
      `history store ${records}: holds history records itself: give the store, --store ${store}`,
    );
    const moved = join(store, 'moved');
    mkdirSync(moved);
    for (const name of readdirSync(records)) writeFileSync(join(moved, name), readFileSync(join(records, name)));
    await expect(readStore(moved)).rejects.toThrow(
      `history store ${moved}: holds history records itself: a store keeps them in ${join(moved, 'records')}`,
    );
    // A folder of other files is a store with no records yet.
    const other = join(store, 'other');
    mkdirSync(other);
    writeFileSync(join(other, 'notes.json'), '{}');
    expect(await readStore(other)).toEqual([]);
  });
});
