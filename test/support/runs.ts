// The one builder of test runs: a run as a reader returns it. It imports no part of the gate, so a test of a
// reader or of the history store loads only what it tests; support/comparisons.ts compares such runs.
import type { ConfigSource, ConfigValue, ProblemCounts, RunResults } from '../../src/common/types.js';

/** A decoding config as a harness records it: the four keys the gate has always compared. */
export const SAMPLING: Readonly<Record<string, ConfigValue>> = {
  temperature: 0.8,
  top_p: 0.95,
  n: 20,
  max_tokens: 512,
};

/** What a run records beside its problems; the config's values are the file's unless `sources` says otherwise. */
export interface RunParts extends Partial<Omit<RunResults, 'source' | 'problems' | 'configSources'>> {
  sources?: Record<string, ConfigSource>;
}

/** A run as a reader returns it: format `passk`, the config `SAMPLING` unless given, no warnings. */
export function run(source: string, problems: ProblemCounts[], parts: RunParts = {}): RunResults {
  const { sources = {}, config = SAMPLING, ...rest } = parts;
  return {
    source,
    format: 'passk',
    config: { ...config },
    configSources: Object.fromEntries(Object.keys(config).map((key) => [key, sources[key] ?? 'file'])),
    problems,
    warnings: [],
    ...rest,
  };
}

/** Problems `0`, `1`, ... with n samples each and the given pass counts. */
export function problems(cs: readonly number[], n: number, id = (i: number) => `P/${i}`): ProblemCounts[] {
  return cs.map((c, i) => ({ id: id(i), n, c }));
}
