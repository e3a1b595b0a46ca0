import { linkSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/common/errors.js';
import { hasGlobCharacters } from '../../src/io/files.js';
import { expandGlobs, isGlob } from '../../src/io/glob.js';
import { tempDir } from '../support/temp.js';

let dir: string;

beforeAll(() => {
  dir = tempDir('passk-glob-');
  for (const path of ['runs/b.json', 'runs/a.json', 'runs/notes.txt', 'runs/deep/c.json', 'run[1].json']) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), '{}');
  }
  // A folder whose name a glob matches: never a results file.
  mkdirSync(join(dir, 'runs', 'folder.json'));
  symlinkSync(join(dir, 'runs', 'a.json'), join(dir, 'symlink.json'));
  linkSync(join(dir, 'runs', 'a.json'), join(dir, 'hardlink.json'));
});

describe('hasGlobCharacters', () => {
  it('finds *, ?, [ and {, and nothing else', () => {
    for (const path of ['*.json', 'runs/**/results.json', 'a?.json', 'run[12].json', '{a,b}.json'])
      expect(hasGlobCharacters(path)).toBe(true);
    for (const path of ['results.json', 'a]b.json', 'a}b.json', 'runs:/abc', 'C:\\runs\\a.json', ''])
      expect(hasGlobCharacters(path)).toBe(false);
  });
});

describe('isGlob', () => {
  it('is a path with glob characters that names nothing as written, and never an MLflow URI', async () => {
    expect(await isGlob(join(dir, 'runs', '*.json'))).toBe(true);
    expect(await isGlob(join(dir, 'missing[1].json'))).toBe(true);
    expect(await isGlob(join(dir, 'run[1].json'))).toBe(false);
    expect(await isGlob(join(dir, 'runs', 'a.json'))).toBe(false);
    expect(await isGlob('runs:/abc/*.json')).toBe(false);
  });
});

describe('expandGlobs', () => {
  it('gives the files a glob matches, sorted, folders left out; other paths as given, in order', async () => {
    const runs = join(dir, 'runs');
    expect(await expandGlobs(['first.json', join(runs, '*.json'), 'last.json'])).toEqual([
      'first.json',
      join(runs, 'a.json'),
      join(runs, 'b.json'),
      'last.json',
    ]);
  });

  it('crosses folders with ** and takes either of {a,b}', async () => {
    const runs = join(dir, 'runs');
    expect(await expandGlobs([join(runs, '**', '*.json')])).toEqual([
      join(runs, 'a.json'),
      join(runs, 'b.json'),
      join(runs, 'deep', 'c.json'),
    ]);
    expect(await expandGlobs([join(runs, '{b,notes}.*')])).toEqual([join(runs, 'b.json'), join(runs, 'notes.txt')]);
  });

  it('reads a path that names a file as written as that file, though it holds glob characters', async () => {
    expect(await expandGlobs([join(dir, 'run[1].json')])).toEqual([join(dir, 'run[1].json')]);
  });

  it('keeps MLflow URIs as given, glob characters and all', async () => {
    expect(await expandGlobs(['runs:/abc/*.json', 'models:/coder@champion'])).toEqual([
      'runs:/abc/*.json',
      'models:/coder@champion',
    ]);
  });

  it('refuses a glob that matches no file, naming it', async () => {
    const pattern = join(dir, 'runs', '*.jsonl');
    await expect(expandGlobs([pattern])).rejects.toThrow(new InputError(`"${pattern}": the glob matches no file`));
    // A folder is no match.
    await expect(expandGlobs([join(dir, 'runs', 'folder.*')])).rejects.toThrow(/the glob matches no file$/);
    // When the folders before the glob are not there, that is why.
    const misspelt = join(dir, 'rusn', 'b', '*.json');
    await expect(expandGlobs([misspelt])).rejects.toThrow(
      new InputError(`"${misspelt}": the glob matches no file; there is no folder ${join(dir, 'rusn', 'b')}`),
    );
  });

  it('names a file that matches a glob only in another case', async () => {
    const upper = join(dir, 'runs', '*.JSON');
    await expect(expandGlobs([upper])).rejects.toThrow(
      new InputError(
        `"${upper}": the glob matches no file, but 2 files match it in another case (globs tell case apart), ` +
          `e.g. ${join(dir, 'runs', 'a.json')}: write the glob in their case`,
      ),
    );
    await expect(expandGlobs([join(dir, 'runs', '**', 'C.*')])).rejects.toThrow(
      /, but 1 file matches it in another case \(globs tell case apart\), e\.g\. .*\/runs\/.*c\.[^/]*: write the glob in their case$/,
    );
  });

  it('refuses the same file twice, however it is written, and the same URI twice', async () => {
    const a = join(dir, 'runs', 'a.json');
    await expect(expandGlobs([a, a])).rejects.toThrow(
      new InputError(`${a}: is given twice, so its samples would count twice`),
    );
    // Written out by hand: join() would resolve the `..` itself.
    const roundabout = `${join(dir, 'runs', 'deep')}/../a.json`;
    await expect(expandGlobs([a, roundabout])).rejects.toThrow(
      new InputError(`${roundabout}: is the same file as ${a}, so its samples would count twice`),
    );
    await expect(expandGlobs([join(dir, 'runs', '*.json'), a])).rejects.toThrow(/a\.json: is given twice/);
    for (const link of ['symlink.json', 'hardlink.json']) {
      await expect(expandGlobs([a, join(dir, link)])).rejects.toThrow(
        new InputError(`${join(dir, link)}: is the same file as ${a}, so its samples would count twice`),
      );
    }
    await expect(expandGlobs(['runs:/abc', 'runs:/abc'])).rejects.toThrow(
      'runs:/abc: is given twice, so its samples would count twice',
    );
  });
});

describe('expandGlobs of human-eval samples beside their results', () => {
  it('refuses a glob that matches both, naming the glob, the samples file and a glob of the results only', async () => {
    const runs = join(tempDir('passk-glob-samples-'), 'runs');
    mkdirSync(runs);
    for (const name of ['samples.jsonl', 'samples.jsonl_results.jsonl']) writeFileSync(join(runs, name), '{}');
    const refused = (pattern: string, narrower: string) =>
      new InputError(
        `"${pattern}": the glob matches the samples file ${join(runs, 'samples.jsonl')} as well as the ` +
          `${join(runs, 'samples.jsonl_results.jsonl')} human-eval wrote from it: narrow it to the results files, ` +
          `e.g. "${narrower}"`,
      );
    for (const [pattern, narrower] of [
      ['*.jsonl', '*_results.jsonl'],
      ['s*.jsonl', 's*_results.jsonl'],
      ['*', '*_results.jsonl'],
      ['**', '**/*_results.jsonl'],
    ]) {
      await expect(expandGlobs([join(runs, pattern!)])).rejects.toThrow(
        refused(join(runs, pattern!), join(runs, narrower!)),
      );
      expect(await expandGlobs([join(runs, narrower!)])).toEqual([join(runs, 'samples.jsonl_results.jsonl')]);
    }
  });

  it('narrows a glob written with \\ on Windows in its own folder, and names a folder that is not there', async () => {
    const top = tempDir('passk-glob-windows-');
    const runs = join(top, 'runs');
    mkdirSync(runs);
    for (const name of ['samples.jsonl', 'samples.jsonl_results.jsonl']) writeFileSync(join(runs, name), '{}');
    await expect(expandGlobs([`${top}\\runs\\*`], '\\')).rejects.toThrow(
      `narrow it to the results files, e.g. "${runs}/*_results.jsonl"`,
    );
    await expect(expandGlobs([`${top}\\gone\\*.jsonl`], '\\')).rejects.toThrow(
      `the glob matches no file; there is no folder ${top}/gone`,
    );
  });
});

describe('expandGlobs of a path written as on Windows', () => {
  it.skipIf(process.platform === 'win32')(
    'says to write / between folders, and to drop a drive, when that form names something',
    async () => {
      const runs = join(dir, 'runs');
      for (const [path, fixed] of [
        [`${runs}\\a.json`, join(runs, 'a.json')],
        [`${dir}/.\\runs\\deep\\c.json`, `${dir}/./runs/deep/c.json`],
        [`${runs}\\[ab].json`, join(runs, '[ab].json')],
      ]) {
        await expect(expandGlobs([path!])).rejects.toThrow(`${path}: no such file; write / between folders: ${fixed}`);
      }
      for (const path of [`${dir}/C:\\work\\evals\\runs\\a.json`, `${dir}/C:/work/evals/runs/a.json`]) {
        await expect(expandGlobs([path])).rejects.toThrow(
          `${path}: no such file; C: is a Windows drive: write the path without it, with / between folders: ${runs}/a.json`,
        );
      }
      // "runs\a.json" in double quotes in a workflow's with: is read by YAML with a bell for its \a (\b, \n, \t are
      // escapes in JSON and JavaScript too). The path is said as written, with its fix.
      await expect(expandGlobs([`${runs}\x07.json`])).rejects.toThrow(
        `${runs}\\a.json: no such file; write / between folders: ${join(runs, 'a.json')}`,
      );
      // Nothing of that name either way: the reader says the file is missing; a glob quotes its \ as written.
      expect(await expandGlobs([`${runs}\\z.json`])).toEqual([`${runs}\\z.json`]);
      await expect(expandGlobs([`${runs}\\*.csv`])).rejects.toThrow(`"${runs}\\*.csv": the glob matches no file`);
    },
  );
});
