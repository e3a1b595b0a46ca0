import { mkdirSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/common/errors.js';
import {
  backslashError,
  checkReadable,
  ioProblem,
  jsonOrUndefined,
  nearPaths,
  readBytesAs,
  readJsonFile,
  readFirstLine,
  readJsonLines,
  readOpening,
  shownPaths,
  utf8Text,
  withoutBom,
  writeOutputFile,
} from '../../src/io/files.js';
import { tempDir } from '../support/temp.js';

let dir: string;

beforeAll(() => {
  dir = tempDir('passk-files-');
});

function file(name: string, content: string | Uint8Array): string {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
}

/** A file's first line as detection reads it: from the file's opening, read further when the line runs past it. */
async function firstLine(path: string) {
  return readFirstLine(path, await readOpening(path));
}

async function lines(path: string, chunkBytes?: number): Promise<[number, unknown][]> {
  const seen: [number, unknown][] = [];
  await readJsonLines(path, (value, line) => seen.push([line, value]), chunkBytes === undefined ? {} : { chunkBytes });
  return seen;
}

describe('streaming JSONL', () => {
  const rows = [
    { id: 'é/0', text: '日本語 ✓ 𝔘' },
    { id: 'b', text: 'x'.repeat(50) },
    { id: 'c', text: '' },
  ];
  const text = `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;

  it('gives the same lines whatever the chunk size, multi-byte characters and lines split across chunks', async () => {
    const path = file('rows.jsonl', text);
    const expected = rows.map((row, i) => [i + 1, row]);
    for (const size of [1, 2, 3, 7, 64, 1 << 20]) expect(await lines(path, size)).toEqual(expected);
  });

  it('skips blank lines but keeps counting them, and reads a last line without a newline', async () => {
    const path = file('gaps.jsonl', `\n${JSON.stringify(rows[0])}\r\n\n   \n${JSON.stringify(rows[1])}`);
    expect(await lines(path, 5)).toEqual([
      [2, rows[0]],
      [5, rows[1]],
    ]);
  });

  it('names the line that is not UTF-8 or not JSON', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"a": 1}\n{"a": 2}\n{"a": "'),
      Buffer.from([0xe9]),
      Buffer.from('t\u00e9"}\n{"a": 4}\n'),
    ]);
    for (const size of [4, 1 << 20]) {
      await expect(lines(file('latin1.jsonl', bytes), size)).rejects.toThrow(
        'latin1.jsonl: line 3, column 8: is not UTF-8 text (byte 0xE9)',
      );
    }
    // Re-saving as UTF-8 is for text; a NUL on another line (even past the last newline) makes the file binary.
    await expect(lines(file('ansi.jsonl', bytes))).rejects.toThrow(
      /: save it as UTF-8, e\.g\. Set-Content -Encoding utf8$/,
    );
    for (const tail of ['\x00\n', '\x00']) {
      const binary = file('binary.jsonl', Buffer.concat([bytes, Buffer.from(tail, 'latin1')]));
      await expect(lines(binary)).rejects.toThrow(
        /^\S+binary\.jsonl: line 3, column 8: is not UTF-8 text \(byte 0xE9\)$/,
      );
    }
    await expect(lines(file('bad.jsonl', '{"a": 1}\n{"a": }\n'))).rejects.toThrow(/bad\.jsonl: line 2: not valid JSON/);
    await expect(lines(join(dir, 'absent.jsonl'))).rejects.toThrow(/absent\.jsonl: no such file/);
  });

  it('says a file whose last line the end breaks off is cut short, and a broken line before it only where', async () => {
    const cut = 'the file is cut short, as a run stopped while writing it (or a copy that did not finish) leaves it';
    const killed = file('killed.jsonl', '{"task_id": "a", "passed": true}\n{"task_id": "b", "compl');
    for (const size of [5, 1 << 20]) {
      await expect(lines(killed, size)).rejects.toThrow(
        `killed.jsonl: line 2: not valid JSON at column 18: a string is not closed; ${cut}`,
      );
    }
    // A row broken over two lines ends early too, but the file goes on: nothing was cut.
    const split = file('split.jsonl', '{"task_id": "a",\n"passed": true}\n');
    const broken = await lines(split).catch((e: Error) => e);
    expect((broken as Error).message).toBe(
      `${split}: line 1: not valid JSON at column 17: the text ends before the JSON value does`,
    );
  });

  it('gives the column of a broken line ended by CRLF without its carriage return', async () => {
    const path = file('crlf.jsonl', '{"a": 1}\r\n{"a": 2\r\n');
    await expect(lines(path)).rejects.toThrow(
      `${path}: line 2: not valid JSON at column 8: the text ends before the JSON value does`,
    );
  });

  it('says a file that ends inside a character is cut short, not that it is not UTF-8', async () => {
    // 日 is E6 97 A5: the file stops after its second byte.
    const row = Buffer.from('{"task_id": "a", "passed": true}\n{"task_id": "b", "completion": "');
    const cut = file('cut-char.jsonl', Buffer.concat([row, Buffer.from([0xe6, 0x97])]));
    for (const size of [3, 1 << 20]) {
      await expect(lines(cut, size)).rejects.toThrow(
        'cut-char.jsonl: line 2, column 33: ends inside a UTF-8 character; the file is cut short',
      );
    }
    const document = file('cut-char.json', Buffer.concat([Buffer.from('[{"x": "'), Buffer.from([0xf0, 0x9f, 0x98])]));
    await expect(readJsonFile(document)).rejects.toThrow(
      `${document}: line 1, column 9: ends inside a UTF-8 character; the file is cut short`,
    );
    // The same bytes before a line's end are not UTF-8: nothing was cut.
    const inner = file('inner.jsonl', Buffer.concat([row, Buffer.from([0xe6, 0x97]), Buffer.from('"}\n')]));
    await expect(lines(inner)).rejects.toThrow('inner.jsonl: line 2, column 33: is not UTF-8 text (byte 0xE6)');
  });

  it('says a JSON file that ends before its value does is cut short', async () => {
    const path = file('cut.json', '[\n  {"task_id": 0, "reward": 1.0},\n  {"task_id": 1, "rew');
    await expect(readJsonFile(path)).rejects.toThrow(
      `${path}: not valid JSON at line 3, column 18: a string is not closed; the file is cut short`,
    );
    await expect(readJsonFile(file('open.json', '{"resolved_ids": ["a",\n'))).rejects.toThrow(
      /open\.json: not valid JSON at line 2, column 1: the text ends before the JSON value does; the file is cut short/,
    );
    // A fault before the end is not put on the end.
    const comma = await readJsonFile(file('comma.json', '{"a": [1,]}')).catch((e: Error) => e);
    expect((comma as Error).message).not.toContain('cut short');
  });

  it('says an empty results file is what a stopped run leaves, and an empty file of another kind only that it is empty', async () => {
    const stopped =
      ': is empty: the run that writes it likely stopped before writing its results (killed, out of time or ' +
      'memory, or failed): re-run the evaluation, or give the results file a finished run wrote';
    const json = file('empty.json', ' \n');
    await expect(readJsonFile(json)).rejects.toThrow(new InputError(json + stopped));
    const jsonl = file('empty.jsonl', '');
    await expect(lines(jsonl)).rejects.toThrow(new InputError(jsonl + stopped));
    await expect(readJsonFile(json, 'plan')).rejects.toThrow(new InputError(`${json}: is empty`));
  });

  it('says a JSON file a byte past the whole-file limit is over it, not at it', async () => {
    const path = file('huge.json', '');
    // Sparse: the size is checked before a byte is read.
    truncateSync(path, 512 * 1048576 + 1);
    await expect(readJsonFile(path)).rejects.toThrow(
      new InputError(`${path}: is 513 MiB; files over 512 MiB are not read whole`),
    );
  });

  it('reads only the first line, however large the file', async () => {
    const path = file('first.jsonl', `{"first": true}\r\n${'{"more": 1}\n'.repeat(10000)}`);
    expect(await firstLine(path)).toEqual({ text: '{"first": true}', complete: true, wholeFile: false });
    // A first line past 16 MiB is not a results row: read no further than that.
    const endless = file('endless.json', `{"a": "${'x'.repeat(17 * 1024 * 1024)}"}`);
    const first = await firstLine(endless);
    expect(first).toMatchObject({ complete: false, wholeFile: false });
    expect(first.text.length).toBe(16 * 1024 * 1024);
  });

  it('says when the first line is all the file holds', async () => {
    const whole = { text: '{"a": 1}', complete: true, wholeFile: true };
    expect(await firstLine(file('bare.json', '{"a": 1}'))).toEqual(whole);
    expect(await firstLine(file('ended.json', '\ufeff{"a": 1}\r\n \t\n'))).toEqual(whole);
    expect(await firstLine(file('blank-first.json', '\n{"a": 1}'))).toEqual({
      text: '{"a": 1}',
      complete: true,
      wholeFile: false,
    });
    expect(await firstLine(file('two.json', '{"a": 1}\n2'))).toEqual({
      text: '{"a": 1}',
      complete: true,
      wholeFile: false,
    });
    const long = `{"a": "${'x'.repeat(200_000)}"}`;
    expect(await firstLine(file('long.json', `${long}\n`))).toEqual({
      text: long,
      complete: true,
      wholeFile: true,
    });
    expect(await firstLine(file('long-more.json', `${long}\n${long}`))).toEqual({
      text: long,
      complete: true,
      wholeFile: false,
    });
  });
});

describe('a path that names nothing', () => {
  it('is told the names in its folder it likely meant: a typo, or another case', async () => {
    const folder = tempDir('passk-missing-');
    for (const name of ['baseline.json', 'candidate.json', 'Results.jsonl']) writeFileSync(join(folder, name), '{}');
    const refusal = (name: string) =>
      checkReadable(join(folder, name)).then(
        () => 'read',
        (error: Error) => error.message,
      );
    expect(await refusal('baseline.jsn')).toBe(
      `${join(folder, 'baseline.jsn')}: no such file; did you mean ${join(folder, 'baseline.json')}?`,
    );
    expect(await refusal('Candidate.json')).toBe(
      `${join(folder, 'Candidate.json')}: no such file; did you mean ${join(folder, 'candidate.json')}?`,
    );
    expect(await refusal('results.jsonl')).toBe(
      `${join(folder, 'results.jsonl')}: no such file; did you mean ${join(folder, 'Results.jsonl')}?`,
    );
    expect(await refusal('baseline.jsonl')).toBe(
      `${join(folder, 'baseline.jsonl')}: no such file; did you mean ${join(folder, 'baseline.json')}?`,
    );
    // A name near none in the folder gets no guess; the extension every results file has does not make it near.
    // The few results files the folder holds are named instead (in CI the runner's folders cannot be looked in).
    writeFileSync(join(folder, 'notes.txt'), '');
    expect(await refusal('humaneval.json')).toBe(
      `${join(folder, 'humaneval.json')}: no such file; ${folder}/ holds Results.jsonl, baseline.json and candidate.json`,
    );
    for (const name of ['a.json', 'nb.json', 'hot.json']) writeFileSync(join(folder, name), '{}');
    // More than four are not listed.
    expect(await refusal('nope.json')).toBe(`${join(folder, 'nope.json')}: no such file`);
    // A folder meant, written with a trailing slash.
    mkdirSync(join(folder, 'runs'));
    expect(await refusal('rusn/')).toBe(
      `${join(folder, 'rusn')}/: no such file; did you mean ${join(folder, 'runs')}?`,
    );
  });

  it('is told only of near names that could be what it meant: its extension or its kind, not any one letter', () => {
    const names = ['b.json', 'c.yml', 'X.json', 'baseline.json', 'run.yaml'];
    // A decoding config is JSON: a YAML file beside it is not meant, whatever its name.
    expect(nearPaths('dir/rnu.json', names, 'decoding config file')).toEqual([]);
    expect(nearPaths('dir/rnu.json', names, 'config file')).toEqual(['dir/run.yaml']);
    expect(nearPaths('dir/baselin.yml', names, 'decoding config file')).toEqual(['dir/baseline.json']);
    expect(nearPaths('dir/baseline.jsn', names, 'decoding config file')).toEqual(['dir/baseline.json']);
    expect(nearPaths('dir/run.yml', names, 'config file')).toEqual(['dir/run.yaml']);
    expect(nearPaths('dir/run.yml', names, 'results file')).toEqual([]);
    // Every one-letter name is one edit from every other: only the letter written another way is meant.
    expect(nearPaths('c.json', names, 'decoding config file')).toEqual([]);
    expect(nearPaths('x.json', names, 'decoding config file')).toEqual(['X.json']);
    expect(nearPaths('b.jsn', names)).toEqual(['b.json']);
  });

  it('is told, when it names a folder, the few files of its kind the folder holds, by the paths to give', async () => {
    const folder = tempDir('passk-folder-');
    await expect(checkReadable(folder)).rejects.toThrow(
      new InputError(`${folder}: is a directory, not a results file`),
    );
    for (const name of ['humaneval.json', 'run.yml', '.hidden.json']) writeFileSync(join(folder, name), '{}');
    await expect(checkReadable(folder)).rejects.toThrow(
      new InputError(`${folder}: is a directory, not a results file; it holds ${folder}/humaneval.json: give it`),
    );
    await expect(checkReadable(folder, 'config file')).rejects.toThrow(
      new InputError(
        `${folder}: is a directory, not a config file; it holds ${folder}/humaneval.json and ${folder}/run.yml: ` +
          'give one of them',
      ),
    );
    // A project's own JSON files (npm's, TypeScript's) are never results: not named for one.
    for (const name of ['package.json', 'package-lock.json', 'tsconfig.build.json']) {
      writeFileSync(join(folder, name), '{}');
    }
    await expect(checkReadable(folder)).rejects.toThrow(
      new InputError(`${folder}: is a directory, not a results file; it holds ${folder}/humaneval.json: give it`),
    );
    // Up to four are named; of more, none.
    for (const name of ['mbpp.json', 'ds1000.jsonl', 'swe.eval']) writeFileSync(join(folder, name), '{}');
    await expect(checkReadable(folder)).rejects.toThrow(
      new InputError(
        `${folder}: is a directory, not a results file; it holds ${folder}/ds1000.jsonl, ${folder}/humaneval.json, ` +
          `${folder}/mbpp.json and ${folder}/swe.eval: give one of them`,
      ),
    );
    writeFileSync(join(folder, 'apps.json'), '{}');
    await expect(checkReadable(folder)).rejects.toThrow(
      new InputError(`${folder}: is a directory, not a results file`),
    );
  });

  it('is told when its folder is not there either', async () => {
    const missing = join(dir, 'no-such-folder', 'baseline.json');
    await expect(checkReadable(missing)).rejects.toThrow(
      new InputError(`${missing}: no such file; there is no folder ${join(dir, 'no-such-folder')}`),
    );
  });
});

describe('wrapped results files', () => {
  const text = '{"task_id": "HumanEval/0", "passed": true}\r\n{"task_id": "HumanEval/1", "passed": false}\r\n';
  const utf16 =
    "is UTF-16 text (PowerShell 5's > and Out-File write it): save it as UTF-8, e.g. Out-File -Encoding utf8";
  const bigEndian = Buffer.from(text, 'utf16le').swap16();
  it.each([
    ['UTF-16 with its byte order mark (PowerShell 5)', Buffer.from(`\ufeff${text}`, 'utf16le'), utf16],
    ['UTF-16 big-endian', Buffer.concat([Buffer.from([0xfe, 0xff]), bigEndian]), utf16],
    ['UTF-16 without a byte order mark', Buffer.from(text, 'utf16le'), utf16],
    ['UTF-16 big-endian without a byte order mark', bigEndian, utf16],
    ['gzip', gzipSync(text), 'is gzip-compressed: decompress it (gunzip) and give the file it holds'],
    [
      'a Git LFS pointer',
      Buffer.from('version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab\nsize 12345\n'),
      'is a Git LFS pointer, not the file: fetch the file (git lfs pull, or actions/checkout with lfs: true) before ' +
        'reading it',
    ],
  ])('refuses %s with what to do, read as JSON or as JSONL', async (_name, bytes, what) => {
    const path = file('wrapped.jsonl', bytes);
    await expect(readJsonFile(path)).rejects.toThrow(`${path}: ${what}`);
    for (const size of [1, 1 << 20]) await expect(lines(path, size)).rejects.toThrow(`${path}: ${what}`);
  });
});

describe('text helpers', () => {
  it('decodes UTF-8 strictly, naming the file and place of bytes that are not', () => {
    expect(utf8Text(Buffer.from('é'), 'a.json', '')).toBe('é');
    expect(() => utf8Text(Buffer.from([0xff]), 'a.jsonl', '', 3)).toThrow(
      'a.jsonl: line 3, column 1: is not UTF-8 text (byte 0xFF)',
    );
    // A multi-line document: the line and column (in characters, after the BOM) of the first bad byte.
    const text = Buffer.concat([
      Buffer.from('\ufeff{\n  "model": "caf\u00e9",\n  "id": "na'),
      Buffer.from([0xef, 0x76]),
      Buffer.from('e"\n}\n'),
    ]);
    expect(() => utf8Text(text, 'a.json', '')).toThrow('a.json: line 3, column 12: is not UTF-8 text (byte 0xEF)');
    expect(() => utf8Text(Buffer.from([0x7b, 0x0a, 0x22, 0xe9]), 'a.json', '')).toThrow(
      'a.json: line 2, column 2: is not UTF-8 text (byte 0xE9)',
    );
    // Windows-1252 (Notepad's "ANSI", PowerShell 5's Set-Content) is told how to save it; bytes with a NUL are no text.
    const ansi = Buffer.from('{"model": "caf\u00e9"}', 'latin1');
    expect(() => utf8Text(ansi, 'a.json', '')).toThrow(
      'a.json: line 1, column 15: is not UTF-8 text (byte 0xE9): save it as UTF-8, e.g. Set-Content -Encoding utf8',
    );
    expect(() => utf8Text(Buffer.from([0x7b, 0x00, 0xe9]), 'a.json', '')).toThrow(
      /^a\.json: line 1, column 3: is not UTF-8 text \(byte 0xE9\)$/,
    );
    // Encoded surrogates, code points past U+10FFFF and overlong forms are not UTF-8 (RFC 3629).
    for (const bytes of [
      [0xed, 0xa0, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xe0, 0x80, 0xaf],
    ]) {
      const hex = bytes[0]!.toString(16).toUpperCase();
      expect(() => utf8Text(Buffer.from([0x61, ...bytes]), 'a.json', '')).toThrow(
        `a.json: line 1, column 2: is not UTF-8 text (byte 0x${hex})`,
      );
    }
    // The column on the first line counts no byte order mark.
    expect(() => utf8Text(Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0xff]), 'a.json', '')).toThrow(
      'a.json: line 1, column 2: is not UTF-8 text (byte 0xFF)',
    );
    // An entry of a zip keeps its name before the place, and is not told to be saved as UTF-8: no editor wrote it.
    expect(() => utf8Text(Buffer.from([0xc0, 0x80]), 'log.eval', 'header.json')).toThrow(
      /^log\.eval: header\.json: line 1, column 1: is not UTF-8 text \(byte 0xC0\)$/,
    );
  });

  it('drops a leading byte order mark only', () => {
    expect(withoutBom('\ufeff{}')).toBe('{}');
    expect(withoutBom('{}\ufeff')).toBe('{}\ufeff');
  });

  it('parses JSON, or gives undefined for text that is not', () => {
    expect(jsonOrUndefined('{"a": null}')).toEqual({ a: null });
    expect(jsonOrUndefined('null')).toBeNull();
    expect(jsonOrUndefined('{"a": }')).toBeUndefined();
  });
});

describe('shownPaths', () => {
  const shown = (paths: string[], cwd = '/repo') => paths.map((path) => shownPaths(paths, cwd).get(path));

  it('keeps a relative path, shows an absolute one relative to the working directory, else by its file name', () => {
    expect(shown(['evals/base.json'])).toEqual(['evals/base.json']);
    // As the user wrote it, outside the working directory too: their own words, not where the machine keeps it.
    expect(shown(['../b.json', '/tmp/imp.json'])).toEqual(['../b.json', 'imp.json']);
    expect(shown(['/repo/evals/base.json'])).toEqual(['evals/base.json']);
    expect(shown(['/tmp/run-7/base.json'])).toEqual(['base.json']);
    expect(shown(['/repository/base.json'])).toEqual(['base.json']);
    expect(shown(['/repo'])).toEqual(['repo']);
  });

  it('tells files of one name apart by as many of their last folders as it takes', () => {
    expect(shown(['/tmp/x/baseline/results.json', '/tmp/x/candidate/results.json'])).toEqual([
      'baseline/results.json',
      'candidate/results.json',
    ]);
    expect(shown(['/a/run/b/results.json', '/c/run/b/results.json', '/tmp/base.json'])).toEqual([
      'a/run/b/results.json',
      'c/run/b/results.json',
      'base.json',
    ]);
    expect(shown(['results.json', '/tmp/results.json'])).toEqual(['results.json', 'tmp/results.json']);
    expect(shown(['/repo/evals/results.json', '/tmp/evals/results.json'])).toEqual([
      'evals/results.json',
      'tmp/evals/results.json',
    ]);
  });

  it("keeps the run's folder of a name every run has, a results.json outside the working directory alone too", () => {
    // Every Terminal-Bench and tau2-bench run writes results.json: its folder is what names the run.
    expect(shown(['/tmp/2025-08-01__09-00-00/results.json'])).toEqual(['2025-08-01__09-00-00/results.json']);
    expect(shown(['/tmp/run-7/Results.JSON', '/tmp/base.json'])).toEqual(['run-7/Results.JSON', 'base.json']);
    expect(shown(['/results.json'])).toEqual(['results.json']);
  });
});

describe('readBytesAs', () => {
  it('reads the bytes from a file of their own name, names the label in the run and its warnings, and removes the folder', async () => {
    const root = tempDir('passk-bytes-');
    const temp = { root, prefix: 'fetched-' };
    let seen = '';
    const run = await readBytesAs(
      Buffer.from('{"c": 3}'),
      'evals/results.json',
      'main:evals/results.json',
      temp,
      (path) => {
        seen = path;
        return Promise.resolve({
          source: path,
          warnings: [`${path}: 2 problems skipped`],
          text: readFileSync(path, 'utf8'),
        });
      },
    );
    expect(basename(seen)).toBe('results.json');
    expect(dirname(dirname(seen))).toBe(root);
    expect(basename(dirname(seen))).toMatch(/^fetched-/);
    expect(run).toEqual({
      source: 'main:evals/results.json',
      warnings: ['main:evals/results.json: 2 problems skipped'],
      text: '{"c": 3}',
    });
    expect(readdirSync(root)).toEqual([]);
  });

  it("names the label in a reader's InputError and removes the folder; other errors pass as they are", async () => {
    const root = tempDir('passk-bytes-');
    const temp = { root, prefix: 'fetched-' };
    const refuse = (path: string) => Promise.reject(new InputError(`${path}: not a results file`));
    await expect(readBytesAs(Buffer.from('x'), 'a.json', 'runs:/abc/a.json', temp, refuse)).rejects.toThrow(
      new InputError('runs:/abc/a.json: not a results file'),
    );
    const crash = () => Promise.reject(new TypeError('boom'));
    await expect(readBytesAs(Buffer.from('x'), 'a.json', 'label', temp, crash)).rejects.toThrow(new TypeError('boom'));
    expect(readdirSync(root)).toEqual([]);
  });
});

describe('writeOutputFile', () => {
  it('says an output path that is a folder, or in no folder, is one', async () => {
    const folder = tempDir('passk-output-');
    await expect(writeOutputFile(folder, '{}', '--json')).rejects.toThrow(`--json ${folder}: is a directory`);
    const lost = join(folder, 'no-such', 'report.json');
    await expect(writeOutputFile(lost, '{}', '--json')).rejects.toThrow(`--json ${lost}: its folder does not exist`);
  });
});

describe('ioProblem', () => {
  it('says that too many open files is the process limit, and how to stay under it, not a fault of the file', () => {
    for (const code of ['EMFILE', 'ENFILE']) {
      const error = Object.assign(new Error(`${code}: too many open files, open 'a.json'`), { code });
      expect(ioProblem(error)).toBe(
        `cannot be read now: too many files are open at once (${code}); read fewer at a time, or raise the limit (ulimit -n)`,
      );
    }
    expect(ioProblem(Object.assign(new Error('EIO'), { code: 'EIO' }))).toBe('cannot be read (EIO)');
  });
});

describe('backslashError on Windows', () => {
  it('names a \\ that double quotes read as an escape, and leaves a \\ between folders, a path there', async () => {
    const runs = join(tempDir('passk-files-windows-'), 'runs');
    mkdirSync(runs);
    writeFileSync(join(runs, 'a.json'), '{}');
    writeFileSync(join(runs, 'baseline.json'), '{}');
    // "runs\baseline.json" in double quotes in a workflow's with: (YAML) is read with a backspace for its \b.
    expect((await backslashError(`${runs}\baseline.json`, 'file', '\\'))?.message).toBe(
      `${runs}\\baseline.json: no such file; in double quotes, \\b is an escape: write / between folders: ${runs}/baseline.json`,
    );
    expect((await backslashError(`${runs}\x07.json`, 'file', '\\'))?.message).toBe(
      `${runs}\\a.json: no such file; in double quotes, \\a is an escape: write / between folders: ${runs}/a.json`,
    );
    expect(await backslashError(`${runs}\\a.json`, 'file', '\\')).toBeUndefined();
  });
});
