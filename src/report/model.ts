import type { ConfigRow } from '../check/config.js';
import type { Refusal } from '../check/refusal.js';
import type { CurvePoint } from '../estimate/curve.js';
import type { JudgementMatch } from '../check/judgement.js';
import type {
  GateOptions,
  IntervalMethod,
  Judgement,
  Metric,
  MlflowOrigin,
  ProblemsMode,
  Verdict,
} from '../common/types.js';

export const REPORT_FORMAT = 'passk-gate-report/v1';

/** How many of the largest drops and gains a report lists. */
export const FLIP_LIMIT = 20;

export interface SideSummary {
  source: string;
  format: string;
  model: string | null;
  /** The metric at the deployment k over the compared problems; null when the comparison was refused. */
  value: number | null;
  problems: number;
  /** What a pass means on this side; null when the file does not record it. */
  judgement?: Judgement | null;
  /** The MLflow run (and registered model) the results were read from; null for a file. */
  mlflow?: MlflowOrigin | null;
}

export interface Flip {
  id: string;
  baseline: number;
  candidate: number;
  delta: number;
}

/** The machine report (`--json`): everything the renderers and the action's outputs show. */
export interface GateReport {
  format: typeof REPORT_FORMAT;
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
  delta: {
    value: number;
    ci: [number, number];
    confidence: number;
    p_value: number;
    /**
     * In a gate of several checks, the p-value adjusted for the family (Holm, Bonferroni, or the same as p_value
     * with multiplicity none): the verdict claims a change only when it is below 1 - the family's confidence.
     */
    p_adjusted?: number;
    /** Whether p_value was counted over every sign pattern (at most 24 units changed) or by resampling. */
    p_exact: boolean;
    se: number;
    /**
     * Degrees of freedom of the interval's t quantile: of se (Satterthwaite; small when few problems or groups
     * carry the differences), or G - 1 for the t interval.
     */
    df: number;
    /** The smallest true drop this gate flags as a regression 80% of the time (power.drop). */
    mde: number;
    margin: number;
    /** Units (problems, or groups with `group`) whose difference is below / above zero. */
    moved: { worse: number; better: number };
    power: {
      /** The smallest true drop flagged with `probability`, in metric units (the same as mde). */
      drop: number;
      probability: number;
      /** What the margin, the interval and the sign-flip test against the noise of these data allow. */
      noise_drop: number;
      /** Fewest units that must all get worse before the gate can flag anything. */
      floor_units: number;
      /** That floor in metric units, at the typical size of a unit's change here (a whole problem when none changed). */
      floor_drop: number;
      /** Which of the two sets drop. */
      limit: 'noise' | 'floor';
    };
  } | null;
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
  flips: Flip[];
  gains: Flip[];
  changed: { dropped: number; gained: number };
  fail_on: GateOptions['failOn'];
  warnings: string[];
}
