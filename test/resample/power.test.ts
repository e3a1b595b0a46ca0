import { describe, expect, it } from 'vitest';
import { minimumDetectableEffect } from '../../src/resample/power.js';

describe('minimumDetectableEffect', () => {
  it('is (z_0.975 + z_0.8) * SE at 95%', () => {
    // 1.959963984540054 + 0.8416212335729143 (scipy.special.ndtri)
    expect(minimumDetectableEffect(0.01, 0.95)).toBeCloseTo(0.02801585218112968, 14);
    expect(minimumDetectableEffect(0.01, 0.9)).toBeCloseTo((1.6448536269514722 + 0.8416212335729143) * 0.01, 14);
  });
});
