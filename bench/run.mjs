// `npm run bench`: times the whole CLI process (`node dist/cli.js compare`, the default interval, 10,000 resamples) on generated
// suites of growing size, next to bare `node -e 0` and to scipy.stats.bootstrap on the same per-problem
// differences; then a gate of 10 checks (`gate`) beside one `compare`; and prints markdown tables for the README.
// Run `npm run build` first: it times dist/.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { generateSuite } from './generate.mjs';
import { median } from 'simple-statistics';
import { peakMemoryMeasured, repeat, runOnce, summarize } from './measure.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(root, 'dist', 'cli.js');
const SCIPY_SCRIPT = join(root, 'bench', 'scipy_bootstrap.py');
const RESAMPLES = 10000;

const USAGE = `Usage: npm run bench -- [options]

  --sizes LIST         problems per suite, comma-separated (default 164,10000,100000,1000000)
  --runs N             runs per measurement; the median is printed (default 15); a measurement stops
                       after about --budget seconds, with at least 3 runs (1 for scipy)
  --budget S           seconds one measurement may take before it stops repeating (default 10)
  --nodes LIST         Node binaries to run the CLI under (default: the \`node\` on PATH outside node_modules,
                       plus the node devDependency, node_modules/.bin/node, when it is another version)
  --no-scipy           skip scipy.stats.bootstrap
  --scipy-timeout S    give up on one scipy run after S seconds (default 60)
  --scipy-memory MB    address-space cap of the scipy process (default 4096)
  --scipy-batch B      scipy's batch: auto (about 1e7 values per batch), none (scipy's default) or a number
  --quick              sizes 164,10000,100000, 5 runs, budget 5 s, scipy timeout 20 s, one Node
  -h, --help
`;

/** Samples per problem: HumanEval-style suites draw n = 200; large generated suites draw far fewer. */
function samplesFor(problems) {
  if (problems <= 1000) return 200;
  return problems <= 100000 ? 20 : 10;
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string' },
      runs: { type: 'string' },
      budget: { type: 'string' },
      nodes: { type: 'string' },
      'no-scipy': { type: 'boolean' },
      'scipy-timeout': { type: 'string' },
      'scipy-memory': { type: 'string' },
      'scipy-batch': { type: 'string' },
      quick: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const quick = values.quick === true;
  const number = (name, fallback) => {
    const value = values[name] === undefined ? fallback : Number(values[name]);
    if (!(value > 0)) throw new Error(`--${name}: expected a positive number, got ${values[name]}`);
    return value;
  };
  const sizes = (values.sizes ?? (quick ? '164,10000,100000' : '164,10000,100000,1000000'))
    .split(',')
    .map((size) => Number(size.replace(/_/g, '')));
  if (sizes.some((size) => !Number.isInteger(size) || size < 2))
    throw new Error(`--sizes: expected integers >= 2, got ${values.sizes}`);
  const nodes = values.nodes !== undefined ? values.nodes.split(',') : defaultNodes(quick);
  return {
    sizes,
    runs: number('runs', quick ? 5 : 15),
    budget: number('budget', quick ? 5 : 10),
    nodes,
    scipy: values['no-scipy'] !== true,
    scipyTimeout: number('scipy-timeout', quick ? 20 : 60),
    scipyMemory: number('scipy-memory', 4096),
    scipyBatch: values['scipy-batch'] ?? 'auto',
  };
}

/**
 * The `node` a shell finds on PATH outside node_modules (npm run puts node_modules/.bin first, where the
 * `node` devDependency lives), then that devDependency when it is another version (unless --quick).
 */
function defaultNodes(quick) {
  const modules = join(root, 'node_modules');
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir !== '' && !resolve(dir).startsWith(modules))
    .map((dir) => join(dir, 'node'))
    .find((file) => existsSync(file));
  const system = onPath ?? process.execPath;
  const bundled = join(modules, '.bin', 'node');
  return !quick && existsSync(bundled) && nodeVersion(bundled) !== nodeVersion(system) ? [system, bundled] : [system];
}

function nodeVersion(node) {
  return spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
}

/** `python3` with scipy and numpy, or why not. */
function scipyVersions() {
  const probe = spawnSync(
    'python3',
    ['-c', 'import scipy, numpy, sys; print(scipy.__version__, numpy.__version__, sys.version.split()[0])'],
    {
      encoding: 'utf8',
    },
  );
  if (probe.error !== undefined) return { missing: 'python3 was not found' };
  if (probe.status !== 0) return { missing: 'python3 cannot import scipy and numpy' };
  const [scipy, numpy, python] = probe.stdout.trim().split(' ');
  return { scipy, numpy, python };
}

function seconds(value) {
  if (value < 1) return `${value.toFixed(3)} s`;
  return value < 10 ? `${value.toFixed(2)} s` : `${value.toFixed(1)} s`;
}

const megabytes = (kb) => (kb === null ? 'n/a' : `${Math.round((kb * 1024) / 1e6)} MB`);
const ratio = (value) => (value >= 10 ? `${Math.round(value)}x` : `${value.toFixed(1)}x`);
const thousands = (value) => value.toLocaleString('en-US');
const pointsInterval = ([lo, hi]) => `[${(lo * 100).toFixed(2)}, ${(hi * 100).toFixed(2)}]`;

function sizeText(bytes) {
  if (bytes < 1e6) return `${Math.round(bytes / 1e3)} kB`;
  return `${(bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0)} MB`;
}

/**
 * Times the CLI on one suite. Before each run, `node -e 0` runs once into `floorRuns`: the floor is measured
 * across the same minutes as the CLI, so a busy moment weighs on both.
 */
function timeCli(node, suite, reportPath, options, floorRuns) {
  const args = [
    CLI,
    'compare',
    '--baseline',
    suite.baseline,
    '--candidate',
    suite.candidate,
    '--resamples',
    String(RESAMPLES),
    '--json',
    reportPath,
  ];
  return repeat(
    () => {
      floorRuns.push(runOnce(node, ['-e', '0']));
      const run = runOnce(node, args);
      // 0: the gate passed, 1: it failed on the verdict; anything else is a broken run, not a measurement.
      if (run.status !== 0 && run.status !== 1) {
        throw new Error(`${node} ${args.join(' ')} exited with ${run.status ?? run.signal}: ${run.stderr.trim()}`);
      }
      return run;
    },
    { runs: options.runs, minRuns: 3, budgetSeconds: options.budget },
  );
}

/** Checks in the gate benchmark, each a suite of its own: 164 problems, n = 20. */
const GATE_CHECKS = 10;
const GATE_PROBLEMS = 164;
const GATE_SAMPLES = 20;

/** Writes GATE_CHECKS suites (each its own seed) and the config of a gate over them; returns its paths. */
async function generateGate(dir) {
  const checks = [];
  for (let i = 0; i < GATE_CHECKS; i++) {
    const folder = join(dir, `gate-${i}`);
    await mkdir(folder);
    const files = await generateSuite(folder, GATE_PROBLEMS, GATE_SAMPLES, 1000 + i);
    checks.push({ name: `suite ${i}`, baseline: files.baseline, candidate: files.candidate });
  }
  const config = join(dir, 'passk-gate.json');
  await writeFile(config, JSON.stringify({ resamples: RESAMPLES, checks }));
  return { config, first: checks[0] };
}

/**
 * Times `gate` over GATE_CHECKS suites beside one `compare` of the first suite, default interval and RESAMPLES
 * resamples both, one run of each in turn so that a busy moment weighs on both.
 */
function timeGate(node, gate, options) {
  const compareArgs = [CLI, 'compare', '--baseline', gate.first.baseline, '--candidate', gate.first.candidate];
  const gateArgs = [CLI, 'gate', '--config', gate.config];
  const compare = [];
  const family = [];
  let spent = 0;
  while (compare.length < options.runs && (compare.length < 3 || spent < options.budget)) {
    for (const [args, runs] of [
      [compareArgs, compare],
      [gateArgs, family],
    ]) {
      const run = runOnce(node, args);
      if (run.status !== 0 && run.status !== 1) {
        throw new Error(`${node} ${args.join(' ')} exited with ${run.status ?? run.signal}: ${run.stderr.trim()}`);
      }
      runs.push(run);
      spent += run.seconds;
    }
  }
  return { compare: summarize(compare), gate: summarize(family) };
}

/** One scipy measurement: { seconds, peakKb, ci, runs } or { failure }. */
function timeScipy(differences, method, options) {
  const args = [
    SCIPY_SCRIPT,
    differences,
    '--method',
    method,
    '--resamples',
    String(RESAMPLES),
    '--batch',
    options.scipyBatch,
    '--memory-mb',
    String(options.scipyMemory),
    '--timeout',
    String(options.scipyTimeout),
  ];
  const times = [];
  let last;
  let spent = 0;
  while (times.length < options.runs && (times.length === 0 || spent < options.budget)) {
    // The script stops itself at the timeout; this one, later, is for a script that hangs before it can.
    const run = runOnce('python3', args, { timeoutSeconds: options.scipyTimeout + 30 });
    const timedOut = { failure: `> ${options.scipyTimeout} s`, timedOut: true };
    if (run.timedOut) return timedOut;
    if (run.status !== 0) throw new Error(`scipy bootstrap failed: ${run.stderr.trim().split('\n').pop()}`);
    last = JSON.parse(run.stdout.trim().split('\n').pop());
    if (last.error === 'timeout') return timedOut;
    if (last.error !== undefined)
      return { failure: last.error === 'out of memory' ? `out of memory (> ${options.scipyMemory} MB)` : last.error };
    times.push(last.seconds);
    spent += run.seconds;
  }
  return { seconds: median(times), peakKb: last.peak_kb, ci: last.ci, runs: times.length };
}

/** The performance targets, checked against the first Node (the one `node` runs). */
function targets(suites, cli, floors, versions) {
  const lines = [`Targets on Node ${versions[0].slice(1)}:`];
  const check = (ok) => (ok ? 'met' : '**missed**');
  for (const [s, suite] of suites.entries()) {
    const run = cli[s][0];
    const mb = run.peakKb === null ? null : (run.peakKb * 1024) / 1e6;
    if (suite.problems === 164) {
      lines.push(
        `- 164 problems in at most 2x \`node -e 0\`: ${ratio(run.seconds / floors[0].seconds)}, ${check(run.seconds <= 2 * floors[0].seconds)}`,
      );
    } else if (suite.problems === 100000) {
      lines.push(`- 100,000 problems under 1 s: ${seconds(run.seconds)}, ${check(run.seconds < 1)}`);
    } else if (suite.problems === 1000000) {
      lines.push(
        `- 1,000,000 problems under 5 s and 500 MB: ${seconds(run.seconds)}, ${megabytes(run.peakKb)}, ` +
          `${check(run.seconds < 5 && (mb === null || mb < 500))}`,
      );
    }
  }
  return lines.length > 1 ? lines : [];
}

function markdownTable(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

async function main() {
  const options = parseOptions();
  if (!existsSync(CLI)) throw new Error('dist/cli.js is missing: run `npm run build` first');
  const versions = options.nodes.map(nodeVersion);
  const python = options.scipy ? scipyVersions() : { missing: 'turned off with --no-scipy' };
  const dir = await mkdtemp(join(os.tmpdir(), 'passk-bench-'));
  const log = (line) => process.stderr.write(`${line}\n`);
  try {
    const suites = [];
    for (const problems of options.sizes) {
      const samples = samplesFor(problems);
      log(`generating ${thousands(problems)} problems x n=${samples} ...`);
      const files = await generateSuite(dir, problems, samples, problems);
      suites.push({ problems, samples, bytes: (await stat(files.baseline)).size, ...files });
    }

    const floors = [];
    const cli = suites.map(() => []);
    for (const [n, node] of options.nodes.entries()) {
      const floorRuns = [];
      for (const [s, suite] of suites.entries()) {
        log(`timing the CLI on ${versions[n]}, ${thousands(suite.problems)} problems ...`);
        const reportPath = join(dir, `report-${n}-${s}.json`);
        cli[s].push({
          ...timeCli(node, suite, reportPath, options, floorRuns),
          ci: JSON.parse(await readFile(reportPath, 'utf8')).delta.ci,
        });
      }
      floors.push(summarize(floorRuns));
    }

    log(`generating a gate of ${GATE_CHECKS} suites of ${GATE_PROBLEMS} problems x n=${GATE_SAMPLES} ...`);
    const gateFiles = await generateGate(dir);
    const gates = options.nodes.map((node, n) => {
      log(`timing gate and compare on ${versions[n]} ...`);
      return timeGate(node, gateFiles, options);
    });

    const scipy = suites.map(() => ({}));
    if (python.missing === undefined) {
      for (const method of ['BCa', 'percentile']) {
        let previous;
        for (const [s, suite] of suites.entries()) {
          const expected =
            previous?.seconds === undefined ? 0 : (previous.seconds * suite.problems) / previous.problems;
          if (previous?.timedOut || expected > options.scipyTimeout) {
            scipy[s][method] = {
              failure: `> ${options.scipyTimeout} s (not run: ${thousands(previous.problems)} problems took ${previous.failure ?? seconds(previous.seconds)})`,
            };
            continue;
          }
          log(`timing scipy.stats.bootstrap ${method}, ${thousands(suite.problems)} problems ...`);
          scipy[s][method] = timeScipy(suite.differences, method, options);
          previous = { ...scipy[s][method], problems: suite.problems };
        }
      }
    }

    const header = ['suite', 'each file'];
    for (const version of versions) header.push(`Node ${version.slice(1)}`, '÷ `node -e 0`', 'peak memory');
    const floorRow = ['`node -e 0` (the floor)', ''];
    for (const floor of floors) floorRow.push(seconds(floor.seconds), '1.0x', megabytes(floor.peakKb));
    const rows = [floorRow];
    for (const [s, suite] of suites.entries()) {
      const row = [`${thousands(suite.problems)} problems × n=${suite.samples}`, sizeText(suite.bytes)];
      for (const [n, run] of cli[s].entries())
        row.push(seconds(run.seconds), ratio(run.seconds / floors[n].seconds), megabytes(run.peakKb));
      rows.push(row);
    }
    const out = [];
    out.push(
      `### Whole CLI process: \`node dist/cli.js compare\`, expanded percentile, ${thousands(RESAMPLES)} resamples`,
      '',
    );
    out.push(markdownTable(header, rows), '');
    const fewer = suites
      .map((suite, s) => [suite, cli[s].map((run) => run.runs)])
      .filter(([, runs]) => runs.some((count) => count < options.runs))
      .map(([suite, runs]) => `${thousands(suite.problems)} problems: ${runs.join(' / ')}`);
    out.push(
      `Each time is the median of ${options.runs} runs of the whole process, each run after one of \`node -e 0\` ` +
        `(the floor is the median of those)` +
        `${fewer.length > 0 ? `; fewer runs when they took over ${options.budget} s in all (${fewer.join('; ')})` : ''}` +
        `${peakMemoryMeasured ? '. Peak memory is the largest resident set size (GNU time)' : ''}. ` +
        `Each suite is a baseline and a candidate \`passk-results/v1\` file, one problem per line; the gate decides on ` +
        `pass@1 (the default k).`,
      '',
    );
    out.push(...targets(suites, cli, floors, versions), '');

    out.push(
      `### A gate of ${GATE_CHECKS} checks: \`node dist/cli.js gate\`, ${GATE_CHECKS} suites of ${GATE_PROBLEMS} problems × n=${GATE_SAMPLES}, ${thousands(RESAMPLES)} resamples`,
      '',
    );
    const gateHeader = ['command'];
    for (const version of versions) gateHeader.push(`Node ${version.slice(1)}`, '÷ one `compare`', 'peak memory');
    const compareRow = ['`compare`, one suite (2 files)'];
    const gateRow = [`\`gate\`, ${GATE_CHECKS} checks of ${GATE_CHECKS} suites (${2 * GATE_CHECKS} files)`];
    for (const { compare, gate } of gates) {
      compareRow.push(seconds(compare.seconds), '1.0x', megabytes(compare.peakKb));
      gateRow.push(seconds(gate.seconds), ratio(gate.seconds / compare.seconds), megabytes(gate.peakKb));
    }
    out.push(markdownTable(gateHeader, [compareRow, gateRow]), '');
    const gateRatio = gates[0].gate.seconds / gates[0].compare.seconds;
    out.push(
      `Each time is the median of ${gates[0].gate.runs} runs of the whole process, \`compare\` and \`gate\` in turn; ` +
        'default interval (expanded percentile), Holm, every check pass@1 on its own suite.',
      '',
      `Target on Node ${versions[0].slice(1)}: a gate of ${GATE_CHECKS} checks in under 3x one \`compare\`: ` +
        `${ratio(gateRatio)}, ${gateRatio < 3 ? 'met' : '**missed**'}`,
      '',
    );

    if (python.missing !== undefined) {
      out.push(`scipy comparison skipped: ${python.missing}.`, '');
    } else {
      out.push(`### scipy.stats.bootstrap on the same per-problem differences (${thousands(RESAMPLES)} resamples)`, '');
      const scipyRows = suites.map((suite, s) => {
        const ours = cli[s][0];
        const cell = (result) =>
          result.failure !== undefined
            ? [result.failure, '', '']
            : [seconds(result.seconds), ratio(result.seconds / ours.seconds), megabytes(result.peakKb)];
        return [
          `${thousands(suite.problems)} problems`,
          seconds(ours.seconds),
          ...cell(scipy[s].BCa),
          ...cell(scipy[s].percentile),
          `${pointsInterval(ours.ci)} / ${scipy[s].percentile.ci === undefined ? '–' : pointsInterval(scipy[s].percentile.ci)}`,
        ];
      });
      out.push(
        markdownTable(
          [
            'suite',
            `passk-gate, whole process (Node ${versions[0].slice(1)})`,
            'scipy BCa',
            '÷ passk-gate',
            'peak memory',
            'scipy percentile',
            '÷ passk-gate',
            'peak memory',
            '95% CI of delta, points: passk-gate (expanded percentile) / scipy percentile',
          ],
          scipyRows,
        ),
        '',
      );
      out.push(
        `scipy ${python.scipy} (numpy ${python.numpy}, Python ${python.python}): time of the \`bootstrap\` call alone, ` +
          `without Python start-up and imports; \`batch\` ${options.scipyBatch === 'auto' ? 'holds about 10^7 values' : `= ${options.scipyBatch}`}, ` +
          `memory capped at ${options.scipyMemory} MB, runs stopped after ${options.scipyTimeout} s.`,
        '',
      );
    }
    const cpus = os.cpus();
    out.push(
      `Machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}.`,
    );
    process.stdout.write(`${out.join('\n')}\n`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`bench: ${error.message}\n`);
  process.exitCode = 1;
});
