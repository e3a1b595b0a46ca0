/**
 * The trend page: one self-contained HTML file (inline SVG and CSS; no script, and nothing fetched: no font,
 * image or stylesheet) with, per series, a sentence (latest value, the anchor's or why the series has none, the regressions flagged), a
 * chart, and a table of every run under "Values". A legend above the charts shows each mark and states the
 * confidence level of the intervals; it names only the marks the page draws. A chart has one column per run, oldest on the left, and two panels:
 *
 * - top, the metric at each run in percent, the runs joined by a line. A run whose step from the previous run
 *   is a regression is a red downward triangle on a red band across both panels; an improvement is a green
 *   upward triangle; any other run is a blue dot (with over about 180 runs only the line, plus the flagged
 *   runs' triangles). A run whose step was not compared (the gate refused the two runs, e.g. their settings
 *   differ, or too few problems to test) is an orange cross, in the step panel too at zero, with the reason in its
 *   tooltip and table row. The drift check's anchor has a purple ring around its mark, a dashed vertical line
 *   labelled "anchor" and its short SHA or tag, and a dotted line at its value across the later runs, to read
 *   the drift since the anchor against.
 * - bottom, each step: the paired change from the previous run in points (candidate minus previous), its
 *   interval as a vertical bar, and at the change a shape per verdict (triangles for a regression or an
 *   improvement, a hollow circle for inconclusive, a grey diamond for no regression). The first run, or a run
 *   without a step, has none; a series without any step has no bottom panel.
 *
 * A run whose every sample errored (infrastructure errors) is a hollow square in the value panel, off the line: its
 * 0% is no score, so the line joins the runs with a score, and the next run's step, which is from the run before it,
 * names that run. The sentence and the table name the runs' models and mark where a run's model differs from the
 * previous run's.
 *
 * Hovering a column shows the run: short SHA and ref, time (UTC), model, value, and the change with its interval and
 * verdict; a column is a link to the commit when the run has an http(s) `url` (any other scheme is not
 * linked). The x axis names runs by short SHA, or by tag (a ref under refs/tags/, or a short ref that reads
 * as a version: v1.2.0), every few runs counted back from the latest so labels never overlap; its title gives
 * the dates the runs span. Text from users (titles, refs, commits) is escaped and cut; the same input gives
 * the same bytes. The SVG scales to the width of the page; below 720 pixels it scrolls sideways, as a values table
 * wider than the screen does, under its y axis, which stays, and opens at the latest run; colours follow the
 * reader's light or dark scheme.
 */
import { intervalText, VERDICT_WORDS } from '../render/decision.js';
import { terminalText } from '../render/escape.js';
import { grouped, levelText, pairDigits, percent, scorePercent, signedChange, signedPoints } from '../render/format.js';
import { erroredLabel, erroredWords, tagOf } from '../load/history-record.js';
import { counted } from '../common/lists.js';
import { unitWords, type ErrorsOf, type UnitWords } from '../formats/detect.js';

/** One run in the history, as the trend page draws it. Metric values are fractions (0.5 = 50 points). */
export interface TrendPoint {
  commit: string; // full SHA
  ref?: string; // e.g. refs/heads/main or a tag v1.2.0
  model?: string; // what was evaluated, as the run's files name it
  time: string; // ISO 8601
  value: number; // the metric at this run
  /** The run's samples, when an infrastructure error lost every one: its value is no score. */
  allErrored?: number;
  /**
   * The paired change from the previous point of the series with a score (candidate minus previous), with its
   * interval: a run whose every sample errored is no step's reference.
   */
  step?: {
    change: number;
    low: number;
    high: number;
    verdict: 'regression' | 'improvement' | 'no-regression' | 'inconclusive';
  };
  /** Why there is no step from the previous point: the gate refused the pair, or could not test it. */
  notCompared?: string;
  anchor?: boolean; // this point is the drift check's anchor
  url?: string; // the commit's page, when the repository's URL is known
}
export interface TrendSeries {
  title: string; // e.g. "pass@1 · humaneval"
  points: TrendPoint[]; // oldest first
  /** Why the anchor picks no record in this series (compare's reason), when it picks one in another. */
  noAnchor?: string;
  /** The series' runs that give no value at its metric (k above their n, or no per-sample data), and why. */
  undrawn?: { runs: number; why: string };
  /** The series' runs are an agent's, trials of tasks (`ranTrials`): its text says trials, not samples. */
  trials?: boolean;
  /** What its runs' errors are (`errorsOf`), when not infrastructure errors: SWE-bench's error_ids. */
  errors?: ErrorsOf;
}
export interface TrendPageInput {
  title: string; // e.g. "passk-gate history: owner/repo"
  confidence: number; // level of the step intervals, e.g. 0.95
  generated: string; // ISO time the page was written (given by the caller, so output is deterministic)
  series: TrendSeries[]; // one chart per series
  /** The anchor's selector as given, and the series it names (`name:`); without one it is picked in each series. */
  anchor?: { selector: string; series?: string };
  /** Instead, the anchors of a config's checks when they differ, each with the checks whose drift check it is. */
  anchors?: { selector: string; checks: string[] }[];
}

type Verdict = NonNullable<TrendPoint['step']>['verdict'];

/** The chart's frame in SVG user units; the SVG scales to the page's width by its viewBox. */
const WIDTH = 960;
const LEFT = 64;
const RIGHT = 24;
const TOP = 30;
const VALUE_HEIGHT = 210;
const GAP = 40;
const STEP_HEIGHT = 96;
const AXIS = 40;
const PLOT_WIDTH = WIDTH - LEFT - RIGHT;
/**
 * The width of the y axis's background, which hides what scrolls under it: past the tick labels (which end 8 units
 * left of the plot), short of the first run's marks (up to 5.3 units left of the plot, an anchor's ring among
 * hundreds of runs).
 */
const AXIS_WIDTH = LEFT - 6;
const STEP_TOP = TOP + VALUE_HEIGHT + GAP;
/** Columns narrower than this (over about 180 runs) get no dot per run. */
const DENSE_BAND = 5;
/** The widest regression band: with few runs a whole column would shade a third of the chart. */
const MAX_BAND = 36;

/** Approximate advance of one character of an x-axis label (12px monospace), to space the labels. */
const LABEL_CHAR = 7.3;
const LABEL_GAP = 14;
const MAX_LABEL = 12;
/** The smallest span of a value axis, so that run-to-run noise of a tenth of a point does not fill the chart. */
const MIN_SPAN = 0.02;

/** Text for HTML content or a quoted attribute: control characters removed, cut to `max`, markup escaped. */
function htmlText(text: string, max = 200): string {
  return terminalText(text, max).replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A coordinate with one decimal, as the SVG gets it (no float noise in the output). */
function at(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** The label of a run on the x axis: its tag when it is tagged, else its short SHA. */
function runLabel(point: TrendPoint): string {
  return terminalText(tagOf(point.ref) ?? point.commit.slice(0, 7), MAX_LABEL);
}

/** The longest URL linked. */
const MAX_URL = 2000;

/**
 * A link target only when it is an http(s) URL without spaces, control or bidirectional characters and not
 * over MAX_URL: anything else (javascript:, data:) is not linked.
 */
export function safeUrl(url: string | undefined): string | null {
  return url !== undefined && /^https?:\/\/\S+$/i.test(url) && terminalText(url, MAX_URL) === url ? url : null;
}

/** An ISO time as "2026-03-01 14:05 UTC"; the text as given when it is not a time. */
function timeText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The step of a tick on an axis spanning `span`: 1, 2 or 5 times a power of ten, about `count` ticks in all. */
export function tickStep(span: number, count = 5): number {
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const norm = raw / magnitude;
  return (norm < 1.5 ? 1 : norm < 3 ? 2 : norm < 7 ? 5 : 10) * magnitude;
}

/** An axis: its domain rounded out to whole ticks, the ticks, and the decimals its labels need in points. */
export interface Axis {
  low: number;
  high: number;
  ticks: number[];
  digits: number;
}

/** The axis over `values`: about `count` ticks, at least MIN_SPAN wide, rounded out to ticks, within [floor, ceiling]. */
export function axisOver(values: readonly number[], floor: number, ceiling: number, count = 5): Axis {
  let low = Math.min(...values);
  let high = Math.max(...values);
  if (high - low < MIN_SPAN) {
    const middle = (low + high) / 2;
    low = middle - MIN_SPAN / 2;
    high = middle + MIN_SPAN / 2;
  }
  const step = tickStep(high - low, count);
  const clean = (value: number): number => Number(value.toFixed(12));
  low = Math.max(floor, clean(Math.floor(low / step + 1e-9) * step));
  high = Math.min(ceiling, clean(Math.ceil(high / step - 1e-9) * step));
  const ticks: number[] = [];
  for (let k = Math.ceil(low / step - 1e-9); k * step <= high + 1e-12; k++) ticks.push(clean(k * step));
  const digits = Math.max(0, Math.ceil(-Math.log10(step * 100) - 1e-9));
  return { low, high, ticks, digits };
}

/** The right edge an x-axis label may reach: the viewBox's, less a unit for the estimate of its width. */
const LABEL_EDGE = WIDTH - 2;

/**
 * Where the label of run `i` of `count` goes: centred under its column, or, where that would pass the chart's right
 * edge (a tag under the latest of many runs), ending at the edge.
 */
function labelPlace(label: string, i: number, count: number): { x: number; end: boolean } {
  const x = LEFT + (i + 0.5) * (PLOT_WIDTH / count);
  const end = x + (label.length * LABEL_CHAR) / 2 > LABEL_EDGE;
  return { x: end ? LABEL_EDGE : x, end };
}

/** Which runs get an x-axis label: every `stride`-th counted back from the latest, so the latest is always named. */
function labelledRuns(labels: readonly string[]): Set<number> {
  const count = labels.length;
  const widest = Math.max(...labels.map((label) => label.length)) * LABEL_CHAR + LABEL_GAP;
  const stride = Math.max(1, Math.ceil(widest / (PLOT_WIDTH / count)));
  const chosen = new Set<number>();
  for (let i = count - 1; i >= 0; i -= stride) chosen.add(i);
  // The latest label, moved left to end at the edge, can reach the one before it, which then goes.
  const latest = labelPlace(labels[count - 1]!, count - 1, count);
  const before = count - 1 - stride;
  if (latest.end && before >= 0) {
    const right = labelPlace(labels[before]!, before, count).x + (labels[before]!.length * LABEL_CHAR) / 2;
    if (right + LABEL_GAP > latest.x - labels[count - 1]!.length * LABEL_CHAR) chosen.delete(before);
  }
  return chosen;
}

/** The longest reason a step was not compared that a tooltip or table shows. */
const MAX_REASON = 600;

/** What a series' runs are made of: an agent's trials, or a model's samples. */
function sampleOf(series: TrendSeries): UnitWords['sample'] {
  return unitWords(series.trials === true).sample;
}

/** Whether a run's value is a score: the 0% of a run whose every sample errored is none. */
function scored(point: TrendPoint): boolean {
  return point.allErrored === undefined;
}

/** The values that are scores, the range the line spans; all of them when no run has one. */
function scoredValues(points: readonly TrendPoint[]): number[] {
  const scores = points.filter(scored);
  return (scores.length === 0 ? points : scores).map((point) => point.value);
}

/**
 * The run the step of run `i` is from, named (`466a721 (the previous run with a score)`), when it is not the run just
 * before: the runs between errored throughout, and their 0% is no step's reference. Undefined when the step is from
 * the run just before, or no earlier run has a score (then there is no step).
 */
function farReference(points: readonly TrendPoint[], i: number): string | undefined {
  const from = previousScored(points, i);
  return from < 0 || from === i - 1 ? undefined : `${points[from]!.commit.slice(0, 7)} (the previous run with a score)`;
}

/** The index of the last run before run `i` with a score, which run i's step is from; -1 when there is none. */
function previousScored(points: readonly TrendPoint[], i: number): number {
  let from = i - 1;
  while (from >= 0 && !scored(points[from]!)) from--;
  return from;
}

/**
 * Each run's value in percent, with its steps' changes' decimals (up to two) and any more that tell it from the run
 * its step is from, as the report writes a check's two scores (`percentPair`): "65.00%" above "65.03%" beside a
 * +0.03 step, not "65.0%" twice.
 */
function valueTexts(points: readonly TrendPoint[]): string[] {
  const digits = points.map(() => 1);
  points.forEach((point, i) => {
    const from = previousScored(points, i);
    if (point.step === undefined || from < 0) return;
    const pair = pairDigits(points[from]!.value, point.value, signedChange(point.step.change));
    digits[i] = Math.max(digits[i]!, pair);
    digits[from] = Math.max(digits[from]!, pair);
  });
  return points.map((point, i) => (digits[i] === 1 ? scorePercent(point.value) : percent(point.value, digits[i])));
}

/**
 * The tooltip of a run: commit, ref, time, value, and the step with its interval and verdict, or why it has none,
 * naming the run it is from when that is not the one just before (`reference`, from `farReference`).
 */
function tooltip(
  series: TrendSeries,
  point: TrendPoint,
  value: string,
  level: string,
  reference: string | undefined,
): string {
  const lines = [
    `${point.commit.slice(0, 7)}${point.ref === undefined ? '' : ` (${point.ref})`}`,
    timeText(point.time),
    ...(point.model === undefined ? [] : [`model ${point.model}`]),
    `${series.title}: ${value}`,
    // A run with a step place says it as the reason it is not compared (`erroredStep`), once.
    ...(point.allErrored === undefined || point.notCompared !== undefined
      ? []
      : [erroredText(point.allErrored, sampleOf(series), series.errors)]),
  ].map((line) => htmlText(line));
  const from = reference === undefined ? '' : ` from ${reference}:`;
  if (point.step !== undefined) lines.push(htmlText(`change${from} ${stepText(point.step, level)}`));
  else if (point.notCompared !== undefined) lines.push(notComparedText(point.notCompared, reference));
  else lines.push('no step from a previous run');
  if (point.anchor) lines.push('anchor of the drift check');
  return lines.join('\n');
}

/** "not compared: REASON", naming the run the step would be from when it is not the one just before. */
function notComparedText(reason: string, reference: string | undefined): string {
  return htmlText(`not compared${reference === undefined ? '' : ` with ${reference}`}: ${reason}`, MAX_REASON);
}

/**
 * Why an all-errored run's value is no score: "every sample errored (2 of 2, infrastructure errors): ...", an
 * agent's "every trial errored", also why its step is not compared, which its tooltip and row then say once, as that
 * reason.
 */
export function erroredText(samples: number, sample: UnitWords['sample'], errors: ErrorsOf = 'infrastructure'): string {
  const { what, noScore } = erroredWords(errors);
  return `every ${sample} errored (${samples} of ${samples}, ${what}): its value is ${noScore}`;
}

/** "-1.3 points (95% interval -2.1 to -0.4): regression". */
function stepText(step: NonNullable<TrendPoint['step']>, level: string): string {
  const interval = intervalText([step.low, step.high]);
  return `${signedChange(step.change)} points (${level} interval ${interval}): ${VERDICT_WORDS[step.verdict]}`;
}

/** The smallest half-width of a triangle: a flagged run stays visible however many runs share the chart. */
const MIN_TRIANGLE = 5;

/** What a mark shows: a run (a dot), the verdict of its step, a step not compared, or a run that errored throughout. */
type MarkKind = Verdict | 'run' | 'not-compared' | 'errored';

/**
 * The kind of a run's mark: in the step panel (`step`) every verdict has its own; in the value panel only a
 * regression or an improvement does, any other run is a dot. A step not compared has its own in both. A run whose
 * every sample errored has its own in the value panel, whatever its step: its value is no score.
 */
function markKind(point: TrendPoint, step: boolean): MarkKind {
  if (!step && point.allErrored !== undefined) return 'errored';
  const verdict = point.step?.verdict;
  if (point.notCompared !== undefined && verdict === undefined) return 'not-compared';
  if (verdict === 'regression' || verdict === 'improvement') return verdict;
  return verdict !== undefined && step ? verdict : 'run';
}

/**
 * A mark of `kind` at (x, y), radius r: the shape says the verdict (a triangle pointing down for a regression,
 * up for an improvement, a hollow circle for inconclusive, a diamond for no regression, else a dot), so colour
 * is never the only cue.
 */
function mark(kind: MarkKind, x: number, y: number, r: number): string {
  if (kind === 'regression' || kind === 'improvement') {
    const s = Math.max(MIN_TRIANGLE, r * 1.5);
    const tip = kind === 'regression' ? 1 : -1;
    return (
      `<path class="mark ${kind}" ` +
      `d="M${at(x - s)} ${at(y - tip * s * 0.7)}H${at(x + s)}L${at(x)} ${at(y + tip * s * 1.05)}Z"/>`
    );
  }
  if (kind === 'not-compared') {
    const s = Math.max(3, r * 1.1);
    return `<path class="mark not-compared" d="M${at(x - s)} ${at(y - s)}L${at(x + s)} ${at(y + s)}M${at(x - s)} ${at(y + s)}L${at(x + s)} ${at(y - s)}"/>`;
  }
  if (kind === 'errored') {
    const s = Math.max(3.5, r * 1.1);
    return `<rect class="mark errored" x="${at(x - s)}" y="${at(y - s)}" width="${at(2 * s)}" height="${at(2 * s)}"/>`;
  }
  if (kind === 'no-regression') {
    const s = r * 1.35;
    return `<path class="mark no-regression" d="M${at(x)} ${at(y - s)}L${at(x + s)} ${at(y)}L${at(x)} ${at(y + s)}L${at(x - s)} ${at(y)}Z"/>`;
  }
  return `<circle class="mark ${kind}" cx="${at(x)}" cy="${at(y)}" r="${at(r)}"/>`;
}

/**
 * The runs whose model differs from the previous run's, both named, with the model before: the series' values then
 * compare two models.
 */
function modelChanges(points: readonly TrendPoint[]): { point: TrendPoint; before: string }[] {
  return points.flatMap((point, i) => {
    const before = points[i - 1]?.model;
    return before !== undefined && point.model !== undefined && point.model !== before ? [{ point, before }] : [];
  });
}

/** Model changes a sentence names one by one; past them it counts them (a checkpoint a push is common in ML CI). */
const CHANGES_LISTED = 3;

/** "model changed at a, b (from x)", or past `CHANGES_LISTED` changes their count: the values table marks each. */
function changesPart(
  changes: ReturnType<typeof modelChanges>,
  each: (change: (typeof changes)[0]) => string,
): string[] {
  if (changes.length === 0) return [];
  if (changes.length > CHANGES_LISTED) return [`model changed at ${changes.length} runs (each marked in Values)`];
  return [`model changed at ${changes.map(each).join(', ')}`];
}

/** What a series says of its runs without a score: those where every sample errored, and those not drawn. */
function unscoredParts(series: TrendSeries): string[] {
  const { points, undrawn } = series;
  const errored = points.filter((point) => point.allErrored !== undefined).length;
  const { tag, noScore } = erroredWords(series.errors ?? 'infrastructure');
  return [
    ...(errored === 0 ? [] : [`${counted(errored, 'run')} where every ${sampleOf(series)} errored${tag} (${noScore})`]),
    ...(undrawn === undefined
      ? []
      : [htmlText(`${counted(undrawn.runs, 'run')} not drawn: ${undrawn.why}`, MAX_REASON)]),
  ];
}

/**
 * The accessible name of a chart: what it shows and what a reader should notice, its runs named as its x axis and
 * the sentence above name them (a tag, else the short SHA).
 */
function chartLabel(series: TrendSeries): string {
  const { points } = series;
  const latest = points[points.length - 1]!;
  const regressions = points.filter((point) => point.step?.verdict === 'regression');
  const anchor = points.find((point) => point.anchor);
  const values = scoredValues(points);
  const notCompared = points.filter((point) => point.notCompared !== undefined).length;
  const compared = points.filter((point) => point.step !== undefined).length;
  const changes = modelChanges(points);
  return [
    `${series.title}: ${counted(points.length, 'run')}`,
    // The range, not the change: "from 11.0% to 66.5%" read as a rise in a series that fell from 66.5% to 11.0%.
    `between ${scorePercent(Math.min(...values))} and ${scorePercent(Math.max(...values))}`,
    `latest ${scorePercent(latest.value)} at ${runLabel(latest)}`,
    regressions.length === 0
      ? noRegression(points, 'no regressions')
      : counted(regressions.length, 'regression') +
        ` (${regressions.map(runLabel).join(', ')})` +
        (notCompared === 0 ? '' : ` in the ${counted(compared, 'step')} compared`),
    ...(notCompared === 0 ? [] : [`${counted(notCompared, 'step')} not compared`]),
    ...unscoredParts(series),
    ...changesPart(changes, ({ point }) => runLabel(point)),
    anchor === undefined ? 'no anchor' : `anchor ${runLabel(anchor)} at ${scorePercent(anchor.value)}`,
  ]
    .filter((part) => part !== '')
    .join('; ');
}

/**
 * What a series without a regression says of its steps (`none`: that none was flagged): for the steps compared when
 * some were not, nothing when none was, and that there is no step yet for a series of one run, or of one run with a
 * score (the others' every sample errored).
 */
function noRegression(points: readonly TrendPoint[], none: string): string {
  if (points.length === 1) return 'no step yet (first run)';
  const compared = points.filter((point) => point.step !== undefined).length;
  if (points.every((point) => point.notCompared === undefined)) {
    if (compared > 0) return none;
    const scored = points.some((point) => point.allErrored === undefined);
    return `no step yet (${scored ? 'only one run has' : 'no run has'} a score)`;
  }
  return compared === 0 ? '' : `${none} in the ${counted(compared, 'step')} compared`;
}

/** Where a chart's runs go: a column each, the value panel on top and, when any run has a step, the step panel. */
interface Frame {
  band: number;
  xOf: (i: number) => number;
  /** The radius of a run's dot. */
  r: number;
  /** Whether the columns are too narrow for a dot per run: the line then carries the values. */
  dense: boolean;
  /** The bottom of the lowest panel, where the x axis runs. */
  bottom: number;
  height: number;
}

function frameOf(points: readonly TrendPoint[]): Frame {
  const band = PLOT_WIDTH / points.length;
  const bottom = points.some((point) => point.step !== undefined) ? STEP_TOP + STEP_HEIGHT : TOP + VALUE_HEIGHT;
  return {
    band,
    xOf: (i) => LEFT + (i + 0.5) * band,
    r: Math.min(4.5, Math.max(1.8, band * 0.28)),
    dense: band < DENSE_BAND,
    bottom,
    height: bottom + AXIS,
  };
}

/** A panel's gridlines, the zero line of a change axis drawn darker, and its tick labels (for the y axis's SVG). */
function gridlines(
  axis: Axis,
  y: (v: number) => number,
  label: (v: number) => string,
): { lines: string[]; ticks: string[] } {
  const ys = axis.ticks.map((tick) => at(y(tick)));
  return {
    lines: axis.ticks.map(
      (tick, i) =>
        `<line class="${tick === 0 && axis.low < 0 ? 'zero' : 'grid'}" x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${ys[i]}" y2="${ys[i]}"/>`,
    ),
    ticks: axis.ticks.map(
      (tick, i) =>
        `<text class="tick" x="${LEFT - 8}" y="${ys[i]}" text-anchor="end" dominant-baseline="middle">${label(tick)}</text>`,
    ),
  };
}

/** "commit, 2026-09-01 to 2026-10-19": the dates the runs span, when their times are times. */
function xAxisTitle(points: readonly TrendPoint[]): string {
  const [first, last] = [points[0]!.time, points[points.length - 1]!.time].map((time) => timeText(time).slice(0, 10));
  const dated = [first!, last!].every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date));
  if (!dated) return 'commit, oldest to latest';
  return first === last ? `commit, ${first}` : `commit, ${first} to ${last}`;
}

/** The x axis: a tick and a label for each run `labelledRuns` keeps, and the axis title. */
function xAxis(points: readonly TrendPoint[], frame: Frame): string[] {
  const labels = points.map(runLabel);
  const named = labelledRuns(labels);
  const y = frame.bottom;
  const parts = [`<line class="axis" x1="${LEFT}" x2="${WIDTH - RIGHT}" y1="${y}" y2="${y}"/>`];
  labels.forEach((label, i) => {
    if (!named.has(i)) return;
    const x = at(frame.xOf(i));
    const place = labelPlace(label, i, points.length);
    parts.push(
      `<line class="axis" x1="${x}" x2="${x}" y1="${y}" y2="${y + 4}"/>`,
      `<text class="run-label" x="${at(place.x)}" y="${y + 17}" text-anchor="${place.end ? 'end' : 'middle'}">${htmlText(label)}</text>`,
    );
  });
  parts.push(
    `<text class="axis-title wide" x="${LEFT + PLOT_WIDTH / 2}" y="${frame.height - 6}" text-anchor="middle">${htmlText(xAxisTitle(points))}</text>`,
  );
  return parts;
}

/** The interval of a step as a vertical bar, capped at both ends when the columns leave room. */
function intervalBar(step: NonNullable<TrendPoint['step']>, x: number, y: (v: number) => number, frame: Frame): string {
  const [low, high] = [at(y(step.low)), at(y(step.high))];
  const cap = Math.min(4, frame.band * 0.3);
  const caps = frame.dense ? '' : `M${at(x - cap)} ${low}H${at(x + cap)}M${at(x - cap)} ${high}H${at(x + cap)}`;
  return `<path class="interval ${step.verdict}" d="M${at(x)} ${low}V${high}${caps}"/>`;
}

/** What the legend can name: a kind of mark, the anchor's ring, a step's interval. */
type LegendItem = MarkKind | 'anchor' | 'interval';

/** One series as an SVG chart: the value panel over the step panel, one column per run; adds what it draws to `drawn`. */
function chart(series: TrendSeries, level: string, drawn: Set<LegendItem>): string {
  const { points } = series;
  const frame = frameOf(points);
  const { band, xOf, r } = frame;

  const values = points.map((point) => point.value);
  const valueAxis = axisOver(values, Math.min(0, ...values), Math.max(1, ...values));
  const yValue = (v: number): number =>
    TOP + VALUE_HEIGHT - ((v - valueAxis.low) / (valueAxis.high - valueAxis.low)) * VALUE_HEIGHT;
  const steps = points.flatMap((point) => (point.step === undefined ? [] : [point.step]));
  const stepAxis = axisOver([0, ...steps.flatMap((step) => [step.low, step.high, step.change])], -1, 1, 3);
  const yStep = (v: number): number =>
    STEP_TOP + STEP_HEIGHT - ((v - stepAxis.low) / (stepAxis.high - stepAxis.low)) * STEP_HEIGHT;

  // The y axis (tick labels, the step panel's title) is an SVG of its own, which does not scroll with the chart.
  const { lines: parts, ticks: yAxis } = gridlines(valueAxis, yValue, (tick) => percent(tick, valueAxis.digits));
  if (steps.length > 0) {
    const stepGrid = gridlines(stepAxis, yStep, (tick) => signedPoints(tick, stepAxis.digits));
    parts.push(...stepGrid.lines);
    yAxis.push(
      ...stepGrid.ticks,
      `<text class="panel wide" x="${LEFT}" y="${STEP_TOP - 12}">change from the previous run, points, with its ${level} paired interval</text>`,
      `<text class="panel narrow" x="${LEFT}" y="${STEP_TOP - 12}">change from the previous run, points</text>`,
    );
  }

  // Regression bands behind everything else in their column, wide enough to see among hundreds of runs.
  points.forEach((point, i) => {
    if (point.step?.verdict !== 'regression') return;
    const width = Math.min(Math.max(band, 2 * MIN_TRIANGLE), MAX_BAND);
    parts.push(
      `<rect class="regression-band" x="${at(xOf(i) - width / 2)}" y="${TOP}" width="${at(width)}" height="${frame.bottom - TOP}"/>`,
    );
  });

  // The line joins the runs with a score, as each step does: a step's triangle sits on the segment it measures.
  const line = points.flatMap((point, i) => (scored(point) ? [`${at(xOf(i))} ${at(yValue(point.value))}`] : []));
  if (line.length > 1) parts.push(`<path class="trend" d="M${line.join('L')}"/>`);
  parts.push(...xAxis(points, frame));

  // The anchor: a dashed vertical line, and a dotted line at its value over the later runs, drawn over the x axis,
  // which would hide the line of an anchor that scored 0%.
  const anchorIndex = points.findIndex((point) => point.anchor);
  if (anchorIndex >= 0) {
    const x = at(xOf(anchorIndex));
    const y = at(yValue(points[anchorIndex]!.value));
    parts.push(
      `<line class="anchor-line" x1="${x}" x2="${x}" y1="${TOP}" y2="${TOP + VALUE_HEIGHT}"/>`,
      `<line class="anchor-level" x1="${x}" x2="${WIDTH - RIGHT}" y1="${y}" y2="${y}"/>`,
    );
  }

  // One group per run: its tooltip, a column to hover, its marks; inside a link when it has a URL. Among many
  // runs only flagged ones get a mark of their own: the line and the interval bars carry the rest.
  const shown = valueTexts(points);
  points.forEach((point, i) => {
    const x = xOf(i);
    const { step } = point;
    const verdict = step?.verdict;
    const notCompared = point.notCompared !== undefined && step === undefined;
    // A step not compared is marked however many runs share the chart: nothing else shows it.
    const flagged =
      verdict === 'regression' || verdict === 'improvement' || notCompared || point.allErrored !== undefined;
    const inner = [
      `<title>${tooltip(series, point, shown[i]!, level, farReference(points, i))}</title>`,
      `<rect class="hit" x="${at(x - band / 2)}" y="${TOP}" width="${at(band)}" height="${frame.bottom - TOP}"/>`,
    ];
    if (step !== undefined) {
      inner.push(intervalBar(step, x, yStep, frame));
      drawn.add('interval');
      if (!frame.dense || flagged || verdict === 'inconclusive') {
        const kind = markKind(point, true);
        inner.push(mark(kind, x, yStep(step.change), Math.min(r, 3.5)));
        drawn.add(kind);
      }
    } else if (notCompared && steps.length > 0) {
      // No change to place: the cross sits on the zero line of the step panel.
      inner.push(mark('not-compared', x, yStep(0), Math.min(r, 3.5)));
    }
    const y = yValue(point.value);
    if (point.anchor) {
      inner.push(`<circle class="anchor-ring" cx="${at(x)}" cy="${at(y)}" r="${at(r + 3.5)}"/>`);
      drawn.add('anchor');
    }
    if (!frame.dense || flagged || point.anchor) {
      const kind = markKind(point, false);
      inner.push(mark(kind, x, y, r));
      drawn.add(kind);
    }
    const classes = [
      'run',
      ...(verdict === undefined ? [] : [verdict]),
      ...(notCompared ? ['not-compared'] : []),
      ...(point.allErrored === undefined ? [] : ['errored']),
      ...(point.anchor ? ['anchor'] : []),
    ];
    const group = `<g class="${classes.join(' ')}" data-commit="${htmlText(point.commit, 80)}">${inner.join('')}</g>`;
    const url = safeUrl(point.url);
    parts.push(url === null ? group : `<a href="${htmlText(url, MAX_URL)}">${group}</a>`);
  });

  // The anchor's label goes last, over the marks.
  if (anchorIndex >= 0) {
    const x = xOf(anchorIndex);
    const labelAnchor = x > WIDTH - RIGHT - 60 ? 'end' : x < LEFT + 40 ? 'start' : 'middle';
    parts.push(
      `<text class="anchor-label" x="${at(x)}" y="${TOP - 12}" text-anchor="${labelAnchor}">anchor ${htmlText(runLabel(points[anchorIndex]!))}</text>`,
    );
  }

  // The y axis is laid over the chart at its size, so at its scale; its background hides what scrolls under it down
  // to the lowest tick label, not the run labels below.
  const viewBox = `viewBox="0 0 ${WIDTH} ${frame.height}"`;
  return (
    `<div class="chart-row"><div class="chart-box"><svg class="chart" ${viewBox} role="img" aria-label="${htmlText(chartLabel(series), 1000)}">` +
    parts.join('') +
    `</svg></div><svg class="y-axis" ${viewBox} aria-hidden="true">` +
    `<rect class="axis-back" width="${AXIS_WIDTH}" height="${frame.bottom + 5}"/>${yAxis.join('')}` +
    `<text class="axis-title narrow" x="${LEFT}" y="${frame.height - 6}">${htmlText(xAxisTitle(points))}</text></svg></div>`
  );
}

/**
 * The sentence under a series' heading: the latest value, the anchor's (or why it has none), the regressions flagged, and how many
 * steps were not compared (then "no regression flagged" speaks only for the steps compared).
 */
function summary(series: TrendSeries): string {
  const { points } = series;
  const latest = points[points.length - 1]!;
  const anchor = points.find((point) => point.anchor);
  const regressions = points.filter((point) => point.step?.verdict === 'regression').map(runLabel);
  const notCompared = points.filter((point) => point.notCompared !== undefined).length;
  const changes = modelChanges(points);
  const code = (text: string): string => `<code>${htmlText(text)}</code>`;
  const flagged =
    regressions.length > 0
      ? `${regressions.length === 1 ? 'regression' : 'regressions'} flagged at ${regressions.map(code).join(', ')}`
      : noRegression(points, 'no regression flagged');
  const parts = [
    `Latest <strong>${scorePercent(latest.value)}</strong>${latest.allErrored === undefined ? '' : ` (${erroredLabel(sampleOf(series), series.errors ?? 'infrastructure')})`} at ${code(runLabel(latest))}` +
      (latest.model === undefined ? '' : `, model ${code(latest.model)}`),
    ...(anchor === undefined ? [] : [`anchor ${scorePercent(anchor.value)} at ${code(runLabel(anchor))}`]),
    flagged,
    ...(notCompared === 0 ? [] : [`${counted(notCompared, 'step')} not compared (hover a cross for why)`]),
    ...unscoredParts(series),
    // The values either side of a change are two models' scores, not one model's trend.
    ...changesPart(changes, ({ point, before }) => `${code(runLabel(point))} (from ${code(before)})`),
    // Last: the reason may hold semicolons of its own.
    ...(anchor === undefined && series.noAnchor !== undefined
      ? [`no anchor: ${htmlText(series.noAnchor, MAX_REASON)}`]
      : []),
  ].filter((part) => part !== '');
  return `<p class="meta">${parts.join('; ')}.</p>`;
}

/** The values of a series as a table, the chart's text fallback. */
function table(series: TrendSeries, level: string): string {
  // A model column only when a run names its model; a run whose model differs from the previous run's is marked.
  const models = series.points.some((point) => point.model !== undefined);
  const changed = new Set(modelChanges(series.points).map(({ point }) => point));
  const values = valueTexts(series.points);
  const rows = series.points.map((point, i) => {
    const url = safeUrl(point.url);
    const sha = `<code>${htmlText(point.commit.slice(0, 7))}</code>`;
    const step = point.step;
    // The run a step is from, when it is not the row above: the change column alone would read as from that row.
    const reference = farReference(series.points, i);
    const verdict = [
      step !== undefined
        ? VERDICT_WORDS[step.verdict] + (reference === undefined ? '' : htmlText(`, from ${reference}`))
        : point.notCompared === undefined
          ? ''
          : notComparedText(point.notCompared, reference),
      point.allErrored === undefined || point.notCompared !== undefined
        ? ''
        : htmlText(erroredText(point.allErrored, sampleOf(series), series.errors)),
      point.anchor ? 'anchor' : '',
    ]
      .filter((part) => part !== '')
      .join(', ');
    const model =
      point.model === undefined
        ? ''
        : `${htmlText(point.model, 120)}${changed.has(point) ? ' <strong>(changed)</strong>' : ''}`;
    return (
      '<tr>' +
      `<td>${url === null ? sha : `<a href="${htmlText(url, MAX_URL)}">${sha}</a>`}</td>` +
      `<td>${point.ref === undefined ? '' : htmlText(point.ref)}</td>` +
      `<td>${htmlText(timeText(point.time))}</td>` +
      (models ? `<td>${model}</td>` : '') +
      `<td class="num">${values[i]}</td>` +
      `<td class="num">${step === undefined ? '' : signedChange(step.change)}</td>` +
      `<td class="num">${step === undefined ? '' : intervalText([step.low, step.high])}</td>` +
      `<td>${verdict}</td>` +
      '</tr>'
    );
  });
  return (
    `<details><summary>Values (${counted(series.points.length, 'run')})</summary>` +
    `<table><thead><tr><th>commit</th><th>ref</th><th>time</th>${models ? '<th>model</th>' : ''}<th>value</th><th>change, points</th>` +
    `<th>${level} interval</th><th>verdict</th></tr></thead><tbody>${rows.join('')}</tbody></table></details>`
  );
}

const STYLE = `
:root { color-scheme: light dark; --fg: #1f2328; --muted: #59636e; --grid: #d8dee4; --axis: #8c959f;
  --run: #0969da; --regression: #cf222e; --improvement: #1a7f37; --inconclusive: #9a6700; --no-regression: #59636e;
  --band: #cf222e14; --not-compared: #bc4c00;
  --anchor: #8250df; --bg: #ffffff; --hover: #0969da14; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #9198a1; --grid: #30363d; --axis: #656c76;
  --run: #4493f8; --regression: #f85149; --improvement: #3fb950; --inconclusive: #d29922; --no-regression: #9198a1;
  --band: #f8514926; --not-compared: #db6d28;
  --anchor: #ab7df8; --bg: #0d1117; --hover: #4493f81f; } }
body { margin: 0; background: var(--bg); color: var(--fg);
  font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
main { max-width: 1012px; margin: 0 auto; padding: 16px 24px 32px; }
h1 { font-size: 24px; font-weight: 600; margin: 8px 0 4px; }
h2 { font-size: 18px; font-weight: 600; margin: 28px 0 4px; }
.meta, .legend { color: var(--muted); margin: 0 0 8px; }
.legend { padding: 0; list-style: none; }
.legend li { display: inline-block; white-space: nowrap; margin-right: 16px; }
.legend svg { vertical-align: -2px; margin-right: 4px; }
/* On a narrow screen the chart scrolls sideways rather than shrink its text below reading size, under its y axis, an
   SVG of the chart's size laid over it that stays (cut at the chart's right edge). The chart's box is right to left,
   so it opens at its right end, the latest run; no script needed. */
.chart-row { position: relative; overflow-x: clip; }
.chart-box { overflow-x: auto; direction: rtl; }
svg.chart, svg.y-axis { display: block; width: 100%; min-width: 720px; height: auto; font-size: 12px; direction: ltr; }
svg.y-axis { position: absolute; left: 0; top: 0; pointer-events: none; }
/* Titles too long for a phone's part of the chart: there a shorter step-panel title, and the x axis's title laid
   over at the left, in view, instead of centred under the whole chart. */
.narrow { display: none; }
@media (max-width: 767.98px) { .wide { display: none; } .narrow { display: inline; } }
.axis-back { fill: var(--bg); }
.grid { stroke: var(--grid); stroke-width: 1; }
.zero { stroke: var(--axis); stroke-width: 1.2; }
.axis { stroke: var(--axis); stroke-width: 1; }
.tick, .axis-title { fill: var(--muted); font-size: 12px; }
.run-label { fill: var(--muted); font: 12px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.panel { fill: var(--fg); font-size: 13px; font-weight: 600; }
/* Lighter than the marks, yet 3:1 on the page (WCAG's for graphics): over about 180 runs it alone draws the values. */
.trend { fill: none; stroke: var(--run); stroke-width: 1.6; stroke-opacity: 0.75; stroke-linejoin: round; }
.mark.run { fill: var(--run); }
.mark.regression { fill: var(--regression); }
.mark.improvement { fill: var(--improvement); }
.mark.inconclusive { fill: var(--bg); stroke: var(--inconclusive); stroke-width: 1.5; }
.mark.no-regression { fill: var(--no-regression); }
.mark.errored { fill: var(--bg); stroke: var(--not-compared); stroke-width: 2; }
.mark.not-compared { fill: none; stroke: var(--not-compared); stroke-width: 2.2; stroke-linecap: round; }
.interval { fill: none; stroke: var(--axis); stroke-width: 1.5; }
.interval.regression { stroke: var(--regression); }
.interval.improvement { stroke: var(--improvement); }
.interval.inconclusive { stroke: var(--inconclusive); }
.regression-band { fill: var(--band); }
.anchor-line { stroke: var(--anchor); stroke-width: 1.2; stroke-dasharray: 4 3; }
.anchor-level { stroke: var(--anchor); stroke-width: 2; stroke-dasharray: 0 4; stroke-linecap: round; }
.anchor-ring { fill: none; stroke: var(--anchor); stroke-width: 2; }
.anchor-label { fill: var(--anchor); font-size: 13px; font-weight: 600; }
.hit { fill: transparent; }
g.run:hover .hit { fill: var(--hover); }
a g.run { cursor: pointer; }
/* A narrow screen scrolls the values sideways too, rather than widen the page, and keeps a verdict's reason readable. */
details { margin: 4px 0 0; overflow-x: auto; }
td:last-child { min-width: 16em; }
summary { color: var(--muted); cursor: pointer; }
table { border-collapse: collapse; margin-top: 8px; font-size: 13px; }
th, td { border: 1px solid var(--grid); padding: 3px 8px; text-align: left; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
a { color: var(--run); }
`;

/**
 * The legend: what each mark the page draws means, with the marks themselves; none when nothing is drawn. `sample`
 * is what the page's runs are made of (trials when every series is an agent's).
 */
function legend(
  level: string,
  drawn: ReadonlySet<LegendItem>,
  sample: UnitWords['sample'],
  errors: ErrorsOf,
): string[] {
  const glyph = (body: string): string =>
    `<svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true">${body}</svg>`;
  const items: [LegendItem, string, string][] = [
    ['run', glyph(mark('run', 7, 7, 4)), 'run'],
    ['regression', glyph(mark('regression', 7, 6, 4)), 'regression from the previous run'],
    ['improvement', glyph(mark('improvement', 7, 8, 4)), 'improvement'],
    ['no-regression', glyph(mark('no-regression', 7, 7, 4)), 'no regression'],
    ['inconclusive', glyph(mark('inconclusive', 7, 7, 4)), 'inconclusive'],
    ['not-compared', glyph(mark('not-compared', 7, 7, 4)), 'step not compared (hover for why)'],
    ['errored', glyph(mark('errored', 7, 7, 4)), erroredLabel(sample, errors)],
    [
      'anchor',
      glyph('<circle class="anchor-ring" cx="7" cy="7" r="5.5"/><circle class="mark run" cx="7" cy="7" r="2.5"/>'),
      'anchor of the drift check',
    ],
    ['interval', glyph('<path class="interval" d="M7 1V13M4 1H10M4 13H10"/>'), `${level} paired interval of a step`],
  ];
  const shown = items.filter(([item]) => drawn.has(item));
  if (shown.length === 0) return [];
  // A list, so that a screen reader says each entry apart ("run", "regression from the previous run"), not as one
  // run of words; its role, which Safari drops from a list drawn without markers.
  return [`<ul class="legend" role="list">${shown.map(([, icon, text]) => `<li>${icon}${text}</li>`).join('')}</ul>`];
}

/**
 * Which anchor the page marks: the series `name:` names, else the record the selector picks in each series, as the
 * drift check of a run of that series picks it (compare picks in the candidate's series).
 */
function anchorText(anchor: TrendPageInput['anchor'], anchors: TrendPageInput['anchors'] = []): string[] {
  if (anchors.length > 0) {
    const each = anchors.map(
      ({ selector, checks }) =>
        `<code>${htmlText(selector)}</code> (${checks.length === 1 ? 'check' : 'checks'} ${checks.map((check) => htmlText(`"${check}"`)).join(', ')})`,
    );
    const [label, marked] = anchors.length === 1 ? ['Anchor', 'marked'] : ['Anchors', 'each marked'];
    return [
      `<p class="meta">${label} ${each.join(', ')}: ${marked} on the charts its check's drift check reads, at that check's metric.</p>`,
    ];
  }
  if (anchor === undefined) return [];
  const where =
    anchor.series === undefined
      ? 'in each series, the record the drift check of a run of that series picks'
      : `in the series ${htmlText(anchor.series)} only`;
  return [`<p class="meta">Anchor <code>${htmlText(anchor.selector)}</code>: marked ${where}.</p>`];
}

/** What the errors of the runs drawn as errored throughout are, as the legend names them: SWE-bench's when all are. */
function erroredOf(series: readonly TrendSeries[]): ErrorsOf {
  const errored = series.filter((each) => each.points.some((point) => point.allErrored !== undefined));
  return errored.length > 0 && errored.every((each) => each.errors === 'swebench') ? 'swebench' : 'infrastructure';
}

/** Throws when a run has a value or a step that is not a finite number: it could not be placed on the chart. */
function checkNumbers(series: TrendSeries): void {
  for (const point of series.points) {
    const { step } = point;
    const numbers = [point.value, ...(step === undefined ? [] : [step.change, step.low, step.high])];
    if (!numbers.every(Number.isFinite)) {
      throw new Error(
        `trend page: run ${point.commit} of "${series.title}" has a value or a step that is not a number`,
      );
    }
  }
}

/**
 * "1 step in 20": how often a step between two runs of one model is flagged a regression, at most, at `confidence`:
 * the interval lies below zero (1 - confidence) / 2 of the time; a margin only makes it rarer.
 */
function noiseFlags(confidence: number): string {
  return `1 step in ${grouped(Math.round(2 / (1 - confidence)))}`;
}

/** The whole page: one self-contained HTML document, inline SVG and CSS, no script or request to the network. */
export function trendPage(input: TrendPageInput): string {
  input.series.forEach(checkNumbers);
  const level = levelText(input.confidence);
  const linked = input.series.some((series) => series.points.some((point) => safeUrl(point.url) !== null));
  const drawn = new Set<LegendItem>();
  const sections = input.series.map((series) => {
    const heading = `<h2>${htmlText(series.title)}</h2>`;
    if (series.points.length === 0) {
      const { undrawn } = series;
      const none =
        undrawn === undefined ? 'No runs yet' : `${counted(undrawn.runs, 'run')}, none drawn: ${undrawn.why}`;
      return `<section>${heading}<p class="meta">${htmlText(none, MAX_REASON)}.</p></section>`;
    }
    return `<section>${heading}${summary(series)}${chart(series, level, drawn)}${table(series, level)}</section>`;
  });
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${htmlText(input.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    '<main>',
    `<h1>${htmlText(input.title)}</h1>`,
    `<p class="meta">Generated ${htmlText(timeText(input.generated))}. Each step is the paired change from the ` +
      `previous run with its ${level} interval; with nothing changed, noise alone flags about ${noiseFlags(input.confidence)} ` +
      `as a regression. Hover a run for its details${linked ? '; click it for its commit' : ''}.</p>`,
    ...anchorText(input.anchor, input.anchors),
    ...legend(level, drawn, unitWords(input.series.every((s) => s.trials === true)).sample, erroredOf(input.series)),
    ...(sections.length === 0 ? ['<p class="meta">No series yet.</p>'] : sections),
    '</main>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
