import * as exec from '@actions/exec';
import { InputError } from '../common/errors.js';
import { didYouMean } from '../common/nearest.js';
import { gitObjectName } from '../config/request.js';
import { readBytesAs } from '../io/files.js';
import { loadResults, type LoadOptions } from '../load/read.js';
import type { RunResults } from '../common/types.js';

/** What to do when `git show` cannot read the file at `ref`, by git's reason. */
function unreadHint(ref: string, reason: string): string {
  // `origin/${{ github.base_ref }}` on an event other than a pull request's, where base_ref is empty: no fetch helps.
  if (ref.endsWith('/')) {
    return (
      `(${ref} names no branch: \${{ github.base_ref }} is empty outside pull_request events; on another event, ` +
      'such as merge_group or push, give the branch, e.g. origin/main)'
    );
  }
  // git names the commit, so the ref is there and fetching would not help: the file is not in that commit. One in
  // the checkout is most often a team's first pull request, which adds the baseline: the path is right.
  if (/exists on disk, but not in/.test(reason)) {
    return (
      '(the file is in the checkout but not in that commit: a pull request that adds the baseline has none at its ' +
      'base to compare with; commit the file to the base branch first, or give the ref at which it was committed)'
    );
  }
  if (/does not exist in/.test(reason)) {
    return '(the file is not in that commit: check the path, or give the ref at which the baseline was committed)';
  }
  return '(is the ref fetched? actions/checkout fetches one commit unless fetch-depth: 0)';
}

/** The short names of the branches and tags git has in `cwd` (`origin/main`, `main`); none when git cannot say. */
async function refNames(cwd: string): Promise<string[]> {
  const refs = ['--format=%(refname:short)', 'refs/heads', 'refs/remotes', 'refs/tags'];
  const listed = await exec
    .getExecOutput('git', ['for-each-ref', ...refs], { cwd, silent: true, ignoreReturnCode: true })
    .catch(() => ({ exitCode: 1, stdout: '' }));
  return listed.exitCode === 0 ? listed.stdout.split('\n').filter((name) => name !== '') : [];
}

/** The bytes of `path` as committed at `ref`, read with `git show` run in `cwd` (an argument list, no shell). */
async function showAtRef(ref: string, path: string, cwd: string): Promise<Buffer> {
  const stdout: Buffer[] = [];
  const stderr: Buffer[] = [];
  let status: number;
  try {
    status = await exec.exec('git', ['show', gitObjectName(ref, path, cwd)], {
      cwd,
      silent: true,
      ignoreReturnCode: true,
      listeners: { stdout: (data) => stdout.push(data), stderr: (data) => stderr.push(data) },
    });
  } catch (error) {
    throw new InputError(`baseline-ref: cannot run git: ${(error as Error).message.split('\n')[0]}`);
  }
  if (status !== 0) {
    const reason = Buffer.concat(stderr).toString('utf8').trim().split('\n')[0] || `git exited with status ${status}`;
    // git ends some reasons with a full stop (invalid object name 'mian'.), which the hint after it would follow.
    const said = reason.replace(/^fatal: /, '').replace(/\.$/, '');
    // A typo of a ref the checkout has (mian): a name, not an expression such as main~5, whose fix is a deeper fetch.
    const named = /invalid object name/.test(reason) && /^[\w./-]*[\w-]$/.test(ref);
    const near = named ? didYouMean(ref, await refNames(cwd)) : '';
    throw new InputError(`baseline-ref: cannot read ${path} at ${ref}: ${said}${near} ${unreadHint(ref, reason)}`);
  }
  return Buffer.concat(stdout);
}

/**
 * Loads the baseline results file as it is at a git ref, its path relative to the working directory `cwd`
 * (`readBytesAs`); messages and the report name it `REF:PATH`.
 */
export async function loadResultsAtRef(
  ref: string,
  path: string,
  options: LoadOptions,
  { tempRoot, cwd }: { tempRoot: string; cwd: string },
): Promise<RunResults> {
  const content = await showAtRef(ref, path, cwd);
  const temp = { root: tempRoot, prefix: 'passk-gate-baseline-' };
  return readBytesAs(content, path, `${ref}:${path}`, temp, (file) => loadResults(file, options));
}
