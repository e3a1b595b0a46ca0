/**
 * The bundles in dist/ as users run them, under each supported Node version found by its absolute path
 * (`support/node-versions.ts`): inside npm scripts plain `node` is the Node 24 devDependency.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findNode, nodeVariable, versionOf } from './support/node-versions.js';
import { tempDir } from './support/temp.js';

const root = join(import.meta.dirname, '..');
const examples = { baseline: join(root, 'examples/baseline.json'), candidate: join(root, 'examples/candidate.json') };

/** Node majors the CLI and the library support (package.json engines: >=20), oldest and newest. */
const MAJORS = [20, 24] as const;
const nodes = MAJORS.map((major) => ({ major, binary: findNode(major) }));

function run(binary: string, args: string[]) {
  const result = spawnSync(binary, args, { encoding: 'utf8' });
  if (result.error) throw result.error;
  return result;
}

describe('the bundled CLI (dist/cli.js)', () => {
  for (const { major, binary } of nodes) {
    it.skipIf(binary === undefined)(
      binary === undefined
        ? `runs under Node ${major} (skipped: no Node ${major} found; set ${nodeVariable(major)})`
        : `runs under Node ${major} (${binary})`,
      () => {
        expect(versionOf(binary!)).toMatch(new RegExp(`^v${major}\\.`));
        const result = run(binary!, [join(root, 'dist/cli.js'), '--version']);
        expect(result.status).toBe(0);
        expect(result.stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
      },
    );
  }

  it.skipIf(nodes.some((node) => node.binary === undefined))(
    'gives the same bytes and exit status under Node 20 and Node 24, from a folder with no node_modules',
    () => {
      const alone = tempDir('passk-dist-');
      copyFileSync(join(root, 'dist/cli.js'), join(alone, 'cli.mjs'));
      const args = [
        join(alone, 'cli.mjs'),
        'compare',
        '--baseline',
        examples.baseline,
        '--candidate',
        examples.candidate,
      ];
      const outputs = nodes.map(({ binary }) => run(binary!, [...args, '--seed', '3']));
      expect(outputs.map((o) => o.status)).toEqual([0, 0]);
      expect(outputs[0]!.stdout).toMatch(/^passk-gate {2}Improvement/);
      expect(outputs[1]!.stdout).toBe(outputs[0]!.stdout);
      const reversed = [
        join(alone, 'cli.mjs'),
        'compare',
        '--baseline',
        examples.candidate,
        '--candidate',
        examples.baseline,
      ];
      expect(nodes.map(({ binary }) => run(binary!, reversed).status)).toEqual([1, 1]);
      const missing = nodes.map(({ binary }) =>
        run(binary!, [join(alone, 'cli.mjs'), 'compare', '--baseline', 'nope']),
      );
      expect(missing.map((o) => o.status)).toEqual([2, 2]);
      expect(missing[1]!.stderr).toBe(missing[0]!.stderr);
    },
  );
});
