import { basename } from 'node:path';
import { InputError, inputError } from '../common/errors.js';
import { SHARED_HINTS, type OptionHints } from '../common/hints.js';
import type { Judgement } from '../common/types.js';
import { CANONICAL_FORMAT } from './canonical.js';
import {
  jsonFromBytes,
  jsonOrUndefined,
  readFirstLine,
  readJsonFile,
  readOpening,
  refuseWrapped,
} from '../io/files.js';
import { isZip } from '../io/zip.js';
import { bigCodeBenchName } from './bigcodebench.js';
import { HUMANEVAL_ARRAY, isHumanEvalRow } from './humaneval.js';
import { isLiveCodeBenchSummary } from './livecodebench.js';
import { isLmEvalResults } from './lmeval.js';
import { quoted } from '../io/value-text.js';
import { isRecord } from './values.js';

export const FORMAT_NAMES = [
  'passk',
  'humaneval',
  'evalplus',
  'bigcodebench',
  'lm-eval',
  'inspect',
  'livecodebench',
  'taubench',
  'tau2bench',
  'swebench',
  'terminalbench',
] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];

/**
 * What detection found: the format, and the parsed document when detection parsed the whole file and the
 * format's reader takes a document (not rows of JSONL).
 */
interface Detected {
  format: FormatName;
  document?: unknown;
}

/** What each file passk-gate writes other than a results file is, by its tag's name (`passk-gate-report/v1`). */
const OWN_FILES: Record<string, string> = {
  'passk-gate-report': "passk-gate's JSON report",
  'passk-plan': "passk-gate plan's JSON report",
  'passk-gate-sequential-plan': "a sequential gate's plan",
  'passk-gate-sequential-look': "a sequential look's report",
  'passk-gate-history': "a history store's record",
};

/** Which of passk-gate's own files other than a results file a value is, if one: its tag says so. */
function ownFile(value: Record<string, unknown>): string | undefined {
  const name = typeof value.format === 'string' ? /^([a-z-]+)\/v\d+$/.exec(value.format)?.[1] : undefined;
  return name !== undefined && Object.hasOwn(OWN_FILES, name) ? OWN_FILES[name] : undefined;
}

/** The canonical tag near the start of a file: enough to tell it without parsing a large one twice. */
const CANONICAL_TAG = /"format"\s*:\s*"passk-results\/v1"/;
const TAG_WINDOW = 4096;

/**
 * Whether an `eval` object of problems holds BigCodeBench samples rather than evalplus ones, judged by its first
 * problem's first sample: `status` is BigCodeBench's, `base_status` (or the old `{nfiles, base, plus}`)
 * evalplus's. A sample with neither is placed by its task id or the file's name, so that the reader of the
 * harness it resembles names the field that differs.
 */
function holdsBigCodeBenchSamples(problems: Record<string, unknown>, file: string): boolean {
  for (const key in problems) {
    const first: unknown = problems[key];
    const sample: unknown = Array.isArray(first) ? first[0] : undefined;
    if (!isRecord(sample) || 'base_status' in sample) return false;
    return 'status' in sample || key.startsWith('BigCodeBench/') || bigCodeBenchName(file) !== undefined;
  }
  return false;
}

/** Whether a list holds τ-bench results: its first entry has a `task_id` and one of `reward`, `traj`, `trial`. */
function holdsTauBenchResults(first: unknown): boolean {
  return isRecord(first) && 'task_id' in first && ('reward' in first || 'traj' in first || 'trial' in first);
}

/**
 * The agent-harness format of an object, by keys its harness always writes; the reader then names any field
 * that does not fit. Terminal-Bench's results also list `resolved_ids`, so they are told first, by `results`.
 */
function agentFormatOf(value: Record<string, unknown>): FormatName | undefined {
  if ('results' in value) {
    const first: unknown = Array.isArray(value.results) ? value.results[0] : undefined;
    const trial = isRecord(first) && ('is_resolved' in first || 'trial_name' in first);
    if (trial || 'n_resolved' in value) return 'terminalbench';
  }
  const simulations = 'simulations' in value || 'simulation_index' in value;
  if (simulations && (isRecord(value.info) || 'tasks' in value)) return 'tau2bench';
  if ('submitted_ids' in value || 'resolved_ids' in value) return 'swebench';
  return undefined;
}

/**
 * The results format one JSON value (a whole document, or a JSONL file's first line, which is an object) is in,
 * by its keys; `file`'s name places a value that resembles two harnesses.
 */
export function documentFormat(value: unknown, file: string): FormatName | undefined {
  if (Array.isArray(value)) {
    const first: unknown = value[0];
    // LiveCodeBench's eval_all lists problems by question_id; its _eval.json opens with the metrics' detail.
    if (isRecord(first) && 'question_id' in first) return 'livecodebench';
    if (isLiveCodeBenchSummary(value)) return 'livecodebench';
    return holdsTauBenchResults(first) ? 'taubench' : undefined;
  }
  if (!isRecord(value)) return undefined;
  // passk-gate's reports, plans and records hold problems and a config too, but are no results file.
  if (ownFile(value) !== undefined) return undefined;
  // A canonical file with a wrong or missing tag is still read as one, so the error names what is wrong.
  if (value.format === CANONICAL_FORMAT || ('problems' in value && 'config' in value)) return 'passk';
  if ('task_id' in value && ('passed' in value || 'completion' in value || 'result' in value)) return 'humaneval';
  if ('doc_id' in value && ('filtered_resps' in value || 'doc' in value)) return 'lm-eval';
  if (isLmEvalResults(value)) return 'lm-eval';
  if (isRecord(value.eval) && ('plan' in value || 'version' in value)) return 'inspect';
  if (isRecord(value.eval)) return holdsBigCodeBenchSamples(value.eval, file) ? 'bigcodebench' : 'evalplus';
  return agentFormatOf(value);
}

/** The value of an object's first key (without listing every value of a large object). */
function firstValue(value: Record<string, unknown>): unknown {
  for (const key in value) return value[key];
  return undefined;
}

/**
 * The command that evaluates a file of generated samples, by the suite its task ids name: evalplus's HumanEval+ or
 * MBPP+, else BigCodeBench (its subset and split from the name `bigcodebench.generate` gives the file, when it has it).
 */
function evaluateCommand(taskId: string, file: string): string {
  const dataset = /^(HumanEval|Mbpp)\//.exec(taskId)?.[1]?.toLowerCase();
  if (dataset !== undefined) return `evalplus.evaluate --dataset ${dataset} --samples ${file}`;
  if (!taskId.startsWith('BigCodeBench/')) return "evalplus.evaluate, or BigCodeBench's evaluate";
  const named = /--bigcodebench(?:-(full|hard))?-(complete|instruct)--/.exec(basename(file));
  const suite =
    named === null ? '--split SPLIT --subset SUBSET' : `--split ${named[2]!} --subset ${named[1] ?? 'full'}`;
  return `bigcodebench.evaluate ${suite} --samples ${file}`;
}

/** What a document in no known format looks like, when it is a known file that holds no per-problem results. */
function shapeHint(value: unknown, file: string): string | undefined {
  if (Array.isArray(value) && isHumanEvalRow(value[0])) return HUMANEVAL_ARRAY;
  if (!isRecord(value)) return undefined;
  const own = ownFile(value);
  if (own !== undefined) {
    return (
      `is ${own}, not a results file: give the run's results file, as its harness wrote it or as convert ` +
      'writes it (passk-results/v1)'
    );
  }
  if (typeof value.task_id === 'string' && 'prompt' in value && ('test' in value || 'canonical_solution' in value)) {
    return (
      "looks like a suite's problems (task_id, prompt and test), not a model's results: run the eval on them and " +
      'give the results file it writes'
    );
  }
  if (typeof value.task_id === 'string' && typeof value.solution === 'string') {
    return (
      'looks like a file of generated samples (task_id and solution), not of their results: evaluate it first ' +
      `(${evaluateCommand(value.task_id, file)}) and give the *_eval_results.json it writes`
    );
  }
  if (typeof value['pass@1'] === 'number' && ('split' in value || 'gt_pass_rate' in value)) {
    return (
      "looks like BigCodeBench's *_pass_at_k.json, which holds pass@k only; give the *_eval_results.json beside " +
      'it, which has every sample'
    );
  }
  if (Array.isArray(value.per_problem_c)) {
    return (
      'looks like an MLflow per_problem_c artifact, which holds no n; give it as runs:/<run_id>/<path> so n ' +
      "comes from the run's params"
    );
  }
  if ('trial_name' in value && 'is_resolved' in value) {
    return (
      "looks like one Terminal-Bench trial's results.json; give the run's results.json (in the run's folder, " +
      'beside run_metadata.json), which lists every trial'
    );
  }
  if ('task_id' in value && 'termination_reason' in value) {
    return (
      'looks like one τ²-bench simulation (simulations/<id>.json); give the results.json beside the simulations ' +
      'folder, which lists the tasks and reads every simulation'
    );
  }
  const first = firstValue(value);
  if (isRecord(first) && 'resolved' in first && ('patch_successfully_applied' in first || 'tests_status' in first)) {
    return (
      "looks like one SWE-bench instance's report.json; give the run's report, the <model>.<run_id>.json that " +
      'run_evaluation writes (or the report sb-cli get-report saves)'
    );
  }
  return undefined;
}

/** The files passk-gate reads, for a message about one it cannot read. */
const READ_FORMATS =
  'passk-results/v1, human-eval results, evalplus or BigCodeBench eval_results, lm-eval samples, an Inspect ' +
  'log, LiveCodeBench eval_all, τ-bench or τ²-bench results, a SWE-bench report or Terminal-Bench results.json';

/**
 * Tells a results file's format from its content: a zip is an Inspect `.eval` log; a file whose first line is
 * a JSON object is told by that object's keys (JSONL files are never read whole for this); a file that does not
 * open as JSON is no results file; anything else is read whole as one JSON document and told by its keys. A
 * document parsed whole (a one-line file's line, or the file) is handed on for formats read as one document, so
 * the reader does not parse it again. `hints` names the option that gives the format, as the caller does.
 */
export async function detectFormat(file: string, hints: OptionHints = SHARED_HINTS): Promise<Detected> {
  const start = await readOpening(file);
  const head = start.bytes.subarray(0, TAG_WINDOW);
  refuseWrapped(file, head);
  if (isZip(head)) return { format: 'inspect' };
  // The tag is looked for in the first bytes, not the first line: a pretty-printed file opens with `{` alone.
  if (CANONICAL_TAG.test(head.toString('utf8'))) return { format: 'passk' };
  const first = await readFirstLine(file, start);
  const opening = first.text.trimStart();
  // JSON with comments is parsed whole, so that the error names the comment.
  const notJson = !/^([{[]|\/[/*])/.test(opening) && jsonOrUndefined(first.text) === undefined;
  if (opening !== '' && notJson) {
    // A results file written as YAML by hand or by a script holds the same fields: converted, it reads.
    if (/\.ya?ml$/i.test(file) || opening.startsWith('---')) {
      const json = /\.ya?ml$/i.test(file) ? file.replace(/\.ya?ml$/i, '.json') : `${file}.json`;
      throw inputError(
        file,
        '',
        'is YAML, and passk-gate reads JSON: give the JSON file the harness wrote, or write this one as JSON ' +
          `(yq -o=json ${file} > ${json}) and give that`,
      );
    }
    throw inputError(
      file,
      '',
      `not a results file passk-gate reads: it is not JSON (it starts ${quoted(opening, 24)}); passk-gate reads ` +
        READ_FORMATS,
    );
  }
  // A line that is the whole file, decoded without replacing a byte, is exactly the text the reader would parse.
  const whole = first.wholeFile && !first.text.includes('\uFFFD');
  let document: unknown;
  let firstRow: unknown;
  if (first.complete && (whole || opening.startsWith('{'))) {
    const value = jsonOrUndefined(first.text);
    if (whole) document = value;
    else {
      const format = documentFormat(value, file);
      // A results file of lm-eval names its samples files; the reader needs it parsed.
      if (format !== undefined && !isLmEvalResults(value)) return { format };
      firstRow = value;
    }
  }
  try {
    // A file no larger than its opening is not read again.
    document ??= start.bytes.length === start.size ? jsonFromBytes(start.bytes, file) : await readJsonFile(file);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    // JSONL whose rows no reader takes: what its first row looks like says more than where the JSON breaks.
    const hint = shapeHint(firstRow, file);
    if (hint !== undefined) throw inputError(file, '', hint);
    // A first row too long to be read for detection leaves JSON Lines read as one broken document.
    if (!first.complete) {
      throw new InputError(
        `${error.message}; its first line is too long to tell the format from: if the file is JSON Lines, give ` +
          `its format with ${hints.option('format')} (${FORMAT_NAMES.join(', ')})`,
      );
    }
    throw error;
  }
  const format = documentFormat(document, file);
  if (format === undefined) {
    throw inputError(
      file,
      '',
      shapeHint(document, file) ??
        `not a results file passk-gate reads: its JSON has the fields of none of ${READ_FORMATS}; if it is one ` +
          `of them, give it with ${hints.option('format')} (${FORMAT_NAMES.join(', ')})`,
    );
  }
  // A reader of rows (JSONL) reads the file itself.
  const rows = format === 'humaneval' || (format === 'lm-eval' && !isLmEvalResults(document));
  return rows ? { format } : { format, document };
}

/** What tells whether a run is an agent's: the format it was read as, and the harness that judged it. */
interface TrialsOf {
  format: string;
  judgement?: Judgement | null | undefined;
}

/** The formats of agent harnesses, whose runs repeat each task (trials). */
const AGENT_FORMATS = new Set(['taubench', 'tau2bench', 'swebench', 'terminalbench']);

/**
 * Whether a run read as `format` (`a + b` when merged) is an agent's, its samples trials of a task; a
 * `passk-results/v1` file by the harness its judgement names, as `convert` archives an agent's run.
 */
export function ranTrials(run: TrialsOf): boolean {
  return harnessesOf(run).every((one) => AGENT_FORMATS.has(one));
}

/** The harness of each file of a run: its format, or for a `passk-results/v1` file the harness that judged it. */
function harnessesOf({ format, judgement }: TrialsOf): string[] {
  return format.split(' + ').map((one) => (one === 'passk' ? (judgement?.format ?? one) : one));
}

/**
 * What the runs' errors are: infrastructure errors, or, when a run is (or merges) a SWE-bench report, its `error_ids`,
 * which also hold patches that did not apply, the model's failure.
 */
export type ErrorsOf = 'infrastructure' | 'swebench';

/** What the runs' errors are (`ErrorsOf`), by their harnesses (as `ranTrials` tells them). */
export function errorsOf(...runs: readonly TrialsOf[]): ErrorsOf {
  return runs.some((run) => harnessesOf(run).includes('swebench')) ? 'swebench' : 'infrastructure';
}

/** What SWE-bench's `error_ids` hold, as warnings and the history say it. */
export const SWEBENCH_ERRORS = 'the patch did not apply, the tests timed out or the harness failed';

/** Whether both runs are an agent's trials of each task (τ-bench, SWE-bench, ...), not a model's samples. */
export function bothRanTrials(baseline: TrialsOf, candidate: TrialsOf): boolean {
  return ranTrials(baseline) && ranTrials(candidate);
}

/**
 * What a run's units are called, in the singular: an agent's harness runs trials of tasks, a model gives samples
 * of problems; what an eval costs, a model's completions, is an agent's trials.
 */
export interface UnitWords {
  problem: 'problem' | 'task';
  sample: 'sample' | 'trial';
  completion: 'completion' | 'trial';
}

/** The words for runs that are an agent's trials (`trials`, from `ranTrials`), else a model's samples. */
export function unitWords(trials: boolean): UnitWords {
  return trials
    ? { problem: 'task', sample: 'trial', completion: 'trial' }
    : { problem: 'problem', sample: 'sample', completion: 'completion' };
}
