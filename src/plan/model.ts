import type { IntervalMethod, Metric } from '../common/types.js';

/** The `format` of the machine plan (`passk-gate plan --json`). */
export const PLAN_FORMAT = 'passk-plan/v1';

/** Completions an eval costs: problems x n for one run, and for the baseline and candidate runs together. */
export interface PlanCompletions {
  per_run: number;
  both_runs: number;
}

/** What a gate run at n samples per problem can detect. Variances and drops are in metric units (0.01 = 1 point). */
export interface PlanRow {
  n: number;
  /** This is the baseline's own n (its smallest, when problems differ): the gate's power sentence there agrees. */
  baseline_n: boolean;
  completions: PlanCompletions;
  /** Mean over problems of the variance of a problem's paired difference from sampling both runs: falls as 1/n. */
  sampling_variance: number;
  /** Variance of the true change from problem to problem: more samples do not remove it. */
  problem_variance: number;
  /** Predicted standard error of the mean difference, and its degrees of freedom (the gate's `delta.se`, `df`). */
  se: number;
  df: number;
  /** The power figure at `gate.probability`, as the gate's `delta.power` gives it. */
  drop: number;
  noise_drop: number;
  floor_units: number;
  floor_drop: number;
  limit: 'noise' | 'floor';
}

/** Problems a suite like the baseline's needs to catch the target at n samples; null when no size can. */
export interface PlanProblemsNeeded {
  n: number;
  problems: number | null;
  completions: PlanCompletions | null;
}

/** The answer to `--target`: the smallest n that catches the target drop, or the problems that would. */
export interface PlanTarget {
  drop: number;
  /** Smallest n from k up to the largest planned n whose drop is at most the target; null when none is. */
  n: number | null;
  completions: PlanCompletions | null;
  /** When no n is enough: at the largest planned n, then at the baseline's n. Empty when some n is. */
  problems: PlanProblemsNeeded[];
}

/** How each problem's sampling variance at n was estimated from the baseline's samples. */
export type VarianceEstimator = 'unbiased' | 'plug-in' | 'simulated';

export interface PlanReport {
  format: typeof PLAN_FORMAT;
  metric: Metric;
  k: number;
  /** n@k's N. */
  submit?: number;
  baseline: {
    source: string;
    model: string | null;
    problems: number;
    /** Resampling units: problems, or groups of problems (`group`). */
    units: number;
    unit: 'problem' | 'cluster';
    samples: { min: number; max: number };
  };
  candidate: { source: string; model: string | null; problems: number } | null;
  gate: { margin: number; confidence: number; interval: IntervalMethod; probability: number };
  variance: {
    estimator: VarianceEstimator;
    /** The variance of the true change from problem to problem (per problem, metric units squared). */
    problem_variance: number;
    problem_variance_from: 'candidate' | 'assumed-zero';
    /** The candidate's estimate before it was floored at 0; null without a candidate. */
    problem_variance_raw: number | null;
  };
  rows: PlanRow[];
  target: PlanTarget | null;
  notes: string[];
}
