import { describe, expect, it } from 'vitest';
import { isDecimalText } from '../../src/common/decimal.js';

describe('isDecimalText', () => {
  it.each(['0', '0.8', '-1e3', '.5', '5.', '+2', '1E-7', '00.10', '-.5e+2', '123456789012345678901234567890'])(
    'takes %j, a number as people write one',
    (text) => {
      expect(isDecimalText(text)).toBe(true);
    },
  );

  it.each([
    ['', 'empty'],
    [' 1', 'a leading space'],
    ['1 ', 'a trailing space'],
    ['0x1f', 'hex'],
    ['0b11', 'binary'],
    ['Infinity', 'Infinity'],
    ['-Infinity', '-Infinity'],
    ['NaN', 'NaN'],
    ['.', 'a point alone'],
    ['-', 'a sign alone'],
    ['e5', 'an exponent without digits before it'],
    ['1e', 'an exponent without digits'],
    ['1e+', 'a signed exponent without digits'],
    ['1.2.3', 'two points'],
    ['1,5', 'a decimal comma'],
    ['1_000', 'digit separators'],
    ['--1', 'two signs'],
    ['1e3.5', 'a fractional exponent'],
    ['٣', 'non-ASCII digits'],
    ['1\n', 'a line break'],
  ])('refuses %j: %s', (text) => {
    expect(isDecimalText(text)).toBe(false);
  });
});
