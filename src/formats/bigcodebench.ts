import { basename } from 'node:path';
import { inputError } from '../common/errors.js';
import { shown } from '../io/value-text.js';
import type { ConfigValue, RunResults } from '../common/types.js';
import { forEachEvalSample, harnessRun, ProblemTally, sampleExtras, type ReaderOptions } from './tally.js';
import { isRecord, missingField, pathOf } from './values.js';

/** BigCodeBench's sample statuses: it reports a sample that neither passed nor failed as a timeout. */
const STATUSES = new Set(['pass', 'fail', 'timeout']);

/** The keys `bigcodebench.evaluate` writes for each sample. */
const SAMPLE_KEYS = ['task_id', 'solution', 'status', 'details'];

/**
 * The name `bigcodebench.generate` gives the samples, with `_eval_results.json` for `.jsonl`:
 * `{model}--{revision}--bigcodebench[-hard]-{split}--{backend}-{temperature}-{n}-sanitized_calibrated`, the model
 * id with each `/` written `--`, `--{reasoning effort}` after an o-series or reasoner model and `--skip_prefill`
 * before the revision when asked. Older releases wrote no revision and `-sanitized-calibrated`; unsanitized
 * samples have no suffix. Greedy decoding is written as temperature 0 and n 1.
 */
const FILE_NAME =
  /^(.+?)--bigcodebench(?:-(full|hard))?-(complete|instruct)--[A-Za-z][\w.-]*?-(\d{1,3}(?:\.\d{1,12})?(?:e-\d{1,3})?)-(\d{1,9})(?:-sanitized(?:[-_]calibrated)?)?_eval_results\.json$/;

/** A Hugging Face revision as generate writes it: the default branch or a commit hash. */
const REVISION = /^(?:main|master|[0-9a-f]{7,40})$/;
const REASONING_EFFORTS = new Set(['low', 'medium', 'high']);

/**
 * The model from the part of the name before `--bigcodebench`: the revision and the flags generate appends are
 * taken off, and the effort and `skip_prefill` kept in words, so runs of one model that differ in them are told
 * apart. A revision other than the default or a hash cannot be told from a model id's `/` and stays in it.
 */
function modelOf(stem: string): string {
  const parts = stem.split('--');
  if (parts.length > 1 && REVISION.test(parts.at(-1)!)) parts.pop();
  const notes: string[] = [];
  if (parts.length > 1 && parts.at(-1) === 'skip_prefill') {
    parts.pop();
    notes.push('no prefill');
  }
  if (parts.length > 1 && REASONING_EFFORTS.has(parts.at(-1)!)) notes.unshift(`${parts.pop()!} effort`);
  return `${parts.join('/')}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
}

/** What a BigCodeBench results file's name records: the model, the suite (subset and split), temperature and n. */
export function bigCodeBenchName(
  file: string,
): { model: string; suite: string; config: Record<string, ConfigValue> } | undefined {
  const match = FILE_NAME.exec(basename(file));
  if (match === null) return undefined;
  const [, stem, subset, split, temperature, n] = match;
  return {
    model: modelOf(stem!),
    suite: `bigcodebench-${subset ?? 'full'}-${split!}`,
    config: { temperature: Number(temperature), n: Number(n) },
  };
}

/** The message for an evalplus-shaped sample given to this reader (the loader adds the format to give). */
function evalPlusShape(file: string, path: string): Error {
  return inputError(
    file,
    path,
    'looks like an evalplus file: base_status per sample; the bigcodebench reader needs status',
  );
}

function addSamples(
  tally: ProblemTally,
  id: string,
  samples: unknown[],
  file: string,
  scoreField: string | undefined,
): void {
  forEachEvalSample(samples, id, file, 'status', (sample, i) => {
    const status = sample.status;
    if (typeof status !== 'string' || !STATUSES.has(status)) {
      if (status === undefined && sample.base_status !== undefined)
        throw evalPlusShape(file, pathOf('eval', id, i, 'status'));
      if (status === undefined) {
        throw inputError(
          file,
          pathOf('eval', id, i),
          `a BigCodeBench sample ${missingField(sample, 'status', 'pass, fail or timeout', 'BigCodeBench', SAMPLE_KEYS)}`,
        );
      }
      throw inputError(
        file,
        pathOf('eval', id, i, 'status'),
        `unknown test status ${shown(status)} (expected pass, fail or timeout)`,
      );
    }
    tally.add(id, {
      passed: status === 'pass',
      timeout: status === 'timeout',
      ...sampleExtras(sample, 'solution', scoreField, file, () => pathOf('eval', id, i)),
    });
  });
}

/**
 * Reads BigCodeBench's `*_eval_results.json`: `{"date", "eval": {task_id: [{task_id, solution, status, details}]}}`,
 * one sample per entry, `status` pass, fail or timeout. The subset and split (the suite), temperature and n come
 * from the name `bigcodebench.generate` gives the file, when it still has it.
 */
export function parseBigCodeBench(document: unknown, file: string, options: ReaderOptions = {}): RunResults {
  if (!isRecord(document) || !isRecord(document.eval)) {
    throw inputError(file, pathOf('eval'), 'expected a BigCodeBench results object with an "eval" object of tasks');
  }
  const tally = new ProblemTally({ timeouts: true, samples: options.samples });
  for (const [id, entry] of Object.entries(document.eval)) {
    if (Array.isArray(entry)) addSamples(tally, id, entry, file, options.scoreField);
    else if (isRecord(entry) && 'base' in entry) throw evalPlusShape(file, pathOf('eval', id));
    else throw inputError(file, pathOf('eval', id), 'expected a list of samples with status');
  }
  if (tally.size === 0) throw inputError(file, pathOf('eval'), 'lists no tasks');
  const named = bigCodeBenchName(file);
  return harnessRun(file, 'bigcodebench', 'filename', {
    model: named?.model,
    config: named?.config ?? {},
    ...tally.finish(),
    dataset: named?.suite,
  });
}
