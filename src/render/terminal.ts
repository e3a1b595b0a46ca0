import type { ConfigSource } from '../common/types.js';
import { significanceLevel } from '../options.js';
import type { GateReport } from '../report/model.js';
import { terminalText } from './escape.js';
import { configSourceNote, listedWarnings, terminalJudgementLines, terminalOriginLines } from './origin.js';
import {
  checkColumns,
  checkNumbers,
  decisionLine,
  decisionOf,
  fixSteps,
  inconclusiveNote,
  type OptionEdits,
  powerNote,
  PLAIN_TEXT,
  refusedSettings,
  refusedStatus,
  statusWords,
  unmatchedIds,
} from './decision.js';
import {
  atK,
  configValueText,
  intervalMethodName,
  judgementText,
  metricAtK,
  oracleSentence,
  percent,
  powerSentence,
  pValueText,
  signedPoints,
} from './format.js';
import { commandLine } from './surface.js';

/** The terminal lists fewer flips than the reports: the rest are in --json / --markdown. */
const TERMINAL_FLIPS = 10;

export interface TerminalOptions {
  /** ANSI colours: the CLI decides (a TTY, NO_COLOR, FORCE_COLOR); off by default. */
  color?: boolean;
  /** The arguments the user ran (after the program name): a refusal's fix is that command, changed. */
  args?: readonly string[];
}

export type Paint = (code: string, text: string) => string;

/** ANSI SGR codes around text when `color`, else the text as it is. */
export function painter(color: boolean): Paint {
  return color ? (code, text) => `\u001b[${code}m${text}\u001b[0m` : (_, text) => text;
}

/**
 * The colour of line one: red blocks, green can merge, yellow a pass with an inconclusive result, cyan
 * informational. `verdict` is a gate's most severe check verdict, so one call serves a comparison and a gate.
 */
export function decisionColour(report: Pick<GateReport, 'failed' | 'fail_on' | 'verdict'>): string {
  switch (decisionOf(report)) {
    case 'blocks':
      return '1;31';
    case 'informational':
      return '1;36';
    default:
      return report.verdict === 'inconclusive' ? '1;33' : '1;32';
  }
}

/** Rows as columns padded to their widest cell, each line indented and without trailing spaces. */
export function table(rows: string[][], indent = '  '): string[] {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => [...(row[col] ?? '')].length)));
  return rows.map((row) =>
    (indent + row.map((cell, col) => cell + ' '.repeat(widths[col]! - [...cell].length)).join('  ')).trimEnd(),
  );
}

/** A run as the terminal names it: the model when the file names one, else the file. */
export function sideLabel(side: GateReport['baseline']): string {
  return terminalText(side.model ?? side.source, 60);
}

/**
 * One check as the cells of a table row (under `checkColumns`): both values, the change, its interval and the
 * limit, and the verdict. A refused check has no numbers; its status says why, in a few words, and that its fix
 * is below.
 */
export function checkCells(report: GateReport, label: string): string[] {
  const delta = report.delta;
  if (delta === null) return [label, '-', '-', '-', '-', '-', refusedStatus(report, PLAIN_TEXT)];
  return [label, ...checkNumbers(report, delta), statusWords(report)];
}

function checkTable(report: GateReport): string[] {
  return table([checkColumns(report.delta!.confidence), checkCells(report, metricAtK(report))]);
}

/** The largest per-problem changes as table rows: id, both values, the change in points. */
function changeRows(flips: GateReport['flips'], limit: number): string[][] {
  return flips
    .slice(0, limit)
    .map((f) => [terminalText(f.id, 60), `${percent(f.baseline)} -> ${percent(f.candidate)}`, signedPoints(f.delta)]);
}

/**
 * The per-problem changes: a heading with how many got worse and better, then the largest `limit` of each as a
 * table; every line indented by `indent`.
 */
export function changeLines(report: GateReport, limit: number, indent = ''): string[] {
  const rows = (flips: GateReport['flips']): string[] => table(changeRows(flips, limit), `${indent}    `);
  const lines = [
    `${indent}Per-problem changes${atK(report)}: ${report.changed.dropped} got worse, ${report.changed.gained} got better`,
  ];
  if (report.flips.length > 0) lines.push(`${indent}  got worse`, ...rows(report.flips));
  if (report.gains.length > 0) lines.push(`${indent}  got better`, ...rows(report.gains));
  return lines;
}

/** What was refused, as blocks of lines: the settings that differ as a table, then the ids a side lacks. */
export function refusalBlocks(report: GateReport): string[][] {
  const settings = refusedSettings(report, PLAIN_TEXT);
  const ids = unmatchedIds(report, PLAIN_TEXT).map(([side, list]) => `  ${side}: ${list}`);
  return [settings.length === 0 ? [] : table([['setting', 'baseline', 'candidate'], ...settings]), ids].filter(
    (block) => block.length > 0,
  );
}

/**
 * The ways out of a refusal under `heading`, each with its option changes as the lines `block` writes, in
 * colour; empty when there is none.
 */
export function terminalFixLines(
  report: GateReport,
  heading: string,
  block: (edits: OptionEdits) => string[],
  paint: Paint,
): string[] {
  const steps = fixSteps(report, PLAIN_TEXT);
  if (steps.length === 0) return [];
  return [
    heading,
    ...steps.flatMap((step) => [
      `  - ${step.text}`,
      ...(step.edits === undefined ? [] : block(step.edits).map((line) => `      ${paint('36', line)}`)),
    ]),
  ];
}

function refusalLines(report: GateReport, args: readonly string[] | undefined, paint: Paint): string[] {
  const lines = refusalBlocks(report).flatMap((block) => [...block, '']);
  const fix = terminalFixLines(report, paint('1', 'To fix it'), (edits) => [commandLine(report, edits, args)], paint);
  return fix.length === 0 ? lines : [...lines, ...fix, ''];
}

function judgedText(side: GateReport['baseline']): string {
  const text = judgementText(side.judgement);
  return text === null ? 'not recorded' : terminalText(text, 60);
}

function configLines(report: GateReport): string[] {
  const cell = (value: Parameters<typeof configValueText>[0], source: ConfigSource | undefined): string =>
    value === undefined ? 'not recorded' : terminalText(configValueText(value), 40) + configSourceNote(source);
  return [
    'Runs and decoding config',
    ...table([
      ['', 'baseline', 'candidate', 'checked'],
      ['file', terminalText(report.baseline.source, 40), terminalText(report.candidate.source, 40), ''],
      ...(report.baseline.judgement != null || report.candidate.judgement != null
        ? [['judged by', judgedText(report.baseline), judgedText(report.candidate), '']]
        : []),
      ...report.config.rows.map((row) => [
        terminalText(row.key, 40),
        cell(row.baseline, row.baselineSource),
        cell(row.candidate, row.candidateSource),
        row.checked ? (row.status === 'equal' ? 'equal' : row.status) : '',
      ]),
    ]),
    '',
  ];
}

/**
 * The report for a terminal: line one is the decision (the comment's, in words), then why, the check, what
 * the suite can catch, and the details: per-problem changes, the config, the other budgets, warnings, method.
 */
export function renderTerminal(report: GateReport, options: TerminalOptions = {}): string {
  const paint = painter(options.color ?? false);
  const context =
    `candidate ${sideLabel(report.candidate)} vs baseline ${sideLabel(report.baseline)}` +
    (report.delta === null ? '' : ` · ${report.problems.compared} problems`);
  const lines = [
    paint(decisionColour(report), decisionLine(report, PLAIN_TEXT)),
    ...terminalJudgementLines(report),
    paint('2', `  ${context}`),
    '',
  ];
  if (report.verdict === 'refused') {
    lines.push(...refusalLines(report, options.args, paint));
  } else {
    const note = inconclusiveNote(report);
    if (note !== null) lines.push(`  ${note}`, '');
    lines.push(...checkTable(report), '');
    const power = powerNote(report);
    if (power !== null) lines.push(`  ${power}`, '');
    const oracle = oracleSentence(report);
    if (oracle !== null) lines.push(`  ${oracle}`, '');
  }
  if (report.flips.length > 0 || report.gains.length > 0) {
    const [heading, ...changes] = changeLines(report, TERMINAL_FLIPS);
    lines.push(paint('1', heading!), ...changes, '');
  }
  lines.push(...terminalOriginLines(report), ...configLines(report));
  if (report.curve.length > 1) {
    lines.push(
      `${metricAtK(report, 'k')} at other budgets (%)`,
      ...table([
        ['k', ...report.curve.map((p) => (p.k === report.k ? `${p.k} (gate)` : String(p.k)))],
        ['baseline', ...report.curve.map((p) => (p.baseline * 100).toFixed(1))],
        ['candidate', ...report.curve.map((p) => (p.candidate * 100).toFixed(1))],
      ]),
      '',
    );
  }
  const warnings = listedWarnings(report);
  if (warnings.length > 0) {
    lines.push(paint('1;33', 'Warnings'), ...warnings.map((w) => `  ! ${terminalText(w, 400)}`), '');
  }
  if (report.delta !== null) {
    const { delta } = report;
    const p = pValueText(delta.p_value, { exact: delta.p_exact, alpha: significanceLevel(delta.confidence) });
    lines.push(
      paint(
        '2',
        (report.bootstrap.method === 't'
          ? `Method: t interval on ${delta.df} degrees of freedom over ` +
            `${report.bootstrap.units} ${report.bootstrap.unit === 'cluster' ? 'groups (cluster-robust standard error)' : 'problems'}; `
          : `Method: paired ${intervalMethodName(report.bootstrap.method)} bootstrap over ` +
            `${report.bootstrap.units} ${report.bootstrap.unit}s, ${report.bootstrap.resamples} resamples, ` +
            `seed ${report.bootstrap.seed}; `) + `sign-flip test ${p}.`,
      ),
    );
    // The verdicts whose report does not say it above still say what the gate can catch.
    if (powerNote(report) === null) lines.push(paint('2', `Power: ${powerSentence(report)!}`));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
