/**
 * One run as a history store keeps it (`passk-gate-history/v1`, schema/passk-gate-history-v1.schema.json): the
 * commit, ref, time and series name it was recorded under, and the run itself compactly, per-problem values as
 * parallel arrays. A record read back is a `RunResults`, so every check of a comparison applies to it unchanged.
 */
import { InputError, inputError } from '../common/errors.js';
import type { ConfigSource, ConfigValue, GradedSample, Judgement, ProblemCounts, RunResults } from '../common/types.js';
import { validateHistoryRecord } from './history-validator.js';
import { underGateNames } from './user-config.js';
import { filesOf } from './run-name.js';
import { checkCounts, SAMPLE_VALUES } from '../formats/canonical.js';
import { archivedModel } from '../io/mlflow-uri.js';
import { counted } from '../common/lists.js';
import { quoted } from '../io/value-text.js';
import { errorsOf, ranTrials, SWEBENCH_ERRORS, unitWords, type ErrorsOf, type UnitWords } from '../formats/detect.js';

export const HISTORY_FORMAT = 'passk-gate-history/v1';

/** The version this passk-gate reads and writes; a record of a later one is refused. */
const HISTORY_VERSION = 1;

/** Per-sample data of every problem, in the problems' order: passes as `1`/`0` text, the rest where recorded. */
interface RecordSamples {
  pass: string[];
  score?: (number | null)[][];
  tests_passed?: (number | null)[][];
  tests_total?: (number | null)[][];
}

/** A record's problems: item i of each array is problem i. */
interface RecordProblems {
  ids: string[];
  n: number[];
  c: number[];
  groups?: (string | null)[];
  timeouts?: (number | null)[];
  errors?: (number | null)[];
  samples?: RecordSamples;
}

/** What a run was recorded under. */
export interface RecordPlace {
  /** The commit (lower-case hex). */
  commit: string;
  ref?: string;
  /** ISO 8601 in UTC, to the second or millisecond. */
  time: string;
  /** The series: runs of one name are compared with each other. */
  name: string;
}

/** A `passk-gate-history/v1` document. */
export interface HistoryRecord extends RecordPlace {
  format: typeof HISTORY_FORMAT;
  model?: string;
  files?: string[];
  run_format: string;
  judgement?: Judgement;
  config: Record<string, ConfigValue>;
  config_sources: Record<string, ConfigSource>;
  problems: RecordProblems;
}

/**
 * The tag a ref names: refs/tags/v1.2.0 -> v1.2.0, and a short ref that reads as a version (v1.2.0, 2.0-rc1)
 * as it is; null for a branch (refs/heads/v1.0 too, or a short name such as main) or any other ref.
 */
export function tagOf(ref: string | undefined): string | null {
  if (ref === undefined) return null;
  if (ref.startsWith('refs/tags/')) return ref.slice('refs/tags/'.length);
  return /^v?\d+(\.\d+)*([-+][\w.-]*)?$/i.test(ref) ? ref : null;
}

/**
 * What the records' runs are called (`unitWords`): tasks and trials when every one is an agent's (by the
 * `run_format` each record has always kept), else problems and samples.
 */
export function recordWords(...records: readonly Pick<HistoryRecord, 'run_format' | 'judgement'>[]): UnitWords {
  return unitWords(records.every((record) => ranTrials(harnessOf(record))));
}

/** What the records' errors are (`errorsOf`): SWE-bench's `error_ids` when any is a SWE-bench run's. */
export function recordErrors(...records: readonly Pick<HistoryRecord, 'run_format' | 'judgement'>[]): ErrorsOf {
  return errorsOf(...records.map(harnessOf));
}

/** What tells the harness of a record's run: the format it was read as and its judgement. */
function harnessOf(record: Pick<HistoryRecord, 'run_format' | 'judgement'>) {
  return { format: record.run_format, judgement: record.judgement };
}

/**
 * A run's series when none is named: what its passes are judged on (harness, criterion, dataset), e.g. `humaneval`
 * or `bigcodebench bigcodebench-hard-instruct`. Neither the model nor the file's path: both change from one release
 * to the next, and a series is the suite's line over the releases.
 */
export function seriesName(run: Pick<RunResults, 'format' | 'judgement'>): string {
  const { format, criterion, dataset } = run.judgement ?? { format: run.format };
  return [format, criterion, dataset].filter((part) => part !== undefined && part !== '').join(' ');
}

/** An optional per-problem value as an array, absent when no problem has it (null where one problem lacks it). */
function column<T>(
  problems: readonly ProblemCounts[],
  value: (p: ProblemCounts) => T | undefined,
): (T | null)[] | undefined {
  const values = problems.map((p) => value(p) ?? null);
  return values.some((v) => v !== null) ? values : undefined;
}

/** The samples of every problem compactly, a value no sample has left out; none unless every problem has them. */
function recordSamples(problems: readonly ProblemCounts[]): RecordSamples | undefined {
  if (!problems.every((p) => p.samples !== undefined)) return undefined;
  const samples = problems.map((p) => p.samples!);
  const fields: RecordSamples = { pass: samples.map((list) => list.map((s) => (s.pass ? '1' : '0')).join('')) };
  for (const key of SAMPLE_VALUES) {
    const values = samples.map((list) => list.map((s) => s[key] ?? null));
    if (values.some((list) => list.some((v) => v !== null))) fields[key] = values;
  }
  return fields;
}

/**
 * A run as a record, under its place; keys in the schema's order, absent values left out. A run read from MLflow
 * whose files name no model is recorded under its registered model version or run name (`archivedModel`).
 */
export function recordOf(run: RunResults, place: RecordPlace): HistoryRecord {
  const { problems } = run;
  const compact: RecordProblems = {
    ids: problems.map((p) => p.id),
    n: problems.map((p) => p.n),
    c: problems.map((p) => p.c),
  };
  const groups = column(problems, (p) => p.group);
  const timeouts = column(problems, (p) => p.timeouts);
  const errors = column(problems, (p) => p.errors);
  const samples = recordSamples(problems);
  const model = run.model ?? (run.mlflow === undefined ? undefined : archivedModel(run.mlflow));
  if (groups !== undefined) compact.groups = groups;
  if (timeouts !== undefined) compact.timeouts = timeouts;
  if (errors !== undefined) compact.errors = errors;
  if (samples !== undefined) compact.samples = samples;
  return {
    format: HISTORY_FORMAT,
    commit: place.commit,
    ...(place.ref === undefined ? {} : { ref: place.ref }),
    time: place.time,
    name: place.name,
    ...(model === undefined ? {} : { model }),
    files: filesOf(run),
    run_format: run.format,
    ...(run.judgement === undefined ? {} : { judgement: run.judgement }),
    config: run.config,
    config_sources: run.configSources,
    problems: compact,
  };
}

/** A record as its file holds it: one key per line at the top, each array on one line (small diffs, no padding). */
export function recordJson(record: HistoryRecord): string {
  const lines = Object.entries(record).map(([key, value]) =>
    key === 'problems'
      ? `  "problems": {\n${Object.entries(value as object)
          .map(([name, item]) => `    ${JSON.stringify(name)}: ${JSON.stringify(item)}`)
          .join(',\n')}\n  }`
      : `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** The samples of problem i, rebuilt from the record's columns. */
function problemSamples(samples: RecordSamples, i: number): GradedSample[] {
  return [...samples.pass[i]!].map((bit, j) => {
    const sample: GradedSample = { pass: bit === '1' };
    for (const key of SAMPLE_VALUES) {
      const value = samples[key]?.[i]?.[j];
      if (value != null) sample[key] = value;
    }
    return sample;
  });
}

/** A record a newer passk-gate wrote: not damaged, so it is not to be restored or deleted; passk-gate is updated. */
export class NewerRecordError extends InputError {
  override readonly name = 'NewerRecordError';
}

/**
 * Checks a parsed record and returns it: a record of a later version is refused with the file named and what to
 * do; otherwise the schema (a full commit SHA: a prefix would make one commit two records), then what it cannot
 * say (a time the calendar has, arrays of one length, unique ids, c <= n, timeouts + errors <= n - c, n samples of
 * which c pass).
 */
export function parseRecord(document: unknown, file: string): HistoryRecord {
  const format = (document as { format?: unknown } | null)?.format;
  const version = typeof format === 'string' ? /^passk-gate-history\/v(\d+)$/.exec(format)?.[1] : undefined;
  if (version !== undefined && Number(version) > HISTORY_VERSION) {
    throw new NewerRecordError(
      `${file}: is a passk-gate-history/v${version} record, written by a newer passk-gate than this one (which reads ${HISTORY_FORMAT}): update passk-gate to read this store`,
    );
  }
  if (!validateHistoryRecord(document)) {
    const error = validateHistoryRecord.errors![0]!;
    throw inputError(file, error.instancePath.replace(/^\//, '').replaceAll('/', '.'), error.message ?? 'is invalid');
  }
  const record = document as unknown as HistoryRecord;
  const time = Date.parse(record.time);
  if (Number.isNaN(time) || new Date(time).toISOString().replace('.000Z', 'Z') !== record.time.replace('.000Z', 'Z')) {
    throw inputError(file, 'time', `${record.time} is no date and time the calendar has`);
  }
  const { ids, n, c, timeouts, errors, samples } = record.problems;
  const columns = [
    ...Object.entries(record.problems).map(([key, value]) => [`problems.${key}`, value] as const),
    ...Object.entries(samples ?? {}).map(([key, value]) => [`problems.samples.${key}`, value] as const),
  ];
  for (const [location, value] of columns) {
    if (Array.isArray(value) && value.length !== ids.length) {
      const items = counted(value.length, 'item');
      const problems = ids.length === 1 ? 'is 1 problem' : `are ${ids.length} problems`;
      throw inputError(file, location, `has ${items}, but there ${problems}`);
    }
  }
  const seen = new Map<string, number>();
  for (let i = 0; i < ids.length; i++) {
    const earlier = seen.get(ids[i]!);
    if (earlier !== undefined) {
      throw inputError(
        file,
        `problems.ids[${i}]`,
        `duplicate id ${quoted(ids[i]!)} (first at problems.ids[${earlier}])`,
      );
    }
    seen.set(ids[i]!, i);
    checkCounts(n[i]!, c[i]!, (timeouts?.[i] ?? 0) + (errors?.[i] ?? 0), file, `problems[${i}]`, `problems.c[${i}]`);
    const pass = samples?.pass[i];
    if (pass !== undefined && (pass.length !== n[i] || pass.replaceAll('0', '').length !== c[i])) {
      throw inputError(
        file,
        `problems.samples.pass[${i}]`,
        `does not hold n = ${n[i]} samples with c = ${c[i]} passes`,
      );
    }
  }
  return record;
}

/** A record as a run: `source` names its file; per-sample data only when asked for (as the readers keep it). */
export function recordRun(record: HistoryRecord, file: string, keepSamples: boolean): RunResults {
  const { ids, n, c, groups, timeouts, errors, samples } = record.problems;
  const problems = ids.map((id, i): ProblemCounts => {
    const problem: ProblemCounts = { id, n: n[i]!, c: c[i]! };
    if (groups?.[i] != null) problem.group = groups[i]!;
    if (timeouts?.[i] != null) problem.timeouts = timeouts[i]!;
    if (errors?.[i] != null) problem.errors = errors[i]!;
    if (keepSamples && samples !== undefined) problem.samples = problemSamples(samples, i);
    return problem;
  });
  // A record written before other names were read as the gate's may still hold them.
  return underGateNames({
    source: file,
    format: record.run_format,
    ...(record.model === undefined ? {} : { model: record.model }),
    config: { ...record.config },
    configSources: { ...record.config_sources },
    problems,
    warnings: [],
    ...(record.judgement === undefined ? {} : { judgement: record.judgement }),
  });
}

/**
 * How many samples the record has when an infrastructure error lost every one of them (its value is no score),
 * else undefined. Timeouts are the model's failures, not the harness's: they do not count.
 */
export function allErrored(record: HistoryRecord): number | undefined {
  const { n, errors } = record.problems;
  const samples = n.reduce((sum, count) => sum + count, 0);
  if (errors === undefined || samples === 0) return undefined;
  return n.every((count, i) => (errors[i] ?? 0) >= count) ? samples : undefined;
}

/**
 * How a run whose every sample errored (`allErrored`) is named: infrastructure errors lost it, so its 0% is no
 * score; SWE-bench's `error_ids` also hold patches that did not apply, the model's failure, so its 0% may be a
 * score and is said to be not taken as one (it is still off the trend line and never an anchor).
 */
export function erroredWords(errors: ErrorsOf): { tag: string; what: string; noScore: string } {
  return errors === 'swebench'
    ? {
        tag: ', SWE-bench error_ids',
        what: `SWE-bench error_ids: ${SWEBENCH_ERRORS}`,
        noScore: 'not taken as a score',
      }
    : { tag: '', what: 'infrastructure errors', noScore: 'no score' };
}

/** "every sample errored: no score", short; SWE-bench's "every trial errored, SWE-bench error_ids: not taken as a score". */
export function erroredLabel(sample: string, errors: ErrorsOf): string {
  const { tag, noScore } = erroredWords(errors);
  return `every ${sample} errored${tag}: ${noScore}`;
}
