/**
 * The config file of a gate over several checks (`passk-gate.yml`): read as YAML (JSON is YAML too), validated
 * against its JSON Schema, `defaults` merged under each check, and every value put through the same checks as
 * the CLI's flags (`parseGateOptions`), so that errors read alike. Every error names the file and the line.
 */
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { InputError } from '../common/errors.js';
import { isRecord } from '../common/records.js';
import type { ConfigValue, GateOptions } from '../common/types.js';
import type { Multiplicity } from '../decide/multiplicity.js';
import { usesSamples } from '../estimate/metric.js';
import { checkReadable, ioProblem } from '../io/files.js';
import { isMlflowUri } from '../io/mlflow-uri.js';
import { quoted, shown } from '../io/value-text.js';
import type { LoadOptions } from '../load/read.js';
import { isConfigPairs } from '../load/user-config.js';
import { fewestResamples, parseGateOptionsAs, significanceLevel, type RawGateOptions } from '../options.js';
import { validateGateConfig } from './validator.js';

/** Largest config file read: a config is a few kilobytes. */
const MAX_CONFIG_BYTES = 1024 * 1024;

/** The keys a check takes besides `name`, as written in the file (the CLI's flag names). */
export const CHECK_KEYS = [
  'baseline',
  'candidate',
  'baseline-ref',
  'format',
  'criterion',
  'baseline-config',
  'candidate-config',
  'score-field',
  'k',
  'metric',
  'submit',
  'margin',
  'match-config',
  'problems',
  'interval',
  'allow-mixed-judgement',
] as const;

/** The keys of the whole gate (top level only): they hold for every check. */
const GATE_KEYS = ['confidence', 'resamples', 'seed', 'fail-on'] as const;

type CheckKey = (typeof CHECK_KEYS)[number];
type Settings = Partial<Record<CheckKey, unknown>>;

/** A check's keys besides its name, as the config file writes them (the CLI's flag names). */
export interface CheckSettings {
  baseline?: string;
  candidate?: string;
  'baseline-ref'?: string;
  format?: string;
  criterion?: string;
  'baseline-config'?: string | Record<string, ConfigValue>;
  'candidate-config'?: string | Record<string, ConfigValue>;
  'score-field'?: string;
  k?: number;
  metric?: string;
  submit?: number;
  margin?: number;
  'match-config'?: string | string[];
  problems?: string;
  interval?: string;
  'allow-mixed-judgement'?: boolean;
}

/** A gate's config as an object: the keys of the config file (`passk-gate.yml`). */
export interface GateConfigDocument {
  multiplicity?: Multiplicity;
  confidence?: number;
  resamples?: number;
  seed?: number;
  'fail-on'?: string;
  defaults?: CheckSettings;
  checks: (CheckSettings & { name: string })[];
}

/** A decoding config as a check gives it: `key=value,...`, the path of a JSON file, or the values. */
export type SideConfig = string | Readonly<Record<string, ConfigValue>>;

/** How one side of a check is read: `LoadOptions`, with the config also given as values. */
export type CheckSide = Omit<LoadOptions, 'config' | 'mlflow'> & { config?: SideConfig };

/** One check, ready to run. */
export interface ConfigCheck {
  name: string;
  /** The line of the check in the file (its first key); null for a config given as an object. */
  line: number | null;
  /** How errors in this check begin: `passk-gate.yml:12: check "MBPP"`. */
  label: string;
  /** Paths resolved against the config file's folder; MLflow URIs as given. */
  baseline: string;
  candidate: string;
  /** Git ref to read the baseline at (the action's `baseline-ref`). */
  baselineRef?: string;
  baselineSide: CheckSide;
  candidateSide: CheckSide;
  options: GateOptions;
}

/** The gate's config, validated. */
export interface GateConfig {
  /** The file as given, or null for a config given as an object. */
  file: string | null;
  multiplicity: Multiplicity;
  confidence: number;
  checks: ConfigCheck[];
}

/** Where each value of the config was written: a line for a path into it, or null. */
interface Locator {
  /** The file as messages name it. */
  file: string | null;
  /** The line of the value at `path`, or of the key `key` of the map at `path`. */
  line(path: readonly (string | number)[], key?: string): number | null;
}

/** `passk-gate.yml:12: ` or, without a file, `checks[2].k: ` style. */
function where(locator: Locator, path: readonly (string | number)[], key?: string): string {
  const line = locator.line(path, key);
  if (locator.file !== null) return `${locator.file}${line === null ? '' : `:${line}`}`;
  const segments = key === undefined ? path : [...path, key];
  return segments.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('') || 'config';
}

function lineCounterLocator(file: string, doc: Document, counter: LineCounter): Locator {
  return {
    file,
    line(path, key) {
      const node = doc.getIn(path, true);
      let offset: number | undefined;
      if (key !== undefined && isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
        offset = isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
      } else if (node !== undefined && node !== null && typeof node === 'object' && 'range' in node) {
        offset = (node as { range?: [number, number, number] }).range?.[0];
      }
      return offset === undefined ? null : counter.linePos(offset).line;
    },
  };
}

const OBJECT_LOCATOR: Locator = { file: null, line: () => null };

/** A parse error of the YAML text: its first line, without the position the prefix already gives. */
function yamlError(file: string, doc: Document, counter: LineCounter): InputError {
  const error = doc.errors[0]!;
  const line = error.linePos?.[0]?.line ?? counter.linePos(error.pos[0]).line;
  const what = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  return new InputError(`${file}:${line}: not valid YAML: ${what}`);
}

/** Words for an expected JSON type, for schema errors. */
const TYPE_WORDS: Record<string, string> = {
  integer: 'a whole number',
  number: 'a number',
  string: 'text',
  boolean: 'true or false',
  object: 'a map of keys',
  array: 'a list',
  'string,object': 'key=value text, a file name or a map of values',
  'string,array': 'a list of keys or comma-separated keys',
  'string,number,boolean,null': 'a number, text, true, false or null',
};

/** The first schema error of the config, in words, with its line. */
function schemaError(value: unknown, locator: Locator): InputError {
  const error = validateGateConfig.errors?.[0];
  if (error === undefined) return new InputError(`${where(locator, [])}: not a valid config`);
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
  const name = [...path].reverse().find((s) => typeof s === 'string') ?? 'config';
  const got = shownValue(valueAt(value, path));
  const checkName = path[0] === 'checks' && path.length > 2 ? valueAt(value, [...path.slice(0, 2), 'name']) : undefined;
  const of = typeof checkName === 'string' ? `check ${quoted(checkName)}: ` : '';
  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String((error.params as { additionalProperty: string }).additionalProperty);
      const inCheck = path[0] === 'checks' && path.length === 2;
      const known = path.length === 0 ? TOP_KEYS : inCheck ? ['name', ...CHECK_KEYS] : CHECK_KEYS;
      const hint = (GATE_KEYS as readonly string[]).includes(key)
        ? `${key} holds for the whole gate: set it at the top level`
        : key === 'name' && !inCheck
          ? 'each check has its own name'
          : `${path.length === 0 ? 'the top level takes' : inCheck ? 'a check takes' : 'defaults take'} ${known.join(', ')}`;
      const owner = valueAt(value, [...path, 'name']);
      const inName = inCheck && typeof owner === 'string' ? `check ${quoted(owner)}: ` : '';
      return new InputError(`${where(locator, path, key)}: ${inName}unknown key ${quoted(key)}: ${hint}`);
    }
    case 'required':
      return new InputError(
        `${where(locator, path)}: ${path.length === 0 ? 'the config' : `check ${Number(path[1]) + 1}`} has no ` +
          `${(error.params as { missingProperty: string }).missingProperty}`,
      );
    case 'type':
      return new InputError(
        `${where(locator, path)}: ${of}${name}: expected ${TYPE_WORDS[String((error.params as { type: unknown }).type)] ?? String((error.params as { type: unknown }).type)}, got ${got}`,
      );
    case 'enum':
      return new InputError(
        `${where(locator, path)}: ${of}${name}: expected one of ${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')}, got ${got}`,
      );
    case 'minItems':
      return new InputError(`${where(locator, path)}: checks: expected at least one check`);
    case 'minLength':
      return new InputError(`${where(locator, path)}: ${of}${name}: expected text, got an empty string`);
    default:
      return new InputError(`${where(locator, path)}: ${of}${name}: ${error.message ?? 'not valid'}`);
  }
}

const TOP_KEYS = ['multiplicity', 'confidence', 'resamples', 'seed', 'fail-on', 'defaults', 'checks'];

function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let at = value;
  for (const segment of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string | number, unknown>)[segment];
  }
  return at;
}

/** A config value for a message, as `shown` gives a file's values, in YAML's words: a map, and `.inf` as Infinity. */
function shownValue(value: unknown): string {
  if (typeof value === 'number') return String(value);
  return isRecord(value) ? 'a map' : shown(value);
}

/** A config value as the CLI's text: lists comma-separated, numbers and booleans as written. */
function optionText(value: unknown): string | undefined {
  if (Array.isArray(value)) return value.join(',');
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  // The schema admits nothing else where an option is read.
  return undefined;
}

/** A path from the config, relative to the config file's folder; MLflow URIs and absolute paths as given. */
function resolvePath(value: string, folder: string): string {
  return isMlflowUri(value) || isAbsolute(value) ? value : join(folder, value);
}

/** A side's config: key=value text as is, a JSON file's path resolved like the results files, or the values. */
function sideConfig(value: unknown, folder: string): SideConfig | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return value as Record<string, ConfigValue>;
  return isConfigPairs(value) || value.trim() === '' ? value : resolvePath(value, folder);
}

/** The raw text of the config file, or an `InputError` naming it; its size is checked before it is read. */
async function readConfigText(path: string): Promise<string> {
  const size = await checkReadable(path, 'config file');
  if (size > MAX_CONFIG_BYTES) {
    throw new InputError(`${path}: is ${Math.round(size / 1024)} kB; a config file is at most 1 MiB`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await readFile(path));
  } catch (error) {
    if (error instanceof TypeError) throw new InputError(`${path}: is not UTF-8 text`);
    throw new InputError(`${path}: ${ioProblem(error)}`);
  }
}

/** Reads and validates a config file (YAML or JSON). Every problem is an `InputError` with the file and line. */
export async function readGateConfig(path: string): Promise<GateConfig> {
  return parseGateConfig(await readConfigText(path), path);
}

/** Parses and validates a config's text; `file` names it in errors and anchors its relative paths. */
export function parseGateConfig(text: string, file: string): GateConfig {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: true });
  if (doc.errors.length > 0) throw yamlError(file, doc, counter);
  const value: unknown = doc.toJS({ maxAliasCount: 1000 });
  return gateConfigFrom(value, dirname(file), lineCounterLocator(file, doc, counter));
}

/**
 * A config given as an object (the library's), validated as a file is; relative paths are relative to `folder`
 * and errors name the place by its path (`checks[1].k`).
 */
export function gateConfigFromObject(value: unknown, folder = '.'): GateConfig {
  return gateConfigFrom(value, folder, OBJECT_LOCATOR);
}

function gateConfigFrom(value: unknown, folder: string, locator: Locator): GateConfig {
  if (!validateGateConfig(value)) throw schemaError(value, locator);
  const config = value as {
    multiplicity?: Multiplicity;
    confidence?: number;
    resamples?: number;
    seed?: number;
    'fail-on'?: string;
    defaults?: Settings;
    checks: (Settings & { name: string })[];
  };
  const defaults = config.defaults ?? {};
  const multiplicity = config.multiplicity ?? 'holm';
  const topRaw: RawGateOptions = {
    confidence: optionText(config.confidence),
    resamples: optionText(config.resamples),
    seed: optionText(config.seed),
    'fail-on': config['fail-on'],
  };
  const top = parseGateOptionsAs(
    topRaw,
    (key) => key,
    (key) => `${where(locator, [], key)}: `,
  );
  checkFamilyResamples(top, config.checks.length, multiplicity, locator);
  const seen = new Map<string, number>();
  const checks = config.checks.map((check, index): ConfigCheck => {
    const path = ['checks', index];
    const name = check.name.trim();
    const line = locator.line(path);
    const label = `${where(locator, path, 'name')}: check ${quoted(name)}`;
    if (name === '') throw new InputError(`${where(locator, path, 'name')}: name: expected text, got only spaces`);
    const first = seen.get(name);
    if (first !== undefined) {
      const at = locator.line(['checks', first], 'name');
      throw new InputError(
        `${label}: the name is already used by check ${first + 1}${at === null ? '' : ` (line ${at})`}; names must differ`,
      );
    }
    seen.set(name, index);
    const settings: Settings = { ...defaults, ...check };
    /** Where a key of this check is written: the check, else defaults. */
    const at = (key: string): string =>
      key in check ? where(locator, path, key) : key in defaults ? where(locator, ['defaults'], key) : label;
    for (const side of ['baseline', 'candidate'] as const) {
      if (settings[side] === undefined) {
        throw new InputError(`${label}: has no ${side} (give the ${side} results file, here or under defaults)`);
      }
    }
    const raw: RawGateOptions = {
      ...topRaw,
      k: optionText(settings.k),
      metric: optionText(settings.metric),
      submit: optionText(settings.submit),
      margin: optionText(settings.margin),
      'match-config': optionText(settings['match-config']),
      problems: optionText(settings.problems),
      interval: optionText(settings.interval),
      'allow-mixed-judgement': optionText(settings['allow-mixed-judgement']),
    };
    const options = parseGateOptionsAs(
      raw,
      (key) => key,
      (key) =>
        (GATE_KEYS as readonly string[]).includes(key)
          ? `${where(locator, [], key)}: `
          : `${at(key)}: check ${quoted(name)}: `,
    );
    const side = (which: 'baseline' | 'candidate'): CheckSide => ({
      format: optionText(settings.format),
      criterion: optionText(settings.criterion),
      config: sideConfig(settings[`${which}-config`], folder),
      configName: `${at(`${which}-config`)}: check ${quoted(name)}: ${which}-config`,
      samples: usesSamples(options.metric),
      scoreField: optionText(settings['score-field']),
    });
    const baselineRef = optionText(settings['baseline-ref']);
    const baseline = String(settings.baseline);
    if (baselineRef !== undefined && isMlflowUri(baseline)) {
      throw new InputError(
        `${at('baseline-ref')}: check ${quoted(name)}: baseline-ref applies to a results file, not to an MLflow URI`,
      );
    }
    return {
      name,
      line,
      label,
      baseline: resolvePath(baseline, folder),
      candidate: resolvePath(String(settings.candidate), folder),
      ...(baselineRef === undefined ? {} : { baselineRef }),
      baselineSide: side('baseline'),
      candidateSide: side('candidate'),
      options,
    };
  });
  return { file: locator.file, multiplicity, confidence: top.confidence, checks };
}

/**
 * Refuses a resample count with which no check could ever fail: with m checks under holm or bonferroni the
 * first check is tested at (1 - confidence) / m, and a Monte Carlo p-value is at least 1 / (resamples + 1).
 */
function checkFamilyResamples(options: GateOptions, checks: number, method: Multiplicity, locator: Locator): void {
  if (method === 'none' || checks < 2) return;
  const level = significanceLevel(options.confidence) / checks;
  if (1 / (options.resamples + 1) < level) return;
  const smallest = 1 / (options.resamples + 1);
  throw new InputError(
    `${where(locator, [], 'resamples')}: resamples: ${options.resamples} is too few for ${checks} checks at ` +
      `confidence ${options.confidence}: ${method} tests the first check at (1 - ${options.confidence}) / ${checks} = ` +
      `${Number(level.toPrecision(4))}, below the smallest p-value ${options.resamples} resamples can give, ` +
      `1/${options.resamples + 1} = ${smallest.toPrecision(2)}, so no check could ever fail; ` +
      `${checks} checks need at least ${fewestResamples(level)} resamples`,
  );
}
