import { describe, expect, it } from 'vitest';
import { gateOutputs, LOOK_OUTPUT_NAMES, lookOutputs, reportFileName } from '../../src/publish/outputs.js';
import { SEQUENTIAL_LOOK_FORMAT, type LookReport } from '../../src/sequential/model.js';
import { CONFIG, baselineCounts, droppedCounts, compareWithBaseline, meanPass } from '../support/counts.js';
import { gate, options as parseGateOptions } from '../support/comparisons.js';
import { run } from '../support/runs.js';

const compare = compareWithBaseline;

describe('gateOutputs', () => {
  it('gives the metric values in metric units, rounded to 6 decimals', () => {
    const report = compare(droppedCounts(1));
    const outputs = gateOutputs(report);
    const base = meanPass(baselineCounts());
    const cand = meanPass(droppedCounts(1));
    expect(outputs.verdict).toBe('regression');
    expect(Number(outputs.baseline)).toBeCloseTo(base, 6);
    expect(Number(outputs.candidate)).toBeCloseTo(cand, 6);
    expect(Number(outputs.delta)).toBeCloseTo(cand - base, 6);
    expect(Number(outputs['ci-low'])).toBeLessThan(Number(outputs.delta));
    expect(Number(outputs['ci-high'])).toBeGreaterThan(Number(outputs.delta));
    expect(Number(outputs['ci-high'])).toBeLessThan(0);
    expect(outputs.mde).toMatch(/^0\.\d{1,6}$|^0$/);
    expect(Number(outputs['p-value'])).toBeGreaterThan(0);
  });

  it('gives the p-value to 6 significant digits, so that a tiny exact p is not printed as 0', () => {
    const report = compare(droppedCounts(1));
    for (const p of [1.1920928955078125e-7, 0.0123456789, 1]) {
      report.checks[0]!.delta!.p_value = p;
      const printed = gateOutputs(report)['p-value']!;
      expect(Number(printed)).toBeGreaterThan(0);
      expect(Math.abs(Number(printed) - p) / p).toBeLessThan(5e-6);
    }
    report.checks[0]!.delta!.p_value = 1.1920928955078125e-7;
    expect(gateOutputs(report)['p-value']).toBe('1.19209e-7');
  });

  it("gives the numbers of a gate's one check, and none for a gate of several (each check's are in checks)", () => {
    const check = (name: string) => ({
      name,
      baseline: run('a', baselineCounts(), { config: CONFIG }),
      candidate: run('b', droppedCounts(1), { config: CONFIG }),
      options: parseGateOptions({ resamples: '200' }),
    });
    const one = gateOutputs(gate([check('HumanEval')]));
    expect(Number(one.delta)).toBeLessThan(0);
    expect(Number(one.baseline)).toBeCloseTo(meanPass(baselineCounts()), 6);
    const several = gateOutputs(gate([check('HumanEval'), check('MBPP')]));
    expect(several.verdict).toBe('regression');
    for (const name of ['baseline', 'candidate', 'delta', 'ci-low', 'ci-high', 'p-value', 'mde']) {
      expect(several[name], name).toBe('');
    }
    expect(JSON.parse(several.checks!)).toHaveLength(2);
  });

  it('leaves the numbers empty for a refused comparison', () => {
    const outputs = gateOutputs(compare(baselineCounts(), {}, { ...CONFIG, temperature: 0.2 }));
    expect(outputs).toEqual({
      verdict: 'refused',
      baseline: '',
      candidate: '',
      delta: '',
      'ci-low': '',
      'ci-high': '',
      'p-value': '',
      mde: '',
      checks: JSON.stringify([{ name: 'pass@1', verdict: 'refused', delta: null, 'ci-low': null, 'ci-high': null }]),
    });
  });
});

describe('reportFileName', () => {
  it('is one file per exact gate name, readable by its slug', () => {
    expect(reportFileName(undefined)).toBe('passk-gate-report.json');
    expect(reportFileName('HumanEval')).toMatch(/^passk-gate-report-humaneval-[0-9a-f]{8}\.json$/);
    const names = [
      'HumanEval',
      'humaneval',
      'Проверка',
      '評価',
      'x'.repeat(60) + 'a',
      'x'.repeat(60) + 'b',
      'a b',
      'a-b',
    ];
    const files = names.map(reportFileName);
    expect(new Set(files).size).toBe(names.length);
    for (const file of files) expect(file).toMatch(/^passk-gate-report-([a-z0-9-]+-)?[0-9a-f]{8}\.json$/);
  });
});

/** A look of a 4-look plan over 164 problems at n = 20: `look` done, and the next look's problems if any. */
function lookReport(
  decision: LookReport['decision'],
  look: number,
  next: LookReport['next'],
  completions: number,
): LookReport {
  return {
    format: SEQUENTIAL_LOOK_FORMAT,
    plan: 'sha256:0',
    decision,
    reason: decision === 'continue' ? null : 'last-look',
    refusal: decision === 'refused' ? 'config temperature differs: baseline 0.8, candidate 0.2' : null,
    failed: decision === 'regression',
    look,
    looks: 4,
    problems: { evaluated: 41 * look, in_progress: 0, used: 41 * look, total: 164 },
    taken: Array.from({ length: look }, (_, i) => 41 * (i + 1)),
    digests: Array.from({ length: look }, () => 'sha256:0'),
    config: [],
    metric: 'pass@k',
    k: 1,
    submit: 1,
    margin: 0,
    baseline: { value: 0.366 },
    candidate: { value: 0.268 },
    statistic: null,
    next,
    completions,
    samples: 20,
    spent: 820 * look,
    fixed: 3280,
    warnings: [],
  };
}

describe('lookOutputs', () => {
  it('sets exactly the outputs only a sequential look sets, each as text', () => {
    const outputs = lookOutputs(lookReport('continue', 2, { look: 3, from: 83, to: 123, problems: 41 }, 820));
    expect(Object.keys(outputs)).toEqual([...LOOK_OUTPUT_NAMES]);
    expect(LOOK_OUTPUT_NAMES).toEqual(['decision', 'look', 'next', 'completions']);
    expect(outputs).toEqual({ decision: 'continue', look: '2', next: '83-123', completions: '820' });
  });

  it('says look 0 and the first problems before the first look', () => {
    expect(lookOutputs(lookReport('continue', 0, { look: 1, from: 1, to: 41, problems: 41 }, 820))).toEqual({
      decision: 'continue',
      look: '0',
      next: '1-41',
      completions: '820',
    });
  });

  it('leaves next empty and costs nothing more once the gate has stopped', () => {
    for (const decision of ['regression', 'pass', 'inconclusive', 'refused'] as const) {
      expect(lookOutputs(lookReport(decision, 3, null, 0))).toEqual({
        decision,
        look: '3',
        next: '',
        completions: '0',
      });
    }
  });
});
