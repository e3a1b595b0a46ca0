import { significanceLevel } from '../options.js';
import type { ConfigSource } from '../common/types.js';
import type { GateReport } from '../report/model.js';
import { codeSpan, inertText, markdownText } from './escape.js';
import { configSourceNote, listedWarnings, markdownJudgementLines, markdownOriginLines } from './origin.js';
import {
  checkColumns,
  checkNumbers,
  decisionLine,
  decisionOf,
  fixSteps,
  inconclusiveNote,
  type OptionEdits,
  limitText,
  powerNote,
  refusalWhy,
  refusedStatus,
  refusedSettings,
  type TextStyle,
  statusWords,
  unmatchedIds,
} from './decision.js';
import {
  atK,
  configValueText,
  intervalMethodName,
  judgementText,
  estimatorText,
  levelText,
  metricAtK,
  oracleSentence,
  percent,
  powerSentence,
  pValueText,
  signedPoints,
} from './format.js';
import { ACTION_SURFACE, commandLine, withBlock, type Surface } from './surface.js';

export interface MarkdownOptions {
  /** The gate's label, shown under line one and in the table (two gates in one PR are told apart by it). */
  name?: string;
  /** Where the report is read: decides how a fix is written (`with:` inputs or a command). Default: the action. */
  surface?: Surface;
  /** Longest body allowed; the collapsed details are dropped, largest first, to fit. */
  maxLength?: number;
  /** Markdown said in place of details that had to be dropped, e.g. a link to the full report. */
  trimmedNote?: string;
  /** Where the README explains the gate: "How this was computed" links to it. */
  docsUrl?: string;
}

/** Text from files and inputs as plain words or code spans: inert, and readable in a comment's e-mail. */
export const INLINE: TextStyle = { value: (text) => inertText(text) };
const IN_TABLE: TextStyle = { value: (text) => inertText(text, { table: true }) };

/**
 * The icon of line one: it follows the decision, so a reviewer can read it from the icon alone. `verdict` is a
 * gate's most severe check verdict, so one call serves a comparison and a gate.
 */
export function decisionIcon(report: Pick<GateReport, 'failed' | 'fail_on' | 'verdict'>): string {
  switch (decisionOf(report)) {
    case 'blocks':
      return report.verdict === 'refused' ? '⛔' : '❌';
    case 'informational':
      return 'ℹ️';
    default:
      return report.verdict === 'inconclusive' ? '⚠️' : '✅';
  }
}

const VERDICT_ICONS: Record<GateReport['verdict'], string> = {
  regression: '❌',
  improvement: '✅',
  'no-regression': '✅',
  inconclusive: '⚠️',
  refused: '⛔',
};

/**
 * A check's status as a report says it, icon first: "✅ no regression", "✅ no regression: rise not confirmed",
 * "⛔ not compared".
 */
export function statusText(report: GateReport): string {
  return `${VERDICT_ICONS[report.verdict]} ${statusWords(report)}`;
}

export function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

export function details(summary: string, body: string[]): string {
  return ['<details>', `<summary>${summary}</summary>`, '', ...body, '', '</details>'].join('\n');
}

/** Line one, as a heading: the decision, then the verdict with its number. */
function markdownHeadline(report: GateReport): string {
  return `${decisionIcon(report)} ${decisionLine(report, INLINE)}`;
}

/**
 * The header of the check table; one row per check follows (`checkRow`). `qualifier` says what the level is
 * of, e.g. ` (all checks together)` for the checks of one gate.
 */
export function checkTableHeader(confidence: number, qualifier = ''): string[] {
  return [row(checkColumns(confidence, qualifier)), row([':---', '---:', '---:', '---:', '---:', '---:', ':---'])];
}

/** The check's label in the table: its name (when it has one) and the metric at its k. */
function checkLabel(report: GateReport, name: string | undefined): string {
  return name === undefined ? metricAtK(report) : `${codeSpan(name, { table: true, max: 60 })} ${metricAtK(report)}`;
}

/**
 * One check as a table row: both values, the change, its interval and the limit side by side, and the verdict.
 * A refused check has no numbers; its status says why, in a few words, and that its fix is below.
 */
export function checkRow(report: GateReport, label: string): string {
  const delta = report.delta;
  if (delta === null) {
    return row([label, '–', '–', '–', '–', '–', `${VERDICT_ICONS.refused} ${refusedStatus(report, IN_TABLE)}`]);
  }
  const [baseline, candidate, change, interval, limit] = checkNumbers(report, delta);
  return row([label, baseline, candidate, `**${change}**`, interval, limit, statusText(report)]);
}

/** A run as named in a report: its model when the file names one, else its file. */
export function sideLabel(side: GateReport['baseline']): string {
  return codeSpan(side.model ?? side.source, { max: 60 });
}

/** Who was compared with whom, on how many problems; the gate's name first when it has one. */
function contextLine(report: GateReport, name: string | undefined): string {
  const parts = [`candidate ${sideLabel(report.candidate)} vs baseline ${sideLabel(report.baseline)}`];
  if (report.delta !== null) parts.push(`${report.problems.compared} problems`);
  return `${name === undefined ? '' : `${codeSpan(name, { max: 60 })} · `}${parts.join(' · ')}`;
}

/**
 * The ways out of a refusal under `heading`, each with its option changes as the ready-to-paste lines `block`
 * writes (a fenced code block); empty when there is none.
 */
export function markdownFixLines(
  report: GateReport,
  heading: string,
  block: (edits: OptionEdits) => string[],
): string[] {
  const steps = fixSteps(report, INLINE);
  if (steps.length === 0) return [];
  const lines = [heading, ''];
  for (const step of steps) {
    lines.push(`- ${step.text}`);
    if (step.edits !== undefined) lines.push('', ...block(step.edits).map((line) => `  ${line}`), '');
  }
  return [...lines, ''];
}

/** The ways out of a refusal, each with its ready-to-paste change for the surface. */
function fixSection(report: GateReport, surface: Surface): string[] {
  return markdownFixLines(report, '**To fix it**', (edits) =>
    surface.kind === 'action'
      ? ['```yaml', ...withBlock(edits), '```']
      : ['```sh', commandLine(report, edits, surface.args), '```'],
  );
}

/** What was refused: the settings (with both values, when there are several) and the ids a side lacks. */
export function refusalSection(report: GateReport): string[] {
  const lines: string[] = [];
  const settings = refusedSettings(report, IN_TABLE);
  for (const why of refusalWhy(report)) lines.push(why, '');
  if (settings.length > 1) {
    lines.push(row(['setting', 'baseline', 'candidate']), row([':---', ':---', ':---']), ...settings.map(row), '');
  }
  const ids = unmatchedIds(report, { value: (id) => codeSpan(id) });
  if (ids.length > 0) lines.push(...ids.map(([side, list]) => `- ${side}: ${list}`), '');
  return lines;
}

export function flipsDetails(report: GateReport): string {
  const lines = (flips: GateReport['flips']): string[] => [
    row(['problem', 'baseline', 'candidate', 'change (points)']),
    row([':---', '---:', '---:', '---:']),
    ...flips.map((f) =>
      row([codeSpan(f.id, { table: true }), percent(f.baseline), percent(f.candidate), signedPoints(f.delta)]),
    ),
  ];
  const body: string[] = [];
  if (report.flips.length > 0)
    body.push(
      `**Got worse** (largest ${report.flips.length} of ${report.changed.dropped})`,
      '',
      ...lines(report.flips),
      '',
    );
  if (report.gains.length > 0)
    body.push(
      `**Got better** (largest ${report.gains.length} of ${report.changed.gained})`,
      '',
      ...lines(report.gains),
    );
  return details(
    `Per-problem changes${atK(report)}: ${report.changed.dropped} got worse, ${report.changed.gained} got better`,
    body,
  );
}

/** A y-axis range that holds the values with some room, on whole multiples of 5 points. */
function axisRange(values: readonly number[]): [number, number] {
  const low = Math.min(...values) * 100;
  const high = Math.max(...values) * 100;
  const pad = Math.max(2, (high - low) * 0.15);
  return [Math.max(0, Math.floor((low - pad) / 5) * 5), Math.min(100, Math.ceil((high + pad) / 5) * 5)];
}

const BASELINE_COLOUR = '#8c959f';
const CANDIDATE_COLOUR = '#0969da';

/**
 * Both curves over the budgets k, the gate's k marked: a table, then (unless `chart` is false) a Mermaid chart
 * of the same numbers.
 */
export function curveDetails(report: GateReport, chart = true): string {
  const name = metricAtK(report, 'k');
  const ks = report.curve.map((p) => (p.k === report.k ? `**${p.k}** (gate)` : String(p.k)));
  const last = report.curve.at(-1)!.k;
  return details(`${name} at other budgets, k = ${report.curve[0]!.k} to ${last}`, [
    row(['k', ...ks]),
    row([':---', ...ks.map(() => '---:')]),
    row(['baseline (%)', ...report.curve.map((p) => (p.baseline * 100).toFixed(1))]),
    row(['candidate (%)', ...report.curve.map((p) => (p.candidate * 100).toFixed(1))]),
    row(['change (points)', ...report.curve.map((p) => signedPoints(p.candidate - p.baseline))]),
    '',
    ...(chart ? curveChart(report, name) : [`The gate decides at k = ${report.k}; the other budgets are context.`]),
  ]);
}

/** The Mermaid chart of both curves, under the table of `curveDetails`. */
function curveChart(report: GateReport, name: string): string[] {
  const labels = report.curve.map((p) => (p.k === report.k ? `"${p.k} (gate)"` : `"${p.k}"`));
  const [low, high] = axisRange(report.curve.flatMap((p) => [p.baseline, p.candidate]));
  const series = (pick: (p: GateReport['curve'][number]) => number): string =>
    `[${report.curve.map((p) => (pick(p) * 100).toFixed(1)).join(', ')}]`;
  return [
    `Baseline in grey, candidate in blue. The gate decides at k = ${report.k}; the other budgets are context.`,
    '',
    '```mermaid',
    // xychart has no legend: fixed colours tell the lines apart.
    `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${BASELINE_COLOUR}, ${CANDIDATE_COLOUR}"}}}}%%`,
    'xychart-beta',
    `  x-axis "k" [${labels.join(', ')}]`,
    `  y-axis "${name} (%)" ${low} --> ${high}`,
    `  line ${series((p) => p.baseline)}`,
    `  line ${series((p) => p.candidate)}`,
    '```',
  ];
}

/** One config value as shown in the table, marked when the user gave it rather than the file. */
function configCell(value: Parameters<typeof configValueText>[0], source: ConfigSource | undefined): string {
  if (value === undefined) return 'not recorded';
  return IN_TABLE.value(configValueText(value)) + configSourceNote(source);
}

/** The decoding config of both runs, one row per key; the keys the gate checks first. */
function configRows(report: GateReport): string[] {
  return report.config.rows.map((r) =>
    row([
      IN_TABLE.value(r.key),
      configCell(r.baseline, r.baselineSource),
      configCell(r.candidate, r.candidateSource),
      r.checked ? (r.status === 'equal' ? '✅ equal' : `❌ ${r.status === 'differs' ? 'differs' : 'missing'}`) : '',
    ]),
  );
}

export function runsDetails(report: GateReport): string {
  const checked = report.config.rows.filter((r) => r.checked);
  const count = (status: string): number => checked.filter((r) => r.status === status).length;
  const off = [
    count('differs') > 0 ? `${count('differs')} differ${count('differs') === 1 ? 's' : ''}` : '',
    count('missing') > 0 ? `${count('missing')} not recorded` : '',
  ].filter((part) => part !== '');
  const summary =
    checked.length === 0
      ? 'Runs and decoding config: not checked'
      : `Runs and decoding config: ${checked.length} setting${checked.length === 1 ? '' : 's'} checked, ` +
        (off.length === 0 ? 'all equal' : off.join(', '));
  const file = (side: GateReport['baseline']): string =>
    `${codeSpan(side.source, { table: true, max: 60 })} (${side.format}, ${side.problems} problems)`;
  const model = (side: GateReport['baseline']): string =>
    side.model === null ? '' : codeSpan(side.model, { table: true, max: 60 });
  const judged = (side: GateReport['baseline']): string => {
    const text = judgementText(side.judgement);
    return text === null ? 'not recorded' : codeSpan(text, { table: true, max: 80 });
  };
  const anyJudged = report.baseline.judgement != null || report.candidate.judgement != null;
  return details(summary, [
    row(['', 'baseline', 'candidate', 'checked']),
    row([':---', ':---', ':---', ':---']),
    row(['model', model(report.baseline), model(report.candidate), '']),
    row(['file', file(report.baseline), file(report.candidate), '']),
    ...(anyJudged ? [row(['judged by', judged(report.baseline), judged(report.candidate), ''])] : []),
    ...configRows(report),
  ]);
}

function methodDetails(report: GateReport, docsUrl: string | undefined): string {
  const b = report.bootstrap;
  const delta = report.delta!;
  const level = levelText(delta.confidence);
  const p = pValueText(delta.p_value, { exact: delta.p_exact, alpha: significanceLevel(delta.confidence) });
  const paragraphs = [
    `**Score.** Per problem, ${metricAtK(report, 'k')}${atK(report)} is ${estimatorText(report)}; a run's score ` +
      `is the mean over the ${report.problems.compared} problems both runs have.`,
    b.method === 't'
      ? `**Interval.** The ${level} interval of the change is a t interval on ${delta.df} degrees of freedom ` +
        `around the mean change, with the ${b.unit === 'cluster' ? 'cluster-robust ' : ''}standard error over ` +
        `the ${b.units} ${b.unit === 'cluster' ? 'groups of problems' : 'problems'}: with few groups the shape of ` +
        `a bootstrap distribution is itself noise.`
      : `**Interval.** The ${level} interval of the change is a paired ${intervalMethodName(b.method)} bootstrap: the ` +
        `${b.units} ${b.unit}s are resampled with replacement ${b.resamples} times (seed ${b.seed}), the same draw for ` +
        `both runs; samples inside a problem are never resampled.`,
    delta.p_exact
      ? `**Sign-flip test.** Whether anything changed at all: ${p} is the share of all sign ` +
        `patterns of the ${delta.moved.worse + delta.moved.better} ${b.unit}s that changed whose mean change is at ` +
        `least as large as the one seen (counted exactly).`
      : `**Sign-flip test.** Whether anything changed at all: each ${b.unit}'s change is flipped in sign at random ` +
        `${b.resamples} times; ${p} = (count + 1)/(${b.resamples} + 1), where count is the ` +
        `flips with a mean change at least as large.`,
    `**Verdict.** Regression: the whole interval is below the limit (${limitText(delta.margin)} points) and the ` +
      `sign-flip test agrees (p < ${significanceLevel(delta.confidence)}); improvement: the whole interval is above 0 and ` +
      `the test agrees; no regression: the interval's low end is at or above the limit; otherwise inconclusive.`,
    `**Power.** ${powerSentence(report)!} It depends on the number of problems, the samples per problem, the ` +
      'limit and the confidence.',
  ];
  if (docsUrl !== undefined) paragraphs.push(`[How the gate decides](${docsUrl})`);
  return details(
    'How this was computed',
    paragraphs.flatMap((p, i) => (i === 0 ? [p] : ['', p])),
  );
}

/** The line under line one that says why an inconclusive result is inconclusive, and whether that blocks. */
function decisionNotes(report: GateReport): string[] {
  const note = inconclusiveNote(report);
  return note === null ? [] : [note, ''];
}

/**
 * The GitHub-flavoured markdown report (PR comment and job summary): line one is the decision, then why (an
 * inconclusive result's reason, a refusal's fix), the check table, what the suite can catch, warnings, and
 * the details collapsed: per-problem changes, the other budgets, the runs and their config, the method.
 */
export function renderMarkdown(report: GateReport, options: MarkdownOptions = {}): string {
  const surface = options.surface ?? ACTION_SURFACE;
  const head = [
    `### ${markdownHeadline(report)}`,
    '',
    ...markdownJudgementLines(report),
    contextLine(report, options.name),
    '',
    ...markdownOriginLines(report),
    ...decisionNotes(report),
  ];
  if (report.verdict === 'refused') {
    head.push(...refusalSection(report), ...fixSection(report, surface));
  } else {
    head.push(...checkTableHeader(report.delta!.confidence), checkRow(report, checkLabel(report, options.name)), '');
  }
  const power = powerNote(report);
  if (power !== null) head.push(power, '');
  const oracle = oracleSentence(report);
  if (oracle !== null) head.push(oracle, '');
  const warnings = listedWarnings(report);
  if (warnings.length > 0) head.push('> [!WARNING]', ...warnings.map((w) => `> - ${markdownText(w, 400)}`), '');
  const extras: string[] = [];
  if (report.delta !== null && (report.flips.length > 0 || report.gains.length > 0)) extras.push(flipsDetails(report));
  if (report.curve.length > 1) extras.push(curveDetails(report));
  extras.push(runsDetails(report));
  if (report.delta !== null) extras.push(methodDetails(report, options.docsUrl));
  return fitted(head, extras, options);
}

/**
 * The report's lines and then its collapsed details, within `options.maxLength`: details are dropped, largest
 * first, with `options.trimmedNote` said in their place; past that, the text is cut.
 */
export function fitted(head: readonly string[], extras: readonly string[], options: MarkdownOptions): string {
  const assemble = (parts: readonly string[], trimmed: boolean): string => {
    const body = [...head, ...parts.flatMap((part) => [part, ''])];
    if (trimmed) body.push(`_${options.trimmedNote ?? 'Some details were left out to fit.'}_`, '');
    return `${body.join('\n').trimEnd()}\n`;
  };
  const limit = options.maxLength ?? Infinity;
  let kept = extras;
  let text = assemble(kept, false);
  while (text.length > limit && kept.length > 0) {
    const largest = kept.reduce((big, part, i) => (part.length > kept[big]!.length ? i : big), 0);
    kept = kept.filter((_, i) => i !== largest);
    text = assemble(kept, true);
  }
  return text.length > limit ? `${text.slice(0, Math.max(0, limit - 2))}…\n` : text;
}
