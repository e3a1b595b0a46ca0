import { basename, dirname } from 'node:path';
import { listIds } from '../common/lists.js';
import { inputError } from '../common/errors.js';
import { nameText, shown } from '../io/value-text.js';
import type { ConfigValue, RunResults } from '../common/types.js';
import { exists, jsonOrUndefined, readJsonFile } from '../io/files.js';
import { jsonDocument } from './canonical.js';
import { harnessRun, ProblemTally, valueHash, type Reader } from './tally.js';
import { isRecord, missingField, pathOf } from './values.js';

/**
 * LiveCodeBench's grader error codes (`metadata[i].error_code`) for a time limit and a broken test runner; -1 is
 * code that did not compile or could not be extracted, the model's failure, not the sandbox's.
 */
const TIME_LIMIT_CODE = -3;
const RUNNER_ERROR_CODE = -5;

/**
 * `output/{model}/{scenario}_{n}_{temperature}_eval_all.json`, the name LiveCodeBench's runner gives the file, and
 * `..._eval.json`, its summary. The runner formats the scenario enum itself, so current releases write
 * `Scenario.codegeneration_...`; code execution with chain of thought adds `_cot`.
 */
const FILE_NAME =
  /^(?:Scenario\.)?[a-z]+_(\d{1,9})_(\d{1,3}(?:\.\d{1,12})?(?:e-\d{1,3})?)(?:_cot)?_eval(?:_all)?\.json$/;

/** The keys the runner writes for each code generation problem of `_eval_all.json` (self-repair adds one). */
const PROBLEM_KEYS = [
  'question_title',
  'question_content',
  'platform',
  'question_id',
  'contest_id',
  'contest_date',
  'starter_code',
  'difficulty',
  'output_list',
  'code_list',
  'graded_list',
  'pass@1',
  'metadata',
  'original_code_list',
];

/** Folders that hold the model folders, not a model's files: a file directly in them names no model. */
const NOT_MODEL_FOLDERS = new Set(['', '.', '..', '/', 'output']);

/** A generation's grader error code, from its metadata (a JSON string or an object); undefined when absent. */
function errorCode(metadata: unknown): number | undefined {
  const value = typeof metadata === 'string' ? jsonOrUndefined(metadata) : metadata;
  return isRecord(value) && typeof value.error_code === 'number' ? value.error_code : undefined;
}

/** n and temperature from the file name the runner writes, and the model from its folder, when the file still has them. */
function nameInfo(file: string): { config: Record<string, ConfigValue>; model?: string } {
  const match = FILE_NAME.exec(basename(file));
  if (match === null) return { config: {} };
  const folder = basename(dirname(file));
  return {
    config: { n: Number(match[1]), temperature: Number(match[2]) },
    ...(NOT_MODEL_FOLDERS.has(folder) ? {} : { model: folder }),
  };
}

/**
 * Reads LiveCodeBench's `*_eval_all.json`: a list of problems with `question_id` and `graded_list` (one
 * boolean per generation). Time limits and test-runner errors come from the per-generation `metadata`.
 */
export function parseLiveCodeBench(document: unknown, file: string): RunResults {
  if (!Array.isArray(document)) throw inputError(file, '', 'expected a JSON list of LiveCodeBench problems');
  const tally = new ProblemTally({ timeouts: true, errors: true });
  const seen = new Map<string, { index: number; code: number }>();
  const repeatedEntries: string[] = [];
  document.forEach((entry, i) => {
    if (!isRecord(entry)) throw inputError(file, pathOf(i), 'expected an object with question_id and graded_list');
    const id = entry.question_id;
    if (typeof id !== 'string' || id === '')
      throw inputError(file, pathOf(i, 'question_id'), 'must be a non-empty string');
    const graded = entry.graded_list;
    if (graded === undefined && 'output_list' in entry && !('pass@1' in entry) && !('metadata' in entry)) {
      throw inputError(
        file,
        '',
        "holds LiveCodeBench's generations, not their grades: give the *_eval_all.json the runner writes beside " +
          'it when run with --evaluate',
      );
    }
    if (graded === undefined) {
      throw inputError(
        file,
        pathOf(i),
        `a LiveCodeBench problem ${missingField(entry, 'graded_list', 'a grade per generation', 'LiveCodeBench', PROBLEM_KEYS)}`,
      );
    }
    if (!Array.isArray(graded) || graded.length === 0) {
      throw inputError(file, pathOf(i, 'graded_list'), 'expected a non-empty list of true/false grades');
    }
    const metadata =
      Array.isArray(entry.metadata) && entry.metadata.length === graded.length ? entry.metadata : undefined;
    graded.forEach((grade, j) => {
      if (typeof grade !== 'boolean')
        throw inputError(file, pathOf(i, 'graded_list', j), `must be true or false, got ${shown(grade)}`);
      const code = metadata === undefined ? undefined : errorCode(metadata[j]);
      tally.add(id, {
        passed: grade,
        timeout: code === TIME_LIMIT_CODE,
        error: code === RUNNER_ERROR_CODE,
      });
    });
    const fingerprint = valueHash(Array.isArray(entry.code_list) ? entry.code_list : graded);
    const earlier = seen.get(id);
    if (earlier !== undefined && earlier.code === fingerprint)
      repeatedEntries.push(`${nameText(id)} (${pathOf(earlier.index)} and ${pathOf(i)})`);
    if (earlier === undefined) seen.set(id, { index: i, code: fingerprint });
  });
  if (tally.size === 0) throw inputError(file, '', 'lists no problems');
  const { problems, warnings } = tally.finish();
  if (repeatedEntries.length > 0) {
    const one = repeatedEntries.length === 1;
    warnings.push(
      `${repeatedEntries.length} problem${one ? ' is' : 's are'} listed again with the same generations, so ` +
        `${one ? 'its' : 'their'} samples count twice: ${listIds(repeatedEntries)}`,
    );
  }
  return harnessRun(file, 'livecodebench', 'filename', { ...nameInfo(file), problems, warnings });
}

/** Whether a document is the runner's `_eval.json`: `[metrics with a per-problem "detail", results, metadata]`. */
export function isLiveCodeBenchSummary(document: unknown): boolean {
  return Array.isArray(document) && isRecord(document[0]) && isRecord(document[0].detail);
}

/**
 * The `_eval_all.json` written with an `_eval.json`: the summary lists problems by their position in the
 * benchmark, not by question_id, so problems are read from the file beside it, which names them.
 */
async function evalAllBeside(file: string): Promise<string> {
  const evalAll = file.replace(/_eval\.json$/, '_eval_all.json');
  const why =
    "is LiveCodeBench's _eval.json, which lists problems by position, not by question_id; give the " +
    '*_eval_all.json the runner writes beside it';
  if (evalAll === file) throw inputError(file, '', why);
  if (!(await exists(evalAll, 'file'))) throw inputError(file, '', `${why} (${basename(evalAll)} is not there)`);
  return evalAll;
}

/** Reads LiveCodeBench's `*_eval_all.json`, or the one beside an `*_eval.json`, with the name of the file given. */
export const readLiveCodeBench: Reader = async (file, _options, document) => {
  const given = await jsonDocument(file, document);
  if (!isLiveCodeBenchSummary(given)) return parseLiveCodeBench(given, file);
  const evalAll = await evalAllBeside(file);
  return { ...parseLiveCodeBench(await readJsonFile(evalAll), evalAll), source: file };
};
