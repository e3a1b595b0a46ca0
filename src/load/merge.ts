import { configValuesEqual } from '../common/config-values.js';
import { InputError } from '../common/errors.js';
import { counted, listIds } from '../common/lists.js';
import type { ConfigSource, ConfigValue, Judgement, ProblemCounts, RunResults } from '../common/types.js';
import { ranTrials, unitWords } from '../formats/detect.js';
import { JUDGEMENT_FIELDS, JUDGEMENT_WORDS } from '../formats/tally.js';
import { expandGlobs } from '../io/glob.js';
import { nameText, quoted, shown, shownList } from '../io/value-text.js';
import { withSampleCount } from './read.js';

/**
 * Config keys that describe one run, not the model: the seed it drew its samples with (repeated runs are often
 * seeded apart). The run's n is one too, but is counted again from the merged problems.
 */
const PER_RUN_KEYS = new Set(['seed']);

/** A value one of the runs records, and that run. */
interface Recorded<T> {
  value: T;
  from: RunResults;
}

/**
 * The value of `what` the runs record: every run that records it must give the same (else an `InputError` naming
 * the run that differs, `what` and both values); runs that record none are named in a warning.
 */
function agreed<T>(
  runs: readonly RunResults[],
  what: string,
  valueOf: (run: RunResults) => T | undefined,
  equal: (a: T, b: T) => boolean,
  warnings: string[],
  into: string,
): Recorded<T> | undefined {
  let first: Recorded<T> | undefined;
  const silent: string[] = [];
  for (const run of runs) {
    const value = valueOf(run);
    if (value === undefined) silent.push(run.source);
    else if (first === undefined) first = { value, from: run };
    else if (!equal(first.value, value)) {
      throw new InputError(
        `${run.source}: ${what} is ${shown(value)}, but ${first.from.source} has ${shown(first.value)}: files merged ` +
          `into ${into} must share their config and be judged alike`,
      );
    }
  }
  if (first !== undefined && silent.length > 0) {
    warnings.push(
      `${what} ${shown(first.value)} is recorded by ${first.from.source} but not by ${listIds(silent)}: taken to ` +
        'hold for every merged file',
    );
  }
  return first;
}

/** The config every run shares; `n` is left to be counted again, a seed that differs between runs is dropped. */
function mergedConfig(
  runs: readonly RunResults[],
  warnings: string[],
  into: string,
): { config: Record<string, ConfigValue>; configSources: Record<string, ConfigSource> } {
  const keys = [...new Set(runs.flatMap((run) => Object.keys(run.config)))].filter((key) => key !== 'n');
  const entries: [string, ConfigValue][] = [];
  const sources: [string, ConfigSource][] = [];
  for (const key of keys) {
    const valueOf = (run: RunResults) => (Object.hasOwn(run.config, key) ? run.config[key] : undefined);
    if (PER_RUN_KEYS.has(key)) {
      const values = runs.map(valueOf).filter((value) => value !== undefined);
      if (values.some((value) => !configValuesEqual(value, values[0]!))) {
        warnings.push(
          `the merged files record different values of ${nameText(key)} (${values.map(shown).join(', ')}), so the merged run records none`,
        );
        continue;
      }
    }
    const found = agreed(runs, `config ${nameText(key)}`, valueOf, configValuesEqual, warnings, into);
    if (found === undefined) continue;
    entries.push([key, found.value]);
    sources.push([key, found.from.configSources[key] ?? 'file']);
  }
  return { config: Object.fromEntries(entries), configSources: Object.fromEntries(sources) };
}

/** The judgement every run shares, field by field. */
function mergedJudgement(runs: readonly RunResults[], warnings: string[], into: string): Judgement | undefined {
  const judgement: Partial<Judgement> = {};
  for (const field of JUDGEMENT_FIELDS) {
    const word = JUDGEMENT_WORDS[field];
    const valueOf = (run: RunResults) => {
      const value = run.judgement?.[field];
      return value === '' ? undefined : value;
    };
    const found = agreed(runs, `the judgement's ${word}`, valueOf, (a, b) => a === b, warnings, into);
    if (found !== undefined) judgement[field] = found.value;
  }
  return judgement.format === undefined ? undefined : (judgement as Judgement);
}

/**
 * The model the runs name. Names that differ are a warning, not a refusal: harnesses name a run's model as the
 * user labelled it (SWE-bench's `<model>.<run_id>.json`, where a replicate is often named apart), and the config
 * and the judgement, which must agree, are what make runs comparable.
 */
function mergedModel(runs: readonly RunResults[], warnings: string[]): Pick<RunResults, 'model' | 'models'> {
  const named = runs.filter((run) => run.model !== undefined);
  const models = [...new Set(named.map((run) => run.model!))];
  if (models.length === 0) return {};
  if (models.length === 1) return { model: models[0]! };
  warnings.push(
    `the merged files name different models (${named.map((run) => `${quoted(run.model!)} in ${run.source}`).join(', ')}): ` +
      'merged as runs of one model, as given',
  );
  return { models };
}

/** A problem's counts added to those of the same problem in earlier runs (`first` gave it first). */
function addCounts(total: ProblemCounts, problem: ProblemCounts, run: RunResults, first: RunResults): void {
  if (problem.group !== undefined && total.group !== undefined && problem.group !== total.group) {
    throw new InputError(
      `${run.source}: problem ${quoted(problem.id)} is in group ${quoted(problem.group)}, but in group ` +
        `${quoted(total.group)} in ${first.source}`,
    );
  }
  total.n += problem.n;
  total.c += problem.c;
  if (problem.group !== undefined) total.group = problem.group;
  // A count, or the samples, that one run does not record are unknown for the merged problem.
  for (const key of ['timeouts', 'errors'] as const) {
    if (total[key] === undefined || problem[key] === undefined) delete total[key];
    else total[key] += problem[key];
  }
  // One push per sample: spread as arguments, a problem of some 100,000 samples overflows the stack.
  if (total.samples !== undefined && problem.samples !== undefined)
    for (const s of problem.samples) total.samples.push(s);
  else delete total.samples;
}

/** Each problem's counts summed over the runs, in the order problems first appear; warns of runs that lack some. */
function mergedProblems(runs: readonly RunResults[], warnings: string[]): ProblemCounts[] {
  const totals = new Map<string, { counts: ProblemCounts; first: RunResults }>();
  for (const run of runs) {
    for (const problem of run.problems) {
      const total = totals.get(problem.id);
      if (total === undefined) {
        const counts: ProblemCounts = { ...problem };
        if (problem.samples !== undefined) counts.samples = [...problem.samples];
        totals.set(problem.id, { counts, first: run });
      } else addCounts(total.counts, problem, run, total.first);
    }
  }
  // An agent's runs are trials of tasks.
  const words = unitWords(runs.every(ranTrials));
  for (const run of runs) {
    if (run.problems.length === totals.size) continue;
    const own = new Set(run.problems.map((problem) => problem.id));
    const lacking = [...totals.keys()].filter((id) => !own.has(id));
    warnings.push(
      `${run.source} has no results for ${counted(lacking.length, words.problem)} other merged ` +
        `files have (${shownList(lacking)}): their n counts the other files' ${words.sample}s only`,
    );
  }
  return [...totals.values()].map((total) => total.counts);
}

/**
 * Merges runs of one model into one run: several files are several trials. Per problem, n and c add up (and
 * timeouts, errors and the kept samples); the config and the judgement must agree (else an `InputError` naming
 * the run that differs, the key and both values), except `n`, counted again from the merged problems, and a
 * seed, dropped when the runs differ in it. Each run's warnings are kept with its name; the source names every
 * file, and `mlflowRuns` the MLflow run behind each, if any was read from MLflow. A single run is returned as it is.
 * `into` is what the refusals call the merged run: a comparison's side, or `history add`'s run.
 */
export function mergeRuns(runs: readonly RunResults[], into = 'one side'): RunResults {
  if (runs.length === 0) throw new InputError('no results files to merge');
  if (runs.length === 1) return runs[0]!;
  const sources = runs.map((run) => run.source);
  // A run of MLflow's is the same however it is named (a run id, a model's alias or version).
  const read = runs.map((run) =>
    run.mlflow === undefined ? run.source : `${run.mlflow.run_id}/${run.mlflow.artifact}`,
  );
  const twice = read.findIndex((key, i) => read.indexOf(key) !== i);
  if (twice >= 0) {
    const first = sources[read.indexOf(read[twice]!)]!;
    const what = first === sources[twice] ? 'given twice' : `the same MLflow run as ${first}`;
    throw new InputError(`${sources[twice]}: ${what}, so its samples would count twice`);
  }
  const positional = runs.filter((run) => run.positional === true);
  if (positional.length > 0 && positional.length < runs.length) {
    const byId = runs.find((run) => run.positional !== true)!;
    throw new InputError(
      `${byId.source}: names its problems by id, but ${positional[0]!.source} only by position (an MLflow ` +
        'per_problem_c list): they cannot be merged problem by problem',
    );
  }
  const warnings = runs.flatMap((run) => run.warnings.map((warning) => `${run.source}: ${warning}`));
  const { config, configSources } = mergedConfig(runs, warnings, into);
  const models = mergedModel(runs, warnings);
  const judgement = mergedJudgement(runs, warnings, into);
  const problems = mergedProblems(runs, warnings);
  return withSampleCount({
    source: sources.join(' + '),
    files: sources,
    format: [...new Set(runs.map((run) => run.format))].join(' + '),
    ...models,
    config,
    configSources,
    problems,
    warnings,
    ...(judgement !== undefined ? { judgement } : {}),
    ...(positional.length > 0 ? { positional: true } : {}),
    ...(runs.some((run) => run.mlflow !== undefined) ? { mlflowRuns: runs.map((run) => run.mlflow ?? null) } : {}),
  });
}

/**
 * One side's runs: every file `paths` name (globs expanded unless `globs` is false), read by `read` one after
 * the other, so that a file's text is garbage before the next is parsed, and merged (`mergeRuns`, into `into`).
 */
export async function readRuns(
  paths: readonly string[],
  read: (path: string) => Promise<RunResults>,
  globs = true,
  into?: string,
): Promise<RunResults> {
  const runs: RunResults[] = [];
  for (const path of globs ? await expandGlobs(paths) : paths) runs.push(await read(path));
  return mergeRuns(runs, into);
}
