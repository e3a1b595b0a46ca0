import { discreteMoments, type SamplingMoments } from '../estimate/sampling-moments.js';
import { TIE_TOLERANCE } from '../resample/units.js';
import { pairedMoments } from './noise.js';

/**
 * The moments of one problem's change d = Y - X between two runs at one sample per problem when the
 * candidate's result Y is unrelated to the baseline's X: both drawn independently from the baseline's results
 * (`values`, one per problem). Var d = 2 Var X (for pass@1, 2 p (1 - p) with p the baseline's pass rate); a
 * candidate whose results go with the baseline's, problem by problem, varies less.
 */
export function unrelatedChange(values: ArrayLike<number>): SamplingMoments {
  const results = discreteMoments(values, new Float64Array(values.length).fill(1 / values.length));
  return pairedMoments(results, results);
}

/**
 * The moments of one problem's change as a past comparison shows them (`differences`, candidate less baseline
 * per problem), with `variance` the gate's own (P SE^2, cluster-robust with groups): the differences' fourth
 * cumulant scaled with their variance (the same kurtosis, so that the degrees of freedom are the ones the gate
 * estimates from them over problems), and the mean size of the changes and the share of problems that changed,
 * so that the typical change of a problem that changed is the one the gate sees.
 */
export function measuredChange(differences: ArrayLike<number>, variance: number): SamplingMoments {
  const count = differences.length;
  const shape = discreteMoments(differences, new Float64Array(count).fill(1 / count));
  const fourthCumulant = shape.variance > 0 ? shape.fourthCumulant * (variance / shape.variance) ** 2 : 0;
  let absolute = 0;
  let changed = 0;
  for (let i = 0; i < count; i++) {
    const size = Math.abs(differences[i]!);
    absolute += size;
    if (size > TIE_TOLERANCE) changed++;
  }
  return {
    variance,
    fourthCumulant,
    meanAbsoluteDifference: absolute / count,
    changeProbability: changed / count,
  };
}
