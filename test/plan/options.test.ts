import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../src/config/options.js';
import { parsePlanOptions } from '../../src/plan/options.js';
import { InputError } from '../../src/common/errors.js';

describe('parsePlanOptions', () => {
  it("takes the gate's defaults for the options a plan shares with compare, and no target", () => {
    expect(parsePlanOptions({})).toEqual({
      k: 1,
      metric: 'pass@k',
      submit: 1,
      margin: 0,
      confidence: 0.95,
      interval: 'auto',
    });
  });

  it("takes a confidence compare's default resamples cannot reach: a plan resamples nothing", () => {
    expect(() => parseOptions({ confidence: '0.99999' })).toThrow(/--resamples 10000 is too few/);
    expect(parsePlanOptions({ confidence: '0.99999' }).confidence).toBe(0.99999);
  });

  it('reads the shared options as compare does', () => {
    expect(
      parsePlanOptions({ k: '10', metric: 'n@k', submit: '2', margin: '0.01', confidence: '0.9', interval: 't' }),
    ).toEqual({ k: 10, metric: 'n@k', submit: 2, margin: 0.01, confidence: 0.9, interval: 't' });
    expect(() => parsePlanOptions({ submit: '2' })).toThrow(
      '--submit: applies to --metric n@k only (the metric is pass@k)',
    );
  });

  it('refuses several budgets k, which a plan is run once for each', () => {
    for (const k of ['1,5', '1 5 10'])
      expect(() => parsePlanOptions({ k })).toThrow(
        new InputError(
          `--k: expected one number, got ${JSON.stringify(k)}: a plan sizes the suite for one budget k; run plan once for each`,
        ),
      );
  });

  it('reads --target as a drop in metric units, and refuses it blank (`--target "$T"` with T unset)', () => {
    expect(parsePlanOptions({ target: '0.02' }).target).toBe(0.02);
    expect(parsePlanOptions({ target: ' 0.5 ' }).target).toBe(0.5);
    expect(parsePlanOptions({ target: '1e-2' }).target).toBe(0.01);
    expect(parsePlanOptions({})).not.toHaveProperty('target');
    for (const target of ['', '  '])
      expect(() => parsePlanOptions({ target })).toThrow(
        new InputError('--target is empty: give a drop, or leave --target out for the plain plan'),
      );
  });

  it.each([
    ['0', ''],
    ['1', ': did you mean 0.01 (1 point)?'],
    ['2', ': did you mean 0.02 (2 points)?'],
    ['2.5', ': did you mean 0.025 (2.5 points)?'],
    ['100', ''],
    ['-0.02', ''],
    ['two', ''],
    ['0x1', ''],
  ])('refuses --target %j, with the value it meant when it reads as points', (target, hint) => {
    expect(() => parsePlanOptions({ target })).toThrow(
      `--target: expected a drop in metric units above 0 and below 1 (0.02 = 2 points), got ${JSON.stringify(target)}${hint}`,
    );
  });
});
