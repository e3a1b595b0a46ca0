import { inputError } from '../common/errors.js';
import { SHARED_HINTS, type OptionHints } from '../common/hints.js';
import { isRecord } from '../common/records.js';
import type { ConfigSource, ConfigValue } from '../common/types.js';
import { nameText, quoted, shown, shownList } from '../io/value-text.js';

export { isRecord };

export function isScalar(value: unknown): value is ConfigValue {
  return (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    (typeof value === 'number' && Number.isFinite(value))
  );
}

/** Longest key written bare in a path; longer ones are quoted and cut. */
const MAX_BARE_KEY = 60;

/** `['eval', 'HumanEval/0', 1, 'base_status']` -> `eval["HumanEval/0"][1].base_status`, as people write JSON paths. */
export function pathOf(...segments: (string | number)[]): string {
  let path = '';
  for (const item of segments) {
    const segment = String(item);
    if (segment.length > MAX_BARE_KEY) path += `[${quoted(segment)}]`;
    else if (/^\d+$/.test(segment)) path += `[${segment}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(segment)) path += path === '' ? segment : `.${segment}`;
    else path += `[${quoted(segment)}]`;
  }
  return path === '' ? '(top level)' : path;
}

/** A JSON pointer as a path: `/problems/12/c` -> `problems[12].c`. */
export function jsonPath(pointer: string): string {
  const segments = pointer.split('/').slice(1);
  return pathOf(...segments.map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~')));
}

/**
 * Whether a number is a whole number past 2^53 - 1 (`Number.MAX_SAFE_INTEGER`): JSON.parse rounds such a number
 * to the nearest double, so two ids or seeds that differ would read as one (12345678901234567 as
 * 12345678901234568).
 */
export function isInexactInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value);
}

/** What happens to a number that `isInexactInteger`. */
export const INEXACT_INTEGER_READ =
  'is a whole number past 2^53 - 1 (9007199254740991), which JSON readers round to the nearest double ' +
  '(12345678901234567 reads as 12345678901234568)';

/** What is wrong with an id, or a compared config value, that `isInexactInteger`. */
export const INEXACT_INTEGER = `${INEXACT_INTEGER_READ}: write it as a string`;

/** An `InputError` at `file`, `path` when `value` `isInexactInteger`. */
export function refuseInexactInteger(value: unknown, file: string, path: string): void {
  if (isInexactInteger(value)) throw inputError(file, path, INEXACT_INTEGER);
}

/** A string that is not empty, else undefined: how a file's optional name (a model, a task) is read. */
export function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A problem id as the canonical format keeps it: ids may be numbers in the harness's file. */
export function idText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return nonEmptyText(value);
}

/**
 * The first capture of `pattern` in a path's file name or, failing that, in the folders above it, nearest first,
 * at most `depth` folders up.
 */
export function matchInPath(file: string, pattern: RegExp, depth = Infinity): string | undefined {
  const nearestFirst = file.split(/[\\/]/).reverse();
  for (const segment of nearestFirst.slice(0, depth + 1)) {
    const found = pattern.exec(segment)?.[1];
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * A problem id (`idText`), else an `InputError` at `file`, `path` saying `rule` and the value (or that a whole
 * number is past 2^53 - 1, where ids that differ read as one).
 */
export function idField(value: unknown, file: string, path: string, rule: string): string {
  refuseInexactInteger(value, file, path);
  const id = idText(value);
  if (id === undefined) throw inputError(file, path, `${rule}, got ${shown(value)}`);
  return id;
}

/** A string, undefined when missing or null, else an `InputError` at `file`, `path` saying `rule` and the value. */
export function optionalString(value: unknown, file: string, path: string, rule: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw inputError(file, path, `${rule}, got ${shown(value)}`);
  return value;
}

/** Largest per-problem sample count the gate reads (nine digits), which keeps every count exact and estimable. */
export const MAX_SAMPLES = 999_999_999;

/** Whether a value is a number of samples: a whole number from 1 to `MAX_SAMPLES`. */
export function isSampleCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_SAMPLES;
}

/** A number of `unit` (samples, epochs), undefined when missing or null, else an `InputError` at `file`, `path`. */
export function optionalSampleCount(value: unknown, file: string, path: string, unit: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isSampleCount(value)) throw inputError(file, path, `must be a whole number of ${unit}, got ${shown(value)}`);
  return value;
}

/**
 * The scalar entries of an object (none of a value that is not one), under the names `rename` gives (keys it maps
 * to undefined are dropped). Built with `Object.fromEntries`, so a `__proto__` key stays data.
 */
export function scalarEntries(
  object: unknown,
  rename: (key: string) => string | undefined = (key) => key,
): Record<string, ConfigValue> {
  if (!isRecord(object)) return {};
  const entries: [string, ConfigValue][] = [];
  for (const [key, value] of Object.entries(object)) {
    const name = rename(key);
    if (name !== undefined && isScalar(value) && value !== null) entries.push([name, value]);
  }
  return Object.fromEntries(entries);
}

/** Each key of a config, with where its value came from (the file's content, or the file's name). */
export function sourcesOf(config: Record<string, ConfigValue>, source: ConfigSource): Record<string, ConfigSource> {
  return Object.fromEntries(Object.keys(config).map((key) => [key, source]));
}

/** How a reader speaks of the judgements a file holds, e.g. lm-eval's filters or Inspect's scorers. */
interface JudgementWords {
  /** One judgement's kind: `filter`. */
  kind: string;
  /** What the file has of each: `samples for`, `scores from`. */
  has: string;
  /** The error when the file has none. */
  none: string;
}

/**
 * The judgement that counts among those a file holds: the one `criterion` names, which must be there, or else
 * the only one; an `InputError` listing them when the criterion names none of them or there are several.
 */
export function chooseJudgement(
  names: readonly string[],
  criterion: string | undefined,
  file: string,
  words: JudgementWords,
  hints: OptionHints = SHARED_HINTS,
): string {
  const { kind, has } = words;
  const wanted = criterion?.trim() ?? '';
  if (wanted !== '') {
    if (!names.includes(wanted)) {
      throw inputError(
        file,
        '',
        `has no ${has} the ${kind} ${quoted(wanted)} given as criterion (its ${kind}s: ${shownList(names) || 'none'})`,
      );
    }
    return wanted;
  }
  if (names.length > 1) {
    throw inputError(
      file,
      '',
      `has ${has} ${names.length} ${kind}s (${shownList(names)}); choose one with ${hints.choose('criterion', kind.toUpperCase())}`,
    );
  }
  if (names.length === 0) throw inputError(file, '', words.none);
  return names[0]!;
}

/**
 * What a harness's record has in place of a field the harness always writes (`what` says what the field holds),
 * for a message that names the field: `has state where BigCodeBench writes status (pass, fail or timeout)` when
 * the record holds one key the harness does not write (a renamed field), else that it has none, with its keys.
 */
export function missingField(
  record: Record<string, unknown>,
  field: string,
  what: string,
  harness: string,
  harnessKeys: readonly string[],
): string {
  const keys = Object.keys(record);
  const others = keys.filter((key) => !harnessKeys.includes(key));
  if (others.length === 1) return `has ${nameText(others[0]!)} where ${harness} writes ${field} (${what})`;
  return `has no ${field} (${what}); ${keys.length === 0 ? 'it has no keys' : `its keys: ${shownList(keys)}`}`;
}
