import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import studentTQuantile from '@stdlib/stats-base-dists-t-quantile';
import type { IntervalMethod } from '../common/types.js';
import { fewestSignificantUnits } from '../resample/sign-flip.js';
import { satterthwaiteDegreesOfFreedom } from '../resample/standard-error.js';
import { TIE_TOLERANCE, type ResamplingUnits } from '../resample/units.js';
import type { DropVariance } from './drop-variance.js';

/** What the gate is: the rule a regression must pass, and the data's spread. */
export interface GateDesign {
  margin: number;
  /** Two-sided level of the interval and of the sign-flip test: alpha = 1 - confidence. */
  alpha: number;
  /** Standard error of the mean difference (`pairedStandardError`). */
  standardError: number;
  /** The degrees of freedom of the interval's t quantile: `standardErrorDegreesOfFreedom`, or the units' for `t`. */
  degreesOfFreedom: number;
  /**
   * The interval: `t` has the units' degrees of freedom whatever the data (`clusterDegreesOfFreedom`, G - 1 for
   * equal units); the expanded percentile's are the data's own, so the few units of the floor
   * (`fewestUnitsPastMargin`) have theirs, not the observed data's.
   */
  interval: IntervalMethod;
  /** Fewest samples any problem has (n). */
  samples: number;
  /**
   * How the drop raises the sampling variance (`countDropVariance`, for pass@k and pass^k past k = 1); without
   * it, a pass rate's rise at n = `samples`.
   */
  dropVariance?: DropVariance;
}

/** The t quantiles worked out so far, by probability and degrees of freedom; emptied past 1,000. */
const tQuantiles = new Map<string, number>();

/**
 * The Student t quantile at p on df degrees of freedom, remembered: sizing a suite asks for the same ones again
 * and again (about 110 calls, 40 of them distinct, when compare sizes an inconclusive drop), and each costs
 * about 0.1 ms while V8 has not yet compiled stdlib's incomplete beta inverse.
 */
function tQuantile(p: number, df: number): number {
  const key = `${p} ${df}`;
  let q = tQuantiles.get(key);
  if (q === undefined) {
    if (tQuantiles.size >= 1000) tQuantiles.clear();
    q = studentTQuantile(p, df);
    tQuantiles.set(key, q);
  }
  return q;
}

/** The chance at which a power figure is stated: the drop the gate catches 80% of the time. */
export const GATE_POWER = 0.8;

/** The smallest true drop the gate flags with the given probability, and what sets it. */
export interface GatePower {
  /** The smallest true drop, in metric units, flagged as a regression with `probability`. */
  drop: number;
  probability: number;
  /** The drop the noise alone allows: margin, interval and sign-flip test against the standard error. */
  noiseDrop: number;
  /** Fewest units that must all move one way before the gate can flag anything. */
  floorUnits: number;
  /** That floor in metric units, at the typical size of a unit's change in these data. */
  floorDrop: number;
  /** `floor` when the floor, not the noise, sets `drop`. */
  limit: 'noise' | 'floor';
}

/**
 * The shape of these units for `gatePowerOf`: their count, the problems they hold, and the typical change, the
 * mean |S_g| of the units that changed; with none, `leastChange`, the least change one sample can make to a
 * problem's metric (`leastMetricChange`), so the floor's drop is then a bound the gate cannot go below.
 */
export function unitsShape(units: ResamplingUnits, leastChange: number): UnitsShape {
  let total = 0;
  let changed = 0;
  for (let j = 0; j < units.sums.length; j++) {
    const s = Math.abs(units.sums[j]!);
    if (s <= TIE_TOLERANCE) continue;
    total += units.multiplicities[j]! * s;
    changed += units.multiplicities[j]!;
  }
  return { count: units.count, problems: units.problems, typicalChange: changed > 0 ? total / changed : leastChange };
}

/** What the power method needs of the units: how many, the problems they hold, and `typicalChange`. */
export interface UnitsShape {
  count: number;
  problems: number;
  typicalChange: number;
}

/**
 * The smallest true drop D this gate flags as a regression `GATE_POWER` of the time, from the units' shape
 * (`unitsShape`; a plan predicts one for data not yet drawn). The estimate is taken as normal around -D with the standard error SE of these data, so a drop spread over
 * many problems keeps the spread of the differences seen here. The gate flags when both hold:
 * - the interval lies below -margin: theta < -(margin + q SE), q = t_(df, 1 - alpha/2);
 * - the sign-flip test rejects: |sum S_g| > z sqrt(sum S_g^2), which for the mean is
 *   |theta| > z SE sqrt((G - 1) / (G - z^2)) (sum S_g^2 / N^2 = (G-1)/G SE^2 + theta^2 / G).
 * With T the larger threshold, P(flag) = P(theta < -T) reaches the probability at D = T + z_power SE
 * (t quantiles on df when the interval uses them), each SE widened by the drop's own variance (see
 * `dropVariance`). A floor applies too: the exact sign test cannot reject before `fewestSignificantUnits` units
 * moved the same way, and the interval of d changed units of typical size u must clear the margin
 * (`fewestUnitsPastMargin`), its t quantile on the degrees of freedom of those d changes
 * (`changedUnitsDegreesOfFreedom`) unless the interval is `t`; D is at least that many units' change, and at
 * least the largest drop `dropVariance` puts on fewer than that many problems' worth (`DropVariance.concentrated`):
 * a change the sign test sees must fall on that many.
 */
export function gatePowerOf(units: UnitsShape, design: GateDesign): GatePower {
  const { count, problems } = units;
  const se = design.standardError;
  const z = normalQuantile(1 - design.alpha / 2, 0, 1);
  // Both intervals are t intervals on the interval's degrees of freedom (the expanded percentile by construction).
  const q = tQuantile(1 - design.alpha / 2, design.degreesOfFreedom);
  // Below z^2 + 1 units the normal form of the sign test breaks down; the exact floor below covers them.
  const signFactor = count > z * z + 1 ? z * Math.sqrt((count - 1) / (count - z * z)) : z;
  const powerQuantile = tQuantile(GATE_POWER, design.degreesOfFreedom);
  // The drop itself adds variance. A problem's pass rate from n samples has variance q(1 - q) / n, and
  // q(1 - q) - p(1 - p) = delta (2p - 1) - delta^2 for q = p - delta. A drop falls on problems the model
  // used to pass at least half the time; with their pass rates spread evenly over [1/2, 1], 2p - 1 averages
  // 1/2, and a drop of D spread over them raises Var(d) by D (1/2 - D) / n (at most D (1 - D) / n): pass@1's
  // term, kept as it is. pass@k and pass^k past k = 1 vary otherwise (pass@10 most on problems rarely solved):
  // `dropVariance` gives their sampling variance's rise and the true change's spread across problems. The
  // gate reads its interval and sign test off the differences' spread, which holds both; the estimate itself
  // varies by sampling alone.
  const noiseDropOf = (dropVariance: DropVariance | undefined): number => {
    const atDrop = (drop: number): { estimate: number; seen: number } => {
      if (dropVariance === undefined) {
        const d = Math.min(Math.max(drop, 0), 0.5);
        const spread = Math.sqrt(se * se + (d * (0.5 - d)) / (design.samples * problems));
        return { estimate: spread, seen: spread };
      }
      const { sampling, change } = dropVariance(drop);
      const estimate = Math.max(0, se * se + sampling / problems);
      return { estimate: Math.sqrt(estimate), seen: Math.sqrt(estimate + change / problems) };
    };
    const needed = (drop: number): number => {
      const { estimate, seen } = atDrop(drop);
      return Math.max(design.margin + q * seen, signFactor * seen) + powerQuantile * estimate;
    };
    // Iterated from 0, D = needed(D) rises to the least such D while needed rises with D; where a drop lowers the
    // variance it can swing without settling, and the least D is searched for instead.
    let drop = 0;
    for (let i = 0; i < 50; i++) {
      const next = needed(drop);
      if (Math.abs(next - drop) <= 1e-12) return drop;
      drop = next;
    }
    return leastCaughtDrop(needed);
  };
  // A figure past the largest drop the model reaches is worked out again by the model for such drops.
  const { dropVariance } = design;
  let noiseDrop = noiseDropOf(dropVariance);
  if (dropVariance?.beyond !== undefined && noiseDrop >= dropVariance.largest) {
    noiseDrop = noiseDropOf(dropVariance.beyond);
  }
  const size = units.typicalChange;
  const fewest = fewestSignificantUnits(design.alpha);
  const floorQuantile =
    design.interval === 't'
      ? () => q
      : (changed: number) => tQuantile(1 - design.alpha / 2, changedUnitsDegreesOfFreedom(changed, count));
  const floorUnits = fewestUnitsPastMargin(count, problems, size, design.margin, floorQuantile, fewest);
  const floorDrop = Math.max((floorUnits * size) / problems, concentratedDrop(dropVariance, fewest / problems));
  const limit = floorDrop > noiseDrop ? 'floor' : 'noise';
  return { drop: Math.max(noiseDrop, floorDrop), probability: GATE_POWER, noiseDrop, floorUnits, floorDrop, limit };
}

/**
 * The largest drop the model concentrates on fewer than `share` of the problems' worth
 * (`DropVariance.concentrated`): one reached only past the largest drop of `dropVariance` is the `beyond` model's.
 */
function concentratedDrop(dropVariance: DropVariance | undefined, share: number): number {
  if (dropVariance === undefined) return 0;
  const drop = dropVariance.concentrated?.(share) ?? 0;
  const { beyond } = dropVariance;
  return beyond !== undefined && drop >= dropVariance.largest ? Math.max(drop, concentratedDrop(beyond, share)) : drop;
}

/**
 * The least drop D >= 0 with D >= needed(D), the drop a figure of `needed(D)` at D itself catches: 0 when nothing
 * is needed, else bracketed by doubling from needed(0) and bisected to 1e-12 (relative). Iterating D = needed(D)
 * from 0 finds it only while needed rises with D; a drop that lowers the variance (`dropVariance`) can make it
 * fall, and the iteration then swings between two values without settling.
 */
export function leastCaughtDrop(needed: (drop: number) => number): number {
  let high = needed(0);
  if (!(high > 0)) return 0;
  let low = 0;
  for (let i = 0; i < 200 && needed(high) > high; i++) {
    low = high;
    high *= 2;
  }
  while (high - low > 1e-12 * high) {
    const middle = (low + high) / 2;
    if (needed(middle) > middle) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * The Satterthwaite degrees of freedom (`satterthwaiteDegreesOfFreedom`) of d of G units changed by the same
 * amount and the others not at all: about 2d while d is small against G, G - 1 once half of them changed. The
 * amount cancels: residuals 1 - d/G (d of them) and -d/G (G - d).
 */
export function changedUnitsDegreesOfFreedom(changed: number, count: number): number {
  const share = changed / count;
  const total = changed * (1 - share) ** 2 + (count - changed) * share ** 2;
  const fourth = changed * (1 - share) ** 4 + (count - changed) * share ** 4;
  return satterthwaiteDegreesOfFreedom(total, count * fourth - total * total, count);
}

/**
 * The fewest of G units, d >= `fewest` (the sign test's floor), that flag a regression when each falls by u and
 * the others do not move: the mean falls by d u / N and the paired standard error of such differences is
 * (u / N) sqrt(d (G - d) / (G - 1)) (zero once all G moved), so the interval clears the margin when
 * d u / N - q(d) (u / N) sqrt(d (G - d) / (G - 1)) > margin, q(d) the interval's quantile for d changed units.
 * When no d up to G does, changes of that size cannot be flagged at all; the sign test's floor is returned, and
 * its drop, at most G u / N <= margin, stays below the noise drop (which exceeds the margin), so the floor never
 * sets the power figure then.
 */
export function fewestUnitsPastMargin(
  count: number,
  problems: number,
  size: number,
  margin: number,
  quantile: (changed: number) => number,
  fewest: number,
): number {
  const clears = (d: number) =>
    (d * size) / problems - quantile(d) * (size / problems) * Math.sqrt((d * (count - d)) / (count - 1)) > margin;
  // With c = margin N / u, the condition is d - c > q sqrt(d (G - d) / (G - 1)): d > c and, squared,
  // (G - 1 + q^2) d^2 - (2 c (G - 1) + q^2 G) d + c^2 (G - 1) > 0, past the larger root. Start there, with q
  // taken at d = c (a plan asks this of millions of problems), then step to the exact integer.
  const c = (margin * problems) / size;
  const q = quantile(Math.min(count, Math.max(fewest, Math.ceil(c))));
  const a = count - 1 + q * q;
  const b = 2 * c * (count - 1) + q * q * count;
  const root = (b + Math.sqrt(Math.max(b * b - 4 * a * c * c * (count - 1), 0))) / (2 * a);
  let d = Math.max(fewest, Math.min(count, Math.floor(Math.max(c, root))));
  while (d > fewest && clears(d - 1)) d--;
  while (d <= count && !clears(d)) d++;
  return d <= count ? d : fewest;
}

/** A suite's noise as the power figure reads it: its standard error, degrees of freedom and units. */
export interface SuiteSpread {
  standardError: number;
  degreesOfFreedom: number;
  shape: UnitsShape;
  /**
   * The degrees of freedom of a suite like this one of so many problems, where they do not grow as G - 1 does:
   * the `t` interval's over unequal groups (`clusterDegreesOfFreedom`), which a few large groups hold down.
   */
  degreesOfFreedomAt?: (problems: number) => number;
}

/**
 * The same suite grown (or shrunk) to `problems` problems like its own, each with the same samples: SE scales as
 * 1/sqrt(P), the units in proportion, df as (G-1) does (exact for Satterthwaite's df of copies of the units) or
 * as `degreesOfFreedomAt` says, and the typical change stays.
 */
export function scaledSuite(suite: SuiteSpread, problems: number): SuiteSpread {
  const { shape } = suite;
  const count = Math.max(1, Math.round((shape.count * problems) / shape.problems));
  const degreesOfFreedom =
    suite.degreesOfFreedomAt?.(problems) ??
    (shape.count > 1
      ? Math.max(1, Math.min(count - 1, (suite.degreesOfFreedom * (count - 1)) / (shape.count - 1)))
      : 1);
  return {
    standardError: suite.standardError * Math.sqrt(shape.problems / problems),
    degreesOfFreedom,
    shape: { count, problems, typicalChange: shape.typicalChange },
  };
}

/**
 * A drop to size a suite for, as `passk-gate plan --target` is given it: `drop` cut toward the margin to 3
 * significant digits of its excess over it. A report that names this target sizes this drop, so that the plan
 * reproduces its figures; cut, not rounded, so it never promises to catch with fewer problems than the drop seen.
 */
export function plannedDrop(drop: number, margin: number): number {
  const decimals = Math.max(0, 2 - Math.floor(Math.log10(drop - margin)));
  // toPrecision: a decimal drop times 10^decimals is not always an integer in floating point (0.0113 * 10^4).
  return Number((Math.floor(Number((drop * 10 ** decimals).toPrecision(12))) / 10 ** decimals).toFixed(decimals));
}

/** Larger suites than this are not sized: no drop that needs them is caught. */
const MOST_PROBLEMS = 1e9;

/**
 * The fewest problems, in a suite like this one (`scaledSuite`), at which the gate flags a true drop of `drop`
 * `GATE_POWER` of the time (`gatePowerOf`, or `adjusted` of it for a suite of that many problems; taken to be
 * monotone in the problems): searched from the suite's own size; null past `MOST_PROBLEMS`.
 */
export function problemsToCatch(
  suite: SuiteSpread,
  design: GateDesign,
  drop: number,
  adjusted: (power: GatePower, problems: number) => GatePower = (power) => power,
): number | null {
  const catches = (problems: number) => {
    const scaled = scaledSuite(suite, problems);
    return adjusted(gatePowerOf(scaled.shape, { ...design, ...scaled }), problems).drop <= drop;
  };
  let lo = 0;
  let hi = Math.max(1, suite.shape.problems);
  while (!catches(hi)) {
    if (hi > MOST_PROBLEMS) return null;
    lo = hi;
    hi *= 2;
  }
  if (lo === 0) {
    // The suite's own size already catches: halve until a suite does not.
    lo = Math.floor(hi / 2);
    while (lo >= 1 && catches(lo)) {
      hi = lo;
      lo = Math.floor(lo / 2);
    }
  }
  return bisect(lo, hi, catches);
}

/** The least integer in (lo, hi] that `catches`, when `hi` does and `lo` does not (or is 0). */
export function bisect(lo: number, hi: number, catches: (n: number) => boolean): number {
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (catches(mid)) hi = mid;
    else lo = mid;
  }
  return hi;
}
