import { configValuesEqual } from '../common/config-values.js';
import { InputError, inputError } from '../common/errors.js';
import { listWords } from '../common/lists.js';
import { jsonOrUndefined } from '../io/files.js';
import { pasteQuoted, quoted, shown, UNSEEN } from '../io/value-text.js';
import type { ConfigSource, ConfigValue, RunResults } from '../common/types.js';
import { isRecord, isScalar, pathOf, sourcesOf } from '../formats/values.js';
import { isDecimalText } from '../common/decimal.js';
import { movedText, settingName, underSettingNames } from '../common/setting-names.js';
import { basename } from 'node:path';
import leven from 'leven';

const KEY = /^[A-Za-z_][\w.-]*$/;

/** The decoding settings the gate compares unless told otherwise (`match-config`'s default). */
export const MATCHED_SETTINGS: readonly string[] = ['temperature', 'top_p', 'top_k', 'max_tokens'];

/**
 * Other decoding settings, under the names harnesses and APIs give them. They are known too: a key of this name is
 * taken as it is (`min_tokens` is no typo of `max_tokens`), and a near miss of one (`min-p`) is caught, where
 * otherwise `min_p` would read as a near miss of `top_p`.
 */
const OTHER_SETTINGS: readonly string[] = [
  // sampling beyond top_p and top_k (vLLM, Hugging Face, Ollama, OpenRouter)
  'min_p',
  'top_a',
  'typical_p',
  // OpenAI (chat, completions, responses) and vLLM's SamplingParams
  'n',
  'best_of',
  'seed',
  'stop',
  'stop_token_ids',
  'min_tokens',
  'max_completion_tokens',
  'max_output_tokens',
  'presence_penalty',
  'frequency_penalty',
  'repetition_penalty',
  'logit_bias',
  'logprobs',
  'top_logprobs',
  'reasoning_effort',
  'ignore_eos',
  'use_beam_search',
  // Hugging Face generate
  'do_sample',
  'max_new_tokens',
  'min_new_tokens',
  'max_length',
  'min_length',
  'max_time',
  'stop_strings',
  'epsilon_cutoff',
  'eta_cutoff',
  'num_beams',
  'num_beam_groups',
  'diversity_penalty',
  'length_penalty',
  'early_stopping',
  'penalty_alpha',
  'no_repeat_ngram_size',
  'encoder_repetition_penalty',
  'num_return_sequences',
  // Anthropic
  'stop_sequences',
  'max_tokens_to_sample',
  'thinking',
  'budget_tokens',
  // Gemini, as its REST API and its Python SDK name them
  'maxOutputTokens',
  'candidateCount',
  'candidate_count',
  'stopSequences',
  'presencePenalty',
  'frequencyPenalty',
  'thinkingBudget',
  'thinking_budget',
  // Ollama and llama.cpp
  'num_predict',
  'num_ctx',
  'num_keep',
  'repeat_penalty',
  'repeat_last_n',
  'mirostat',
  'mirostat_eta',
  'mirostat_tau',
  'tfs_z',
  'n_predict',
  'n_ctx',
  // lm-eval, bigcode-evaluation-harness, evalplus and Inspect
  'until',
  'max_gen_toks',
  'max_length_generation',
  'n_samples',
  'greedy',
  'stop_seqs',
  'num_choices',
  'reasoning_tokens',
];

/**
 * The setting the gate compares that `key` is the camelCase name of (`topP` for top_p, as Gemini writes it), if
 * any: given so, the gate would compare or add a key no run records while the setting goes unchecked.
 */
function comparedName(key: string): string | undefined {
  const snake = key.replace(/([a-z\d])([A-Z])/g, '$1_$2');
  return snake === key ? undefined : MATCHED_SETTINGS.find((setting) => setting === snake.toLowerCase());
}

/** A key as a near miss compares it: lower case, with `-`, `_` and spaces alike. */
function looseKey(key: string): string {
  return key.toLowerCase().replace(/[-_\s]+/g, '_');
}

/**
 * The known keys `key` is a near miss of, the closest (ties all given); none when `key` is itself known. A near
 * miss is the same key in another case or with `-`, `_` or a space for one another (`top-p`), a start of 3 or more
 * letters of a known key (`temp`), a known key with a letter dropped (`topk`), or, from 5 letters on, up to 2
 * edits away (`temprature`; Levenshtein's distance, by `leven`). Short keys allow no other edit: `step` and `stop` are both plausible settings.
 * A start beats an edit, and among starts the keys it leaves fewest letters of win: `max_token` is max_tokens,
 * not max_tokens_to_sample.
 */
export function nearMisses(key: string, known: Iterable<string>): string[] {
  const keys = new Set(known);
  if (keys.has(key)) return [];
  const loose = looseKey(key);
  const starts: { key: string; distance: number }[] = [];
  const edits: { key: string; distance: number }[] = [];
  for (const other of keys) {
    const target = looseKey(other);
    if (target.startsWith(loose) && loose.length >= 3) {
      starts.push({ key: other, distance: target.length - loose.length });
      continue;
    }
    const distance = leven(loose, target);
    const allowed = loose.length >= 5 ? 2 : loose.length >= 3 && target.length === loose.length + 1 ? 1 : 0;
    if (distance <= allowed) edits.push({ key: other, distance });
  }
  const found = starts.length > 0 ? starts : edits;
  const closest = Math.min(...found.map((f) => f.distance));
  return found.filter((f) => f.distance === closest).map((f) => f.key);
}

/**
 * Refuses a key that is a near miss of a known decoding setting or of a key the runs record (`recorded`), and
 * is not itself one: a misspelt key is a setting no run records, so it would be compared or given to no effect
 * while the setting meant goes unchecked. The camelCase name of a setting the gate compares (`topP`) is refused
 * too, naming the setting. `what` names the option, `whose` says the runs lack it (`the run does not record it`).
 * Returns the keys' `otherNameNotes`.
 */
export function checkSettingNames(
  keys: readonly string[],
  recorded: Iterable<string>,
  what: string,
  whose: string,
): string[] {
  const known = new Set([...MATCHED_SETTINGS, ...OTHER_SETTINGS, ...recorded]);
  for (const key of keys) {
    const compared = known.has(key) ? undefined : comparedName(key);
    if (compared !== undefined) {
      throw new InputError(`${what}: write ${quoted(key)} as ${compared}, the name the gate compares`);
    }
    const near = nearMisses(key, known);
    if (near.length > 0) {
      throw new InputError(
        `${what}: ${quoted(key)} is not a known setting and ${whose}: did you mean ${listWords(near)}?`,
      );
    }
  }
  return otherNameNotes(keys, what);
}

/**
 * A note for each key that is another harness's name of a setting the gate compares (max_new_tokens), saying
 * which setting it is read as: the report names that one. `what` names the option.
 */
export function otherNameNotes(keys: readonly string[], what: string): string[] {
  return keys
    .filter((key) => settingName(key) !== key)
    .map((key) => `${what}: ${key} is read as ${settingName(key)}, the gate's name for the same setting`);
}

/** Whether a user config is given as `key=value,...` (otherwise it names a JSON file). */
export function isConfigPairs(spec: string): boolean {
  return spec.includes('=');
}

/** `key:value,...` (YAML's or JSON's way), or a bare word: what people write when they mean `key=value`. */
const COLON_PAIRS = /^\s*[A-Za-z_][\w.-]*\s*:\s*[^\s,:][^,]*(?:,\s*[A-Za-z_][\w.-]*\s*:\s*[^\s,:][^,]*)*$/;
const BARE_WORD = /^[A-Za-z_][\w-]*$/;

/**
 * The error for a user config that is neither `key=value` text nor, as its caller found, an existing file, when
 * it reads as settings written another way (`temperature:0.8`, or a bare word); undefined when it looks like a
 * path. `key:value` pairs get the text to write instead. A config file's relative path is resolved before this,
 * so there the last part of the path is what was written.
 */
export function settingsTextError(spec: string, what: string): InputError | undefined {
  // A YAML flow map, `{temperature: 0.8}`, is colon pairs in braces.
  const unbraced = /^\s*\{(.*)\}\s*$/s.exec(spec)?.[1];
  if (unbraced !== undefined && COLON_PAIRS.test(unbraced) && jsonOrUndefined(spec.trim()) === undefined) {
    return settingsTextError(unbraced, what);
  }
  const written = COLON_PAIRS.test(spec) ? spec.trim() : basename(spec);
  const example = 'expected KEY=VALUE (e.g. temperature=0.8)';
  if (COLON_PAIRS.test(written)) {
    const fixed = written
      .split(',')
      .map((pair) => pair.trim().replace(/\s*:\s*/, '='))
      .join(',');
    return new InputError(`${what}: ${example}, got ${quoted(written)}, which is no file either: write ${fixed}`);
  }
  if (BARE_WORD.test(written)) {
    return new InputError(`${what}: ${example} or a JSON file, got ${quoted(written)}, which is no file`);
  }
  // A JSON object written in place of a file's path: the same settings as pairs.
  const inline = spec.trim().startsWith('{') ? jsonOrUndefined(spec.trim()) : undefined;
  if (isRecord(inline) && Object.keys(inline).length > 0 && Object.values(inline).every(isScalar)) {
    const pairs = configPairsText(Object.entries(configFromJson(inline, what)));
    return new InputError(`${what}: ${example} or a JSON file's path, got JSON text, which is no file: write ${pairs}`);
  }
  return undefined;
}

function pairValue(raw: string, key: string, what: string): ConfigValue {
  const text = raw.trim();
  if (text === '') throw new InputError(`${what}: ${key} has no value (write ${key}=VALUE)`);
  if (text === 'true' || text === 'false') return text === 'true';
  if (text === 'null') return null;
  if (isDecimalText(text)) {
    const value = Number(text);
    if (!Number.isFinite(value))
      throw new InputError(`${what}: ${key}: ${quoted(text)} is beyond the range of a number`);
    return value;
  }
  // Single quotes, as a shell or YAML writer may add them, quote as double ones do: '0.2' is 0.2, not the text '0.2'.
  if (text.length >= 2 && text.startsWith("'") && text.endsWith("'")) return text.slice(1, -1);
  if (text.startsWith('"')) {
    const value = jsonOrUndefined(text);
    if (typeof value === 'string') return value;
    throw new InputError(`${what}: ${key}: ${text} is not a valid quoted string`);
  }
  return text;
}

/** Splits at commas outside double quotes, so a quoted value may hold commas. */
function splitPairs(spec: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < spec.length; i++) {
    const char = spec[i];
    if (quoted && char === '\\') i++;
    else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      parts.push(spec.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(spec.slice(start));
  return parts;
}

/** Where pairs run together in one part: a space, `;` or `|` before the next `key=`. */
const RUN_TOGETHER = /\s*[;|]\s*|\s+(?=[A-Za-z_][\w.-]*\s*=)/;

/**
 * A part whose bare value holds `=` as it should be written: pairs run together (`temperature=0 top_p=1`) as
 * comma-separated pairs, a value that does hold `=` double-quoted.
 */
function separatedPairs(part: string): string {
  return part
    .trim()
    .split(RUN_TOGETHER)
    .filter((piece) => piece !== '')
    .map((piece) => {
      const equals = piece.indexOf('=');
      if (equals === -1) return piece;
      const key = piece.slice(0, equals).trim();
      const value = piece.slice(equals + 1).trim();
      return `${key}=${value.includes('=') && !value.startsWith('"') ? JSON.stringify(value) : value}`;
    })
    .join(',');
}

/**
 * Parses `key=value,...` (e.g. `temperature=0.8,top_p=0.95,n=20`): numbers, true/false and null become JSON
 * values, a double-quoted value is a JSON string (it may hold commas), a single-quoted one its text, the rest strings. `what` names the flag
 * or input in errors. A bare value holding `=` is refused: it is pairs run together (`temperature=0 top_p=1`),
 * which as one pair would give temperature the text "0 top_p=1" and leave top_p unchecked.
 */
export function parseConfigPairs(spec: string, what: string): Record<string, ConfigValue> {
  const config = new Map<string, ConfigValue>();
  for (const part of splitPairs(spec)) {
    if (part.trim() === '') continue;
    const equals = part.indexOf('=');
    if (equals === -1) throw new InputError(`${what}: expected key=value, got ${quoted(part.trim())}`);
    const key = part.slice(0, equals).trim();
    if (!KEY.test(key)) throw new InputError(`${what}: ${quoted(key)} is not a config key`);
    if (config.has(key)) throw new InputError(`${what}: ${key} is given twice`);
    const value = part.slice(equals + 1).trim();
    if (value.includes('=') && !value.startsWith('"')) {
      throw new InputError(
        `${what}: ${quoted(part.trim())} reads as one pair, ${key} = ${quoted(value)}: pairs are comma-separated ` +
          `and a value that holds = is double-quoted: write ${separatedPairs(part)}`,
      );
    }
    config.set(key, pairValue(value, key, what));
  }
  // fromEntries defines each key, so `__proto__=...` is a key like any other, not the object's prototype.
  return Object.fromEntries(config);
}

function pairText(value: ConfigValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value !== 'string') return JSON.stringify(value);
  const plain =
    /^[^",=\s]([^",=]*[^",=\s])?$/.test(value) &&
    !UNSEEN.test(value) &&
    !/^(true|false|null)$/.test(value) &&
    !isDecimalText(value);
  return plain ? value : pasteQuoted(value);
}

/**
 * Config values as `key=value,...` text that `parseConfigPairs` reads back as the same values: numbers, booleans
 * and null as JSON; a string plain when the parser reads it as that string (no comma, `=` or double quote, no space
 * at either end, not a number, boolean or null) and it holds nothing unseen (`UNSEEN`), else double-quoted, its
 * unseen characters as `\uXXXX`. An undefined value is left empty, for the user
 * to fill in (the parser refuses an empty value).
 */
export function configPairsText(pairs: Iterable<readonly [string, ConfigValue | undefined]>): string {
  return [...pairs].map(([key, value]) => `${key}=${pairText(value)}`).join(',');
}

/** Checks a user config read from a JSON file: a flat object of scalars, as in the canonical format. */
export function configFromJson(document: unknown, file: string): Record<string, ConfigValue> {
  if (!isRecord(document))
    throw inputError(file, '', 'expected a JSON object of config values, e.g. {"temperature": 0.8}');
  for (const [key, value] of Object.entries(document)) {
    if (!isScalar(value))
      throw inputError(file, pathOf(key), `must be a string, number, boolean or null, not ${shown(value)}`);
  }
  return Object.fromEntries(Object.entries(document)) as Record<string, ConfigValue>;
}

/** Who recorded a config value, for a message: "the file records 0.8". */
export function recordedBy(source: ConfigSource | undefined): string {
  if (source === 'filename') return 'the file name records';
  if (source === 'mlflow') return "the run's MLflow param records";
  if (source === 'user') return 'the user config gives';
  return 'the file records';
}

/**
 * Adds config values from another source (`user`, `mlflow`) to a run. A key the run does not record is added
 * with that source; one it records must agree (numbers by value), else the run is refused with an `InputError` at
 * the key saying `conflict`, given the recorded and the new value. Built with fromEntries and spreads, which define
 * keys, so a key named `__proto__` is added as data, not as the prototype.
 */
export function withConfigValues(
  run: RunResults,
  values: Iterable<[string, ConfigValue]>,
  source: ConfigSource,
  conflict: (key: string, recorded: ConfigValue, value: ConfigValue) => string,
): RunResults {
  const added: [string, ConfigValue][] = [];
  for (const [key, value] of values) {
    if (Object.hasOwn(run.config, key)) {
      const recorded = run.config[key]!;
      if (!configValuesEqual(recorded, value))
        throw inputError(run.source, `config ${key}`, conflict(key, recorded, value));
      continue;
    }
    added.push([key, value]);
  }
  const config = Object.fromEntries(added);
  return {
    ...run,
    config: { ...run.config, ...config },
    configSources: { ...run.configSources, ...sourcesOf(config, source) },
  };
}

/**
 * Adds user-supplied config to a run as `withConfigValues` does, with source `user`: a conflict names both values,
 * and a misspelt key (`checkSettingNames`) is refused. `what` names the config where an error starts with it,
 * `within` inside a sentence.
 */
export function mergeUserConfig(
  run: RunResults,
  user: Record<string, ConfigValue>,
  what: string,
  within = what,
): RunResults {
  checkSettingNames(Object.keys(user), Object.keys(run.config), what, 'the run does not record it');
  return withConfigValues(
    run,
    Object.entries(user),
    'user',
    (key, recorded, value) =>
      `${recordedBy(run.configSources[key])} ${shown(recorded)} but ${within} gives ${shown(value)}; ` +
      'a value the run records cannot be overridden',
  );
}

/**
 * A run with the settings it records under another harness's name (max_new_tokens, topP) under the gate's, said in
 * its warnings, so that merging, the user's config and the config check all see one name. A run that records
 * both names with different values keeps both, with a warning: the gate's name is the one compared.
 */
export function underGateNames(run: RunResults): RunResults {
  const { config, configSources, moved } = underSettingNames(run);
  const warnings = [...run.warnings];
  if (moved.length > 0) warnings.push(`records ${movedText(moved)}`);
  for (const [key, value] of Object.entries(config)) {
    const name = settingName(key);
    if (name !== key && Object.hasOwn(config, name) && !configValuesEqual(config[name]!, value)) {
      warnings.push(
        `records ${name} ${shown(config[name]!)} and ${key} ${shown(value)}, one setting under two names: ${name} is the one compared`,
      );
    }
  }
  return warnings.length === run.warnings.length ? run : { ...run, config, configSources, warnings };
}
