import { describe, expect, it } from 'vitest';
import { errorLine, InputError, inputError, oneLine, redactSecrets } from '../../src/common/errors.js';

describe('oneLine', () => {
  it('joins lines with one space, dropping the spaces around each break', () => {
    expect(oneLine('first line\nsecond line')).toBe('first line second line');
    expect(oneLine('a  \r\n\t  b')).toBe('a b');
    expect(oneLine('a\n\n\nb\rc')).toBe('a b c');
  });

  it('turns every control character and line separator into a space, C1 and Unicode ones too', () => {
    expect(oneLine('a\u0000b\u001bc\u007fd')).toBe('a b c d');
    expect(oneLine('a\u0085b\u009fc')).toBe('a b c');
    expect(oneLine('a\u2028b\u2029c')).toBe('a b c');
    expect(oneLine('tab\tseparated')).toBe('tab separated');
  });

  it('turns the bidirectional overrides and isolates that reorder shown text into a space, as the terminal does', () => {
    expect(oneLine('runs/\u202eevil.json: no such file')).toBe('runs/ evil.json: no such file');
    expect(oneLine('a\u2066b\u2069c\u202ad')).toBe('a b c d');
    expect(new InputError('store \u202eabc: no such folder').message).toBe('store abc: no such folder');
  });

  it('trims the ends, and keeps runs of plain spaces inside the text as they are', () => {
    expect(oneLine('\n  key: value \n')).toBe('key: value');
    expect(oneLine('  a  b  ')).toBe('a  b');
    expect(oneLine('\n\t\r')).toBe('');
  });

  it('cuts text longer than max with an ellipsis, counting the ellipsis in max', () => {
    expect(oneLine('abcdefghijkl', 10)).toBe('abcdefghi…');
    expect(oneLine('abcdefghij', 10)).toBe('abcdefghij');
    // Length is that of the flattened text.
    expect(oneLine('ab\n\n\ncd', 5)).toBe('ab cd');
    const long = oneLine('x'.repeat(1001));
    expect(long).toBe(`${'x'.repeat(999)}…`);
    expect(oneLine('x'.repeat(1000))).toBe('x'.repeat(1000));
  });
});

describe('InputError', () => {
  it('is an Error named InputError, whose message is one line', () => {
    const error = new InputError('base.json: line 3:\nunexpected "}"\n');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('InputError');
    expect(error.message).toBe('base.json: line 3: unexpected "}"');
    expect(String(error)).toBe('InputError: base.json: line 3: unexpected "}"');
  });

  it('bounds a message that a value from a file made huge', () => {
    const error = new InputError(`id ${'x'.repeat(5000)}`);
    expect(error.message).toHaveLength(1000);
    expect(error.message.endsWith('…')).toBe(true);
  });

  it('is named by where it arose with labelled, without the fix, which edits the options of one comparison', () => {
    const labelled = new InputError('k: must be at least 1', { k: '1' }).labelled('check "a"');
    expect(labelled).toBeInstanceOf(InputError);
    expect(labelled.message).toBe('check "a": k: must be at least 1');
    expect(labelled.fix).toBeUndefined();
  });
});

describe('inputError', () => {
  it('writes file: location: what', () => {
    const error = inputError('base.json', 'problems[12].c', 'c = 4 is more than n = 3');
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toBe('base.json: problems[12].c: c = 4 is more than n = 3');
  });

  it('leaves out empty parts, not their separators alone', () => {
    expect(inputError('base.json', '', 'is empty').message).toBe('base.json: is empty');
    expect(inputError('', 'format', 'must be "passk-results/v1"').message).toBe('format: must be "passk-results/v1"');
    expect(inputError('', '', 'no file').message).toBe('no file');
  });

  it('makes one line of a location or a file name that holds line breaks', () => {
    expect(inputError('a\nb.json', 'problems["x\ny"]', 'bad').message).toBe('a b.json: problems["x y"]: bad');
  });
});

describe('redactSecrets', () => {
  it('replaces every occurrence of every secret with ***', () => {
    expect(redactSecrets('Bearer tok-123 failed; retry with tok-123', ['tok-123'])).toBe(
      'Bearer *** failed; retry with ***',
    );
    expect(redactSecrets('user ci:pa55 at pa55word', ['pa55word', 'ci:pa55'])).toBe('user *** at ***');
  });

  it('leaves a secret shorter than four characters alone: it would garble every word holding it', () => {
    expect(redactSecrets('the pin is abc, the key abcd', ['abc'])).toBe('the pin is abc, the key abcd');
    expect(redactSecrets('the key abcd', ['abcd'])).toBe('the key ***');
    expect(redactSecrets('text', [''])).toBe('text');
  });

  it('takes another shortest length', () => {
    expect(redactSecrets('pin 42 and 4242', ['42'], 2)).toBe('pin *** and ******');
    expect(redactSecrets('the key abcd', ['abcd'], 5)).toBe('the key abcd');
  });

  it('redacts the secrets in the order given, and leaves text without them unchanged', () => {
    // The longer secret first: the shorter one is inside it.
    expect(redactSecrets('abcd1234', ['abcd1234', 'abcd'])).toBe('***');
    expect(redactSecrets('abcd1234', ['abcd', 'abcd1234'])).toBe('***1234');
    expect(redactSecrets('nothing secret', ['hunter22', 'tok-123'])).toBe('nothing secret');
    expect(redactSecrets('nothing secret', [])).toBe('nothing secret');
  });
});

describe('errorLine', () => {
  it("keeps an error's first line, and says a thrown value that is not an error as it is", () => {
    expect(errorLine(new Error('Not Found\nhttps://docs.github.com/rest'))).toBe('Not Found');
    expect(errorLine('socket hang up')).toBe('socket hang up');
    expect(errorLine(null)).toBe('null');
    expect(errorLine({ message: 404 })).toBe('404');
  });
});
