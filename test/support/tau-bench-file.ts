// An agent's run on disk for the history tests: τ-bench's run.py output, named as run.py names it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** 3 tasks x 2 trials written into `dir` under run.py's name ending in `stamp`; when `crashed`, every trial crashed. */
export function tauBenchFile(dir: string, stamp: string, crashed: boolean): string {
  const rows = Array.from({ length: 6 }, (_, i) => ({
    task_id: i % 3,
    reward: crashed ? 0 : i % 2,
    info: crashed ? { error: 'agent crashed' } : {},
    traj: [],
    trial: Math.floor(i / 3),
  }));
  const file = join(dir, `tool-calling-m-0.0_range_0--1_user-u-llm_${stamp}.json`);
  writeFileSync(file, JSON.stringify(rows));
  return file;
}
