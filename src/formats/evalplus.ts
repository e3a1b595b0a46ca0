import { basename, dirname } from 'node:path';
import { inputError } from '../common/errors.js';
import { didYouMean } from '../common/nearest.js';
import { SHARED_HINTS, type OptionHints } from '../common/hints.js';
import { quoted, shown } from '../io/value-text.js';
import type { ConfigValue, RunResults } from '../common/types.js';
import { forEachEvalSample, harnessRun, ProblemTally, sampleExtras, type ReaderOptions } from './tally.js';
import { isRecord, missingField, nonEmptyText, pathOf } from './values.js';

type EvalPlusCriterion = 'base' | 'plus';

type Status = 'pass' | 'fail' | 'timeout';

/** Status words of both evalplus generations: `pass`/`fail`/`timeout` and the older `success`/`failed`/`timed out`. */
const STATUSES = new Map<unknown, Status>([
  ['pass', 'pass'],
  ['success', 'pass'],
  ['fail', 'fail'],
  ['failed', 'fail'],
  ['timeout', 'timeout'],
  ['timed out', 'timeout'],
]);

/**
 * The name evalplus's codegen gives a run, `{model}_{backend}_temp_{temperature}` (older releases wrote no
 * backend), then an EvalPerf prompt type and `-sanitized` when present; the model is the id with `/` written
 * `--`. The results are `<name>.eval_results.json` (`_eval_results.json` before evalplus 0.3), or
 * `eval_results.json` in a folder of that name. It records the temperature and the model only: n is not in it.
 */
const RUN_NAME =
  /^(.+?)(?:_(?:vllm|hf|hf_gaudi|openai|ollama|anthropic|google|bedrock|gptqmodel))?_temp_(\d{1,3}(?:\.\d{1,12})?)(?:-(?:instruct|perf-instruct|perf-CoT))?(?:-sanitized)?$/;
const RESULTS_SUFFIX = /[._]eval_results\.json$/;

/** The keys evalplus's evaluate writes for each sample of the per-sample list form. */
const SAMPLE_KEYS = ['task_id', 'solution', 'base_status', 'plus_status', 'base_fail_tests', 'plus_fail_tests'];

/** The temperature and the model an evalplus results file's name (or its folder's) records. */
export function evalPlusName(file: string): { config: Record<string, ConfigValue>; model?: string } {
  const name = basename(file);
  const stem = name === 'eval_results.json' ? basename(dirname(file)) : name.replace(RESULTS_SUFFIX, '');
  const match = stem === name ? null : RUN_NAME.exec(stem);
  if (match === null) return { config: {} };
  // codegen writes the model id with each `/` as `--` (after stripping `.` and `/` from its ends).
  return { config: { temperature: Number(match[2]) }, model: match[1]!.replaceAll('--', '/') };
}

/** Tolerance when checking the file's own pass@1 against the counts. */
const PASS_AT_1_TOLERANCE = 1e-9;

function parseEvalPlusCriterion(value: string | undefined): EvalPlusCriterion {
  const criterion = value?.trim() || 'plus';
  if (criterion !== 'base' && criterion !== 'plus') {
    throw inputError(
      '',
      '',
      `criterion for evalplus: expected plus (base and plus tests pass) or base, got ${quoted(value ?? '')}` +
        didYouMean(criterion, ['plus', 'base']),
    );
  }
  return criterion;
}

function status(value: unknown, file: string, path: string): Status {
  const known = STATUSES.get(value);
  if (known === undefined) {
    const what = value === undefined ? 'is missing' : `unknown test status ${shown(value)}`;
    throw inputError(file, path, `${what} (expected pass, fail or timeout)`);
  }
  return known;
}

function baseOnlyError(file: string, path: string, what: string, hints: OptionHints): Error {
  return inputError(
    file,
    path,
    `${what}: this evalplus run tested the base tests only, so the plus criterion (base and plus tests pass) ` +
      `is unavailable; compare on the base tests with ${hints.set('criterion', 'base')}`,
  );
}

/** One sample's outcome under the criterion, from its base and (for `plus`) plus statuses. */
function outcome(base: Status, plus: Status | undefined): { passed: boolean; timeout: boolean } {
  if (plus === undefined) return { passed: base === 'pass', timeout: base === 'timeout' };
  return {
    passed: base === 'pass' && plus === 'pass',
    timeout: base === 'timeout' || (base === 'pass' && plus === 'timeout'),
  };
}

/** The per-sample list form: `eval[id] = [{task_id, solution, base_status, plus_status, ...}, ...]`. */
function addSampleList(
  tally: ProblemTally,
  id: string,
  samples: unknown[],
  criterion: EvalPlusCriterion,
  file: string,
  scoreField: string | undefined,
  hints: OptionHints,
): void {
  forEachEvalSample(samples, id, file, 'base_status', (sample, i) => {
    if (sample.base_status === undefined && sample.status !== undefined) {
      throw inputError(
        file,
        pathOf('eval', id, i, 'base_status'),
        'looks like a BigCodeBench file: status per sample; the evalplus reader needs base_status',
      );
    }
    if (sample.base_status === undefined) {
      throw inputError(
        file,
        pathOf('eval', id, i),
        `an evalplus sample ${missingField(sample, 'base_status', 'pass, fail or timeout', 'evalplus', SAMPLE_KEYS)}`,
      );
    }
    const base = status(sample.base_status, file, pathOf('eval', id, i, 'base_status'));
    let plus: Status | undefined;
    if (criterion === 'plus') {
      if (sample.plus_status === null || sample.plus_status === undefined) {
        const what = sample.plus_status === null ? 'is null' : 'is missing';
        throw baseOnlyError(file, pathOf('eval', id, i, 'plus_status'), what, hints);
      }
      plus = status(sample.plus_status, file, pathOf('eval', id, i, 'plus_status'));
    }
    tally.add(id, {
      ...outcome(base, plus),
      ...sampleExtras(sample, 'solution', scoreField, file, () => pathOf('eval', id, i)),
    });
  });
}

/** The old form: `eval[id] = {nfiles, base: [[status, details], ...], plus: [...] or [] when base-only}`. */
function addStatusLists(
  tally: ProblemTally,
  id: string,
  entry: Record<string, unknown>,
  criterion: EvalPlusCriterion,
  file: string,
  hints: OptionHints,
): void {
  const base = entry.base;
  if (!Array.isArray(base) || base.length === 0)
    throw inputError(file, pathOf('eval', id, 'base'), 'expected a non-empty list of [status, details]');
  const declared = entry.nfiles;
  if (declared !== undefined && declared !== base.length) {
    throw inputError(file, pathOf('eval', id, 'nfiles'), `is ${shown(declared)} but base lists ${base.length} results`);
  }
  const plus = entry.plus;
  if (criterion === 'plus') {
    if (!Array.isArray(plus) || plus.length === 0)
      throw baseOnlyError(file, pathOf('eval', id, 'plus'), 'is empty', hints);
    if (plus.length !== base.length) {
      throw inputError(file, pathOf('eval', id, 'plus'), `lists ${plus.length} results but base lists ${base.length}`);
    }
  }
  const statusAt = (list: unknown[], key: string, i: number): Status => {
    const result = list[i];
    if (!Array.isArray(result)) throw inputError(file, pathOf('eval', id, key, i), 'expected [status, details]');
    return status(result[0], file, pathOf('eval', id, key, i, 0));
  };
  for (let i = 0; i < base.length; i++) {
    const plusStatus = criterion === 'plus' ? statusAt(plus as unknown[], 'plus', i) : undefined;
    tally.add(id, outcome(statusAt(base, 'base', i), plusStatus));
  }
}

/**
 * Reads an evalplus `eval_results.json` (any of its three forms) under a criterion: `plus` counts a sample
 * when both the base and the plus tests pass, `base` when the base tests pass. A score (`options.scoreField`)
 * is read from the per-sample list form's entries; evalplus itself writes none there, so it is a key added
 * to them after the run.
 */
export function parseEvalPlus(document: unknown, file: string, options: ReaderOptions = {}): RunResults {
  const criterion = parseEvalPlusCriterion(options.criterion);
  const hints = options.hints ?? SHARED_HINTS;
  if (!isRecord(document) || !isRecord(document.eval)) {
    throw inputError(file, pathOf('eval'), 'expected an evalplus results object with an "eval" object of problems');
  }
  const block = document.pass_at_k;
  if (criterion === 'plus' && isRecord(block) && block.base !== undefined && block.plus === undefined) {
    throw baseOnlyError(file, pathOf('pass_at_k'), 'has no plus scores', hints);
  }
  const tally = new ProblemTally({ timeouts: true, samples: options.samples });
  for (const [id, entry] of Object.entries(document.eval)) {
    if (Array.isArray(entry)) addSampleList(tally, id, entry, criterion, file, options.scoreField, hints);
    else if (isRecord(entry)) {
      // Without this, the run would be refused later as if no score field had been given.
      if (options.samples && options.scoreField !== undefined) {
        throw inputError(
          file,
          pathOf('eval', id),
          `is evalplus's older form (base and plus status lists), which has no sample entry to hold the score ` +
            `${hints.option('score-field', options.scoreField)} names: give the per-sample list form a newer ` +
            'evalplus writes, with the score added to each entry, or write the run as passk-results/v1 with a ' +
            '"score" per sample',
        );
      }
      addStatusLists(tally, id, entry, criterion, file, hints);
    } else throw inputError(file, pathOf('eval', id), 'expected a list of samples or an object with base results');
  }
  if (tally.size === 0) throw inputError(file, pathOf('eval'), 'lists no problems');
  const { problems, warnings, scoreGaps } = tally.finish();
  // The file's own pass@1 for the criterion, when it records one (the newer form's `pass_at_k` block).
  const scores = isRecord(block) ? block[criterion] : undefined;
  const recorded = isRecord(scores) ? scores['pass@1'] : undefined;
  if (typeof recorded === 'number' && Number.isFinite(recorded)) {
    const counted = problems.reduce((sum, p) => sum + p.c / p.n, 0) / problems.length;
    if (Math.abs(counted - recorded) > PASS_AT_1_TOLERANCE) {
      warnings.push(
        `the file's own ${criterion} pass@1 (${recorded}) differs from its per-sample results (${counted})`,
      );
    }
  }
  return harnessRun(file, 'evalplus', 'filename', {
    ...evalPlusName(file),
    problems,
    warnings,
    criterion,
    dataset: nonEmptyText(document.hash),
    scoreGaps,
  });
}
