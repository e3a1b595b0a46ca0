import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync, existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, afterAll, beforeAll } from 'vitest';
import { EXAMPLES, ROOT, TOKEN, annotations, meanPass, useActionHarness } from '../support/action-runner.js';
import { expectValidGateReport } from '../support/report-schema.js';
import { droppedCounts, noisyCounts, resultsFile } from '../support/counts.js';
import { nodeBinary } from '../support/node-versions.js';
import { startMlflowServer, type MlflowServer } from '../support/mlflow-server.js';
import { tempDir } from '../support/temp.js';

describe('the bundled action', () => {
  const h = useActionHarness();

  it('runs under Node 24', () => {
    expect(execFileSync(nodeBinary(24), ['--version'], { encoding: 'utf8' })).toMatch(/^v24\./);
  });

  it('creates one comment on the first run, and sets the outputs, the summary and the report', async () => {
    const run = await h.run({ ...EXAMPLES, name: 'humaneval' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(h.comments()).toHaveLength(1);
    const [comment] = h.comments();
    expect(comment!.body).toMatch(
      /^<!-- .* -->\n### ✅ Can merge: pass@1 rose 2\.9 points\n\n`humaneval` · candidate /,
    );
    expect(comment!.body).toMatch(
      /\| `humaneval` pass@1 \| [\d.]+% \| [\d.]+% \| \*\*\+2\.9\*\* \| \+[\d.]+ to \+[\d.]+ \| 0\.0 \| ✅ improvement \|/,
    );
    expect(comment!.body).toMatch(/```mermaid\n(%%.*%%\n)?xychart-beta\n/);
    expect(comment!.body).toContain('[workflow run](https://ghe.example/Codertocat/Hello-World/actions/runs/4242)');
    // Run from the workspace (uses: ./): the docs beside the bundle, in the workflow's repository at its commit.
    expect(comment!.body).toContain(
      `[how the gate decides](https://ghe.example/Codertocat/Hello-World/blob/${'f'.repeat(40)}/docs/statistics.md#how-the-gate-decides)`,
    );
    const { base, head } = h.payload.pull_request;
    expect(comment!.body).toContain(
      `base [\`${base.sha.slice(0, 7)}\`](https://ghe.example/Codertocat/Hello-World/commit/${base.sha}) → ` +
        `head [\`${head.sha.slice(0, 7)}\`](https://ghe.example/Codertocat/Hello-World/commit/${head.sha})`,
    );

    expect(Object.keys(run.outputs).sort()).toEqual([
      'baseline',
      'candidate',
      'checks',
      'ci-high',
      'ci-low',
      'comment-url',
      'delta',
      'mde',
      'p-value',
      'report',
      'verdict',
    ]);
    expect(run.outputs.verdict).toBe('improvement');
    expect(JSON.parse(run.outputs.checks!)).toEqual([
      {
        name: 'humaneval',
        verdict: 'improvement',
        delta: Number(run.outputs.delta),
        'ci-low': Number(run.outputs['ci-low']),
        'ci-high': Number(run.outputs['ci-high']),
      },
    ]);
    expect(run.outputs['comment-url']).toBe(comment!.html_url);
    expect(Number(run.outputs.baseline)).toBeCloseTo(meanPass(EXAMPLES.baseline), 6);
    expect(Number(run.outputs.candidate)).toBeCloseTo(meanPass(EXAMPLES.candidate), 6);
    expect(Number(run.outputs.delta)).toBeCloseTo(meanPass(EXAMPLES.candidate) - meanPass(EXAMPLES.baseline), 6);
    expect(Number(run.outputs['ci-low'])).toBeGreaterThan(0);
    const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8')) as {
      verdict: string;
      delta: { ci: number[] };
    };
    expect(report.verdict).toBe('improvement');
    expect(Number(run.outputs['ci-high'])).toBeCloseTo(report.delta.ci[1]!, 6);

    expect(run.summary).toMatch(/^### ✅ Can merge: pass@1 rose 2\.9 points\n\n`humaneval` · candidate /);
    expect(run.summary).not.toContain('[workflow run]');
    expect(run.summary).toContain('<details>');
    expect(annotations(run, 'error')).toEqual([]);

    const calls = h.server.requests.map((r) => `${r.method} ${r.operationId}`);
    expect(calls).toEqual([
      'POST graphql',
      'GET issues/list-comments',
      'POST issues/create-comment',
      'GET issues/list-comments',
    ]);
    const [viewer, ...rest] = h.server.requests;
    expect(viewer!.path).toBe('/api/graphql');
    expect(rest.every((r) => r.path.startsWith(`/api/v3/repos/${h.owner}/${h.repo}/issues/`))).toBe(true);
    expect(h.server.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
    expect(h.server.violations).toEqual([]);
  });

  it('loads Octokit and undici only for a run that calls the GitHub API', async () => {
    const preload = join(tempDir('passk-loaded-'), 'loaded.cjs');
    writeFileSync(
      preload,
      [
        'const files = [];',
        "require('node:module').registerHooks({ load: (url, context, next) => (files.push(url), next(url, context)) });",
        "process.on('exit', () => require('node:fs').writeSync(2, JSON.stringify(files)));",
      ].join('\n'),
    );
    /** The packages of the bundle a run loaded, by the path comment esbuild writes above each of their modules. */
    const packagesLoaded = async (inputs: Record<string, string>) => {
      const run = await h.run(inputs, { env: { NODE_OPTIONS: `--require ${preload}` } });
      expect(run.status).toBe(0);
      const files = (JSON.parse(run.stderr) as string[]).filter((url) => url.startsWith('file:'));
      const modules = files.flatMap((url) => [
        ...readFileSync(new URL(url), 'utf8').matchAll(/^\/\/ node_modules\/(@octokit\/core|undici)\//gm),
      ]);
      return new Set(modules.map((m) => m[1]));
    };
    expect(await packagesLoaded({ ...EXAMPLES, comment: 'never' })).toEqual(new Set());
    expect(await packagesLoaded({ ...EXAMPLES })).toEqual(new Set(['@octokit/core', 'undici']));
    expect(h.comments()).toHaveLength(1);
  });

  it("updates the first attempt's comment on a re-run, linking the re-run's own attempt", async () => {
    const first = await h.run({ ...EXAMPLES }, { env: { GITHUB_RUN_ATTEMPT: '1' } });
    const rerun = await h.run({ ...EXAMPLES }, { env: { GITHUB_RUN_ATTEMPT: '2' } });
    expect(h.comments()).toHaveLength(1);
    expect(rerun.outputs['comment-url']).toBe(first.outputs['comment-url']);
    // The run's page shows its latest attempt, which a later re-run replaces: the link is this attempt's.
    expect(h.comments()[0]!.body).toContain(
      '[workflow run](https://ghe.example/Codertocat/Hello-World/actions/runs/4242/attempts/2)',
    );
  });

  it('warns of an input it does not take, with the one meant', async () => {
    // `fail_on: never` for `fail-on: never`: the runner passes it on as INPUT_FAIL_ON, which the gate never reads.
    const run = await h.run({ ...EXAMPLES, fail_on: 'never', comment: 'never' });
    expect(run.status).toBe(0);
    expect(annotations(run, 'warning').filter((line) => line.includes('unknown input'))).toEqual([
      '::warning title=passk-gate: unknown input::unknown input fail_on, which the gate does not read: did you mean ' +
        'fail-on?',
    ]);
  });

  it('points a refusal to the workflow log when neither the job summary nor the comment could be written', async () => {
    h.server.fail('issues/create-comment', {
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    const run = await h.run(
      { baseline: join(h.work, 'noisy-base.json'), candidate: join(h.work, 'hot-cand.json') },
      { env: { GITHUB_STEP_SUMMARY: '' } },
    );
    expect(run.status).toBe(1);
    expect(run.outputs['comment-url']).toBe('');
    expect(annotations(run, 'warning')).toContainEqual(
      expect.stringMatching(/^::warning title=passk-gate: no job summary::could not write the job summary: /),
    );
    expect(annotations(run, 'error')).toEqual([
      expect.stringMatching(/temperature differs .*; the workflow log says how to fix it$/),
    ]);
    expect(run.stdout).toContain('Re-run the candidate');
  });

  it("leaves a newer commit's comment as it is: the payload's head and updated_at are older", async () => {
    // The event payload's pull request was last changed at 2019-05-15T15:20:33Z; a later push made 9f8e7d6 its head.
    const marker = `<!-- passk-gate comment:  head=${'9f8e7d6'.padEnd(40, '0')} updated=2019-05-15T15:25:00Z -->`;
    const newer = { ...h.server.addComment(h.owner, h.repo, h.payload.number, `${marker}\nnewer report`) };
    const run = await h.run({ ...EXAMPLES });
    expect(run.status).toBe(0);
    expect(h.comments()).toEqual([newer]);
    expect(run.stdout).toContain(
      `already reports 9f8e7d6, a newer commit of the pull request than this run's ` +
        `${h.payload.pull_request.head.sha.slice(0, 7)}: left as it is (${newer.html_url}).`,
    );
    expect(run.outputs['comment-url']).toBe('');
  });

  it('reports the comment it wrote when deleting a duplicate after it fails, with its own warning', async () => {
    const marker = '<!-- passk-gate comment:  -->';
    const kept = h.server.addComment(h.owner, h.repo, h.payload.number, `${marker}\nold 1`);
    h.server.addComment(h.owner, h.repo, h.payload.number, `${marker}\nold 2`);
    h.server.fail('issues/delete-comment', {
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    const run = await h.run({ ...EXAMPLES });
    expect(run.status).toBe(0);
    expect(run.outputs['comment-url']).toBe(kept.html_url);
    const warnings = annotations(run, 'warning');
    expect(warnings.filter((line) => line.includes('no PR comment'))).toEqual([]);
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /^::warning title=passk-gate: duplicate PR comments::the comment on pull request #\d+ was written, but removing its duplicates failed \(HTTP 403: Resource not accessible by integration\)/,
      ),
    );
  });

  it("reports a concurrent run's comment it kept when deleting its own copy fails, with the duplicate warning", async () => {
    const marker = '<!-- passk-gate comment:  -->';
    // The concurrent run's comment: this run's first list does not see it yet, so it creates its own.
    const kept = h.server.addComment(h.owner, h.repo, h.payload.number, `${marker}\nconcurrent run`);
    h.server.fail('issues/list-comments', { status: 200, body: [] });
    h.server.fail('issues/delete-comment', {
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    const run = await h.run({ ...EXAMPLES });
    expect(run.status).toBe(0);
    expect(h.comments()).toHaveLength(2);
    expect(h.comments()[0]!.body).toMatch(/^<!-- .* -->\n### ✅ Can merge/);
    expect(run.outputs['comment-url']).toBe(kept.html_url);
    const warnings = annotations(run, 'warning');
    expect(warnings.filter((line) => line.includes('no PR comment'))).toEqual([]);
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /^::warning title=passk-gate: duplicate PR comments::the comment on pull request #\d+ was written, but removing its duplicates failed \(HTTP 403: Resource not accessible by integration\)/,
      ),
    );
  });

  it('says the duplicate check failed, not that duplicates stay, when the list after a create fails', async () => {
    h.server.fail('issues/list-comments', {});
    h.server.fail('issues/list-comments', { status: 403, body: { message: 'Resource not accessible by integration' } });
    const run = await h.run({ ...EXAMPLES });
    expect(run.status).toBe(0);
    expect(h.comments()).toHaveLength(1);
    expect(run.outputs['comment-url']).toBe(h.comments()[0]!.html_url);
    const warnings = annotations(run, 'warning');
    expect(warnings.filter((line) => /no PR comment|duplicates failed|extra copies/.test(line))).toEqual([]);
    expect(warnings).toContainEqual(
      expect.stringMatching(
        /^::warning title=passk-gate: PR comment not checked for duplicates::the comment on pull request #\d+ was written, but the gate could not check for duplicates \(HTTP 403: Resource not accessible by integration\)/,
      ),
    );
  });

  it("notes which setting a match-config key under another harness's name is read as", async () => {
    const run = await h.run({ ...EXAMPLES, name: 'he', 'match-config': 'temperature,max_new_tokens' });
    expect(run.status).toBe(0);
    const notices = run.stdout.split('\n').filter((line) => line.startsWith('::notice'));
    expect(notices.map((line) => line.replace(/%3A/g, ':'))).toEqual([
      "::notice title=passk-gate (he): note::input match-config: max_new_tokens is read as max_tokens, the gate's name for the same setting",
    ]);
    expect(annotations(run, 'warning').filter((line) => line.includes('max_new_tokens'))).toEqual([]);
  });

  it("titles a comment failure's warning with the gate's name", async () => {
    h.server.fail('issues/create-comment', {
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    const run = await h.run({ ...EXAMPLES, name: 'humaneval' });
    expect(run.status).toBe(0);
    expect(annotations(run, 'warning')).toContainEqual(
      expect.stringMatching(
        /^::warning title=passk-gate \(humaneval\): no PR comment::could not comment on pull request/,
      ),
    );
  });

  it('warns that pr-number is empty in a workflow_run workflow', async () => {
    const run = await h.run({ ...EXAMPLES, 'pr-number': '' }, { event: 'workflow_run' });
    expect(run.status).toBe(0);
    expect(annotations(run, 'warning')).toContainEqual(
      '::warning title=passk-gate: no PR comment::input pr-number is empty, so no comment was written: the action ' +
        "does not take the pull request from a workflow_run event (GitHub lists none for a fork's pull request): " +
        'pass pr-number',
    );
    expect(h.server.requests).toEqual([]);
  });

  it('says why github-token may be empty and what to do, when it is', async () => {
    const run = await h.run({ ...EXAMPLES, 'github-token': '' });
    expect(run.status).toBe(0);
    expect(annotations(run, 'warning')).toContainEqual(
      expect.stringMatching(
        /^::warning title=passk-gate: no PR comment::input github-token is empty, .*a pull request from a fork.*; give a token, or set comment: never$/,
      ),
    );
    expect(h.server.requests).toEqual([]);
  });

  it("gates the checks of a config file: one comment, one summary, the gate's outputs and report", async () => {
    writeFileSync(join(h.work, 'dropped.json'), resultsFile(droppedCounts(1), 'acme/cand'));
    writeFileSync(
      join(h.work, 'passk-gate.yml'),
      [
        'resamples: 2000',
        'checks:',
        '  - name: HumanEval',
        `    baseline: ${join(ROOT, EXAMPLES.baseline)}`,
        `    candidate: ${join(ROOT, EXAMPLES.candidate)}`,
        '  - name: Noisy',
        '    baseline: noisy-base.json',
        '    candidate: dropped.json',
        '',
      ].join('\n'),
    );
    const run = await h.run({ config: join(h.work, 'passk-gate.yml'), name: 'evals' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(1);
    expect(h.comments()).toHaveLength(1);
    const body = h.comments()[0]!.body;
    expect(body).toMatch(
      /^<!-- .* -->\n### ❌ Blocks merge: `Noisy` pass@1 fell [\d.]+ points\n\n`evals` · 2 checks\n/,
    );
    expect(body).toContain('2 checks; the chance that any of them fails by noise alone is held to 5%');
    expect(run.summary).toMatch(/^### ❌ Blocks merge: `Noisy` pass@1 fell/);
    expect(run.outputs.verdict).toBe('regression');
    const checks = JSON.parse(run.outputs.checks!) as { name: string; verdict: string }[];
    expect(checks.map((c) => [c.name, c.verdict])).toEqual([
      ['HumanEval', 'improvement'],
      ['Noisy', 'regression'],
    ]);
    expect(run.outputs.delta).toBe('');
    const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8')) as { format: string; checks: unknown[] };
    expectValidGateReport(report);
    expect(run.outputs.report).toMatch(/passk-gate-report-evals-[0-9a-f]{8}\.json$/);
    expect(annotations(run, 'error')).toEqual([
      expect.stringMatching(/^::error title=passk-gate \(evals\)::Blocks merge: Noisy pass@1 fell [\d.]+ points/),
    ]);
    expect(run.stdout).toContain('passk-gate: read noisy-base.json as passk');
  });

  it("takes a glob in a folder whose name has a comma (lm-eval's) as one path, not two", async () => {
    // lm-eval names the folder after the model's arguments and the file after the time of the run: a glob names it.
    const folder = join(h.work, 'out', 'pretrained__acme__cand,dtype__bfloat16');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'results_2024-06-01T10-00-00.123456.json'), resultsFile(noisyCounts(), 'acme/cand'));
    const glob = 'out/pretrained__acme__cand,dtype__bfloat16/results_*.json';
    const run = await h.run({ baseline: 'noisy-base.json', candidate: glob, comment: 'never' }, { cwd: h.work });
    expect(annotations(run, 'error')).toEqual([]);
    expect(run.stdout).toContain(
      'passk-gate: read out/pretrained__acme__cand,dtype__bfloat16/results_2024-06-01T10-00-00.123456.json as passk',
    );
    expect(run.status).toBe(0);
  });

  it('points the annotation of a config error at its line, relative to the checkout', async () => {
    const config = [
      'checks:',
      '  - name: Noisy',
      '    baseline: noisy-base.json',
      '    candidate: noisy-cand.json',
      '    kk: 3',
      '',
    ];
    writeFileSync(join(h.work, 'passk-gate.yml'), config.join('\n'));
    const run = await h.run({ config: 'passk-gate.yml', name: 'evals' }, { cwd: h.work });
    expect(run.status).toBe(1);
    expect(annotations(run, 'error')).toEqual([
      expect.stringMatching(
        /^::error title=passk-gate \(evals\): could not run,file=passk-gate\.yml,line=5::passk-gate: passk-gate\.yml:5: check "Noisy": unknown key "kk"/,
      ),
    ]);
  });
});

const NODE24 = join(ROOT, 'node_modules', '.bin', 'node');

const BUNDLE = join(ROOT, 'dist', 'index.js');

const MLFLOW_TOKEN = 'mlflow-ci-token-8c1f0e5d7b3a';

function newestSource(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

interface Run {
  status: number | null;
  log: string;
  summary: string;
  /** The JSON report the step wrote, or '' when it wrote none. */
  report: string;
}

describe('the bundled action with MLflow URIs', () => {
  let server: MlflowServer;
  let dir: string;

  beforeAll(async () => {
    if (!existsSync(BUNDLE) || statSync(BUNDLE).mtimeMs < newestSource(join(ROOT, 'src'))) {
      execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
    }
    dir = tempDir('passk-action-mlflow-');
    server = await startMlflowServer({ auth: { token: MLFLOW_TOKEN }, echoAuthorization: true });
    const params = { n: '10', temperature: '0.8', top_p: '0.95', max_tokens: '512' };
    const counts = Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? 8 : 4));
    const artifact = (cs: number[]) => ({ 'per_problem_counts.json': JSON.stringify({ per_problem_c: cs }, null, 2) });
    server.addRun({ runId: 'champion-run', params, artifacts: artifact(counts) });
    server.addRun({ runId: 'pr-run', params, artifacts: artifact(counts.map((c, i) => (i % 3 === 0 ? c - 3 : c))) });
    server.addModel({ name: 'coder', versions: [{ version: '4', runId: 'champion-run' }], aliases: { champion: '4' } });
  });
  afterAll(async () => {
    await server?.close();
  });

  function runAction(candidate: string, token: string): Promise<Run> {
    const summary = join(dir, `summary-${token.length}`);
    const output = join(dir, `output-${token.length}`);
    writeFileSync(summary, '');
    writeFileSync(output, '');
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      GITHUB_ACTIONS: 'true',
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_OUTPUT: output,
      RUNNER_TEMP: dir,
      MLFLOW_TRACKING_URI: server.url,
      MLFLOW_TRACKING_TOKEN: token,
      PASSK_GATE_API_BACKOFF: '0.01',
      INPUT_BASELINE: 'models:/coder@champion',
      INPUT_CANDIDATE: candidate,
      INPUT_COMMENT: 'never',
      INPUT_SUMMARY: 'true',
    };
    return new Promise((done, failed) => {
      const child = spawn(NODE24, [BUNDLE], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let log = '';
      child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
      child.on('error', failed);
      child.on('close', (status) => {
        // The runner's file-command form: `report<<DELIMITER`, the value, `DELIMITER`.
        const path = /^report<<.*\n(.*)$/m.exec(readFileSync(output, 'utf8'))?.[1];
        done({ status, log, summary: readFileSync(summary, 'utf8'), report: path ? readFileSync(path, 'utf8') : '' });
      });
    });
  }

  it("gates the PR's run against the champion, naming and linking both runs in the summary", async () => {
    const run = await runAction('runs:/pr-run', MLFLOW_TOKEN);
    expect(run.log.split('\n').filter((line) => line === `::add-mask::${MLFLOW_TOKEN}`)).toHaveLength(1);
    expect(run.log).toContain(
      'passk-gate: read models:/coder@champion (MLflow run champion-run, artifact per_problem_counts.json) as mlflow',
    );
    expect(run.status).toBe(1);
    expect(run.summary).toContain(
      `MLflow: baseline [model coder version 4 (@⁠champion), run champion-run (eval)](${server.url}/#/experiments/1/runs/champion-run)`,
    );
    expect(run.summary).toContain('0.8 (MLflow param)');
    expect(run.log.replace('::add-mask::' + MLFLOW_TOKEN, '')).not.toContain(MLFLOW_TOKEN);
    expect(run.summary).not.toContain(MLFLOW_TOKEN);
    expect(JSON.parse(run.report).candidate.mlflow.run_url).toBe(`${server.url}/#/experiments/1/runs/pr-run`);
    expect(run.report).not.toContain(MLFLOW_TOKEN);
  });

  it('fails in one line without the token when the server refuses it and echoes it back', async () => {
    const wrong = `${MLFLOW_TOKEN}-revoked`;
    const run = await runAction('runs:/pr-run', wrong);
    expect(run.status).toBe(1);
    const errors = run.log.split('\n').filter((line) => line.startsWith('::error'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/refused the credentials in MLFLOW_TRACKING_TOKEN \(HTTP 401: .*\*\*\*\)/);
    expect(run.log.replaceAll(`::add-mask::${wrong}`, '')).not.toContain(wrong);
  });
});
