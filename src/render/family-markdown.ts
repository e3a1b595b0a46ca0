import { significanceLevel } from '../options.js';
import { checkReport, type FamilyCheckReport, type FamilyReport } from '../report/family.js';
import { codeSpan, htmlCode, markdownText } from './escape.js';
import { powerNote, sentence, VERDICT_WORDS } from './decision.js';
import {
  checkInconclusiveReason,
  checkName,
  checksText,
  checkUnconfirmedRise,
  familyDecisionLine,
  familyErrorSentence,
  familyInconclusiveRule,
  sharedSides,
  testedText,
} from './family.js';
import { intervalMethodName, oracleSentence, powerSentence, signedPoints } from './format.js';
import {
  checkRow,
  checkTableHeader,
  curveDetails,
  decisionIcon,
  details,
  fitted,
  flipsDetails,
  INLINE,
  markdownFixLines,
  refusalSection,
  runsDetails,
  sideLabel,
  statusText,
  type MarkdownOptions,
} from './markdown.js';
import { configCheckBlock } from './surface.js';

/** Line one, as a heading. */
function familyHeadline(report: FamilyReport): string {
  return `${decisionIcon(report)} ${familyDecisionLine(report, INLINE)}`;
}

/** The gate's name, how many checks, and the two models when every check compares the same two. */
function contextLine(report: FamilyReport, name: string | undefined): string {
  const parts = name === undefined ? [] : [codeSpan(name, { max: 60 })];
  parts.push(checksText(report.checks.length));
  const sides = sharedSides(report);
  if (sides !== null) parts.push(`candidate ${sideLabel(sides.candidate)} vs baseline ${sideLabel(sides.baseline)}`);
  return parts.join(' · ');
}

/** Where a check is written, for a fix: "the check at line 17 of `passk-gate.yml`". */
function checkPlace(report: FamilyReport, check: FamilyCheckReport): string {
  const file = report.config_file === null ? 'the config' : codeSpan(report.config_file, { max: 80 });
  return check.line === null ? `the check in ${file}` : `the check at line ${check.line} of ${file}`;
}

/** A refused check: what differs, why that is refused, and each way out as the check's keys to paste. */
function refusedCheck(report: FamilyReport, check: FamilyCheckReport): string[] {
  const single = checkReport(check);
  return [
    `**${codeSpan(check.name, { max: 60 })} is ${VERDICT_WORDS.refused}.**`,
    '',
    ...refusalSection(single),
    ...markdownFixLines(single, `To fix it, in ${checkPlace(report, check)}:`, (edits) => [
      '```yaml',
      ...configCheckBlock(check.name, edits),
      '```',
    ]),
  ];
}

/**
 * Why each inconclusive check is inconclusive, one item each, then whether that blocks, said once:
 * "- `HumanEval` pass@1: the interval reaches below the margin (-1.0 points), ...".
 */
function inconclusiveLines(report: FamilyReport): string[] {
  const items = report.checks.flatMap((check) => {
    const reason = checkInconclusiveReason(report, check);
    return reason === null ? [] : [`- ${checkName(check, (name) => codeSpan(name, { max: 60 }))}: ${reason}`];
  });
  if (items.length === 0) return [];
  const rule = familyInconclusiveRule(report);
  return [
    `${items.length === 1 ? 'One check is' : `${items.length} checks are`} inconclusive:`,
    '',
    ...items,
    '',
    ...(rule === null ? [] : [rule, '']),
  ];
}

/**
 * One check's details, collapsed: its runs, how it was tested, why a rise it shows is not an improvement, what
 * it can catch (for every verdict), and its own details inside.
 */
function checkDetails(report: FamilyReport, check: FamilyCheckReport): string {
  const single = checkReport(check);
  const change = check.delta === null ? '' : `, ${signedPoints(check.delta.value)} points`;
  // Markdown is not read inside <summary>: the name goes in as an HTML code element.
  const summary = `${checkName(check, (name) => htmlCode(name, 60))}: ${statusText(single)}${change}`;
  const problems = check.delta === null ? '' : ` · ${check.problems.compared} problems`;
  const body = [`candidate ${sideLabel(check.candidate)} vs baseline ${sideLabel(check.baseline)}${problems}`, ''];
  const tested = testedText(report, check, INLINE);
  if (tested !== null) body.push(sentence(tested), '');
  const rise = checkUnconfirmedRise(report, check);
  const notes = [
    rise === null ? null : sentence(rise),
    powerNote(single) ?? powerSentence(single),
    oracleSentence(single),
  ];
  for (const note of notes) if (note !== null) body.push(note, '');
  if (check.delta !== null && (check.flips.length > 0 || check.gains.length > 0)) body.push(flipsDetails(single), '');
  if (check.curve.length > 1) body.push(curveDetails(single, false), '');
  body.push(runsDetails(single));
  return details(summary, body);
}

/** How the family was computed: each check as one comparison, then the family-wise adjustment. */
function methodDetails(report: FamilyReport, docsUrl: string | undefined): string {
  const { method, family_size: m, confidence } = report.multiplicity;
  const alpha = significanceLevel(confidence);
  const intervals = new Set(
    report.checks
      .filter((check) => check.delta !== null)
      .map(({ bootstrap: b }) =>
        b.method === 't'
          ? `a t interval of the change on G − 1 degrees of freedom (G the ${b.unit === 'cluster' ? 'groups' : 'problems'})`
          : `a paired ${intervalMethodName(b.method)} bootstrap interval of the change (${b.resamples} resamples, ` +
            `seed ${b.seed})`,
      ),
  );
  const paragraphs = [
    `**Each check** is compared as one comparison is: the metric at its k per problem, averaged; ` +
      `${[...intervals].join(' or ') || 'an interval of the change'}; and a sign-flip test of whether anything ` +
      'changed at all.',
  ];
  if (method === 'none') {
    paragraphs.push(
      `**Per check.** With multiplicity none every check is tested on its own at ${alpha} and its interval is at ` +
        `confidence ${confidence}: the more checks, the likelier that one of them fails by noise alone.`,
    );
  } else {
    paragraphs.push(
      method === 'holm'
        ? `**Family-wise error (Holm's step-down method).** The checks' sign-flip p-values are taken from the smallest: the i-th of ` +
            `the ${m} is tested at ${alpha} / (${m} − i + 1), until one is not below its level; that one and all ` +
            `after it claim no change. Each check's interval is at the level it was tested at (a check that claims ` +
            `nothing, at the level of the step where the method stopped), so its verdict and its interval agree.`
        : `**Family-wise error (Bonferroni).** Every check is tested at ${alpha} / ${m} and its interval is at ` +
            `that level, so all the intervals hold together with confidence ${confidence}.`,
    );
    if (report.multiplicity.joint.length > 0) {
      paragraphs.push(
        '**Checks of the same problems** are tested jointly: the same random sign flips of each problem give the ' +
          'chance that the smallest of their p-values falls below a level by noise alone, which replaces their ' +
          'Bonferroni share (the min-p method of Westfall and Young); when they move together it is smaller, and ' +
          'their levels less strict.',
      );
    }
    paragraphs.push(
      "**Verdict.** As for one comparison, with the check's interval at its level and its adjusted p-value: a " +
        `regression needs the whole interval below the limit and the adjusted p below ${alpha}.`,
    );
  }
  if (docsUrl !== undefined) paragraphs.push(`[How the gate decides](${docsUrl})`);
  return details(
    'How this was computed',
    paragraphs.flatMap((p, i) => (i === 0 ? [p] : ['', p])),
  );
}

/**
 * The GitHub-flavoured markdown report of a gate over several checks (PR comment and job summary): line one is
 * the gate's decision, then one table row per check, the error-rate sentence, each refused check with its fix
 * as keys to paste into the config, each inconclusive check's reason, the warnings (each with its check's
 * name), and collapsed: one section per check with its details, and how this was computed.
 */
export function renderFamilyMarkdown(report: FamilyReport, options: MarkdownOptions = {}): string {
  const { method, confidence } = report.multiplicity;
  const head = [
    `### ${familyHeadline(report)}`,
    '',
    contextLine(report, options.name),
    '',
    ...checkTableHeader(confidence, method === 'none' ? '' : ' (all checks together)'),
    ...report.checks.map((check) =>
      checkRow(
        checkReport(check),
        checkName(check, (name) => codeSpan(name, { table: true, max: 60 })),
      ),
    ),
    '',
    familyErrorSentence(report),
    '',
  ];
  for (const check of report.checks) if (check.verdict === 'refused') head.push(...refusedCheck(report, check));
  head.push(...inconclusiveLines(report));
  const warnings = report.checks.flatMap((check) =>
    check.warnings.map((w) => `${codeSpan(check.name, { max: 60 })}: ${markdownText(w, 400)}`),
  );
  if (warnings.length > 0) head.push('> [!WARNING]', ...warnings.map((w) => `> - ${w}`), '');
  const extras = [...report.checks.map((check) => checkDetails(report, check)), methodDetails(report, options.docsUrl)];
  return fitted(head, extras, options);
}
