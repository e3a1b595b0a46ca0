import type { ConfigSource } from '../common/types.js';
import type { CheckReport, GateReport } from '../compare/model.js';
import { terminalText } from './escape.js';
import { configSourceNote, listedWarnings, mixedJudgement, sideFiles, terminalOriginLines } from './origin.js';
import {
  checkColumns,
  checkName,
  checkNotes,
  checkNumbers,
  contextText,
  decisionOf,
  familyErrorSentence,
  familyInconclusiveRule,
  familyMethodText,
  fixSteps,
  gateDecisionLine,
  inconclusiveNote,
  PLAIN_TEXT,
  powerNote,
  trialsNote,
  refusedSettings,
  refusedStatus,
  runsLine,
  sharing,
  statusWords,
  unmatchedIds,
  verdictGist,
  configStatusWords,
} from './decision.js';
import {
  atK,
  configValueText,
  inconclusiveReason,
  intervalMethodName,
  judgementText,
  metricAtK,
  oracleSentence,
  percent,
  powerSentence,
  pValueText,
  signedPoints,
} from './format.js';
import { configCheckBlock, type Surface } from './surface.js';

/** The terminal lists fewer changes than the reports (the rest are in --json / --markdown); fewer per check of several. */
const TERMINAL_CHANGES = 10;
const TERMINAL_CHANGES_PER_CHECK = 5;

export interface TerminalOptions {
  /** ANSI colours: the CLI decides (a TTY, NO_COLOR, FORCE_COLOR); off by default. */
  color?: boolean;
  /** How a lone comparison's refusal fix is written: the CLI's command line. Without it, the fix is not shown. */
  surface?: Surface;
}

export type Paint = (code: string, text: string) => string;

/** ANSI SGR codes around text when `color`, else the text as it is. */
export function painter(color: boolean): Paint {
  return color ? (code, text) => `\u001b[${code}m${text}\u001b[0m` : (_, text) => text;
}

/** The colour of line one: red blocks, green can merge, yellow passes inconclusive, cyan informational. */
function decisionColour(report: Pick<GateReport, 'failed' | 'fail_on' | 'verdict'>): string {
  const decision = decisionOf(report);
  if (decision === 'blocks') return '1;31';
  if (decision === 'informational') return '1;36';
  return report.verdict === 'inconclusive' ? '1;33' : '1;32';
}

/** Rows as columns padded to their widest cell, each line indented and without trailing spaces. */
export function table(rows: string[][], indent = '  '): string[] {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => [...(row[col] ?? '')].length)));
  return rows.map((row) =>
    (indent + row.map((cell, col) => cell + ' '.repeat(widths[col]! - [...cell].length)).join('  ')).trimEnd(),
  );
}

/** A check as the table names it: its name and the metric at its k. */
function label(check: CheckReport): string {
  return checkName(check, (name) => terminalText(name, 40));
}

/** The check table: one row per check, a refused one with why in a few words in place of numbers. */
function checkTable(report: GateReport): string[] {
  return table([
    checkColumns(report),
    ...report.checks.map((check) =>
      check.delta === null
        ? [label(check), '-', '-', '-', '-', '-', refusedStatus(check, PLAIN_TEXT)]
        : [label(check), ...checkNumbers(check), statusWords(check)],
    ),
  ]);
}

/** The per-problem changes: how many got worse and better, then the largest `limit` of each as a table. */
function changeLines(report: CheckReport, limit: number, indent = ''): string[] {
  const row = (f: CheckReport['flips'][number]) => [
    terminalText(f.id, 60),
    `${percent(f.baseline)} -> ${percent(f.candidate)}`,
    signedPoints(f.delta),
  ];
  const rows = (changes: CheckReport['flips']): string[] => table(changes.slice(0, limit).map(row), `${indent}    `);
  const { dropped, gained } = report.changed;
  const lines = [`${indent}Per-problem changes${atK(report)}: ${dropped} got worse, ${gained} got better`];
  if (report.flips.length > 0) lines.push(`${indent}  got worse`, ...rows(report.flips));
  if (report.gains.length > 0) lines.push(`${indent}  got better`, ...rows(report.gains));
  return lines;
}

/** A refused check: the settings that differ, the ids a side lacks, and each way out with its change. */
function refusedLines(report: GateReport, check: CheckReport, surface: Surface | undefined, paint: Paint): string[] {
  const many = report.checks.length > 1;
  const settings = refusedSettings(check, PLAIN_TEXT);
  const ids = unmatchedIds(check, PLAIN_TEXT).map(([side, list]) => `  ${side}: ${list}`);
  const blocks = [settings.length === 0 ? [] : table([['setting', 'baseline', 'candidate'], ...settings]), ids].filter(
    (block) => block.length > 0,
  );
  const lines = many
    ? [paint('1', `${terminalText(check.name, 60)}: ${verdictGist(check, PLAIN_TEXT)}`), ...blocks.flat()]
    : blocks.flatMap((block) => [...block, '']);
  const file = report.config_file;
  const steps = fixSteps(check, PLAIN_TEXT);
  if (steps.length === 0) return many ? [...lines, ''] : lines;
  const place =
    file === null
      ? null
      : `${terminalText(file, 80)}${check.line === null ? '' : ` (the check at line ${check.line})`}`;
  lines.push(place === null ? paint('1', 'To fix it') : `  To fix it, in ${place}:`);
  for (const step of steps) {
    lines.push(`  - ${step.text}`);
    if (step.edits === undefined) continue;
    const block = place === null ? (surface?.fix(step.edits) ?? []) : configCheckBlock(check.name, step.edits);
    lines.push(...block.map((line) => `      ${paint('36', line)}`));
  }
  return [...lines, ''];
}

/** One check of several: its line, its runs and notes, and its largest changes. */
function checkLines(report: GateReport, check: CheckReport, paint: Paint): string[] {
  const change = check.delta === null ? '' : `, ${signedPoints(check.delta.value)} points`;
  const lines = [
    paint('1', `${label(check)}: ${statusWords(check)}${change}`),
    paint('2', `  ${runsLine(check, PLAIN_TEXT.value)}`),
    ...checkNotes(report, check, PLAIN_TEXT).map((note) => `  ${note}`),
  ];
  if (check.delta !== null && (check.flips.length > 0 || check.gains.length > 0)) {
    lines.push(...changeLines(check, TERMINAL_CHANGES_PER_CHECK, '  '));
  }
  return [...lines, ''];
}

/** Both runs' files, judgement and decoding config, one row per key. */
function configLines(report: CheckReport): string[] {
  const judged = (side: CheckReport['baseline']): string => {
    const text = judgementText(side.judgement);
    return text === null ? 'not recorded' : terminalText(text, 60);
  };
  const cell = (value: Parameters<typeof configValueText>[0], source: ConfigSource | undefined): string =>
    value === undefined ? 'not recorded' : terminalText(configValueText(value), 40) + configSourceNote(source);
  // A side merged from several files lists them one per row.
  const [baseline, candidate] = [report.baseline, report.candidate].map((side) =>
    sideFiles(side, (name) => terminalText(name, 40), 40),
  );
  const files = Math.max(baseline!.length, candidate!.length);
  return [
    'Runs and decoding config',
    ...table([
      ['', 'baseline', 'candidate', 'checked'],
      ...Array.from({ length: files }, (_, i) => [
        i > 0 ? '' : files > 1 ? 'files' : 'file',
        baseline![i] ?? '',
        candidate![i] ?? '',
        '',
      ]),
      ...(report.baseline.judgement != null || report.candidate.judgement != null
        ? [['judged by', judged(report.baseline), judged(report.candidate), '']]
        : []),
      ...report.config.rows.map((row) => [
        terminalText(row.key, 40),
        cell(row.baseline, row.baselineSource),
        cell(row.candidate, row.candidateSource),
        configStatusWords(row),
      ]),
    ]),
    '',
  ];
}

/** The method in one line, and what the gate can catch when the report did not say it above. */
function methodLines(report: CheckReport, paint: Paint): string[] {
  const { delta, bootstrap: b } = report;
  if (delta === null) return [];
  const p = pValueText(delta.p_value, { exact: delta.p_exact, alpha: report.multiplicity.level });
  const interval =
    b.method === 't'
      ? `t interval on ${delta.df} degrees of freedom over ` +
        `${b.units} ${b.unit === 'cluster' ? 'groups (cluster-robust standard error)' : 'problems'}`
      : `paired ${intervalMethodName(b.method)} bootstrap over ${b.units} ${b.unit}s, ${b.resamples} resamples, ` +
        `seed ${b.seed}`;
  const lines = [paint('2', `Method: ${interval}; sign-flip test ${p}.`)];
  if (powerNote(report) === null) lines.push(paint('2', `Power: ${powerSentence(report)!}`));
  return lines;
}

/** A lone check after its context: why, the check, what the suite can catch, then its details. */
function loneCheckLines(report: GateReport, check: CheckReport, surface: Surface | undefined, paint: Paint): string[] {
  const lines: string[] = [];
  if (check.verdict === 'refused') lines.push(...refusedLines(report, check, surface, paint));
  else {
    const note = inconclusiveNote(check);
    if (note !== null) lines.push(`  ${note}`, '');
    lines.push(...checkTable(report), '');
    for (const extra of [powerNote(check), oracleSentence(check), trialsNote(check)])
      if (extra !== null) lines.push(`  ${extra}`, '');
  }
  if (check.flips.length > 0 || check.gains.length > 0) {
    const [heading, ...changes] = changeLines(check, TERMINAL_CHANGES);
    lines.push(paint('1', heading!), ...changes, '');
  }
  lines.push(...terminalOriginLines(check), ...configLines(check));
  if (check.curve.length > 1) {
    lines.push(
      `${metricAtK(check, 'k')} at other budgets (%)`,
      ...table([
        ['k', ...check.curve.map((p) => (p.k === check.k ? `${p.k} (gate)` : String(p.k)))],
        ['baseline', ...check.curve.map((p) => (p.baseline * 100).toFixed(1))],
        ['candidate', ...check.curve.map((p) => (p.candidate * 100).toFixed(1))],
      ]),
      '',
    );
  }
  const warnings = listedWarnings(check);
  if (warnings.length > 0) {
    lines.push(paint('1;33', 'Warnings'), ...warnings.map((w) => `  ! ${terminalText(w, 400)}`), '');
  }
  return [...lines, ...methodLines(check, paint)];
}

/** Several checks after the context: the table, the error rate, the refused and inconclusive checks, each check, the method. */
function checksLines(report: GateReport, surface: Surface | undefined, paint: Paint): string[] {
  const lines = [...checkTable(report), '', `  ${familyErrorSentence(report)}`, ''];
  for (const check of report.checks) {
    if (check.verdict === 'refused') lines.push(...refusedLines(report, check, surface, paint));
  }
  const inconclusive = report.checks.filter((check) => check.verdict === 'inconclusive');
  if (inconclusive.length > 0) {
    lines.push(`${inconclusive.length === 1 ? 'One check is' : `${inconclusive.length} checks are`} inconclusive:`);
    for (const check of inconclusive)
      lines.push(`  - ${label(check)}: ${inconclusiveReason(check, sharing(report)) ?? ''}`);
    const rule = familyInconclusiveRule(report);
    lines.push(...(rule === null ? [] : [`  ${rule}`]), '');
  }
  for (const check of report.checks) if (check.verdict !== 'refused') lines.push(...checkLines(report, check, paint));
  const warnings = report.checks.flatMap((check) =>
    check.warnings.map((w) => `  ! ${terminalText(check.name, 60)}: ${terminalText(w, 400)}`),
  );
  if (warnings.length > 0) lines.push(paint('1;33', 'Warnings'), ...warnings, '');
  const method = familyMethodText(report);
  if (method !== null) lines.push(paint('2', `Method: ${method}.`));
  return lines;
}

/** The report for a terminal: what the markdown report says, as text, line one first. */
export function renderTerminal(report: GateReport, options: TerminalOptions = {}): string {
  const paint = painter(options.color ?? false);
  const [one] = report.checks;
  const many = report.checks.length > 1;
  const mixed = many ? undefined : mixedJudgement(one!);
  const lines = [
    paint(decisionColour(report), gateDecisionLine(report, PLAIN_TEXT)),
    ...(mixed === undefined ? [] : [`  ! ${terminalText(mixed, 400)}`]),
    paint('2', `  ${contextText(report, PLAIN_TEXT.value)}`),
    '',
    ...(many ? checksLines(report, options.surface, paint) : loneCheckLines(report, one!, options.surface, paint)),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}
