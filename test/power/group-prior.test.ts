import { describe, expect, it } from 'vitest';
import type { ProblemCounts } from '../../src/common/types.js';
import { groupPriorStrength, groupShrunkLogOdds } from '../../src/power/group-prior.js';
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
