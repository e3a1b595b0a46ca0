/**
 * passk-gate as a library: the gate the CLI and the action run, in process.
 *
 * ```ts
 * import { compare, readResults } from 'passk-gate';
 *
 * const report = await compare({ baseline: 'evals/baseline.json', candidate: 'out/samples.jsonl_results.jsonl', margin: 0.01 });
 * if (report.failed) process.exitCode = 1;
 * ```
 *
 * @packageDocumentation
 */
import { tmpdir } from 'node:os';
import { InputError } from './common/errors.js';
import { meantWords } from './common/nearest.js';
import { isRecord } from './common/records.js';
import type { FailOn, GateOptions, RunResults } from './common/types.js';
import packageJson from '../package.json' with { type: 'json' };
import {
  comparisonView,
  reportJson,
  type CheckReport,
  type ComparisonReport,
  type GateReport,
} from './compare/model.js';
import { gateConfigFromObject, readGateConfig } from './config/file.js';
import { OPTION_NAMES, OptionParser, SETTINGS_OPTIONS, type OptionNaming } from './config/options.js';
import { comparisonRequest, runRead, type GateRequest } from './config/request.js';
import { describeFailure, runGate } from './gate.js';
import { isGlob } from './io/glob.js';
import { mlflowSettingsFrom, type MlflowSettings } from './io/mlflow-settings.js';
import { isMlflowUri } from './io/mlflow-uri.js';
import { shown } from './io/value-text.js';
import { loadResults, type FormatName, type LoadOptions, type UserConfig } from './load/read.js';
import { checkedRun } from './load/run-check.js';
import { baselineNotes, runSequentialLook, runSequentialPlan } from './sequential-gate.js';
import type { LookReport, SequentialPlan } from './sequential/model.js';
import { parseSequentialOptions } from './sequential/options.js';

export { InputError };
export type {
  ConfigValue,
  FailOn,
  GateOptions,
  IntervalMethod,
  Metric,
  ProblemCounts,
  ProblemsMode,
  RunResults,
  Verdict,
} from './common/types.js';
// The report of one comparison (`passk-gate-report/v1`, what `compare` resolves to) and of a gate of several checks
// (`passk-gate-report/v2`, what `gate` resolves to, one `CheckReport` per check), under the names
// docs/configuration.md gives them.
export type { CheckReport, ComparisonReport, GateReport, FormatName, UserConfig };
export type { LookReport, SequentialPlan };

/** A gate's config as an object: the keys of the config file (`passk-gate.yml`), paths relative to the working directory. */
export interface GateConfigDocument {
  /** The config schema's address, for editors; not read. */
  $schema?: string;
  multiplicity?: 'holm' | 'bonferroni' | 'none';
  confidence?: number;
  resamples?: number;
  seed?: number;
  'fail-on'?: FailOn;
  defaults?: Record<string, unknown>;
  /** A name may be a number, as YAML writes `name: 2024`. */
  checks: ({ name: string | number } & Record<string, unknown>)[];
}

/** The package's version. */
export const VERSION: string = packageJson.version;

/** Where MLflow's settings come from when a run is named by an MLflow URI. */
export interface MlflowOptions {
  /**
   * The environment MLflow's own variables are read from (`MLFLOW_TRACKING_URI`, and `MLFLOW_TRACKING_TOKEN` or
   * `MLFLOW_TRACKING_USERNAME` / `MLFLOW_TRACKING_PASSWORD`), as for the CLI: strings; `process.env` by default,
   * which it replaces when given.
   */
  env?: Record<string, string | undefined>;
}

/**
 * MLflow's settings, read only when a run is an MLflow URI; the library prints nothing (no retry notices). `env`
 * is checked at once, whatever the runs are: an object of strings.
 */
function mlflowOf({ env }: MlflowOptions): () => MlflowSettings {
  if (env === undefined) return () => mlflowSettingsFrom(process.env, () => {}, tmpdir());
  if (!isRecord(env)) {
    throw new InputError(
      "env: expected an object of environment variables such as { MLFLOW_TRACKING_URI: 'https://mlflow.example.com' }, " +
        `got ${shown(env)}`,
    );
  }
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && typeof value !== 'string')
      throw new InputError(`env: ${name}: expected a string, got ${shown(value)}`);
  }
  return () => mlflowSettingsFrom(env, () => {}, tmpdir(), 'the env option, which replaces process.env,');
}

/**
 * How to read a results file: the CLI's `--format`, `--criterion`, `--config` and `--score-field`; `env` for an
 * MLflow URI.
 */
export interface ReadOptions extends MlflowOptions {
  /** The file's format, or `auto` (the default) to detect it from the content. */
  format?: FormatName | 'auto';
  /** Which pass/fail judgement counts: evalplus `plus` (default) or `base`, the lm-eval filter, the Inspect scorer. */
  criterion?: string;
  /** Decoding config the file does not record: `key=value,...`, the path of a JSON file, or the values. */
  config?: UserConfig;
  /** The field of each sample row that holds the selector's score, for n@k (the CLI's `--score-field`). */
  scoreField?: string;
}

/** The options `readResults` takes. */
const READ_RESULTS_KEYS = ['format', 'criterion', 'config', 'scoreField', 'env'];

/**
 * The gate options, under the CLI's option names in camelCase (`--fail-on` is `failOn`); each defaults as
 * the CLI's does. `matchConfig` and `requireConfig` take the keys as a list (`[]`: none) or as the CLI's text.
 */
export type GateSettings = Partial<Omit<GateOptions, 'matchConfig' | 'requireConfig'>> & {
  matchConfig?: readonly string[] | string;
  requireConfig?: readonly string[] | string;
};

/** `compare`'s options: the gate options, and how to read the files given as paths. */
export interface CompareOptions extends GateSettings, MlflowOptions {
  /** Format of both files given as paths, or `auto` (the default). */
  format?: FormatName | 'auto';
  /** Which pass/fail judgement counts, for both files given as paths (see `ReadOptions`). */
  criterion?: string;
  /** The baseline's decoding config where its file does not record it (see `ReadOptions.config`). */
  baselineConfig?: UserConfig;
  /** The same for the candidate. */
  candidateConfig?: UserConfig;
  /** How the report names the baseline run; by default the model its file records, else the file's name. */
  baselineName?: string;
  /** The same for the candidate. */
  candidateName?: string;
  /** The field of each sample row that holds the selector's score, for n@k (the CLI's `--score-field`). */
  scoreField?: string;
}

/** The two runs to compare, as paths or as results (as `readResults` returns them), and the options. */
export interface CompareRequest extends CompareOptions {
  baseline: string | RunResults;
  candidate: string | RunResults;
}

/** A bug in passk-gate, not a problem with the input; its message says what to report. */
export class InternalError extends Error {
  override readonly name = 'InternalError';
}

/** The options `compare` takes besides the gate options. */
const READ_KEYS = [
  'format',
  'criterion',
  'baselineConfig',
  'candidateConfig',
  'baselineName',
  'candidateName',
  'scoreField',
  'env',
];

/** `fail-on` -> `failOn`: the library's name of an option. */
const keyOf = (name: string): string => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** How the library names options in messages: by their keys (`failOn`), and a value to give as in code. */
const LIBRARY_NAMING: OptionNaming = {
  name: keyOf,
  hints: {
    set: (option, value) => `${keyOf(option)}: ${typeof value === 'number' ? value : `'${value}'`}`,
    choose: (option) => `the option ${keyOf(option)}`,
    option: (option, value) => (value === undefined ? `the option ${keyOf(option)}` : `${keyOf(option)}: '${value}'`),
    report: (command) => `${keyOf(command.replace(/ /g, '-'))} resolves to it`,
    commands: false,
  },
};

/**
 * An option `entry` does not take, with the one meant (`fail-on`, `failon` and `fail_on` mean `failOn`; a run's
 * settings under the other entries' key) and those it takes.
 */
function unknownOption(key: string, entry: string, keys: readonly string[]): InputError {
  const name = keyOf(key);
  const same = (SETTINGS_OPTIONS[cliName(name)] ?? []).map(keyOf).filter((option) => keys.includes(option));
  const meant = same.length > 0 ? same : meantWords(name, keys);
  const guess = meant.length > 0 ? ` (did you mean ${meant.join(' or ')}?)` : '';
  return new InputError(`unknown option ${JSON.stringify(key)}${guess}; ${entry} takes ${keys.join(', ')}`);
}

/**
 * The options object an entry point was given (none is `{}`, by each entry's default), or an `InputError` for
 * anything else; any key it does not take is an `InputError` listing those it does.
 */
function optionsObject<T extends object>(given: T, entry: string, keys: readonly string[]): T {
  if (!isRecord(given)) {
    throw new InputError(`${entry}: expected an object of options (${keys.join(', ')}), got ${shown(given)}`);
  }
  // A key whose value is undefined is not given, as in compare (`{ ...defaults, k: undefined }`).
  for (const [key, value] of Object.entries(given)) {
    if (value !== undefined && !keys.includes(key)) throw unknownOption(key, entry, keys);
  }
  return given;
}

/** `failOn` -> `fail-on`: the CLI's name of an option, under which every entry point's settings are parsed. */
const cliName = (key: string): string => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The options given (a key whose value is undefined is not) under their CLI names, as `parseOptions` takes them. */
function cliNamed<T>(given: Readonly<Record<string, T>>): Record<string, T> {
  const named: Record<string, T> = {};
  for (const [key, value] of Object.entries(given)) if (value !== undefined) named[cliName(key)] = value;
  return named;
}

/** How the library reads a run given alone: `ReadOptions`' keys, with the user's config given as `configOption`. */
function readOptions(given: Omit<ReadOptions, 'config'>, configOption: string, config: unknown): LoadOptions {
  const { format, criterion, scoreField } = given;
  const input = { format, criterion, 'score-field': scoreField };
  return runRead(new OptionParser(LIBRARY_NAMING), input, cliName(configOption), config);
}

/**
 * A run given as `name` (`baseline`, `candidate`): a path, or results of any origin (what `readResults` returned,
 * a copy of it, or built by hand), checked as the readers check a file.
 */
function checkSource(source: unknown, name: string): string | RunResults {
  if (typeof source === 'string' && source !== '') return source;
  if (isRecord(source)) return checkedRun(source, name);
  throw new InputError(
    `${name}: expected the path of a results file, or results as readResults returns them, got ${shown(source)}`,
  );
}

/**
 * Refuses `format`, `criterion` or `scoreField` when no run is a path: each says how a file is read, so it would
 * change nothing, and the report would silently not be the one asked for (another criterion's passes).
 */
function readOptionsApply(given: Omit<ReadOptions, 'config'>, runs: readonly (string | RunResults)[]): void {
  if (runs.some((run) => typeof run === 'string')) return;
  for (const key of ['format', 'criterion', 'scoreField'] as const) {
    const value = given[key];
    if (value === undefined || (key === 'format' && value === 'auto')) continue;
    const which = runs.length === 1 ? 'the baseline is' : 'both runs are';
    throw new InputError(
      `${key}: applies to a results file, and ${which} results read already: ` +
        `give it to readResults (readResults(path, { ${key}: '${value}' }))`,
    );
  }
}

/** Runs `work`; an error that is not bad input becomes an `InternalError` that says it is a bug. */
async function reportingBugs<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InternalError(describeFailure(error, VERSION).message, { cause: error });
  }
}

/**
 * Reads one run's results file in any format the gate reads (detected from the content unless `format` says),
 * or the MLflow run a URI names (`runs:/<run_id>[/<path>]`, `models:/<name>@<alias>`, `models:/<name>/<version>`),
 * with the user's config merged in. Bad input rejects with an `InputError` naming the file and place, or the URI.
 */
export function readResults(path: string, options: ReadOptions = {}): Promise<RunResults> {
  return reportingBugs(async () => {
    if (typeof path !== 'string' || path === '')
      throw new InputError('readResults: expected the path of a results file');
    const given = optionsObject(options, 'readResults', READ_RESULTS_KEYS);
    if (await isGlob(path)) {
      throw new InputError(
        `${path}: no such file; readResults reads one file: it does not expand a glob or merge files (compare and gate do)`,
      );
    }
    const read = readOptions(given, 'config', given.config);
    const settings = mlflowOf(given);
    const mlflow = isMlflowUri(path) ? { mlflow: settings() } : {};
    // Every sample the file has is kept: what the results are compared on is decided later, by compare's metric.
    return loadResults(path, { ...read, samples: true, ...mlflow });
  });
}

/** Runs a gate request and returns its report, with every MLflow run read with `env`'s settings. */
async function runRequest(request: GateRequest, env: MlflowOptions): Promise<GateReport> {
  const { report } = await runGate(request, { mlflow: mlflowOf(env), cwd: process.cwd(), hints: LIBRARY_NAMING.hints });
  return report;
}

/**
 * Compares two runs as `passk-gate compare` does and resolves to the report `--json` writes. A refused
 * comparison (configs or problem sets differ) is a report with `verdict: "refused"` and its `reasons`; bad
 * input rejects with an `InputError`. Same inputs and `seed`, same report, on any machine.
 */
export function compare(request: CompareRequest): Promise<ComparisonReport> {
  return reportingBugs(async () => {
    if (typeof request !== 'object' || request === null) {
      throw new InputError('compare: expected an object such as { baseline, candidate, k: 1 }');
    }
    // As every other key, one whose value is undefined is not given.
    if ((request as { anchor?: unknown }).anchor !== undefined) {
      throw new InputError(
        'compare: anchor makes a gate of two checks (the drift check): use gate({ checks: [{ name, baseline, candidate, anchor }] })',
      );
    }
    // The keys first: a misspelt run (`baseLine`) is named, not taken for a missing one.
    const keys = ['baseline', 'candidate', ...Object.keys(OPTION_NAMES), ...READ_KEYS];
    const { baseline, candidate, ...given } = optionsObject(request, 'compare', keys);
    const runs = { baseline: checkSource(baseline, 'baseline'), candidate: checkSource(candidate, 'candidate') };
    const parsed = comparisonRequest({ ...cliNamed(given), ...runs }, LIBRARY_NAMING);
    readOptionsApply(given, [runs.baseline, runs.candidate]);
    return JSON.parse(reportJson(comparisonView(await runRequest(parsed, request)))) as ComparisonReport;
  });
}

/**
 * Runs several checks as one gate, as `passk-gate gate --config` does, and resolves to the report its `--json`
 * writes (`passk-gate-report/v2`): `config` is the path of a config file (YAML or JSON; its paths are relative to
 * it) or the same keys as an object (paths relative to the working directory). Bad input rejects with an
 * `InputError` that names the file, line and check; MLflow runs are read with `options.env`.
 */
export function gate(config: string | GateConfigDocument, options: MlflowOptions = {}): Promise<GateReport> {
  return reportingBugs(async () => {
    if (typeof config !== 'string' && (typeof config !== 'object' || config === null)) {
      throw new InputError('gate: expected the path of a config file, or an object such as { checks: [...] }');
    }
    const given = optionsObject(options, 'gate', ['env']);
    const request =
      typeof config === 'string'
        ? await readGateConfig(config, undefined, 'call compare({ baseline, candidate })')
        : gateConfigFromObject(config);
    return JSON.parse(reportJson(await runRequest(request, given))) as GateReport;
  });
}

/** `sequentialPlan`'s request: the baseline, how to read it, the plan's gate options and its looks (default 4). */
export interface SequentialPlanRequest
  extends
    ReadOptions,
    Pick<GateSettings, 'k' | 'metric' | 'submit' | 'margin' | 'confidence' | 'failOn' | 'matchConfig' | 'seed'> {
  baseline: string | RunResults;
  looks?: number;
  requireConfig?: readonly string[] | string;
}

/** The options a sequential plan takes, by their library names. */
const SEQUENTIAL_KEYS = [
  'looks',
  'k',
  'metric',
  'submit',
  'margin',
  'confidence',
  'failOn',
  'matchConfig',
  'requireConfig',
  'seed',
];

/**
 * Writes the plan of a sequential gate as `passk-gate sequential plan` does (docs/sequential.md) and resolves to
 * it: the baseline's problems in a seeded random order, the looks and their boundaries. Save it as JSON; each
 * `sequentialLook` reads it back.
 */
export function sequentialPlan(request: SequentialPlanRequest): Promise<SequentialPlan & { notes: string[] }> {
  return reportingBugs(async () => {
    if (typeof request !== 'object' || request === null) {
      throw new InputError('sequentialPlan: expected an object such as { baseline, looks: 4 }');
    }
    const { baseline, format, criterion, config, scoreField, env, ...rest } = optionsObject(request, 'sequentialPlan', [
      'baseline',
      ...READ_RESULTS_KEYS,
      ...SEQUENTIAL_KEYS,
    ]);
    const options = parseSequentialOptions(cliNamed(rest), LIBRARY_NAMING);
    const source = checkSource(baseline, 'baseline');
    const read = readOptions({ format, criterion, scoreField }, 'config', config);
    readOptionsApply({ format, criterion, scoreField }, [source]);
    const { plan, run, notes } = await runSequentialPlan(source, read, options, mlflowOf({ env }), LIBRARY_NAMING);
    return { ...plan, notes: [...notes, ...baselineNotes(run, plan, LIBRARY_NAMING)] };
  });
}

/** `sequentialLook`'s request: the plan (its path, or the plan), both runs, and the previous look's report. */
export interface SequentialLookRequest
  extends
    MlflowOptions,
    Pick<CompareOptions, 'format' | 'criterion' | 'baselineConfig' | 'candidateConfig' | 'scoreField'> {
  plan: string | SequentialPlan;
  baseline: string | RunResults;
  candidate: string | RunResults;
  /** The previous look's report (or its path): a look backwards, or after a stop, is then refused. */
  previous?: string | LookReport;
}

/**
 * One look of a sequential gate, as `passk-gate sequential look` does: resolves to the look's report, whose
 * `decision` is `regression`, `pass`, `continue` (with `next` and `completions`), `inconclusive` (fail-on
 * inconclusive, at the last look) or `refused` (with `refusal`). Bad input rejects with an `InputError`.
 */
export function sequentialLook(request: SequentialLookRequest): Promise<LookReport> {
  return reportingBugs(async () => {
    if (typeof request !== 'object' || request === null) {
      throw new InputError('sequentialLook: expected an object such as { plan, baseline, candidate }');
    }
    const given = optionsObject(request, 'sequentialLook', [
      'plan',
      'baseline',
      'candidate',
      'previous',
      ...READ_KEYS.filter((key) => !key.endsWith('Name')),
    ]);
    const runs = {
      baseline: checkSource(given.baseline, 'baseline'),
      candidate: checkSource(given.candidate, 'candidate'),
    };
    readOptionsApply(given, [runs.baseline, runs.candidate]);
    const { report } = await runSequentialLook(
      {
        plan: given.plan,
        previous: given.previous,
        ...runs,
        baselineRead: readOptions(given, 'baselineConfig', given.baselineConfig),
        candidateRead: readOptions(given, 'candidateConfig', given.candidateConfig),
        naming: LIBRARY_NAMING,
        fileNaming: LIBRARY_NAMING,
      },
      mlflowOf(given),
    );
    return report;
  });
}
