import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.js';
import { InputError } from '../../src/common/errors.js';
import type { MlflowSettings } from '../../src/io/mlflow-settings.js';
import { DEFAULT_RETRY_POLICY } from '../../src/io/retry.js';
import { describeRead, loadResults } from '../../src/load/read.js';
import { counts, fixture } from '../formats/paths.js';
import { startMlflowServer, type FakeRun, type MlflowServer } from '../support/mlflow-server.js';
import { tempDir } from '../support/temp.js';
import { lineOne, readText } from '../support/terminal.js';

const PARAMS = { n: '20', temperature: '0.8', top_p: '0.95', max_tokens: '512', seed: '1234', model: 'org/coder-7b' };
/** What `mlflow.log_dict({"per_problem_c": counts}, "per_problem_counts.json")` writes: indent 2, no newline. */
const logDict = (value: unknown) => JSON.stringify(value, null, 2);

const BASE_RUN = '9f1c2a7e4b0d4c5e8a6f1b2c3d4e5f60';
/** A BigCodeBench file whose name records temperature 0 and n 1 (`--vllm-0-1-`). */
const BCB = 'org--coder-7b--main--bigcodebench-hard-instruct--vllm-0-1-sanitized_calibrated_eval_results.json';
const CAND_RUN = '0a1b2c3d4e5f4a5b8c7d9e0f1a2b3c4d';
const baseCounts = Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? 16 : 9));
const candCounts = baseCounts.map((c, i) => (i % 4 === 0 ? c - 6 : c));

function listRun(runId: string, cs: number[], extra: Partial<FakeRun> = {}): FakeRun {
  return {
    runId,
    runName: `eval-${runId.slice(0, 4)}`,
    params: PARAMS,
    artifacts: { 'per_problem_counts.json': logDict({ per_problem_c: cs }) },
    ...extra,
  };
}

let dir: string;
let server: MlflowServer;
let log: string[];

beforeAll(async () => {
  dir = tempDir('passk-mlflow-');
  server = await startMlflowServer();
  server.addRun(listRun(BASE_RUN, baseCounts));
  server.addRun(listRun(CAND_RUN, candCounts));
  server.addRun(listRun('short', baseCounts.slice(1)));
  server.addRun(listRun('no-n', baseCounts, { params: { temperature: '0.8' } }));
  server.addRun(listRun('bad-c', [3, 21, 0]));
  server.addRun(listRun('echo', [3, 'Basic YWxpY2U6aHVudGVyMg==' as unknown as number, 0]));
  server.addRun(listRun('running', baseCounts, { status: 'RUNNING', deleted: true }));
  server.addRun({
    runId: 'harness',
    params: { temperature: '0.8', top_p: '0.95', max_tokens: '512' },
    artifacts: {
      'eval/samples.jsonl_results.jsonl': readFileSync(fixture('humaneval', 'samples.jsonl_results.jsonl')),
      'eval/notes.txt': 'hello',
    },
  });
  server.addRun({
    runId: 'broken',
    params: { temperature: '0.8' },
    artifacts: { 'eval/broken.jsonl_results.jsonl': '{"task_id": "HumanEval/0", "passed": true}\n{"task_id": 3}\n' },
  });
  server.addRun({
    runId: 'canonical',
    params: { n: '2', temperature: '0.2' },
    artifacts: {
      'results.json': JSON.stringify({
        format: 'passk-results/v1',
        judgement: { format: 'evalplus', criterion: 'plus' },
        config: { temperature: 0.8, n: 2 },
        problems: [{ id: 'HumanEval/0', n: 2, c: 1 }],
      }),
    },
  });
  server.addRun(listRun('s3-run', baseCounts, { artifactUri: 's3://bucket/mlruns/1/s3-run/artifacts' }));
  server.addRun({
    runId: 'bcb',
    params: { temperature: '0.8', n: '1' },
    artifacts: { [BCB]: readFileSync(fixture('bigcodebench', BCB)) },
  });
  server.addModel({
    name: 'coder',
    versions: [
      { version: '1', runId: BASE_RUN },
      { version: '2', runId: '' },
      { version: '3', runId: CAND_RUN },
    ],
    aliases: { champion: '1', challenger: '3', unlogged: '2' },
  });
});

afterAll(async () => {
  await server.close();
});

beforeEach(() => {
  log = [];
  server.requests.length = 0;
});

function settings(extra: Partial<MlflowSettings> = {}): MlflowSettings {
  return {
    trackingUri: server.url,
    policy: { ...DEFAULT_RETRY_POLICY, backoffMs: 1, timeoutMs: 1000 },
    env: { info: (line) => log.push(line) },
    tempRoot: dir,
    ...extra,
  };
}

async function refusal(uri: string, extra: Partial<MlflowSettings> = {}): Promise<string> {
  const error = await loadResults(uri, { mlflow: settings(extra) }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(InputError);
  const message = (error as Error).message;
  expect(message).not.toMatch(/\n/);
  return message;
}

describe('reading a run from an MLflow tracking server', () => {
  it("reads the list form of the article's workflow: n from the param, problems by position, params as config", async () => {
    const run = await loadResults(`runs:/${BASE_RUN}`, { mlflow: settings() });
    expect(run.format).toBe('mlflow');
    expect(run.positional).toBe(true);
    expect(counts(run.problems).slice(0, 3)).toEqual(['#0:20/16', '#1:20/9', '#2:20/9']);
    expect(run.problems).toHaveLength(40);
    expect(run.config).toEqual({
      n: 20,
      temperature: 0.8,
      top_p: 0.95,
      max_tokens: 512,
      seed: 1234,
      model: 'org/coder-7b',
    });
    expect(Object.values(run.configSources)).toEqual(Array(6).fill('mlflow'));
    expect(run.judgement).toBeUndefined();
    expect(run.mlflow).toEqual({
      uri: `runs:/${BASE_RUN}`,
      run_id: BASE_RUN,
      run_name: `eval-${BASE_RUN.slice(0, 4)}`,
      run_url: `${server.url}/#/experiments/1/runs/${BASE_RUN}`,
      artifact: 'per_problem_counts.json',
      model: null,
    });
    expect(server.requests.map((r) => r.path)).toEqual([
      '/api/2.0/mlflow/runs/get',
      `/api/2.0/mlflow-artifacts/artifacts/1/${BASE_RUN}/artifacts/per_problem_counts.json`,
    ]);
  });

  it('resolves models:/<name>@<alias> and models:/<name>/<version> to the version run', async () => {
    const byAlias = await loadResults('models:/coder@challenger', { mlflow: settings() });
    expect(byAlias.mlflow?.run_id).toBe(CAND_RUN);
    expect(byAlias.mlflow?.model).toEqual({ name: 'coder', alias: 'challenger', version: '3' });
    expect(server.requests[0]).toMatchObject({
      path: '/api/2.0/mlflow/registered-models/alias',
      query: { name: 'coder', alias: 'challenger' },
    });
    const byVersion = await loadResults('models:/coder/1', { mlflow: settings() });
    expect(byVersion.mlflow?.model).toEqual({ name: 'coder', alias: null, version: '1' });
    expect(counts(byVersion.problems)).toEqual(
      counts((await loadResults(`runs:/${BASE_RUN}`, { mlflow: settings() })).problems),
    );
    expect((await loadResults('models:/coder/latest', { mlflow: settings() })).mlflow?.run_id).toBe(CAND_RUN);
  });

  it('reads an artifact in a harness format as that format, named by the URI, with the params joining its config', async () => {
    const uri = 'runs:/harness/eval/samples.jsonl_results.jsonl';
    const run = await loadResults(uri, { mlflow: settings(), config: 'seed=1' });
    expect(run.format).toBe('humaneval');
    expect(run.source).toBe(uri);
    expect(counts(run.problems)).toEqual(['HumanEval/0:3/2 t0', 'HumanEval/1:3/1 t1', 'HumanEval/2:3/0 t1']);
    expect(run.config).toEqual({ n: 3, temperature: 0.8, top_p: 0.95, max_tokens: 512, seed: 1 });
    expect(run.configSources).toEqual({
      n: 'file',
      temperature: 'mlflow',
      top_p: 'mlflow',
      max_tokens: 'mlflow',
      seed: 'user',
    });
    expect(run.judgement).toEqual({ format: 'humaneval' });
    await expect(loadResults(uri, { mlflow: settings(), config: 'temperature=0.2' })).rejects.toThrow(
      `${uri}: config temperature: the run's MLflow param records 0.8 but the user config gives 0.2`,
    );
  });

  it('refuses a param that contradicts the config the artifact records, naming the URI, not a temporary file', async () => {
    const message = await refusal('runs:/canonical/results.json');
    expect(message).toBe(
      "runs:/canonical/results.json: config temperature: the artifact records 0.8 but the run's MLflow param is 0.2: " +
        'correct the param, or give the artifact of the run it describes',
    );
  });

  it("says a contradicting param contradicts the artifact's file name when the value came from it, and what to fix", async () => {
    expect(await refusal(`runs:/bcb/${BCB}`)).toBe(
      `runs:/bcb/${BCB}: config temperature: the artifact's file name says 0 but the run's MLflow param ` +
        'is 0.8: correct the param, or give the artifact of the run it describes',
    );
  });

  it('reads the list form whatever --format says', async () => {
    for (const format of ['humaneval', 'passk', 'evalplus']) {
      const run = await loadResults(`runs:/${BASE_RUN}`, { mlflow: settings(), format });
      expect(run.format).toBe('mlflow');
      expect(run.problems).toHaveLength(40);
      expect(describeRead(run, { format })).toBe(
        `read runs:/${BASE_RUN} (MLflow run ${BASE_RUN}, artifact per_problem_counts.json) as mlflow ` +
          '(a per_problem_c list, whatever format was given): 40 problems',
      );
    }
  });

  it("takes the list's n from the user's config when the run has no n param", async () => {
    const run = await loadResults('runs:/no-n', { mlflow: settings(), config: 'n=20' });
    expect(run.problems[0]).toEqual({ id: '#0', n: 20, c: 16 });
    expect(run.config.n).toBe(20);
    // A param n still wins, and a user n that contradicts it is refused.
    await expect(loadResults(`runs:/${BASE_RUN}`, { mlflow: settings(), config: 'n=1' })).rejects.toThrow(
      /param records 20 but the user config gives 1/,
    );
  });

  it("says what is wrong in an artifact's own text by the URI, not by the temporary file it was read from", async () => {
    const message = await refusal('runs:/broken/eval/broken.jsonl_results.jsonl');
    expect(message).toMatch(/^runs:\/broken\/eval\/broken\.jsonl_results\.jsonl: line 2: /);
    expect(message).not.toContain(dir);
  });

  it('reads runs stored elsewhere (s3://) through /get-artifact', async () => {
    const run = await loadResults('runs:/s3-run', { mlflow: settings() });
    expect(run.problems).toHaveLength(40);
    expect(server.requests[1]).toMatchObject({
      path: '/get-artifact',
      query: { path: 'per_problem_counts.json', run_uuid: 's3-run' },
    });
  });

  it('warns about a run that is not finished or is deleted', async () => {
    const run = await loadResults('runs:/running', { mlflow: settings() });
    expect(run.warnings).toEqual([
      "the MLflow run's status is RUNNING, not FINISHED: its results may be incomplete",
      'the MLflow run is deleted',
    ]);
  });

  it('works under a --static-prefix, with basic auth from credentials in the tracking URI', async () => {
    const prefixed = await startMlflowServer({
      staticPrefix: '/mlflow',
      auth: { username: 'ci', password: 'pa55word' },
    });
    try {
      prefixed.addRun(listRun(BASE_RUN, baseCounts));
      const uri = prefixed.url.replace('http://', 'http://ci:pa55word@');
      const run = await loadResults(`runs:/${BASE_RUN}`, { mlflow: settings({ trackingUri: uri }) });
      expect(run.mlflow?.run_url).toBe(`${prefixed.url}/#/experiments/1/runs/${BASE_RUN}`);
      expect(prefixed.requests[0]!.path).toBe('/mlflow/api/2.0/mlflow/runs/get');
    } finally {
      await prefixed.close();
    }
  });
});

describe('MLflow failures: one line each', () => {
  it.each([
    [
      'runs:/nope',
      /^runs:\/nope: the MLflow server has no run "nope" \(RESOURCE_DOES_NOT_EXIST: Run with id=nope not found\): runs:\/ takes the run's ID \(32 hex digits, shown as Run ID on its page in the MLflow UI\), not its name$/,
    ],
    [
      'models:/coder@retired',
      /^models:\/coder@retired: registered model "coder" has no alias "retired" \(INVALID_PARAMETER_VALUE: Registered model alias retired not found\.\)$/,
    ],
    [
      'models:/ghost@champion',
      /^models:\/ghost@champion: the MLflow server has no registered model "ghost" \(RESOURCE_DOES_NOT_EXIST: /,
    ],
    ['models:/coder/9', /^models:\/coder\/9: registered model "coder" has no version 9, or there is no such model/],
    [
      'models:/coder@unlogged',
      /version 2 of registered model "coder" was registered without a run, so it has no eval results/,
    ],
    ['runs:/no-n', /^runs:\/no-n: the run has no param n: the per_problem_c list needs it/],
    ['runs:/bad-c', /^runs:\/bad-c: per_problem_c\[1\]: must be a whole number from 0 to n = 20, got 21$/],
  ])('%s', async (uri, message) => {
    expect(await refusal(uri)).toMatch(message);
  });

  it('names the artifacts a run has when the one asked for is missing (MLflow 3.12: 404; before: 500)', async () => {
    expect(await refusal('runs:/harness')).toBe(
      'runs:/harness: run "harness" has no artifact "per_problem_counts.json" (its artifacts in "eval": ' +
        '"eval/notes.txt", "eval/samples.jsonl_results.jsonl"); name the file as runs:/harness/eval/<file>',
    );
    expect(await refusal('runs:/harness/eval/results.json')).toBe(
      'runs:/harness/eval/results.json: run "harness" has no artifact "eval/results.json" (its artifacts in "eval": ' +
        '"eval/notes.txt", "eval/samples.jsonl_results.jsonl"); name the file as runs:/harness/eval/<file>',
    );
    expect(await refusal('runs:/harness/eval')).toMatch(/run "harness" has a folder, not a file, at "eval"/);
    const older = await startMlflowServer({ missingArtifact: 500 });
    try {
      older.addRun(listRun('r', baseCounts, { artifacts: {} }));
      older.addRun(listRun('s3', baseCounts, { artifacts: {}, artifactUri: 's3://b/r' }));
      for (const id of ['r', 's3']) {
        log = [];
        older.requests.length = 0;
        // Retrying hides nothing here: the listing is asked at the first 500, and says the file is missing.
        const policy = { ...DEFAULT_RETRY_POLICY, backoffMs: 1000, timeoutMs: 1000 };
        expect(await refusal(`runs:/${id}`, { trackingUri: older.url, policy })).toMatch(
          /has no artifact "per_problem_counts\.json" \(its artifacts: none\)/,
        );
        expect(log).toEqual([]);
        expect(older.requests.map((r) => r.path.split('/').slice(-2).join('/'))).toEqual([
          'runs/get',
          id === 'r' ? 'artifacts/per_problem_counts.json' : '/get-artifact',
          'artifacts/list',
        ]);
      }
      // A 500 for a file the run has is retried as any server error, each retry line naming the URI.
      older.addRun(listRun('flaky', baseCounts));
      older.fail('proxy-artifact', { status: 500, code: 'INTERNAL_ERROR' });
      log = [];
      const run = await loadResults('runs:/flaky', { mlflow: settings({ trackingUri: older.url }) });
      expect(run.problems).toHaveLength(40);
      expect(log).toEqual([
        expect.stringMatching(/^runs:\/flaky: GET \/api\/2\.0\/mlflow-artifacts\/.*: HTTP 500; retrying in /),
      ]);
    } finally {
      await older.close();
    }
  });

  it('says when the address is not an MLflow server (an HTML 404), unset, or not an http(s) server', async () => {
    expect(await refusal(`runs:/${BASE_RUN}`, { trackingUri: `${server.url}/wrong` })).toMatch(
      /the server at http:\/\/127\.0\.0\.1:\d+\/wrong has no MLflow API \(HTTP 404 with an HTML page for run .*\): is MLFLOW_TRACKING_URI the tracking server's address/,
    );
    expect(await refusal(`runs:/${BASE_RUN}`, { trackingUri: undefined })).toBe(
      `runs:/${BASE_RUN}: reading an MLflow run needs MLFLOW_TRACKING_URI, the tracking server's address (e.g. https://mlflow.example.com)`,
    );
    expect(await refusal(`runs:/${BASE_RUN}`, { trackingUri: 'file:///home/ci/mlruns' })).toMatch(
      /MLFLOW_TRACKING_URI is not the http\(s\) address of a tracking server/,
    );
    expect(await refusal(`runs:/${BASE_RUN}`, { trackingUri: 'databricks' })).toMatch(/names Databricks/);
  });

  it('gives up on a server that is down after four tries, saying so', async () => {
    const down = await startMlflowServer();
    const url = down.url;
    await down.close();
    expect(await refusal(`runs:/${BASE_RUN}`, { trackingUri: url })).toBe(
      `runs:/${BASE_RUN}: cannot reach the MLflow server at ${url} for run "${BASE_RUN}": no answer: connection refused; gave up after 4 attempts: is the server running, and MLFLOW_TRACKING_URI its address and port?`,
    );
    expect(log).toHaveLength(3);
    expect(log[0]).toMatch(
      new RegExp(
        `^runs:/${BASE_RUN}: GET /api/2\\.0/mlflow/runs/get: no answer: connection refused; retrying in 0\\.001 s \\(attempt 2 of 4\\)$`,
      ),
    );
  });

  it('retries server errors, dropped connections and slow answers, then reads the run', async () => {
    server.fail('runs/get', { status: 503 }, { reset: true }, { delayMs: 1500 });
    server.fail('proxy-artifact', { status: 502 });
    const run = await loadResults(`runs:/${BASE_RUN}`, { mlflow: settings() });
    expect(run.problems).toHaveLength(40);
    expect(log.map((line) => line.replace(/;.*/, ''))).toEqual([
      `runs:/${BASE_RUN}: GET /api/2.0/mlflow/runs/get: HTTP 503`,
      `runs:/${BASE_RUN}: GET /api/2.0/mlflow/runs/get: no answer: connection closed`,
      `runs:/${BASE_RUN}: GET /api/2.0/mlflow/runs/get: no answer within 1 s`,
      `runs:/${BASE_RUN}: GET /api/2.0/mlflow-artifacts/artifacts/1/${BASE_RUN}/artifacts/per_problem_counts.json: HTTP 502`,
    ]);
  });

  it('stops at the fourth server error, quoting the last answer', async () => {
    server.fail('runs/get', { status: 500, code: 'INTERNAL_ERROR' }, { status: 500 }, { status: 503 }, { status: 504 });
    expect(await refusal(`runs:/${BASE_RUN}`)).toMatch(
      /the MLflow server at http:\/\/127\.0\.0\.1:\d+ answered HTTP 504 for run "9f1c.*" \(injected HTTP 504\), still after 4 tries; try again later$/,
    );
    expect(log).toHaveLength(3);
  });
});

describe('MLflow credentials', () => {
  const TOKEN = 'mlf-token-5b7d1e9a2c4f';
  const PASSWORD = 's3cr3t-Pa55w0rd!';
  let guarded: MlflowServer;
  let basic: MlflowServer;

  beforeAll(async () => {
    guarded = await startMlflowServer({ auth: { token: TOKEN }, echoAuthorization: true });
    basic = await startMlflowServer({
      auth: { username: 'ci', password: PASSWORD },
      denied: ['intern'],
      echoAuthorization: true,
    });
    for (const fake of [guarded, basic]) {
      fake.addRun(listRun(BASE_RUN, baseCounts));
      fake.addRun(listRun(CAND_RUN, candCounts));
    }
  });
  afterAll(async () => {
    await guarded.close();
    await basic.close();
  });

  it('sends the token as a bearer token, and basic auth when a username and password are set (as MLflow does)', async () => {
    await loadResults(`runs:/${BASE_RUN}`, { mlflow: settings({ trackingUri: guarded.url, token: TOKEN }) });
    expect(guarded.requests.every((r) => r.authorization === `Bearer ${TOKEN}`)).toBe(true);
    await loadResults(`runs:/${BASE_RUN}`, {
      mlflow: settings({ trackingUri: basic.url, username: 'ci', password: PASSWORD, token: TOKEN }),
    });
    expect(basic.requests.at(-1)!.authorization).toBe(`Basic ${Buffer.from(`ci:${PASSWORD}`).toString('base64')}`);
  });

  it('keeps the credentials out of an error about an artifact that echoes them', async () => {
    // YWxpY2U6aHVudGVyMg== is alice:hunter2 in base64, the basic-auth value the server was sent.
    const message = await refusal('runs:/echo', { username: 'alice', password: 'hunter2' });
    expect(message).toMatch(/^runs:\/echo: per_problem_c\[1\]: .*got "Basic \*\*\*"$/);
    expect(message).not.toContain('YWxpY2U6aHVudGVyMg==');
  });

  it('says what to set on a 401 and what was refused, without the credentials, though the server echoes them', async () => {
    expect(await refusal(`runs:/${BASE_RUN}`, { trackingUri: guarded.url })).toMatch(
      /needs credentials \(HTTP 401: You are not authenticated\..*\): set MLFLOW_TRACKING_TOKEN, or MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD$/,
    );
    const wrongToken = await refusal(`runs:/${BASE_RUN}`, { trackingUri: guarded.url, token: `${TOKEN}-old` });
    expect(wrongToken).toMatch(/refused the credentials in MLFLOW_TRACKING_TOKEN \(HTTP 401: /);
    const wrongPassword = await refusal(`runs:/${BASE_RUN}`, {
      trackingUri: basic.url,
      username: 'ci',
      password: `${PASSWORD}x`,
    });
    expect(wrongPassword).toMatch(/refused the credentials in MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD/);
    const denied = await refusal(`runs:/${BASE_RUN}`, {
      trackingUri: basic.url,
      username: 'intern',
      password: PASSWORD,
    });
    expect(denied).toMatch(
      /denied access to run "9f1c.*" \(HTTP 403: Permission denied for Basic \*\*\*\): the credentials lack permission/,
    );
    for (const message of [wrongToken, wrongPassword, denied]) {
      expect(message).not.toContain(TOKEN);
      expect(message).not.toContain(PASSWORD);
      expect(message).not.toContain(Buffer.from(`ci:${PASSWORD}`).toString('base64'));
      expect(message).toContain('***');
    }
  });

  it('keeps the token and password out of every output of the CLI, even when every answer echoes them', async () => {
    const json = join(dir, 'creds.json');
    const markdown = join(dir, 'creds.md');
    for (const [fake, env] of [
      [guarded, { MLFLOW_TRACKING_TOKEN: TOKEN }],
      [basic, { MLFLOW_TRACKING_USERNAME: 'ci', MLFLOW_TRACKING_PASSWORD: PASSWORD }],
    ] as const) {
      fake.fail('runs/get', { status: 503, code: 'INTERNAL_ERROR' });
      let out = '';
      const code = await runCli(
        [
          'compare',
          '--baseline',
          `runs:/${BASE_RUN}`,
          '--candidate',
          'runs:/missing',
          '--json',
          json,
          '--markdown',
          markdown,
        ],
        { stdout: (t) => (out += t), stderr: (t) => (out += t) },
        '0.0.0-test',
        {
          MLFLOW_TRACKING_URI: fake.url.replace('http://', 'http://ci:' + PASSWORD + '@'),
          ...env,
          PASSK_GATE_API_BACKOFF: '0.001',
        },
      );
      expect(code).toBe(2);
      expect(out).toMatch(/retrying in 0\.001 s/);
      expect(out).toMatch(/runs:\/missing: the MLflow server has no run "missing"/);
      expect(out).not.toContain(TOKEN);
      expect(out).not.toContain(PASSWORD);
      const good = await runCli(
        [
          'compare',
          '--baseline',
          `runs:/${BASE_RUN}`,
          '--candidate',
          `runs:/${CAND_RUN}`,
          '--json',
          json,
          '--markdown',
          markdown,
        ],
        { stdout: (t) => (out += t), stderr: (t) => (out += t) },
        '0.0.0-test',
        { MLFLOW_TRACKING_URI: fake.url, ...env },
      );
      expect(good).toBe(1);
      for (const text of [out, readFileSync(json, 'utf8'), readFileSync(markdown, 'utf8')]) {
        expect(text).not.toContain(TOKEN);
        expect(text).not.toContain(PASSWORD);
      }
    }
  });
});

describe('MLflow runs in the gate', () => {
  async function cli(env: Record<string, string>, ...argv: string[]) {
    let stdout = '';
    let stderr = '';
    const code = await runCli(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) }, '0.0.0-test', env);
    return { code, stdout, stderr };
  }
  const env = () => ({ MLFLOW_TRACKING_URI: server.url });

  it("gates the PR's run against models:/coder@champion: paired by position, the runs named and linked", async () => {
    const json = join(dir, 'gate.json');
    const markdown = join(dir, 'gate.md');
    const result = await cli(
      env(),
      'compare',
      '--baseline',
      'models:/coder@champion',
      '--candidate',
      `runs:/${CAND_RUN}`,
      '--json',
      json,
      '--markdown',
      markdown,
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `read models:/coder@champion (MLflow run ${BASE_RUN}, artifact per_problem_counts.json) as mlflow (detected from its content): 40 problems`,
    );
    const report = JSON.parse(readFileSync(json, 'utf8'));
    expect(report.verdict).toBe('regression');
    expect(report.problems.paired_by).toBe('position');
    expect(report.warnings).toContain(
      'problems were paired by position (#0 to #39: MLflow per_problem_c lists have no ids), which is right only if ' +
        'both runs list the same problems in the same order',
    );
    expect(report.baseline.mlflow).toEqual({
      uri: 'models:/coder@champion',
      run_id: BASE_RUN,
      run_name: `eval-${BASE_RUN.slice(0, 4)}`,
      run_url: `${server.url}/#/experiments/1/runs/${BASE_RUN}`,
      artifact: 'per_problem_counts.json',
      model: { name: 'coder', alias: 'champion', version: '1' },
    });
    expect(report.candidate.mlflow.model).toBeNull();
    const row = report.config.rows.find((r: { key: string }) => r.key === 'temperature');
    expect(row).toMatchObject({ baseline: 0.8, candidate: 0.8, baselineSource: 'mlflow', status: 'equal' });
    // Stacked at 80 columns, a block per key: the values with their source are too wide for a table.
    expect(result.stdout).toMatch(
      /\n {2}temperature\n {4}baseline: 0\.8 \(MLflow param\)\n {4}candidate: 0\.8 \(MLflow param\)\n {4}checked: equal\n/,
    );
    expect(readText(result.stdout)).toContain(
      `baseline model coder version 1 (@champion), run ${BASE_RUN} (eval-9f1c): ${server.url}/#/experiments/1/runs/${BASE_RUN}`,
    );
    // A run id is a hash: a code span in markdown, where GitHub reads no commit reference, with nothing invisible
    // inside; an @ gets a word joiner, so that it mentions no one.
    const md = readFileSync(markdown, 'utf8');
    expect(md).toContain(
      `MLflow: baseline [model coder version 1 (@\u2060champion), run \`${BASE_RUN}\` (eval-9f1c)](${server.url}/#/experiments/1/runs/${BASE_RUN})`,
    );
    expect(md).toContain('0.8 (MLflow param)');
  });

  it('keeps the MLflow run behind each run merged into a side, and names the side by their run names', async () => {
    const json = join(dir, 'merged.json');
    const result = await cli(
      env(),
      'compare',
      '--baseline',
      `runs:/${BASE_RUN}`,
      '--baseline',
      'models:/coder@challenger',
      '--candidate',
      'runs:/s3-run',
      '--json',
      json,
    );
    expect(result.code, result.stderr).toBe(0);
    const baseline = JSON.parse(readFileSync(json, 'utf8')).baseline;
    expect(baseline.name).toBe(`eval-9f1c + eval-0a1b`);
    expect(baseline.mlflow).toBeNull();
    expect(baseline.mlflow_runs.map((run: { uri: string; run_id: string }) => [run.uri, run.run_id])).toEqual([
      [`runs:/${BASE_RUN}`, BASE_RUN],
      ['models:/coder@challenger', CAND_RUN],
    ]);
    expect(baseline.mlflow_runs[1].model).toEqual({ name: 'coder', alias: 'challenger', version: '3' });
    expect(readText(result.stdout).replace(/\s+/g, ' ')).toContain(
      `baseline run ${BASE_RUN} (eval-9f1c): ${server.url}/#/experiments/1/runs/${BASE_RUN} ` +
        `model coder version 3 (@challenger), run ${CAND_RUN} (eval-0a1b): `,
    );
  });

  it('refuses lists of different lengths, and a list against a file with ids (exit 3)', async () => {
    const unequal = await cli(env(), 'compare', '--baseline', `runs:/${BASE_RUN}`, '--candidate', 'runs:/short');
    expect(unequal.code).toBe(3);
    expect(lineOne(unequal.stdout)).toBe(
      'Blocks merge: not compared, problems are paired by position but the lists differ in length (40 and 39)',
    );
    expect(readText(unequal.stdout)).toContain(
      'as lists of the same problems in the same order or as files with problem ids',
    );
    const mixed = await cli(
      env(),
      'compare',
      '--baseline',
      `runs:/${BASE_RUN}`,
      '--candidate',
      fixture('humaneval', 'samples.jsonl_results.jsonl'),
      '--match-config',
      '',
    );
    expect(mixed.code).toBe(3);
    expect(lineOne(mixed.stdout)).toBe(
      'Blocks merge: not compared, the baseline names problems only by position, the candidate by id',
    );
    // The list records no judgement, and the warning says what was given.
    expect(readText(mixed.stdout).replace(/\s+/g, ' ')).toContain(
      "the baseline does not record how its passes were judged (an MLflow run's per_problem_c list); the " +
        "candidate's were judged by humaneval",
    );
  });

  it('converts a run to a canonical file, its params as config', async () => {
    const out = join(dir, 'champion.json');
    const result = await cli(env(), 'convert', 'models:/coder@champion', '-o', out);
    expect(result.code).toBe(0);
    const written = JSON.parse(readFileSync(out, 'utf8'));
    expect(written.config).toEqual({
      n: 20,
      temperature: 0.8,
      top_p: 0.95,
      max_tokens: 512,
      seed: 1234,
      model: 'org/coder-7b',
    });
    expect(written.problems[1]).toEqual({ id: '#1', n: 20, c: 9 });
    // The archived champion still pairs with the lists of later runs.
    const json = join(dir, 'archived.json');
    const gate = await cli(env(), 'compare', '--baseline', out, '--candidate', `runs:/${CAND_RUN}`, '--json', json);
    expect(gate.code).toBe(1);
    expect(JSON.parse(readFileSync(json, 'utf8')).problems).toMatchObject({ compared: 40, paired_by: 'position' });
  });

  it("names a converted run by the registered model version it was reached through, else by the run's name", async () => {
    const convert = async (uri: string, name: string) => {
      const out = join(dir, `${name}.json`);
      expect((await cli(env(), 'convert', uri, '-o', out)).code).toBe(0);
      return out;
    };
    const champion = await convert('models:/coder@champion', 'named-champion');
    const run = await convert(`runs:/${BASE_RUN}`, 'named-run');
    server.addRun({
      runId: 'modelled',
      runName: 'eval-modelled',
      params: { temperature: '0.8' },
      artifacts: {
        'results.json': JSON.stringify({
          format: 'passk-results/v1',
          model: 'org/coder-7b',
          config: { n: 2 },
          problems: [{ id: 'HumanEval/0', n: 2, c: 1 }],
        }),
      },
    });
    const harness = await convert('runs:/modelled/results.json', 'named-harness');
    expect(JSON.parse(readFileSync(champion, 'utf8')).model).toBe('coder version 1');
    expect(JSON.parse(readFileSync(run, 'utf8')).model).toBe('eval-9f1c');
    // A model the artifact's own file records is kept.
    expect(JSON.parse(readFileSync(harness, 'utf8')).model).toBe('org/coder-7b');
    // Later reports name the archived baseline as MLflow did, not by the converted file's name.
    const json = join(dir, 'named.json');
    await cli(env(), 'compare', '--baseline', champion, '--candidate', `runs:/${CAND_RUN}`, '--json', json);
    expect(JSON.parse(readFileSync(json, 'utf8')).baseline.name).toBe('coder version 1');
  });

  it('records a run added from models:/name@alias under the registered model version, and a run under its name', async () => {
    const store = join(dir, 'named-store');
    const add = (uri: string, commit: string) =>
      cli(env(), 'history', 'add', '--store', store, uri, '--commit', commit.repeat(40));
    expect((await add('models:/coder@champion', 'a')).code).toBe(0);
    expect((await add(`runs:/${CAND_RUN}`, 'b')).code).toBe(0);
    const listed = await cli({}, 'history', 'list', '--store', store, '--json');
    const rows = JSON.parse(listed.stdout) as { model: string; commit: string }[];
    expect(rows.map((row) => [row.commit[0], row.model])).toEqual([
      ['a', 'coder version 1'],
      ['b', 'eval-0a1b'],
    ]);
  });

  it("says a run without an n param can have n given with the side's config option", async () => {
    const result = await cli(env(), 'compare', '--baseline', `runs:/${BASE_RUN}`, '--candidate', 'runs:/no-n');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/runs:\/no-n: the run has no param n: .*, or give it with --candidate-config n=N\n$/);
  });

  it('says so in the words of a config file for a check of a gate', async () => {
    const config = join(dir, 'no-n.yml');
    writeFileSync(config, `checks:\n  - name: m\n    baseline: runs:/${BASE_RUN}\n    candidate: runs:/no-n\n`);
    const result = await cli(env(), 'gate', '--config', config);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      new RegExp(
        `^passk-gate: error: ${config}:4: check "m": candidate: runs:/no-n: the run has no param n: .*, or give it with candidate-config: n=N\\n$`,
      ),
    );
  });

  it("blames the user's n, not the run's param, when the n given for a list is no sample count", async () => {
    const result = await cli(
      env(),
      'compare',
      '--baseline',
      `runs:/${BASE_RUN}`,
      '--candidate',
      'runs:/no-n',
      '--candidate-config',
      'n=0',
    );
    expect(result.code).toBe(2);
    expect(result.stderr).not.toContain('param');
    expect(result.stderr).toMatch(
      /^passk-gate: error: runs:\/no-n: --candidate-config gives n = 0 .*, not a number of samples from 1 to /,
    );
  });

  it("shows a list's n the user gave as given, and a refusal's fix keeps it", async () => {
    const json = join(dir, 'given-n.json');
    const argv = ['compare', '--baseline', 'runs:/no-n', '--candidate', `runs:/${CAND_RUN}`, '--json', json];
    const result = await cli(env(), ...argv, '--baseline-config', 'n=20');
    expect(result.code).toBe(3);
    const row = JSON.parse(readFileSync(json, 'utf8')).config.rows.find((r: { key: string }) => r.key === 'n');
    expect(row).toMatchObject({ baseline: 20, baselineSource: 'user' });
    expect(result.stdout).toMatch(/\n {2}n +20 \(given\) +20 \(MLflow param\)\n/);
    // The run records no top_p or max_tokens: the fix gives them, with the n the list still needs.
    expect(result.stdout).toMatch(/--baseline-config n=20,top_p=0\.95,max_tokens=512\n/);
  });

  it('refuses an MLflow URI without a tracking server, naming the variable', async () => {
    const result = await cli({}, 'compare', '--baseline', 'models:/coder@champion', '--candidate', `runs:/${CAND_RUN}`);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe(
      "passk-gate: error: models:/coder@champion: reading an MLflow run needs MLFLOW_TRACKING_URI, the tracking server's address (e.g. https://mlflow.example.com)\n",
    );
  });
});
