import type { ConfigRow } from '../check/config.js';
import type { CurvePoint } from '../estimate/curve.js';
import type { GateOptions, IntervalMethod, Metric, ProblemsMode, Verdict } from '../common/types.js';

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
  /** Why the comparison was refused. */
  reasons: string[];
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
    se: number;
    mde: number;
    margin: number;
  } | null;
  problems: { compared: number; only_baseline: number; only_candidate: number; mode: ProblemsMode };
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
