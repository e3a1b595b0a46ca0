import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import type { IntervalMethod, Metric, ProblemCounts } from '../common/types.js';
import { metricEstimator } from '../estimate/metric.js';
import { significanceLevel } from '../options.js';
import { tInterval } from '../resample/interval.js';
import type { GatePower } from './gate-power.js';
import { Xoshiro128 } from '../resample/random.js';
import { EXACT_SIGN_FLIP_UNITS, exactSignFlipPValue } from '../resample/sign-flip.js';
import { pairedStandardError } from '../resample/standard-error.js';
import { TIE_TOLERANCE, unitMap, unitsMean, type ResamplingUnits } from '../resample/units.js';
import { verdictFor } from '../decide/verdict.js';

/** The gate whose power over groups is simulated: the `t` interval over groups and the sign-flip test. */
export interface ClusterGate {
  metric: 'pass@k' | 'pass^k';
  k: number;
  margin: number;
  /** Confidence of the interval; the sign-flip test rejects below 1 - confidence. */
  confidence: number;
  /** The share of replications that must be flagged (0.8). */
  probability: number;
  seed: number;
  /** Where the search for the drop starts (the analytic figure): any positive drop; a close one saves work. */
  start: number;
}

/** Replications per drop: one Monte Carlo standard error of a flagged share near 0.8 is 2 points. */
const CLUSTER_POWER_REPLICATIONS = 400;

/**
 * The most problems whose power is simulated: the cost grows with them (0.22 s at 10,000 in 1,250 groups), and
 * past this many, hundreds of groups, the analytic figure is close (README, How the gate decides, item 6).
 */
export const CLUSTER_POWER_PROBLEMS = 25_000;

/**
 * The most binomial CDF terms a simulation may hold: problems alike in (baseline n, baseline c, candidate n)
 * share their laws, which have a term per sample on each side and are recomputed at every drop tried.
 */
export const CLUSTER_POWER_TERMS = 1_000_000;

/**
 * Whether a gate's power figure over groups is simulated (`clusterPowerDrop`): under the `t` interval, with
 * pass@k or pass^k. The bootstrap intervals would need resamples in each replication; n@k and pass-ratio@n are
 * computed from each sample, which a shifted pass rate does not describe.
 */
export function simulatedPowerGate(metric: Metric, interval: IntervalMethod): metric is 'pass@k' | 'pass^k' {
  return interval === 't' && (metric === 'pass@k' || metric === 'pass^k');
}

/**
 * Whether `clusterPowerDrop` simulates these problems (both sides, paired; at `samples` per problem when
 * given): at most `CLUSTER_POWER_PROBLEMS` of them, whose distinct (baseline n, baseline c, candidate n) hold
 * at most `CLUSTER_POWER_TERMS` samples.
 */
export function simulatesClusterPower(
  baseline: readonly ProblemCounts[],
  candidate: readonly ProblemCounts[],
  samples?: number,
): boolean {
  if (baseline.length > CLUSTER_POWER_PROBLEMS) return false;
  const seen = new Set<string>();
  let terms = 0;
  for (let i = 0; i < baseline.length; i++) {
    const { n, c } = baseline[i]!;
    const key = `${n} ${c} ${candidate[i]!.n}`;
    if (seen.has(key)) continue;
    seen.add(key);
    terms += samples === undefined ? n + candidate[i]!.n : 2 * samples;
    if (terms > CLUSTER_POWER_TERMS) return false;
  }
  return true;
}

/**
 * The power figure with the simulated noise drop over groups: the larger of it and the analytic one. The
 * simulation sees the few groups and the exact sign test; the analytic figure sees the spread of the observed
 * differences (a candidate that differs by group). The floor stays as the analytic method set it.
 */
export function withSimulatedNoise(power: GatePower, simulated: number): GatePower {
  const noiseDrop = Math.max(simulated, power.noiseDrop);
  return {
    ...power,
    noiseDrop,
    drop: Math.max(noiseDrop, power.floorDrop),
    limit: power.floorDrop > noiseDrop ? 'floor' : 'noise',
  };
}

/** Replication r draws its baseline from stream STREAM + 2r and its candidate from the next: clear of the others. */
const STREAM = 1 << 20;

/** The search stops once the drop is known to this share of itself. */
const RELATIVE_TOLERANCE = 0.002;

/**
 * A pilot search over the first replications finds where the full one starts: a start far from the drop costs
 * the full search whole probes. Its drop is known to 2%, and the full search starts 7% below it (about one
 * standard deviation of a 40-replication figure).
 */
const PILOT_REPLICATIONS = 40;
const PILOT_TOLERANCE = 0.02;
const PILOT_SHADE = 0.93;

/** A log-odds decrease past which every problem's pass probability is below 1e-17 of what it was. */
const LARGEST_SHIFT = 40;

/**
 * The smallest true drop D that the gate flags as a regression in `probability` of seeded replications, for
 * problems resampled in groups (`groups`: each problem's group; a problem without one is a group of its own)
 * with the `t` interval over groups. `baseline` and `candidate` are the compared problems, paired in order.
 *
 * A true drop of D: each problem's per-sample pass probability p = (c + 0.5) / (n + 1) from the baseline's
 * counts (kept off 0 and 1) becomes q = expit(logit p - beta) in the candidate, the same beta on every
 * problem, chosen so that the suite's expected metric falls by exactly D (per problem 1 - (1 - q)^k for pass@k,
 * q^k for pass^k: the expectations of the unbiased estimators). A replication draws a baseline rerun from p and
 * a candidate from q, with each problem's n samples on that side (or `samples` on both, for a plan), and
 * decides it as the gate does
 * (`verdictFor`): the interval theta +- t(G - 1, 1 - alpha/2) SE, with SE the cluster-robust standard error over
 * the G groups (`pairedStandardError`), must lie below -margin, and the sign-flip p-value must be below alpha:
 * `exactSignFlipPValue` when at most `EXACT_SIGN_FLIP_UNITS` groups changed, as the gate computes it; with
 * more, the normal form 2 Phi(-|sum S_g| / sqrt(sum S_g^2)) over the changed group totals S_g, which for 25 or
 * more of them is close to the gate's Monte Carlo estimate, costs O(G) and adds no Monte Carlo noise.
 *
 * Common random numbers: replication r keeps its own streams, and a candidate count is the inverse CDF of
 * Bin(n, q) at the stream's uniform, so as D (and beta) rises the counts only fall. Each replication is taken
 * as flagged from one D on, so the share flagged rises with D. A pilot search over the first 40 replications,
 * from `start`, places the first probe; D is then bracketed and bisected to 0.2%, each probe evaluating only
 * the replications whose state the bracket leaves open (and the exact sign test only where a quick bound on
 * it, `signFlipPValueBound`, cannot decide). When not even the largest drop
 * (every pass lost) is flagged that often, the result is that largest drop, the baseline's expected metric.
 */
export function clusterPowerDrop(
  baseline: readonly ProblemCounts[],
  candidate: readonly ProblemCounts[],
  groups: readonly (string | undefined)[],
  gate: ClusterGate,
  samples?: number,
): number {
  const suite = simulatedSuite(baseline, candidate, groups, gate, CLUSTER_POWER_REPLICATIONS, samples);
  const pilot = new DropSearch(suite, gate, PILOT_REPLICATIONS, PILOT_TOLERANCE);
  // Begin a little below the pilot's drop: a first probe short of the target settles the replications it flags.
  const start = PILOT_SHADE * pilot.drop(gate.start);
  return new DropSearch(suite, gate, CLUSTER_POWER_REPLICATIONS, RELATIVE_TOLERANCE).drop(start);
}

/** What every replication shares: the problems' laws, their groups, and the baseline reruns' group totals. */
interface SimulatedSuite {
  unitOf: Int32Array;
  sizes: Float64Array;
  /** Each problem's key: its (baseline n, baseline c, candidate n). */
  keyOf: Int32Array;
  keys: SuiteKey[];
  /** The metric of c passes out of n samples, for each candidate n: `candidateValues.get(n)[c]`. */
  candidateValues: Map<number, Float64Array>;
  /** Baseline rerun group totals, replication r's at [r G, (r + 1) G). */
  baselineTotals: Float64Array;
  /** The interval's half-width per standard error: t(G - 1, 1 - alpha/2), by `tInterval`. */
  halfWidth: number;
}

/** Problems with the same baseline n and c and candidate n: the same p and the same laws of both draws. */
interface SuiteKey {
  baselineN: number;
  candidateN: number;
  /** logit p, p = (c + 0.5) / (n + 1). */
  logOdds: number;
  count: number;
}

/** The problems' keys, laws and groups, and each replication's baseline rerun, drawn once for every D. */
function simulatedSuite(
  baseline: readonly ProblemCounts[],
  candidate: readonly ProblemCounts[],
  groups: readonly (string | undefined)[],
  gate: ClusterGate,
  replications: number,
  samples: number | undefined,
): SimulatedSuite {
  const problems = baseline.length;
  const { unitOf, count } = unitMap(groups);
  const sizes = new Float64Array(count);
  for (let i = 0; i < problems; i++) sizes[unitOf[i]!]! += 1;
  const keyIndex = new Map<string, number>();
  const keys: SuiteKey[] = [];
  const keyOf = new Int32Array(problems);
  for (let i = 0; i < problems; i++) {
    const { n, c } = baseline[i]!;
    const candidateN = samples ?? candidate[i]!.n;
    const name = `${n} ${c} ${candidateN}`;
    let key = keyIndex.get(name);
    if (key === undefined) {
      key = keys.length;
      keyIndex.set(name, key);
      const logOdds = Math.log((c + 0.5) / (n - c + 0.5));
      keys.push({ baselineN: samples ?? n, candidateN, logOdds, count: 0 });
    }
    keys[key]!.count++;
    keyOf[i] = key;
  }
  const estimator = metricEstimator(gate.metric);
  const valuesOf = (n: number) => Float64Array.from({ length: n + 1 }, (_, c) => estimator(n, c, gate.k));
  const baselineValues = new Map<number, Float64Array>();
  const candidateValues = new Map<number, Float64Array>();
  for (const key of keys) {
    if (!baselineValues.has(key.baselineN)) baselineValues.set(key.baselineN, valuesOf(key.baselineN));
    if (!candidateValues.has(key.candidateN)) candidateValues.set(key.candidateN, valuesOf(key.candidateN));
  }
  const laws = keys.map((key) => binomialLaw(key.baselineN, key.logOdds));
  const values = keys.map((key) => baselineValues.get(key.baselineN)!);
  const baselineTotals = new Float64Array(replications * count);
  for (let r = 0; r < replications; r++) {
    const rng = new Xoshiro128(gate.seed, STREAM + 2 * r);
    const at = r * count;
    for (let i = 0; i < problems; i++) {
      const key = keyOf[i]!;
      baselineTotals[at + unitOf[i]!]! += values[key]![binomialInverse(laws[key]!, uniform(rng))]!;
    }
  }
  return {
    unitOf,
    sizes,
    keyOf,
    keys,
    candidateValues,
    baselineTotals,
    halfWidth: tInterval(0, 1, count - 1, gate.confidence).ci[1],
  };
}

/** A uniform draw in [0, 1) from one 32-bit output. */
function uniform(rng: Xoshiro128): number {
  return rng.nextUint32() / 4294967296;
}

/**
 * Binomial(n, expit(z)) drawn by inversion: its CDF F(x) for x = 0 .. n - 1, and a guide table (Chen & Asau
 * 1974): guide[j] = #{x : F(x) <= j / (n + 1)}, where the search for a uniform in [j / (n + 1), (j + 1) / (n + 1))
 * starts.
 */
export interface BinomialLaw {
  cdf: Float64Array;
  guide: Int32Array;
}

/** The law of Binomial(n, expit(z)), its terms summed from log space so that no power underflows. */
export function binomialLaw(n: number, z: number): BinomialLaw {
  const logPass = -softplus(-z);
  const logFail = -softplus(z);
  const cdf = new Float64Array(n);
  let logChoose = 0;
  let total = 0;
  for (let x = 0; x < n; x++) {
    if (x > 0) logChoose += Math.log((n - x + 1) / x);
    total += Math.exp(logChoose + x * logPass + (n - x) * logFail);
    cdf[x] = total;
  }
  const guide = new Int32Array(n + 1);
  let below = 0;
  for (let j = 0; j <= n; j++) {
    while (below < n && cdf[below]! <= j / (n + 1)) below++;
    guide[j] = below;
  }
  return { cdf, guide };
}

/** The draw at a uniform u in [0, 1): the number of CDF values <= u (n when u is past them all). */
export function binomialInverse({ cdf, guide }: BinomialLaw, u: number): number {
  let x = guide[Math.floor(u * guide.length)]!;
  while (x < cdf.length && cdf[x]! <= u) x++;
  // Rounding in u (n + 1) can start one bucket late.
  while (x > 0 && cdf[x - 1]! > u) x--;
  return x;
}

/** log(1 + e^x) without overflow. */
function softplus(x: number): number {
  return x > 0 ? x + Math.log1p(Math.exp(-x)) : Math.log1p(Math.exp(x));
}

/** A replication's state in the search: open, flagged at the bracket's low end (so above it), or not at its high end. */
const OPEN = 0;
const FLAGGED_ABOVE = 1;
const CLEAR_BELOW = 2;

/** A replication at one drop: not flagged, flagged, or waiting for the exact sign test (or not evaluated). */
const CLEAR = 0;
const FLAGGED = 1;
const PENDING = 2;

/** A gate at its 80% drop is about z(0.975) + z(0.8) = 2.8 spreads of its estimate from 0. */
const EXTRAPOLATION_SPREAD = 2.8;

/** The bracketing and bisection of `clusterPowerDrop`, with each replication's state kept between probes. */
class DropSearch {
  private readonly state: Uint8Array;
  private readonly target: number;
  private readonly units: ResamplingUnits;
  /** Group totals and interval of each replication waiting for the exact sign test at the current probe. */
  private readonly pendingSums: Float64Array;
  private readonly pendingIntervals: Float64Array;
  /** The suite's expected metric before the drop: the largest drop. */
  private readonly before: number;
  private readonly alpha: number;

  constructor(
    private readonly suite: SimulatedSuite,
    private readonly gate: ClusterGate,
    private readonly replications: number,
    private readonly tolerance: number,
  ) {
    this.alpha = significanceLevel(gate.confidence);
    this.state = new Uint8Array(replications);
    this.target = Math.ceil(gate.probability * replications - 1e-9);
    const groups = suite.sizes.length;
    this.units = {
      sums: new Float64Array(groups),
      sizes: suite.sizes,
      multiplicities: new Float64Array(groups).fill(1),
      count: groups,
      problems: suite.keyOf.length,
    };
    this.pendingSums = new Float64Array(replications * groups);
    this.pendingIntervals = new Float64Array(replications * 2);
    this.before = this.expected(0);
  }

  /**
   * The drop. The first probe is at the start; until the target share is bracketed, the next is extrapolated
   * from the share flagged, taking the flagged share as normal in D with spread D / 2.8 (a gate near 80% power
   * catches about 2.8 spreads) and stepping 15% past the estimate; then bisection.
   */
  drop(start: number): number {
    // The bracket [low, high] and each probe are log-odds shifts: the drop of a shift is one sum, a shift of a
    // drop a bisection.
    let low = 0;
    let high = Infinity;
    let beta = this.shiftFor(Math.max(start, 1e-6));
    for (;;) {
      const flagged = this.probe(beta);
      const drop = this.dropAt(beta);
      const gap = (normalQuantile(this.gate.probability, 0, 1) - this.probit(flagged)) / EXTRAPOLATION_SPREAD;
      if (flagged >= this.target) {
        high = beta;
        if (low > 0 || drop <= 1e-6) break;
        beta = this.shiftFor(drop * Math.min(1 / 1.1, Math.max(1 / 3, 1 + 1.15 * gap)));
      } else {
        low = beta;
        if (high < Infinity) break;
        if (beta >= LARGEST_SHIFT) return this.before;
        beta = this.shiftFor(drop * Math.min(3, Math.max(1.1, 1 + 1.15 * gap)));
      }
    }
    while (this.dropAt(high) - this.dropAt(low) > this.tolerance * this.dropAt(high)) {
      const middle = (low + high) / 2;
      if (this.probe(middle) >= this.target) high = middle;
      else low = middle;
    }
    return this.dropAt(high);
  }

  /** Phi^-1 of a flagged share, kept half a replication inside (0, 1). */
  private probit(flagged: number): number {
    const share = Math.min(Math.max(flagged, 0.5), this.replications - 0.5) / this.replications;
    return normalQuantile(share, 0, 1);
  }

  /**
   * How many replications are flagged at the drop of this shift; moves those this settles out of `OPEN`. A
   * replication the exact sign test alone can decide is tested only while the count is short of the target:
   * past it, a replication flagged here stays open anyway (the shift becomes the bracket's high end).
   */
  private probe(beta: number): number {
    const laws = this.suite.keys.map((key) => binomialLaw(key.candidateN, key.logOdds - beta));
    const values = this.suite.keys.map((key) => this.suite.candidateValues.get(key.candidateN)!);
    const outcomes = new Uint8Array(this.replications).fill(PENDING);
    const pending: number[] = [];
    let flagged = 0;
    for (let r = 0; r < this.replications; r++) {
      if (this.state[r] === FLAGGED_ABOVE) flagged++;
      if (this.state[r] !== OPEN) continue;
      outcomes[r] = this.outcome(laws, values, r);
      if (outcomes[r] === FLAGGED) flagged++;
      else if (outcomes[r] === PENDING) pending.push(r);
    }
    const groups = this.units.count;
    for (const r of pending) {
      if (flagged >= this.target) break;
      const sums = this.pendingSums.subarray(r * groups, (r + 1) * groups);
      const ci: [number, number] = [this.pendingIntervals[2 * r]!, this.pendingIntervals[2 * r + 1]!];
      const verdict = verdictFor({ ci, pValue: groupSignFlipPValue(sums) }, this.gate.margin, this.alpha);
      outcomes[r] = verdict === 'regression' ? FLAGGED : CLEAR;
      if (outcomes[r] === FLAGGED) flagged++;
    }
    const reached = flagged >= this.target;
    for (let r = 0; r < this.replications; r++) {
      if (this.state[r] !== OPEN) continue;
      // Below a high end the unflagged are never flagged; above a low end the flagged always are.
      if (reached && outcomes[r] === CLEAR) this.state[r] = CLEAR_BELOW;
      else if (!reached && outcomes[r] === FLAGGED) this.state[r] = FLAGGED_ABOVE;
    }
    return flagged;
  }

  /**
   * Replication r under the candidate's laws, decided by the gate's rule (`verdictFor`) on its group totals: the
   * interval, then `signFlipPValueBound`; `PENDING`, its totals and interval kept, when only the exact p-value
   * can tell.
   */
  private outcome(laws: BinomialLaw[], values: Float64Array[], r: number): number {
    const { unitOf, keyOf, baselineTotals, halfWidth } = this.suite;
    const { units } = this;
    const { sums, count: groups } = units;
    const rng = new Xoshiro128(this.gate.seed, STREAM + 2 * r + 1);
    sums.fill(0);
    for (let i = 0; i < keyOf.length; i++) {
      const key = keyOf[i]!;
      sums[unitOf[i]!]! += values[key]![binomialInverse(laws[key]!, uniform(rng))]!;
    }
    for (let g = 0; g < groups; g++) sums[g]! -= baselineTotals[r * groups + g]!;
    const theta = unitsMean(units);
    const half = halfWidth * pairedStandardError(units, theta);
    const ci: [number, number] = [theta - half, theta + half];
    const { margin } = this.gate;
    const { alpha } = this;
    if (verdictFor({ ci, pValue: 0 }, margin, alpha) !== 'regression') return CLEAR;
    const bound = signFlipPValueBound(sums);
    if (verdictFor({ ci, pValue: bound.pValue }, margin, alpha) === 'regression') return FLAGGED;
    if (bound.exact) return CLEAR;
    this.pendingSums.set(sums, r * groups);
    this.pendingIntervals[2 * r] = ci[0];
    this.pendingIntervals[2 * r + 1] = ci[1];
    return PENDING;
  }

  /** The suite's expected metric with every problem's log-odds lowered by beta. */
  private expected(beta: number): number {
    const { keys } = this.suite;
    const { metric, k } = this.gate;
    let total = 0;
    for (const key of keys) {
      const z = key.logOdds - beta;
      // pass@k: 1 - (1 - q)^k; pass^k: q^k, with log q = -softplus(-z) and log(1 - q) = -softplus(z).
      const value = metric === 'pass@k' ? -Math.expm1(-k * softplus(z)) : Math.exp(-k * softplus(-z));
      total += key.count * value;
    }
    return total / this.units.problems;
  }

  /** The drop of a log-odds shift: the suite's expected metric before less after. */
  private dropAt(beta: number): number {
    return this.before - this.expected(beta);
  }

  /** The shift whose drop is `drop`, by bisection (the drop rises with it); `LARGEST_SHIFT` for the largest. */
  private shiftFor(drop: number): number {
    let low = 0;
    let high = LARGEST_SHIFT;
    for (let i = 0; i < 50; i++) {
      const middle = (low + high) / 2;
      if (this.dropAt(middle) < drop) low = middle;
      else high = middle;
    }
    return high;
  }
}

/** Up to this many changed groups the exact sign-flip p-value costs less than a bound on it. */
const CHEAP_EXACT_UNITS = 12;

/** Changed groups whose signs `signFlipPValueBound` enumerates. */
const ENUMERATED_UNITS = 6;

/**
 * A quick upper bound on `groupSignFlipPValue`, and whether it is that p-value itself (at most
 * `CHEAP_EXACT_UNITS` or more than `EXACT_SIGN_FLIP_UNITS` changed groups). In between: the sign patterns of
 * the `ENUMERATED_UNITS` largest |S_g| are enumerated, B their signed sum, and for the rest X (a sum of signs
 * times fixed values, symmetric) P(|B + X| >= t) <= P(X >= t - B) + P(X >= t + B), each at most
 * Hoeffding's exp(-y^2 / (2 sum S^2)) for y > 0 (sum over the rest), at the threshold t the exact count uses
 * (|sum S_g| less the tie tolerance).
 */
export function signFlipPValueBound(sums: Float64Array): { pValue: number; exact: boolean } {
  const changed: number[] = [];
  let total = 0;
  let scale = 0;
  for (let g = 0; g < sums.length; g++) {
    const s = sums[g]!;
    if (Math.abs(s) <= TIE_TOLERANCE) continue;
    changed.push(s);
    total += s;
    scale += Math.abs(s);
  }
  if (changed.length <= CHEAP_EXACT_UNITS || changed.length > EXACT_SIGN_FLIP_UNITS) {
    return { pValue: groupSignFlipPValue(sums), exact: true };
  }
  // A little below the exact count's threshold, so that rounding in the sums below cannot tighten the bound.
  const threshold = Math.abs(total) - (TIE_TOLERANCE + 1e-9) * Math.max(1, scale);
  if (threshold <= 0) return { pValue: 1, exact: false };
  changed.sort((a, b) => Math.abs(b) - Math.abs(a));
  let rest = 0;
  for (let g = ENUMERATED_UNITS; g < changed.length; g++) rest += changed[g]! * changed[g]!;
  const tail = (y: number): number => (y <= 0 ? 1 : y * y > 100 * rest ? 0 : Math.exp((-y * y) / (2 * rest)));
  const patterns = 1 << ENUMERATED_UNITS;
  // Gray code: each pattern flips one sign of the one before.
  let sum = 0;
  for (let g = 0; g < ENUMERATED_UNITS; g++) sum += changed[g]!;
  let bound = 0;
  for (let i = 0; i < patterns; i++) {
    if (i > 0) {
      const g = 31 - Math.clz32(i & -i);
      const flipped = ((i ^ (i >> 1)) >> g) & 1;
      sum += flipped ? -2 * changed[g]! : 2 * changed[g]!;
    }
    bound += Math.min(1, tail(threshold - sum) + tail(threshold + sum));
  }
  return { pValue: bound / patterns, exact: false };
}

/**
 * The sign-flip p-value of group totals as the simulated gate takes it: `exactSignFlipPValue` over the changed
 * groups when at most `EXACT_SIGN_FLIP_UNITS` changed, otherwise 2 Phi(-|sum S| / sqrt(sum S^2)).
 */
export function groupSignFlipPValue(sums: Float64Array): number {
  const changed: number[] = [];
  for (let g = 0; g < sums.length; g++) if (Math.abs(sums[g]!) > TIE_TOLERANCE) changed.push(sums[g]!);
  if (changed.length <= EXACT_SIGN_FLIP_UNITS) return exactSignFlipPValue(Float64Array.from(changed));
  let total = 0;
  let squares = 0;
  for (const s of changed) {
    total += s;
    squares += s * s;
  }
  return 2 * normalCdf(-Math.abs(total) / Math.sqrt(squares), 0, 1);
}
