import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, resolve, sep } from 'node:path';
import { InputError } from '../common/errors.js';
import { exists } from './files.js';
import { isMlflowUri } from './mlflow-uri.js';
import { rawQuoted } from './value-text.js';

/** Whether a path holds the characters of a glob: `*`, `?`, `[...]` or `{a,b}`. */
export function hasGlobCharacters(path: string): boolean {
  return /[*?[{]/.test(path);
}

/**
 * The files a glob matches, sorted (the order of a directory listing differs from machine to machine); a glob
 * that matches none is an `InputError` naming it. Matches are relative to the working directory, or absolute
 * for an absolute glob.
 */
async function matches(pattern: string): Promise<string[]> {
  const found = await globFiles(pattern);
  if (found.length === 0) throw new InputError(`${rawQuoted(pattern, 200)}: the glob matches no file`);
  return found.sort();
}

async function globFiles(pattern: string): Promise<string[]> {
  // Loaded only by a run given a glob.
  const { glob } = await import('tinyglobby');
  return glob(sep === '\\' ? pattern.replaceAll('\\', '/') : pattern, {
    absolute: isAbsolute(pattern),
    expandDirectories: false,
    onlyFiles: true,
  });
}

/**
 * The error for a path written as on Windows that names nothing on this system: with `\` between folders (here
 * part of a name) while its `/` form names something, it says what to write; with a drive (`C:\work\results\a.json`)
 * the nearest end of the path that is there (`results/a.json`). Undefined otherwise, and on Windows.
 */
async function backslashError(path: string): Promise<InputError | undefined> {
  const slashed = path.replaceAll('\\', '/');
  const drive = /(^|\/)[A-Za-z]:\//.exec(slashed);
  if (sep === '\\' || (slashed === path && drive === null) || isMlflowUri(path)) return undefined;
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
      const how =
        drive === null
          ? 'write / between folders'
          : `${drive[0].slice(drive[1]!.length, -1)} is a Windows drive: write the path without it, with / between folders`;
      return new InputError(`${path}: no such file; ${how}: ${candidate}`);
    }
  }
  return undefined;
}

/**
 * What makes two paths one file: its device and inode, which a symlink and a hard link share; else (a file
 * system without inode numbers, a file that is not there, which reading will report) its real path. An MLflow
 * URI is its own key.
 */
export async function fileKey(file: string): Promise<string> {
  if (isMlflowUri(file)) return file;
  const info = await stat(file, { bigint: true }).catch(() => undefined);
  if (info !== undefined && info.ino !== 0n) return `${info.dev}:${info.ino}`;
  return realpath(file).catch(() => resolve(file));
}

/** Whether `path` is a glob: it has `*`, `?`, `[` or `{` and names nothing as written (a file may hold `[` in its name). */
export async function isGlob(path: string): Promise<boolean> {
  return !isMlflowUri(path) && hasGlobCharacters(path) && !(await exists(path, 'anything'));
}

/**
 * The results files `paths` name, in order: a path with `*`, `?`, `[` or `{` that names no file as written is
 * a glob (`**` crosses folders, `{a,b}` either) and gives every file it matches; other paths and MLflow URIs are
 * kept as given. The same file twice, however written or linked to, is an `InputError`: its samples would count twice.
 */
export async function expandGlobs(paths: readonly string[]): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const backslashed = await backslashError(path);
    if (backslashed !== undefined) throw backslashed;
    files.push(...((await isGlob(path)) ? await matches(path) : [path]));
  }
  const seen = new Map<string, string>();
  for (const file of files) {
    const key = await fileKey(file);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      const twice = earlier === file ? 'is given twice' : `is the same file as ${earlier}`;
      throw new InputError(`${file}: ${twice}, so its samples would count twice`);
    }
    seen.set(key, file);
  }
  return files;
}
