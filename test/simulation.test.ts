import { describe, expect, it } from 'vitest';
import { perProblemValues } from '../src/estimate/metric.js';
import { Xoshiro128 } from '../src/resample/random.js';
import { jackknifeAcceleration } from '../src/resample/acceleration.js';
import { pairedBootstrap } from '../src/resample/bootstrap.js';
import { bootstrapInterval } from '../src/resample/interval.js';
import { resamplingUnits, unitsMean } from '../src/resample/units.js';
import { DEFAULT_OPTIONS } from '../src/options.js';
import { compareRuns } from '../src/report/compare.js';
import type { ProblemCounts, RunResults } from '../src/common/types.js';

function run(source: string, problems: ProblemCounts[]): RunResults {
  const config = { temperature: 0.8, top_p: 0.95, n: problems[0]!.n, max_tokens: 512 };
  return { source, format: 'passk', config, configSources: {}, problems, warnings: [] };
}

// Each replication draws a fresh suite: P problems with per-sample pass rates p_i ~ Uniform(0, 1) for the
// baseline and p_i^gamma for the candidate, then n Bernoulli samples per problem and side. The true pass@k
// difference over this population is known in closed form:
//   E[1 - (1 - p^g)^k] = 1 - sum_j C(k, j) (-1)^j / (1 + j g)   for p ~ Uniform(0, 1).
function truePassAtK(k: number, gamma: number): number {
  let allFail = 0;
  let choose = 1;
  for (let j = 0; j <= k; j++) {
    allFail += (choose * (j % 2 === 0 ? 1 : -1)) / (1 + j * gamma);
    choose = (choose * (k - j)) / (j + 1);
  }
  return 1 - allFail;
}

function simulateSuite(
  rng: Xoshiro128,
  problems: number,
  n: number,
  gamma: number,
): [ProblemCounts[], ProblemCounts[]] {
  const base: ProblemCounts[] = [];
  const cand: ProblemCounts[] = [];
  const passes = (p: number) => {
    let c = 0;
    for (let s = 0; s < n; s++) if (rng.nextDouble() < p) c++;
    return c;
  };
  for (let i = 0; i < problems; i++) {
    const p = rng.nextDouble();
    base.push({ id: `p${i}`, n, c: passes(p) });
    cand.push({ id: `p${i}`, n, c: passes(Math.pow(p, gamma)) });
  }
  return [base, cand];
}

function defaultInterval(base: ProblemCounts[], cand: ProblemCounts[], k: number, seed: number): [number, number] {
  const b = perProblemValues(base, k, 'pass@k');
  const c = perProblemValues(cand, k, 'pass@k');
  const units = resamplingUnits(Float64Array.from(c, (v, i) => v - b[i]!));
  const means = pairedBootstrap(units, DEFAULT_OPTIONS.resamples, new Xoshiro128(seed));
  return bootstrapInterval(means, unitsMean(units), jackknifeAcceleration(units), 0.95, 'bca').ci;
}

const REPLICATIONS = 1000;
// Each replication runs the default 10,000-resample bootstrap: about 15 ms.
const TIMEOUT_MS = 120_000;

describe('simulation (seeded)', () => {
  it('the closed-form truth agrees with its definition', () => {
    expect(truePassAtK(1, 1)).toBeCloseTo(0.5, 14);
    expect(truePassAtK(1, 0.5)).toBeCloseTo(2 / 3, 14);
    expect(truePassAtK(2, 1)).toBeCloseTo(2 / 3, 14); // 1 - E[(1-p)^2] = 1 - 1/3
  });

  for (const [k, gamma] of [
    [1, 0.9],
    [5, 1.15],
  ] as const) {
    it(
      `the 95% BCa interval covers the true pass@${k} difference in 93-97% of ${REPLICATIONS} suites`,
      () => {
        const truth = truePassAtK(k, gamma) - truePassAtK(k, 1);
        const rng = new Xoshiro128(2026 + k);
        let covered = 0;
        for (let r = 0; r < REPLICATIONS; r++) {
          const [base, cand] = simulateSuite(rng, 164, 20, gamma);
          const [lo, hi] = defaultInterval(base, cand, k, r);
          if (lo <= truth && truth <= hi) covered++;
        }
        const coverage = covered / REPLICATIONS;
        console.log(
          `coverage pass@${k} (true delta ${(truth * 100).toFixed(2)} points): ${(coverage * 100).toFixed(1)}%`,
        );
        expect(coverage).toBeGreaterThanOrEqual(0.93);
        expect(coverage).toBeLessThanOrEqual(0.97);
      },
      TIMEOUT_MS,
    );
  }

  it(
    `the default gate's false-alarm rate under no change is at most 2.5% plus Monte Carlo error (${REPLICATIONS} suites)`,
    () => {
      const rng = new Xoshiro128(77);
      let alarms = 0;
      for (let r = 0; r < REPLICATIONS; r++) {
        const [base, cand] = simulateSuite(rng, 164, 20, 1);
        const report = compareRuns(run('base', base), run('cand', cand), { ...DEFAULT_OPTIONS, seed: r });
        if (report.failed) alarms++;
      }
      const rate = alarms / REPLICATIONS;
      console.log(`false-alarm rate of the default gate under no change: ${(rate * 100).toFixed(1)}%`);
      expect(rate).toBeLessThanOrEqual(0.025 + 2 * Math.sqrt((0.025 * 0.975) / REPLICATIONS));
    },
    TIMEOUT_MS,
  );

  it('does not call a handful of flipped problems a regression (sparse changes)', () => {
    // One sample per problem, 164 problems, 4 drops and nothing else: what two runs of one temperature-0
    // configuration can differ by. The exact sign test gives p = 2/16 = 0.125.
    const base = Array.from({ length: 164 }, (_, i) => ({ id: `p${i}`, n: 1, c: i % 2 }));
    const cand = base.map((p, i) => ({ ...p, c: i < 8 && p.c === 1 ? 0 : p.c }));
    const report = compareRuns(run('base', base), run('cand', cand), DEFAULT_OPTIONS);
    expect(report.delta!.ci[1]).toBeLessThan(0);
    expect(report.delta!.p_value).toBeGreaterThan(0.1);
    expect(report.verdict).toBe('inconclusive');
    expect(report.failed).toBe(false);
  });
});
