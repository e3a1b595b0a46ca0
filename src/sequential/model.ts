import type { ConfigValue, FailOn, Metric } from '../common/types.js';

/** The `format` of a sequential plan file (schema/passk-gate-sequential-plan-v1.schema.json). */
export const SEQUENTIAL_PLAN_FORMAT = 'passk-gate-sequential-plan/v1';

/** The `format` of a look's machine report (`sequential look --json`). */
export const SEQUENTIAL_LOOK_FORMAT = 'passk-gate-sequential-look/v1';

/** The spending function the plan's boundaries come from. */
export const SPENDING = 'lan-demets-obrien-fleming';

/** Conditional power at the design drop under which a look stops for a pass (futility, non-binding). */
export const FUTILITY_POWER = 0.1;

/** One planned look: after how many of the order's problems, its share of the budget and its boundaries. */
export interface PlannedLook {
  look: number;
  /** Problems of the plan's order evaluated by this look (the first `problems`). */
  problems: number;
  /**
   * With groups (the baseline's `group` field): the whole groups those problems make up, the units of the look's
   * statistic; absent without. The fraction then counts groups, and the t's df is the Bell-McCaffrey df of their
   * sizes (groups - 1 when they are equal).
   */
  groups?: number;
  /** Information fraction: problems (or groups) / all the plan's. */
  fraction: number;
  /** One-sided alpha spent by this look, cumulative. */
  spent: number;
  /** The boundary on the z scale, and as the t quantile of the same tail on the look's df (`LookSize`). */
  z: number;
  t: number;
  /** Completions the candidate's eval costs up to this look: problems x n. */
  completions: number;
}

/** The options a plan fixes; a look reads them from the plan, never from its own command line. */
export interface SequentialOptions {
  metric: Metric;
  k: number;
  submit: number;
  /** Largest tolerated drop, metric units. */
  margin: number;
  /** Two-sided confidence of the fixed gate it stands for: its one-sided alpha is (1 - confidence) / 2. */
  confidence: number;
  fail_on: FailOn;
  match_config: string[];
  require_config: string[];
  seed: number;
  /**
   * The judgement criterion both runs are read with (evalplus `base` or `plus`, the lm-eval filter), null for each
   * format's default; absent in plans of earlier versions, whose looks read with their own.
   */
  criterion?: string | null;
  /** The field of a sample n@k ranks by (`--score-field`), null for each format's default; absent as `criterion`. */
  score_field?: string | null;
}

/** A sequential plan file: everything a look needs, and the hash of all of it. */
export interface SequentialPlan {
  format: typeof SEQUENTIAL_PLAN_FORMAT;
  baseline: {
    source: string;
    problems: number;
    /** Samples per problem (the baseline's fewest): what each of the candidate's problems costs. */
    samples: number;
    /** sha256 of the baseline's problems (ids, n, c), so a look refuses another baseline. */
    digest: string;
  };
  options: SequentialOptions;
  /** One-sided alpha spent over all looks: (1 - confidence) / 2. */
  alpha: number;
  spending: typeof SPENDING;
  /** The futility rule; null under fail-on inconclusive, where only a shown non-inferiority stops early. */
  futility: {
    /** Stop for a pass when the conditional power at `design_drop` is below this. */
    conditional_power: number;
    /** The fixed-size gate's 80%-power drop on the whole suite (as `passk-gate plan` predicts it). */
    design_drop: number;
  } | null;
  /**
   * The baseline's problem ids in the order the candidate evaluates them: a seeded random permutation, of the
   * groups when there are groups (each group's problems together).
   */
  order: string[];
  looks: PlannedLook[];
  /** sha256 of the plan's JSON without this key and `notes`. */
  hash: string;
  /**
   * What each look will need that the baseline's file does not record (its temperature), with the option that gives
   * it as the caller names it; the library's plans have them, the CLI says them on stderr. Not in the hash.
   */
  notes?: string[];
}

/** What a look decides: stop with `regression` or `pass`, or `continue` to the next look. */
export type LookDecision = 'regression' | 'pass' | 'continue' | 'inconclusive' | 'refused';

/** Why a look stopped: efficacy (a regression shown), futility, non-inferiority within the margin, or the last look. */
export type StopReason = 'regression' | 'futility' | 'non-inferiority' | 'last-look' | null;

/** The problems the next look evaluates, by position in the plan's order (1-based, inclusive). */
export interface NextLook {
  look: number;
  from: number;
  to: number;
  problems: number;
}

/** What one look computed and decided (`sequential look --json`). */
export interface LookReport {
  format: typeof SEQUENTIAL_LOOK_FORMAT;
  /** The plan's hash. */
  plan: string;
  decision: LookDecision;
  reason: StopReason;
  /** The refusal, in one line, when `decision` is `refused`. */
  refusal: string | null;
  /** Whether the gate fails (exit 1): a regression (unless fail-on is never), or inconclusive at the last look. */
  failed: boolean;
  /** The look these results complete (0: not the first yet), of `looks`. */
  look: number;
  looks: number;
  /**
   * `evaluated`: the plan's first problems the candidate has at the plan's n or more; `in_progress`: its problems
   * past those, each with fewer samples than the plan's n (a short problem anywhere else is refused), which no look
   * uses yet.
   */
  problems: {
    evaluated: number;
    in_progress: number;
    used: number;
    total: number;
    /** With a grouped plan: the whole groups this look used, and the plan's; absent without groups. */
    groups?: { used: number; total: number };
  };
  /** The looks analysed so far, in problems, this one last: the boundaries are computed at these. */
  taken: number[];
  /**
   * For each look taken, sha256 of both runs' results on the problems it added (ids, n, c and metric values): a
   * later look refuses results that changed on problems an earlier look decided on.
   */
  digests: string[];
  /**
   * The decoding settings the look compared, as each run resolved them (a side's value absent where its run does
   * not record the key): a later look refuses a change.
   */
  config: { key: string; baseline?: ConfigValue; candidate?: ConfigValue }[];
  metric: Metric;
  k: number;
  /** The samples n@k submits (the plan's; 1 for the other metrics), so the look names the metric as the plan does. */
  submit: number;
  margin: number;
  baseline: { value: number | null };
  candidate: { value: number | null };
  statistic: {
    /** Mean drop over the used problems (baseline - candidate), its standard error and df. */
    drop: number;
    se: number;
    df: number;
    /**
     * (drop - margin) / se, and the t boundary it is held to at this look; t is null when se = 0 (no variation),
     * where the sign test at the look's level decides instead of the boundary.
     */
    t: number | null;
    boundary: number;
    /** (margin - drop) / se, held to the same boundary for a non-inferiority pass; null when not tested. */
    non_inferiority_t: number | null;
    /** Conditional power at the design drop; null at the last look or when futility is not used. */
    conditional_power: number | null;
  } | null;
  next: NextLook | null;
  /**
   * Completions the next look costs (0 once stopped): its problems at the candidate's samples per problem, less
   * the samples its problems in progress have.
   */
  completions: number;
  /**
   * The candidate's samples per problem on its evaluated problems (the fewest; the plan's n before any is
   * evaluated, 0 when refused): what each of its next problems costs.
   */
  samples: number;
  /** Completions the candidate has spent by this look, and what the fixed-size eval costs at the plan's n. */
  spent: number;
  fixed: number;
  /** The runs' warnings, as compare says them (`baseline: records max_tokens as max_new_tokens: ...`). */
  warnings: string[];
}
