import type { PlanCompletions, PlanProblemsNeeded, PlanReport, PlanRow } from '../plan/model.js';
import { terminalText } from './escape.js';
import { nameParts } from './decision.js';
import { runName } from './terminal.js';
import {
  articleFor,
  grouped,
  intervalMethodName,
  levelText,
  marginPoints,
  metricAtK,
  onItsSide,
  samplesText,
  sizeInPoints,
  twoDigitDecimals,
  unitsText,
  wholeScoreText,
  zeroScoreText,
} from './format.js';
import { fitTable, noticeLines, pageOf, wrap, type Page, type PageOptions, type Styled } from './layout.js';
import { counted } from '../common/lists.js';
import { levelAt } from '../common/level.js';
import { points } from '../common/points.js';
import { fewestSignificantUnits } from '../resample/sign-flip.js';
import { unitWords, type UnitWords } from '../formats/detect.js';

/** Room for the baseline's name in the context line, as it had before merged runs were named part by part. */
const NAME_ROOM = 60;

/** A variance in metric units squared, in points squared: 0.0141 -> "141.7". */
function squaredPoints(variance: number): string {
  return (variance * 10000).toFixed(1);
}

/** A standard error in points to two decimals, or to two significant digits where that reads 0.00 and it is not. */
function sePoints(se: number): string {
  const inPoints = se * 100;
  const text = inPoints.toFixed(2);
  if (inPoints === 0 || text !== '0.00') return text;
  return inPoints.toFixed(twoDigitDecimals(inPoints));
}

/**
 * The plan's drops in points, all to one precision: one decimal, or where a row's drop is below 0.05 points the
 * decimals that give the least two significant digits ("0.064" beside "0.048", not "0.1"). Rows more than a
 * hundredfold apart (identical runs that never vary) each get their own: "12.0" beside "0.000065", not
 * "12.00000000000000000".
 */
function dropPoints(plan: PlanReport): (drop: number) => string {
  const drops = plan.rows.map((row) => row.drop * 100).filter((drop) => drop > 0);
  const [smallest, largest] = [Math.min(...drops), Math.max(...drops)];
  const decimals = (inPoints: number) => (inPoints >= 0.05 || inPoints <= 0 ? 1 : twoDigitDecimals(inPoints));
  const decimalsOf = (drop: number) => (largest > 100 * smallest ? decimals(drop * 100) : decimals(smallest));
  const target = plan.target?.drop;
  if (target === undefined) return (drop) => points(drop, decimalsOf(drop));
  // Beside --target a drop keeps the decimals that keep it on its side of the target: a 2.005-point drop does not
  // read "2.0" when 2.0 points need more samples.
  return (drop) =>
    onItsSide(
      drop * 100,
      target * 100,
      points(drop, decimalsOf(drop)),
      (digits) => points(drop, digits),
      decimalsOf(drop) + 1,
    );
}

/** The row of the baseline as it was run. */
function ownRow(plan: PlanReport): PlanRow {
  return plan.rows.find((row) => row.baseline_n) ?? plan.rows[plan.rows.length - 1]!;
}

/**
 * Over problems, a baseline whose units are too few for the gate ever to fail on has no row of its own: the rows
 * are the suites like it that can.
 */
function tooFewToFail(plan: PlanReport): boolean {
  return plan.over === 'problems' && !plan.rows.some((row) => row.baseline_n);
}

/**
 * Why a baseline too small for the gate has no row, in the words of the refusal a comparison of it gets: "5
 * problems can never fail the gate at 95% confidence (even with every one worse, the sign-flip test's p-value is
 * 2/2^5 = 0.0625, not below 0.05: it needs 6 problems)".
 */
function tooFewText(plan: PlanReport, { problem }: UnitWords): string {
  const { problems, units, unit } = plan.baseline;
  const counts = unitsText(plan.baseline, units, problem);
  const suite = unit === 'cluster' ? `${grouped(problems)} ${problem}s in ${counts}` : counts;
  const { alpha } = levelAt(plan.gate.confidence);
  const smallest = Number(Math.pow(2, 1 - units).toPrecision(3));
  return (
    `${suite} can never fail the gate at ${levelText(plan.gate.confidence)} confidence (even with every one worse, ` +
    `the sign-flip test's p-value is 2/2^${units} = ${smallest}, not below ${alpha}: it needs ` +
    `${unitsText(plan.baseline, fewestSignificantUnits(alpha), problem)})`
  );
}

/**
 * The row a reader compares the baseline's with: over samples, about a quarter of the samples, or else four
 * times as many; over problems, about four times the problems, or else the most; of rows that show the same drop,
 * the cheapest. Only a row that catches a drop below the baseline's whole score: a drop past it is none to catch.
 */
function contrastRow(plan: PlanReport, own: PlanRow, shown: (drop: number) => string): PlanRow | undefined {
  const catching = plan.rows.filter((row) => row !== own && row.drop < plan.baseline.value);
  const others = plan.over === 'problems' ? catching.filter((row) => row.problems > own.problems) : catching;
  const chosen =
    plan.over === 'problems'
      ? (others.find((row) => row.problems >= own.problems * 4) ?? others.at(-1))
      : (others.filter((row) => row.n <= own.n / 4).at(-1) ??
        others.find((row) => row.n >= own.n * 4) ??
        others.at(-1));
  // Past the sign test's floor the drop stops falling: the cheapest row that catches as much ("20 catch 2.9", not 50).
  return chosen && others.find((row) => shown(row.drop) === shown(chosen.drop));
}

/**
 * Whether the plan's drops are bounds: `at best` (the least they can be) without a candidate over samples at k = 1,
 * the problem-to-problem part taken as 0; `at worst` over problems, the candidate's results taken as unrelated to
 * the baseline's. Null when measured, and at k > 1 without a candidate: there the plan's figure runs high (by
 * seeded simulation the gate catches smaller drops than it says even with that part 0), so it is no bound.
 */
function boundOf(plan: PlanReport): 'at best' | 'at worst' | null {
  if (plan.variance.one_sample?.from === 'unrelated') return 'at worst';
  return plan.variance.problem_variance_from === 'assumed-zero' && plan.k === 1 ? 'at best' : null;
}

/** How the headline qualifies its drop: a bound, or at k > 1 without a candidate that it is none. */
function qualifierOf(plan: PlanReport): string {
  const bound = boundOf(plan);
  if (bound !== null) return ` ${bound}`;
  return plan.variance.problem_variance_from === 'assumed-zero' ? ' (an estimate, not a bound)' : '';
}

/**
 * "pass@1, 164 problems: 20 samples per problem catch a 3.1-point drop 80% of the time; 5 catch 5.5"; over
 * problems "pass@1, one sample per problem: 164 problems catch ...; 1,000 catch ...". A bound says so: "at best"
 * without a candidate over samples (the problem-to-problem part taken as 0), "at worst" over problems (the
 * candidate's results taken as unrelated to the baseline's).
 */
function headline(plan: PlanReport, words: UnitWords): string {
  const { problem, sample } = words;
  const label = metricAtK(plan);
  if (plan.baseline.value === 0) {
    return `${label}: no drop to plan for. ${zeroScoreText(plan.baseline.problems, plan, problem)}`;
  }
  const { value, unit, units } = plan.baseline;
  // A baseline too small for the gate catches nothing itself: after why, the smallest suite like it that catches a
  // drop below its score leads.
  const tooFew = tooFewToFail(plan) ? `${tooFewText(plan, words)}; ` : null;
  const own = tooFew === null ? ownRow(plan) : (plan.rows.find((row) => row.drop < value) ?? plan.rows.at(-1));
  if (own === undefined) return `${label}, one ${sample} per ${problem}: ${tooFewText(plan, words)}`;
  const inPoints = dropPoints(plan);
  const other = contrastRow(plan, own, inPoints);
  const chance = `${Math.round(plan.gate.probability * 100)}% of the time`;
  const size = inPoints(own.drop);
  const caught = `catch ${articleFor(size)} ${size}-point drop ${chance}`;
  const bound = qualifierOf(plan);
  // What a figure without a candidate leaves out is measured by a past comparison: the line says how to get it.
  const measure =
    plan.variance.problem_variance_from === 'assumed-zero'
      ? '. Plan with --candidate FILE for the figure your runs give'
      : '';
  const line =
    plan.over === 'problems'
      ? `${label}, one ${sample} per ${problem}: ${tooFew ?? ''}${grouped(own.problems)} ${problem}s ${caught}${bound}` +
        (other === undefined ? '' : `; ${grouped(other.problems)} catch ${inPoints(other.drop)}`)
      : `${label}, ${grouped(plan.baseline.problems)} ${problem}s: ${counted(own.n, sample)} per ` +
        `${problem} ${caught}${bound}${other === undefined ? '' : `; ${other.n} catch${other.n === 1 ? 'es' : ''} ${inPoints(other.drop)}`}`;
  // As compare says it: a suite whose smallest caught drop is the baseline's whole score catches no regression.
  if (own.drop < value) return `${line}${measure}`;
  // A suite of another size is not in the baseline's groups.
  const groups = unit === 'cluster' && tooFew === null ? ` in ${grouped(units)} groups` : '';
  const suite = `${grouped(own.problems)} ${problem}s${groups}, n = ${own.n}`;
  // Even at best no regression is caught: a candidate would only show more noise.
  return `${line}. ${wholeScoreText(own.drop, `${chance}${bound}`, value, suite)}`;
}

/** A row per n (or suite size), the baseline's in bold; over n, how much of the noise sampling makes. */
function rowsTable(plan: PlanReport, page: Page, { problem, completion }: UnitWords): string[] {
  const chance = `${Math.round(plan.gate.probability * 100)}%`;
  const byN = plan.over !== 'problems';
  const inPoints = dropPoints(plan);
  const drop = (row: PlanRow) =>
    // No drop past the baseline's whole score can happen; else what sets the drop, when the sign test's floor does.
    `${inPoints(row.drop)}${
      row.drop >= plan.baseline.value
        ? ' (≥ score)'
        : row.limit === 'floor'
          ? ` (${row.floor_units} ${problem}s must drop)`
          : ''
    }`;
  const share = (row: PlanRow): string => {
    const sampling = row.sampling_variance ?? 0;
    const total = sampling + (row.problem_variance ?? 0);
    return total > 0 ? `${Math.round((100 * sampling) / total)}%` : '-';
  };
  return fitTable(
    page,
    [
      byN ? 'n' : `${problem}s`,
      `${completion}s per run`,
      'both runs',
      `drop caught ${chance} (points)`,
      'SE (points)',
      ...(byN ? ['sampling share'] : []),
      '',
    ],
    plan.rows.map((row): Styled[] => {
      const cells = [
        byN ? String(row.n) : grouped(row.problems),
        grouped(row.completions.per_run),
        grouped(row.completions.both_runs),
        drop(row),
        sePoints(row.se),
        ...(byN ? [share(row)] : []),
        row.baseline_n ? (byN ? "<- the baseline's n" : '<- the baseline') : '',
      ];
      return row.baseline_n ? cells.map((text) => ({ text, code: '1' })) : cells;
    }),
  );
}

/** The past comparison's candidate, as the reports name it. */
function candidateName(plan: PlanReport): string {
  return terminalText(plan.candidate!.name, 60);
}

/** Where the noise comes from, and whether the problem-to-problem part was measured or assumed. */
function varianceText(plan: PlanReport, words: UnitWords): string[] {
  const { problem, sample } = words;
  if (plan.variance.one_sample !== null) return oneSampleText(plan, words);
  const own = ownRow(plan);
  const sampling =
    `Variance of one ${problem}'s change (points²): ${squaredPoints(own.sampling_variance ?? 0)} from sampling at ` +
    `n = ${own.n}, which falls as n grows (about as 1/n: the share column);`;
  if (plan.variance.problem_variance_from === 'assumed-zero') {
    // At k > 1 the figure is no bound: from unbiased variances the gate catches smaller drops than the plan says;
    // the other estimates run low (Notes), which a claim that the plan runs high would contradict.
    const so =
      plan.k === 1
        ? 'so every drop above is the least it can be'
        : plan.variance.estimator === 'unbiased'
          ? `so every drop above is an estimate, not a bound: that part would make it larger, but at k > 1 the ` +
            'plan runs high (the gate catches somewhat smaller drops than it says)'
          : `so every drop above is an estimate, not a bound: that part would make it larger, and so can the ` +
            `sampling variance's estimate (Notes)`;
    return [
      `${sampling} the part that varies from ${problem} to ${problem}, which ${sample}s do not remove, is assumed 0: no ` +
        `--candidate was given, ${so}. Plan with --candidate FILE (a past comparison at the same settings) to ` +
        'measure it.',
    ];
  }
  return [
    `${sampling} ${squaredPoints(plan.variance.problem_variance ?? 0)} from ${problem} to ${problem}, measured on ` +
      `${candidateName(plan)} against the baseline, which more ${sample}s do not remove.`,
  ];
}

/**
 * Over problems: the one variance a run with one sample per problem gives, where it comes from, and the bounds
 * on what more samples would catch, which it cannot split.
 */
function oneSampleText(plan: PlanReport, { problem, sample }: UnitWords): string[] {
  const variance = squaredPoints(plan.variance.one_sample!.variance);
  const stated = `Variance of one ${problem}'s change at one ${sample} (points²): ${variance},`;
  const source =
    plan.candidate === null
      ? `${stated} taken as if the candidate's result on each ${problem} were unrelated to the baseline's, at its ` +
        "pass rate (twice the variance of the baseline's results). That is the most it can be for a candidate near " +
        'that rate unless it passes where the baseline fails and fails where it passes, so every drop above is at ' +
        'worst: a candidate that passes and fails mostly where the baseline does varies less. Plan with ' +
        `--candidate FILE (a past comparison at one ${sample} per ${problem}) to measure it.`
      : `${stated} measured on ${candidateName(plan)} against the baseline.`;
  if (tooFewToFail(plan)) {
    // More samples cannot help: the sign-flip test counts the units that get worse, whatever their n.
    const needed = fewestSignificantUnits(levelAt(plan.gate.confidence).alpha);
    const units = plan.baseline.unit === 'cluster' ? 'groups' : `${problem}s`;
    return [
      source,
      `More ${sample}s per ${problem} would not let the baseline's ${unitsText(plan.baseline, plan.baseline.units, problem)} fail ` +
        `the gate: the sign-flip test counts the ${units} that get worse, not their ${sample}s, so at any n it needs ` +
        `at least ${unitsText(plan.baseline, needed, problem)}. The rows above are suites like this one that have them.`,
    ];
  }
  const own = ownRow(plan);
  const bounds = plan.more_samples ?? [];
  const at = (n: number) => bounds.find((bound) => bound.n === n);
  const shown = [at(10), bounds.at(-1)].filter((bound, i, all) => bound !== undefined && all.indexOf(bound) === i);
  const atBest = shown.map((bound) => `${sizeInPoints(bound!.least_drop)} at n = ${bound!.n}`).join(', ');
  // An agent's single trial is no greedy run: its simulator, tools and sandbox vary from trial to trial.
  const agent = sample === 'trial';
  const split =
    `One ${sample} per ${problem} cannot split it into the part more ${sample}s remove (a ${problem}'s result varying from ` +
    `run to run) and the part they cannot (${problem}s, and the change, differing from one to the next), so what ` +
    `more ${sample}s would catch on these ${grouped(own.problems)} ${problem}s is bounded, not known: at best ` +
    `${atBest} (if all of it were sampling), at worst ${sizeInPoints(own.drop)} as at one ` +
    `${sample} (if none were${agent ? '' : ', as when greedy decoding repeats itself'}). Plan from a run with ` +
    `repeated ${sample}s${agent ? '' : ', at the settings you would sample at,'} to know.`;
  return [source, split];
}

function targetText(plan: PlanReport, { problem, sample, completion }: UnitWords): string | null {
  const target = plan.target;
  if (target === null) return null;
  const size = sizeInPoints(target.drop);
  const never =
    `catches ${size} points: the gate flags a drop only once its interval clears the ` +
    `${marginPoints(plan.gate.margin)}-point limit.`;
  // Drops that are the least they can be need at least the samples found; drops at their worst, at most the problems;
  // drops at k > 1 without a candidate are no bound, so neither.
  const bound = boundOf(plan);
  const least = bound === 'at best' ? 'at least ' : '';
  const cost = (completions: PlanCompletions): string =>
    `(${grouped(completions.per_run)} ${completion}s per run, ${grouped(completions.both_runs)} for both)`;
  // As compare sizes a suite: over groups, in groups as large as the baseline's on average.
  const suite = (problems: number): string => {
    const { unit, units } = plan.baseline;
    const groups = Math.max(1, Math.round((units * problems) / plan.baseline.problems));
    return `${grouped(problems)} ${problem}s${unit === 'cluster' ? ` in about ${grouped(groups)} groups` : ''}`;
  };
  if (plan.over === 'problems') {
    const needed = target.problems[0]!;
    if (needed.problems === null) return `No number of ${problem}s ${never}`;
    const most = bound === 'at worst' ? 'at most ' : '';
    return (
      `To catch ${size} points at one ${sample} per ${problem}: ${most}` +
      `${suite(needed.problems)} ${cost(needed.completions!)}.`
    );
  }
  const found = target.problems.filter((option) => option.problems !== null);
  const atN = (option: PlanProblemsNeeded): string =>
    `${suite(option.problems!)} at n = ${option.n} (${grouped(option.completions!.per_run)} ${completion}s per run)`;
  if (target.n !== null) {
    // The baseline's n on more problems: what compare's "To decide it" sizes.
    const more = found.map((option) => `, or ${least}${atN(option)}`).join('');
    return `To catch ${size} points: ${least}${counted(target.n, sample)} per ${problem} ${cost(target.completions!)}${more}.`;
  }
  const largest = plan.rows[plan.rows.length - 1]!.n;
  // An option at a larger n that needs no fewer problems than one at a smaller n only costs more: it is left out.
  const options = found.filter(
    (option) => !found.some((other) => other.n < option.n && other.problems! <= option.problems!),
  );
  if (options.length === 0) return `No n and no number of ${problem}s ${never}`;
  const said = options.map(atN);
  return `No n up to ${largest} catches ${size} points on ${grouped(plan.baseline.problems)} ${problem}s: that takes ${least}${said.join(' or ')}.`;
}

/**
 * The plan for a terminal: what the baseline's n catches, the table by n, the noise, --target's answer, notes.
 * Given a `width`, prose wraps to it and the table narrows to fit it, as in the comparison's report.
 */
export function renderPlanTerminal(
  plan: PlanReport,
  options: PageOptions = {},
  words: UnitWords = unitWords(false),
): string {
  const { problem, sample } = words;
  const page = pageOf(options);
  const { margin, confidence, interval } = plan.gate;
  // The baseline named as compare's runs line names it.
  const parts = nameParts(plan.baseline);
  const context = [
    `baseline ${runName(NAME_ROOM)(parts, parts)}`,
    samplesText(plan.baseline.samples),
    ...(plan.baseline.unit === 'cluster' ? [`${grouped(plan.baseline.units)} groups`] : []),
    `gate: limit ${marginPoints(margin)} points, ${levelText(confidence)} ${intervalMethodName(interval)} interval and ` +
      'sign-flip test',
  ].join(' · ');
  // Paragraphs read best no wider than this, however wide the terminal.
  const measure = { ...page, width: Math.min(page.width, 110) };
  const lines = [
    ...wrap(page, { text: headline(plan, words), code: '1' }),
    ...wrap(page, { text: `  ${context}`, code: '2' }),
    '',
  ];
  const shownWarnings = plan.warnings.map((warning) => terminalText(warning, Infinity));
  const warnings = noticeLines(page, 'Warnings', shownWarnings);
  // A baseline at 0 cannot drop: the headline says so, and no drop is sized.
  if (plan.baseline.value === 0) return `${[...lines, ...warnings].join('\n').trimEnd()}\n`;
  lines.push(
    ...rowsTable(plan, page, words),
    '',
    ...varianceText(plan, words).flatMap((paragraph) => [...wrap(measure, `  ${paragraph}`), '']),
  );
  const target = targetText(plan, words);
  if (target !== null) {
    lines.push(...wrap(measure, { text: `  ${target}`, code: plan.target!.n === null ? '33' : '32' }), '');
  }
  const notes = plan.notes.map((note) => terminalText(note, Infinity));
  lines.push(...warnings, ...noticeLines(page, 'Notes', notes));
  const estimator = {
    unbiased: `estimated without bias from the ${sample}s each ${problem} had`,
    'empirical-bayes': `from each ${problem}'s ${sample}s and the suite's spread of pass rates (too few ${sample}s for the unbiased estimate)`,
    'plug-in': `from each ${problem}'s pass rate c/n (too few ${sample}s for the unbiased estimate)`,
    simulated: `simulated by drawing runs from each ${problem}'s ${sample}s (seeded)`,
  };
  const noise =
    plan.variance.estimator === 'none'
      ? `one ${sample} per ${problem} shows no spread within a ${problem}: the variance of a ${problem}'s change is planned ` +
        `whole, the standard error falling as 1/√${problem}s`
      : `each ${problem}'s sampling variance at n ${estimator[plan.variance.estimator]}`;
  const method =
    `Method: ${noise}; the drop from the power method the gate reports (compare's "This gate catches drops of ` +
    `..."), a true drop being the same shift of every ${problem}'s log-odds.`;
  lines.push(...wrap(measure, { text: method, code: '2' }));
  return `${lines.join('\n').trimEnd()}\n`;
}
