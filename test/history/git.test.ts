import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, win32 } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputError } from '../../src/common/errors.js';
import { addRun } from '../../src/history/commands.js';
import {
  addToHistoryBranch,
  checkBranchName,
  damagedOnBranch,
  onBranch,
  PushRefusedError,
  readHistoryBranch,
  systemGit,
  type GitRunner,
  type HistoryBranch,
} from '../../src/history/git.js';
import { parseGateConfig } from '../../src/config/file.js';
import { runGate } from '../../src/gate.js';
import { DamagedRecordError, readStore } from '../../src/load/history-store.js';
import { tempDir } from '../support/temp.js';

const EXAMPLES = join(import.meta.dirname, '../../examples');
const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: 'pipe' });

/** A bare "remote" with one commit on main, and `clones` clones of it, as actions/checkout leaves them. */
function remoteAndClones(clones: number): { root: string; clones: string[] } {
  const root = tempDir('passk-history-git-');
  const remote = join(root, 'remote.git');
  git(root, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  const seed = join(root, 'seed');
  git(root, 'clone', '--quiet', remote, seed);
  git(seed, '-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '--quiet', '--allow-empty', '-m', 'first');
  git(seed, 'push', '--quiet', 'origin', 'HEAD:refs/heads/main');
  return {
    root,
    clones: Array.from({ length: clones }, (_, i) => {
      const dir = join(root, `clone-${i}`);
      git(root, 'clone', '--quiet', remote, dir);
      return dir;
    }),
  };
}

const branchOf = (repo: string, temp: string): HistoryBranch => ({
  git: systemGit,
  repo,
  branch: 'passk-gate-history',
  temp,
  sleep: () => Promise.resolve(),
});

describe('the history branch (real git: a bare remote and clones)', () => {
  it('two workflows adding at once both land: the rejected push is fetched, rebased and pushed again', async () => {
    const { root, clones } = remoteAndClones(2);
    // Both have written their record before either pushes: one push must be rejected.
    let arrived = 0;
    let release: () => void = () => {};
    const bothWritten = new Promise<void>((resolve) => (release = resolve));
    const log: string[] = [];
    const adds = clones.map((repo, i) =>
      addToHistoryBranch(
        { ...branchOf(repo, root), log: (line) => log.push(line) },
        `record run ${i}`,
        async (store) => {
          const { added } = await addRun({
            store,
            files: [join(EXAMPLES, i === 0 ? 'baseline.json' : 'candidate.json')],
            commit: `${i + 1}`.repeat(40),
            time: `2026-11-0${i + 1}T10:00:00Z`,
          });
          if (++arrived === 2) release();
          await bothWritten;
          return added;
        },
      ),
    );
    expect(await Promise.all(adds)).toEqual([true, true]);
    expect(log).toEqual(['history branch passk-gate-history: push rejected (attempt 1); fetching and rebasing']);
    const commits = await readHistoryBranch(branchOf(clones[0]!, root), async (store) =>
      (await readStore(store!)).map((r) => r.record.commit.slice(0, 1)),
    );
    expect(commits).toEqual(['1', '2']);
    // Two commits on the remote's branch, one after the other: the later push was rebased onto the earlier.
    const subjects = git(join(root, 'remote.git'), 'log', '--format=%s', 'passk-gate-history').trim().split('\n');
    expect(subjects.sort()).toEqual(['record run 0', 'record run 1']);
  });

  it('on a pull request the branch is only read: absent, the store is undefined; nothing is pushed', async () => {
    const { root, clones } = remoteAndClones(1);
    expect(await readHistoryBranch(branchOf(clones[0]!, root), (store) => Promise.resolve(store))).toBeUndefined();
    const remoteBranches = git(join(root, 'remote.git'), 'branch', '--list').trim();
    expect(remoteBranches).toBe('* main');
  });

  it("says why git could not fetch in git's own words, not its advice's last line", async () => {
    const { root, clones } = remoteAndClones(1);
    git(clones[0]!, 'remote', 'remove', 'origin');
    const error = await readHistoryBranch(branchOf(clones[0]!, root), (store) => Promise.resolve(store)).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(InputError);
    // git says "fatal: 'origin' does not appear to be a git repository", "fatal: Could not read from remote
    // repository.", then two lines of advice ending "and the repository exists."
    expect((error as Error).message).toBe(
      "history branch passk-gate-history: git fetch failed: 'origin' does not appear to be a git repository; " +
        'Could not read from remote repository.',
    );
  });

  it('leaves no branch of its own in the checkout after the first push, nor after a push that fails', async () => {
    const { root, clones } = remoteAndClones(2);
    const add = (h: HistoryBranch) =>
      addToHistoryBranch(h, 'record', async (store) => {
        await addRun({ store, files: [join(EXAMPLES, 'baseline.json')], commit: 'a'.repeat(40) });
        return true;
      });
    const branches = (repo: string) => git(repo, 'branch', '--list', '--format=%(refname:short)').trim().split('\n');
    const before = branches(clones[0]!);
    expect(await add(branchOf(clones[0]!, root))).toBe(true);
    expect(branches(clones[0]!)).toEqual(before);
    // Every push rejected as a race: the error stands, and the branch made for the first commit is still removed.
    const rejected = ' ! [rejected]        HEAD -> other-history (fetch first)\nerror: failed to push some refs';
    const refused: GitRunner = (args, cwd) =>
      args[0] === 'push' ? Promise.resolve({ status: 1, stdout: '', stderr: rejected }) : systemGit(args, cwd);
    const other = { ...branchOf(clones[1]!, root), branch: 'other-history', git: refused, sleep: async () => {} };
    await expect(add(other)).rejects.toThrow(/push rejected 5 times: error: failed to push some refs/);
    expect(branches(clones[1]!)).toEqual(before);
  });

  it('does not retry a push the remote refuses for another reason than a race (a permission, a hook)', async () => {
    const { root, clones } = remoteAndClones(1);
    const hook = join(root, 'remote.git', 'hooks', 'pre-receive');
    writeFileSync(hook, '#!/bin/sh\necho "Permission to o/r.git denied to github-actions[bot]." >&2\nexit 1\n');
    chmodSync(hook, 0o755);
    const log: string[] = [];
    const pushes: string[] = [];
    const counting: GitRunner = (args, cwd) => (args[0] === 'push' && pushes.push(cwd), systemGit(args, cwd));
    const error = await addToHistoryBranch(
      { ...branchOf(clones[0]!, root), git: counting, log: (line) => log.push(line) },
      'record',
      async (store) =>
        (await addRun({ store, files: [join(EXAMPLES, 'baseline.json')], commit: 'a'.repeat(40) })).added,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PushRefusedError);
    expect((error as Error).message).toBe(
      'history branch passk-gate-history: the push was refused: Permission to o/r.git denied to github-actions[bot]; ' +
        '[remote rejected] HEAD -> passk-gate-history (pre-receive hook declined)',
    );
    expect(pushes).toHaveLength(1);
    expect(log).toEqual([]);
  });

  it('tries again a push that failed on the way (unreachable, HTTP 5xx, a timeout), and says it failed, not refused', async () => {
    const { root, clones } = remoteAndClones(1);
    const add = (h: HistoryBranch) =>
      addToHistoryBranch(h, 'record', async (store) => {
        await addRun({ store, files: [join(EXAMPLES, 'baseline.json')], commit: 'a'.repeat(40) });
        return true;
      });
    // Real git, a push URL that leads nowhere: every attempt is made, and the error is git's own last line.
    git(clones[0]!, 'remote', 'set-url', '--push', 'origin', join(root, 'gone.git'));
    const log: string[] = [];
    const error = await add({ ...branchOf(clones[0]!, root), log: (line) => log.push(line) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(PushRefusedError);
    expect((error as Error).message).toMatch(/^history branch passk-gate-history: the push failed 5 times: fatal: /);
    expect(log).toHaveLength(4);
    expect(log[0]).toMatch(/^history branch passk-gate-history: push failed \(attempt 1: fatal: .*\); trying again$/);
    // A server error, then a timeout, then the push goes through: it lands.
    git(clones[0]!, 'remote', 'set-url', '--push', 'origin', join(root, 'remote.git'));
    const failures = [
      'error: RPC failed; HTTP 502 curl 22 The requested URL returned error: 502\nfatal: the remote end hung up unexpectedly',
      "fatal: unable to access 'https://github.com/o/r/': Failed to connect to github.com port 443 after 130000 ms: Connection timed out",
    ];
    const flaky: GitRunner = (args, cwd) => {
      const stderr = args[0] === 'push' ? failures.shift() : undefined;
      return stderr === undefined ? systemGit(args, cwd) : Promise.resolve({ status: 128, stdout: '', stderr });
    };
    expect(await add({ ...branchOf(clones[0]!, root), git: flaky })).toBe(true);
    expect(failures).toEqual([]);
    expect(git(join(root, 'remote.git'), 'rev-list', '--count', 'passk-gate-history').trim()).toBe('1');
  });

  it('takes an HTTP 403 and a rejection that is no race as refusals, tried once', async () => {
    const { root, clones } = remoteAndClones(1);
    const refusals = [
      "remote: Write access to repository not granted.\nfatal: unable to access 'https://github.com/o/r/': The requested URL returned error: 403",
      ' ! [rejected]        HEAD -> passk-gate-history (stale info)\nerror: failed to push some refs',
      'ERROR: Permission to o/r.git denied to deploy-key.\nfatal: Could not read from remote repository.',
    ];
    for (const stderr of refusals) {
      let pushes = 0;
      const refusing: GitRunner = (args, cwd) =>
        args[0] === 'push' ? (pushes++, Promise.resolve({ status: 128, stdout: '', stderr })) : systemGit(args, cwd);
      const error = await addToHistoryBranch(
        { ...branchOf(clones[0]!, root), git: refusing },
        'record',
        async (store) => {
          await addRun({ store, files: [join(EXAMPLES, 'baseline.json')], commit: 'a'.repeat(40) });
          return true;
        },
      ).catch((e: unknown) => e);
      expect(error, stderr).toBeInstanceOf(PushRefusedError);
      expect(pushes, stderr).toBe(1);
    }
  });

  /** The name of the record file `branchWithDamagedRecord` cuts short. */
  const damaged = '20261102T100000Z-aaaaaaaaaaaa-passk.json';

  /** A remote whose history branch holds one record file cut short, and a clone of it. */
  async function branchWithDamagedRecord(): Promise<{ root: string; clones: string[] }> {
    const { root, clones } = remoteAndClones(1);
    await addToHistoryBranch(branchOf(clones[0]!, root), 'record', async (store) => {
      mkdirSync(join(store, 'records'));
      writeFileSync(join(store, 'records', damaged), '{"format": "passk-gate-history/v1",');
      return true;
    });
    return { root, clones };
  }

  it('names a damaged record as on the branch, not by the worktree removed before the message is read', async () => {
    const { root, clones } = await branchWithDamagedRecord();
    const error = await readHistoryBranch(branchOf(clones[0]!, root), (store) => readStore(store!)).catch((e) => e);
    expect(error).toBeInstanceOf(InputError);
    expect(error.message).toContain(`passk-gate-history:records/${damaged}`);
    expect(error.message).not.toContain(root);
  });

  it('names a file of a Windows worktree as git does on the branch, with / between its folders', () => {
    const dir = 'C:\\Temp\\passk-gate-history-a1b2c3\\store';
    const file = `${dir}\\records\\${damaged}`;
    expect(onBranch(`${file}: problems: expected a list`, dir, 'hist', win32)).toBe(
      `hist:records/${damaged}: problems: expected a list`,
    );
    // Its restore commands name it in the branch's tree, and so does the commit they make.
    const message = damagedOnBranch('hist', dir, new DamagedRecordError(`${file}: is cut short`, file), win32).message;
    expect(message).toMatch(/^hist:records\/\S+: is cut short; /);
    expect(message).toContain(`git commit -m 'restore records/${damaged}'`);
    expect(message).not.toContain('\\');
  });

  it("gives a config's check the branch's commands to restore a damaged record, as a lone comparison gets", async () => {
    const { root, clones } = await branchWithDamagedRecord();
    const error = await readHistoryBranch(branchOf(clones[0]!, root), async (store) => {
      const config =
        `checks:\n  - name: HumanEval\n    baseline: ${join(EXAMPLES, 'baseline.json')}\n` +
        `    candidate: ${join(EXAMPLES, 'candidate.json')}\n    anchor: history:${store}\n`;
      return runGate(await parseGateConfig(config, 'gate.yml'), { cwd: root });
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InputError);
    const message = (error as Error).message;
    expect(message).toMatch(/^gate\.yml:5: check "HumanEval": /);
    expect(message).toContain(`passk-gate-history:records/${damaged}`);
    expect(message).toContain(
      'restore it on the branch from the commit that added it (git fetch origin passk-gate-history',
    );
    expect(message).not.toContain(root);
  });

  it('gives the commands that restore a record damaged by a commit on the branch, which work', async () => {
    const { root, clones } = remoteAndClones(2);
    const [actions, person] = clones as [string, string];
    await addToHistoryBranch(branchOf(actions, root), 'record', async (store) => {
      const files = [join(EXAMPLES, 'baseline.json')];
      return (await addRun({ store, files, commit: 'a'.repeat(40), name: 'suite' })).added;
    });
    const written = await readHistoryBranch(branchOf(actions, root), async (store) => readStore(store!));
    // Someone edits the record by hand on the branch, and pushes it.
    const identity = {
      ...process.env,
      GIT_AUTHOR_NAME: 't',
      GIT_AUTHOR_EMAIL: 't@e',
      GIT_COMMITTER_NAME: 't',
      GIT_COMMITTER_EMAIL: 't@e',
    };
    git(person, 'fetch', '--quiet', 'origin', 'passk-gate-history');
    git(person, 'switch', '--quiet', '-c', 'edit', 'origin/passk-gate-history');
    const path = git(person, 'ls-files', 'records').trim();
    writeFileSync(join(person, path), '{"format": "passk-gate-history/v1",');
    execFileSync('git', ['commit', '--quiet', '-am', 'edit'], { cwd: person, env: identity });
    git(person, 'push', '--quiet', 'origin', 'HEAD:passk-gate-history');
    git(person, 'switch', '--quiet', 'main');
    const error = await readHistoryBranch(branchOf(actions, root), (store) => readStore(store!)).catch((e) => e);
    expect(error).toBeInstanceOf(InputError);
    const commands = /from the commit that added it \((.*)\), or delete it there \(git rm\)$/.exec(error.message)?.[1];
    expect(commands).toContain(
      `git -C records checkout "$(git -C records log -1 --format=%H --diff-filter=A -- ${basename(path)})" -- ${basename(path)}`,
    );
    execFileSync('sh', ['-c', commands!], { cwd: person, env: identity, stdio: 'pipe' });
    const restored = await readHistoryBranch(branchOf(actions, root), async (store) => readStore(store!));
    expect(restored.map((r) => r.record)).toEqual(written.map((r) => r.record));
  });

  it('adding a commit already recorded pushes nothing', async () => {
    const { root, clones } = remoteAndClones(1);
    const add = () =>
      addToHistoryBranch(
        branchOf(clones[0]!, root),
        'record',
        async (store) =>
          (await addRun({ store, files: [join(EXAMPLES, 'baseline.json')], commit: 'a'.repeat(40) })).added,
      );
    expect(await add()).toBe(true);
    expect(await add()).toBe(false);
    expect(git(join(root, 'remote.git'), 'rev-list', '--count', 'passk-gate-history').trim()).toBe('1');
  });
});

describe('checkBranchName', () => {
  it.each([
    ['origin/passk-gate-history', 'passk-gate-history'],
    ['refs/heads/passk-gate-history', 'passk-gate-history'],
    ['refs/remotes/origin/evals/history', 'evals/history'],
    ['refs/remotes/upstream/passk-gate-history', 'passk-gate-history'],
  ])('refuses %s, a ref rather than a branch name, and says the name to write', (given, branch) => {
    expect(() => checkBranchName(given, 'input history')).toThrow(
      new InputError(
        `input history: expected a branch name such as passk-gate-history, got ${JSON.stringify(given)}, a ref: ` +
          `the action fetches and pushes the branch of origin itself: write ${branch}`,
      ),
    );
  });

  it('suggests no name that would be refused in turn', () => {
    for (const given of ['refs/tags/v1', 'refs/remotes/origin', 'origin/refs/heads/x', 'origin/-x']) {
      expect(() => checkBranchName(given, 'input history')).toThrow(/, a ref: the action fetches [^:]*$/);
    }
  });

  it('takes a branch in a folder', () => {
    expect(checkBranchName('evals/passk-gate-history', 'input history')).toBe('evals/passk-gate-history');
  });
});
