import type { ConfigRow } from '../check/config.js';
import { listWords } from '../common/lists.js';
import type { CheckReport, GateReport } from '../compare/model.js';
import { codeSpan, htmlCode, inertText, markdownText, MAX_RUN_NAME } from './escape.js';
import {
  bothSidesFiles,
  configRows,
  headlineCautions,
  judgedRows,
  listedParts,
  listedWarnings,
  markdownOriginLines,
  sideFiles,
} from './origin.js';
import {
  checkColumns,
  checkName,
  checkNotes,
  checkNumbers,
  contextText,
  decisionTone,
  familyErrorSentence,
  fileCheckName,
  fixSteps,
  gateDecisionLine,
  inconclusiveNote,
  largestChanges,
  limitText,
  refusalWhy,
  refusedColumns,
  refusedSettings,
  refusedStatus,
  runsLine,
  type RunNameText,
  sentence,
  statusWords,
  type TextStyle,
  unmatchedIds,
  VERDICT_WORDS,
  configStatusWords,
  configSummary,
  inconclusiveChecks,
  bestOfText,
  jointLevelsText,
  loneCheckNotes,
  sideName,
} from './decision.js';
import {
  atK,
  degreesOfFreedomText,
  estimatorText,
  grouped,
  intervalMethodName,
  levelText,
  metricAtK,
  powerSentence,
  pValueText,
  shownOf,
  signedChange,
  wordsOf,
} from './format.js';
import { bothRanTrials, unitWords } from '../formats/detect.js';
import { cutApart, pageOf, pasteLines, textWidth, type Page, type PasteLanguage } from './layout.js';
import { ACTION_SURFACE, configCheckSurface, type Surface } from './surface.js';

export interface MarkdownOptions {
  /** The gate's label, shown under line one and in the table (two gates in one PR are told apart by it). */
  name?: string;
  /** Where the report is read: decides how a fix is written (`with:` inputs or a command). Default: the action. */
  surface?: Surface;
  /** Longest body allowed; the collapsed details are dropped, largest first (a blocking check's last), to fit. */
  maxLength?: number;
  /** Markdown said in place of details that had to be dropped, e.g. a link to the full report. */
  trimmedNote?: string;
  /** Where the README explains the gate: "How this was computed" links to it. */
  docsUrl?: string;
}

/** A name from the inputs (a run's model or file, a check's or the gate's) as a code span. */
const nameSpan = (text: string): string => codeSpan(text, { max: 60 });

/** Text from files and inputs as plain words or code spans: inert, and readable in a comment's e-mail. */
const INLINE: TextStyle = { value: (text) => inertText(text), name: nameSpan };
const IN_TABLE: TextStyle = { value: (text) => inertText(text, { table: true }) };
/** The columns a problem id is cut to, in the per-problem tables and a refusal's list alike. */
const ID_MAX = 80;

/** The icon of line one: it follows the decision (`decisionTone`), so a reviewer can read it from the icon alone. */
const DECISION_ICONS = { blocks: '❌', canMerge: '✅', undecided: '⚠️', informational: 'ℹ️' };

function decisionIcon(report: Pick<GateReport, 'failed' | 'fail_on' | 'verdict'>): string {
  const tone = decisionTone(report);
  return tone === 'blocks' && report.verdict === 'refused' ? '⛔' : DECISION_ICONS[tone];
}

/**
 * A check's status, icon first: "✅ no regression", "⛔ not compared". The icon is line one's for the check alone (an
 * inconclusive check that fails under fail-on inconclusive is ❌), as the terminal colours it.
 */
function statusText(report: CheckReport): string {
  return `${decisionIcon(report)} ${statusWords(report)}`;
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function details(summary: string, body: string[]): string {
  return ['<details>', `<summary>${summary}</summary>`, '', ...body, '', '</details>'].join('\n');
}

/** The check table, one row per check; a refused check's status says why in place of numbers. */
function checkTable(report: GateReport): string[] {
  return [
    row(checkColumns(report)),
    row([':---', '---:', '---:', '---:', '---:', '---:', ':---']),
    ...report.checks.map((check) => {
      const label = checkName(report, check, (name) => codeSpan(name, { table: true, max: 60 }));
      if (check.delta === null) {
        return row([label, '–', '–', '–', '–', '–', `⛔ ${refusedStatus(check, IN_TABLE)}`]);
      }
      const [baseline, candidate, change, interval, limit] = checkNumbers(check);
      return row([label, baseline, candidate, `**${change}**`, interval, limit, statusText(check)]);
    }),
  ];
}

/** A run in the runs line, whole: the line is prose, which wraps in a comment. */
const runName: RunNameText = (parts) => listedParts(parts, (part) => codeSpan(part, { max: MAX_RUN_NAME }));

/** A warning said whole: text from a file inside it is cut where it is written, never the sentence around it. */
const wholeText = (text: string): string => markdownText(text, Infinity);

/**
 * The page a fix in a comment is laid out on: a command is broken over lines past 80 columns, so that its code
 * block does not scroll; YAML is left whole.
 */
const FIX_PAGES: Record<PasteLanguage, Page> = { sh: pageOf({ width: 80 }), yaml: pageOf({}), json: pageOf({}) };

/**
 * A refused check: why such runs are refused, the settings that differ, the ids a side lacks, and each way out
 * with its ready-to-paste change: the surface's for one comparison, the check's keys for a config file's check.
 */
function refusedCheck(report: GateReport, check: CheckReport, surface: Surface): string[] {
  const lines: string[] = [];
  if (report.checks.length > 1)
    lines.push(`**${checkName(report, check, nameSpan)} is ${VERDICT_WORDS.refused}.**`, '');
  for (const why of refusalWhy(check)) lines.push(why, '');
  const settings = refusedSettings(check, IN_TABLE);
  if (settings.length > 0) {
    lines.push(row(refusedColumns(check)), row([':---', ':---', ':---']), ...settings.map(row), '');
  }
  const ids = unmatchedIds(check, { value: (id) => codeSpan(id) }, ID_MAX);
  if (ids.length > 0) lines.push(...ids.map(([side, list]) => `- ${side}: ${list}`), '');
  const steps = fixSteps(check, INLINE, report);
  if (steps.length === 0) return lines;
  const file = report.config_file === null ? null : codeSpan(report.config_file, { max: 80 });
  const place = file === null ? null : `the check ${check.line === null ? 'in' : `at line ${check.line} of`} ${file}`;
  lines.push(place === null ? '**To fix it**' : `To fix it, in ${place}:`, '');
  const fix = place === null ? surface : configCheckSurface(fileCheckName(report, check), report.config_file!);
  for (const step of steps) {
    lines.push(`- ${step.text}`);
    if (step.edits === undefined) continue;
    const pasted = pasteLines(FIX_PAGES[fix.language], fix.language, fix.fix(step.edits), '', '');
    lines.push('', ...['```' + fix.language, ...pasted, '```'].map((line) => `  ${line}`), '');
  }
  return [...lines, ''];
}

/** Why each inconclusive check of several is inconclusive, one item each, then whether that blocks, said once. */
function inconclusiveLines(report: GateReport): string[] {
  const inconclusive = inconclusiveChecks(report, nameSpan);
  if (inconclusive === null) return [];
  const { heading, items, rule } = inconclusive;
  return [heading, '', ...items.map((item) => `- ${item}`), '', ...(rule === null ? [] : [rule, ''])];
}

/** A collapsed section of the details, and what the note of a report trimmed to fit names it by if it is left out. */
interface Detail {
  text: string;
  /** The section in words, or a check's label (`check`), whose sections the note names together. */
  name: string;
  check?: true;
  /** A check that blocks the merge, or would (a regression under fail-on never): its details go last. */
  blocking?: boolean;
}

/**
 * A check's own details: its largest changes (at most `cap` each way), its curve over the budgets k, and its runs
 * and their config.
 */
function checkExtras(check: CheckReport, chart: boolean, cap: number): Detail[] {
  const extras: Detail[] = [];
  if (check.delta !== null && (check.flips.length > 0 || check.gains.length > 0)) {
    extras.push({ text: changesDetails(check, cap), name: 'the per-problem changes' });
  }
  if (check.curve.length > 1) {
    extras.push({ text: curveDetails(check, chart), name: `${metricAtK(check, 'k')} at other budgets` });
  }
  extras.push({ text: runsDetails(check), name: 'the runs and decoding config' });
  return extras;
}

/** One check of several, collapsed: its runs (and their MLflow runs) and notes, and its own details inside. */
function checkDetails(report: GateReport, check: CheckReport, cap: number): Detail {
  const change = check.delta === null ? '' : `, ${signedChange(check.delta.value)} points`;
  // Markdown is not read inside <summary>: the name goes in as an HTML code element.
  const summary = `${checkName(report, check, (name) => htmlCode(name, 60))}: ${statusText(check)}${change}`;
  const body = [
    runsLine(check, runName),
    ...markdownOriginLines(check).filter((line) => line !== ''),
    ...checkNotes(report, check, INLINE),
    ...checkExtras(check, false, cap).map((extra) => extra.text),
  ];
  return {
    text: details(summary, [body.join('\n\n')]),
    name: checkName(report, check, nameSpan),
    check: true,
    blocking: check.failed || check.verdict === 'regression',
  };
}

/** The units that changed, as the sign-flip text counts them: "the one problem that changed", "the 6 problems ...". */
function changedUnits(count: number, unit: string): string {
  return count === 1 ? `the one ${unit} that changed` : `the ${grouped(count)} ${unit}s that changed`;
}

/** The largest per-problem changes of a check, both ways, as tables of at most `cap` rows. */
function changesDetails(report: CheckReport, cap: number): string {
  const { heading, worse, better } = largestChanges(report, cap, ID_MAX);
  const table = (title: string, changes: typeof worse, total: number): string[] => [
    `**${title}** (${shownOf(changes.length, total)})`,
    '',
    row([wordsOf(report).problem, sideName(report, 'baseline'), 'candidate', 'change (points)']),
    row([':---', '---:', '---:', '---:']),
    ...changes.map((f) => row([codeSpan(f.shown.text, { table: true, max: Infinity }), ...f.values, f.change])),
  ];
  const body = [
    ...(worse.length > 0 ? [...table('Got worse', worse, report.changed.dropped), ''] : []),
    ...(better.length > 0 ? table('Got better', better, report.changed.gained) : []),
  ];
  return details(heading, body);
}

/** A y-axis range that holds the values with some room, on whole multiples of 5 points. */
function axisRange(values: readonly number[]): [number, number] {
  const low = Math.min(...values) * 100;
  const high = Math.max(...values) * 100;
  const pad = Math.max(2, (high - low) * 0.15);
  return [Math.max(0, Math.floor((low - pad) / 5) * 5), Math.min(100, Math.ceil((high + pad) / 5) * 5)];
}

/**
 * The curves' colours: each at least 3:1 (WCAG's for graphics) on the white a light-mode comment's chart is drawn on
 * and on the #333 of Mermaid's dark theme, which GitHub uses in dark mode.
 */
const BASELINE_COLOUR = '#8c959f';
const CANDIDATE_COLOUR = '#2f81f7';

/** Both curves over the budgets k, the gate's k marked: a table, then (if `chart`) a Mermaid chart of them. */
function curveDetails(report: CheckReport, chart: boolean): string {
  const name = metricAtK(report, 'k');
  const ks = report.curve.map((p) => (p.k === report.k ? `**${p.k}** (gate)` : String(p.k)));
  const last = report.curve.at(-1)!.k;
  return details(`${name} at other budgets, k = ${report.curve[0]!.k} to ${last}`, [
    row(['k', ...ks]),
    row([':---', ...ks.map(() => '---:')]),
    row([`${sideName(report, 'baseline')} (%)`, ...report.curve.map((p) => (p.baseline * 100).toFixed(1))]),
    row(['candidate (%)', ...report.curve.map((p) => (p.candidate * 100).toFixed(1))]),
    // At the gate's k the change the headline and table show (the mean of the differences), whose rounding can
    // differ from the difference of the two means at a half point (-2.25: -2.2 against -2.3).
    row([
      'change (points)',
      ...report.curve.map((p) =>
        signedChange(p.k === report.k && report.delta !== null ? report.delta.value : p.candidate - p.baseline),
      ),
    ]),
    '',
    ...(chart ? curveChart(report, name) : [`The gate decides at k = ${report.k}; the other budgets are context.`]),
  ]);
}

/** The Mermaid chart of both curves, under the table of `curveDetails`. */
function curveChart(report: CheckReport, name: string): string[] {
  const labels = report.curve.map((p) => (p.k === report.k ? `"${p.k} (gate)"` : `"${p.k}"`));
  const [low, high] = axisRange(report.curve.flatMap((p) => [p.baseline, p.candidate]));
  const series = (pick: (p: CheckReport['curve'][number]) => number): string =>
    `[${report.curve.map((p) => (pick(p) * 100).toFixed(1)).join(', ')}]`;
  const side = sideName(report, 'baseline');
  return [
    `${side.replace(/^./, (first) => first.toUpperCase())} in grey, candidate in blue. The gate decides at k = ${report.k}; the other budgets are context.`,
    '',
    '```mermaid',
    // xychart has no legend: fixed colours tell the lines apart.
    `%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "${BASELINE_COLOUR}, ${CANDIDATE_COLOUR}"}}}}%%`,
    'xychart-beta',
    // The SVG's title and description: without them a screen reader meets an unnamed graphic.
    `  accTitle: ${name} of the ${side} and the candidate, k = ${report.curve[0]!.k} to ${report.curve.at(-1)!.k}`,
    `  accDescr: The ${side} is the grey line, the candidate the blue one, with the values of the table above. The gate decides at k = ${report.k}.`,
    `  x-axis "k" [${labels.join(', ')}]`,
    `  y-axis "${name} (%)" ${low} --> ${high}`,
    `  line ${series((p) => p.baseline)}`,
    `  line ${series((p) => p.candidate)}`,
    '```',
  ];
}

const CONFIG_ICONS: Record<ConfigRow['status'], string> = {
  equal: '✅ ',
  differs: '❌ ',
  missing: '❌ ',
  unrecorded: '',
  greedy: '',
};

/** How a setting compared, in the runs table: its words after an icon where the gate compares it. */
function configStatus(r: ConfigRow): string {
  return r.checked ? `${CONFIG_ICONS[r.status]}${configStatusWords(r)}` : '';
}

/**
 * The characters the runs table's two file columns hold side by side within a 900-pixel comment, beside its
 * labels and its `checked` words (a name without spaces cannot wrap): a side may take what the other leaves.
 */
const FILES_ROOM = 68;

function runsDetails(report: CheckReport): string {
  const summary = `Runs and decoding config: ${configSummary(report)}`;
  // A name without spaces cannot wrap: cut, telling it from the other files, it keeps the table within a comment.
  const others = bothSidesFiles(report);
  const longest = (side: CheckReport['baseline']) => Math.max(...sideFiles(side, (name) => name).map(textWidth));
  const file = (side: CheckReport['baseline'], other: CheckReport['baseline']): string => {
    const room = FILES_ROOM - Math.min(longest(other), FILES_ROOM / 2);
    const files = sideFiles(side, (name) => codeSpan(cutApart(name, room, others), { table: true, max: Infinity }));
    const merged = side.sources === undefined ? '' : `, ${side.sources.length} files merged`;
    const problems = `${grouped(side.problems)} ${wordsOf(report).problem}${side.problems === 1 ? '' : 's'}`;
    return `${files.join('<br>')} (${side.format}, ${problems}${merged})`;
  };
  const model = (side: 'baseline' | 'candidate'): string => {
    const name = report[side].model;
    if (name !== null) return codeSpan(name, { table: true, max: 60 });
    return report[side].models !== undefined ? 'differs across files' : 'not recorded';
  };
  const merged = report.baseline.sources !== undefined || report.candidate.sources !== undefined;
  return details(summary, [
    row(['', sideName(report, 'baseline'), 'candidate', 'checked']),
    row([':---', ':---', ':---', ':---']),
    row(['model', model('baseline'), model('candidate'), '']),
    row([
      merged ? 'files' : 'file',
      file(report.baseline, report.candidate),
      file(report.candidate, report.baseline),
      '',
    ]),
    // Prose, a hash its own code span: the cell wraps between words, within the comment.
    ...judgedRows(report, wholeText).map(row),
    ...configRows(report, IN_TABLE.value, configStatus).map(row),
  ]);
}

/**
 * The sign-flip p-value as its formula gives it: "p = 0.0080 = (count + 1)/(10000 + 1), where ...". One the
 * report gives only as "p < 0.001" is written out with its count, so that no inequality reads as an equation.
 */
function flipP(pValue: number, resamples: number, said: string): string {
  const formula = `(count + 1)/(${resamples} + 1)`;
  const count = 'where count is the flips with a mean change at least as large in size, either way';
  const bound = /^p < (.*)$/.exec(said);
  if (bound === null) return `${said} = ${formula}, ${count}`;
  const flips = Math.round(pValue * (resamples + 1)) - 1;
  return `p = ${formula}, ${count}: here ${flips}, so p = ${flips + 1}/${resamples + 1}, below ${bound[1]}`;
}

/** How one check was computed: the score, the interval, the sign-flip test, the verdict and the power. */
function checkMethod(report: CheckReport): string[] {
  const b = report.bootstrap;
  const delta = report.delta!;
  const alpha = report.multiplicity.level;
  const level = levelText(delta.confidence);
  const p = pValueText(delta.p_value, { exact: delta.p_exact, alpha });
  const changed = delta.moved.worse + delta.moved.better;
  const { problem, sample } = wordsOf(report);
  // A cluster is a group of problems, as every other surface calls it.
  const unit = b.unit === 'cluster' ? 'group' : problem;
  return [
    `**Score.** Per ${problem}, ${metricAtK(report, 'k')}${atK(report)} is ${estimatorText(report, sample)}; a run's ` +
      `score is the mean over the ${grouped(report.problems.compared)} ${problem}s both runs have.`,
    b.method === 't'
      ? `**Interval.** The ${level} interval of the change is a t interval on ${degreesOfFreedomText(delta.df)} degrees of freedom ` +
        `around the mean change, with the ${b.unit === 'cluster' ? 'cluster-robust ' : ''}standard error over ` +
        `the ${grouped(b.units)} ${b.unit === 'cluster' ? `groups of ${problem}s` : `${problem}s`}` +
        // Why over groups: their few totals make a bootstrap's shape noise; over problems it is the user's choice.
        (b.unit === 'cluster' ? ': with few groups the shape of a bootstrap distribution is itself noise.' : '.')
      : `**Interval.** The ${level} interval of the change is a paired ${intervalMethodName(b.method)} bootstrap: the ` +
        `${grouped(b.units)} ${unit}s are resampled with replacement ${grouped(b.resamples)} times (seed ${b.seed}), the same draw for ` +
        `both runs; ${sample}s inside a ${problem} are never resampled.`,
    changed === 0
      ? `**Sign-flip test.** Whether anything changed at all: no ${unit} changed, so ${p}.`
      : delta.p_exact
        ? `**Sign-flip test.** Whether anything changed at all: ${p} is the share of all sign ` +
          `patterns of ${changedUnits(changed, unit)} whose mean change is at ` +
          `least as large in size as the one seen, either way (counted exactly).`
        : `**Sign-flip test.** Whether anything changed at all: each ${unit}'s change is flipped in sign at random ` +
          `${grouped(b.resamples)} times; ${flipP(delta.p_value, b.resamples, p)}.`,
    `**Verdict.** Regression: the whole interval is below the limit (${limitText(delta.margin)} points) and the ` +
      `sign-flip test agrees (p < ${alpha}); improvement: the whole interval is above 0 and ` +
      `the test agrees; no regression: the interval's low end is at or above the limit; otherwise inconclusive.`,
    `**Power.** ${powerSentence(report)!} It depends on the number of ${unit}s, the ${sample}s per ${problem}, the ` +
      'limit and the confidence.',
  ];
}

/** How several checks were computed: each as one comparison, then how they share the error rate. */
function gateMethod(report: GateReport): string[] {
  const { method, family_size: m, confidence, alpha } = report.multiplicity;
  // Said of every check: an agent's tasks when all are, else problems (a gate mixing both keeps a model's word).
  const { problem } = unitWords(report.checks.every((c) => bothRanTrials(c.baseline, c.candidate)));
  const intervals = new Set(
    report.checks
      .filter((check) => check.delta !== null)
      .map(({ bootstrap: b, delta }) =>
        b.method === 't'
          ? delta!.df === b.units - 1
            ? `a t interval of the change on G − 1 degrees of freedom (G the ${b.unit === 'cluster' ? 'groups' : `${problem}s`})`
            : `a t interval of the change on ${degreesOfFreedomText(delta!.df)} degrees of freedom (fewer than G − 1, ` +
              'G the groups: a few large groups carry the standard error)'
          : `a paired ${intervalMethodName(b.method)} bootstrap interval of the change (${grouped(b.resamples)} resamples, ` +
            `seed ${b.seed})`,
      ),
  );
  const paragraphs = [
    `**Each check** is compared as one comparison is: the metric at its k per ${problem}, averaged; ` +
      `${[...intervals].join(' or ') || 'an interval of the change'}; and a sign-flip test of whether anything ` +
      'changed at all.',
  ];
  const best = bestOfText(report);
  const bestOf = best === null ? [] : [`**Picked as the best.** ${sentence(best)}`];
  if (method === 'none') {
    paragraphs.push(
      `**Per check.** With multiplicity none every check is tested on its own at ${alpha} and its interval is at ` +
        `confidence ${confidence}: the more checks, the likelier that one of them fails by noise alone.`,
      ...bestOf,
    );
    return paragraphs;
  }
  // With joint sets the levels are the joint tests' (below), as the report stores them, not alpha over the checks.
  const levels = jointLevelsText(report);
  const jointly = `the joint tests below count checks of the same ${problem}s as fewer checks`;
  paragraphs.push(
    method === 'holm'
      ? `**Family-wise error (Holm's step-down method).** The checks' sign-flip p-values are taken from the smallest: ` +
          (levels === null
            ? `the i-th of the ${m} is tested at ${alpha} / (${m} − i + 1)`
            : `each is tested at its step's level (${levels}; not ${alpha} / (${m} − i + 1): ${jointly})`) +
          `, until one is not below its level; that one and all ` +
          `after it claim no change. Each check's interval is at the level it was tested at (a check that claims ` +
          `nothing, at the level of the step where the method stopped), so its verdict and its interval agree.`
      : `**Family-wise error (Bonferroni).** Every check is tested at ` +
          (levels === null ? `${alpha} / ${m}` : `${levels} (not ${alpha} / ${m}: ${jointly})`) +
          ` and its interval is at that level, so all the intervals hold together with confidence ${confidence}.`,
  );
  paragraphs.push(...bestOf);
  if (report.multiplicity.joint.length > 0) {
    paragraphs.push(
      `**Checks of the same ${problem}s** are tested jointly: the same random sign flips of each ${problem} give the ` +
        'chance that the smallest of their p-values falls below a level by noise alone, which replaces their ' +
        'Bonferroni share (the min-p method of Westfall and Young); when they move together it is smaller, and ' +
        'their levels less strict.',
    );
  }
  paragraphs.push(
    "**Verdict.** As for one comparison, with the check's interval at its level and its adjusted p-value: a " +
      `regression needs the whole interval below the limit and the adjusted p below ${alpha}.`,
  );
  return paragraphs;
}

/** How this was computed, collapsed, with a link to the docs when the run knows where they are. */
function methodDetails(report: GateReport, docsUrl: string | undefined): string {
  const paragraphs = report.checks.length === 1 ? checkMethod(report.checks[0]!) : gateMethod(report);
  if (docsUrl !== undefined) paragraphs.push(`[How the gate decides](${docsUrl})`);
  return details('How this was computed', [paragraphs.join('\n\n')]);
}

/**
 * The GitHub-flavoured markdown report (PR comment and job summary): line one is the decision, then what a
 * reviewer needs to act on it; the details are collapsed below.
 */
export function renderMarkdown(report: GateReport, options: MarkdownOptions = {}): string {
  const surface = options.surface ?? ACTION_SURFACE;
  const [one] = report.checks;
  const many = report.checks.length > 1;
  const head = [`### ${decisionIcon(report)} ${gateDecisionLine(report, INLINE)}`, ''];
  const cautions = headlineCautions(report, nameSpan, wholeText);
  if (cautions.length === 1) head.push('> [!CAUTION]', `> ${cautions[0]!}`, '');
  if (cautions.length > 1) head.push('> [!CAUTION]', ...cautions.map((caution) => `> - ${caution}`), '');
  const context = contextText(report, runName);
  head.push(options.name === undefined ? context : `${nameSpan(options.name)} · ${context}`, '');
  if (many) head.push(...checkTable(report), '', familyErrorSentence(report), '');
  else {
    head.push(...markdownOriginLines(one!));
    const note = inconclusiveNote(one!);
    if (note !== null) head.push(note, '');
    if (one!.verdict !== 'refused') head.push(...checkTable(report), '');
  }
  for (const check of report.checks)
    if (check.verdict === 'refused') head.push(...refusedCheck(report, check, surface));
  if (many) head.push(...inconclusiveLines(report));
  else for (const note of loneCheckNotes(one!)) head.push(note, '');
  const warnings = listedWarnings(report, nameSpan, wholeText);
  if (warnings.length > 0) head.push('> [!WARNING]', ...warnings.map((w) => `> - ${w}`), '');
  const extrasAt = (cap: number): Detail[] => {
    const extras = many ? report.checks.map((check) => checkDetails(report, check, cap)) : checkExtras(one!, true, cap);
    if (many || one!.delta !== null) {
      extras.push({ text: methodDetails(report, options.docsUrl), name: 'how this was computed' });
    }
    return extras;
  };
  const longest = Math.max(0, ...report.checks.flatMap((check) => [check.flips.length, check.gains.length]));
  return fitted(head, extrasAt, longest, options);
}

/**
 * The report's lines and then its collapsed details, within `options.maxLength`. `extrasAt(cap)` gives the details
 * with each per-problem list cut to its largest `cap` changes (the longest list has `longest`). To fit, every list
 * is shortened alike, down to one change, before any section is left out; then sections are left out, largest
 * first (a blocking check's last), each time with the longest lists that fit. A note after `options.trimmedNote`
 * says what was left out; past that, the text is cut.
 */
function fitted(
  head: readonly string[],
  extrasAt: (cap: number) => Detail[],
  longest: number,
  options: MarkdownOptions,
): string {
  const assemble = (parts: readonly Detail[], omitted: readonly string[]): string => {
    const body = [...head, ...parts.flatMap((part) => [part.text, ''])];
    if (omitted.length > 0) {
      const note = options.trimmedNote ?? 'Some details were left out to fit.';
      body.push(`_${note} Left out: ${omitted.join('; ')}._`, '');
    }
    return `${body.join('\n').trimEnd()}\n`;
  };
  const limit = options.maxLength ?? Infinity;
  const rendered = new Map<number, Detail[]>();
  const at = (cap: number): Detail[] => rendered.get(cap) ?? rendered.set(cap, extrasAt(cap)).get(cap)!;
  const whole = at(Infinity);
  let text = assemble(whole, []);
  if (text.length <= limit) return text;
  const caps = [Infinity, ...Array.from({ length: Math.max(0, longest - 1) }, (_, i) => longest - 1 - i)];
  // A section's size is what it keeps with its lists at their shortest. The details of a check that blocks the
  // merge (the problems that got worse) go after every other section; of two alike, the later goes first.
  const least = at(caps.at(-1)!);
  const largestFirst = least
    .map((_, i) => i)
    .sort(
      (a, b) =>
        Number(least[a]!.blocking ?? false) - Number(least[b]!.blocking ?? false) ||
        least[b]!.text.length - least[a]!.text.length ||
        b - a,
    );
  for (let dropped = 0; dropped <= whole.length; dropped++) {
    const gone = new Set(largestFirst.slice(0, dropped));
    const keep = (_: Detail, i: number) => !gone.has(i);
    const wholeKept = whole.filter(keep);
    const goneParts = whole.filter((_, i) => gone.has(i));
    const checks = goneParts.filter((part) => part.check).map((part) => part.name);
    const names = [
      ...(checks.length === 0 ? [] : [`the details of ${listWords(checks, 'and')}`]),
      ...goneParts.filter((part) => !part.check).map((part) => part.name),
    ];
    for (const cap of caps) {
      const kept = at(cap).filter(keep);
      const shortened = kept.some((part, i) => part.text !== wholeKept[i]!.text);
      // A cap that no kept list is longer than shows what the whole lists showed.
      if (cap !== Infinity && !shortened) continue;
      const largest = cap === 1 ? 'the largest per-problem change' : `the largest ${cap} per-problem changes`;
      const lists = shortened ? [`all but ${largest} of each list`] : [];
      text = assemble(kept, [...lists, ...names]);
      if (text.length <= limit) return text;
    }
  }
  return `${text.slice(0, Math.max(0, limit - 2))}…\n`;
}
