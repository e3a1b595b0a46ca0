import type { GateReport } from '../report/model.js';
import { terminalText } from './escape.js';
import {
  atK,
  configValueText,
  gateOutcome,
  headlineCore,
  levelText,
  metricAtK,
  oracleSentence,
  percent,
  powerSentence,
  pValueText,
  signedPoints,
} from './format.js';

/** The terminal lists fewer flips than the reports: the rest are in --json / --markdown. */
const TERMINAL_FLIPS = 10;

function table(rows: string[][], indent = '  '): string[] {
  const widths = rows[0]!.map((_, col) => Math.max(...rows.map((row) => [...(row[col] ?? '')].length)));
  return rows.map((row) =>
    (indent + row.map((cell, col) => cell + ' '.repeat(widths[col]! - [...cell].length)).join('  ')).trimEnd(),
  );
}

function sideLabel(side: GateReport['baseline']): string {
  const model = side.model === null ? '' : ` (${terminalText(side.model, 60)})`;
  return `${terminalText(side.source, 60)}${model}`;
}

function optionalLine(text: string | null): string[] {
  return text === null ? [] : [`  ${text}`];
}

/** The report for a terminal: headline first, then the numbers, the config, the curve and the largest flips. */
export function renderTerminal(report: GateReport): string {
  // A refusal's headline quotes its first reason, which can hold ids and config values from the files.
  const headline = report.delta === null ? terminalText(headlineCore(report), 400) : headlineCore(report);
  const lines = [`passk-gate  ${headline}${atK(report)}`, `  ${gateOutcome(report)}`, ''];
  if (report.verdict === 'refused') {
    lines.push('Refused because:', ...report.reasons.map((reason) => `  - ${terminalText(reason, 400)}`), '');
  }
  const metric = metricAtK(report);
  if (report.delta !== null) {
    const { value, ci, confidence, p_value: p } = report.delta;
    lines.push(
      ...table([
        ['', metric, 'problems', 'run'],
        ['baseline', percent(report.baseline.value), String(report.problems.compared), sideLabel(report.baseline)],
        ['candidate', percent(report.candidate.value), String(report.problems.compared), sideLabel(report.candidate)],
        [
          'delta',
          `${signedPoints(value)} pts`,
          '',
          `${levelText(confidence)} CI [${signedPoints(ci[0])}, ${signedPoints(ci[1])}], ${pValueText(p)}`,
        ],
      ]),
      `  ${powerSentence(report)}`,
      ...optionalLine(oracleSentence(report)),
      '',
    );
  }
  if (report.config.rows.length > 0) {
    lines.push(
      'Config',
      ...table([
        ['key', 'baseline', 'candidate', ''],
        ...report.config.rows.map((row) => [
          terminalText(row.key, 40),
          terminalText(configValueText(row.baseline), 40) + (row.baselineSource === 'user' ? ' (user)' : ''),
          terminalText(configValueText(row.candidate), 40) + (row.candidateSource === 'user' ? ' (user)' : ''),
          row.checked
            ? row.status === 'equal'
              ? 'checked: equal'
              : `checked: ${row.status}`
            : row.status === 'differs'
              ? 'differs (not checked)'
              : '',
        ]),
      ]),
      '',
    );
  }
  if (report.curve.length > 0) {
    lines.push(
      `Curve (${metricAtK(report, 'k')}, %)`,
      ...table([
        ['k', ...report.curve.map((p) => String(p.k))],
        ['baseline', ...report.curve.map((p) => (p.baseline * 100).toFixed(1))],
        ['candidate', ...report.curve.map((p) => (p.candidate * 100).toFixed(1))],
      ]),
      '',
    );
  }
  if (report.flips.length > 0) {
    lines.push(
      `Largest drops (${report.changed.dropped} problems dropped, ${report.changed.gained} gained)`,
      ...table(
        report.flips
          .slice(0, TERMINAL_FLIPS)
          .map((f) => [
            terminalText(f.id, 60),
            `${percent(f.baseline)} -> ${percent(f.candidate)}`,
            signedPoints(f.delta),
          ]),
      ),
      '',
    );
  }
  if (report.warnings.length > 0) {
    lines.push('Warnings', ...report.warnings.map((w) => `  ! ${terminalText(w, 400)}`), '');
  }
  if (report.delta !== null) {
    lines.push(
      `Method: paired ${report.bootstrap.method === 'bca' ? 'BCa' : 'percentile'} bootstrap over ` +
        `${report.bootstrap.units} ${report.bootstrap.unit}s, ${report.bootstrap.resamples} resamples, seed ${report.bootstrap.seed}; ` +
        `p from a paired sign-flip permutation test.`,
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
