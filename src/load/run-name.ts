import type { RunResults } from '../common/types.js';
import { GENERIC_NAMES } from '../io/files.js';
import { isMlflowUri } from '../io/mlflow-uri.js';

type Named = Pick<RunResults, 'name' | 'model' | 'mlflow' | 'mlflowRuns' | 'source' | 'files'>;

/**
 * Each file's name, with as many of its folders as tell it from the other `paths` (`a/results.json`,
 * `b/results.json`), and at least its own folder for a name every run has (`results.json`); an MLflow URI by its
 * run's name in `runNames` (as a single run is named), else as it is.
 */
function fileNames(paths: readonly string[], runNames: readonly (string | undefined)[]): string[] {
  const parts = paths.map((path) => path.split(/[\\/]+/).filter((part) => part !== ''));
  const tail = (of: readonly string[], depth: number) => of.slice(-depth).join('/');
  // Two runs of one name are named by their URIs, so that the reader can tell them apart.
  const unique = (name: string | undefined) =>
    name !== undefined && runNames.indexOf(name) === runNames.lastIndexOf(name);
  return paths.map((path, i) => {
    if (isMlflowUri(path)) return unique(runNames[i]) ? runNames[i]! : path;
    const own = parts[i]!;
    // One file on both sides (a baseline file also matched by the candidate's glob) is one name, not a clash.
    const same = (other: readonly string[]) => other.join('/') === own.join('/');
    const clashes = (depth: number) => parts.some((other) => !same(other) && tail(other, depth) === tail(own, depth));
    // A name every run of its harness has (Terminal-Bench's and τ²-bench's results.json) keeps its run's folder.
    let depth = own.length > 1 && GENERIC_NAMES.test(own.at(-1)!) ? 2 : 1;
    while (depth < own.length && clashes(depth)) depth++;
    return own.length === 0 ? path : tail(own, depth);
  });
}

/**
 * The name reports give a run: the user's (`--baseline-name`), else the model its harness or MLflow recorded,
 * else the MLflow run's name, else the file's name (an MLflow URI as it is); a run merged from several files is
 * named by every file (an MLflow run by its name), ` + ` between them.
 */
export function runName(run: Named): string {
  return givenName(run) ?? fileNames(filesOf(run), runNamesOf(run)).join(' + ');
}

/** The name the user, the harness or MLflow gave a run; undefined when it is named by its files. */
function givenName(run: Named): string | undefined {
  return [run.name, run.model, run.mlflow?.run_name].find((name) => name != null && name.trim() !== '')?.trim();
}

/** The files a run was read from, as the user gave them. */
export const filesOf = (run: Named): string[] => run.files ?? [run.source];

/** The MLflow run name of each of `filesOf(run)`: undefined for a file, or a run without a name. */
const runNamesOf = (run: Named): (string | undefined)[] =>
  filesOf(run).map((_, i) => run.mlflowRuns?.[i]?.run_name?.trim() || undefined);

/**
 * Both sides' names. A side named by its files carries as many folders as tell each file from every file of
 * either side, merged or not (`a/results.json + b/results.json` against `c/results.json`), also beside a side named
 * by its model (`run-7/results.json`, not `results.json`). Two runs of one given name are named by their paths
 * instead, so that the reader can tell them apart; a name the user gave is kept.
 */
export function runNames(baseline: Named, candidate: Named): { baseline: string; candidate: string } {
  const split = filesOf(baseline).length;
  const all = fileNames(
    [...filesOf(baseline), ...filesOf(candidate)],
    [...runNamesOf(baseline), ...runNamesOf(candidate)],
  );
  const names = {
    baseline: givenName(baseline) ?? all.slice(0, split).join(' + '),
    candidate: givenName(candidate) ?? all.slice(split).join(' + '),
  };
  if (names.baseline !== names.candidate || baseline.source === candidate.source) return names;
  return {
    baseline: baseline.name?.trim() || baseline.source,
    candidate: candidate.name?.trim() || candidate.source,
  };
}
