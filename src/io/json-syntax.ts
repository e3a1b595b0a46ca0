// Where JSON text breaks the grammar, for error messages: JSON.parse says what it disliked (quoting the file's
// own text, control characters and all) but not always where: for an unexpected token, such as a trailing
// comma in a list or NaN, Node 20 and 24 give no position. This walks the text once, without recursion, so any
// size and nesting depth is fine; it runs only after JSON.parse has refused the text.
import { inputError } from '../common/errors.js';

const TAB = 0x09;
const NEWLINE = 0x0a;
const RETURN = 0x0d;
const SPACE = 0x20;
const QUOTE = 0x22;
const COMMA = 0x2c;
const MINUS = 0x2d;
const DOT = 0x2e;
const ZERO = 0x30;
const NINE = 0x39;
const COLON = 0x3a;
const OPEN_BRACKET = 0x5b;
const BACKSLASH = 0x5c;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * The `InputError` for text JSON.parse refused, saying where (line and column, or the column within a line of
 * a JSONL file, `location` naming the line) and what is wrong there.
 */
export function jsonError(text: string, file: string, location: string, parseError: unknown): Error {
  const found = jsonSyntaxError(text);
  if (found === undefined) return inputError(file, location, `not valid JSON (${(parseError as Error).message})`);
  const { line, column } = lineAndColumn(text, found.offset);
  const where = location === '' ? `line ${line}, column ${column}` : `column ${column}`;
  return inputError(file, location, `not valid JSON at ${where}: ${found.what}`);
}

/** The first place `text` is not JSON (RFC 8259) and what is wrong there; undefined when it is valid JSON. */
export function jsonSyntaxError(text: string): { offset: number; what: string } | undefined {
  const open: number[] = [];
  let at = 0;
  // What may come next: a value (or, right after `[`, a `]`), a key (or, right after `{`, a `}`), a comma or
  // the container's end, or the end of the text.
  let next: 'value' | 'value-or-end' | 'key' | 'key-or-end' | 'comma-or-end' | 'end' = 'value';
  const afterValue = () => (open.length === 0 ? 'end' : 'comma-or-end');
  for (;;) {
    at = skipSpace(text, at);
    if (at >= text.length)
      return next === 'end' ? undefined : { offset: at, what: 'the text ends before the JSON value does' };
    const ch = text.charCodeAt(at);
    if (next === 'end') return { offset: at, what: `unexpected ${charText(text, at)} after the JSON value` };
    if (next === 'comma-or-end') {
      const close = open[open.length - 1] === OPEN_BRACE ? CLOSE_BRACE : CLOSE_BRACKET;
      if (ch === COMMA) {
        next = close === CLOSE_BRACE ? 'key' : 'value';
        at++;
      } else if (ch === close) {
        open.pop();
        next = afterValue();
        at++;
      } else {
        return { offset: at, what: `expected , or ${String.fromCharCode(close)} but found ${charText(text, at)}` };
      }
      continue;
    }
    if (next === 'key' || next === 'key-or-end') {
      if (next === 'key-or-end' && ch === CLOSE_BRACE) {
        open.pop();
        next = afterValue();
        at++;
        continue;
      }
      if (ch !== QUOTE) return { offset: at, what: `expected a "quoted" key but found ${charText(text, at)}` };
      const end = stringEnd(text, at);
      if (typeof end !== 'number') return end;
      at = skipSpace(text, end);
      if (text.charCodeAt(at) !== COLON)
        return { offset: at, what: `expected : after the key but found ${charText(text, at)}` };
      at++;
      next = 'value';
      continue;
    }
    if (next === 'value-or-end' && ch === CLOSE_BRACKET) {
      open.pop();
      next = afterValue();
      at++;
      continue;
    }
    if (ch === OPEN_BRACE || ch === OPEN_BRACKET) {
      open.push(ch);
      next = ch === OPEN_BRACE ? 'key-or-end' : 'value-or-end';
      at++;
      continue;
    }
    let end: number | { offset: number; what: string };
    if (ch === QUOTE) end = stringEnd(text, at);
    else if (ch === MINUS || (ch >= ZERO && ch <= NINE)) end = numberEnd(text, at);
    else end = literalEnd(text, at);
    if (typeof end !== 'number') return end;
    at = end;
    next = afterValue();
  }
}

/** The index of the first character at or after `at` that is not JSON whitespace. */
function skipSpace(text: string, at: number): number {
  for (;;) {
    const ch = text.charCodeAt(at);
    if (ch !== SPACE && ch !== NEWLINE && ch !== RETURN && ch !== TAB) return at;
    at++;
  }
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
function charText(text: string, at: number): string {
  const code = text.codePointAt(at);
  if (code === undefined) return 'the end of the text';
  return code > SPACE && code < 0x7f
    ? `'${String.fromCharCode(code)}'`
    : `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
}

const ESCAPES = new Set([QUOTE, BACKSLASH, 0x2f, 0x62, 0x66, 0x6e, 0x72, 0x74]);

function stringEnd(text: string, start: number): number | { offset: number; what: string } {
  for (let i = start + 1; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === QUOTE) return i + 1;
    if (ch < SPACE)
      return {
        offset: i,
        what: `a string holds the control character ${charText(text, i)}, which JSON writes escaped`,
      };
    if (ch !== BACKSLASH) continue;
    const escaped = text.charCodeAt(++i);
    if (escaped === 0x75) {
      if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5)))
        return { offset: i - 1, what: 'a \\u escape needs four hex digits' };
      i += 4;
    } else if (!ESCAPES.has(escaped)) {
      return {
        offset: i - 1,
        what: i >= text.length ? 'the text ends inside a string' : `${charText(text, i)} cannot follow \\ in a string`,
      };
    }
  }
  return { offset: start, what: 'a string is not closed' };
}

function digitsEnd(text: string, at: number): number {
  while (text.charCodeAt(at) >= ZERO && text.charCodeAt(at) <= NINE) at++;
  return at;
}

function numberEnd(text: string, start: number): number | { offset: number; what: string } {
  const bad = { offset: start, what: 'a number is not written the way JSON writes numbers' };
  let at = start;
  if (text.charCodeAt(at) === MINUS) at++;
  const first = text.charCodeAt(at);
  if (first === ZERO) at++;
  else if (first > ZERO && first <= NINE) at = digitsEnd(text, at);
  else return bad;
  if (text.charCodeAt(at) === DOT) {
    const fraction = digitsEnd(text, at + 1);
    if (fraction === at + 1) return bad;
    at = fraction;
  }
  if ((text.charCodeAt(at) | 0x20) === 0x65) {
    at++;
    if (text.charCodeAt(at) === 0x2b || text.charCodeAt(at) === MINUS) at++;
    const exponent = digitsEnd(text, at);
    if (exponent === at) return bad;
    at = exponent;
  }
  return at;
}

function literalEnd(text: string, at: number): number | { offset: number; what: string } {
  for (const word of ['true', 'false', 'null']) if (text.startsWith(word, at)) return at + word.length;
  return { offset: at, what: `expected a value but found ${charText(text, at)}` };
}
