/**
 * Results given in place of a path (the library's `compare`, `sequentialPlan` and `sequentialLook`), checked as the
 * readers check a file, whatever their origin: what `readResults` returned, a copy of it (cached as JSON, sent to
 * a worker), or results built by hand. The type `RunResults` lets a caller give anything of its shape, and a value
 * no reader gives (a duplicate id, a count past n, a missing list) would otherwise give a misleading report or fail
 * inside the gate as a bug.
 */
import { InputError } from '../common/errors.js';
import type { ConfigSource, RunResults } from '../common/types.js';
import { isRecord, isSampleCount, isScalar, MAX_SAMPLES, pathOf } from '../formats/values.js';
import { quoted, shown } from '../io/value-text.js';

/** An `InputError` about one field of the results: `baseline: problems[3].id: expected ...`. */
type Fail = (path: string, what: string) => InputError;

/** Results as given: the fields of `RunResults` holding anything, so that a `RunResults` and any object fit. */
type Given = { readonly [K in keyof RunResults]?: unknown };

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
 * The decoding config: an object of `ConfigValue`s (string, finite number, boolean, null), as the canonical format
 * and a user config file hold it; anything else would be compared or shown as a value no reader gives.
 */
function checkConfig(config: unknown, fail: Fail): void {
  if (!isRecord(config)) throw fail('config', `expected an object of config values, got ${shown(config)}`);
  for (const [key, value] of Object.entries(config)) {
    if (!isScalar(value))
      throw fail(pathOf('config', key), `must be a string, number, boolean or null, not ${shown(value)}`);
  }
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

/**
 * One sample of a problem (`at` is `samples[3]`): its pass, and the score and test counts a reader gives a sample
 * where it has them. Returns whether it passed.
 */
function samplePassed(sample: unknown, at: string, where: string, fail: Fail): boolean {
  if (!isRecord(sample))
    throw fail(where, `${at} must be a sample { pass, score?, tests_passed?, tests_total? }, got ${shown(sample)}`);
  const { pass, score, tests_passed: passed, tests_total: total } = sample;
  if (typeof pass !== 'boolean') throw fail(where, `${at}.pass must be true or false, got ${shown(pass)}`);
  if (score !== undefined && !(typeof score === 'number' && Number.isFinite(score)))
    throw fail(where, `${at}.score must be a finite number, got ${shown(score)}`);
  // pass-ratio@n reads both or neither, as the canonical schema has them.
  if ((passed === undefined) !== (total === undefined))
    throw fail(where, `${at} gives one of tests_passed and tests_total without the other: give both or neither`);
  if (total === undefined) return pass;
  if (!isSampleCount(total))
    throw fail(where, `${at}.tests_total must be a whole number from 1 to ${MAX_SAMPLES}, got ${shown(total)}`);
  if (!isCount(passed) || passed > total)
    throw fail(
      where,
      `${at}.tests_passed must be a whole number from 0 to tests_total = ${total}, got ${shown(passed)}`,
    );
  return pass;
}

/** A problem's samples, as the canonical reader checks them: n of them, c passing. */
function checkSamples(samples: unknown, n: number, c: number, where: string, fail: Fail): void {
  if (!Array.isArray(samples))
    throw fail(where, `samples must be a list of the n = ${n} samples, got ${shown(samples)}`);
  if (samples.length !== n) throw fail(where, `lists ${samples.length} samples, but n = ${n}`);
  let passes = 0;
  for (let j = 0; j < samples.length; j++) if (samplePassed(samples[j], `samples[${j}]`, where, fail)) passes++;
  if (passes !== c) throw fail(where, `has ${passes} passing samples, but c = ${c}`);
}

/** A problem's timeouts or errors (`kind`), 0 when it has none: a whole number from 0. */
function failureCount(value: unknown, kind: 'timeouts' | 'errors', where: string, fail: Fail): number {
  if (value === undefined) return 0;
  if (!isCount(value)) throw fail(where, `${kind} must be a whole number from 0, got ${shown(value)}`);
  return value;
}

/**
 * One problem past its id: n and c as every reader bounds them, its group, its timeouts and errors (failures, so
 * at most the n - c failed samples, as the canonical and history readers check), and its samples.
 */
function checkProblem(problem: Record<string, unknown>, where: string, fail: Fail): void {
  const { n, c, group, samples } = problem;
  if (!isSampleCount(n))
    throw fail(where, `n must be a whole number of samples from 1 to ${MAX_SAMPLES}, got ${shown(n)}`);
  if (!isCount(c) || c > n) throw fail(where, `c must be a whole number from 0 to n = ${n}, got ${shown(c)}`);
  if (group !== undefined && (typeof group !== 'string' || group === ''))
    throw fail(where, `group must be a non-empty string, got ${shown(group)}`);
  const failures =
    failureCount(problem.timeouts, 'timeouts', where, fail) + failureCount(problem.errors, 'errors', where, fail);
  if (failures > n - c)
    throw fail(where, `timeouts + errors = ${failures} is more than the n - c = ${n - c} failed samples`);
  if (samples !== undefined) checkSamples(samples, n, c, where, fail);
}

/**
 * The problems: at least one, each an object with a non-empty id no other problem has (a duplicate would be paired
 * twice, and counted as two problems both runs have).
 */
function checkProblems(problems: unknown, fail: Fail): void {
  if (!Array.isArray(problems)) throw fail('problems', `expected a list of problems, got ${shown(problems)}`);
  if (problems.length === 0) throw fail('problems', 'must list at least one problem');
  const seen = new Map<string, number>();
  for (let i = 0; i < problems.length; i++) {
    const problem: unknown = problems[i];
    if (!isRecord(problem)) throw fail(`problems[${i}]`, `expected a problem, got ${shown(problem)}`);
    const { id } = problem;
    if (typeof id !== 'string' || id === '')
      throw fail(`problems[${i}].id`, `expected a non-empty string, got ${shown(id)}`);
    const first = seen.get(id);
    if (first !== undefined)
      throw fail(`problems[${i}].id`, `duplicate id ${quoted(id)} (first at problems[${first}])`);
    seen.set(id, i);
    checkProblem(problem, `problems[${i}] (${shown(id)})`, fail);
  }
}

/** What a pass means: the harness, and the criterion and dataset where recorded, each non-empty as in the schema. */
function checkJudgement(judgement: unknown, fail: Fail): void {
  if (!isRecord(judgement))
    throw fail('judgement', `expected an object { format, criterion?, dataset? }, got ${shown(judgement)}`);
  checkText(judgement.format, 'judgement.format', fail, true);
  for (const key of ['criterion', 'dataset'] as const) {
    if (judgement[key] !== undefined) checkText(judgement[key], `judgement.${key}`, fail, true);
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
  checkText(run.source, 'source', fail, true);
  if (run.name !== undefined) checkText(run.name, 'name', fail);
  if (run.files !== undefined) checkTextList(run.files, 'files', fail, true);
  checkText(run.format, 'format', fail);
  if (run.model !== undefined) checkText(run.model, 'model', fail);
  if (run.models !== undefined) checkTextList(run.models, 'models', fail);
  checkConfig(run.config, fail);
  checkConfigSources(run.configSources, fail);
  checkProblems(run.problems, fail);
  checkTextList(run.warnings, 'warnings', fail);
  if (run.judgement !== undefined) checkJudgement(run.judgement, fail);
  if (run.positional !== undefined && typeof run.positional !== 'boolean')
    throw fail('positional', `expected true or false, got ${shown(run.positional)}`);
  if (run.mlflow !== undefined) checkMlflowOrigin(run.mlflow, 'mlflow', fail);
  if (run.mlflowRuns !== undefined) checkMlflowRuns(run.mlflowRuns, fail);
  if (run.scoreGaps !== undefined) checkScoreGaps(run.scoreGaps, fail);
  return run as RunResults;
}
