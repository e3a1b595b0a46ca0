import { configValuesEqual } from '../common/config-values.js';
import { InputError, inputError } from '../common/errors.js';
import { jsonOrUndefined } from '../io/files.js';
import { quoted, shown } from '../io/value-text.js';
import type { ConfigSource, ConfigValue, RunResults } from '../common/types.js';
import { isRecord, isScalar, pathOf } from '../formats/values.js';
import { isDecimalText } from '../common/decimal.js';
import { basename } from 'node:path';

const KEY = /^[A-Za-z_][\w.-]*$/;

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

/**
 * Parses `key=value,...` (e.g. `temperature=0.8,top_p=0.95,n=20`): numbers, true/false and null become JSON
 * values, a double-quoted value is a JSON string (it may hold commas), the rest strings. `what` names the flag
 * or input in errors.
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
    config.set(key, pairValue(part.slice(equals + 1), key, what));
  }
  // fromEntries defines each key, so `__proto__=...` is a key like any other, not the object's prototype.
  return Object.fromEntries(config);
}

function pairText(value: ConfigValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value !== 'string') return JSON.stringify(value);
  const plain = /^[^",\s]([^",]*[^",\s])?$/.test(value) && !/^(true|false|null)$/.test(value) && !isDecimalText(value);
  return plain ? value : JSON.stringify(value);
}

/**
 * Config values as `key=value,...` text that `parseConfigPairs` reads back as the same values: numbers, booleans
 * and null as JSON; a string plain when the parser reads it as that string (no comma or double quote, no space at
 * either end, not a number, boolean or null), else double-quoted. An undefined value is left empty, for the user
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
 * with that source; one it records must agree (numbers by value), else the run is refused with an `InputError`
 * from `conflict`, given the recorded and the new value. Built with fromEntries, so a key named `__proto__` is
 * added as data, not as the prototype.
 */
export function withConfigValues(
  run: RunResults,
  values: Iterable<[string, ConfigValue]>,
  source: ConfigSource,
  conflict: (key: string, recorded: ConfigValue, value: ConfigValue) => Error,
): RunResults {
  const added: [string, ConfigValue][] = [];
  for (const [key, value] of values) {
    if (Object.hasOwn(run.config, key)) {
      const recorded = run.config[key]!;
      if (!configValuesEqual(recorded, value)) throw conflict(key, recorded, value);
      continue;
    }
    added.push([key, value]);
  }
  return {
    ...run,
    config: Object.fromEntries<ConfigValue>([...Object.entries(run.config), ...added]),
    configSources: Object.fromEntries<ConfigSource>([
      ...Object.entries(run.configSources),
      ...added.map(([key]): [string, ConfigSource] => [key, source]),
    ]),
  };
}

/** Adds user-supplied config to a run as `withConfigValues` does, with source `user`: a conflict names both values. */
export function mergeUserConfig(run: RunResults, user: Record<string, ConfigValue>, what: string): RunResults {
  return withConfigValues(run, Object.entries(user), 'user', (key, recorded, value) =>
    inputError(
      run.source,
      `config ${key}`,
      `${recordedBy(run.configSources[key])} ${shown(recorded)} but ${what} gives ${shown(value)}; ` +
        'a value the run records cannot be overridden',
    ),
  );
}
