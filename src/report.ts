import { alignProblems, checkSampleBudget, compareConfigs, type ConfigRow } from './check.js';
import { gateFails, verdictFor } from './decide.js';
import { curveBudgets, curveCrossing, mean, metricCurve, perProblemValues, type CurvePoint } from './estimate.js';
import { Xoshiro128 } from './random.js';
import {
  bootstrapInterval,
  jackknifeAcceleration,
  minimumDetectableEffect,
  pairedBootstrap,
  pairedStandardError,
  resamplingUnits,
  signFlipPValue,
  unitsMean,
} from './resample.js';
import type { GateOptions, IntervalMethod, Metric, ProblemCounts, ProblemsMode, RunResults, Verdict } from './types.js';

export const REPORT_FORMAT = 'passk-gate-report/v1';

/** How many of the largest drops and gains a report lists. */
export const FLIP_LIMIT = 20;

/** Curves that differ by less than this (0.1 points) are not said to cross. */
const CROSSING_TOLERANCE = 0.001;

/** Below this many resampling units the bootstrap interval is unreliable. */
const FEW_UNITS = 20;

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

function summary(run: RunResults, value: number | null, problems: number): SideSummary {
  return { source: run.source, format: run.format, model: run.model ?? null, value, problems };
}

/** The `limit` problems with the most negative (or, with `sign` = -1, most positive) difference, largest first. */
function largestChanges(
  ids: readonly string[],
  base: Float64Array,
  cand: Float64Array,
  diff: Float64Array,
  sign: 1 | -1,
): { flips: Flip[]; count: number } {
  // Larger change first, then id order; the first FLIP_LIMIT are kept in order in one pass, without sorting.
  const before = (a: number, b: number): boolean =>
    sign * diff[a]! < sign * diff[b]! || (sign * diff[a]! === sign * diff[b]! && ids[a]! < ids[b]!);
  const top: number[] = [];
  let count = 0;
  for (let i = 0; i < diff.length; i++) {
    if (!(sign * diff[i]! < 0)) continue;
    count++;
    if (top.length === FLIP_LIMIT) {
      if (!before(i, top[FLIP_LIMIT - 1]!)) continue;
      top.pop();
    }
    let at = top.length;
    top.push(i);
    for (; at > 0 && before(i, top[at - 1]!); at--) top[at] = top[at - 1]!;
    top[at] = i;
  }
  return {
    flips: top.map((i) => ({ id: ids[i]!, baseline: base[i]!, candidate: cand[i]!, delta: diff[i]! })),
    count,
  };
}

/**
 * The whole gate decision on two runs: config check, problem pairing, the metric at the deployment k, the
 * paired bootstrap interval, the sign-flip p-value, SE and MDE, the curve, the largest flips and the verdict.
 * A refused comparison is a report with verdict `refused`; a problem with fewer than k samples is an
 * `InputError`. Pure: same inputs and options give the same report.
 */
export function compareRuns(baseline: RunResults, candidate: RunResults, options: GateOptions): GateReport {
  const { k, metric } = options;
  const warnings = [
    ...baseline.warnings.map((w) => `baseline: ${w}`),
    ...candidate.warnings.map((w) => `candidate: ${w}`),
  ];
  if (options.matchConfig.length === 0) {
    warnings.push('the config check is off (match-config is empty): nothing shows the two runs used the same decoding settings');
  }
  const config = compareConfigs(baseline, candidate, options.matchConfig);
  const { aligned, reasons: problemReasons } = alignProblems(baseline, candidate, options.problems);
  const reasons = [...config.reasons, ...problemReasons];
  const report: GateReport = {
    format: REPORT_FORMAT,
    verdict: 'refused',
    failed: true,
    reasons,
    metric,
    k,
    baseline: summary(baseline, null, baseline.problems.length),
    candidate: summary(candidate, null, candidate.problems.length),
    delta: null,
    problems: {
      compared: aligned.baseline.length,
      only_baseline: aligned.onlyBaseline.length,
      only_candidate: aligned.onlyCandidate.length,
      mode: options.problems,
    },
    config: { checked: [...options.matchConfig], rows: config.rows },
    bootstrap: {
      resamples: options.resamples,
      seed: options.seed,
      method: options.interval,
      unit: aligned.groups === undefined ? 'problem' : 'cluster',
      units: 0,
    },
    curve: [],
    flips: [],
    gains: [],
    changed: { dropped: 0, gained: 0 },
    fail_on: options.failOn,
    warnings,
  };
  if (reasons.length > 0) return report;

  checkSampleBudget(aligned.baseline, k, baseline.source);
  checkSampleBudget(aligned.candidate, k, candidate.source);
  if (options.problems === 'intersect' && (aligned.onlyBaseline.length > 0 || aligned.onlyCandidate.length > 0)) {
    warnings.push(
      `compared the ${aligned.baseline.length} common problems; dropped ${aligned.onlyBaseline.length} only in the ` +
        `baseline and ${aligned.onlyCandidate.length} only in the candidate`,
    );
  }
  warnings.push(...failureWarnings(aligned.baseline, aligned.candidate));

  const base = perProblemValues(aligned.baseline, k, metric);
  const cand = perProblemValues(aligned.candidate, k, metric);
  const diff = new Float64Array(cand.length);
  for (let i = 0; i < diff.length; i++) diff[i] = cand[i]! - base[i]!;
  const units = resamplingUnits(diff, aligned.groups);
  if (units.count < 2) {
    reasons.push(`only one ${report.bootstrap.unit} is compared: a difference needs at least two to have an interval`);
    return report;
  }
  const observed = unitsMean(units);
  const means = pairedBootstrap(units, options.resamples, new Xoshiro128(options.seed, 0));
  const interval = bootstrapInterval(means, observed, jackknifeAcceleration(units), options.confidence, options.interval);
  const pValue = signFlipPValue(units, options.resamples, new Xoshiro128(options.seed, 1));
  const se = pairedStandardError(units);
  const mde = minimumDetectableEffect(se, options.confidence);
  const verdict = verdictFor({ ci: interval.ci, pValue }, options.margin, 1 - options.confidence);

  report.verdict = verdict;
  report.failed = gateFails(verdict, options.failOn);
  report.baseline.value = mean(base);
  report.candidate.value = mean(cand);
  report.delta = {
    value: observed,
    ci: interval.ci,
    confidence: options.confidence,
    p_value: pValue,
    se,
    mde,
    margin: options.margin,
  };
  report.bootstrap.method = interval.method;
  report.bootstrap.units = units.count;
  if (interval.fallback !== undefined) warnings.push(`BCa interval replaced by the percentile interval: ${interval.fallback}`);
  if (units.count < FEW_UNITS) {
    warnings.push(`only ${units.count} resampling ${report.bootstrap.unit}s: a bootstrap interval from so few is unreliable`);
  }
  if (options.margin > 0 && mde > options.margin) {
    warnings.push(
      `underpowered: this suite can detect drops of ${points(mde)} points or more, but the margin is ` +
        `${points(options.margin)} points; a drop of the margin's size would likely go unnoticed`,
    );
  }

  const smallestN = Math.min(minN(aligned.baseline), minN(aligned.candidate));
  report.curve = metricCurve(aligned.baseline, aligned.candidate, curveBudgets(smallestN, k), metric);
  const crossing = curveCrossing(report.curve, CROSSING_TOLERANCE);
  if (crossing !== null) {
    warnings.push(
      `the ${metric} curves cross: the candidate is ahead at k = ${crossing.ahead.join(', ')} and behind at ` +
        `k = ${crossing.behind.join(', ')}; the verdict is about k = ${k} only`,
    );
  }
  const ids = aligned.baseline.map((p) => p.id);
  const drops = largestChanges(ids, base, cand, diff, 1);
  const gains = largestChanges(ids, base, cand, diff, -1);
  report.flips = drops.flips;
  report.gains = gains.flips;
  report.changed = { dropped: drops.count, gained: gains.count };
  return report;
}

/** Failed samples of one kind over the compared problems, or null when the side's format does not record them. */
function failureCount(problems: readonly ProblemCounts[], kind: 'timeouts' | 'errors'): { count: number; samples: number } | null {
  let count = 0;
  let samples = 0;
  let recorded = false;
  for (let i = 0; i < problems.length; i++) {
    const p = problems[i]!;
    samples += p.n;
    if (p[kind] !== undefined) {
      recorded = true;
      count += p[kind];
    }
  }
  return recorded ? { count, samples } : null;
}

/**
 * Timeouts and infrastructure errors are failures the sandbox may cause rather than the model: warn when the
 * candidate has more of them per sample than the baseline (or has some the baseline's file cannot show).
 */
function failureWarnings(baseline: readonly ProblemCounts[], candidate: readonly ProblemCounts[]): string[] {
  const warnings: string[] = [];
  for (const [kind, label] of [['timeouts', 'timeouts'], ['errors', 'infrastructure errors']] as const) {
    const base = failureCount(baseline, kind);
    const cand = failureCount(candidate, kind);
    if (cand === null || cand.count === 0) continue;
    const rise = `part of a drop may be a slow or flaky sandbox rather than the model; check the failed samples`;
    if (base === null) {
      warnings.push(`${label}: the candidate has ${cand.count} in ${cand.samples} samples and the baseline's file does not record them; ${rise}`);
    } else if (cand.count / cand.samples > base.count / base.samples) {
      warnings.push(`${label} rose from ${base.count} in ${base.samples} samples (baseline) to ${cand.count} in ${cand.samples} (candidate); ${rise}`);
    }
  }
  return warnings;
}

function minN(problems: readonly { n: number }[]): number {
  let least = Infinity;
  for (let i = 0; i < problems.length; i++) if (problems[i]!.n < least) least = problems[i]!.n;
  return least;
}

/** A metric difference in points (0.0123 -> "1.2"), for warnings and reports. */
export function points(value: number, digits = 1): string {
  const text = (value * 100).toFixed(digits);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}
