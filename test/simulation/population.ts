/**
 * Seeded populations of eval suites for the simulation tests and the interval study (bench/interval-study.ts).
 *
 * A suite: P problems whose per-sample pass probabilities p are drawn from Beta(0.3, 0.25), the U shape of
 * HumanEval-like suites (many problems almost always or almost never solved). The candidate's probability on
 * a problem is q = expit(logit p + e - beta): e ~ N(0, tau^2) is a per-problem effect (a different model is
 * better on some problems and worse on others) and beta a common decrease of the log-odds. Each run draws n
 * samples per problem: c ~ Binomial(n, p) for the baseline and Binomial(n, q) for the candidate.
 * Grouped suites draw logit p = mu + u_g + w and give the candidate's effect a per-group part as well.
 */
import { run, SAMPLING } from '../support/runs.js';
import type { Xoshiro128 } from '../../src/resample/random.js';
import { binomialDraw } from '../support/binomial.js';
import type { ProblemCounts, RunResults } from '../../src/common/types.js';

export const BETA_A = 0.3;
export const BETA_B = 0.25;

export const expit = (x: number): number => 1 / (1 + Math.exp(-x));
export const logit = (p: number): number => Math.log(p / (1 - p));

/** A standard normal draw (Marsaglia's polar method). */
export function normalDraw(rng: Xoshiro128): number {
  for (;;) {
    const u = 2 * rng.nextDouble() - 1;
    const v = 2 * rng.nextDouble() - 1;
    const s = u * u + v * v;
    if (s > 0 && s < 1) return u * Math.sqrt((-2 * Math.log(s)) / s);
  }
}

/** A Gamma(shape, 1) draw: Marsaglia & Tsang (2000), with U^(1/shape) boosting for shape < 1. */
export function gammaDraw(rng: Xoshiro128, shape: number): number {
  if (shape < 1) return gammaDraw(rng, shape + 1) * Math.pow(1 - rng.nextDouble(), 1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    let x: number;
    let v: number;
    do {
      x = normalDraw(rng);
      v = 1 + c * x;
    } while (v <= 0);
    v = v * v * v;
    const u = 1 - rng.nextDouble();
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}

/** A Beta(a, b) draw as X / (X + Y) of two gamma draws. */
export function betaDraw(rng: Xoshiro128, a: number, b: number): number {
  const x = gammaDraw(rng, a);
  return x / (x + gammaDraw(rng, b));
}

/** The true per-sample pass probabilities of one suite: baseline p and candidate q, with optional groups. */
export interface Suite {
  p: Float64Array;
  q: Float64Array;
  groups?: string[];
}

/** A suite of P problems from the Beta population; the candidate moved by `beta` and per-problem effects `tau`. */
export function drawSuite(rng: Xoshiro128, problems: number, beta: number, tau: number): Suite {
  const p = new Float64Array(problems);
  const q = new Float64Array(problems);
  for (let i = 0; i < problems; i++) {
    p[i] = betaDraw(rng, BETA_A, BETA_B);
    q[i] = shifted(p[i]!, (tau > 0 ? tau * normalDraw(rng) : 0) - beta);
  }
  return { p, q };
}

/** p moved by `shift` on the log-odds scale; 0 and 1 stay where they are. */
export function shifted(p: number, shift: number): number {
  return p <= 0 || p >= 1 ? p : expit(logit(p) + shift);
}

/** Parameters of a grouped population: logit p = mu + u_g + w, candidate effect e_g + e - beta. */
export interface GroupedPopulation {
  mu: number;
  groupSd: number;
  problemSd: number;
  groupEffectSd: number;
  problemEffectSd: number;
}

/** A suite of `groups` groups of `size` related problems each. */
export function drawGroupedSuite(
  rng: Xoshiro128,
  groups: number,
  size: number,
  population: GroupedPopulation,
  beta: number,
): Suite {
  return drawSizedGroupsSuite(rng, new Array<number>(groups).fill(size), population, beta);
}

/** A suite of groups of related problems, group g holding `sizes[g]` of them. */
export function drawSizedGroupsSuite(
  rng: Xoshiro128,
  sizes: readonly number[],
  population: GroupedPopulation,
  beta: number,
): Suite {
  const problems = sizes.reduce((sum, size) => sum + size, 0);
  const p = new Float64Array(problems);
  const q = new Float64Array(problems);
  const keys: string[] = [];
  let at = 0;
  for (let g = 0; g < sizes.length; g++) {
    const level = population.mu + population.groupSd * normalDraw(rng);
    const effect = population.groupEffectSd * normalDraw(rng) - beta;
    for (let i = 0; i < sizes[g]!; i++, at++) {
      const logOdds = level + population.problemSd * normalDraw(rng);
      p[at] = expit(logOdds);
      q[at] = expit(logOdds + effect + population.problemEffectSd * normalDraw(rng));
      keys.push(`g${g}`);
    }
  }
  return { p, q, groups: keys };
}

/** One run's per-problem counts: n samples per problem, each passing with the given probability. */
export function drawCounts(
  rng: Xoshiro128,
  probabilities: Float64Array,
  n: number,
  groups?: string[],
): ProblemCounts[] {
  return Array.from(probabilities, (p, i) => {
    const problem: ProblemCounts = { id: `p${i}`, n, c: binomialDraw(rng, n, p) };
    if (groups !== undefined) problem.group = groups[i]!;
    return problem;
  });
}

/** A results file's contents with the default match-config keys equal on both sides. */
export function runOf(source: string, problems: ProblemCounts[]): RunResults {
  return run(source, problems, { config: { ...SAMPLING, n: problems[0]!.n } });
}

/** Expected pass@k of a problem whose samples pass with probability p: 1 - (1 - p)^k. */
export function expectedPassAtK(p: number, k: number): number {
  return 1 - Math.pow(1 - p, k);
}

/** The true pass@k difference on one suite: the mean over its problems of E[pass@k(q)] - E[pass@k(p)]. */
export function suiteDifference(suite: Suite, k: number): number {
  let sum = 0;
  for (let i = 0; i < suite.p.length; i++) sum += expectedPassAtK(suite.q[i]!, k) - expectedPassAtK(suite.p[i]!, k);
  return sum / suite.p.length;
}

/**
 * E[f(p)] for p ~ Beta(a, b) by quadrature. On [0, 1/2] the substitution p = u^(1/a) and on [1/2, 1]
 * 1 - p = v^(1/b) take the endpoint singularities out of the density; composite Simpson on each piece,
 * divided by the same integral of 1 (so the Beta function is not needed).
 */
export function betaExpectation(f: (p: number) => number, a = BETA_A, b = BETA_B, steps = 4000): number {
  const piece = (g: (x: number) => number, upper: number, scale: number): number => {
    const h = upper / steps;
    let total = 0;
    for (let i = 0; i <= steps; i++) {
      const weight = i === 0 || i === steps ? 1 : i % 2 === 1 ? 4 : 2;
      total += weight * g(i * h);
    }
    return (total * h * scale) / 3;
  };
  const lower = (fn: (p: number) => number) =>
    piece((u) => fn(Math.pow(u, 1 / a)) * Math.pow(1 - Math.pow(u, 1 / a), b - 1), Math.pow(0.5, a), 1 / a);
  const upper = (fn: (p: number) => number) =>
    piece((v) => fn(1 - Math.pow(v, 1 / b)) * Math.pow(1 - Math.pow(v, 1 / b), a - 1), Math.pow(0.5, b), 1 / b);
  const one = () => 1;
  return (lower(f) + upper(f)) / (lower(one) + upper(one));
}

/** E[g(Z)] for Z ~ N(0, 1), composite Simpson over [-8, 8]. */
export function normalExpectation(g: (z: number) => number, steps = 200): number {
  const h = 16 / steps;
  let total = 0;
  for (let i = 0; i <= steps; i++) {
    const z = -8 + i * h;
    const weight = i === 0 || i === steps ? 1 : i % 2 === 1 ? 4 : 2;
    total += weight * g(z) * Math.exp((-z * z) / 2);
  }
  return (total * h) / 3 / Math.sqrt(2 * Math.PI);
}

/** The population's true pass@k difference for the Beta population: E over p and e of the suite difference. */
export function populationDifference(k: number, beta: number, tau: number): number {
  const change = (p: number) =>
    tau > 0
      ? normalExpectation((z) => expectedPassAtK(shifted(p, tau * z - beta), k)) - expectedPassAtK(p, k)
      : expectedPassAtK(shifted(p, -beta), k) - expectedPassAtK(p, k);
  return betaExpectation(change, BETA_A, BETA_B, tau > 0 ? 400 : 4000);
}

/** The grouped population's true pass@k difference: logit p ~ N(mu, sg^2 + sp^2), effect ~ N(-beta, eg^2 + ep^2). */
export function groupedPopulationDifference(k: number, population: GroupedPopulation, beta: number): number {
  const level = Math.hypot(population.groupSd, population.problemSd);
  const effect = Math.hypot(population.groupEffectSd, population.problemEffectSd);
  return normalExpectation((x) => {
    const logOdds = population.mu + level * x;
    const before = expectedPassAtK(expit(logOdds), k);
    return normalExpectation((z) => expectedPassAtK(expit(logOdds + effect * z - beta), k), 120) - before;
  }, 120);
}

/** The log-odds decrease beta that makes `difference(beta)` equal `target` (bisection; difference falls in beta). */
export function calibrateShift(difference: (beta: number) => number, target: number): number {
  let lo = -20;
  let hi = 20;
  for (let i = 0; i < 80; i++) {
    const mid = (lo + hi) / 2;
    if (difference(mid) > target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
