import { cpSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareConfigs } from '../../src/check/config.js';
import { compareJudgements } from '../../src/check/judgement.js';
import { detectFormat } from '../../src/formats/detect.js';
import { loadResults } from '../../src/load/read.js';
import { tempDir } from '../support/temp.js';
import { counts, fixture } from './paths.js';

const tau2 = (...parts: string[]) => fixture('tau2bench', ...parts);
const interrupted = tau2('interrupted', '20250620_100000_airline_llm_agent_gpt-4.1-mini_user_simulator_gpt-4.1.json');
const otherUser = tau2('other-user', '20250621_100000_airline_llm_agent_gpt-4.1-mini_user_simulator_gpt-4o.json');

interface Simulation {
  task_id: string;
  termination_reason: string;
  reward_info: { reward: number } | null;
}

/**
 * Counts by τ²-bench's rules, from the simulations themselves: n = simulations per task; a pass is a reward of
 * 1; an ending where something broke is an error, any other ending but a normal stop a timeout.
 */
function expected(simulations: readonly Simulation[]): string[] {
  const byTask = new Map<string, { n: number; c: number; t: number; e: number }>();
  for (const s of simulations) {
    const task = byTask.get(s.task_id) ?? { n: 0, c: 0, t: 0, e: 0 };
    byTask.set(s.task_id, task);
    task.n++;
    if (s.reward_info?.reward === 1) task.c++;
    else if (['agent_error', 'user_error', 'infrastructure_error', 'unexpected_error'].includes(s.termination_reason))
      task.e++;
    else if (!['user_stop', 'agent_stop'].includes(s.termination_reason)) task.t++;
  }
  return [...byTask].map(([id, p]) => `${id}:${p.n}/${p.c} t${p.t} e${p.e}`);
}

const json = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));
const simulationsIn = (folder: string): Simulation[] =>
  readdirSync(folder)
    .sort()
    .map((name) => json(join(folder, name)) as Simulation);

describe('τ²-bench results', () => {
  it('counts an interrupted run: uneven and non-contiguous trials, endings flagged, a listed task that never ran', async () => {
    const run = await loadResults(interrupted);
    expect(run.format).toBe('tau2bench');
    expect(counts(run.problems)).toEqual(['0:4/2 t1 e0', '1:2/1 t1 e0', '2:4/2 t0 e2']);
    expect(counts(run.problems)).toEqual(expected((json(interrupted) as { simulations: Simulation[] }).simulations));
    expect(run.warnings).toEqual([
      '1 task listed in "tasks" never ran (an interrupted run?): task 3; it is missing from this run',
      '1 task ran fewer than the 4 trials info.num_trials asks for (an interrupted run): task 1 (n=2); each is counted with the trials that ran',
      "1 simulation ended in infrastructure_error: counted here as failed trials (flagged), while τ²-bench's own metrics leave them out",
      'tasks have different numbers of trials (n = 2 for 1 task, n = 4 for 2 tasks), so no single n describes the run',
    ]);
  });

  it('takes the agent, its sampling args, limits and seed as config, the user simulator and domain as the judgement', async () => {
    const run = await loadResults(otherUser);
    expect(run.model).toBe('gpt-4.1-mini');
    expect(run.config).toEqual({
      temperature: 0,
      top_p: 1,
      agent: 'llm_agent',
      max_steps: 200,
      max_errors: 10,
      seed: 300,
      n: 1,
    });
    expect(new Set(Object.values(run.configSources))).toEqual(new Set(['file']));
    expect(run.judgement).toEqual({ format: 'tau2bench', criterion: 'user:gpt-4o', dataset: 'airline' });
    const check = compareJudgements(await loadResults(interrupted), run, false);
    expect(check.reasons[0]).toMatch(/^passes were judged differently \(user simulator differs\)/);
  });

  it('reads a seed past 2^53 - 1, which a comparison that checks seed refuses (seeds that differ read as one)', async () => {
    const path = join(tempDir('passk-tau2-'), 'results.json');
    writeFileSync(path, readFileSync(otherUser, 'utf8').replace(/"seed": 300/g, '"seed": 12345678901234567'));
    const run = await loadResults(path);
    expect(run.config.seed).toBe(12345678901234568);
    expect(() => compareConfigs(run, run, { compared: ['temperature', 'seed'], required: [] })).toThrow(
      `${path}: config seed: is a whole number past 2^53 - 1 (9007199254740991), which JSON readers`,
    );
  });

  it('reads the directory form: results.json and one file per simulation in simulations/ beside it', async () => {
    const path = tau2('dir-form', 'results.json');
    const run = await loadResults(path);
    // The files are read in name order (simulation ids), so the tasks come in the order their first file does.
    expect(counts(run.problems).sort()).toEqual([
      '[mobile_data_issue]airplane_mode_on:2/1 t0 e0',
      '[service_issue]bad_sim:2/1 t1 e0',
    ]);
    expect(counts(run.problems)).toEqual(expected(simulationsIn(tau2('dir-form', 'simulations'))));
    expect(run.judgement).toEqual({ format: 'tau2bench', criterion: 'user:gpt-4.1', dataset: 'telecom' });
    expect(run.warnings).toEqual([
      "1 simulation ended in context_window_exceeded: counted here as failed trials (flagged), while τ²-bench's own metrics leave them out",
    ]);
  });

  it('counts the simulation_index of a directory-form results.json kept without its simulations folder', async () => {
    const run = await loadResults(tau2('index-only', 'results.json'));
    const files = await loadResults(tau2('dir-form', 'results.json'));
    expect(counts(run.problems).sort()).toEqual(counts(files.problems).sort());
  });

  it('counts the files of an interrupted directory-form run, whose index lags, and says so', async () => {
    const dir = tempDir('passk-tau2-');
    cpSync(tau2('dir-form'), dir, { recursive: true });
    const files = readdirSync(join(dir, 'simulations')).sort();
    rmSync(join(dir, 'simulations', files[0]!));
    const run = await loadResults(join(dir, 'results.json'));
    expect(counts(run.problems)).toEqual(expected(simulationsIn(join(dir, 'simulations'))));
    expect(run.warnings[0]).toBe(
      'simulation_index lists 4 simulations but simulations/ holds 3 files: the files are counted (the index is written when a run is saved, so an interrupted run may lack it)',
    );
  });

  it('is told from its content in both forms, and a simulation file given alone is refused with a pointer', async () => {
    expect((await detectFormat(interrupted)).format).toBe('tau2bench');
    expect((await detectFormat(tau2('dir-form', 'results.json'))).format).toBe('tau2bench');
    const simulation = join(tau2('dir-form', 'simulations'), readdirSync(tau2('dir-form', 'simulations'))[0]!);
    await expect(loadResults(simulation)).rejects.toThrow(
      /looks like one τ²-bench simulation \(simulations\/<id>\.json\); give the results\.json beside the simulations folder/,
    );
    await expect(loadResults(simulation, { format: 'tau2bench' })).rejects.toThrow(
      /: info: expected τ²-bench results \{timestamp, info, tasks, simulations\} with an "info" object$/,
    );
  });
});
