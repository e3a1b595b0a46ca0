import { basename, dirname } from 'node:path';
import { inputError } from '../common/errors.js';
import { shown } from '../io/value-text.js';
import type { ConfigValue, RunResults } from '../common/types.js';
import { harnessRun, ProblemTally } from './tally.js';
import { idField, isRecord, matchInPath, pathOf } from './values.js';

/**
 * How far from 1 a reward may be and still be a pass: τ-bench's and τ²-bench's own `is_successful`,
 * (1 - 1e-6) <= reward <= (1 + 1e-6), so that a run counts the passes its harness reports.
 */
const FULL_REWARD_TOLERANCE = 1e-6;

/** Whether a reward is a pass: within `FULL_REWARD_TOLERANCE` of 1, ends included, as the harnesses test it. */
export function isFullReward(reward: number): boolean {
  return 1 - FULL_REWARD_TOLERANCE <= reward && reward <= 1 + FULL_REWARD_TOLERANCE;
}

/**
 * The name run.py gives its results, `<agent strategy>-<model>-<temperature>_range_<start>-<end>_user-<user
 * model>-<user strategy>_<%m%d%H%M%S>.json` (`<end>` is -1 for all tasks, hence `0--1`; older releases wrote no
 * range). The agent strategies are run.py's choices, a fork's prefixed ones (`orchestrated-tool-calling`) too.
 */
const RUN_NAME =
  /^((?:[a-z]+-)*?(?:tool-calling|act|react|few-shot))-(.+?)-(\d{1,3}(?:\.\d{1,12})?(?:e-?\d{1,3})?)(?:_range_\d+--?\d+)?_user-(.+)-([a-z]+)_[^_]+\.json$/;

/** τ-bench's domains, as a file or folder name may say them. */
const DOMAIN = /(?:^|[^a-z])(airline|retail)(?:[^a-z]|$)/i;
/** How many folders above the file may name its domain. */
const DOMAIN_DEPTH = 3;

/** What a τ-bench results file's name and path record. */
interface TauBenchName {
  config: Record<string, ConfigValue>;
  model?: string;
  /** The user simulator, `user:<model>:<strategy>`: the judge of every conversation. */
  user?: string;
  /** The domain (`airline`, `retail`), from the file name or the nearest of the folders above it that names one. */
  domain?: string;
}

/** What the name run.py gives a results file says, and the domain its path names; empty for any other name. */
export function tauBenchName(file: string): TauBenchName {
  const named: TauBenchName = { config: {} };
  // A user model's `/` is written into the name as is, which makes a folder of the part before it.
  const name = basename(file);
  const match = RUN_NAME.exec(name) ?? RUN_NAME.exec(`${basename(dirname(file))}/${name}`);
  if (match !== null) {
    const [, agent, model, temperature, userModel, userStrategy] = match;
    named.config = { agent: agent!, temperature: Number(temperature) };
    named.model = model!;
    named.user = `user:${userModel!}:${userStrategy!}`;
  }
  // Only the nearest folders: one far up (a home) says nothing of the run.
  const domain = matchInPath(file, DOMAIN, DOMAIN_DEPTH)?.toLowerCase();
  if (domain !== undefined) named.domain = domain;
  return named;
}

/** How a run that did not pass failed: the agent crashed (`info.error`), hit the step limit, or just failed. */
function failureKind(info: unknown): 'error' | 'timeout' | 'fail' {
  if (!isRecord(info)) return 'fail';
  if (info.error !== undefined && info.error !== null) return 'error';
  // The environment fills reward_info when the episode ends; the agent loop leaves it null at the step limit.
  return 'reward_info' in info && info.reward_info === null ? 'timeout' : 'fail';
}

/**
 * Reads τ-bench's results (sierra-research/tau-bench run.py, or one of its checkpoints): a JSON list of
 * `{task_id, reward, info, traj, trial}`, one entry per run of a task. A run passes when its reward is 1; n is
 * the runs of a task (counted, not taken from `trial`, which a fork writes as the task id). A run whose
 * `info.reward_info` is null stopped at the step limit (a timeout); one with `info.error` crashed (an
 * infrastructure error). The agent, model and temperature come from the name run.py gives the file, the user
 * simulator (which judges every run) into the judgement's criterion, and the domain from the name or a folder.
 */
export function parseTauBench(document: unknown, file: string): RunResults {
  if (!Array.isArray(document)) {
    throw inputError(file, '', 'expected τ-bench results: a JSON list of {task_id, reward, info, traj, trial}');
  }
  const tally = new ProblemTally({ timeouts: true, errors: true });
  document.forEach((entry, i) => {
    if (!isRecord(entry)) throw inputError(file, pathOf(i), 'expected a τ-bench result {task_id, reward, info, ...}');
    const id = idField(
      entry.task_id,
      file,
      pathOf(i, 'task_id'),
      'a τ-bench task_id must be a number or a non-empty string',
    );
    const reward = entry.reward;
    if (typeof reward !== 'number' || !Number.isFinite(reward)) {
      throw inputError(file, pathOf(i, 'reward'), `a τ-bench reward must be a number, got ${shown(reward)}`);
    }
    const kind = failureKind(entry.info);
    tally.add(id, { passed: isFullReward(reward), timeout: kind === 'timeout', error: kind === 'error' });
  });
  if (tally.size === 0) throw inputError(file, '', 'lists no τ-bench results');
  const { model, config, user, domain } = tauBenchName(file);
  return harnessRun(file, 'taubench', 'filename', {
    model,
    config,
    ...tally.finish(),
    criterion: user,
    dataset: domain,
  });
}
