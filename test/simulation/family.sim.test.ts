import { describe, expect, it } from 'vitest';
import type { Multiplicity } from '../../src/common/types.js';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { finishGate, prepareGate, type CheckRuns } from '../../src/compare/gate.js';
import { Xoshiro128 } from '../../src/resample/random.js';
import { gateVerdictsOf } from '../support/comparisons.js';
import { calibrateShift, drawCounts, drawSuite, populationDifference, runOf } from './population.js';

/**
 * The gate over several checks, by seeded simulation through `prepareGate` and the verdicts `finishGate` gives
 * (`gateVerdictsOf`, tied to `finishGate` below; `compareChecks`, the path `passk-gate gate` runs, is the two),
 * on the populations of the coverage study: suites of 164 problems whose pass rates are drawn from
 * Beta(0.3, 0.25), n = 20 samples per problem, a change as a shift of every problem's log-odds (plus, where
 * said, a per-problem effect N(0, 0.5^2)), its size the population's pass@k difference. Each replication draws
 * new suites and new runs. 1,000 resamples per check: 1/1001 is below the first level of 5 checks, 0.01.
 */
const REPLICATIONS = 1000;
const PROBLEMS = 164;
const N = 20;
const OPTIONS = { ...DEFAULT_OPTIONS, resamples: 1000 };
const Z = 2;

/** One Monte Carlo standard error of a rate from `REPLICATIONS` replications. */
const se = (rate: number): number => Math.sqrt((rate * (1 - rate)) / REPLICATIONS);
const percent = (rate: number): string => `${(rate * 100).toFixed(1)}% (SE ${(se(rate) * 100).toFixed(1)})`;

/** A check of one suite: a fresh baseline run and candidate run drawn from the suite's pass rates. */
function suiteCheck(rng: Xoshiro128, name: string, beta: number, tau: number, seed: number): CheckRuns {
  const { p, q } = drawSuite(rng, PROBLEMS, beta, tau);
  return {
    name,
    line: null,
    label: '',
    baseline: runOf(`${name}-base`, drawCounts(rng, p, N)),
    candidate: runOf(`${name}-cand`, drawCounts(rng, q, N)),
    options: { ...OPTIONS, seed },
  };
}

type Verdicts = ReturnType<typeof gateVerdictsOf>;

/** The gate under each method, decided on the same resamples. */
function gates<M extends Multiplicity>(checks: CheckRuns[], methods: readonly M[]): Record<M, Verdicts> {
  const prepared = prepareGate(checks, { method: 'holm', confidence: 0.95, configFile: null });
  return Object.fromEntries(methods.map((method) => [method, gateVerdictsOf(prepared, method)])) as Record<M, Verdicts>;
}

const regressed = (report: Verdicts): boolean => report.checks.some((c) => c.verdict === 'regression');

/** A check of pass@1 and one of pass@10 of one suite, tested jointly or not. */
const atBothK = (suite: CheckRuns, joint: boolean): CheckRuns[] =>
  [1, 10].map((k) => ({
    ...suite,
    name: `pass@${k}`,
    options: { ...suite.options, k },
    ...(joint ? { joint: 'suite' } : {}),
  }));

describe('the verdicts the simulations count', () => {
  it("are finishGate's: each check's verdict and interval, and the joint sets, under every method", () => {
    const rng = new Xoshiro128(9);
    const beta = calibrateShift((b) => populationDifference(1, b, 0), -0.04);
    const seen = new Set<string>();
    for (let r = 0; r < 20; r++) {
      const families = [
        [
          suiteCheck(rng, 'worse', beta, 0, r),
          ...Array.from({ length: 4 }, (_, s) => suiteCheck(rng, `same${s}`, 0, 0, r)),
        ],
        atBothK(suiteCheck(rng, 'suite', beta, 0.5, r), true),
        atBothK(suiteCheck(rng, 'suite', beta, 0.5, r), false),
      ];
      for (const checks of families) {
        const prepared = prepareGate(checks, { method: 'holm', confidence: 0.95, configFile: null });
        for (const method of ['holm', 'bonferroni', 'none'] as const) {
          const report = finishGate(prepared, method);
          const joint = report.multiplicity.joint.map((names) =>
            names.map((name) => checks.findIndex((c) => c.name === name)),
          );
          expect(gateVerdictsOf(prepared, method)).toEqual({
            checks: report.checks.map((c) => ({ verdict: c.verdict, ci: c.delta?.ci ?? null })),
            joint,
          });
          report.checks.forEach((c) => seen.add(c.verdict));
        }
      }
    }
    expect([...seen].sort()).toEqual(['improvement', 'inconclusive', 'regression']);
  }, 600_000);
});

describe('a gate of 5 independent suites (seeded simulation, 1,000 replications)', () => {
  it('with no change, reports a regression in at most 2.5% + 2 SE of replications under holm; per check, far more', () => {
    const rng = new Xoshiro128(2024);
    const counts = { holm: 0, bonferroni: 0, none: 0 };
    for (let r = 0; r < REPLICATIONS; r++) {
      const reports = gates(
        Array.from({ length: 5 }, (_, s) => suiteCheck(rng, `suite${s}`, 0, 0, r)),
        ['holm', 'bonferroni', 'none'],
      );
      for (const method of ['holm', 'bonferroni', 'none'] as const) if (regressed(reports[method])) counts[method]++;
    }
    const holm = counts.holm / REPLICATIONS;
    const none = counts.none / REPLICATIONS;
    console.log(
      `no change, 5 suites: any regression under holm ${percent(holm)}, bonferroni ` +
        `${percent(counts.bonferroni / REPLICATIONS)}; per check (none) ${percent(none)}`,
    );
    expect(holm).toBeLessThanOrEqual(0.025 + Z * se(0.025));
    // Per check, five gates at 2.5% each: 1 - 0.975^5 = 11.9%.
    expect(Math.abs(none - (1 - 0.975 ** 5))).toBeLessThanOrEqual(Z * se(0.119) + 0.02);
  }, 600_000);

  it.each([4, 2])(
    'with one suite %i points worse, catches it less often than per check would: the price',
    (drop) => {
      const rng = new Xoshiro128(drop);
      const beta = calibrateShift((b) => populationDifference(1, b, 0), -drop / 100);
      const caught = { holm: 0, bonferroni: 0, none: 0 };
      const falseAlarm = { holm: 0, bonferroni: 0, none: 0 };
      for (let r = 0; r < REPLICATIONS; r++) {
        const checks = [
          suiteCheck(rng, 'worse', beta, 0, r),
          ...Array.from({ length: 4 }, (_, s) => suiteCheck(rng, `same${s}`, 0, 0, r)),
        ];
        const reports = gates(checks, ['holm', 'bonferroni', 'none']);
        for (const method of ['holm', 'bonferroni', 'none'] as const) {
          const report = reports[method];
          if (report.checks[0]!.verdict === 'regression') caught[method]++;
          if (report.checks.slice(1).some((c) => c.verdict === 'regression')) falseAlarm[method]++;
        }
      }
      const rate = (count: number) => count / REPLICATIONS;
      console.log(
        `one suite ${drop} points worse, four unchanged: caught under holm ${percent(rate(caught.holm))}, ` +
          `bonferroni ${percent(rate(caught.bonferroni))}, per check (none) ${percent(rate(caught.none))}; ` +
          `a regression in an unchanged suite: holm ${percent(rate(falseAlarm.holm))}, bonferroni ` +
          `${percent(rate(falseAlarm.bonferroni))}, none ${percent(rate(falseAlarm.none))}`,
      );
      expect(caught.holm).toBeLessThanOrEqual(caught.none);
      expect(caught.bonferroni).toBeLessThanOrEqual(caught.holm);
      expect(rate(caught.holm)).toBeGreaterThan(drop === 4 ? 0.95 : 0.3);
      expect(rate(falseAlarm.holm)).toBeLessThanOrEqual(0.025 + Z * se(0.025));
    },
    600_000,
  );
});

describe('pass@1 and pass@10 of one suite, tested jointly (seeded simulation, 1,000 replications)', () => {
  it('gives intervals narrower than Bonferroni that still cover both true changes 95% of the time together', () => {
    const rng = new Xoshiro128(110);
    const tau = 0.5;
    const beta = calibrateShift((b) => populationDifference(1, b, tau), -0.03);
    const truth = [1, 10].map((k) => populationDifference(k, beta, tau));
    const covered = { joint: 0, bonferroni: 0 };
    const width = { joint: [0, 0], bonferroni: [0, 0] };
    let jointly = 0;
    let claims = 0;
    for (let r = 0; r < REPLICATIONS; r++) {
      const suite = suiteCheck(rng, 'suite', beta, tau, r);
      for (const [kind, report] of [
        ['joint', gates(atBothK(suite, true), ['bonferroni']).bonferroni],
        ['bonferroni', gates(atBothK(suite, false), ['bonferroni']).bonferroni],
      ] as const) {
        if (report.checks.every((c, i) => c.ci![0] <= truth[i]! && truth[i]! <= c.ci![1])) covered[kind]++;
        report.checks.forEach((c, i) => (width[kind][i]! += c.ci![1] - c.ci![0]));
        if (kind === 'joint' && report.joint.length > 0) jointly++;
      }
    }
    // And with no change at all, the joint test keeps the family-wise rate of claims.
    for (let r = 0; r < REPLICATIONS; r++) {
      const suite = suiteCheck(rng, 'same', 0, tau, r);
      if (
        gates(atBothK(suite, true), ['holm']).holm.checks.some(
          (c) => c.verdict === 'regression' || c.verdict === 'improvement',
        )
      )
        claims++;
    }
    const rate = (count: number) => count / REPLICATIONS;
    const ratio = width.joint.map((w, i) => w / width.bonferroni[i]!);
    console.log(
      `pass@1 and pass@10, 3 points worse: tested jointly in ${percent(rate(jointly))}; both covered jointly ` +
        `${percent(rate(covered.joint))}, Bonferroni ${percent(rate(covered.bonferroni))}; joint width / Bonferroni ` +
        `width ${ratio.map((x) => x.toFixed(3)).join(', ')}; no change: a claim in ${percent(rate(claims))}`,
    );
    expect(jointly).toBeGreaterThan(0.95 * REPLICATIONS);
    expect(rate(covered.joint)).toBeGreaterThanOrEqual(0.95 - Z * se(0.95));
    for (const x of ratio) expect(x).toBeLessThan(1);
    expect(rate(claims)).toBeLessThanOrEqual(0.05 + Z * se(0.05));
  }, 600_000);
});
