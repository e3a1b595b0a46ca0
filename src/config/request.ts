/**
 * What a gate is asked to do, parsed once from whichever entry point asked: one comparison (CLI `compare`
 * flags, the action's inputs, the library's `compare`) is a gate of one check; a config file (CLI `gate`, the
 * action's `config`, the library's `gate`) lists several. Every value goes through `config/options.ts`.
 */
import { isAbsolute, join, relative, sep } from 'node:path';
import { InputError } from '../common/errors.js';
import { SHARED_HINTS, type OptionHints } from '../common/hints.js';
import { listWords } from '../common/lists.js';
import { isRecord } from '../common/records.js';
import type { ConfigValue, GateOptions, Multiplicity, RunResults } from '../common/types.js';
import { usesSamples } from '../estimate/metric.js';
import { hasGlobCharacters } from '../io/files.js';
import { isMlflowUri } from '../io/mlflow-uri.js';
import { quoted, shown } from '../io/value-text.js';
import { FORMAT_NAMES, type LoadOptions, type UserConfig } from '../load/read.js';
import { isConfigPairs, MATCHED_SETTINGS, nearMisses } from '../load/user-config.js';
import { settingName } from '../common/setting-names.js';
import { AGAINST_THE_BASE, parseAnchor, type AnchorSpec } from './anchor.js';
import {
  checkResamplesReach,
  given,
  MULTIPLICITIES,
  OPTION_NAMES,
  OptionParser,
  parseOptions,
  type OptionNaming,
  type RawOptions,
  type RawValue,
} from './options.js';

/**
 * A side of a check: one run (a path, a glob or an MLflow URI, or results as the library's `readResults` returns
 * them), or several (paths, globs, MLflow URIs) merged as trials of one model.
 */
export type RunSide = string | RunResults | readonly string[];

/** A side given as a list: one item as itself (a single file reads as it always has), several as the list. */
export function sideOf(paths: readonly string[]): RunSide {
  return paths.length === 1 ? paths[0]! : paths;
}

/** The paths and URIs a side names; none for results the library read. */
export function sidePaths(side: RunSide): readonly string[] {
  return typeof side === 'string' ? [side] : isRunResults(side) ? [] : side;
}

/** Whether a side is results the library read (not paths). */
export function isRunResults(side: RunSide): side is RunResults {
  return typeof side === 'object' && !Array.isArray(side);
}

/** One check of a gate, ready to run. */
export interface CheckRequest {
  name: string;
  /** The check's line in its config file; null when it is not from a file. */
  line: number | null;
  /** How errors in this check begin (`passk-gate.yml:12: check "MBPP"`); empty for a lone comparison. */
  label: string;
  /**
   * How errors about one key of the check begin, with the key (`passk-gate.yml:14: check "MBPP": candidate`,
   * `--match-config`): `baseline` and `candidate` for reading the runs, `match-config` and `require-config` for
   * their keys, `k` for a k past the runs' samples (empty for a lone comparison, whose message names no flag).
   */
  keyLabels: Record<
    'baseline' | 'candidate' | 'baseline-ref' | 'match-config' | 'require-config' | 'criterion' | 'score-field' | 'k',
    string
  >;
  baseline: RunSide;
  candidate: RunSide;
  /** Git ref to read the baseline files at (the action's `baseline-ref`). */
  baselineRef?: string;
  baselineRead: LoadOptions;
  candidateRead: LoadOptions;
  /** The check's options; `confidence`, `resamples`, `seed` and `failOn` are the gate's. */
  options: GateOptions;
  /** The drift check's anchor: the candidate is also compared with this run of a history store. */
  anchor?: AnchorSpec;
}

/** A gate: its checks, and how they share the error rate. */
export interface GateRequest {
  /** The config file the checks were read from, as given; null for one comparison or a config object. */
  file: string | null;
  multiplicity: Multiplicity;
  checks: CheckRequest[];
}

/**
 * How one side is read, under the keys every entry point shares (the CLI's flag names); `baseline-name` names the
 * run in reports, by default the model its file records, else the file's name.
 */
type ReadInput = Partial<Record<'format' | 'criterion' | 'score-field' | 'baseline-name' | 'candidate-name', RawValue>>;

/** What one comparison is given: the runs, how to read them and the options, each under its CLI flag's name. */
interface ComparisonInput extends RawOptions, ReadInput {
  baseline: RunSide;
  candidate: RunSide;
  'baseline-ref'?: string;
  'baseline-config'?: UserConfig;
  'candidate-config'?: UserConfig;
  /** The check's name: the gate's own name (the action's `name`), else the metric at k. */
  name?: string;
  /** `history:DIR[#SELECTOR]`: a second check of the candidate, against a run of a history store. */
  anchor?: RawValue;
}

/**
 * A check's anchor, parsed; in a config, `config.folder` resolves a relative store and `config.label` (where its
 * `anchor:` key is) begins the errors about reading it.
 */
function anchorOf(
  parse: OptionParser,
  value: RawValue,
  config?: { folder: string; label: string; branch?: string },
): AnchorSpec | undefined {
  const given = text(parse, 'anchor', value);
  if (given === undefined) return undefined;
  const spec = parseAnchor(given, parse.named('anchor'), config?.branch);
  if (config === undefined) return spec;
  // A history branch's store is fetched later, into a folder of its own.
  const store = spec.branch === undefined ? resolvePath(spec.store, config.folder) : spec.store;
  return { ...spec, store, label: config.label };
}

/** Text a caller gave, trimmed; undefined when unset or blank. `expected` says what to give for an empty value. */
function text(parse: OptionParser, option: string, value: RawValue, expected = 'text'): string | undefined {
  if (!given(value)) return undefined;
  if (typeof value !== 'string') {
    if (value === null) throw parse.empty(option, expected);
    throw parse.error(option, (n) => `${n(option)}: expected text, got ${shown(value)}`);
  }
  return value.trim();
}

/** A label's value with a number (`name: 2024.10`, which YAML reads as one) as its file writes it: a label is text. */
function labelText(value: RawValue, source: string | undefined): RawValue {
  return typeof value === 'number' ? (source ?? String(value)) : value;
}

/** The `keyLabels` of a check: for one comparison each names its option, and reading a run needs no label. */
function keyLabels(
  parse: OptionParser,
  sides: { baseline: string; candidate: string; 'baseline-ref': string; k: string },
): CheckRequest['keyLabels'] {
  return {
    ...sides,
    'match-config': parse.named('match-config'),
    'require-config': parse.named('require-config'),
    // Each is about the runs' files too.
    criterion: parse.named('criterion', ['baseline', 'candidate']),
    'score-field': parse.named('score-field', ['baseline', 'candidate']),
  };
}

/**
 * A user config as given: `key=value` text or a JSON file's path, or an object of values (each checked as it is
 * merged); anything else is an `InputError` naming `option`.
 */
function userConfig(parse: OptionParser, option: string, value: unknown): UserConfig | undefined {
  if (value === undefined || typeof value === 'string' || isRecord(value)) return value as UserConfig | undefined;
  throw parse.error(
    option,
    (n) => `${n(option)}: expected key=value text, the path of a JSON file or an object of values, got ${shown(value)}`,
  );
}

/**
 * How one run is read, from the keys every entry point shares (`format`, `criterion`, `score-field`) and the
 * user's config given as `configOption`.
 */
export function runRead(parse: OptionParser, input: ReadInput, configOption: string, config: unknown): LoadOptions {
  const formats = ['auto', ...FORMAT_NAMES];
  const format = text(parse, 'format', input.format, `one of ${formats.join(', ')}`);
  if (format !== undefined) parse.choice('format', format, formats);
  return {
    format,
    criterion: text(parse, 'criterion', input.criterion),
    config: userConfig(parse, configOption, config),
    configName: parse.named(configOption),
    configOption,
    scoreField: text(parse, 'score-field', input['score-field']),
    hints: parse.naming.hints,
  };
}

/** How one side of a comparison is read: as `runRead`, named in reports and with the samples its metric needs. */
function sideRead(
  parse: OptionParser,
  which: 'baseline' | 'candidate',
  input: ReadInput,
  config: unknown,
  options: GateOptions,
): LoadOptions {
  const option = `${which}-name` as const;
  const name = text(parse, option, labelText(input[option], parse.naming.source?.(option)));
  return {
    ...runRead(parse, input, `${which}-config`, config),
    // Errors about the settings are about the run's files too.
    configName: parse.named(`${which}-config`, [which]),
    configMention: parse.naming.mention?.(`${which}-config`),
    // An error in reading the run is about the keys `keyLabels` names it by.
    leaveFormat: parse.naming.leave?.('format', sideKeys(which), 'auto'),
    // A config's wrong format is its `format:` key's fault, said there; a flag's error stays the file's.
    ...(parse.naming.inConfigFile === true ? { formatName: parse.named('format', [which]) } : {}),
    ...(name === undefined ? {} : { name }),
    samples: usesSamples(options.metric),
  };
}

/** The keys an error in reading one side is about: the side's files and how they are read. */
function sideKeys(which: 'baseline' | 'candidate'): string[] {
  return [which, 'format', 'criterion', 'score-field', `${which}-config`];
}

/**
 * `REF:./PATH`, which git run in `cwd` reads relative to it (a bare or absolute path it reads from the top); an
 * absolute path is written relative to `cwd`.
 */
export function gitObjectName(ref: string, path: string, cwd: string): string {
  const local = isAbsolute(path) ? relative(cwd, path) : path;
  const posix = local.split(sep).join('/');
  return `${ref}:${posix.startsWith('./') || posix.startsWith('../') ? posix : `./${posix}`}`;
}

function checkBaselineRef(parse: OptionParser, ref: string | undefined, baseline: RunSide): void {
  if (ref === undefined) return;
  if (ref.startsWith('-') || /[\s:]/.test(ref)) {
    // git would read a leading dash as an option; a space or a colon is in no ref name.
    throw parse.expected('baseline-ref', 'a git ref such as origin/main, with no - in front and no space or :', ref);
  }
  const paths = sidePaths(baseline);
  if (paths.some(isMlflowUri)) {
    throw parse.error(
      'baseline-ref',
      (n) => `${n('baseline-ref')} applies to a results file in the repository, not to an MLflow URI`,
    );
  }
  const glob = paths.find(hasGlobCharacters);
  if (glob !== undefined) {
    throw parse.error(
      'baseline-ref',
      (n) =>
        `${n('baseline-ref')} reads each baseline file as committed at ${ref}, but ${quoted(glob, 120)} is a glob, ` +
        'which matches files in the working tree: name the files one by one',
    );
  }
}

/** One comparison as a gate of one check, its options and read options named as the caller names them. */
export function comparisonRequest(input: ComparisonInput, naming: OptionNaming): GateRequest {
  const parse = new OptionParser(naming);
  // With an anchor, the check against the base and the drift check are one family of two.
  const multiplicity = given(input.anchor) ? 'holm' : 'none';
  const options = parseOptions(input, naming, { resampled: false });
  checkResamplesReach(options.resamples, options.confidence, parse, { checks: 2, method: multiplicity });
  const baselineRef = input['baseline-ref'];
  checkBaselineRef(parse, baselineRef, input.baseline);
  const anchor = anchorOf(parse, input.anchor);
  return {
    file: null,
    multiplicity,
    checks: [
      {
        name: input.name ?? '',
        line: null,
        label: '',
        keyLabels: keyLabels(parse, { baseline: '', candidate: '', 'baseline-ref': '', k: '' }),
        baseline: input.baseline,
        candidate: input.candidate,
        ...(baselineRef === undefined ? {} : { baselineRef }),
        baselineRead: sideRead(parse, 'baseline', input, input['baseline-config'], options),
        candidateRead: sideRead(parse, 'candidate', input, input['candidate-config'], options),
        options,
        ...(anchor === undefined ? {} : { anchor }),
      },
    ],
  };
}

/** The keys of the whole gate (top level only): they hold for every check. */
export const GATE_KEYS: readonly string[] = ['confidence', 'resamples', 'seed', 'fail-on'];

/** The keys of a check that are the gate's options: all but the whole gate's, parsed by `parseOptions`. */
const CHECK_OPTIONS = Object.values(OPTION_NAMES).filter((name) => !GATE_KEYS.includes(name));

/** The keys a check takes besides `name`, as the config file writes them (the CLI's flag names). */
export const CHECK_KEYS = [
  'baseline',
  'candidate',
  'baseline-ref',
  'format',
  'criterion',
  'baseline-config',
  'candidate-config',
  'baseline-name',
  'candidate-name',
  'score-field',
  'anchor',
  ...CHECK_OPTIONS,
] as const;

/** The top-level keys that hold for every check, so that neither a check nor `defaults` sets them. */
const WHOLE_GATE_KEYS: readonly string[] = ['multiplicity', ...GATE_KEYS];

const TOP_KEYS = [...WHOLE_GATE_KEYS, 'defaults', 'checks'];

/** A hint in a config's words: the check's key and its value. */
const CONFIG_HINTS: OptionHints = {
  ...SHARED_HINTS,
  set: (key, value) => `${key}: ${value}`,
  choose: (key) => `the key ${key}`,
  option: (key, value) => (value === undefined ? `the key ${key}` : `${key}: ${value}`),
};

/** Where each value of a config was written: `passk-gate.yml:12` for a file, `checks[2].k` for an object. */
export interface Locator {
  /** The file as messages name it; null for a config given as an object. */
  file: string | null;
  /** The line of the value at `path`, or of the key `key` of the map at `path`; null when unknown. */
  line(path: readonly (string | number)[], key?: string): number | null;
  /** The text of the value at `path` as the file writes it; undefined when unknown. */
  source(path: readonly (string | number)[]): string | undefined;
}

/**
 * `passk-gate.yml:12` (the line of the key) or, without a file, the map that holds the key (`checks[2]`, `config`
 * at the top): each message names the key itself (`checks[2]: check "x": k: ...`), so the place does not.
 */
function where(locator: Locator, path: readonly (string | number)[], key?: string): string {
  const line = locator.line(path, key);
  if (locator.file !== null) return `${locator.file}${line === null ? '' : `:${line}`}`;
  return path.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('') || 'config';
}

/** A map of keys, or an `InputError` saying what was there instead. */
function expectMap(value: unknown, at: string, what: string): Record<string, unknown> {
  if (!isRecord(value)) throw new InputError(`${at}: ${what}: expected a map of keys, got ${shownValue(value)}`);
  return value;
}

/** A config value for a message: YAML's words for a map. */
function shownValue(value: unknown): string {
  return isRecord(value) ? 'a map' : shown(value);
}

/** A path from the config, relative to the config file's folder; MLflow URIs and absolute paths as given. */
function resolvePath(value: string, folder: string): string {
  return isMlflowUri(value) || isAbsolute(value) ? value : join(folder, value);
}

/**
 * A side's config from the file: key=value text as is, a JSON file's path resolved like the results files, or a
 * map of values (numbers, text, true, false or null).
 */
function sideConfig(value: unknown, folder: string, at: string): UserConfig | undefined {
  if (value === undefined) return undefined;
  if (value === null)
    throw new InputError(`${at} is empty: give key=value text, a file name or a map of values, or leave it out`);
  if (typeof value === 'string')
    return isConfigPairs(value) || value.trim() === '' ? value : resolvePath(value, folder);
  if (!isRecord(value)) {
    throw new InputError(`${at}: expected key=value text, a file name or a map of values, got ${shownValue(value)}`);
  }
  for (const [key, item] of Object.entries(value)) {
    if (typeof item === 'object' && item !== null) {
      throw new InputError(`${at}: ${key}: expected a number, text, true, false or null, got ${shownValue(item)}`);
    }
  }
  return value as Record<string, ConfigValue>;
}

/** A setting's value for a `key=value` hint: a number or a yes/no as written, anything else left to the user. */
const shownSetting = (value: unknown): string =>
  (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean' ? String(value) : 'VALUE';

/**
 * The fix for a list item with no space after its `-` (`-name: a`), valid YAML where it reads as the key `-name`: when
 * the key of a file's map at `path` is `-` and a check's key, the line to write, its value as written; else undefined.
 */
function dashFix(key: string, locator: Locator, path: readonly (string | number)[]): string | undefined {
  const meant = key.slice(1);
  if (locator.file === null || !key.startsWith('-') || !['name', ...CHECK_KEYS].includes(meant)) return undefined;
  const value = locator.source([...path, key])?.trim() ?? '';
  return `a list item needs a space after its -: write - ${meant}:${value === '' ? '' : ` ${value}`}`;
}

/** Refuses a key a map does not take, saying where it goes instead or, for a near miss, which key was meant. */
function checkKeys(
  map: Record<string, unknown>,
  known: readonly string[],
  locator: Locator,
  path: readonly (string | number)[],
  owner: string,
): void {
  for (const key of Object.keys(map)) {
    if (known.includes(key) || (path.length === 0 && key === '$schema')) continue;
    // A check written at the top level: the list of checks goes under checks:.
    const dash = path.length === 0 ? dashFix(key, locator, path) : undefined;
    if (dash !== undefined) {
      const list = map.checks === undefined ? ', and checks: on the line above' : '';
      throw new InputError(`${where(locator, path, key)}: ${dash}${list}`);
    }
    // `-k: 5` under a map: a stray dash, too near for nearMisses to suggest a key as short as k.
    const undashed = key.slice(1);
    const near = key.startsWith('-') && known.includes(undashed) ? [undashed] : nearMisses(key, known);
    // A key of the other place, or a near miss of one (`confidance` in a check): where the key meant goes.
    const elsewhere: readonly string[] = path.length === 0 ? CHECK_KEYS : WHOLE_GATE_KEYS;
    const placed = (meant: string) =>
      path.length === 0
        ? `${meant} is a check's setting: set it under defaults (for every check) or in a check`
        : `${meant} holds for the whole gate: set it at the top level`;
    const nearElsewhere = near.length === 0 ? nearMisses(key, elsewhere) : [];
    const hint = elsewhere.includes(key)
      ? placed(key)
      : key === 'name'
        ? 'each check has its own name'
        : key === '<<'
          ? 'merge keys (<<: *anchor) are not supported: put the keys checks share under defaults:'
          : MATCHED_SETTINGS.includes(settingName(key))
            ? `a decoding setting the files do not record is given ${known.includes('baseline-config') ? 'as' : 'under defaults, as'} baseline-config and candidate-config (${key}=${shownSetting(map[key])})`
            : near.length > 0
              ? `did you mean ${listWords(near)}?`
              : nearElsewhere.length > 0
                ? `did you mean ${listWords(nearElsewhere)}? ${nearElsewhere.map(placed).join('; ')}`
                : `${owner} ${known.join(', ')}`;
    const name = labelText(map.name as RawValue, locator.source([...path, 'name']));
    // In a file, the place as a bad value's: the check, or defaults (an object's place says defaults already).
    const inCheck =
      path[0] === 'checks' && typeof name === 'string'
        ? `check ${quoted(name)}: `
        : path[0] === 'defaults' && locator.file !== null
          ? 'defaults: '
          : '';
    throw new InputError(`${where(locator, path, key)}: ${inCheck}unknown key ${quoted(key)}: ${hint}`);
  }
}

/**
 * A config document (`passk-gate.yml` parsed, or the library's object) as a gate request: `defaults` merged
 * under each check, relative paths resolved against `folder`, every value parsed as the CLI's flags are, every
 * error naming the file and line (or the path in the object) and the check. With `historyBranch` (the action's
 * history input) a check's `anchor` may be a bare SELECTOR, picked in that branch's store.
 */
export function gateRequest(document: unknown, folder: string, locator: Locator, historyBranch?: string): GateRequest {
  const top = expectMap(document, where(locator, []), 'the config');
  checkKeys(top, TOP_KEYS, locator, [], 'the top level takes');
  const at = (key: string) => `${where(locator, [], key)}: `;
  const gateNaming: OptionNaming = { name: (key) => key, where: at, source: (key) => locator.source([key]) };
  const gateParse = new OptionParser(gateNaming);
  const multiplicity =
    top.multiplicity === undefined
      ? 'holm'
      : gateParse.choice('multiplicity', top.multiplicity as RawValue, MULTIPLICITIES, undefined, {
          // Holm's method is also called Holm-Bonferroni: that name means holm, not the nearer bonferroni.
          'holm-bonferroni': 'holm',
          'bonferroni-holm': 'holm',
        });
  if (top.defaults === null) {
    throw new InputError(
      `${where(locator, [], 'defaults')}: defaults is empty: give the keys every check takes under it, indented, or remove it`,
    );
  }
  const defaults =
    top.defaults === undefined ? {} : expectMap(top.defaults, where(locator, [], 'defaults'), 'defaults');
  checkKeys(defaults, CHECK_KEYS, locator, ['defaults'], 'defaults take');
  if (!Array.isArray(top.checks) || top.checks.length === 0) {
    const list = 'a list of checks, each starting with "- " (- name: ...)';
    if (top.checks === undefined) {
      throw new InputError(`${where(locator, [])}: the config has no checks: give checks:, ${list}`);
    }
    const dashed = isRecord(top.checks)
      ? Object.keys(top.checks).find((key) => dashFix(key, locator, ['checks']))
      : undefined;
    if (dashed !== undefined) {
      throw new InputError(`${where(locator, ['checks'], dashed)}: ${dashFix(dashed, locator, ['checks'])}`);
    }
    // A map (one check's keys, or checks keyed by their names) reads as a list once each check starts with `- `.
    const what = Array.isArray(top.checks)
      ? ': expected at least one check'
      : top.checks === null
        ? ` is empty: give ${list}`
        : `: expected ${list}, got ${shownValue(top.checks)}`;
    throw new InputError(`${where(locator, [], 'checks')}: checks${what}`);
  }
  const gateOptions: RawOptions = Object.fromEntries(GATE_KEYS.map((key) => [key, top[key] as RawValue]));
  const settings = parseOptions(gateOptions, gateNaming);
  // A check with an anchor is followed by its drift check, in the family.
  const anchored = (top.checks as unknown[]).filter(
    (entry) => isRecord(entry) && given({ ...defaults, ...entry }.anchor as RawValue),
  ).length;
  checkResamplesReach(settings.resamples, settings.confidence, gateParse, {
    checks: top.checks.length + anchored,
    method: multiplicity,
  });
  const seen = new Map<string, number>();
  const names: string[] = [];
  const checks = (top.checks as unknown[]).map((entry, index): CheckRequest => {
    const path = ['checks', index];
    const check = expectMap(entry, where(locator, path), `check ${index + 1}`);
    checkKeys(check, ['name', ...CHECK_KEYS], locator, path, 'a check takes');
    const written = labelText(check.name as RawValue, locator.source([...path, 'name']));
    if (written === undefined) throw new InputError(`${where(locator, path)}: check ${index + 1} has no name`);
    if (typeof written !== 'string' || written.trim() === '') {
      const what =
        typeof written === 'string' || written === null
          ? 'the name is empty: give each check a name of its own'
          : `name: expected text, got ${shownValue(written)}`;
      throw new InputError(`${where(locator, path, 'name')}: check ${index + 1}: ${what}`);
    }
    const name = written.trim();
    names.push(name);
    const label = `${where(locator, path, 'name')}: check ${quoted(name)}`;
    const same = sameName(name);
    const first = seen.get(same);
    if (first !== undefined) {
      const line = locator.line(['checks', first], 'name');
      const spaces = names[first] === name ? '' : ', written with other white space';
      throw new InputError(
        `${label}: the name is already used by ${line === null ? `checks[${first}]` : `check ${first + 1} (line ${line})`}${spaces}; names must differ`,
      );
    }
    seen.set(same, index);
    const settingsOf: Record<string, unknown> = { ...defaults, ...check };
    /** How errors about a key of this check begin: where it is written (the check, else defaults), the check. */
    const keyAt = (key: string): string => {
      const place =
        key in check
          ? where(locator, path, key)
          : key in defaults
            ? where(locator, ['defaults'], key)
            : where(locator, path, 'name');
      return `${place}: check ${quoted(name)}`;
    };
    // A message about values of the check and of defaults names the check, and each key from defaults says so; one
    // about values of defaults alone says defaults.
    const fromDefaults = (key: string) => !(key in check) && key in defaults;
    const mixed = (keys: readonly string[]) => keys.some(fromDefaults) && keys.some((key) => key in check);
    const naming: OptionNaming = {
      name: (key, keys = []) => (mixed(keys) && fromDefaults(key) ? `${key} (from defaults)` : key),
      after: (mentioned, keys) => {
        const from = mentioned.filter(fromDefaults);
        if (!mixed(keys) || from.length === 0) return '';
        return `; ${listWords(from, 'and')} ${from.length === 1 ? 'is' : 'are'} from defaults`;
      },
      where: (key, keys) => {
        if (!fromDefaults(key) || mixed(keys)) return `${keyAt(key)}: `;
        const place = where(locator, ['defaults'], key);
        return locator.file === null ? 'defaults: ' : `${place}: defaults: `;
      },
      mention: (key) => {
        const line = locator.line(key in check ? path : ['defaults'], key);
        const marks = [...(line === null ? [] : [`line ${line}`]), ...(fromDefaults(key) ? ['from defaults'] : [])];
        return marks.length === 0 ? key : `${key} (${marks.join(', ')})`;
      },
      // Left out of the check, a key from defaults takes the defaults' value: the check sets the default itself.
      leave: (key, keys, value) =>
        mixed(keys) && fromDefaults(key) ? `set ${CONFIG_HINTS.set(key, value)} in this check` : undefined,
      hints: CONFIG_HINTS,
      inConfigFile: true,
      source: (key) => locator.source(key in check ? [...path, key] : ['defaults', key]),
    };
    const parse = new OptionParser(naming);
    const side = (which: 'baseline' | 'candidate'): RunSide => {
      const value = settingsOf[which];
      if (value === undefined) {
        throw new InputError(`${label}: has no ${which} (give the ${which} results file, here or under defaults)`);
      }
      const at = parse.named(which);
      const paths: unknown[] = typeof value === 'string' ? [value] : Array.isArray(value) ? value : [];
      if (paths.length === 0) {
        if (value === null) throw new InputError(`${at} is empty: give the ${which} results file (or a glob or list)`);
        const got = Array.isArray(value) ? 'an empty list' : shownValue(value);
        throw new InputError(`${at}: expected a file, a glob or a list of them, got ${got}`);
      }
      const bad = paths.findIndex((path) => typeof path !== 'string' || path === '');
      if (bad >= 0) {
        const item = typeof value === 'string' ? '' : `[${bad}]`;
        throw new InputError(`${at}${item}: expected a file or a glob, got ${shownValue(paths[bad])}`);
      }
      return sideOf((paths as string[]).map((path) => resolvePath(path, folder)));
    };
    const raw = (key: string) => settingsOf[key] as RawValue;
    const checkOptions = Object.fromEntries(CHECK_OPTIONS.map((key) => [key, raw(key)]));
    const options = parseOptions({ ...gateOptions, ...checkOptions }, naming);
    const read = (which: 'baseline' | 'candidate') => {
      const key = `${which}-config` as const;
      const config = sideConfig(settingsOf[key], folder, parse.named(key));
      return sideRead(parse, which, settingsOf, config, options);
    };
    const baseline = side('baseline');
    const candidate = side('candidate');
    const baselineRef = text(parse, 'baseline-ref', raw('baseline-ref'));
    checkBaselineRef(parse, baselineRef, baseline);
    const anchor = anchorOf(parse, raw('anchor'), { folder, label: keyAt('anchor'), branch: historyBranch });
    return {
      name,
      line: locator.line(path),
      label,
      keyLabels: keyLabels(parse, {
        // Reading a run is about how it is read too.
        baseline: parse.named('baseline', sideKeys('baseline')),
        candidate: parse.named('candidate', sideKeys('candidate')),
        // Its errors begin with the key, which this names in their place (from defaults, or defaults' alone).
        'baseline-ref': parse.named('baseline-ref', ['baseline-ref', 'baseline']),
        // Too few samples for k is about the runs too.
        k: parse.named('k', ['baseline', 'candidate']),
      }),
      baseline,
      candidate,
      ...(baselineRef === undefined ? {} : { baselineRef }),
      baselineRead: read('baseline'),
      candidateRead: read('candidate'),
      options,
      ...(anchor === undefined ? {} : { anchor }),
    };
  });
  refuseDriftRowNames(checks);
  return { file: locator.file, multiplicity, checks };
}

/** A check's name as compared with another's: names that read the same (a no-break space for a space, é composed or not) are the same name. */
function sameName(name: string): string {
  return name.normalize('NFC').replace(/\s/gu, ' ');
}

/**
 * Refuses a check named as a row that another check's anchor adds: with an anchor, the rows of check NAME are
 * `NAME against the base` and `NAME against anchor abc1234 (DATE)`, which a check so named would repeat.
 */
function refuseDriftRowNames(checks: readonly CheckRequest[]): void {
  for (const [i, anchored] of checks.entries()) {
    if (anchored.anchor === undefined) continue;
    const [base, drift] = [`${anchored.name} ${AGAINST_THE_BASE}`, `${anchored.name} against anchor `];
    const clash = checks.find(
      (check) => sameName(check.name) === sameName(base) || sameName(check.name).startsWith(sameName(drift)),
    );
    if (clash === undefined) continue;
    const at = anchored.line === null ? `checks[${i}]` : `check ${i + 1} (line ${anchored.line})`;
    throw new InputError(
      `${clash.label}: the name is taken by ${at}: with its anchor, its rows are ${quoted(base)} and ` +
        `${quoted(`${drift}...`)}, and two rows would read alike; give this check another name`,
    );
  }
}
