import type { GradedSample } from '../common/types.js';
import { groupedNAtK, type ScoreGroups } from './n-at-k.js';
import { discreteMoments, type SamplingMoments } from './sampling-moments.js';

/**
 * The sampling moments of n@k (N = `submit`) from n samples of a problem, by simulation, as no closed form is
 * known: the problem's K graded samples stand for its population (the plug-in, a little low at small K), and
 * each of `draws` runs draws n of them with replacement and computes n@k exactly (`groupedNAtK`). The moments are
 * those of the simulated values (`discreteMoments`, equal weights). A run's samples are `rng.nextBelow(K)` each
 * (the generator itself, not a closure per problem: its method call is inlined, 1.4x faster over 10,000
 * problems): a seeded generator makes the result repeatable. A problem whose samples all pass, or all fail,
 * never varies.
 */
export function simulatedNAtKMoments(
  samples: readonly GradedSample[],
  n: number,
  k: number,
  submit: number,
  draws: number,
  rng: { nextBelow(bound: number): number },
): SamplingMoments {
  // Every draw of a problem that always (or never) passes scores the same.
  const passes = samples.filter((sample) => sample.pass).length;
  if (passes === 0 || passes === samples.length) {
    return { variance: 0, fourthCumulant: 0, meanAbsoluteDifference: 0, changeProbability: 0 };
  }
  // A run's score groups are the problem's, less those it drew nothing from: ranked once, a draw only counts.
  const { rank, ranks } = scoreRanks(samples);
  const fails = Uint8Array.from(samples, (sample) => (sample.pass ? 0 : 1));
  const drawn = new Int32Array(ranks);
  const drawnFailing = new Int32Array(ranks);
  const run: ScoreGroups = {
    firstGroup: new Int32Array(2),
    sizes: new Int32Array(ranks),
    failing: new Int32Array(ranks),
  };
  const values = new Float64Array(draws);
  for (let r = 0; r < draws; r++) {
    drawn.fill(0);
    drawnFailing.fill(0);
    for (let i = 0; i < n; i++) {
      const j = rng.nextBelow(samples.length);
      drawn[rank[j]!]!++;
      drawnFailing[rank[j]!]! += fails[j]!;
    }
    let groups = 0;
    for (let g = 0; g < ranks; g++) {
      if (drawn[g] === 0) continue;
      run.sizes[groups] = drawn[g]!;
      run.failing[groups++] = drawnFailing[g]!;
    }
    run.firstGroup[1] = groups;
    values[r] = groupedNAtK(run, 0, k, submit);
  }
  return discreteMoments(values, new Float64Array(draws).fill(1 / draws));
}

/** Each sample's rank among the problem's distinct scores (0 the highest); a RangeError when a score is not finite. */
function scoreRanks(samples: readonly GradedSample[]): { rank: Int32Array; ranks: number } {
  const scores = samples.map(({ score }) => {
    if (typeof score !== 'number' || !Number.isFinite(score)) {
      throw new RangeError('n@k needs a finite score on every sample');
    }
    return score;
  });
  const distinct = [...new Set(scores)].sort((a, b) => b - a);
  const rankOf = new Map(distinct.map((score, i) => [score, i]));
  return { rank: Int32Array.from(scores, (score) => rankOf.get(score)!), ranks: distinct.length };
}
