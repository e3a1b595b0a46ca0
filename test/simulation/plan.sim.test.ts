import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { planEval } from '../../src/plan/plan.js';
import { compareRuns, comparisonVerdictOf } from '../support/comparisons.js';
import { Xoshiro128 } from '../../src/resample/random.js';
import { readExample } from '../plan/examples.js';
import { calibrateShift, drawCounts, runOf, shifted, suiteDifference } from './population.js';

/**
 * The plan's drops checked against the real gate. For n = 5, 20 and 100 the plan predicts, from
 * examples/baseline.json alone, the smallest drop the default gate flags 80% of the time. The simulation takes
 * the baseline's per-problem rates c/n as the truth and draws pairs of runs at n samples per problem: the
 * baseline at those rates, the candidate with a true drop of D as the power method defines one (every
 * problem's log-odds lowered by the same beta, chosen so that the expected pass@1 falls by exactly D). Each D
 * of a grid around the prediction gets REPLICATIONS pairs (the same seeds at every D, so the flag rates fall
 * smoothly), the verdict `compareRuns` gives with the default options (`comparisonVerdictOf`) decides each,
 * and a probit line through the flag rates gives the D flagged 80% of the time.
 */
const REPLICATIONS = 300;
const GRID = [0.8, 0.9, 1, 1.1];

function flagRate(p: Float64Array, n: number, drop: number): number {
  const lowered = (beta: number) => p.map((x) => shifted(x, -beta));
  const q = lowered(calibrateShift((beta) => suiteDifference({ p, q: lowered(beta) }, 1), -drop));
  let flagged = 0;
  for (let r = 0; r < REPLICATIONS; r++) {
    const rng = new Xoshiro128(n, r);
    const baseline = runOf('baseline', drawCounts(rng, p, n));
    const candidate = runOf('candidate', drawCounts(rng, q, n));
    if (comparisonVerdictOf(baseline, candidate, { ...DEFAULT_OPTIONS, seed: r }) === 'regression') flagged++;
  }
  return flagged / REPLICATIONS;
}

/** The x where the least-squares line through (x, probit(rate)) reaches probit(level). */
function probitCrossing(xs: readonly number[], rates: readonly number[], level: number): number {
  const zs = rates.map((rate) => normalQuantile(rate, 0, 1));
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const mz = zs.reduce((a, b) => a + b, 0) / zs.length;
  let sxz = 0;
  let sxx = 0;
  xs.forEach((x, i) => {
    sxz += (x - mx) * (zs[i]! - mz);
    sxx += (x - mx) ** 2;
  });
  const slope = sxz / sxx;
  return mx + (normalQuantile(level, 0, 1) - mz) / slope;
}

describe('the plan predicts the drop the real gate flags 80% of the time (seeded simulation)', async () => {
  const baseline = await readExample('baseline.json');
  const plan = planEval(baseline, undefined, { ...DEFAULT_OPTIONS, submit: 1 });
  const p = Float64Array.from(baseline.problems, (problem) => problem.c / problem.n);

  it("agrees at the baseline's n with the power sentence the gate prints on runs like it", () => {
    // Pairs of runs of the same model at the baseline's rates: the mean drop the gate's own sentence states.
    let sum = 0;
    const pairs = 100;
    for (let r = 0; r < pairs; r++) {
      const rng = new Xoshiro128(1, r);
      const [first, second] = [runOf('a', drawCounts(rng, p, 20)), runOf('b', drawCounts(rng, p, 20))];
      sum += compareRuns(first, second, { ...DEFAULT_OPTIONS, seed: r }).delta!.mde;
    }
    const predicted = plan.rows.find((row) => row.baseline_n)!.drop;
    console.log(
      `n=20: plan ${(predicted * 100).toFixed(2)} points, the gate's sentence ${((sum / pairs) * 100).toFixed(2)} on average`,
    );
    expect(Math.abs(predicted / (sum / pairs) - 1)).toBeLessThan(0.05);
  }, 60_000);

  for (const n of [5, 20, 100]) {
    it(`n = ${n}: within 10%`, () => {
      const predicted = plan.rows.find((row) => row.n === n)!.drop;
      const drops = GRID.map((f) => f * predicted);
      const rates = drops.map((drop) => flagRate(p, n, drop));
      const simulated = probitCrossing(drops, rates, 0.8);
      console.log(
        `n=${n}: predicted ${(predicted * 100).toFixed(2)} points, simulated ${(simulated * 100).toFixed(2)} ` +
          `(${((predicted / simulated - 1) * 100).toFixed(1)}%); flag rates ` +
          drops.map((d, i) => `${(d * 100).toFixed(2)}: ${(rates[i]! * 100).toFixed(1)}%`).join(', '),
      );
      expect(Math.abs(predicted / simulated - 1)).toBeLessThan(0.1);
    }, 600_000);
  }
});
