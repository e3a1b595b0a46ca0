// MlflowClient against a loopback stand-in for the tracking server: what it asks for, what it returns, and its
// one-line failures, which never hold the credentials.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../src/common/errors.js';
import { MlflowClient, mlflowSettingsFrom, type MlflowSettings } from '../../src/io/mlflow-client.js';
import { DEFAULT_RETRY_POLICY } from '../../src/io/retry.js';
import { startMlflowServer, type MlflowServer } from '../support/mlflow-server.js';

const TOKEN = 'tok-3f9a1c7e5b2d';
const PASSWORD = 'pw-8c1e4a9f';
let server: MlflowServer;
let guarded: MlflowServer;
let log: string[];

beforeAll(async () => {
  server = await startMlflowServer();
  server.addRun({
    runId: 'r1',
    experimentId: '7',
    runName: 'eval-r1',
    status: 'RUNNING',
    params: { n: '20', temperature: '0.8' },
    artifacts: { 'per_problem_counts.json': '{"per_problem_c": [1]}', 'eval/a.jsonl': 'x', 'eval/b/c.json': 'y' },
  });
  server.addRun({ runId: 's3', artifactUri: 's3://bucket/1/s3/artifacts', artifacts: { 'x.json': '{}' } });
  server.addModel({
    name: 'coder',
    versions: [{ version: '1', runId: 'r1' }, { version: '2' }],
    aliases: { champion: '1', orphan: '2' },
  });
  guarded = await startMlflowServer({ auth: { username: 'ci', password: PASSWORD }, echoAuthorization: true });
  guarded.addRun({ runId: 'r1', artifacts: {} });
});

afterAll(async () => {
  await server.close();
  await guarded.close();
});

function settings(extra: Partial<MlflowSettings> = {}): MlflowSettings {
  log = [];
  return {
    trackingUri: server.url,
    policy: { ...DEFAULT_RETRY_POLICY, backoffMs: 1, timeoutMs: 1000 },
    env: { info: (line) => log.push(line) },
    tempRoot: '/nonexistent',
    ...extra,
  };
}

/** The InputError a call gives, checked to be one line. */
async function refusal(call: () => unknown): Promise<string> {
  const error = await Promise.resolve()
    .then(call)
    .then(
      () => undefined,
      (e: unknown) => e,
    );
  expect(error).toBeInstanceOf(InputError);
  expect((error as Error).message).not.toMatch(/\n/);
  return (error as Error).message;
}

describe('mlflowSettingsFrom', () => {
  it("reads MLflow's variables, an empty one as unset, and the request timeout and backoff in seconds", () => {
    const info = () => {};
    const read = mlflowSettingsFrom(
      {
        MLFLOW_TRACKING_URI: 'https://mlflow.example.com',
        MLFLOW_TRACKING_TOKEN: '',
        MLFLOW_TRACKING_USERNAME: 'ci',
        MLFLOW_TRACKING_PASSWORD: 'secret',
        PASSK_GATE_API_TIMEOUT: '2.5',
        PASSK_GATE_API_BACKOFF: '0.01',
      },
      info,
      '/tmp/x',
    );
    expect(read).toEqual({
      trackingUri: 'https://mlflow.example.com',
      token: undefined,
      username: 'ci',
      password: 'secret',
      policy: { ...DEFAULT_RETRY_POLICY, timeoutMs: 2500, backoffMs: 10 },
      env: { info },
      tempRoot: '/tmp/x',
    });
    expect(mlflowSettingsFrom({}, info, '/t').policy).toEqual(DEFAULT_RETRY_POLICY);
    expect(() => mlflowSettingsFrom({ PASSK_GATE_API_TIMEOUT: '-1' }, info, '/t')).toThrow(
      'PASSK_GATE_API_TIMEOUT: expected a number of seconds above 0, got "-1"',
    );
  });
});

describe('MlflowClient: the tracking server', () => {
  it('keeps the address without credentials, query, fragment or trailing slashes', () => {
    const client = new MlflowClient(settings({ trackingUri: ' http://u:p@example.com:5000/mlflow//?x=1#top ' }), 'L');
    expect(client.base).toBe('http://example.com:5000/mlflow');
  });

  it.each([
    [undefined, "L: reading an MLflow run needs MLFLOW_TRACKING_URI, the tracking server's address"],
    ['  ', 'L: reading an MLflow run needs MLFLOW_TRACKING_URI'],
    ['databricks', 'L: MLFLOW_TRACKING_URI names Databricks, which passk-gate does not read'],
    ['databricks://profile', 'names Databricks'],
    ['databricks-uc', 'names Databricks'],
    ['file:///home/ci/mlruns', 'L: MLFLOW_TRACKING_URI is not the http(s) address of a tracking server'],
    ['./mlruns', 'is not the http(s) address of a tracking server'],
    ['sqlite:///mlflow.db', 'is not the http(s) address'],
  ])('refuses the tracking URI %j, starting with the label', async (trackingUri, message) => {
    expect(await refusal(() => new MlflowClient(settings({ trackingUri }), 'L'))).toContain(message);
  });

  it('refuses a username without a password', async () => {
    expect(await refusal(() => new MlflowClient(settings({ username: 'ci' }), 'L'))).toBe(
      'L: MLFLOW_TRACKING_USERNAME is set without MLFLOW_TRACKING_PASSWORD',
    );
  });
});

describe('MlflowClient: reads', () => {
  it("reads a run's info and params, and links its page", async () => {
    const client = new MlflowClient(settings(), 'runs:/r1');
    const run = await client.run('r1');
    expect(run).toEqual({
      runId: 'r1',
      experimentId: '7',
      runName: 'eval-r1',
      status: 'RUNNING',
      deleted: false,
      artifactUri: 'mlflow-artifacts:/7/r1/artifacts',
      params: [
        ['n', '20'],
        ['temperature', '0.8'],
      ],
    });
    expect(client.runUrl(run)).toBe(`${server.url}/#/experiments/7/runs/r1`);
  });

  it('finds the run of a model version by alias and by number, and refuses a version without one', async () => {
    const client = new MlflowClient(settings(), 'L');
    expect(await client.modelVersionRun('coder', { alias: 'champion' })).toEqual({ version: '1', runId: 'r1' });
    expect(await client.modelVersionRun('coder', { version: '1' })).toEqual({ version: '1', runId: 'r1' });
    expect(await refusal(() => client.modelVersionRun('coder', { alias: 'orphan' }))).toBe(
      'L: version 2 of registered model "coder" was registered without a run, so it has no eval results to read; ' +
        'give the eval run as runs:/<run_id>',
    );
    expect(await refusal(() => client.modelVersionRun('coder', { version: '9' }))).toMatch(
      /^L: registered model "coder" has no version 9, or there is no such model \(RESOURCE_DOES_NOT_EXIST: /,
    );
  });

  it('reads a proxied artifact from the proxy route, any other through /get-artifact', async () => {
    const client = new MlflowClient(settings(), 'L');
    server.requests.length = 0;
    const proxied = await client.artifact(await client.run('r1'), 'eval/b/c.json');
    expect(proxied.toString()).toBe('y');
    expect(server.requests.at(-1)!.path).toBe('/api/2.0/mlflow-artifacts/artifacts/7/r1/artifacts/eval/b/c.json');
    const stored = await client.artifact(await client.run('s3'), 'x.json');
    expect(stored.toString()).toBe('{}');
    expect(server.requests.at(-1)).toMatchObject({ path: '/get-artifact', query: { path: 'x.json', run_uuid: 's3' } });
  });

  it('lists what the folder of a missing artifact holds, folders marked', async () => {
    const client = new MlflowClient(settings(), 'L');
    const run = await client.run('r1');
    expect(await refusal(() => client.artifact(run, 'eval/missing.json'))).toBe(
      'L: run "r1" has no artifact "eval/missing.json" (its artifacts in "eval": "eval/a.jsonl", "eval/b" (folder)); ' +
        'name the file as runs:/<run_id>/<path>',
    );
    expect(await refusal(() => client.artifact(run, 'eval/b'))).toMatch(
      /^L: run "r1" has a folder, not a file, at "eval\/b" \(its artifacts in "eval": /,
    );
  });
});

describe('MlflowClient: credentials', () => {
  it('signs in with the username and password before the token, and with credentials in the URI last', async () => {
    const basic = `Basic ${Buffer.from(`ci:${PASSWORD}`).toString('base64')}`;
    guarded.requests.length = 0;
    await new MlflowClient(
      settings({ trackingUri: guarded.url, username: 'ci', password: PASSWORD, token: TOKEN }),
      'L',
    ).run('r1');
    const inUri = guarded.url.replace('http://', `http://ci:${PASSWORD}@`);
    await new MlflowClient(settings({ trackingUri: inUri }), 'L').run('r1');
    expect(guarded.requests.map((r) => r.authorization)).toEqual([basic, basic]);
    // The token alone is sent as a bearer token, and wins over credentials in the URI.
    await refusal(() => new MlflowClient(settings({ trackingUri: inUri, token: TOKEN }), 'L').run('r1'));
    expect(guarded.requests.at(-1)!.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('keeps every credential out of its messages and its retry lines, though the server echoes them', async () => {
    const encoded = Buffer.from(`ci:${PASSWORD}x`).toString('base64');
    const wrong = await refusal(() =>
      new MlflowClient(settings({ trackingUri: guarded.url, username: 'ci', password: `${PASSWORD}x` }), 'L').run('r1'),
    );
    expect(wrong).toMatch(/^L: the MLflow server at .* refused the credentials in MLFLOW_TRACKING_USERNAME and /);
    const token = await refusal(() =>
      new MlflowClient(settings({ trackingUri: guarded.url, token: TOKEN }), 'L').run('r1'),
    );
    expect(token).toMatch(/refused the credentials in MLFLOW_TRACKING_TOKEN \(HTTP 401: /);
    guarded.fail('runs/get', { status: 503, code: 'INTERNAL_ERROR' });
    await new MlflowClient(settings({ trackingUri: guarded.url, username: 'ci', password: PASSWORD }), 'L').run('r1');
    expect(log).toHaveLength(1);
    for (const text of [wrong, token, ...log]) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(TOKEN);
      expect(text).not.toContain(encoded);
    }
    expect(wrong).toContain('***');
    expect(token).toContain('***');
  });
});
