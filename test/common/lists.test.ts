import { describe, expect, it } from 'vitest';
import { counted, listIds, listWords } from '../../src/common/lists.js';

describe('listIds', () => {
  it('lists up to five ids, then how many more', () => {
    expect(listIds([])).toBe('');
    expect(listIds(['a'])).toBe('a');
    expect(listIds(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c, d, e');
    expect(listIds(['a', 'b', 'c', 'd', 'e', 'f'])).toBe('a, b, c, d, e and 1 more');
    expect(listIds(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'])).toBe('p0, p1, p2, p3, p4 and 3 more');
  });

  it('takes another limit, and keeps the ids in the order given', () => {
    expect(listIds(['z', 'y', 'x'], 2)).toBe('z, y and 1 more');
    expect(listIds(['z', 'y'], 2)).toBe('z, y');
  });
});

describe('listWords', () => {
  it('joins with commas and "or" before the last, or "and" when asked', () => {
    expect(listWords([])).toBe('');
    expect(listWords(['top_p'])).toBe('top_p');
    expect(listWords(['top_p', 'n'])).toBe('top_p or n');
    expect(listWords(['temperature', 'top_p', 'n'], 'and')).toBe('temperature, top_p and n');
  });
});

describe('counted', () => {
  it('writes the noun plural but for exactly one', () => {
    expect(counted(1, 'check')).toBe('1 check');
    expect(counted(0, 'check')).toBe('0 checks');
    expect(counted(3, 'sample row')).toBe('3 sample rows');
  });
});
