import type { GradedSample } from '../common/types.js';
import { nAtK } from './n-at-k.js';
import { discreteMoments, type SamplingMoments } from './sampling-moments.js';

/**
 * The sampling moments of n@k (N = `submit`) from n samples of a problem, by simulation, as no closed form is
 * known: the problem's K graded samples stand for its population (the plug-in, a little low at small K), and
 * each of `draws` runs draws n of them with replacement and computes n@k exactly (`nAtK`). The moments are
 * those of the simulated values (`discreteMoments`, equal weights). `randomBelow(b)` gives a uniform integer
 * in [0, b): a seeded generator makes the result repeatable. A problem whose samples all pass, or all fail,
 * never varies.
 */
export function simulatedNAtKMoments(
  samples: readonly GradedSample[],
  n: number,
  k: number,
  submit: number,
  draws: number,
  randomBelow: (bound: number) => number,
): SamplingMoments {
  // Every draw of a problem that always (or never) passes scores the same.
  const passes = samples.filter((sample) => sample.pass).length;
  if (passes === 0 || passes === samples.length) {
    return { variance: 0, fourthCumulant: 0, meanAbsoluteDifference: 0, changeProbability: 0 };
  }
  const values = new Float64Array(draws);
  const run: GradedSample[] = new Array<GradedSample>(n);
  for (let r = 0; r < draws; r++) {
    for (let i = 0; i < n; i++) run[i] = samples[randomBelow(samples.length)]!;
    values[r] = nAtK(run, k, submit);
  }
  return discreteMoments(values, new Float64Array(draws).fill(1 / draws));
}
