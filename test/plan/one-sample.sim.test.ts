import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { planEval } from '../../src/plan/plan.js';
import { Xoshiro128 } from '../../src/resample/random.js';
import { comparisonVerdictOf } from '../support/comparisons.js';
import {
  BETA_A,
  BETA_B,
  betaDraw,
  calibrateShift,
  drawCounts,
  normalDraw,
  runOf,
  shifted,
  suiteDifference,
} from '../simulation/population.js';

/**
 * The plan from a run with one sample per problem, checked against the real gate. Without a candidate the
 * plan takes the candidate's results as unrelated to the baseline's: exact when every problem passes at the
 * same rate (then two runs' results on a problem are independent), and a bound when problems differ (then the
 * candidate passes and fails more where the baseline does, so the gate catches smaller drops). Each truth
 * draws REPLICATIONS pairs of greedy runs (n = 1) at each drop of a grid around the plan's, the candidate's
 * log-odds lowered by the same beta on every problem so that pass@1 falls by exactly D; the verdict
 * `compareRuns` gives with the default options (`comparisonVerdictOf`) decides each, and a probit line through
 * the flag rates gives the D flagged 80% of the time.
 */
const REPLICATIONS = 300;
const GRID = [0.7, 0.85, 1, 1.15];
const PROBLEMS = 164;

/**
 * The candidate's pass probabilities: each problem's own effect `effects[i]` (a different model is better on some
 * problems and worse on others) and the same decrease beta on every problem, beta set so that pass@1 falls by
 * `drop` from the baseline's.
 */
function candidateAt(p: Float64Array, effects: Float64Array, drop: number): Float64Array {
  const lowered = (beta: number) => p.map((x, i) => shifted(x, effects[i]! - beta));
  return lowered(calibrateShift((beta) => suiteDifference({ p, q: lowered(beta) }, 1), -drop));
}

function flagRate(p: Float64Array, effects: Float64Array, drop: number, stream: number): number {
  const q = candidateAt(p, effects, drop);
  let flagged = 0;
  for (let r = 0; r < REPLICATIONS; r++) {
    const rng = new Xoshiro128(stream, r);
    const baseline = runOf('baseline', drawCounts(rng, p, 1));
    const candidate = runOf('candidate', drawCounts(rng, q, 1));
    if (comparisonVerdictOf(baseline, candidate, { ...DEFAULT_OPTIONS, seed: r }) === 'regression') flagged++;
  }
  return flagged / REPLICATIONS;
}

/** The x where the least-squares line through (x, probit(rate)) reaches probit(level). */
function probitCrossing(xs: readonly number[], rates: readonly number[], level: number): number {
  const zs = rates.map((rate) =>
    normalQuantile(Math.min(Math.max(rate, 0.5 / REPLICATIONS), 1 - 0.5 / REPLICATIONS), 0, 1),
  );
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const mz = zs.reduce((a, b) => a + b, 0) / zs.length;
  let sxz = 0;
  let sxx = 0;
  xs.forEach((x, i) => {
    sxz += (x - mx) * (zs[i]! - mz);
    sxx += (x - mx) ** 2;
  });
  return mx + (normalQuantile(level, 0, 1) - mz) / (sxz / sxx);
}

/** The drop the real gate flags 80% of the time on greedy runs of truth `p`, and the flag rates it came from. */
function simulatedDrop(p: Float64Array, effects: Float64Array, predicted: number, stream: number) {
  const drops = GRID.map((f) => f * predicted);
  const rates = drops.map((drop) => flagRate(p, effects, drop, stream));
  return { simulated: probitCrossing(drops, rates, 0.8), rates };
}

describe('the plan from one sample per problem predicts what the real gate flags (seeded simulation)', () => {
  it('exactly when every problem passes at the same rate: results unrelated problem by problem', () => {
    // 67 of 164 pass, as deepseek-coder-6.7b's greedy HumanEval run did.
    const rate = 67 / PROBLEMS;
    const baseline = runOf(
      'baseline',
      Array.from({ length: PROBLEMS }, (_, i) => ({ id: `P/${i}`, n: 1, c: i < 67 ? 1 : 0 })),
    );
    const predicted = planEval(baseline, undefined, { ...DEFAULT_OPTIONS, submit: 1 }).rows.find((r) => r.baseline_n)!;
    const { simulated, rates } = simulatedDrop(
      new Float64Array(PROBLEMS).fill(rate),
      new Float64Array(PROBLEMS),
      predicted.drop,
      1,
    );
    console.log(
      `same rate: predicted ${(predicted.drop * 100).toFixed(2)} points, simulated ${(simulated * 100).toFixed(2)} ` +
        `(${((predicted.drop / simulated - 1) * 100).toFixed(1)}%); flag rates ${rates.map((r) => r.toFixed(3)).join(', ')}`,
    );
    expect(Math.abs(predicted.drop / simulated - 1)).toBeLessThan(0.1);
  }, 600_000);

  it('as a bound when problems differ: the gate catches smaller drops than the plan says', () => {
    const rng = new Xoshiro128(7, 0);
    const p = Float64Array.from({ length: PROBLEMS }, () => betaDraw(rng, BETA_A, BETA_B));
    const baseline = runOf('baseline', drawCounts(rng, p, 1));
    const predicted = planEval(baseline, undefined, { ...DEFAULT_OPTIONS, submit: 1 }).rows.find((r) => r.baseline_n)!;
    const { simulated, rates } = simulatedDrop(p, new Float64Array(PROBLEMS), predicted.drop, 2);
    console.log(
      `Beta(${BETA_A}, ${BETA_B}) rates: predicted ${(predicted.drop * 100).toFixed(2)} points at worst, simulated ` +
        `${(simulated * 100).toFixed(2)}; flag rates ${rates.map((r) => r.toFixed(3)).join(', ')}`,
    );
    expect(simulated).toBeLessThan(predicted.drop);
    expect(rates[2]!).toBeGreaterThan(0.8);
  }, 600_000);

  it('from a past comparison with a different model, within 15% (one past pair measures the variance)', () => {
    // The truth: Beta rates, and a candidate model 1 log-odds unit better or worse problem by problem.
    const rng = new Xoshiro128(8, 0);
    const p = Float64Array.from({ length: PROBLEMS }, () => betaDraw(rng, BETA_A, BETA_B));
    const effects = Float64Array.from({ length: PROBLEMS }, () => normalDraw(rng));
    const baseline = runOf('baseline', drawCounts(rng, p, 1));
    const candidate = runOf('candidate', drawCounts(rng, candidateAt(p, effects, 0), 1));
    const plan = planEval(baseline, candidate, { ...DEFAULT_OPTIONS, submit: 1 });
    const predicted = plan.rows.find((r) => r.baseline_n)!;
    const { simulated, rates } = simulatedDrop(p, effects, predicted.drop, 3);
    console.log(
      `a different model: predicted ${(predicted.drop * 100).toFixed(2)} points, simulated ${(simulated * 100).toFixed(2)} ` +
        `(${((predicted.drop / simulated - 1) * 100).toFixed(1)}%); flag rates ${rates.map((r) => r.toFixed(3)).join(', ')}`,
    );
    expect(Math.abs(predicted.drop / simulated - 1)).toBeLessThan(0.15);
  }, 600_000);
});
