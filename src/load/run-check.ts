/**
 * Results given in place of a path (the library's `compare`, `sequentialPlan` and `sequentialLook`), checked as the
 * readers check a file, whatever their origin: what `readResults` returned, a copy of it (cached as JSON, sent to
 * a worker), or results built by hand. The type `RunResults` lets a caller give anything of its shape, and a value
 * no reader gives (a duplicate id, a count past n, a missing list) would otherwise give a misleading report or fail
 * inside the gate as a bug.
 */
import { InputError } from '../common/errors.js';
import type { ConfigSource, RunResults } from '../common/types.js';
import { didYouMean } from '../common/nearest.js';
import { CANONICAL_FORMAT, parseCanonical } from '../formats/canonical.js';
import { FORMAT_NAMES } from '../formats/detect.js';
import { isRecord, pathOf } from '../formats/values.js';
import { shown } from '../io/value-text.js';

/** An `InputError` about one field of the results: `baseline: problems[3].id: expected ...`. */
type Fail = (path: string, what: string) => InputError;

/** Results as given: the fields of `RunResults` holding anything, so that a `RunResults` and any object fit. */
type Given = { readonly [K in keyof RunResults]?: unknown };

/** Every field of `RunResults`: a key of none of them is a misspelling (`nmae`) or a field no reader gives. */
const RUN_FIELDS: Record<keyof RunResults, true> = {
  source: true,
  name: true,
  files: true,
  format: true,
  model: true,
  models: true,
  config: true,
  configSources: true,
  problems: true,
  warnings: true,
  judgement: true,
  positional: true,
  mlflow: true,
  mlflowRuns: true,
  scoreGaps: true,
};

/** The formats runs are read as (`mlflow`: a run's counts read from its MLflow params); merged runs join theirs. */
const RUN_FORMATS: readonly string[] = [...FORMAT_NAMES, 'mlflow'];

/** Where a config value can come from: every `ConfigSource`. */
const CONFIG_SOURCES: readonly ConfigSource[] = ['file', 'filename', 'user', 'mlflow'];

/** A count that may be 0 (timeouts, errors, score gaps): a whole number from 0. */
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * A string field; `filled` where no reader gives an empty one (the canonical schema's `minLength: 1`, or a file
 * name, which an empty one would garble where reports replace each file by its shown name).
 */
function checkText(value: unknown, path: string, fail: Fail, filled = false): void {
  if (typeof value !== 'string' || (filled && value === ''))
    throw fail(path, `expected ${filled ? 'a non-empty string' : 'a string'}, got ${shown(value)}`);
}

/** A list of strings; each item is checked, holes included (a loop, not `forEach`, which skips them). */
function checkTextList(value: unknown, path: string, fail: Fail, filled = false): void {
  if (!Array.isArray(value)) throw fail(path, `expected a list of strings, got ${shown(value)}`);
  for (let i = 0; i < value.length; i++) checkText(value[i], `${path}[${i}]`, fail, filled);
}

/** A string or null, as MLflow leaves a run's name or a model's alias unset. */
function checkNullableText(value: unknown, path: string, fail: Fail): void {
  if (value !== null) checkText(value, path, fail);
}

/**
 * Where each config value came from, one of `CONFIG_SOURCES`. A config key without one is not refused: the gate
 * already reads runs without one per key (a history record's schema does not require it), and its messages and
 * merges take a missing source as the file's.
 */
function checkConfigSources(sources: unknown, fail: Fail): void {
  const kinds = CONFIG_SOURCES.join(', ');
  if (!isRecord(sources))
    throw fail('configSources', `expected an object of where each config value came from, got ${shown(sources)}`);
  for (const [key, source] of Object.entries(sources)) {
    if (!(CONFIG_SOURCES as readonly unknown[]).includes(source))
      throw fail(pathOf('configSources', key), `expected one of ${kinds}, got ${shown(source)}`);
  }
}

/** Where a run read from MLflow came from (`MlflowOrigin`): reports show and link it. */
function checkMlflowOrigin(origin: unknown, path: string, fail: Fail): void {
  if (!isRecord(origin))
    throw fail(
      path,
      `expected an MLflow origin { uri, run_id, run_name, run_url, artifact, model }, got ${shown(origin)}`,
    );
  for (const key of ['uri', 'run_id', 'run_url', 'artifact'] as const) checkText(origin[key], `${path}.${key}`, fail);
  checkNullableText(origin.run_name, `${path}.run_name`, fail);
  const { model } = origin;
  if (model === null) return;
  if (!isRecord(model)) throw fail(`${path}.model`, `expected null or { name, alias, version }, got ${shown(model)}`);
  checkText(model.name, `${path}.model.name`, fail);
  checkNullableText(model.alias, `${path}.model.alias`, fail);
  checkText(model.version, `${path}.model.version`, fail);
}

/** The MLflow origin of each merged run (null for a file). */
function checkMlflowRuns(runs: unknown, fail: Fail): void {
  if (!Array.isArray(runs)) throw fail('mlflowRuns', `expected a list of MLflow origins or nulls, got ${shown(runs)}`);
  for (let i = 0; i < runs.length; i++) if (runs[i] !== null) checkMlflowOrigin(runs[i], `mlflowRuns[${i}]`, fail);
}

/** The rows without a score in the named field: the field, and how many had it null and how many lacked it. */
function checkScoreGaps(gaps: unknown, fail: Fail): void {
  if (!isRecord(gaps)) throw fail('scoreGaps', `expected an object { field, null, missing }, got ${shown(gaps)}`);
  checkText(gaps.field, 'scoreGaps.field', fail);
  for (const key of ['null', 'missing'] as const) {
    if (!isCount(gaps[key])) throw fail(`scoreGaps.${key}`, `expected a whole number from 0, got ${shown(gaps[key])}`);
  }
}

/**
 * Results given as `side` (`baseline`, `candidate`), checked field by field as the readers give them (a field the
 * type marks optional may be absent or undefined); the first field that is not is an `InputError` naming the side
 * and the field. Returns the results themselves.
 */
export function checkedRun(run: Given, side: string): RunResults {
  const fail: Fail = (path, what) => new InputError(`${side}: ${path}: ${what}`);
  // First: a misspelt field (`sourc`) is said as such, not as the field it meant missing.
  for (const [key, value] of Object.entries(run)) {
    if (value !== undefined && !Object.hasOwn(RUN_FIELDS, key))
      throw fail(key, `unknown field${didYouMean(key, Object.keys(RUN_FIELDS))}`);
  }
  checkText(run.source, 'source', fail, true);
  if (run.name !== undefined) checkText(run.name, 'name', fail);
  if (run.files !== undefined) checkTextList(run.files, 'files', fail, true);
  checkText(run.format, 'format', fail);
  if (!(run.format as string).split(' + ').every((format) => RUN_FORMATS.includes(format))) {
    throw fail('format', `expected a format a reader gives (${RUN_FORMATS.join(', ')}), got ${shown(run.format)}`);
  }
  if (run.models !== undefined) checkTextList(run.models, 'models', fail);
  // What a passk-results/v1 file holds is checked as the canonical reader checks the file: its JSON Schema, then
  // unique ids, c <= n, timeouts + errors <= n - c, and n samples of which c pass.
  const { model, judgement, config, problems } = run;
  parseCanonical(
    {
      format: CANONICAL_FORMAT,
      ...(model === undefined ? {} : { model }),
      ...(judgement === undefined ? {} : { judgement }),
      config,
      problems,
    },
    side,
    { samples: true },
  );
  checkConfigSources(run.configSources, fail);
  checkTextList(run.warnings, 'warnings', fail);
  if (run.positional !== undefined && typeof run.positional !== 'boolean')
    throw fail('positional', `expected true or false, got ${shown(run.positional)}`);
  if (run.mlflow !== undefined) checkMlflowOrigin(run.mlflow, 'mlflow', fail);
  if (run.mlflowRuns !== undefined) checkMlflowRuns(run.mlflowRuns, fail);
  if (run.scoreGaps !== undefined) checkScoreGaps(run.scoreGaps, fail);
  return run as RunResults;
}
