import { InputError } from '../common/errors.js';
import { levelAt } from '../common/level.js';
import { listIds } from '../common/ids.js';
import type { GateOptions, ProblemCounts, RunResults } from '../common/types.js';
import { compareConfigs } from '../check/config.js';
import { alignProblems, checkSampleBudget, sampleRange, type AlignedProblems } from '../check/pairing.js';
import { checkPerSampleData } from '../check/samples.js';
import { withClusterPower } from '../power/cluster-power.js';
import { DEFAULT_OPTIONS } from '../config/options.js';
import { metricLabel, perProblemValues } from '../estimate/metric.js';
import { gatePowerOf, type GatePower } from '../power/gate-power.js';
import { intervalDegreesOfFreedom, intervalMethodFor } from '../resample/interval.js';
import { pairedStandardError } from '../resample/standard-error.js';
import { resamplingUnits, unitMap } from '../resample/units.js';
import { checkUnitsReachLevel, singleCheckLevel } from '../compare/check.js';
import { PLAN_FORMAT, type PlanCompletions, type PlanProblemsNeeded, type PlanReport, type PlanRow } from './model.js';
import { pairedMoments, scaledNoise, suiteNoise, type SuiteNoise } from './noise.js';
import { problemSampling, varianceEstimator, type MetricSettings } from './sampling.js';
import type { SamplingMoments } from '../estimate/sampling-moments.js';

/** The samples per problem a plan shows (those below k are left out), with the baseline's own n added. */
export const PLAN_SAMPLES: readonly number[] = [1, 2, 5, 10, 20, 50, 100, 200];

/** The power the plan's drops are caught with: the gate's power sentence's. */
export const PLAN_POWER = 0.8;

/** Decoding settings a candidate must share with the baseline for its changes to be the model's (not n). */
const PLAN_MATCH_CONFIG = ['temperature', 'top_p', 'max_tokens'];

/** Larger suites than this are not planned for: no target that needs them is met. */
const MOST_PROBLEMS = 1e9;

/** What a plan needs: the gate's metric and decision settings, and optionally a drop to catch. */
export type PlanOptions = Pick<GateOptions, 'metric' | 'k' | 'submit' | 'margin' | 'confidence' | 'interval'> & {
  /** A drop, in metric units, the team wants caught `PLAN_POWER` of the time. */
  target?: number;
  /** The samples per problem to show; default `PLAN_SAMPLES`. */
  samples?: readonly number[];
};

/**
 * What a gate on a suite like the baseline's can detect at n samples per problem, before the eval is run.
 * The variance of a paired comparison splits into the part more samples remove, each problem's sampling
 * variance at n (`problemSampling`, estimated from the runs' samples), and the part they cannot, the variance
 * of the true change from problem to problem. Without `candidate` both runs sample each problem as the
 * baseline does and the second part is taken as zero. With it, the plan is for comparisons like that one: the
 * problems both runs have, each run's own sampling variance at n, and the problem-to-problem part estimated
 * from their paired differences (`problemVariance`, floored at 0), so at the runs' own n the standard error
 * is the one the gate computes from them. Each row feeds the predicted standard error, degrees of freedom and
 * units to the gate's own power method (`gatePowerOf`). Pure: the same runs and options give the same plan.
 */
export function planEval(baseline: RunResults, candidate: RunResults | undefined, options: PlanOptions): PlanReport {
  checkPerSampleData(baseline.problems, options.metric, baseline);
  checkSpreadEstimable(baseline.problems, baseline.source);
  const notes: string[] = [];
  const aligned = candidate === undefined ? null : pairWith(baseline, candidate, options, notes);
  const problems = aligned?.baseline ?? baseline.problems;
  const others = aligned?.candidate ?? null;
  const groups = aligned === null ? problems.map((p) => p.group) : aligned.groups;
  const units = unitMap(groups ?? problems.map(() => undefined));
  const level = singleCheckLevel(options.confidence);
  // A suite the gate could never fail on at any n is refused, as `compare` refuses it.
  checkUnitsReachLevel(units.count, units.clustered, level, { source: baseline.source, always: ', at any n' });
  const sampling = problemSampling(options);
  /** Each problem's paired difference at n samples (`own`: at the n each run had). */
  const differences = (n: number | 'own'): SamplingMoments[] =>
    problems.map((problem, i) => {
      const first = sampling(problem, n === 'own' ? problem.n : n, 2 * i);
      const other = others?.[i];
      return pairedMoments(first, other === undefined ? first : sampling(other, n === 'own' ? other.n : n, 2 * i + 1));
    });
  const between = aligned === null ? null : problemVariance(aligned, options, differences('own'), notes);
  const tau2 = Math.max(0, between ?? 0);
  const estimator = varianceEstimator(options.metric, options.k, [...problems, ...(others ?? [])]);
  const [least, most] = sampleRange(problems);
  if (estimator === 'plug-in') {
    notes.push(
      `an unbiased sampling variance of ${options.metric === 'pass^k' ? 'pass^' : 'pass@'}${options.k} needs ` +
        `2k = ${2 * options.k} samples per problem and some problems have fewer: their plug-in rate c/n ` +
        'understates it, so the drops are somewhat too small',
    );
  }
  if (estimator === 'simulated') {
    notes.push(
      `n@k's sampling variance is simulated with each problem's ${least === most ? least : `${least}-${most}`} recorded ` +
        'samples standing for all it could produce (the plug-in): that understates it, the more the larger k is ' +
        'next to the samples recorded, so the drops are somewhat too small',
    );
  }
  const samples = [...new Set([...(options.samples ?? PLAN_SAMPLES), least])]
    .filter((n) => n >= options.k)
    .sort((a, b) => a - b);
  if (samples.length === 0) {
    throw new InputError(
      `--k ${options.k}: no planned n reaches it (the plan shows n = ${(options.samples ?? PLAN_SAMPLES).join(', ')} and the ` +
        `baseline's ${least}); a budget k needs at least k samples per problem`,
    );
  }

  const interval = intervalMethodFor(options.interval, units.clustered);
  // The degrees of freedom are those of the interval's t quantile, as in a comparison's report.
  const noiseAt = (n: number): SuiteNoise => {
    const noise = suiteNoise(differences(n), units, tau2);
    return {
      ...noise,
      degreesOfFreedom: intervalDegreesOfFreedom(interval, units.count, noise.degreesOfFreedom),
    };
  };
  const analyticPower = (noise: SuiteNoise, n: number): GatePower => {
    const { standardError, degreesOfFreedom } = noise;
    const design = {
      margin: options.margin,
      alpha: level.alpha,
      interval,
      standardError,
      degreesOfFreedom,
      samples: n,
    };
    return gatePowerOf(noise.shape, design, PLAN_POWER);
  };
  // Over groups, as `compare` does: simulated at n samples per problem from the baseline's pass rates, with
  // compare's default seed (so at the runs' own n they agree).
  const { metric, k, margin } = options;
  const gate = { metric, interval, k, margin, level: levelAt(options.confidence), seed: DEFAULT_OPTIONS.seed };
  const simulated = { baseline: problems, candidate: problems, groups: units.clustered ? groups : undefined };
  const powerOf = (noise: SuiteNoise, n: number): GatePower =>
    withClusterPower(analyticPower(noise, n), gate, simulated, n);
  const noises = new Map(samples.map((n) => [n, noiseAt(n)]));
  const rows = samples.map((n): PlanRow => {
    const noise = noises.get(n)!;
    const power = powerOf(noise, n);
    return {
      n,
      baseline_n: n === least,
      completions: completions(problems.length, n),
      sampling_variance: noise.samplingVariance,
      problem_variance: noise.problemVariance,
      se: noise.standardError,
      df: noise.degreesOfFreedom,
      drop: power.drop,
      noise_drop: power.noiseDrop,
      floor_units: power.floorUnits,
      floor_drop: power.floorDrop,
      limit: power.limit,
    };
  });

  const report: PlanReport = {
    format: PLAN_FORMAT,
    metric: options.metric,
    k: options.k,
    ...(options.metric === 'n@k' ? { submit: options.submit } : {}),
    baseline: {
      source: baseline.source,
      model: baseline.model ?? null,
      problems: problems.length,
      units: units.count,
      unit: units.clustered ? 'cluster' : 'problem',
      samples: { min: least, max: most },
    },
    candidate:
      candidate === undefined
        ? null
        : { source: candidate.source, model: candidate.model ?? null, problems: problems.length },
    gate: {
      margin: options.margin,
      confidence: options.confidence,
      interval,
      probability: PLAN_POWER,
    },
    variance: {
      estimator,
      problem_variance: tau2,
      problem_variance_from: candidate === undefined ? 'assumed-zero' : 'candidate',
      problem_variance_raw: between,
    },
    rows,
    target: null,
    notes,
  };
  if (options.target !== undefined) {
    const target = options.target;
    const dropAt = (n: number) => powerOf(noises.get(n) ?? noiseAt(n), n).drop;
    const largest = samples[samples.length - 1]!;
    const n = smallestSamples(options.k, largest, (m) => dropAt(m) <= target);
    const needed = (at: number): PlanProblemsNeeded => {
      const noise = noises.get(at)!;
      // Suites of other sizes have no groups to simulate: the analytic figure, which is close with many groups.
      const catches = (size: number) => analyticPower(scaledNoise(noise, size), at).drop <= target;
      const count = fewestProblems(problems.length, catches);
      return { n: at, problems: count, completions: count === null ? null : completions(count, at) };
    };
    report.target = {
      drop: target,
      n,
      completions: n === null ? null : completions(problems.length, n),
      problems: n !== null ? [] : [...new Set([largest, least])].filter((m) => m >= options.k).map(needed),
    };
  }
  return report;
}

function completions(problems: number, n: number): PlanCompletions {
  return { per_run: problems * n, both_runs: 2 * problems * n };
}

/** The smallest n in [least, most] that `catches` (taken to be monotone in n); null when `most` does not. */
function smallestSamples(least: number, most: number, catches: (n: number) => boolean): number | null {
  if (!catches(most)) return null;
  return catches(least) ? least : bisect(least, most, catches);
}

/** The fewest problems, doubling from `start` then halving the gap, that `catches`; null past MOST_PROBLEMS. */
function fewestProblems(start: number, catches: (problems: number) => boolean): number | null {
  let hi = start;
  while (!catches(hi)) {
    if (hi > MOST_PROBLEMS) return null;
    hi *= 2;
  }
  const lo = Math.max(1, Math.floor(hi / 2));
  return catches(lo) ? lo : bisect(lo, hi, catches);
}

/** The least integer in (lo, hi] that `catches`, when `hi` does and `lo` does not. */
function bisect(lo: number, hi: number, catches: (n: number) => boolean): number {
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (catches(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * The problems the baseline and the candidate share, paired by id; a note says how many problems only one run
 * has. A candidate whose decoding differs, or that cannot be scored at k, says nothing about the model's changes
 * and cannot size the problem-to-problem variation: it is an `InputError`.
 */
function pairWith(
  baseline: RunResults,
  candidate: RunResults,
  { metric, k, submit }: MetricSettings,
  notes: string[],
): AlignedProblems {
  const { aligned, reasons } = alignProblems(baseline, candidate, 'intersect');
  if (reasons.length > 0) throw new InputError(`${candidate.source}: ${reasons.join('; ')}`);
  const config = compareConfigs(baseline, candidate, { compared: PLAN_MATCH_CONFIG, required: [] });
  const differs = config.reasons.filter((_, i) => config.refusals[i]!.kind === 'config-differs');
  if (differs.length > 0) {
    throw new InputError(
      `${candidate.source}: ${differs.join('; ')}: its changes mix the model's with the decoding's, so they ` +
        "cannot size the problem-to-problem variation; give a candidate run at the baseline's settings",
    );
  }
  const label = metricLabel(metric, k, submit);
  checkSampleBudget(aligned.baseline, k, baseline.source, label);
  checkSampleBudget(aligned.candidate, k, candidate.source, label);
  checkPerSampleData(aligned.candidate, metric, candidate);
  checkSpreadEstimable(aligned.candidate, candidate.source);
  const dropped = aligned.onlyBaseline.length + aligned.onlyCandidate.length;
  if (dropped > 0) {
    notes.push(
      `planned for the ${aligned.baseline.length} problems both runs have; ${aligned.onlyBaseline.length} only in ` +
        `the baseline and ${aligned.onlyCandidate.length} only in the candidate were left out`,
    );
  }
  return aligned;
}

/**
 * The variance of the true change from problem to problem, per problem, from the paired runs:
 * tau^2 = N SE^2 - sum_i s_i / N, with SE the standard error of the paired differences as the gate computes it
 * (`pairedStandardError`, cluster-robust with groups) and s_i the sampling variance of problem i's difference
 * at the n each run had (`sampling`). With one problem per unit this is the differences' variance less their
 * mean sampling variance. Not floored here: the caller floors it at 0; a note says when it was negative.
 */
function problemVariance(
  aligned: AlignedProblems,
  { metric, k, submit }: MetricSettings,
  sampling: readonly SamplingMoments[],
  notes: string[],
): number {
  const base = perProblemValues(aligned.baseline, k, metric, submit);
  const cand = perProblemValues(aligned.candidate, k, metric, submit);
  const differences = cand.map((value, i) => value - base[i]!);
  const se = pairedStandardError(resamplingUnits(differences, aligned.groups));
  const count = base.length;
  const within = sampling.reduce((sum, moments) => sum + moments.variance, 0);
  const raw = count * se * se - within / count;
  if (raw < 0) {
    notes.push(
      `the candidate's differences vary less than sampling alone predicts (by ${(-raw).toPrecision(2)} per ` +
        'problem): the problem-to-problem variation is taken as 0',
    );
  }
  return raw;
}

/** A problem seen once shows no spread: its sampling variance cannot be estimated. */
function checkSpreadEstimable(problems: readonly ProblemCounts[], source: string): void {
  const single = problems.filter((p) => p.n < 2);
  if (single.length === 0) return;
  throw new InputError(
    `${source}: ${single.length} problem${single.length === 1 ? ' has' : 's have'} only one sample ` +
      `(${listIds(single.map((p) => p.id))}): one sample shows nothing of how a problem's result varies from run ` +
      'to run; plan from a run with at least 2 samples per problem (2k for an unbiased estimate at k)',
  );
}
