import { describe, expect, it } from 'vitest';
import { cells, designDrop, simulateCell, simulateGrouped } from '../../bench/sequential-sim.js';

/**
 * The sequential gate's guarantees (issue 23) on a smaller seeded run of bench/sequential-sim.ts, whose full
 * table (4,000 replications per cell) is in docs/sequential.md. Each bound allows two Monte Carlo standard errors.
 */
const se = (p: number, n: number) => Math.sqrt((p * (1 - p)) / n);

describe('the sequential gate, HumanEval-like (164 problems, n = 20, 4 looks)', () => {
  const drop = designDrop(1);
  const [none, design, twice, margin] = cells(drop);

  it('blocks no more than one-sided alpha (2.5%) of candidates with no change, over all looks', () => {
    const n = 1200;
    const result = simulateCell(none!, n, 11, { fixed: false });
    expect(result.sequentialBlocks).toBeLessThanOrEqual(0.025 + 2 * se(0.025, n));
  });

  it("catches the fixed gate's 80%-power drop within 3 points of the fixed gate's power", () => {
    const n = 300;
    const result = simulateCell(design!, n, 12, { resamples: 2000 });
    expect(result.fixedBlocks).toBeGreaterThan(0.7);
    // The two gates decide on the same runs: their difference varies far less than either; 2 SE of one is generous.
    expect(result.fixedBlocks - result.sequentialBlocks).toBeLessThanOrEqual(0.03 + 2 * se(result.fixedBlocks, n));
  });

  it('spends at most 60% of the fixed eval on a drop twice that, and on no change with margin 0.02', () => {
    const n = 250;
    for (const [cell, seed] of [
      [twice!, 13],
      [margin!, 14],
    ] as const) {
      const result = simulateCell(cell, n, seed, { fixed: false });
      // A completion share's SE is below 0.5 / sqrt(n): the stop is one of four looks, a quarter of the suite apart.
      expect(result.completionShare, cell.name).toBeLessThanOrEqual(0.6 + 2 * (0.5 / Math.sqrt(n)));
      if (cell.drop > 0) expect(result.sequentialBlocks).toBeGreaterThan(0.95);
      else expect(result.sequentialBlocks).toBe(0);
    }
  });
});

/** Group sizes of a suite of 500 problems with a few large groups (as SWE-bench Verified's repositories). */
const UNEQUAL_12 = [231, 75, 44, 34, 32, 22, 22, 19, 10, 8, 2, 1];

describe('the sequential gate over groups (20 groups of 8 related problems, n = 20, 4 looks)', () => {
  it('blocks no more than one-sided alpha with no change on average, where a plan over the problems blocks far more', () => {
    // Each group's problems share part of the candidate's change (sd 0.5 on the log-odds), the population's mean
    // pass@1 unchanged. No futility stop, which only ever passes earlier.
    const n = 2000;
    const result = simulateGrouped({ sizes: new Array<number>(20).fill(8), groupEffectSd: 0.5 }, 0, n, 21, {
      futility: false,
    });
    console.log(
      `no change over 20 groups: blocked ${(100 * result.groupedBlocks).toFixed(2)}% over groups, ` +
        `${(100 * result.problemBlocks).toFixed(2)}% over problems`,
    );
    expect(result.groupedBlocks).toBeLessThanOrEqual(0.025 + 2 * se(0.025, n));
    // The same runs looked at problem by problem: the case the groups are for.
    expect(result.problemBlocks).toBeGreaterThan(2 * 0.025);
  });

  // On groups - 1 df these blocked 4.97% and 7.10% (3,000 replications each); a few large groups carry the SE.
  it.each([
    ['30 groups of ceil(60 / i) problems, 4 looks', Array.from({ length: 30 }, (_, i) => Math.ceil(60 / (i + 1))), 4],
    ['12 groups of 231, 75, 44, 34, 32, 22, 22, 19, 10, 8, 2 and 1 problems, 2 looks', UNEQUAL_12, 2],
  ])('holds one-sided alpha with groups of unequal sizes: %s', (_, sizes, looks) => {
    const n = 2000;
    const result = simulateGrouped({ sizes, groupEffectSd: 0.5 }, 0, n, 31, { futility: false, looks });
    console.log(`no change, unequal groups (${sizes.length}): blocked ${(100 * result.groupedBlocks).toFixed(2)}%`);
    expect(result.groupedBlocks).toBeLessThanOrEqual(0.025 + 2 * se(0.025, n));
  });
});
