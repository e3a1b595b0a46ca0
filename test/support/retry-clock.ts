// A fake clock and log for the retries of src/io/retry.ts and src/publish/retry.ts.
import type { RetryPolicy } from '../../src/io/retry.js';

export const POLICY: RetryPolicy = {
  attempts: 4,
  backoffMs: 1000,
  maxWaitMs: 60_000,
  timeoutMs: 15_000,
  budgetMs: 120_000,
};
export const NOW = Date.parse('2024-06-01T12:00:00Z');

/** A fake clock: sleeping moves it on at once, so nothing in these tests really waits. */
export function fakeEnvironment() {
  const log = { sleeps: [] as number[], debug: [] as string[], info: [] as string[] };
  let now = NOW;
  return {
    log,
    advance: (ms: number) => (now += ms),
    env: {
      now: () => now,
      sleep: async (ms: number) => {
        log.sleeps.push(ms);
        now += ms;
      },
      debug: (line: string) => log.debug.push(line),
      info: (line: string) => log.info.push(line),
    },
  };
}
