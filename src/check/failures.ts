import type { ProblemCounts } from '../common/types.js';

/** Failed samples of one kind over the compared problems, or null when the side's format does not record them. */
function failureCount(
  problems: readonly ProblemCounts[],
  kind: 'timeouts' | 'errors',
): { count: number; samples: number } | null {
  if (!problems.some((p) => p[kind] !== undefined)) return null;
  return {
    count: problems.reduce((sum, p) => sum + (p[kind] ?? 0), 0),
    samples: problems.reduce((sum, p) => sum + p.n, 0),
  };
}

/**
 * Timeouts and infrastructure errors are failures the sandbox may cause rather than the model: warn when the
 * candidate has more of them per sample than the baseline (or has some the baseline's file cannot show).
 */
export function failureWarnings(baseline: readonly ProblemCounts[], candidate: readonly ProblemCounts[]): string[] {
  const warnings: string[] = [];
  for (const [kind, label] of [
    ['timeouts', 'timeouts'],
    ['errors', 'infrastructure errors'],
  ] as const) {
    const base = failureCount(baseline, kind);
    const cand = failureCount(candidate, kind);
    if (cand === null || cand.count === 0) continue;
    const rise = `part of a drop may be a slow or flaky sandbox rather than the model; check the failed samples`;
    if (base === null) {
      warnings.push(
        `${label}: the candidate has ${cand.count} in ${cand.samples} samples and the baseline's file does not record them; ${rise}`,
      );
    } else if (cand.count / cand.samples > base.count / base.samples) {
      warnings.push(
        `${label} rose from ${base.count} in ${base.samples} samples (baseline) to ${cand.count} in ${cand.samples} (candidate); ${rise}`,
      );
    }
  }
  return warnings;
}
