/**
 * Coverage study of the bootstrap intervals, and the false-alarm rate of the default gate. Run it with
 * `npm run study:intervals` (options: `-- --help`); it prints the tables of the README's "How the gate decides".
 *
 * Cells: k in {1, 5, 10}, P in {50, 164, 1000}, n in {1, 20} (k > n does not exist: pass@5 needs 5 samples).
 * Each replication draws a new suite from the Beta(0.3, 0.25) population of test/simulation/population.ts and
 * two runs, computes one bootstrap (2,000 resamples unless --resamples says otherwise: the README's tables) and
 * every interval from it, and counts
 * whether each covers the population's true difference. Scenario "change": the candidate is a different model
 * (per-problem log-odds effects N(0, 0.5^2)) that is 3 points of pass@1 worse on average; "no change": both runs
 * sample the same model, so the truth is 0 and a regression verdict of the default gate (compareChecks with the
 * default options) is a false alarm.
 */
import { parseArgs } from 'node:util';
import { perProblemValues } from '../src/estimate/metric.js';
import { compareChecks } from '../src/compare/gate.js';
import { DEFAULT_OPTIONS } from '../src/config/options.js';
import { expandedPercentileInterval, tInterval } from '../src/resample/interval.js';
import {
  bootstrapInterval,
  jackknifeAcceleration,
  studentizedBootstrap,
  studentizedInterval,
} from './interval-methods.js';
import { Xoshiro128 } from '../src/resample/random.js';
import { pairedStandardError, standardErrorDegreesOfFreedom } from '../src/resample/standard-error.js';
import { resamplingUnits, unitsMean } from '../src/resample/units.js';
import {
  calibrateShift,
  drawCounts,
  drawGroupedSuite,
  drawSuite,
  groupedPopulationDifference,
  populationDifference,
  runOf,
  type GroupedPopulation,
  type Suite,
} from '../test/simulation/population.js';

const METHODS = ['percentile', 'bca', 'studentized', 'expanded G-1', 'expanded-percentile', 't'] as const;
type Method = (typeof METHODS)[number];

const { values } = parseArgs({
  options: {
    replications: { type: 'string', default: '2000' },
    resamples: { type: 'string', default: '2000' },
    scenario: { type: 'string', default: 'change,no-change,groups' },
    groups: { type: 'string', default: '6,10,20' },
    problems: { type: 'string', default: '50,164,1000' },
    cells: { type: 'string', default: '1:1,20:1,20:5,20:10' },
    seed: { type: 'string', default: '2026' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  process.stdout.write(
    'Usage: npm run study:intervals -- [--replications 2000] [--resamples 2000] [--scenario change,no-change]\n' +
      '       [--problems 50,164,1000] [--cells n:k,...] [--seed 2026]\n',
  );
  process.exit(0);
}
const replications = Number(values.replications);
const resamples = Number(values.resamples);
const seed = Number(values.seed);
const sizes = values.problems.split(',').map(Number);
const cells = values.cells.split(',').map((cell) => cell.split(':').map(Number) as [number, number]);

/** Per-problem log-odds effect of the "change" candidate and its pass@1 drop. */
const TAU = 0.5;
const DROP = -0.03;

interface CellResult {
  covered: Record<Method, number>;
  alarms: number;
  truth: number;
  seconds: number;
}

/** Groups of related problems: a group's problems share difficulty and part of the candidate's effect. */
export const GROUPED: GroupedPopulation = {
  mu: 0.3,
  groupSd: 1.5,
  problemSd: 1.5,
  groupEffectSd: 0.5,
  problemEffectSd: 0.3,
};
const GROUP_SIZE = 8;

function runCell(scenario: string, n: number, k: number, problems: number): CellResult {
  const change = scenario !== 'no-change';
  const grouped = scenario === 'groups';
  const tau = change ? TAU : 0;
  let draw: (rng: Xoshiro128) => Suite;
  let truth: number;
  if (grouped) {
    const beta = calibrateShift((b) => groupedPopulationDifference(1, GROUPED, b), DROP);
    truth = groupedPopulationDifference(k, GROUPED, beta);
    draw = (rng) => drawGroupedSuite(rng, problems / GROUP_SIZE, GROUP_SIZE, GROUPED, beta);
  } else {
    const beta = change ? calibrateShift((b) => populationDifference(1, b, TAU), DROP) : 0;
    truth = change ? populationDifference(k, beta, tau) : 0;
    draw = (rng) => drawSuite(rng, problems, beta, tau);
  }
  const rng = new Xoshiro128(seed + 1000 * n + 100 * k + problems, grouped ? 3 : change ? 1 : 2);
  const covered = Object.fromEntries(METHODS.map((m) => [m, 0])) as Record<Method, number>;
  let alarms = 0;
  const start = process.hrtime.bigint();
  for (let r = 0; r < replications; r++) {
    const suite = draw(rng);
    const base = drawCounts(rng, suite.p, n, suite.groups);
    const cand = drawCounts(rng, suite.q, n, suite.groups);
    const b = perProblemValues(base, k, 'pass@k');
    const c = perProblemValues(cand, k, 'pass@k');
    const units = resamplingUnits(
      Float64Array.from(c, (v, i) => v - b[i]!),
      suite.groups,
    );
    const observed = unitsMean(units);
    const distribution = studentizedBootstrap(units, resamples, new Xoshiro128(r, 0));
    const acceleration = jackknifeAcceleration(units);
    const intervals: Record<Method, readonly [number, number]> = {
      percentile: bootstrapInterval(distribution.means, observed, acceleration, 0.95, 'percentile').ci,
      bca: bootstrapInterval(distribution.means, observed, acceleration, 0.95, 'bca').ci,
      studentized: studentizedInterval(distribution, observed, pairedStandardError(units), 0.95).ci,
      'expanded G-1': expandedPercentileInterval(distribution.means, 0.95, units.count, units.count - 1),
      'expanded-percentile': expandedPercentileInterval(
        distribution.means,
        0.95,
        units.count,
        standardErrorDegreesOfFreedom(units),
      ),
      t: tInterval(observed, pairedStandardError(units), units.count, 0.95),
    };
    for (const method of METHODS) {
      const [lo, hi] = intervals[method];
      if (lo <= truth && truth <= hi) covered[method]++;
    }
    if (!change || grouped) {
      const options = { ...DEFAULT_OPTIONS, k, seed: r, resamples };
      const gate = compareChecks(
        [
          {
            name: 'study',
            line: null,
            label: '',
            baseline: runOf('base', base),
            candidate: runOf('cand', cand),
            options,
          },
        ],
        { method: 'none', confidence: options.confidence, configFile: null },
      );
      const report = gate.checks[0]!;
      if (grouped ? report.delta!.ci[0] <= truth && truth <= report.delta!.ci[1] : report.verdict === 'regression')
        alarms++;
    }
  }
  return { covered, alarms, truth, seconds: Number(process.hrtime.bigint() - start) / 1e9 };
}

const percent = (count: number) => `${((100 * count) / replications).toFixed(1)}`;
const started = Date.now();
for (const scenario of values.scenario.split(',')) {
  const change = scenario === 'change';
  const grouped = scenario === 'groups';
  const scenarioCells = grouped ? cells.filter(([n]) => n === 20) : cells;
  const scenarioSizes = grouped ? values.groups.split(',').map((g) => Number(g) * GROUP_SIZE) : sizes;
  const header = grouped
    ? ['n', 'k', 'groups × 8', 'true delta (points)', ...METHODS.map((m) => `${m} %`), 'default gate %']
    : change
      ? ['n', 'k', 'P', 'true delta (points)', ...METHODS.map((m) => `${m} %`)]
      : ['n', 'k', 'P', ...METHODS.map((m) => `${m} %`), 'false alarms, default gate %'];
  const rows: string[][] = [];
  const totals = Object.fromEntries(METHODS.map((m) => [m, 0])) as Record<Method, number>;
  let count = 0;
  for (const [n, k] of scenarioCells) {
    for (const problems of scenarioSizes) {
      const result = runCell(scenario, n, k, problems);
      process.stderr.write(
        `${scenario} n=${n} k=${k} P=${problems}: ${METHODS.map((m) => `${m} ${percent(result.covered[m])}`).join(', ')}` +
          `${change && !grouped ? '' : `, default gate ${percent(result.alarms)}`} (${result.seconds.toFixed(0)} s)\n`,
      );
      for (const m of METHODS) totals[m] += result.covered[m];
      count++;
      const coverage = METHODS.map((m) => percent(result.covered[m]));
      const size = grouped ? String(problems / GROUP_SIZE) : String(problems);
      const truth = (result.truth * 100).toFixed(2);
      rows.push(
        grouped
          ? [String(n), String(k), size, truth, ...coverage, percent(result.alarms)]
          : change
            ? [String(n), String(k), size, truth, ...coverage]
            : [String(n), String(k), size, ...coverage, percent(result.alarms)],
      );
    }
  }
  const average = METHODS.map((m) => `**${percent(totals[m] / count)}**`);
  if (!grouped) rows.push(change ? ['mean', '', '', '', ...average] : ['mean', '', '', ...average, '']);
  const title = grouped
    ? 'Coverage with groups of 8 related problems (group-level random effects), candidate 3 points worse'
    : change
      ? 'Coverage of the true difference, candidate 3 points worse'
      : 'No change: coverage of 0, and the false-alarm rate of the default gate';
  console.log(`\n#### ${title}\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map(() => '---').join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
}
console.log(
  `\n${replications} replications per cell, ${resamples} resamples, seed ${seed}; one Monte Carlo standard error ` +
    `of a coverage near 95% is ${(100 * Math.sqrt((0.95 * 0.05) / replications)).toFixed(2)} points. ` +
    `${((Date.now() - started) / 1000).toFixed(0)} s.`,
);
