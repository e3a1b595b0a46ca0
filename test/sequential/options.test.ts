import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTIONS, parseOptions } from '../../src/config/options.js';
import { parseSequentialOptions } from '../../src/sequential/options.js';

describe('parseSequentialOptions', () => {
  it("takes the gate's defaults and 4 looks when given nothing, and refuses a number given empty", () => {
    expect(parseSequentialOptions({})).toEqual({ ...DEFAULT_OPTIONS, looks: 4 });
    expect(() => parseSequentialOptions({ looks: '' })).toThrow('--looks is empty: give a number');
    expect(() => parseSequentialOptions({ k: ' ' })).toThrow('--k is empty: give a number');
  });

  it('takes a confidence the default resamples cannot reach: the looks test a t statistic, resampling nothing', () => {
    expect(() => parseOptions({ confidence: '0.99999' })).toThrow(/--resamples 10000 is too few/);
    expect(parseSequentialOptions({ confidence: '0.99999' }).confidence).toBe(0.99999);
  });

  it("reads the gate's options as the gate does, and looks as text or a number", () => {
    const raw = { k: '5', metric: 'pass^k', margin: '0.02', confidence: '0.9', 'fail-on': 'never', seed: '3' };
    expect(parseSequentialOptions({ ...raw, looks: '6' })).toEqual({ ...parseOptions(raw), looks: 6 });
    expect(parseSequentialOptions({ looks: 20 }).looks).toBe(20);
    expect(parseSequentialOptions({ looks: ' 1 ' }).looks).toBe(1);
  });

  it.each([
    ['0', '--looks: must be at least 1, got 0'],
    ['21', '--looks: must be at most 20, got 21'],
    ['2.5', '--looks: expected a whole number, got 2.5'],
    ['four', '--looks: expected a number, got "four"'],
  ])('refuses looks %j: %s', (looks, message) => {
    expect(() => parseSequentialOptions({ looks })).toThrow(message);
  });

  it("refuses a gate option in the gate's words, and names options as the caller does", () => {
    expect(() => parseSequentialOptions({ margin: '2' })).toThrow(
      '--margin: expected a drop in metric units, at least 0 and below 1 (0.01 = 1 point), got "2": did you mean 0.02 (2 points)?',
    );
    const naming = { name: (option: string) => `input ${option}`, where: () => 'plan.yml: ' };
    expect(() => parseSequentialOptions({ looks: '0' }, naming)).toThrow(
      'plan.yml: input looks: must be at least 1, got 0',
    );
    expect(() => parseSequentialOptions({ k: 'x' }, naming)).toThrow('plan.yml: input k: expected a number, got "x"');
  });
});
