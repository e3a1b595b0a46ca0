import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/**
 * The pipeline's steps, lowest first. A module may import from its own step or from a lower one, never from a
 * higher one: the data flows load -> check -> estimate -> resample -> decide -> power -> compare -> render -> publish,
 * with what the user asked for (config) parsed before any of it runs.
 */
const LAYERS: readonly string[] = [
  'common',
  'io',
  'formats',
  'load',
  'check',
  'estimate',
  'config',
  'resample',
  'decide',
  'power',
  'compare',
  'plan',
  'sequential',
  'gate.ts',
  'sequential-gate.ts',
  'render',
  'history',
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

/** The source files a file imports, static or dynamic. */
function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [
    ...[...text.matchAll(/^(?:import|export)[^'"]*?from\s+'(\.[^']+)'/gms)].map((match) => match[1]!),
    ...[...text.matchAll(/\bimport\(\s*'(\.[^']+)'/g)].map((match) => match[1]!),
  ];
  return specs
    .map((spec) => resolve(dirname(file), spec.replace(/\.js$/, '.ts')))
    .filter((target) => target.startsWith(SRC) && target.endsWith('.ts'));
}

/** Every cycle of imports, each as the files it runs through (found by depth-first search). */
function importCycles(files: readonly string[]): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    state.set(file, 'open');
    path.push(file);
    for (const target of imports(file)) {
      if (state.get(target) === 'open') cycles.push(path.slice(path.indexOf(target)).map((f) => relative(SRC, f)));
      else if (!state.has(target)) visit(target);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file);
  return cycles;
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
      for (const target of imports(file)) {
        if (layerOf(target) > layerOf(file)) upward.push(`${relative(SRC, file)} imports ${relative(SRC, target)}`);
      }
    }
    expect(upward).toEqual([]);
  });

  it('has no import cycle, inside a folder or across folders', () => {
    expect(importCycles(files)).toEqual([]);
  });
});
