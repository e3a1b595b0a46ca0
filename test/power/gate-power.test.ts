import { describe, expect, it } from 'vitest';
import tQuantile from '@stdlib/stats-base-dists-t-quantile';
import {
  changedUnitsDegreesOfFreedom,
  fewestUnitsPastMargin,
  gatePowerOf,
  leastCaughtDrop,
  plannedDrop,
  problemsToCatch,
  scaledSuite,
  unitsShape,
  type GateDesign,
} from '../../src/power/gate-power.js';
import { countDropVariance } from '../../src/power/drop-variance.js';
import { exactSignFlipPValue, fewestSignificantUnits } from '../../src/resample/sign-flip.js';
import { pairedStandardError, standardErrorDegreesOfFreedom } from '../../src/resample/standard-error.js';
import { resamplingUnits } from '../../src/resample/units.js';
import { compareRuns, options } from '../support/comparisons.js';
import { problems, run } from '../support/runs.js';

// Quantiles from scipy (test/reference/scipy_reference.py): ndtri(0.975), ndtri(0.8).
const Z975 = 1.959963984540054;
const Z80 = 0.8416212335729143;

function design(units: ReturnType<typeof resamplingUnits>, extra: Partial<GateDesign> = {}): GateDesign {
  return {
    margin: 0,
    alpha: 0.05,
    standardError: pairedStandardError(units),
    degreesOfFreedom: standardErrorDegreesOfFreedom(units),
    interval: 'expanded-percentile',
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

describe('gatePowerOf', () => {
  /** The power figure of these units, from their shape at the design's n, pass@1 (one sample moves a problem by 1/n). */
  const gatePower = (units: ReturnType<typeof resamplingUnits>, d: GateDesign) =>
    gatePowerOf(unitsShape(units, 1 / d.samples), d);

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

  it("with the drop's spread, reads the interval and sign test off the differences' spread, the estimate's off sampling", () => {
    // The drop raises each problem's sampling variance by 0.004 and spreads the true changes by 0.006 (variance).
    const d = Float64Array.from({ length: 2000 }, (_, i) => ((i % 3) - 1) / 10);
    const units = resamplingUnits(d);
    const base = design(units, {
      dropVariance: Object.assign(() => ({ sampling: 0.004, change: 0.006 }), { largest: Infinity }),
    });
    const power = gatePower(units, base);
    const se = base.standardError;
    const estimate = Math.sqrt(se * se + 0.004 / 2000);
    const seen = Math.sqrt(se * se + 0.01 / 2000);
    const q = tQuantile(0.975, base.degreesOfFreedom);
    const sign = Z975 * Math.sqrt(1999 / (2000 - Z975 * Z975));
    expect(power.drop).toBeCloseTo(Math.max(q, sign) * seen + tQuantile(0.8, base.degreesOfFreedom) * estimate, 12);
    // A figure past the largest drop the model reaches is worked out by its model for such drops, whole.
    const beyond = Object.assign(() => ({ sampling: 0.004, change: 0.006 }), { largest: Infinity });
    const capped = Object.assign(() => ({ sampling: -0.001, change: 0 }), { largest: 0.001, beyond });
    expect(gatePower(units, design(units, { dropVariance: capped })).drop).toBe(power.drop);
    const reached = Object.assign(() => ({ sampling: -0.001, change: 0 }), { largest: 1, beyond });
    expect(gatePower(units, design(units, { dropVariance: reached })).drop).toBeLessThan(power.drop);
    // A pass rate's rise, the figure without it, counts the drop's variance in both.
    const passRate = gatePower(units, design(units));
    expect(power.drop).toBeGreaterThan(passRate.drop);
  });

  it('settles where a drop lowers the variance: the drop is the one its own spread gives, not where 50 steps stopped', () => {
    // Past a drop of 0.01 the drop takes away more sampling variance than the noise holds (as when its few middling
    // problems are pushed to 0): iterating D = figure(D) from 0 swung between two values for ever.
    const d = Float64Array.from({ length: 164 }, (_, i) => ((i % 5) - 2) / 20);
    const units = resamplingUnits(d);
    const spread = (drop: number) => (drop < 0.01 ? { sampling: 0, change: 0 } : { sampling: -1, change: 0 });
    const power = gatePower(units, design(units, { dropVariance: Object.assign(spread, { largest: Infinity }) }));
    // At a spread fixed at the one the drop found has, the figure is that drop: it is self-consistent.
    const fixed = Object.assign(() => spread(power.drop), { largest: Infinity });
    expect(power.drop).toBeGreaterThanOrEqual(0.01);
    expect(gatePower(units, design(units, { dropVariance: fixed })).drop).toBeLessThanOrEqual(power.drop);
    // And no smaller drop is caught: just below 0.01 the noise alone needs more than 0.01.
    const below = Object.assign(() => spread(0), { largest: Infinity });
    expect(gatePower(units, design(units, { dropVariance: below })).drop).toBeGreaterThan(0.01);
  });

  it('past a drop of one half at pass@1, adds no variance for the drop: the figure is the noise alone', () => {
    // 10 problems, SE 0.2, df 9: the figure passes 0.5, where a pass rate's rise D (1/2 - D) / n has stopped
    // (it is capped at D = 1/2, not taken negative). scipy: (max(t_9(0.975), z sqrt(9 / (10 - z^2))) + t_9(0.8)) 0.2.
    const shape = { count: 10, problems: 10, typicalChange: 0.05 };
    const at = { margin: 0, alpha: 0.05, standardError: 0.2, degreesOfFreedom: 9, interval: 't' as const, samples: 20 };
    const power = gatePowerOf(shape, at);
    expect(power.limit).toBe('noise');
    expect(power.drop).toBeCloseTo(0.6505520829482346, 9);
  });

  it("where the drop takes away more variance than the noise holds, the estimate's spread is 0, not NaN", () => {
    // SE^2 + sampling / P = 0.0004 - 0.0005 < 0: the estimate's own spread is taken as 0 and the differences'
    // as sqrt(change / P) = 0.01, so the figure is the sign test's z sqrt(99 / (100 - z^2)) 0.01 (above t_99's).
    const shape = { count: 100, problems: 100, typicalChange: 0.05 };
    const dropVariance = Object.assign(() => ({ sampling: -0.05, change: 0.01 }), { largest: Infinity });
    const at = { margin: 0, alpha: 0.05, standardError: 0.02, degreesOfFreedom: 99, samples: 20, dropVariance };
    const power = gatePowerOf(shape, { ...at, interval: 't' });
    expect(power.noiseDrop).toBeCloseTo(Z975 * Math.sqrt(99 / (100 - Z975 * Z975)) * 0.01, 12);
  });

  it('below z^2 + 1 units, takes the sign test at z: 11 groups at 99.9% keep the interval t_10 quantile', () => {
    // z_0.9995^2 + 1 = 11.83: the normal form of the sign test, z sqrt((G - 1) / (G - z^2)) = 25, does not hold at
    // G = 11, where the exact floor is 11 units. scipy: (t_10(0.9995) + t_10(0.8)) 0.05.
    const shape = { count: 11, problems: 11, typicalChange: 0.01 };
    const dropVariance = Object.assign(() => ({ sampling: 0, change: 0 }), { largest: Infinity });
    const at = { margin: 0, alpha: 0.001, standardError: 0.05, degreesOfFreedom: 10, samples: 20, dropVariance };
    const power = gatePowerOf(shape, { ...at, interval: 't' });
    expect(power.noiseDrop).toBeCloseTo(0.2732975843626648, 9);
  });

  it('at pass^5 of 5 trials where every task passed or failed them all, floors the drop at what 3 tasks carry', () => {
    // No task moves at c/n, so the model past its largest drop (0) does: rates (c + 1/4) / (n + 1/2), 21/22 for the
    // 3 always solved, 1/22 for the 37 never. Fewer than the sign test's 6 tasks carry every drop up to the
    // whole score, mean p^5 = (3 (21/22)^5 + 37 (1/22)^5) / 40, so the gate cannot catch less.
    const counts = [5, 5, 5, ...Array<number>(37).fill(0)];
    const dropVariance = countDropVariance('pass^k', 5, problems(counts, 5), () => 5);
    const shape = { count: 40, problems: 40, typicalChange: 0.1 };
    const at = { margin: 0, alpha: 0.05, standardError: 0.005, degreesOfFreedom: 39, samples: 5, dropVariance };
    const power = gatePowerOf(shape, { ...at, interval: 't' });
    expect(power.floorDrop).toBeCloseTo((3 * (21 / 22) ** 5 + 37 * (1 / 22) ** 5) / 40, 9);
    expect(power.drop).toBeGreaterThanOrEqual(power.floorDrop);
  });

  it('gives the same figures after the t quantiles it remembers were emptied (past 1,000 of them)', () => {
    const d = Float64Array.from({ length: 164 }, (_, i) => ((i % 5) - 2) / 20);
    const units = resamplingUnits(d);
    const at = (df: number) => gatePower(units, design(units, { degreesOfFreedom: df })).drop;
    const first = Array.from({ length: 5 }, (_, i) => at(10 + i / 7));
    // Each design asks for at least two quantiles of its own degrees of freedom.
    for (let df = 20; df < 620; df++) at(df + 0.5);
    expect(Array.from({ length: 5 }, (_, i) => at(10 + i / 7))).toEqual(first);
    const q = tQuantile(0.975, 10);
    expect(at(10)).toBeGreaterThan(q * pairedStandardError(units));
  });

  it('with no run-to-run noise, is the sign test floor: 6 problems all worse, in whole problems at n = 1', () => {
    const units = resamplingUnits(new Float64Array(164));
    const power = gatePower(units, design(units, { samples: 1 }));
    expect(power).toMatchObject({ limit: 'floor', floorUnits: 6 });
    expect(power.drop).toBeCloseTo(6 / 164, 12);
    expect(power.noiseDrop).toBe(0);
  });

  it('with no run-to-run noise at n = 20, counts one sample of each problem: the least change such data can show', () => {
    const units = resamplingUnits(new Float64Array(164));
    const power = gatePower(units, design(units, { samples: 20 }));
    expect(power).toMatchObject({ limit: 'floor', floorUnits: 6 });
    expect(power.drop).toBeCloseTo(6 / 20 / 164, 12);
  });

  it('never asks for more units than there are: 6 identical problems are flagged once all 6 fall', () => {
    const units = resamplingUnits(new Float64Array(6));
    const power = gatePower(units, design(units, { samples: 1, degreesOfFreedom: 5 }));
    expect(power).toMatchObject({ limit: 'floor', floorUnits: 6 });
    expect(power.drop).toBeCloseTo(1, 12);
  });

  it('with a margin, the floor is the fewest problems whose fall puts the interval below it', () => {
    const units = resamplingUnits(new Float64Array(164));
    const margin = 0.05;
    const power = gatePower(units, design(units, { samples: 1, margin, degreesOfFreedom: 163 }));
    // Checked on the differences themselves: d problems at -1 and the rest 0, the interval's upper end
    // theta + q SE with the standard error of those differences and q = t_(0.975) on their own degrees of freedom.
    const upper = (d: number) => {
      const fallen = resamplingUnits(Float64Array.from({ length: 164 }, (_, i) => (i < d ? -1 : 0)));
      return -d / 164 + tQuantile(0.975, standardErrorDegreesOfFreedom(fallen)) * pairedStandardError(fallen);
    };
    expect(upper(power.floorUnits)).toBeLessThan(-margin);
    expect(upper(power.floorUnits - 1)).toBeGreaterThanOrEqual(-margin);
    expect(power.floorUnits).toBe(16);
    expect(power.drop).toBeCloseTo(16 / 164, 12);
  });

  it('leaves the power to the noise when changes of the typical size cannot clear the margin at all', () => {
    // 10 units, one changed by 0.01: even all 10 falling by 0.01 is a 1-point drop, below a 2-point margin.
    const d = new Float64Array(10);
    d[0] = -0.01;
    const units = resamplingUnits(d);
    const power = gatePower(units, design(units, { margin: 0.02 }));
    expect(power.floorUnits).toBeLessThanOrEqual(10);
    expect(power.limit).toBe('noise');
    expect(power.drop).toBeGreaterThan(0.02);
  });

  it('finds the floor in closed form as a search over every d would', () => {
    let seed = 7;
    const uniform = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let trial = 0; trial < 2000; trial++) {
      const count = 6 + Math.floor(uniform() * 400);
      const problems = count * (1 + Math.floor(uniform() * 8));
      const size = 0.01 + uniform() * 2;
      const margin = uniform() < 0.2 ? 0 : uniform() * 0.1;
      const q = 1.5 + uniform() * 2;
      let expected = 6;
      for (let d = 6; d <= count; d++) {
        const spread = (size / problems) * Math.sqrt((d * (count - d)) / (count - 1));
        if ((d * size) / problems - q * spread > margin) {
          expected = d;
          break;
        }
      }
      expect(fewestUnitsPastMargin(count, problems, size, margin, () => q, 6)).toBe(expected);
    }
  });
});

describe('fewestUnitsPastMargin with a quantile that falls as more units change', () => {
  it('is the least d that clears the margin, as a search over every d finds it', () => {
    // The expanded percentile's quantile for d changed units: its degrees of freedom grow with d, so the start the
    // closed form takes (q at d = c) can lie past the answer (at 99.9% by a few units), which is then stepped down to.
    const quantileOf = (alpha: number, count: number) => (changed: number) =>
      tQuantile(1 - alpha / 2, changedUnitsDegreesOfFreedom(changed, count));
    let seed = 11;
    const uniform = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let trial = 0; trial < 400; trial++) {
      const alpha = [0.05, 0.01, 0.001][trial % 3]!;
      const fewest = fewestSignificantUnits(alpha);
      const count = fewest + Math.floor(uniform() * 200);
      const problems = count * (1 + Math.floor(uniform() * 4));
      const size = 0.05 + uniform();
      const margin = uniform() * 0.05;
      const quantile = quantileOf(alpha, count);
      const clears = (d: number) =>
        (d * size) / problems - quantile(d) * (size / problems) * Math.sqrt((d * (count - d)) / (count - 1)) > margin;
      let expected = fewest;
      for (let d = fewest; d <= count; d++) {
        if (clears(d)) {
          expected = d;
          break;
        }
      }
      expect(fewestUnitsPastMargin(count, problems, size, margin, quantile, fewest)).toBe(expected);
    }
  });
});

describe('leastCaughtDrop', () => {
  it('is the least D with D >= needed(D), where iterating D = needed(D) swings for ever', () => {
    // 0 -> 1.2 -> 0.3 -> 1.2 -> ... by iteration; below 0.5 a drop needs 1.2, from 0.5 on it needs 0.3.
    expect(leastCaughtDrop((drop) => (drop < 0.5 ? 1.2 : 0.3))).toBeCloseTo(0.5, 10);
    // A rising need: the fixed point of D = 1 + D / 2.
    expect(leastCaughtDrop((drop) => 1 + drop / 2)).toBeCloseTo(2, 10);
    expect(leastCaughtDrop(() => 0)).toBe(0);
  });
});

describe('changedUnitsDegreesOfFreedom', () => {
  it('is the degrees of freedom of the data: d of G units changed by the same amount, the rest not', () => {
    for (const [changed, count] of [
      [1, 164],
      [6, 164],
      [40, 164],
      [82, 164],
      [150, 164],
      [6, 10],
      [30, 5000],
    ] as const) {
      const data = resamplingUnits(Float64Array.from({ length: count }, (_, i) => (i < changed ? -0.35 : 0)));
      expect(changedUnitsDegreesOfFreedom(changed, count)).toBeCloseTo(standardErrorDegreesOfFreedom(data), 9);
    }
    // About 2d while d is small against G.
    expect(changedUnitsDegreesOfFreedom(6, 5000) / 12).toBeCloseTo(1, 2);
  });
});

describe('the power floor against the gate itself', () => {
  // 164 problems at n = 20; the candidate loses 5 samples (0.25) on each of d problems and nothing elsewhere.
  const counts = Array.from({ length: 164 }, (_, i) => (i * 7) % 21);
  const lowered = (d: number) => {
    const out = [...counts];
    for (let i = 0, done = 0; i < out.length && done < d; i++) {
      if (out[i]! >= 5) {
        out[i]! -= 5;
        done++;
      }
    }
    return out;
  };
  const baseline = run('b.json', problems(counts, 20));
  const candidate = (d: number) => run('c.json', problems(lowered(d), 20));
  /** On how many of 8 seeds the gate flags d problems fallen by 0.25 as a regression. */
  const flagged = (d: number, margin: string) =>
    [0, 1, 2, 3, 4, 5, 6, 7].filter(
      (seed) => compareRuns(baseline, candidate(d), options({ margin, seed: String(seed) })).verdict === 'regression',
    ).length;

  it('is the sign test floor when one problem changed, not a figure of that one change: 6 fall, 5 never do', () => {
    // One changed problem gives the observed data 2 degrees of freedom; a floor on them would ask for 17.
    const power = compareRuns(baseline, candidate(1)).delta!.power;
    expect(power.floor_units).toBe(6);
    expect(flagged(5, '0')).toBe(0);
    expect(flagged(6, '0')).toBe(8);
  });

  it('with a margin, is where the gate flags on every seed, and two fewer are never flagged', () => {
    const floor = compareRuns(baseline, candidate(1), options({ margin: '0.01' })).delta!.power.floor_units;
    expect(floor).toBe(14);
    expect(flagged(floor, '0.01')).toBe(8);
    expect(flagged(floor - 2, '0.01')).toBe(0);
  });
});

describe('the power floor when nothing changed', () => {
  // 50 tasks of 2 trials each, as an agent run at k = n = 2: a task's pass^2 is 0 or 1, so one changed task
  // moves the score by 1/50, and 6 of them (the sign test's floor) by 12 points.
  const counts = Array.from({ length: 50 }, (_, i) => (i % 3 === 0 ? 1 : 2));
  const baseline = run('b.json', problems(counts, 2));
  const pass2 = (extra: Record<string, string> = {}) => options({ metric: 'pass^k', k: '2', ...extra });
  /** The candidate with `d` tasks that passed both trials now passing one. */
  const lowered = (d: number) => {
    const out = [...counts];
    for (let i = 0, done = 0; done < d; i++) {
      if (out[i] === 2) {
        out[i] = 1;
        done++;
      }
    }
    return run('c.json', problems(out, 2));
  };

  it('is the least change the metric can show: at pass^2 of 2 trials, a whole task, not one trial of it', () => {
    const power = compareRuns(baseline, baseline, pass2()).delta!.power;
    expect(power).toMatchObject({ floor_units: 6, limit: 'floor' });
    expect(power.floor_drop).toBeCloseTo(6 / 50, 12);
    const flagged = (d: number) =>
      [0, 1, 2, 3].filter(
        (seed) => compareRuns(baseline, lowered(d), pass2({ seed: String(seed) })).verdict === 'regression',
      ).length;
    expect(flagged(6)).toBe(4);
    expect(flagged(5)).toBe(0);
    // The smallest drop the gate flags is that floor: 6 tasks of 1/50 each.
    expect(compareRuns(baseline, lowered(6), pass2()).delta!.value).toBeCloseTo(-power.floor_drop, 12);
  });

  it('at pass@1, is one sample of one problem', () => {
    expect(compareRuns(baseline, baseline).delta!.power.floor_drop).toBeCloseTo(6 / 2 / 50, 12);
  });
});

describe('problemsToCatch', () => {
  // 164 problems of n = 20 whose changes spread as a 1.2-point standard error, many degrees of freedom.
  const suite = {
    standardError: 0.012,
    degreesOfFreedom: 163,
    shape: { count: 164, problems: 164, typicalChange: 0.1 },
  };
  const suiteDesign = { margin: 0, alpha: 0.05, samples: 20, interval: 'expanded-percentile' as const, ...suite };
  const dropAt = (problems: number) =>
    gatePowerOf(scaledSuite(suite, problems).shape, { ...suiteDesign, ...scaledSuite(suite, problems) }).drop;

  it('is the fewest problems whose power figure reaches the drop', () => {
    const problems = problemsToCatch(suite, suiteDesign, 0.01)!;
    expect(dropAt(problems)).toBeLessThanOrEqual(0.01);
    expect(dropAt(problems - 1)).toBeGreaterThan(0.01);
  });

  it('grows as (z_(1-alpha/2) + z_power)^2 SE^2 P / drop^2 for a large suite (normal reference values)', () => {
    const reference = (drop: number) => ((Z975 + Z80) ** 2 * 0.012 ** 2 * 164) / drop ** 2;
    for (const drop of [0.02, 0.01, 0.005]) {
      expect(problemsToCatch(suite, suiteDesign, drop)! / reference(drop)).toBeGreaterThan(0.98);
      expect(problemsToCatch(suite, suiteDesign, drop)! / reference(drop)).toBeLessThan(1.04);
    }
  });

  it('is a suite smaller than this one for a drop this one already catches, and none for a drop of nothing', () => {
    expect(problemsToCatch(suite, suiteDesign, dropAt(164) * 2)!).toBeLessThan(164);
    expect(problemsToCatch(suite, suiteDesign, 1e-12)).toBeNull();
  });
});

describe('plannedDrop', () => {
  it('cuts the drop toward the margin to 3 significant digits of its excess, as a target plan reads back', () => {
    expect(plannedDrop(0.012195121951219513, 0)).toBe(0.0121);
    // Past a 1-point margin the excess is 0.22 points: its digits, not the drop's, set the cut.
    expect(plannedDrop(0.012195121951219513, 0.01)).toBe(0.01219);
    expect(plannedDrop(0.010004, 0.01)).toBe(0.010004);
    // A drop that is a decimal stays itself, though 0.0113 * 10^4 is 112.99999999999999 in floating point.
    expect(plannedDrop(0.0113, 0)).toBe(0.0113);
    expect(plannedDrop(0.7, 0)).toBe(0.7);
    expect(Number(String(plannedDrop(0.0466463, 0)))).toBe(0.0466);
  });
});
