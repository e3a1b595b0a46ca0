import { points } from '../common/points.js';
import type { GateOptions, ProblemCounts, RunResults } from '../common/types.js';
import { compareConfigs } from '../check/config.js';
import { alignProblems, checkSampleBudget } from '../check/pairing.js';
import { checkPerSampleData } from '../check/samples.js';
import { gateFails, verdictFor } from '../decide/verdict.js';
import { curveBudgets, curveCrossing, metricCurve } from '../estimate/curve.js';
import { mean, metricLabel, perProblemValues } from '../estimate/metric.js';
import { Xoshiro128 } from '../resample/random.js';
import { jackknifeAcceleration } from '../resample/acceleration.js';
import { pairedBootstrap } from '../resample/bootstrap.js';
import { bootstrapInterval } from '../resample/interval.js';
import { minimumDetectableEffect } from '../resample/power.js';
import { signFlipPValue } from '../resample/sign-flip.js';
import { pairedStandardError } from '../resample/standard-error.js';
import { resamplingUnits, unitsMean } from '../resample/units.js';
import { largestChanges } from './changes.js';
import { failureWarnings } from './failures.js';
import { REPORT_FORMAT, type GateReport, type SideSummary } from './model.js';

/** Curves that differ by less than this (0.1 points) are not said to cross. */
const CROSSING_TOLERANCE = 0.001;

/** Below this many resampling units the bootstrap interval is unreliable. */
const FEW_UNITS = 20;

function summary(run: RunResults, value: number | null, problems: number): SideSummary {
  return { source: run.source, format: run.format, model: run.model ?? null, value, problems };
}

/**
 * The whole gate decision on two runs: config check, problem pairing, the metric at the deployment k, the
 * paired bootstrap interval, the sign-flip p-value, SE and MDE, the curve, the largest flips and the verdict.
 * A refused comparison is a report with verdict `refused`; a problem with fewer than k samples is an
 * `InputError`. Pure: same inputs and options give the same report.
 */
export function compareRuns(baseline: RunResults, candidate: RunResults, options: GateOptions): GateReport {
  const { k, metric } = options;
  const submit = options.submit ?? 1;
  const warnings = [
    ...baseline.warnings.map((w) => `baseline: ${w}`),
    ...candidate.warnings.map((w) => `candidate: ${w}`),
  ];
  if (options.matchConfig.length === 0) {
    warnings.push(
      'the config check is off (match-config is empty): nothing shows the two runs used the same decoding settings',
    );
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
    ...(metric === 'n@k' ? { submit } : {}),
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
  checkPerSampleData(aligned.baseline, metric, baseline);
  checkPerSampleData(aligned.candidate, metric, candidate);
  if (options.problems === 'intersect' && (aligned.onlyBaseline.length > 0 || aligned.onlyCandidate.length > 0)) {
    warnings.push(
      `compared the ${aligned.baseline.length} common problems; dropped ${aligned.onlyBaseline.length} only in the ` +
        `baseline and ${aligned.onlyCandidate.length} only in the candidate`,
    );
  }
  warnings.push(...failureWarnings(aligned.baseline, aligned.candidate));

  const base = perProblemValues(aligned.baseline, k, metric, submit);
  const cand = perProblemValues(aligned.candidate, k, metric, submit);
  const diff = new Float64Array(cand.length);
  for (let i = 0; i < diff.length; i++) diff[i] = cand[i]! - base[i]!;
  const units = resamplingUnits(diff, aligned.groups);
  if (units.count < 2) {
    reasons.push(`only one ${report.bootstrap.unit} is compared: a difference needs at least two to have an interval`);
    return report;
  }
  const observed = unitsMean(units);
  const means = pairedBootstrap(units, options.resamples, new Xoshiro128(options.seed, 0));
  const interval = bootstrapInterval(
    means,
    observed,
    jackknifeAcceleration(units),
    options.confidence,
    options.interval,
  );
  const pValue = signFlipPValue(units, options.resamples, new Xoshiro128(options.seed, 1));
  const se = pairedStandardError(units);
  const mde = minimumDetectableEffect(se, options.confidence);
  const verdict = verdictFor({ ci: interval.ci, pValue }, options.margin, 1 - options.confidence);

  report.verdict = verdict;
  report.failed = gateFails(verdict, options.failOn);
  report.baseline.value = mean(base);
  report.candidate.value = mean(cand);
  if (metric === 'n@k') report.oracle = oracleBeside(aligned.baseline, aligned.candidate, k);
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
  if (interval.fallback !== undefined)
    warnings.push(`BCa interval replaced by the percentile interval: ${interval.fallback}`);
  if (units.count < FEW_UNITS) {
    warnings.push(
      `only ${units.count} resampling ${report.bootstrap.unit}s: a bootstrap interval from so few is unreliable`,
    );
  }
  if (options.margin > 0 && mde > options.margin) {
    warnings.push(
      `underpowered: this suite can detect drops of ${points(mde)} points or more, but the margin is ` +
        `${points(options.margin)} points; a drop of the margin's size would likely go unnoticed`,
    );
  }

  const smallestN = Math.min(minN(aligned.baseline), minN(aligned.candidate));
  // pass-ratio@n averages all n samples: it has no budget to draw a curve over.
  if (metric !== 'pass-ratio@n') {
    const budgets = curveBudgets(smallestN, k, submit);
    report.curve = metricCurve(aligned.baseline, aligned.candidate, budgets, metric, submit);
  }
  const crossing = curveCrossing(report.curve, CROSSING_TOLERANCE);
  if (crossing !== null) {
    warnings.push(
      `the ${metricLabel(metric, 'k', submit)} curves cross: the candidate is ahead at k = ${crossing.ahead.join(', ')} and behind at ` +
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

/** The oracle pass@k of both sides: what n@k would be if every sample could be checked against the tests. */
function oracleBeside(
  baseline: readonly ProblemCounts[],
  candidate: readonly ProblemCounts[],
  k: number,
): NonNullable<GateReport['oracle']> {
  return {
    metric: 'pass@k',
    k,
    baseline: mean(perProblemValues(baseline, k, 'pass@k')),
    candidate: mean(perProblemValues(candidate, k, 'pass@k')),
  };
}

function minN(problems: readonly { n: number }[]): number {
  let least = Infinity;
  for (let i = 0; i < problems.length; i++) if (problems[i]!.n < least) least = problems[i]!.n;
  return least;
}
