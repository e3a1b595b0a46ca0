import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { compareRuns } from '../support/comparisons.js';
import { Xoshiro128 } from '../../src/resample/random.js';
import { calibrateShift, drawCounts, drawSuite, runOf, shifted, suiteDifference } from './population.js';

/**
 * The power sentence checked by simulation. "A true drop of D points" here: on a fixed suite of 164 problems
 * from the Beta(0.3, 0.25) population, the candidate passes each problem's samples with probability
 * q = expit(logit p - beta), every problem's log-odds lowered by the same beta, chosen so that the suite's
 * expected pass@k falls by exactly D. Problems almost always or almost never solved barely move; the ones in
 * between carry the drop. For each of 10 suites the reported drop D comes from one comparison of two runs of
 * the same model (the data at hand); then 100 replications draw fresh baseline runs and candidate runs at a
 * true drop of D and count the regressions the gate reports: 1,000 replications per setting.
 */
const SUITES = 10;
const REPLICATIONS = 100;
const PROBLEMS = 164;

function flaggedAtReportedDrop(n: number, k: number, margin: number, seed: number): { rate: number; drops: number[] } {
  const rng = new Xoshiro128(seed);
  const options = { ...DEFAULT_OPTIONS, k, margin };
  let flagged = 0;
  const drops: number[] = [];
  for (let s = 0; s < SUITES; s++) {
    const { p } = drawSuite(rng, PROBLEMS, 0, 0);
    const atHand = compareRuns(runOf('base', drawCounts(rng, p, n)), runOf('cand', drawCounts(rng, p, n)), {
      ...options,
      seed: s,
    });
    const drop = atHand.delta!.mde;
    drops.push(drop);
    const lowered = (beta: number) => p.map((x) => shifted(x, -beta));
    const q = lowered(calibrateShift((beta) => suiteDifference({ p, q: lowered(beta) }, k), -drop));
    for (let r = 0; r < REPLICATIONS; r++) {
      const report = compareRuns(runOf('base', drawCounts(rng, p, n)), runOf('cand', drawCounts(rng, q, n)), {
        ...options,
        seed: 1000 + r,
      });
      if (report.verdict === 'regression') flagged++;
    }
  }
  return { rate: flagged / (SUITES * REPLICATIONS), drops };
}

describe('the reported drop is caught about 80% of the time (seeded simulation)', () => {
  for (const [n, k, margin] of [
    [20, 1, 0],
    [20, 1, 0.02],
    [1, 1, 0],
    [20, 10, 0],
  ] as const) {
    it(`n = ${n}, k = ${k}, margin ${margin}: 75-90% of ${SUITES * REPLICATIONS} replications`, () => {
      const { rate, drops } = flaggedAtReportedDrop(n, k, margin, 90 + n + k);
      console.log(
        `n=${n} k=${k} margin=${margin}: reported drops ${drops.map((d) => (d * 100).toFixed(2)).join(', ')} points; ` +
          `flagged ${(rate * 100).toFixed(1)}%`,
      );
      expect(rate).toBeGreaterThanOrEqual(0.75);
      expect(rate).toBeLessThanOrEqual(0.9);
    }, 600_000);
  }
});
