/**
 * `passk-gate history page`: the store's records as the trend page draws them (`TrendPageInput`), each step
 * the gate's own paired comparison of a record with the one before it in its series.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { InputError } from '../common/errors.js';
import type { GateOptions } from '../common/types.js';
import { pickAnchor, recordMetric } from '../compare/anchor.js';
import { compareChecks } from '../compare/gate.js';
import { ANCHOR_PREFIX, type AnchorSpec } from '../config/anchor.js';
import type { GateRequest } from '../config/request.js';
import { DEFAULT_OPTIONS } from '../config/options.js';
import { metricLabel, usesSamples } from '../estimate/metric.js';
import { ioProblem } from '../io/files.js';
import { quoted, shellWord } from '../io/value-text.js';
import { recordRun } from '../load/history-record.js';
import type { StoredRecord } from '../load/history-store.js';
import { trendPage, type TrendPageInput, type TrendPoint, type TrendSeries } from './page.js';

/** A metric a chart draws: the metric at a budget k (n@k with its `submit`). */
export type ChartMetric = Pick<GateOptions, 'metric' | 'k' | 'submit'>;

/** What the page is drawn with besides the records. */
export interface TrendOptions {
  title: string;
  /** ISO time the page is written at. */
  generated: string;
  /** The metrics to draw (default pass@1), each a chart per series. */
  metrics?: readonly ChartMetric[];
  /** The repository's web address: each point links to `<url>/commit/<sha>`. */
  repoUrl?: string;
  /** The drift check's anchor, marked in each series where it picks a record. */
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

/** The step from one record to the next: the gate's comparison of the two (undefined when it was refused). */
function step(previous: StoredRecord, current: StoredRecord, options: GateOptions): TrendPoint['step'] {
  const keep = usesSamples(options.metric);
  const report = compareChecks(
    [
      {
        name: 'step',
        line: null,
        label: '',
        baseline: recordRun(previous.record, previous.file, keep),
        candidate: recordRun(current.record, current.file, keep),
        options,
      },
    ],
    { method: 'none', confidence: options.confidence, configFile: null },
  );
  const check = report.checks[0]!;
  if (check.verdict === 'refused' || check.delta === null) return undefined;
  return { change: check.delta.value, low: check.delta.ci[0], high: check.delta.ci[1], verdict: check.verdict };
}

/** The file of the record the anchor picks in a series; none when it picks nothing there (another series' commit). */
function anchorIn(records: readonly StoredRecord[], anchor: AnchorSpec, options: GateOptions): string | undefined {
  try {
    return pickAnchor(records, anchor, options).file;
  } catch (error) {
    if (error instanceof InputError) return undefined;
    throw error;
  }
}

/** One chart: a series' records at one metric, each with its step from the previous point drawn. */
function chart(name: string, records: readonly StoredRecord[], metric: ChartMetric, given: TrendOptions): TrendSeries {
  const options: GateOptions = { ...DEFAULT_OPTIONS, ...given.options, ...metric };
  const anchorFile = given.anchor === undefined ? undefined : anchorIn(records, given.anchor, options);
  const points: TrendPoint[] = [];
  let previous: StoredRecord | undefined;
  for (const stored of records) {
    const at = recordMetric(stored, options);
    if (at === undefined) continue;
    const { commit, ref, time } = stored.record;
    const change = previous === undefined ? undefined : step(previous, stored, options);
    points.push({
      commit,
      ...(ref === undefined ? {} : { ref }),
      time,
      value: at,
      ...(change === undefined ? {} : { step: change }),
      ...(stored.file === anchorFile ? { anchor: true } : {}),
      ...(given.repoUrl === undefined ? {} : { url: `${given.repoUrl.replace(/\/+$/, '')}/commit/${commit}` }),
    });
    previous = stored;
  }
  return { title: `${metricLabel(metric.metric, metric.k, metric.submit)} · ${name}`, points };
}

/**
 * What a gate's config asks the page to draw: each distinct metric and k of its checks, the gate's confidence,
 * resamples and seed for the steps, and the first anchor a check names.
 */
export function chartsOf(request: GateRequest): {
  metrics: ChartMetric[];
  options: Partial<GateOptions>;
  anchor?: AnchorSpec;
} {
  const seen = new Map<string, ChartMetric>();
  for (const { options } of request.checks) {
    const { metric, k, submit } = options;
    seen.set(`${metric}\u0000${k}\u0000${submit}`, { metric, k, submit });
  }
  const { confidence, resamples, seed } = request.checks[0]!.options;
  const anchor = request.checks.find((check) => check.anchor !== undefined)?.anchor;
  return {
    metrics: [...seen.values()],
    options: { confidence, resamples, seed },
    ...(anchor === undefined ? {} : { anchor }),
  };
}

/**
 * Refuses an anchor that names another store than the page's: its selector would pick among `store`'s records
 * whatever its DIR says. `option` names where it was given (`--anchor`, or a config's anchor).
 */
export function checkPageAnchor(anchor: AnchorSpec, store: string, option: string): void {
  if (resolve(anchor.store) === resolve(store)) return;
  const hash = anchor.text.indexOf('#', ANCHOR_PREFIX.length);
  const instead = shellWord(`${ANCHOR_PREFIX}${store}${hash < 0 ? '' : anchor.text.slice(hash)}`);
  throw new InputError(
    `${option}: ${quoted(anchor.text, 120)} names the store ${anchor.store}, not the one the page draws (--store ${store}): give --anchor ${instead}`,
  );
}

/** The page's input: a chart per series and metric; a series where the anchor picks nothing has no anchor. */
export function trendInput(records: readonly StoredRecord[], given: TrendOptions): TrendPageInput {
  const metrics = given.metrics ?? [PASS_AT_1];
  const series = [...seriesByName(records)].flatMap(([name, list]) =>
    metrics.map((metric) => chart(name, list, metric, given)),
  );
  return {
    title: given.title,
    confidence: given.options?.confidence ?? DEFAULT_OPTIONS.confidence,
    generated: given.generated,
    series,
  };
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
    throw new InputError(`-o ${given.out}: ${ioProblem(error)}`);
  }
  return file;
}
