import { InputError } from '../common/errors.js';
import type { OptionHints } from '../common/hints.js';
import { levelAt } from '../common/level.js';
import { counted, listIds } from '../common/lists.js';
import type { GateOptions, IntervalMethod, ProblemCounts, RunResults } from '../common/types.js';
import { ALWAYS_REQUIRED, compareConfigs, configReason, filledConfig, type ConfigRefusal } from '../check/config.js';
import { configPairsText } from '../load/user-config.js';
import { compareJudgements } from '../check/judgement.js';
import { ranTrials, unitWords, type UnitWords } from '../formats/detect.js';
import {
  alignProblems,
  checkSampleBudget,
  largestKFix,
  leftOutText,
  sampleRange,
  ungroupedWarnings,
  type AlignedProblems,
} from '../check/pairing.js';
import { checkPerSampleData } from '../check/samples.js';
import { sizedClusterPower, withClusterPower } from '../power/cluster-power.js';
import { dropVarianceOf, type DropVariance } from '../power/drop-variance.js';
import { DEFAULT_OPTIONS } from '../config/options.js';
import { leastMetricChange, mean, metricLabel, perProblemValues } from '../estimate/metric.js';
import {
  bisect,
  GATE_POWER,
  gatePowerOf,
  problemsToCatch,
  scaledSuite,
  unitsShape,
  type GateDesign,
  type GatePower,
} from '../power/gate-power.js';
import { intervalDegreesOfFreedom, intervalMethodFor } from '../resample/interval.js';
import { clusterDegreesOfFreedom, pairedSpread } from '../resample/standard-error.js';
import {
  pairedDifferences,
  valueTolerance,
  resamplingUnits,
  TIE_TOLERANCE,
  unitMap,
  unitSizes,
  type UnitMap,
  type UnitSizes,
} from '../resample/units.js';
import {
  checkMarginReachable,
  checkUnitsReachLevel,
  FEWEST_GROUPS,
  pastableScore,
  sideWarnings,
  singleCheckLevel,
  unitsReachLevel,
  type SmallestLevel,
} from '../compare/check.js';
import { points } from '../common/points.js';
import {
  PLAN_FORMAT,
  type MoreSamples,
  type PlanCompletions,
  type PlanOver,
  type PlanProblemsNeeded,
  type PlanReport,
  type PlanRow,
  type PlanTarget,
} from './model.js';
import { pairedMoments, problemCumulant, suiteNoise, type SuiteNoise } from './noise.js';
import { measuredChange, unrelatedChange } from './one-sample.js';
import { problemSampling, varianceEstimator, type MetricSettings } from './sampling.js';
import { suiteRatePrior } from '../power/group-prior.js';
import type { SamplingMoments } from '../estimate/sampling-moments.js';
import { countVarianceUnbiased } from '../estimate/sampling-variance.js';
import { runName, runNames } from '../load/run-name.js';

/** The samples per problem a plan shows (those below k are left out), with the baseline's own n added. */
export const PLAN_SAMPLES: readonly number[] = [1, 2, 5, 10, 20, 50, 100, 200];

/** The suite sizes a plan over problems shows (from a run with one sample per problem), with the baseline's added. */
export const PLAN_PROBLEMS: readonly number[] = [50, 100, 200, 500, 1000, 2000, 5000];

/** Decoding settings a candidate must share with the baseline for its changes to be the model's (not n). */
const PLAN_MATCH_CONFIG = ['temperature', 'top_p', 'max_tokens'];

/** What a plan needs: the gate's metric and decision settings, and optionally a drop to catch. */
export type PlanOptions = Pick<GateOptions, 'metric' | 'k' | 'submit' | 'margin' | 'confidence' | 'interval'> & {
  /** A drop, in metric units, the team wants caught `GATE_POWER` of the time. */
  target?: number;
  /** The samples per problem to show; default `PLAN_SAMPLES`. */
  samples?: readonly number[];
  /** The suite sizes to show over problems; default `PLAN_PROBLEMS`. */
  suites?: readonly number[];
  /**
   * Whether a target is sized in problems as well as in n (`PlanTarget.problems`); default true. Over groups
   * each size tried is a simulation, and compare's inconclusive line reads only the n.
   */
  sizeSuites?: boolean;
  /** How a refusal's hint names an option (the CLI's flag); `SHARED_HINTS` when not given. */
  hints?: OptionHints;
};

/**
 * What a gate on a suite like the baseline's can detect, before the eval is run. The variance of a paired
 * comparison splits into the part more samples remove, each problem's sampling variance at n
 * (`problemSampling`, estimated from the runs' samples), and the part they cannot, the variance of the true
 * change from problem to problem. Without `candidate` both runs sample each problem as the baseline does and
 * the second part is taken as zero. With it, the plan is for comparisons like that one: the problems both runs
 * have, each run's own sampling variance at n, and the problem-to-problem part estimated from their paired
 * differences (`problemVariance`, floored at 0), so at the runs' own n the standard error is the one the gate
 * computes from them. Each row feeds the predicted standard error, degrees of freedom and units to the gate's
 * own power method (`gatePowerOf`).
 *
 * A baseline with one sample per problem (a greedy run) shows no spread within a problem, so the two parts
 * cannot be split: the plan is then over problems at k = 1 (`planOverProblems`). Too few problems for the gate
 * ever to fail on are refused over samples, which no n mends, but not over problems, whose rows are suites of
 * other sizes. Pure: the same runs and options give the same plan.
 */
export function planEval(baseline: RunResults, candidate: RunResults | undefined, options: PlanOptions): PlanReport {
  const over: PlanOver = baseline.problems.some((p) => p.n < 2) ? 'problems' : 'samples';
  // A k one sample cannot reach is said first: scores given for it would still be refused.
  if (over === 'problems') checkOneSampleBudget(baseline, options);
  checkPerSampleData(baseline.problems, options.metric, baseline, options.hints);
  const notes: string[] = [];
  // An agent's plan speaks of its tasks and trials, as its report does.
  const words = unitWords(ranTrials(baseline));
  // Warned of as compare warns: groups given in part, or by one run only.
  const pairing: string[] = [];
  const aligned = candidate === undefined ? null : pairWith(baseline, candidate, options, notes, over, words, pairing);
  const problems = aligned?.baseline ?? baseline.problems;
  const groups = aligned === null ? problems.map((p) => p.group) : aligned.groups;
  if (aligned === null) pairing.push(...ungroupedWarnings(problems.map((p) => p.group)));
  const units = unitMap(groups ?? problems.map(() => undefined));
  const level = singleCheckLevel(options.confidence);
  // A suite the gate could never fail on at any n is refused, as `compare` refuses it. Over problems the rows are
  // other suites' sizes, which a pilot too small for the gate still sizes (`planOverProblems` leaves its own row
  // out); too few groups to estimate their spread are refused there too.
  if (over === 'samples' || (units.clustered && units.count < FEWEST_GROUPS)) {
    checkUnitsReachLevel(units.count, units.clustered, level, {
      source: baseline.source,
      always: ', at any n',
      hints: options.hints,
      problem: words.problem,
    });
  }
  const [least, most] = sampleRange(problems);
  const interval = intervalMethodFor(options.interval, units.clustered);
  const recorded = [...problems, ...(aligned?.candidate ?? [])];
  const dropVariance = (n: number) => dropVarianceOf(options.metric, options.k, problems, () => n, recorded);
  const suite: Suite = {
    problems,
    others: aligned?.candidate ?? null,
    groups,
    units,
    level,
    interval,
    least,
    dropVariance,
    notes,
    words,
  };
  const planned = over === 'samples' ? planOverSamples(suite, options) : planOverProblems(suite, options);
  // Checked once the plan has refused a k no planned n reaches: the score is computed at k, from at least k
  // samples of each problem, as compare's is.
  const label = metricLabel(options.metric, options.k, options.submit);
  const smaller = largestKFix(problems, options.submit, options.hints);
  checkSampleBudget(problems, options.k, baseline.source, label, ranTrials(baseline), false, smaller);
  const value = mean(perProblemValues(problems, options.k, options.metric, options.submit));
  checkDropReachable(value, options, baseline.source);
  if (over === 'problems' && most > 1) {
    notes.push(
      `${problems.filter((p) => p.n > 1).length} of the baseline's ${words.problem}s had more than one ${words.sample}: ` +
        `they are planned as recorded, so a suite of one ${words.sample} each varies a little more than these rows say`,
    );
  }
  // Named as compare names them: two runs of one file name by the folders that tell them apart.
  const names = candidate === undefined ? null : runNames(baseline, candidate);
  const side = (run: RunResults, name: string) => ({
    source: run.source,
    name,
    ...(run.files !== undefined ? { sources: run.files } : {}),
    model: run.model ?? null,
    ...(run.models !== undefined ? { models: run.models } : {}),
    problems: problems.length,
  });
  return {
    format: PLAN_FORMAT,
    metric: options.metric,
    k: options.k,
    ...(options.metric === 'n@k' ? { submit: options.submit } : {}),
    baseline: {
      ...side(baseline, names?.baseline ?? runName(baseline)),
      value,
      units: units.count,
      unit: units.clustered ? 'cluster' : 'problem',
      samples: { min: least, max: most },
    },
    candidate: candidate === undefined ? null : side(candidate, names!.candidate),
    gate: { margin: options.margin, confidence: options.confidence, interval, probability: GATE_POWER },
    over,
    ...planned,
    notes,
    // As a comparison's report says them: each side's, named.
    warnings: [...pairing, ...sideWarnings(baseline, candidate)],
  };
}

/**
 * Refuses, as `compare` refuses it, a margin the candidate cannot fall past, and a target it cannot fall by: a
 * score is at least 0, so no drop exceeds the baseline's score. A baseline at 0 is planned without a target: the
 * plan says nothing can drop.
 */
function checkDropReachable(score: number, { metric, k, submit, margin, target }: PlanOptions, source: string): void {
  const label = metricLabel(metric, k, submit);
  checkMarginReachable(margin, score, label, source);
  if (target === undefined || target <= score + TIE_TOLERANCE) return;
  const most = score === 0 ? 'cannot fall at all' : `can fall by at most ${points(score)} points`;
  throw new InputError(
    `${source}: the baseline's ${label} is ${points(score)}%, so the candidate ${most}, not by a target of ` +
      `${points(target)} points: no drop that large can happen; ` +
      (score === 0 ? 'plan without --target' : `set a target at most ${pastableScore(score)}`),
  );
}

/** The compared problems, their units, and the gate's level and interval: what both kinds of plan start from. */
interface Suite {
  problems: readonly ProblemCounts[];
  /** The candidate's problems, paired with `problems` in order; null without a candidate. */
  others: readonly ProblemCounts[] | null;
  groups: readonly (string | undefined)[] | undefined;
  units: UnitMap;
  level: SmallestLevel;
  interval: IntervalMethod;
  /** The baseline's fewest samples per problem. */
  least: number;
  /** How a drop raises the variance of a comparison at n samples per problem (`dropVarianceOf`). */
  dropVariance: (n: number) => DropVariance | undefined;
  notes: string[];
  /** What the runs' units are called: an agent's tasks and trials. */
  words: UnitWords;
}

type Planned = Pick<PlanReport, 'variance' | 'rows' | 'more_samples' | 'target'>;

/** The gate as the power figures see it, for a suite of this noise at n samples per problem. */
function designFor(suite: Suite, margin: number, noise: SuiteNoise, n: number): GateDesign {
  const dropVariance = suite.dropVariance(n);
  return {
    ...(dropVariance === undefined ? {} : { dropVariance }),
    margin,
    alpha: suite.level.alpha,
    standardError: noise.standardError,
    degreesOfFreedom: noise.degreesOfFreedom,
    interval: suite.interval,
    samples: n,
  };
}

/** The gate's analytic power figure for a suite of this noise at n samples per problem. */
function analyticPower(suite: Suite, margin: number): (noise: SuiteNoise, n: number) => GatePower {
  return (noise, n) => gatePowerOf(noise.shape, designFor(suite, margin, noise, n));
}

/**
 * The fewest problems, in suites like this one at n samples each, that catch `drop`, with their completions
 * (none when no suite does); `adjusted` corrects the analytic figure of a suite of that many problems as the
 * rows' is corrected.
 */
function problemsNeeded(
  suite: Suite,
  margin: number,
  noise: SuiteNoise,
  n: number,
  drop: number,
  adjusted?: (power: GatePower, problems: number) => GatePower,
): PlanProblemsNeeded {
  const problems = problemsToCatch(noise, designFor(suite, margin, noise, n), drop, adjusted);
  return { n, problems, completions: problems === null ? null : completions(problems, n) };
}

/** The noise of a suite, with the degrees of freedom of the interval's t quantile, as in a comparison's report. */
function noiseFor(
  suite: Suite,
  differences: readonly SamplingMoments[],
  problemVariance: number,
  leastChange: number,
  cumulant = 0,
): SuiteNoise {
  const noise = suiteNoise(differences, suite.units, problemVariance, leastChange, cumulant);
  return {
    ...noise,
    degreesOfFreedom: intervalDegreesOfFreedom(suite.interval, unitSizes(suite.units), noise.degreesOfFreedom),
    // A few large groups keep the t interval's df few in a larger suite too: twice 120 + 7 x 5 problems have 2.3.
    ...(suite.interval === 't'
      ? { degreesOfFreedomAt: (count: number) => clusterDegreesOfFreedom(repeatedUnits(suite.units, count)) }
      : {}),
  };
}

/** A plan row from the noise and power figure of a suite of `problems` problems at n samples each. */
function planRow(n: number, problems: number, baseline: boolean, noise: SuiteNoise, power: GatePower): PlanRow {
  return {
    n,
    problems,
    baseline_n: baseline,
    completions: completions(problems, n),
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
}

/** The rows over n = 1, 2, 5, ... 200 samples per problem on the baseline's problems, and `--target`'s n. */
function planOverSamples(suite: Suite, options: PlanOptions): Planned {
  const { problems, others, units, least, notes } = suite;
  const { problem, sample } = suite.words;
  const { metric, k, submit, margin } = options;
  // Where some problem has fewer than the 2k samples an unbiased variance needs, theta's prior over the suite.
  const both = [...problems, ...(others ?? [])];
  const counted = varianceEstimator(metric, k, both);
  const prior = counted === 'plug-in' ? suiteRatePrior(metric, both) : undefined;
  const sampling = problemSampling(options, prior);
  /** Each problem's paired difference at n samples (`own`: at the n each run had). */
  const differences = (n: number | 'own'): SamplingMoments[] =>
    problems.map((problem, i) => {
      const first = sampling(problem, n === 'own' ? problem.n : n, 2 * i);
      const other = others?.[i];
      return pairedMoments(first, other === undefined ? first : sampling(other, n === 'own' ? other.n : n, 2 * i + 1));
    });
  // The runs' own comparison: each problem's paired difference at the n each had, and their paired changes.
  const compared =
    others === null ? null : { own: differences('own'), ...pairedChange(problems, others, options, suite.groups) };
  const between = compared === null ? null : problemVariance(suite, compared.se, compared.own);
  const tau2 = Math.max(0, between ?? 0);
  // The true change's shape, as its variance, is the comparison's: the rows' degrees of freedom are the ones the
  // gate would read off differences like its own, at each n. A problem's change is within 1 of 0 (every metric
  // is in [0, 1]), so within 1 + |mean| of the mean.
  const cumulant =
    compared === null
      ? 0
      : problemCumulant(compared.own, units, tau2, compared.degreesOfFreedom, 1 + Math.abs(compared.observed));
  // Where nothing varies, the floor counts the least change one sample can make at n, as compare's does.
  const leastAt = (n: number) =>
    leastMetricChange(
      both.map((p) => ({ ...p, n })),
      metric,
      k,
      submit,
    );
  const estimator = prior === undefined ? counted : 'empirical-bayes';
  const most = sampleRange(problems)[1];
  const fewer = `an unbiased sampling variance of ${metricLabel(metric, k)} needs 2k = ${2 * k} ${sample}s per ${problem} and ${fewerText(suite, k)}`;
  if (estimator === 'empirical-bayes') {
    notes.push(
      `${fewer}: theirs is taken at the suite's spread of rates (a beta prior fitted to the ${problem}s' rates, ` +
        `updated by each ${problem}'s ${sample}s), as its own rate c/n would take a ${problem} that passed all or ` +
        `none of its ${sample}s never to vary; planned so from 2 to 4 ` +
        'trials per task, simulated gates caught the drops 77% to 86% of the time',
    );
  }
  if (estimator === 'plug-in') {
    notes.push(
      `${fewer}: their plug-in rate c/n understates it (a ${problem} that passed all or none of its ${sample}s ` +
        'is taken never to vary), so the drops ' +
        'can be far too small: planned from 2 or 3 trials per task, simulated gates caught them 32% to 70% of ' +
        'the time, not 80%',
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
    .filter((n) => n >= k)
    .sort((a, b) => a - b);
  if (samples.length === 0) {
    throw new InputError(
      `--k ${k}: no planned n reaches it (the plan shows n = ${(options.samples ?? PLAN_SAMPLES).join(', ')} and the ` +
        `baseline's ${least}); a budget k needs at least k samples per problem`,
    );
  }

  // At the runs' own n the row is compare's figure (`finishComparison`): the degrees of freedom (which the
  // prediction meets, to rounding) and the typical change are read off the differences seen, as compare reads them.
  const seen =
    compared !== null && both.every((p) => p.n === least)
      ? {
          degreesOfFreedom: intervalDegreesOfFreedom(suite.interval, compared.units, compared.degreesOfFreedom),
          shape: unitsShape(compared.units, leastAt(least)),
        }
      : null;
  const noiseAt = (n: number): SuiteNoise => {
    const noise = noiseFor(suite, differences(n), tau2, leastAt(n), cumulant);
    return seen !== null && n === least ? { ...noise, ...seen } : noise;
  };
  const analytic = analyticPower(suite, margin);
  // Over groups, as `compare` does: simulated at n samples per problem from the baseline's pass rates, with
  // compare's default seed (so at the runs' own n they agree).
  const gate = {
    metric,
    interval: suite.interval,
    k,
    margin,
    level: levelAt(options.confidence),
    seed: DEFAULT_OPTIONS.seed,
  };
  const simulated = { baseline: problems, candidate: problems, groups: units.clustered ? suite.groups : undefined };
  const powerOf = (noise: SuiteNoise, n: number): GatePower => withClusterPower(analytic(noise, n), gate, simulated, n);
  const noises = new Map(samples.map((n) => [n, noiseAt(n)]));
  const rows = samples.map((n) => {
    const noise = noises.get(n)!;
    return planRow(n, problems.length, n === least, noise, powerOf(noise, n));
  });
  // The rows' drops are read again by the search below: over groups each is a simulation.
  const drops = new Map(rows.map((row) => [row.n, row.drop]));

  let target: PlanTarget | null = null;
  if (options.target !== undefined) {
    const drop = options.target;
    const catches = (m: number) => (drops.get(m) ?? powerOf(noiseAt(m), m).drop) <= drop;
    const largest = samples[samples.length - 1]!;
    // The smallest n from k to the largest planned that catches the drop (taken to be monotone in n).
    const n = !catches(largest) ? null : catches(k) ? k : bisect(k, largest, catches);
    // Over groups a suite of another size is simulated as the rows are, as the baseline's problems repeated.
    const needed = (at: number) =>
      problemsNeeded(suite, margin, noises.get(at)!, at, drop, sizedClusterPower(gate, simulated, at));
    // No n catches it: the suites at the largest n and at the baseline's. An n above the baseline's does: the suite
    // at the baseline's n as well, which compare's "To decide it" sizes. Not at an n below k, which is refused later.
    const sizedAt = [...new Set(n === null ? [largest, least] : n > least ? [least] : [])].filter((m) => m >= k);
    target = {
      drop,
      n,
      completions: n === null ? null : completions(problems.length, n),
      problems: options.sizeSuites === false ? [] : sizedAt.map(needed),
    };
  }
  return {
    variance: {
      estimator,
      problem_variance: tau2,
      problem_variance_from: others === null ? 'assumed-zero' : 'candidate',
      problem_variance_raw: between,
      one_sample: null,
    },
    rows,
    more_samples: null,
    target,
  };
}

/**
 * The units of the first `count` problems of a suite repeated, each copy in units of its own (as `repeated` groups
 * them): whole copies of the units, and those a last partial copy's problems fall in.
 */
function repeatedUnits(units: UnitMap, count: number): UnitSizes {
  const size = units.unitOf.length;
  const copies = Math.floor(count / size);
  const partial = new Float64Array(units.count);
  for (let i = 0; i < count % size; i++) partial[units.unitOf[i]!]! += 1;
  const sizes = Float64Array.from([...unitSizes(units).sizes, ...partial.filter((n) => n > 0)]);
  const multiplicities = sizes.map((_, j) => (j < units.count ? copies : 1));
  return { sizes, multiplicities, count: copies * units.count + sizes.length - units.count, problems: count };
}

/** Which problems have fewer than the 2k samples an unbiased variance at k needs: "every problem has fewer". */
function fewerText({ problems, others, words }: Suite, k: number): string {
  const fewer = (run: readonly ProblemCounts[]) => run.filter((p) => !countVarianceUnbiased(k, p.n)).length;
  const [base, cand] = [fewer(problems), others === null ? 0 : fewer(others)];
  if (base === problems.length && (others === null || cand === others.length))
    return `every ${words.problem} has fewer`;
  const of = (count: number, run: string) => `${count} of ${run}${problems.length} ${words.problem}s`;
  if (others === null) return `${of(base, 'the ')} have fewer`;
  return `${of(base, "the baseline's ")} and ${cand} of the candidate's have fewer`;
}

/**
 * The plan from a baseline with one sample per problem, at k = 1. One sample shows no spread within a problem,
 * so the variance of a problem's change at one sample (sampling and problem-to-problem together) is all a plan
 * can know: measured on the past comparison with `candidate` (P SE^2, the gate's standard error), else taken
 * as if the candidate's results were unrelated to the baseline's (`unrelatedChange`: the most it can be unless
 * the candidate's results run against the baseline's, so the drops are the most they can be). The rows are
 * suites like this one of other sizes at one sample per problem (SE shrinking as 1/sqrt(P)), `--target` is
 * answered with the fewest problems, and what more samples would catch is bounded (`moreSamples`). A suite too
 * small for the gate ever to fail on (`unitsReachLevel`) has no row, the baseline's own included: a pilot of 5
 * tasks at confidence 0.95 sizes the suites that can, and bounds no more samples on its own problems. The
 * figures are the gate's analytic power: the simulation over groups draws from each problem's pass rate, which
 * one sample cannot estimate.
 */
function planOverProblems(suite: Suite, options: PlanOptions): Planned {
  const { problems, others, units } = suite;
  const { metric, k, submit } = options;
  let change: SamplingMoments;
  if (others === null) change = unrelatedChange(perProblemValues(problems, k, metric, submit));
  else {
    const { differences, se } = pairedChange(problems, others, options, suite.groups);
    change = measuredChange(differences, problems.length * se * se);
  }
  const changes = problems.map(() => change);
  const noise = noiseFor(suite, changes, 0, leastMetricChange(problems, metric, k, submit));
  const power = analyticPower(suite, options.margin);
  const size = problems.length;
  // One sample cannot tell the sampling part from the problem-to-problem part: neither is stated.
  const row = (problemCount: number, at: SuiteNoise): PlanRow => ({
    ...planRow(1, problemCount, problemCount === size, at, power(at, 1)),
    sampling_variance: null,
    problem_variance: null,
  });
  // A pilot too small for the gate ever to fail on (5 tasks at confidence 0.95) still sizes the suites that can:
  // its own row is left out, as the rows of other suites that small are.
  const own = unitsReachLevel(units.count, units.clustered, suite.level) ? row(size, noise) : null;
  const rows = [...new Set([...(options.suites ?? PLAN_PROBLEMS), size])]
    .sort((a, b) => a - b)
    .flatMap((problemCount) => {
      if (problemCount === size) return own === null ? [] : [own];
      const scaled = { ...noise, ...scaledSuite(noise, problemCount) };
      return unitsReachLevel(scaled.shape.count, units.clustered, suite.level) ? [row(problemCount, scaled)] : [];
    });
  const caught = own !== null && options.target !== undefined && own.drop <= options.target;
  const target: PlanTarget | null =
    options.target === undefined
      ? null
      : {
          drop: options.target,
          n: caught ? 1 : null,
          completions: caught ? completions(size, 1) : null,
          problems: [problemsNeeded(suite, options.margin, noise, 1, options.target)],
        };
  return {
    variance: {
      estimator: 'none',
      problem_variance: null,
      problem_variance_from: null,
      problem_variance_raw: null,
      one_sample: { variance: change.variance, from: others === null ? 'unrelated' : 'candidate' },
    },
    rows,
    // No n of samples makes the pilot's own problems fail the gate: there is nothing to bound.
    more_samples: own === null ? null : moreSamples(noise, size, own.drop, power),
    target,
  };
}

/**
 * What n samples per problem would catch on the same problems, from one sample each: the per-problem variance
 * V(n) = S / n + T with S + T the variance at one sample and neither part known. All of it sampling (T = 0)
 * gives the least drop: the standard error over sqrt(n), the most degrees of freedom (G - 1) and a problem's
 * typical change 1/n of one sample's (the least n samples can show); none of it (S = 0, a greedy decode that
 * repeats itself) leaves the drop at one sample.
 */
function moreSamples(
  noise: SuiteNoise,
  problems: number,
  oneSampleDrop: number,
  power: (noise: SuiteNoise, n: number) => GatePower,
): MoreSamples[] {
  return PLAN_SAMPLES.filter((n) => n > 1).map((n) => {
    const allSampling: SuiteNoise = {
      ...noise,
      standardError: noise.standardError / Math.sqrt(n),
      degreesOfFreedom: Math.max(noise.degreesOfFreedom, noise.shape.count - 1),
      shape: { ...noise.shape, typicalChange: noise.shape.typicalChange / n },
    };
    return {
      n,
      completions: completions(problems, n),
      least_drop: power(allSampling, n).drop,
      most_drop: oneSampleDrop,
    };
  });
}

/**
 * A run with one sample per problem estimates pass@1 and nothing at a larger k: pass@k needs k samples of a
 * problem (and n@k draws k of them).
 */
function checkOneSampleBudget(baseline: RunResults, { metric, k, submit }: PlanOptions): void {
  if (k === 1) return;
  const single = baseline.problems.filter((p) => p.n < 2).length;
  const trials = ranTrials(baseline);
  const { problem, sample } = unitWords(trials);
  // An agent's single trial is no greedy run: its simulator, tools and sandbox vary from trial to trial.
  const greedy = trials ? '' : ' (a greedy run)';
  throw new InputError(
    `--k ${k}: ${baseline.source} has one ${sample} of ` +
      `${single === baseline.problems.length ? `each ${problem}` : `${single} of its ${problem}s`}${greedy}: it can plan ${metricLabel(metric, 1, 1)} ` +
      `over ${problem}s, not ${metricLabel(metric, k, submit)}, which needs at least ${k} ${sample}s of every ${problem}; ` +
      `plan at --k 1, or from a run with repeated ${sample}s`,
  );
}

function completions(problems: number, n: number): PlanCompletions {
  return { per_run: problems * n, both_runs: 2 * problems * n };
}

/**
 * The problems the baseline and the candidate share, paired by id; a note says how many problems only one run
 * has. A candidate whose decoding or judgement differs, or that cannot be scored at k, says nothing about the model's changes
 * and cannot size the problem-to-problem variation: it is an `InputError`.
 */
function pairWith(
  baseline: RunResults,
  candidate: RunResults,
  { metric, k, submit, hints }: MetricSettings & { hints?: OptionHints },
  notes: string[],
  over: PlanOver,
  words: UnitWords,
  warnings: string[],
): AlignedProblems {
  const { problem } = words;
  const variation = `${problem}-to-${problem} variation`;
  const { aligned, reasons, warnings: pairing } = alignProblems(baseline, candidate, 'intersect');
  warnings.push(...pairing);
  if (reasons.length > 0) throw new InputError(`${candidate.source}: ${reasons.join('; ')}`);
  const judged = compareJudgements(baseline, candidate, false).reasons;
  if (judged.length > 0) {
    throw new InputError(
      `${candidate.source}: ${judged.join('; ')}, so its changes cannot size the ${variation}; ` +
        'give a candidate run judged as the baseline is',
    );
  }
  const config = compareConfigs(baseline, candidate, { compared: PLAN_MATCH_CONFIG, required: [] });
  const differs = config.reasons.filter((_, i) => config.refusals[i]!.kind === 'config-differs');
  if (differs.length > 0) {
    throw new InputError(
      `${candidate.source}: ${differs.join('; ')}: its changes mix the model's with the decoding's, so they ` +
        `cannot size the ${variation}; give a candidate run at the baseline's settings`,
    );
  }
  // As compare: a temperature no run records is unknown, not equal.
  const unknown = config.refusals.find(
    (r): r is Extract<ConfigRefusal, { kind: 'config-missing' }> =>
      r.kind === 'config-missing' && r.key === ALWAYS_REQUIRED,
  );
  if (unknown !== undefined) {
    // As compare's fix: each lacking side's whole config, the other run's value filled in where it records one.
    const fix = Object.fromEntries(
      unknown.missing.map((side) => [`${side}-config`, configPairsText(filledConfig(config, side))]),
    );
    // Named by the runs that lack it, not by the candidate alone.
    const lacking = new Set(unknown.missing.map((side) => (side === 'baseline' ? baseline : candidate).source));
    throw new InputError(
      `${[...lacking].join(' and ')}: ${configReason(unknown)}, since a candidate at an unknown temperature may not be ` +
        `sampled as the baseline is, so its changes cannot size the ${variation}`,
      fix,
    );
  }
  const label = metricLabel(metric, k, submit);
  // As compare's: the largest k the samples of both runs allow.
  const smaller = largestKFix(aligned.baseline.concat(aligned.candidate), submit, hints);
  checkSampleBudget(aligned.baseline, k, baseline.source, label, ranTrials(baseline), false, smaller);
  checkSampleBudget(aligned.candidate, k, candidate.source, label, ranTrials(candidate), false, smaller);
  checkPerSampleData(aligned.candidate, metric, candidate, hints);
  // One sample of a problem is what a plan over problems plans for.
  if (over === 'samples') checkCandidateSpread(aligned.candidate, candidate.source, words);
  const dropped = aligned.onlyBaseline.length + aligned.onlyCandidate.length;
  if (dropped > 0) {
    notes.push(
      `planned for the ${aligned.baseline.length} ${problem}s both runs have; left out ${leftOutText(aligned)}`,
    );
  }
  return aligned;
}

/**
 * The variance of the true change from problem to problem, per problem, from the paired runs (`suite.others`
 * against `suite.problems`):
 * tau^2 = N SE^2 - sum_i s_i / N, with SE the standard error of the paired differences as the gate computes it
 * (`pairedStandardError`, cluster-robust with groups) and s_i the sampling variance of problem i's difference
 * at the n each run had (`sampling`). With one problem per unit this is the differences' variance less their
 * mean sampling variance. Not floored here: the caller floors it at 0; a note says when it was negative.
 */
function problemVariance(suite: Suite, se: number, sampling: readonly SamplingMoments[]): number {
  const count = suite.problems.length;
  const within = sampling.reduce((sum, moments) => sum + moments.variance, 0);
  const raw = count * se * se - within / count;
  if (raw < 0) {
    // In points², as the report gives the variances beside it.
    const squared = -raw * 10000;
    const digits = squared >= 0.05 ? 1 : Math.min(100, 1 - Math.floor(Math.log10(squared)));
    suite.notes.push(
      `the candidate's differences vary less than sampling alone predicts (by ${squared.toFixed(digits)} points² ` +
        `per ${suite.words.problem}): the ${suite.words.problem}-to-${suite.words.problem} variation is taken as 0`,
    );
  }
  return raw;
}

/** Each problem's change from the baseline to the candidate at k (paired in order), its units and their spread. */
function pairedChange(
  baseline: readonly ProblemCounts[],
  candidate: readonly ProblemCounts[],
  { metric, k, submit }: MetricSettings,
  groups: readonly (string | undefined)[] | undefined,
) {
  const differences = pairedDifferences(
    perProblemValues(baseline, k, metric, submit),
    perProblemValues(candidate, k, metric, submit),
    valueTolerance(metric, sampleRange(baseline.concat(candidate))[1]),
  );
  const units = resamplingUnits(differences, groups);
  return { differences, units, ...pairedSpread(units) };
}

/**
 * A candidate problem seen once shows no spread: its sampling variance cannot be estimated, for a plan over the
 * samples of a baseline that has them.
 */
function checkCandidateSpread(
  problems: readonly ProblemCounts[],
  source: string,
  { problem, sample }: UnitWords,
): void {
  const single = problems.filter((p) => p.n < 2);
  if (single.length === 0) return;
  const which =
    single.length === problems.length && single.length > 1
      ? `each of its ${single.length} ${problem}s`
      : counted(single.length, problem);
  throw new InputError(
    `${source}: the candidate has only one ${sample} of ${which} (${listIds(single.map((p) => p.id))}): one ` +
      `${sample} shows nothing of how a ${problem}'s result varies from run to run, so --candidate needs at least ` +
      `2 ${sample}s per ${problem} (2k for an unbiased estimate at k) when the baseline has them; give a candidate ` +
      `run with repeated ${sample}s, or plan without --candidate`,
  );
}
