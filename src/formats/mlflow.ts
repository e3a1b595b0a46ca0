// What an MLflow run holds: params (strings) as decoding config, and the per-problem pass counts that
// `mlflow.log_dict({"per_problem_c": counts}, "per_problem_counts.json")` logs as a list, one count per problem.
import { inputError } from '../common/errors.js';
import { isDecimalText } from '../common/decimal.js';
import type { ConfigValue, ProblemCounts } from '../common/types.js';
import { shown } from '../io/value-text.js';
import { isRecord, isSampleCount, MAX_SAMPLES, pathOf } from './values.js';

/**
 * A param as the value it was logged from: MLflow stores `str(value)`, so "0.8" is the number 0.8, "True" and
 * "False" are booleans and "None" is null; anything else stays a string.
 */
export function paramValue(text: string): ConfigValue {
  const trimmed = text.trim();
  if (isDecimalText(trimmed)) {
    const value = Number(trimmed);
    if (Number.isFinite(value)) return value;
  }
  if (trimmed === 'True' || trimmed === 'true') return true;
  if (trimmed === 'False' || trimmed === 'false') return false;
  if (trimmed === 'None' || trimmed === 'null') return null;
  return text;
}

/** Whether an artifact is the list form: a JSON object with a `per_problem_c` key. */
export function isPerProblemList(document: unknown): document is Record<string, unknown> {
  return isRecord(document) && 'per_problem_c' in document;
}

/** Where a user gives n, when the caller does not name its config option: the CLI's flags and the action's inputs. */
const GIVE_N = '--baseline-config / --candidate-config n=N (action input baseline-config / candidate-config)';

/**
 * Reads `{"per_problem_c": [c0, c1, ...]}`: problem i is `#i`, with n samples (the run's `n` param) of which
 * `per_problem_c[i]` passed. `n` is undefined when the run has no usable `n` param, which is an error naming it
 * and how the caller gives it instead, `giveN` (e.g. `--baseline-config n=N`).
 */
export function perProblemCounts(
  document: Record<string, unknown>,
  n: ConfigValue | undefined,
  file: string,
  giveN = GIVE_N,
): ProblemCounts[] {
  const list = document.per_problem_c;
  if (!Array.isArray(list) || list.length === 0)
    throw inputError(file, pathOf('per_problem_c'), 'expected a non-empty list of pass counts, one per problem');
  if (n === undefined) {
    throw inputError(
      file,
      '',
      `the run has no param n: the per_problem_c list needs it (mlflow.log_params({"n": ...})), or give it with ${giveN}`,
    );
  }
  if (!isSampleCount(n)) {
    throw inputError(file, '', `the run's param n is ${shown(n)}, not a number of samples from 1 to ${MAX_SAMPLES}`);
  }
  return list.map((c: unknown, i) => {
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c > n)
      throw inputError(file, pathOf('per_problem_c', i), `must be a whole number from 0 to n = ${n}, got ${shown(c)}`);
    return { id: `#${i}`, n, c };
  });
}
