import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { compareRuns } from '../support/comparisons.js';
import { runOf as run } from './population.js';

describe('sparse changes', () => {
  it('does not call a handful of flipped problems a regression (sparse changes)', () => {
    // One sample per problem, 164 problems, 4 drops and nothing else: what two runs of one temperature-0
    // configuration can differ by. The exact sign test gives p = 2/16 = 0.125.
    const base = Array.from({ length: 164 }, (_, i) => ({ id: `p${i}`, n: 1, c: i % 2 }));
    const cand = base.map((p, i) => ({ ...p, c: i < 8 && p.c === 1 ? 0 : p.c }));
    for (const interval of ['expanded-percentile', 't'] as const) {
      const report = compareRuns(run('base', base), run('cand', cand), { ...DEFAULT_OPTIONS, interval });
      expect(report.delta!.p_value).toBe(0.125);
      expect(report.delta!.p_exact).toBe(true);
      expect(report.verdict).toBe('inconclusive');
      expect(report.failed).toBe(false);
    }
    // The t interval lies below 0 here: only the sign test keeps the gate from failing.
    expect(
      compareRuns(run('base', base), run('cand', cand), { ...DEFAULT_OPTIONS, interval: 't' }).delta!.ci[1],
    ).toBeLessThan(0);
  });
});
