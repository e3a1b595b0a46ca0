import { createReadStream } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { inputError } from '../errors.js';

/** Bytes read per chunk; a line is held in memory only until it has been handed on. */
const CHUNK_BYTES = 1 << 20;

/** Largest results file read whole into memory (JSON documents; JSONL is streamed). */
export const MAX_WHOLE_FILE_BYTES = 512 * 1024 * 1024;

/** Longest first line `readFirstLine` looks at. */
const FIRST_LINE_LIMIT = 16 * 1024 * 1024;

export interface JsonLinesOptions {
  /** Read size; tests make it tiny to split lines and characters across chunks. */
  chunkBytes?: number;
}

/** The file's size; an `InputError` naming the file when it is missing, a directory or out of reach. */
export async function checkReadable(file: string): Promise<number> {
  try {
    const info = await stat(file);
    if (info.isDirectory()) throw inputError(file, '', 'is a directory, not a results file');
    return info.size;
  } catch (error) {
    if (error instanceof Error && error.name === 'InputError') throw error;
    throw inputError(file, '', ioProblem(error));
  }
}

/** What an I/O error means for the user, in a few words. */
export function ioProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'is a directory, not a results file';
  return `cannot be read (${code ?? (error as Error).message})`;
}

/** Reads a whole file's bytes, turning every I/O failure into an `InputError` that names the file. */
async function readWholeFile(file: string): Promise<Uint8Array> {
  const size = await checkReadable(file);
  if (size > MAX_WHOLE_FILE_BYTES) {
    throw inputError(file, '', `is ${Math.round(size / 1048576)} MiB; files over ${MAX_WHOLE_FILE_BYTES / 1048576} MiB are not read whole`);
  }
  try {
    return await readFile(file);
  } catch (error) {
    throw inputError(file, '', ioProblem(error));
  }
}

/** Reads a file as UTF-8 text, turning every I/O failure into an `InputError` that names the file. */
export async function readTextFile(file: string): Promise<string> {
  const bytes = await readWholeFile(file);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw inputError(file, '', 'is not UTF-8 text');
  }
}

/**
 * Streams a JSONL file, calling `onLine` with each non-blank line's parsed value and its 1-based line number.
 * Memory stays bounded by the longest line, whatever the file's size. Lines are split on the newline byte
 * (which never occurs inside a UTF-8 character) and decoded one by one, so invalid UTF-8 or JSON is an
 * `InputError` naming the file and the exact line.
 */
export async function readJsonLines(
  file: string,
  onLine: (value: unknown, line: number) => void,
  options: JsonLinesOptions = {},
): Promise<void> {
  await checkReadable(file);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let line = 0;
  const emit = (bytes: Uint8Array): void => {
    line++;
    let text: string;
    try {
      text = decoder.decode(bytes);
    } catch {
      throw inputError(file, `line ${line}`, 'is not UTF-8 text');
    }
    if (text.endsWith('\r')) text = text.slice(0, -1);
    if (line === 1 && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    if (text.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw inputError(file, `line ${line}`, `not valid JSON (${(error as Error).message})`);
    }
    onLine(value, line);
  };
  const stream = createReadStream(file, { highWaterMark: options.chunkBytes ?? CHUNK_BYTES });
  let carry: Buffer[] = [];
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let start = 0;
      for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
        const piece = chunk.subarray(start, end);
        emit(carry.length === 0 ? piece : Buffer.concat([...carry, piece]));
        carry = [];
        start = end + 1;
      }
      if (start < chunk.length) carry.push(chunk.subarray(start));
    }
  } catch (error) {
    if (error instanceof Error && error.name === 'InputError') throw error;
    throw inputError(file, '', ioProblem(error));
  } finally {
    stream.destroy();
  }
  if (carry.length > 0) emit(Buffer.concat(carry));
}

/** The first line of a file (without its newline), read up to a limit; for telling formats apart. */
export async function readFirstLine(file: string): Promise<{ text: string; complete: boolean }> {
  const handle = await open(file, 'r').catch((error: unknown) => {
    throw inputError(file, '', ioProblem(error));
  });
  try {
    const chunks: Buffer[] = [];
    let total = 0;
    const buffer = Buffer.alloc(64 * 1024);
    while (total < FIRST_LINE_LIMIT) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, total);
      if (bytesRead === 0) break;
      const newline = buffer.subarray(0, bytesRead).indexOf(0x0a);
      if (newline !== -1) {
        chunks.push(Buffer.from(buffer.subarray(0, newline)));
        return { text: decodeLoose(Buffer.concat(chunks)), complete: true };
      }
      chunks.push(Buffer.from(buffer.subarray(0, bytesRead)));
      total += bytesRead;
    }
    return { text: decodeLoose(Buffer.concat(chunks)), complete: total < FIRST_LINE_LIMIT };
  } finally {
    await handle.close();
  }
}

function decodeLoose(bytes: Uint8Array): string {
  const text = new TextDecoder('utf-8').decode(bytes);
  return (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(/\r$/, '');
}
