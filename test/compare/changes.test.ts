// The largest drops and gains a report lists (src/compare/changes.ts): kept in one pass, as a full sort would.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { largestChanges } from '../../src/compare/changes.js';
import { CHANGES_LISTED } from '../../src/compare/model.js';
import type { ProblemCounts } from '../../src/common/types.js';
import { parseOptions } from '../../src/config/options.js';
import { passAtK } from '../../src/estimate/metric.js';
import { run as runOf } from '../support/runs.js';
import { compareRuns } from '../support/comparisons.js';

const run = (source: string, problems: ProblemCounts[]) => runOf(source, problems, { config: {} });

const counts = fc.tuple(fc.integer({ min: 1, max: 12 }), fc.nat(12)).map(([n, c]) => ({ n, c: Math.min(c, n) }));

/** largestChanges on per-problem values given as lists; the differences are candidate - baseline. */
function changes(ids: string[], base: number[], cand: number[], sign: 1 | -1) {
  const diff = Float64Array.from(cand, (c, i) => c - base[i]!);
  return largestChanges(ids, Float64Array.from(base), Float64Array.from(cand), diff, sign);
}

describe('largestChanges', () => {
  it('lists the drops, largest first, with both values and the change, and counts them', () => {
    const found = changes(['a', 'b', 'c', 'd', 'e'], [1, 0.5, 0.25, 0, 1], [0.5, 0.5, 0, 0.75, 0], 1);
    expect(found).toEqual({
      changes: [
        { id: 'e', baseline: 1, candidate: 0, delta: -1 },
        { id: 'a', baseline: 1, candidate: 0.5, delta: -0.5 },
        { id: 'c', baseline: 0.25, candidate: 0, delta: -0.25 },
      ],
      count: 3,
    });
  });

  it('lists the gains, largest first, with sign -1; no change is neither', () => {
    const found = changes(['a', 'b', 'c', 'd'], [0, 0.5, 0.25, 0], [0.5, 0.5, 1, 0.25], -1);
    expect(found.changes.map((c) => [c.id, c.delta])).toEqual([
      ['c', 0.75],
      ['a', 0.5],
      ['d', 0.25],
    ]);
    expect(found.count).toBe(3);
    expect(changes(['a'], [0.5], [0.5], 1)).toEqual({ changes: [], count: 0 });
    expect(changes(['a'], [0.5], [0.5], -1)).toEqual({ changes: [], count: 0 });
    expect(changes([], [], [], 1)).toEqual({ changes: [], count: 0 });
  });

  it('breaks ties by id, in code-unit order', () => {
    const ids = ['p10', 'p2', 'P3', 'p1'];
    const found = changes(ids, [1, 1, 1, 1], [0, 0, 0, 0], 1);
    expect(found.changes.map((c) => c.id)).toEqual(['P3', 'p1', 'p10', 'p2']);
  });

  it(`keeps the ${CHANGES_LISTED} largest and counts them all, ties at the cut kept by id`, () => {
    // 30 drops: p00..p29, p_i dropping by (i + 1) / 100; the 20 largest are p29 down to p10.
    const ids = Array.from({ length: 30 }, (_, i) => `p${String(i).padStart(2, '0')}`);
    const found = changes(
      ids,
      ids.map(() => 1),
      ids.map((_, i) => 1 - (i + 1) / 100),
      1,
    );
    expect(found.count).toBe(30);
    expect(found.changes.map((c) => c.id)).toEqual(ids.slice(10).reverse());
    // 25 equal drops, given in reverse: the first 20 ids.
    const equal = changes(
      [...ids.slice(0, 25)].reverse(),
      ids.slice(0, 25).map(() => 1),
      ids.slice(0, 25).map(() => 0),
      1,
    );
    expect(equal.count).toBe(25);
    expect(equal.changes.map((c) => c.id)).toEqual(ids.slice(0, 20));
  });

  it('lists the largest drops and gains as a full sort would', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(counts, counts), { minLength: 6, maxLength: 80 }), (pairs) => {
        const order = pairs.map((_, i) => `p${(i * 7919) % 1000}-${i}`);
        const baseline = pairs.map(([b], i) => ({ id: order[i]!, n: 12, c: b.c }));
        const candidate = pairs.map(([, c], i) => ({ id: order[i]!, n: 12, c: c.c }));
        const report = compareRuns(run('b', baseline), run('c', candidate), {
          ...parseOptions({}),
          matchConfig: [],
          resamples: 100,
        });
        const changes = baseline.map((b, i) => ({
          id: b.id,
          delta: passAtK(12, candidate[i]!.c, 1) - passAtK(12, b.c, 1),
        }));
        const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
        const drops = changes.filter((x) => x.delta < 0).sort((a, b) => a.delta - b.delta || byId(a, b));
        const gains = changes.filter((x) => x.delta > 0).sort((a, b) => b.delta - a.delta || byId(a, b));
        expect(report.flips.map((f) => f.id)).toEqual(drops.slice(0, CHANGES_LISTED).map((x) => x.id));
        expect(report.gains.map((f) => f.id)).toEqual(gains.slice(0, CHANGES_LISTED).map((x) => x.id));
        expect(report.changed).toEqual({ dropped: drops.length, gained: gains.length });
      }),
      { seed: 9, numRuns: 200 },
    );
  });
});
