import { describe, expect, it } from 'vitest';
import { levelAt, levelOfAlpha } from '../../src/common/level.js';

describe('levelAt', () => {
  it('rounds 1 - confidence to the level as written', () => {
    expect(levelAt(0.995)).toEqual({ confidence: 0.995, alpha: 0.005 });
    expect(levelAt(0.99999).alpha).toBe(0.00001);
    expect(levelAt(0.95).alpha).toBe(0.05);
    // Unrounded, 1 - 0.995 is above 0.005: a p-value of exactly 0.005 would count as below it.
    expect(1 - 0.995).toBeGreaterThan(0.005);
  });
});

describe('levelOfAlpha', () => {
  it('keeps an adjusted alpha as it is and reads its confidence to 12 digits', () => {
    expect(levelOfAlpha(0.0125)).toEqual({ confidence: 0.9875, alpha: 0.0125 });
    expect(levelOfAlpha(0.05 / 3)).toEqual({ confidence: 0.983333333333, alpha: 0.05 / 3 });
  });
});
