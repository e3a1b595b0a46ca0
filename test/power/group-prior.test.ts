import { describe, expect, it } from 'vitest';
import type { ProblemCounts } from '../../src/common/types.js';
import { groupPriorStrength, groupShrunkLogOdds, suiteRatePrior } from '../../src/power/group-prior.js';
import { Xoshiro128 } from '../../src/resample/random.js';
import { unitMap } from '../../src/resample/units.js';
import { binomialDraw } from '../support/binomial.js';
import { betaDraw } from '../simulation/population.js';

describe("the simulation's pass rates, pulled toward their group's", () => {
  /** `groups` groups of `size` problems at n = 20, p ~ Beta(m mu_g, m (1 - mu_g)) within group g. */
  function betaBinomialSuite(groups: number, size: number, strength: number, seed: number) {
    const rng = new Xoshiro128(seed);
    const problems: ProblemCounts[] = [];
    for (let g = 0; g < groups; g++) {
      const mu = 0.1 + 0.8 * rng.nextDouble();
      for (let i = 0; i < size; i++) {
        const p = betaDraw(rng, strength * mu, strength * (1 - mu));
        problems.push({ id: `p${problems.length}`, n: 20, c: binomialDraw(rng, 20, p), group: `g${g}` });
      }
    }
    return { problems, map: unitMap(problems.map((p) => p.group)) };
  }

  it('take the strength of a beta prior within groups by moments', () => {
    for (const strength of [1, 4, 16]) {
      const { problems, map } = betaBinomialSuite(2000, 10, strength, strength);
      expect(groupPriorStrength(problems, map) / strength).toBeGreaterThan(0.9);
      expect(groupPriorStrength(problems, map) / strength).toBeLessThan(1.1);
    }
  });

  it("are each group's own with no spread beyond the binomial, and the plug-in without groups of two", () => {
    // Every problem of a group at the same true rate: the spread within groups is binomial noise.
    const rng = new Xoshiro128(3);
    const alike = Array.from({ length: 4000 }, (_, i) => ({
      id: `p${i}`,
      n: 20,
      c: binomialDraw(rng, 20, 0.2 + 0.6 * ((i % 400) / 400)),
      group: `g${i % 400}`,
    }));
    expect(groupPriorStrength(alike, unitMap(alike.map((p) => p.group)))).toBeGreaterThan(200);
    const pairs = [
      { id: 'a', n: 20, c: 3, group: 'g' },
      { id: 'b', n: 20, c: 9, group: 'g' },
    ];
    const flat = groupShrunkLogOdds(pairs, unitMap(['g', 'g']));
    // Within the one group: tau^2 = 9/200 - 0.0202... > 0, so each is pulled part way toward 12.5 / 41.
    const [a, b] = flat.map((z) => 1 / (1 + Math.exp(-z)));
    expect(a).toBeGreaterThan(3.5 / 21);
    expect(b).toBeLessThan(9.5 / 21);
    expect(a).toBeLessThan(12.5 / 41);
    const singles = groupShrunkLogOdds(pairs, unitMap(['g', 'h']));
    expect(singles[0]).toBeCloseTo(Math.log(3.5 / 17.5), 12);
    expect(singles[1]).toBeCloseTo(Math.log(9.5 / 11.5), 12);
  });
});

describe('the strength of the prior, against a computation by hand', () => {
  // Groups g (three problems of n = 10 and one of n = 1, left out), h (two of n = 4) and i (one problem, left out).
  const suite: ProblemCounts[] = [
    { id: 'a', n: 10, c: 2, group: 'g' },
    { id: 'b', n: 10, c: 5, group: 'g' },
    { id: 'c', n: 10, c: 9, group: 'g' },
    { id: 'd', n: 4, c: 1, group: 'h' },
    { id: 'e', n: 4, c: 3, group: 'h' },
    { id: 'f', n: 10, c: 7, group: 'i' },
    { id: 'g', n: 1, c: 1, group: 'g' },
  ];

  it('takes a = V / tau^2 over the groups of two or more problems of n >= 2, and 0 where there are none', () => {
    // numpy: P = 5, G = 2, tau^2 = 0.087778, a = 2.405063.
    expect(groupPriorStrength(suite, unitMap(suite.map((p) => p.group)))).toBeCloseTo(2.40506329113924, 10);
    expect(groupPriorStrength(suite.slice(2, 4), unitMap(['g', 'h']))).toBe(0);
  });

  it("pulls each problem all the way to its group's (C + 0.5) / (N + 1) where the spread is binomial alone", () => {
    const alike = [
      { id: 'a', n: 20, c: 4 },
      { id: 'b', n: 20, c: 4 },
    ];
    expect(groupShrunkLogOdds(alike, unitMap(['g', 'g']))[0]).toBeCloseTo(Math.log(8.5 / 32.5), 12);
  });

  it("gives the suite's beta prior: the failure rate's for pass@k, the pass rate's for pass^k, at most 1e9 strong", () => {
    // numpy over the whole suite as one group: a = 4.668008, pooled rate (C + 0.5) / (N + 1) = 0.57.
    const failing = suiteRatePrior('pass@k', suite)!;
    expect(failing.alpha).toBeCloseTo(2.0072434607645877, 10);
    expect(failing.beta).toBeCloseTo(2.66076458752515, 10);
    const passing = suiteRatePrior('pass^k', suite)!;
    expect(passing.alpha).toBeCloseTo(2.66076458752515, 10);
    expect(passing.beta).toBeCloseTo(2.0072434607645877, 10);
    const alike = [
      { id: 'a', n: 20, c: 4 },
      { id: 'b', n: 20, c: 4 },
    ];
    expect(suiteRatePrior('pass@k', alike)).toEqual({
      alpha: expect.closeTo(792682926.8292683, 4),
      beta: expect.closeTo(207317073.1707317, 4),
    });
  });
});
