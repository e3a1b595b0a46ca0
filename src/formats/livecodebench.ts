import { basename } from 'node:path';
import { listIds } from '../common/ids.js';
import { inputError } from '../common/errors.js';
import { nameText, shown } from '../io/value-text.js';
import type { ConfigValue, RunResults } from '../common/types.js';
import { jsonDocument } from './canonical.js';
import { ProblemTally, valueHash, type Reader } from './tally.js';
import { isRecord, pathOf, sourcesOf } from './values.js';

/** LiveCodeBench's grader error codes (`metadata[i].error_code`) for a time limit and a broken test runner. */
const TIME_LIMIT_CODES = new Set([-1, -3]);
const RUNNER_ERROR_CODE = -5;

/** `output/{model}/{scenario}_{n}_{temperature}_eval_all.json`, the name LiveCodeBench's runner gives the file. */
const FILE_NAME = /^[a-z_]+?_(\d{1,9})_(\d{1,3}(?:\.\d{1,12})?)_eval_all\.json$/;

/** A generation's grader error code, from its metadata (a JSON string or an object); undefined when absent. */
function errorCode(metadata: unknown): number | undefined {
  let value = metadata;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return isRecord(value) && typeof value.error_code === 'number' ? value.error_code : undefined;
}

/** n and temperature from the file name the runner writes, when the file still has it. */
function configFromName(file: string): Record<string, ConfigValue> {
  const match = FILE_NAME.exec(basename(file));
  return match === null ? {} : { n: Number(match[1]), temperature: Number(match[2]) };
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
    if (!Array.isArray(graded) || graded.length === 0) {
      throw inputError(file, pathOf(i, 'graded_list'), 'expected a non-empty list of true/false grades');
    }
    const metadata =
      Array.isArray(entry.metadata) && entry.metadata.length === graded.length ? entry.metadata : undefined;
    const codes = Array.isArray(entry.code_list) ? entry.code_list : undefined;
    graded.forEach((grade, j) => {
      if (typeof grade !== 'boolean')
        throw inputError(file, pathOf(i, 'graded_list', j), `must be true or false, got ${shown(grade)}`);
      const code = metadata === undefined ? undefined : errorCode(metadata[j]);
      tally.add(id, {
        passed: grade,
        timeout: code !== undefined && TIME_LIMIT_CODES.has(code),
        error: code === RUNNER_ERROR_CODE,
      });
    });
    const fingerprint = valueHash(codes ?? graded);
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
  const config = configFromName(file);
  const configSources = sourcesOf(config, 'filename');
  const judgement = { format: 'livecodebench' };
  return { source: file, format: 'livecodebench', config, configSources, problems, warnings, judgement };
}

/** Reads LiveCodeBench's `*_eval_all.json`. */
export const readLiveCodeBench: Reader = async (file, _options, document) =>
  parseLiveCodeBench(await jsonDocument(file, document), file);
