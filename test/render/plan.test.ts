import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { planEval, type PlanOptions } from '../../src/plan/plan.js';
import { grouped, renderPlanTerminal } from '../../src/render/plan.js';
import { readExample } from '../plan/examples.js';

const baseline = await readExample('baseline.json');
const plan = (extra: Partial<PlanOptions> = {}) =>
  planEval(baseline, undefined, { ...DEFAULT_OPTIONS, submit: 1, ...extra });

describe('renderPlanTerminal', () => {
  it("colours the headline, the baseline's row and the answer to --target only when asked", () => {
    const report = plan({ target: 0.03 });
    const plain = renderPlanTerminal(report);
    expect(plain).not.toContain('\u001b[');
    const coloured = renderPlanTerminal(report, { color: true });
    expect(coloured.startsWith(`\u001b[1m${plain.split('\n')[0]}\u001b[0m`)).toBe(true);
    expect(coloured).toMatch(/\u001b\[1m {2}20 .*<- the baseline's n\u001b\[0m/);
    expect(coloured).toMatch(/\u001b\[32m {2}To catch 3.0 points: \d+ samples per problem/);
    expect(coloured.replace(/\u001b\[[0-9;]*m/g, '')).toBe(plain);
  });

  it('says when no n is enough, and when no suite is', () => {
    expect(renderPlanTerminal(plan({ target: 0.004 }))).toMatch(
      /No n up to 200 catches 0.4 points on 164 problems: that takes [\d,]+ problems at n = 200 \([\d,]+ completions\s+per run\) or [\d,]+ problems at n = 20/,
    );
    expect(renderPlanTerminal(plan({ margin: 0.02, target: 0.01 }))).toMatch(
      /No n and no number of problems catches 1.0 points: the gate flags a drop only once its interval clears the\s+2.0-point limit/,
    );
  });

  it("marks a row the sign test's floor sets", () => {
    // Two runs at temperature 0 barely vary: at n = 1 the few that can change must all move one way.
    const still = {
      ...baseline,
      problems: baseline.problems.map((p) => ({ ...p, c: p.c === 1 ? 1 : p.c < 10 ? 0 : 20 })),
    };
    const text = renderPlanTerminal(planEval(still, undefined, { ...DEFAULT_OPTIONS, submit: 1 }));
    expect(text).toMatch(/\n {2}1 .*\(\d+ problems must drop\)/);
  });

  it('groups thousands', () => {
    expect([0, 999, 1000, 32800, 1234567].map(grouped)).toEqual(['0', '999', '1,000', '32,800', '1,234,567']);
  });
});
