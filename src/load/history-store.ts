/**
 * A history store: a folder whose `records/` holds one `passk-gate-history/v1` file per run, named
 * `<time>-<commit12>-<name>.json`. One file per run (never one appended file) lets two workflows that add runs
 * at once rebase without a conflict; a record once written is never rewritten.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { InputError } from '../common/errors.js';
import { SHARED_HINTS, type OptionHints } from '../common/hints.js';
import { exists, ioProblem, readJsonFile } from '../io/files.js';
import { pastedWord, shellWord, type Shell } from '../io/value-text.js';
import { NewerRecordError, parseRecord, recordJson, type HistoryRecord } from './history-record.js';

/** The folder of the records inside a store. */
const RECORDS_FOLDER = 'records';

/** The name `recordFileName` gives a record's file. */
const RECORD_FILE = /^\d{8}T\d{6}Z-[0-9a-f]{12}-[\p{L}\p{N}-]+\.json$/u;

/** One record and the file it was read from. */
export interface StoredRecord {
  file: string;
  record: HistoryRecord;
}

/**
 * A series name as a file-name part: its letters and digits in any script (lower-case, composed: NFC) and hyphens,
 * at most 40 characters. A name in Japanese or with accents keeps its letters: kept to ASCII, every Japanese name
 * made one file name, and two series of a config file recorded at one push collided.
 */
export function nameSlug(name: string): string {
  const slug = Array.from(
    name
      .normalize('NFC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, ''),
  )
    .slice(0, 40)
    .join('')
    .replace(/-$/, '');
  return slug === '' ? 'run' : slug;
}

/**
 * `20261102T100000Z-0123456789ab-model-x.json`: sorts by time, and says what it holds. `hashed` adds the first 8 hex
 * digits of the name's SHA-256 (`model-x-1a2b3c4d`), for a series whose name makes the file name of another's.
 */
export function recordFileName(record: HistoryRecord, hashed = false): string {
  const time = record.time.replace(/\.\d+Z$/, 'Z').replace(/[-:]/g, '');
  const hash = hashed ? `-${createHash('sha256').update(record.name).digest('hex').slice(0, 8)}` : '';
  return `${time}-${record.commit.slice(0, 12)}-${nameSlug(record.name)}${hash}.json`;
}

/**
 * `passk-gate history add` as the user runs this CLI (`shell`, e.g. `node dist/cli.js`), to paste; a caller that
 * runs no command (`hints.commands` false: the library) is told of the CLI's command, which alone records runs.
 */
export function historyAdd({ program = ['passk-gate'], windows }: Shell, hints: OptionHints = SHARED_HINTS): string {
  const words = [...program, 'history', 'add'];
  return hints.commands ? words.map((word) => pastedWord(word, windows)).join(' ') : "the CLI's history add";
}

/** The record files of a store's records `folder` holding `names`, in name order: its JSON files. */
function recordFiles(folder: string, names: readonly string[]): string[] {
  return names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => join(folder, name));
}

/** The files `readStore` reads as records: none when the store has no records folder (reading it says why). */
export async function storeRecordFiles(store: string): Promise<string[]> {
  const folder = join(store, RECORDS_FOLDER);
  return recordFiles(folder, await readdir(folder).catch(() => []));
}

/**
 * Every record of a store, oldest first (by time, to the millisecond where a record has it, then file name). A store
 * without `records/` holds none; a store path that is missing, a folder that holds record files itself (its `records/`
 * given as the store), or a record that is not valid, is an `InputError` naming it. `given` is how the caller gives a
 * store, for the hint to give the store rather than its records folder (`--store DIR`, or an anchor's `history:DIR`);
 * `shell` and `hints` as `historyAdd`.
 */
export async function readStore(
  store: string,
  shell: Shell = {},
  given: (store: string) => string = (dir) => `--store ${dir}`,
  hints: OptionHints = SHARED_HINTS,
): Promise<StoredRecord[]> {
  const folder = join(store, RECORDS_FOLDER);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    // A results file given as the store (`--store results.json`, `history:base.json`).
    if (await exists(store, 'file')) {
      throw new InputError(`history store ${store}: is a file, not a folder: give the store's folder, ${given('DIR')}`);
    }
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new InputError(`${folder}: ${ioProblem(error)}`);
    const entries = await readdir(store).catch(() => undefined);
    if (entries === undefined) {
      throw new InputError(`history store ${store}: no such folder (${historyAdd(shell, hints)} creates it)`);
    }
    // The records folder given for the store: read as a store, it would hold no records.
    if (entries.some((name) => RECORD_FILE.test(name))) {
      const fix =
        basename(resolve(store)) === RECORDS_FOLDER
          ? `give the store, ${given(dirname(store))}`
          : `a store keeps them in ${join(store, RECORDS_FOLDER)}`;
      throw new InputError(`history store ${store}: holds history records itself: ${fix}`);
    }
    return [];
  }
  const records: StoredRecord[] = [];
  for (const file of recordFiles(folder, names)) records.push({ file, record: await readRecord(file) });
  // By the times, not their text: "10:00:00.500Z" is later than "10:00:00Z" but sorts before it as text.
  return records.sort((a, b) => Date.parse(a.record.time) - Date.parse(b.record.time));
}

/** Why a damaged record is restored rather than mended. */
export const WRITTEN_ONCE = 'history add writes each record once and never changes it';

/**
 * The git command that restores `file` as the commit that added it wrote it, committed change or not. Git runs in
 * the file's folder (`-C`): a store is often a checkout of its own inside the workspace (workflows.md's
 * `path: history`), which git run from the workspace would not see.
 */
export function restoreCommand(file: string): string {
  const folder = shellWord(dirname(file));
  const name = shellWord(basename(file));
  return `git -C ${folder} checkout "$(git -C ${folder} log -1 --format=%H --diff-filter=A -- ${name})" -- ${name}`;
}

/**
 * A record file that is not a record (cut short, edited by hand, another tool's file): `problem` says what is wrong.
 * Every history command reads every record, so until it is mended none runs; its fix restores the file from the
 * commit that added it, which undoes a change whether or not it was committed.
 */
export class DamagedRecordError extends InputError {
  override readonly name = 'DamagedRecordError';
  constructor(
    readonly problem: string,
    readonly file: string,
  ) {
    super(
      `${problem}; ${WRITTEN_ONCE}: restore it from the commit that added it (${restoreCommand(file)}), or delete it`,
    );
  }

  /** Still a damaged record, so that the history branch's reader can give it the commands that restore it there. */
  override labelled(label: string): DamagedRecordError {
    return new DamagedRecordError(`${label}: ${this.problem}`, this.file);
  }
}

/** A record file's record, or a `DamagedRecordError` (a `NewerRecordError` is no damage: it is thrown as it is). */
async function readRecord(file: string): Promise<HistoryRecord> {
  try {
    return parseRecord(await readJsonFile(file, 'history record'), file);
  } catch (error) {
    if (!(error instanceof InputError) || error instanceof NewerRecordError) throw error;
    throw new DamagedRecordError(error.message, file);
  }
}

/**
 * Adds a record to a store (creating the store): a record of the same commit and name already there leaves the
 * store as it is (`added` false; `differs` when that record holds other results or settings than this one). A file
 * of that name holding another record is refused, never overwritten. `latest`: the series' newest record before it.
 */
export async function addRecord(
  store: string,
  record: HistoryRecord,
): Promise<{ file: string; added: boolean; differs: boolean; latest?: HistoryRecord }> {
  const known = (await exists(store, 'anything')) ? await readStore(store) : [];
  const same = known.find((r) => r.record.commit === record.commit && r.record.name === record.name);
  if (same !== undefined) return { file: same.file, added: false, differs: !sameResults(same.record, record) };
  const latest = known.filter((r) => r.record.name === record.name).at(-1)?.record;
  const folder = join(store, RECORDS_FOLDER);
  let file = join(folder, recordFileName(record));
  try {
    await mkdir(folder, { recursive: true });
    if (!(await writeNewRecord(file, record))) {
      // The file name keeps only a name's letters and digits, the first 40: two series can make one (`HumanEval
      // sampled at temperature 0.8 (calibrated) pass@1` and `pass@10`); the second is written with its name's hash.
      if ((await readRecord(file)).name === record.name) throw neverOverwritten(file);
      file = join(folder, recordFileName(record, true));
      if (!(await writeNewRecord(file, record))) throw neverOverwritten(file);
    }
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`${file}: ${ioProblem(error)}`);
  }
  return { file, added: true, differs: false, ...(latest === undefined ? {} : { latest }) };
}

/** Writes a record to a new file; false, writing nothing, when a file of that name is there. */
async function writeNewRecord(file: string, record: HistoryRecord): Promise<boolean> {
  try {
    await writeFile(file, recordJson(record), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

const neverOverwritten = (file: string): InputError =>
  new InputError(`${file}: already holds another record; records are never overwritten`);

/** Whether two records hold the same results: the same config and per-problem data, whatever their keys' order. */
function sameResults(a: HistoryRecord, b: HistoryRecord): boolean {
  const sorted = (value: object) => JSON.stringify(Object.entries(value).sort(([x], [y]) => (x < y ? -1 : 1)));
  return sorted(a.config) === sorted(b.config) && sorted(a.problems) === sorted(b.problems);
}
