import { InputError } from '../common/errors.js';
import type { FailOn, GateOptions, RunResults, Verdict } from '../common/types.js';
import { familyLevels, type JointNull, type Multiplicity } from '../decide/multiplicity.js';
import { significanceLevel } from '../options.js';
import { jointSignFlipShares, jointUnits } from '../resample/joint-sign-flip.js';
import { Xoshiro128 } from '../resample/random.js';
import {
  finishComparison,
  prepareComparison,
  singleCheckLevel,
  type ComparisonEvidence,
  type PreparedComparison,
  type SmallestLevel,
} from './compare.js';
import { REPORT_FORMAT, type GateReport } from './model.js';

export const FAMILY_REPORT_FORMAT = 'passk-gate-report/v2';

/** One check of a gate: its name, its two runs and its options. */
export interface FamilyCheck {
  name: string;
  /** Where the check is written (its config file's line), for messages and fixes; null when not from a file. */
  line?: number | null;
  /** How an error in this check is prefixed, e.g. `passk-gate.yml:12: check MBPP`. Default: `check <name>`. */
  label?: string;
  baseline: RunResults;
  candidate: RunResults;
  /** The check's options; `confidence`, `resamples`, `seed` and `failOn` are the family's. */
  options: GateOptions;
  /**
   * Checks with the same key compare the same two runs (the same files read the same way): their problems are
   * the same, so their sign-flip tests are resampled jointly.
   */
  joint?: string;
}

/** The family's own settings. */
export interface FamilySettings {
  method: Multiplicity;
  /** Family-wise confidence: with holm or bonferroni, the chance that no check claims a change by noise alone. */
  confidence: number;
  /** Where the checks were written (the config file), or null. */
  config?: string | null;
}

/** A check's result in the gate: its `compare` report (without `format`), its name and how it was tested. */
export type FamilyCheckReport = { name: string } & Omit<GateReport, 'format'> & {
    /** The check's line in the config file, or null. */
    line: number | null;
    multiplicity: {
      /** The two-sided level the check was tested at; its interval `delta.ci` is at confidence 1 - level. */
      level: number;
      /** Holm's step at which it claimed a change (1 = first), or null. */
      step: number | null;
      /** The checks whose sign-flip tests were resampled jointly with this one (the same problems). */
      joint_with: string[];
    };
  };

/** The gate's decision: `refused` when any check was refused, else `fail` when any check fails, else `pass`. */
export type FamilyDecision = 'pass' | 'fail' | 'refused';

/** The machine report of a gate of several checks (`passk-gate gate --json`). */
export interface FamilyReport {
  format: typeof FAMILY_REPORT_FORMAT;
  decision: FamilyDecision;
  failed: boolean;
  /** The most severe check verdict: refused, regression, inconclusive, no-regression, then improvement. */
  verdict: Verdict;
  fail_on: FailOn;
  /** The config file the checks were read from, as given; null when they were given as an object. */
  config_file: string | null;
  multiplicity: {
    method: Multiplicity;
    family_size: number;
    /** Family-wise confidence (per check with method none). */
    confidence: number;
    /** Sets of checks over the same problems whose tests were resampled jointly. */
    joint: string[][];
  };
  bootstrap: { resamples: number; seed: number };
  checks: FamilyCheckReport[];
}

const SEVERITY: readonly Verdict[] = ['refused', 'regression', 'inconclusive', 'no-regression', 'improvement'];

/** A check of a family report as the report of one comparison, for the renderers of one. */
export function checkReport(check: FamilyCheckReport): GateReport {
  return { ...check, format: REPORT_FORMAT };
}

/** 1 - level with at most 12 significant digits, so 1 - 0.01 reads 0.99. */
function confidenceOf(level: number): number {
  return Number((1 - level).toPrecision(12));
}

/**
 * Joint sets of checks whose tests are resampled together: the same key, the same problems in the same order
 * and the same groups, and every member's sign-flip p-value from resampling rather than exact. At most 24
 * changed problems the p-values take a handful of values, and the joint chance is left to Bonferroni.
 */
function jointSets(checks: readonly FamilyCheck[], evidence: readonly (ComparisonEvidence | null)[]): number[][] {
  const byKey = new Map<string, number[]>();
  checks.forEach((check, i) => {
    const e = evidence[i];
    if (check.joint === undefined || e === null || e === undefined || e.signTest.exact) return;
    const first = byKey.get(check.joint)?.[0];
    const same =
      first === undefined ||
      (sameList(evidence[first]!.ids, e.ids) && sameList(evidence[first]!.groups ?? [], e.groups ?? []));
    const key = same ? check.joint : `${check.joint}\u0000${i}`;
    byKey.set(key, [...(byKey.get(key) ?? []), i]);
  });
  return [...byKey.values()].filter((members) => members.length > 1);
}

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** A family of checks up to its multiplicity method: every check prepared, the joint sets' null distributions drawn. */
export interface PreparedFamily {
  checks: readonly FamilyCheck[];
  settings: FamilySettings;
  prepared: PreparedComparison[];
  /** Sets of checks of the same problems (indices), and their joint sign flips. */
  joints: JointNull[];
}

/**
 * The gate over several checks: each check is compared as `compareRuns` compares it, its sign-flip p-value is
 * adjusted for the family (`familyLevels`), and its interval is read at the level it was tested at, so its
 * verdict (from that interval and the adjusted p) and the interval shown agree. Data too small for a check to
 * reach the smallest level it may be tested at (1 - confidence over the number of checks, unless `none`) are
 * an `InputError` naming the check. Pure: same inputs, same report.
 */
export function compareFamily(checks: readonly FamilyCheck[], settings: FamilySettings): FamilyReport {
  return finishFamily(prepareFamily(checks, settings));
}

/**
 * What `compareFamily` computes before the levels: each check up to its level (`prepareComparison`, refusing
 * data that cannot reach the smallest level the settings' method may test a check at) and the joint sign flips
 * of the checks of the same problems.
 */
export function prepareFamily(checks: readonly FamilyCheck[], settings: FamilySettings): PreparedFamily {
  const m = checks.length;
  const alpha = significanceLevel(settings.confidence);
  const smallest: SmallestLevel =
    settings.method === 'none'
      ? singleCheckLevel(settings.confidence)
      : {
          alpha: alpha / m,
          name: `${Number((alpha / m).toPrecision(6))}, the level a check is first tested at (1 - confidence over ${m} checks)`,
          setting: `a family of ${m} checks at confidence ${settings.confidence}`,
        };
  const prepared: PreparedComparison[] = checks.map((check) => {
    try {
      return prepareComparison(check.baseline, check.candidate, check.options, smallest);
    } catch (error) {
      if (error instanceof InputError)
        throw new InputError(`${check.label ?? `check ${check.name}`}: ${error.message}`);
      throw error;
    }
  });
  const evidence = prepared.map((p) => p.evidence);
  const { resamples, seed } = checks[0]!.options;
  const joints: JointNull[] = jointSets(checks, evidence).map((members, index) => ({
    members,
    shares: jointSignFlipShares(
      jointUnits(
        members.map((i) => evidence[i]!.differences),
        evidence[members[0]!]!.groups,
      ),
      resamples,
      new Xoshiro128(seed, 2 + index),
    ),
  }));
  return { checks, settings, prepared, joints };
}

/**
 * The family's report under a multiplicity method (by default its settings'): the levels and adjusted p-values
 * of `familyLevels`, each check finished at its level. The same prepared family can be finished under several
 * methods, which then decide on the same resamples.
 */
export function finishFamily(family: PreparedFamily, method: Multiplicity = family.settings.method): FamilyReport {
  const { checks, settings, prepared } = family;
  const alpha = significanceLevel(settings.confidence);
  const joints = method === 'none' ? [] : family.joints;
  const evidence = prepared.map((p) => p.evidence);
  const pValues = evidence.map((e) => (e === null ? null : e.signTest.pValue));
  const levels = familyLevels(pValues, alpha, method, joints);
  const results: FamilyCheckReport[] = checks.map((check, i) => {
    const report =
      evidence[i] === null
        ? prepared[i]!.report
        : finishComparison(prepared[i]!, {
            confidence: method === 'none' ? settings.confidence : confidenceOf(levels.levels[i]!),
            pValue: levels.adjusted[i]!,
            significance: alpha,
            adjusted: levels.adjusted[i]!,
          });
    const fields: Omit<GateReport, 'format'> & { format?: string } = { ...report };
    delete fields.format;
    const set = joints.find((joint) => joint.members.includes(i))?.members ?? [];
    return {
      name: check.name,
      ...fields,
      line: check.line ?? null,
      multiplicity: {
        level: levels.levels[i]!,
        step: levels.steps[i]!,
        joint_with: set.filter((j) => j !== i).map((j) => checks[j]!.name),
      },
    };
  });
  const refused = results.some((r) => r.verdict === 'refused');
  const failed = results.some((r) => r.failed);
  const { resamples, seed } = checks[0]!.options;
  return {
    format: FAMILY_REPORT_FORMAT,
    decision: refused ? 'refused' : failed ? 'fail' : 'pass',
    failed,
    verdict: SEVERITY.find((verdict) => results.some((r) => r.verdict === verdict)) ?? 'no-regression',
    fail_on: checks[0]!.options.failOn,
    config_file: settings.config ?? null,
    multiplicity: {
      method,
      family_size: checks.length,
      confidence: settings.confidence,
      joint: joints.map((joint) => joint.members.map((i) => checks[i]!.name)),
    },
    bootstrap: { resamples, seed },
    checks: results,
  };
}
