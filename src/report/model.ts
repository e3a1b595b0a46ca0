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
  baseline: SideSummary;
  candidate: SideSummary;
  delta: {
    value: number;
    ci: [number, number];
    confidence: number;
    p_value: number;
    se: number;
    mde: number;
    margin: number;
  } | null;
  problems: {
    compared: number;
    only_baseline: number;
    only_candidate: number;
    mode: ProblemsMode;
    /** `position` when both runs name their problems only by position (MLflow's `per_problem_c` lists). */
    paired_by?: 'id' | 'position';
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
