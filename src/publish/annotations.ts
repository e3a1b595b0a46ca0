import { isAbsolute, relative, resolve, sep } from 'node:path';
import { oneLine } from '../common/errors.js';
import type { GateReport } from '../compare/model.js';
import {
  checkName,
  decisionOf,
  evidenceText,
  gateDecisionLine,
  intervalText,
  PLAIN_TEXT,
  sharing,
} from '../render/decision.js';
import { inconclusiveReason, levelText, NO_MARGIN_STEP } from '../render/format.js';

interface Annotation {
  title: string;
  message: string;
}

/**
 * The file and line an input error names first (`passk-gate.yml:5: ...`, `evals/base.jsonl: line 12: ...`), for
 * GitHub to show a "could not run" annotation there: relative to `workspace`, and none for a file outside it or a
 * text that is no file (`isFile` asks the shell: pure code reads no files). Paths in messages are relative to `cwd`.
 */
export function errorPlace(
  message: string,
  cwd: string,
  workspace: string,
  isFile: (path: string) => boolean,
): { file: string; startLine?: number } | undefined {
  const match = /^(.+?)(?::(\d+))?: (?:line (\d+): |not valid (?:JSON|YAML) at line (\d+))?/.exec(message);
  if (match === null) return undefined;
  const absolute = resolve(cwd, match[1]!);
  const file = relative(workspace, absolute);
  if (file === '' || file === '..' || file.startsWith(`..${sep}`) || isAbsolute(file) || !isFile(absolute)) {
    return undefined;
  }
  const line = Number(match[2] ?? match[3] ?? match[4]);
  return { file: file.split(sep).join('/'), ...(line >= 1 ? { startLine: line } : {}) };
}

/** An annotation's title: the gate, and its name when it has one. */
export function annotationTitle(name: string | undefined): string {
  return name === undefined ? 'passk-gate' : `passk-gate (${oneLine(name, 60)})`;
}

/** The longest annotation message: the checks page shows one line, the report has the rest. */
const MAX_ANNOTATION = 300;

/** `text` cut to `max` characters at a word, marked with an ellipsis. */
function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Where `text` may be cut between clauses: at each "; ", ", ", ": " and " (", with how many parentheses are open there. */
function clauseEnds(text: string): { at: number; open: number }[] {
  const ends: { at: number; open: number }[] = [];
  let open = 0;
  for (let i = 0; i < text.length - 1; i++) {
    const char = text[i]!;
    if (char === '(') open++;
    else if (char === ')') open = Math.max(0, open - 1);
    else if (text[i + 1] === (char === ' ' ? '(' : ' ') && ' ;,:'.includes(char)) ends.push({ at: i, open });
  }
  return ends;
}

/**
 * `text` cut to `max` characters where a clause ends, marked with an ellipsis and its open parentheses closed, so
 * that no fact is cut in half (a hash, a p-value); at a word when no clause ends in the second half.
 */
function cutAtClause(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = clauseEnds(text)
    .filter(({ at, open }) => at + 1 + open <= max)
    .at(-1);
  if (end === undefined || end.at <= max / 2) return cutAtWord(text, max);
  return `${text.slice(0, end.at)}…${')'.repeat(end.open)}`;
}

/** Clauses of advice shorter than this are dropped rather than cut to a few words. */
const MIN_ADVICE = 40;

/**
 * `text` on one line of at most `MAX_ANNOTATION` characters, cut between clauses. A message ends with what to do,
 * after its last "; ": a long one keeps the facts before it whole and cuts the advice at its end. Advice that ends
 * with a step to take ("without a margin ...: set margin to ...") keeps the step whole: its reason is cut, else
 * left out, else the facts are cut at their end. When the facts alone do not fit, they are cut at their end too.
 */
export function annotationText(text: string): string {
  const flat = oneLine(text, Infinity);
  if (flat.length <= MAX_ANNOTATION) return flat;
  const last = clauseEnds(flat)
    .filter(({ at, open }) => open === 0 && flat[at] === ';')
    .at(-1);
  if (last === undefined) return cutAtClause(flat, MAX_ANNOTATION);
  const facts = flat.slice(0, last.at);
  const advice = flat.slice(last.at + 2);
  const room = MAX_ANNOTATION - facts.length - 2;
  const step = NO_MARGIN_STEP;
  if (!advice.endsWith(`: ${step}`)) {
    return room >= MIN_ADVICE ? `${facts}; ${cutAtClause(advice, room)}` : cutAtClause(flat, MAX_ANNOTATION);
  }
  const why = advice.slice(0, -step.length - 2);
  if (room >= step.length + 2 + MIN_ADVICE) return `${facts}; ${cutAtWord(why, room - step.length - 2)}: ${step}`;
  if (room >= step.length) return `${facts}; ${step}`;
  return `${cutAtClause(facts, MAX_ANNOTATION - step.length - 2)}; ${step}`;
}

/**
 * A decision annotation's text: line one, then the numbers behind one check's decision in one parenthesis, then
 * why it is inconclusive; a refusal's points to `fixIn`, where the run says how to fix it (or the refused checks).
 */
function decisionText(report: GateReport, line: string, fixIn: string | undefined): string {
  if (report.decision === 'refused') {
    // Beside a check that regressed, "it" would read as the regression: name what has a fix.
    const refused = report.checks.filter((check) => check.verdict === 'refused').length;
    const what = report.checks.length === 1 ? 'it' : refused === 1 ? 'the refused check' : 'the refused checks';
    return fixIn === undefined ? line : `${line}; ${fixIn} says how to fix ${what}`;
  }
  if (report.checks.length > 1) return line;
  const one = report.checks[0]!;
  const { confidence, ci, margin } = one.delta!;
  // An inconclusive line one ends with the interval, which the numbers behind it give again.
  const interval = ` (${levelText(confidence)} interval ${intervalText(ci, margin)})`;
  const reason = inconclusiveReason(one);
  return (
    `${line.endsWith(interval) ? line.slice(0, -interval.length) : line} (${evidenceText(one)})` +
    (reason === null ? '' : `; ${reason}`)
  );
}

/**
 * GitHub shows a step's first 10 annotations of each kind (warning, notice) on the checks page and drops the rest
 * without a word.
 */
export const ANNOTATIONS_SHOWN = 10;

/**
 * The annotations of one kind to write when `room` of the step's ANNOTATIONS_SHOWN are left: all when they fit, else
 * the first ones and one that says how many more the log lists (`logged`, a line each).
 */
export function fitAnnotations(
  annotations: readonly Annotation[],
  room: number,
  name: string | undefined,
  kind: 'warning' | 'notice',
): { annotated: Annotation[]; logged: string[] } {
  if (annotations.length <= room) return { annotated: [...annotations], logged: [] };
  const shown = Math.max(0, room - 1);
  const rest = annotations.slice(shown);
  const more = {
    title: `${annotationTitle(name)}: more ${kind}s`,
    message:
      `${rest.length} more ${kind}s, which GitHub would not show here (it shows ${ANNOTATIONS_SHOWN} a step): the ` +
      'workflow log lists them after this one',
  };
  return {
    annotated: [...annotations.slice(0, shown), more],
    logged: rest.map((annotation) => `${annotation.title}: ${annotation.message}`),
  };
}

/**
 * What the run reports on the checks page, each a short line titled with the gate's name: the decision when the
 * gate fails, and warnings that need a look: an inconclusive result that passes, the report's warnings, and under
 * fail-on never a regression, the decision it would have made. A refusal points to `fixIn`, where the run says
 * how to fix it.
 */
export function annotationsFor(
  report: GateReport,
  name: string | undefined,
  fixIn?: string,
): { failure?: Annotation; warnings: Annotation[] } {
  const label = annotationTitle(name);
  const line = gateDecisionLine(report, PLAIN_TEXT);
  const many = report.checks.length > 1;
  const warnings: Annotation[] = [];
  // Informational: this gate does not block. It would have blocked: ...
  if (decisionOf(report) === 'informational' && report.checks.some((check) => check.verdict === 'regression')) {
    warnings.push({ title: `${label}: regression`, message: annotationText(decisionText(report, line, fixIn)) });
  }
  for (const check of report.checks) {
    // The check's label as the report's table and line one give it (`HumanEval pass@1`), a long name cut to 60
    // columns apart from the other checks' names, so that the text after it stays.
    const named = (text: string) => annotationText(many ? `${checkName(report, check, String)}: ${text}` : text);
    const reason = inconclusiveReason(check, sharing(report));
    if (reason !== null && !check.failed) {
      warnings.push({ title: `${label}: inconclusive`, message: many ? named(reason) : named(`${line}; ${reason}`) });
    }
    for (const warning of check.warnings) warnings.push({ title: `${label}: warning`, message: named(warning) });
  }
  if (!report.failed) return { warnings };
  return { failure: { title: label, message: annotationText(decisionText(report, line, fixIn)) }, warnings };
}
