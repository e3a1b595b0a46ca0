import { counted, listWords } from '../common/lists.js';
import { filledConfig, type ConfigRow, type ConfigStatus } from '../check/config.js';
import { simulatedUsers } from '../check/judgement.js';
import type { Refusal, Side } from '../check/refusal.js';
import type { ConfigValue, FailOn, Judgement, Verdict } from '../common/types.js';
import type { OptionEdits } from '../common/errors.js';
import { configValuesEqual } from '../common/config-values.js';
import { configPairsText } from '../load/user-config.js';
import { smallestGateLevel } from '../compare/gate.js';
import { AGAINST_THE_BASE } from '../config/anchor.js';
import { type CheckAnchor, type CheckReport, type GateReport, type SideSummary } from '../compare/model.js';
import { fewestSignificantUnits } from '../resample/sign-flip.js';
import { MAX_PASTED } from '../io/value-text.js';
import { terminalText } from './escape.js';
import { cutApart, idsApart, LINE_ONE_COLOURS, readAlike } from './layout.js';
import {
  articleFor,
  atK,
  configValueText,
  grouped,
  inconclusiveReason,
  levelBelow,
  levelText,
  metricAtK,
  noMarginAdvice,
  onItsSide,
  oracleSentence,
  percentPair,
  planText,
  pValueText,
  powerSentence,
  riseUnconfirmed,
  samplesText,
  signedChange,
  signedPoints,
  marginPoints,
  sizeInPoints,
  unchanged,
  unconfirmedRiseReason,
  problemsText,
  wouldCatch,
  fewProblemsForPower,
  wordsOf,
} from './format.js';
import { bothRanTrials, unitWords } from '../formats/detect.js';

// The phrases every surface shares (terminal, comment, job summary, annotations), so that the decision reads
// the same wherever it is read. Text from files reaches them only through `TextStyle.value`.

/** What the gate does with the pull request: the first thing every report says. */
type Decision = 'blocks' | 'can-merge' | 'informational';

/** How a surface shows text it did not write (ids, config keys and values, model names). */
export interface TextStyle {
  value: (text: string) => string;
  /** How it shows a check's name, where that differs from other text: as the surface's check table shows it. */
  name?: (text: string) => string;
}

/** How `style` shows a check's name. */
const nameText = (style: TextStyle): ((text: string) => string) => style.name ?? style.value;

/** Plain text (terminal, log, annotations): values cut and stripped of control characters. */
export const PLAIN_TEXT: TextStyle = { value: (text) => terminalText(text, 60) };

/** Blocks when the check fails (a refusal always does); with `fail-on never` it only informs. */
export function decisionOf(report: Pick<CheckReport, 'failed' | 'fail_on'>): Decision {
  if (report.failed) return 'blocks';
  return report.fail_on === 'never' ? 'informational' : 'can-merge';
}

/** Line one's colour and icon: the decision's, but a pass of an inconclusive result is undecided (yellow, ⚠️). */
export function decisionTone(
  report: Pick<GateReport, 'failed' | 'fail_on' | 'verdict'>,
): keyof typeof LINE_ONE_COLOURS {
  const decision = decisionOf(report);
  if (decision !== 'can-merge') return decision;
  return report.verdict === 'inconclusive' ? 'undecided' : 'canMerge';
}

const DECISION_WORDS: Record<Decision, string> = {
  blocks: 'Blocks merge',
  'can-merge': 'Can merge',
  informational: 'Informational: this gate does not block',
};

/** Each verdict in words, as every report's status says it: "no regression", "not compared". */
export const VERDICT_WORDS: Record<Verdict, string> = {
  regression: 'regression',
  improvement: 'improvement',
  'no-regression': 'no regression',
  inconclusive: 'inconclusive',
  refused: 'not compared',
};

/** A margin as the limit of the change, in points (`marginPoints`): 0.01 -> "-1.0"; no margin -> "0.0" (any shown drop). */
export function limitText(margin: number): string {
  return margin === 0 ? '0.0' : `-${marginPoints(margin)}`;
}

/**
 * An interval of the change in points: "-9.9 to -4.1", "-0.039 to -0.003" (an end reads 0.0 only at 0). Given the
 * check's `margin`, an end that would read as its limit, or on its other side, gets more decimals ("-1.04" beside
 * the limit "-1.0"; "-1.385" beside "-1.39"): which of the two is lower decides the verdict.
 */
export function intervalText(ci: readonly [number, number], margin = 0): string {
  return `${changeBesideLimit(ci[0], margin)} to ${changeBesideLimit(ci[1], margin)}`;
}

/**
 * A change in points (`signedChange`) beside the check's limit, with more decimals when it would read as the limit
 * or on its other side: a change of exactly -6.25 beside the limit 6.25 reads "-6.25", not "-6.3", past it.
 */
function changeBesideLimit(value: number, margin: number): string {
  return onItsSide(
    value * 100,
    Number(limitText(margin)),
    signedChange(value),
    (digits) => signedPoints(value, digits),
    2,
  );
}

/**
 * The level the check table heads its intervals with: of several checks, the gate's, which they hold together
 * (each is at the level its check was tested at); `together` when that is not each check's own (multiplicity none).
 */
function tableLevel(report: GateReport): { level: string; together: boolean } {
  const many = report.checks.length > 1;
  const confidence = many ? report.multiplicity.confidence : report.checks[0]!.delta!.confidence;
  return { level: levelText(confidence), together: many && report.multiplicity.method !== 'none' };
}

/** The columns of the check table; of several checks, the interval's level is of all of them together. */
export function checkColumns(report: GateReport): string[] {
  const { level, together } = tableLevel(report);
  const interval = `${level} interval${together ? ' (all checks together)' : ''}`;
  return ['check', 'baseline', 'candidate', 'change (points)', interval, 'limit', 'status'];
}

/** A check's status in the table: its verdict in words, and that a rise the interval shows was not confirmed. */
export function statusWords(report: CheckReport): string {
  return `${VERDICT_WORDS[report.verdict]}${riseUnconfirmed(report) ? ': rise not confirmed' : ''}`;
}

/** A refused check's status in the table: why, in a few words, and where its fix is said. */
export function refusedStatus(report: CheckReport, style: TextStyle): string {
  const where = fixSteps(report, style).length > 0 ? 'fix below' : 'details below';
  return `${VERDICT_WORDS.refused}: ${refusalGist(report, style)}; ${where}`;
}

/** A compared check's numbers in the table's columns: both values, the change, its interval and the limit. */
export function checkNumbers(report: CheckReport): [string, string, string, string, string] {
  const delta = report.delta!;
  const change = changeBesideLimit(delta.value, delta.margin);
  return [
    ...percentPair(report.baseline.value!, report.candidate.value!, change),
    change,
    intervalText(delta.ci, delta.margin),
    limitText(delta.margin),
  ];
}

/** The size of a change in words: "fell 7.0 points", "fell 0.019 points", "did not move" (only when none). */
function movedBy(value: number): string {
  if (unchanged(value)) return 'did not move';
  return `${value < 0 ? 'fell' : 'rose'} ${sizeInPoints(Math.abs(value))} points`;
}

/**
 * The verdict in a few words with the change at the deployment k: "pass@1 fell 7.0 points". `subject` is what
 * moved, where the gist says a move: the metric at k, or a check named with it ("`MBPP` pass@1 fell 4.5 points").
 */
export function verdictGist(
  report: CheckReport,
  style: TextStyle,
  subject = metricAtK(report),
  interval = (ci: readonly [number, number]): string =>
    `${levelText(report.delta!.confidence)} interval ${intervalText(ci, report.delta!.margin)}`,
): string {
  if (report.delta === null) return `${VERDICT_WORDS.refused}, ${refusalGist(report, style)}`;
  const metric = metricAtK(report);
  const { value, margin } = report.delta;
  switch (report.verdict) {
    case 'regression':
      return `${subject} ${movedBy(value)}${margin > 0 ? `, more than the ${marginPoints(margin)}-point limit` : ''}`;
    case 'improvement':
      return `${subject} ${movedBy(value)}`;
    case 'no-regression':
      return margin > 0
        ? `no drop in ${metric} beyond the ${marginPoints(margin)}-point limit (${changeBesideLimit(value, margin)} points)`
        : `no drop in ${metric} (${signedChange(value)} points)`;
    default:
      // The change as seen, with its interval: a drop the suite cannot confirm still reads as a drop.
      return `${subject} ${movedBy(value)} (${interval(report.delta.ci)})`;
  }
}

/** What line one says of a result the suite cannot decide. */
const UNDECIDED = 'not enough evidence';

/**
 * Line one of a gate of one check: the decision, then the verdict; with fail-on never, what it would have done.
 * An inconclusive result says so beside the decision: "Can merge, not enough evidence: pass@1 fell 5.5 points (...)".
 */
export function checkDecisionLine(report: CheckReport, style: TextStyle): string {
  const decision = decisionOf(report);
  const words = DECISION_WORDS[decision];
  if (decision === 'informational' && report.verdict === 'regression') {
    return `${words}. It would have blocked: ${verdictGist(report, style)}`;
  }
  if (report.verdict === 'inconclusive') {
    const undecided = decision === 'informational' ? '. Not enough evidence' : `, ${UNDECIDED}`;
    return `${words}${undecided}: ${verdictGist(report, style)}`;
  }
  return `${words}: ${verdictGist(report, style)}`;
}

/** The numbers behind line one's verdict: "65.2% -> 58.2%, 95% interval -9.9 to -4.1, limit -1.0". */
export function evidenceText(report: CheckReport): string | null {
  if (report.delta === null) return null;
  const [baseline, candidate, , interval, limit] = checkNumbers(report);
  return `${baseline} -> ${candidate}, ${levelText(report.delta.confidence)} interval ${interval}, limit ${limit}`;
}

/** A sentence from a clause: capital first letter, closing full stop. */
export function sentence(text: string): string {
  const trimmed = text.trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** Why an inconclusive result blocks or not under the gate's rule, in words; null for other verdicts. */
function inconclusiveRule(report: CheckReport): string | null {
  if (report.verdict !== 'inconclusive' || report.delta === null) return null;
  const metric = metricAtK(report);
  const { margin } = report.delta;
  const worse = margin > 0 ? `${metric} is at most ${marginPoints(margin)} points worse` : `${metric} is not worse`;
  return failOnRule(report.fail_on, `the suite must show ${worse}, and it does not`);
}

/** What fail-on makes of an inconclusive result; `unshown` is what the suite had to show and did not. */
function failOnRule(failOn: FailOn, unshown: string): string | null {
  if (failOn === 'inconclusive') return `With fail-on inconclusive ${unshown}.`;
  // The setting that would block it, for a team that expected this to fail.
  if (failOn === 'regression') {
    return 'With fail-on regression only a drop the suite can show blocks the merge; fail-on inconclusive would block this too.';
  }
  return null;
}

/** Said right under line one of an inconclusive result: what would decide it, why it is inconclusive, and whether that blocks. */
export function inconclusiveNote(report: CheckReport): string | null {
  const reason = inconclusiveReason(report);
  if (reason === null) return null;
  return [confirmText(report), sentence(reason), inconclusiveRule(report)].filter((part) => part !== null).join(' ');
}

/** What would decide an inconclusive drop: the problems that catch a drop its size ("To decide it: ..."). */
function confirmText(report: CheckReport): string | null {
  const confirm = report.delta?.power.confirm;
  if (confirm == null) return null;
  const samples = samplesText(report.problems.samples!);
  const problems = confirm.problems === null ? null : `${problemsText(report, confirm.problems)} at ${samples}`;
  const { problem, sample } = wordsOf(report);
  const more =
    confirm.samples != null ? `n = ${confirm.samples} on these ${grouped(report.problems.compared)} ${problem}s` : null;
  const either = [problems, more].filter((size) => size !== null);
  const drop = confirm.drop;
  if (either.length === 0) {
    const size = sizeInPoints(drop);
    return `No suite of any size at ${samples} would catch ${articleFor(size)} ${size}-point drop.`;
  }
  const also = confirm.samples === undefined && !greedy(report) ? `; more ${sample}s per ${problem} help too` : '';
  const suites = `${either.join(', or ')}${either.length > 1 ? ',' : ''}`;
  const caught = wouldCatch(suites, drop, report.delta!.power.probability);
  // Sized from the spread of a few problems, which they show roughly (test/simulation/power.sim.test.ts).
  const rough = fewProblemsForPower(report)
    ? `a rough guide, from the spread of ${grouped(report.problems.compared)} ${problem}s; `
    : '';
  return `To decide it: ${caught}${also} (${rough}${planText(report, drop)}).`;
}

/**
 * Whether both runs record temperature 0: greedy decoding, where more samples of a problem repeat the first. Not an
 * agent's trials: its user simulator, tools and sandbox vary from trial to trial at any temperature (τ-bench's
 * agents default to 0).
 */
function greedy(report: CheckReport): boolean {
  if (bothRanTrials(report.baseline, report.candidate)) return false;
  const row = report.config.rows.find((r) => r.key === 'temperature');
  const zero = (value: ConfigValue | undefined): boolean => value !== undefined && configValuesEqual(value, 0);
  return row !== undefined && zero(row.baseline) && zero(row.candidate);
}

/**
 * What more data would do for an inconclusive result. Without a margin it only confirms a drop that is real: an
 * unchanged candidate stays inconclusive, which the reason already says when the interval reaches past 0.
 */
function moreDataText(report: CheckReport): string | null {
  const { margin, ci } = report.delta!;
  const { problem, sample } = wordsOf(report);
  const more = greedy(report) ? `More ${problem}s` : `More ${problem}s, or more ${sample}s per ${problem},`;
  if (margin > 0) return `${more} would make the suite decisive.`;
  if (ci[1] >= 0) return null;
  return `${more} would confirm a drop that is real; but ${noMarginAdvice(problem)}.`;
}

/** What the suite can catch, where that matters (no regression, inconclusive), and what more data would do. */
export function powerNote(report: CheckReport): string | null {
  if (report.verdict !== 'no-regression' && report.verdict !== 'inconclusive') return null;
  const power = powerSentence(report);
  if (power === null) return null;
  // What more data would do is said once: by the figure under line one when there is one.
  const more = report.verdict === 'inconclusive' && report.delta!.power.confirm === null ? moreDataText(report) : null;
  return more === null ? power : `${power} ${more}`;
}

/** "a", "a and b", "a, b and c". */
const allOf = (items: readonly string[]): string => listWords(items, 'and');

/** How a check names a side: a drift check's baseline is the anchor, a record, not the base's baseline. */
export function sideName(report: Pick<CheckReport, 'anchor'>, side: Side): string {
  return side === 'baseline' && report.anchor !== undefined ? 'anchor' : side;
}

/** The refusal in a few words, for line one: "temperature differs (baseline 0.8, candidate 0.2)". */
export function refusalGist(report: CheckReport, style: TextStyle): string {
  // Runs with no problem in common cannot be compared whatever else is fixed: said first.
  const first = report.refusals.find((r) => r.kind === 'no-common-problems') ?? report.refusals[0];
  if (first === undefined) return report.reasons[0] ?? 'the comparison is not valid';
  // A reason of another kind is named too, in a few words (the details below say it whole); beside runs that share
  // no problem, no other reason matters.
  const groups = refusalGroups(wordsOf(report).problem);
  const group = (r: Refusal): string => groups[r.kind];
  const others = first.kind === 'no-common-problems' ? [] : report.refusals.filter((r) => group(r) !== group(first));
  const config = others.some((r) => r.kind === 'config-differs')
    ? 'the decoding settings differ'
    : 'a decoding setting is unknown';
  const also = [...new Set(others.map(group))].map((words) => (words === 'config' ? config : words));
  return `${firstReason(report, first, style)}${also.length > 0 ? `; ${allOf(also)} too` : ''}`;
}

/**
 * Each kind of refusal in a few words, as line one names a reason beside its first; the config's kinds are one.
 * `problem` is what the runs' units are called (an agent's tasks).
 */
const refusalGroups = (problem: string): Record<Refusal['kind'], string> => ({
  'config-differs': 'config',
  'config-missing': 'config',
  'problems-differ': `the ${problem} sets differ`,
  'no-common-problems': `the runs share no ${problem}`,
  'judgement-differs': 'the runs were judged differently',
  'positions-unpairable': `the ${problem}s cannot be paired`,
});

/** The first reason of a refusal, in words with its values. */
function firstReason(report: CheckReport, first: Refusal, style: TextStyle): string {
  const baseline = sideName(report, 'baseline');
  const value = (v: Parameters<typeof configValueText>[0]): string => style.value(configValueText(v));
  const { problem } = wordsOf(report);
  switch (first.kind) {
    case 'config-differs': {
      const differs = report.refusals.filter((r) => r.kind === 'config-differs');
      if (differs.length > 1) return `${allOf(differs.map((r) => style.value(r.key)))} differ`;
      return `${style.value(first.key)} differs (${baseline} ${value(first.baseline)}, candidate ${value(first.candidate)})`;
    }
    case 'config-missing': {
      const missing = report.refusals.filter((r) => r.kind === 'config-missing');
      const names = missing.map((r) => style.value(r.key));
      const keys = listWords(names);
      const sides = new Set(missing.map((r) => r.missing.join(' ')));
      if (sides.size > 1) return `the decoding config is incomplete (${allOf(names)})`;
      return first.missing.length === 2
        ? `neither run records ${keys}`
        : `the ${sideName(report, first.missing[0]!)} does not record ${keys}`;
    }
    case 'problems-differ': {
      const parts: string[] = [];
      if (first.only_baseline > 0) parts.push(`${first.only_baseline} only in the ${baseline}`);
      if (first.only_candidate > 0) parts.push(`${first.only_candidate} only in the candidate`);
      return `the ${problem} sets differ (${parts.join(', ')})`;
    }
    case 'no-common-problems':
      return `the runs share no ${problem}`;
    case 'judgement-differs': {
      const fields = allOf(first.fields.map((field) => judgementWords(first)[field]));
      return `the runs were judged differently (${fields} ${first.fields.length === 1 ? 'differs' : 'differ'})`;
    }
    case 'positions-unpairable':
      return first.ids === null
        ? `${problem}s are paired by position but the lists differ in length (${first.baseline} and ${first.candidate})`
        : `the ${first.ids === 'baseline' ? 'candidate' : baseline} names ${problem}s only by position, the ${sideName(report, first.ids)} by id`;
  }
}

type JudgementRefusal = Extract<Refusal, { kind: 'judgement-differs' }>;

const JUDGEMENT_WORDS: Record<'format' | 'criterion' | 'dataset', string> = {
  format: 'harness',
  criterion: 'pass criterion',
  dataset: 'suite or dataset version',
};

/** The words of a refusal's judgement fields: a criterion that is a user simulator (τ-bench's, τ²-bench's) is one. */
function judgementWords(refusal: JudgementRefusal): typeof JUDGEMENT_WORDS {
  return simulatedUsers(refusal.baseline, refusal.candidate)
    ? { ...JUDGEMENT_WORDS, criterion: 'user simulator' }
    : JUDGEMENT_WORDS;
}

/** Why the gate refuses such runs at all, one sentence per kind of refusal that needs saying. */
export function refusalWhy(report: CheckReport): string[] {
  const kinds = new Set(report.refusals.map((r) => r.kind));
  const refusal = report.refusals.find((r) => r.kind === 'judgement-differs');
  const judged =
    refusal !== undefined && judgementWords(refusal).criterion === 'user simulator'
      ? 'A pass earned against another user simulator (the model that plays the user in every conversation), or ' +
        'judged by another harness, suite or dataset version, means something else, so the gate compares only runs ' +
        'judged alike.'
      : 'A pass judged by other tests (another harness, pass criterion, suite or dataset version) means something ' +
        'else, so the gate compares only runs judged alike.';
  const sampled =
    'Scores sampled with different decoding settings measure different things, so the gate compares only runs ' +
    'whose temperature is known and whose recorded settings agree.';
  return [
    ...(kinds.has('judgement-differs') ? [judged] : []),
    ...(kinds.has('config-differs') || kinds.has('config-missing') ? [sampled] : []),
  ];
}

/** The columns of the table of `refusedSettings`: a drift check's baseline is its anchor. */
export function refusedColumns(report: CheckReport): string[] {
  return ['setting', sideName(report, 'baseline'), 'candidate'];
}

/** The settings a refusal names, one row each: key, the baseline's value, the candidate's ("not recorded"). */
export function refusedSettings(report: CheckReport, style: TextStyle): string[][] {
  const judged = (judgement: Judgement, field: 'format' | 'criterion' | 'dataset'): string => {
    const recorded = judgement[field];
    return recorded === undefined || recorded === '' ? 'not recorded' : style.value(recorded);
  };
  return report.refusals.flatMap((r) => {
    if (r.kind === 'config-differs' || r.kind === 'config-missing') {
      const value = (side: Side): string =>
        r.kind === 'config-missing' && r.missing.includes(side)
          ? 'not recorded'
          : style.value(configValueText(r[side]));
      return [[style.value(r.key), value('baseline'), value('candidate')]];
    }
    if (r.kind !== 'judgement-differs') return [];
    return (['format', 'criterion', 'dataset'] as const)
      .filter((field) => r.baseline[field] !== undefined || r.candidate[field] !== undefined)
      .map((field) => [judgementWords(r)[field], judged(r.baseline, field), judged(r.candidate, field)]);
  });
}

/**
 * The problem ids only one run has, per side that has any: ["only in the baseline", "a, b and 3 more"]; each id
 * within `max` columns, as the surface's per-problem lists cut theirs.
 */
export function unmatchedIds(report: CheckReport, style: TextStyle, max: number): [string, string][] {
  // Pairing refuses runs for one of these at most: they share no problem, or some.
  const refusal = report.refusals.find((r) => r.kind === 'problems-differ' || r.kind === 'no-common-problems');
  if (refusal === undefined) return [];
  // Both sides' ids as one list: an id of one must not read as one of the other; a bare number, as a count.
  const { problem } = wordsOf(report);
  const shown = idsApart([...refusal.baseline_ids, ...refusal.candidate_ids], max).map((id) =>
    /^\d+$/.test(id.full) ? `${problem} ${style.value(id.text)}` : style.value(id.text),
  );
  const said = (list: string[], count: number): string =>
    `${list.join(', ')}${count > list.length ? ` and ${count - list.length} more` : ''}`;
  const { only_baseline: baseline, only_candidate: candidate } = report.problems;
  const split = refusal.baseline_ids.length;
  const lines: [string, string][] = [];
  if (baseline > 0) lines.push([`only in the ${sideName(report, 'baseline')}`, said(shown.slice(0, split), baseline)]);
  if (candidate > 0) lines.push(['only in the candidate', said(shown.slice(split), candidate)]);
  return lines;
}

/**
 * A check's largest `limit` changes each way, under the heading, each as every report shows it: its id told apart
 * across both lists within `max` columns, both values and the change in points.
 */
export function largestChanges(report: CheckReport, limit: number, max: number) {
  const [worse, better] = [report.flips.slice(0, limit), report.gains.slice(0, limit)];
  const ids = idsApart(
    [...worse, ...better].map((f) => f.id),
    max,
  );
  const shown = (f: CheckReport['flips'][number], i: number) => {
    const change = signedChange(f.delta);
    return { shown: ids[i]!, values: percentPair(f.baseline, f.candidate, change), change };
  };
  const { dropped, gained } = report.changed;
  return {
    heading: `Per-${wordsOf(report).problem} changes${atK(report)}: ${grouped(dropped)} got worse, ${grouped(gained)} got better`,
    worse: worse.map((f, i) => shown(f, i)),
    better: better.map((f, i) => shown(f, worse.length + i)),
  };
}

/** One way out of a refusal: what to do in words, and the option changes that do it, if any. */
export interface FixStep {
  text: string;
  edits?: OptionEdits;
}

/** A way out that changes options, with what it does in a few words ("compare anyway"), for a joint change. */
interface EditStep extends FixStep {
  edits: OptionEdits;
  does: string;
  /** A correction of a side's config: it holds that side's whole config, the keys it lacks filled in too. */
  corrects?: true;
  /**
   * What the step says where a joint change holds it, before the joint changes ("... also gives both runs'
   * settings"), after "Each change below" or "The change below": no way out on its own there.
   */
  lead?: string;
}

const changes = (step: FixStep): step is EditStep => step.edits !== undefined;

/**
 * A value a fix can copy into an option, whole: the tables show it cut, but the fix is what the user pastes. A
 * megabyte would be a megabyte-long command, so past `MAX_PASTED` the user fills it in, as a value no run records.
 */
function copyable(value: ConfigValue | undefined): ConfigValue | undefined {
  return typeof value === 'string' && value.length > MAX_PASTED ? undefined : value;
}

/** What a side's `-config` must become to supply what it lacks in `check` (`filledConfig`), values to fill in empty. */
function filledFor(check: CheckReport, side: Side): Map<string, ConfigValue | undefined> {
  const filled = filledConfig({ rows: check.config.rows, refusals: check.refusals }, side);
  return new Map([...filled].map(([key, value]) => [key, copyable(value)]));
}

/** Says what a fix's text leaves to the user: each empty value of `config` to fill in. */
const FILL_IN = 'fill in each empty value (an empty one is refused)';
const hasBlank = (config: Map<string, ConfigValue | undefined>): boolean => [...config.values()].includes(undefined);

/** How a drift check is pointed at another record, in words that fit the CLI's `--anchor` and the action's input. */
const PICK_ANCHOR = 'pick it with the anchor selector commit:SHA or ref:REF';

/** A drift check and the check against the base it follows: one candidate, two baselines. */
interface DriftPair {
  base: CheckReport;
  anchor: CheckReport;
}

/** The drift pair `check` is in, either one (`withAnchorChecks` puts the base check right before the anchor's). */
function driftPair(gate: GateReport | undefined, check: CheckReport): DriftPair | undefined {
  if (gate === undefined) return undefined;
  const i = gate.checks.indexOf(check);
  if (check.anchor !== undefined) {
    const base = gate.checks[i - 1];
    return base !== undefined && base.anchor === undefined ? { base, anchor: check } : undefined;
  }
  const anchor = gate.checks[i + 1];
  return anchor?.anchor !== undefined ? { base: check, anchor } : undefined;
}

/**
 * The name of the config file's check that `check` is a row of: a drift pair's two rows are one check of the file,
 * named as the file names it.
 */
export function fileCheckName(gate: GateReport, check: CheckReport): string {
  const name = driftPair(gate, check)?.base.name;
  const suffix = ` ${AGAINST_THE_BASE}`;
  return name?.endsWith(suffix) ? name.slice(0, -suffix.length) : check.name;
}

/** The value a check's baseline records for `key`, and whether the gate compares the key. */
function baselineRow(check: CheckReport, key: string): { value: ConfigValue | undefined; checked: boolean } {
  const row = check.config.rows.find((r) => r.key === key);
  return { value: row?.baseline, checked: row?.checked ?? false };
}

/**
 * The keys of `report`'s config refusals that the base's baseline and the anchor both record, at different values:
 * no candidate matches both.
 */
function disagreedHere(report: CheckReport, pair: DriftPair | undefined): string[] {
  if (pair === undefined) return [];
  const refused = new Set(
    report.refusals.flatMap((r) => (r.kind === 'config-differs' || r.kind === 'config-missing' ? [r.key] : [])),
  );
  return pair.base.config.rows
    .filter((row) => row.checked && row.baseline !== undefined && refused.has(row.key))
    .filter((row) => {
      const anchor = baselineRow(pair.anchor, row.key).value;
      return anchor !== undefined && !configValuesEqual(anchor, row.baseline!);
    })
    .map((row) => row.key);
}

/** Says that the base's baseline and the anchor were sampled apart on `keys`, which no option can mend. */
function disagreementStep(pair: DriftPair, keys: readonly string[], style: TextStyle): FixStep {
  const value = (check: CheckReport, key: string): string =>
    style.value(configValueText(baselineRow(check, key).value));
  const settings = keys.map(
    (key) => `${style.value(key)}: baseline ${value(pair.base, key)}, anchor ${value(pair.anchor, key)}`,
  );
  return {
    text:
      `The baseline and the anchor (${pair.anchor.anchor!.commit.slice(0, 7)}) were sampled at different settings ` +
      `(${settings.join('; ')}), and no candidate run can match both: anchor on a record sampled as the baseline ` +
      `was (${PICK_ANCHOR}), or re-run the baseline and the candidate at the anchor's settings.`,
  };
}

/**
 * Whether the other check of a drift pair still holds once the candidate is given `values`: its baseline records
 * each of them alike.
 */
function otherAgrees(other: CheckReport, values: Map<string, ConfigValue | undefined>): boolean {
  return [...values].every(([key, value]) => {
    const recorded = baselineRow(other, key).value;
    return value !== undefined && recorded !== undefined && configValuesEqual(recorded, value);
  });
}

function differsSteps(report: CheckReport, style: TextStyle, pair: DriftPair | undefined): FixStep[] {
  const differs = report.refusals.filter((r) => r.kind === 'config-differs');
  if (differs.length === 0) return [];
  const settings = (side: Side): string =>
    allOf(differs.map((r) => `${style.value(r.key)} ${style.value(configValueText(r[side]))}`));
  const anchored = report.anchor !== undefined;
  // Where the base and the anchor disagree, re-running the candidate at one's settings is refused by the other.
  const apart = disagreedHere(report, pair).length > 0;
  const steps: FixStep[] = [];
  const rerun = `Re-run the candidate's eval at ${settings('baseline')}, as the ${sideName(report, 'baseline')} was run.`;
  if (!apart) steps.push({ text: rerun });
  steps.push({
    text: anchored
      ? `Or, if serving has moved to ${settings('candidate')}, anchor on a run recorded at it (${PICK_ANCHOR}).`
      : `Or, if serving has moved to ${settings('candidate')}, regenerate the baseline at ${settings('candidate')} ` +
        'and make it the new baseline.',
  });
  // A drift check's baseline is a record: no option of the gate changes what it records.
  for (const side of anchored ? (['candidate'] as const) : (['candidate', 'baseline'] as const)) {
    const typed = differs.filter(
      (r) => report.config.rows.find((row) => row.key === r.key)?.[`${side}Source`] === 'user',
    );
    if (typed.length === 0) continue;
    const other: Side = side === 'baseline' ? 'candidate' : 'baseline';
    const corrected = new Map(typed.map((r) => [r.key, r[other]]));
    // The candidate is compared with both baselines of a drift pair: a value only one of them records is refused.
    if (pair !== undefined && side === 'candidate' && !otherAgrees(anchored ? pair.base : pair.anchor, corrected)) {
      continue;
    }
    const pairs = filledFor(report, side);
    for (const [key, value] of corrected) pairs.set(key, copyable(value));
    const fill = hasBlank(pairs) ? `; ${FILL_IN}` : '';
    const correct: EditStep = {
      text: `Or, if ${side}-config gave the wrong value and the ${side} ran at the ${sideName(report, other)}'s settings, correct it${fill}:`,
      edits: { [`${side}-config`]: configPairsText(pairs) },
      does: `correct ${side}-config`,
      corrects: true,
    };
    steps.push(correct);
  }
  return steps;
}

/** A drift check whose record lacks `keys`: a record is never rewritten, so another one must be anchored on. */
function anchorMissingStep(anchor: CheckAnchor, keys: readonly string[], style: TextStyle): FixStep {
  const them = keys.length === 1 ? 'it' : 'them';
  return {
    text:
      `The anchor (${anchor.commit.slice(0, 7)}) was recorded without ${listWords(keys.map(style.value))}, and a ` +
      `record is never rewritten: anchor on a run recorded with ${them} (${PICK_ANCHOR}), or record the default ` +
      `branch's runs with ${them} from now on (history add --config; the action records what candidate-config ` +
      'gives) and anchor on one of those.',
  };
}

/**
 * The options that give every run of `report` the settings it lacks, each a side's whole `-config`. In a drift pair
 * the candidate must suit both baselines: a key it lacks takes the base's baseline's value, else the anchor's, and
 * the base's baseline is given an anchor's value it lacks, or the check against the base would refuse it. Also
 * whose values were filled in, whether any is left empty, and the compared keys the anchor would still lack.
 */
function givenConfigs(
  report: CheckReport,
  pair: DriftPair | undefined,
): { edits: OptionEdits; from: Set<string>; blanks: boolean; anchorLacks: string[] } {
  const from = new Set<string>();
  let blanks = false;
  let baselineFilled = false;
  const anchorLacks: string[] = [];
  const edits: OptionEdits = {};
  const give = (side: Side, config: Map<string, ConfigValue | undefined>): void => {
    edits[`${side}-config`] = configPairsText(config);
    if (hasBlank(config)) blanks = true;
  };
  const missing = (check: CheckReport, side: Side) =>
    check.refusals.filter((r) => r.kind === 'config-missing').filter((r) => r.missing.includes(side));
  if (pair === undefined) {
    const sides = report.anchor === undefined ? (['baseline', 'candidate'] as const) : (['candidate'] as const);
    for (const side of sides) {
      const lacking = missing(report, side);
      if (lacking.length === 0) continue;
      const filled = filledFor(report, side);
      give(side, filled);
      const other: Side = side === 'baseline' ? 'candidate' : 'baseline';
      if (lacking.some((r) => filled.get(r.key) !== undefined)) from.add(sideName(report, other));
    }
    return { edits, from, blanks, anchorLacks };
  }
  const { base, anchor } = pair;
  const candidate = filledFor(base, 'candidate');
  const baseline = filledFor(base, 'baseline');
  const lackingKeys = [...missing(base, 'candidate'), ...missing(anchor, 'candidate')].map((r) => r.key);
  for (const key of new Set(lackingKeys)) {
    const [inBase, inAnchor] = [baselineRow(base, key), baselineRow(anchor, key)];
    const value = copyable(inBase.value ?? inAnchor.value);
    candidate.set(key, value);
    if (value !== undefined) from.add(inBase.value !== undefined ? 'baseline' : 'anchor');
    if (inBase.value === undefined && inBase.checked) {
      baseline.set(key, value);
      baselineFilled = true;
    }
    if (inAnchor.value === undefined && inAnchor.checked) anchorLacks.push(key);
  }
  if (missing(base, 'baseline').some((r) => !r.missing.includes('candidate'))) from.add('candidate');
  if (lackingKeys.length > 0) give('candidate', candidate);
  if (missing(base, 'baseline').length > 0 || baselineFilled) give('baseline', baseline);
  return { edits, from, blanks, anchorLacks };
}

function missingSteps(report: CheckReport, style: TextStyle, pair: DriftPair | undefined): FixStep[] {
  const missing = report.refusals.filter((r) => r.kind === 'config-missing');
  if (missing.length === 0) return [];
  const { edits, from, blanks, anchorLacks } = givenConfigs(report, pair);
  // The anchor's own lacks, and those the candidate's new settings would make the check against it refuse.
  const own = report.anchor === undefined ? [] : missing.filter((r) => r.missing.includes('baseline'));
  const lacking = [...new Set([...own.map((r) => r.key), ...anchorLacks])];
  const anchor = pair?.anchor.anchor ?? report.anchor;
  const anchorStep = anchor === undefined || lacking.length === 0 ? [] : [anchorMissingStep(anchor, lacking, style)];
  // Under the drift check, settings given to the runs mend it only where its candidate lacks one: what the
  // anchor lacks stays lacking (a record is never rewritten), so the base check's own change is not offered here.
  const mends = report.anchor === undefined || missing.some((r) => r.missing.includes('candidate'));
  // Where the base and the anchor disagree, the disagreement is said instead (`fixSteps`).
  if (!mends || Object.keys(edits).length === 0 || disagreedHere(report, pair).length > 0) return anchorStep;
  const given = Object.keys(edits).map((option) => option.replace('-config', ''));
  const whose =
    given.length === 1 ? `the ${given[0]}'s` : pair === undefined ? "both runs'" : "the candidate's and the baseline's";
  const parts = [`Give ${whose} settings to the gate`];
  if (from.size > 0) {
    parts.push(
      given.length === 2 && pair === undefined
        ? "a value filled in is the other run's: change it if this run was not sampled with it"
        : `the values filled in are ${allOf([...from].map((name) => `the ${name}'s`))}: change any ${given.length === 1 ? `the ${given[0]}` : 'a run'} was not sampled with`,
    );
  }
  if (pair !== undefined && given.includes('baseline') && from.has('anchor')) {
    parts.push("the baseline needs the anchor's values too, or the check against the base refuses them");
  }
  if (blanks) parts.push(FILL_IN);
  const lead = [`also gives ${whose} settings to the gate`, ...parts.slice(1)].join('; ');
  const give: EditStep = { text: `${parts.join('; ')}:`, edits, does: `give ${whose} settings`, lead: `${lead}.` };
  return [...anchorStep, give];
}

/**
 * The fewest problems a check of `gate` needs to be able to fail at its confidence: the sign-flip test's smallest
 * p-value must fall below the level it is first tested at (`checkUnitsReachLevel`). None known outside a gate.
 */
function fewestProblems(gate: GateReport | undefined): number | undefined {
  if (gate === undefined) return undefined;
  const { method, confidence, family_size: size } = gate.multiplicity;
  return fewestSignificantUnits(smallestGateLevel({ method, confidence }, size).alpha);
}

function problemSteps(report: CheckReport, gate: GateReport | undefined): FixStep[] {
  const steps: FixStep[] = [];
  const { problem } = wordsOf(report);
  for (const refusal of report.refusals) {
    if (refusal.kind === 'problems-differ') {
      // Too few shared problems for the gate ever to fail: intersecting them is refused in turn.
      const needed = fewestProblems(gate) ?? 0;
      if (refusal.shared < needed) {
        steps.push({
          text:
            `Run both models on the same ${problem}s: only ${refusal.shared} are in both runs, and confidence ` +
            `${gate!.multiplicity.confidence} needs at least ${needed} compared for the gate to be able to fail.`,
        });
        continue;
      }
      const intersect: EditStep = {
        text: `Or compare only the ${refusal.shared} ${problem}s both runs have (the report says how many were left out):`,
        edits: { problems: 'intersect' },
        does: `compare only the ${refusal.shared} shared ${problem}s`,
      };
      steps.push({ text: `Run both models on the same ${problem}s.` }, intersect);
    } else if (refusal.kind === 'positions-unpairable') {
      steps.push({
        text:
          `Give both runs in the same form, as lists of the same ${problem}s in the same order or as files with ` +
          `${problem} ids.`,
      });
    }
  }
  return steps;
}

/** Formats whose reader takes the pass criterion as an option (evalplus: `base` or `plus`). */
const CRITERION_READERS = new Set(['evalplus']);

/**
 * When only the criterion differs and one side's file is read by a reader that takes it, reading that file by
 * the other side's criterion makes the two alike.
 */
function criterionStep(report: CheckReport, refusal: JudgementRefusal): FixStep[] {
  if (refusal.fields.length !== 1 || refusal.fields[0] !== 'criterion') return [];
  const read = (['baseline', 'candidate'] as const).filter((side) => CRITERION_READERS.has(report[side].format));
  if (read.length !== 1) return [];
  const side = read[0]!;
  const other: Side = side === 'baseline' ? 'candidate' : 'baseline';
  const criterion = refusal[other].criterion!;
  const step: EditStep = {
    text: `Or read the ${side}'s ${report[side].format} file by the ${other}'s pass criterion, ${criterion}:`,
    edits: { criterion },
    does: `read the ${side} by criterion ${criterion}`,
  };
  return [step];
}

function judgementSteps(report: CheckReport): FixStep[] {
  const refusal = report.refusals.find((r) => r.kind === 'judgement-differs');
  if (refusal === undefined) return [];
  const anyway: EditStep = {
    text: 'Or compare anyway, knowing that a pass means something else on each side (the report says so first):',
    edits: { 'allow-mixed-judgement': true },
    does: 'compare anyway',
  };
  const { criterion } = judgementWords(refusal);
  return [
    { text: `Judge both runs with the same harness, ${criterion}, suite and dataset version.` },
    ...criterionStep(report, refusal),
    anyway,
  ];
}

/** The fix of runs that share no problem: the same suite, and which each ran when both record it and they differ. */
function sameSuiteText(report: CheckReport, style: TextStyle): string {
  const ids = report.refusals.find((r) => r.kind === 'no-common-problems');
  const { problem } = wordsOf(report);
  if (ids !== undefined && readAlike(ids.baseline_ids, ids.candidate_ids)) {
    return (
      `The two runs' ${problem} ids differ only in what does not show, written as \\uXXXX above (\\u000d: a ` +
      'carriage return that Windows line ends leave; \\u0020: a space at an end): write the ids alike in both runs.'
    );
  }
  const base = report.baseline.judgement?.dataset;
  const cand = report.candidate.judgement?.dataset;
  if (base === undefined || cand === undefined || base === cand) {
    return `Check that both files come from the same suite: no ${problem} id appears in both.`;
  }
  return (
    `Compare runs of the same suite: the baseline ran ${style.value(base)}, the candidate ${style.value(cand)}, ` +
    `and no ${problem} id appears in both.`
  );
}

/** The option changes of `chosen` ways out, one per cause, as one: a correction of a side's config goes over its plain supply. */
function jointEdits(chosen: readonly EditStep[]): OptionEdits {
  const ordered = [...chosen.filter((step) => !step.corrects), ...chosen.filter((step) => step.corrects)];
  return Object.assign({}, ...ordered.map((step) => step.edits)) as OptionEdits;
}

/**
 * The ways out of a refusal, in order: judgement, config, then the problem sets; empty when not refused. When
 * several causes each have an option change, each is said in words and the changes are joined: one step with
 * the first change of every cause, then one per other change of a cause, so that no pasted change is refused again
 * for another cause. Runs with no problem in common get only that fix: nothing else makes them comparable.
 * `gate` is the gate the check is in: a drift check's fixes must keep its check against the base valid.
 */
export function fixSteps(report: CheckReport, style: TextStyle, gate?: GateReport): FixStep[] {
  if (report.refusals.some((r) => r.kind === 'no-common-problems')) return [{ text: sameSuiteText(report, style) }];
  const pair = driftPair(gate, report);
  const apart = disagreedHere(report, pair);
  const causes = [
    judgementSteps(report),
    [...(apart.length > 0 ? [disagreementStep(pair!, apart, style)] : []), ...differsSteps(report, style, pair)],
    missingSteps(report, style, pair),
    problemSteps(report, gate),
  ];
  const changing = causes.filter((steps) => steps.some(changes));
  const unsettled = unsettledText(report, causes, apart);
  const steps = causes.flat();
  if (changing.length < 2) {
    // A lone change still names what it leaves unsettled: pasted alone, it is refused again for that.
    const named = steps.map((step) =>
      changes(step) && unsettled !== '' ? { ...step, text: step.text.replace(/:$/, `${unsettled}:`) } : step,
    );
    return shownUnderBase(report, named, style, gate, pair);
  }
  // A change that every joint change holds is no alternative: it is said as their lead-in.
  const words = steps
    .filter((step) => !changes(step) || step.lead === undefined)
    .map((step) => ({ text: changes(step) ? step.text.replace(/:$/, '.') : step.text }));
  const firsts = changing.map((steps) => steps.find(changes)!);
  const joint = (chosen: EditStep[]): FixStep => ({
    text: `To ${allOf(chosen.map((step) => step.does))} at once${unsettled}:`,
    edits: jointEdits(chosen),
  });
  const others = changing.flatMap((steps, i) =>
    steps
      .filter(changes)
      .slice(1)
      .map((other) => joint(firsts.map((first, j) => (j === i ? other : first)))),
  );
  const below = others.length === 0 ? 'The change below' : 'Each change below';
  const leads = steps.flatMap((step) =>
    changes(step) && step.lead !== undefined ? [{ text: `${below} ${step.lead}` }] : [],
  );
  return shownUnderBase(report, [...words, ...leads, joint(firsts), ...others], style, gate, pair);
}

/** Option changes as one comparable text, whatever the order of their options. */
const editsKey = (edits: OptionEdits): string =>
  JSON.stringify(Object.entries(edits).sort(([a], [b]) => a.localeCompare(b)));

/**
 * A drift check's ways out, with a change already given under the check against the base (shown right before it)
 * said once: the same command twice reads as two fixes.
 */
function shownUnderBase(
  report: CheckReport,
  steps: FixStep[],
  style: TextStyle,
  gate: GateReport | undefined,
  pair: DriftPair | undefined,
): FixStep[] {
  if (pair === undefined || report !== pair.anchor) return steps;
  const shown = new Set(
    fixSteps(pair.base, style, gate).flatMap((step) => (changes(step) ? [editsKey(step.edits)] : [])),
  );
  return steps.map((step) =>
    changes(step) && shown.has(editsKey(step.edits))
      ? { text: 'The change given above, under the check against the base, fixes this check too.' }
      : step,
  );
}

/**
 * What a joint change leaves unsettled, for its lead-in: a cause of the refusal no option mends (settings that
 * differ with no typed value to correct, a base and an anchor that disagree, an anchor that lacks a setting, runs
 * given in other forms); empty when every cause has an option change.
 */
function unsettledText(report: CheckReport, causes: readonly FixStep[][], apart: readonly string[]): string {
  const [, differs, missing, problems] = causes;
  const left: string[] = [];
  const runs: string[] = [];
  const differing = report.refusals.filter((r) => r.kind === 'config-differs').map((r) => r.key);
  if (apart.length > 0) left.push('the baseline and the anchor must also be sampled alike');
  else if (differing.length > 0 && !differs!.some(changes)) runs.push(`sampled at one ${allOf(differing)}`);
  if (missing!.length > 0 && !missing!.some(changes))
    left.push('the anchor must also be a record with every setting compared');
  if (problems!.length > 0 && !problems!.some(changes)) {
    const kinds = new Set(report.refusals.map((r) => r.kind));
    if (kinds.has('problems-differ')) runs.push(`run on the same ${wordsOf(report).problem}s`);
    if (kinds.has('positions-unpairable')) runs.push('given in the same form');
  }
  if (runs.length > 0) left.unshift(`the runs must also be ${allOf(runs)}`);
  return left.length === 0 ? '' : `; ${left.join('; ')}`;
}

// The phrases of a gate of several checks.

/** How many failing checks line one names before it counts the rest. */
const NAMED_IN_LINE_ONE = 2;

/**
 * Whether `name` says `metric` as a whole token: "HumanEval pass@1 guard" and "mbpp_pass@1" say pass@1,
 * "HumanEval pass@10 guard" and "pass@1k" do not; nor does "11@5" say 1@5.
 */
function namesMetric(name: string, metric: string): boolean {
  const escaped = metric.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{N})${escaped}(?![\\p{L}\\p{N}@^]|\\.\\d)`, 'u').test(name);
}

/** A check's name with the metric at its k after it, unless the name says the metric: "MBPP pass@1". */
function suffixed(check: CheckReport): string {
  const metric = metricAtK(check);
  return namesMetric(check.name, metric) ? check.name : `${check.name} ${metric}`;
}

/** How many columns a report that cuts check names (line one, markdown, annotations) keeps of one. */
const NAME_WIDTH = 60;

/**
 * A check's label, the same wherever the report names it: its name and the metric at its k ("`MBPP` pass@1"), or
 * its name alone when that says the metric, or when the metric would make it another check's name or label (names
 * differ, so labels then do too). A name wider than `width` is cut apart from the other checks' names (`cutApart`),
 * so that cut labels still differ.
 */
export function checkName(
  report: GateReport,
  check: CheckReport,
  name: (text: string) => string,
  width = NAME_WIDTH,
): string {
  // A lone comparison without a name of its own is named by its metric.
  if (check.name === metricAtK(check)) return check.name;
  const others = report.checks.filter((other) => other !== check);
  const shown = (text: string): string => terminalText(text, Infinity);
  const otherNames = others.map((other) => shown(other.name));
  const cut = name(cutApart(shown(check.name), width, otherNames));
  const label = suffixed(check);
  const taken = others.some((other) => other.name === label || suffixed(other) === label);
  return label === check.name || taken ? cut : `${cut} ${label.slice(check.name.length + 1)}`;
}

/** A check's gist with its label: "`MBPP` pass@1 fell 4.5 points", "`MBPP` pass@1: not compared, temperature differs". */
function namedGist(report: GateReport, check: CheckReport, style: TextStyle): string {
  const label = checkName(report, check, nameText(style));
  if (check.verdict === 'regression' || check.verdict === 'improvement') return verdictGist(check, style, label);
  const undecided = check.verdict === 'inconclusive' ? `${UNDECIDED}, ` : '';
  // The interval as the check table heads it, so that line one and the table say one level.
  const { level, together } = tableLevel(report);
  const interval = (ci: readonly [number, number]): string =>
    `${level} interval${together ? ', all checks together:' : ''} ${intervalText(ci, check.delta!.margin)}`;
  return `${label}: ${undecided}${verdictGist(check, style, metricAtK(check), interval)}`;
}

/** The verdicts in order of severity, as the gate's verdict ranks them. */
const SEVERITY: GateReport['verdict'][] = ['refused', 'regression', 'inconclusive', 'no-regression', 'improvement'];

/** Checks worst first: by verdict's severity, then by how far the change fell beyond the limit (file order on ties). */
function worstFirst(checks: readonly CheckReport[]): CheckReport[] {
  const beyond = (check: CheckReport): number => (check.delta === null ? 0 : check.delta.value + check.delta.margin);
  return [...checks].sort((a, b) => SEVERITY.indexOf(a.verdict) - SEVERITY.indexOf(b.verdict) || beyond(a) - beyond(b));
}

/** The verdicts that are nouns and take a plural ("2 improvements"); the others read as labels ("2 inconclusive"). */
const COUNTED: Partial<Record<Verdict, true>> = { regression: true, improvement: true };

/** How many checks got each verdict, most severe first: "3 no regression, 1 improvement". */
function verdictCounts(checks: readonly CheckReport[]): string {
  return SEVERITY.map((verdict) => [verdict, checks.filter((c) => c.verdict === verdict).length] as const)
    .filter(([, count]) => count > 0)
    .map(([verdict, count]) => `${count} ${VERDICT_WORDS[verdict]}${count > 1 && COUNTED[verdict] ? 's' : ''}`)
    .join(', ');
}

/** A list of check gists, the worst few named and the rest counted: "a; b; and 2 more". */
function gistList(report: GateReport, checks: readonly CheckReport[], style: TextStyle): string {
  const named = worstFirst(checks)
    .slice(0, NAMED_IN_LINE_ONE)
    .map((check) => namedGist(report, check, style));
  const rest = checks.length - named.length;
  return rest > 0 ? `${named.join('; ')}; and ${rest} more` : named.join('; ');
}

/** Line one of every report: the decision, then what decides it ("Blocks merge: 2 of 5 checks fail: ..."). */
export function gateDecisionLine(report: GateReport, style: TextStyle): string {
  const decision = decisionOf(report);
  const words = DECISION_WORDS[decision];
  const { checks } = report;
  if (checks.length === 1) return checkDecisionLine(checks[0]!, style);
  const failing = checks.filter((check) => check.failed);
  const regressed = checks.filter((check) => check.verdict === 'regression');
  if (decision === 'blocks') {
    const blocks =
      failing.length === 1
        ? `${words}: ${namedGist(report, failing[0]!, style)}`
        : `${words}: ${failing.length} of ${counted(checks.length, 'check')} fail: ${gistList(report, failing, style)}`;
    // A refused check blocks even under fail-on never; the regressions that do not are named too, as when none is refused.
    if (report.fail_on !== 'never' || regressed.length === 0) return blocks;
    return `${blocks}. With fail-on never it does not block on: ${gistList(report, regressed, style)}`;
  }
  if (decision === 'informational' && regressed.length > 0) {
    return `${words}. It would have blocked: ${gistList(report, regressed, style)}`;
  }
  const none = `${words}: ${counted(checks.length, 'check')}, none regressed (${verdictCounts(checks)})`;
  // What the suite could not decide is still named on line one, worst first, the rest counted.
  const undecided = checks.filter((check) => check.verdict === 'inconclusive');
  return undecided.length === 0 ? none : `${none}; ${gistList(report, undecided, style)}`;
}

/** `value` as a percentage to two significant digits of the level `alpha`: 0.0125 -> "1.25%", 0.9875 -> "98.75%". */
function levelPercent(alpha: number, value = alpha): string {
  return `${Number((value * 100).toFixed(Math.max(0, Math.ceil(-Math.log10(alpha * 100))) + 2))}%`;
}

/** The error rate in one plain sentence: "5 checks; the chance that any of them fails by noise alone is held to 5%." */
export function familyErrorSentence(report: GateReport): string {
  const { method, family_size: size, alpha } = report.multiplicity;
  if (method === 'none') {
    return (
      `${counted(size, 'check')}, each held to ${levelPercent(alpha)} on its own (multiplicity none): the error rate is ` +
      'per check, so the chance that some check fails by noise alone grows with the number of checks.'
    );
  }
  const any = size === 1 ? 'it' : 'any of them';
  return `${counted(size, 'check')}; the chance that ${any} fails by noise alone is held to ${levelPercent(alpha)}.`;
}

/**
 * The levels the checks were tested at, as the report stores them and written as "needed p below" writes them
 * (never above the level), for a gate whose joint tests moved them off the formula (alpha over the checks left):
 * "0.025" for Bonferroni, "step 1 at 0.025, step 2 at 0.05, where it stopped" for Holm. Null without a joint set,
 * or with multiplicity none.
 */
export function jointLevelsText(report: GateReport): string | null {
  const { method, joint } = report.multiplicity;
  if (method === 'none' || joint.length === 0) return null;
  // A drift check against the best of N is tested at its step's level over N: its step's level is N times its own.
  const levels = report.checks.map((check) => ({
    ...check.multiplicity,
    level: check.multiplicity.level * (check.anchor?.among ?? 1),
  }));
  if (method === 'bonferroni') return listWords([...new Set(levels.map((l) => levelBelow(l.level)))].map(String));
  const claimed = levels.filter((l) => l.step !== null).sort((a, b) => a.step! - b.step!);
  const steps = claimed.map((l) => `step ${l.step} at ${levelBelow(l.level)}`);
  const stopped = levels.find((l) => l.step === null);
  if (stopped !== undefined) steps.push(`step ${claimed.length + 1} at ${levelBelow(stopped.level)}, where it stopped`);
  return steps.join(', ');
}

/**
 * How a drift check against the best of N records is tested, when the gate has one: "a drift check against the
 * best of 20 records counts as 20 comparisons: ..."; null otherwise.
 */
export function bestOfText(report: GateReport): string | null {
  const among = [...new Set(report.checks.flatMap((check) => check.anchor?.among ?? []))];
  if (among.length === 0) return null;
  const n = listWords(among.map(String), 'or');
  return (
    `a drift check against the best of ${n} records counts as that many comparisons: its p-value enters the ` +
    "method as that many times itself, and its level and interval are its step's over that many"
  );
}

/** How the error rate is held, for the method notes: by the method, or with none check by check. */
export function familyMethodText(report: GateReport): string {
  return [familyRuleText(report), bestOfText(report)].filter((part) => part !== null).join('; ');
}

function familyRuleText(report: GateReport): string {
  const { method, family_size: size, alpha } = report.multiplicity;
  if (method === 'none') return `multiplicity none: each check tested on its own at ${alpha}`;
  const levels = jointLevelsText(report);
  // Checks tested jointly run on the same suite, of one kind; said as the gate's method text says its checks.
  const { problem } = unitWords(report.checks.every((c) => bothRanTrials(c.baseline, c.candidate)));
  const joint = `checks of the same ${problem}s are tested jointly, which is less strict when they move together`;
  if (method === 'holm') {
    const how = "Holm's step-down method over the checks' sign-flip p-values";
    return levels === null ? how : `${how}; ${joint}: ${levels}`;
  }
  return levels === null
    ? `Bonferroni: each check tested at ${alpha} / ${size}`
    : `Bonferroni: each check tested at ${levels}, not ${alpha} / ${size}: ${joint}`;
}

/** How many checks share a check's error rate: all of the gate's, or 1 with multiplicity none. */
export function sharing(report: GateReport): number {
  return report.multiplicity.method === 'none' ? 1 : report.multiplicity.family_size;
}

/**
 * How a check was tested: "interval at 98.75% (Holm step 1 of 5); sign-flip test p = ...", the checks tested
 * jointly with it named within `width` columns.
 */
function testedText(report: GateReport, check: CheckReport, style: TextStyle, width: number): string | null {
  if (check.delta === null) return null;
  const { method, family_size: size } = report.multiplicity;
  const { step, joint_with: joint, level } = check.multiplicity;
  const stopped = report.checks.filter((c) => c.multiplicity.step !== null).length + 1;
  const how =
    method === 'none'
      ? 'on its own'
      : method === 'bonferroni'
        ? `Bonferroni over ${counted(size, 'check')}`
        : step === null
          ? `Holm step ${stopped} of ${size}, where the method stopped`
          : `Holm step ${step} of ${size}`;
  const named = (name: string): CheckReport => report.checks.find((c) => c.name === name)!;
  const label = (name: string): string => checkName(report, named(name), nameText(style), width);
  const together = joint.length === 0 ? '' : `, jointly with ${joint.map(label).join(', ')}`;
  // An anchor picked as the best of N records is tested as N comparisons: its p times N, its level over N.
  const among = check.anchor?.among;
  const picked = among === undefined ? '' : `, as the best of ${among} records`;
  const { p_value: p, p_adjusted: adjusted = p, p_exact: exact } = check.delta;
  const { alpha } = report.multiplicity;
  // Written as the raw p is: exact to its digits, or estimated.
  const adjustedText =
    method === 'none' && among === undefined ? '' : `, adjusted ${pValueText(adjusted, { exact, alpha })}`;
  const raw = pValueText(p, { exact, alpha: level });
  return `interval at ${levelPercent(level, 1 - level)} (${how}${picked}${together}); sign-flip test ${raw}${adjustedText}`;
}

/** What fail-on makes of the inconclusive checks, said once: their own rule when they share it, else a general one. */
function familyInconclusiveRule(report: GateReport): string | null {
  const rules = new Set(report.checks.flatMap((check) => inconclusiveRule(check) ?? []));
  if (rules.size <= 1) return [...rules][0] ?? null;
  return failOnRule(
    report.fail_on,
    "the suite must show each check's metric is at most its limit worse, and for these it does not",
  );
}

/** The inconclusive checks of several: how many, each named (`name` shows it, cut to `width`) with why, and whether that blocks. */
export function inconclusiveChecks(
  report: GateReport,
  name: (text: string) => string,
  width = NAME_WIDTH,
): { heading: string; items: string[]; rule: string | null } | null {
  const items = report.checks.flatMap((check) => {
    const reason = inconclusiveReason(check, sharing(report));
    return reason === null ? [] : [`${checkName(report, check, name, width)}: ${reason}`];
  });
  if (items.length === 0) return null;
  const heading = `${items.length === 1 ? 'One check is' : `${items.length} checks are`} inconclusive:`;
  return { heading, items, rule: familyInconclusiveRule(report) };
}

/**
 * How a report shows a run in its runs line: `parts` is the run's name, or the names of the files merged into it
 * when those name it; `others` every part of both runs, what a cut part must still be told apart from.
 */
export type RunNameText = (parts: readonly string[], others: readonly string[]) => string;

/** A run's name in parts: the names of the files merged into it when they name it (` + ` between), else the name. */
export function nameParts(side: Pick<SideSummary, 'name' | 'sources'>): string[] {
  const parts = side.name.split(' + ');
  return side.sources !== undefined && parts.length === side.sources.length ? parts : [side.name];
}

/**
 * Who was compared with whom: "candidate a vs baseline b" (`name` shows a run; a drift check's baseline side is the
 * anchor, as its runs table calls it), and on how many problems.
 */
export function runsLine(
  check: Pick<CheckReport, 'baseline' | 'candidate'> & Partial<Pick<CheckReport, 'delta' | 'problems' | 'anchor'>>,
  name: RunNameText,
): string {
  const [baseline, candidate] = [nameParts(check.baseline), nameParts(check.candidate)];
  const others = [...baseline, ...candidate];
  const runs = `candidate ${name(candidate, others)} vs ${sideName(check, 'baseline')} ${name(baseline, others)}`;
  return check.delta != null && check.problems !== undefined
    ? `${runs} · ${grouped(check.problems.compared)} ${wordsOf(check).problem}${check.problems.compared === 1 ? '' : 's'}`
    : runs;
}

/** A lone check's runs; of several, how many, and the two runs when every check compares the same two models. */
export function contextText(report: GateReport, name: RunNameText): string {
  const [first, ...rest] = report.checks;
  if (rest.length === 0) return runsLine(first!, name);
  const models = (side: 'baseline' | 'candidate') => new Set(report.checks.map((c) => c[side].name));
  const shared = models('baseline').size === 1 && models('candidate').size === 1;
  const runs = shared ? [runsLine({ baseline: first!.baseline, candidate: first!.candidate }, name)] : [];
  return [counted(report.checks.length, 'check'), ...runs].join(' · ');
}

/**
 * For agent runs with several trials per task gated on pass@k, a pointer to pass^k at k up to the trials: how
 * reliably the agent solves a task, which agent benchmarks report. Null otherwise.
 */
function trialsNote(report: CheckReport): string | null {
  const trials = report.problems.samples?.min ?? 0;
  if (report.metric !== 'pass@k' || !bothRanTrials(report.baseline, report.candidate) || trials < 2) return null;
  return (
    `Every task ran at least ${trials} times: pass^k, the chance that all k trials of a task pass, measures how ` +
    `reliably the agent solves it; try pass^k at k ${trials === 2 ? '= 2' : `from 2 to ${trials}`}.`
  );
}

/**
 * What a lone check says under its table: why a rise was not confirmed, what the suite can catch, its oracle, a
 * pointer to pass^k.
 */
export function loneCheckNotes(check: CheckReport): string[] {
  const rise = unconfirmedRiseReason(check, 1);
  return [rise === null ? null : sentence(rise), powerNote(check), oracleSentence(check), trialsNote(check)].filter(
    (note) => note !== null,
  );
}

/**
 * What a check of several says under its line: how it was tested (the other checks named as `checkName` shows them
 * within `width`), an unconfirmed rise, its power, its oracle.
 */
export function checkNotes(report: GateReport, check: CheckReport, style: TextStyle, width = NAME_WIDTH): string[] {
  const tested = testedText(report, check, style, width);
  const rise = unconfirmedRiseReason(check, sharing(report));
  return [
    tested === null ? null : sentence(tested),
    rise === null ? null : sentence(rise),
    powerNote(check) ?? powerSentence(check),
    oracleSentence(check),
    trialsNote(check),
  ].filter((note) => note !== null);
}

const CONFIG_STATUS_WORDS: Record<ConfigStatus, string> = {
  equal: 'equal',
  differs: 'differs',
  missing: 'missing',
  unrecorded: 'not recorded by either run',
  greedy: 'not compared at temperature 0',
};

/** How a setting compared, in the runs table's words; empty for a setting the gate does not compare. */
export function configStatusWords(row: ConfigRow): string {
  return row.checked ? CONFIG_STATUS_WORDS[row.status] : '';
}

/**
 * The runs table's summary of the settings: how many both runs record and how they compared, how many are
 * missing (one run lacks it, or neither records the temperature every comparison needs), and those no run
 * records or greedy decoding makes moot: "4 settings compared, all equal; 1 not recorded by either run".
 */
export function configSummary(report: CheckReport): string {
  const checked = report.config.rows.filter((r) => r.checked);
  if (checked.length === 0) return 'not checked';
  const count = (status: ConfigStatus): number => checked.filter((r) => r.status === status).length;
  const compared = count('equal') + count('differs');
  const differs = count('differs');
  const outcome =
    differs === 0
      ? compared === 1
        ? 'equal'
        : 'all equal'
      : compared === 1
        ? 'it differs'
        : `${differs} differ${differs === 1 ? 's' : ''}`;
  const head = compared === 0 ? 'no setting compared' : `${counted(compared, 'setting')} compared, ${outcome}`;
  const aside = (['missing', 'unrecorded', 'greedy'] as const)
    .filter((status) => count(status) > 0)
    .map((status) => `${count(status)} ${CONFIG_STATUS_WORDS[status]}`);
  return aside.length === 0 ? head : `${head}; ${aside.join(', ')}`;
}
