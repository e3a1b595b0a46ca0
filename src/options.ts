import { InputError } from './common/errors.js';
import type { FailOn, GateOptions, IntervalChoice, Metric, ProblemsMode } from './common/types.js';
import { isDecimalText } from './common/decimal.js';

/** Defaults shared by the CLI flags and the action inputs. */
export const DEFAULT_OPTIONS: Readonly<GateOptions> = Object.freeze({
  k: 1,
  metric: 'pass@k',
  submit: 1,
  margin: 0,
  confidence: 0.95,
  failOn: 'regression',
  matchConfig: ['temperature', 'top_p', 'n', 'max_tokens'],
  problems: 'strict',
  resamples: 10000,
  seed: 0,
  interval: 'auto',
  allowMixedJudgement: false,
});

/** Raw option values as strings, keyed by their CLI / action-input names; empty or missing means default. */
export type RawGateOptions = Partial<
  Record<
    | 'k'
    | 'metric'
    | 'submit'
    | 'margin'
    | 'confidence'
    | 'fail-on'
    | 'match-config'
    | 'problems'
    | 'resamples'
    | 'seed'
    | 'interval'
    | 'allow-mixed-judgement',
    string | undefined
  >
>;

const MAX_RESAMPLES = 1_000_000;

/** The `match-config` value that turns the config check off. */
export const MATCH_CONFIG_OFF = 'none';

const METRICS: readonly Metric[] = ['pass@k', 'pass^k', 'n@k', 'pass-ratio@n'];

/** How a caller names an option in messages: `--k` on the command line, `input k` in the action, `k` in a file. */
export type OptionNamer = (option: string) => string;

const CLI_FLAG: OptionNamer = (option) => `--${option}`;

/**
 * An invalid option value: the option, and the message with every option in it named by a namer. The message
 * names them as CLI flags; `parseGateOptionsAs` names them as the caller does.
 */
class OptionError extends InputError {
  constructor(
    readonly option: string,
    readonly explain: (name: OptionNamer) => string,
  ) {
    super(explain(CLI_FLAG));
  }
}

function present(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

function parseNumber(name: string, value: string): number {
  const trimmed = value.trim();
  const parsed = Number(trimmed);
  if (!isDecimalText(trimmed) || !Number.isFinite(parsed)) {
    throw new OptionError(name, (n) => `${n(name)}: expected a number, got ${JSON.stringify(value)}`);
  }
  return parsed;
}

function parseInteger(name: string, value: string, min: number, max: number): number {
  const parsed = parseNumber(name, value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new OptionError(
      name,
      (n) => `${n(name)}: expected an integer from ${min} to ${max}, got ${JSON.stringify(value)}`,
    );
  }
  return parsed;
}

function parseChoice<T extends string>(name: string, value: string, choices: readonly T[]): T {
  const trimmed = value.trim();
  const found = choices.find((choice) => choice === trimmed);
  if (found === undefined) {
    throw new OptionError(
      name,
      (n) => `${n(name)}: expected one of ${choices.join(', ')}, got ${JSON.stringify(value)}`,
    );
  }
  return found;
}

/**
 * The config keys that must match: comma-separated, repeats dropped; `none` alone (or '' on the command line)
 * turns the check off. `none` among keys, or written in another case, is an error rather than a key of that
 * name, which no run records and which would refuse every comparison.
 */
function parseMatchConfig(value: string): string[] {
  if (value.trim() === MATCH_CONFIG_OFF) return [];
  const keys = value
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  const off = keys.find((key) => key.toLowerCase() === MATCH_CONFIG_OFF);
  if (off !== undefined) {
    throw new OptionError(
      'match-config',
      (n) =>
        `${n('match-config')}: ${JSON.stringify(off)} is not a config key: write ${MATCH_CONFIG_OFF} alone, in ` +
        `lower case, to turn the config check off, or list only the keys that must match (got ${JSON.stringify(value)})`,
    );
  }
  return [...new Set(keys)];
}

/** n@k submits 1 <= N <= k samples; the other metrics submit nothing; pass-ratio@n has no budget k. */
function checkMetricBudget({ metric, k, submit = 1 }: GateOptions): void {
  if (metric === 'n@k' && submit > k) {
    throw new OptionError(
      'submit',
      (n) =>
        `${n('submit')}: ${submit} is more than k = ${k}: n@k submits N of the k samples drawn, so 1 <= N <= k ` +
        `(raise ${n('k')})`,
    );
  }
  if (metric !== 'n@k' && submit !== 1) {
    throw new OptionError(
      'submit',
      (n) => `${n('submit')}: applies to ${n('metric')} n@k only (the metric is ${metric})`,
    );
  }
  if (metric === 'pass-ratio@n' && k !== 1) {
    throw new OptionError(
      'k',
      (n) => `${n('k')}: pass-ratio@n averages over all n samples and has no budget k; leave ${n('k')} out`,
    );
  }
}

/**
 * `parseGateOptions` with every option in an error named as the caller names it (`name`), after a prefix that
 * says where the option was given (`where`): `input k` in the action, `k` in the library,
 * `passk-gate.yml:5: check "a": k` in a config file.
 */
export function parseGateOptionsAs(
  raw: RawGateOptions,
  name: OptionNamer,
  where: (option: string) => string = () => '',
): GateOptions {
  try {
    return parseGateOptions(raw);
  } catch (error) {
    if (error instanceof OptionError) throw new InputError(`${where(error.option)}${error.explain(name)}`);
    throw error;
  }
}

/** Validates raw option strings and fills in defaults; every bad value is an `OptionError` naming the option. */
export function parseGateOptions(raw: RawGateOptions): GateOptions {
  const options: GateOptions = { ...DEFAULT_OPTIONS, matchConfig: [...DEFAULT_OPTIONS.matchConfig] };
  if (present(raw.k)) options.k = parseInteger('k', raw.k, 1, Number.MAX_SAFE_INTEGER);
  if (present(raw.metric)) options.metric = parseChoice<Metric>('metric', raw.metric, METRICS);
  if (present(raw.submit)) options.submit = parseInteger('submit', raw.submit, 1, Number.MAX_SAFE_INTEGER);
  checkMetricBudget(options);
  if (present(raw.margin)) {
    options.margin = parseNumber('margin', raw.margin);
    if (options.margin < 0 || options.margin >= 1) {
      throw new OptionError(
        'margin',
        (n) =>
          `${n('margin')}: expected a drop in metric units from 0 up to 1 (0.01 = 1 point), got ` +
          JSON.stringify(raw.margin),
      );
    }
  }
  if (present(raw.confidence)) {
    options.confidence = parseNumber('confidence', raw.confidence);
    if (!(options.confidence > 0.5 && options.confidence < 1)) {
      throw new OptionError(
        'confidence',
        (n) =>
          `${n('confidence')}: expected a level between 0.5 and 1 (e.g. 0.95), got ${JSON.stringify(raw.confidence)}`,
      );
    }
  }
  if (present(raw['fail-on'])) {
    options.failOn = parseChoice<FailOn>('fail-on', raw['fail-on'], ['regression', 'inconclusive', 'never']);
  }
  if (raw['match-config'] !== undefined) options.matchConfig = parseMatchConfig(raw['match-config']);
  if (present(raw.problems)) {
    options.problems = parseChoice<ProblemsMode>('problems', raw.problems, ['strict', 'intersect']);
  }
  if (present(raw.resamples)) options.resamples = parseInteger('resamples', raw.resamples, 100, MAX_RESAMPLES);
  if (present(raw.seed)) options.seed = parseInteger('seed', raw.seed, 0, 2 ** 32 - 1);
  if (present(raw.interval)) {
    options.interval = parseChoice<IntervalChoice>('interval', raw.interval, INTERVAL_METHODS);
  }
  if (present(raw['allow-mixed-judgement'])) {
    options.allowMixedJudgement =
      parseChoice('allow-mixed-judgement', raw['allow-mixed-judgement'], ['true', 'false']) === 'true';
  }
  checkResamplesReachLevel(options.resamples, options.confidence);
  return options;
}

export const INTERVAL_METHODS: readonly IntervalChoice[] = [
  'auto',
  'expanded-percentile',
  't',
  'bca',
  'percentile',
  'studentized',
];

/**
 * The two-sided level alpha = 1 - confidence, rounded to 10 significant digits so that 0.995 gives exactly
 * 0.005 (1 - 0.995 is 0.0050000000000000044 in binary, which would let p = 0.005 pass as below it).
 */
export function significanceLevel(confidence: number): number {
  return Number((1 - confidence).toPrecision(10));
}

/**
 * Refuses a resample count with which the gate could never fail: a Monte Carlo sign-flip p-value is
 * (count + 1) / (B + 1), at least 1 / (B + 1), and a regression needs p < alpha. The message names the
 * fewest resamples that work, floor(1 / alpha), and the highest confidence the given count allows.
 */
function checkResamplesReachLevel(resamples: number, confidence: number): void {
  const alpha = significanceLevel(confidence);
  if (1 / (resamples + 1) < alpha) return;
  const needed = fewestResamples(alpha);
  const smallest = 1 / (resamples + 1);
  throw new OptionError(
    'resamples',
    (n) =>
      `${n('resamples')} ${resamples} is too few for ${n('confidence')} ${confidence}: the smallest p-value ${resamples} ` +
      `resamples can give is 1/${resamples + 1} = ${smallest.toPrecision(2)}, not below 1 - confidence = ${alpha}, ` +
      `so the gate could never fail; confidence ${confidence} needs at least ${needed} resamples ` +
      `(with ${resamples}, a confidence below ${Number((1 - smallest).toPrecision(4))})`,
  );
}

/** The fewest resamples B whose smallest Monte Carlo p-value, 1 / (B + 1), is below `alpha`. */
export function fewestResamples(alpha: number): number {
  let needed = Math.floor(1 / alpha);
  while (1 / (needed + 1) >= alpha) needed++;
  return needed;
}
