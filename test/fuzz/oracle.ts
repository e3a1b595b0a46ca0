// What every reader must do with any input: give a valid RunResults, or refuse with a one-line InputError
// naming the file. Anything else (another error type, a stack trace, a non-finite number) fails the test.
import fc from 'fast-check';
import { expect } from 'vitest';
import { InputError } from '../../src/common/errors.js';
import type { ProblemCounts, RunResults } from '../../src/common/types.js';

/** Largest per-problem count a reader may return. */
export const MAX_COUNT = 999_999_999;

/** Longest error message: values from the file are cut, so a message stays readable. */
export const MAX_MESSAGE = 1000;

const LINE_BREAK_OR_CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** Words a message shows only when code mishandled a value (a value from the file is quoted, so it is not matched). */
const SLOPPY = /(?<!")\b(?:NaN|undefined|Infinity)\b(?!")|\[object /;

function isCount(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= MAX_COUNT;
}

/** Checks what any reader's result must satisfy, whatever the input was. */
export function checkRun(run: RunResults, file: string, format?: string): void {
  expect(run.source).toBe(file);
  if (format !== undefined) expect(run.format).toBe(format);
  expect(run.problems.length).toBeGreaterThan(0);
  const ids = new Set<string>();
  for (const p of run.problems) {
    expect(typeof p.id === 'string' && p.id !== '', `id ${String(p.id)}`).toBe(true);
    ids.add(p.id);
    expect(isCount(p.n, 1), `n of ${p.id}: ${p.n}`).toBe(true);
    expect(isCount(p.c, 0) && p.c <= p.n, `c of ${p.id}: ${p.c} (n ${p.n})`).toBe(true);
    if (p.timeouts !== undefined) expect(isCount(p.timeouts, 0), `timeouts ${p.timeouts}`).toBe(true);
    if (p.errors !== undefined) expect(isCount(p.errors, 0), `errors ${p.errors}`).toBe(true);
    expect((p.timeouts ?? 0) + (p.errors ?? 0)).toBeLessThanOrEqual(p.n - p.c);
    if (p.group !== undefined) expect(typeof p.group === 'string' && p.group !== '').toBe(true);
  }
  expect(ids.size, 'problem ids are unique').toBe(run.problems.length);
  if (run.model !== undefined) expect(typeof run.model).toBe('string');
  expect(Object.getPrototypeOf(run.config)).toBe(Object.prototype);
  for (const [key, value] of Object.entries(run.config)) {
    const scalar =
      value === null ||
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value));
    expect(scalar, `config ${key} = ${String(value)}`).toBe(true);
    expect(['file', 'filename', 'user', 'mlflow']).toContain(
      Object.getOwnPropertyDescriptor(run.configSources, key)?.value,
    );
  }
  expect(Object.keys(run.configSources).sort()).toEqual(Object.keys(run.config).sort());
  for (const warning of run.warnings) {
    expect(typeof warning).toBe('string');
    expect(warning, 'a warning shows no NaN, undefined or Infinity').not.toMatch(SLOPPY);
  }
}

/** Checks a refusal: an InputError whose one line starts with the file's name. */
export function checkRefusal(error: unknown, file: string, otherFiles: readonly string[] = []): void {
  if (!(error instanceof InputError)) {
    throw new Error(
      `expected an InputError, got ${error instanceof Error ? `${error.name}: ${error.message}\n${error.stack}` : String(error)}`,
    );
  }
  const message = error.message;
  const named = [file, ...otherFiles].some((name) => message.startsWith(`${name}: `));
  expect(named, `names the file: ${message.slice(0, 300)}`).toBe(true);
  expect(
    LINE_BREAK_OR_CONTROL.test(message),
    `one line without control characters: ${JSON.stringify(message.slice(0, 300))}`,
  ).toBe(false);
  expect(message.length, `short: ${message.slice(0, 300)}`).toBeLessThanOrEqual(MAX_MESSAGE);
  // A JSON error names Python's NaN and Infinity tokens where the file has them, on purpose.
  const own = message.replace(/\b(?:NaN|-?Infinity) is not JSON \(Python's json\.dump/, '');
  expect(own, `no sloppy values: ${message.slice(0, 300)}`).not.toMatch(SLOPPY);
}

/** Runs a reader on one input: valid results (checked) or a refusal (checked). */
export async function readOrRefuse(
  read: () => RunResults | Promise<RunResults>,
  file: string,
  format?: string,
  otherFiles: readonly string[] = [],
): Promise<RunResults | undefined> {
  let run: RunResults;
  try {
    run = await read();
  } catch (error) {
    checkRefusal(error, file, otherFiles);
    return undefined;
  }
  checkRun(run, file, format);
  return run;
}

/** Counts as sorted `"id": n/c tT eE` strings, ignoring order (evalplus keys problems by id, which reorders numeric ids). */
export function countsById(problems: readonly ProblemCounts[]): string[] {
  return problems.map((p) => `${JSON.stringify(p.id)}: ${p.n}/${p.c} t${p.timeouts ?? '-'} e${p.errors ?? '-'}`).sort();
}

/** Cases run per reader and kind, printed at the end of each fuzz file. */
export class CaseTally {
  private readonly counts = new Map<string, number>();

  add(reader: string, cases = 1): void {
    this.counts.set(reader, (this.counts.get(reader) ?? 0) + cases);
  }

  total(): number {
    let sum = 0;
    for (const count of this.counts.values()) sum += count;
    return sum;
  }

  report(title: string): string {
    const lines = [...this.counts]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([reader, count]) => `  ${reader}: ${count}`);
    return `${title}: ${this.total()} cases\n${lines.join('\n')}`;
  }
}

/** Cuts each line of a failure report: counterexamples hold megabyte-long values. */
function shortReport(details: fc.RunDetails<unknown>): void {
  if (!details.failed) return;
  const cause =
    details.errorInstance instanceof Error
      ? `${details.errorInstance.message}\n${details.errorInstance.stack ?? ''}`
      : String(details.errorInstance);
  const text = `${fc.defaultReportMessage(details) ?? ''}\nCaused by: ${cause}`;
  throw new Error(
    text
      .split('\n')
      .map((line) => (line.length > 2000 ? `${line.slice(0, 2000)}… (${line.length} characters)` : line))
      .join('\n'),
  );
}

/** fast-check parameters: seeded, a fixed number of runs, short failure reports. */
export function fuzzRuns(seed: number, numRuns: number): fc.Parameters<unknown> {
  return { seed, numRuns, reporter: shortReport };
}
