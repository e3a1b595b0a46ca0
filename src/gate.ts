/**
 * The pipeline the CLI, the action and the library share: read both runs, check and compare them, and say
 * what a failure means for the caller (bad input, or a bug).
 */
import { readdir } from 'node:fs/promises';
import { dirname, isAbsolute, relative, resolve } from 'node:path';
import { InputError, oneLine } from './common/errors.js';
import { once } from './common/once.js';
import type { RunResults } from './common/types.js';
import { compareChecks, type CheckRuns } from './compare/gate.js';
import { driftPrefix, type CheckReport, type GateReport } from './compare/model.js';
import { PLAN_SAMPLES, planEval } from './plan/plan.js';
import { gitObjectName, isRunResults, sidePaths, type GateRequest, type RunSide } from './config/request.js';
import { metricLabel } from './estimate/metric.js';
import type { MlflowSettings } from './io/mlflow-settings.js';
import {
  backslashFix,
  exists,
  globFiles,
  hasGlobCharacters,
  missingPathHint,
  nearPaths,
  shownPaths,
} from './io/files.js';
import { rawQuoted, type Shell } from './io/value-text.js';
import { isMlflowUri } from './io/mlflow-uri.js';
import { readRuns } from './load/merge.js';
import { filesOf } from './load/run-name.js';
import { AGAINST_THE_BASE, ANCHOR_PREFIX, parseAnchor, type AnchorSpec } from './config/anchor.js';
import type { OptionHints } from './common/hints.js';
import { loadResults, unusedReadNotes, withUserConfig, type LoadOptions } from './load/read.js';
import { checkSettingNames } from './load/user-config.js';

/** Exit statuses of the CLI (and the step's outcome in the action). */
export const EXIT_PASSED = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
export const EXIT_REFUSED = 3;
/** Exit status of a look that continues: neither a pass (0) nor a failure (1), nor anything the gate uses. */
export const EXIT_CONTINUE = 10;
/** An internal error, a bug in passk-gate: sysexits.h's EX_SOFTWARE. */
export const EXIT_BUG = 70;

/**
 * Where a gate runs: the working directory, which a baseline-ref's path is read from (as git reads it), where
 * its runs are read from beyond the files on disk, and how to run a command a message suggests.
 */
export interface GateRun extends Shell {
  cwd: string;
  /** MLflow's settings, asked for only when a check's run is a `runs:/` or `models:/` URI. */
  mlflow?: () => MlflowSettings;
  /** Reads a baseline file at a git ref (the action's `baseline-ref`); without it a check with one is an error. */
  readAtRef?: (ref: string, path: string, options: LoadOptions) => Promise<RunResults>;
  /** How a hint names an option or command; the CLI's when not said. */
  hints?: OptionHints;
  /**
   * Told each file as read, and how, once every file is read and before the checks: a run the checks then refuse
   * (k past its samples, too few problems) has still said how its files were read.
   */
  onRead?: (run: RunResults, options: LoadOptions) => void;
}

/** What one side of a check reads: the files (and ref) and every read option that changes what is read. */
function readKey(source: string | readonly string[], ref: string | undefined, read: LoadOptions): string {
  const config =
    read.config === undefined || typeof read.config === 'string' ? read.config : Object.entries(read.config);
  // JSON writes an undefined item as null.
  return JSON.stringify([source, ref, read.format ?? 'auto', read.criterion, config, read.scoreField]);
}

interface PlannedRead {
  source: RunSide;
  ref?: string;
  read: LoadOptions;
  label: string;
}

/** A check whose anchor's series the history branch has no run of yet: its name, and its row's in the report. */
interface NewSeries {
  check: string;
  row: string;
}

/**
 * The gate, as the CLI, the action and the library run it: reads every results file once, in the checks' order
 * (a file two checks read alike is read once, with per-sample data when any of them needs it), then compares the
 * checks as one gate; checks of the same two files are tested jointly. Bad input is an `InputError` naming the check.
 * Each file as read, and how, goes to `sources.onRead`; `newSeries` names the checks whose anchor in the action's
 * history branch has no series of theirs yet, and so no drift check, each with the name its row has in the report.
 */
export async function runGate(
  request: GateRequest,
  sources: GateRun,
): Promise<{ report: GateReport; notes: string[]; newSeries: NewSeries[] }> {
  const planned = new Map<string, PlannedRead>();
  const keys = request.checks.map((check) =>
    (['baseline', 'candidate'] as const).map((which) => {
      const source = check[which];
      const read = which === 'baseline' ? check.baselineRead : check.candidateRead;
      const ref = which === 'baseline' ? check.baselineRef : undefined;
      const key = isRunResults(source) ? `${planned.size}` : readKey(source, ref, read);
      const known = planned.get(key);
      const label = check.keyLabels[ref === undefined ? which : 'baseline-ref'];
      // A run's name is the check's (`baseline-name`), given to it below: a file two checks read is read once.
      const unnamed = { ...read };
      delete unnamed.name;
      if (known === undefined) planned.set(key, { source, ref, read: unnamed, label });
      else known.read.samples = known.read.samples === true || read.samples === true;
      return key;
    }),
  );
  const entries = [...planned.entries()];
  const reading = { readAtRef: sources.readAtRef, mlflow: sources.mlflow && once(sources.mlflow) };
  const at = (ref: string | undefined) => (ref === undefined ? undefined : { ref, cwd: sources.cwd });
  const runs = new Map<string, RunResults>();
  // One file at a time: a file's text and parsed form are garbage before the next is parsed (a million problems
  // with per-sample data are 2.8 GB read together, 1.7 GB one after the other).
  for (const [key, plan] of entries) {
    const read = () =>
      readSide(plan.source, plan.read, reading, at(plan.ref)).catch(async (error: unknown) => {
        throw plan.ref === undefined
          ? await fromConfigFolder(error, plan.source, plan.read, request.file, sources.cwd)
          : error;
      });
    // A baseline-ref's errors begin with the key, which its label names where it was set.
    const ref = plan.ref === undefined ? undefined : 'baseline-ref';
    runs.set(key, await labelled(plan.label, read, [plan.read.configName, plan.read.formatName], ref));
  }
  const shown = shownRuns([...runs.values()]);
  [...runs.keys()].forEach((key, i) => runs.set(key, shown[i]!));
  for (const [key, plan] of entries) sources.onRead?.(runs.get(key)!, plan.read);
  // A note of a setting's other name, once however many checks list it.
  const notes = new Set<string>();
  const given: CheckRuns[] = request.checks.map((check, i) => {
    const [baselineKey, candidateKey] = keys[i]!;
    const { options } = check;
    const named = (run: RunResults, name: string | undefined) => (name === undefined ? run : { ...run, name });
    const baseline = named(runs.get(baselineKey!)!, check.baselineRead.name);
    const candidate = named(runs.get(candidateKey!)!, check.candidateRead.name);
    const recorded = [...Object.keys(baseline.config), ...Object.keys(candidate.config)];
    for (const [keys, option] of [
      [options.matchConfig, 'match-config'],
      [options.requireConfig, 'require-config'],
    ] as const) {
      for (const note of checkSettingNames(keys, recorded, check.keyLabels[option], 'neither run records it'))
        notes.add(note);
    }
    for (const note of unusedReadNotes(check.baselineRead, [baseline, candidate], options.metric, check.keyLabels))
      notes.add(note);
    const file = (source: RunSide, key: string) => (isRunResults(source) ? key : source);
    const joint = [file(check.baseline, baselineKey!), check.baselineRef, file(check.candidate, candidateKey!)];
    return {
      name: check.name === '' ? metricLabel(options.metric, options.k, options.submit) : check.name,
      line: check.line,
      label: check.label,
      keyLabels: check.keyLabels,
      baseline,
      candidate,
      options,
      joint: JSON.stringify(joint),
      hints: check.baselineRead.hints,
    };
  });
  const { checks, newSeries } = request.checks.some((check) => check.anchor !== undefined)
    ? await withDriftChecks(given, request, sources)
    : { checks: given, newSeries: [] };
  const report = compareChecks(checks, {
    method: request.multiplicity,
    confidence: request.checks[0]!.options.confidence,
    configFile: request.file,
  });
  report.checks.forEach((check, i) => planConfirmingSamples(check, checks[i]!));
  return { report, notes: [...notes], newSeries };
}

/**
 * The checks, each with an anchor (the request's check's) followed by its drift check against the anchor's run, read
 * from its store, and the names of those left without one (`newSeries`, `anchorFor`'s null). Loaded only when a
 * check has an anchor: a comparison without one does not pay for the store's reader.
 */
async function withDriftChecks(
  checks: CheckRuns[],
  request: GateRequest,
  { program, windows, hints, cwd }: GateRun,
): Promise<{ checks: CheckRuns[]; newSeries: NewSeries[] }> {
  const shell: Shell = { program, windows };
  const [{ anchorFor, withAnchorChecks }, { readStore }] = await Promise.all([
    import('./compare/anchor.js'),
    import('./load/history-store.js'),
  ]);
  const anchors = [];
  const newSeries: NewSeries[] = [];
  for (const [i, check] of checks.entries()) {
    const spec = request.checks[i]!.anchor;
    const anchor =
      spec === undefined
        ? undefined
        : await labelled(spec.label ?? check.label, async () => {
            const records = await readStore(spec.store, shell, (dir) => `${ANCHOR_PREFIX}${dir}`, hints).catch(
              async (error: unknown) => {
                throw await storeFromConfigFolder(error, spec, request.file, cwd);
              },
            );
            return anchorFor(records, spec, check, shell, hints);
          });
    if (anchor === null) newSeries.push({ check: check.name, row: `${driftPrefix(check)}${AGAINST_THE_BASE}` });
    anchors.push(anchor);
  }
  return { checks: withAnchorChecks(checks, anchors), newSeries };
}

/**
 * Where a path a config file gives (`written`, relative to its folder) is when read from the working directory
 * instead: a config kept in a subfolder (`.github/`) is easily written from the repository's root. The error's
 * ending that says the path to write, when something of `kind` is there (a glob: when it matches a file); else
 * undefined.
 */
async function fromWorkingDirectory(
  written: string,
  config: string,
  cwd: string,
  kind: 'file' | 'anything' | 'glob',
  prefix = '',
): Promise<string | undefined> {
  if (written.startsWith('..') || isAbsolute(written)) return undefined;
  const meant = resolve(cwd, written);
  const there = kind === 'glob' ? (await globFiles(meant)).length > 0 : await exists(meant, kind);
  if (!there) return undefined;
  const folder = dirname(config);
  return `the paths of a config file are relative to its folder, ${folder}: write ${prefix}${relative(resolve(cwd, folder), meant)}`;
}

/**
 * A missing file or a glob matching none in a config file's check (a results file, or the JSON file of its
 * `baseline-config` or `candidate-config`), with what to write in the config: the path from the config's folder
 * when it is there from the working directory (the error names the path from the working directory), else a `/`
 * or a near name's fix, the path and its fix from the config's folder.
 */
async function fromConfigFolder(
  error: unknown,
  source: RunSide,
  read: LoadOptions,
  config: string | null,
  cwd: string,
): Promise<unknown> {
  if (config === null || !(error instanceof InputError)) return error;
  const folder = dirname(config);
  // A path the config gives from its folder (an absolute one stays as it was written).
  const written = (path: string) =>
    isAbsolute(path) && !isAbsolute(folder) ? path : relative(resolve(cwd, folder), resolve(cwd, path));
  // The reader names a decoding-config file after its option: "baseline-config: PATH: no such file".
  const settingsFile =
    typeof read.config === 'string'
      ? [{ path: read.config, named: `${read.configName}: `, kind: 'decoding config file' }]
      : [];
  const sides = sidePaths(source).map((path) => ({ path, named: '', kind: 'results file' }));
  for (const { path, named, kind } of [...sides, ...settingsFile]) {
    const missing = `${named}${path}: no such file`;
    const unmatched = `${rawQuoted(path, 200)}: the glob matches no file`;
    if (named === '' && error.message.startsWith(unmatched)) {
      const fix =
        (await fromWorkingDirectory(written(path), config, cwd, 'glob')) ??
        (await slashedFromWorkingDirectory(written(path), config, cwd));
      if (fix !== undefined) return new InputError(`${unmatched}; ${fix}`);
    }
    if (!error.message.startsWith(missing)) continue;
    // This says what to write instead of the hint about the folder's other files.
    const fromCwd = await fromWorkingDirectory(written(path), config, cwd, 'file');
    if (fromCwd !== undefined) return new InputError(`${missing}; ${fromCwd}`);
    // Said from the config's folder, as the path is written there and its fix is.
    const near = await nearFix(path, written, kind, config);
    if (near !== undefined) return new InputError(`${named}${written(path)}: no such file; ${near}`);
    const slashed = await slashedFromWorkingDirectory(written(path), config, cwd);
    if (slashed !== undefined) return new InputError(`${missing}; ${slashed}`);
    // The reader's hint, without the config file.
    return new InputError(`${missing}${await missingPathHint(path, kind, { code: 'ENOENT' }, config)}`);
  }
  return error;
}

/**
 * A path written as on Windows and from the working directory (`results\a.json` in `.github/passk-gate.yml`): the
 * `/` fix and the path from the config's folder, when its `/` form is there from the working directory.
 */
async function slashedFromWorkingDirectory(written: string, config: string, cwd: string): Promise<string | undefined> {
  const slashed = await backslashFix(resolve(cwd, written));
  if (slashed === undefined) return undefined;
  const kind = hasGlobCharacters(slashed.path) ? 'glob' : 'anything';
  const fix = await fromWorkingDirectory(relative(cwd, slashed.path), config, cwd, kind);
  return fix === undefined ? undefined : `${slashed.how}; ${fix}`;
}

/**
 * A missing path's `/` fix or the near names of `kind` it likely meant (as `checkReadable` says them; never the
 * config file itself), `written` as given.
 */
async function nearFix(
  path: string,
  written: (path: string) => string,
  kind: string,
  config: string,
): Promise<string | undefined> {
  const slashed = await backslashFix(path);
  if (slashed !== undefined) return `${slashed.how}: ${written(slashed.path)}`;
  const names = await readdir(dirname(path)).catch(() => []);
  const near = nearPaths(
    path,
    names.filter((name) => resolve(dirname(path), name) !== resolve(config)),
    kind,
  );
  return near.length === 0 ? undefined : `did you mean ${near.map(written).join(' or ')}?`;
}

/**
 * A drift check's store missing from the config file's folder, with what to write when it is there from the working
 * directory.
 */
async function storeFromConfigFolder(
  error: unknown,
  spec: AnchorSpec,
  config: string | null,
  cwd: string,
): Promise<unknown> {
  if (config === null || spec.branch !== undefined || !(error instanceof InputError)) return error;
  const missing = `history store ${spec.store}: no such folder`;
  if (!error.message.startsWith(missing)) return error;
  const written = parseAnchor(spec.text, 'anchor').store;
  const fix = await fromWorkingDirectory(written, config, cwd, 'anything', ANCHOR_PREFIX);
  const selector = spec.text.slice(ANCHOR_PREFIX.length + written.length);
  return fix === undefined ? error : new InputError(`${missing}; ${fix}${selector}`);
}

/**
 * Bad input while reading for a check of a config file, named by the key read (`label`). An error that begins with
 * one of `placed`, which says where it was given (the side's `candidate-config` or `format` and its line), is not
 * named twice; one that begins with `key` (a baseline-ref's) has the key replaced by the label, which ends with its name.
 */
async function labelled<T>(
  label: string,
  read: () => Promise<T>,
  placed: readonly (string | undefined)[] = [],
  key?: string,
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof InputError) || label === '') throw error;
    if (placed.some((name) => name !== undefined && error.message.startsWith(`${name}: `))) throw error;
    const rest = key === undefined || !error.message.startsWith(key) ? '' : error.message.slice(key.length);
    if (/^[\s:]/.test(rest)) throw new InputError(`${label}${rest}`);
    throw error.labelled(label);
  }
}

/**
 * For an inconclusive drop on runs with repeated samples, the samples per problem on these problems at which
 * `plan` predicts the gate catches a drop that size (`SuiteSize.samples`); a greedy run's variance cannot be
 * split into what more samples remove, so it is sized in problems alone; so is n@k, whose plan simulates every
 * problem's samples at each n it tries (80 s over 10,000 problems). A plan the runs do not allow adds nothing.
 */
function planConfirmingSamples(check: CheckReport, runs: CheckRuns): void {
  const confirm = check.delta?.power.confirm;
  if (confirm == null || (check.problems.samples?.min ?? 1) < 2 || runs.options.metric === 'n@k') return;
  try {
    // Only the target's n is read: rows at the largest planned n alone bound its search as the full plan's do.
    const samples = [Math.max(...PLAN_SAMPLES)];
    // At the level the check was tested at, as `confirm.problems` is: in a gate of several checks, not the gate's.
    const confidence = check.delta!.confidence;
    const plan = planEval(runs.baseline, runs.candidate, {
      ...runs.options,
      confidence,
      target: confirm.drop,
      samples,
      sizeSuites: false,
    });
    confirm.samples = plan.target?.n ?? null;
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
  }
}

/**
 * Reads one side of a check: results already read get the user's config; each file is read from git at `at.ref`
 * (globs are refused with a ref; `at.cwd` is the working directory), from MLflow, or from disk, and several are
 * merged as trials of one model.
 */
export async function readSide(
  source: RunSide,
  read: LoadOptions,
  { readAtRef, mlflow }: Pick<GateRun, 'readAtRef' | 'mlflow'>,
  at?: { ref: string; cwd: string },
): Promise<RunResults> {
  if (isRunResults(source)) return withUserConfig(source, read);
  const readOne = async (path: string): Promise<RunResults> => {
    const options = isMlflowUri(path) && mlflow !== undefined ? { ...read, mlflow: mlflow() } : read;
    if (at === undefined) return loadResults(path, options);
    if (readAtRef === undefined) {
      throw new InputError(
        `baseline-ref ${at.ref} is read by the action only; run git show ${gitObjectName(at.ref, path, at.cwd)} > FILE and point baseline at FILE`,
      );
    }
    return readAtRef(at.ref, path, options);
  };
  const run = await readRuns(sidePaths(source), readOne, at === undefined);
  // A side of several files is named once they are merged.
  return read.name === undefined ? run : { ...run, name: read.name };
}

/**
 * Runs as reports show them (plan's and the gate's): their files by `shownPaths`, told apart from each other's,
 * never by where the machine keeps them. Errors while reading name the files as given.
 */
export function shownRuns(runs: readonly RunResults[]): RunResults[] {
  const shown = shownPaths(runs.flatMap(filesOf));
  return runs.map((run) => {
    const given = filesOf(run);
    const show = (text: string) => given.reduce((out, file) => out.replaceAll(file, shown.get(file)!), text);
    return {
      ...run,
      source: show(run.source),
      warnings: run.warnings.map(show),
      ...(run.files === undefined ? {} : { files: run.files.map((file) => shown.get(file)!) }),
    };
  });
}

/** The exit status for a finished report: 3 when any check was refused, 1 when the gate fails, else 0. */
export function exitStatus(report: Pick<GateReport, 'decision'>): number {
  if (report.decision === 'refused') return EXIT_REFUSED;
  return report.decision === 'fail' ? EXIT_FAILED : EXIT_PASSED;
}

/**
 * What went wrong, as one line for the user, and the exit status: an `InputError` is bad input (exit 2);
 * anything else is a bug in passk-gate (exit 70), said as such, with what to put in a report.
 */
export function describeFailure(error: unknown, version: string): { status: number; message: string } {
  if (error instanceof InputError) return { status: EXIT_USAGE, message: error.message };
  const what = oneLine(error instanceof Error ? `${error.name}: ${error.message}` : String(error), 400);
  // Where the bug happened: the first stack frame's file name, line and column.
  const stack = error instanceof Error && typeof error.stack === 'string' ? error.stack : '';
  const frame = /\n\s+at (?:.*?\()?(?:.*[\\/])?([^\\/()\s]+:\d+:\d+)\)?/.exec(stack);
  const where = frame === null ? '' : ` at ${frame[1]}`;
  return {
    status: EXIT_BUG,
    message:
      `internal error: this is a bug in passk-gate ${version}, not a problem with your input (${what}${where}). ` +
      'Please report it to the passk-gate issue tracker with this message, the command or workflow step that ' +
      'ran it and, if you can, the two results files.',
  };
}
