import { binomialDraw, type Xoshiro128 } from './random.js';
import { expand, TIE_TOLERANCE, useMultinomial, type ResamplingUnits } from './units.js';

/**
 * Two-sided paired sign-flip permutation test of "mean difference = 0". Under the null each unit's
 * difference is as likely to be negative, so every resample flips each unit's sign with probability 1/2;
 * p = (#{|flipped total| >= |observed total|} + 1) / (B + 1) (Phipson & Smyth 2010: never 0).
 * Repeated units flip together as a Binomial(multiplicity, 1/2) number of sign changes.
 */
export function signFlipPValue(units: ResamplingUnits, resamples: number, rng: Xoshiro128): number {
  const { sums, multiplicities, count } = units;
  let observed = 0;
  let scale = 0;
  for (let j = 0; j < sums.length; j++) {
    observed += multiplicities[j]! * sums[j]!;
    scale += multiplicities[j]! * Math.abs(sums[j]!);
  }
  const threshold = Math.abs(observed) - TIE_TOLERANCE * Math.max(1, scale);
  let extreme = 0;
  if (useMultinomial(units)) {
    for (let b = 0; b < resamples; b++) {
      let total = 0;
      for (let j = 0; j < sums.length; j++) {
        const s = sums[j]!;
        if (s === 0) continue;
        const m = multiplicities[j]!;
        total += s * (2 * binomialDraw(rng, m, 0.5) - m);
      }
      if (Math.abs(total) >= threshold) extreme++;
    }
  } else {
    const flat = expand(sums, multiplicities, count);
    for (let b = 0; b < resamples; b++) if (Math.abs(flippedTotal(flat, rng)) >= threshold) extreme++;
  }
  return (extreme + 1) / (resamples + 1);
}

/** The total of the units with each sign flipped by a fair coin (a function per resample, like directResample). */
function flippedTotal(flat: Float64Array, rng: Xoshiro128): number {
  let total = 0;
  let bits = 0;
  for (let i = 0; i < flat.length; i++) {
    if ((i & 31) === 0) bits = rng.nextUint32();
    // Times +-1 rather than a branch: a coin-flip branch is mispredicted half the time.
    total += flat[i]! * ((bits & 1) * 2 - 1);
    bits >>>= 1;
  }
  return total;
}
