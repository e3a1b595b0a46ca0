/**
 * The bundled action reading both sides from an MLflow tracking server: the credentials come from the step's
 * environment (MLflow's own variables), are masked, and appear nowhere in the log or the job summary, even when
 * the server echoes them. `dist/` is rebuilt first if a source file is newer.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseActionInputs } from '../../src/publish/inputs.js';
import { startMlflowServer, type MlflowServer } from '../support/mlflow-server.js';
import { tempDir } from '../support/temp.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NODE24 = join(ROOT, 'node_modules', '.bin', 'node');
const BUNDLE = join(ROOT, 'dist', 'index.js');
const TOKEN = 'mlflow-ci-token-8c1f0e5d7b3a';

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
    server = await startMlflowServer({ auth: { token: TOKEN }, echoAuthorization: true });
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
    const run = await runAction('runs:/pr-run', TOKEN);
    expect(run.log.split('\n').filter((line) => line === `::add-mask::${TOKEN}`)).toHaveLength(1);
    expect(run.log).toContain(
      'passk-gate: read models:/coder@champion (MLflow run champion-run, artifact per_problem_counts.json) as mlflow',
    );
    expect(run.status).toBe(1);
    expect(run.summary).toContain(
      `MLflow: baseline [model coder version 4 (@⁠champion), run champion-run (eval)](${server.url}/#/experiments/1/runs/champion-run)`,
    );
    expect(run.summary).toContain('0.8 (MLflow param)');
    expect(run.log.replace('::add-mask::' + TOKEN, '')).not.toContain(TOKEN);
    expect(run.summary).not.toContain(TOKEN);
    expect(JSON.parse(run.report).candidate.mlflow.run_url).toBe(`${server.url}/#/experiments/1/runs/pr-run`);
    expect(run.report).not.toContain(TOKEN);
  });

  it('fails in one line without the token when the server refuses it and echoes it back', async () => {
    const wrong = `${TOKEN}-revoked`;
    const run = await runAction('runs:/pr-run', wrong);
    expect(run.status).toBe(1);
    const errors = run.log.split('\n').filter((line) => line.startsWith('::error'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/refused the credentials in MLFLOW_TRACKING_TOKEN \(HTTP 401: .*\*\*\*\)/);
    expect(run.log.replaceAll(`::add-mask::${wrong}`, '')).not.toContain(wrong);
  });
});

describe('MLflow and judgement inputs', () => {
  const read = (values: Record<string, string>) => parseActionInputs((name) => values[name] ?? '');

  it('takes MLflow URIs as baseline and candidate, but no baseline-ref with one', () => {
    expect(read({ baseline: 'models:/coder@champion', candidate: 'runs:/abc' }).request!.checks[0]!.baseline).toBe(
      'models:/coder@champion',
    );
    expect(() => read({ baseline: 'models:/coder@champion', candidate: 'runs:/abc', 'baseline-ref': 'main' })).toThrow(
      'input baseline-ref applies to a results file in the repository, not to an MLflow URI',
    );
  });

  it('reads allow-mixed-judgement as a YAML boolean', () => {
    const paths = { baseline: 'a.json', candidate: 'b.json' };
    const allowed = (values: Record<string, string>) => read(values).request!.checks[0]!.options.allowMixedJudgement;
    expect(allowed(paths)).toBe(false);
    expect(allowed({ ...paths, 'allow-mixed-judgement': 'false' })).toBe(false);
    expect(allowed({ ...paths, 'allow-mixed-judgement': 'True' })).toBe(true);
    expect(() => read({ ...paths, 'allow-mixed-judgement': 'yes' })).toThrow(
      'input allow-mixed-judgement: expected true or false, got "yes"',
    );
  });
});
