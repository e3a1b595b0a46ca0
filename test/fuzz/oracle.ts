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

/**
 * `expect(ok, message()).toBe(true)`, called only when `ok` is false: on every case of every fuzzer, expect's
 * bookkeeping for checks that pass was most of the oracle's time. A failure reads as before.
 */
function ensure(ok: boolean, message?: () => string): void {
  if (!ok) expect(ok, message?.()).toBe(true);
}

const sameStrings = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, i) => value === b[i]);

/** Checks what any reader's result must satisfy, whatever the input was. */
export function checkRun(run: RunResults, file: string, format?: string): void {
  // Each check calls expect only when it fails, for expect's own message (see `ensure`).
  if (run.source !== file) expect(run.source).toBe(file);
  if (format !== undefined && run.format !== format) expect(run.format).toBe(format);
  if (!(run.problems.length > 0)) expect(run.problems.length).toBeGreaterThan(0);
  const ids = new Set<string>();
  for (const p of run.problems) {
    ensure(typeof p.id === 'string' && p.id !== '', () => `id ${String(p.id)}`);
    ids.add(p.id);
    ensure(isCount(p.n, 1), () => `n of ${p.id}: ${p.n}`);
    ensure(isCount(p.c, 0) && p.c <= p.n, () => `c of ${p.id}: ${p.c} (n ${p.n})`);
    if (p.timeouts !== undefined) ensure(isCount(p.timeouts, 0), () => `timeouts ${p.timeouts}`);
    if (p.errors !== undefined) ensure(isCount(p.errors, 0), () => `errors ${p.errors}`);
    const failed = (p.timeouts ?? 0) + (p.errors ?? 0);
    if (!(failed <= p.n - p.c)) expect(failed).toBeLessThanOrEqual(p.n - p.c);
    if (p.group !== undefined) ensure(typeof p.group === 'string' && p.group !== '');
  }
  if (ids.size !== run.problems.length) expect(ids.size, 'problem ids are unique').toBe(run.problems.length);
  if (run.model !== undefined && typeof run.model !== 'string') expect(typeof run.model).toBe('string');
  const prototype = Object.getPrototypeOf(run.config) as unknown;
  if (prototype !== Object.prototype) expect(prototype).toBe(Object.prototype);
  const sources = ['file', 'filename', 'user', 'mlflow'];
  for (const [key, value] of Object.entries(run.config)) {
    const scalar =
      value === null ||
      typeof value === 'string' ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value));
    ensure(scalar, () => `config ${key} = ${String(value)}`);
    const source = Object.getOwnPropertyDescriptor(run.configSources, key)?.value as unknown;
    if (!sources.includes(source as string)) expect(sources).toContain(source);
  }
  const sourceKeys = Object.keys(run.configSources).sort();
  const configKeys = Object.keys(run.config).sort();
  if (!sameStrings(sourceKeys, configKeys)) expect(sourceKeys).toEqual(configKeys);
  for (const warning of run.warnings) {
    if (typeof warning !== 'string') expect(typeof warning).toBe('string');
    if (SLOPPY.test(warning)) expect(warning, 'a warning shows no NaN, undefined or Infinity').not.toMatch(SLOPPY);
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
  ensure(named, () => `names the file: ${message.slice(0, 300)}`);
  const broken = LINE_BREAK_OR_CONTROL.test(message);
  if (broken)
    expect(broken, `one line without control characters: ${JSON.stringify(message.slice(0, 300))}`).toBe(false);
  if (message.length > MAX_MESSAGE) {
    expect(message.length, `short: ${message.slice(0, 300)}`).toBeLessThanOrEqual(MAX_MESSAGE);
  }
  // A JSON error names Python's NaN and Infinity tokens where the file has them, on purpose.
  const own = message.replace(/\b(?:NaN|-?Infinity) is not JSON \(Python's json\.dump/, '');
  if (SLOPPY.test(own)) expect(own, `no sloppy values: ${message.slice(0, 300)}`).not.toMatch(SLOPPY);
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
