// Values from a file as messages show them: one short line, never `undefined` or `[object Object]`.
import { describe, expect, it } from 'vitest';
import { nameText, quoted, shown, shownList } from '../../src/io/value-text.js';

describe('quoted', () => {
  it('quotes a string as JSON, escaping quotes, backslashes and line breaks', () => {
    expect(quoted('abc')).toBe('"abc"');
    expect(quoted('')).toBe('""');
    expect(quoted('say "hi"\\')).toBe('"say \\"hi\\"\\\\"');
    expect(quoted('a\nb\tc\r')).toBe('"a\\nb\\tc\\r"');
  });

  it('escapes DEL, the C1 controls and the Unicode line and paragraph separators, which JSON leaves raw', () => {
    expect(quoted('a\u007fb')).toBe('"a\\u007fb"');
    expect(quoted('a\u0085b\u009f')).toBe('"a\\u0085b\\u009f"');
    expect(quoted('a\u2028b\u2029c')).toBe('"a\\u2028b\\u2029c"');
    // Printable text beyond ASCII stays as it is.
    expect(quoted('é 日本 𝔘')).toBe('"é 日本 𝔘"');
  });

  it('escapes the bidirectional, zero-width and other invisible format characters, which would hide or reorder text', () => {
    expect(quoted('abc\u202egnp\u2066x\u2069')).toBe('"abc\\u202egnp\\u2066x\\u2069"');
    expect(quoted('Human\u200bEval\u200f\ufeff\u00ad')).toBe('"Human\\u200bEval\\u200f\\ufeff\\u00ad"');
    // An invisible tag character outside the basic plane, as its two UTF-16 units.
    expect(quoted('a\u{e0041}b')).toBe('"a\\udb40\\udc41b"');
  });

  it('cuts text longer than max (60 by default) with an ellipsis inside the quotes', () => {
    expect(quoted('x'.repeat(60))).toBe(`"${'x'.repeat(60)}"`);
    expect(quoted('x'.repeat(61))).toBe(`"${'x'.repeat(60)}…"`);
    expect(quoted('abcdef', 3)).toBe('"abc…"');
    expect(quoted('abc', 3)).toBe('"abc"');
  });

  it('never cuts a character outside the basic plane in half', () => {
    // "𝔘" is two UTF-16 units: a cut between them would leave a lone surrogate.
    expect(quoted('ab𝔘cd', 3)).toBe('"ab…"');
    expect(quoted('ab𝔘cd', 4)).toBe('"ab𝔘…"');
    expect(quoted('ab𝔘', 4)).toBe('"ab𝔘"');
  });
});

describe('shown', () => {
  it('shows strings quoted, numbers and literals as written, and other values by their kind', () => {
    expect(shown('high')).toBe('"high"');
    expect(shown('x'.repeat(100))).toBe(`"${'x'.repeat(60)}…"`);
    expect(shown(3)).toBe('3');
    expect(shown(-0.25)).toBe('-0.25');
    expect(shown(1e21)).toBe('1e+21');
    expect(shown(true)).toBe('true');
    expect(shown(false)).toBe('false');
    expect(shown(null)).toBe('null');
    expect(shown(undefined)).toBe('nothing');
    expect(shown([1, 2])).toBe('a list');
    expect(shown([])).toBe('a list');
    expect(shown({ a: 1 })).toBe('an object');
  });

  it('says what a value JSON cannot write is, never throwing: a BigInt, a symbol, a function, a boxed primitive', () => {
    expect(shown(1n)).toBe('1n (a BigInt)');
    expect(shown(-(10n ** 70n))).toBe(`-1${'0'.repeat(58)}…n (a BigInt)`);
    expect(shown(Symbol('k'))).toBe('a symbol');
    expect(shown(() => 0.01)).toBe('a function');
    expect(shown(new Number(2))).toBe('a Number object');
    expect(shown(new String('x'))).toBe('a String object');
    expect(shown(new Boolean(true))).toBe('a Boolean object');
  });

  it('says a number is beyond a double rather than writing Infinity', () => {
    expect(shown(Number.POSITIVE_INFINITY)).toBe('a number beyond the range of a double');
    expect(shown(Number.NEGATIVE_INFINITY)).toBe('a number beyond the range of a double');
  });

  it('says NaN, which no file holds and no range explains, as NaN', () => {
    expect(shown(Number.NaN)).toBe('NaN');
  });
});

describe('nameText', () => {
  it('shows a plain name of up to 40 characters as it is', () => {
    expect(nameText('plus')).toBe('plus');
    expect(nameText('flexible-extract')).toBe('flexible-extract');
    expect(nameText('org/coder-7b@main:v2+fp8.q')).toBe('org/coder-7b@main:v2+fp8.q');
    expect(nameText('a'.repeat(40))).toBe('a'.repeat(40));
  });

  it('quotes a name that is empty, long or holds other characters, cut to 40', () => {
    expect(nameText('')).toBe('""');
    expect(nameText('two words')).toBe('"two words"');
    expect(nameText('a,b')).toBe('"a,b"');
    expect(nameText('line\nbreak')).toBe('"line\\nbreak"');
    expect(nameText('a'.repeat(41))).toBe(`"${'a'.repeat(40)}…"`);
  });
});

describe('shownList', () => {
  it('lists up to five names, each as nameText shows it, then how many more', () => {
    expect(shownList([])).toBe('');
    expect(shownList(['plus', 'base'])).toBe('plus, base');
    expect(shownList(['ok', 'not ok'])).toBe('ok, "not ok"');
    expect(shownList(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c, d, e');
    expect(shownList(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toBe('a, b, c, d, e and 2 more');
    expect(shownList(['a', 'b', 'c'], 2)).toBe('a, b and 1 more');
  });
});
