/**
 * The tests that need `../shared` (see support/shared.ts) can only skip where it is absent and
 * PASSK_GATE_REQUIRE_SHARED is not 1; with it set, a missing folder fails here by name.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REQUIRE_SHARED_VARIABLE, sharedPath, sharedRequired } from './support/shared.js';

const TEST = import.meta.dirname;

/** What the tests read from ../shared. */
const NEEDED = [
  ['realdata', 'README.md'],
  ['schemas', 'github-action.schema.json'],
  ['schemas', 'github-workflow.schema.json'],
];

/** A file's code lines: comment lines (`//`, `/*`, ` *`) may mention ../shared. */
function codeOf(file: string): string {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');
}

function testSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testSources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('../shared', () => {
  it.runIf(sharedRequired())(`is present when ${REQUIRE_SHARED_VARIABLE}=1`, () => {
    const missing = NEEDED.map((parts) => sharedPath(...parts)).filter((path) => !existsSync(path));
    expect(missing, `${REQUIRE_SHARED_VARIABLE}=1, but these are missing`).toEqual([]);
  });

  it('is reached only through support/shared.ts, so no test can skip on it by another rule', () => {
    const direct = testSources(TEST)
      .filter((file) => !file.endsWith(join('support', 'shared.ts')) && file !== import.meta.filename)
      .filter((file) => /['"`](\.\.\/)+shared\b|['"`]shared['"`]/.test(codeOf(file)))
      .map((file) => relative(TEST, file));
    expect(direct).toEqual([]);
  });
});
