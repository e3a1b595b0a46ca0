// Values from a file as messages show them: one short line, never `undefined` or `[object Object]`.
import { describe, expect, it } from 'vitest';
import { nameText, quoted, shown, shownList, windowsWord } from '../../src/io/value-text.js';

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

/**
 * The arguments a Windows program gets from a command line that cmd (or PowerShell 5, which passes a double-quoted
 * word on as written) hands it, by the C runtime's documented rules: white space splits outside double quotes;
 * 2n backslashes before a quote are n and the quote opens or closes, 2n+1 are n and a literal quote; other
 * backslashes are themselves.
 */
function windowsArguments(line: string): string[] {
  const args: string[] = [];
  let arg: string | undefined;
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (char === '\\') {
      let slashes = 0;
      for (; line[i] === '\\'; i++) slashes++;
      if (line[i] === '"') {
        arg = (arg ?? '') + '\\'.repeat(Math.floor(slashes / 2)) + (slashes % 2 === 1 ? '"' : '');
        if (slashes % 2 === 0) quoted = !quoted;
      } else {
        arg = (arg ?? '') + '\\'.repeat(slashes);
        i--;
      }
    } else if (char === '"') {
      quoted = !quoted;
      arg ??= '';
    } else if (char === ' ' && !quoted) {
      if (arg !== undefined) args.push(arg);
      arg = undefined;
    } else arg = (arg ?? '') + char;
  }
  return arg === undefined ? args : [...args, arg];
}

describe('windowsWord', () => {
  it('leaves a plain word and a path with \\ as they are: both shells read \\ as a letter', () => {
    expect(windowsWord('temperature=0.8')).toBe('temperature=0.8');
    expect(windowsWord('evals\\a.json')).toBe('evals\\a.json');
    expect(windowsWord('C:/evals/a.json')).toBe('C:/evals/a.json');
  });

  it('double-quotes a word with spaces or quotes, which the program then reads back whole', () => {
    const words = [
      'my evals/gemma run (1).jsonl',
      "it's a run.json",
      'a&b|c<d>.json',
      'C:\\Users\\John Smith\\runs\\',
      'two trailing\\\\',
      '',
    ];
    const line = words.map(windowsWord).join(' ');
    expect(line).toBe(
      '"my evals/gemma run (1).jsonl" "it\'s a run.json" "a&b|c<d>.json" "C:\\Users\\John Smith\\runs\\\\" "two trailing\\\\\\\\" ""',
    );
    expect(windowsArguments(line)).toEqual(words);
  });

  it("double-quotes a word with a comma, which PowerShell reads as a list and npm's PowerShell shim passes on as two words", () => {
    const words = ['temperature=0.8,top_p=0.95', 'a,b.jsonl'];
    const line = words.map(windowsWord).join(' ');
    expect(line).toBe('"temperature=0.8,top_p=0.95" "a,b.jsonl"');
    expect(windowsArguments(line)).toEqual(words);
  });

  it("double-quotes a word with % and spaces, which PowerShell's double quotes keep and cmd's single quotes would split", () => {
    const word = "50% of it's.json";
    expect(windowsWord(word)).toBe('"50% of it\'s.json"');
    expect(windowsArguments(windowsWord(word))).toEqual([word]);
  });

  it("single-quotes a word with what PowerShell's double quotes expand ($, a backtick, \"), with ' doubled as it reads it", () => {
    expect(windowsWord('$HOME run.json')).toBe("'$HOME run.json'");
    expect(windowsWord("$HOME it's.json")).toBe("'$HOME it''s.json'");
    expect(windowsWord('say "hi"')).toBe('\'say "hi"\'');
  });

  it('double-quotes a word that starts with @, which PowerShell reads as splatting, and leaves an @ further in', () => {
    expect(windowsWord('@evals/run.json')).toBe('"@evals/run.json"');
    expect(windowsWord('@')).toBe('"@"');
    expect(windowsWord('model@v1.3')).toBe('model@v1.3');
    expect(windowsArguments(windowsWord('@evals/run.json'))).toEqual(['@evals/run.json']);
  });
});
