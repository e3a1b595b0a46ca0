import { readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { counted, listIds } from '../common/lists.js';
import { inputError } from '../common/errors.js';
import { ioProblem, readJsonFile } from '../io/files.js';
import { idName, shown } from '../io/value-text.js';
import type { ProblemCounts, RunResults } from '../common/types.js';
import { jsonDocument } from './canonical.js';
import { fewerThanAsked, harnessRun, ProblemTally, scoreValue, type HarnessRun, type Reader } from './tally.js';
import { isFullReward } from './taubench.js';
import { idField, isRecord, nonEmptyText, optionalString, pathOf, scalarEntries } from './values.js';

/** How a simulation ends when the conversation ran its course: the user or the agent stopped it. */
const NORMAL_STOPS = new Set(['user_stop', 'agent_stop']);
/** Endings where the agent, the user simulator or the infrastructure broke: infrastructure errors here. */
const ERROR_STOPS = new Set(['agent_error', 'user_error', 'infrastructure_error', 'unexpected_error']);
/** Endings τ²-bench leaves out of its own metrics' denominators (`NON_EVALUABLE_TERMINATION_REASONS`). */
const NOT_EVALUABLE = new Set(['infrastructure_error', 'context_window_exceeded']);

/** The folder beside a directory-form `results.json` that holds one `<simulation id>.json` per simulation. */
const SIMULATIONS_FOLDER = 'simulations';

/** A simulation file of the directory form, parsed. */
interface SimulationFile {
  file: string;
  document: unknown;
}

/** One simulation as counted: its task, its reward (undefined when it was not evaluated) and how it ended. */
interface Simulation {
  task: string;
  reward: number | undefined;
  termination: string | undefined;
}

function taskOf(value: unknown, file: string, path: string): string {
  return idField(value, file, path, 'a τ²-bench task_id must be a non-empty string or a number');
}

function terminationOf(value: unknown, file: string, path: string): string | undefined {
  return optionalString(value, file, path, 'a τ²-bench termination_reason must be a string');
}

/**
 * One simulation: a `SimulationRun` (an entry of `simulations`, or a simulation file: `task_id`, `reward_info`,
 * `termination_reason`), or with `indexed` an entry of the directory form's `simulation_index` (`{id, task_id,
 * trial, reward, termination_reason, ...}`), whose reward is its own rather than in `reward_info`.
 */
function simulationOf(value: unknown, file: string, at: (string | number)[], indexed = false): Simulation {
  if (!isRecord(value)) {
    const expected = indexed
      ? 'index entry {id, task_id, reward, ...}'
      : 'simulation {task_id, reward_info, termination_reason, ...}';
    throw inputError(file, pathOf(...at), `expected a τ²-bench ${expected}`);
  }
  const info = indexed ? value : value.reward_info;
  if (info !== null && info !== undefined && !isRecord(info)) {
    throw inputError(
      file,
      pathOf(...at, 'reward_info'),
      `expected τ²-bench's {reward, ...} or null, got ${shown(info)}`,
    );
  }
  const rewardAt = pathOf(...at, ...(indexed ? [] : ['reward_info']), 'reward');
  return {
    task: taskOf(value.task_id, file, pathOf(...at, 'task_id')),
    reward: isRecord(info) ? scoreValue(info.reward, file, rewardAt, 'a τ²-bench reward must be a number') : undefined,
    termination: terminationOf(value.termination_reason, file, pathOf(...at, 'termination_reason')),
  };
}

/** The simulations a results document holds, or (directory form) the files beside it, or else its index. */
function simulationsOf(
  document: Record<string, unknown>,
  file: string,
  files: readonly SimulationFile[] | undefined,
  warnings: string[],
): Simulation[] {
  if ('simulations' in document) {
    if (!Array.isArray(document.simulations)) {
      throw inputError(
        file,
        pathOf('simulations'),
        `expected τ²-bench's list of simulations, got ${shown(document.simulations)}`,
      );
    }
    return document.simulations.map((value, i) => simulationOf(value, file, ['simulations', i]));
  }
  const index = document.simulation_index;
  if (index !== undefined && index !== null && !Array.isArray(index)) {
    throw inputError(
      file,
      pathOf('simulation_index'),
      `expected τ²-bench's list of simulation summaries, got ${shown(index)}`,
    );
  }
  if (files !== undefined) {
    if (Array.isArray(index) && index.length !== files.length) {
      warnings.push(
        `simulation_index lists ${index.length} simulations but ${SIMULATIONS_FOLDER}/ holds ${files.length} files: ` +
          'the files are counted (the index is written when a run is saved, so an interrupted run may lack it)',
      );
    }
    return files.map(({ file: simulation, document: value }) => simulationOf(value, simulation, []));
  }
  if (Array.isArray(index)) return index.map((value, i) => simulationOf(value, file, ['simulation_index', i], true));
  throw inputError(
    file,
    pathOf('simulations'),
    `τ²-bench results without simulations: neither a "simulations" list, nor a ${SIMULATIONS_FOLDER}/ folder beside ` +
      'the file (the directory form), nor a "simulation_index"',
  );
}

/** The ids of the tasks the results list, in order; undefined when the file lists none. */
function listedTasks(document: Record<string, unknown>, file: string): string[] | undefined {
  const tasks = document.tasks;
  if (tasks === undefined || tasks === null) return undefined;
  if (!Array.isArray(tasks))
    throw inputError(file, pathOf('tasks'), `expected τ²-bench's list of tasks, got ${shown(tasks)}`);
  return tasks.map((task, i) => {
    if (!isRecord(task)) throw inputError(file, pathOf('tasks', i), 'expected a τ²-bench task {id, ...}');
    return taskOf(task.id, file, pathOf('tasks', i, 'id'));
  });
}

/** Warnings about what ran: listed tasks that never ran, fewer trials than asked, endings τ²-bench does not score. */
function runWarnings(
  simulations: readonly Simulation[],
  problems: readonly ProblemCounts[],
  listed: readonly string[] | undefined,
  trialsAsked: unknown,
): string[] {
  const warnings: string[] = [];
  const ran = new Set(problems.map((p) => p.id));
  const missing = (listed ?? []).filter((task) => !ran.has(task));
  if (missing.length > 0) {
    warnings.push(
      `${counted(missing.length, 'task')} listed in "tasks" never ran (an interrupted run?): ` +
        `${listIds(missing.map((id) => idName(id, 'task')))}; ${missing.length === 1 ? 'it is' : 'they are'} missing from this run`,
    );
  }
  if (typeof trialsAsked === 'number' && Number.isInteger(trialsAsked)) {
    const short = fewerThanAsked(problems, () => trialsAsked).map(({ id, n }) => `${idName(id, 'task')} (n=${n})`);
    if (short.length > 0) {
      warnings.push(
        `${counted(short.length, 'task')} ran fewer than the ${trialsAsked} trials info.num_trials asks ` +
          `for (an interrupted run): ${listIds(short)}; each is counted with the trials that ran`,
      );
    }
  }
  const unscored = simulations.filter((s) => s.termination !== undefined && NOT_EVALUABLE.has(s.termination));
  if (unscored.length > 0) {
    const reasons = [...new Set(unscored.map((s) => s.termination!))].sort().join(' or ');
    warnings.push(
      `${counted(unscored.length, 'simulation')} ended in ${reasons}: counted here as failed trials ` +
        "(flagged), while τ²-bench's own metrics leave them out",
    );
  }
  const unevaluated = simulations.filter(
    (s) => s.reward === undefined && (s.termination === undefined || NORMAL_STOPS.has(s.termination)),
  ).length;
  if (unevaluated > 0) {
    warnings.push(
      `${counted(unevaluated, 'simulation')} that ended normally ${unevaluated === 1 ? 'has' : 'have'} ` +
        'no reward (not evaluated): counted as failed trials',
    );
  }
  return warnings;
}

/** The agent's settings: `llm_args` (temperature and other sampling args), its implementation, the run's limits and seed. */
function agentConfig(info: Record<string, unknown>): Pick<HarnessRun, 'config' | 'model'> {
  const agent = isRecord(info.agent_info) ? info.agent_info : {};
  const args = scalarEntries(agent.llm_args);
  const settings = {
    agent: agent.implementation,
    max_steps: info.max_steps,
    max_errors: info.max_errors,
    seed: info.seed,
  };
  // Sampling args keep their own names; the run's settings fill only the names they leave free.
  const config = { ...args, ...scalarEntries(settings, (key) => (Object.hasOwn(args, key) ? undefined : key)) };
  return { config, model: nonEmptyText(agent.llm) };
}

/** What a pass means: the user simulator (it plays the customer every reward depends on) and the domain. */
function judgementOf(info: Record<string, unknown>): Pick<HarnessRun, 'criterion' | 'dataset'> {
  const user = isRecord(info.user_info) ? info.user_info : {};
  const parts = [user.llm, user.implementation === 'user_simulator' ? undefined : user.implementation].filter(
    (part): part is string => nonEmptyText(part) !== undefined,
  );
  const environment = isRecord(info.environment_info) ? info.environment_info : {};
  return {
    criterion: parts.length > 0 ? `user:${parts.join(':')}` : undefined,
    dataset: nonEmptyText(environment.domain_name),
  };
}

/**
 * Reads τ²-bench's results (sierra-research/tau2-bench): `{timestamp, info, tasks, simulations}`, or the directory
 * form, whose `results.json` holds the same without `simulations` and each simulation is a file in the
 * `simulations/` folder beside it (`files`; without them the `simulation_index` summaries are counted). A
 * simulation passes when `reward_info.reward` is 1; n per task is its simulations, however many ran. A
 * simulation that ended other than by a normal stop is flagged: as an infrastructure error when the agent, the
 * user simulator or the infrastructure broke, else (max steps, too many errors, a timeout) as a timeout.
 */
export function parseTau2Bench(document: unknown, file: string, files?: readonly SimulationFile[]): RunResults {
  if (!isRecord(document) || !isRecord(document.info)) {
    throw inputError(
      file,
      pathOf('info'),
      'expected τ²-bench results {timestamp, info, tasks, simulations} with an "info" object',
    );
  }
  const warnings: string[] = [];
  const simulations = simulationsOf(document, file, files, warnings);
  const tally = new ProblemTally({ timeouts: true, errors: true });
  for (const simulation of simulations) {
    const ending = simulation.termination;
    const abnormal = ending !== undefined && !NORMAL_STOPS.has(ending);
    tally.add(simulation.task, {
      passed: simulation.reward !== undefined && isFullReward(simulation.reward),
      error: abnormal && ERROR_STOPS.has(ending),
      timeout: abnormal && !ERROR_STOPS.has(ending),
    });
  }
  if (tally.size === 0)
    throw inputError(file, pathOf('simulations'), 'τ²-bench results with no simulation: the run ran no task');
  const finished = tally.finish();
  warnings.push(
    ...finished.warnings,
    ...runWarnings(simulations, finished.problems, listedTasks(document, file), document.info.num_trials),
  );
  return harnessRun(file, 'tau2bench', 'file', {
    ...agentConfig(document.info),
    problems: finished.problems,
    warnings,
    ...judgementOf(document.info),
  });
}

/** The simulation files of a directory-form run, parsed, in name order; undefined when there is no such folder. */
async function simulationFiles(resultsFile: string): Promise<SimulationFile[] | undefined> {
  const folder = join(dirname(resultsFile), SIMULATIONS_FOLDER);
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw inputError(folder, '', ioProblem(error));
  }
  const files: SimulationFile[] = [];
  for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
    const path = join(folder, name);
    files.push({ file: path, document: await readJsonFile(path) });
  }
  return files;
}

/** Reads τ²-bench's results file, with the simulation files beside it when it is the directory form's `results.json`. */
export const readTau2Bench: Reader = async (file, _options, given) => {
  const document = await jsonDocument(file, given);
  const files = isRecord(document) && !('simulations' in document) ? await simulationFiles(file) : undefined;
  return parseTau2Bench(document, file, files);
};
