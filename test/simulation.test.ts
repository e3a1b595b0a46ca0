import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../src/options.js';
import { compareRuns } from '../src/report/compare.js';
import type { ProblemCounts, RunResults } from '../src/common/types.js';

function run(source: string, problems: ProblemCounts[]): RunResults {
  const config = { temperature: 0.8, top_p: 0.95, n: problems[0]!.n, max_tokens: 512 };
  return { source, format: 'passk', config, configSources: {}, problems, warnings: [] };
}

describe('sparse changes', () => {
  it('does not call a handful of flipped problems a regression (sparse changes)', () => {
    // One sample per problem, 164 problems, 4 drops and nothing else: what two runs of one temperature-0
    // configuration can differ by. The exact sign test gives p = 2/16 = 0.125.
    const base = Array.from({ length: 164 }, (_, i) => ({ id: `p${i}`, n: 1, c: i % 2 }));
    const cand = base.map((p, i) => ({ ...p, c: i < 8 && p.c === 1 ? 0 : p.c }));
    for (const interval of ['expanded-percentile', 'bca'] as const) {
      const report = compareRuns(run('base', base), run('cand', cand), { ...DEFAULT_OPTIONS, interval });
      expect(report.delta!.p_value).toBe(0.125);
      expect(report.delta!.p_exact).toBe(true);
      expect(report.verdict).toBe('inconclusive');
      expect(report.failed).toBe(false);
    }
    // BCa is too narrow here: its interval lies below 0, and only the sign test keeps the gate from failing.
    expect(
      compareRuns(run('base', base), run('cand', cand), { ...DEFAULT_OPTIONS, interval: 'bca' }).delta!.ci[1],
    ).toBeLessThan(0);
  });
});
