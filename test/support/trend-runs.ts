// Synthetic runs for the trend page's tests: a metric near 62% that wiggles by about a point, with optional
// regression, anchor and commit links, the same on every call.
import { createHash } from 'node:crypto';
import type { TrendPoint, TrendSeries } from '../../src/history/page.js';

export const REPO_URL = 'https://github.com/acme/coder';

/** A distinct 40-digit SHA for run `i`. */
export function commitOf(i: number): string {
  return createHash('sha1').update(`run ${i}`).digest('hex');
}

export interface RunsOptions {
  /** The run whose step drops 5 points and is flagged a regression. */
  regressionAt?: number;
  /** The run marked as the drift check's anchor. */
  anchorAt?: number;
  /** Whether runs carry a link to their commit. */
  urls?: boolean;
}

/** `count` runs, one a day from 2026-09-01, each after the first with a step of interval ±2 points. */
export function trendRuns(count: number, options: RunsOptions = {}): TrendPoint[] {
  const value = (i: number): number =>
    Number(
      (
        0.62 +
        0.01 * Math.sin(i * 1.7) -
        (options.regressionAt !== undefined && i >= options.regressionAt ? 0.05 : 0)
      ).toFixed(4),
    );
  return Array.from({ length: count }, (_, i) => {
    const change = i === 0 ? 0 : Number((value(i) - value(i - 1)).toFixed(4));
    return {
      commit: commitOf(i),
      ref: 'refs/heads/main',
      time: new Date(Date.UTC(2026, 8, 1 + i, 9, 30)).toISOString(),
      value: value(i),
      ...(i === 0
        ? {}
        : {
            step: {
              change,
              low: Number((change - 0.02).toFixed(4)),
              high: Number((change + 0.02).toFixed(4)),
              verdict: i === options.regressionAt ? ('regression' as const) : ('no-regression' as const),
            },
          }),
      ...(i === options.anchorAt ? { anchor: true } : {}),
      ...(options.urls === false ? {} : { url: `${REPO_URL}/commit/${commitOf(i)}` }),
    };
  });
}

export function trendSeries(title: string, count: number, options: RunsOptions = {}): TrendSeries {
  return { title, points: trendRuns(count, options) };
}
