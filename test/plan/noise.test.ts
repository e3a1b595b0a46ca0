import { describe, expect, it } from 'vitest';
import type { SamplingMoments } from '../../src/estimate/sampling-moments.js';
import { pairedMoments, problemCumulant, suiteNoise } from '../../src/plan/noise.js';
import { scaledSuite } from '../../src/power/gate-power.js';
import { standardErrorDegreesOfFreedom } from '../../src/resample/standard-error.js';
import { resamplingUnits, unitMap } from '../../src/resample/units.js';

const normal = (variance: number): SamplingMoments => ({
  variance,
  fourthCumulant: 0,
  meanAbsoluteDifference: 0,
  changeProbability: 0,
});

describe('unitMap', () => {
  it("gives each problem its group's unit, and problems without a group units of their own", () => {
    const units = unitMap(['a', undefined, 'b', 'a', undefined]);
    expect([...units.unitOf]).toEqual([0, 1, 2, 0, 3]);
    expect(units.count).toBe(4);
    expect(units.clustered).toBe(true);
    expect(unitMap([undefined, undefined]).clustered).toBe(false);
  });
});

describe('pairedMoments', () => {
  it('adds variances and fourth cumulants of the two runs', () => {
    const a = { variance: 1, fourthCumulant: -2, meanAbsoluteDifference: 0.5, changeProbability: 0.2 };
    const b = { variance: 3, fourthCumulant: 1, meanAbsoluteDifference: 1.5, changeProbability: 0.6 };
    expect(pairedMoments(a, b)).toEqual({
      variance: 4,
      fourthCumulant: -1,
      meanAbsoluteDifference: 1,
      changeProbability: 0.4,
    });
  });
});

describe('suiteNoise', () => {
  it('has SE^2 = (sum of variances + P tau^2) / P^2, and G - 1 degrees of freedom for equal normal units', () => {
    const noise = suiteNoise(
      Array.from({ length: 50 }, () => normal(0.04)),
      unitMap(new Array(50).fill(undefined)),
      0.01,
      0.05,
    );
    expect(noise.standardError).toBeCloseTo(Math.sqrt(50 * 0.05) / 50, 15);
    expect(noise.samplingVariance).toBeCloseTo(0.04, 15);
    expect(noise.degreesOfFreedom).toBeCloseTo(49, 10);
    // Nothing varies by sampling here: a changed problem moves by the least change given.
    expect(noise.shape).toEqual({ count: 50, problems: 50, typicalChange: 0.05 });
  });

  it('predicts about 2m degrees of freedom when m problems flip, as the gate estimates from such data', () => {
    // d = +-1 with chance pi, else 0: variance pi, fourth moment pi, so kappa_4 = pi - 3 pi^2.
    const P = 400;
    const pi = 0.05;
    const flip = { variance: pi, fourthCumulant: pi - 3 * pi * pi, meanAbsoluteDifference: pi, changeProbability: pi };
    const noise = suiteNoise(new Array(P).fill(flip), unitMap(new Array(P).fill(undefined)), 0, 1);
    expect(noise.degreesOfFreedom).toBeCloseTo((2 * (P - 1) * pi) / (1 - pi), 10);
    // The gate's estimate from data with exactly m = 20 flips: 2m (P-1)/(P-m) up to the mean's correction.
    const d = new Float64Array(P);
    for (let i = 0; i < 20; i++) d[i] = i % 2 === 0 ? 1 : -1;
    expect(standardErrorDegreesOfFreedom(resamplingUnits(d)) / noise.degreesOfFreedom).toBeCloseTo(1, 1);
    expect(noise.shape.typicalChange).toBeCloseTo(1, 15);
  });

  it('sizes a changed group as the normal E|S| = sqrt(2 V / pi) of its sampling variance', () => {
    const units = unitMap(['a', 'a', 'b', 'b', 'c', 'c']);
    const noise = suiteNoise(new Array(6).fill(normal(0.02)), units, 0, 1);
    expect(noise.shape.count).toBe(3);
    expect(noise.shape.typicalChange).toBeCloseTo(Math.sqrt((2 * 0.04) / Math.PI), 15);
    // A group whose problems cannot change is no group of typical change.
    const still = [...new Array(4).fill(normal(0.02)), normal(0), normal(0)];
    expect(suiteNoise(still, units, 0, 1).shape.typicalChange).toBeCloseTo(Math.sqrt((2 * 0.04) / Math.PI), 15);
  });
});

describe('problemCumulant', () => {
  it('keeps the fourth moment of the true change to what P problems, each within `largest` of the mean, can have', () => {
    // By hand: 10 problems of sampling variance 0.01, tau^2 = 0.04, df 1: V = 0.5, sum E r^4 = 0.075 from
    // sampling and a normal tau^2, the df ask 0.25 (1 + 18) / 10 = 0.475, so 0.04 per problem; at most
    // min(10 tau^4, largest^2 tau^2) - 3 tau^4.
    const differences = new Array(10).fill(normal(0.01));
    const units = unitMap(new Array(10).fill(undefined));
    expect(problemCumulant(differences, units, 0.04, 1, 2)).toBeCloseTo(0.016 - 0.0048, 15);
    expect(problemCumulant(differences, units, 0.04, 1, 0.5)).toBeCloseTo(0.01 - 0.0048, 15);
  });
});

describe("scaledSuite of a suite's noise", () => {
  it('shrinks SE as 1/sqrt(P) and grows units and degrees of freedom with the problems', () => {
    const noise = suiteNoise(new Array(100).fill(normal(0.01)), unitMap(new Array(100).fill(undefined)), 0, 1);
    const grown = scaledSuite(noise, 400);
    expect(grown.standardError).toBeCloseTo(noise.standardError / 2, 15);
    expect(grown.shape).toEqual({ count: 400, problems: 400, typicalChange: noise.shape.typicalChange });
    expect(grown.degreesOfFreedom).toBeCloseTo(399, 10);
  });
});
