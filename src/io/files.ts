import { constants } from 'node:buffer';
import { createReadStream } from 'node:fs';
import { mkdtemp, open, readdir, readFile, rm, stat, writeFile, type FileHandle } from 'node:fs/promises';
import { basename, dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { InputError, inputError } from '../common/errors.js';
import { listWords } from '../common/lists.js';
import { meantWords, sameWords } from '../common/nearest.js';
import { CUT_SHORT, parseJson } from './json-syntax.js';
import { isMlflowUri } from './mlflow-uri.js';

/** Bytes read per chunk; a line is held in memory only until it has been handed on. */
const CHUNK_BYTES = 1 << 20;

/**
 * Largest results file read whole into memory (JSON documents; JSONL is streamed): 512 MiB, or less where a
 * string that long would not fit in one JavaScript string (UTF-8 text never decodes to more units than bytes).
 */
const MAX_WHOLE_FILE_BYTES = Math.min(512 * 1024 * 1024, constants.MAX_STRING_LENGTH);

/** Longest line of a JSONL file: a results row is kilobytes; a file without line breaks is not JSONL. */
const MAX_LINE_BYTES = 64 * 1024 * 1024;

/** Longest first line `readFirstLine` looks at. */
const FIRST_LINE_LIMIT = 16 * 1024 * 1024;

/** A decoder that refuses invalid UTF-8 (it keeps no state between calls). */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** Whether a path holds the characters of a glob: `*`, `?`, `[...]` or `{a,b}`. */
export function hasGlobCharacters(path: string): boolean {
  return /[*?[{]/.test(path);
}

/**
 * The files a glob matches, unsorted: relative to the working directory, or absolute for an absolute glob. Its
 * folders before the first glob character are as the file system reads them; the rest matches in `caseSensitive`.
 */
export async function globFiles(pattern: string, caseSensitive = true): Promise<string[]> {
  // Loaded only by a run given a glob.
  const { glob } = await import('tinyglobby');
  return glob(sep === '\\' ? pattern.replaceAll('\\', '/') : pattern, {
    absolute: isAbsolute(pattern),
    caseSensitiveMatch: caseSensitive,
    expandDirectories: false,
    onlyFiles: true,
  });
}

/** The characters the escapes of double quotes that a Windows path can hold (`\b`, `\n`, `\t`, ...) read as, and their letters. */
const ESCAPES: Readonly<Record<string, string>> = {
  '\0': '0',
  '\x07': 'a',
  '\b': 'b',
  '\t': 't',
  '\n': 'n',
  '\v': 'v',
  '\f': 'f',
  '\r': 'r',
  '\x1b': 'e',
  '\x85': 'N',
  '\u2028': 'L',
  '\u2029': 'P',
};
const ESCAPED = /[\0\x07\b\t\n\v\f\r\x1b\x85\u2028\u2029]/g;

/**
 * What to write for a path written as on Windows that names nothing on this system: with `\` between folders (here
 * part of a name) while its `/` form names something, that form; with a drive (`C:\work\results\a.json`) the
 * nearest end of the path that is there (`results/a.json`). On Windows (`separator` `\`), where both are paths,
 * only a `\` that double quotes read as an escape. Undefined otherwise. `how` says why.
 */
export async function backslashFix(path: string, separator = sep): Promise<{ how: string; path: string } | undefined> {
  // A `\` that YAML or JSON read as an escape in double quotes (`"evals\baseline.json"` in a workflow's with:, whose
  // `\b` is a backspace) is written back as it was.
  const slashed = path.replace(ESCAPED, (char) => `/${ESCAPES[char]}`).replaceAll('\\', '/');
  const escape = path.match(ESCAPED)?.[0];
  const windows = separator === '\\';
  const drive = windows ? null : /(^|\/)[A-Za-z]:\//.exec(slashed);
  if ((windows ? escape === undefined : slashed === path && drive === null) || isMlflowUri(path)) return undefined;
  if (await exists(path, 'anything')) return undefined;
  const candidates = [slashed];
  if (drive !== null) {
    const folder = slashed.slice(0, drive.index + drive[1]!.length);
    const parts = slashed.slice(drive.index + drive[0].length).split('/');
    candidates.push(...parts.map((_part, i) => folder + parts.slice(i).join('/')));
  }
  for (const candidate of candidates) {
    const there = hasGlobCharacters(candidate)
      ? (await globFiles(candidate)).length > 0
      : await exists(candidate, 'anything');
    if (there) {
      // On Windows a `\` is a separator too: only the escape is the slip.
      const how = windows
        ? `in double quotes, \\${ESCAPES[escape!]} is an escape: write / between folders`
        : drive === null
          ? 'write / between folders'
          : `${drive[0].slice(drive[1]!.length, -1)} is a Windows drive: write the path without it, with / between folders`;
      return { how, path: candidate };
    }
  }
  return undefined;
}

/**
 * The error for a path written as on Windows that names nothing on this system, saying what to write
 * (`backslashFix`); undefined when there is nothing to say. Every input path that is missing is checked
 * (`checkReadable`), so the hint is the same for each.
 */
export async function backslashError(path: string, what = 'file', separator = sep): Promise<InputError | undefined> {
  const fix = await backslashFix(path, separator);
  // The path as written: `evals\baseline.json`, not a backspace.
  const written = path.replace(ESCAPED, (char) => `\\${ESCAPES[char]}`);
  return fix === undefined ? undefined : new InputError(`${written}: no such ${what}; ${fix.how}: ${fix.path}`);
}

/**
 * The file's size; an `InputError` naming the file when it is missing, out of reach, or not a regular file
 * (a directory, or a device or pipe, which could be endless and cannot be read twice). `kind` says what the
 * file was meant to be.
 */
export async function checkReadable(file: string, kind = 'results file'): Promise<number> {
  // `-` is stdout for an output, but an input is read twice (detected, then parsed): a pipe cannot be.
  const toFile = `write it to a file and give that file's path`;
  if (file === '-') throw inputError(file, '', `a ${kind} is not read from stdin: ${toFile}`);
  // `--baseline "$BASELINE"` with the variable unset.
  if (file === '') throw new InputError(`the path of a ${kind} is empty: give the file's path`);
  const info = await stat(file).catch(async (error: unknown) => {
    throw (
      (await backslashError(file)) ??
      inputError(file, '', ioProblem(error) + (await missingPathHint(file, kind, error)))
    );
  });
  if (info.isDirectory()) {
    // Each by its path, to paste in place of the folder's.
    const held = (await filesOfKind(file, kind)).map((name) => join(file, name));
    const give =
      held.length === 0 ? '' : `; it holds ${listWords(held, 'and')}: give ${held.length === 1 ? 'it' : 'one of them'}`;
    throw inputError(file, '', `is a directory, not a ${kind}${give}`);
  }
  if (!info.isFile()) {
    throw inputError(
      file,
      '',
      `is not a regular file (a device, pipe or socket), so it cannot be read as a ${kind}: ${toFile}`,
    );
  }
  return info.size;
}

/** The extensions of the files of each kind `checkReadable` reads, for naming those a folder holds. */
const KIND_EXTENSIONS: Readonly<Record<string, RegExp>> = {
  'results file': /\.(json|jsonl|eval)$/i,
  'config file': /\.(ya?ml|json)$/i,
  'decoding config file': /\.json$/i,
  plan: /\.json$/i,
  "look's report": /\.json$/i,
};

/**
 * The JSON files tools keep beside a project's sources (npm, TypeScript, Deno, Renovate, ...): never results, so a
 * hint that named them would send the user to a file that is refused.
 */
const PROJECT_FILES =
  /^(package|package-lock|npm-shrinkwrap|tsconfig(\..+)?|jsconfig|deno|renovate|composer|lerna|nx|turbo|vercel|biome)\.json$/i;

/** Most files `filesOfKind` names: a folder of more is not listed. */
const FILES_NAMED = 4;

/**
 * The names of the files of `kind` (by extension) in `folder`, sorted; none when it holds more than a few or
 * cannot be listed. In CI a user cannot look in the runner's folders: the names say what the eval wrote.
 */
async function filesOfKind(folder: string, kind: string, names?: string[]): Promise<string[]> {
  const extension = KIND_EXTENSIONS[kind];
  const listed = names ?? (await readdir(folder).catch(() => []));
  const project = (name: string) => kind === 'results file' && PROJECT_FILES.test(name);
  const held = listed.filter((name) => extension?.test(name) === true && !name.startsWith('.') && !project(name));
  return held.length > FILES_NAMED ? [] : held.sort();
}

/** "; there is no folder F" when nothing is at `folder`, else ''. */
export async function missingFolderHint(folder: string): Promise<string> {
  return (await exists(folder, 'anything')) ? '' : `; there is no folder ${folder}`;
}

/**
 * What to try for a path that names nothing: the files in its folder it likely meant (`nearPaths`), else the few
 * files of its kind the folder holds (`filesOfKind`), or that the folder is not there either; '' for any other
 * error. `except` (a config file, which names this path) is never offered.
 */
export async function missingPathHint(path: string, kind: string, error: unknown, except?: string): Promise<string> {
  if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return '';
  const folder = dirname(path);
  const listed = await readdir(folder).catch(() => undefined);
  if (listed === undefined) return missingFolderHint(folder);
  const names = except === undefined ? listed : listed.filter((name) => resolve(folder, name) !== resolve(except));
  const name = basename(path);
  if (name === '') return '';
  const files = nearPaths(path, names, kind);
  if (files.length > 0) return `; did you mean ${files.join(' or ')}?`;
  const held = await filesOfKind(folder, kind, names);
  const folderPart = path.slice(0, path.lastIndexOf(name));
  return held.length === 0 ? '' : `; ${folderPart === '' ? 'this folder' : folderPart} holds ${listWords(held, 'and')}`;
}

/**
 * The files among `names` (those of the path's folder) that a path naming nothing likely meant, written as the path
 * was. Names are compared without their extensions (`meantWords`: a typo, another case, or another extension),
 * which every results file shares: `nope.json` is not near `hot.json`. Only a name with the path's extension or
 * one of `kind`'s is meant (a JSON file is not a YAML config beside it); a one-letter name is one edit from any
 * other, so it is meant only written another way (`X.json` for `x.json`).
 */
export function nearPaths(path: string, names: readonly string[], kind = 'results file'): string[] {
  const name = basename(path);
  if (name === '') return [];
  const stem = (file: string) => file.replace(/(.)\.[^.]*$/, '$1');
  const extension = (file: string) => extname(file).toLowerCase();
  const fits = names.filter(
    (other) => extension(other) === extension(name) || KIND_EXTENSIONS[kind]?.test(other) === true,
  );
  const word = stem(name);
  const meant = new Set((word.length === 1 ? sameWords : meantWords)(word, fits.map(stem)));
  // Up to the name, which a trailing slash may follow (`resuts/`).
  const folderPart = path.slice(0, path.lastIndexOf(name));
  return fits.filter((other) => meant.has(stem(other))).map((other) => folderPart + other);
}

/**
 * Whether `path` names a regular file (`what` = `file`: one `checkReadable` takes) or, with `anything`, whatever
 * is there, a folder too; never throws.
 */
export async function exists(path: string, what: 'file' | 'anything'): Promise<boolean> {
  const info = await stat(path).catch(() => undefined);
  return info !== undefined && (what === 'anything' || info.isFile());
}

/** What an I/O error means for the user, in a few words. */
export function ioProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'is a directory, not a results file';
  // The process's limit, met by many reads at once (Promise.all over compares), not a fault of the file.
  if (code === 'EMFILE' || code === 'ENFILE')
    return `cannot be read now: too many files are open at once (${code}); read fewer at a time, or raise the limit (ulimit -n)`;
  return `cannot be read (${code ?? (error as Error).message})`;
}

/** `done`, its I/O failure turned into an `InputError` that names the file. */
export function orInputError<T>(file: string, done: Promise<T>): Promise<T> {
  return done.catch((error: unknown) => {
    throw inputError(file, '', ioProblem(error));
  });
}

/**
 * A JSON file's parsed document (read as UTF-8 text, then parsed), turning every I/O failure into an
 * `InputError` that names the file, as it does a file that holds only whitespace ("is empty").
 */
export async function readJsonFile(file: string, kind?: string): Promise<unknown> {
  const size = await checkReadable(file, kind);
  if (size > MAX_WHOLE_FILE_BYTES) {
    // Rounded up, as the config's size is: a file a byte over is not "512 MiB", which reads as within the limit.
    throw inputError(
      file,
      '',
      `is ${Math.ceil(size / 1048576)} MiB; files over ${Math.round(MAX_WHOLE_FILE_BYTES / 1048576)} MiB are not read whole`,
    );
  }
  return documentOf(await readDocumentText(file), file, kind);
}

/**
 * A JSON file's text (`documentText`), read in a function of its own: once it returns, nothing holds the bytes,
 * so they are garbage while the text is parsed (a file read whole can be hundreds of megabytes).
 */
async function readDocumentText(file: string): Promise<string> {
  return documentText(await orInputError(file, readFile(file)), file);
}

/** A JSON file's document from its bytes, as `readJsonFile` reads it. */
export function jsonFromBytes(bytes: Uint8Array, file: string): unknown {
  return documentOf(documentText(bytes, file), file);
}

/** A JSON file's bytes as text: refused when wrapped (`refuseWrapped`) or not UTF-8. */
function documentText(bytes: Uint8Array, file: string): string {
  refuseWrapped(file, bytes);
  return utf8Text(bytes, file, '', undefined, true);
}

/** The document a JSON file's text holds; a text of nothing but whitespace "is empty" (`emptyError`). */
function documentOf(text: string, file: string, kind?: string): unknown {
  // trim() removes a byte order mark too: a file of nothing else holds no value.
  if (text.trim() === '') throw emptyError(file, kind);
  return parseJson(withoutBom(text), file, '', true);
}

/** A file that holds nothing: for a results file, what that usually means and what to do. */
function emptyError(file: string, kind = 'results file'): InputError {
  // Harnesses write their results at the end, and a shell's `> file` makes the file before the command runs.
  const why =
    kind === 'results file'
      ? ': the run that writes it likely stopped before writing its results (killed, out of time or memory, or ' +
        'failed): re-run the evaluation, or give the results file a finished run wrote'
      : '';
  return inputError(file, '', `is empty${why}`);
}

/** The start of a Git LFS pointer file (git-lfs.github.com/spec/v1), which a checkout without LFS leaves. */
const LFS_POINTER = Buffer.from('version https://git-lfs.github.com/spec/');

/**
 * What a file that opens with `head` is, when it is a results file wrapped in a way tools do, not UTF-8 JSON:
 * UTF-16 text, a gzip file or a Git LFS pointer; undefined otherwise. Each is refused with its fix, not decoded:
 * every reader works on UTF-8 bytes (JSONL is split at newline bytes, a JSON document decoded whole).
 */
function wrappedFile(head: Uint8Array): string | undefined {
  const [a, b, c, d] = head;
  // A byte order mark, or ASCII's NUL at every other byte (JSON text never holds a NUL).
  const nulEveryOther = d !== undefined && ((a !== 0 && b === 0 && d === 0) || (a === 0 && c === 0 && b !== 0));
  if ((a === 0xff && b === 0xfe) || (a === 0xfe && b === 0xff) || nulEveryOther) {
    return "is UTF-16 text (PowerShell 5's > and Out-File write it): save it as UTF-8, e.g. Out-File -Encoding utf8";
  }
  if (a === 0x1f && b === 0x8b) return 'is gzip-compressed: decompress it (gunzip) and give the file it holds';
  if (LFS_POINTER.equals(head.subarray(0, LFS_POINTER.length))) {
    return (
      'is a Git LFS pointer, not the file: fetch the file (git lfs pull, or actions/checkout with lfs: true) ' +
      'before reading it'
    );
  }
  return undefined;
}

/** An `InputError` naming `file` when its first bytes show a wrapped results file (`wrappedFile`). */
export function refuseWrapped(file: string, head: Uint8Array): void {
  const wrapped = wrappedFile(head);
  if (wrapped !== undefined) throw inputError(file, '', wrapped);
}

/**
 * Strictly decoded UTF-8 text, else an `InputError` at `file`, `location` naming the line and column of the first
 * byte that is not UTF-8; `lineNumber` says which line of the file `bytes` are, when they are one line of it.
 * `endsFile` says the bytes run to the file's end, so that a character they end inside is a file cut short.
 * `around`: the bytes read with them (a JSONL line's chunk), a NUL among which makes the file binary, not text.
 */
export function utf8Text(
  bytes: Uint8Array,
  file: string,
  location: string,
  lineNumber?: number,
  endsFile = false,
  around: Uint8Array = bytes,
): string {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    const { at: bad, cut } = firstBadByte(bytes);
    const lineStart = bytes.subarray(0, bad).lastIndexOf(0x0a) + 1;
    let line = lineNumber ?? 1;
    if (lineNumber === undefined)
      for (let at = bytes.indexOf(0x0a); at !== -1 && at < bad; at = bytes.indexOf(0x0a, at + 1)) line++;
    const before = strictUtf8.decode(bytes.subarray(lineStart, bad));
    const column = (line === 1 ? withoutBom(before) : before).length + 1;
    const place = [location, `line ${line}, column ${column}`].filter((part) => part !== '').join(': ');
    if (cut && endsFile) throw inputError(file, place, `ends inside a UTF-8 character; ${CUT_SHORT}`);
    const byte = bytes[bad]!.toString(16).toUpperCase().padStart(2, '0');
    // Text in another encoding (Notepad's "ANSI", PowerShell 5's Set-Content: Windows-1252), not a binary file's NULs,
    // nor an entry of a zip (`location`), which no editor saved.
    const resaved = location === '' && !bytes.includes(0) && !around.includes(0);
    const step = resaved ? ': save it as UTF-8, e.g. Set-Content -Encoding utf8' : '';
    throw inputError(file, place, `is not UTF-8 text (byte 0x${byte})${step}`);
  }
}

/**
 * The offset of the first byte that starts no valid UTF-8 character (RFC 3629: no overlong forms, surrogates or
 * code points past U+10FFFF), a character the text ends inside of too (`cut`); `bytes.length` when there is none.
 */
function firstBadByte(bytes: Uint8Array): { at: number; cut: boolean } {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    const length = lead >= 0xc2 && lead <= 0xdf ? 2 : lead >= 0xe0 && lead <= 0xef ? 3 : lead >= 0xf0 ? 4 : 0;
    if (length === 0 || lead > 0xf4) return { at: i, cut: false };
    // The second byte's range excludes overlong forms (E0, F0), surrogates (ED) and code points past U+10FFFF (F4).
    const low = lead === 0xe0 ? 0xa0 : lead === 0xf0 ? 0x90 : 0x80;
    const high = lead === 0xed ? 0x9f : lead === 0xf4 ? 0x8f : 0xbf;
    const second = bytes[i + 1];
    if (second === undefined || second < low || second > high) return { at: i, cut: second === undefined };
    for (let j = 2; j < length; j++) {
      const next = bytes[i + j];
      if (next === undefined || (next & 0xc0) !== 0x80) return { at: i, cut: next === undefined };
    }
    i += length;
  }
  return { at: i, cut: false };
}

/** Text without the byte order mark it may start with. */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** JSON text's value, or undefined when it is not JSON (for guessing what a text holds, not for reading it). */
export function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Parses JSON text (after a BOM, if any), turning a syntax error into an `InputError` that names the file. */
export function parseJsonText(text: string, file: string): unknown {
  return parseJson(withoutBom(text), file, '');
}

/**
 * Streams a JSONL file, calling `onLine` with each non-blank line's parsed value and its 1-based line number; a
 * file with no such line is an `InputError` ("is empty").
 * Memory stays bounded by the longest line (at most `MAX_LINE_BYTES`), whatever the file's size. Lines are
 * split on the newline byte (which never occurs inside a UTF-8 character) and decoded one by one, so invalid
 * UTF-8 or JSON is an `InputError` naming the file and the exact line. `chunkBytes` is the read size (tests make
 * it tiny to split lines and characters across chunks).
 */
export async function readJsonLines(
  file: string,
  onLine: (value: unknown, line: number) => void,
  options: { chunkBytes?: number } = {},
): Promise<void> {
  const size = await checkReadable(file);
  let line = 0;
  let values = 0;
  // `last`: the file's last line, which no newline ends; `chunk`: the bytes read with the line (`utf8Text`).
  const emit = (bytes: Uint8Array, last = false, chunk = bytes): void => {
    line++;
    // The first line starts where the file does.
    if (line === 1) refuseWrapped(file, bytes);
    let text = utf8Text(bytes, file, '', line, last, chunk);
    if (text.endsWith('\r')) text = text.slice(0, -1);
    if (line === 1) text = withoutBom(text);
    if (text.trim() === '') return;
    values++;
    onLine(parseJson(text, file, `line ${line}`, last), line);
  };
  const tooLong = () =>
    inputError(file, `line ${line + 1}`, `is longer than ${MAX_LINE_BYTES / 1048576} MiB: not a JSONL results file`);
  // A small file's chunk is the file's size: a stream allocates a whole chunk for every read.
  const chunkBytes = Math.max(1, Math.min(size, options.chunkBytes ?? CHUNK_BYTES));
  const stream = createReadStream(file, { highWaterMark: chunkBytes });
  let carry: Buffer[] = [];
  let carried = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let start = 0;
      for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
        const piece = chunk.subarray(start, end);
        if (carried + piece.length > MAX_LINE_BYTES) throw tooLong();
        emit(carry.length === 0 ? piece : Buffer.concat([...carry, piece]), false, chunk);
        carry = [];
        carried = 0;
        start = end + 1;
      }
      if (start < chunk.length) {
        carried += chunk.length - start;
        if (carried > MAX_LINE_BYTES) throw tooLong();
        carry.push(chunk.subarray(start));
      }
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'InputError') throw error;
    throw inputError(file, '', ioProblem(error));
  } finally {
    stream.destroy();
  }
  if (carry.length > 0) emit(Buffer.concat(carry), true);
  if (values === 0) throw emptyError(file);
}

/** A file's first line that is not blank, as `readFirstLine` reads it. */
interface FirstLine {
  /** The line, without its newline (and without a byte order mark or a carriage return at its ends). */
  text: string;
  /** Whether the line was read to its end, not cut at the limit. */
  complete: boolean;
  /** Whether the line is all the file holds: no blank line before it, nothing but whitespace after it. */
  wholeFile: boolean;
}

/** Whether bytes are all JSON whitespace. */
function isBlank(bytes: Uint8Array): boolean {
  return bytes.every((byte) => byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d);
}

/** How much of a file is read first to tell its format: in one read, and all of a small file. */
const OPENING_BYTES = 64 * 1024;

/** A file's first bytes (all of it when `bytes.length === size`) and its size. */
interface Opening {
  bytes: Buffer;
  size: number;
}

/** A file's opening: its first `OPENING_BYTES` bytes, read at once. */
export async function readOpening(file: string): Promise<Opening> {
  const size = await checkReadable(file);
  return { bytes: await readHead(file, Math.min(size, OPENING_BYTES)), size };
}

/**
 * The first line of a file that is not blank (without its newline), from its opening, read further (up to a
 * limit) when the line runs past it; for telling formats apart, and for reading a one-line JSON document once.
 */
export async function readFirstLine(file: string, { bytes, size }: Opening): Promise<FirstLine> {
  let first = firstLineOf(bytes, size);
  // A line past the opening is read again from the file's start, 16 times as much each time: a long first row of
  // a large JSONL file costs a megabyte or so, not the whole limit.
  for (let read = bytes.length; !first.complete && read < Math.min(size, FIRST_LINE_LIMIT);) {
    read = Math.min(Math.max(read, OPENING_BYTES) * 16, size, FIRST_LINE_LIMIT);
    first = firstLineOf(await readHead(file, read), size);
  }
  return first;
}

/** The first line that is not blank in a file's first `bytes`, of `size` in all (`readFirstLine`). */
function firstLineOf(bytes: Uint8Array, size: number): FirstLine {
  const all = bytes.length >= size;
  let start = 0;
  for (let newline = bytes.indexOf(0x0a); newline !== -1; newline = bytes.indexOf(0x0a, start)) {
    const text = decodeLoose(bytes.subarray(start, newline));
    if (text.trim() !== '') {
      return { text, complete: true, wholeFile: start === 0 && all && isBlank(bytes.subarray(newline + 1)) };
    }
    start = newline + 1;
  }
  return { text: decodeLoose(bytes.subarray(start)), complete: all, wholeFile: all && start === 0 };
}

function decodeLoose(bytes: Uint8Array): string {
  return withoutBom(new TextDecoder('utf-8').decode(bytes)).replace(/\r$/, '');
}

/** `length` bytes of an open file from `position`, fewer where the file ends first. */
export async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let done = 0;
  while (done < length) {
    const { bytesRead } = await handle.read(buffer, done, length - done, position + done);
    if (bytesRead === 0) break;
    done += bytesRead;
  }
  return done === length ? buffer : buffer.subarray(0, done);
}

/** Up to the first `bytes` bytes of a file. */
export async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await orInputError(file, open(file, 'r'));
  try {
    return await orInputError(file, readAt(handle, 0, bytes));
  } finally {
    await handle.close();
  }
}

/** File names harnesses give every run, which say nothing of which run a file is. */
export const GENERIC_NAMES = /^results\.json$/i;

/**
 * Paths as reports show them, each told apart from the others: a relative path as given (`../b.json` too: the
 * user's own words); an absolute one relative to the working directory when it lies inside it, else by its last
 * parts, as few as keep it apart from every other path shown (`base.json`, or `baseline/results.json` beside
 * `candidate/results.json`), and at least its folder for a name every run has (`run-7/results.json`), so that no
 * comment shows where a machine keeps its files.
 */
export function shownPaths(paths: readonly string[], cwd: string = process.cwd()): Map<string, string> {
  const shown = new Map<string, string>();
  const outside: { path: string; parts: string[] }[] = [];
  for (const path of new Set(paths)) {
    const inside = relative(cwd, path);
    if (!isAbsolute(path)) shown.set(path, path);
    else if (inside !== '' && !inside.startsWith('..') && !isAbsolute(inside)) shown.set(path, inside);
    else outside.push({ path, parts: path.split(/[\\/]+/).filter((part) => part !== '') });
  }
  const taken = new Set(shown.values());
  const tail = (parts: string[], depth: number) => parts.slice(-depth).join('/');
  for (const { path, parts } of outside) {
    const clashes = (depth: number) =>
      taken.has(tail(parts, depth)) ||
      outside.some((other) => other.path !== path && tail(other.parts, depth) === tail(parts, depth));
    let depth = parts.length > 1 && GENERIC_NAMES.test(parts.at(-1)!) ? 2 : 1;
    while (depth < parts.length && clashes(depth)) depth++;
    shown.set(path, tail(parts, depth));
  }
  return shown;
}

/**
 * Reads `bytes` (a results file fetched from elsewhere) by writing them to a fresh folder under `temp.root` under
 * the file's own `name`, so that every format's reader works on them; the report and every message name the file
 * `label` instead of the temporary path. The folder is removed whatever happens.
 */
export async function readBytesAs<T extends { source: string; warnings: string[] }>(
  bytes: Buffer,
  name: string,
  label: string,
  temp: { root: string; prefix: string },
  read: (file: string) => Promise<T>,
): Promise<T> {
  const folder = await mkdtemp(join(temp.root, temp.prefix));
  const file = join(folder, basename(name));
  const named = (text: string): string => text.split(file).join(label);
  try {
    await writeFile(file, bytes);
    const run = await read(file);
    return { ...run, source: label, warnings: run.warnings.map(named) };
  } catch (error) {
    if (error instanceof InputError) throw new InputError(named(error.message));
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * Writes a text file a command outputs; a folder that does not exist or may not be written is the user's (or the
 * runner's) to fix, an `InputError` that begins with `label` and the path.
 */
export async function writeOutputFile(path: string, text: string, label: string): Promise<void> {
  try {
    await writeFile(path, text);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'ENOENT'
        ? 'its folder does not exist'
        : code === 'EACCES' || code === 'EPERM'
          ? 'permission denied'
          : code === 'EISDIR'
            ? 'is a directory'
            : `cannot be written (${code ?? (error as Error).message})`;
    throw new InputError(`${label} ${path}: ${why}`);
  }
}
