// Runs for the history store's tests, built without the comparison (test/support/runs.ts imports the whole gate,
// which these tests do not need and which costs each of their files its load time).
import type { ProblemCounts, RunResults } from '../../src/common/types.js';

/** A run as a reader returns it: format `passk`, temperature 0.5 from the file unless `parts` says otherwise. */
export function historyRun(source: string, problems: ProblemCounts[], parts: Partial<RunResults> = {}): RunResults {
  return {
    source,
    format: 'passk',
    config: { temperature: 0.5 },
    configSources: { temperature: 'file' },
    problems,
    warnings: [],
    ...parts,
  };
}

/** Problems `P/0`, `P/1`, ... with n samples each and the given pass counts. */
export function countsOf(cs: readonly number[], n: number): ProblemCounts[] {
  return cs.map((c, i) => ({ id: `P/${i}`, n, c }));
}
