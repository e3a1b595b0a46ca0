import type { IntervalMethod, Metric } from '../common/types.js';
import type { SideSummary } from '../compare/model.js';

/** The `format` of the machine plan (`passk-gate plan --json`). */
export const PLAN_FORMAT = 'passk-plan/v1';

/** Completions an eval costs: problems x n for one run, and for the baseline and candidate runs together. */
export interface PlanCompletions {
  per_run: number;
  both_runs: number;
}

/**
 * What a gate run on `problems` problems at n samples per problem can detect. Variances and drops are in metric
 * units (0.01 = 1 point).
 */
export interface PlanRow {
  n: number;
  problems: number;
  /**
   * This is the baseline as it was run: its own n (its smallest, when problems differ) and its problems. The
   * gate's power sentence there agrees. Over problems no row has it when the baseline's problems are too few for
   * the gate ever to fail on (a pilot of 5 tasks at confidence 0.95): its row is left out.
   */
  baseline_n: boolean;
  completions: PlanCompletions;
  /**
   * Mean over problems of the variance of a problem's paired difference from sampling both runs: falls as 1/n.
   * Null over problems: one sample per problem cannot tell it from the problem-to-problem part.
   */
  sampling_variance: number | null;
  /** Variance of the true change from problem to problem: more samples do not remove it. Null over problems. */
  problem_variance: number | null;
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
  /**
   * Smallest n from k up to the largest planned n whose drop on the baseline's problems is at most the target;
   * null when none is. Over problems, 1 or null: what more samples would do is not known.
   */
  n: number | null;
  completions: PlanCompletions | null;
  /**
   * When no n is enough: at the largest planned n, then at the baseline's n. When an n above the baseline's is,
   * at the baseline's n (what compare's "To decide it" sizes); otherwise empty. Over problems, always the fewest
   * problems at n = 1.
   */
  problems: PlanProblemsNeeded[];
}

/**
 * How each problem's sampling variance at n was estimated from the baseline's samples; `empirical-bayes` with the
 * suite's beta prior of rates where too few samples allow the unbiased estimate; `none` from one sample per problem,
 * which shows no spread within a problem.
 */
export type VarianceEstimator = 'unbiased' | 'empirical-bayes' | 'plug-in' | 'simulated' | 'none';

/**
 * What the rows vary: the samples per problem on the baseline's problems, or, from a run with one sample per
 * problem (a greedy run), the problems at that one sample.
 */
export type PlanOver = 'samples' | 'problems';

/**
 * The variance of one problem's change between two runs at one sample per problem: sampling and the
 * problem-to-problem part together, which one sample cannot split. `candidate`: measured on a past comparison;
 * `unrelated`: as if the candidate's result on each problem were unrelated to the baseline's, at its pass rate
 * (twice the variance of the baseline's results), the most it can be for a candidate near that rate unless its
 * results run against the baseline's.
 */
export interface OneSampleVariance {
  variance: number;
  from: 'candidate' | 'unrelated';
}

/**
 * What more samples per problem would catch on the baseline's problems, planned from one sample per problem:
 * bounded, not known. `least_drop` if all of the one-sample variance were sampling (more samples remove it as
 * 1/n); `most_drop`, the drop at one sample, if none of it were (a greedy decode that repeats itself).
 */
export interface MoreSamples {
  n: number;
  completions: PlanCompletions;
  least_drop: number;
  most_drop: number;
}

/** A run of a plan, named as `compare` names it. */
type PlannedRun = Pick<SideSummary, 'source' | 'name' | 'sources' | 'model' | 'models'>;

export interface PlanReport {
  format: typeof PLAN_FORMAT;
  metric: Metric;
  k: number;
  /** n@k's N. */
  submit?: number;
  /** Each run named as `compare` names it (`SideSummary`). */
  baseline: PlannedRun & {
    problems: number;
    /** The baseline's score at k on the planned problems (as `compare`'s `baseline.value`). */
    value: number;
    /** Resampling units: problems, or groups of problems (`group`). */
    units: number;
    unit: 'problem' | 'cluster';
    samples: { min: number; max: number };
  };
  candidate: (PlannedRun & { problems: number }) | null;
  gate: { margin: number; confidence: number; interval: IntervalMethod; probability: number };
  over: PlanOver;
  variance: {
    estimator: VarianceEstimator;
    /** The variance of the true change from problem to problem (per problem, metric units squared). Null over problems. */
    problem_variance: number | null;
    /**
     * `assumed-zero`: no candidate measured it, so at k = 1 every row's drop is the least it can be (a bound, "at
     * best"); at k > 1 an estimate, not a bound (the plan runs high there).
     */
    problem_variance_from: 'candidate' | 'assumed-zero' | null;
    /** The candidate's estimate before it was floored at 0; null without a candidate, and over problems. */
    problem_variance_raw: number | null;
    /** Over problems, the variance the rows are planned from; null over samples. */
    one_sample: OneSampleVariance | null;
  };
  /** By n, or over problems by suite size; a suite too small for the gate ever to fail on has none. */
  rows: PlanRow[];
  /**
   * Over problems, at n = 2, 5, ... 200 on the baseline's problems; null over samples, and over problems when the
   * baseline's problems are too few for the gate ever to fail on, at any n.
   */
  more_samples: MoreSamples[] | null;
  target: PlanTarget | null;
  notes: string[];
  /** What reading the runs warned of (merged files naming different models, ...), each side's as `compare` says it. */
  warnings: string[];
}
