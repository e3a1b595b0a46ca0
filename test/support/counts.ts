import type { ConfigValue, ProblemCounts } from '../../src/common/types.js';
import type { RawOptions } from '../../src/config/options.js';
import { comparison, options as parseGateOptions } from './comparisons.js';
import { run } from './runs.js';

export const CONFIG: Record<string, ConfigValue> = { temperature: 0.8, top_p: 0.95, n: 10, max_tokens: 512 };

/** 60 problems with 10 samples each and a spread of pass counts. */
export function baselineCounts(): ProblemCounts[] {
  return Array.from({ length: 60 }, (_, i) => ({ id: `task/${i}`, n: 10, c: (i * 7) % 11 }));
}

/** The baseline's counts moved by +1 and -1 in turn: no real change, so the interval straddles 0. */
export function noisyCounts(): ProblemCounts[] {
  return baselineCounts().map((p, i) => ({ ...p, c: Math.min(p.n, Math.max(0, p.c + (i % 2 === 0 ? 1 : -1))) }));
}

/** Every problem loses `drop` passes. */
export function droppedCounts(drop: number): ProblemCounts[] {
  return baselineCounts().map((p) => ({ ...p, c: Math.max(0, p.c - drop) }));
}

/** The same run as a passk-results/v1 file. */
export function resultsFile(problems: ProblemCounts[], model: string, config = CONFIG): string {
  return `${JSON.stringify({ format: 'passk-results/v1', model, config, problems }, null, 1)}\n`;
}

/** The gate's report of `candidate` against `baselineCounts()` (2,000 resamples unless `raw` says otherwise). */
export function compareWithBaseline(candidate: ProblemCounts[], raw: RawOptions = {}, candidateConfig = CONFIG) {
  return comparison(
    run('base.json', baselineCounts(), { config: CONFIG, model: 'acme/base.json' }),
    run('cand.json', candidate, { config: candidateConfig, model: 'acme/cand.json' }),
    parseGateOptions({ resamples: '2000', ...raw }),
  );
}

/** The mean of c/n over problems: pass@1. */
export const meanPass = (problems: ProblemCounts[]): number =>
  problems.reduce((sum, p) => sum + p.c / p.n, 0) / problems.length;
