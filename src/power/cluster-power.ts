import type { IntervalMethod, Metric, ProblemCounts } from '../common/types.js';
import { countMetricTables } from '../estimate/sampling-moments.js';
import type { Level } from '../common/level.js';
import { tInterval } from '../resample/interval.js';
import { Xoshiro128 } from '../resample/random.js';
import { signFlipRejects } from '../resample/sign-flip.js';
import { clusterDegreesOfFreedom, pairedStandardError } from '../resample/standard-error.js';
import { unitMap, unitSizes, unitsMean, type ResamplingUnits } from '../resample/units.js';
import { binomialInverse, expit } from './binomial.js';
import { GATE_POWER, type GatePower } from './gate-power.js';
import { groupShrunkLogOdds } from './group-prior.js';

/** The gate whose power over groups is simulated: the `t` interval over groups and the sign-flip test. */
export interface ClusterGate {
  metric: 'pass@k' | 'pass^k';
  k: number;
  margin: number;
  /** The level the check is tested at: the interval's confidence, and the alpha the sign-flip test rejects below. */
  level: Level;
  seed: number;
  /** Where the search for the drop starts (the analytic figure): any positive drop; a close one saves work. */
  start: number;
}

/** The most problems simulated: the cost grows with them, and past this many groups the analytic figure is close. */
export const CLUSTER_POWER_PROBLEMS = 25_000;

/** The most binomial CDF terms (one per sample, per kind of problem and side) computed at each drop tried. */
export const CLUSTER_POWER_TERMS = 1_000_000;

/** The gate `withClusterPower` may simulate: its metric and interval decide whether it does. */
type ClusterSettings = Omit<ClusterGate, 'metric' | 'start'> & {
  metric: Metric;
  interval: IntervalMethod;
};

/** The compared problems of both runs, paired in order, and their groups (none: no problem has one). */
interface ClusterRuns {
  baseline: readonly ProblemCounts[];
  candidate: readonly ProblemCounts[];
  groups?: readonly (string | undefined)[] | undefined;
}

/**
 * The first `count` problems of both runs repeated, each copy in groups of its own: a suite like this one of that
 * size, for the simulation over groups.
 */
function repeatedRuns({ baseline, candidate, groups }: ClusterRuns, count: number): ClusterRuns {
  const copy = <T>(items: readonly T[]) => Array.from({ length: count }, (_, i) => items[i % items.length]!);
  const copyGroups =
    groups &&
    copy(groups).map((group, i) =>
      group === undefined ? undefined : JSON.stringify([group, Math.floor(i / baseline.length)]),
    );
  return { baseline: copy(baseline), candidate: copy(candidate), groups: copyGroups };
}

/**
 * The power of a suite like `runs` of `count` problems, as `withClusterPower` corrects the analytic `power` of
 * `runs` themselves: for `problemsToCatch`, so that a suite sized to catch a drop is judged as the runs are.
 */
export function sizedClusterPower(
  settings: ClusterSettings,
  runs: ClusterRuns,
  samples?: number,
): (power: GatePower, count: number) => GatePower {
  return (power, count) =>
    count > CLUSTER_POWER_PROBLEMS ? power : withClusterPower(power, settings, repeatedRuns(runs, count), samples);
}

/**
 * The power figure of a gate over `groups`: for the `t` interval with pass@k or pass^k, where the normal
 * approximation overstates what an exact sign-flip test over few groups can flag, the noise drop is the larger
 * of the analytic one (which sees the spread of the observed differences) and the one simulated from the data
 * (`clusterPowerDrop`, which sees the few groups and the exact sign test) where the problems and the binomial CDF
 * terms are few enough (`CLUSTER_POWER_PROBLEMS`, `CLUSTER_POWER_TERMS`); the floor stays as the analytic method
 * set it. Other gates keep `power`: the bootstrap intervals would need resamples in each replication, and n@k and
 * pass-ratio@n are computed from each sample, which a shifted pass rate does not describe.
 */
export function withClusterPower(
  power: GatePower,
  { metric, interval, ...gate }: ClusterSettings,
  { baseline, candidate, groups }: ClusterRuns,
  samples?: number,
): GatePower {
  if (groups === undefined || interval !== 't' || (metric !== 'pass@k' && metric !== 'pass^k')) return power;
  if (baseline.length > CLUSTER_POWER_PROBLEMS) return power;
  // One law per kind of problem and side, of as many terms as its samples (`samples` on both sides, when given).
  const kinds = problemKinds(baseline, candidate, groupShrunkLogOdds(baseline, unitMap(groups)));
  const terms = new Map(kinds.map((kind, i) => [kind, (samples ?? baseline[i]!.n) + (samples ?? candidate[i]!.n)]));
  if ([...terms.values()].reduce((sum, n) => sum + n, 0) > CLUSTER_POWER_TERMS) return power;
  const cluster = { ...gate, metric, start: power.noiseDrop };
  const noiseDrop = Math.max(clusterPowerDrop(baseline, candidate, groups, cluster, samples), power.noiseDrop);
  const limit = power.floorDrop > noiseDrop ? 'floor' : 'noise';
  return { ...power, noiseDrop, drop: Math.max(noiseDrop, power.floorDrop), limit };
}

/** Replications: one Monte Carlo standard error of a flagged share near 0.8 is 2 points. */
const REPLICATIONS = 400;
/** The pilot search's replications, and where the full search starts: a little below the pilot's shift. */
const PILOT_REPLICATIONS = 40;
const PILOT_SHADE = 0.93;

/** The largest log-odds decrease tried: every problem's pass probability is then below 1e-17 of what it was. */
const LARGEST_SHIFT = 40;
/** Replication r draws its baseline from stream STREAM + 2r and its candidate from the next. */
const STREAM = 1 << 20;

/**
 * The smallest true drop D that the gate flags as a regression in `GATE_POWER` of 400 seeded replications,
 * for `baseline` and `candidate` (the compared problems, paired in order) resampled in `groups` (a problem
 * without one is a group of its own) under the `t` interval.
 *
 * What is simulated. Each problem's per-sample pass probability p is the baseline's (c + 0.5) / (n + 1) pulled toward
 * its group's rate (`groupShrunkLogOdds`).
 * A true drop of D lowers every problem's log-odds by the same beta, q = expit(logit p - beta), with beta such that the
 * suite's expected metric falls by exactly D (per problem 1 - (1 - q)^k for pass@k, q^k for pass^k: the expectations of
 * the unbiased estimators). A replication draws a baseline rerun from p and a candidate from q, each problem's n
 * samples on each side (or `samples` on both, for a plan), and decides it by the gate's rule (`verdictFor`): the
 * interval theta +- t(df) SE, with SE the cluster-robust standard error over the G groups and df
 * `clusterDegreesOfFreedom` (G - 1 for equal groups), must lie below -margin, and the sign-flip test must reject at
 * alpha (`signFlipRejects`).
 *
 * How D is found. A replication keeps its random numbers at every beta, and a count is the inverse binomial CDF
 * at its uniform, so as beta rises the candidate's counts only fall: a replication is taken as flagged from one
 * beta on, and the share flagged rises with beta. `flaggedShift` finds the least beta at which the share is
 * reached, over the first 40 replications from `start` (a pilot), then over all 400 from a little below the
 * pilot's beta, to 0.2% of D. Past beta = 40 (no share reached), D is the baseline's whole expected metric, or its
 * score if that is larger.
 */
export function clusterPowerDrop(
  baseline: readonly ProblemCounts[],
  candidate: readonly ProblemCounts[],
  groups: readonly (string | undefined)[],
  gate: ClusterGate,
  samples?: number,
): number {
  const suite = simulatedSuite(baseline, candidate, groups, gate, samples);
  const replications = Array.from({ length: REPLICATIONS }, (_, r) => r);
  // Near no drop, the drop grows in proportion to beta.
  const start = Math.min((1e-3 * Math.max(gate.start, 1e-6)) / suite.expectedDrop(1e-3), LARGEST_SHIFT);
  const pilot = flaggedShift(suite, replications.slice(0, PILOT_REPLICATIONS), start, 2, 0.02);
  const shift = flaggedShift(suite, replications, PILOT_SHADE * pilot, 1.1, 0.002);
  // Not flagged often enough even with every pass lost: at least the baseline's score, which the report says no
  // regression can reach (the model's expected metric may fall short of the score the run shows).
  return shift === Infinity ? Math.max(suite.expectedDrop(shift), suite.score) : suite.expectedDrop(shift);
}

/**
 * The least log-odds shift at which `GATE_POWER` of these replications are flagged, to `tolerance` of its
 * drop (Infinity if not even beta = 40 is): bracketed by steps of the factor `step` from `start`, then
 * bisected. A replication flagged at the bracket's low end is flagged throughout it, and one clear at its high
 * end is clear throughout it, so a probe draws only the replications still open; a first probe a little short
 * of the answer settles most of them.
 */
function flaggedShift(suite: SimulatedSuite, replications: number[], start: number, step: number, tolerance: number) {
  const target = Math.ceil(GATE_POWER * replications.length - 1e-9);
  let open = replications;
  let settledFlagged = 0;
  // Whether the target is reached at beta; the replications it settles (see above) leave `open`, the flagged
  // ones counted in `settledFlagged`.
  const reached = (beta: number): boolean => {
    const draws = suite.candidateDraws(beta);
    const flagged: number[] = [];
    const clear: number[] = [];
    for (const r of open) (suite.flagged(r, draws) ? flagged : clear).push(r);
    if (settledFlagged + flagged.length >= target) {
      open = flagged;
      return true;
    }
    settledFlagged += flagged.length;
    open = clear;
    return false;
  };
  const dropAt = suite.expectedDrop;
  // Until a probe has reached the target, high is Infinity; until one has not, low is 0.
  let low = 0;
  let high = Infinity;
  let beta = start;
  while (dropAt(high) - dropAt(low) > tolerance * dropAt(high)) {
    if (beta > LARGEST_SHIFT) return Infinity;
    if (reached(beta)) high = beta;
    else low = beta;
    if (high === Infinity) beta = low * step;
    else if (low === 0) beta = high / step;
    else beta = (low + high) / 2;
  }
  return high;
}

/** Each problem's kind: problems alike in pass probability, baseline n and candidate n have the same laws. */
function problemKinds(
  baseline: readonly ProblemCounts[],
  candidate: readonly ProblemCounts[],
  logOdds: readonly number[],
): string[] {
  return baseline.map(({ n }, i) => `${logOdds[i]} ${n} ${candidate[i]!.n}`);
}

type SimulatedSuite = ReturnType<typeof simulatedSuite>;

/** The problems' laws and groups, each replication's baseline rerun (drawn once), and the gate's rule. */
function simulatedSuite(
  baseline: readonly ProblemCounts[],
  candidate: readonly ProblemCounts[],
  groups: readonly (string | undefined)[],
  gate: ClusterGate,
  samples: number | undefined,
) {
  const problems = baseline.length;
  const map = unitMap(groups);
  const { unitOf, count } = map;
  const logOdds = groupShrunkLogOdds(baseline, map);
  const baselineN = baseline.map(({ n }) => samples ?? n);
  const candidateN = candidate.map(({ n }) => samples ?? n);
  // Each problem's kind as an index, and the first problem of each kind.
  const kindIds = new Map<string, number>();
  const firstOfKind: number[] = [];
  const kindOf = problemKinds(baseline, candidate, logOdds).map((kind, i) => {
    let id = kindIds.get(kind);
    if (id === undefined) {
      id = firstOfKind.push(i) - 1;
      kindIds.set(kind, id);
    }
    return id;
  });
  /** Each problem's draw of its passes out of `sizes[i]`, its log-odds lowered by beta: one law per kind. */
  const drawsAt = (beta: number, sizes: number[]): ((u: number) => number)[] => {
    const laws = firstOfKind.map((i) => binomialInverse(sizes[i]!, logOdds[i]! - beta));
    return kindOf.map((id) => laws[id]!);
  };
  // The metric of c passes out of n, at [c], for each problem's n on each side.
  const valuesOf = countMetricTables(gate.metric, gate.k);
  const baselineValues = baselineN.map(valuesOf);
  const candidateValues = candidateN.map(valuesOf);

  // Replication r's baseline group totals at [r G, (r + 1) G).
  const baselineTotals = new Float64Array(REPLICATIONS * count);
  const baselineDraws = drawsAt(0, baselineN);
  for (let r = 0; r < REPLICATIONS; r++) {
    const rng = new Xoshiro128(gate.seed, STREAM + 2 * r);
    for (let i = 0; i < problems; i++) {
      const passes = baselineDraws[i]!(rng.nextUint32() / 2 ** 32);
      baselineTotals[r * count + unitOf[i]!]! += baselineValues[i]![passes]!;
    }
  }
  // One replication's group totals, candidate less baseline.
  const units: ResamplingUnits = { sums: new Float64Array(count), ...unitSizes(map) };
  const halfWidth = tInterval(0, 1, clusterDegreesOfFreedom(units), gate.level.confidence)[1];
  const { alpha } = gate.level;

  // Problems alike in p, counted once.
  const alike = new Map<number, number>();
  for (const z of logOdds) alike.set(z, (alike.get(z) ?? 0) + 1);
  const expectedMetric = (beta: number): number => {
    let total = 0;
    for (const [z, problemsAlike] of alike) {
      const q = expit(z - beta);
      total += problemsAlike * (gate.metric === 'pass@k' ? -Math.expm1(gate.k * Math.log1p(-q)) : q ** gate.k);
    }
    return total / problems;
  };
  const before = expectedMetric(0);

  return {
    /** The baseline's score: its metric at each problem's own n. */
    score: baseline.reduce((sum, { n, c }) => sum + valuesOf(n)[c]!, 0) / problems,
    /** The fall of the suite's expected metric when every problem's log-odds is lowered by beta. */
    expectedDrop: (beta: number): number => before - expectedMetric(beta),
    candidateDraws: (beta: number) => drawsAt(beta, candidateN),
    /** Whether the gate flags replication r as a regression, its candidate drawn by `draws`. */
    flagged(r: number, draws: ((u: number) => number)[]): boolean {
      const { sums } = units;
      for (let g = 0; g < count; g++) sums[g] = -baselineTotals[r * count + g]!;
      const rng = new Xoshiro128(gate.seed, STREAM + 2 * r + 1);
      for (let i = 0; i < problems; i++) {
        sums[unitOf[i]!]! += candidateValues[i]![draws[i]!(rng.nextUint32() / 2 ** 32)]!;
      }
      const theta = unitsMean(units);
      const half = halfWidth * pairedStandardError(units, theta);
      // The gate's regression (`verdictFor`): the interval below -margin, and the sign test rejecting.
      return theta + half < -gate.margin && signFlipRejects(sums, alpha);
    },
  };
}
