import { readFile, stat } from 'node:fs/promises';
import { inputError } from '../errors.js';
import type { RunResults } from '../types.js';
import { parseCanonicalResults } from './canonical.js';

/** Largest results file read whole into memory. */
export const MAX_WHOLE_FILE_BYTES = 512 * 1024 * 1024;

/** Reads a file as UTF-8 text, turning every I/O failure into an `InputError` that names the file. */
export async function readTextFile(path: string): Promise<string> {
  let size: number;
  try {
    const info = await stat(path);
    if (info.isDirectory()) throw inputError(path, '', 'is a directory, not a results file');
    size = info.size;
  } catch (error) {
    if (error instanceof Error && error.name === 'InputError') throw error;
    throw inputError(path, '', describeIoError(error));
  }
  if (size > MAX_WHOLE_FILE_BYTES) {
    throw inputError(path, '', `is ${Math.round(size / 1048576)} MiB; files over ${MAX_WHOLE_FILE_BYTES / 1048576} MiB are not read whole`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(await readFile(path));
  } catch (error) {
    if (error instanceof TypeError) throw inputError(path, '', 'is not UTF-8 text');
    throw inputError(path, '', describeIoError(error));
  }
}

function describeIoError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'is a directory, not a results file';
  return `cannot be read (${code ?? (error as Error).message})`;
}

/** How to read one run's results file. */
export interface LoadOptions {
  /** Format name, or `auto` (the default) to detect it from the content. */
  format?: string;
  /** User-supplied decoding config, `key=value,...` or the path of a JSON file. */
  config?: string;
  /** Which evalplus tests a sample must pass: `plus` (base and plus, the default) or `base`. */
  criterion?: string;
}

/** Loads one run's results file. */
export async function loadResults(path: string, _options: LoadOptions = {}): Promise<RunResults> {
  return parseCanonicalResults(await readTextFile(path), path);
}
