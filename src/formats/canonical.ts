import type { ErrorObject } from 'ajv';
import { inputError } from '../common/errors.js';
import type { GradedSample, ProblemCounts, RunResults } from '../common/types.js';
import { orderedJudgement, type Reader, type ReaderOptions, type SampleOptions } from './tally.js';
import { readJsonFile } from '../io/files.js';
import { validateCanonical } from './canonical-validator.js';
import { quoted, shown } from '../io/value-text.js';
import { jsonPath, sourcesOf } from './values.js';

export const CANONICAL_FORMAT = 'passk-results/v1';

/** A sample's optional values, in the schema's order. */
export const SAMPLE_VALUES = ['score', 'tests_passed', 'tests_total'] as const;

/** What a `passk-results/v1` document that passed the JSON Schema records of a run. */
type CanonicalDocument = Pick<RunResults, 'model' | 'judgement' | 'config' | 'problems'>;

/** The value a JSON pointer (`/problems/0/c`) names in `document`. */
function valueAt(document: unknown, pointer: string): unknown {
  const keys = pointer.split('/').slice(1);
  return keys.reduce<unknown>(
    (value, key) => (value as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
    document,
  );
}

/** A schema type that takes numbers, as a value that is no finite number must be. */
const FINITE: Record<string, string> = {
  number: 'a finite number',
  integer: 'a whole number',
  'string,number,boolean,null': 'a string, a finite number, a boolean or null',
};

/** What a JSON Schema error on `document` says is wrong at its path. */
function schemaProblem(error: ErrorObject, document: unknown): string {
  const finite = error.keyword === 'type' ? FINITE[String(error.params.type)] : undefined;
  const value = finite === undefined ? undefined : valueAt(document, error.instancePath);
  // NaN (results built in code) and 1e999 (a file) are numbers to the eye: "must be number" would not say why not.
  if (typeof value === 'number' && !Number.isFinite(value)) return `must be ${finite}, got ${shown(value)}`;
  switch (error.keyword) {
    case 'required':
      return `missing required key "${String(error.params.missingProperty)}"`;
    case 'additionalProperties':
      return `unknown key ${quoted(String(error.params.additionalProperty))}`;
    case 'const':
      return `must be ${JSON.stringify(error.params.allowedValue)}`;
    case 'minItems':
      return 'must list at least one problem';
    case 'minLength':
      return 'must be a non-empty string';
    default:
      return error.message ?? 'is invalid';
  }
}

/**
 * Checks a problem's `samples` against its counts: n samples, c of them passing, tests_passed <= tests_total.
 * The first violation is an `InputError` naming the problem.
 */
function checkSamples(p: ProblemCounts, samples: GradedSample[], at: string, file: string): void {
  if (samples.length !== p.n) {
    throw inputError(file, `${at}.samples`, `problem ${quoted(p.id)} lists ${samples.length} samples, but n = ${p.n}`);
  }
  let passes = 0;
  for (let j = 0; j < samples.length; j++) {
    const sample = samples[j]!;
    if (sample.pass) passes++;
    const { tests_passed: passed, tests_total: total } = sample;
    if (passed !== undefined && total !== undefined && passed > total) {
      throw inputError(
        file,
        `${at}.samples[${j}].tests_passed`,
        `${passed} is more than tests_total = ${total} (problem ${quoted(p.id)})`,
      );
    }
  }
  if (passes !== p.c) {
    throw inputError(file, `${at}.samples`, `problem ${quoted(p.id)} has ${passes} passing samples, but c = ${p.c}`);
  }
}

/**
 * Checks what a schema cannot of a problem's counts: c <= n, and timeouts + errors (`failures`) <= n - c. The first
 * that fails is an `InputError` at `file`, the problem's path `at` (`cAt` for c).
 */
export function checkCounts(n: number, c: number, failures: number, file: string, at: string, cAt: string): void {
  if (c > n) throw inputError(file, cAt, `c = ${c} is more than n = ${n}`);
  if (failures > n - c) {
    throw inputError(file, at, `timeouts + errors = ${failures} is more than the n - c = ${n - c} failed samples`);
  }
}

/** A problem's counts without its samples, keys in the canonical order; absent optional keys stay absent. */
export function countsOnly(p: ProblemCounts): ProblemCounts {
  const counts: ProblemCounts = { id: p.id, n: p.n, c: p.c };
  if (p.group !== undefined) counts.group = p.group;
  if (p.timeouts !== undefined) counts.timeouts = p.timeouts;
  if (p.errors !== undefined) counts.errors = p.errors;
  return counts;
}

/**
 * Checks a parsed `passk-results/v1` document and turns it into `RunResults`.
 * Beyond the JSON Schema: ids are unique, c <= n, and a problem's samples number n, c of them passing. The
 * first violation is an `InputError` naming `file`, the JSON path and what is wrong; nothing is dropped or
 * coerced. The problems keep their samples only with `options.samples`. Each problem is the parsed object
 * itself (a million problems are not copied), except one whose samples the run does not keep: a copy without them.
 */
export function parseCanonical(document: unknown, file: string, options: SampleOptions = {}): RunResults {
  if (!validateCanonical(document)) {
    const error = validateCanonical.errors![0]!;
    throw inputError(file, jsonPath(error.instancePath), schemaProblem(error, document));
  }
  const doc = document as unknown as CanonicalDocument;
  const seen = new Map<string, number>();
  const problems = new Array<ProblemCounts>(doc.problems.length);
  for (let i = 0; i < doc.problems.length; i++) {
    const p = doc.problems[i]!;
    checkCounts(p.n, p.c, (p.timeouts ?? 0) + (p.errors ?? 0), file, `problems[${i}]`, `problems[${i}].c`);
    const first = seen.get(p.id);
    if (first !== undefined) {
      throw inputError(file, `problems[${i}].id`, `duplicate id ${quoted(p.id)} (first at problems[${first}])`);
    }
    seen.set(p.id, i);
    if (p.samples !== undefined) checkSamples(p, p.samples, `problems[${i}]`, file);
    problems[i] = p.samples === undefined || options.samples === true ? p : countsOnly(p);
  }
  const config = Object.fromEntries(Object.entries(doc.config));
  return {
    source: file,
    format: 'passk',
    ...(doc.model !== undefined ? { model: doc.model } : {}),
    config,
    configSources: sourcesOf(config, 'file'),
    problems,
    warnings: [],
    ...(doc.judgement !== undefined ? { judgement: orderedJudgement(doc.judgement) } : {}),
  };
}

/** A JSON file's parsed document: the one detection parsed already, else the file's text parsed. */
export async function jsonDocument(file: string, document: unknown): Promise<unknown> {
  return document !== undefined ? document : await readJsonFile(file);
}

/** The reader of a format read as one JSON document, which `parse` turns into a run. */
export function documentReader(parse: (document: unknown, file: string, options: ReaderOptions) => RunResults): Reader {
  return async (file, options, document) => parse(await jsonDocument(file, document), file, options);
}
