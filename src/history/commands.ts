/**
 * What `passk-gate history add` and `history list` do, apart from their arguments: the CLI and the action share
 * `addRun`.
 */
import { InputError } from '../common/errors.js';
import { ALWAYS_REQUIRED, compareConfigs } from '../check/config.js';
import { DEFAULT_OPTIONS } from '../config/options.js';
import { compareJudgements, judgementText } from '../check/judgement.js';
import { mean, perProblemValues } from '../estimate/metric.js';
import { INEXACT_INTEGER_READ, isInexactInteger } from '../formats/values.js';
import { nameText, quoted, shown } from '../io/value-text.js';
import type { ConfigValue, RunResults } from '../common/types.js';
import { MAX_RUN_NAME, terminalText } from '../render/escape.js';
import { scorePercent } from '../render/format.js';
import { textWidth } from '../render/layout.js';
import { readRuns } from '../load/merge.js';
import { loadResults, type LoadOptions } from '../load/read.js';
import {
  allErrored,
  erroredLabel,
  recordErrors,
  recordOf,
  recordRun,
  recordWords,
  seriesName,
  type HistoryRecord,
  type RecordPlace,
} from '../load/history-record.js';
import { addRecord, type StoredRecord } from '../load/history-store.js';
import { counted } from '../common/lists.js';

/** What `history add` is told besides the files: the record's place (the name optional) and how to read. */
export interface AddRequest {
  store: string;
  files: readonly string[];
  commit: string;
  ref?: string;
  /** ISO 8601; now when not given. */
  time?: string;
  name?: string;
  read?: Omit<LoadOptions, 'samples'>;
}

/**
 * A commit's full SHA (40 hex digits, 64 in a SHA-256 repository), kept lower-case. Never a prefix: the store
 * knows a commit by its SHA, so the same commit given once in full and once short would be two records.
 */
export function parseCommit(value: string, option: string): string {
  if (!/^([0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/.test(value)) {
    throw new InputError(
      `${option}: expected the commit's full SHA (40 hex digits, or 64 in a SHA-256 repository): give what ` +
        `git rev-parse HEAD prints, got ${quoted(value, 80)}`,
    );
  }
  return value.toLowerCase();
}

/**
 * A time as the store keeps it: ISO 8601 in UTC (`2026-11-02T10:00:00Z`, `2026-11-02T10:00:00.250Z` when it has
 * milliseconds), from an ISO 8601 day (its UTC midnight) or a date and time with Z or an offset. The milliseconds
 * order two runs added within one second (a backfill of a baseline, then its candidate) as they were added.
 */
export function parseTime(value: string, option: string): string {
  const date = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/.test(value)
    ? new Date(value)
    : undefined;
  // Date reads a day its month lacks (2026-02-30) as one of the next month: such a day is refused. The day alone
  // is read as UTC midnight, which names the same day only when the month has it.
  const day = value.slice(0, 10);
  const midnight = new Date(day);
  const dayExists = !Number.isNaN(midnight.getTime()) && midnight.toISOString().startsWith(day);
  if (date === undefined || Number.isNaN(date.getTime()) || !dayExists) {
    throw new InputError(`${option}: expected an ISO 8601 time such as 2026-11-02T10:00:00Z, got ${quoted(value, 80)}`);
  }
  // Date reads a time of day without an offset in the local time zone of whichever machine runs the command.
  if (value.includes('T') && !/(Z|[+-]\d{2}:\d{2})$/.test(value)) {
    throw new InputError(
      `${option}: ${quoted(value, 80)} has no offset from UTC: add Z for UTC, or the offset, e.g. +02:00`,
    );
  }
  return date.toISOString().replace(/\.000Z$/, 'Z');
}

/**
 * Refuses a series name no anchor selector can pick (`history:DIR#...,name:NAME`): `#` starts the selector, `,`
 * separates its items, and the spaces around an item are dropped. For `history add --name`, where the name is
 * chosen for the series; the action's gate name is kept as given, since the anchor finds a candidate's own series
 * without a selector.
 */
export function checkSeriesName(name: string): void {
  const reserved = ['#', ','].filter((ch) => name.includes(ch));
  const why =
    reserved.length > 0
      ? `it holds ${reserved.map((ch) => `"${ch}"`).join(' and ')}, which a selector reserves (history:DIR#SELECTOR, its items separated by ",")`
      : name.trim() === ''
        ? 'it is empty'
        : name.trim() !== name
          ? 'a selector drops the spaces around a name'
          : undefined;
  if (why === undefined) return;
  throw new InputError(
    `history add: no anchor selector can pick the series ${quoted(name, 80)} (name:NAME): ${why}; give the series another name`,
  );
}

/**
 * Reads the files as trials of one run (as `--candidate a.json --candidate b.json`), with per-sample data where
 * they have it, and adds the run to the store: nothing changes when the store has this commit and name already.
 */
export async function addRun(
  request: AddRequest,
): Promise<{ file: string; added: boolean; differs: boolean; record: RecordPlace; warning?: string }> {
  if (request.files.length === 0) throw new InputError('history add needs the results FILE(s) of the run to record');
  const read: LoadOptions = { ...request.read, samples: true };
  // A history run has no sides: its files are one run's.
  const run = await readRuns(request.files, (path) => loadResults(path, read), true, 'one run');
  const configName = read.configName ?? '--config';
  // A record without it could never be compared: every comparison must know temperature on both sides.
  if (run.config[ALWAYS_REQUIRED] === undefined) {
    // As the caller writes the option (the action's `input candidate-config: temperature=VALUE`), where it says.
    const pair = `${ALWAYS_REQUIRED}=VALUE`;
    const { hints, configOption } = read;
    const give =
      hints === undefined || configOption === undefined ? `${configName} ${pair}` : hints.set(configOption, pair);
    throw new InputError(
      `history add: ${run.source} does not record ${ALWAYS_REQUIRED}: give it with ${give}, the value the run was sampled at`,
    );
  }
  refuseInexactConfig(run, configName);
  const place: RecordPlace = {
    commit: request.commit,
    ...(request.ref === undefined ? {} : { ref: request.ref }),
    time: parseTime(request.time ?? new Date().toISOString(), 'time'),
    name: request.name ?? seriesName(run),
  };
  const { file, added, differs, latest } = await addRecord(request.store, recordOf(run, place));
  const warning = latest === undefined ? undefined : mixedSeriesWarning(place.name, latest, run, configName);
  return { file, added, differs, record: place, ...(warning === undefined ? {} : { warning }) };
}

/**
 * A run added to a series whose newest record the trend page and the drift check will not compare it with: judged
 * by other tests (which a name given by hand, `--name humaneval` for an evalplus run, hides until then), or sampled
 * at other settings than the gate compares, which no record can be given later, since none is rewritten.
 * `configName` names what gives a run the settings its files lack.
 */
function mixedSeriesWarning(
  name: string,
  latest: HistoryRecord,
  run: RunResults,
  configName: string,
): string | undefined {
  const series = `the series ${quoted(name, 80)}`;
  const instead = 'the trend page and the drift check will not compare them; record such runs';
  // Refused only when both record a judgement, and it differs.
  if (compareJudgements(latest, run, false).reasons.length > 0) {
    return (
      `${series}'s newest run was judged by ${judgementText(latest.judgement!)}, this run by ` +
      `${judgementText(run.judgement!)}: ${instead} under a series name of their own`
    );
  }
  const newest = recordRun(latest, '', false);
  const { rows } = compareConfigs(newest, run, { compared: DEFAULT_OPTIONS.matchConfig, required: [] });
  const value = (v: ConfigValue | undefined) => (v === undefined ? 'not recorded' : shown(v));
  const settings = rows
    .filter((row) => row.checked && (row.status === 'differs' || row.status === 'missing'))
    .map((row) => `${row.key} ${value(row.baseline)} there, ${value(row.candidate)} here`);
  if (settings.length === 0) return undefined;
  return (
    `${series}'s newest run was sampled otherwise (${settings.join('; ')}): the trend page will not compare ` +
    "them, nor a drift check anchored on one (best picks among the runs at the candidate's settings); record " +
    `such runs with the series' settings (${configName} gives one the files lack), or under a series name of ` +
    'their own'
  );
}

/**
 * Refuses a config value past 2^53 - 1, wherever it came from: it was read rounded, and a record is never
 * rewritten, so every drift check comparing the key against the record would be refused for good.
 */
function refuseInexactConfig(run: RunResults, configName: string): void {
  const key = Object.keys(run.config).find((k) => isInexactInteger(run.config[k]));
  if (key === undefined) return;
  const name = nameText(key);
  throw new InputError(
    run.configSources[key] === 'user'
      ? `history add: ${configName}: ${name} ${INEXACT_INTEGER_READ}: give it as a string (${name}="DIGITS"), or leave it out`
      : `history add: ${run.source}: config ${name} ${INEXACT_INTEGER_READ}: write it as a string in the results file`,
  );
}

/** What `history add` prints of `addRun`'s result: the file, the name and the commit made safe to print. */
export function addedText({ file, added, differs, record }: Awaited<ReturnType<typeof addRun>>): string {
  const [path, name, commit] = [
    terminalText(file, MAX_RUN_NAME),
    terminalText(record.name),
    record.commit.slice(0, 12),
  ];
  if (added) return `added ${path}: ${name} at ${commit}\n`;
  return differs
    ? `unchanged: ${name} at ${commit} is already recorded with other results or settings (${path}); a record is ` +
        'never rewritten, so the first run stays: record this one at its own commit\n'
    : `unchanged: ${name} at ${commit} is already recorded (${path})\n`;
}

/** A record's pass@1 (the mean of c/n), as `history list` shows it. */
function passAt1(record: StoredRecord['record']): number {
  return mean(perProblemValues(recordRun(record, '', false).problems, 1, 'pass@k'));
}

/** A store's records as `history list --json` writes them: what each is, not its problems. */
export function listJson(records: readonly StoredRecord[]): string {
  const rows = records.map(({ file, record }) => ({
    file,
    time: record.time,
    commit: record.commit,
    ref: record.ref ?? null,
    name: record.name,
    model: record.model ?? null,
    problems: record.problems.ids.length,
    samples: record.problems.samples !== undefined,
    pass_at_1: passAt1(record),
    // As the list's line says: its 0 is no score (for SWE-bench, not taken as one).
    every_sample_errored: allErrored(record) !== undefined,
  }));
  return `${JSON.stringify(rows, null, 2)}\n`;
}

/** The widest model `history list` prints: a long one is cut rather than push every line's pass@1 far right. */
const MAX_LIST_MODEL = 48;

/**
 * A store's records as lines: time, commit, name, model, problems (an agent's tasks), pass@1, ref (names, models and
 * refs made safe to print); a column no record fills (no record names its model) is left out.
 */
export function listText(store: string, records: readonly StoredRecord[]): string {
  const folder = terminalText(store, MAX_RUN_NAME);
  if (records.length === 0) return `${folder}: no records\n`;
  // One form for the column: to the millisecond when any record has them (one added without --time), else to the
  // second, as a backfill's days are.
  const millis = records.some(({ record }) => /\.\d+Z$/.test(record.time));
  const rows = records.map(({ record }) => {
    const { problem, sample } = recordWords(record);
    return [
      millis ? new Date(record.time).toISOString() : record.time,
      record.commit.slice(0, 12),
      terminalText(record.name, 80),
      record.model === undefined ? '' : `model ${terminalText(record.model, MAX_LIST_MODEL)}`,
      counted(record.problems.ids.length, problem),
      `pass@1 ${scorePercent(passAt1(record))}${allErrored(record) === undefined ? '' : ` (${erroredLabel(sample, recordErrors(record))})`}`,
      terminalText(record.ref ?? '', 80),
    ];
  });
  // By the columns a cell takes on a terminal: a wide character (人, 🔥) takes two, a combining mark none.
  const widths = rows[0]!.map((_, j) => Math.max(...rows.map((row) => textWidth(row[j]!))));
  const lines = rows.map((row) =>
    row
      .flatMap((cell, j) => (widths[j] === 0 ? [] : [cell + ' '.repeat(widths[j]! - textWidth(cell))]))
      .join('  ')
      .trimEnd(),
  );
  return `${counted(records.length, 'record')} in ${folder}:\n${lines.join('\n')}\n`;
}
