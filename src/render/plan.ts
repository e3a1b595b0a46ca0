import { metricLabel } from '../estimate/metric.js';
import type { PlanReport, PlanRow } from '../plan/model.js';
import { terminalText } from './escape.js';
import { points } from '../common/points.js';
import { intervalMethodName, levelText, samplesText, sizeInPoints } from './format.js';
import { painter, table } from './terminal.js';

/** A count with thousands separators: 32800 -> "32,800". */
export function grouped(count: number): string {
  return String(count).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A variance in metric units squared, in points squared: 0.0141 -> "141.7". */
function squaredPoints(variance: number): string {
  return (variance * 10000).toFixed(1);
}

/** The row a reader compares the baseline's n with: about a quarter of the samples, or else four times as many. */
function contrastRow(plan: PlanReport, own: PlanRow): PlanRow | undefined {
  const others = plan.rows.filter((row) => row !== own);
  const fewer = others.filter((row) => row.n <= own.n / 4);
  return fewer.at(-1) ?? others.find((row) => row.n >= own.n * 4) ?? others.at(-1);
}

/** "20 samples per problem catch a 2.7-point drop 80% of the time; 5 catch 5.5". */
function headline(plan: PlanReport): string {
  const label = metricLabel(plan.metric, plan.k, plan.submit);
  const own = plan.rows.find((row) => row.baseline_n) ?? plan.rows[plan.rows.length - 1]!;
  const other = contrastRow(plan, own);
  const chance = `${Math.round(plan.gate.probability * 100)}% of the time`;
  const first = `${own.n} sample${own.n === 1 ? '' : 's'} per problem catch a ${sizeInPoints(own.drop)}-point drop ${chance}`;
  return `${label}, ${grouped(plan.baseline.problems)} problems: ${first}${other === undefined ? '' : `; ${other.n} catch ${sizeInPoints(other.drop)}`}`;
}

function rowsTable(plan: PlanReport): string[] {
  const chance = `${Math.round(plan.gate.probability * 100)}%`;
  return table([
    ['n', 'completions per run', 'both runs', `drop caught ${chance} (points)`, 'SE (points)', 'sampling share', ''],
    ...plan.rows.map((row) => {
      const total = row.sampling_variance + row.problem_variance;
      return [
        String(row.n),
        grouped(row.completions.per_run),
        grouped(row.completions.both_runs),
        // What sets the drop, when the sign test's floor does.
        `${sizeInPoints(row.drop)}${row.limit === 'floor' ? ` (${row.floor_units} problems must drop)` : ''}`,
        (row.se * 100).toFixed(2),
        total > 0 ? `${Math.round((100 * row.sampling_variance) / total)}%` : '-',
        row.baseline_n ? "<- the baseline's n" : '',
      ];
    }),
  ]);
}

/** Words filled into lines of at most `width` characters after the indent. */
function wrapped(text: string, indent = '  ', width = 110): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && indent.length + line.length + 1 + word.length > width) {
      lines.push(indent + line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(indent + line);
  return lines;
}

/** Where the noise comes from, and whether the problem-to-problem part was measured or assumed. */
function varianceText(plan: PlanReport): string {
  const own = plan.rows.find((row) => row.baseline_n) ?? plan.rows[0]!;
  const sampling =
    `Variance of one problem's change (points²): ${squaredPoints(own.sampling_variance)} from sampling at ` +
    `n = ${own.n}, which falls as n grows (about as 1/n: the share column);`;
  if (plan.variance.problem_variance_from === 'assumed-zero') {
    return (
      `${sampling} the part that varies from problem to problem, which samples do not remove, is assumed 0: no ` +
      '--candidate was given, so every drop above is the least it can be. Plan with --candidate FILE (a past ' +
      'comparison at the same settings) to measure it.'
    );
  }
  const candidate = terminalText(plan.candidate!.model ?? plan.candidate!.source, 60);
  return (
    `${sampling} ${squaredPoints(plan.variance.problem_variance)} from problem to problem, measured on ` +
    `${candidate} against the baseline, which more samples do not remove.`
  );
}

function targetText(plan: PlanReport): string | null {
  const target = plan.target;
  if (target === null) return null;
  const size = sizeInPoints(target.drop);
  if (target.n !== null) {
    const cost = target.completions!;
    return (
      `To catch ${size} points: ${target.n} samples per problem (${grouped(cost.per_run)} completions per run, ` +
      `${grouped(cost.both_runs)} for both).`
    );
  }
  const largest = plan.rows[plan.rows.length - 1]!.n;
  const options = target.problems.filter((option) => option.problems !== null);
  if (options.length === 0) {
    return (
      `No n and no number of problems catches ${size} points: the gate flags a drop only once its interval clears ` +
      `the ${points(plan.gate.margin)}-point limit.`
    );
  }
  const said = options.map(
    (option) =>
      `${grouped(option.problems!)} problems at n = ${option.n} (${grouped(option.completions!.per_run)} completions per run)`,
  );
  return `No n up to ${largest} catches ${size} points on ${grouped(plan.baseline.problems)} problems: that takes ${said.join(' or ')}.`;
}

/** The plan for a terminal: what the baseline's n catches, the table by n, the noise, --target's answer, notes. */
export function renderPlanTerminal(plan: PlanReport, options: { color?: boolean } = {}): string {
  const paint = painter(options.color ?? false);
  const { margin, confidence, interval } = plan.gate;
  const context = [
    `baseline ${terminalText(plan.baseline.model ?? plan.baseline.source, 60)}`,
    samplesText(plan.baseline.samples),
    ...(plan.baseline.unit === 'cluster' ? [`${plan.baseline.units} groups`] : []),
    `gate: limit ${points(margin)} points, ${levelText(confidence)} ${intervalMethodName(interval)} interval and ` +
      'sign-flip test',
  ].join(' · ');
  const baselineRow = plan.rows.findIndex((row) => row.baseline_n);
  const lines = [
    paint('1', headline(plan)),
    paint('2', `  ${context}`),
    '',
    ...rowsTable(plan).map((line, i) => (i === baselineRow + 1 ? paint('1', line) : line)),
    '',
    ...wrapped(varianceText(plan)),
    '',
  ];
  const target = targetText(plan);
  if (target !== null) {
    lines.push(...wrapped(target).map((line) => paint(plan.target!.n === null ? '33' : '32', line)), '');
  }
  if (plan.notes.length > 0) {
    lines.push(paint('1;33', 'Notes'), ...plan.notes.map((note) => `  ! ${terminalText(note, 400)}`), '');
  }
  const estimator = {
    unbiased: 'estimated without bias from the samples each problem had',
    'plug-in': "from each problem's pass rate c/n (too few samples for the unbiased estimate)",
    simulated: `simulated by drawing runs from each problem's samples (seeded)`,
  }[plan.variance.estimator];
  const method =
    `Method: each problem's sampling variance at n ${estimator}; the drop from the power method the gate reports ` +
    `(compare's "This gate catches drops of ..."), a true drop being the same shift of every problem's log-odds.`;
  lines.push(...wrapped(method, '').map((line) => paint('2', line)));
  return `${lines.join('\n').trimEnd()}\n`;
}
