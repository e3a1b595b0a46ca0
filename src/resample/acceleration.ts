import type { ResamplingUnits } from './units.js';

/**
 * BCa acceleration from the jackknife over units (Efron & Tibshirani 1993, eq. 14.15):
 * a = sum(D^3) / (6 * sum(D^2)^(3/2)), D_u = mean of the leave-one-out statistics - statistic without unit u.
 * The leave-one-out statistic of a ratio of sums is closed-form, so this is O(distinct units). 0 when the
 * jackknife values do not vary.
 */
export function jackknifeAcceleration(units: ResamplingUnits): number {
  const { sums, sizes, multiplicities, count } = units;
  if (count < 2) return 0;
  let totalSum = 0;
  let totalSize = 0;
  for (let j = 0; j < sums.length; j++) {
    totalSum += multiplicities[j]! * sums[j]!;
    totalSize += multiplicities[j]! * sizes[j]!;
  }
  const leaveOut = Float64Array.from(sums, (s, j) => (totalSum - s) / (totalSize - sizes[j]!));
  let jackMean = 0;
  for (let j = 0; j < leaveOut.length; j++) jackMean += multiplicities[j]! * leaveOut[j]!;
  jackMean /= count;
  let squares = 0;
  let cubes = 0;
  for (let j = 0; j < leaveOut.length; j++) {
    const d = jackMean - leaveOut[j]!;
    squares += multiplicities[j]! * d * d;
    cubes += multiplicities[j]! * d * d * d;
  }
  return squares > 0 ? cubes / (6 * Math.pow(squares, 1.5)) : 0;
}
