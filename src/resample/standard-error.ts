import { unitsMean, type ResamplingUnits } from './units.js';

/**
 * Standard error of the mean difference, cluster-robust when units are clusters:
 * SE = sqrt(G/(G-1) * sum_g (S_g - theta * n_g)^2) / N over G units holding N problems. With one problem per
 * unit this is the paired standard error sd(d_i) / sqrt(P). `theta` is the units' mean, when already known.
 */
export function pairedStandardError(units: ResamplingUnits, theta = unitsMean(units)): number {
  const { sums, sizes, multiplicities, count, problems } = units;
  if (count < 2) return 0;
  let squares = 0;
  for (let j = 0; j < sums.length; j++) {
    const residual = sums[j]! - theta * sizes[j]!;
    squares += multiplicities[j]! * residual * residual;
  }
  return Math.sqrt((count / (count - 1)) * squares) / problems;
}

/**
 * Degrees of freedom of the squared standard error (Satterthwaite 1946): 2 V^2 / Var(V) with V = sum_g r_g^2,
 * r_g = S_g - theta * n_g, and Var(V) estimated as G * (sample variance of the r_g^2), so
 * df = 2 (G - 1) (sum r^2)^2 / (G sum (r^2 - mean r^2)^2), at most G - 1 (its value for normal residuals).
 * Heavy tails, and differences concentrated in a few problems, make the SE itself uncertain and df small:
 * m changed problems out of P, all +-1, give df ~ 2m. `theta` is the units' mean, when already known.
 */
export function standardErrorDegreesOfFreedom(units: ResamplingUnits, theta = unitsMean(units)): number {
  const { sums, sizes, multiplicities, count } = units;
  if (count < 2) return 1;
  const residualSquares = Float64Array.from(sums, (sum, j) => (sum - theta * sizes[j]!) ** 2);
  let squares = 0;
  for (let j = 0; j < sums.length; j++) squares += multiplicities[j]! * residualSquares[j]!;
  const meanSquare = squares / count;
  let spread = 0;
  for (let j = 0; j < sums.length; j++) spread += multiplicities[j]! * (residualSquares[j]! - meanSquare) ** 2;
  return satterthwaiteDegreesOfFreedom(squares, count * spread, count);
}

/**
 * The Satterthwaite degrees of freedom of V = sum_g r_g^2 over G units: df = 2 (G - 1) V^2 / D, where
 * D = G sum_g (r_g^2 - mean r^2)^2 = G sum_g r_g^4 - V^2 (from the data, or with each sum replaced by its
 * expectation), kept within [1, G - 1]; G - 1 when V or D is not positive.
 */
export function satterthwaiteDegreesOfFreedom(total: number, spread: number, count: number): number {
  const limit = count - 1;
  if (!(total > 0 && spread > 0)) return limit;
  return Math.max(1, Math.min(limit, (2 * limit * total * total) / spread));
}

/** `unitsMean`, `pairedStandardError` and `standardErrorDegreesOfFreedom` of the same units, the mean taken once. */
export function pairedSpread(units: ResamplingUnits): { observed: number; se: number; degreesOfFreedom: number } {
  const observed = unitsMean(units);
  return {
    observed,
    se: pairedStandardError(units, observed),
    degreesOfFreedom: standardErrorDegreesOfFreedom(units, observed),
  };
}
