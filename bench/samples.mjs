// `node bench/samples.mjs`: times the whole CLI process on `passk-results/v1` files that carry per-sample data
// (a pass flag and a score per sample, and test counts), gating on pass@1 (the samples are checked, not kept),
// n@k and pass-ratio@n (the samples are kept), and prints a markdown table for the README. Run `npm run build`
// first: it times dist/.
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { once } from 'node:events';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { median } from 'simple-statistics';
import { uniforms } from './generate.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const CLI = join(root, 'dist', 'cli.js');

const USAGE = `Usage: node bench/samples.mjs [options]

  --suites LIST   problems x samples per problem, with or without test counts, comma-separated
                  (default 10000x20+tests,100000x20+tests,1000000x10)
  --runs N        runs per measurement; the median is printed (default 5; at least 2, at most --budget s)
  --budget S      seconds one measurement may take before it stops repeating (default 20)
  -h, --help
`;

function parseOptions() {
  const { values } = parseArgs({
    options: {
      suites: { type: 'string' },
      runs: { type: 'string' },
      budget: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    process.exit(0);
  }
  const suites = (values.suites ?? '10000x20+tests,100000x20+tests,1000000x10').split(',').map((spec) => {
    const match = /^(\d+)x(\d+)(\+tests)?$/.exec(spec.replace(/_/g, ''));
    if (match === null) throw new Error(`--suites: expected PROBLEMSxSAMPLES[+tests], got ${spec}`);
    return { problems: Number(match[1]), samples: Number(match[2]), tests: match[3] !== undefined };
  });
  return { suites, runs: Number(values.runs ?? 5), budget: Number(values.budget ?? 20) };
}

/**
 * One run: each problem's pass rate from a logistic difficulty, each sample a pass flag, a score (two decimals,
 * so equal scores happen; passing samples score a little higher) and, with `tests`, test counts.
 */
async function writeRun(path, { problems, samples, tests }, seed, shift) {
  const uniform = uniforms(seed);
  const out = createWriteStream(path);
  out.write(
    `{"format":"passk-results/v1","config":{"temperature":0.8,"top_p":0.95,"n":${samples},"max_tokens":512},"problems":[\n`,
  );
  const chunk = [];
  for (let i = 0; i < problems; i++) {
    const rate = 1 / (1 + Math.exp(-(4 * uniform() - 2 + shift)));
    const total = 5 + ((i * 7) % 11);
    const list = [];
    let c = 0;
    for (let j = 0; j < samples; j++) {
      const pass = uniform() < rate;
      if (pass) c++;
      const score = (Math.round((uniform() - 0.9 + (pass ? 0.3 : 0)) * 100) / 100).toString();
      const counts = tests
        ? `,"tests_passed":${pass ? total : Math.floor(uniform() * total)},"tests_total":${total}`
        : '';
      list.push(`{"pass":${pass},"score":${score}${counts}}`);
    }
    chunk.push(`{"id":"task/${i}","n":${samples},"c":${c},"samples":[${list.join(',')}]}`);
    if (chunk.length === 1000 || i === problems - 1) {
      const text = chunk.join(',\n') + (i === problems - 1 ? '\n]}\n' : ',\n');
      chunk.length = 0;
      if (!out.write(text)) await once(out, 'drain');
    }
  }
  out.end();
  await once(out, 'finish');
}

/**
 * One run under GNU time: wall-clock seconds, CPU seconds (user + system: what the process itself costs, which a
 * busy machine stretches less than the wall clock) and peak resident memory in kB.
 */
function measure(args) {
  const run = spawnSync('/usr/bin/time', ['-f', '%e %U %S %M', process.execPath, ...args], { encoding: 'utf8' });
  const [wall, user, system, peakKb] = run.stderr.trim().split('\n').pop().split(' ').map(Number);
  if (run.status !== 0 && run.status !== 1) throw new Error(`exit ${run.status}: ${run.stderr.trim()}`);
  return { wall, cpu: user + system, peakKb };
}

/** Up to `runs` runs, at least 2, until `budget` seconds are spent: medians of the times, the largest peak. */
function repeatRuns(args, runs, budget) {
  const done = [];
  let spent = 0;
  while (done.length < runs && (done.length < 2 || spent < budget)) {
    done.push(measure(args));
    spent += done.at(-1).wall;
  }
  return {
    wall: median(done.map((r) => r.wall)),
    cpu: median(done.map((r) => r.cpu)),
    peakKb: Math.max(...done.map((r) => r.peakKb)),
  };
}

const seconds = (value) => (value < 10 ? `${value.toFixed(2)} s` : `${value.toFixed(1)} s`);
const megabytes = (kb) => (kb === null ? 'n/a' : `${Math.round((kb * 1024) / 1e6)} MB`);
const size = (bytes) => `${(bytes / 1e6).toFixed(bytes < 1e7 ? 1 : 0)} MB`;

async function main() {
  const options = parseOptions();
  if (!existsSync(CLI)) throw new Error('dist/cli.js is missing: run `npm run build` first');
  const dir = await mkdtemp(join(os.tmpdir(), 'passk-bench-samples-'));
  const log = (line) => process.stderr.write(`${line}\n`);
  const rows = [];
  try {
    for (const suite of options.suites) {
      const label = `${suite.problems.toLocaleString('en-US')} problems × n=${suite.samples}`;
      log(`generating ${label} ...`);
      const baseline = join(dir, 'baseline.json');
      const candidate = join(dir, 'candidate.json');
      await writeRun(baseline, suite, suite.problems, 0);
      await writeRun(candidate, suite, suite.problems + 1, -0.05);
      const bytes = (await stat(baseline)).size;
      const gates = [
        ['pass@1', []],
        ['1@10 (by score)', ['--metric', 'n@k', '--k', String(Math.min(10, suite.samples))]],
        ...(suite.tests ? [['pass-ratio@n', ['--metric', 'pass-ratio@n']]] : []),
      ];
      for (const [metric, flags] of gates) {
        log(`timing ${metric} on ${label} ...`);
        const args = [CLI, 'compare', '--baseline', baseline, '--candidate', candidate, ...flags];
        const result = repeatRuns(args, options.runs, options.budget);
        rows.push([
          label,
          suite.tests ? 'pass, score, tests' : 'pass, score',
          size(bytes),
          metric,
          seconds(result.wall),
          seconds(result.cpu),
          megabytes(result.peakKb),
        ]);
      }
      await rm(baseline);
      await rm(candidate);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const header = [
    'suite',
    'per sample',
    'each file',
    'gate on',
    `Node ${process.version.slice(1)}, wall`,
    'CPU (user + system)',
    'peak memory',
  ];
  const lines = [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
  process.stdout.write(
    `${lines.join('\n')}\n\nEach time is the median of up to ${options.runs} runs of the whole process ` +
      `(\`node dist/cli.js compare\`, default interval (expanded percentile), 10,000 resamples); peak memory is ` +
      `the largest resident set size (GNU time). ` +
      `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ` +
      `load average ${os.loadavg()[0].toFixed(1)} at the end.\n`,
  );
}

main().catch((error) => {
  process.stderr.write(`bench: ${error.message}\n`);
  process.exitCode = 1;
});
