// A repository as actions/checkout leaves it: a bare remote with one commit on main, and a clone of it.
import { execFileSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { tempDir } from './temp.js';

/** git run in `cwd`; its output as text. */
export const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: 'pipe' });

/** The remote and the checkout, in a fresh temporary folder named from `prefix`; `files` are copied into the checkout. */
export function gitWorkspace(prefix: string, files: readonly string[] = []): { remote: string; checkout: string } {
  const root = tempDir(prefix);
  const remote = join(root, 'remote.git');
  const checkout = join(root, 'checkout');
  git(root, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  git(root, 'clone', '--quiet', remote, checkout);
  for (const file of files) copyFileSync(file, join(checkout, basename(file)));
  git(
    checkout,
    '-c',
    'user.name=t',
    '-c',
    'user.email=t@example.com',
    'commit',
    '--quiet',
    '--allow-empty',
    '-m',
    'first',
  );
  git(checkout, 'push', '--quiet', 'origin', 'HEAD:refs/heads/main');
  return { remote, checkout };
}
