/**
 * Absolute paths of the Node.js versions the bundles are tested under. Inside npm scripts and npx the `node`
 * devDependency (Node 24) comes first on PATH, so `node` and `process.execPath` there are Node 24 whatever
 * the machine has: each version is found by its path and checked by its `--version`.
 *
 * PASSK_GATE_NODE20 / PASSK_GATE_NODE24 name them explicitly (`.ci/run` sets both, and fails when either is
 * missing); a named binary that is missing or another version fails the tests that need it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const MODULES = join(ROOT, 'node_modules');

const versions = new Map<string, string | undefined>();

/** `v20.20.2` for a Node binary, or undefined when it does not run. */
export function versionOf(binary: string): string | undefined {
  if (!versions.has(binary)) {
    const probe = spawnSync(binary, ['--version'], { encoding: 'utf8' });
    versions.set(binary, probe.status === 0 ? probe.stdout.trim() : undefined);
  }
  return versions.get(binary);
}

function isMajor(binary: string, major: number): boolean {
  return versionOf(binary)?.startsWith(`v${major}.`) === true;
}

/** The variable that names the binary of a major version, e.g. PASSK_GATE_NODE20. */
export const nodeVariable = (major: number): string => `PASSK_GATE_NODE${major}`;

/**
 * Where to look when no variable names the binary: the devDependency (Node 24), the Node that runs npm
 * (npm_node_execpath), this process, and each `node` on PATH outside node_modules.
 */
function candidates(): string[] {
  const onPath = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir !== '' && !resolve(dir).startsWith(MODULES))
    .map((dir) => join(dir, 'node'));
  const found = [
    join(MODULES, 'node', 'bin', 'node'),
    process.env.npm_node_execpath,
    process.execPath,
    ...onPath,
  ].filter((path): path is string => path !== undefined && path !== '' && existsSync(path));
  return [...new Set(found)];
}

/**
 * The absolute path of a Node `major` binary: the one PASSK_GATE_NODE<major> names (which must be that
 * version), else the first candidate of that version; undefined when there is none.
 */
export function findNode(major: number): string | undefined {
  const named = process.env[nodeVariable(major)];
  if (named !== undefined && named !== '') {
    if (!isMajor(named, major)) {
      throw new Error(
        `${nodeVariable(major)}=${named} is ${versionOf(named) === undefined ? 'not a Node binary that runs' : versionOf(named)}, not Node ${major}`,
      );
    }
    return named;
  }
  return candidates().find((binary) => isMajor(binary, major));
}

/** `findNode`, or an error naming the variable to set. */
export function nodeBinary(major: number): string {
  const found = findNode(major);
  if (found === undefined) {
    throw new Error(
      `no Node ${major} found: set ${nodeVariable(major)} to the absolute path of a Node ${major} binary`,
    );
  }
  return found;
}
