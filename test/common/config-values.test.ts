import { describe, expect, it } from 'vitest';
import { configValuesEqual } from '../../src/common/config-values.js';

describe('configValuesEqual', () => {
  it('compares strings and booleans exactly', () => {
    expect(configValuesEqual('greedy', 'Greedy')).toBe(false);
    expect(configValuesEqual(true, 'true')).toBe(false);
    // Only numbers and numeric text compare by value: a boolean is not 1, an empty string is not 0.
    expect(configValuesEqual(true, 1)).toBe(false);
    expect(configValuesEqual(false, 0)).toBe(false);
    expect(configValuesEqual('', 0)).toBe(false);
    expect(configValuesEqual(' ', 0)).toBe(false);
    expect(configValuesEqual(null, 0)).toBe(false);
    expect(configValuesEqual(null, null)).toBe(true);
    expect(configValuesEqual(0.8, '0.80')).toBe(true);
    expect(configValuesEqual('1e3', 1000)).toBe(true);
  });

  it('reads numeric text by value on either side, with spaces around it, and two texts of one number as equal', () => {
    expect(configValuesEqual('0.80', 0.8)).toBe(true);
    expect(configValuesEqual(' 0.8\t', 0.8)).toBe(true);
    expect(configValuesEqual('.5', '0.50')).toBe(true);
    expect(configValuesEqual('+20', 20)).toBe(true);
    expect(configValuesEqual('-0', 0)).toBe(true);
    expect(configValuesEqual(0.8, 0.81)).toBe(false);
    expect(configValuesEqual('0.8', '0.81')).toBe(false);
  });

  it('keeps text that Number() reads but people do not write as a number: hex, Infinity, NaN', () => {
    expect(configValuesEqual('0x10', 16)).toBe(false);
    expect(configValuesEqual('Infinity', Number.POSITIVE_INFINITY)).toBe(false);
    expect(configValuesEqual('NaN', Number.NaN)).toBe(false);
    expect(configValuesEqual('1_000', 1000)).toBe(false);
    // Texts that are not numbers still compare as written.
    expect(configValuesEqual('0x10', '0x10')).toBe(true);
    expect(configValuesEqual('0x10', '0X10')).toBe(false);
  });

  it('keeps the spaces of a string that is not a number', () => {
    expect(configValuesEqual('greedy ', 'greedy')).toBe(false);
    expect(configValuesEqual('greedy', 'greedy')).toBe(true);
  });
});
