import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { planEval } from '../../src/plan/plan.js';
import { renderPlanTerminal } from '../../src/render/plan.js';
import { readExample } from '../plan/examples.js';

// The plan of plan.test.ts that simulates the examples in groups (a few seconds): kept out of the fast loop.
const baseline = await readExample('baseline.json');
const candidate = await readExample('candidate.json');

describe('renderPlanTerminal --target over groups', () => {
  it("sizes the suite in problems and in groups as large as the baseline's, as compare does", () => {
    const inGroups = (run: typeof baseline) => ({
      ...run,
      problems: run.problems.map((p, i) => ({ ...p, group: `g${Math.floor(i / 8)}` })),
    });
    const report = planEval(inGroups(baseline), inGroups(candidate), { ...DEFAULT_OPTIONS, submit: 1, target: 0.005 });
    expect(report.baseline.units).toBe(21);
    const text = renderPlanTerminal(report, { width: 400 });
    const sizes = [...text.matchAll(/([\d,]+) problems in about ([\d,]+) groups at n = (\d+)/g)];
    expect(sizes.length).toBeGreaterThan(0);
    for (const [, problems, groups] of sizes) {
      const count = Number(problems!.replaceAll(',', ''));
      expect(Number(groups!.replaceAll(',', ''))).toBe(Math.round((count * 21) / 164));
    }
  });
});
