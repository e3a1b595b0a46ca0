/**
 * The gate's options, parsed once whoever gives them: CLI flags and action inputs give text, the config file
 * and the library typed values; each value goes through the same check and a bad one gets the same message,
 * naming the option as the caller names it (`--k`, `input k`, `passk-gate.yml:5: check "a": k`, `k`).
 */
import { InputError } from '../common/errors.js';
import { FLAG_HINTS, SHARED_HINTS, type OptionHints } from '../common/hints.js';
import { isDecimalText } from '../common/decimal.js';
import { didYouMean, sameWords } from '../common/nearest.js';
import { counted, listWords } from '../common/lists.js';
import { levelAt } from '../common/level.js';
import { MATCHED_SETTINGS } from '../load/user-config.js';
import { shown } from '../io/value-text.js';
import type { FailOn, GateOptions, IntervalChoice, Metric, Multiplicity, ProblemsMode } from '../common/types.js';

/** Defaults of the CLI flags, the action inputs, the config file's keys and the library's options alike. */
export const DEFAULT_OPTIONS: Readonly<GateOptions> = Object.freeze({
  k: 1,
  metric: 'pass@k',
  submit: 1,
  margin: 0,
  confidence: 0.95,
  failOn: 'regression',
  matchConfig: Object.freeze([...MATCHED_SETTINGS]) as unknown as string[],
  requireConfig: Object.freeze([]) as unknown as string[],
  problems: 'strict',
  resamples: 10000,
  seed: 0,
  interval: 'auto',
  allowMixedJudgement: false,
});

/**
 * The options that give runs' decoding settings, each with those that do so for the other kind of command: `config`
 * for a command of one run, `baseline-config` and `candidate-config` for one of two; a run's settings given under
 * the other kind's name are told the name meant.
 */
export const SETTINGS_OPTIONS: Record<string, string[]> = {
  config: ['baseline-config', 'candidate-config'],
  'baseline-config': ['config'],
  'candidate-config': ['config'],
};

/** The options as the CLI, the action and the config file name them; the library uses the camelCase keys. */
export const OPTION_NAMES = {
  k: 'k',
  metric: 'metric',
  submit: 'submit',
  margin: 'margin',
  confidence: 'confidence',
  failOn: 'fail-on',
  matchConfig: 'match-config',
  requireConfig: 'require-config',
  problems: 'problems',
  resamples: 'resamples',
  seed: 'seed',
  interval: 'interval',
  allowMixedJudgement: 'allow-mixed-judgement',
} as const satisfies Record<keyof GateOptions, string>;

/** An option as given: text (a flag, an input), or a typed value (the config file, the library). */
export type RawValue = string | number | boolean | readonly string[] | undefined;

/**
 * Option values keyed by their names; missing or undefined means the default, and so does blank text, but for a
 * number, where it is refused as empty (an action input's '' is unset: its reader leaves it out).
 */
export type RawOptions = Partial<Record<(typeof OPTION_NAMES)[keyof GateOptions], RawValue>>;

/**
 * How a caller names options in messages: `name` for an option wherever a message mentions it, `where` for the
 * place a bad value was given, said before the message (a config file's line and check).
 */
export interface OptionNaming {
  /**
   * `keys`: the options a message is about, the one at fault first, so that a config file can say where each was
   * set; given for the option the message starts with (`k: ...`), where a mark reads as part of its label.
   */
  name: (option: string, keys?: readonly string[]) => string;
  /**
   * Said at the end of a message about `keys`, of the other options it names (`mentioned`): where they were set,
   * which said beside them would land inside the sentence (`applies to metric n@k only`).
   */
  after?: (mentioned: readonly string[], keys: readonly string[]) => string;
  where?: (option: string, keys: readonly string[]) => string;
  /**
   * How `option` is named inside a sentence, with where it was given, which `where` says before a message
   * (`baseline-config (line 2, from defaults)`); undefined: as `name` and `where` name it.
   */
  mention?: (option: string) => string;
  /**
   * Advice to give `option` of a message about `keys` its default `value` back where leaving it out does not (a
   * check's key from defaults: `set k: 1 in this check`); undefined for `leave OPTION out`.
   */
  leave?: (option: string, keys: readonly string[], value: string | number) => string | undefined;
  /** How a hint tells the caller to give an option; `SHARED_HINTS` when not given. */
  hints?: OptionHints;
  /** A typed value of `option` as its file writes it (`12345678901234567890`, which parses rounded); else undefined. */
  source?: (option: string) => string | undefined;
  /** The options are a config file's check's: its user gates on several budgets k by writing a check for each. */
  inConfigFile?: boolean;
}

export const CLI_NAMING: OptionNaming = { name: (option) => `--${option}`, hints: FLAG_HINTS };

const METRICS: readonly Metric[] = ['pass@k', 'pass^k', 'n@k', 'pass-ratio@n'];
const FAIL_ON: readonly FailOn[] = ['regression', 'inconclusive', 'never'];
const PROBLEMS_MODES: readonly ProblemsMode[] = ['strict', 'intersect'];
export const INTERVAL_CHOICES: readonly IntervalChoice[] = ['auto', 'expanded-percentile', 't'];
export const MULTIPLICITIES: readonly Multiplicity[] = ['holm', 'bonferroni', 'none'];

/** The value of `match-config` or `require-config` that lists no key: `match-config` none turns the check off. */
const MATCH_CONFIG_OFF = 'none';

/** The options that list config keys: what `none` alone does for each, and what its keys are. */
const KEYS_OPTIONS = {
  'match-config': { none: 'to turn the config check off', keys: 'must match' },
  'require-config': { none: 'to require none', keys: 'must be recorded' },
} as const;

/**
 * A yes/no word given for the keys: YAML 1.1 (and people) read `match-config: yes` as on, but YAML 1.2 reads it as
 * the text "yes", which as a key would replace the default keys and leave them unchecked. Not YAML 1.1's `y` and
 * `n`: `n` is a setting (the samples per problem).
 */
const YES_NO = /^(yes|no|on|off|true|false)$/i;

const MAX_RESAMPLES = 1_000_000;

/** true or false, typed or as the YAML 1.2 core schema writes them; undefined for anything else. */
function yesOrNo(value: RawValue): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const text = typeof value === 'string' ? value.trim() : '';
  if (/^(true|True|TRUE)$/.test(text)) return true;
  if (/^(false|False|FALSE)$/.test(text)) return false;
  return undefined;
}

/** Parses option values with every message naming options as `naming` does. */
export class OptionParser {
  constructor(readonly naming: OptionNaming = CLI_NAMING) {}

  /**
   * The error for a bad value of `option`: `what` is said with every option in it named by `name`, and `leave`
   * saying how to give one its default `value` back. The error is about `option`, the options `what` names and
   * those of `also`, which it does not name but depends on.
   */
  error(
    option: string,
    what: (name: (option: string) => string, leave: (option: string, value: string | number) => string) => string,
    also: readonly string[] = [],
  ): InputError {
    const keys = [option, ...also];
    const collect = (key: string) => {
      keys.push(key);
      return key;
    };
    what(collect, collect);
    // Where an option was set is said once: beside the option the message starts with, and for any other at the end.
    const said: string[] = [];
    const name = (key: string) => {
      const lead = said.length === 0;
      if (!said.includes(key)) said.push(key);
      return this.naming.name(key, lead ? keys : []);
    };
    const leave = (key: string, value: string | number) => {
      const named = name(key);
      return this.naming.leave?.(key, keys, value) ?? `leave ${named} out`;
    };
    const text = what(name, leave);
    return new InputError(
      `${this.naming.where?.(option, keys) ?? ''}${text}${this.naming.after?.(said.slice(1), keys) ?? ''}`,
    );
  }

  /** An option as errors about it (and `also`) begin: where it was given, then its name (`passk-gate.yml:9: check "a": k`). */
  named(option: string, also: readonly string[] = []): string {
    return this.error(option, (n) => n(option), also).message;
  }

  /**
   * The error for a value of `option` that is not what was `expected`, ending with `fix` (`: write 0.01`); null, a
   * config file's key written with nothing after it (`k:`), is refused as empty.
   */
  expected(option: string, expected: string, value: RawValue, fix = ''): InputError {
    if (value === null) return this.empty(option, expected);
    return this.error(option, (n) => `${n(option)}: expected ${expected}, got ${written(value)}${fix}`);
  }

  /** The error for `option` given with no value: what to give, or to leave it out. */
  empty(option: string, expected: string): InputError {
    return this.error(
      option,
      (n) => `${n(option)} is empty: give ${expected}, or leave ${n(option)} out for its default`,
    );
  }

  /** A number, typed or as text; blank text is refused as empty (`--k "$K"` with K unset), not taken as unset. */
  number(option: string, value: RawValue): number {
    const text = typeof value === 'string' ? value.trim() : undefined;
    if (text === '' || value === null) throw this.empty(option, 'a number');
    const parsed = typeof value === 'number' ? value : text !== undefined && isDecimalText(text) ? Number(text) : NaN;
    if (!Number.isFinite(parsed)) {
      throw this.expected(option, 'a number', value, text === undefined ? '' : commaFix(text));
    }
    return parsed;
  }

  /** A whole number from `min` to `max`; the message says which bound was crossed. */
  integer(option: string, value: RawValue, min: number, max: number): number {
    const parsed = this.number(option, value);
    const broken = !Number.isInteger(parsed)
      ? 'expected a whole number'
      : parsed < min
        ? `must be at least ${min}`
        : parsed > max
          ? `must be at most ${max}`
          : undefined;
    // As typed: past 2^53 - 1 the parsed number is rounded (12345678901234567890 reads as ...567000).
    const got = typeof value === 'string' ? value.trim() : (this.naming.source?.(option) ?? parsed);
    if (broken !== undefined) throw this.error(option, (n) => `${n(option)}: ${broken}, got ${got}`);
    return parsed;
  }

  choice<T extends string>(
    option: string,
    value: RawValue,
    choices: readonly T[],
    yesNo?: { true: T; false: T },
    otherNames: Readonly<Record<string, T>> = {},
  ): T {
    const found = choices.find((choice) => typeof value === 'string' && choice === value.trim());
    if (found !== undefined) return found;
    // A yes or no where the option has a choice for each (`comment: false`), or another name of a choice
    // (`otherNames`, however written); else a harness's own spelling of its name (human-eval, SWE-bench), or a
    // typo: the choice it means, said.
    const yes = yesOrNo(value);
    const other = typeof value === 'string' ? sameWords(value.trim(), Object.keys(otherNames))[0] : undefined;
    const meant = yes !== undefined ? yesNo?.[`${yes}`] : other !== undefined ? otherNames[other] : undefined;
    const hint =
      meant !== undefined
        ? `: did you mean ${meant}?`
        : typeof value === 'string'
          ? didYouMean(value.trim(), choices)
          : '';
    throw this.expected(option, `one of ${choices.join(', ')}`, value, hint);
  }

  /** true or false, typed or as the YAML 1.2 core schema writes them (as the runner passes an input). */
  boolean(option: string, value: RawValue): boolean {
    const read = yesOrNo(value);
    if (read === undefined) throw this.expected(option, 'true or false', value);
    return read;
  }

  /**
   * Config keys: a list, or comma-separated text, repeats dropped; `none` alone means no key (for `match-config`,
   * given as '' on the command line too, it turns the check off). `none` among keys, or in another case, is an
   * error rather than a key of that name, which no run records and which would refuse every comparison. So is a
   * key with a space, `;` or `|` in it (`temperature top_p`): taken as one key that no run records, it would leave
   * the settings meant unchecked. A list in brackets (`[temperature, top_p]`) is refused too, showing it without.
   */
  keys(option: keyof typeof KEYS_OPTIONS, value: RawValue): string[] {
    // Alone as text or as a list's only item (`match-config: [yes]`), or a YAML boolean (`match-config: false`).
    const lone: unknown = Array.isArray(value) && value.length === 1 ? value[0] : value;
    const word =
      typeof lone === 'boolean'
        ? String(lone)
        : typeof lone === 'string' && YES_NO.test(lone.trim())
          ? JSON.stringify(lone.trim())
          : undefined;
    if (word !== undefined) {
      throw this.error(
        option,
        (n) =>
          `${n(option)}: ${word} is a yes/no word, not a setting name: write ` +
          `${MATCH_CONFIG_OFF} ${KEYS_OPTIONS[option].none}, or list setting names (e.g. temperature,top_p)`,
      );
    }
    if (typeof value !== 'string' && !(Array.isArray(value) && value.every((key) => typeof key === 'string'))) {
      throw this.expected(option, 'comma-separated keys or a list of keys', value);
    }
    if (typeof value === 'string' && value.trim() === MATCH_CONFIG_OFF) return [];
    if (typeof value === 'string' && /^\s*\[|\]\s*$/.test(value)) {
      // YAML's or JSON's list, given as text (an action input is text): the brackets would stick to the keys.
      const written = value
        .trim()
        .replace(/^\[|\]$/g, '')
        .split(/[\s,;|]+/)
        .map((key) => key.replace(/^(["'])(.*)\1$/, '$2'))
        .filter((key) => key !== '');
      throw this.error(
        option,
        (n) =>
          `${n(option)}: ${JSON.stringify(value.trim())} is a list in brackets: write ${written.join(',') || MATCH_CONFIG_OFF}`,
      );
    }
    const keys = (typeof value === 'string' ? value.split(',') : value)
      .map((key) => key.trim())
      .filter((key) => key !== '');
    const joined = keys.find((key) => /[\s;|]/.test(key));
    if (joined !== undefined) {
      const written = keys.flatMap((key) => key.split(/[\s;|]+/)).filter((key) => key !== '');
      throw this.error(
        option,
        (n) =>
          `${n(option)}: ${JSON.stringify(joined)} is not a config key: keys are comma-separated, ` +
          `write ${[...new Set(written)].join(',')}`,
      );
    }
    const off = keys.find((key) => key.toLowerCase() === MATCH_CONFIG_OFF);
    if (off !== undefined) {
      const { none, keys: which } = KEYS_OPTIONS[option];
      throw this.error(
        option,
        (n) =>
          `${n(option)}: ${JSON.stringify(off)} is not a config key: write ${MATCH_CONFIG_OFF} alone, in ` +
          `lower case, ${none}, or list only the keys that ${which} (got ${JSON.stringify(value)})`,
      );
    }
    return [...new Set(keys)];
  }
}

/** A value as a message shows it: as JSON, but a number as written (NaN, Infinity, which JSON writes as null). */
function written(value: RawValue): string {
  if (typeof value === 'number') return String(value);
  // JSON writes a boxed number as a number, and a symbol, a function or a BigInt not at all: those are described.
  const boxed = value instanceof Number || value instanceof String || value instanceof Boolean;
  let json: string | undefined;
  try {
    json = boxed ? undefined : JSON.stringify(value);
  } catch {
    json = undefined;
  }
  return json ?? shown(value);
}

/**
 * What to write for text with a comma meant as a number: thousands separators (`10,000`: `: write 10000`) or a
 * decimal comma (`0,01`: `: write 0.01`); '' for other text.
 */
function commaFix(text: string): string {
  if (/^[+-]?\d{1,3}(,\d{3})+$/.test(text)) return `: write ${text.replaceAll(',', '')}`;
  if (/^[+-]?\d*,\d+$/.test(text)) return `: write ${text.replace(',', '.')}`;
  return '';
}

/** Whether a value was given: not missing, not blank text (an unset action input is ''). */
export function given(value: RawValue): value is Exclude<RawValue, undefined> {
  return value !== undefined && !(typeof value === 'string' && value.trim() === '');
}

/** Whether a raw value lists several whole numbers (`1,5`, `1 5`, a config's `[1, 5]`): several budgets k. */
export function severalNumbers(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 1 && value.every((item) => Number.isInteger(item));
  return typeof value === 'string' && /^\s*\d+(\s*[,;\s]\s*\d+)+\s*$/.test(value);
}

/**
 * Validates option values and fills in the defaults. `match-config` given as '' on the command line turns the
 * check off; a caller to which '' means unset (an action input) leaves it out. `resampled` false: a command that
 * takes no resamples (plan, sequential plan) is not refused a confidence the default resamples cannot reach, nor is
 * a caller that checks them for a family of its own (`checkResamplesReach`).
 */
export function parseOptions(
  raw: RawOptions,
  naming: OptionNaming = CLI_NAMING,
  { resampled = true }: { resampled?: boolean } = {},
): GateOptions {
  const parse = new OptionParser(naming);
  const options: GateOptions = {
    ...DEFAULT_OPTIONS,
    matchConfig: [...DEFAULT_OPTIONS.matchConfig],
    requireConfig: [...DEFAULT_OPTIONS.requireConfig],
  };
  if (severalNumbers(raw.k)) {
    const several = naming.inConfigFile ? 'write one check for each k' : 'give a config file one check for each';
    throw parse.expected(
      'k',
      'one number',
      raw.k,
      `: the gate decides at the k that ships (the report shows pass@k at the others); to gate on several, ${several}`,
    );
  }
  if (raw.k !== undefined) options.k = parse.integer('k', raw.k, 1, Number.MAX_SAFE_INTEGER);
  if (given(raw.metric)) {
    const budget =
      typeof raw.metric === 'string' ? budgetHint(raw.metric.trim(), naming.hints ?? SHARED_HINTS) : undefined;
    if (budget !== undefined) {
      throw parse.expected('metric', `one of ${METRICS.join(', ')}`, raw.metric, `: ${budget}`);
    }
    options.metric = parse.choice('metric', raw.metric, METRICS);
  }
  if (raw.submit !== undefined) options.submit = parse.integer('submit', raw.submit, 1, Number.MAX_SAFE_INTEGER);
  checkMetricBudget(options, parse);
  if (raw.margin !== undefined) {
    const refused = (): InputError =>
      parse.expected(
        'margin',
        'a drop in metric units, at least 0 and below 1 (0.01 = 1 point)',
        raw.margin,
        pointsHint(String(raw.margin)) || negativeHint(String(raw.margin)),
      );
    if (typeof raw.margin === 'string' && PERCENT.test(raw.margin)) throw refused();
    options.margin = parse.number('margin', raw.margin);
    if (options.margin < 0 || options.margin >= 1) throw refused();
  }
  if (raw.confidence !== undefined) {
    // 95 or 95%, a percentage: the level meant is said.
    const percent = typeof raw.confidence === 'string' ? PERCENT.exec(raw.confidence) : null;
    const level = percent === null ? parse.number('confidence', raw.confidence) : NaN;
    if (!(level > 0.5 && level < 1)) {
      const asPercent = percent === null ? level : Number(percent[1]);
      const hint =
        asPercent > 50 && asPercent < 100 ? `: did you mean ${Number((asPercent / 100).toPrecision(12))}?` : '';
      throw parse.expected('confidence', 'a level above 0.5 and below 1 (e.g. 0.95)', raw.confidence, hint);
    }
    options.confidence = level;
  }
  if (given(raw['fail-on'])) {
    options.failOn = parse.choice('fail-on', raw['fail-on'], FAIL_ON, { true: 'regression', false: 'never' });
  }
  if (raw['match-config'] !== undefined) options.matchConfig = parse.keys('match-config', raw['match-config']);
  if (given(raw['require-config'])) options.requireConfig = parse.keys('require-config', raw['require-config']);
  if (options.matchConfig.length === 0 && options.requireConfig.length > 0) {
    // With the config check off, the required keys would go unchecked without a word.
    throw parse.error(
      'require-config',
      (n, leave) =>
        `${n('require-config')}: ${options.requireConfig.join(',')} cannot be required with ${n('match-config')} ` +
        `none, which turns the config check off: ${leave('match-config', MATCHED_SETTINGS.join(','))}, or ` +
        leave('require-config', MATCH_CONFIG_OFF),
    );
  }
  if (given(raw.problems)) options.problems = parse.choice('problems', raw.problems, PROBLEMS_MODES);
  if (raw.resamples !== undefined) options.resamples = parse.integer('resamples', raw.resamples, 100, MAX_RESAMPLES);
  if (raw.seed !== undefined) options.seed = parse.integer('seed', raw.seed, 0, 2 ** 32 - 1);
  if (given(raw.interval)) options.interval = parse.choice('interval', raw.interval, INTERVAL_CHOICES);
  if (given(raw['allow-mixed-judgement'])) {
    options.allowMixedJudgement = parse.boolean('allow-mixed-judgement', raw['allow-mixed-judgement']);
  }
  if (resampled) checkResamplesReach(options.resamples, options.confidence, parse);
  return options;
}

/**
 * The options to give for a metric written with its budget, as papers write it (`pass@5`, `pass^2`, `1@10`): the
 * metric and its numbers are options of their own, given as `hints` writes them. Undefined for any other text.
 */
function budgetHint(text: string, hints: OptionHints): string | undefined {
  const found = /^(pass@|pass\^|(\d+)@)(\d+)$/i.exec(text);
  if (found === null) return undefined;
  const [, prefix, submit, k] = found;
  const metric = submit !== undefined ? 'n@k' : prefix!.toLowerCase() === 'pass@' ? 'pass@k' : 'pass^k';
  const given: [string, string | number][] = [
    ['metric', metric],
    ['k', Number(k)],
  ];
  if (submit !== undefined) given.push(['submit', Number(submit)]);
  return `give ${listWords(
    given.map(([option, value]) => hints.set(option, value)),
    'and',
  )}`;
}

/** A size written as a percentage ("2%"), which is points. */
const PERCENT = /^\s*(\d+\.?\d*|\.\d+)\s*%\s*$/;

/**
 * ": did you mean 0.01?" for a negative margin a drop would be (-0.01): the report shows the limit below zero, as
 * "-1.0", but the margin is the size of the drop, written positive; '' otherwise.
 */
function negativeHint(text: string): string {
  const value = Number(text.trim());
  if (!isDecimalText(text.trim()) || !(value < 0 && value > -1)) return '';
  return `: did you mean ${-value}? the margin is the size of the drop tolerated, written positive`;
}

/**
 * What a size given in points where metric units are expected meant: "2" or "2%" -> ": did you mean 0.02
 * (2 points)?"; '' for text that is no drop in points (a number from 1 up to 100, or a percentage below 100).
 */
export function pointsHint(text: string): string {
  const percent = PERCENT.exec(text);
  const points = Number(percent?.[1] ?? text.trim());
  const meant =
    percent !== null ? points > 0 && points < 100 : isDecimalText(text.trim()) && points >= 1 && points < 100;
  if (!meant) return '';
  return `: did you mean ${Number((points / 100).toPrecision(12))} (${counted(points, 'point')})?`;
}

/** n@k submits 1 <= N <= k samples; the other metrics submit nothing; pass-ratio@n has no budget k. */
function checkMetricBudget({ metric, k, submit }: GateOptions, parse: OptionParser): void {
  if (metric === 'n@k' && submit > k) {
    throw parse.error(
      'submit',
      (n) =>
        `${n('submit')}: ${submit} is more than k = ${k}: n@k submits N of the k samples drawn, so 1 <= N <= k ` +
        `(raise ${n('k')})`,
      ['metric'],
    );
  }
  if (metric !== 'n@k' && submit !== 1) {
    throw parse.error('submit', (n) => `${n('submit')}: applies to ${n('metric')} n@k only (the metric is ${metric})`);
  }
  if (metric === 'pass-ratio@n' && k !== 1) {
    throw parse.error(
      'k',
      (n, leave) =>
        `${n('k')}: pass-ratio@n averages over all n samples and has no budget k; ${leave('k', DEFAULT_OPTIONS.k)}`,
      ['metric'],
    );
  }
}

/**
 * Refuses a resample count with which no check could ever fail: a Monte Carlo sign-flip p-value is at least
 * 1 / (resamples + 1), and with `family.checks` checks under holm or bonferroni the first is tested at
 * (1 - confidence) / checks. The message names the fewest resamples that work.
 */
export function checkResamplesReach(
  resamples: number,
  confidence: number,
  parse: OptionParser,
  family: { checks: number; method: Multiplicity } = { checks: 1, method: 'none' },
): void {
  const { alpha } = levelAt(confidence);
  const checks = family.method === 'none' ? 1 : family.checks;
  const level = alpha / checks;
  const smallest = 1 / (resamples + 1);
  if (smallest < level) return;
  const needed = fewestResamples(level);
  if (checks > 1) {
    throw parse.error(
      'resamples',
      (n) =>
        `${n('resamples')}: ${resamples} is too few for ${checks} checks at confidence ${confidence}: ` +
        `${family.method} tests the first check at (1 - ${confidence}) / ${checks} = ${Number(level.toPrecision(4))}, ` +
        `below the smallest p-value ${resamples} resamples can give, 1/${resamples + 1} = ${smallest.toPrecision(2)}, ` +
        `so no check could ever fail; ${checks} checks need at least ${needed} resamples`,
    );
  }
  throw parse.error(
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
