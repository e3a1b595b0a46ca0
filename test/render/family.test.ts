// The inconclusive checks of a gate, as its comment and its terminal report explain them: why each is
// inconclusive, then once what fail-on makes of them, in a sentence that holds for every one of them.
import { describe, expect, it } from 'vitest';
import { renderFamilyMarkdown } from '../../src/render/family-markdown.js';
import { renderFamilyTerminal } from '../../src/render/family-terminal.js';
import { compareFamily, type FamilyReport } from '../../src/report/family.js';
import { familyChecks } from '../support/family-cases.js';

/** Two inconclusive checks (four problems worse, too few for the exact sign test) at the given margins. */
function twoInconclusive(failOn: string, margins: readonly [string, string]): FamilyReport {
  const checks = familyChecks(['inconclusive', 'inconclusive'], { failOn });
  checks.forEach((check, i) => (check.options = { ...check.options, margin: Number(margins[i]) }));
  const report = compareFamily(checks, { method: 'holm', confidence: 0.95, config: 'passk-gate.yml' });
  expect(report.checks.map((check) => check.verdict)).toEqual(['inconclusive', 'inconclusive']);
  expect(report.checks.map((check) => check.delta!.margin)).toEqual(margins.map(Number));
  return report;
}

/** Both renderings, each as one line of text (the terminal's indents and the comment's breaks made spaces). */
function rendered(report: FamilyReport): string[] {
  return [renderFamilyMarkdown(report), renderFamilyTerminal(report)].map((text) => text.replace(/\s+/g, ' '));
}

describe('the rule for inconclusive checks in a gate', () => {
  it('under fail-on inconclusive, with different limits, names no one check’s limit for all', () => {
    for (const text of rendered(twoInconclusive('inconclusive', ['0.01', '0.03']))) {
      expect(text).toContain('2 checks are inconclusive:');
      expect(text).toContain(
        "With fail-on inconclusive the suite must show each check's metric is at most its limit worse, and for " +
          'these it does not.',
      );
      expect(text).not.toMatch(/must show pass@1 is at most/);
    }
  });

  it('under fail-on inconclusive, with one metric and limit, says that limit', () => {
    for (const text of rendered(twoInconclusive('inconclusive', ['0.02', '0.02']))) {
      expect(text).toContain(
        'With fail-on inconclusive the suite must show pass@1 is at most 2.0 points worse, and it does not.',
      );
    }
  });

  it('under fail-on regression, says that only a drop shown blocks, whatever the limits', () => {
    for (const text of rendered(twoInconclusive('regression', ['0.01', '0.03']))) {
      expect(text).toContain('With fail-on regression only a drop the suite can show blocks the merge.');
      expect(text).not.toMatch(/With fail-on inconclusive/);
    }
  });
});
