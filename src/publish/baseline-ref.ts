import * as exec from '@actions/exec';
import { InputError } from '../common/errors.js';
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
    const said = reason.replace(/^fatal: /, '');
    throw new InputError(`baseline-ref: cannot read ${path} at ${ref}: ${said} ${unreadHint(ref, reason)}`);
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
