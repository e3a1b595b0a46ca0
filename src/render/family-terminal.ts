import { checkReport, type FamilyCheckReport, type FamilyReport } from '../report/family.js';
import { terminalText } from './escape.js';
import { checkColumns, PLAIN_TEXT, powerNote, sentence, statusWords, verdictGist } from './decision.js';
import {
  checkInconclusiveReason,
  checkName,
  checksText,
  checkUnconfirmedRise,
  familyDecisionLine,
  familyErrorSentence,
  familyMethodText,
  familyInconclusiveRule,
  sharedSides,
  testedText,
} from './family.js';
import { oracleSentence, powerSentence, signedPoints } from './format.js';
import { configCheckBlock } from './surface.js';
import {
  changeLines,
  checkCells,
  decisionColour,
  painter,
  refusalBlocks,
  sideLabel,
  table,
  terminalFixLines,
  type Paint,
  type TerminalOptions,
} from './terminal.js';

/** Changes per direction the terminal lists for each check; the rest are in --json / --markdown. */
const TERMINAL_FLIPS = 5;

/** The gate's name, how many checks, and the two models when every check compares the same two. */
function familyContext(report: FamilyReport, name: string | undefined): string {
  const parts = name === undefined ? [] : [terminalText(name, 60)];
  parts.push(checksText(report.checks.length));
  const sides = sharedSides(report);
  if (sides !== null) parts.push(`candidate ${sideLabel(sides.candidate)} vs baseline ${sideLabel(sides.baseline)}`);
  return parts.join(' · ');
}

/** A check as the table names it: its name and the metric at its k. */
function label(check: FamilyCheckReport): string {
  return checkName(check, (name) => terminalText(name, 40));
}

function checkTable(report: FamilyReport): string[] {
  const { method, confidence } = report.multiplicity;
  return table([
    checkColumns(confidence, method === 'none' ? '' : ' (all checks together)'),
    ...report.checks.map((check) => checkCells(checkReport(check), label(check))),
  ]);
}

/** A refused check: the settings that differ, the ids a side lacks, and each fix as the check's keys. */
function refusedLines(report: FamilyReport, check: FamilyCheckReport, paint: Paint): string[] {
  const single = checkReport(check);
  const file = report.config_file === null ? 'the config' : terminalText(report.config_file, 80);
  const place = `${file}${check.line === null ? '' : ` (the check at line ${check.line})`}`;
  return [
    paint('1', `${terminalText(check.name, 60)}: ${verdictGist(single, PLAIN_TEXT)}`),
    ...refusalBlocks(single).flat(),
    ...terminalFixLines(single, `  To fix it, in ${place}:`, (edits) => configCheckBlock(check.name, edits), paint),
    '',
  ];
}

/**
 * One check's details: its runs, how it was tested, why a rise it shows is not an improvement, what it can
 * catch (for every verdict), and its largest changes.
 */
function checkLines(report: FamilyReport, check: FamilyCheckReport, paint: Paint): string[] {
  const single = checkReport(check);
  const change = check.delta === null ? '' : `, ${signedPoints(check.delta.value)} points`;
  const lines = [paint('1', `${label(check)}: ${statusWords(single)}${change}`)];
  const problems = check.delta === null ? '' : ` · ${check.problems.compared} problems`;
  lines.push(
    paint('2', `  candidate ${sideLabel(check.candidate)} vs baseline ${sideLabel(check.baseline)}${problems}`),
  );
  const tested = testedText(report, check, PLAIN_TEXT);
  if (tested !== null) lines.push(`  ${sentence(tested)}`);
  const rise = checkUnconfirmedRise(report, check);
  const notes = [
    rise === null ? null : sentence(rise),
    powerNote(single) ?? powerSentence(single),
    oracleSentence(single),
  ];
  for (const note of notes) if (note !== null) lines.push(`  ${note}`);
  if (check.delta !== null && (check.flips.length > 0 || check.gains.length > 0)) {
    lines.push(...changeLines(single, TERMINAL_FLIPS, '  '));
  }
  return [...lines, ''];
}

/**
 * The terminal report of a gate over several checks: line one is the gate's decision (the comment's, in
 * words), the table of checks, the error-rate sentence, the refused checks' fixes, the inconclusive checks'
 * reasons, then each check's details and the warnings.
 */
export function renderFamilyTerminal(report: FamilyReport, options: TerminalOptions & { name?: string } = {}): string {
  const paint = painter(options.color ?? false);
  const lines = [
    paint(decisionColour(report), familyDecisionLine(report, PLAIN_TEXT)),
    paint('2', `  ${familyContext(report, options.name)}`),
    '',
  ];
  lines.push(...checkTable(report), '', `  ${familyErrorSentence(report)}`, '');
  for (const check of report.checks) if (check.verdict === 'refused') lines.push(...refusedLines(report, check, paint));
  const inconclusive = report.checks.filter((check) => check.verdict === 'inconclusive');
  if (inconclusive.length > 0) {
    lines.push(`${inconclusive.length === 1 ? 'One check is' : `${inconclusive.length} checks are`} inconclusive:`);
    for (const check of inconclusive) {
      lines.push(`  - ${label(check)}: ${checkInconclusiveReason(report, check) ?? ''}`);
    }
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
  return `${lines.join('\n').trimEnd()}\n`;
}
