// Character codes and whitespace skipping shared by the two JSON scanners (the fast canonical path and the
// syntax-error locator).

export const TAB = 0x09;
export const NEWLINE = 0x0a;
export const RETURN = 0x0d;
export const SPACE = 0x20;
export const QUOTE = 0x22;
export const COMMA = 0x2c;
export const MINUS = 0x2d;
export const DOT = 0x2e;
export const ZERO = 0x30;
export const NINE = 0x39;
export const COLON = 0x3a;
export const OPEN_BRACKET = 0x5b;
export const BACKSLASH = 0x5c;
export const CLOSE_BRACKET = 0x5d;
export const OPEN_BRACE = 0x7b;
export const CLOSE_BRACE = 0x7d;

/** The index of the first character at or after `at` that is not JSON whitespace. */
export function skipSpace(text: string, at: number): number {
  for (;;) {
    const ch = text.charCodeAt(at);
    if (ch !== SPACE && ch !== NEWLINE && ch !== RETURN && ch !== TAB) return at;
    at++;
  }
}
