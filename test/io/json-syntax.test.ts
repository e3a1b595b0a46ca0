import { describe, expect, it } from 'vitest';
import { parseJson } from '../../src/io/json-syntax.js';

/** The message `parseJson` gives for `text`, which JSON.parse must refuse. */
function message(text: string, location = ''): string {
  try {
    parseJson(text, 'base.json', location);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error(`JSON.parse took ${JSON.stringify(text)}`);
}

describe('parseJson', () => {
  // JSON.parse gives no position for the first two (`Unexpected token ']', "..." is not valid JSON`), on Node 20
  // and 24 alike, and quotes the file's text, control characters and all.
  it.each([
    ['a trailing comma in a list', '{\n  "a": [1, 2,]\n}', "line 2, column 14: expected a value but found ']'"],
    ['a bad token', '{\n  "config": {"t": nan}\n}\n', "line 2, column 19: expected a value but found 'n'"],
    ['a trailing comma in an object', '{\n  "a": 1,\n}', 'line 3, column 1: expected a "quoted" key but found \'}\''],
    ['a missing comma', '{\n  "a": 1\n  "b": 2\n}', "line 3, column 3: expected , or } but found '\"'"],
    ['a missing colon', '{\n  "a" 1\n}', "line 2, column 7: expected : after the key but found '1'"],
    ['a single-quoted key', "{\n  'a': 1}", "line 2, column 3: expected a \"quoted\" key but found '''"],
    ['text ending early', '{\n  "a": [1, 2', 'line 2, column 13: the text ends before the JSON value does'],
    ['an empty text', '', 'line 1, column 1: the text ends before the JSON value does'],
    ['an unclosed string', '{"a": "abc', 'line 1, column 7: a string is not closed'],
    ['text after the value', '{"a": 1}\n}', "line 2, column 1: unexpected '}' after the JSON value"],
    ['a leading zero', '{"a": 01}', "line 1, column 8: expected , or } but found '1'"],
    [
      'a line comment',
      '// results\n{"a": 1}',
      'line 1, column 1: a comment (//), which JSON does not allow: remove it',
    ],
    [
      'a block comment after a value',
      '{\n  "a": 1 /* ok */\n}',
      'line 2, column 10: a comment (/*), which JSON does not allow: remove it',
    ],
    [
      'a comment where a key goes',
      '{\n  // x\n  "a": 1}',
      'line 2, column 3: a comment (//), which JSON does not allow: remove it',
    ],
    [
      'a raw tab in a string',
      '{"a": "x\ty"}',
      'line 1, column 9: a string holds the control character U+0009, which JSON writes escaped',
    ],
  ])('says where %s is, by line and column, and what is wrong', (_name, text, where) => {
    expect(message(text)).toBe(`base.json: not valid JSON at ${where}`);
  });

  it.each([
    ['NaN', 'nan'],
    ['Infinity', 'inf'],
    ['-Infinity', '-inf'],
  ])("names Python's %s token and says what to write instead", (token, float) => {
    expect(message(`{"task_id": "a", "score": ${token}, "passed": true}`, 'line 4')).toBe(
      `base.json: line 4: not valid JSON at column 27: ${token} is not JSON (Python's json.dump writes it for a ` +
        `float ${float}): dump with allow_nan=False, and write the value as a number, or leave an optional score out`,
    );
  });

  it('gives the column within a JSONL line, and never quotes control characters or the text around them', () => {
    const line = `{"task_id":"b","passed":\u001b[2J${'x'.repeat(10_000)}}`;
    expect(message(line, 'line 2')).toBe(
      'base.json: line 2: not valid JSON at column 25: expected a value but found U+001B',
    );
  });

  it('counts columns from the last line break before the fault, in a large text', () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => `{"id":"p${i}","n":1,"c":0}`);
    rows[40_000] = '{"id":"p40000","n":1,"c":0,}';
    const text = `[\n${rows.join(',\n')}\n]`;
    expect(message(text)).toBe(
      `base.json: not valid JSON at line 40002, column 28: expected a "quoted" key but found '}'`,
    );
  });
});
