import { dirname, join } from 'node:path';
import { listIds } from '../common/lists.js';
import { inputError } from '../common/errors.js';
import { exists, readJsonFile } from '../io/files.js';
import { idName, shown, shownList } from '../io/value-text.js';
import type { ConfigValue, ProblemCounts, RunResults } from '../common/types.js';
import { jsonDocument } from './canonical.js';
import { fewerThanAsked, harnessRun, ProblemTally, type Reader } from './tally.js';
import { idField, isRecord, matchInPath, nonEmptyText, optionalString, pathOf, scalarEntries } from './values.js';

/** Failure modes of a trial that ran out of time: the agent's or the tests' time limit. */
const TIMEOUT_MODES = new Set(['agent_timeout', 'test_timeout']);
/** Failure modes where the agent or the harness broke rather than failed the task: infrastructure errors. */
const ERROR_MODES = new Set([
  'unknown_agent_error',
  'parse_error',
  'fatal_llm_parse_error',
  'agent_installation_failed',
]);

/** `tb run` names a trial `<task_id>.<attempt>-of-<attempts>.<run_id>`. */
const TRIAL_NAME = /\.(\d{1,9})-of-(\d{1,9})\./;
/** A dataset and version as `tb run --dataset` takes it, e.g. `terminal-bench-core@0.1.1`, in a folder or file name. */
const DATASET_IN_PATH = /(terminal-bench[\w.-]*@[\w.-]*\w)/i;

/** The file `tb run` writes beside `results.json` in the run's folder. */
const RUN_METADATA = 'run_metadata.json';

/** What a run's `run_metadata.json` records. */
interface TerminalBenchMetadata {
  model?: string;
  /** The agent (`agent_name`) and its scalar `agent_kwargs`. */
  config: Record<string, ConfigValue>;
  /** `<dataset_name>@<dataset_version>`. */
  dataset?: string;
  /** `n_attempts`: the trials the run asked for per task. */
  attempts?: number;
}

/** The model, agent, dataset and attempts a run's `run_metadata.json` records. */
function terminalBenchMetadata(document: unknown): TerminalBenchMetadata {
  if (!isRecord(document)) return { config: {} };
  const agent = nonEmptyText(document.agent_name);
  const kwargs = scalarEntries(document.agent_kwargs, (key) => (key === 'model_name' ? undefined : key));
  const config = { ...(agent !== undefined ? { agent } : {}), ...kwargs };
  const name = nonEmptyText(document.dataset_name);
  const version = nonEmptyText(document.dataset_version);
  const attempts = document.n_attempts;
  return {
    config,
    model: nonEmptyText(document.model_name),
    dataset: name === undefined || version === undefined ? name : `${name}@${version}`,
    attempts: typeof attempts === 'number' && Number.isInteger(attempts) && attempts > 0 ? attempts : undefined,
  };
}

/** Warnings about the trials: names written twice, tasks with fewer trials than the run asked for. */
function trialWarnings(
  names: readonly string[],
  asked: ReadonlyMap<string, number>,
  problems: readonly ProblemCounts[],
  attempts: number | undefined,
): string[] {
  const warnings: string[] = [];
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const name of names) (seen.has(name) ? twice : seen).add(name);
  if (twice.size > 0) {
    warnings.push(
      `${twice.size} trial name${twice.size === 1 ? ' is' : 's are'} listed more than once: ` +
        `${shownList([...twice])}; every entry is counted as a trial`,
    );
  }
  const short = fewerThanAsked(problems, (id) => attempts ?? asked.get(id)).map(
    ({ id, n, asked: want }) => `${idName(id, 'task')} (${n} of ${want})`,
  );
  if (short.length > 0) {
    warnings.push(
      `${short.length} task${short.length === 1 ? ' has' : 's have'} fewer trials than the run asked for ` +
        `(an interrupted run): ${listIds(short)}; each is counted with the trials that ran`,
    );
  }
  return warnings;
}

/**
 * Reads Terminal-Bench's `results.json` (`tb run`): `results[]`, one trial each, with `task_id`, `trial_name`,
 * `is_resolved` and `failure_mode`. A trial passes when `is_resolved` is true, whatever its failure_mode says;
 * null is a failure, as the harness's own accuracy counts it. Of the failures, `agent_timeout` and
 * `test_timeout` are timeouts; `unknown_agent_error`, `parse_error`, `fatal_llm_parse_error` and
 * `agent_installation_failed` are infrastructure errors. n per task is its trials in the file. The model, the
 * agent and the dataset come from `metadata` (the run's `run_metadata.json`), else the dataset from the path.
 */
export function parseTerminalBench(
  document: unknown,
  file: string,
  metadata: TerminalBenchMetadata = { config: {} },
): RunResults {
  if (!isRecord(document) || !Array.isArray(document.results)) {
    throw inputError(
      file,
      pathOf('results'),
      'expected Terminal-Bench results {results: [{task_id, trial_name, is_resolved, ...}]}',
    );
  }
  const tally = new ProblemTally({ timeouts: true, errors: true });
  const names: string[] = [];
  const asked = new Map<string, number>();
  document.results.forEach((trial, i) => {
    if (!isRecord(trial))
      throw inputError(file, pathOf('results', i), 'expected a Terminal-Bench trial {task_id, is_resolved, ...}');
    const id = idField(
      trial.task_id,
      file,
      pathOf('results', i, 'task_id'),
      'a Terminal-Bench task_id must be a non-empty string or a number',
    );
    const resolved = trial.is_resolved;
    if (resolved !== true && resolved !== false && resolved !== null && resolved !== undefined) {
      throw inputError(
        file,
        pathOf('results', i, 'is_resolved'),
        `a Terminal-Bench is_resolved must be true, false or null, got ${shown(resolved)}`,
      );
    }
    const mode = optionalString(
      trial.failure_mode,
      file,
      pathOf('results', i, 'failure_mode'),
      'a Terminal-Bench failure_mode must be a string',
    );
    tally.add(id, {
      passed: resolved === true,
      timeout: mode !== undefined && TIMEOUT_MODES.has(mode),
      error: mode !== undefined && ERROR_MODES.has(mode),
    });
    if (typeof trial.trial_name === 'string') {
      names.push(trial.trial_name);
      const of = TRIAL_NAME.exec(trial.trial_name)?.[2];
      if (of !== undefined) asked.set(id, Math.max(asked.get(id) ?? 0, Number(of)));
    }
  });
  if (tally.size === 0) throw inputError(file, pathOf('results'), 'lists no Terminal-Bench trials');
  const { problems, warnings } = tally.finish();
  warnings.push(...trialWarnings(names, asked, problems, metadata.attempts));
  const recorded = document.n_resolved;
  const passes = problems.reduce((sum, p) => sum + p.c, 0);
  if (typeof recorded === 'number' && Number.isFinite(recorded) && recorded !== passes) {
    warnings.push(`the file's own n_resolved (${recorded}) differs from its trials, ${passes} of which are resolved`);
  }
  const { model, config } = metadata;
  const dataset = metadata.dataset ?? matchInPath(file, DATASET_IN_PATH);
  return harnessRun(file, 'terminalbench', 'file', { model, config, problems, warnings, dataset });
}

/** The run's `run_metadata.json` beside the results, parsed; undefined when there is none. */
async function metadataBeside(file: string): Promise<TerminalBenchMetadata | undefined> {
  const path = join(dirname(file), RUN_METADATA);
  if (!(await exists(path, 'file'))) return undefined;
  return terminalBenchMetadata(await readJsonFile(path));
}

/** Reads Terminal-Bench's `results.json`, with the `run_metadata.json` beside it when it is there. */
export const readTerminalBench: Reader = async (file, _options, document) =>
  parseTerminalBench(await jsonDocument(file, document), file, await metadataBeside(file));
