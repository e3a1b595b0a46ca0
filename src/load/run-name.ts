import type { RunResults } from '../common/types.js';
import { isMlflowUri } from '../io/mlflow-uri.js';

/**
 * The name reports give a run: the user's (`--baseline-name`), else the model its harness or MLflow recorded,
 * else the MLflow run's name, else the file's name (an MLflow URI as it is).
 */
export function runName(run: Pick<RunResults, 'name' | 'model' | 'mlflow' | 'source'>): string {
  const named = [run.name, run.model, run.mlflow?.run_name].find((name) => name != null && name.trim() !== '');
  if (named !== undefined) return named!.trim();
  return isMlflowUri(run.source) ? run.source : (run.source.split(/[\\/]/).pop() ?? run.source);
}

/**
 * Both sides' names. Two files of one name (`evals/results.json` against `results.json`) are named by their
 * paths instead, so that the reader can tell them apart; a name the user gave is kept.
 */
export function runNames(
  baseline: Parameters<typeof runName>[0],
  candidate: Parameters<typeof runName>[0],
): { baseline: string; candidate: string } {
  const names = { baseline: runName(baseline), candidate: runName(candidate) };
  if (names.baseline !== names.candidate || baseline.source === candidate.source) return names;
  return {
    baseline: baseline.name?.trim() || baseline.source,
    candidate: candidate.name?.trim() || candidate.source,
  };
}
