// Several files are several trials: a side given as several files, a glob or a list (CLI, config file) is
// merged, per problem n and c adding up. Run through the CLI on files shaped and named as each harness writes
// them, and on the real files of ../shared/realdata; the expected counts are computed here from the JSON.
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadResults } from '../../src/load/read.js';
import { fixture, haveRealdata, realdata, realdataTitle } from '../formats/paths.js';
import { expectValidGateReport } from '../support/report-schema.js';
import { cli } from '../support/run-cli.js';
import { readText } from '../support/terminal.js';
import { tempDir } from '../support/temp.js';

const tb = (...parts: string[]) => fixture('terminalbench', ...parts);

/** How reports show a path: relative to the working directory inside it, by its file name outside it. */
const shown = (path: string): string =>
  path.startsWith(`${process.cwd()}/`) ? relative(process.cwd(), path) : basename(path);
const tbRuns = [tb('2025-07-01__10-00-00', 'results.json'), tb('2025-07-02__09-00-00', 'results.json')];

interface Tally {
  n: number;
  c: number;
}

/** Per task, trials and passes over Terminal-Bench results files: a pass is is_resolved true. */
function terminalBenchCounts(paths: readonly string[]): Map<string, Tally> {
  const byTask = new Map<string, Tally>();
  for (const path of paths) {
    const { results } = JSON.parse(readFileSync(path, 'utf8')) as {
      results: { task_id: string; is_resolved: boolean | null }[];
    };
    for (const trial of results) {
      const task = byTask.get(trial.task_id) ?? { n: 0, c: 0 };
      byTask.set(trial.task_id, task);
      task.n++;
      if (trial.is_resolved === true) task.c++;
    }
  }
  return byTask;
}

/** Per instance, reports and resolutions over SWE-bench reports: one trial per submitted instance. */
function sweBenchCounts(paths: readonly string[]): Map<string, Tally> {
  const byId = new Map<string, Tally>();
  for (const path of paths) {
    const report = JSON.parse(readFileSync(path, 'utf8')) as { submitted_ids: string[]; resolved_ids: string[] };
    for (const id of report.submitted_ids) {
      const instance = byId.get(id) ?? { n: 0, c: 0 };
      byId.set(id, instance);
      instance.n++;
      if (report.resolved_ids.includes(id)) instance.c++;
    }
  }
  return byId;
}

/** Per problem, samples and passes (base and plus tests pass) over evalplus eval_results files. */
function evalPlusCounts(paths: readonly string[]): Map<string, Tally> {
  const byId = new Map<string, Tally>();
  for (const path of paths) {
    const { eval: problems } = JSON.parse(readFileSync(path, 'utf8')) as {
      eval: Record<string, { base_status: string; plus_status: string }[]>;
    };
    for (const [id, samples] of Object.entries(problems)) {
      const problem = byId.get(id) ?? { n: 0, c: 0 };
      byId.set(id, problem);
      for (const sample of samples) {
        problem.n++;
        if (sample.base_status === 'pass' && sample.plus_status === 'pass') problem.c++;
      }
    }
  }
  return byId;
}

/** pass@1 of counts: the mean over problems of c / n. */
function passAt1(counts: Map<string, Tally>): number {
  let sum = 0;
  for (const { n, c } of counts.values()) sum += c / n;
  return sum / counts.size;
}

/** The fewest and most samples per problem of counts. */
function sampleRange(counts: Map<string, Tally>): { min: number; max: number } {
  const ns = [...counts.values()].map((tally) => tally.n);
  return { min: Math.min(...ns), max: Math.max(...ns) };
}

/** Runs `compare` (or another command) with the JSON report on stdout; returns it parsed, with the status. */
async function json(...argv: string[]) {
  const result = await cli(...argv, '--json', '-');
  const report: any = result.code === 2 ? undefined : JSON.parse(result.stdout);
  return { ...result, report };
}

/**
 * A Terminal-Bench run of `tasks` in a folder of its own (results.json and run_metadata.json, as `tb run` lays
 * them out), every trial failed: a candidate that is worse on every task the baseline passes.
 */
function failedTerminalBenchRun(dir: string, runId: string, tasks: readonly string[], temperature = 0.7): string {
  const folder = join(dir, runId);
  mkdirSync(folder, { recursive: true });
  const results = tasks.map((task) => ({
    id: `00000000-0000-4000-8000-${task.length.toString().padStart(12, '0')}`,
    trial_name: `${task}.1-of-1.${runId}`,
    task_id: task,
    is_resolved: false,
    failure_mode: 'unset',
  }));
  writeFileSync(join(folder, 'results.json'), JSON.stringify({ id: runId, results, n_resolved: 0 }, null, 4));
  writeFileSync(
    join(folder, 'run_metadata.json'),
    JSON.stringify({ run_id: runId, agent_name: 'terminus', agent_kwargs: { temperature }, n_attempts: 1 }, null, 4),
  );
  return join(folder, 'results.json');
}

describe('several files on one side, through the CLI', () => {
  it('adds up two Terminal-Bench runs of one agent, per task, and lists both files in the report', async () => {
    const dir = tempDir('passk-merge-tb-');
    const expected = terminalBenchCounts(tbRuns);
    const candidate = failedTerminalBenchRun(dir, '2025-07-03__09-00-00', [...expected.keys()]);
    const args = ['compare', '--baseline', tbRuns[0]!, '--baseline', tbRuns[1]!, '--candidate', candidate];
    const { code, report, stderr } = await json(...args, '--confidence', '0.7');
    expect(code).toBe(1);
    expect(report.baseline.source).toBe(tbRuns.map(shown).join(' + '));
    expect(report.baseline.sources).toEqual(tbRuns.map(shown));
    expect(report.candidate.sources).toBeUndefined();
    expect(report.baseline.value).toBeCloseTo(passAt1(expected), 12);
    expect(report.problems.samples).toEqual({ min: 1, max: sampleRange(expected).max });
    // Every task got worse: each one's baseline value is its merged c / n.
    expect(report.flips).toHaveLength(expected.size);
    for (const flip of report.flips as { id: string; baseline: number }[]) {
      const { n, c } = expected.get(flip.id)!;
      expect(flip.baseline).toBeCloseTo(c / n, 12);
    }
    expect(stderr).toContain(
      `passk-gate: merged 2 files as trials of one model (${tbRuns.map(shown).join(', ')}), read as terminalbench (detected ` +
        'from their content): 3 tasks\n',
    );
    // The same two runs as a glob, and in the markdown report's runs table.
    const glob = tb('2025-07-0{1__10,2__09}-00-00', 'results.json');
    const markdown = join(dir, 'report.md');
    const globbed = await json('compare', '--baseline', glob, '--candidate', candidate, '--confidence', '0.7');
    expect(globbed.report).toEqual(report);
    await cli('compare', '--baseline', glob, '--candidate', candidate, '--confidence', '0.7', '--markdown', markdown);
    expect(readFileSync(markdown, 'utf8')).toContain('(terminalbench, 3 tasks, 2 files merged)');
  });

  it('merges evalplus repeated greedy runs: the same name in two run folders, n and c doubled', async () => {
    const dir = tempDir('passk-merge-evalplus-');
    const name = 'deepseek-ai--deepseek-coder-6.7b-instruct_vllm_temp_0.0.eval_results.json';
    const runs = ['run-1', 'run-2'].map((run) => {
      mkdirSync(join(dir, run), { recursive: true });
      cpSync(fixture('evalplus', 'samples_eval_results.json'), join(dir, run, name));
      return join(dir, run, name);
    });
    const candidate = join(dir, 'Qwen--Qwen2.5-Coder-7B-Instruct_vllm_temp_0.0.eval_results.json');
    cpSync(fixture('evalplus', 'samples_eval_results.json'), candidate);
    const expected = evalPlusCounts(runs);
    const { code, report } = await json(
      'compare',
      '--baseline',
      join(dir, 'run-*', name),
      '--candidate',
      candidate,
      '--confidence',
      '0.7',
    );
    expect(code).toBe(0);
    // Outside the working directory, files of one name are told apart by their folders.
    expect(report.baseline.sources).toEqual([`run-1/${name}`, `run-2/${name}`]);
    expect(report.baseline.model).toBe('deepseek-ai/deepseek-coder-6.7b-instruct');
    expect(report.baseline.value).toBeCloseTo(passAt1(expected), 12);
    expect(report.problems.samples).toEqual({ min: 2, max: sampleRange(expected).max });
    expect(sampleRange(expected).max).toBe(4);
    expect(report.delta.value).toBe(0);
  });

  it('refuses files of one side whose config differs, naming the file that differs', async () => {
    const dir = tempDir('passk-merge-differs-');
    const hot = failedTerminalBenchRun(dir, 'hot', ['hello-world', 'fix-git', 'csv-to-parquet'], 1.0);
    const args = ['compare', '--baseline', tbRuns[0]!, '--baseline', hot, '--candidate', tbRuns[1]!];
    const { code, stderr, stdout } = await cli(...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      `passk-gate: error: ${hot}: config temperature is 1, but ${tbRuns[0]} has 0.7: files merged into one side ` +
        'must share their config and be judged alike\n',
    );
  });

  it('refuses a glob that matches no file, naming it, and a file given twice however it is written', async () => {
    const dir = tempDir('passk-merge-none-');
    const pattern = join(dir, 'runs', '*', 'results.json');
    const none = await cli('compare', '--baseline', pattern, '--candidate', tbRuns[0]!);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe(
      `passk-gate: error: "${pattern}": the glob matches no file; there is no folder ${join(dir, 'runs')}\n`,
    );
    const again = relative(process.cwd(), tbRuns[0]!);
    const twice = await cli('compare', '--baseline', tbRuns[0]!, '--baseline', again, '--candidate', tbRuns[1]!);
    expect(twice.code).toBe(2);
    expect(twice.stderr).toBe(
      `passk-gate: error: ${again}: is the same file as ${tbRuns[0]}, so its samples would count twice\n`,
    );
  });

  it('takes a glob and a list in a config file, relative to it, and writes a valid v2 report', async () => {
    const dir = tempDir('passk-merge-config-');
    for (const run of tbRuns) cpSync(dirname(run), join(dir, 'runs', basename(dirname(run))), { recursive: true });
    failedTerminalBenchRun(join(dir, 'candidate'), 'run-1', ['hello-world', 'fix-git', 'csv-to-parquet']);
    failedTerminalBenchRun(join(dir, 'candidate'), 'run-2', ['hello-world', 'fix-git', 'csv-to-parquet']);
    const config = join(dir, 'passk-gate.yml');
    writeFileSync(
      config,
      'confidence: 0.7\nchecks:\n  - name: terminal-bench\n    baseline: runs/*/results.json\n' +
        '    candidate: [candidate/run-1/results.json, candidate/run-2/results.json]\n',
    );
    const { code, report } = await json('gate', '--config', config);
    expect(code).toBe(1);
    expectValidGateReport(report);
    const [check] = report.checks;
    // Outside the working directory, files of one name are told apart by their folders.
    expect(check.baseline.sources).toEqual(['2025-07-01__10-00-00/results.json', '2025-07-02__09-00-00/results.json']);
    expect(check.candidate.sources).toEqual(['run-1/results.json', 'run-2/results.json']);
    expect(check.baseline.value).toBeCloseTo(passAt1(terminalBenchCounts(tbRuns)), 12);
    expect(check.problems.samples).toEqual({ min: 2, max: 6 });

    writeFileSync(
      config,
      'checks:\n  - {name: a, baseline: "nothing/*.json", candidate: candidate/run-1/results.json}\n',
    );
    const none = await cli('gate', '--config', config);
    expect(none.code).toBe(2);
    expect(none.stderr).toBe(
      `passk-gate: error: ${config}:2: check "a": baseline: "${join(dir, 'nothing/*.json')}": the glob matches no ` +
        `file; there is no folder ${join(dir, 'nothing')}\n`,
    );
  });
});

describe('small agent suites: 4 tasks x 4 trials', () => {
  const suites = {
    'τ²-bench': [
      fixture('tau2bench', 'small', '20250801_090000_airline_llm_agent_gpt-4.1-mini_user_simulator_gpt-4.1.json'),
      fixture('tau2bench', 'small', '20250802_090000_airline_llm_agent_gpt-4.1-nano_user_simulator_gpt-4.1.json'),
    ],
    'Terminal-Bench': [
      tb('small', '2025-08-01__09-00-00', 'results.json'),
      tb('small', '2025-08-02__09-00-00', 'results.json'),
    ],
  };

  it.each(Object.entries(suites))(
    '%s: the refusal names the confidence that works, which then compares, suggesting pass^k',
    async (_, [baseline, candidate]) => {
      const args = ['compare', '--baseline', baseline!, '--candidate', candidate!];
      const refused = await cli(...args);
      expect(refused.code).toBe(2);
      // Each file's read line comes first: the refusal is made after the files are read.
      const format = baseline!.includes('tau2bench') ? 'tau2bench' : 'terminalbench';
      const read = (file: string) =>
        `passk-gate: read ${shown(file)} as ${format} (detected from its content): 4 tasks\n`;
      expect(refused.stderr).toBe(
        read(baseline!) +
          read(candidate!) +
          `passk-gate: error: ${shown(candidate!)}: only 4 tasks compared with ${shown(baseline!)}: even with every one worse, the ` +
          "sign-flip test's smallest p-value is 2/2^4 = 0.125, not below 1 - confidence = 0.05, so the gate could " +
          'never fail; confidence 0.95 needs at least 6 tasks: compare more tasks, or use --confidence 0.85, ' +
          'the highest round confidence at which 4 tasks can show a change\n',
      );
      const note =
        'Every task ran at least 4 times: pass^k, the chance that all k trials of a task pass, measures how ' +
        'reliably the agent solves it; try pass^k at k from 2 to 4.';
      const compared = await cli(...args, '--confidence', '0.85');
      expect(compared.code).toBe(1);
      expect(compared.stdout).toMatch(/^Blocks merge: pass@1 fell/);
      expect(readText(compared.stdout)).toContain(` ${note} `);
      const dir = tempDir('passk-small-');
      await cli(...args, '--confidence', '0.85', '--markdown', join(dir, 'report.md'));
      expect(readFileSync(join(dir, 'report.md'), 'utf8')).toContain(`\n${note}\n`);
      // Gated on pass^k, there is nothing to suggest.
      const reliable = await cli(...args, '--confidence', '0.85', '--metric', 'pass^k', '--k', '4');
      expect(reliable.code).not.toBe(2);
      expect(reliable.stdout).not.toContain('pass^k, the chance');
      // More trials than the tasks ran: the refusal speaks of tasks and trials.
      const beyond = await cli(...args, '--confidence', '0.85', '--metric', 'pass^k', '--k', '5');
      expect(beyond.code).toBe(2);
      expect(beyond.stderr).toContain(': 4 tasks have fewer trials than k = 5 (smallest n = 4): ');
      expect(beyond.stderr).toMatch(
        /; pass\^5 cannot be estimated from fewer than 5 trials, so use --k 4 or run more trials\n$/,
      );
      // plan with a candidate checks both runs' trials the same way.
      const planBeyond = await cli('plan', '--baseline', baseline!, '--candidate', candidate!, '--k', '5');
      expect(planBeyond.code).toBe(2);
      expect(planBeyond.stderr).toContain(': 4 tasks have fewer trials than k = 5 (smallest n = 4): ');
      // plan asks for the same confidence, and plans at it.
      const plan = await cli('plan', '--baseline', baseline!);
      expect(plan.code).toBe(2);
      expect(plan.stderr).toContain(
        'at any n; confidence 0.95 needs at least 6 tasks: compare more tasks, or use --confidence 0.85',
      );
      const planned = await cli(
        'plan',
        '--baseline',
        baseline!,
        '--confidence',
        '0.85',
        '--metric',
        'pass^k',
        '--k',
        '2',
      );
      expect(planned.code).toBe(0);
      expect(planned.stdout).toMatch(/^pass\^2, 4 tasks: 4 trials per task /);
    },
  );
});

describe(realdataTitle('several real files on one side'), () => {
  const xc93 = join(realdata, 'swebench', 'xc93');
  const swe = [
    'deepseek-v4-pro-think__baseline-replicate-v7.astropy10__ds-v4-pro-think__baseline-replicate-v7__20260610-143959.json',
    'deepseek-v4-pro-think__baseline.astropy10__ds-v4-pro-think__baseline__20260610-115611.json',
  ].map((name) => join(xc93, name));

  it.runIf(haveRealdata)('merges the two SWE-bench reports of one model: 2 trials per instance', async () => {
    const expected = sweBenchCounts(swe);
    expect(sampleRange(expected)).toEqual({ min: 2, max: 2 });
    const config = ['--baseline-config', 'temperature=0', '--candidate-config', 'temperature=0'];
    const { code, report } = await json(
      'compare',
      '--baseline',
      join(xc93, '*.json'),
      '--candidate',
      swe[1]!,
      '--candidate',
      swe[0]!,
      ...config,
    );
    expect(code).toBe(0);
    expect(report.baseline.sources).toEqual(swe.map(shown));
    expect(report.candidate.sources).toEqual([swe[1]!, swe[0]!].map(shown));
    expect(report.problems).toMatchObject({ compared: 10, samples: { min: 2, max: 2 } });
    expect(report.baseline.value).toBeCloseTo(passAt1(expected), 12);
    expect(report.baseline.value).toBeCloseTo(0.2, 12);
    expect(report.delta.value).toBe(0);
    // Both resolve 2 of 10, not the same 2: astropy-13579 resolves in one run only.
    expect(expected.get('astropy__astropy-13579')).toEqual({ n: 2, c: 1 });

    const plan = await json('plan', '--baseline', swe[0]!, '--baseline', swe[1]!);
    expect(plan.code).toBe(0);
    expect(plan.report).toMatchObject({ over: 'samples', baseline: { problems: 10, samples: { min: 2, max: 2 } } });
  });

  it.runIf(haveRealdata)(
    'plans from each agent file, and from one too small for the gate sizes the suites that are not',
    async () => {
      /** The files in a folder of realdata whose names match, or `file` in each of its folders that match. */
      const under = (folder: string, match: RegExp, file?: string) =>
        readdirSync(join(realdata, folder))
          .filter((name) => match.test(name))
          .map((name) => join(realdata, folder, name, ...(file === undefined ? [] : [file])));
      const files = [
        ...under('taubench/garrettallen14', /\.json$/),
        ...under('taubench/grok-tau-bench', /\.json$/),
        ...under('tau2bench/activegraph', /^\d/, 'results.json'),
        ...swe,
        ...under('terminalbench/edison9138', /^green/, 'results.json'),
      ];
      expect(files).toHaveLength(10);
      for (const file of files) {
        const run = await loadResults(file);
        const plan = await cli('plan', '--baseline', file);
        // Each is a pilot of one sample per task: a suite of any size like it can be planned.
        expect(plan.code, file).toBe(0);
        const passed = run.problems.some((problem) => problem.c > 0);
        const text = plan.stdout.replace(/\s+/g, ' ');
        if (run.problems.length >= 6 || !passed) {
          expect(text, file).not.toContain('can never fail the gate');
          continue;
        }
        expect(text, file).toContain(
          `${run.problems.length === 1 ? '1 task' : `${run.problems.length} tasks`} can never fail the gate at 95% confidence`,
        );
      }
    },
  );
});
