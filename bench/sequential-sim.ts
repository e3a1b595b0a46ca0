/**
 * The sequential gate measured by simulation (issue 23), HumanEval-like: 164 problems whose per-sample pass
 * probabilities p are drawn from Beta(0.3, 0.25) (the U shape of HumanEval results: many problems almost always
 * or almost never solved; test/simulation/population.ts), n = 20 samples per problem on both sides, the
 * candidate's probability q = expit(logit p - beta) with beta set so that the population's mean pass@1 falls by
 * exactly the drop. Each replication draws a suite and both runs, writes a plan from the baseline, runs the
 * sequential gate's looks on the candidate's problems in the plan's order until it stops, and runs the fixed-size
 * gate (`compareChecks`, as `compare` does) on the whole suite.
 */
import { compareChecks } from '../src/compare/gate.js';
import { DEFAULT_OPTIONS } from '../src/config/options.js';
import type { GateOptions, RunResults } from '../src/common/types.js';
import { sequentialDecision } from '../src/sequential/look.js';
import type { SequentialPlan } from '../src/sequential/model.js';
import { makeSequentialPlan } from '../src/sequential/plan.js';
import { Xoshiro128 } from '../src/resample/random.js';
import {
  calibrateShift,
  drawCounts,
  drawSizedGroupsSuite,
  drawSuite,
  groupedPopulationDifference,
  populationDifference,
  runOf,
  type GroupedPopulation,
} from '../test/simulation/population.js';

export const PROBLEMS = 164;
export const SAMPLES = 20;

/** One cell of the table: a true drop of pass@1 (metric units) and the plan's margin. */
export interface Cell {
  name: string;
  drop: number;
  margin: number;
}

/** What a cell measured over its replications. */
export interface CellResult {
  cell: Cell;
  replications: number;
  /** Share of replications the sequential gate, and the fixed-size gate, blocked (decided regression). */
  sequentialBlocks: number;
  fixedBlocks: number;
  /** Mean candidate completions the sequential gate spent, and its share of the fixed-size eval's. */
  completions: number;
  completionShare: number;
  /** Share of replications stopped at each look (1-based index 0 = look 1). */
  stoppedAt: number[];
}

/** The gate's options for a cell: the defaults, the margin, and fewer resamples for the fixed gate (speed). */
function gateOptions(margin: number, resamples: number): GateOptions {
  return { ...DEFAULT_OPTIONS, matchConfig: [...DEFAULT_OPTIONS.matchConfig], margin, resamples };
}

/** The sequential plan options of a cell. */
function planOptions(options: GateOptions) {
  return { ...options, looks: 4 };
}

/** The candidate's results so far: its first `count` problems in the plan's order. */
function prefix(candidate: RunResults, plan: SequentialPlan, count: number): RunResults {
  const byId = new Map(candidate.problems.map((p) => [p.id, p]));
  return { ...candidate, problems: plan.order.slice(0, count).map((id) => byId.get(id)!) };
}

/** The log-odds decrease beta that drops the population's mean pass@1 by `drop`. */
export function shiftFor(drop: number): number {
  return drop === 0 ? 0 : calibrateShift((beta) => populationDifference(1, beta, 0), -drop);
}

/**
 * The fixed-size gate's 80%-power drop the plan records (its design drop), on a reference draw of the
 * population: the drop the "power" cell is run at.
 */
export function designDrop(seed: number): number {
  const rng = new Xoshiro128(seed, 99);
  const suite = drawSuite(rng, PROBLEMS, 0, 0);
  const baseline = runOf('baseline', drawCounts(rng, suite.p, SAMPLES));
  return makeSequentialPlan(baseline, planOptions(gateOptions(0, 1000))).futility!.design_drop;
}

/**
 * Runs one cell: `replications` seeded replications of the sequential gate and, unless `fixed` is false, of the
 * fixed-size gate at `resamples` bootstrap resamples (its blocks are then NaN).
 */
export function simulateCell(
  cell: Cell,
  replications: number,
  seed: number,
  { resamples = 10_000, fixed = true }: { resamples?: number; fixed?: boolean } = {},
): CellResult {
  const rng = new Xoshiro128(seed, 7);
  const beta = shiftFor(cell.drop);
  const options = gateOptions(cell.margin, resamples);
  let sequentialBlocks = 0;
  let fixedBlocks = 0;
  let problems = 0;
  const stoppedAt = [0, 0, 0, 0];
  for (let r = 0; r < replications; r++) {
    const suite = drawSuite(rng, PROBLEMS, beta, 0);
    const baseline = runOf('baseline', drawCounts(rng, suite.p, SAMPLES));
    const candidate = runOf('candidate', drawCounts(rng, suite.q, SAMPLES));
    const plan = makeSequentialPlan(baseline, planOptions({ ...options, seed: r }));
    for (const look of plan.looks) {
      const report = sequentialDecision({ plan, baseline, candidate: prefix(candidate, plan, look.problems) });
      if (report.decision === 'continue') continue;
      if (report.decision === 'regression') sequentialBlocks++;
      problems += look.problems;
      stoppedAt[look.look - 1]!++;
      break;
    }
    if (!fixed) continue;
    const report = compareChecks([{ name: 'pass@1', line: null, label: '', baseline, candidate, options }], {
      method: 'none',
      confidence: options.confidence,
      configFile: null,
    });
    if (report.checks[0]!.verdict === 'regression') fixedBlocks++;
  }
  const completions = (problems / replications) * SAMPLES;
  return {
    cell,
    replications,
    sequentialBlocks: sequentialBlocks / replications,
    fixedBlocks: fixed ? fixedBlocks / replications : NaN,
    completions,
    completionShare: completions / (PROBLEMS * SAMPLES),
    stoppedAt: stoppedAt.map((count) => count / replications),
  };
}

/** The four cells of the issue, at the design drop D: no change; D; 2 D; no change with margin 0.02. */
export function cells(drop: number): Cell[] {
  return [
    { name: 'no change', drop: 0, margin: 0 },
    { name: "the fixed gate's 80%-power drop", drop, margin: 0 },
    { name: 'twice that drop', drop: 2 * drop, margin: 0 },
    { name: 'no change, margin 0.02', drop: 0, margin: 0.02 },
  ];
}

/**
 * Groups of related problems as the coverage simulation draws them (test/simulation/coverage.sim.test.ts): a
 * group's problems share a level and, with `groupEffectSd`, part of the candidate's change.
 */
export function groupedPopulation(groupEffectSd: number): GroupedPopulation {
  return { mu: 0.3, groupSd: 1.5, problemSd: 1.5, groupEffectSd, problemEffectSd: 0.3 };
}

/** What a grouped cell measured: blocks of plans over the groups, and of plans over problems on the same runs. */
export interface GroupedResult {
  replications: number;
  /** The fixed-size gate's 80%-power drop the grouped plans record, on a reference draw (metric units). */
  designDrop: number;
  groupedBlocks: number;
  problemBlocks: number;
  /** The fixed-size gate's blocks (NaN unless asked for), and the grouped plans' share of its completions. */
  fixedBlocks: number;
  completionShare: number;
}

/**
 * `replications` suites of groups of `sizes` problems, n = 20 on both sides, the population's mean pass@1
 * changed by `drop` (in metric units, or `'design'`: the grouped plan's design drop on a reference draw); each
 * pair of runs looked at by a plan over the groups, and by a plan over the problems of the same runs with the
 * groups left out, under fail-on regression (futility on) unless `futility` is false; `looks` looks (default 4).
 */
export function simulateGrouped(
  { sizes, groupEffectSd }: { sizes: readonly number[]; groupEffectSd: number },
  drop: number | 'design',
  replications: number,
  seed: number,
  { futility = true, fixed = false, looks = 4 }: { futility?: boolean; fixed?: boolean; looks?: number } = {},
): GroupedResult {
  const population = groupedPopulation(groupEffectSd);
  const options: GateOptions = {
    ...gateOptions(0, 2000),
    failOn: futility ? 'regression' : 'inconclusive',
  };
  const reference = new Xoshiro128(seed, 99);
  const suite = drawSizedGroupsSuite(reference, sizes, population, 0);
  const plan = makeSequentialPlan(runOf('baseline', drawCounts(reference, suite.p, SAMPLES, suite.groups)), {
    ...planOptions(options),
    looks,
    failOn: 'regression',
  });
  const designDrop = plan.futility!.design_drop;
  const change = drop === 'design' ? designDrop : drop;
  const beta = calibrateShift((b) => groupedPopulationDifference(1, population, b), -change);
  const rng = new Xoshiro128(seed, 7);
  const blocks = { grouped: 0, problems: 0, fixed: 0 };
  let share = 0;
  const ungrouped = (run: RunResults): RunResults => ({
    ...run,
    problems: run.problems.map(({ id, n, c }) => ({ id, n, c })),
  });
  for (let r = 0; r < replications; r++) {
    const drawn = drawSizedGroupsSuite(rng, sizes, population, beta);
    const baseline = runOf('baseline', drawCounts(rng, drawn.p, SAMPLES, drawn.groups));
    const candidate = runOf('candidate', drawCounts(rng, drawn.q, SAMPLES, drawn.groups));
    for (const side of ['grouped', 'problems'] as const) {
      const [base, cand] = side === 'grouped' ? [baseline, candidate] : [ungrouped(baseline), ungrouped(candidate)];
      const sequential = makeSequentialPlan(base, { ...planOptions(options), looks, seed: r });
      for (const look of sequential.looks) {
        const report = sequentialDecision({
          plan: sequential,
          baseline: base,
          candidate: prefix(cand, sequential, look.problems),
        });
        if (report.decision === 'continue') continue;
        if (report.decision === 'regression') blocks[side]++;
        if (side === 'grouped') share += look.problems / sequential.order.length;
        break;
      }
    }
    if (!fixed) continue;
    const report = compareChecks([{ name: 'pass@1', line: null, label: '', baseline, candidate, options }], {
      method: 'none',
      confidence: options.confidence,
      configFile: null,
    });
    if (report.checks[0]!.verdict === 'regression') blocks.fixed++;
  }
  return {
    replications,
    designDrop,
    groupedBlocks: blocks.grouped / replications,
    problemBlocks: blocks.problems / replications,
    fixedBlocks: fixed ? blocks.fixed / replications : NaN,
    completionShare: share / replications,
  };
}
