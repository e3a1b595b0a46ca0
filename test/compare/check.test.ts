// The fast paths that keep large suites quick must give exactly what the straightforward code gives.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alignProblems } from '../../src/check/pairing.js';
import { passAtK, passHatK, perProblemValues } from '../../src/estimate/metric.js';
import { parseOptions } from '../../src/config/options.js';
import { compareRuns } from '../support/runs.js';
import { CHANGES_LISTED } from '../../src/compare/model.js';
import type { ProblemCounts } from '../../src/common/types.js';
import { run as runOf } from '../support/runs.js';

const run = (source: string, problems: ProblemCounts[]) => runOf(source, problems, { config: {} });

const counts = fc.tuple(fc.integer({ min: 1, max: 12 }), fc.nat(12)).map(([n, c]) => ({ n, c: Math.min(c, n) }));

describe('pairing and per-problem values', () => {
  it('pairs two runs in the same order as it pairs them in any other order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(counts, counts), { minLength: 1, maxLength: 40 }), fc.nat(), (pairs, shift) => {
        const baseline = pairs.map(([b], i) => ({ id: `p${i}`, ...b }));
        const candidate = pairs.map(([, c], i) => ({ id: `p${i}`, ...c }));
        const rotated = candidate.map((_, i) => candidate[(i + shift) % candidate.length]!);
        const same = alignProblems(run('b', baseline), run('c', candidate), 'strict');
        const other = alignProblems(run('b', baseline), run('c', rotated), 'strict');
        expect(same).toEqual(other);
        expect(same.aligned.candidate.map((p) => p.id)).toEqual(baseline.map((p) => p.id));
      }),
      { seed: 7, numRuns: 300 },
    );
  });

  it('gives every problem its own estimate, however the pairs repeat', () => {
    fc.assert(
      fc.property(fc.array(counts, { maxLength: 60 }), fc.integer({ min: 1, max: 3 }), (problems, k) => {
        const usable = problems.filter((p) => p.n >= k).map((p, i) => ({ id: `p${i}`, ...p }));
        expect([...perProblemValues(usable, k, 'pass@k')]).toEqual(usable.map((p) => passAtK(p.n, p.c, k)));
        expect([...perProblemValues(usable, k, 'pass^k')]).toEqual(usable.map((p) => passHatK(p.n, p.c, k)));
      }),
      { seed: 8, numRuns: 300 },
    );
    expect(() => perProblemValues([{ id: 'a', n: 5, c: 1.5 }], 1, 'pass@k')).toThrow(RangeError);
    expect(() =>
      perProblemValues(
        [
          { id: 'a', n: 5, c: 2 },
          { id: 'b', n: 5, c: 6 },
        ],
        1,
        'pass@k',
      ),
    ).toThrow(RangeError);
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
