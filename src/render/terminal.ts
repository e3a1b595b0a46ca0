import type { CheckReport, GateReport } from '../compare/model.js';
import { MAX_RUN_NAME, terminalText } from './escape.js';
import {
  configRows,
  headlineCautions,
  judgedRows,
  listedParts,
  listedWarnings,
  sideFiles,
  terminalOriginLines,
} from './origin.js';
import {
  checkColumns,
  checkName,
  checkNotes,
  checkNumbers,
  contextText,
  decisionTone,
  familyErrorSentence,
  familyMethodText,
  fileCheckName,
  fixSteps,
  gateDecisionLine,
  inconclusiveNote,
  largestChanges,
  PLAIN_TEXT,
  powerNote,
  refusedColumns,
  refusedSettings,
  refusedStatus,
  runsLine,
  type RunNameText,
  statusWords,
  unmatchedIds,
  verdictGist,
  configStatusWords,
  inconclusiveChecks,
  loneCheckNotes,
  sideName,
} from './decision.js';
import {
  degreesOfFreedomText,
  grouped,
  intervalMethodName,
  metricAtK,
  powerSentence,
  pValueText,
  shownOf,
  signedChange,
  wordsOf,
} from './format.js';
import {
  cutApart,
  cutRoom,
  cuttable,
  fitTable,
  fitsWhole,
  LINE_ONE_COLOURS,
  noticeLines,
  pageOf,
  pasteLines,
  textWidth,
  wrap,
  type Page,
  type PageOptions,
  type Styled,
} from './layout.js';
import { configCheckSurface, type Surface } from './surface.js';

/** The terminal lists fewer changes than the reports (the rest are in --json / --markdown); fewer per check of several. */
const TERMINAL_CHANGES = 10;
const TERMINAL_CHANGES_PER_CHECK = 5;
/** The columns a problem id is cut to at most, in the per-problem lists and a refusal's list alike. */
const ID_MAX = 60;

export interface TerminalOptions extends PageOptions {
  /** How a lone comparison's refusal fix is written: the CLI's command line. Without it, the fix is not shown. */
  surface?: Surface;
}

/** A check's status words, coloured as line one would be for it alone. */
function status(check: CheckReport, words: string): Styled {
  return { text: words, code: LINE_ONE_COLOURS[decisionTone(check)] };
}

/**
 * Text the report says whole, however long: a check's name (a table too narrow for it is stacked), a path the user
 * gave (a table may cut it), a warning (its text from a file is cut where the warning quotes it, never the sentence).
 */
const whole = (text: string): string => terminalText(text, Infinity);

/**
 * A run in a runs line, within `room` columns: whole where it fits; else cut as the tables cut (`cutApart`), and
 * a merged run by its first file and how many more (`a.json + 1 more`).
 */
export function runName(room: number): RunNameText {
  const named = (part: string) => terminalText(part, MAX_RUN_NAME);
  return (parts, others) => {
    const name = listedParts(parts, named);
    if (textWidth(name) <= room) return name;
    const first = cutApart(named(parts[0]!), room, others.map(named));
    return parts.length === 1 ? first : `${first} + ${parts.length - 1} more`;
  };
}

/** The check table: one row per check, a refused one with why in a few words in place of numbers. */
function checkTable(report: GateReport, page: Page): string[] {
  return fitTable(
    page,
    checkColumns(report),
    report.checks.map((check) => [
      checkName(report, check, whole, Infinity),
      ...(check.delta === null
        ? ['-', '-', '-', '-', '-', status(check, refusedStatus(check, PLAIN_TEXT))]
        : [...checkNumbers(check), status(check, statusWords(check))]),
    ]),
  );
}

/**
 * The per-problem changes: how many got worse and better (a heading painted `code`), then the largest `limit` of
 * each as a table, whose problem ids may be cut to fit; a list so cut says how many it shows.
 */
function changeLines(report: CheckReport, limit: number, page: Page, indent: string, code?: string): string[] {
  const { heading, worse, better } = largestChanges(report, limit, ID_MAX);
  const rows = (shown: typeof worse): string[] => {
    const cells = shown.map((f) => [cuttable(f.shown.text, f.shown.full), f.values.join(' -> '), f.change]);
    return fitTable(page, ['', '', ''], cells, `${indent}    `);
  };
  // A list cut to its largest says so, as the comment's does ("largest 10 of 93"): the heading counts them all.
  const title = (words: string, shown: number, total: number) =>
    `${indent}  ${words}${shown < total ? ` (${shownOf(shown, total)})` : ''}`;
  const lines = wrap(page, { text: `${indent}${heading}`, code });
  const { dropped, gained } = report.changed;
  if (worse.length > 0) lines.push(title('got worse', worse.length, dropped), ...rows(worse));
  if (better.length > 0) lines.push(title('got better', better.length, gained), ...rows(better));
  return lines;
}

/** A check of several, its line: its name in bold, then `words` coloured as its status. */
function checkHeading(report: GateReport, check: CheckReport, page: Page, words: string): string[] {
  return wrap(page, [{ text: `${checkName(report, check, whole, Infinity)}:`, code: '1' }, ' ', status(check, words)]);
}

/** A refused check: the settings that differ, the ids a side lacks, and each way out with its change. */
function refusedLines(report: GateReport, check: CheckReport, surface: Surface | undefined, page: Page): string[] {
  const many = report.checks.length > 1;
  const settings = refusedSettings(check, PLAIN_TEXT);
  // An id fits a line of its own, after the list's indentation and before its comma.
  const ids = unmatchedIds(check, PLAIN_TEXT, Math.min(ID_MAX, cutRoom(page, 3))).flatMap(([side, list]) =>
    wrap(page, `  ${side}: ${list}`),
  );
  const table = settings.length === 0 ? [] : fitTable(page, refusedColumns(check), settings);
  const blocks = [table, ids].filter((block) => block.length > 0);
  const lines = many
    ? [...checkHeading(report, check, page, verdictGist(check, PLAIN_TEXT)), ...blocks.flat()]
    : blocks.flatMap((block) => [...block, '']);
  const steps = fixSteps(check, PLAIN_TEXT, report);
  if (steps.length === 0) return many ? [...lines, ''] : lines;
  const file = report.config_file;
  const line = check.line === null ? '' : ` (the check at line ${check.line})`;
  const place = file === null ? null : `${terminalText(file, 80)}${line}`;
  // Of several checks, the fix is indented under its check, as a gate's is.
  const heading =
    place !== null ? `  To fix it, in ${place}:` : many ? '  To fix it:' : { text: 'To fix it', code: '1' };
  lines.push(...wrap(page, heading));
  const fix = place === null ? surface : configCheckSurface(fileCheckName(report, check), file!);
  for (const step of steps) {
    lines.push(...wrap(page, `  - ${step.text}`));
    if (step.edits === undefined || fix === undefined) continue;
    lines.push(...pasteLines(page, fix.language, fix.fix(step.edits), '      ', '36'));
  }
  return [...lines, ''];
}

/**
 * What differs in each refused check and how to fix it, as the report says it (a lone comparison's fix written
 * for `surface`): for a log when no report carries it. Empty when no check was refused.
 */
export function renderRefusals(report: GateReport, surface: Surface): string {
  const page = pageOf({});
  const lines = report.checks
    .filter((check) => check.verdict === 'refused')
    .flatMap((check) => refusedLines(report, check, surface, page));
  return lines.length === 0 ? '' : `${lines.join('\n').trimEnd()}\n`;
}

/** One check of several: its line (its status coloured as line one), its runs and notes, and its largest changes. */
function checkLines(report: GateReport, check: CheckReport, page: Page): string[] {
  const change = check.delta === null ? '' : `, ${signedChange(check.delta.value)} points`;
  const lines = [
    ...checkHeading(report, check, page, `${statusWords(check)}${change}`),
    ...wrap(page, { text: `  ${runsLine(check, runName(page.width - 2))}`, code: '2' }),
    ...originLines(check, page, '  '),
    ...checkNotes(report, check, { ...PLAIN_TEXT, name: whole }, Infinity).flatMap((note) => wrap(page, `  ${note}`)),
  ];
  if (check.delta !== null && (check.flips.length > 0 || check.gains.length > 0)) {
    lines.push(...changeLines(check, TERMINAL_CHANGES_PER_CHECK, page, '  '));
  }
  return [...lines, ''];
}

/** Both runs' files, judgement and decoding config, one row per key. */
function configLines(report: CheckReport, page: Page): string[] {
  // Text from the runs is whole (a runaway value cut at 200): a table without room for it is stacked.
  const value = (text: string): string => terminalText(text, 200);
  // A side merged from several files lists them one per row.
  const baseline = sideFiles(report.baseline, whole);
  const candidate = sideFiles(report.candidate, whole);
  const files = Math.max(baseline.length, candidate.length);
  return [
    'Runs and decoding config',
    ...fitTable(
      page,
      ['', sideName(report, 'baseline'), 'candidate', 'checked'],
      [
        ...Array.from({ length: files }, (_, i) => [
          i > 0 ? '' : files > 1 ? 'files' : 'file',
          cuttable(baseline[i] ?? ''),
          cuttable(candidate[i] ?? ''),
          '',
        ]),
        ...judgedRows(report, value),
        ...configRows(report, value, configStatusWords),
      ],
    ),
    '',
  ];
}

/** The metric at every budget k the runs allow: a column per k, or a row per k where those do not fit. */
function curveLines(report: CheckReport, page: Page): string[] {
  const ks = report.curve.map((p) => (p.k === report.k ? `${p.k} (gate)` : String(p.k)));
  const value = (side: 'baseline' | 'candidate', i: number) => (report.curve[i]![side] * 100).toFixed(1);
  const across = [
    [sideName(report, 'baseline'), ...ks.map((_, i) => value('baseline', i))],
    ['candidate', ...ks.map((_, i) => value('candidate', i))],
  ];
  const table = fitsWhole(page, ['k', ...ks], across)
    ? fitTable(page, ['k', ...ks], across)
    : fitTable(
        page,
        ['k', sideName(report, 'baseline'), 'candidate'],
        ks.map((k, i) => [k, value('baseline', i), value('candidate', i)]),
      );
  return [...wrap(page, `${metricAtK(report, 'k')} at other budgets (%)`), ...table, ''];
}

/** The method in one line, and what the gate can catch when the report did not say it above. */
function methodLines(report: CheckReport, page: Page): string[] {
  const { delta, bootstrap: b } = report;
  if (delta === null) return [];
  const p = pValueText(delta.p_value, { exact: delta.p_exact, alpha: report.multiplicity.level });
  const interval =
    b.method === 't'
      ? `t interval on ${degreesOfFreedomText(delta.df)} degrees of freedom over ` +
        `${grouped(b.units)} ${b.unit === 'cluster' ? 'groups (cluster-robust standard error)' : `${wordsOf(report).problem}s`}`
      : `paired ${intervalMethodName(b.method)} bootstrap over ${grouped(b.units)} ${b.unit === 'problem' ? `${wordsOf(report).problem}s` : 'groups'}, ${grouped(b.resamples)} resamples, ` +
        `seed ${b.seed}`;
  const lines = wrap(page, { text: `Method: ${interval}; sign-flip test ${p}.`, code: '2' });
  if (powerNote(report) === null) {
    // After the colon the sentence goes on in lower case: "Power: this gate catches ...".
    const power = powerSentence(report)!;
    lines.push(...wrap(page, { text: `Power: ${power.charAt(0).toLowerCase()}${power.slice(1)}`, code: '2' }));
  }
  return lines;
}

/** The warnings at the end of the report, each of several checks after its name. */
function warningLines(report: GateReport, page: Page): string[] {
  return noticeLines(page, 'Warnings', listedWarnings(report, whole, whole));
}

/** The MLflow runs behind a check's sides (`indent` before each line); a side's line goes on under its text. */
function originLines(check: CheckReport, page: Page, indent = ''): string[] {
  return terminalOriginLines(check).flatMap((line) => {
    if (line === '') return indent === '' ? [''] : [];
    return wrap(page, `${indent}${line}`, ' '.repeat(indent.length + (/^ *\S+ +/.exec(line)?.[0].length ?? 0)));
  });
}

/** A lone check after its context: why, the check, what the suite can catch, then its details. */
function loneCheckLines(report: GateReport, check: CheckReport, surface: Surface | undefined, page: Page): string[] {
  const lines: string[] = [];
  if (check.verdict === 'refused') lines.push(...refusedLines(report, check, surface, page));
  else {
    const note = inconclusiveNote(check);
    if (note !== null) lines.push(...wrap(page, `  ${note}`), '');
    lines.push(...checkTable(report, page), '');
    for (const note of loneCheckNotes(check)) lines.push(...wrap(page, `  ${note}`), '');
  }
  if (check.flips.length > 0 || check.gains.length > 0) {
    lines.push(...changeLines(check, TERMINAL_CHANGES, page, '', '1'), '');
  }
  lines.push(...originLines(check, page), ...configLines(check, page));
  if (check.curve.length > 1) lines.push(...curveLines(check, page));
  return [...lines, ...warningLines(report, page), ...methodLines(check, page)];
}

/** Several checks after the context: the table, the error rate, the refused and inconclusive checks, each check, the method. */
function checksLines(report: GateReport, surface: Surface | undefined, page: Page): string[] {
  const lines = [...checkTable(report, page), '', ...wrap(page, `  ${familyErrorSentence(report)}`), ''];
  for (const check of report.checks) {
    if (check.verdict === 'refused') lines.push(...refusedLines(report, check, surface, page));
  }
  const inconclusive = inconclusiveChecks(report, whole, Infinity);
  if (inconclusive !== null) {
    const { heading, items, rule } = inconclusive;
    lines.push(...wrap(page, heading), ...items.flatMap((item) => wrap(page, `  - ${item}`)));
    lines.push(...(rule === null ? [] : wrap(page, `  ${rule}`)), '');
  }
  for (const check of report.checks) if (check.verdict !== 'refused') lines.push(...checkLines(report, check, page));
  lines.push(...warningLines(report, page));
  lines.push(...wrap(page, { text: `Method: ${familyMethodText(report)}.`, code: '2' }));
  return lines;
}

/**
 * The report for a terminal: what the markdown report says, as text, line one first. Given a width, no line is
 * wider than it but one that is a single word (a path, a URL, an argument) that cannot be broken.
 */
export function renderTerminal(report: GateReport, options: TerminalOptions = {}): string {
  const page = pageOf(options);
  const [one] = report.checks;
  const many = report.checks.length > 1;
  const lines = [
    ...wrap(page, { text: gateDecisionLine(report, PLAIN_TEXT), code: LINE_ONE_COLOURS[decisionTone(report)] }),
    ...headlineCautions(report, whole, whole).flatMap((caution) => wrap(page, `  ! ${caution}`)),
    ...wrap(page, { text: `  ${contextText(report, runName(page.width - 2))}`, code: '2' }),
    '',
    ...(many ? checksLines(report, options.surface, page) : loneCheckLines(report, one!, options.surface, page)),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}
