import { describe, expect, it } from 'vitest';
import { isRecord } from '../../src/common/records.js';

describe('isRecord', () => {
  it('takes a JSON object, empty or not, and one without a prototype', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(JSON.parse('{"__proto__": 1}'))).toBe(true);
    expect(isRecord(Object.create(null))).toBe(true);
  });

  it('refuses null, lists and every value that is not an object', () => {
    for (const value of [null, undefined, [], [1], 0, 1, '', 'text', true, false]) {
      expect(isRecord(value)).toBe(false);
    }
  });
});
