import { isDeepStrictEqual } from 'node:util';
import { InputError } from '../common/errors.js';
import type { OptionHints } from '../common/hints.js';
import { levelAt, levelOfAlpha } from '../common/level.js';
import type { Multiplicity, RunResults, Verdict } from '../common/types.js';
import { fewestResamples } from '../config/options.js';
import type { CheckRequest } from '../config/request.js';
import { familyLevels, type JointNull } from '../decide/multiplicity.js';
import { jointSignFlipShares, jointUnits } from '../resample/joint-sign-flip.js';
import { Xoshiro128 } from '../resample/random.js';
import {
  finishComparison,
  prepareComparison,
  singleCheckLevel,
  type ComparisonEvidence,
  type PreparedComparison,
  type SmallestLevel,
} from './check.js';
import { REPORT_FORMAT, type CheckAnchor, type CheckReport, type GateReport } from './model.js';

/**
 * One check of a gate (`CheckRequest`) with its two runs as read. Checks with the same `joint` key compare the
 * same two runs (the same files read the same way): their problems are the same, so their sign-flip tests are
 * resampled jointly.
 */
export type CheckRuns = Pick<CheckRequest, 'name' | 'line' | 'label' | 'options'> &
  Partial<Pick<CheckRequest, 'keyLabels'>> & {
    baseline: RunResults;
    candidate: RunResults;
    joint?: string;
    anchor?: CheckAnchor;
    /** How a hint names an option to give, as the check's caller names it. */
    hints?: OptionHints;
  };

/** How the checks share the error rate, and where they were written. */
export interface GateSettings {
  method: Multiplicity;
  /** Family-wise confidence: with holm or bonferroni, the chance that no check claims a change by noise alone. */
  confidence: number;
  configFile: string | null;
}

const SEVERITY: readonly Verdict[] = ['refused', 'regression', 'inconclusive', 'no-regression', 'improvement'];

/** Whether two checks compare the same problems, in the same order, in the same groups. */
function sameProblems(a: ComparisonEvidence, b: ComparisonEvidence): boolean {
  return isDeepStrictEqual(a.ids, b.ids) && isDeepStrictEqual(a.groups ?? [], b.groups ?? []);
}

/** Whether two checks' evidence is the same: the same problems, groups and differences. */
function sameEvidence(a: ComparisonEvidence | null | undefined, b: ComparisonEvidence): boolean {
  return a != null && sameProblems(a, b) && isDeepStrictEqual(a.differences, b.differences);
}

/**
 * Joint sets of checks whose tests are resampled together: the same key, the same problems in the same order
 * and the same groups, and every member's sign-flip p-value from resampling rather than exact. At most 24
 * changed problems the p-values take a handful of values, and the joint chance is left to Bonferroni; but a check
 * whose evidence another of its key repeats (a drift check whose anchor is the base's run) is joint with it, and
 * the two count as one.
 */
function jointSets(checks: readonly CheckRuns[], evidence: readonly (ComparisonEvidence | null)[]): number[][] {
  const byKey = new Map<string, number[]>();
  checks.forEach((check, i) => {
    const e = evidence[i];
    // A drift check against the best of several records is adjusted on its own (`familyLevels`' comparisons).
    if (check.joint === undefined || check.anchor?.among !== undefined || e === null || e === undefined) return;
    const repeated = checks.some((other, j) => j !== i && other.joint === check.joint && sameEvidence(evidence[j], e));
    if (e.signTest.exact && !repeated) return;
    const first = byKey.get(check.joint)?.[0];
    const key = first === undefined || sameProblems(evidence[first]!, e) ? check.joint : `${check.joint}\u0000${i}`;
    byKey.set(key, [...(byKey.get(key) ?? []), i]);
  });
  return [...byKey.values()].filter((members) => members.length > 1);
}

/** A gate up to its multiplicity method: every check prepared, the joint sets' null distributions drawn. */
export interface PreparedGate {
  checks: readonly CheckRuns[];
  settings: GateSettings;
  prepared: PreparedComparison[];
  /** Sets of checks of the same problems (indices), and their joint sign flips. */
  joints: JointNull[];
}

/**
 * The gate over its checks (one, for a lone comparison): each check compared on its own, its sign-flip p-value
 * adjusted for the gate (`familyLevels`), and its interval read at the level it was tested at, so its verdict
 * (from that interval and the adjusted p) and the interval shown agree. Pure: same inputs, same report.
 */
export function compareChecks(checks: readonly CheckRuns[], settings: GateSettings): GateReport {
  return finishGate(prepareGate(checks, settings));
}

/**
 * The smallest level a check of a gate of `m` checks may be tested at: 1 - confidence, over the number of checks
 * unless `none` (Holm and Bonferroni test the first check at alpha / m).
 */
export function smallestGateLevel(settings: Pick<GateSettings, 'method' | 'confidence'>, m: number): SmallestLevel {
  if (settings.method === 'none' || m === 1) return singleCheckLevel(settings.confidence);
  const { alpha } = levelAt(settings.confidence);
  return {
    alpha: alpha / m,
    name: `${Number((alpha / m).toPrecision(6))}, the level a check is first tested at (1 - confidence over ${m} checks)`,
    setting: `a family of ${m} checks at confidence ${settings.confidence}`,
    checks: m,
  };
}

/**
 * The smallest level of a drift check against the best of `among` records: the gate's smallest over `among`, as
 * `familyLevels` tests it. Too few resamples for it is an `InputError`: the check could never fail.
 */
function bestOfLevel(smallest: SmallestLevel, among: number, resamples: number): SmallestLevel {
  const alpha = smallest.alpha / among;
  const level = Number(alpha.toPrecision(6));
  const floor = 1 / (resamples + 1);
  if (floor >= alpha) {
    throw new InputError(
      `resamples ${resamples} are too few for a drift check against the best of ${among} records: it is tested at ` +
        `${level} (${Number(smallest.alpha.toPrecision(6))} over ${among}), below the smallest p-value ${resamples} ` +
        `resamples can give, 1/${resamples + 1} = ${floor.toPrecision(2)}, so it could never fail; give at least ` +
        `${fewestResamples(alpha)} resamples, or a window of fewer records`,
    );
  }
  return {
    alpha,
    name: `${level}, the level a drift check against the best of ${among} records is first tested at`,
    setting: `${smallest.setting} with an anchor picked as the best of ${among} records`,
    checks: (smallest.checks ?? 1) * among,
  };
}

/**
 * What `compareChecks` computes before the levels: each check up to its level (`prepareComparison`; data too
 * small to reach the smallest level a check may be tested at, 1 - confidence over the number of checks unless
 * `none`, and over N for a drift check against the best of N records, are an `InputError` naming the check) and
 * the joint sign flips of the checks of the same problems.
 */
export function prepareGate(checks: readonly CheckRuns[], settings: GateSettings): PreparedGate {
  const smallest = smallestGateLevel(settings, checks.length);
  const prepared: PreparedComparison[] = checks.map((check) => {
    try {
      const among = check.anchor?.among;
      const level = among === undefined ? smallest : bestOfLevel(smallest, among, check.options.resamples);
      return prepareComparison(
        check.baseline,
        check.candidate,
        check.options,
        level,
        check.anchor === undefined ? 'baseline' : 'anchor',
        check.hints,
        check.keyLabels?.k ?? '',
      );
    } catch (error) {
      // A k past the samples is already said at the k: key.
      const placed =
        check.keyLabels !== undefined && error instanceof Error && error.message.startsWith(`${check.keyLabels.k}: `);
      if (error instanceof InputError && check.label !== '' && !placed) throw error.labelled(check.label);
      throw error;
    }
  });
  const evidence = prepared.map((p) => p.evidence);
  const { resamples, seed } = checks[0]!.options;
  const joints: JointNull[] = jointSets(checks, evidence).map((members, index) => {
    const differences = members.map((i) => evidence[i]!.differences);
    const units = jointUnits(differences, evidence[members[0]!]!.groups);
    return { members, shares: jointSignFlipShares(units, resamples, new Xoshiro128(seed, 2 + index)) };
  });
  return { checks, settings, prepared, joints };
}

/**
 * The levels of a prepared gate's checks under a multiplicity method: the family's level, the joint sets it
 * adjusts together (none under `none`), `familyLevels`' steps and adjusted p-values, and each check's own level
 * (the family's under `none`).
 */
export function gateLevels(gate: PreparedGate, method: Multiplicity) {
  const family = levelAt(gate.settings.confidence);
  const joints = method === 'none' ? [] : gate.joints;
  const pValues = gate.prepared.map((p) => p.evidence?.signTest.pValue ?? null);
  const comparisons = gate.checks.map((check) => check.anchor?.among ?? 1);
  const levels = familyLevels(pValues, family.alpha, method, joints, comparisons);
  const levelOf = (i: number) => (method === 'none' && comparisons[i] === 1 ? family : levelOfAlpha(levels.levels[i]!));
  return { family, joints, levels, levelOf };
}

/**
 * The gate's report under a multiplicity method (by default its settings'): the levels and adjusted p-values
 * of `familyLevels`, each check finished at its level. The same prepared gate can be finished under several
 * methods, which then decide on the same resamples.
 */
export function finishGate(gate: PreparedGate, method: Multiplicity = gate.settings.method): GateReport {
  const { checks, settings, prepared } = gate;
  const { family, joints, levels, levelOf } = gateLevels(gate, method);
  const results: CheckReport[] = checks.map((check, i) => {
    const level = levelOf(i);
    const fields = finishComparison(prepared[i]!, { level, adjusted: levels.adjusted[i]!, alpha: family.alpha });
    const set = joints.find((joint) => joint.members.includes(i))?.members ?? [];
    return {
      name: check.name,
      ...(check.anchor === undefined ? {} : { anchor: check.anchor }),
      ...fields,
      line: check.line,
      multiplicity: {
        level: level.alpha,
        step: levels.steps[i]!,
        joint_with: set.filter((j) => j !== i).map((j) => checks[j]!.name),
      },
    };
  });
  const refused = results.some((r) => r.verdict === 'refused');
  const failed = results.some((r) => r.failed);
  const { resamples, seed } = checks[0]!.options;
  return {
    format: REPORT_FORMAT,
    decision: refused ? 'refused' : failed ? 'fail' : 'pass',
    failed,
    verdict: SEVERITY.find((verdict) => results.some((r) => r.verdict === verdict)) ?? 'no-regression',
    fail_on: checks[0]!.options.failOn,
    config_file: settings.configFile,
    multiplicity: {
      method,
      family_size: checks.length,
      confidence: settings.confidence,
      alpha: family.alpha,
      joint: joints.map((joint) => joint.members.map((i) => checks[i]!.name)),
    },
    bootstrap: { resamples, seed },
    checks: results,
  };
}
