import { describe, expect, it } from 'vitest';
import { gateFails, verdictFor } from '../../src/decide/verdict.js';

describe('verdict', () => {
  it.each([
    [[-0.05, -0.02], 0, 'regression'],
    [[-0.05, -0.02], 0.02, 'inconclusive'],
    [[-0.05, -0.021], 0.02, 'regression'],
    [[0.001, 0.03], 0, 'improvement'],
    [[0, 0.03], 0, 'no-regression'],
    [[-0.01, 0.03], 0.01, 'no-regression'],
    [[-0.011, 0.03], 0.01, 'inconclusive'],
    [[-0.03, 0.01], 0, 'inconclusive'],
  ] as const)('interval %j with margin %f and p = 0.01 is %s', (ci, margin, verdict) => {
    expect(verdictFor(ci, 0.01, margin, 0.05)).toBe(verdict);
  });

  it('claims no change that the sign-flip test does not back', () => {
    expect(verdictFor([-0.06, -0.006], 0.12, 0, 0.05)).toBe('inconclusive');
    expect(verdictFor([0.006, 0.06], 0.12, 0, 0.05)).toBe('no-regression');
    expect(verdictFor([-0.06, -0.006], 0.049, 0, 0.05)).toBe('regression');
    expect(verdictFor([-0.06, -0.006], 0.05, 0, 0.05)).toBe('inconclusive');
  });

  it.each([
    ['regression', 'regression', true],
    ['inconclusive', 'regression', false],
    ['inconclusive', 'inconclusive', true],
    ['no-regression', 'inconclusive', false],
    ['regression', 'never', false],
    ['refused', 'never', true],
    ['refused', 'regression', true],
    ['improvement', 'inconclusive', false],
  ] as const)('%s with fail-on %s fails: %s', (verdict, failOn, fails) => {
    expect(gateFails(verdict, failOn)).toBe(fails);
  });
});
