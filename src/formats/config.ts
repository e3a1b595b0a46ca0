import { configValuesEqual } from '../check.js';
import { InputError, inputError } from '../errors.js';
import type { ConfigValue, RunResults } from '../types.js';
import { isRecord, isScalar } from './values.js';

const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;
const KEY = /^[A-Za-z_][\w.-]*$/;

/** Whether a user config is given as `key=value,...` (otherwise it names a JSON file). */
export function isConfigPairs(spec: string): boolean {
  return spec.includes('=');
}

function pairValue(raw: string, key: string, what: string): ConfigValue {
  const text = raw.trim();
  if (text === '') throw new InputError(`${what}: ${key} has no value (write ${key}=VALUE)`);
  if (text === 'true' || text === 'false') return text === 'true';
  if (text === 'null') return null;
  if (NUMBER.test(text)) return Number(text);
  if (text.startsWith('"')) {
    try {
      const value: unknown = JSON.parse(text);
      if (typeof value === 'string') return value;
    } catch {
      // reported below
    }
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
  const config: Record<string, ConfigValue> = {};
  for (const part of splitPairs(spec)) {
    if (part.trim() === '') continue;
    const equals = part.indexOf('=');
    if (equals === -1) throw new InputError(`${what}: expected key=value, got ${JSON.stringify(part.trim())}`);
    const key = part.slice(0, equals).trim();
    if (!KEY.test(key)) throw new InputError(`${what}: ${JSON.stringify(key)} is not a config key`);
    if (Object.prototype.hasOwnProperty.call(config, key)) throw new InputError(`${what}: ${key} is given twice`);
    config[key] = pairValue(part.slice(equals + 1), key, what);
  }
  return config;
}

/** Checks a user config read from a JSON file: a flat object of scalars, as in the canonical format. */
export function configFromJson(document: unknown, file: string): Record<string, ConfigValue> {
  if (!isRecord(document)) throw inputError(file, '', 'expected a JSON object of config values, e.g. {"temperature": 0.8}');
  const config: Record<string, ConfigValue> = {};
  for (const [key, value] of Object.entries(document)) {
    if (!isScalar(value)) throw inputError(file, key, 'must be a string, number, boolean or null');
    config[key] = value;
  }
  return config;
}

/**
 * Adds user-supplied config to a run. A key the file does not record is added with source `user`; one it
 * records must agree (numbers by value), else the run is refused with an `InputError` naming both values.
 */
export function mergeUserConfig(run: RunResults, user: Record<string, ConfigValue>, what: string): RunResults {
  const config = { ...run.config };
  const configSources = { ...run.configSources };
  for (const [key, value] of Object.entries(user)) {
    if (Object.prototype.hasOwnProperty.call(config, key)) {
      const recorded = config[key]!;
      if (!configValuesEqual(recorded, value)) {
        throw inputError(
          run.source,
          `config ${key}`,
          `the file records ${JSON.stringify(recorded)} but ${what} gives ${JSON.stringify(value)}; ` +
            'a value the file records cannot be overridden',
        );
      }
      continue;
    }
    config[key] = value;
    configSources[key] = 'user';
  }
  return { ...run, config, configSources };
}
