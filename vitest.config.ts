import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files that only `npm run test:all` runs: fuzzing, simulations (`*.sim.test.ts`) and the slower black-box
 * scenarios (`*.slow.test.ts`). `npm test` runs the rest: the fast loop.
 */
const HEAVY = ['test/fuzz/**/*.test.ts', 'test/**/*.sim.test.ts', 'test/**/*.slow.test.ts'];

export default defineConfig({
  test: {
    // The tests are CPU-bound and the main process idles: one worker per core (Vitest's default leaves one core
    // free, half of a 2-core machine, which doubled the run).
    maxWorkers: availableParallelism(),
    globalSetup: ['test/support/global-setup.ts'],
    projects: [
      // The fast loop's files share each worker's module cache (no isolation): loading the sources once per
      // worker rather than once per file halves `npm test`. A test that mocks a module does it for its own
      // fresh imports (test/scenarios/internal-error.test.ts) and undoes it.
      // Its black-box tests start Node and git several times each: on a slow or busy 2-core machine one takes a few
      // seconds, so a hang is caught at 20 s rather than Vitest's 5.
      {
        extends: true,
        test: { name: 'fast', include: ['test/**/*.test.ts'], exclude: HEAVY, isolate: false, testTimeout: 20_000 },
      },
      // Fuzzing and simulations run many cases per test: their time is the cases', not a hang.
      { extends: true, test: { name: 'heavy', include: HEAVY, testTimeout: 60_000 } },
    ],
  },
});
