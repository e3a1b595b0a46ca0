/**
 * The drift simulation of docs/history.md (bench/history-drift.ts prints its table; drift.sim.test.ts runs a
 * smaller seeded version): ten successive candidates on a HumanEval-like suite, each 0.5 points of pass@1 worse
 * than the one before, the anchor the first run.
 *
 * A replication draws a suite of 164 problems from the Beta(0.3, 0.25) population of the coverage study; run s
 * (s = 0 ... 10) passes problem i with probability expit(logit p_i - beta_s), beta_s set so that the population's
 * mean pass@1 is 0.5 s points below run 0's; each run is n = 20 fresh binomial draws per problem. The check
 * against the base compares run 9 with run 10; the drift check run 0 with run 10; the gate holds both at 95%
 * by Holm. With no change, every run has the same rates.
 */
import { compareChecks, type CheckRuns } from '../../src/compare/gate.js';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { Xoshiro128 } from '../../src/resample/random.js';
import {
  betaDraw,
  BETA_A,
  BETA_B,
  calibrateShift,
  drawCounts,
  populationDifference,
  runOf,
  shifted,
} from './population.js';

export const PROBLEMS = 164;
export const SAMPLES = 20;
export const STEP = 0.005;
export const STEPS = 10;

/** How often, over the replications, each rule blocked the tenth candidate. */
export interface DriftRates {
  replications: number;
  /** The check against the base alone, a gate of one check at 95%. */
  baseAlone: number;
  /** The gate of both checks (Holm over the two): any regression. */
  gate: number;
  /** Within that gate, the drift check's regression. */
  drift: number;
}

/** The logit shift of run s: the population's mean pass@1 is `STEP * s` below run 0's. */
export function stepShift(s: number): number {
  return s === 0 ? 0 : calibrateShift((beta) => populationDifference(1, beta, 0), -STEP * s);
}

/** Runs the simulation: `change` false keeps every run's rates equal (the no-change case). */
export function simulateDrift(replications: number, seed: number, change: boolean, resamples = 1000): DriftRates {
  const rng = new Xoshiro128(seed);
  const shifts = [0, STEPS - 1, STEPS].map((s) => (change ? stepShift(s) : 0));
  const counts = { baseAlone: 0, gate: 0, drift: 0 };
  for (let r = 0; r < replications; r++) {
    const p = Float64Array.from({ length: PROBLEMS }, () => betaDraw(rng, BETA_A, BETA_B));
    const [first, previous, tenth] = shifts.map((shift, j) =>
      runOf(
        `run-${j}`,
        drawCounts(
          rng,
          p.map((x) => shifted(x, -shift)),
          SAMPLES,
        ),
      ),
    );
    const options = { ...DEFAULT_OPTIONS, resamples, seed: r };
    const check = (name: string, baseline: typeof first): CheckRuns => ({
      name,
      line: null,
      label: '',
      baseline: baseline!,
      candidate: tenth!,
      options,
    });
    const base = check('against the base', previous);
    const alone = compareChecks([base], { method: 'none', confidence: 0.95, configFile: null });
    const gate = compareChecks([base, check('against the anchor', first)], {
      method: 'holm',
      confidence: 0.95,
      configFile: null,
    });
    if (alone.checks[0]!.verdict === 'regression') counts.baseAlone++;
    if (gate.checks.some((c) => c.verdict === 'regression')) counts.gate++;
    if (gate.checks[1]!.verdict === 'regression') counts.drift++;
  }
  return {
    replications,
    baseAlone: counts.baseAlone / replications,
    gate: counts.gate / replications,
    drift: counts.drift / replications,
  };
}

/**
 * How often, with no change anywhere, the gate blocks when its drift check's anchor is the best of the last `window`
 * runs by pass@1 (`best,window:N`), the base the newest of them; 164 problems, n = 20, as above. `selected` false
 * tests that drift check as if its record had been named in advance (a bare Holm over the two checks).
 */
export function simulateBestAnchor(
  replications: number,
  seed: number,
  window: number,
  selected = true,
  resamples = 1000,
): number {
  const rng = new Xoshiro128(seed);
  let blocked = 0;
  for (let r = 0; r < replications; r++) {
    const p = Float64Array.from({ length: PROBLEMS }, () => betaDraw(rng, BETA_A, BETA_B));
    const runs = Array.from({ length: window + 1 }, (_, j) => runOf(`run-${j}`, drawCounts(rng, p, SAMPLES)));
    const candidate = runs.pop()!;
    const score = (run: (typeof runs)[number]) => run.problems.reduce((sum, q) => sum + q.c / q.n, 0);
    const best = runs.reduce((a, b) => (score(b) > score(a) ? b : a));
    const options = { ...DEFAULT_OPTIONS, resamples, seed: r };
    const anchor = {
      commit: 'a'.repeat(40),
      ref: null,
      time: '2026-11-02T00:00:00Z',
      ...(selected ? { among: window } : {}),
    };
    const gate = compareChecks(
      [
        { name: 'against the base', line: null, label: '', baseline: runs.at(-1)!, candidate, options },
        { name: 'against the best', line: null, label: '', baseline: best, candidate, options, anchor },
      ],
      { method: 'holm', confidence: 0.95, configFile: null },
    );
    if (gate.checks.some((c) => c.verdict === 'regression')) blocked++;
  }
  return blocked / replications;
}

/** One Monte Carlo standard error of a rate over `replications`. */
export function monteCarloSe(rate: number, replications: number): number {
  return Math.sqrt((rate * (1 - rate)) / replications);
}
