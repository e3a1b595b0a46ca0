// The gate on runs already read (one check, or several), as the CLI, the action and the library compare them,
// for runs built by support/runs.ts.
import type { GateOptions, Multiplicity, RunResults, Verdict } from '../../src/common/types.js';
import { comparisonInterval } from '../../src/compare/check.js';
import { compareChecks, gateLevels, prepareGate, type CheckRuns, type PreparedGate } from '../../src/compare/gate.js';
import { levelAt } from '../../src/common/level.js';
import { verdictFor } from '../../src/decide/verdict.js';
import type { CheckReport, GateReport } from '../../src/compare/model.js';
import { parseOptions, type RawOptions } from '../../src/config/options.js';
import { metricLabel } from '../../src/estimate/metric.js';

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

/** One check prepared as `compare` prepares it, with the level it is tested at (alone, no multiplicity). */
function preparedCheck(baseline: RunResults, candidate: RunResults, gateOptions: GateOptions) {
  const check: CheckRuns = { name: 'check', line: null, label: '', baseline, candidate, options: gateOptions };
  const prepared = prepareGate([check], { method: 'none', confidence: gateOptions.confidence, configFile: null });
  const evidence = prepared.prepared[0]!.evidence;
  if (evidence === null) throw new Error('the comparison was refused: it has no interval');
  return { evidence, level: levelAt(gateOptions.confidence) };
}

/**
 * The interval `compareRuns` reports, computed by the gate's own steps (`prepareGate`, then `comparisonInterval`
 * at the check's level) without the rest of the report: over groups, the power figure is a simulation that costs
 * far more than the interval, which simulations repeat thousands of times.
 */
export function comparisonIntervalOf(
  baseline: RunResults,
  candidate: RunResults,
  gateOptions: GateOptions = options(),
): [number, number] {
  const { evidence, level } = preparedCheck(baseline, candidate, gateOptions);
  return comparisonInterval(evidence, level.confidence);
}

/** The verdict `compareRuns` reports, by the same steps: `verdictFor` the interval and the unadjusted p-value. */
export function comparisonVerdictOf(
  baseline: RunResults,
  candidate: RunResults,
  gateOptions: GateOptions = options(),
): Verdict {
  const { evidence, level } = preparedCheck(baseline, candidate, gateOptions);
  const ci = comparisonInterval(evidence, level.confidence);
  return verdictFor(ci, evidence.signTest.pValue, evidence.margin, level.alpha);
}

/** A check's verdict and interval (none when refused), as a gate's report gives them. */
export interface CheckVerdict {
  verdict: Verdict;
  ci: [number, number] | null;
}

/**
 * Each check's verdict and interval that `finishGate` reports under `method`, and the joint sets it resampled
 * together (as indices), by the gate's own steps without the rest of the report: `familyLevels`, each interval at
 * its check's level (`gateLevels`, `comparisonInterval`) and `verdictFor` on it and the adjusted p-value. The power figures,
 * which simulations of thousands of gates never read, cost most of a finished gate (over pass@10, nine tenths).
 */
export function gateVerdictsOf(
  gate: PreparedGate,
  method: Multiplicity,
): { checks: CheckVerdict[]; joint: (readonly number[])[] } {
  const { family, joints, levels, levelOf } = gateLevels(gate, method);
  const checks = gate.prepared.map(({ evidence, report }, i): CheckVerdict => {
    if (evidence === null) return { verdict: report.verdict, ci: null };
    const ci = comparisonInterval(evidence, levelOf(i).confidence);
    return { verdict: verdictFor(ci, levels.adjusted[i]!, evidence.margin, family.alpha), ci };
  });
  return { checks, joint: joints.map((joint) => joint.members) };
}
