import { describe, expect, it } from 'vitest';
import type { ProblemCounts, RunResults } from '../../src/common/types.js';
import {
  CLUSTER_POWER_PROBLEMS,
  CLUSTER_POWER_TERMS,
  clusterPowerDrop,
  type ClusterGate,
} from '../../src/power/cluster-power.js';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { compareRuns } from '../support/comparisons.js';
import { gatePowerOf, unitsShape } from '../../src/power/gate-power.js';
import { pairedStandardError } from '../../src/resample/standard-error.js';
import { resamplingUnits } from '../../src/resample/units.js';

// Quantiles from test/reference/scipy_reference.py: t.ppf(0.975, 99), ndtri(0.8).
const T975_99 = 1.9842169515864174;
const Z80 = 0.8416212335729143;

const GATE: ClusterGate = {
  metric: 'pass@k',
  k: 1,
  margin: 0,
  level: { confidence: 0.95, alpha: 0.05 },
  seed: 7,
  start: 0.03,
};

const expit = (x: number) => 1 / (1 + Math.exp(-x));

/** `groups` groups of `size` problems, n samples each; passes spread over 0..n by a fixed pattern. */
function suite(groups: number, size: number, n: number): { problems: ProblemCounts[]; keys: string[] } {
  const problems = Array.from({ length: groups * size }, (_, i) => ({
    id: `p${i}`,
    n,
    c: Math.round((n * ((i * 7) % 11)) / 10),
    group: `g${i % groups}`,
  }));
  return { problems, keys: problems.map((p) => p.group) };
}

describe('clusterPowerDrop', () => {
  const { problems, keys } = suite(20, 8, 20);

  it('is deterministic for a seed, and close across seeds', () => {
    const drop = clusterPowerDrop(problems, problems, keys, GATE);
    expect(clusterPowerDrop(problems, problems, keys, GATE)).toBe(drop);
    const other = clusterPowerDrop(problems, problems, keys, { ...GATE, seed: 8 });
    expect(other).not.toBe(drop);
    expect(Math.abs(other / drop - 1)).toBeLessThan(0.1);
  });

  it('grows with the margin and falls with the samples per problem', () => {
    const drops = [0, 0.01, 0.02].map((margin) => clusterPowerDrop(problems, problems, keys, { ...GATE, margin }));
    expect(drops[1]).toBeGreaterThan(drops[0]! + 0.005);
    expect(drops[2]).toBeGreaterThan(drops[1]! + 0.005);
    const few = suite(20, 8, 10);
    const many = suite(20, 8, 40);
    const atFew = clusterPowerDrop(few.problems, few.problems, few.keys, GATE);
    const atMany = clusterPowerDrop(many.problems, many.problems, many.keys, GATE);
    expect(atMany).toBeLessThan(atFew * 0.8);
  });

  it("with many groups of independent problems, is the normal theory's (t(G - 1) + z(0.8)) SE_D", () => {
    // 100 groups: the sign test's normal form sits below the interval's threshold, so the interval decides.
    const many = suite(100, 4, 20);
    const p = many.problems.map(({ c, n }) => (c + 0.5) / (n + 1));
    const lowered = (beta: number) => p.map((x) => expit(Math.log(x / (1 - x)) - beta));
    const dropAt = (beta: number) => lowered(beta).reduce((sum, q, i) => sum + p[i]! - q, 0) / p.length;
    const spread = (beta: number) =>
      Math.sqrt(lowered(beta).reduce((sum, q, i) => sum + (p[i]! * (1 - p[i]!) + q * (1 - q)) / 20, 0)) / p.length;
    // D = (t + z) SE_D, SE_D at the beta of D: a fixed point, each step's beta by bisection.
    let beta = 0;
    for (let i = 0; i < 30; i++) {
      const target = (T975_99 + Z80) * spread(beta);
      let [lo, hi] = [0, 10];
      for (let j = 0; j < 50; j++) {
        const mid = (lo + hi) / 2;
        if (dropAt(mid) < target) lo = mid;
        else hi = mid;
      }
      beta = hi;
    }
    const reference = dropAt(beta);
    const simulated = clusterPowerDrop(many.problems, many.problems, many.keys, GATE);
    expect(Math.abs(simulated / reference - 1)).toBeLessThan(0.06);
  });

  it('is the whole score when not even losing every pass is flagged often enough', () => {
    // 6 groups of 2 problems passed in none of 20 samples: no spread within the groups, so each problem is at its
    // group's rate p = 0.5 / 41, and a rerun seldom passes any.
    const empty = Array.from({ length: 12 }, (_, i) => ({ id: `p${i}`, n: 20, c: 0, group: `g${i % 6}` }));
    const drop = clusterPowerDrop(
      empty,
      empty,
      empty.map((p) => p.group),
      GATE,
    );
    expect(drop).toBeCloseTo(0.5 / 41, 12);
    // 5 groups passed in every sample: the exact sign test of 5 cannot reach p < 0.05 (2/32), and the figure is the
    // run's score 1, above the expected metric of the rates pulled off it.
    const full = Array.from({ length: 10 }, (_, i) => ({ id: `p${i}`, n: 20, c: 20, group: `g${i % 5}` }));
    const all = clusterPowerDrop(
      full,
      full,
      full.map((p) => p.group),
      GATE,
    );
    expect(all).toBe(1);
  });

  it('measures pass^k by its own expectation q^k', () => {
    const hat = clusterPowerDrop(problems, problems, keys, { ...GATE, metric: 'pass^k', k: 5 });
    const at = clusterPowerDrop(problems, problems, keys, { ...GATE, k: 5 });
    expect(hat).toBeGreaterThan(0);
    expect(hat).not.toBeCloseTo(at, 3);
  });
});

describe('the power figure of a comparison over groups', () => {
  const run = (source: string, problems: ProblemCounts[]): RunResults => ({
    source,
    format: 'passk',
    config: { temperature: 0.8, top_p: 0.95, n: 20, max_tokens: 512 },
    configSources: {},
    problems,
    warnings: [],
  });
  const { problems, keys } = suite(20, 8, 20);
  const candidate = problems.map((p, i) => ({ ...p, c: Math.max(0, p.c - (i % 3 === 0 ? 1 : 0)) }));
  /** The analytic noise drop of the t interval over the groups, with `degreesOfFreedom`, for this candidate. */
  const analyticNoiseDrop = (against: ProblemCounts[], degreesOfFreedom: number): number => {
    const units = resamplingUnits(
      Float64Array.from(against, (p, i) => (p.c - problems[i]!.c) / 20),
      keys,
    );
    const design = {
      margin: 0,
      alpha: 0.05,
      standardError: pairedStandardError(units),
      degreesOfFreedom,
      interval: 't' as const,
      samples: 20,
    };
    return gatePowerOf(unitsShape(units, design.samples), design).noiseDrop;
  };

  it('is simulated for the t interval over groups, and the analytic figure otherwise', () => {
    const report = compareRuns(run('base', problems), run('cand', candidate), DEFAULT_OPTIONS);
    const { power } = report.delta!;
    const simulated = clusterPowerDrop(problems, candidate, keys, { ...GATE, seed: DEFAULT_OPTIONS.seed });
    expect(report.bootstrap.method).toBe('t');
    expect(Math.abs(power.noise_drop / simulated - 1)).toBeLessThan(0.01);
    expect(power.drop).toBe(Math.max(power.noise_drop, power.floor_drop));
    expect(report.delta!.mde).toBe(power.drop);

    const bootstrap = compareRuns(run('base', problems), run('cand', candidate), {
      ...DEFAULT_OPTIONS,
      interval: 'expanded-percentile',
    });
    expect(bootstrap.delta!.power.noise_drop).toBeCloseTo(analyticNoiseDrop(candidate, bootstrap.delta!.df), 12);
  });

  it("keeps the analytic figure where the differences' spread makes it the larger", () => {
    // A candidate that passes each problem as often as the baseline fails it: the simulation from the baseline's
    // rates cannot see the spread of such differences.
    const mirrored = problems.map((p) => ({ ...p, c: 20 - p.c }));
    const report = compareRuns(run('base', problems), run('cand', mirrored), DEFAULT_OPTIONS);
    const analytic = analyticNoiseDrop(mirrored, report.delta!.df);
    const simulated = clusterPowerDrop(problems, mirrored, keys, {
      ...GATE,
      seed: DEFAULT_OPTIONS.seed,
      start: analytic,
    });
    expect(report.bootstrap.method).toBe('t');
    expect(analytic).toBeGreaterThan(simulated);
    expect(report.delta!.power.noise_drop).toBeCloseTo(analytic, 12);
  });

  it.each([
    [`more than ${CLUSTER_POWER_PROBLEMS} problems`, suite(CLUSTER_POWER_PROBLEMS / 5 + 1, 5, 20).problems],
    // 11 distinct pass counts among the 160 problems: 11 laws of 2 x 45,455 terms each.
    [`more than ${CLUSTER_POWER_TERMS} binomial terms`, suite(20, 8, 45_455).problems],
  ])('keeps the analytic figure with %s', (_, problems) => {
    const report = compareRuns(run('base', problems), run('cand', problems), { ...DEFAULT_OPTIONS, resamples: 200 });
    const units = resamplingUnits(
      new Float64Array(problems.length),
      problems.map((p) => p.group),
    );
    // No differences: the analytic noise drop is the variance the drop itself adds, the simulated one far more.
    const design = {
      margin: 0,
      alpha: 0.05,
      standardError: 0,
      degreesOfFreedom: report.delta!.df,
      interval: 't' as const,
      samples: problems[0]!.n,
    };
    const analytic = gatePowerOf(unitsShape(units, design.samples), design);
    expect(report.bootstrap.method).toBe('t');
    expect(report.delta!.power.noise_drop).toBeCloseTo(analytic.noiseDrop, 12);
  });
});
