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

  it("are listed in this order in CONTRIBUTING.md's source layout", () => {
    const page = readFileSync(resolve(SRC, '../CONTRIBUTING.md'), 'utf8');
    // The first column of the table's rows: `src/render/`, or `src/cli.ts`, `src/action.ts`, `src/library.ts`.
    const listed = page
      .split('\n')
      .filter((line) => line.startsWith('| `src/'))
      .flatMap((line) => [...line.split('|')[1]!.matchAll(/`src\/([^/`]+)\/?`/g)].map((match) => match[1]!));
    // src/bin/ and src/index.ts only start the CLI and the action: the table names them beside the entry points.
    expect(listed).toEqual(LAYERS.filter((layer) => layer !== 'bin' && layer !== 'index.ts'));
  });
});

const TEST = resolve(SRC, '../test');

/**
 * Test files that test no one module: the bundles' black-box tests, simulations, fuzzing, reference values,
 * benchmarks' checks, helpers, end-to-end scenarios across modules, and the project-wide checks at the top.
 */
const APART = ['bundles', 'simulation', 'fuzz', 'bench', 'reference', 'support', 'scenarios'];
const PROJECT_WIDE = ['docs.test.ts', 'layers.test.ts', 'shared.test.ts'];

/** Whether a module has behaviour of its own: it exports a function or a class (not only types and constants). */
function hasBehaviour(file: string): boolean {
  return /^export (?:async )?(?:function|class) |^export const \w+ = (?:async )?(?:\(|\w+ =>)/m.test(
    readFileSync(file, 'utf8'),
  );
}

/** The module a test file mirrors: test/a/b.test.ts (or .sim / .slow) tests src/a/b.ts. */
function mirroredModule(testFile: string): string {
  return join(SRC, relative(TEST, testFile).replace(/(?:\.sim|\.slow)?\.test\.ts$/, '.ts'));
}

describe('tests mirror src/', () => {
  const modules = sourceFiles(SRC);
  const tests = sourceFiles(TEST).filter((file) => file.endsWith('.test.ts'));
  const apart = (file: string): boolean => {
    const path = relative(TEST, file).split(/[\\/]/);
    return APART.includes(path[0]!) || (path.length === 1 && PROJECT_WIDE.includes(path[0]!));
  };

  it('every module with behaviour has its own test file', () => {
    const mirrored = new Set(tests.filter((file) => !apart(file)).map(mirroredModule));
    const untested = modules.filter((file) => hasBehaviour(file) && !mirrored.has(file));
    expect(untested.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('every other test file tests a module of the same path', () => {
    const known = new Set(modules);
    const stray = tests.filter((file) => !apart(file) && !known.has(mirroredModule(file)));
    expect(stray.map((file) => relative(TEST, file))).toEqual([]);
  });
});
