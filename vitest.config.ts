import { defineConfig } from 'vitest/config';

/**
 * Test files that only `npm run test:all` runs: fuzzing, simulations (`*.sim.test.ts`; `test/simulation.test.ts`
 * by name) and the slower black-box scenarios (`*.slow.test.ts`). `npm test` runs the rest: the fast loop.
 */
const HEAVY = ['test/fuzz/**/*.test.ts', 'test/**/*.sim.test.ts', 'test/**/*.slow.test.ts', 'test/simulation.test.ts'];

export default defineConfig({
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    projects: [
      { extends: true, test: { name: 'fast', include: ['test/**/*.test.ts'], exclude: HEAVY } },
      { extends: true, test: { name: 'heavy', include: HEAVY } },
    ],
  },
});
