// loadResultsAtRef: the baseline as committed at a git ref, read with `git show` in a repository made here.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/common/errors.js';
import { loadResults } from '../../src/load/read.js';
import { loadResultsAtRef } from '../../src/publish/baseline-ref.js';
import { tempDir } from '../support/temp.js';

const ROOT = resolve(import.meta.dirname, '../..');
const BASELINE = join(ROOT, 'examples', 'baseline.json');
const CANDIDATE = join(ROOT, 'examples', 'candidate.json');
const HUMANEVAL = join(ROOT, 'test', 'fixtures', 'formats', 'humaneval', 'samples.jsonl_results.jsonl');
const PADDED = join(ROOT, 'test', 'fixtures', 'formats', 'humaneval', 'padded_results.jsonl');
const FETCH_HINT = '(is the ref fetched? actions/checkout fetches one commit unless fetch-depth: 0)';
const NOT_IN_COMMIT =
  '(the file is not in that commit: check the path, or give the ref at which the baseline was committed)';

/** Per problem id, the samples and passes of a run. */
const counts = (run: { problems: readonly { id: string; n: number; c: number }[] }) =>
  run.problems.map(({ id, n, c }) => ({ id, n, c }));

describe('loadResultsAtRef', () => {
  const startedIn = process.cwd();
  let repo: string;
  let tempRoot: string;

  beforeAll(() => {
    repo = tempDir('passk-baseline-ref-repo-');
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], {
        cwd: repo,
        stdio: 'pipe',
      });
    git('init', '--quiet');
    mkdirSync(join(repo, 'evals'));
    // Commit 1: the baseline. Commit 2: the candidate in its place, and more files. Then an edit not committed.
    writeFileSync(join(repo, 'evals', 'results.json'), readFileSync(BASELINE));
    git('add', '.');
    git('commit', '--quiet', '-m', 'baseline');
    writeFileSync(join(repo, 'evals', 'results.json'), readFileSync(CANDIDATE));
    writeFileSync(join(repo, 'evals', 'samples.jsonl_results.jsonl'), readFileSync(HUMANEVAL));
    writeFileSync(
      join(repo, 'evals', 'broken.json'),
      '{"format": "passk-results/v1", "config": {}, "problems": [{"id": "a", "n": 1, "c": 2}]}\n',
    );
    writeFileSync(join(repo, 'evals', 'padded_results.jsonl'), readFileSync(PADDED));
    git('add', '.');
    git('commit', '--quiet', '-m', 'candidate');
    writeFileSync(join(repo, 'evals', 'results.json'), '{"not": "committed"}');
    process.chdir(repo);
  });

  afterAll(() => process.chdir(startedIn));

  afterEach(() => {
    process.chdir(repo);
    // Every read removes its temporary copy, whether it loaded or failed.
    expect(readdirSync(tempRoot)).toEqual([]);
  });

  const load = (ref: string, path: string, cwd = repo) => {
    tempRoot = tempDir('passk-baseline-ref-temp-');
    return loadResultsAtRef(ref, path, {}, { tempRoot, cwd });
  };

  it('reads the file as committed at the ref, not as it is in the working tree, and names it REF:PATH', async () => {
    const baseline = await loadResults(BASELINE);
    const candidate = await loadResults(CANDIDATE);
    const atFirst = await load('HEAD~1', 'evals/results.json');
    expect(counts(atFirst)).toEqual(counts(baseline));
    expect(atFirst.model).toBe('acme/coder-7b@v1.3');
    expect(atFirst.source).toBe('HEAD~1:evals/results.json');
    const atHead = await load('HEAD', 'evals/results.json');
    expect(counts(atHead)).toEqual(counts(candidate));
    expect(atHead.source).toBe('HEAD:evals/results.json');
  });

  it('takes a path relative to the working directory, however written, or absolute', async () => {
    const expected = counts(await loadResults(CANDIDATE));
    expect(counts(await load('HEAD', './evals/results.json'))).toEqual(expected);
    const absolute = join(repo, 'evals', 'results.json');
    const read = await load('HEAD', absolute);
    expect(counts(read)).toEqual(expected);
    expect(read.source).toBe(`HEAD:${absolute}`);
    // From a subfolder, a bare name is that folder's file, not one at the top of the repository.
    const evals = join(repo, 'evals');
    expect(counts(await load('HEAD', 'results.json', evals))).toEqual(expected);
    expect(counts(await load('HEAD', '../evals/results.json', evals))).toEqual(expected);
    expect(counts(await load('HEAD', absolute, evals))).toEqual(expected);
  });

  it("reads from the working directory it is given, not the process's", async () => {
    process.chdir(startedIn);
    const expected = counts(await loadResults(CANDIDATE));
    expect(counts(await load('HEAD', './evals/results.json'))).toEqual(expected);
    expect(counts(await load('HEAD', join(repo, 'evals', 'results.json')))).toEqual(expected);
  });

  it("keeps the file's name, so a format known by its name loads as it does from the working tree", async () => {
    const direct = await loadResults(HUMANEVAL);
    const read = await load('HEAD', 'evals/samples.jsonl_results.jsonl');
    expect(counts(read)).toEqual(counts(direct));
    expect(read.config).toEqual(direct.config);
    expect(read.source).toBe('HEAD:evals/samples.jsonl_results.jsonl');
  });

  it("keeps the loader's warnings", async () => {
    // The fixture has n = 1 for HumanEval/0 and /2, and HumanEval/1's one sample written twice.
    const read = await load('HEAD', 'evals/padded_results.jsonl');
    expect(read.warnings).toHaveLength(2);
    expect(read.warnings[1]).toBe(
      'problems have different numbers of samples (n = 1 for 2 problems, n = 2 for 1 problem), so no single n ' +
        'describes the run',
    );
    expect(read.warnings).toEqual((await loadResults(PADDED)).warnings);
  });

  it('names an invalid file by REF:PATH, never by its temporary copy', async () => {
    const error = await load('HEAD', 'evals/broken.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toMatch(/^HEAD:evals\/broken\.json: problems\[0\]\.c: /);
    expect((error as Error).message).not.toContain(tempRoot);
    expect((error as Error).message).not.toContain('passk-gate-baseline-');
  });

  it('says in one line why git could not read the file: an unknown ref may not be fetched, a file not in the commit is not', async () => {
    const missingRef = await load('origin/nope', 'evals/results.json').catch((e: unknown) => e);
    expect(missingRef).toBeInstanceOf(InputError);
    expect((missingRef as Error).message).toBe(
      `baseline-ref: cannot read evals/results.json at origin/nope: invalid object name 'origin/nope' ${FETCH_HINT}`,
    );
    const missingPath = await load('HEAD', 'evals/absent.json').catch((e: unknown) => e);
    expect((missingPath as Error).message).toBe(
      `baseline-ref: cannot read evals/absent.json at HEAD: path 'evals/absent.json' does not exist in 'HEAD' ${NOT_IN_COMMIT}`,
    );
    // A file added after the ref, as by a team's first pull request, which adds the baseline: its path is right,
    // and the fix is to commit it to the base branch.
    const notYet = await load('HEAD~1', 'evals/broken.json').catch((e: unknown) => e);
    expect((notYet as Error).message).toBe(
      "baseline-ref: cannot read evals/broken.json at HEAD~1: path 'evals/broken.json' exists on disk, but not in " +
        "'HEAD~1' (the file is in the checkout but not in that commit: a pull request that adds the baseline has " +
        'none at its base to compare with; commit the file to the base branch first, or give the ref at which it ' +
        'was committed)',
    );
  });

  it('names the branch or tag a mistyped ref is nearest, as an option gets "did you mean"', async () => {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, stdio: 'pipe' });
    git('branch', 'release/v2', 'HEAD~1');
    git('tag', 'v1.0', 'HEAD~1');
    try {
      const typo = await load('relaese/v2', 'evals/results.json').catch((e: unknown) => e);
      expect((typo as Error).message).toBe(
        "baseline-ref: cannot read evals/results.json at relaese/v2: invalid object name 'relaese/v2': did you " +
          `mean release/v2? ${FETCH_HINT}`,
      );
      const tag = await load('v1.1', 'evals/results.json').catch((e: unknown) => e);
      expect((tag as Error).message).toContain("invalid object name 'v1.1': did you mean v1.0? (is the ref fetched?");
      // An expression past the history fetched is no typo: only the fetch hint.
      const deep = await load('release/v2~5', 'evals/results.json').catch((e: unknown) => e);
      expect((deep as Error).message).toBe(
        `baseline-ref: cannot read evals/results.json at release/v2~5: invalid object name 'release/v2~5' ${FETCH_HINT}`,
      );
      // A ref that exists, without the file: the path is wrong, not the ref, whatever refs are near it.
      const absent = await load('release/v2', 'evals/absent.json').catch((e: unknown) => e);
      expect((absent as Error).message).toBe(
        "baseline-ref: cannot read evals/absent.json at release/v2: path 'evals/absent.json' does not exist in " +
          `'release/v2' ${NOT_IN_COMMIT}`,
      );
    } finally {
      git('branch', '-D', 'release/v2');
      git('tag', '-d', 'v1.0');
    }
  });

  it('says that a ref ending in / names no branch, as origin/${{ github.base_ref }} does outside a pull request', async () => {
    const error = await load('origin/', 'evals/results.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    expect((error as Error).message).toBe(
      "baseline-ref: cannot read evals/results.json at origin/: invalid object name 'origin/' (origin/ names no " +
        'branch: ${{ github.base_ref }} is empty outside pull_request events; on another event, such as ' +
        'merge_group or push, give the branch, e.g. origin/main)',
    );
  });

  it('says so when git cannot be run at all', async () => {
    const path = process.env.PATH;
    process.env.PATH = tempDir('passk-no-git-');
    try {
      const error = await load('HEAD', 'evals/results.json').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(InputError);
      expect((error as Error).message).toMatch(/^baseline-ref: cannot run git: .*\bgit\b/);
      expect((error as Error).message).not.toContain('\n');
    } finally {
      process.env.PATH = path;
    }
  });
});
