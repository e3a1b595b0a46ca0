import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];

/**
 * Removes the folders `tempDir` made, after each test file (test/support/remove-temp-dirs.ts): a hook registered
 * here would run after the first file alone, as the projects share each worker's modules across files.
 */
export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** A new temporary folder (in memory under /dev/shm where there is one), removed when the test file ends. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/**
 * The bundles alone in a new folder, as a user's copy of the action or an installed package lays them out
 * (dist/ with its chunks beside a package.json of `"type": "module"`), and no node_modules: the path of dist/.
 */
export function bundleCopy(prefix: string, root: string): string {
  const dir = tempDir(prefix);
  cpSync(join(root, 'dist'), join(dir, 'dist'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'passk-gate', type: 'module', version: '0.0.0' }));
  return join(dir, 'dist');
}
