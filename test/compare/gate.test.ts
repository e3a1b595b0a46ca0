import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/common/errors.js';
import { verdictFor } from '../../src/decide/verdict.js';
import { parseOptions } from '../../src/config/options.js';
import type { CheckReport } from '../../src/compare/model.js';
import { compareRuns, gate, type CheckOf } from '../support/comparisons.js';
import { familyChecks } from '../support/family-cases.js';
import { reportCase, run, shifted, suite } from '../support/report-cases.js';
import { expectValidGateReport } from '../support/report-schema.js';

const MIXED = ['no-regression', 'regression', 'improvement', 'inconclusive', 'refused-config'] as const;

/** A check's report without what the gate adds (its name, line, how it was tested, adjusted p), to compare alone. */
function asSingle(check: CheckReport) {
  const report = structuredClone(check) as Partial<CheckReport>;
  delete report.name;
  delete report.line;
  delete report.multiplicity;
  if (report.delta != null) delete report.delta.p_adjusted;
  return report;
}

describe('compareChecks', () => {
  it('with multiplicity none, gives each check the report compare gives it alone', () => {
    const checks = familyChecks(MIXED);
    const family = gate(checks, { method: 'none' });
    expectValidGateReport(family);
    checks.forEach((check, i) => {
      expect(asSingle(family.checks[i]!)).toEqual(
        asSingle(compareRuns(check.baseline, check.candidate, check.options)),
      );
      expect(family.checks[i]!.multiplicity.level).toBe(0.05);
    });
    expect(family).toMatchObject({ decision: 'refused', failed: true, verdict: 'refused' });
  });

  it('with bonferroni, gives each check the report compare gives it alone at confidence 1 - 0.05 / m', () => {
    const checks = familyChecks(MIXED);
    const family = gate(checks, { method: 'bonferroni' });
    expectValidGateReport(family);
    expect(family.multiplicity).toEqual({
      method: 'bonferroni',
      family_size: 5,
      confidence: 0.95,
      alpha: 0.05,
      joint: [],
    });
    checks.forEach((check, i) => {
      const alone = compareRuns(check.baseline, check.candidate, { ...check.options!, confidence: 0.99 });
      expect(asSingle(family.checks[i]!)).toEqual(asSingle(alone));
      if (alone.delta !== null)
        expect(family.checks[i]!.delta!.p_adjusted).toBeCloseTo(Math.min(1, 5 * alone.delta.p_value), 12);
    });
  });

  it('with holm, decides each check from the interval it shows and its adjusted p-value', () => {
    const family = gate(familyChecks(MIXED, { joint: true }), { method: 'holm' });
    expectValidGateReport(family);
    const alpha = 0.05;
    for (const check of family.checks) {
      if (check.delta === null) {
        expect(check.verdict).toBe('refused');
        // Not tested: counted as a check that claims no change, at the level of the step where Holm stopped.
        const unclaimed = family.checks.find((c) => c.delta !== null && c.multiplicity.step === null)!;
        expect(check.multiplicity).toEqual({ level: unclaimed.multiplicity.level, step: null, joint_with: [] });
        continue;
      }
      const { ci, p_adjusted: adjusted, p_value: p, margin, confidence } = check.delta;
      expect(verdictFor(ci, adjusted!, margin, alpha)).toBe(check.verdict);
      // The interval is at the level the check was tested at, and p is below that level exactly when it claims a change.
      expect(confidence).toBeCloseTo(1 - check.multiplicity.level, 12);
      expect(p < check.multiplicity.level).toBe(adjusted! < alpha);
      expect(check.multiplicity.step !== null).toBe(adjusted! < alpha);
    }
    // Each case keeps the verdict it was built to have; the two checks added on one suite change nothing.
    expect(family.checks.map((c) => [c.name, c.verdict])).toEqual([
      ['APPS', 'no-regression'],
      ['APPS pass@10 guard', 'inconclusive'],
      ['HumanEval', 'no-regression'],
      ['MBPP', 'regression'],
      ['HumanEval+', 'improvement'],
      ['LiveCodeBench greedy', 'inconclusive'],
      ['BigCodeBench', 'refused'],
    ]);
    // The regression and the improvement claim a change, at steps 1 and 2 of 7.
    const steps = family.checks.map((c) => [c.name, c.multiplicity.step]).filter(([, step]) => step !== null);
    expect(steps.map(([, step]) => step).sort()).toEqual([1, 2]);
    expect(family.checks.find((c) => c.name === 'MBPP')!.multiplicity.step).not.toBeNull();
  });

  it('counts a refused check in the family and still computes the others', () => {
    const family = gate(familyChecks(['regression', 'refused-config']), { method: 'bonferroni' });
    expect(family.multiplicity.family_size).toBe(2);
    expect(family.checks[0]!.delta!.confidence).toBe(0.975);
    expect(family.checks.map((c) => c.verdict)).toEqual(['regression', 'refused']);
    expect(family.decision).toBe('refused');
  });

  it('tests checks of the same problems jointly: two that move together count as one', () => {
    const { baseline, candidate } = reportCase('regression');
    const options = parseOptions({ resamples: '2000' });
    const other = reportCase('improvement');
    const checks: CheckOf[] = [
      { name: 'a', baseline, candidate, options, joint: 'same' },
      { name: 'a again', baseline, candidate, options, joint: 'same' },
      { name: 'b', baseline: other.baseline, candidate: other.candidate, options },
    ];
    const joint = gate(checks, { method: 'bonferroni' });
    expect(joint.multiplicity.joint).toEqual([['a', 'a again']]);
    expect(joint.checks[0]!.multiplicity.joint_with).toEqual(['a again']);
    // A(c) = c (the pair) + c (b): the level is 0.05 / 2, not 0.05 / 3.
    expect(joint.checks[0]!.multiplicity.level).toBeCloseTo(0.025, 3);
    expect(joint.checks[2]!.multiplicity.level).toBe(joint.checks[0]!.multiplicity.level);
    const apart = gate(
      checks.map((check) => ({ ...check, joint: undefined })),
      { method: 'bonferroni' },
    );
    expect(apart.checks[0]!.multiplicity.level).toBeCloseTo(0.05 / 3, 12);
    expect(apart.checks[0]!.delta!.ci[1] - apart.checks[0]!.delta!.ci[0]).toBeGreaterThan(
      joint.checks[0]!.delta!.ci[1] - joint.checks[0]!.delta!.ci[0],
    );
  });

  it('refuses a check too small to reach the level it may first be tested at, naming it', () => {
    // 7 problems, all worse: the sign test's smallest p is 2/2^7 = 0.0156, below 0.05 but not below 0.05 / 5.
    const problems = suite(20).slice(0, 7);
    const base = run('base.json', 'm', problems);
    const worse = run('cand.json', 'm', shifted(problems, 7, -5, 1));
    const options = parseOptions({ resamples: '2000' });
    const checks: CheckOf[] = Array.from({ length: 5 }, (_, i) => ({
      name: `c${i}`,
      label: `passk-gate.yml:${3 + i}: check "c${i}"`,
      baseline: base,
      candidate: worse,
      options,
    }));
    expect(() => gate(checks, { method: 'holm' })).toThrow(InputError);
    expect(() => gate(checks, { method: 'holm' })).toThrow(
      'passk-gate.yml:3: check "c0": cand.json: only 7 problems compared with base.json: even with every one worse, ' +
        "the sign-flip test's smallest p-value is 2/2^7 = 0.0156, not below 0.01, the level a check is first tested " +
        'at (1 - confidence over 5 checks), so the gate could never fail; a family of 5 checks at confidence 0.95 ' +
        'needs at least 8 problems: compare more problems, or use a confidence of 0.9, the highest round confidence at ' +
        'which 7 problems can show a change',
    );
    expect(gate(checks, { method: 'none' }).checks[0]!.verdict).toBe('regression');
  });

  it('is deterministic', () => {
    const a = gate(familyChecks(MIXED, { joint: true }), { method: 'holm' });
    const b = gate(familyChecks(MIXED, { joint: true }), { method: 'holm' });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});
