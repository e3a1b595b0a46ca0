import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFormat } from '../../src/formats/detect.js';
import { isFullReward, parseTauBench, tauBenchName } from '../../src/formats/taubench.js';
import { loadResults } from '../../src/load/read.js';
import { compareJudgements } from '../../src/check/judgement.js';
import { tempDir } from '../support/temp.js';
import { counts, fixture } from './paths.js';

const tau = (...parts: string[]) => fixture('taubench', ...parts);
const airline = (user: string, time: string) =>
  tau('airline', `tool-calling-gpt-4o-0.0_range_0--1_user-${user}-llm_${time}.json`);

/**
 * Counts by τ-bench's rules, straight from the file: n = entries per task_id; a pass is a reward within 1e-6 of 1
 * (its run.py's is_successful); a failure with info.error is a crash (an error), one with info.reward_info null hit
 * the step limit (a timeout).
 */
function expected(path: string): string[] {
  const entries = JSON.parse(readFileSync(path, 'utf8')) as {
    task_id: number;
    reward: number;
    info: { error?: string; reward_info?: unknown };
  }[];
  const byTask = new Map<number, { n: number; c: number; t: number; e: number }>();
  for (const { task_id: id, reward, info } of entries) {
    const task = byTask.get(id) ?? { n: 0, c: 0, t: 0, e: 0 };
    byTask.set(id, task);
    task.n++;
    if (1 - 1e-6 <= reward && reward <= 1 + 1e-6) task.c++;
    else if (info.error !== undefined) task.e++;
    else if (info.reward_info === null) task.t++;
  }
  return [...byTask].map(([id, p]) => `${id}:${p.n}/${p.c} t${p.t} e${p.e}`);
}

describe('τ-bench results (run.py)', () => {
  it('counts an interrupted run: uneven trials, a step limit as a timeout, a crash as an error, a reward of 1 within float noise', async () => {
    const path = airline('gpt-4o', '0612101500');
    const run = await loadResults(path);
    expect(run.format).toBe('taubench');
    expect(counts(run.problems)).toEqual(['0:3/3 t0 e0', '1:3/1 t1 e0', '2:2/1 t0 e1']);
    expect(counts(run.problems)).toEqual(expected(path));
    expect(run.model).toBe('gpt-4o');
    expect(run.config).toEqual({ agent: 'tool-calling', temperature: 0 });
    expect(run.configSources).toEqual({ agent: 'filename', temperature: 'filename' });
    expect(run.judgement).toEqual({ format: 'taubench', criterion: 'user:gpt-4o:llm', dataset: 'airline' });
    expect(run.warnings).toEqual([
      'tasks have different numbers of trials (n = 2 for 1 task, n = 3 for 2 tasks), so no single n describes the run',
    ]);
  });

  it("takes a reward within 1e-6 of 1 as a pass, as the harness's is_successful does, ends included", () => {
    for (const reward of [1, 1 - 1e-6, 0.9999995, 1 + 1e-6]) expect(isFullReward(reward), String(reward)).toBe(true);
    for (const reward of [0.999998, 1 + 2e-6, 0.5, 0]) expect(isFullReward(reward), String(reward)).toBe(false);
  });

  it('counts the runs of a task, not distinct trial values: a fork writes trial as the task id', async () => {
    const path = tau('fork', 'tool-calling-claude-3-5-sonnet-20241022-0.7_range_0-2_user-gpt-4o-llm_1120093000.json');
    const run = await loadResults(path);
    expect(counts(run.problems)).toEqual(['1:3/1 t0 e0', '0:3/2 t0 e0']);
    expect(counts(run.problems)).toEqual(expected(path));
    expect(run.model).toBe('claude-3-5-sonnet-20241022');
    expect(run.config).toEqual({ agent: 'tool-calling', temperature: 0.7, n: 3 });
    // No domain in the name or its folders: the suite is not recorded.
    expect(run.judgement).toEqual({ format: 'taubench', criterion: 'user:gpt-4o:llm' });
  });

  it('reads a checkpoint whose name says nothing but the domain, and never fails on a name', async () => {
    const path = tau('retail_checkpoint.json');
    const run = await loadResults(path);
    expect(counts(run.problems)).toEqual(expected(path));
    expect(run.model).toBeUndefined();
    expect(run.config).toEqual({ n: 1 });
    expect(run.judgement).toEqual({ format: 'taubench', dataset: 'retail' });
  });

  it('reads a user model with a slash, which run.py writes into the name as a folder', async () => {
    const path = tau('tool-calling-gpt-4o-0.0_range_0-2_user-Qwen', 'Qwen3-32B-llm_0101120000.json');
    const run = await loadResults(path);
    expect(counts(run.problems)).toEqual(expected(path));
    expect(run.judgement).toEqual({ format: 'taubench', criterion: 'user:Qwen/Qwen3-32B:llm' });
  });

  it.each([
    [
      'tool-calling-grok-4-1-fast-non-reasoning-0.0_range_0--1_user-grok-4-1-fast-reasoning-llm_1129153740.json',
      { agent: 'tool-calling', temperature: 0 },
      'grok-4-1-fast-non-reasoning',
      'user:grok-4-1-fast-reasoning:llm',
    ],
    [
      'runs/retail/tool-calling-claude-3.7-sonnet-1.0_user-gpt-4o-2024-11-20-llm_0403150700.json',
      { agent: 'tool-calling', temperature: 1 },
      'claude-3.7-sonnet',
      'user:gpt-4o-2024-11-20:llm',
    ],
    [
      'orchestrated-tool-calling-llama-3-1e-05_range_10-20_user-gpt-4o-verify_0101000000.json',
      { agent: 'orchestrated-tool-calling', temperature: 0.00001 },
      'llama-3',
      'user:gpt-4o:verify',
    ],
    [
      'react-o1-mini-0.5_range_0-5_user-gpt-4o-react_job42.json',
      { agent: 'react', temperature: 0.5 },
      'o1-mini',
      'user:gpt-4o:react',
    ],
  ])('reads the name %s', (name, config, model, user) => {
    expect(tauBenchName(name)).toMatchObject({ config, model, user });
  });

  it('takes the domain from the file name or the nearest of three folders above it', () => {
    expect(tauBenchName('/home/retail/x/y/z/results.json').domain).toBeUndefined();
    expect(tauBenchName('/home/retail/x/y/results.json').domain).toBe('retail');
    expect(tauBenchName('/retail/Airline-runs/results.json').domain).toBe('airline');
    expect(tauBenchName('/x/airliner/results.json').domain).toBeUndefined();
  });

  it('refuses another user simulator as a mixed judgement, unless allowed', async () => {
    const [base, cand] = await Promise.all([
      loadResults(airline('gpt-4o', '0612150000')),
      loadResults(airline('gpt-4.1-2025-04-14', '0613090000')),
    ]);
    const refused = compareJudgements(base, cand, false);
    expect(refused.match).toBe('differs');
    expect(refused.reasons[0]).toMatch(
      /^passes were judged differently \(user simulator differs\): the baseline's passes were judged by taubench \(user simulator user:gpt-4o:llm, dataset airline\), the candidate's by taubench \(user simulator user:gpt-4\.1-2025-04-14:llm, dataset airline\)/,
    );
    const allowed = compareJudgements(base, cand, true);
    expect(allowed.reasons).toEqual([]);
    expect(allowed.warnings[0]).toMatch(/^mixed judgement \(user simulator differs\)/);
  });

  it('refuses a task_id past 2^53 - 1, where task ids that differ read as one', async () => {
    const dir = tempDir('passk-taubench-');
    const path = join(dir, 'tool-calling-gpt-4o-0.0_range_0--1_user-gpt-4o-llm_0612101500.json');
    const entry = (id: string) => `{"task_id": ${id}, "reward": 1.0, "info": {}, "traj": [], "trial": 0}`;
    writeFileSync(path, `[${entry('9007199254740991')}, ${entry('9007199254740992')}, ${entry('9007199254740993')}]`);
    await expect(loadResults(path)).rejects.toThrow(
      `${path}: [1].task_id: is a whole number past 2^53 - 1 (9007199254740991), which JSON readers round`,
    );
  });

  it('is told from its content, and a result without a reward is named by harness and field', async () => {
    expect((await detectFormat(airline('gpt-4o', '0612101500'))).format).toBe('taubench');
    await expect(loadResults(tau('missing_reward.json'))).rejects.toThrow(
      /missing_reward\.json: \[1\]\.reward: a τ-bench reward must be a number, got nothing$/,
    );
  });

  it('counts a failure with a null info.error and a filled reward_info, or none at all, as a plain failure', () => {
    const result = (info: unknown) => ({ task_id: 0, reward: 0, info, traj: [], trial: 0 });
    const run = parseTauBench([result({ error: null, reward_info: { reward: 0 } }), result({})], 'tau.json');
    expect(counts(run.problems)).toEqual(['0:2/0 t0 e0']);
  });
});
