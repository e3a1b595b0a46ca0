/**
 * Vitest's global setup: rebuilds `dist/` (the bundles the black-box tests run) once before the test files
 * start, when a source of the build is newer than the oldest bundle, so no test runs a stale bundle and no two
 * test files rebuild it at once.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Everything `npm run build` reads, and everything it writes. */
const SOURCES = ['src', 'schema', 'scripts/build.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];
const OUTPUTS = ['dist/cli.js', 'dist/index.js', 'dist/library.js', 'dist/library.d.ts'];

function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newest(join(path, entry))));
}

function oldestOutput(): number {
  const paths = OUTPUTS.map((file) => join(ROOT, file));
  return paths.every((path) => existsSync(path)) ? Math.min(...paths.map((path) => statSync(path).mtimeMs)) : 0;
}

export default function setup(): void {
  const sources = Math.max(
    ...SOURCES.map((source) => join(ROOT, source))
      .filter(existsSync)
      .map(newest),
  );
  if (oldestOutput() >= sources) return;
  console.log('dist/ is older than its sources: rebuilding it (npm run build)');
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
}
