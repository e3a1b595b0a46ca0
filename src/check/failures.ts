import type { ProblemCounts } from '../common/types.js';
import { SWEBENCH_ERRORS, type ErrorsOf } from '../formats/detect.js';

/** A side's failed samples of one kind, and all its samples. */
interface FailureCount {
  count: number;
  samples: number;
}

/** Failed samples of one kind over the compared problems, or null when the side's format does not record them. */
function failureCount(problems: readonly ProblemCounts[], kind: 'timeouts' | 'errors'): FailureCount | null {
  if (!problems.some((p) => p[kind] !== undefined)) return null;
  return {
    count: problems.reduce((sum, p) => sum + (p[kind] ?? 0), 0),
    samples: problems.reduce((sum, p) => sum + p.n, 0),
  };
}

/** Each kind of failure the sandbox may cause, as warnings name it, with both sides' counts (`failureCount`). */
function failureCounts(
  baseline: readonly ProblemCounts[],
  candidate: readonly ProblemCounts[],
  errors: ErrorsOf,
): { kind: 'timeouts' | 'errors'; label: string; base: FailureCount | null; cand: FailureCount | null }[] {
  const errorLabel =
    errors === 'swebench' ? `errors (SWE-bench's error_ids: ${SWEBENCH_ERRORS})` : 'infrastructure errors';
  return (
    [
      ['timeouts', 'timeouts'],
      ['errors', errorLabel],
    ] as const
  ).map(([kind, label]) => ({ kind, label, base: failureCount(baseline, kind), cand: failureCount(candidate, kind) }));
}

/**
 * What a failure of this kind may be besides the model's: for samples, the sandbox; an agent's trial that timed out
 * hit its step or time limit, which the agent itself reaches by looping (τ-bench has no sandbox), or a slow sandbox;
 * a SWE-bench error, the harness, unless the model's patch did not apply.
 */
function causeOf(kind: 'timeouts' | 'errors', trials: boolean, errors: ErrorsOf): string {
  if (kind === 'errors' && errors === 'swebench') {
    return "the harness rather than the model (a patch that did not apply is the model's)";
  }
  if (!trials) return 'a slow or flaky sandbox rather than the model';
  return kind === 'timeouts'
    ? 'the step or time limit, which the agent reaches by looping or stalling, or a slow sandbox'
    : 'a flaky sandbox or harness rather than the model';
}

/**
 * Timeouts and infrastructure errors are failures the sandbox may cause rather than the model: warn when the
 * candidate has more of them per sample than the baseline (or has some the baseline's file cannot show).
 * `trials`: the samples are an agent's trials, and are called so; `fell`: the metric fell, so there is a drop
 * they may be part of; `errors`: what the runs' errors are.
 */
export function failureWarnings(
  baseline: readonly ProblemCounts[],
  candidate: readonly ProblemCounts[],
  { trials, fell, errors = 'infrastructure' }: { trials: boolean; fell: boolean; errors?: ErrorsOf },
): string[] {
  const samples = trials ? 'trials' : 'samples';
  return failureCounts(baseline, candidate, errors).flatMap(({ kind, label, base, cand }) => {
    const cause = causeOf(kind, trials, errors);
    const rise = fell
      ? `part of a drop may be ${cause}; check the failed ${samples}`
      : `each counts as a failed ${samples.slice(0, -1)} but may be ${cause}; check the failed ${samples}`;
    if (cand === null || cand.count === 0) return [];
    if (base === null) {
      return [
        `${label}: the candidate has ${cand.count} in ${cand.samples} ${samples} and the baseline's file does not record them; ${rise}`,
      ];
    }
    if (cand.count / cand.samples <= base.count / base.samples) return [];
    return [
      `${label} rose from ${base.count} in ${base.samples} ${samples} (baseline) to ${cand.count} in ${cand.samples} (candidate); ${rise}`,
    ];
  });
}

/**
 * The other side of `failureWarnings`: the baseline's timeouts and errors lower its score, so a candidate that has
 * fewer of them per sample may look better than it is. Warned where the verdict says the candidate is not worse.
 */
export function baselineFailureWarnings(
  baseline: readonly ProblemCounts[],
  candidate: readonly ProblemCounts[],
  { trials, errors = 'infrastructure' }: { trials: boolean; errors?: ErrorsOf },
): string[] {
  const samples = trials ? 'trials' : 'samples';
  return failureCounts(baseline, candidate, errors).flatMap(({ kind, label, base, cand }) => {
    if (base === null || cand === null || base.count / base.samples <= cand.count / cand.samples) return [];
    return [
      `${label} fell from ${base.count} in ${base.samples} ${samples} (baseline) to ${cand.count} in ${cand.samples} ` +
        `(candidate); the baseline's may be ${causeOf(kind, trials, errors)}, which lowers its score ` +
        `and flatters the candidate; check the baseline's failed ${samples}`,
    ];
  });
}
