import { realpath, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { InputError } from '../common/errors.js';
import { counted } from '../common/lists.js';
import { backslashError, exists, globFiles, hasGlobCharacters, missingFolderHint } from './files.js';
import { isMlflowUri } from './mlflow-uri.js';
import { rawQuoted } from './value-text.js';

/**
 * The files a glob matches, sorted (the order of a directory listing differs from machine to machine); a glob
 * that matches none, or human-eval samples beside their results, is an `InputError` naming it. Matches are relative to the working directory, or absolute
 * for an absolute glob.
 */
async function matches(pattern: string): Promise<string[]> {
  const found = await globFiles(pattern);
  if (found.length === 0) {
    // The folders before the first part with a glob in it: when they are not there, that is why.
    const parts = pattern.split('/');
    const folder = parts.slice(0, parts.findIndex(hasGlobCharacters)).join('/');
    const hint = (folder === '' ? '' : await missingFolderHint(folder)) || (await otherCaseHint(pattern));
    throw new InputError(`${rawQuoted(pattern, 200)}: the glob matches no file${hint}`);
  }
  // human-eval writes the results of samples F beside them as F_results.jsonl: F read as a run is refused.
  const samples = found.find((file) => found.includes(`${file}_results.jsonl`));
  if (samples !== undefined) {
    throw new InputError(
      `${rawQuoted(pattern, 200)}: the glob matches the samples file ${samples} as well as the ` +
        `${samples}_results.jsonl human-eval wrote from it: narrow it to the results files, e.g. ` +
        rawQuoted(resultsGlob(pattern), 200),
    );
  }
  return found.sort();
}

/**
 * For a glob that matches no file: ", but N files match it in another case" and the first of them (`runs/a.json` for
 * `runs/*.JSON`), as globs tell case apart where macOS and Windows file names do not; '' when no file matches in any
 * case.
 */
async function otherCaseHint(pattern: string): Promise<string> {
  const found = await globFiles(pattern, false);
  if (found.length === 0) return '';
  const match = found.length === 1 ? 'matches' : 'match';
  return (
    `, but ${counted(found.length, 'file')} ${match} it in another case (globs tell case apart), ` +
    `e.g. ${found.sort()[0]!}: write the glob in their case`
  );
}

/** `pattern` narrowed to human-eval's results files: its last part made to end in `_results.jsonl`. */
function resultsGlob(pattern: string): string {
  const at = pattern.lastIndexOf('/') + 1;
  const last = pattern.slice(at);
  if (last.endsWith('.jsonl')) return `${pattern.slice(0, -'.jsonl'.length)}_results.jsonl`;
  return last === '**' ? `${pattern}/*_results.jsonl` : `${pattern.slice(0, at)}*_results.jsonl`;
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
 * `separator` is the platform's: a Windows glob's `\` is written `/`, as globs and their messages split folders.
 */
export async function expandGlobs(paths: readonly string[], separator = sep): Promise<string[]> {
  const files: string[] = [];
  for (const path of paths) {
    const backslashed = await backslashError(path, 'file', separator);
    if (backslashed !== undefined) throw backslashed;
    if (!(await isGlob(path))) files.push(path);
    else files.push(...(await matches(separator === '\\' ? path.replaceAll('\\', '/') : path)));
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
