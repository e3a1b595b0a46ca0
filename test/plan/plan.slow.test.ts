import { describe, expect, it } from 'vitest';
import type { RunResults } from '../../src/common/types.js';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { planEval, type PlanOptions } from '../../src/plan/plan.js';
import { run } from '../support/runs.js';

// The plans of plan.test.ts that simulate a few hundred problems in groups (a few seconds each): kept out of the
// fast loop.
const options = (extra: Partial<PlanOptions> = {}): PlanOptions => ({ ...DEFAULT_OPTIONS, submit: 1, ...extra });

const rowAt = (plan: ReturnType<typeof planEval>, n: number) => plan.rows.find((row) => row.n === n)!;

describe('planEval --target over unequal groups', () => {
  // A tester's run: 155 problems at n = 10 in a group of 120 and seven of 5, where the t interval has 1.5 df.
  const counts = [
    6, 7, 8, 6, 10, 0, 1, 1, 10, 3, 10, 3, 10, 10, 4, 0, 10, 10, 4, 0, 0, 10, 4, 10, 0, 4, 10, 0, 0, 3, 5, 7, 0, 10, 0,
    6, 8, 8, 6, 0, 10, 10, 9, 4, 10, 4, 2, 10, 10, 0, 10, 0, 0, 4, 4, 9, 4, 0, 4, 8, 5, 0, 2, 0, 4, 0, 9, 10, 9, 1, 10,
    10, 10, 9, 0, 7, 6, 10, 3, 1, 10, 0, 1, 10, 0, 10, 0, 6, 0, 0, 2, 1, 0, 8, 10, 7, 6, 9, 10, 10, 10, 7, 0, 9, 0, 1,
    4, 7, 1, 10, 10, 10, 10, 0, 10, 2, 10, 10, 10, 10, 0, 9, 1, 0, 10, 9, 0, 0, 10, 10, 10, 2, 7, 10, 0, 4, 10, 9, 10,
    6, 9, 2, 4, 2, 0, 0, 7, 1, 0, 10, 4, 0, 5, 4, 0,
  ];
  /** `m` copies of that run, each copy in groups of its own; at n = 1, a problem passes where it passed 5 of 10. */
  const copies = (m: number, n = 10): RunResults =>
    run(
      `copies-${m}.json`,
      Array.from({ length: 155 * m }, (_, j) => {
        const i = j % 155;
        const group = i < 120 ? 'big' : `small${Math.floor((i - 120) / 5)}`;
        const c = n === 10 ? counts[i]! : Number(counts[i]! >= 5);
        return { id: `P/${j}`, n, c, group: `${group}-${Math.floor(j / 155)}` };
      }),
    );

  it('sizes the suite as its rows do: more problems than it has when its row misses, more than two copies when theirs does', () => {
    for (const k of [1, 10]) {
      const plan = planEval(copies(1), undefined, options({ k, target: 0.02 }));
      const needed = plan.target!.problems.find((option) => option.n === 200)!.problems!;
      expect(rowAt(plan, 200).drop, `k = ${k}`).toBeGreaterThan(0.02);
      expect(needed, `k = ${k}`).toBeGreaterThan(155);
      // Two copies planned as a suite of their own (310 problems, their groups simulated) catch 2 points at
      // k = 1 and not at k = 10: the problems needed are at most 310 exactly when they do.
      const twice = rowAt(planEval(copies(2), undefined, options({ k })), 200).drop;
      expect(needed <= 310, `k = ${k}: ${needed} needed, two copies catch ${twice}`).toBe(twice <= 0.02);
      expect(twice <= 0.02).toBe(k === 1);
    }
  });

  it("plans a larger suite like this one at one sample as copies of it: the big groups' few df stay few", () => {
    const rows = planEval(copies(1, 1), undefined, options({ suites: [310, 465] })).rows;
    for (const m of [2, 3]) {
      const own = planEval(copies(m, 1), undefined, options({ suites: [] })).rows[0]!;
      const row = rows.find((r) => r.problems === 155 * m)!;
      expect(row.df, `${m} copies`).toBeCloseTo(own.df, 12);
      expect(row.drop, `${m} copies`).toBeCloseTo(own.drop, 12);
    }
  });
});
