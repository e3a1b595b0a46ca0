import { unitsMean, type ResamplingUnits, type UnitSizes } from './units.js';

/**
 * Standard error of the mean difference, cluster-robust when units are clusters (CR2, Bell and McCaffrey 2002):
 * SE^2 = sum_g (S_g - theta * n_g)^2 / (1 - n_g / N) / N^2 over G units holding N problems. The factor
 * 1 / (1 - n_g/N) undoes the shrinking of a unit's residual by the mean it is part of: G/(G-1) when the units
 * are equal (CR1's factor), larger for a unit holding much of the suite, which CR1 understated. With one problem
 * per unit this is the paired standard error sd(d_i) / sqrt(P). `theta` is the units' mean, when already known.
 */
export function pairedStandardError(units: ResamplingUnits, theta = unitsMean(units)): number {
  const { sums, sizes, multiplicities, count, problems } = units;
  if (count < 2) return 0;
  // Squares summed per size, then scaled by N / (N - size): with one size this is G/(G-1) * squares to the bit.
  const squaresBySize = new Map<number, number>();
  for (let j = 0; j < sums.length; j++) {
    const residual = sums[j]! - theta * sizes[j]!;
    squaresBySize.set(sizes[j]!, (squaresBySize.get(sizes[j]!) ?? 0) + multiplicities[j]! * residual * residual);
  }
  let variance = 0;
  for (const [size, squares] of squaresBySize) variance += (problems / (problems - size)) * squares;
  return Math.sqrt(variance) / problems;
}

/**
 * Degrees of freedom of the t interval over units (Bell and McCaffrey 2002, for `pairedStandardError`'s CR2 under
 * independent problems of equal variance): with s_g = n_g / N each unit's share and p_g = s_g^2 / (1 - s_g),
 * df = 1 / (sum s_g^2 + (sum p_g)^2 - sum p_g^2). It is G - 1 for equal units (taken exactly then) and less when
 * a few units hold most problems: their totals carry the SE, so it is as uncertain as from a few units.
 */
export function clusterDegreesOfFreedom({ sizes, multiplicities, count, problems }: UnitSizes): number {
  if (sizes.every((size) => size === sizes[0])) return count - 1;
  let shares = 0;
  let weights = 0;
  let weightSquares = 0;
  for (let j = 0; j < sizes.length; j++) {
    const share = sizes[j]! / problems;
    const weight = (share * share) / (1 - share);
    shares += multiplicities[j]! * share * share;
    weights += multiplicities[j]! * weight;
    weightSquares += multiplicities[j]! * weight * weight;
  }
  return 1 / (shares + weights * weights - weightSquares);
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
