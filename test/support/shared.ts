/**
 * Files kept beside the repository in `../shared` (real harness output in `realdata/`, GitHub's JSON Schemas
 * for action.yml and workflows in `schemas/`): never copied into the repository, so absent on most machines.
 * Tests that read them skip when they are absent, unless PASSK_GATE_REQUIRE_SHARED=1 (`.ci/run` sets it):
 * then they run and fail on the missing files, so a missing folder can never pass silently.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SHARED = fileURLToPath(new URL('../../../shared', import.meta.url));

/** Set to 1 to turn the skips of tests that need ../shared into failures. */
export const REQUIRE_SHARED_VARIABLE = 'PASSK_GATE_REQUIRE_SHARED';

export const sharedRequired = (): boolean => process.env[REQUIRE_SHARED_VARIABLE] === '1';

/** The path of a file or folder under ../shared. */
export function sharedPath(...parts: string[]): string {
  return join(SHARED, ...parts);
}

/**
 * Whether the tests that need `../shared/<parts>` run: when it exists, and whenever PASSK_GATE_REQUIRE_SHARED
 * is 1 (they then fail instead of skipping).
 */
export function runWithShared(...parts: string[]): boolean {
  return sharedRequired() || existsSync(sharedPath(...parts));
}

/** A title that says why the tests are skipped when they are. */
export function sharedTitle(title: string, ...parts: string[]): string {
  return runWithShared(...parts) ? title : `${title} (skipped: ../shared/${parts.join('/')} is absent)`;
}
