import type { GateOptions, ProblemCounts, RunResults } from '../common/types.js';
import { compareConfigs, type ConfigRow } from '../check/config.js';
import { compareJudgements } from '../check/judgement.js';
import { alignProblems, checkSampleBudget, largestKFix, leftOutText, sampleRange } from '../check/pairing.js';
import { checkPerSampleData } from '../check/samples.js';
import { withClusterPower } from '../power/cluster-power.js';
import { gateFails, verdictFor } from '../decide/verdict.js';
import { curveBudgets, curveCrossing, metricCurve } from '../estimate/curve.js';
import { leastMetricChange, mean, metricLabel, metricValues, perProblemValues } from '../estimate/metric.js';
import { Xoshiro128 } from '../resample/random.js';
import { pairedBootstrap } from '../resample/bootstrap.js';
import {
  expandedPercentileInterval,
  intervalDegreesOfFreedom,
  intervalMethodFor,
  tInterval,
} from '../resample/interval.js';
import { gatePowerOf, plannedDrop, problemsToCatch, unitsShape } from '../power/gate-power.js';
import { dropVarianceOf } from '../power/drop-variance.js';
import { fewestSignificantUnits, signFlipTest, type SignFlipTest } from '../resample/sign-flip.js';
import { pairedSpread } from '../resample/standard-error.js';
import {
  pairedDifferences,
  resamplingUnits,
  TIE_TOLERANCE,
  unitMap,
  valueTolerance,
  type ResamplingUnits,
} from '../resample/units.js';
import { InputError, inputFaults } from '../common/errors.js';
import type { OptionHints } from '../common/hints.js';
import { shown } from '../io/value-text.js';
import { points } from '../common/points.js';
import { levelAt, type Level } from '../common/level.js';
import { largestChanges } from './changes.js';
import { baselineFailureWarnings, failureWarnings } from '../check/failures.js';
import { bothRanTrials, errorsOf, ranTrials, unitWords } from '../formats/detect.js';
import { runNames } from '../load/run-name.js';
import type { CheckReport, ComparisonFields, SideSummary } from './model.js';
import { counted } from '../common/lists.js';

/** Curves that differ by less than this (0.1 points) are not said to cross. */
const CROSSING_TOLERANCE = 0.001;

/** Below this many resampling units the bootstrap interval is unreliable. */
const FEW_UNITS = 20;

/** Fewer groups than this leave the cluster-robust standard error without the degrees of freedom it needs. */
export const FEWEST_GROUPS = 5;

/** A side's summary before its value is known, named `name`. */
function summary(run: RunResults, name: string): SideSummary {
  const [least, most] = sampleRange(run.problems);
  return {
    source: run.source,
    name,
    ...(run.files !== undefined ? { sources: run.files } : {}),
    format: run.format,
    model: run.model ?? null,
    ...(run.models !== undefined ? { models: run.models } : {}),
    value: null,
    problems: run.problems.length,
    ...(least < most ? { samples: { min: least, max: most } } : {}),
    judgement: run.judgement ?? null,
    mlflow: run.mlflow ?? null,
    ...(run.mlflowRuns !== undefined ? { mlflow_runs: run.mlflowRuns } : {}),
  };
}

/** The limits an agent harness records of its runs (τ²-bench's): no decoding setting, so not compared by default. */
const AGENT_LIMITS = ['max_steps', 'max_errors'];

/**
 * A warning for each agent limit the runs record with different values and the check does not compare: a lower
 * max_steps times a trial out sooner, which reads as the model's failure. Said with the option that compares it.
 */
function limitWarnings(
  rows: readonly ConfigRow[],
  matchConfig: readonly string[],
  baselineName: string,
  hints: OptionHints | undefined,
): string[] {
  return rows
    .filter((row) => !row.checked && row.status === 'differs' && AGENT_LIMITS.includes(row.key))
    .map((row) => {
      const keys = [...matchConfig, row.key].join(',');
      const compared = hints?.set('match-config', keys) ?? `match-config ${keys}`;
      return (
        `${row.key} differs (${baselineName} ${shown(row.baseline)}, candidate ${shown(row.candidate)}) and is not ` +
        `compared: the trials ran under other limits, and a lower one ` +
        `fails trials the other would finish; to refuse such runs, give ${compared}`
      );
    });
}

/** What a comparison computed before the level of its interval is known. */
export interface ComparisonEvidence {
  units: ResamplingUnits;
  observed: number;
  se: number;
  degreesOfFreedom: number;
  signTest: SignFlipTest;
  /** Fewest samples any problem has (n), for the power figure. */
  smallestN: number;
  /** The least change one sample can make to a problem's metric (`leastMetricChange`), for the power floor. */
  leastChange: number;
  /** The bootstrap resamples the interval is read from, at whatever level it is asked for; none for the t interval. */
  draws: Float64Array | null;
  /** The per-problem differences, candidate - baseline, in the order of `ids`, with each problem's group. */
  differences: Float64Array;
  ids: readonly string[];
  groups?: readonly (string | undefined)[];
  /** Both sides' problems in the order of `ids`, from which the power figure over groups is simulated. */
  problems: { baseline: readonly ProblemCounts[]; candidate: readonly ProblemCounts[] };
  margin: number;
  /**
   * Warnings on timeouts and errors, given only where they bear on the verdict: the candidate's more (`failures`)
   * where it says the candidate may be worse, the baseline's more (`baselineFailures`) where it says it is not.
   */
  failures: string[];
  baselineFailures: string[];
}

/** A comparison up to its level: a refused one is final; otherwise `finishComparison` adds the interval and verdict. */
export interface PreparedComparison {
  report: ComparisonFields;
  evidence: ComparisonEvidence | null;
}

/** The smallest level a check may be tested at, and how a refusal names it and the setting that asks for it. */
export interface SmallestLevel {
  alpha: number;
  /** e.g. `1 - confidence = 0.05` */
  name: string;
  /** e.g. `confidence 0.95` */
  setting: string;
  /** How many checks share the gate's error rate at this level (`alpha` is 1 - confidence over them); 1 alone. */
  checks?: number;
}

/** What reading each run warned of, named by its side (`baseline: ...`), as every report says it. */
export function sideWarnings(baseline: RunResults, candidate?: RunResults, baselineName = 'baseline'): string[] {
  return [
    ...baseline.warnings.map((w) => `${baselineName}: ${w}`),
    ...(candidate?.warnings ?? []).map((w) => `candidate: ${w}`),
  ];
}

/** The smallest level of a check tested alone: 1 - confidence. */
export function singleCheckLevel(confidence: number): SmallestLevel {
  const { alpha } = levelAt(confidence);
  return { alpha, name: `1 - confidence = ${alpha}`, setting: `confidence ${confidence}` };
}

/**
 * Every problem of both runs has k samples (`checkSampleBudget`), else the fix is the largest k the samples of both
 * runs allow, as the caller sets it (`--k 20`); from a config file (`kLabel`: where its `k:` is) the fault is said
 * at that key, with the value to write there.
 */
function checkKBudget(
  aligned: { baseline: readonly ProblemCounts[]; candidate: readonly ProblemCounts[] },
  [baseline, candidate]: readonly [RunResults, RunResults],
  { k, metric, submit }: GateOptions,
  anchor: boolean,
  hints: OptionHints | undefined,
  kLabel: string,
): void {
  const label = metricLabel(metric, k, submit);
  const both = aligned.baseline.concat(aligned.candidate);
  const smaller = largestKFix(both, submit, hints, kLabel === '' ? 'use' : 'write');
  try {
    checkSampleBudget(aligned.baseline, k, baseline.source, label, ranTrials(baseline), anchor, smaller);
    checkSampleBudget(aligned.candidate, k, candidate.source, label, ranTrials(candidate), false, smaller);
  } catch (error) {
    throw kLabel !== '' && error instanceof InputError ? error.labelled(kLabel) : error;
  }
}

/**
 * The decision on two runs up to the level of its interval: the config and judgement checks, the problem
 * pairing, the metric at the deployment k, the sign-flip test, the bootstrap resamples, the curve and the
 * largest changes. A refused comparison is final (verdict `refused`); a problem with fewer than k samples is
 * an `InputError`, and so are data with which the sign-flip test can never reach `smallestLevel` (1 -
 * confidence alone; smaller in a family of checks). `baselineName` is what the judgement's and config's text call the baseline;
 * `hints` names an option to give as the caller does.
 */
export function prepareComparison(
  baseline: RunResults,
  candidate: RunResults,
  options: GateOptions,
  smallestLevel: SmallestLevel,
  baselineName: 'baseline' | 'anchor',
  hints?: OptionHints,
  kLabel = '',
): PreparedComparison {
  const { k, metric, submit } = options;
  const judgement = compareJudgements(baseline, candidate, options.allowMixedJudgement, baselineName);
  // A mixed judgement is said first: it changes what every number below means.
  const warnings = [...judgement.warnings, ...sideWarnings(baseline, candidate, baselineName)];
  if (options.matchConfig.length === 0) {
    // Named as the caller turned it off: `--match-config none`, `matchConfig: 'none'` in the library.
    const off = hints?.set('match-config', 'none') ?? 'match-config none';
    warnings.push(`the config check is off (${off}): nothing shows the two runs used the same decoding settings`);
  }
  const config = compareConfigs(
    baseline,
    candidate,
    { compared: options.matchConfig, required: options.requireConfig },
    baselineName,
  );
  warnings.push(...limitWarnings(config.rows, options.matchConfig, baselineName, hints));
  const pairing = alignProblems(baseline, candidate, options.problems, baselineName);
  const { aligned } = pairing;
  warnings.push(...pairing.warnings);
  const reasons = [...judgement.reasons, ...config.reasons, ...pairing.reasons];
  const refusals = [...judgement.refusals, ...config.refusals, ...pairing.refusals];
  const names = runNames(baseline, candidate);
  const trials = bothRanTrials(baseline, candidate);
  const { problem } = unitWords(trials);
  // SWE-bench's error_ids hold patches that did not apply, not only the harness's failures.
  const errors = errorsOf(baseline, candidate);
  const report: ComparisonFields = {
    verdict: 'refused',
    failed: true,
    reasons,
    refusals,
    metric,
    k,
    ...(metric === 'n@k' ? { submit } : {}),
    baseline: summary(baseline, names.baseline),
    candidate: summary(candidate, names.candidate),
    delta: null,
    problems: {
      compared: aligned.baseline.length,
      only_baseline: aligned.onlyBaseline.length,
      only_candidate: aligned.onlyCandidate.length,
      mode: options.problems,
      paired_by: aligned.byPosition ? 'position' : 'id',
    },
    judgement: { match: judgement.match, allowed_mixed: options.allowMixedJudgement },
    // Under the gate's names, with the required settings: the keys of the rows it compared.
    config: { checked: config.rows.filter((row) => row.checked).map((row) => row.key), rows: config.rows },
    bootstrap: {
      resamples: options.resamples,
      seed: options.seed,
      method: intervalMethodFor(options.interval, aligned.groups !== undefined),
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
  const anchor = baselineName === 'anchor';
  // Too few problems, and too few samples for k or samples without what the metric reads (the first of those):
  // both are said, in one message, so that mending one does not stop on the other.
  const unitCount = aligned.groups === undefined ? aligned.baseline.length : unitMap(aligned.groups).count;
  const faults = inputFaults([
    () =>
      checkUnitsReachLevel(unitCount, report.bootstrap.unit === 'cluster', smallestLevel, {
        source: candidate.source,
        comparedWith: baseline.source,
        hints,
        problem,
      }),
    () => {
      checkKBudget(aligned, [baseline, candidate], options, anchor, hints, kLabel);
      checkPerSampleData(aligned.baseline, metric, baseline, hints, anchor);
      checkPerSampleData(aligned.candidate, metric, candidate, hints);
    },
  ]);
  // They are said before a refusal of the settings alone: no settings mend them, and the pasted fix of the settings
  // would stop on them. The settings are said too, so that the next run is not a surprise.
  const settingsToo =
    reasons.length > 0 && reasons.length === config.reasons.length
      ? `; then the settings refuse the comparison too: ${reasons.join('; ')}`
      : '';
  if (faults.length === 1 && reasons.length === 0) throw faults[0]!;
  if (faults.length > 0 && (reasons.length === 0 || settingsToo !== '')) {
    throw new InputError(`${faults.map((fault) => fault.message).join('; and ')}${settingsToo}`);
  }
  if (reasons.length > 0) return { report, evidence: null };
  if (options.problems === 'intersect' && (aligned.onlyBaseline.length > 0 || aligned.onlyCandidate.length > 0)) {
    warnings.push(
      `compared the ${aligned.baseline.length} common ${problem}s; left out ${leftOutText(aligned, baselineName)}`,
    );
  }

  // Each side's values at any budget: the curve below reuses what does not depend on k.
  const baselineValues = metricValues(aligned.baseline, metric, submit);
  const candidateValues = metricValues(aligned.candidate, metric, submit);
  const base = baselineValues.at(k);
  const cand = candidateValues.at(k);
  const [smallestN, largestN] = sampleRange(aligned.baseline.concat(aligned.candidate));
  const diff = pairedDifferences(base, cand, valueTolerance(metric, largestN));
  const sameResults = (p: ProblemCounts, i: number) =>
    diff[i] === 0 && p.n === aligned.candidate[i]!.n && p.c === aligned.candidate[i]!.c;
  // Runs alike on every problem are most often one file given twice (a workflow's candidate path naming the
  // baseline's file), which passes whatever the model does.
  if (aligned.baseline.every(sameResults)) {
    const what =
      baseline.source === candidate.source
        ? `the ${baselineName} and the candidate are the same file (${baseline.source})`
        : `the ${baselineName} and the candidate have the same n and c on every ${problem}`;
    warnings.push(`${what}: the comparison cannot show a change; check that the candidate is the new model's results`);
  }
  const units = resamplingUnits(diff, aligned.groups);
  checkMarginReachable(options.margin, mean(base), metricLabel(metric, k, submit), baseline.source);
  const { observed, se, degreesOfFreedom: seDegreesOfFreedom } = pairedSpread(units);
  const method = report.bootstrap.method;
  const degreesOfFreedom = intervalDegreesOfFreedom(method, units, seDegreesOfFreedom);
  const draws = method === 't' ? null : pairedBootstrap(units, options.resamples, new Xoshiro128(options.seed, 0));
  const signTest = signFlipTest(units, options.resamples, new Xoshiro128(options.seed, 1));
  report.problems.samples = { min: smallestN, max: largestN };
  const atK = { k, baseline: mean(base), candidate: mean(cand) };
  report.baseline.value = atK.baseline;
  report.candidate.value = atK.candidate;
  if (metric === 'n@k') {
    // The oracle pass@k: what n@k would be if every sample could be checked against the tests.
    const oracle = (problems: readonly ProblemCounts[]) => mean(perProblemValues(problems, k, 'pass@k'));
    report.oracle = { metric: 'pass@k', k, baseline: oracle(aligned.baseline), candidate: oracle(aligned.candidate) };
  }
  report.bootstrap.units = units.count;
  if (units.count < FEW_UNITS) warnings.push(fewUnitsWarning(units.count, report.bootstrap, problem));

  // pass-ratio@n averages all n samples: it has no budget to draw a curve over.
  if (metric !== 'pass-ratio@n') {
    const budgets = curveBudgets(smallestN, k, submit);
    // The deployment k's point is `atK`: its per-problem values are not computed again.
    report.curve = metricCurve(baselineValues, candidateValues, budgets, atK);
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
  report.flips = drops.changes;
  report.gains = gains.changes;
  report.changed = { dropped: drops.count, gained: gains.count };
  return {
    report,
    evidence: {
      units,
      observed,
      se,
      degreesOfFreedom,
      signTest,
      smallestN,
      leastChange: leastMetricChange(aligned.baseline.concat(aligned.candidate), metric, k, submit),
      draws,
      differences: diff,
      ids,
      ...(aligned.groups === undefined ? {} : { groups: aligned.groups }),
      problems: { baseline: aligned.baseline, candidate: aligned.candidate },
      margin: options.margin,
      failures: failureWarnings(aligned.baseline, aligned.candidate, { trials, fell: observed < 0, errors }),
      baselineFailures: baselineFailureWarnings(aligned.baseline, aligned.candidate, { trials, errors }),
    },
  };
}

/**
 * The warning when the interval rests on fewer than `FEW_UNITS` units, for the method in use: a bootstrap
 * resamples so few that its interval is unreliable; the t interval is honest about so few but wide, and leans
 * on their changes being roughly normal.
 */
function fewUnitsWarning(
  count: number,
  { method, unit }: Pick<CheckReport['bootstrap'], 'method' | 'unit'>,
  problem: string,
): string {
  const units = unit === 'cluster' ? `groups of ${problem}s` : `${problem}s`;
  if (method !== 't') return `only ${count} ${units} to resample: a bootstrap interval from so few is unreliable`;
  return (
    `only ${count} ${units}: the t interval counts each ${unit === 'cluster' ? 'group' : problem} as one ` +
    'observation, so it is wide and leans on their changes being roughly normal'
  );
}

/**
 * The interval of the difference at `confidence`: t over the standard error when the comparison drew no bootstrap
 * resamples (the t interval), else the expanded percentile interval of the resamples.
 */
export function comparisonInterval(evidence: ComparisonEvidence, confidence: number): [number, number] {
  const { observed, se, degreesOfFreedom, draws } = evidence;
  return draws === null
    ? tInterval(observed, se, degreesOfFreedom, confidence)
    : expandedPercentileInterval(draws, confidence, evidence.units.count, degreesOfFreedom);
}

/**
 * The interval of the change and the power figure at the confidence of `level`, the level the check is tested
 * at, and the verdict from that interval and `adjusted`, the p-value of "no difference" adjusted for the gate's
 * checks, compared with the gate's `alpha`. The report of `prepared` is completed in a copy; `prepared` can be
 * finished again at another level.
 */
export function finishComparison(
  prepared: PreparedComparison,
  { level, adjusted, alpha }: { level: Level; adjusted: number; alpha: number },
): ComparisonFields {
  const { evidence } = prepared;
  if (evidence === null) return prepared.report;
  const report: ComparisonFields = { ...prepared.report, warnings: [...prepared.report.warnings] };
  const { observed, se, degreesOfFreedom, signTest, margin } = evidence;
  const { method: interval, seed } = report.bootstrap;
  const ci = comparisonInterval(evidence, level.confidence);
  const { baseline, candidate } = evidence.problems;
  const dropVariance = dropVarianceOf(report.metric, report.k, baseline, (i) => candidate[i]!.n, [
    ...baseline,
    ...candidate,
  ]);
  const design = {
    samples: evidence.smallestN,
    ...(dropVariance === undefined ? {} : { dropVariance }),
    margin,
    alpha: level.alpha,
    standardError: se,
    degreesOfFreedom,
    interval,
  };
  const gate = { metric: report.metric, interval, k: report.k, margin, level, seed };
  const runs = { ...evidence.problems, groups: evidence.groups };
  const shape = unitsShape(evidence.units, evidence.leastChange);
  const power = withClusterPower(gatePowerOf(shape, design), gate, runs);
  const verdict = verdictFor(ci, adjusted, margin, alpha);
  report.verdict = verdict;
  report.failed = gateFails(verdict, report.fail_on);
  // The candidate's timeouts and errors can explain a drop; the baseline's, a candidate that looks no worse.
  if (verdict === 'regression' || verdict === 'inconclusive') report.warnings.push(...evidence.failures);
  else report.warnings.push(...evidence.baselineFailures);
  const suite = { standardError: se, degreesOfFreedom, shape };
  const sized = (drop: number) => ({ drop, problems: problemsToCatch(suite, design, drop) });
  const baselineScore = report.baseline.value!;
  report.delta = {
    value: observed,
    ci,
    confidence: level.confidence,
    p_value: signTest.pValue,
    p_adjusted: adjusted,
    p_exact: signTest.exact,
    se,
    df: degreesOfFreedom,
    mde: power.drop,
    margin,
    moved: { worse: signTest.worse, better: signTest.better },
    power: {
      drop: power.drop,
      probability: power.probability,
      noise_drop: power.noiseDrop,
      floor_units: power.floorUnits,
      floor_drop: power.floorDrop,
      limit: power.limit,
      confirm: verdict === 'inconclusive' && -observed > margin ? sized(plannedDrop(-observed, margin)) : null,
      detect:
        baselineScore > 0 && power.drop >= baselineScore
          ? sized(plannedDrop((margin + baselineScore) / 2, margin))
          : null,
    },
  };
  return report;
}

/**
 * Refuses a margin the candidate cannot fall past: a score is at least 0, so the change is at least minus the
 * baseline's score, and a regression (the interval below -margin) needs margin < that score.
 */
export function checkMarginReachable(margin: number, baselineScore: number, metric: string, source: string): void {
  // A baseline at 0 cannot be fallen below at any margin: the report says the gate can only show a rise. The
  // score is a sum of fractions, a rounding off its exact value: 20 problems at 2/5 sum to 0.4 plus one ulp.
  if (margin < baselineScore - TIE_TOLERANCE || baselineScore === 0) return;
  throw new InputError(
    `${source}: the baseline's ${metric} is ${points(baselineScore)}%, so the candidate can fall by at most ` +
      `${points(baselineScore)} points, not past a margin of ${points(margin)} points: the gate could never fail; ` +
      `set a margin below ${pastableScore(baselineScore)} (the largest drop you accept, as a fraction)`,
  );
}

/**
 * A baseline's score rounded down to 3 significant digits, for a refusal's fix: a bound the user can paste that
 * is still within the score (0.4806 gives 0.48, not 0.481). The score is a sum, taken to the tolerance first: 0.6
 * summed to just under it still gives 0.6.
 */
export function pastableScore(score: number): number {
  const value = score + TIE_TOLERANCE;
  const rounded = Number(value.toPrecision(3));
  if (rounded <= value) return rounded;
  return Number((rounded - 10 ** (Math.floor(Math.log10(value)) - 2)).toPrecision(3));
}

/** Whether `count` units (groups, when `clustered`) can fail the gate at this level: `checkUnitsReachLevel`'s test. */
export function unitsReachLevel(count: number, clustered: boolean, level: SmallestLevel): boolean {
  return !(clustered && count < FEWEST_GROUPS) && count >= fewestSignificantUnits(level.alpha);
}

/**
 * Refuses data too small for the gate ever to fail, before any resampling: the sign-flip test needs
 * `fewestSignificantUnits` units, and the cluster-robust standard error at least `FEWEST_GROUPS` groups
 * (`clustered`: the units are groups of problems). The message names the data's `source`, the baseline it is
 * `comparedWith` if any, and what the refusal holds for beyond this data (`always`, e.g. `, at any n`).
 */
export function checkUnitsReachLevel(
  count: number,
  clustered: boolean,
  level: SmallestLevel,
  {
    source,
    comparedWith,
    always = '',
    hints,
    problem = 'problem',
  }: { source: string; comparedWith?: string; always?: string; hints?: OptionHints | undefined; problem?: string },
): void {
  if (unitsReachLevel(count, clustered, level)) return;
  const name = (units: number) => counted(units, clustered ? 'group' : problem);
  if (clustered && count < FEWEST_GROUPS) {
    throw new InputError(
      `${source}: only ${name(count)} of problems (the results' group field)` +
        `${comparedWith === undefined ? '' : ` are compared with ${comparedWith}`}: resampling and the ` +
        `cluster-robust standard error treat each group as one observation, and fewer than ${FEWEST_GROUPS} ` +
        `cannot estimate their spread${always}; compare at least ${FEWEST_GROUPS} groups, or drop the group ` +
        `field to treat problems as independent`,
    );
  }
  const needed = fewestSignificantUnits(level.alpha);
  const smallest = Math.pow(2, 1 - count);
  // The highest round confidence at which these units can show a change: 1 - confidence over the checks above
  // the smallest p-value (always below the confidence asked, which failed).
  const works = [0.99, 0.98, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6, 0.55].find(
    (confidence) => levelAt(confidence).alpha / (level.checks ?? 1) > smallest,
  );
  // Below 0.5, a confidence is refused; with the smallest p-value over the checks at 1, none would help at all.
  const none = smallest * (level.checks ?? 1) >= 1 ? 'no confidence' : 'no confidence above 0.5';
  const lower =
    works === undefined
      ? ` (${none} lets ${name(count)} show a change)`
      : `, or use ${hints?.set('confidence', works) ?? `a confidence of ${works}`}, the highest round confidence ` +
        `at which ${name(count)} can show a change`;
  throw new InputError(
    `${source}: only ${name(count)}${comparedWith === undefined ? '' : ` compared with ${comparedWith}`}: even ` +
      `with every one worse, the sign-flip test's smallest p-value is ` +
      `2/2^${count} = ${Number(smallest.toPrecision(3))}, not below ${level.name}, so ` +
      `the gate could never fail${always}; ${level.setting} needs at least ${name(needed)}: compare more ` +
      `${clustered ? 'groups' : `${problem}s`}${lower}`,
  );
}
