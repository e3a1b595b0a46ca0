// The report's shape (src/compare/model.ts): the v1 view of a one-check gate, and the JSON `--json` writes.
import { describe, expect, it } from 'vitest';
import {
  COMPARISON_FORMAT,
  comparisonView,
  reportJson,
  type CheckReport,
  type GateReport,
} from '../../src/compare/model.js';
import { problems, run } from '../support/runs.js';
import { comparison } from '../support/comparisons.js';

const baseline = run('b.json', problems([10, 9, 8, 7, 6, 5, 4, 3, 2, 1], 10));
const candidate = run('c.json', problems([9, 9, 7, 7, 5, 5, 3, 3, 1, 1], 10));

describe('comparisonView', () => {
  it("is the one check's report without what the gate adds, under the v1 format, key for key", () => {
    const report = comparison(baseline, candidate);
    const check = report.checks[0]!;
    const view = comparisonView(report);
    const gateOnly = ['name', 'line', 'multiplicity'];
    expect(Object.keys(view)).toEqual(['format', ...Object.keys(check).filter((key) => !gateOnly.includes(key))]);
    expect(view.format).toBe(COMPARISON_FORMAT);
    expect(view.format).toBe('passk-gate-report/v1');
    expect(view.verdict).toBe(check.verdict);
    expect(view.baseline).toEqual(check.baseline);
  });

  it('leaves out the adjusted p-value, which a lone comparison does not have, and changes nothing of the gate report', () => {
    const report = comparison(baseline, candidate);
    const before = structuredClone(report);
    expect(report.checks[0]!.delta!.p_adjusted).toBeDefined();
    const view = comparisonView(report);
    expect(view.delta).not.toHaveProperty('p_adjusted');
    const rest: Partial<NonNullable<CheckReport['delta']>> = { ...report.checks[0]!.delta! };
    delete rest.p_adjusted;
    expect(view.delta).toEqual(rest);
    expect(report).toEqual(before);
  });

  it('keeps a refused check without a delta as such', () => {
    const report = comparison(baseline, candidate);
    const refused: GateReport = { ...report, checks: [{ ...report.checks[0]!, delta: null }] };
    expect(comparisonView(refused).delta).toBeNull();
  });
});

describe('reportJson', () => {
  it('writes the report as JSON indented by two spaces, ending in a newline', () => {
    const report = comparison(baseline, candidate);
    const json = reportJson(report);
    expect(json.endsWith('}\n')).toBe(true);
    expect(json.startsWith('{\n  "format": "passk-gate-report/v2",\n  "decision": ')).toBe(true);
    expect(JSON.parse(json)).toEqual(report);
    expect(reportJson(comparisonView(report)).startsWith('{\n  "format": "passk-gate-report/v1",\n')).toBe(true);
  });
});
