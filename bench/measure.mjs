// Runs a command to completion and measures its wall-clock time and, where GNU time is installed, its peak
// resident memory.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { median } from 'simple-statistics';

const GNU_TIME = '/usr/bin/time';
const PEAK_MARK = 'passk-bench-peak-kb=';

/** Whether /usr/bin/time is GNU time (it takes -f); checked once. */
export const peakMemoryMeasured =
  existsSync(GNU_TIME) &&
  spawnSync(GNU_TIME, ['-f', `${PEAK_MARK}%M`, 'true'], { encoding: 'utf8' }).stderr?.includes(PEAK_MARK);

/**
 * One run of `command args`: { seconds, peakKb (null when not measured), status, signal, stdout, stderr,
 * timedOut }. The time is taken around the whole child process, start-up included.
 */
export function runOnce(command, args, { timeoutSeconds, env } = {}) {
  const [file, argv] = peakMemoryMeasured ? [GNU_TIME, ['-f', `${PEAK_MARK}%M`, command, ...args]] : [command, args];
  const start = process.hrtime.bigint();
  const result = spawnSync(file, argv, {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: env ?? process.env,
    ...(timeoutSeconds === undefined ? {} : { timeout: timeoutSeconds * 1000, killSignal: 'SIGKILL' }),
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  let stderr = result.stderr ?? '';
  let peakKb = null;
  const mark = stderr.lastIndexOf(PEAK_MARK);
  if (mark >= 0) {
    peakKb = Number(stderr.slice(mark + PEAK_MARK.length).trim());
    stderr = stderr.slice(0, mark).replace(/(Command exited with non-zero status \d+\n)$/, '');
  }
  return {
    seconds,
    peakKb,
    status: result.status,
    signal: result.signal,
    stdout: result.stdout ?? '',
    stderr,
    timedOut: result.error?.code === 'ETIMEDOUT',
    error: result.error,
  };
}

/** Median time, largest peak memory and count of runs ({ seconds, peakKb }). */
export function summarize(runs) {
  const peaks = runs.map((run) => run.peakKb).filter((kb) => kb !== null);
  return {
    seconds: median(runs.map((run) => run.seconds)),
    peakKb: peaks.length > 0 ? Math.max(...peaks) : null,
    runs: runs.length,
  };
}

/**
 * Repeats `measure()` (which returns { seconds, peakKb }) until `runs` runs are done or `budgetSeconds` are
 * spent, at least `minRuns` times; returns their summary.
 */
export function repeat(measure, { runs, minRuns = 1, budgetSeconds }) {
  const done = [];
  let spent = 0;
  while (done.length < runs && (done.length < minRuns || spent < budgetSeconds)) {
    const run = measure();
    done.push(run);
    spent += run.seconds;
  }
  return summarize(done);
}
