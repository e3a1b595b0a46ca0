// The one builder of test runs and of their comparison: a run as a reader returns it, and the gate on runs
// already read (one check, or several), as the CLI, the action and the library compare them.
import type {
  ConfigSource,
  ConfigValue,
  GateOptions,
  Multiplicity,
  ProblemCounts,
  RunResults,
} from '../../src/common/types.js';
import { compareChecks, type CheckRuns } from '../../src/compare/gate.js';
import type { CheckReport, GateReport } from '../../src/compare/model.js';
import { parseOptions, type RawOptions } from '../../src/config/options.js';
import { metricLabel } from '../../src/estimate/metric.js';

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

/** The gate options from CLI-style values (`parseOptions`): the defaults where none is given. */
export function options(raw: RawOptions = {}): GateOptions {
  return parseOptions(raw);
}

/** One check of a gate, as `gate` takes it. */
export interface CheckOf {
  name?: string;
  line?: number | null;
  /** How errors in the check begin (`passk-gate.yml:3: check "a"`); none by default. */
  label?: string;
  baseline: RunResults;
  candidate: RunResults;
  options?: GateOptions;
  joint?: string;
}

/** The gate over checks of runs already read (as `runGate` compares them once read). */
export function gate(
  checks: readonly CheckOf[],
  settings: { method?: Multiplicity; configFile?: string | null } = {},
): GateReport {
  const runs: CheckRuns[] = checks.map((check) => {
    const checkOptions = check.options ?? options();
    return {
      name: check.name ?? metricLabel(checkOptions.metric, checkOptions.k, checkOptions.submit),
      line: check.line ?? null,
      label: check.label ?? '',
      baseline: check.baseline,
      candidate: check.candidate,
      options: checkOptions,
      ...(check.joint === undefined ? {} : { joint: check.joint }),
    };
  });
  return compareChecks(runs, {
    method: settings.method ?? (checks.length === 1 ? 'none' : 'holm'),
    confidence: runs[0]!.options.confidence,
    configFile: settings.configFile ?? null,
  });
}

/** One comparison: the gate of one check, as `compare` runs it. */
export function comparison(
  baseline: RunResults,
  candidate: RunResults,
  gateOptions: GateOptions = options(),
): GateReport {
  return gate([{ baseline, candidate, options: gateOptions }]);
}

/** The one check of a comparison. */
export function compareRuns(
  baseline: RunResults,
  candidate: RunResults,
  gateOptions: GateOptions = options(),
): CheckReport {
  return comparison(baseline, candidate, gateOptions).checks[0]!;
}
