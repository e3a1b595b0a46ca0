import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/**
 * The pipeline's steps, lowest first. A module may import from its own step or from a lower one, never from a
 * higher one: the data flows load -> check -> estimate -> resample -> decide -> power -> report -> render -> publish.
 */
const LAYERS: readonly string[] = [
  'common',
  'options.ts',
  'io',
  'formats',
  'load',
  'check',
  'estimate',
  'resample',
  'decide',
  'power',
  'report',
  'plan',
  'config',
  'gate.ts',
  'render',
  'publish',
  'cli.ts',
  'action.ts',
  'library.ts',
  'bin',
  'index.ts',
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(folder, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(folder, entry.name)]
        : [],
  );
}

/** The step a file belongs to: its top folder under src/, or its own name for a file at the top. */
function layerOf(file: string): number {
  const top = relative(SRC, file).split(/[\\/]/)[0]!;
  const layer = LAYERS.indexOf(top);
  if (layer < 0) throw new Error(`${relative(SRC, file)} is in no layer: add its folder to LAYERS`);
  return layer;
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)[^'"]*?from\s+'(\.[^']+)'/gms)].map((match) => match[1]!);
}

describe('module layers', () => {
  const files = sourceFiles(SRC);

  it('every source file belongs to a layer', () => {
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) expect(() => layerOf(file)).not.toThrow();
  });

  it('imports only run down the pipeline', () => {
    const upward: string[] = [];
    for (const file of files) {
      for (const spec of relativeImports(file)) {
        const target = resolve(dirname(file), spec.replace(/\.js$/, '.ts'));
        if (!target.startsWith(SRC)) continue;
        if (layerOf(target) > layerOf(file)) upward.push(`${relative(SRC, file)} imports ${relative(SRC, target)}`);
      }
    }
    expect(upward).toEqual([]);
  });
});
