// A team's first run on its own harness files, through the bundles as a user runs them: files named as the
// harnesses name them, in the folders they write them to, and the real files of ../shared/realdata where they fit.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, useActionHarness } from '../support/action-runner.js';
import { haveRealdata, realdata, realdataTitle } from '../formats/paths.js';
import { tempDir } from '../support/temp.js';

const CLI = join(ROOT, 'dist', 'cli.js');

/** The bundled CLI run in `cwd`, as a user runs it. */
function cli(cwd: string, ...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const env = { ...process.env, NO_COLOR: '1', COLUMNS: '200' };
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd, encoding: 'utf8', env });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Writes `text` to `path` under `root`, making its folders, and returns the path. */
function put(root: string, path: string, text: string): string {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}

interface EvalPlusSample {
  base_status: string;
  plus_status: string | null;
}

/** The real evalplus run with the first `worse` problems that passed made to fail, as another model's run reads. */
function evalplusWithDrops(worse: number): string {
  const run = JSON.parse(readFileSync(EVALPLUS, 'utf8')) as { eval: Record<string, EvalPlusSample[]> };
  let left = worse;
  for (const samples of Object.values(run.eval)) {
    const sample = samples[0]!;
    if (left > 0 && sample.base_status === 'pass' && sample.plus_status === 'pass') {
      sample.base_status = 'fail';
      sample.plus_status = 'fail';
      left--;
    }
  }
  return JSON.stringify(run);
}

const EVALPLUS = join(realdata, 'evalplus', 'julien-pour', 'rd_gene_1_1samples_eval_results.json');
const HUMANEVAL = join(realdata, 'human-eval', 'poe-evaluation');
const BIGCODEBENCH_HARD = join(
  realdata,
  'bigcodebench',
  'wyettzeng',
  'Qwen2.5-Coder-7B-Instruct--main--bigcodebench-hard-instruct--vllm-0-1-sanitized_calibrated_eval_results.json',
);

/** evalplus's names: `evalplus.evaluate --model <m> --backend vllm --greedy` writes `<m with / as -->_vllm_temp_0.0`. */
const BASELINE_FILE = 'evals/deepseek-ai--deepseek-coder-6.7b-instruct_vllm_temp_0.0.eval_results.json';
const CANDIDATE_FILE = 'evalplus_results/humaneval/checkpoint_vllm_temp_0.0.eval_results.json';

describe.skipIf(!haveRealdata)(
  realdataTitle('the README workflow on evalplus files named as evalplus names them'),
  () => {
    const h = useActionHarness();

    it('passes the config check on its first run, names the runs by model, and shows no absolute path', async () => {
      const workspace = tempDir('passk-first-run-');
      put(workspace, BASELINE_FILE, readFileSync(EVALPLUS, 'utf8'));
      put(workspace, CANDIDATE_FILE, evalplusWithDrops(2));
      // The README's inputs, one path given absolute as a workflow may write it (${{ github.workspace }}/...).
      const run = await h.run(
        { baseline: join(workspace, BASELINE_FILE), candidate: CANDIDATE_FILE, margin: '0.01' },
        { cwd: workspace },
      );
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      const [comment] = h.comments();
      const body = comment!.body;
      expect(body.split('\n')[1]).toMatch(/^### (✅|⚠️) Can merge/);
      expect(body).toContain(
        'candidate `checkpoint` vs baseline `deepseek-ai/deepseek-coder-6.7b-instruct` · 164 problems',
      );
      expect(body).toContain('| temperature | 0 (file name) | 0 (file name) | ✅ equal |');
      expect(body).toContain('| top_p | not recorded | not recorded | not compared at temperature 0 |');
      expect(body).toContain('| max_tokens | not recorded | not recorded | not recorded by either run |');
      // Relative to the workspace, and cut in the middle to keep the table within the comment.
      expect(body).toMatch(/\| file \| `evals\/deepseek-[^`…]*…[^`…]*_results\.json` \(evalplus, 164 problems\) \|/);
      for (const text of [body, run.summary]) {
        expect(text).not.toContain(workspace);
        expect(text).not.toMatch(/`\/(tmp|home|dev)\//);
      }
    });

    it('takes the names a team gives its runs, in the comment and in the JSON outputs', async () => {
      const workspace = tempDir('passk-first-run-');
      put(workspace, BASELINE_FILE, readFileSync(EVALPLUS, 'utf8'));
      put(workspace, CANDIDATE_FILE, evalplusWithDrops(2));
      const inputs = { baseline: BASELINE_FILE, candidate: CANDIDATE_FILE, margin: '0.01' };
      const run = await h.run(
        { ...inputs, 'baseline-name': 'production', 'candidate-name': 'rl-finetune #42' },
        { cwd: workspace },
      );
      expect(run.status).toBe(0);
      expect(h.comments()[0]!.body).toContain('candidate `rl-finetune #42` vs baseline `production` · 164 problems');
      const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8')) as {
        baseline: { name: string; model: string };
        candidate: { name: string };
      };
      expect(report.baseline).toMatchObject({ name: 'production', model: 'deepseek-ai/deepseek-coder-6.7b-instruct' });
      expect(report.candidate.name).toBe('rl-finetune #42');
    });
  },
);

describe.skipIf(!haveRealdata)(
  realdataTitle('the config check on human-eval files, which record no temperature'),
  () => {
    const base = join(HUMANEVAL, 'deepseek-coder_6.7b_results.jsonl');
    const cand = join(HUMANEVAL, 'codegemma_7b_results.jsonl');

    it('refuses an unknown temperature (exit 3) with the one fix, and compares once it is given', () => {
      const dir = tempDir('passk-first-run-');
      const refused = cli(dir, 'compare', '--baseline', base, '--candidate', cand);
      expect(refused.code).toBe(3);
      expect(refused.stdout.split('\n')[0]).toBe('Blocks merge: not compared, neither run records temperature');
      expect(refused.stdout.replace(/ \\\n\s+/g, ' ')).toContain(
        '--baseline-config temperature= --candidate-config temperature=',
      );
      const given = ['--baseline-config', 'temperature=0', '--candidate-config', 'temperature=0'];
      const compared = cli(dir, 'compare', '--baseline', base, '--candidate', cand, ...given);
      expect(compared.code).toBe(1);
      expect(compared.stdout.split('\n')[0]).toBe('Blocks merge: pass@1 fell 12.2 points');
      // Named by their files, which is all human-eval records of them.
      expect(compared.stdout).toContain(
        'candidate codegemma_7b_results.jsonl vs baseline deepseek-coder_6.7b_results.jsonl',
      );
      const strict = cli(
        dir,
        'compare',
        '--baseline',
        base,
        '--candidate',
        cand,
        ...given,
        '--require-config',
        'top_p',
      );
      expect(strict.code).toBe(3);
      expect(strict.stdout.split('\n')[0]).toBe('Blocks merge: not compared, neither run records top_p');
    });
  },
);

/** A LiveCodeBench `_eval_all.json` of `problems` problems at n samples, `passes(i)` of them graded true. */
function liveCodeBenchRun(problems: number, n: number, passes: (i: number) => number): string {
  return JSON.stringify(
    Array.from({ length: problems }, (_, i) => ({
      question_title: `Problem ${i}`,
      question_id: `${3000 + i}`,
      contest_id: 'abc300',
      platform: 'atcoder',
      difficulty: 'easy',
      code_list: Array.from({ length: n }, () => 'print(1)'),
      graded_list: Array.from({ length: n }, (_, s) => s < passes(i)),
      metadata: Array.from({ length: n }, () => '{"execution time": 0.01}'),
    })),
  );
}

describe('LiveCodeBench runs as its runner writes them', () => {
  it('reads n and temperature from Scenario.codegeneration_<n>_<temperature>_eval_all.json and names runs by their folder', () => {
    const dir = tempDir('passk-first-run-');
    const file = 'Scenario.codegeneration_10_0.2_eval_all.json';
    put(
      dir,
      join('output', 'GPT-4O-2024-05-13', file),
      liveCodeBenchRun(40, 10, (i) => (i * 7) % 11),
    );
    put(
      dir,
      join('output', 'GPT-4O-mini-2024-07-18', file),
      liveCodeBenchRun(40, 10, (i) => ((i * 7) % 11) - 1),
    );
    const run = cli(
      dir,
      'compare',
      '--baseline',
      join('output', 'GPT-4O-2024-05-13', file),
      '--candidate',
      join('output', 'GPT-4O-mini-2024-07-18', file),
      '--json',
      '-',
    );
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as {
      verdict: string;
      baseline: { name: string };
      candidate: { name: string };
      config: { rows: { key: string; baseline: unknown; baselineSource?: string; status: string }[] };
    };
    expect(report.verdict).toBe('regression');
    expect([report.baseline.name, report.candidate.name]).toEqual(['GPT-4O-2024-05-13', 'GPT-4O-mini-2024-07-18']);
    expect(report.config.rows.find((r) => r.key === 'temperature')).toMatchObject({
      baseline: 0.2,
      baselineSource: 'filename',
      status: 'equal',
    });
    expect(run.stderr).toContain('Scenario.codegeneration_10_0.2_eval_all.json as livecodebench');
  });
});

describe('files of one name outside the working directory', () => {
  it('are told apart by their folders, in errors and in reports, never by where the machine keeps them', () => {
    const runs = tempDir('passk-first-run-');
    const cwd = tempDir('passk-first-run-');
    // `tb run` writes runs/<run id>/results.json; these two runs record no model, so their files name them.
    const fixtures = join(ROOT, 'test', 'fixtures', 'formats', 'terminalbench', 'small');
    const [baseline, candidate] = ['2025-08-01__09-00-00', '2025-08-02__09-00-00'].map((id) =>
      put(runs, join('runs', id, 'results.json'), readFileSync(join(fixtures, id, 'results.json'), 'utf8')),
    );
    const args = ['compare', '--baseline', baseline!, '--candidate', candidate!, '--metric', 'pass^k', '--k', '2'];
    args.push('--baseline-config', 'temperature=0.7', '--candidate-config', 'temperature=0.7');
    const refused = cli(cwd, ...args);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(
      'passk-gate: error: 2025-08-02__09-00-00/results.json: only 4 tasks compared with 2025-08-01__09-00-00/results.json',
    );
    const run = cli(cwd, ...args, '--confidence', '0.85', '--markdown', 'comment.md');
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')[1]).toBe(
      '  candidate 2025-08-02__09-00-00/results.json vs baseline 2025-08-01__09-00-00/results.json · 4 tasks',
    );
    const comment = readFileSync(join(cwd, 'comment.md'), 'utf8');
    expect(comment).toContain('2025-08-02__09-00-00/results.json');
    for (const shown of [refused.stderr, run.stdout, run.stderr, comment]) expect(shown).not.toContain(runs);
  });
});

/** A passk-results/v1 file of `problems` problems at n samples with `c(i)` passes. */
function passkRun(model: string, problems: number, n: number, c: (i: number) => number): string {
  const counts = Array.from({ length: problems }, (_, i) => ({ id: `HumanEval/${i}`, n, c: c(i) }));
  return JSON.stringify({ format: 'passk-results/v1', model, config: { temperature: 0.8, n }, problems: counts });
}

describe('a drop the suite cannot confirm', () => {
  it('is a drop on line one, with the suite plan says would decide it on the line below', () => {
    const dir = tempDir('passk-first-run-');
    // 40 problems at n = 5: 7 of them lose 2 passes, 3 gain 1; the rest are as they were.
    const base = (i: number) => [3, 4, 2, 5, 1][i % 5]!;
    const moved = (i: number) => (i < 7 ? Math.max(0, base(i) - 2) : i < 10 ? Math.min(5, base(i) + 1) : base(i));
    put(dir, 'baseline.json', passkRun('acme/coder-7b', 40, 5, base));
    put(dir, 'candidate.json', passkRun('acme/coder-7b-rl', 40, 5, moved));
    const run = cli(dir, 'compare', '--baseline', 'baseline.json', '--candidate', 'candidate.json', '--json', 'r.json');
    expect(run.code).toBe(0);
    const [head, paragraph] = run.stdout.split('\n\n');
    const [line, context] = head!.split('\n');
    const decide = paragraph!.replace(/\n */g, ' ');
    expect(line).toBe('Can merge, not enough evidence: pass@1 fell 5.5 points (95% interval -11.0 to -1.0)');
    expect(context).toBe('  candidate acme/coder-7b-rl vs baseline acme/coder-7b · 40 problems');
    const report = JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8')) as {
      delta: { value: number; power: { confirm: { drop: number; problems: number; samples: number } } };
    };
    const { confirm } = report.delta.power;
    expect(confirm.drop).toBeCloseTo(-report.delta.value, 12);
    expect(decide).toBe(
      `  To decide it: ${confirm.problems} problems at n = 5, or n = ${confirm.samples} on these 40 problems, would ` +
        'catch a 5.5-point drop 80% of the time (passk-gate plan --target 0.055 sizes the suite from both runs). Only 9 ' +
        'problems changed, 7 worse and 2 better: too few to tell from run-to-run noise (exact sign test p = 0.0508). With fail-on regression ' +
        'only a drop the suite can show blocks the merge; fail-on inconclusive would block this too.',
    );
    // The samples figure is plan's, asked for the drop seen; the problems figure grows the suite as plan does.
    const plan = (...more: string[]) =>
      JSON.parse(
        cli(dir, 'plan', '--baseline', 'baseline.json', '--candidate', 'candidate.json', '--json', '-', ...more).stdout,
      ) as { target: { n: number }; rows: { n: number; drop: number }[] };
    expect(plan('--target', String(confirm.drop)).target.n).toBe(confirm.samples);
    expect(confirm.problems).toBeGreaterThan(40);
  });
});

describe.skipIf(!haveRealdata)(realdataTitle('power sentences that can be true'), () => {
  it('says a BigCodeBench-Hard run at 10% cannot show a regression of its size, and what suite would', () => {
    const dir = tempDir('passk-first-run-');
    const hard = JSON.parse(readFileSync(BIGCODEBENCH_HARD, 'utf8')) as { eval: Record<string, { status: string }[]> };
    const tasks = Object.values(hard.eval).map((samples) => samples[0]!);
    // The real run cut to 15 passes of 148 (10.1%); the candidate passes 15 others, as another model might.
    tasks.filter((t) => t.status === 'pass').forEach((t, i) => (t.status = i < 15 ? 'pass' : 'fail'));
    const file =
      'Qwen2.5-Coder-7B-Instruct--main--bigcodebench-hard-instruct--vllm-0-1-sanitized_calibrated_eval_results.json';
    put(dir, join('baseline', file), JSON.stringify(hard));
    const passing = tasks.filter((t) => t.status === 'pass');
    const failing = tasks.filter((t) => t.status === 'fail').slice(0, 14);
    passing.slice(0, 14).forEach((t) => (t.status = 'fail'));
    failing.forEach((t) => (t.status = 'pass'));
    put(dir, join('candidate', file), JSON.stringify(hard));
    const run = cli(dir, 'compare', '--baseline', join('baseline', file), '--candidate', join('candidate', file));
    expect(run.code).toBe(0);
    const [, shown, target] =
      /This suite cannot detect a regression at this size: the smallest drop it catches 80% of the time, [\d.]+ points, is at least the baseline's whole score \(10\.1%; 148 problems, n = 1\)\. ([\d,]+) problems \(n = 1\) would catch a 5\.1-point drop 80% of the time \(passk-gate plan --target (\S+) sizes the suite from both runs\)\./.exec(
        run.stdout.replace(/\n\s+/g, ' '),
      )!;
    // The plan it names, run on both files, gives the suite it shows.
    const plan = cli(
      dir,
      'plan',
      '--baseline',
      join('baseline', file),
      '--candidate',
      join('candidate', file),
      '--target',
      target!,
      '--json',
      '-',
    );
    const planned = (JSON.parse(plan.stdout) as { target: { problems: { n: number; problems: number }[] } }).target;
    expect(planned.problems.find((size) => size.n === 1)!.problems).toBe(Number(shown!.replace(/,/g, '')));
  });

  it('says a baseline that passes nothing can only be improved on, instead of refusing', () => {
    const dir = tempDir('passk-first-run-');
    put(
      dir,
      'zero.json',
      passkRun('acme/coder-1b', 30, 5, () => 0),
    );
    put(
      dir,
      'some.json',
      passkRun('acme/coder-1b-rl', 30, 5, (i) => (i % 3 === 0 ? 1 : 0)),
    );
    const run = cli(dir, 'compare', '--baseline', 'zero.json', '--candidate', 'some.json');
    expect(run.code).toBe(0);
    expect(run.stdout.split('\n')[0]).toBe('Can merge: pass@1 rose 6.7 points');
    const same = cli(dir, 'compare', '--baseline', 'zero.json', '--candidate', 'zero.json');
    expect(same.code).toBe(0);
    expect(same.stdout).toContain(
      'The baseline passes none of the 30 problems: the candidate cannot score lower, so this gate can only report an improvement.',
    );
  });
});
