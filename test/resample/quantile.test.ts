import { describe, expect, it } from 'vitest';
import { quantileSorted } from '../../src/resample/quantile.js';

describe('quantileSorted', () => {
  it('interpolates quantiles linearly between order statistics (numpy default)', () => {
    // numpy.quantile values from test/reference/scipy_reference.py.
    const sorted = Float64Array.from([1, 2, 4, 8]);
    expect(quantileSorted(sorted, 0)).toBe(1);
    expect(quantileSorted(sorted, 1)).toBe(8);
    expect(quantileSorted(sorted, 0.5)).toBe(3); // numpy.quantile([1,2,4,8], 0.5) = 3.0
    expect(quantileSorted(sorted, 0.25)).toBe(1.75); // numpy.quantile([1,2,4,8], 0.25) = 1.75
  });
});
