import type { ConfigRow } from '../check/config.js';
import type { Refusal } from '../check/refusal.js';
import type { CurvePoint } from '../estimate/curve.js';
import type { JudgementMatch } from '../check/judgement.js';
import type {
  FailOn,
  GateOptions,
  IntervalMethod,
  Judgement,
  Metric,
  MlflowOrigin,
  Multiplicity,
  ProblemsMode,
  Verdict,
} from '../common/types.js';

/** The report of a gate (`passk-gate gate --json`, the library's `gate`). */
export const REPORT_FORMAT = 'passk-gate-report/v2';

/** The report of one comparison (`passk-gate compare --json`, the library's `compare`): a view of its one check. */
export const COMPARISON_FORMAT = 'passk-gate-report/v1';

/**
 * What a drift pair's rows begin with: the check's name and a space, nothing for a lone comparison (no label, no
 * config line), whose rows are `against the base` and `against anchor ...`.
 */
export function driftPrefix(check: { name: string; label: string; line: number | null }): string {
  return check.label === '' && check.line === null ? '' : `${check.name} `;
}

/** How many of the largest drops and gains a report lists. */
export const CHANGES_LISTED = 20;

export interface SideSummary {
  /** The file (or MLflow URI) read; the files joined by ` + ` when several were merged. */
  source: string;
  /** How reports name the run: the name the user gave, the model, the MLflow run's name, or the file's name. */
  name: string;
  /** The files merged into this side, as trials of one model; absent when one file was read. */
  sources?: string[];
  format: string;
  model: string | null;
  /** The models the merged files name, when they name different ones (`model` is then null); absent otherwise. */
  models?: string[];
  /** The metric at the deployment k over the compared problems; null when the comparison was refused. */
  value: number | null;
  problems: number;
  /** Fewest and most samples per problem, when its problems differ in n (no single config `n` says it). */
  samples?: { min: number; max: number };
  /** What a pass means on this side; null when the file does not record it. */
  judgement?: Judgement | null;
  /** The MLflow run (and registered model) the results were read from; null for a file. */
  mlflow?: MlflowOrigin | null;
  /**
   * A side merged from several runs, some read from MLflow: each run's origin in `sources` order, null for a
   * file (`mlflow` is then null); absent otherwise.
   */
  mlflow_runs?: (MlflowOrigin | null)[];
}

/** One problem's change at the deployment k: its value on each side and candidate - baseline. */
export interface ProblemChange {
  id: string;
  baseline: number;
  candidate: number;
  delta: number;
}

/** A drop, and the fewest problems like these (null past a billion) at which the gate catches it 80% of the time. */
export interface SuiteSize {
  drop: number;
  problems: number | null;
  /**
   * The fewest samples per problem, on these problems, at which `plan` predicts the gate catches the drop 80% of
   * the time (null: none up to the most it plans); absent for runs of one sample per problem.
   */
  samples?: number | null;
}

/** The change a compared check measured, and what the gate can detect. */
interface Delta {
  value: number;
  ci: [number, number];
  /** Confidence of `ci`: 1 - the level the check was tested at (`CheckReport.multiplicity.level`). */
  confidence: number;
  p_value: number;
  /**
   * The p-value adjusted for the gate's checks (Holm, Bonferroni, or the same as p_value with multiplicity
   * none): the verdict claims a change only when it is below the gate's alpha.
   */
  p_adjusted?: number;
  /** Whether p_value was counted over every sign pattern (at most 24 units changed) or by resampling. */
  p_exact: boolean;
  se: number;
  /**
   * Degrees of freedom of the interval's t quantile: of se (Satterthwaite; small when few problems or groups
   * carry the differences), or for the t interval the Bell-McCaffrey df of the units' sizes (G - 1 when equal).
   */
  df: number;
  /** The smallest true drop this gate flags as a regression 80% of the time (power.drop). */
  mde: number;
  margin: number;
  /** Units (problems, or groups with `group`) whose difference is below / above zero. */
  moved: { worse: number; better: number };
  /** The power figure, as `gatePowerOf` gives it (`GatePower`); `drop` is `mde`. */
  power: {
    drop: number;
    probability: number;
    noise_drop: number;
    floor_units: number;
    floor_drop: number;
    limit: 'noise' | 'floor';
    /**
     * For an inconclusive drop past the limit: the fewest problems, at these samples per problem, that would
     * catch a true drop of the observed size 80% of the time (null past a billion); else null.
     */
    confirm: SuiteSize | null;
    /**
     * When this suite cannot catch a drop the size of the baseline's score: the fewest problems that would catch
     * one halfway from the limit to that score; else null.
     */
    detect: SuiteSize | null;
  };
}

/** The history record a drift check's baseline is: where it was recorded, and when. */
export interface CheckAnchor {
  commit: string;
  ref: string | null;
  time: string;
  /**
   * A `best` pick: how many records it was the best of. Picked for being highest, it is tested as that many
   * comparisons are (Bonferroni: p times `among`, the level divided by it); absent for any other pick.
   */
  among?: number;
}

/** One check of a gate: its two runs compared at its options, and how it was tested among the gate's checks. */
export interface CheckReport {
  name: string;
  /** A drift check (`--anchor`): the record its baseline is, which no option of the gate can change. */
  anchor?: CheckAnchor;
  verdict: Verdict;
  failed: boolean;
  /** Why the comparison was refused, in words. */
  reasons: string[];
  /** The same as data, one entry per reason: what differs or is missing, with both sides' values. */
  refusals: Refusal[];
  metric: Metric;
  k: number;
  /** n@k: how many of the k samples are submitted, the highest-scored first; absent for the other metrics. */
  submit?: number;
  /**
   * n@k: the oracle pass@k at the same k (as if every sample could be checked against the tests), beside the
   * selector's score; absent for the other metrics and when the comparison was refused.
   */
  oracle?: { metric: 'pass@k'; k: number; baseline: number; candidate: number };
  baseline: SideSummary;
  candidate: SideSummary;
  delta: Delta | null;
  problems: {
    compared: number;
    only_baseline: number;
    only_candidate: number;
    mode: ProblemsMode;
    /** `position` when both runs name their problems only by position (MLflow's `per_problem_c` lists). */
    paired_by?: 'id' | 'position';
    /** Fewest and most samples per problem over both runs; absent when the comparison was refused. */
    samples?: { min: number; max: number };
  };
  /** Whether both sides' passes were judged alike, and whether a difference was allowed. */
  judgement?: { match: JudgementMatch; allowed_mixed: boolean };
  config: { checked: string[]; rows: ConfigRow[] };
  bootstrap: {
    resamples: number;
    seed: number;
    method: IntervalMethod;
    unit: 'problem' | 'cluster';
    units: number;
  };
  curve: CurvePoint[];
  /** The largest drops (the JSON key predates the name: these are per-problem changes, not sign flips). */
  flips: ProblemChange[];
  gains: ProblemChange[];
  changed: { dropped: number; gained: number };
  fail_on: GateOptions['failOn'];
  warnings: string[];
  line: number | null;
  multiplicity: {
    /**
     * The two-sided level the check was tested at: its raw p-value had to be below it; `delta.ci` is at 1 - level. A
     * refused check, not tested, counts as one that claims no change (p taken as 1): it has such a check's level.
     */
    level: number;
    /** Holm's step at which it claimed a change (1 = first), or null. */
    step: number | null;
    /** The checks whose sign-flip tests were resampled jointly with this one (the same problems). */
    joint_with: string[];
  };
}

/** The gate's decision: `refused` when any check was refused, else `fail` when any check fails, else `pass`. */
type GateDecision = 'pass' | 'fail' | 'refused';

/** The report of a gate: one check (a comparison) or several. */
export interface GateReport {
  format: typeof REPORT_FORMAT;
  decision: GateDecision;
  failed: boolean;
  /** The most severe check verdict: refused, regression, inconclusive, no-regression, then improvement. */
  verdict: Verdict;
  fail_on: FailOn;
  config_file: string | null;
  multiplicity: {
    method: Multiplicity;
    family_size: number;
    /** Family-wise confidence (per check with method none). */
    confidence: number;
    /** 1 - confidence: an adjusted p-value below it claims a change. */
    alpha: number;
    /** Sets of checks over the same problems whose tests were resampled jointly. */
    joint: string[][];
  };
  bootstrap: { resamples: number; seed: number };
  checks: CheckReport[];
}

/** The report of one comparison (`passk-gate-report/v1`): its one check, without the gate's bookkeeping. */
export type ComparisonReport = { format: typeof COMPARISON_FORMAT } & ComparisonFields;

/** A check's report without what the gate adds (its name, line and how it was tested among the checks). */
export type ComparisonFields = Omit<CheckReport, 'name' | 'line' | 'multiplicity'>;

/** The `passk-gate-report/v1` view of a gate of one check, key for key as `compare --json` has always written it. */
export function comparisonView(report: GateReport): ComparisonReport {
  const check: Partial<CheckReport> = { ...report.checks[0]! };
  delete check.name;
  delete check.line;
  delete check.multiplicity;
  if (check.delta != null) {
    check.delta = { ...check.delta };
    delete check.delta.p_adjusted;
  }
  return { format: COMPARISON_FORMAT, ...(check as ComparisonFields) };
}

/** A report as `--json` writes it. */
export function reportJson(report: GateReport | ComparisonReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}
