import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Metric } from '../../src/common/types.js';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { compareRuns, comparisonVerdictOf } from '../support/comparisons.js';
import { Xoshiro128 } from '../../src/resample/random.js';
import { calibrateShift, drawCounts, drawSuite, runOf, shifted } from './population.js';

/**
 * The power sentence checked by simulation. "A true drop of D points" here: on a fixed suite of problems, the
 * candidate passes each problem's samples with probability q = expit(logit p - beta), every problem's log-odds
 * lowered by the same beta, chosen so that the suite's expected metric falls by exactly D. Problems almost
 * always or almost never solved barely move; the ones in between carry the drop. For each suite the reported
 * drop D comes from one comparison of two runs of the same model (the data at hand); then fresh baseline runs
 * and candidate runs at a true drop of D are drawn and the regressions the gate reports counted. The Monte
 * Carlo error is the standard error of the suites' shares flagged: the reported drop varies from suite to
 * suite (at pass@10 by a tenth of itself), so few suites of many replications would leave it large.
 */
const PROBLEMS = 164;

/** The examples' baseline rates c/20 taken as the truth: the suite the reviewer's shortfall at pass@10 was seen on. */
const EXAMPLE_RATES = Float64Array.from(
  (
    JSON.parse(readFileSync(new URL('../../examples/baseline.json', import.meta.url), 'utf8')) as {
      problems: { n: number; c: number }[];
    }
  ).problems.map(({ n, c }) => c / n),
);

interface Setting {
  suites: number;
  replications: number;
  n: number;
  metric: Metric;
  k: number;
  margin: number;
  /** Each suite's true pass probabilities: a fresh draw from the Beta population, or the examples' rates. */
  truth: (rng: Xoshiro128) => Float64Array;
}

/** A problem's expected metric at pass probability p. */
function expectedMetric(metric: Metric, k: number, p: number): number {
  return metric === 'pass^k' ? Math.pow(p, k) : 1 - Math.pow(1 - p, k);
}

function flaggedAtReportedDrop(setting: Setting, seed: number): { rate: number; error: number; drops: number[] } {
  const { suites, replications, n, metric, k, margin } = setting;
  const rng = new Xoshiro128(seed);
  const options = { ...DEFAULT_OPTIONS, metric, k, margin };
  const suiteMetric = (probabilities: Float64Array) =>
    probabilities.reduce((sum, p) => sum + expectedMetric(metric, k, p), 0) / probabilities.length;
  const shares: number[] = [];
  const drops: number[] = [];
  for (let s = 0; s < suites; s++) {
    const p = setting.truth(rng);
    const atHand = compareRuns(runOf('base', drawCounts(rng, p, n)), runOf('cand', drawCounts(rng, p, n)), {
      ...options,
      seed: s,
    });
    const drop = atHand.delta!.mde;
    drops.push(drop);
    const lowered = (beta: number) => p.map((x) => shifted(x, -beta));
    const before = suiteMetric(p);
    const q = lowered(calibrateShift((beta) => suiteMetric(lowered(beta)) - before, -drop));
    let flagged = 0;
    for (let r = 0; r < replications; r++) {
      // The verdict alone, by the gate's own steps: the power figure of each replication is not needed.
      const verdict = comparisonVerdictOf(runOf('base', drawCounts(rng, p, n)), runOf('cand', drawCounts(rng, q, n)), {
        ...options,
        seed: 1000 + r,
      });
      if (verdict === 'regression') flagged++;
    }
    shares.push(flagged / replications);
  }
  const rate = shares.reduce((sum, x) => sum + x, 0) / suites;
  const variance = shares.reduce((sum, x) => sum + (x - rate) ** 2, 0) / (suites - 1);
  return { rate, error: Math.sqrt(variance / suites), drops };
}

const beta = (rng: Xoshiro128) => drawSuite(rng, PROBLEMS, 0, 0).p;
const examples = () => EXAMPLE_RATES;
/** 10 suites of 100 replications (the pass@1 checks, whose reported drop varies little), or 200 of 5. */
const TEN = { suites: 10, replications: 100 };
const MANY = { suites: 200, replications: 5 };

describe('the reported drop is caught about 80% of the time (seeded simulation)', () => {
  const settings: [string, Setting][] = [
    ['Beta population', { ...TEN, n: 20, metric: 'pass@k', k: 1, margin: 0, truth: beta }],
    ['Beta population', { ...TEN, n: 20, metric: 'pass@k', k: 1, margin: 0.02, truth: beta }],
    ['Beta population', { ...TEN, n: 1, metric: 'pass@k', k: 1, margin: 0, truth: beta }],
    ['Beta population', { ...TEN, n: 20, metric: 'pass@k', k: 10, margin: 0, truth: beta }],
    // pass@k and pass^k past k = 1: the drop's own variance (`countDropVariance`), on the examples' rates.
    ['examples', { ...MANY, n: 20, metric: 'pass@k', k: 10, margin: 0, truth: examples }],
    ['examples', { ...MANY, n: 20, metric: 'pass@k', k: 5, margin: 0, truth: examples }],
    ['examples', { ...MANY, n: 20, metric: 'pass^k', k: 2, margin: 0, truth: examples }],
    ['examples', { ...MANY, n: 20, metric: 'pass^k', k: 5, margin: 0, truth: examples }],
    // pass^k at k = n, as agents are gated: the score is held by the problems that passed every sample.
    ['Beta population', { ...MANY, n: 5, metric: 'pass^k', k: 5, margin: 0, truth: beta }],
  ];
  for (const [truth, setting] of settings) {
    const { suites, replications, n, metric, k, margin } = setting;
    const name = `${truth}, n = ${n}, ${metric.replace('k', String(k))}, margin ${margin}`;
    it(`${name}: 78-90% of ${suites * replications} replications`, () => {
      const { rate, error, drops } = flaggedAtReportedDrop(setting, 90 + n + k);
      const mean = drops.reduce((sum, d) => sum + d, 0) / drops.length;
      console.log(
        `${name}: reported drop ${(mean * 100).toFixed(2)} points on average over ${suites} suites; ` +
          `flagged ${(rate * 100).toFixed(1)}% +- ${(error * 100).toFixed(1)}`,
      );
      expect(rate).toBeGreaterThanOrEqual(0.78);
      expect(rate).toBeLessThanOrEqual(0.9);
    }, 600_000);
  }
});

describe('below 30 problems the figure is optimistic, as the report says (seeded simulation)', () => {
  // The normal approximations the figure rests on hold poorly for a few problems, most of them always or never
  // solved: 32.9% at 8 problems, 52.3% at 12, 71.8% at 20, 80.4% at 30 and at 40 (40 suites of 25 pairs each).
  for (const [size, low, high] of [
    [12, 0.35, 0.7],
    [20, 0.6, 0.78],
    [30, 0.78, 0.9],
  ] as const) {
    it(`Beta population, ${size} problems, n = 20, pass@1: ${low * 100}-${high * 100}% of 1000 replications`, () => {
      const truth = (rng: Xoshiro128) => drawSuite(rng, size, 0, 0).p;
      const setting: Setting = { suites: 40, replications: 25, n: 20, metric: 'pass@k', k: 1, margin: 0, truth };
      const { rate, error } = flaggedAtReportedDrop(setting, 200 + size);
      console.log(`${size} problems: flagged ${(rate * 100).toFixed(1)}% +- ${(error * 100).toFixed(1)}`);
      expect(rate).toBeGreaterThanOrEqual(low);
      expect(rate).toBeLessThanOrEqual(high);
    }, 600_000);
  }
});
