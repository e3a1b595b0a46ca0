import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS } from '../../src/config/options.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderTerminal } from '../../src/render/terminal.js';
import { comparison, gate } from '../support/runs.js';
import type { ProblemCounts } from '../../src/common/types.js';
import { runOf } from '../simulation/population.js';

// 60 problems; every third loses 2 of its 10 passes. With `group`, 20 groups of 3.
function problems(shift: number, grouped: boolean): ProblemCounts[] {
  return Array.from({ length: 60 }, (_, i) => ({
    id: `p${i}`,
    n: 10,
    c: Math.max(0, ((i * 7) % 11) - (i % 3 === 0 ? shift : 0)),
    ...(grouped ? { group: `g${i % 20}` } : {}),
  }));
}

function reportOf(grouped: boolean) {
  return comparison(runOf('a', problems(0, grouped)), runOf('b', problems(2, grouped)), DEFAULT_OPTIONS);
}

describe('how the interval was computed, in words', () => {
  it('names the t interval and the groups when problems carry groups', () => {
    const report = reportOf(true);
    expect(renderTerminal(report)).toContain(
      'Method: t interval on 19 degrees of freedom over 20 groups (cluster-robust standard error);',
    );
    expect(renderMarkdown(report)).toContain(
      'a t interval on 19 degrees of freedom around the mean change, with the cluster-robust standard error ' +
        'over the 20 groups of problems',
    );
  });

  it('names the bootstrap, its resamples and its seed over problems', () => {
    const report = reportOf(false);
    expect(renderTerminal(report)).toContain(
      'Method: paired expanded percentile bootstrap over 60 problems, 10,000 resamples, seed 0;',
    );
    expect(renderMarkdown(report)).toContain('paired expanded percentile bootstrap: the 60 problems are resampled');
  });
});

describe('how a gate of several checks computed its intervals, in words', () => {
  it('names each interval method its checks used', () => {
    const check = (name: string, grouped: boolean) => ({
      name,
      baseline: runOf('a', problems(0, grouped)),
      candidate: runOf('b', problems(2, grouped)),
      options: DEFAULT_OPTIONS,
    });
    const report = gate([check('grouped', true), check('flat', false)], { method: 'holm' });
    const text = renderMarkdown(report);
    expect(text).toContain('a t interval of the change on G − 1 degrees of freedom (G the groups)');
    expect(text).toContain('a paired expanded percentile bootstrap interval of the change (10,000 resamples, seed 0)');
  });
});
