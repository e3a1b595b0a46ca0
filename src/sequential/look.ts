import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import { InputError } from '../common/errors.js';
import { SHARED_HINTS } from '../common/hints.js';
import { counted, listIds, listWords } from '../common/lists.js';
import { configValuesEqual } from '../common/config-values.js';
import type { RunResults } from '../common/types.js';
import { compareConfigs, filledConfig } from '../check/config.js';
import { compareJudgements } from '../check/judgement.js';
import { bothRanTrials, ranTrials, unitWords, type UnitWords } from '../formats/detect.js';
import { checkSampleBudget, sampleRange } from '../check/pairing.js';
import { CLI_NAMING, type OptionNaming } from '../config/options.js';
import { mixedSamples } from '../load/read.js';
import { configPairsText } from '../load/user-config.js';
import { checkPerSampleData } from '../check/samples.js';
import { idName, nameText, shown } from '../io/value-text.js';
import { mean, metricLabel, metricValues } from '../estimate/metric.js';
import { sideWarnings, singleCheckLevel } from '../compare/check.js';
import { fewestSignificantUnits } from '../resample/sign-flip.js';
import {
  clusterDegreesOfFreedom,
  pairedStandardError,
  standardErrorDegreesOfFreedom,
} from '../resample/standard-error.js';
import { resamplingUnits, TIE_TOLERANCE } from '../resample/units.js';
import {
  SEQUENTIAL_LOOK_FORMAT,
  SEQUENTIAL_PLAN_FORMAT,
  type LookReport,
  type NextLook,
  type SequentialPlan,
} from './model.js';
import {
  linesDigest,
  lookUnits,
  orderPositions,
  planHash,
  plannedLooks,
  problemsDigest,
  type LookSize,
} from './plan.js';

/**
 * A look's evidence: the mean paired drop over the used problems, its standard error, the t statistics, and the
 * units that changed (problems, or groups), as compare's sign test counts them.
 */
export interface LookStatistic {
  drop: number;
  se: number;
  df: number;
  changed: number;
  /** (drop - margin) / se: large when the candidate regressed by more than the margin. */
  t: number;
  /** (margin - drop) / se: large when the candidate is no worse than the margin. */
  nonInferiorityT: number;
}

/** A ratio whose standard error may be 0 (every difference equal): +-Infinity by the sign of its numerator, else 0. */
function ratio(numerator: number, se: number): number {
  if (se > 0) return numerator / se;
  return numerator > 0 ? Infinity : numerator < 0 ? -Infinity : 0;
}

/**
 * The paired statistic over m problems: d_i = baseline_i - candidate_i (per-problem metric estimates), drop =
 * mean d, se = sd(d) / sqrt(m) on m - 1 df, t = (drop - margin) / se, and (margin - drop) / se. With `groups` (a
 * key per problem) the problems of a group are one unit: se is the cluster-robust one compare uses
 * (`pairedStandardError`), on the smaller of two df: the Bell-McCaffrey df of the groups' sizes
 * (`clusterDegreesOfFreedom`, G - 1 for G equal groups; the plan's boundaries use it) and the Satterthwaite df of the
 * SE (`standardErrorDegreesOfFreedom`), which falls when a few groups carry the changes. With groups of unequal
 * sizes whose problems share part of the change, the first alone let the t block more often than planned.
 */
export function lookStatistic(
  baseline: ArrayLike<number>,
  candidate: ArrayLike<number>,
  margin: number,
  groups?: readonly (string | undefined)[],
): LookStatistic {
  const m = baseline.length;
  const differences = Float64Array.from({ length: m }, (_, i) => baseline[i]! - candidate[i]!);
  const drop = mean(differences);
  let se: number;
  let df = m - 1;
  let changed = 0;
  if (groups === undefined) {
    let squares = 0;
    for (const d of differences) {
      squares += (d - drop) ** 2;
      if (d !== 0) changed++;
    }
    se = Math.sqrt(squares / (m - 1) / m);
  } else {
    const units = resamplingUnits(differences, groups);
    se = pairedStandardError(units, drop);
    df = Math.min(clusterDegreesOfFreedom(units), standardErrorDegreesOfFreedom(units, drop));
    units.sums.forEach((sum, j) => {
      if (Math.abs(sum) > TIE_TOLERANCE) changed += units.multiplicities[j]!;
    });
  }
  // One change on every problem, written in doubles (0.3 - 0.25 and 0.7 - 0.65 differ in the last bits), leaves a
  // standard error of rounding alone (about 1e-17), which would make t a quadrillion: it is no variation.
  if (se < TIE_TOLERANCE) se = 0;
  return { drop, se, df, changed, t: ratio(drop - margin, se), nonInferiorityT: ratio(margin - drop, se) };
}

/**
 * The conditional power at look k of reaching the last look's boundary c_K if the true drop were the design
 * drop: with the B-value B = Z sqrt(t) and theta the expected final Z at that drop, (design - margin) / SE_N
 * where SE_N = se sqrt(t) is the whole suite's standard error projected from this look's (t the look's fraction:
 * its problems, or groups, over the plan's),
 * CP = 1 - Phi((c_K - B - theta (1 - t)) / sqrt(1 - t)).
 */
export function conditionalPower(z: number, fraction: number, finalBoundary: number, drift: number): number {
  const b = z * Math.sqrt(fraction);
  return 1 - normalCdf((finalBoundary - b - drift * (1 - fraction)) / Math.sqrt(1 - fraction), 0, 1);
}

/** What `sequentialLook` reads of a previous look's report (`--previous`), its decision as any version wrote it. */
type PreviousLook = Pick<LookReport, 'plan' | 'look' | 'taken' | 'digests' | 'config'> & { decision: string };

/**
 * What a look is given: the plan as read from its file, both runs, optionally the previous look's report, and how
 * the caller names options (the CLI's `--candidate-config`, the action's `input candidate-config`), for a refusal's
 * fix; `fileNaming` names the plan and the previous report (default the CLI's `--plan` and `--previous`).
 */
export interface LookInput {
  plan: unknown;
  baseline: RunResults;
  candidate: RunResults;
  previous?: unknown;
  naming?: OptionNaming;
  fileNaming?: OptionNaming;
}

/** A look refused: one line on what is wrong and what to do. */
class Refusal extends Error {}

/** A plan file as read: its format, then its hash; anything else malformed is an `InputError` (exit 2). */
function checkedPlan(value: unknown, naming: OptionNaming): SequentialPlan {
  const plan = value as SequentialPlan;
  if (typeof value !== 'object' || value === null || plan.format !== SEQUENTIAL_PLAN_FORMAT) {
    throw new InputError(
      `${naming.name('plan')}: not a sequential plan (expected "format": "${SEQUENTIAL_PLAN_FORMAT}"); write one with ` +
        ((naming.hints ?? SHARED_HINTS).commands ? 'passk-gate sequential plan' : 'sequentialPlan'),
    );
  }
  if (typeof plan.hash !== 'string' || (planHash(plan) !== plan.hash && planHash(plan, true) !== plan.hash)) {
    throw new Refusal(
      'the plan was changed after it was written (its hash does not match): a plan is fixed before the first look; use the plan as written, or write a new one for a new eval',
    );
  }
  const looks = plan.looks;
  const valid =
    Array.isArray(plan.order) &&
    plan.order.every((id) => typeof id === 'string') &&
    Array.isArray(looks) &&
    looks.length > 0 &&
    looks.every((l, i) => Number.isInteger(l?.problems) && l.problems > (i === 0 ? 1 : looks[i - 1]!.problems)) &&
    looks.at(-1)!.problems === plan.order.length &&
    (looks.every((l) => l.groups === undefined) ||
      looks.every((l, i) => Number.isInteger(l.groups) && l.groups! > (i === 0 ? 1 : looks[i - 1]!.groups!))) &&
    typeof plan.options === 'object' &&
    plan.options !== null &&
    typeof plan.baseline?.digest === 'string';
  if (!valid)
    throw new InputError(
      `${naming.name('plan')}: the plan is malformed (order, looks or options); write a new one with passk-gate sequential plan`,
    );
  return plan;
}

/** The previous look's report as `--previous` gives it; malformed is an `InputError`. */
function checkedPrevious(value: unknown, naming: OptionNaming): PreviousLook {
  const previous = value as PreviousLook;
  const look =
    typeof value === 'object' &&
    value !== null &&
    (value as { format?: unknown }).format === SEQUENTIAL_LOOK_FORMAT &&
    typeof previous.plan === 'string' &&
    typeof previous.decision === 'string' &&
    Number.isInteger(previous.look) &&
    Array.isArray(previous.taken) &&
    previous.taken.every((n) => Number.isInteger(n));
  if (!look)
    throw new InputError(
      `${naming.name('previous')}: not a look's report (expected "format": "${SEQUENTIAL_LOOK_FORMAT}", as ${(naming.hints ?? SHARED_HINTS).report('sequential look')})`,
    );
  // A refused look is refused as it is, whichever version wrote it; so is an earlier version's stop, which kept no
  // digests to take its look again on.
  if (previous.decision === 'refused' || (stopped(previous.decision) && previous.digests === undefined))
    return previous;
  if (previous.digests === undefined && previous.config === undefined)
    throw new InputError(
      `${naming.name('previous')}: written by an earlier passk-gate, which kept neither the results nor the config its looks decided on: take this look without ${naming.name('previous')} (the looks are then the plan's), or finish the plan with the version that began it`,
    );
  // The problems each look taken decided on: each on more problems than the one before; none only before the first
  // look (results that completed none yet continue to it).
  const { taken } = previous;
  const valid =
    taken.length > 0 === previous.look > 0 &&
    taken.length <= previous.look &&
    taken.every((n, i) => n > (i === 0 ? 0 : taken[i - 1]!)) &&
    Array.isArray(previous.digests) &&
    previous.digests.length === taken.length &&
    previous.digests.every((d) => typeof d === 'string') &&
    Array.isArray(previous.config) &&
    previous.config.every((row) => typeof row?.key === 'string');
  if (!valid)
    throw new InputError(
      `${naming.name('previous')}: not a look's report as ${(naming.hints ?? SHARED_HINTS).report('sequential look')}: its looks taken, digests or config are malformed`,
    );
  return previous;
}

/** How many of the plan's order the candidate holds, as its first problems; refused when it holds others. */
function evaluatedPrefix(plan: SequentialPlan, candidate: RunResults, { problem: unit }: UnitWords): number {
  if (candidate.positional === true) {
    throw new Refusal(
      `${candidate.source} names its ${unit}s only by position (an MLflow per_problem_c list), not as the plan's ` +
        "order does, by id: log the harness's results file, which names each problem, and give its runs:/<run_id>/<path>",
    );
  }
  const position = new Map(plan.order.map((id, i) => [id, i]));
  const count = candidate.problems.length;
  for (const problem of candidate.problems) {
    const at = position.get(problem.id);
    if (at === undefined) {
      throw new Refusal(
        `candidate ${unit} ${JSON.stringify(problem.id)} is not in the plan: evaluate only the plan's ${unit}s, in its order`,
      );
    }
    if (at >= count) {
      const missing = plan.order.slice(0, count).find((id) => !candidate.problems.some((p) => p.id === id))!;
      throw new Refusal(
        `candidate ${unit} ${JSON.stringify(problem.id)} is #${at + 1} in the plan's order, past the first ${count}, ` +
          `and #${plan.order.indexOf(missing) + 1} (${JSON.stringify(missing)}) is missing: a look is taken once its ${unit}s' ` +
          `evals have finished; if it is still being evaluated, look again when it is done, else evaluate the ${unit}s in the plan's order`,
      );
    }
  }
  return count;
}

/**
 * Refuses a candidate none of whose problems is the plan's (another suite's file), before its config: as compare
 * says of runs that share no problem, no other reason matters. A candidate known by position is refused as such.
 */
function foreignCandidate(plan: SequentialPlan, baseline: RunResults, candidate: RunResults): void {
  const planned = new Set(plan.order);
  if (candidate.positional === true || candidate.problems.some((p) => planned.has(p.id))) return;
  const ids = (list: readonly string[]) => listIds(list.map(nameText), SHORT_SHOWN);
  // Each side in its own words: a τ-bench candidate's tasks against a HumanEval plan's problems.
  const [ours, theirs] = [baseline, candidate].map((run) => unitWords(ranTrials(run)).problem) as [string, string];
  throw new Refusal(
    `the candidate's ${theirs}s are not the plan's: none of its ${counted(candidate.problems.length, theirs)} ` +
      `(${ids(candidate.problems.map((p) => p.id))}) is among the plan's ${plan.order.length} ${ours}s (${ids(plan.order)}): ` +
      `check that the candidate's file comes from the suite of the plan's baseline (${plan.baseline.source}), ` +
      `and evaluate the plan's ${ours}s in its order`,
  );
}

/**
 * Refuses a previous look that is no state to go on from: a refused look, another plan's, or a stop, unless `look`
 * is the stop's look taken again (a retried job), whose results the digests then check.
 */
function stateOf(previous: PreviousLook, plan: SequentialPlan, files: OptionNaming, look: number): void {
  // A refused report holds no looks (look 0, nothing taken): read as state it would lose a stop and earlier looks.
  if (previous.decision === 'refused') {
    throw new Refusal(
      `${files.name('previous')} is the report of a refused look, which records no looks: give the report of the last look that was not refused`,
    );
  }
  if (previous.plan !== plan.hash)
    throw new Refusal(
      `${files.name('previous')} is a look of another plan: give the report of this plan's previous look`,
    );
  if (stopped(previous.decision) && (look !== previous.look || previous.digests === undefined)) {
    throw new Refusal(
      `the gate already stopped at look ${previous.look} (${previous.decision}): a stopped plan takes no more looks; write a new plan for a new candidate`,
    );
  }
}

/** How many short problems a refusal names, before "and N more". */
const SHORT_SHOWN = 3;

/**
 * Refuses problems with fewer than the plan's n samples that are not in progress in the plan's order: one before
 * a complete problem (the eval went on past it: its samples are lost, or still being evaluated by another worker),
 * or any once the candidate holds every problem of the plan (nothing is left to come but their samples: lost, or
 * the run is at a lower n than planned when most are short). `held`: the candidate's problems, in the plan's order.
 */
function checkShort(
  held: readonly string[],
  have: Map<string, number>,
  samples: number,
  total: number,
  { problem, sample }: UnitWords,
): void {
  const short = held.filter((id) => have.get(id)! < samples);
  if (short.length === 0) return;
  const first = held.indexOf(short[0]!);
  const trailing = short.length === held.length - first;
  if (trailing && held.length < total) return;
  // While the plan is not all held, short problems after the last complete one are in progress, not refused.
  const last = held.length - [...held].reverse().findIndex((id) => have.get(id)! >= samples);
  const named = (held.length < total ? held.slice(0, last) : held).filter((id) => have.get(id)! < samples);
  const texts = named.slice(0, SHORT_SHOWN).map((id) => `${idName(id, problem)} has ${have.get(id)}`);
  const list =
    named.length > SHORT_SHOWN ? `${texts.join(', ')} and ${named.length - SHORT_SHOWN} more` : listWords(texts, 'and');
  const one = named.length === 1 ? `${texts[0]!} of the plan's ${samples} ${sample}s` : undefined;
  const its = named.length === 1 ? 'its' : 'their';
  if (!trailing) {
    // Parallel workers can finish a later problem first: the samples may still be coming, or lost.
    throw new Refusal(
      `${one ?? `${named.length} ${problem}s have fewer than the plan's ${samples} ${sample}s (${list})`} while ` +
        `later ${problem}s are complete: a look is taken once its ${problem}s' evals have finished; if ${its} ` +
        `${sample}s are still being evaluated, look again when they are done, else evaluate ${its} missing ${sample}s`,
    );
  }
  const holds = `the candidate holds all ${total} of the plan's ${problem}s`;
  // Most problems short is a run at a lower n than planned, which a plan at that n would fit.
  if (short.length * 2 > total) {
    const [least, most] = sampleRange(short.map((id) => ({ n: have.get(id)! })));
    const range = least === most ? `n = ${least}` : `n = ${least} to ${most}`;
    throw new Refusal(
      `${holds}, ${short.length} with fewer than its ${samples} ${sample}s (${range}): evaluate their missing ` +
        `${sample}s, or write a plan from a baseline at n = ${least}`,
    );
  }
  throw new Refusal(
    `${holds}, but ${one ?? `${short.length} have fewer than its ${samples} ${sample}s (${list})`}: evaluate ${its} ` +
      `missing ${sample}s`,
  );
}

/** Whether a decision stops the gate. */
function stopped(decision: string): boolean {
  return decision === 'regression' || decision === 'pass' || decision === 'inconclusive';
}

/**
 * One look of a sequential gate. The candidate's results must be the plan's first problems, its config and
 * judgement must match the baseline's (the gate's own checks), and the baseline must be the plan's (its digest).
 * The look is the last the results complete; its statistic uses exactly that look's problems. Boundaries are
 * recomputed at the looks actually taken (`previous`'s, then this one; without it, every planned look up to this
 * one, which spends no less). At look k < K the gate stops for a regression when t >= the boundary, for a pass
 * when (with a margin, or fail-on inconclusive) the non-inferiority t reaches the same boundary or (fail-on
 * regression or never) the conditional power at the design drop is under 10%, and continues otherwise. The last
 * look is the t test at the level left: regression or, by fail-on, pass or inconclusive. A regression also needs
 * as many changed problems as compare's sign test (6 at 0.95); with no variation a drop past the margin is that
 * test's alone, at the look's level, and at the last look a drop at most the margin passes, as compare decides
 * them. Refusals are a report with decision `refused` and the reason in one line; such a report is refused as
 * `previous`.
 */
export function sequentialDecision(input: LookInput): LookReport {
  // A look reads the runs compare reads: what their reading found is said here too, refused or not.
  const warnings = sideWarnings(input.baseline, input.candidate);
  try {
    return { ...decide(checkedPlan(input.plan, input.fileNaming ?? CLI_NAMING), input, warnings), warnings };
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    return { ...refusedReport(input.plan as SequentialPlan, error.message), warnings };
  }
}

function refusedReport(plan: SequentialPlan, refusal: string): Omit<LookReport, 'warnings'> {
  const looks = Array.isArray(plan.looks) ? plan.looks.length : 0;
  const options = plan.options ?? {};
  return {
    format: SEQUENTIAL_LOOK_FORMAT,
    plan: typeof plan.hash === 'string' ? plan.hash : '',
    decision: 'refused',
    reason: null,
    refusal,
    failed: true,
    look: 0,
    looks,
    problems: { evaluated: 0, in_progress: 0, used: 0, total: Array.isArray(plan.order) ? plan.order.length : 0 },
    taken: [],
    digests: [],
    config: [],
    metric: options.metric,
    k: options.k,
    submit: options.submit,
    margin: options.margin,
    baseline: { value: null },
    candidate: { value: null },
    statistic: null,
    next: null,
    completions: 0,
    samples: 0,
    spent: 0,
    fixed: 0,
  };
}

/**
 * Each config refusal's reason, a side's first missing key's with the option that gives them as the caller
 * writes it (its hints': the action's `input candidate-config: ...`): the side's whole config option, as it is
 * replaced whole (`filledConfig`; VALUE where neither run has the key).
 */
function withConfigOptions(config: ReturnType<typeof compareConfigs>, naming: OptionNaming): string[] {
  const option = (side: 'baseline' | 'candidate'): string => {
    const pairs = [...filledConfig(config, side)].map(([key, value]) =>
      value === undefined ? `${key}=VALUE` : configPairsText([[key, value]]),
    );
    const [name, value] = [`${side}-config`, pairs.join(',')];
    return naming.hints === undefined ? `${naming.name(name)} ${value}` : naming.hints.set(name, value);
  };
  // Each side's option gives every key it lacks: said once, after the first reason it mends.
  const firstFor = (side: 'baseline' | 'candidate') =>
    config.refusals.map((r) => r.kind === 'config-missing' && r.missing.includes(side)).indexOf(true);
  return config.reasons.map((reason, i) => {
    const refusal = config.refusals[i]!;
    const sides = refusal.kind === 'config-missing' ? refusal.missing.filter((side) => firstFor(side) === i) : [];
    return sides.length > 0 ? `${reason} (${sides.map(option).join(' and ')})` : reason;
  });
}

/** The compared settings' values on each side, as the look records them. */
function comparedConfig(rows: ReturnType<typeof compareConfigs>['rows']): LookReport['config'] {
  return rows
    .filter((row) => row.checked)
    .map(({ key, baseline, candidate }) => ({
      key,
      ...(baseline === undefined ? {} : { baseline }),
      ...(candidate === undefined ? {} : { candidate }),
    }));
}

/**
 * A look's decoding settings against the previous look's: a setting changed on either side makes the looks
 * estimate different things, and each look's own check would pass it when both sides changed alike. A setting the
 * earlier looks' runs did not record is unknown there, not different: recorded now, it is `added` (a warning). One
 * recorded before and not now is a change: the earlier looks read a value, and giving it again is one option away,
 * while a side that drops a setting on both runs alike would pass every later look's own check.
 */
function configChanges(
  before: LookReport['config'],
  now: LookReport['config'],
): { changes: string[]; added: string[] } {
  const changes: string[] = [];
  const added: string[] = [];
  const keys = [...new Set([...before, ...now].map((row) => row.key))];
  for (const side of ['baseline', 'candidate'] as const) {
    for (const key of keys) {
      const [was, is] = [before, now].map((rows) => rows.find((row) => row.key === key)?.[side]);
      if (is === undefined) {
        if (was !== undefined) changes.push(`${side} ${key} ${shown(was)}, now not recorded`);
      } else if (was === undefined) added.push(`${side} ${key} ${shown(is)}`);
      else if (!configValuesEqual(was, is)) changes.push(`${side} ${key} ${shown(was)}, now ${shown(is)}`);
    }
  }
  return { changes, added };
}

/**
 * A run's groups under a plan written without them (from a baseline without groups, or by an earlier version):
 * its looks take problems as independent, where compare and gate resample whole groups. None without groups.
 */
function ignoredGroupsNote(run: RunResults, source: string): string | undefined {
  const groups = new Set(run.problems.flatMap((p) => (p.group === undefined ? [] : [p.group]))).size;
  if (groups === 0) return undefined;
  return (
    `${source} puts its problems in ${counted(groups, 'group')}, which the plan does not use: its ` +
    "looks treat every problem as independent, so where a group's problems pass or fail together the false-block " +
    'rate is above its alpha; write a new plan from a baseline with the group field, whose looks take whole groups'
  );
}

/**
 * A grouped plan's group of each problem, from the baseline it was written from (undefined for a problem of its
 * own); undefined for a plan without groups. Refuses a baseline whose groups do not end where the plan's looks
 * do (each look takes whole groups, as many as the plan says), and a candidate that puts a problem in another
 * group, as compare does.
 */
function planGroups(
  plan: SequentialPlan,
  baseline: RunResults,
  candidate: RunResults,
): Map<string, string | undefined> | undefined {
  if (plan.looks[0]!.groups === undefined) return undefined;
  const groupOf = new Map(baseline.problems.map((p) => [p.id, p.group]));
  // A problem without a group is a unit of its own: a key no group has.
  const keys = plan.order.map((id) => groupOf.get(id) ?? `\0${id}`);
  for (const look of plan.looks) {
    const taken = new Set(keys.slice(0, look.problems));
    if (taken.size !== look.groups || keys.slice(look.problems).some((key) => taken.has(key))) {
      throw new Refusal(
        `${baseline.source} does not group its problems as the baseline the plan was written from did (the plan's looks take whole groups): give that baseline with its group field, or write a new plan`,
      );
    }
  }
  for (const problem of candidate.problems) {
    const group = groupOf.get(problem.id);
    if (problem.group !== undefined && group !== undefined && problem.group !== group) {
      throw new Refusal(
        `problem ${JSON.stringify(problem.id)} is in group ${JSON.stringify(group)} in ${baseline.source} but in group ${JSON.stringify(problem.group)} in ${candidate.source}: the plan's looks take the baseline's groups; give the candidate's problems the same groups, or none`,
      );
    }
  }
  return groupOf;
}

/** A look's decision; what it finds worth saying that decides nothing is pushed on `warnings`. */
function decide(plan: SequentialPlan, input: LookInput, warnings: string[]): Omit<LookReport, 'warnings'> {
  const { baseline, candidate } = input;
  const { options, looks, order } = plan;
  const total = order.length;
  const samples = plan.baseline.samples;
  // A malformed report given as --previous is the user's file at fault: said before any refusal, so one fix does.
  const files = input.fileNaming ?? CLI_NAMING;
  const previous = input.previous === undefined ? undefined : checkedPrevious(input.previous, files);
  const words = unitWords(bothRanTrials(baseline, candidate));
  const { problem } = words;
  if (problemsDigest(baseline.problems) !== plan.baseline.digest) {
    // Named, so that the fix says which file: under its own name, a baseline changed since the plan was written.
    const planned = plan.baseline.source;
    const which = planned === baseline.source ? `${planned} as it was when the plan was written` : planned;
    throw new Refusal(
      `${baseline.source} is not the baseline the plan was written from (its ${problem}s, their pass counts or their order differ): give that baseline (${which}), its files in the order the plan read them, or write a new plan`,
    );
  }
  foreignCandidate(plan, baseline, candidate);
  const groupOf = planGroups(plan, baseline, candidate);
  if (groupOf === undefined) {
    const ignored = ignoredGroupsNote(candidate, 'the candidate') ?? ignoredGroupsNote(baseline, 'the baseline');
    if (ignored !== undefined) warnings.push(ignored);
  }
  const judgement = compareJudgements(baseline, candidate, false);
  // Said first, as compare says it: it changes what every number means.
  warnings.unshift(...judgement.warnings);
  const config = compareConfigs(baseline, candidate, {
    compared: options.match_config,
    required: options.require_config,
  });
  const naming = input.naming ?? CLI_NAMING;
  const reasons = [...judgement.reasons, ...withConfigOptions(config, naming)];
  // A setting no run records is supplied, not re-run: its reason already says how.
  const rerun = judgement.reasons.length > 0 || config.refusals.some((r) => r.kind === 'config-differs');
  if (reasons.length > 0) {
    throw new Refusal(`${reasons.join('; ')}${rerun ? ': evaluate the candidate as the baseline was' : ''}`);
  }
  const held = evaluatedPrefix(plan, candidate, words);
  // A problem with fewer samples than the plan's n is still in progress: a look on it would decide at a lower n
  // than planned (less power), and its n would misstate what the next problems cost.
  const have = new Map(candidate.problems.map((p) => [p.id, p.n]));
  let evaluated = 0;
  while (evaluated < held && have.get(order[evaluated]!)! >= samples) evaluated++;
  const recordedConfig = comparedConfig(config.rows);
  const index = looks.filter((l) => l.problems <= evaluated).length - 1;
  const look = index + 1;
  if (previous !== undefined) stateOf(previous, plan, files, look);
  checkShort(order.slice(0, held), have, samples, total, words);
  // Problems still short of the plan's n are in progress, as the report says: n differing for them alone is expected.
  if (new Set(candidate.problems.filter((p) => p.n >= samples).map((p) => p.n)).size <= 1) {
    const expected = warnings.findIndex((w) => w.startsWith(`candidate: ${mixedSamples(candidate)} `));
    if (expected >= 0) warnings.splice(expected, 1);
  }
  if (previous !== undefined) {
    if (look < previous.look) {
      const completes =
        look === 0
          ? `no look yet (${evaluated} ${problem}s; the first look needs ${looks[0]!.problems})`
          : `look ${look} (${evaluated} ${problem}s)`;
      throw new Refusal(
        `look skipped backwards: these results complete ${completes} but ${files.name('previous')} was look ${previous.look}: give the results that look read, and the ${problem}s evaluated since`,
      );
    }
    const { changes, added } = configChanges(previous.config, recordedConfig);
    if (changes.length > 0) {
      throw new Refusal(
        `the decoding config changed since ${files.name('previous')}'s look (${changes.join('; ')}): every look of a plan evaluates both runs as the first did; give the settings the earlier looks read`,
      );
    }
    if (added.length > 0) {
      warnings.push(
        `first recorded at this look, not at ${files.name('previous')}'s: ${added.join('; ')} (whether the earlier looks' runs were sampled so is not known)`,
      );
    }
  }
  // The candidate's own samples on its evaluated problems, which may be more than the plan's n: the fixed-size eval
  // is the plan's.
  const candidateSamples =
    evaluated === 0 ? samples : sampleRange(candidate.problems.filter((p) => have.get(p.id)! >= samples))[0];
  const common = {
    format: SEQUENTIAL_LOOK_FORMAT,
    plan: plan.hash,
    refusal: null,
    looks: looks.length,
    metric: options.metric,
    k: options.k,
    submit: options.submit,
    margin: options.margin,
    samples: candidateSamples,
    spent: candidate.problems.reduce((sum, p) => sum + p.n, 0),
    fixed: total * samples,
    config: recordedConfig,
  } as const;
  const nextLook = (after: number): { next: NextLook; completions: number } => {
    const to = looks[after]!.problems;
    let completions = 0;
    for (const id of order.slice(evaluated, to)) completions += Math.max(0, candidateSamples - (have.get(id) ?? 0));
    return { next: { look: after + 1, from: evaluated + 1, to, problems: to - evaluated }, completions };
  };
  const problemsUsed = (used: number, groups: number): LookReport['problems'] => ({
    evaluated,
    in_progress: held - evaluated,
    used,
    total,
    // The last look's groups are the plan's: it evaluates every problem.
    ...(groupOf === undefined ? {} : { groups: { used: groups, total: looks.at(-1)!.groups! } }),
  });
  if (look === 0) {
    return {
      ...common,
      decision: 'continue',
      reason: null,
      failed: false,
      look: 0,
      problems: problemsUsed(0, 0),
      taken: previous?.taken ?? [],
      digests: previous?.digests ?? [],
      baseline: { value: null },
      candidate: { value: null },
      statistic: null,
      ...nextLook(0),
    };
  }
  const used = looks[index]!.problems;
  const ids = order.slice(0, used);
  const byId = (run: RunResults) => {
    const map = new Map(run.problems.map((p) => [p.id, p]));
    return ids.map((id) => map.get(id)!);
  };
  const base = byId(baseline);
  const cand = byId(candidate);
  const label = metricLabel(options.metric, options.k, options.submit);
  checkSampleBudget(cand, options.k, candidate.source, label, ranTrials(candidate));
  checkPerSampleData(cand, options.metric, candidate, naming.hints);
  const baseValues = metricValues(base, options.metric, options.submit).at(options.k);
  const candValues = metricValues(cand, options.metric, options.submit).at(options.k);
  const groups = groupOf === undefined ? undefined : ids.map((id) => groupOf.get(id));
  const statistic = lookStatistic(baseValues, candValues, options.margin, groups);
  const before =
    previous === undefined ? looks.slice(0, index).map((l) => l.problems) : previous.taken.filter((n) => n < used);
  const taken = [...before, used];
  // Each look's digest hashes both runs' results on the problems it added, as this look analysed them.
  const lines = base.map((b, i) =>
    JSON.stringify([b.id, b.n, b.c, cand[i]!.n, cand[i]!.c, baseValues[i], candValues[i]]),
  );
  const digests = taken.map((to, i) => linesDigest(lines.slice(i === 0 ? 0 : taken[i - 1]!, to)));
  // The error rate over all looks holds only when each look is decided once: results that changed on problems a
  // look already decided on would let a look be re-taken until it says what is wanted.
  const altered = (previous?.digests ?? []).flatMap((digest, i): [number, number][] =>
    digest === digests[i] ? [] : [[i === 0 ? 1 : taken[i - 1]! + 1, taken[i]!]],
  );
  if (altered.length > 0) {
    throw new Refusal(
      `the candidate's results on ${orderPositions(problem, altered)} differ from those ${files.name('previous')}'s looks decided on: each look is decided once, on the results it read; give those results, and the ${problem}s evaluated since`,
    );
  }
  const sizeOf = (problems: number): LookSize => looks.find((l) => l.problems === problems) ?? { problems };
  const totalSize = sizeOf(total);
  // The t boundary on the df of the look's own statistic: over groups, their sizes decide it.
  const sizes = [...taken.slice(0, -1).map(sizeOf), { ...sizeOf(used), df: statistic.df }];
  const { t: boundary, z } = plannedLooks(sizes, totalSize, plan.alpha, samples).at(-1)!;
  const last = look === looks.length;
  const failOn = options.fail_on;
  const nonInferiority = options.margin > 0 || failOn === 'inconclusive';
  const fraction = lookUnits(looks[index]!) / lookUnits(totalSize);
  const futility = failOn === 'inconclusive' ? null : plan.futility;
  // With no variation (se = 0) the projection is Infinity against Infinity: no power to compute.
  const power =
    last || futility === null || statistic.se === 0
      ? null
      : conditionalPower(
          statistic.t,
          fraction,
          looks.at(-1)!.z,
          ratio(futility.design_drop - options.margin, statistic.se * Math.sqrt(fraction)),
        );
  // A regression needs the changed problems compare's exact sign test needs at the plan's confidence: t alone
  // would block 5 of 164 problems turned to failures, which no exact test at that level can tell from noise.
  // With no variation every unit changed alike (t infinite for a drop past the margin): that test alone decides, as
  // in compare, but at this look's level (2 Phi(-z) two-sided): 10 problems all fallen are too few at a first look.
  const signLevel = statistic.se > 0 ? singleCheckLevel(options.confidence).alpha : 2 * normalCdf(-z, 0, 1);
  const shown = statistic.t >= boundary && statistic.changed >= fewestSignificantUnits(signLevel);
  // No variation at all at the last look (t is no number): a drop at most the margin passes, as compare's 0-wide
  // interval does.
  const within = last && statistic.se === 0 && statistic.drop <= options.margin;
  let decision: LookReport['decision'];
  let reason: LookReport['reason'];
  if (shown) [decision, reason] = ['regression', 'regression'];
  // Before the last look no variation is no evidence of a pass: the problems not yet evaluated may hold every change.
  else if (nonInferiority && (statistic.se > 0 || last) && statistic.nonInferiorityT >= boundary)
    [decision, reason] = ['pass', 'non-inferiority'];
  else if (last)
    [decision, reason] = failOn === 'inconclusive' && !within ? ['inconclusive', 'last-look'] : ['pass', 'last-look'];
  else if (power !== null && power < futility!.conditional_power) [decision, reason] = ['pass', 'futility'];
  else [decision, reason] = ['continue', null];
  const going = decision === 'continue' ? nextLook(index + 1) : { next: null, completions: 0 };
  return {
    ...common,
    decision,
    reason,
    failed: failOn !== 'never' && (decision === 'regression' || decision === 'inconclusive'),
    look,
    problems: problemsUsed(used, looks[index]!.groups!),
    taken,
    digests,
    baseline: { value: mean(baseValues) },
    candidate: { value: mean(candValues) },
    statistic: {
      drop: statistic.drop,
      se: statistic.se,
      df: statistic.df,
      // No t without variation (0/0 or a drop over 0), as the terminal says.
      t: statistic.se > 0 ? statistic.t : null,
      boundary,
      non_inferiority_t: nonInferiority && statistic.se > 0 ? statistic.nonInferiorityT : null,
      conditional_power: power,
    },
    ...going,
  };
}
