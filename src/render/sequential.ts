import type { RunResults } from '../common/types.js';
import { ranTrials, unitWords, type UnitWords } from '../formats/detect.js';
import { levelAt } from '../common/level.js';
import { fewestSignificantUnits } from '../resample/sign-flip.js';
import { mean, metricValues } from '../estimate/metric.js';
import { FUTILITY_POWER, type LookReport, type SequentialPlan } from '../sequential/model.js';
import { lookUnits, orderPositions } from '../sequential/plan.js';
import { codeSpan, markdownText, terminalText } from './escape.js';
import {
  grouped,
  metricAtK,
  percent,
  percentPair,
  pValueText,
  signedChange,
  sizeInPoints,
  wholeScoreText,
  zeroScoreText,
} from './format.js';
import { LINE_ONE_COLOURS, noticeLines, pageOf, wrap, type Page, type PageOptions } from './layout.js';
import { counted } from '../common/lists.js';

/** How many of the order's first ids the plan summary shows. */
const SHOWN_IDS = 5;

/**
 * `sequential plan`'s summary: the order's first ids, then each look with its problems, cost and boundary, when a
 * pass stops early, and, as compare says it, when the design drop is the `baseline`'s whole score or more.
 * `written`: the plan file's path, or `the plan to stdout`. Given a `width`, its lines wrap to it.
 */
export function planSummary(
  plan: SequentialPlan,
  written: string,
  baseline: RunResults,
  layout: PageOptions = {},
): string {
  const page = pageOf(layout);
  const { order, looks, options } = plan;
  const { problem, sample, completion } = unitWords(ranTrials(baseline));
  const first = order.slice(0, SHOWN_IDS).map((id) => terminalText(id, 80));
  const groups = looks.at(-1)!.groups;
  const more =
    order.length > SHOWN_IDS
      ? `, ... (${grouped(order.length)} ${problem}s${groups === undefined ? '' : ` in ${grouped(groups)} groups`})`
      : '';
  const unit = groups === undefined ? `${problem}s` : 'groups';
  const metric = metricAtK(options);
  const floor = fewestSignificantUnits(levelAt(options.confidence).alpha);
  const said = (line: string) => wrap(page, line);
  const lines = [
    ...said(
      `wrote ${written}: a sequential gate on ${metric} over ${counted(looks.length, 'look')}, ` +
        `n = ${counted(plan.baseline.samples, sample)} per ${problem}, one-sided alpha ${plan.alpha} (O'Brien-Fleming-type spending)`,
    ),
    ...said(
      `evaluate the candidate's ${problem}s in this order${groups === undefined ? '' : ', group by group'}: ${first.join(', ')}${more}`,
    ),
    ...looks.flatMap((look, i) => {
      const from = i === 0 ? 1 : looks[i - 1]!.problems + 1;
      const inGroups =
        look.groups === undefined
          ? ''
          : ` (${orderPositions('group', [[i === 0 ? 1 : looks[i - 1]!.groups! + 1, look.groups]], 'it')})`;
      // A look blocks only when as many units changed as compare's sign test needs: fewer in all, it cannot.
      const blocks = lookUnits(look) >= floor ? '' : ` (cannot block: the sign test needs ${floor} changed ${unit})`;
      const line =
        `  look ${look.look}: ${orderPositions(problem, [[from, look.problems]])}${inGroups}, ` +
        `${grouped(look.completions)} ${completion}s in all; ` +
        `regression when t >= ${look.t.toFixed(2)}${blocks}`;
      // A look's line goes on deeper than the looks start, so that each look reads as one item.
      return wrap(page, line, '    ');
    }),
    // With one look there is no early stop: futility is not applied at the last look.
    ...(looks.length === 1 ? [] : said(earlyPass(plan))),
    ...wholeScore(plan, baseline, problem).flatMap(said),
    ...warningLines(
      page,
      baseline.warnings.map((w) => `baseline: ${w}`),
    ),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

/** The runs' warnings under a report's lines, after an empty line, as compare lists them. */
function warningLines(page: Page, warnings: readonly string[]): string[] {
  const shown = warnings.map((w) => terminalText(w, 400));
  return shown.length === 0 ? [] : ['', ...noticeLines(page, 'Warnings', shown)];
}

/** The plan's samples per problem, as a look's report records it (the fixed eval is every problem at it). */
function planSamples(report: LookReport): number {
  return report.problems.total === 0 ? 0 : report.fixed / report.problems.total;
}

/** When a look before the last stops for a pass: futility, and with a margin non-inferiority; or, without futility, only the latter. */
function earlyPass({ futility, options }: SequentialPlan): string {
  const shown =
    options.margin > 0
      ? `the drop is shown below the margin of ${sizeInPoints(options.margin)} points`
      : 'the candidate is shown better than the baseline';
  if (futility === null) return `a pass stops early only when ${shown} (--fail-on inconclusive: no futility stop)`;
  return (
    `a pass stops early when a regression of ${sizeInPoints(futility.design_drop)} points (the fixed gate's ` +
    `80%-power drop) has under ${percent(futility.conditional_power, 0)} conditional power` +
    (options.margin > 0 ? `, or ${shown}` : '')
  );
}

/** Compare's sentence when no candidate can fall as far as the design drop (or at all): no regression is caught. */
function wholeScore(
  { futility, options, baseline: planned, looks }: SequentialPlan,
  baseline: RunResults,
  problem: string,
): string[] {
  if (futility === null) return [];
  const score = mean(metricValues(baseline.problems, options.metric, options.submit).at(options.k));
  if (futility.design_drop < score) return [];
  if (score === 0) return [zeroScoreText(planned.problems, options, problem)];
  const groups = looks.at(-1)!.groups;
  const inGroups = groups === undefined ? '' : ` in ${grouped(groups)} groups`;
  const suite = `${grouped(planned.problems)} ${problem}s${inGroups}, n = ${planned.samples}`;
  return [wholeScoreText(futility.design_drop, '80% of the time', score, suite)];
}

/**
 * The look's line, said under its decision (`lookDecision`): "looked at 82 of 164 problems; stopped: regression"
 * or "continue: ...", naming the look ("(look 4 of 4)") only where the decision does not.
 */
export function lookLine(report: LookReport, words: UnitWords = unitWords(false)): string {
  if (report.decision === 'refused') return `refused: ${report.refusal}`;
  const { problem, sample, completion } = words;
  const { problems } = report;
  const inProgress =
    problems.in_progress === 0
      ? ''
      : `, ${problems.in_progress} in progress from ${orderPositions(problem, [[problems.evaluated + 1, problems.evaluated + 1]])}, which has fewer than the plan's ${planSamples(report)} ${sample}s`;
  const seen =
    report.look === 0
      ? `${problems.evaluated} of ${problems.total} ${problem}s evaluated, fewer than the first look's${inProgress}`
      : `looked at ${problems.used} of ${problems.total} ${problem}s${lookDecision(report, words).text.includes(lookAt(report)) ? '' : ` (${lookAt(report)})`}${inProgress}`;
  if (report.decision === 'continue') {
    const next = report.next!;
    return `${seen}; continue: evaluate ${orderPositions(problem, [[next.from, next.to]])} next (${grouped(report.completions)} ${completion}${report.completions === 1 ? '' : 's'})`;
  }
  // A regression says it all (but that fail-on never lets it pass); a pass says which of its three ways it came.
  const why = {
    regression: report.failed ? null : 'fail-on never: reported, the step does not fail',
    futility: 'a regression can no longer be shown',
    'non-inferiority': 'the drop is shown below the margin',
    'last-look': 'the last look',
  }[report.reason ?? 'last-look'];
  return `${seen}; stopped: ${report.decision}${why === null ? '' : ` (${why})`}`;
}

/** A t statistic to 2 decimals unless told; one that rounds to zero unsigned (a drop of -1e-17 is no change). */
function tValue(t: number, digits = 2): string {
  const text = t.toFixed(digits);
  return /^-0\.?0*$/.test(text) ? text.slice(1) : text;
}

/**
 * The decimals, `fewest` or more, at which a figure and the boundary it is held to (times `scale`) read on the sides
 * of each other they are on: t 2.02699 against 2.02983 needs 3 (2.027 and 2.030, not 2.03 twice), as an interval's
 * end against its limit (`intervalText`).
 */
function decimalsApart(value: number, bound: number, fewest: number, scale = 1): number {
  const read = (x: number, digits: number) => Number((x * scale).toFixed(digits));
  let digits = fewest;
  while (digits < 15 && Math.sign(read(value, digits) - read(bound, digits)) !== Math.sign(value - bound)) digits++;
  return digits;
}

/** A t and the boundary it is held to, at the same decimals (`decimalsApart`). */
function tAndBoundary(t: number, boundary: number): [string, string] {
  const digits = decimalsApart(t, boundary, 2);
  return [tValue(t, digits), boundary.toFixed(digits)];
}

/**
 * The conditional power with what it is the chance of: "conditional power 100%" alone reads, on an improving
 * candidate, as sure of a regression. Its decimals are those that read it apart from the futility floor it is held
 * to: "9.97%", where "10%" would read as the floor.
 */
function powerMeaning(power: number, { problem }: UnitWords): string {
  const shown = percent(power, decimalsApart(power, FUTILITY_POWER, 0, 100));
  return (
    `conditional power ${shown}, the chance the whole suite would show a regression if the ${problem}s ` +
    "still to come dropped by the plan's design drop"
  );
}

/**
 * A look without variation (no t), which no boundary decided: a drop past the margin, every unit fallen alike, is
 * the exact sign test's at the look's level; else no evidence before the last look, and at it, no drop to block.
 */
function noVariation(report: LookReport, words: UnitWords): string {
  const s = report.statistic!;
  if (s.drop > report.margin) {
    const units = report.problems.groups?.used ?? report.problems.used;
    const side = report.decision === 'regression' ? 'below' : 'not below';
    return (
      `no variation (no t): all ${units} ${changedUnit(report, words)} fell alike, exact sign test ` +
      `${pValueText(0.5 ** units, { exact: true, alpha: 0 })} (one-sided), ${side} this look's level`
    );
  }
  if (report.look < report.looks) return 'no variation (no t): no evidence yet';
  return `no variation (no t), no drop${report.margin > 0 ? ' past the margin' : ''}`;
}

/** The problems a look used, and with groups, the groups they make up: "164 problems (21 groups)". */
function usedProblems(report: LookReport, { problem }: UnitWords): string {
  const { used, groups } = report.problems;
  return `${grouped(used)} ${problem}s${groups === undefined ? '' : ` (${grouped(groups.used)} groups)`}`;
}

/** What the sign test counts: groups in a grouped plan, else problems. */
function changedUnit(report: LookReport, { problem }: UnitWords): string {
  return report.problems.groups === undefined ? `${problem}s` : 'groups';
}

/** Whether t reached the boundary yet the look is no regression: the sign test's floor of changed units held it. */
function floorHeld(report: LookReport): boolean {
  const s = report.statistic;
  return s !== null && s.t !== null && s.t >= s.boundary && report.decision !== 'regression';
}

/** Both scores and the change as compare shows them: apart from 0% and 100% unless there, a small change not as 0.0. */
function lookScores(report: LookReport, drop: number): [string, string, string] {
  const change = signedChange(-drop);
  return [...percentPair(report.baseline.value!, report.candidate.value!, change), `${change} points`];
}

/** The look's numbers after its line: the metric on both sides, the drop, the t statistic and its boundary. */
function evidence(report: LookReport, words: UnitWords): string | null {
  const s = report.statistic;
  if (s === null) return null;
  const [base, cand, change] = lookScores(report, s.drop);
  const under = percent(FUTILITY_POWER, 0);
  const cp =
    s.conditional_power === null
      ? ''
      : `; ${powerMeaning(s.conditional_power, words)}${
          report.reason === 'futility'
            ? `, under ${under}`
            : ` (a high figure is no regression: a look passes early under ${under})`
        }`;
  const shown =
    report.reason === 'non-inferiority' && s.non_inferiority_t !== null
      ? `, non-inferiority t = ${tValue(s.non_inferiority_t)}`
      : '';
  const floor = floorHeld(report) ? ` (fewer ${changedUnit(report, words)} changed than the sign test needs)` : '';
  const [t, boundary] = s.t === null ? [] : tAndBoundary(s.t, s.boundary);
  const test =
    s.t === null ? noVariation(report, words) : `${tName(report)} = ${t}, regression boundary ${boundary}${floor}`;
  return (
    `${metricAtK(report)} ${base} -> ${cand} (${change}) on the plan's first ${usedProblems(report, words)}; ` +
    `${test}${shown}${cp}; ${spentText(report, '', words)}`
  );
}

/**
 * What the candidate has spent against the fixed-size eval: "82 of 1,640 completions spent", and when its samples
 * per problem are not the plan's, both n, since the fixed eval is counted at the plan's.
 */
function spentText(report: LookReport, fixedEval: string, { problem, completion }: UnitWords): string {
  const plan = planSamples(report);
  const differ =
    report.samples === plan ? '' : ` (the candidate has n = ${report.samples} per ${problem}, the plan n = ${plan})`;
  return `${grouped(report.spent)} of ${fixedEval}${grouped(report.fixed)} ${completion}s spent${differ}`;
}

/**
 * The terminal report of a look: line one its decision, in the markdown's words and coloured as compare's line one,
 * then the look's line under it, its numbers, and the runs' warnings as compare lists them. Given a `width`, its
 * lines wrap to it.
 */
export function lookTerminal(
  report: LookReport,
  layout: PageOptions = {},
  words: UnitWords = unitWords(false),
): string {
  const page = pageOf(layout);
  const { text, colour } = lookDecision(report, words);
  const numbers = evidence(report, words);
  const lines = [
    ...wrap(page, { text, code: colour }),
    ...wrap(page, `  ${lookLine(report, words)}`),
    ...(numbers === null ? [] : ['', ...wrap(page, numbers)]),
    ...warningLines(page, report.warnings),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Which look this is: "look 2 of 4". */
function lookAt(report: LookReport): string {
  return `look ${report.look} of ${report.looks}`;
}

/**
 * What the look means for the merge, as the comparison's decision line says it; the icon the markdown shows, and
 * the colour the terminal paints it, as compare's line one: red blocks, green can merge, cyan informational, and
 * yellow for a look that decides nothing yet.
 */
function lookDecision(report: LookReport, { problem }: UnitWords): { icon: string; text: string; colour: string } {
  const at = lookAt(report);
  switch (report.decision) {
    case 'regression':
      return report.failed
        ? { icon: '❌', text: `Blocks merge: regression, stopped at ${at}`, colour: LINE_ONE_COLOURS.blocks }
        : {
            icon: 'ℹ️',
            text: `Informational: this gate does not block. It would have blocked: regression, stopped at ${at}`,
            colour: LINE_ONE_COLOURS.informational,
          };
    case 'pass':
      return { icon: '✅', text: `Can merge: stopped at ${at}`, colour: LINE_ONE_COLOURS.canMerge };
    case 'inconclusive':
      return {
        icon: '⚠️',
        text: 'Blocks merge, not enough evidence at the last look (fail-on inconclusive)',
        colour: LINE_ONE_COLOURS.blocks,
      };
    case 'continue':
      return {
        icon: '⏳',
        text:
          report.look === 0
            ? `Evaluate more: the first look needs ${grouped(report.next!.to)} ${problem}s`
            : `Evaluate more: ${at} decides nothing yet`,
        colour: LINE_ONE_COLOURS.undecided,
      };
    case 'refused':
      return { icon: '⛔', text: 'Blocks merge: not compared', colour: LINE_ONE_COLOURS.blocks };
  }
}

/**
 * The action's annotation and log line of a look: its decision first, as the job summary's first line and a
 * comparison's annotation start, then the look's line.
 */
export function lookDecisionLine(report: LookReport, words: UnitWords = unitWords(false)): string {
  return `${lookDecision(report, words).text}; ${lookLine(report, words)}`;
}

/** What the look's t measures: (drop - margin) / SE, the drop past the limit when there is a margin. */
function tName(report: LookReport): string {
  return report.margin > 0 ? 't of the drop past the limit' : 't of the drop';
}

/** The look's numbers as a table row: the metric on both sides over the problems used, the change, t and its bound. */
function evidenceTable(report: LookReport, words: UnitWords): string[] {
  const s = report.statistic;
  if (s === null) return [];
  const [base, cand, change] = lookScores(report, s.drop);
  // With no variation no boundary decided: the line under the table says what did.
  const [t, boundary] = s.t === null ? ['no variation', '—'] : tAndBoundary(s.t, s.boundary);
  return [
    // t counts a drop as positive, beside a change that counts it as negative: the column says so.
    `| | baseline | candidate | change | ${tName(report)} | regression when t ≥ |`,
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| ${metricAtK(report)} on the plan's first ${usedProblems(report, words)} | ${base} | ${cand} | ${change} | ${t} | ${boundary} |`,
  ];
}

/**
 * The figure that decided, which the table's t does not show: the conditional power under the plan's floor
 * (futility), the non-inferiority t at the boundary (a margin, or fail-on inconclusive), or without variation what
 * decided instead of t (`noVariation`).
 */
function decidingFigure(report: LookReport, words: UnitWords): string[] {
  const s = report.statistic;
  if (s === null) return [];
  if (s.t === null) return [`N${noVariation(report, words).slice(1)}.`];
  if (report.reason === 'futility' && s.conditional_power !== null) {
    return [
      `A regression can no longer be shown: ${powerMeaning(s.conditional_power, words)}, is under ${percent(FUTILITY_POWER, 0)}.`,
    ];
  }
  if (report.reason === 'non-inferiority' && s.non_inferiority_t !== null) {
    const [t, boundary] = tAndBoundary(s.non_inferiority_t, s.boundary);
    return [
      `The drop is shown below the margin of ${sizeInPoints(report.margin)} points: non-inferiority t = ${t} ≥ ${boundary}.`,
    ];
  }
  return [];
}

/**
 * The look as markdown (`--markdown`, the job summary, the PR comment): the decision, the look's line, its numbers
 * as a table, and what the candidate's eval has cost against the fixed-size eval.
 */
export function lookMarkdown(report: LookReport, name?: string, words: UnitWords = unitWords(false)): string {
  const gate = name === undefined ? '' : `${codeSpan(name)} · `;
  // Line one: the icon and what the look means for the merge, as the comparison's comment says it.
  const { icon, text } = lookDecision(report, words);
  const table = evidenceTable(report, words);
  const cost = `${spentText(report, "the fixed-size eval's ", words)}.`;
  return `${[
    `### ${icon} ${text}`,
    '',
    `${gate}sequential gate: ${markdownText(lookLine(report, words), 2000)}`,
    ...(table.length === 0 ? [] : ['', ...table]),
    ...decidingFigure(report, words).flatMap((line) => ['', line]),
    ...(floorHeld(report)
      ? [
          '',
          `t reached the boundary, but fewer ${changedUnit(report, words)} changed than the sign test needs: no regression is shown.`,
        ]
      : []),
    ...(report.decision === 'refused' ? [] : ['', cost]),
    ...(report.warnings.length === 0
      ? []
      : ['', '> [!WARNING]', ...report.warnings.map((w) => `> - ${markdownText(w, 400)}`)]),
  ].join('\n')}\n`;
}
