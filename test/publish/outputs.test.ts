import { describe, expect, it } from 'vitest';
import type { RawOptions } from '../../src/config/options.js';
import { gateOutputs } from '../../src/publish/outputs.js';
import type { ProblemCounts } from '../../src/common/types.js';
import { CONFIG, baselineCounts, droppedCounts } from '../support/counts.js';
import { comparison, options as parseGateOptions, run } from '../support/runs.js';

function compare(candidate: ProblemCounts[], raw: RawOptions = {}, candidateConfig = CONFIG) {
  return comparison(
    run('base.json', baselineCounts(), { config: CONFIG, model: 'acme/base.json' }),
    run('cand.json', candidate, { config: candidateConfig, model: 'acme/cand.json' }),
    parseGateOptions({ resamples: '2000', ...raw }),
  );
}

const meanPass = (problems: ProblemCounts[]) => problems.reduce((sum, p) => sum + p.c / p.n, 0) / problems.length;

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
