import { describe, expect, it } from 'vitest';
import { gatePower, type GateDesign } from '../../src/resample/power.js';
import { exactSignFlipPValue, fewestSignificantUnits } from '../../src/resample/sign-flip.js';
import { pairedStandardError, standardErrorDegreesOfFreedom } from '../../src/resample/standard-error.js';
import { resamplingUnits } from '../../src/resample/units.js';

// Quantiles from test/reference/scipy_reference.py: ndtri(0.975), ndtri(0.8).
const Z975 = 1.959963984540054;
const Z80 = 0.8416212335729143;

function design(units: ReturnType<typeof resamplingUnits>, extra: Partial<GateDesign> = {}): GateDesign {
  return {
    margin: 0,
    alpha: 0.05,
    interval: 'percentile',
    standardError: pairedStandardError(units),
    degreesOfFreedom: standardErrorDegreesOfFreedom(units),
    samples: 20,
    ...extra,
  };
}

describe('fewestSignificantUnits', () => {
  it('is the least d with 2 / 2^d below alpha', () => {
    expect(fewestSignificantUnits(0.05)).toBe(6); // 2/32 = 0.0625, 2/64 = 0.031
    expect(fewestSignificantUnits(0.01)).toBe(8); // 2/128 = 0.0156, 2/256 = 0.0078
    expect(fewestSignificantUnits(0.0625)).toBe(6); // 2/32 is not below 0.0625
    for (const alpha of [0.05, 0.01, 0.001]) {
      const d = fewestSignificantUnits(alpha);
      expect(exactSignFlipPValue(new Float64Array(d).fill(-0.1))).toBeLessThan(alpha);
      expect(exactSignFlipPValue(new Float64Array(d - 1).fill(-0.1))).toBeGreaterThanOrEqual(alpha);
    }
  });
});

describe('gatePower', () => {
  it('at margin 0, for many problems, is close to (z_0.975 + z_0.8) SE', () => {
    // 2000 problems, differences -0.1, 0, +0.1 in turn: SE = sqrt(0.02/3 / 1999 * ...) from the data.
    const d = Float64Array.from({ length: 2000 }, (_, i) => ((i % 3) - 1) / 10);
    const units = resamplingUnits(d);
    const power = gatePower(units, { ...design(units), samples: 1000 });
    const se = pairedStandardError(units);
    expect(power.limit).toBe('noise');
    expect(power.drop / se).toBeGreaterThan(Z975 + Z80);
    expect(power.drop / se).toBeLessThan((Z975 + Z80) * 1.01);
  });

  it('adds the margin, and grows with the drop variance a small n brings', () => {
    const d = Float64Array.from({ length: 164 }, (_, i) => ((i % 5) - 2) / 20);
    const units = resamplingUnits(d);
    const base = gatePower(units, design(units));
    expect(gatePower(units, design(units, { margin: 0.02 })).drop).toBeCloseTo(base.drop + 0.02, 2);
    expect(gatePower(units, design(units, { samples: 1 })).drop).toBeGreaterThan(base.drop);
  });

  it('with no run-to-run noise, is the sign test floor: 6 problems all worse, in whole problems', () => {
    const units = resamplingUnits(new Float64Array(164));
    const power = gatePower(units, design(units, { samples: 1 }));
    expect(power).toMatchObject({ limit: 'floor', floorUnits: 6 });
    expect(power.drop).toBeCloseTo(6 / 164, 12);
    expect(power.noiseDrop).toBe(0);
  });

  it('with a margin, the floor needs as many problems as put the interval below it', () => {
    const units = resamplingUnits(new Float64Array(164));
    // d - z sqrt(d) > 0.05 * 164 = 8.2 with z = 1.96 * sqrt(163/164) = 1.954: d = 16 gives 8.18, d = 17 gives 8.94.
    const power = gatePower(units, design(units, { samples: 1, margin: 0.05 }));
    expect(power.floorUnits).toBe(17);
    expect(power.drop).toBeCloseTo(17 / 164, 12);
  });
});
