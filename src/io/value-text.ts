// Values from an input file as error messages and warnings show them: a message stays one short line however
// long, multi-line or hostile the value is, and never shows `undefined`, `[object Object]` or a stack of JSON.

/** Longest piece of a file's text quoted in a message. */
const MAX_QUOTED = 60;

/** A string from a file, JSON-quoted with every control and line-separator character escaped, cut to `max`. */
export function quoted(text: string, max = MAX_QUOTED): string {
  let cut = text;
  if (text.length > max) {
    const end = /[\ud800-\udbff]/.test(text.charAt(max - 1)) ? max - 1 : max;
    cut = `${text.slice(0, end)}…`;
  }
  return JSON.stringify(cut).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Any JSON value from a file, for a message: strings quoted and cut, numbers and literals as written, lists and objects by kind. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return quoted(value);
  if (typeof value === 'number')
    return Number.isFinite(value) ? String(value) : 'a number beyond the range of a double';
  if (typeof value === 'boolean' || value === null) return String(value);
  if (value === undefined) return 'nothing';
  return Array.isArray(value) ? 'a list' : 'an object';
}

/** A name from a file (a filter, scorer, task or metric): as it is when plain, else quoted and cut. */
export function nameText(name: string): string {
  return /^[\w@.:/+-]{1,40}$/.test(name) ? name : quoted(name, 40);
}

/** Names from a file as a short list for a message. */
export function shownList(names: readonly string[], limit = 5): string {
  const listed = names.slice(0, limit).map(nameText);
  return names.length > limit ? `${listed.join(', ')} and ${names.length - limit} more` : listed.join(', ');
}

/** A word for a POSIX shell: as is when it holds nothing the shell reads, else single-quoted. */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
