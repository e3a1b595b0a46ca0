import { join } from 'node:path';
import type { ProblemCounts } from '../../src/common/types.js';
import { runWithShared, sharedPath, sharedTitle } from '../support/shared.js';

const root = join(import.meta.dirname, '..', '..');

/** A fixture written by this project in a harness's exact output shape. */
export function fixture(...parts: string[]): string {
  return join(root, 'test', 'fixtures', 'formats', ...parts);
}

/**
 * Real harness output files kept beside the repository (`../shared/realdata`); absent on most machines, where
 * the tests that read them skip, unless PASSK_GATE_REQUIRE_SHARED=1 makes them fail (support/shared.ts).
 */
export const realdata = sharedPath('realdata');
export const haveRealdata = runWithShared('realdata', 'README.md');
/** Test-suite title that says why it is skipped when the real files are absent. */
export const realdataTitle = (title: string): string => sharedTitle(title, 'realdata', 'README.md');

/** Counts as `id:n/c` strings (with timeouts and errors when set), compact to compare. */
export function counts(problems: readonly ProblemCounts[]): string[] {
  return problems.map((p) => {
    const extra = [
      p.timeouts !== undefined ? `t${p.timeouts}` : '',
      p.errors !== undefined ? `e${p.errors}` : '',
    ].filter((s) => s !== '');
    return `${p.id}:${p.n}/${p.c}${extra.length > 0 ? ` ${extra.join(' ')}` : ''}`;
  });
}
