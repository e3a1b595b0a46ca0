/**
 * The history store kept on a branch of the repository (the action's `history` input): read on a pull request,
 * added to on a push to the default branch. Git runs in a worktree of the checkout, so a push uses the
 * checkout's credentials; git itself is a `GitRunner`, so the logic is tested against real repositories.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import nodePath, { join, type PlatformPath } from 'node:path';
import { InputError } from '../common/errors.js';
import { shellWord } from '../io/value-text.js';
import { DamagedRecordError, restoreCommand, WRITTEN_ONCE } from '../load/history-store.js';

/** Runs git with `args` in `cwd`; never throws for a non-zero status. */
export type GitRunner = (
  args: readonly string[],
  cwd: string,
) => Promise<{ status: number; stdout: string; stderr: string }>;

/** Git on the PATH, without a shell. */
export const systemGit: GitRunner = (args, cwd) =>
  new Promise((resolve) => {
    execFile('git', [...args], { cwd, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = (error as (Error & { code?: unknown }) | null)?.code;
      resolve({
        status: error === null ? 0 : typeof code === 'number' ? code : 1,
        stdout,
        stderr: stderr || (error?.message ?? ''),
      });
    });
  });

/** Where the history branch is, and how to wait between pushes. */
export interface HistoryBranch {
  git: GitRunner;
  /** The checkout (its remote and credentials are used). */
  repo: string;
  branch: string;
  /** Where the worktree is made. */
  temp: string;
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
}

/** The checkout's remote, as actions/checkout names it. */
const REMOTE = 'origin';

/** How many times a push is tried before the run gives up (a race or a failure on the way). */
const PUSH_ATTEMPTS = 5;

/** A push rejected because the branch moved since the fetch (another run pushed first): a rebase gets past it. */
const PUSH_RACE = /\((?:fetch first|non-fast-forward)\)|cannot lock ref|incorrect old value/i;

/**
 * A push the remote refused (no permission, a protected branch, a hook), told apart from a race by testing
 * PUSH_RACE first: trying again cannot help. Anything else (an unreachable host, HTTP 5xx, a timeout) is tried again.
 */
const PUSH_REFUSED =
  /\[remote rejected\]|^ ! \[rejected\]|\bpermission\b.*\bdenied\b|returned error: 403\b|\bHTTP 403\b/im;

/** A push the remote refused for another reason than a race (no permission, a protected branch). */
export class PushRefusedError extends InputError {
  override readonly name = 'PushRefusedError';
}

/** A branch name git accepts and no option (letters, digits, `._/-`, not starting with `-`), and no ref. */
function isBranchName(name: string): boolean {
  return (
    /^[A-Za-z0-9._][A-Za-z0-9._/-]*$/.test(name) &&
    !name.includes('..') &&
    !name.endsWith('/') &&
    !name.endsWith('.lock') &&
    !isRef(name)
  );
}

/**
 * A ref or the remote's copy of a branch rather than its name: `origin/` as in baseline-ref's `origin/main` would
 * push `refs/heads/origin/NAME`, a branch no other step reads.
 */
function isRef(name: string): boolean {
  return /^(refs|origin)\//.test(name);
}

/** `name` when it is a branch name (`isBranchName`), else an error for `option` that says what to write. */
export function checkBranchName(name: string, option: string): string {
  if (isBranchName(name)) return name;
  const expected = `${option}: expected a branch name such as passk-gate-history, got ${JSON.stringify(name)}`;
  if (!isRef(name)) throw new InputError(expected);
  const branch = /^(?:refs\/heads\/|refs\/remotes\/[^/]+\/|origin\/)(.+)$/.exec(name)?.[1];
  const fix = branch !== undefined && isBranchName(branch) ? `: write ${branch}` : '';
  throw new InputError(`${expected}, a ref: the action fetches and pushes the branch of ${REMOTE} itself${fix}`);
}

/**
 * Why git failed, in one line: its `fatal:` and `error:` lines (the cause), else its first line. Its last line is
 * often advice's tail ("and the repository exists.").
 */
function gitReason(stderr: string): string {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  const causes = lines.filter((line) => /^(fatal|error): /.test(line)).map((line) => line.replace(/^\w+: /, ''));
  return (causes.length > 0 ? causes : lines.slice(0, 1)).join('; ');
}

async function run(h: HistoryBranch, args: readonly string[], cwd: string): Promise<string> {
  const result = await h.git(args, cwd);
  if (result.status !== 0) {
    throw new InputError(`history branch ${h.branch}: git ${args[0]} failed: ${gitReason(result.stderr)}`);
  }
  return result.stdout;
}

/** Fetches the branch into `refs/remotes/<remote>/<branch>`; false when the remote has no such branch. */
async function fetchBranch(h: HistoryBranch): Promise<boolean> {
  const result = await h.git(
    ['fetch', '--quiet', REMOTE, `+refs/heads/${h.branch}:refs/remotes/${REMOTE}/${h.branch}`],
    h.repo,
  );
  if (result.status === 0) return true;
  if (/couldn't find remote ref|not found/i.test(result.stderr)) return false;
  throw new InputError(`history branch ${h.branch}: git fetch failed: ${gitReason(result.stderr)}`);
}

/**
 * A worktree of the branch as the remote has it (detached), or of a new orphan branch with no files when the
 * remote has none; `work` gets its folder, and the worktree (and the orphan branch, which the checkout shares)
 * is removed afterwards whatever happens.
 */
async function withWorktree<T>(h: HistoryBranch, work: (dir: string, exists: boolean) => Promise<T>): Promise<T> {
  const exists = await fetchBranch(h);
  const parent = await mkdtemp(join(h.temp, 'passk-gate-history-'));
  const dir = join(parent, 'store');
  const orphan = `passk-gate-new-${parent.slice(-6)}`;
  try {
    if (exists) await run(h, ['worktree', 'add', '--quiet', '--detach', dir, `${REMOTE}/${h.branch}`], h.repo);
    else {
      await run(h, ['worktree', 'add', '--quiet', '--detach', dir, 'HEAD'], h.repo);
      await run(h, ['checkout', '--quiet', '--orphan', orphan], dir);
      await run(h, ['rm', '-r', '-q', '--cached', '--ignore-unmatch', '.'], dir);
      await run(h, ['clean', '-f', '-d', '-q', '-x'], dir);
    }
    return await work(dir, exists);
  } catch (error) {
    if (error instanceof DamagedRecordError) throw damagedOnBranch(h.branch, dir, error);
    if (error instanceof InputError) error.message = onBranch(error.message, dir, h.branch);
    throw error;
  } finally {
    await h.git(['worktree', 'remove', '--force', dir], h.repo);
    // Absent when nothing was committed on it (an orphan branch has no ref until then): the status is ignored.
    if (!exists) await h.git(['branch', '--quiet', '-D', orphan], h.repo);
    await rm(parent, { recursive: true, force: true });
  }
}

/**
 * `text` with each file of the worktree `dir` named as on the branch, since the worktree is gone when it is read
 * (`BRANCH:records/F.json`): with `/` between folders, as git names them, whatever the platform (`path`'s).
 */
export function onBranch(text: string, dir: string, branch: string, path: PlatformPath = nodePath): string {
  const [before, ...files] = text.split(`${dir}${path.sep}`);
  return [
    before,
    ...files.map((rest) => `${branch}:${rest.replace(/^[^\s:"']+/, (f) => f.replaceAll(path.sep, '/'))}`),
  ].join('');
}

/**
 * A damaged record of the worktree `dir` of the branch, with the commands that restore it there from the commit that
 * added it (a change committed on the branch, which a checkout of the file alone would not undo); `path` as `onBranch`.
 */
export function damagedOnBranch(
  branch: string,
  dir: string,
  error: DamagedRecordError,
  path: PlatformPath = nodePath,
): InputError {
  const file = path.relative(dir, error.file).replaceAll(path.sep, '/');
  const b = shellWord(branch);
  const restore =
    `git fetch ${REMOTE} ${b} && git switch -C ${b} ${REMOTE}/${b} && ${restoreCommand(file)} && ` +
    `git commit -m ${shellWord(`restore ${file}`)} && git push ${REMOTE} ${b}`;
  return new InputError(
    `${onBranch(error.problem, dir, branch, path)}; ${WRITTEN_ONCE}: restore it on the branch from the commit that ` +
      `added it (${restore}), or delete it there (git rm)`,
  );
}

/** Reads the branch's store: `read` gets its folder (undefined when the branch does not exist yet). */
export async function readHistoryBranch<T>(
  h: HistoryBranch,
  read: (store: string | undefined) => Promise<T>,
): Promise<T> {
  return withWorktree(h, (dir, exists) => read(exists ? dir : undefined));
}

/**
 * Adds to the branch's store and pushes: `add` writes into the store's folder and says whether it added
 * anything (nothing to commit otherwise). A rejected push (another workflow pushed first) is fetched, rebased
 * and tried again, and a push that failed on the way (network, HTTP 5xx) is tried again, up to `PUSH_ATTEMPTS`
 * times in all, after a jittered wait; a refusal by the remote is a `PushRefusedError` at once. Returns whether a
 * commit was pushed.
 */
export async function addToHistoryBranch(
  h: HistoryBranch,
  message: string,
  add: (store: string) => Promise<boolean>,
): Promise<boolean> {
  const sleep = h.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return withWorktree(h, async (dir) => {
    if (!(await add(dir))) return false;
    await run(h, ['add', '--', '.'], dir);
    const author = ['-c', 'user.name=passk-gate', '-c', 'user.email=passk-gate@users.noreply.github.com'];
    await run(h, [...author, 'commit', '--quiet', '-m', message], dir);
    for (let attempt = 1; ; attempt++) {
      const push = await h.git(['push', '--quiet', REMOTE, `HEAD:refs/heads/${h.branch}`], dir);
      if (push.status === 0) return true;
      const race = PUSH_RACE.test(push.stderr);
      if (!race && PUSH_REFUSED.test(push.stderr)) {
        // The remote's own lines say why (`remote: Permission to o/r.git denied`, `! [remote rejected] ... (pre-receive hook declined)`).
        const said = push.stderr
          .split('\n')
          .filter((line) => /^(remote: \S| ! |fatal: )/.test(line))
          .map((line) =>
            line
              .replace(/^(remote: | ! |fatal: )/, '')
              .trim()
              .replace(/\.$/, ''),
          );
        const reason = said.length > 0 ? said.join('; ') : (push.stderr.trim().split('\n').pop() ?? '');
        throw new PushRefusedError(`history branch ${h.branch}: the push was refused: ${reason}`);
      }
      const lines = push.stderr.trim().split('\n');
      // A failure's first `fatal:`/`error:` line says what went wrong; its last may be advice.
      const quoted = (race ? undefined : lines.find((line) => /^(fatal|error): /.test(line))) ?? lines.pop() ?? '';
      if (attempt >= PUSH_ATTEMPTS) {
        throw new InputError(
          `history branch ${h.branch}: ${race ? 'push rejected' : 'the push failed'} ${attempt} times: ${quoted}`,
        );
      }
      h.log?.(
        race
          ? `history branch ${h.branch}: push rejected (attempt ${attempt}); fetching and rebasing`
          : `history branch ${h.branch}: push failed (attempt ${attempt}: ${quoted}); trying again`,
      );
      await sleep((0.5 + Math.random()) * 1000 * attempt);
      // A failure on the way says nothing of the branch: push again; should it have moved, that push is a race.
      if (race && (await fetchBranch(h))) await run(h, [...author, 'rebase', '--quiet', `${REMOTE}/${h.branch}`], dir);
    }
  });
}
