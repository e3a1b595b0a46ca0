import { unitsMean, type ResamplingUnits } from './units.js';

/**
 * Standard error of the mean difference, cluster-robust when units are clusters:
 * SE = sqrt(G/(G-1) * sum_g (S_g - theta * n_g)^2) / N over G units holding N problems. With one problem per
 * unit this is the paired standard error sd(d_i) / sqrt(P).
 */
export function pairedStandardError(units: ResamplingUnits): number {
  const { sums, sizes, multiplicities, count, problems } = units;
  if (count < 2) return 0;
  const theta = unitsMean(units);
  let squares = 0;
  for (let j = 0; j < sums.length; j++) {
    const residual = sums[j]! - theta * sizes[j]!;
    squares += multiplicities[j]! * residual * residual;
  }
  return Math.sqrt((count / (count - 1)) * squares) / problems;
}
