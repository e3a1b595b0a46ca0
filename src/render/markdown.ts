import type { GateReport } from '../report/model.js';
import { points } from '../common/points.js';
import { markdownText } from './escape.js';
import {
  atK,
  configValueText,
  gateOutcome,
  headlineCore,
  estimatorText,
  levelText,
  metricAtK,
  oracleSentence,
  percent,
  powerSentence,
  pValueText,
  signedPoints,
} from './format.js';

const ICONS: Record<GateReport['verdict'], string> = {
  regression: '❌',
  improvement: '🚀',
  'no-regression': '✅',
  inconclusive: '⚠️',
  refused: '⛔',
};

export interface MarkdownOptions {
  /** The gate's label, shown in the title (two gates in one PR are told apart by it). */
  name?: string;
  /** Longest body allowed; the collapsed details are dropped, largest first, to fit. */
  maxLength?: number;
  /** Markdown said in place of details that had to be dropped, e.g. a link to the full report. */
  trimmedNote?: string;
}

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function details(summary: string, body: string[]): string {
  return ['<details>', `<summary>${summary}</summary>`, '', ...body, '', '</details>'].join('\n');
}

function runLabel(side: GateReport['baseline']): string {
  const model = side.model === null ? '' : ` · ${markdownText(side.model, 60)}`;
  return `${markdownText(side.source, 60)}${model}`;
}

/**
 * The line a reviewer reads in a second: verdict, delta and interval in points, at which k. Only a refusal's
 * reason carries input text, so only that is escaped.
 */
export function markdownHeadline(report: GateReport): string {
  const core = report.delta === null ? markdownText(headlineCore(report), 300) : headlineCore(report);
  return `${ICONS[report.verdict]} ${core}${atK(report)}`;
}

/** Who was compared with whom, and what the gate did. */
function subtitle(report: GateReport, name: string | undefined): string {
  const gate = name === undefined ? 'passk-gate' : `passk-gate · ${markdownText(name, 60)}`;
  return (
    `**${gate}** · candidate ${markdownText(report.candidate.model ?? report.candidate.source, 60)} vs baseline ` +
    `${markdownText(report.baseline.model ?? report.baseline.source, 60)} · ${gateOutcome(report)}`
  );
}

function resultTable(report: GateReport): string[] {
  const delta = report.delta!;
  const metric = metricAtK(report);
  return [
    row(['', metric, 'run']),
    row(['---', '---:', '---']),
    row(['baseline', percent(report.baseline.value), runLabel(report.baseline)]),
    row(['candidate', percent(report.candidate.value), runLabel(report.candidate)]),
    row([
      '**delta**',
      `**${signedPoints(delta.value)} pts**`,
      `${levelText(delta.confidence)} CI [${signedPoints(delta.ci[0])}, ${signedPoints(delta.ci[1])}] · ` +
        `${pValueText(delta.p_value)} · ${report.problems.compared} problems`,
    ]),
    '',
    powerSentence(report)!,
    ...oracleParagraph(report),
  ];
}

function oracleParagraph(report: GateReport): string[] {
  const sentence = oracleSentence(report);
  return sentence === null ? [] : ['', sentence];
}

const BASELINE_COLOUR = '#8c959f';
const CANDIDATE_COLOUR = '#0969da';

/** The two pass@k curves as a Mermaid xychart, which GitHub renders in comments and job summaries. */
function curveChart(report: GateReport): string[] {
  const ks = report.curve.map((p) => String(p.k));
  const series = (pick: (p: GateReport['curve'][number]) => number): string =>
    `[${report.curve.map((p) => (pick(p) * 100).toFixed(1)).join(', ')}]`;
  return [
    `${metricAtK(report, 'k')} by budget k (%): baseline in grey, candidate in blue.`,
    '',
    '```mermaid',
    // xychart has no legend: fixed colours tell the lines apart.
    `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${BASELINE_COLOUR}, ${CANDIDATE_COLOUR}"}}}}%%`,
    'xychart-beta',
    `  title "${metricAtK(report, 'k')}: baseline vs candidate"`,
    `  x-axis "k" [${ks.join(', ')}]`,
    `  y-axis "${metricAtK(report, 'k')} (%)" 0 --> 100`,
    `  line ${series((p) => p.baseline)}`,
    `  line ${series((p) => p.candidate)}`,
    '```',
    '',
    row(['k', ...ks]),
    row(['---', ...ks.map(() => '---:')]),
    row(['baseline', ...report.curve.map((p) => (p.baseline * 100).toFixed(1))]),
    row(['candidate', ...report.curve.map((p) => (p.candidate * 100).toFixed(1))]),
  ];
}

function flipsDetails(report: GateReport): string {
  const lines = (flips: GateReport['flips']): string[] => [
    row(['problem', 'baseline', 'candidate', 'change']),
    row(['---', '---:', '---:', '---:']),
    ...flips.map((f) =>
      row([markdownText(f.id, 80), percent(f.baseline), percent(f.candidate), signedPoints(f.delta)]),
    ),
  ];
  const body: string[] = [];
  if (report.flips.length > 0)
    body.push(`**Largest drops** (of ${report.changed.dropped})`, '', ...lines(report.flips), '');
  if (report.gains.length > 0) body.push(`**Largest gains** (of ${report.changed.gained})`, '', ...lines(report.gains));
  return details(
    `Per-problem changes${atK(report)}: ${report.changed.dropped} dropped, ${report.changed.gained} gained`,
    body,
  );
}

function configDetails(report: GateReport): string {
  // A <summary> line is raw HTML, where markdown (and so a backslash escape) is not read: keep the HTML escaping only.
  const inSummary = (text: string): string => markdownText(text, 40).replace(/\\(.)/g, '$1');
  const checked = report.config.checked.length === 0 ? 'none' : report.config.checked.map(inSummary).join(', ');
  const sourced = (value: string, source: string | undefined): string =>
    source === 'user' ? `${value} (user)` : value;
  return details(`Decoding config (checked: ${checked})`, [
    row(['key', 'baseline', 'candidate', 'check']),
    row(['---', '---', '---', '---']),
    ...report.config.rows.map((r) =>
      row([
        markdownText(r.key, 40),
        sourced(markdownText(configValueText(r.baseline), 60), r.baselineSource),
        sourced(markdownText(configValueText(r.candidate), 60), r.candidateSource),
        r.checked
          ? r.status === 'equal'
            ? '✅ equal'
            : `❌ ${r.status}`
          : r.status === 'differs'
            ? 'differs, not checked'
            : '',
      ]),
    ),
  ]);
}

function methodDetails(report: GateReport): string {
  const b = report.bootstrap;
  const delta = report.delta!;
  const paragraphs = [
    `Per problem, ${metricAtK(report, 'k')}${atK(report)} is ${estimatorText(report)}; ` +
      `a run's score is the mean over the ${report.problems.compared} compared problems.`,
    `The interval is a paired ${b.method === 'bca' ? 'BCa' : 'percentile'} bootstrap of the mean per-problem difference ` +
      `(candidate − baseline): ${b.resamples} resamples of the ${b.units} ${b.unit}s with replacement, seed ${b.seed}. ` +
      `Samples inside a problem are never resampled.`,
    `The p-value is a two-sided paired sign-flip permutation test of “no difference”, p = (count + 1)/(B + 1) with B = ${b.resamples}.`,
    `Verdict with margin m = ${points(delta.margin)} points: regression if the interval's upper end is below −m, ` +
      `improvement if its lower end is above 0 (both only when p < ${+(1 - delta.confidence).toFixed(4)}), ` +
      `no regression if its lower end is at least −m, inconclusive otherwise.`,
  ];
  return details(
    'How these numbers were computed',
    paragraphs.flatMap((p, i) => (i === 0 ? [p] : ['', p])),
  );
}

/**
 * The GitHub-flavoured markdown report (PR comment and job summary): a one-line headline, the table, the
 * curve chart, warnings, then per-problem changes, config and method in collapsed details.
 */
export function renderMarkdown(report: GateReport, options: MarkdownOptions = {}): string {
  const head = [`### ${markdownHeadline(report)}`, '', subtitle(report, options.name), ''];
  if (report.verdict === 'refused') {
    head.push('The comparison was refused:', '', ...report.reasons.map((r) => `- ${markdownText(r, 400)}`), '');
  }
  if (report.delta !== null) head.push(...resultTable(report), '');
  if (report.warnings.length > 0) {
    head.push('> [!WARNING]', ...report.warnings.map((w) => `> - ${markdownText(w, 400)}`), '');
  }
  if (report.curve.length > 0) head.push(...curveChart(report), '');
  const extras: string[] = [];
  if (report.delta !== null && (report.flips.length > 0 || report.gains.length > 0)) extras.push(flipsDetails(report));
  if (report.config.rows.length > 0) extras.push(configDetails(report));
  if (report.delta !== null) extras.push(methodDetails(report));
  const assemble = (parts: string[], trimmed: boolean): string => {
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
