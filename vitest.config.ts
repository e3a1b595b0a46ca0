import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Test files that only `npm run test:all` runs: fuzzing, simulations (`*.sim.test.ts`) and the slower black-box
 * scenarios (`*.slow.test.ts`).
 */
const HEAVY = ['test/fuzz/**/*.test.ts', 'test/**/*.sim.test.ts', 'test/**/*.slow.test.ts'];

/** The black-box tests of the built bundles (`npm run test:bundles`): they start Node and git several times each. */
const BUNDLES = ['test/bundles/**/*.test.ts'];

/** Rebuilds dist/ when a source is newer, before the tests that run the bundles start. */
const BUILD_FIRST = ['test/support/global-setup.ts'];

/** The order the projects' files start in: the longest first, so that no worker is left alone with one at the end. */
const PROJECT_ORDER = ['heavy', 'bundles', 'fast'];

/**
 * Vitest's order within each project (failed, then longest or largest first), with the projects in
 * `PROJECT_ORDER`: by default they go by name, which started the simulations and fuzzers (20 to 80 s a file) last.
 */
class LongestProjectsFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = PROJECT_ORDER.indexOf(file.project.name);
      return at < 0 ? PROJECT_ORDER.length : at;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestProjectsFirst },
    // Removes each test file's temporary folders when it ends (they are in memory under /dev/shm).
    setupFiles: ['test/support/remove-temp-dirs.ts'],
    // The tests are CPU-bound and the main process idles: one worker per core (Vitest's default leaves one core
    // free, half of a 2-core machine, which doubled the run).
    maxWorkers: availableParallelism(),
    projects: [
      // `npm test`, the fast loop: the tests that mirror src/ and the scenarios run in process. Its files share
      // each worker's module cache (no isolation): loading the sources once per worker rather than once per file
      // halves it. A test that mocks a module does it for its own fresh imports
      // (test/scenarios/internal-error.test.ts) and undoes it.
      {
        extends: true,
        test: {
          name: 'fast',
          include: ['test/**/*.test.ts'],
          exclude: [...HEAVY, ...BUNDLES],
          isolate: false,
          testTimeout: 20_000,
        },
      },
      // On a slow or busy 2-core machine one start of a bundle takes a few seconds, so a hang is caught at 20 s
      // rather than Vitest's 5.
      {
        extends: true,
        test: {
          name: 'bundles',
          include: BUNDLES,
          exclude: HEAVY,
          isolate: false,
          testTimeout: 20_000,
          globalSetup: BUILD_FIRST,
        },
      },
      // Fuzzing and simulations run many cases per test: their time is the cases', not a hang. They share each
      // worker's module cache as the fast loop does: loading the sources once per worker rather than once per file
      // took about 50 s of CPU off the project's 450 s.
      {
        extends: true,
        test: { name: 'heavy', include: HEAVY, isolate: false, testTimeout: 60_000, globalSetup: BUILD_FIRST },
      },
    ],
  },
});
