/**
 * The pipeline the CLI, the action and the library share: read both runs, check and compare them, and say
 * what a failure means for the caller (bad input, or a bug).
 */
import { InputError, oneLine } from './common/errors.js';
import { once } from './common/once.js';
import type { ConfigValue, GateOptions, RunResults } from './common/types.js';
import { loadResults, loadRunPair, readUserConfig, type LoadOptions } from './load/read.js';
import { configFromJson, mergeUserConfig } from './load/user-config.js';
import type { GateConfig } from './config/gate-config.js';
import type { MlflowSettings } from './io/mlflow-client.js';
import { isMlflowUri } from './io/mlflow-uri.js';
import { compareRuns } from './report/compare.js';
import { compareFamily, type FamilyCheck, type FamilyReport } from './report/family.js';
import type { GateReport } from './report/model.js';

/** Exit statuses of the CLI (and the step's outcome in the action). */
export const EXIT_PASSED = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
export const EXIT_REFUSED = 3;
/** An internal error, a bug in passk-gate: sysexits.h's EX_SOFTWARE. */
export const EXIT_BUG = 70;

/** One run's results: a path (or another location the readers take), or results already read. */
export type RunSource = string | RunResults;

/** A user config: `key=value,...` or the path of a JSON file (as the CLI takes it), or the values themselves. */
export type UserConfig = string | Readonly<Record<string, ConfigValue>>;

/** How to read one side: `LoadOptions`, with the config also given as values. */
export type SideOptions = Omit<LoadOptions, 'config'> & { config?: UserConfig };

/** Everything a comparison needs, parsed: each entry point turns its flags, inputs or arguments into this. */
export interface GateRequest {
  baseline: RunSource;
  candidate: RunSource;
  baselineOptions: SideOptions;
  candidateOptions: SideOptions;
  options: GateOptions;
  /** MLflow's settings, asked for only when a run is a `runs:/` or `models:/` URI. */
  mlflow?: () => MlflowSettings;
  /** Reads a baseline given as a path; the action's `baseline-ref` reads it from git. Default `loadResults`. */
  readBaseline?: (path: string, options: LoadOptions) => Promise<RunResults>;
}

/** The two runs as read, and the report on them. */
export interface GateRun {
  baseline: RunResults;
  candidate: RunResults;
  report: GateReport;
}

/** The `LoadOptions` for reading one side's file: its config when that is a string (a path or key=value). */
export function loadOptionsOf(side: SideOptions): LoadOptions {
  return { ...side, config: typeof side.config === 'string' ? side.config : undefined };
}

/**
 * One run: a path is read (by `read`, with its config when that is a string); results already read, or a
 * config given as values, get the config merged in after, by the same rule (a value the file records cannot
 * be changed).
 */
export async function readRun(
  source: RunSource,
  side: SideOptions,
  read: (path: string, options: LoadOptions) => Promise<RunResults> = loadResults,
): Promise<RunResults> {
  const { config } = side;
  const name = side.configName ?? 'the user config';
  const run = typeof source === 'string' ? await read(source, loadOptionsOf(side)) : source;
  if (config === undefined || (typeof source === 'string' && typeof config === 'string')) return run;
  if (typeof config === 'string' && config.trim() === '') return run;
  const values = typeof config === 'string' ? await readUserConfig(config, name) : configFromJson(config, name);
  return mergeUserConfig(run, values, name);
}

/**
 * The gate on two runs, as the CLI, the action and the library run it: reads both runs (when both fail, the
 * baseline's error is the one reported), then checks and compares them. A refused comparison is a report with
 * verdict `refused`; bad input is an `InputError`.
 */
export async function runGate(request: GateRequest): Promise<GateRun> {
  const mlflow = request.mlflow && once(request.mlflow);
  const [baseline, candidate] = await loadRunPair(
    readRun(request.baseline, withMlflow(request.baseline, request.baselineOptions, mlflow), request.readBaseline),
    readRun(request.candidate, withMlflow(request.candidate, request.candidateOptions, mlflow)),
  );
  return { baseline, candidate, report: compareRuns(baseline, candidate, request.options) };
}

/** A gate over the checks of a config file. */
export interface FamilyGateRequest {
  config: GateConfig;
  /** MLflow's settings, asked for only when a check's run is a `runs:/` or `models:/` URI. */
  mlflow?: () => MlflowSettings;
  /** Reads a baseline file at a git ref (the action's `baseline-ref`); without it a check with one is an error. */
  readAtRef?: (ref: string, path: string, options: LoadOptions) => Promise<RunResults>;
}

/** One results file as read for a gate, and how. */
export interface FamilyRead {
  run: RunResults;
  options: LoadOptions;
}

/** The runs as read (each file once) and the report on the checks. */
export interface FamilyGateRun {
  reads: FamilyRead[];
  report: FamilyReport;
}

/** What one side of a check reads: the file (and ref) and every read option that changes what is read. */
function readKey(path: string, ref: string | undefined, side: SideOptions): string {
  const config =
    side.config === undefined || typeof side.config === 'string' ? side.config : Object.entries(side.config);
  return JSON.stringify([
    path,
    ref ?? null,
    side.format ?? 'auto',
    side.criterion ?? null,
    config ?? null,
    side.scoreField ?? null,
  ]);
}

/**
 * The gate over several checks, as the CLI's `gate` and the action's `config` run it: reads every results file
 * once (a file two checks share with the same read options is read once, keeping per-sample data when any of
 * them needs it), then compares the checks as a family (`compareFamily`). A check whose two runs are the same
 * files as another's is tested jointly with it. Bad input is an `InputError` that names the check.
 */
export async function runFamilyGate(request: FamilyGateRequest): Promise<FamilyGateRun> {
  const { config } = request;
  const planned = new Map<string, { source: string; ref?: string; side: SideOptions; label: string }>();
  const keys = config.checks.map((check) =>
    (['baseline', 'candidate'] as const).map((which) => {
      const side: SideOptions = which === 'baseline' ? check.baselineSide : check.candidateSide;
      const ref = which === 'baseline' ? check.baselineRef : undefined;
      const key = readKey(check[which], ref, side);
      const known = planned.get(key);
      if (known === undefined) planned.set(key, { source: check[which], ref, side: { ...side }, label: check.label });
      else known.side.samples = known.side.samples === true || side.samples === true;
      return key;
    }),
  );
  const entries = [...planned.entries()];
  const mlflow = request.mlflow && once(request.mlflow);
  const settled = await Promise.allSettled(entries.map(([, plan]) => readPlanned(plan, request.readAtRef, mlflow)));
  const runs = new Map<string, RunResults>();
  for (const [i, result] of settled.entries()) {
    const [key, plan] = entries[i]!;
    if (result.status === 'rejected') {
      const error: unknown = result.reason;
      if (error instanceof InputError) throw new InputError(`${plan.label}: ${error.message}`);
      throw error;
    }
    runs.set(key, result.value);
  }
  const checks: FamilyCheck[] = config.checks.map((check, i) => {
    const [baselineKey, candidateKey] = keys[i]!;
    return {
      name: check.name,
      line: check.line,
      label: check.label,
      baseline: runs.get(baselineKey!)!,
      candidate: runs.get(candidateKey!)!,
      options: check.options,
      joint: JSON.stringify([check.baseline, check.baselineRef ?? null, check.candidate]),
    };
  });
  const report = compareFamily(checks, {
    method: config.multiplicity,
    confidence: config.confidence,
    config: config.file,
  });
  return { reads: entries.map(([key, plan]) => ({ run: runs.get(key)!, options: loadOptionsOf(plan.side) })), report };
}

/** Reads one planned file: from git at its ref, from MLflow, or from disk. */
async function readPlanned(
  plan: { source: string; ref?: string; side: SideOptions },
  readAtRef: FamilyGateRequest['readAtRef'],
  mlflow: (() => MlflowSettings) | undefined,
): Promise<RunResults> {
  const side = withMlflow(plan.source, plan.side, mlflow);
  if (plan.ref === undefined) return readRun(plan.source, side);
  const ref = plan.ref;
  if (readAtRef === undefined) {
    throw new InputError(
      `baseline-ref ${ref} is read by the action only; run git show ${ref}:${plan.source} > FILE and point baseline at FILE`,
    );
  }
  return readRun(plan.source, side, (path, options) => readAtRef(ref, path, options));
}

/** A side's read options with MLflow's settings when its run is an MLflow URI (and the caller can give them). */
export function withMlflow<T extends LoadOptions | SideOptions>(
  source: RunSource,
  side: T,
  mlflow: (() => MlflowSettings) | undefined,
): T {
  return typeof source === 'string' && isMlflowUri(source) && mlflow !== undefined
    ? { ...side, mlflow: mlflow() }
    : side;
}

/**
 * The exit status for a finished report: 3 when it (for a gate of several checks, any check) was refused, 1
 * when it fails, else 0. A family's verdict is its most severe check's, so refused exactly when one was.
 */
export function exitStatus(report: Pick<GateReport | FamilyReport, 'verdict' | 'failed'>): number {
  if (report.verdict === 'refused') return EXIT_REFUSED;
  return report.failed ? EXIT_FAILED : EXIT_PASSED;
}

/** The report as `--json` writes it. */
export function reportJson(report: GateReport | FamilyReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

/** Where a bug happened: the first stack frame's file name, line and column. */
function bugLocation(error: unknown): string {
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  const frame = /\n\s+at (?:.*?\()?(?:.*[\\/])?([^\\/()\s]+:\d+:\d+)\)?/.exec(stack);
  return frame === null ? '' : ` at ${frame[1]}`;
}

/**
 * What went wrong, as one line for the user, and the exit status: an `InputError` is bad input (exit 2);
 * anything else is a bug in passk-gate (exit 70), said as such, with what to put in a report.
 */
export function describeFailure(error: unknown, version: string): { status: number; message: string } {
  if (error instanceof InputError) return { status: EXIT_USAGE, message: error.message };
  const what = oneLine(error instanceof Error ? `${error.name}: ${error.message}` : String(error), 400);
  return {
    status: EXIT_BUG,
    message:
      `internal error: this is a bug in passk-gate ${version}, not a problem with your input (${what}${bugLocation(error)}). ` +
      'Please report it to the passk-gate issue tracker with this message, the command or workflow step that ' +
      'ran it and, if you can, the two results files.',
  };
}
