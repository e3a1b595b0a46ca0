import { describe, expect, it } from 'vitest';
import { gateOutputs } from '../../src/publish/outputs.js';
import { CONFIG, baselineCounts, droppedCounts, compareWithBaseline, meanPass } from '../support/counts.js';

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
    for (const name of ['p-value', 'mde']) expect(outputs[name]).toMatch(/^0\.\d{1,6}$|^0$/);
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
