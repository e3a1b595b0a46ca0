import { describe, expect, it } from 'vitest';
import type { RunResults } from '../../src/common/types.js';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { planEval } from '../../src/plan/plan.js';
import { compareRuns, comparisonVerdictOf } from '../support/comparisons.js';
import { Xoshiro128 } from '../../src/resample/random.js';
import {
  calibrateShift,
  drawCounts,
  drawSizedGroupsSuite,
  runOf,
  shifted,
  suiteDifference,
  type GroupedPopulation,
} from './population.js';

/**
 * The power sentence over groups checked by simulation, as power.sim.test.ts checks it over problems. Suites of
 * groups of 8 related problems (the coverage study's cluster model: logit p = 0.3 + group effect N(0, 1.5^2) +
 * problem effect N(0, 1.5^2)); a true drop of D lowers every problem's log-odds by the same beta, chosen so that
 * the suite's expected pass@k falls by exactly D. For each of 10 suites the reported drop comes from one
 * comparison of two runs of the same model (n = 20, default options: the t interval over groups); then 100
 * replications draw fresh baseline and candidate runs at that true drop, and count the regressions the gate
 * reports: 1,000 replications per setting, one Monte Carlo standard error 1.3 points at 80%. The plan's drop at
 * another n is checked the same way: predicted from one baseline run at n = 20, caught by the gate on fresh
 * runs at that n.
 */
const SUITES = 10;
const REPLICATIONS = 100;
const GROUP_SIZE = 8;
const SAMPLES = 20;
const POPULATION: GroupedPopulation = { mu: 0.3, groupSd: 1.5, problemSd: 1.5, groupEffectSd: 0, problemEffectSd: 0 };

/**
 * The share of regressions at the drop `reported` gives for each suite, from its baseline run (n = 20) and a
 * second run of the same model, in fresh pairs of runs at `samples` per problem.
 */
function flaggedAt(
  sizes: readonly number[],
  k: number,
  seed: number,
  samples: number,
  reported: (baseline: RunResults, rerun: RunResults, seed: number) => number,
): { rate: number; drops: number[] } {
  const rng = new Xoshiro128(seed);
  const options = { ...DEFAULT_OPTIONS, k, margin: 0 };
  let flagged = 0;
  const drops: number[] = [];
  for (let s = 0; s < SUITES; s++) {
    const { p, groups: keys } = drawSizedGroupsSuite(rng, sizes, POPULATION, 0);
    const drop = reported(
      runOf('base', drawCounts(rng, p, SAMPLES, keys)),
      runOf('cand', drawCounts(rng, p, SAMPLES, keys)),
      s,
    );
    drops.push(drop);
    const lowered = (beta: number) => p.map((x) => shifted(x, -beta));
    const q = lowered(calibrateShift((beta) => suiteDifference({ p, q: lowered(beta) }, k), -drop));
    for (let r = 0; r < REPLICATIONS; r++) {
      // The gate's verdict by its own steps: the power figure of each replication would cost most of the time.
      const verdict = comparisonVerdictOf(
        runOf('base', drawCounts(rng, p, samples, keys)),
        runOf('cand', drawCounts(rng, q, samples, keys)),
        { ...options, seed: 1000 + r },
      );
      if (verdict === 'regression') flagged++;
    }
  }
  return { rate: flagged / (SUITES * REPLICATIONS), drops };
}

/** `groups` groups of `GROUP_SIZE` problems. */
const equal = (groups: number): number[] => new Array<number>(groups).fill(GROUP_SIZE);
/** 20 groups of 160 problems, one holding half of them (the other 19 hold 4 or 5). */
const HALF = [80, ...Array.from({ length: 19 }, (_, g) => (g < 4 ? 5 : 4))];

/**
 * 41 groups, one of 100 problems and 40 of 2: past 24 changed groups, where the simulated gate's sign-flip test is
 * not exact and the large group holds most of the variance (the normal form alone said no drop could be caught).
 */
const DOMINANT = [100, ...new Array<number>(40).fill(2)];

/** The drop the power sentence of a comparison of the two runs states. */
function flaggedAtReportedDrop(sizes: readonly number[], k: number, seed: number): { rate: number; drops: number[] } {
  return flaggedAt(sizes, k, seed, SAMPLES, (baseline, rerun, s) => {
    const atHand = compareRuns(baseline, rerun, { ...DEFAULT_OPTIONS, k, margin: 0, seed: s });
    expect(atHand.bootstrap).toMatchObject({ unit: 'cluster', units: sizes.length, method: 't' });
    return atHand.delta!.mde;
  });
}

describe('over groups, the reported drop is caught about 80% of the time (seeded simulation)', () => {
  for (const [groups, k] of [
    [10, 1],
    [10, 10],
    [20, 1],
    [20, 10],
  ] as const) {
    it(`${groups} groups of ${GROUP_SIZE}, n = ${SAMPLES}, k = ${k}: 75-90% of ${SUITES * REPLICATIONS} replications`, () => {
      const { rate, drops } = flaggedAtReportedDrop(equal(groups), k, 300 + groups + k);
      console.log(
        `${groups} groups k=${k}: reported drops ${drops.map((d) => (d * 100).toFixed(2)).join(', ')} points; ` +
          `flagged ${(rate * 100).toFixed(1)}%`,
      );
      expect(rate).toBeGreaterThanOrEqual(0.75);
      expect(rate).toBeLessThanOrEqual(0.9);
    }, 600_000);
  }
});

describe('over unequal groups, the reported drop is caught about 80% of the time (seeded simulation)', () => {
  for (const [k, seed] of [
    [1, 501],
    [10, 510],
  ] as const) {
    it(`20 groups, one holding half of 160 problems, n = ${SAMPLES}, k = ${k}: 75-90%`, () => {
      const { rate, drops } = flaggedAtReportedDrop(HALF, k, seed);
      console.log(
        `unequal groups k=${k}: reported drops ${drops.map((d) => (d * 100).toFixed(2)).join(', ')} points; ` +
          `flagged ${(rate * 100).toFixed(1)}%`,
      );
      expect(rate).toBeGreaterThanOrEqual(0.75);
      expect(rate).toBeLessThanOrEqual(0.9);
    }, 600_000);
  }
  it(`41 groups, one holding 100 of 180 problems, n = ${SAMPLES}, k = 1: 75-90%`, () => {
    const { rate, drops } = flaggedAtReportedDrop(DOMINANT, 1, 541);
    console.log(
      `dominant group k=1: reported drops ${drops.map((d) => (d * 100).toFixed(2)).join(', ')} points; ` +
        `flagged ${(rate * 100).toFixed(1)}%`,
    );
    expect(rate).toBeGreaterThanOrEqual(0.75);
    expect(rate).toBeLessThanOrEqual(0.9);
  }, 600_000);
});

/** The plan's drop at `samples` per problem, planned from the baseline run alone. */
function flaggedAtPlannedDrop(sizes: readonly number[], k: number, seed: number, samples: number) {
  return flaggedAt(sizes, k, seed, samples, (baseline) => {
    const plan = planEval(baseline, undefined, { ...DEFAULT_OPTIONS, k, margin: 0, submit: 1 });
    expect(plan.gate.interval).toBe('t');
    return plan.rows.find((row) => row.n === samples)!.drop;
  });
}

describe("over groups, the plan's drop at another n is caught about 80% of the time (seeded simulation)", () => {
  for (const [groups, k, samples] of [
    [10, 1, 5],
    [10, 10, 50],
    [20, 1, 50],
  ] as const) {
    it(`${groups} groups of ${GROUP_SIZE}, planned from n = ${SAMPLES} for n = ${samples}, k = ${k}: 75-90%`, () => {
      const { rate, drops } = flaggedAtPlannedDrop(equal(groups), k, 400 + groups + k + samples, samples);
      console.log(
        `plan, ${groups} groups k=${k} n=${samples}: planned drops ${drops.map((d) => (d * 100).toFixed(2)).join(', ')} ` +
          `points; flagged ${(rate * 100).toFixed(1)}%`,
      );
      expect(rate).toBeGreaterThanOrEqual(0.75);
      expect(rate).toBeLessThanOrEqual(0.9);
    }, 600_000);
  }
  it(`20 unequal groups, one holding half of 160 problems, planned from n = ${SAMPLES} for n = 50, k = 1: 75-90%`, () => {
    const { rate, drops } = flaggedAtPlannedDrop(HALF, 1, 551, 50);
    console.log(
      `plan, unequal groups k=1 n=50: planned drops ${drops.map((d) => (d * 100).toFixed(2)).join(', ')} points; ` +
        `flagged ${(rate * 100).toFixed(1)}%`,
    );
    expect(rate).toBeGreaterThanOrEqual(0.75);
    expect(rate).toBeLessThanOrEqual(0.9);
  }, 600_000);
});
