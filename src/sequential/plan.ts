import { createHash } from 'node:crypto';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import { InputError } from '../common/errors.js';
import { listWords } from '../common/lists.js';
import { checkSettingNames } from '../load/user-config.js';
import type { GateOptions, ProblemCounts, RunResults } from '../common/types.js';
import { ranTrials, unitWords } from '../formats/detect.js';
import { checkSampleBudget, largestKFix, sampleRange } from '../check/pairing.js';
import { checkUnitsReachLevel, FEWEST_GROUPS, singleCheckLevel } from '../compare/check.js';
import { checkPerSampleData } from '../check/samples.js';
import { CLI_NAMING, type OptionNaming } from '../config/options.js';
import { metricLabel } from '../estimate/metric.js';
import { planEval } from '../plan/plan.js';
import { Xoshiro128 } from '../resample/random.js';
import { clusterDegreesOfFreedom } from '../resample/standard-error.js';
import { unitMap } from '../resample/units.js';
import { FUTILITY_POWER, SEQUENTIAL_PLAN_FORMAT, SPENDING, type PlannedLook, type SequentialPlan } from './model.js';
import { spendingBoundaries } from './spending.js';

/** The PRNG stream of the order, apart from the gate's bootstrap (0), sign flips (1) and joint flips (2+). */
const ORDER_STREAM = 1000;

/** The options `sequentialPlan` takes: the gate's, how many looks, and the criterion and score field the baseline was read with. */
export type SequentialPlanOptions = Pick<
  GateOptions,
  'metric' | 'k' | 'submit' | 'margin' | 'confidence' | 'failOn' | 'matchConfig' | 'requireConfig' | 'seed'
> & { looks: number; criterion?: string | undefined; scoreField?: string | undefined };

/** The one-sided alpha of a gate whose two-sided interval is at `confidence`: (1 - confidence) / 2. */
export function oneSidedAlpha(confidence: number): number {
  return Number(((1 - confidence) / 2).toPrecision(10));
}

/**
 * Items (problem ids, or groups) in a seeded random order (Fisher-Yates on xoshiro128**): every prefix is a simple
 * random sample.
 */
export function seededOrder<T>(items: readonly T[], seed: number): T[] {
  const order = [...items];
  const random = new Xoshiro128(seed, ORDER_STREAM);
  for (let i = order.length - 1; i > 0; i--) {
    const j = random.nextBelow(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/** The problems evaluated by each of L looks at equal shares of N: round(N l / L), the last N. */
export function lookSizes(problems: number, looks: number): number[] {
  return Array.from({ length: looks }, (_, i) => Math.round((problems * (i + 1)) / looks));
}

/**
 * The t boundary of a look: the quantile of the t distribution on the look's df with the tail the z boundary
 * has, t = -F_df^-1(Phi(-z)), the small-sample form of the same test. From the lower tail: Phi(z) rounds to 1,
 * and t to Infinity, for an early look's z of 8.3 and more.
 */
export function tBoundary(z: number, df: number): number {
  return -tQuantile(normalCdf(-z, 0, 1), df);
}

/**
 * What a look evaluates: the order's first `problems`, and with groups, the whole `groups` they make up and the
 * degrees of freedom `df` of its t boundary (units - 1 when not set). A plan over groups sets the Bell-McCaffrey
 * df of their sizes (`clusterDegreesOfFreedom`: G - 1 for equal groups, fewer when a few groups hold most
 * problems); a look sets its statistic's, which is at most that (`lookStatistic`).
 */
export interface LookSize {
  problems: number;
  groups?: number;
  df?: number;
}

/** The units a look's statistic takes as independent: its groups, or its problems. */
export function lookUnits(size: LookSize): number {
  return size.groups ?? size.problems;
}

/**
 * Positions in the plan's order, each span `[from, to]` (1-based), said as positions: a bare number reads as an id
 * where ids are numbers (a τ-bench task). "problems 42-82 of the plan's order", "problems 1-41 and 42-82 of the
 * plan's order", or one position "the 41st problem of the plan's order"; `order` names the order otherwise.
 */
export function orderPositions(
  unit: string,
  spans: readonly (readonly [number, number])[],
  order = "the plan's order",
): string {
  const [from, to] = spans[0]!;
  if (spans.length === 1 && from === to) return `the ${ordinal(from)} ${unit} of ${order}`;
  const shown = spans.map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`));
  return `${unit}s ${listWords(shown, 'and')} of ${order}`;
}

/** 1st, 2nd, 3rd, 4th, ..., 11th, 12th, 13th, ..., 21st. */
function ordinal(position: number): string {
  const tens = Math.floor(position / 10) % 10;
  const suffix = tens === 1 ? 'th' : (['th', 'st', 'nd', 'rd'][position % 10] ?? 'th');
  return `${position}${suffix}`;
}

/**
 * Each look's boundaries at these look sizes (of the plan's `total`), from the spending function at one-sided
 * alpha: the information fraction counts units (`lookUnits`); each t boundary is on the look's df (`LookSize`).
 */
export function plannedLooks(
  sizes: readonly LookSize[],
  total: LookSize,
  alpha: number,
  samples: number,
): PlannedLook[] {
  const fractions = sizes.map((size) => lookUnits(size) / lookUnits(total));
  return spendingBoundaries(fractions, alpha).map((boundary, i) => {
    const { problems, groups, df } = sizes[i]!;
    return {
      look: i + 1,
      problems,
      ...(groups === undefined ? {} : { groups }),
      ...boundary,
      t: tBoundary(boundary.z, df ?? lookUnits(sizes[i]!) - 1),
      completions: problems * samples,
    };
  });
}

/**
 * The order the candidate's problems are evaluated in and the looks' sizes, L looks at equal shares: of the
 * problems, in a seeded random order; or, when the baseline groups its problems, of the groups, in a seeded random
 * order, each group's problems together in the file's order (a problem without a group is a group of its own).
 */
function lookOrder(
  problems: readonly ProblemCounts[],
  looks: number,
  seed: number,
): { order: string[]; sizes: LookSize[]; total: LookSize } {
  const { unitOf, count, clustered } = unitMap(problems.map((p) => p.group));
  if (!clustered) {
    const order = seededOrder(
      problems.map((p) => p.id),
      seed,
    );
    return {
      order,
      sizes: lookSizes(problems.length, looks).map((n) => ({ problems: n })),
      total: { problems: order.length },
    };
  }
  const members = Array.from({ length: count }, (): string[] => []);
  problems.forEach((p, i) => members[unitOf[i]!]!.push(p.id));
  const groups = seededOrder(members, seed);
  const through = [0];
  for (const group of groups) through.push(through.at(-1)! + group.length);
  const sized = (g: number): LookSize => {
    const sizes = Float64Array.from(groups.slice(0, g), (group) => group.length);
    const df = clusterDegreesOfFreedom({
      sizes,
      multiplicities: new Float64Array(g).fill(1),
      count: g,
      problems: through[g]!,
    });
    return { problems: through[g]!, groups: g, df };
  };
  return {
    order: groups.flat(),
    sizes: lookSizes(count, looks).map(sized),
    total: { problems: problems.length, groups: count },
  };
}

/** sha256 of a run's problems as the plan sees them: ids, n and c, in the file's order. */
export function problemsDigest(problems: readonly ProblemCounts[]): string {
  return linesDigest(problems.map((p) => JSON.stringify([p.id, p.n, p.c])));
}

/** Lines hashed at once: a hash update costs far more than the line it adds. */
const DIGEST_BLOCK = 1024;

/** `sha256:` and the hex sha256 of the lines, each followed by a newline. */
export function linesDigest(lines: readonly string[]): string {
  const hash = createHash('sha256');
  for (let i = 0; i < lines.length; i += DIGEST_BLOCK) {
    hash.update(`${lines.slice(i, i + DIGEST_BLOCK).join('\n')}\n`);
  }
  return `sha256:${hash.digest('hex')}`;
}

/**
 * sha256 of a plan's JSON without its `hash` and `notes` keys, every object's keys sorted: a tool that saves the
 * plan with its keys sorted (jq -S, a pre-commit JSON formatter) changes no value, so it keeps the hash. Plans
 * written before hashed their keys `asWritten`, which a look accepts too.
 */
export function planHash(plan: Omit<SequentialPlan, 'hash'> & { hash?: unknown }, asWritten = false): string {
  const content: Record<string, unknown> = { ...plan };
  delete content.hash;
  // Notes say what the looks will need; they decide nothing.
  delete content.notes;
  const sorted = (_key: string, value: unknown): unknown =>
    typeof value === 'object' && value !== null && !Array.isArray(value) && !asWritten
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value;
  return `sha256:${createHash('sha256').update(JSON.stringify(content, sorted)).digest('hex')}`;
}

/**
 * The fixed-size gate's 80%-power drop on the baseline's whole suite at its own n, as `passk-gate plan` predicts
 * it before the candidate is run (both runs sampling each problem as the baseline does): the drop the futility
 * rule's conditional power is computed at. The plan always has the baseline's own row: every problem has at
 * least k samples (`checkSampleBudget`), so its n is planned.
 */
function designDrop(baseline: RunResults, options: SequentialPlanOptions): number {
  const { metric, k, submit, margin, confidence } = options;
  const report = planEval(baseline, undefined, { metric, k, submit, margin, confidence, interval: 'auto' });
  return report.rows.find((r) => r.baseline_n)!.drop;
}

/**
 * A sequential plan for the candidate's eval against this baseline: its problems (or groups) in a seeded random
 * order, L looks at equal shares of them (`lookOrder`), each look's O'Brien-Fleming-type spending boundary at
 * one-sided alpha = (1 - confidence) / 2 computed at the actual look sizes, the design drop of the futility rule
 * (none under fail-on inconclusive), and the hash of it all. Pure: the same baseline and options give the same
 * plan. Errors name the options as `naming` does.
 */
export function makeSequentialPlan(
  baseline: RunResults,
  options: SequentialPlanOptions,
  naming: OptionNaming = CLI_NAMING,
): SequentialPlan {
  const { problems } = baseline;
  // A list's problems are its positions: a candidate's list of the order's first problems would hold #0, #1, ...
  if (baseline.positional === true) {
    throw new InputError(
      `${baseline.source}: names its problems only by position (an MLflow per_problem_c list), so no candidate's ` +
        "results so far can be the plan's first problems, which its random order picks by id: log the harness's " +
        "results file, which names each problem (mlflow.log_artifact(path, 'eval')), and give its " +
        'runs:/<run_id>/eval/<file>; or gate the whole eval with compare',
    );
  }
  const { problem } = unitWords(ranTrials(baseline));
  const label = metricLabel(options.metric, options.k, options.submit);
  const smaller = largestKFix(problems, options.submit, naming.hints);
  checkSampleBudget(problems, options.k, baseline.source, label, ranTrials(baseline), false, smaller);
  checkPerSampleData(problems, options.metric, baseline, naming.hints);
  // A misspelt key would leave the setting meant unchecked at every look.
  const recorded = Object.keys(baseline.config);
  const unrecorded = 'the baseline does not record it';
  checkSettingNames(options.matchConfig, recorded, naming.name('match-config'), unrecorded);
  checkSettingNames(options.requireConfig, recorded, naming.name('require-config'), unrecorded);
  const { order, sizes, total } = lookOrder(problems, options.looks, options.seed);
  const clustered = total.groups !== undefined;
  // A suite the fixed gate could never fail on is refused first: no number of looks mends it.
  checkUnitsReachLevel(lookUnits(total), clustered, singleCheckLevel(options.confidence), {
    source: baseline.source,
    always: ', at any n',
    hints: naming.hints,
    problem,
  });
  // A look over groups is a comparison of them: as many as compare needs to estimate their spread.
  const fewest = clustered ? FEWEST_GROUPS : 2;
  const splits = (looks: number) => {
    const units = lookSizes(lookUnits(total), looks);
    return units[0]! >= fewest && new Set(units).size === units.length;
  };
  if (!splits(options.looks)) {
    const unit = clustered ? 'groups' : `${problem}s`;
    const why = clustered ? ' (the fewest whose spread a look can estimate)' : '';
    let most = options.looks - 1;
    while (most > 1 && !splits(most)) most--;
    throw new InputError(
      `${naming.name('looks')} ${options.looks}: ${lookUnits(total)} ${unit} cannot be split into ${options.looks} looks of at ` +
        `least ${fewest} ${unit} each${why}; give at most ${most} ${most === 1 ? 'look' : 'looks'}`,
    );
  }
  const samples = sampleRange(problems)[0];
  const alpha = oneSidedAlpha(options.confidence);
  const plan: Omit<SequentialPlan, 'hash'> = {
    format: SEQUENTIAL_PLAN_FORMAT,
    baseline: { source: baseline.source, problems: problems.length, samples, digest: problemsDigest(problems) },
    options: {
      metric: options.metric,
      k: options.k,
      submit: options.submit,
      margin: options.margin,
      confidence: options.confidence,
      fail_on: options.failOn,
      match_config: [...options.matchConfig],
      require_config: [...options.requireConfig],
      seed: options.seed,
      criterion: options.criterion?.trim() || null,
      score_field: options.scoreField?.trim() || null,
    },
    alpha,
    spending: SPENDING,
    // Under fail-on inconclusive a pass must be shown (non-inferiority): no look stops for futility.
    futility:
      options.failOn === 'inconclusive'
        ? null
        : { conditional_power: FUTILITY_POWER, design_drop: designDrop(baseline, options) },
    order,
    looks: plannedLooks(sizes, total, alpha, samples),
  };
  return { ...plan, hash: planHash(plan) };
}
