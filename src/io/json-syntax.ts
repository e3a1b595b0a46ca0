// Where JSON text breaks the grammar, for error messages: JSON.parse says what it disliked (quoting the file's
// own text, control characters and all) but not always where: for an unexpected token, such as a trailing
// comma in a list or NaN, Node 20 and 24 give no position. This walks the text once, without recursion, so any
// size and nesting depth is fine; it runs only after JSON.parse has refused the text.
import { inputError } from '../common/errors.js';

/** What a file whose JSON the file's end breaks off is, and what to do. */
export const CUT_SHORT =
  'the file is cut short, as a run stopped while writing it (or a copy that did not finish) leaves it: give the ' +
  'complete file';

/**
 * JSON text's value; text JSON.parse refuses is an `InputError` saying where (line and column, or the column
 * within a line of a JSONL file, `location` naming the line) and what is wrong there. `endsFile` says the text
 * runs to the file's end (a whole file, or a JSONL file's last line without its newline): JSON the end breaks off
 * is then said to be a file cut short.
 */
export function parseJson(text: string, file: string, location: string, endsFile = false): unknown {
  try {
    return JSON.parse(text);
  } catch (parseError) {
    const found = jsonSyntaxError(text);
    if (found === undefined) throw inputError(file, location, `not valid JSON (${(parseError as Error).message})`);
    const { line, column } = lineAndColumn(text, found.offset);
    const where = location === '' ? `line ${line}, column ${column}` : `column ${column}`;
    const cut = endsFile && (found.ends === true || found.offset >= text.length) ? `; ${CUT_SHORT}` : '';
    throw inputError(file, location, `not valid JSON at ${where}: ${found.what}${cut}`);
  }
}

/** Where text is at fault (an offset into it) and what is wrong there; `ends` when the text's end is the fault. */
export type Fault = { offset: number; what: string; ends?: boolean };

/** The first place `text` is not JSON (RFC 8259) and what is wrong there; undefined when it is valid JSON. */
export function jsonSyntaxError(text: string): Fault | undefined {
  // The closing bracket of each container the text is in, innermost last.
  const closers: string[] = [];
  let at = 0;
  // What may come next: a value (or, right after `[`, a `]`), a key (or, right after `{`, a `}`), a comma or
  // the container's end, or the end of the text.
  let next: 'value' | 'value-or-end' | 'key' | 'key-or-end' | 'comma-or-end' | 'end' = 'value';
  const afterValue = () => (closers.length === 0 ? 'end' : 'comma-or-end');
  for (;;) {
    at = skipSpace(text, at);
    if (at >= text.length)
      return next === 'end' ? undefined : { offset: at, what: 'the text ends before the JSON value does' };
    // JSONC and JSON5 files (and hand-edited ones) hold comments, which JSON has none of.
    if (text.startsWith('//', at) || text.startsWith('/*', at)) {
      return { offset: at, what: `a comment (${text.slice(at, at + 2)}), which JSON does not allow: remove it` };
    }
    const ch = text[at]!;
    if (next === 'end') return { offset: at, what: `unexpected ${charText(text, at)} after the JSON value` };
    const close = closers.at(-1);
    if (ch === close && next !== 'value' && next !== 'key') {
      closers.pop();
      next = afterValue();
      at++;
      continue;
    }
    if (next === 'comma-or-end') {
      if (ch !== ',') return { offset: at, what: `expected , or ${close} but found ${charText(text, at)}` };
      next = close === '}' ? 'key' : 'value';
      at++;
      continue;
    }
    if (next === 'key' || next === 'key-or-end') {
      if (ch !== '"') return { offset: at, what: `expected a "quoted" key but found ${charText(text, at)}` };
      const end = stringEnd(text, at);
      if (typeof end !== 'number') return end;
      at = skipSpace(text, end);
      if (text[at] !== ':') return { offset: at, what: `expected : after the key but found ${charText(text, at)}` };
      at++;
      next = 'value';
      continue;
    }
    if (ch === '{' || ch === '[') {
      closers.push(ch === '{' ? '}' : ']');
      next = ch === '{' ? 'key-or-end' : 'value-or-end';
      at++;
      continue;
    }
    let end: number | Fault;
    if (ch === '"') end = stringEnd(text, at);
    else if (ch === '-' || (ch >= '0' && ch <= '9')) end = numberEnd(text, at);
    else end = literalEnd(text, at);
    if (typeof end !== 'number') return end;
    at = end;
    next = afterValue();
  }
}

/** The index of the first character at or after `at` that is not JSON whitespace. */
function skipSpace(text: string, at: number): number {
  while (text[at] === ' ' || text[at] === '\n' || text[at] === '\r' || text[at] === '\t') at++;
  return at;
}

/** 1-based line and column of an offset, as editors count them. */
function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** A character for a message: printable ASCII quoted, anything else as its code point. */
export function charText(text: string, at: number): string {
  const code = text.codePointAt(at);
  if (code === undefined) return 'the end of the text';
  return code > 0x20 && code < 0x7f
    ? `'${String.fromCharCode(code)}'`
    : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

function stringEnd(text: string, start: number): number | Fault {
  for (let i = start + 1; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '"') return i + 1;
    if (ch < ' ')
      return {
        offset: i,
        what: `a string holds the control character ${charText(text, i)}, which JSON writes escaped`,
      };
    if (ch !== '\\') continue;
    const escaped = text[++i];
    if (escaped === 'u') {
      if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5)))
        return { offset: i - 1, what: 'a \\u escape needs four hex digits' };
      i += 4;
    } else if (escaped === undefined || !'"\\/bfnrt'.includes(escaped)) {
      return {
        offset: i - 1,
        what: i >= text.length ? 'the text ends inside a string' : `${charText(text, i)} cannot follow \\ in a string`,
        ends: i >= text.length,
      };
    }
  }
  return { offset: start, what: 'a string is not closed', ends: true };
}

/** A number's integer part, then its fraction and exponent, whose digits are captured to tell `1.` and `1e` apart. */
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.(\d*))?(?:[eE][+-]?(\d*))?/y;

function numberEnd(text: string, start: number): number | Fault {
  if (text.startsWith('-Infinity', start)) return notJsonToken('-Infinity', start);
  NUMBER.lastIndex = start;
  const match = NUMBER.exec(text);
  if (match === null || match[1] === '' || match[2] === '')
    return { offset: start, what: 'a number is not written the way JSON writes numbers' };
  return NUMBER.lastIndex;
}

function literalEnd(text: string, at: number): number | Fault {
  for (const word of ['true', 'false', 'null']) if (text.startsWith(word, at)) return at + word.length;
  for (const word of ['NaN', 'Infinity']) if (text.startsWith(word, at)) return notJsonToken(word, at);
  return { offset: at, what: `expected a value but found ${charText(text, at)}` };
}

/** Python's json.dump writes these for float nan and inf (allow_nan defaults to True); JSON has no such value. */
function notJsonToken(token: string, at: number): Fault {
  const float = token === 'NaN' ? 'nan' : token === 'Infinity' ? 'inf' : '-inf';
  return {
    offset: at,
    what:
      // Where the value goes a number is needed (a score, a reward), so null is no general fix.
      `${token} is not JSON (Python's json.dump writes it for a float ${float}): dump with allow_nan=False, and ` +
      'write the value as a number, or leave an optional score out',
  };
}
