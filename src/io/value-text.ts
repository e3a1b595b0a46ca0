// Values from an input file as error messages and warnings show them: a message stays one short line however
// long, multi-line or hostile the value is, and never shows `undefined`, `[object Object]` or a stack of JSON.
import { listIds } from '../common/lists.js';

/** Longest piece of a file's text quoted in a message. */
const MAX_QUOTED = 60;

/**
 * Longest config value a fix copies for the user to paste, whole: any real value (a checkpoint's path, a list of
 * stop sequences), but not a megabyte a file puts there. Longer, the user fills it in.
 */
export const MAX_PASTED = 1000;

/** Longest config value `convert`'s line says, cut past it: a real path whole, not a megabyte of escapes. */
export const MAX_LINE_VALUE = 300;

/**
 * What a terminal acts on or what hides or reorders text: C0 and C1 controls, line and paragraph separators, and
 * format characters (bidirectional marks, embeddings, overrides and isolates, zero-width spaces and joiners, tags).
 */
export const UNSEEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Every `UNSEEN` character, for a replace. */
const EVERY_UNSEEN = new RegExp(UNSEEN, 'gu');

/** `text` with each `UNSEEN` character written as `\uXXXX` (a surrogate pair as two). */
export function unseenEscaped(text: string): string {
  const unit = (u: string) => `\\u${u.charCodeAt(0).toString(16).padStart(4, '0')}`;
  return text.replace(EVERY_UNSEEN, (ch) => ch.split('').map(unit).join(''));
}

/** `text` without its `UNSEEN` characters: what a reader sees of it. */
export function unseenRemoved(text: string): string {
  return text.replace(EVERY_UNSEEN, '');
}

/**
 * A string as a double-quoted JSON string, which YAML and the `key=value` parser read too, with every `UNSEEN`
 * character escaped: for a message, and for a value the user pastes, which must reach neither the terminal that
 * shows it nor the file it goes into as a raw escape or an invisible character.
 */
export function pasteQuoted(text: string): string {
  return unseenEscaped(JSON.stringify(text));
}

/** `text` cut to `max` characters and `…`, never between the halves of a surrogate pair. */
function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}

/** A string from a file, JSON-quoted with every control, format and line-separator character escaped, cut to `max`. */
export function quoted(text: string, max = MAX_QUOTED): string {
  return pasteQuoted(cutText(text, max));
}

/**
 * Text as the user wrote it (a line of a file, a path), in double quotes, cut to `max`: a `\` or `"` stays as it is
 * (JSON's `\\` would misquote a Windows path), a tab is `\t` and every other `UNSEEN` character `\uXXXX`.
 */
export function rawQuoted(text: string, max = MAX_QUOTED): string {
  return `"${unseenEscaped(cutText(text, max).replaceAll('\t', '\\t'))}"`;
}

/**
 * Any JSON value from a file, for a message: strings quoted and cut, numbers and literals as written, lists and
 * objects by kind. A library caller's value that no JSON holds is said by its kind too (`1n (a BigInt)`).
 */
export function shown(value: unknown): string {
  if (typeof value === 'string') return quoted(value);
  // NaN comes only from code (the library's results, a YAML .nan); an Infinity from a JSON file is a 1e999.
  if (typeof value === 'number')
    return Number.isFinite(value) || Number.isNaN(value) ? String(value) : 'a number beyond the range of a double';
  if (typeof value === 'boolean' || value === null) return String(value);
  if (value === undefined) return 'nothing';
  if (typeof value === 'bigint') return `${cutText(String(value), MAX_QUOTED)}n (a BigInt)`;
  if (typeof value === 'symbol') return 'a symbol';
  if (typeof value === 'function') return 'a function';
  // A boxed primitive (`new Number(2)`) is no number to the checks that refuse it.
  if (value instanceof Number) return 'a Number object';
  if (value instanceof String) return 'a String object';
  if (value instanceof Boolean) return 'a Boolean object';
  return Array.isArray(value) ? 'a list' : 'an object';
}

/** A name from a file (a filter, scorer, task or metric): as it is when plain, else quoted and cut. */
export function nameText(name: string): string {
  return /^[\w@.:/+-]{1,40}$/.test(name) ? name : quoted(name, 40);
}

/**
 * A problem's id as a message names it (`nameText`), after its unit word when it is a bare number, which alone
 * reads as a count: "task 5 has 2 of the plan's 3 trials", never "5 has 2 ...".
 */
export function idName(id: string, unit: string): string {
  return /^\d+$/.test(id) ? `${unit} ${id}` : nameText(id);
}

/** Names from a file as a short list for a message. */
export function shownList(names: readonly string[], limit = 5): string {
  return listIds(names.map(nameText), limit);
}

/** A word for a POSIX shell: as is when it holds nothing the shell reads, else single-quoted. */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * A word for a Windows shell, whose `\` is a plain letter and which reads no single quotes (cmd) or no `'\''`
 * (PowerShell): as is when plain, else double-quoted, as PowerShell and cmd both read it, unless it holds what
 * PowerShell reads inside double quotes (`"`, `$`, a backtick), then single-quoted as PowerShell reads it. A comma
 * is not plain: PowerShell reads `a=1,b=2` as a list, which npm's PowerShell shim passes on as two arguments. A `%`
 * is: PowerShell reads it as a letter, and cmd expands `%NAME%` inside double quotes too. A leading `@` is not:
 * PowerShell reads `@name` as splatting a variable; an `@` further in (`model@v1.3`) is a letter.
 */
export function windowsWord(word: string): string {
  if (/^[\w%+=:./\\-][\w@%+=:./\\-]*$/.test(word)) return word;
  // A \ before the closing quote would escape it for the program that reads the line: doubled, it is one \.
  return /["$`]/.test(word) ? `'${word.replace(/'/g, "''")}'` : `"${word.replace(/\\+$/, '$&$&')}"`;
}

/** How the user runs this CLI, for a command printed for them to paste. */
export interface Shell {
  /** The words that run it (`node dist/cli.js`); `passk-gate` when not said. */
  program?: readonly string[];
  /** A Windows shell reads the command (`pastedWord`). */
  windows?: boolean;
}

/** A word of a command printed for the user to paste: for a Windows shell (`windowsWord`), else a POSIX one. */
export function pastedWord(word: string, windows = false): string {
  return windows ? windowsWord(word) : shellWord(word);
}
