/**
 * `passk-gate history page`: the store's records as the trend page draws them (`TrendPageInput`), each step
 * the gate's own paired comparison of a record with the one before it in its series.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { InputError } from '../common/errors.js';
import { SHARED_HINTS, type OptionHints } from '../common/hints.js';
import type { GateOptions } from '../common/types.js';
import { noValueReason, pickAnchor, recordMetric, seriesOf } from '../compare/anchor.js';
import { compareChecks } from '../compare/gate.js';
import { ANCHOR_PREFIX, type AnchorSpec } from '../config/anchor.js';
import type { GateRequest } from '../config/request.js';
import { DEFAULT_OPTIONS } from '../config/options.js';
import { metricLabel, usesSamples } from '../estimate/metric.js';
import { pastedWord, quoted, type Shell } from '../io/value-text.js';
import { marginPoints } from '../render/format.js';
import { allErrored, recordErrors, recordRun, recordWords } from '../load/history-record.js';
import type { StoredRecord } from '../load/history-store.js';
import { erroredText, safeUrl, trendPage, type TrendPageInput, type TrendPoint, type TrendSeries } from './page.js';

/**
 * A metric a chart draws: the metric at a budget k (n@k with its `submit`), its steps judged with a check's margin;
 * with `series`, the series the checks of it read (`chartsOf`), which alone are drawn at it; with `anchors`, the
 * anchors of those checks that have a drift check, by the check's name (`readerAnchor`).
 */
export type ChartMetric = Pick<GateOptions, 'metric' | 'k' | 'submit'> & {
  margin?: number;
  series?: readonly string[];
  anchors?: readonly { check: string; anchor: AnchorSpec }[];
};

/** What the page is drawn with besides the records, and how to run a command a refusal suggests. */
export interface TrendOptions extends Shell {
  title: string;
  /** ISO time the page is written at. */
  generated: string;
  /** The metrics to draw (default pass@1), each a chart per series (of its `series`, but a series none names). */
  metrics?: readonly ChartMetric[];
  /** The repository's web address: each point links to `<url>/commit/<sha>`. */
  repoUrl?: string;
  /**
   * The drift check's anchor, picked in each series as compare picks it (`anchorFiles`); without it, each chart's is
   * the anchor of the check that reads its series at its metric (the metrics' `anchors`).
   */
  anchor?: AnchorSpec;
  /** Options of each step's comparison (confidence, resamples, seed, margin, ...); the defaults otherwise. */
  options?: Partial<GateOptions>;
}

const PASS_AT_1: ChartMetric = { metric: 'pass@k', k: 1, submit: 1 };

/** The records of each series (by name), oldest first, in the order the names first appear. */
function seriesByName(records: readonly StoredRecord[]): Map<string, StoredRecord[]> {
  const series = new Map<string, StoredRecord[]>();
  for (const stored of records) series.set(stored.record.name, [...(series.get(stored.record.name) ?? []), stored]);
  return series;
}

/** The page's words for a comparison's sides. */
const SIDE_TERMS: Record<string, string> = {
  'the baseline': 'the previous run',
  baseline: 'previous run',
  'the candidate': 'this run',
  candidate: 'this run',
};

/**
 * A reason the gate gives, in the page's terms: its baseline is the previous run, its candidate this one. Words
 * joined to others (`--baseline-config`, a problem id `candidate_2`) are kept.
 */
function pageTerms(text: string): string {
  return text.replace(/(?<![\w-])(the )?(baseline|candidate)(?![\w-])/gi, (words: string) => {
    const term = SIDE_TERMS[words.toLowerCase()]!;
    return words[0] === words[0]!.toUpperCase() ? term[0]!.toUpperCase() + term.slice(1) : term;
  });
}

/** The gate's advice for a setting one run lacks, which no record can take: records are never rewritten. */
const GIVE_IT = /; give it for (the baseline|the candidate|both)$/;
const RECORD_IT =
  '; a record is never rewritten: record the runs from now on with it (history add --config), or the runs ' +
  'without it under a series name of their own';

/** How a step's reason says to set an option: the page takes its confidence from a gate config alone. */
const PAGE_HINTS: OptionHints = {
  ...SHARED_HINTS,
  set: (key, value) => `${key}: ${value} in the config given to history page --config`,
};

/**
 * The step from one record to the next: the gate's comparison of the two, or why it was not compared (a refusal,
 * or data too small to test at the confidence), the records named by their short SHA rather than their files.
 */
function step(
  previous: StoredRecord,
  current: StoredRecord,
  options: GateOptions,
): Pick<TrendPoint, 'step' | 'notCompared'> {
  const keep = usesSamples(options.metric);
  const files = (text: string) =>
    pageTerms(
      text
        .replaceAll(`${current.file}: `, '')
        .replaceAll(current.file, `this run (${current.record.commit.slice(0, 7)})`)
        .replaceAll(previous.file, `the previous run (${previous.record.commit.slice(0, 7)})`),
    );
  let check;
  try {
    const runs = {
      baseline: recordRun(previous.record, previous.file, keep),
      candidate: recordRun(current.record, current.file, keep),
    };
    const settings = { method: 'none', confidence: options.confidence, configFile: null } as const;
    check = compareChecks([{ name: 'step', line: null, label: '', ...runs, options, hints: PAGE_HINTS }], settings)
      .checks[0]!;
  } catch (error) {
    if (error instanceof InputError) return { notCompared: files(error.message) };
    throw error;
  }
  if (check.verdict === 'refused' || check.delta === null) {
    return { notCompared: files(check.reasons.map((reason) => reason.replace(GIVE_IT, RECORD_IT)).join('; ')) };
  }
  const { delta, verdict } = check;
  return { step: { change: delta.value, low: delta.ci[0], high: delta.ci[1], verdict } };
}

/**
 * The file of the record the anchor picks in each series (by name), and why it picks none in the others, with
 * compare's refusals: with `name:` in that series only (`seriesOf`, `pickAnchor`); without, in each series as the
 * drift check of a run of that series picks it (a commit or ref may be another series'). Refused when it picks none
 * in any series, with every series' reason; but `best` at a metric no record has is the chart's to say.
 */
function anchorFiles(
  series: ReadonlyMap<string, readonly StoredRecord[]>,
  records: readonly StoredRecord[],
  anchor: AnchorSpec,
  options: GateOptions,
  shell: Shell,
): { files: Map<string, string>; missed: Map<string, string> } {
  const files = new Map<string, string>();
  const missed = new Map<string, string>();
  const where = `anchor ${anchor.text}: `;
  // `best` picks by the chart's metric: where no record has it (k above their samples), that chart has no anchor,
  // and says why; the page is not refused for it.
  const byMetric = anchor.pick.kind === 'best';
  const pick = (name: string, list: readonly StoredRecord[], refuse: boolean) => {
    try {
      // `best` as the drift check of the series' next run picks: among the records at its newest run's settings.
      const newest = list.at(-1)!;
      const next = recordRun(newest.record, newest.file, false);
      files.set(name, pickAnchor(list, anchor, options, next).file);
    } catch (error) {
      if (!(error instanceof InputError) || (refuse && !byMetric)) throw error;
      missed.set(name, error.message.startsWith(where) ? error.message.slice(where.length) : error.message);
    }
  };
  if (anchor.name !== undefined) {
    pick(anchor.name, seriesOf(records, anchor, undefined, '', false, shell), true);
    return { files, missed };
  }
  // A lone series' refusal is compare's, word for word.
  for (const [name, list] of series) pick(name, list, series.size === 1);
  if (files.size === 0 && missed.size > 0 && !byMetric) {
    throw new InputError(`${where}it picks a record in none of the ${missed.size} series: ${missedText(missed)}`);
  }
  return { files, missed };
}

/**
 * Why an anchor picks no record in each series, a reason that several series share given once, for them all
 * (`in each of the series "a", "b": no record of the series is at ref v9; ...`), not once per series.
 */
function missedText(missed: ReadonlyMap<string, string>): string {
  const groups = new Map<string, string[]>();
  for (const [name, reason] of missed) {
    // As pickAnchor names the series.
    const shared = reason.replaceAll(`the series ${quoted(name, 60)}`, 'the series');
    groups.set(shared, [...(groups.get(shared) ?? []), name]);
  }
  return [...groups]
    .map(([shared, names]) =>
      names.length === 1
        ? missed.get(names[0]!)!
        : `in each of the series ${names.map((name) => quoted(name, 60)).join(', ')}: ${shared}`,
    )
    .join('; ');
}

/** The options of a chart's steps: the given ones at its metric. */
function chartOptions({ metric, k, submit, margin }: ChartMetric, given: TrendOptions): GateOptions {
  return { ...DEFAULT_OPTIONS, ...given.options, metric, k, submit, ...(margin === undefined ? {} : { margin }) };
}

/** One chart: a series' records at one metric, each with its step from the previous point drawn. */
function chart(
  name: string,
  records: readonly StoredRecord[],
  metric: ChartMetric,
  given: TrendOptions,
  anchor: { file?: string; missed?: string },
): TrendSeries {
  const options = chartOptions(metric, given);
  const { sample } = recordWords(...records.map((stored) => stored.record));
  const errors = recordErrors(...records.map(({ record }) => record));
  // The step to a run whose every sample errored: its 0% is no score, so no change is measured.
  const erroredStep = (samples: number) => ({ notCompared: erroredText(samples, sample, errors) });
  const margin = metric.margin ? ` (${marginPoints(metric.margin)}-point margin)` : '';
  const points: TrendPoint[] = [];
  const undrawn = new Set<string>();
  let undrawnRuns = 0;
  let previous: StoredRecord | undefined;
  for (const stored of records) {
    const at = recordMetric(stored, options);
    if (at === undefined) {
      undrawnRuns++;
      undrawn.add(noValueReason(stored, options));
      continue;
    }
    const { commit, ref, time, model } = stored.record;
    const errored = allErrored(stored.record);
    points.push({
      commit,
      ...(ref === undefined ? {} : { ref }),
      ...(model === undefined ? {} : { model }),
      time,
      value: at,
      ...(errored === undefined ? {} : { allErrored: errored }),
      ...(previous === undefined ? {} : errored === undefined ? step(previous, stored, options) : erroredStep(errored)),
      ...(stored.file === anchor.file ? { anchor: true } : {}),
      ...(given.repoUrl === undefined ? {} : { url: `${given.repoUrl.replace(/\/+$/, '')}/commit/${commit}` }),
    });
    // A run with no score is no step's reference: the next run's step is from the run before it.
    if (errored === undefined) previous = stored;
  }
  return {
    title: `${metricLabel(metric.metric, metric.k, metric.submit)}${margin} · ${name}`,
    points,
    ...(anchor.missed === undefined ? {} : { noAnchor: anchor.missed }),
    ...(undrawnRuns === 0 ? {} : { undrawn: { runs: undrawnRuns, why: [...undrawn].join('; ') } }),
    ...(sample === 'trial' ? { trials: true } : {}),
    ...(errors === 'swebench' ? { errors } : {}),
  };
}

/**
 * What a gate's config asks the page to draw: each distinct metric, k and margin of its checks (a step flags a
 * regression as the check would), with the series those checks read (the check's name, or its anchor's `name:`) and
 * the anchors of those with a drift check (each as `pageAnchor` takes it, when `store` is given), and the gate's
 * confidence, resamples and seed for the steps.
 */
export function chartsOf(
  request: GateRequest,
  store?: string,
): { metrics: ChartMetric[]; options: Partial<GateOptions> } {
  const seen = new Map<string, ChartMetric & { series: string[]; anchors: { check: string; anchor: AnchorSpec }[] }>();
  for (const { name, options, anchor } of request.checks) {
    const { metric, k, submit, margin } = options;
    const key = `${metric}\u0000${k}\u0000${submit}\u0000${margin}`;
    const chart = seen.get(key) ?? { metric, k, submit, margin, series: [], anchors: [] };
    chart.series.push(name, ...(anchor?.name === undefined ? [] : [anchor.name]));
    if (anchor !== undefined) {
      const where = anchor.label === undefined ? '--anchor' : `${anchor.label}: anchor`;
      const folder = request.file === null ? undefined : dirname(request.file);
      chart.anchors.push({
        check: name,
        anchor: store === undefined ? anchor : pageAnchor(anchor, store, where, folder),
      });
    }
    seen.set(key, chart);
  }
  const { confidence, resamples, seed } = request.checks[0]!.options;
  return { metrics: [...seen.values()], options: { confidence, resamples, seed } };
}

/**
 * The anchor of a chart of the series `name` at `metric`, as the drift check that reads it there picks it: the first
 * check of the metric whose anchor's `name:`, or else its own name, is the series; for a series no check names (one
 * a check reads under its harness's name, or as the store's only series), a check without `name:` whose own series
 * the store (`names`) lacks.
 */
function readerAnchor(
  metric: ChartMetric,
  name: string,
  named: ReadonlySet<string>,
  names: ReadonlySet<string>,
): AnchorSpec | undefined {
  const anchors = metric.anchors ?? [];
  const own = anchors.find(({ check, anchor }) => (anchor.name ?? check) === name);
  if (own !== undefined || named.has(name)) return own?.anchor;
  return anchors.find(({ check, anchor }) => anchor.name === undefined && !names.has(check))?.anchor;
}

/** The longest repository address: its links (`URL/commit/SHA`) stay within what the page links. */
const MAX_REPO_URL = 1900;

/**
 * A repository's web address as `--repo-url` takes it: an http(s) address with a host, that the page can link
 * to, without a trailing `/` or the `.git` of a clone address (`URL.git/commit/SHA` is no commit's page).
 * Anything else (no scheme, `javascript:`) is refused: its points would silently link nowhere.
 */
export function parseRepoUrl(value: string, option: string): string {
  // A query or fragment would end up before /commit/SHA in every link, which then names no commit.
  const extra = /[?#]/.exec(value);
  if (extra !== null && /^https?:\/\/[^\s/?#]/i.test(value)) {
    const base = parseRepoUrl(value.slice(0, extra.index), option);
    throw new InputError(
      `${option} is the repository's address, without a query or fragment (${quoted(value.slice(extra.index), 40)}): ` +
        `give ${option} ${base}`,
    );
  }
  const address = value.replace(/\/+$/, '').replace(/\.git$/i, '');
  const link = `${address}/commit/${'0'.repeat(64)}`;
  if (/^https?:\/\/[^\s/]/i.test(value) && value.length <= MAX_REPO_URL && safeUrl(link) !== null) return address;
  const scheme = /^[\w.-]+\.[a-z]{2,}(\/\S*)?$/i.test(value) ? `: give ${option} https://${value}` : '';
  throw new InputError(
    `${option} must be an http(s) address, e.g. https://github.com/acme/evals (no spaces or control characters, ` +
      `at most ${MAX_REPO_URL} characters), got ${quoted(value, 80)}${scheme}`,
  );
}

/**
 * The anchor the page marks: a bare selector (the action's, picked in its history branch) picks in the page's
 * `store`, as `history:STORE#SELECTOR`; one that names another store is refused, since its selector would pick among
 * `store`'s records whatever its DIR says. `option` names where it was given (`--anchor`, or a config's anchor, then
 * with the config's `folder`, which its DIR is relative to).
 */
export function pageAnchor(
  anchor: AnchorSpec,
  store: string,
  option: string,
  folder?: string,
  windows = false,
): AnchorSpec {
  if (anchor.branch !== undefined) {
    return { ...anchor, text: `${ANCHOR_PREFIX}${store}#${anchor.text}`, store, branch: undefined };
  }
  if (resolve(anchor.store) === resolve(store)) return anchor;
  const hash = anchor.text.indexOf('#', ANCHOR_PREFIX.length);
  const selector = hash < 0 ? '' : anchor.text.slice(hash);
  // A config's anchor is mended in the config: --anchor would leave the gate's anchor, and this refusal, as they are.
  const fix =
    folder === undefined
      ? `give --anchor ${pastedWord(`${ANCHOR_PREFIX}${store}${selector}`, windows)}`
      : `write ${ANCHOR_PREFIX}${relative(resolve(folder), resolve(store)).split(sep).join('/') || '.'}${selector} in the config ` +
        `(its paths are relative to its folder, ${folder})`;
  throw new InputError(
    `${option}: ${quoted(anchor.text, 120)} names the store ${anchor.store}, not the one the page draws (--store ${store}): ${fix}`,
  );
}

/** The folder names the README's workflow and the action give a store: they say nothing of the repository. */
const GENERIC_STORES = new Set(['history', 'passk-gate-history', '.', '']);

/**
 * The page's title: the repository's path (`owner/name`, `.git` dropped) when its address is given, else the store
 * as given, unless its folder's name is a generic one (`history`, as the README's workflow checks it out).
 */
export function pageTitle(store: string, repoUrl?: string): string {
  if (repoUrl !== undefined) {
    const url = new URL(repoUrl);
    const path = url.pathname.replace(/^\/+|\/+$/g, '').replace(/\.git$/i, '');
    let name = path;
    try {
      name = decodeURIComponent(path);
    } catch {
      // A malformed escape is shown as given.
    }
    return `passk-gate history: ${name === '' ? url.host : name}`;
  }
  const folder = store
    .replace(/[\\/]+$/, '')
    .split(/[\\/]/)
    .pop()!;
  return GENERIC_STORES.has(folder) ? 'passk-gate history' : `passk-gate history: ${store}`;
}

/**
 * The page's input: a chart per series and metric, a metric of the config's checks for the series they read (a series
 * no check names, read by a check under its harness's name or as the store's only one, at every metric); a series
 * where the anchor picks nothing has no anchor.
 */
export function trendInput(records: readonly StoredRecord[], given: TrendOptions): TrendPageInput {
  const metrics = given.metrics ?? [PASS_AT_1];
  const named = new Set(metrics.flatMap((metric) => metric.series ?? []));
  const drawn = (metric: ChartMetric, name: string) => !named.has(name) || (metric.series?.includes(name) ?? true);
  const byName = seriesByName(records);
  const { anchor } = given;
  // Each anchor's pick at each metric, all of them made first: a selector that picks nothing is refused.
  const specs = metrics.map((metric) =>
    anchor === undefined ? (metric.anchors ?? []).map((each) => each.anchor) : [anchor],
  );
  const picks = metrics.map(
    (metric, i) =>
      new Map(
        specs[i]!.map((spec) => [spec.text, anchorFiles(byName, records, spec, chartOptions(metric, given), given)]),
      ),
  );
  const names = new Set(byName.keys());
  // Whether a chart is read by no drift check of the config, so that the page names each anchor's checks.
  let unread = false;
  const anchorOf = (metric: ChartMetric, i: number, name: string) => {
    const spec = anchor ?? readerAnchor(metric, name, named, names);
    if (spec === undefined) {
      // A config's anchors are its checks': a chart no drift check reads says so.
      if (specs.flat().length === 0) return {};
      unread = true;
      return { missed: 'no drift check of the config reads this series at this metric' };
    }
    const picked = picks[i]!.get(spec.text)!;
    return { file: picked.files.get(name), missed: picked.missed.get(name) };
  };
  const series = [...byName].flatMap(([name, list]) =>
    metrics.flatMap((metric, i) =>
      drawn(metric, name) ? [chart(name, list, metric, given, anchorOf(metric, i, name))] : [],
    ),
  );
  // The anchors the page marks: --anchor, or the config's checks' (each with its checks when they differ, or when a
  // chart is read by none).
  const marked = [...new Map(specs.flat().map((spec) => [spec.text, spec])).values()];
  const checks = (text: string) =>
    metrics.flatMap((metric) =>
      (metric.anchors ?? []).filter((each) => each.anchor.text === text).map((each) => each.check),
    );
  // unread: a config's anchor, so at least one.
  const listed = marked.length > 1 || unread;
  return {
    title: given.title,
    ...(marked.length === 1 && !listed
      ? { anchor: { selector: marked[0]!.text, ...(marked[0]!.name === undefined ? {} : { series: marked[0]!.name }) } }
      : {}),
    ...(listed
      ? { anchors: marked.map((spec) => ({ selector: spec.text, checks: [...new Set(checks(spec.text))] })) }
      : {}),
    confidence: given.options?.confidence ?? DEFAULT_OPTIONS.confidence,
    generated: given.generated,
    series,
  };
}

/** Why the page's folder or file could not be written, in a few words. */
function writeProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EEXIST') return 'is a file: -o names the folder to write index.html in';
  if (code === 'ENOTDIR') return 'a folder on its path is a file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return `cannot be written (${code ?? (error as Error).message})`;
}

/** Writes the trend page of the records to `out`/index.html (creating `out`); returns the file written. */
export async function writeTrendPage(
  records: readonly StoredRecord[],
  given: Omit<TrendOptions, 'generated'> & { out: string },
): Promise<string> {
  const html = trendPage(trendInput(records, { ...given, generated: new Date().toISOString() }));
  const file = join(given.out, 'index.html');
  try {
    await mkdir(given.out, { recursive: true });
    await writeFile(file, html);
  } catch (error) {
    throw new InputError(`-o ${given.out}: ${writeProblem(error)}`);
  }
  return file;
}
