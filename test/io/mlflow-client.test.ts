// MlflowClient against a loopback stand-in for the tracking server: what it asks for, what it returns, and its
// one-line failures, which never hold the credentials.
import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { InputError } from '../../src/common/errors.js';
import { MlflowClient } from '../../src/io/mlflow-client.js';
import type { MlflowSettings } from '../../src/io/mlflow-settings.js';
import { DEFAULT_RETRY_POLICY } from '../../src/io/retry.js';
import { startMlflowServer, type MlflowServer } from '../support/mlflow-server.js';
import { fakeEnvironment } from '../support/retry-clock.js';

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
    versions: [{ version: '1', runId: 'r1' }, { version: '2' }, { version: '3', source: 'runs:/r1/model' }],
    aliases: { champion: '1', orphan: '2', logged: '3' },
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
    [
      'localhost:5000',
      'L: MLFLOW_TRACKING_URI "localhost:5000" has no http:// or https:// in front: write it as ' +
        'http://localhost:5000 (or https:// for a server with TLS)',
    ],
    ['mlflow.example.com:443/mlflow', 'write it as http://mlflow.example.com:443/mlflow'],
    [
      'mlflow.example.com',
      'L: MLFLOW_TRACKING_URI "mlflow.example.com" has no http:// or https:// in front: write it as ' +
        'http://mlflow.example.com (or https:// for a server with TLS)',
    ],
    ['10.0.0.5/mlflow', 'write it as http://10.0.0.5/mlflow'],
    ['localhost', 'write it as http://localhost'],
    ['mlruns', 'is not the http(s) address of a tracking server'],
    ['my_runs.v2/mlruns', 'is not the http(s) address of a tracking server'],
  ])('refuses the tracking URI %j, starting with the label', async (trackingUri, message) => {
    expect(await refusal(() => new MlflowClient(settings({ trackingUri }), 'L'))).toContain(message);
  });

  it('refuses a user name or password with a stray % in the tracking URI, naming the fix and not the secret', async () => {
    const message = await refusal(
      () => new MlflowClient(settings({ trackingUri: 'https://alice:s3cret%PW@mlflow.example.com' }), 'L'),
    );
    expect(message).toContain(
      'MLFLOW_TRACKING_URI: the password before @ holds a % not followed by two hex digits: write % as %25 there, ' +
        'or give the credentials as MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD',
    );
    expect(message).not.toContain('s3cret');
  });

  it('says where the tracking URI is missing from when the variables were not the environment', async () => {
    const variables = 'the env option, which replaces process.env,';
    expect(await refusal(() => new MlflowClient(settings({ trackingUri: undefined, variables }), 'L'))).toBe(
      "L: reading an MLflow run needs MLFLOW_TRACKING_URI, the tracking server's address (e.g. " +
        'https://mlflow.example.com): the env option, which replaces process.env, has none',
    );
  });

  it('says what to check when the server refuses the connection or its host is not found', async () => {
    const down = await startMlflowServer();
    await down.close();
    expect(await refusal(() => new MlflowClient(settings({ trackingUri: down.url }), 'L').run('r1'))).toBe(
      `L: cannot reach the MLflow server at ${down.url} for run "r1": no answer: connection refused; gave up after ` +
        '4 attempts: is the server running, and MLFLOW_TRACKING_URI its address and port?',
    );
    // What Node's fetch throws for a name the resolver does not know (no lookup here: the result would vary).
    const unknown = Object.assign(new Error('getaddrinfo ENOTFOUND mlflow.example.invalid'), { code: 'ENOTFOUND' });
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed', { cause: unknown }));
    try {
      const client = new MlflowClient(settings({ trackingUri: 'https://mlflow.example.invalid' }), 'L');
      expect(await refusal(() => client.run('r1'))).toBe(
        'L: cannot reach the MLflow server at https://mlflow.example.invalid for run "r1": no answer: host not ' +
          "found: is MLFLOW_TRACKING_URI's host name right?",
      );
    } finally {
      fetch.mockRestore();
    }
  });

  it('says why the retries of a rate limit stopped: a wait past the time budget, or one longer than it waits', async () => {
    let retryAfter: string | undefined;
    const limited = createHttpServer((_, res) => {
      res.writeHead(429, {
        'content-type': 'text/plain',
        ...(retryAfter === undefined ? {} : { 'retry-after': retryAfter }),
      });
      res.end('slow down');
    });
    await new Promise<void>((resolve) => limited.listen(0, '127.0.0.1', resolve));
    const trackingUri = `http://127.0.0.1:${(limited.address() as AddressInfo).port}`;
    const client = () => new MlflowClient(settings({ trackingUri, env: fakeEnvironment().env }), 'L');
    try {
      // No retry-after: a minute's wait, then a second would end past the 120 s budget.
      expect(await refusal(() => client().run('r1'))).toBe(
        `L: the MLflow server at ${trackingUri} answered HTTP 429 for run "r1" (slow down), still after 2 tries: the ` +
          'next wait, 60 s, would go past the 120 s budget for API calls; try again later',
      );
      retryAfter = '3600';
      expect(await refusal(() => client().run('r1'))).toBe(
        `L: the MLflow server at ${trackingUri} answered HTTP 429 for run "r1" (slow down): the MLflow server asks ` +
          'to wait 3600 s, longer than the 60 s this action waits; try again later',
      );
    } finally {
      await new Promise<void>((resolve) => limited.close(() => resolve()));
    }
  });

  it('says how to give a slow server longer when its answers come too late', async () => {
    server.fail('runs/get', ...Array.from({ length: 4 }, () => ({ delayMs: 1500 })));
    const client = new MlflowClient(
      settings({ policy: { ...DEFAULT_RETRY_POLICY, backoffMs: 1, timeoutMs: 50 } }),
      'L',
    );
    expect(await refusal(() => client.run('r1'))).toBe(
      `L: cannot reach the MLflow server at ${server.url} for run "r1": no answer within 0.05 s; gave up after 4 ` +
        'attempts: if the server is up but slow, give each try longer with PASSK_GATE_API_TIMEOUT (seconds)',
    );
  });

  it('refuses a username without a password, unless a token is set, which is sent instead as MLflow does', async () => {
    expect(await refusal(() => new MlflowClient(settings({ username: 'ci' }), 'L'))).toBe(
      'L: MLFLOW_TRACKING_USERNAME is set without MLFLOW_TRACKING_PASSWORD',
    );
    expect(() => new MlflowClient(settings({ username: 'ci', token: 't0ken' }), 'L')).not.toThrow();
  });
});

// A self-signed certificate for 127.0.0.1 (valid to 2126) and its key, made for this test only.
const TEST_KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgPLei4OPHhxVEM/1u
wMENeFzuBq+suMrbdzUNWy87yxehRANCAARlnLeMZjx9K3jF9dd6ghnLwZMDM+R9
t1X7Ria3r3NNIdXfAtaJuzvYwJfaJfvXArPjg0U597xJy4yPWDu8fqp3
-----END PRIVATE KEY-----
`;
const TEST_CERT = `-----BEGIN CERTIFICATE-----
MIIBjzCCATagAwIBAgIUHD0qsxGyIiVy4zihLjVcxP7R3CswCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJMTI3LjAuMC4xMCAXDTI2MTIwMjA5MTYyOVoYDzIxMjYxMTA4
MDkxNjI5WjAUMRIwEAYDVQQDDAkxMjcuMC4wLjEwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAARlnLeMZjx9K3jF9dd6ghnLwZMDM+R9t1X7Ria3r3NNIdXfAtaJuzvY
wJfaJfvXArPjg0U597xJy4yPWDu8fqp3o2QwYjAdBgNVHQ4EFgQUchMndShTxLmK
CN15EfJ2QWJdl38wHwYDVR0jBBgwFoAUchMndShTxLmKCN15EfJ2QWJdl38wDwYD
VR0TAQH/BAUwAwEB/zAPBgNVHREECDAGhwR/AAABMAoGCCqGSM49BAMCA0cAMEQC
IDqAzx9uGA0djKPcA1Mf4IFGLfhIkq6iw+YZjmweS5ftAiBDGBHQ0mQfDigcGr7I
TIsOQvDh1r7aERRA3sVUBTciqw==
-----END CERTIFICATE-----
`;

describe('MlflowClient: TLS', () => {
  it("refuses MLflow's TLS variables for an https server, pointing to NODE_EXTRA_CA_CERTS", async () => {
    const https = (extra: Partial<MlflowSettings>) => () =>
      new MlflowClient(settings({ trackingUri: 'https://mlflow.example.com', ...extra }), 'L');
    expect(await refusal(https({ insecureTls: 'true' }))).toMatch(
      /^L: MLFLOW_TRACKING_INSECURE_TLS is set, but passk-gate does not turn off certificate checks: unset it and .*NODE_EXTRA_CA_CERTS/,
    );
    expect(await refusal(https({ serverCertPath: '/etc/ca.pem' }))).toMatch(
      /^L: passk-gate does not read MLFLOW_TRACKING_SERVER_CERT_PATH: .*\(NODE_EXTRA_CA_CERTS=\/etc\/ca\.pem\)$/,
    );
    expect(await refusal(https({ clientCertPath: '/etc/me.pem' }))).toMatch(/cannot send a client certificate/);
    // Set as they should be, or false, or for a plain http server, they are no reason to refuse.
    for (const fine of [
      https({ serverCertPath: '/etc/ca.pem', caCerts: '/etc/ca.pem' }),
      https({ insecureTls: 'false' }),
      () => new MlflowClient(settings({ insecureTls: 'true', serverCertPath: '/x' }), 'L'),
    ])
      expect(fine()).toBeInstanceOf(MlflowClient);
  });

  it('says in words why a certificate is refused, or a port fetch will not use', async () => {
    const secure = createServer({ key: TEST_KEY, cert: TEST_CERT }, (_req, res) => res.end('{}'));
    await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = secure.address() as AddressInfo;
      const url = `https://127.0.0.1:${port}`;
      expect(await refusal(() => new MlflowClient(settings({ trackingUri: url }), 'L').run('r1'))).toBe(
        `L: cannot reach the MLflow server at ${url} for run "r1": its TLS certificate is self-signed ` +
          '(depth_zero_self_signed_cert): give the certificate of the CA that signs it (a PEM file) as ' +
          'NODE_EXTRA_CA_CERTS, which Node reads when it starts',
      );
    } finally {
      secure.close();
    }
    expect(
      await refusal(() => new MlflowClient(settings({ trackingUri: 'http://127.0.0.1:5060' }), 'L').run('r1')),
    ).toMatch(/^L: cannot reach .* Node's fetch refuses to connect to this port, as browsers do \(bad port\): serve /);
  });

  it('says an https address may be wrong when the server answers in plain HTTP', async () => {
    const url = server.url.replace('http:', 'https:');
    expect(await refusal(() => new MlflowClient(settings({ trackingUri: url }), 'L').run('r1'))).toBe(
      `L: cannot reach the MLflow server at ${url} for run "r1": it does not answer in TLS ` +
        '(err_ssl_wrong_version_number): if it serves plain HTTP, write MLFLOW_TRACKING_URI with http://',
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
    expect(await refusal(() => client.modelVersionRun('coder', { alias: 'logged' }))).toBe(
      'L: version 3 of registered model "coder" was registered without a run, so it has no eval results to read; ' +
        'its source is run "r1": if that run holds the eval results, give runs:/r1',
    );
    expect(await refusal(() => client.modelVersionRun('coder', { version: '9' }))).toMatch(
      /^L: registered model "coder" has no version 9, or there is no such model \(RESOURCE_DOES_NOT_EXIST: /,
    );
  });

  it("says a missing run's id that is not 32 hex digits may be its name, and no more for one that is", async () => {
    const client = new MlflowClient(settings(), 'L');
    expect(await refusal(() => client.run('humaneval-baseline'))).toBe(
      'L: the MLflow server has no run "humaneval-baseline" (RESOURCE_DOES_NOT_EXIST: Run with id=humaneval-baseline ' +
        "not found): runs:/ takes the run's ID (32 hex digits, shown as Run ID on its page in the MLflow UI), not its name",
    );
    const id = '0123456789abcdef0123456789ABCDEF';
    expect(await refusal(() => client.run(id))).toBe(
      `L: the MLflow server has no run "${id}" (RESOURCE_DOES_NOT_EXIST: Run with id=${id} not found)`,
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
        'name the file as runs:/r1/eval/a.jsonl',
    );
  });

  it('lists the top of a run whose folder asked for does not exist, and says a run without artifacts has none to name', async () => {
    const client = new MlflowClient(settings(), 'L');
    expect(await refusal(async () => client.artifact(await client.run('r1'), 'results/x.json'))).toBe(
      'L: run "r1" has no artifact "results/x.json" (its artifacts: "eval" (folder), "per_problem_counts.json"); ' +
        'name the file as runs:/r1/per_problem_counts.json',
    );
    server.addRun({ runId: 'bare' });
    for (const path of ['per_problem_counts.json', 'eval/x.json']) {
      expect(await refusal(async () => client.artifact(await client.run('bare'), path))).toBe(
        `L: run "bare" has no artifact "${path}" (its artifacts: none): log the results to it ` +
          '(mlflow.log_dict({"per_problem_c": counts}, "per_problem_counts.json"), with the n param), or give the ' +
          'run that has them',
      );
    }
  });

  it('names as the file to give the one whose name is nearest the name asked for, and no other file', async () => {
    server.addRun({
      runId: 'typo',
      artifacts: { 'eval/config.json': '{}', 'eval/humaneval_results.jsonl': '', 'eval/logs.txt': '' },
    });
    const client = new MlflowClient(settings(), 'L');
    const run = await client.run('typo');
    const listing = '(its artifacts in "eval": "eval/config.json", "eval/humaneval_results.jsonl", "eval/logs.txt")';
    expect(await refusal(() => client.artifact(run, 'eval/humaneval_result.jsonl'))).toBe(
      `L: run "typo" has no artifact "eval/humaneval_result.jsonl" ${listing}; ` +
        'name the file as runs:/typo/eval/humaneval_results.jsonl',
    );
    expect(await refusal(() => client.artifact(run, 'eval/results.json'))).toBe(
      `L: run "typo" has no artifact "eval/results.json" ${listing}; name the file as runs:/typo/eval/<file>`,
    );
  });

  it('lists what a folder named as the artifact holds, so a file in it can be named', async () => {
    const client = new MlflowClient(settings(), 'L');
    const run = await client.run('r1');
    expect(await refusal(() => client.artifact(run, 'eval/b'))).toBe(
      'L: run "r1" has a folder, not a file, at "eval/b" (its artifacts in "eval/b": "eval/b/c.json"); ' +
        'name the file as runs:/r1/eval/b/c.json',
    );
    expect(await refusal(() => client.artifact(run, 'eval'))).toBe(
      'L: run "r1" has a folder, not a file, at "eval" (its artifacts in "eval": "eval/a.jsonl", "eval/b" (folder)); ' +
        'name the file as runs:/r1/eval/a.jsonl',
    );
  });

  it('lists what a folder of one folder holds, as mlflow.log_artifact(file, "eval") logs it, so a file is named', async () => {
    server.addRun({ runId: 'nested', artifacts: { 'eval/humaneval/samples_results.jsonl': '' } });
    const client = new MlflowClient(settings(), 'L');
    const run = await client.run('nested');
    const listing = '(its artifacts in "eval/humaneval": "eval/humaneval/samples_results.jsonl")';
    expect(await refusal(() => client.artifact(run, 'per_problem_counts.json'))).toBe(
      `L: run "nested" has no artifact "per_problem_counts.json" ${listing}; ` +
        'name the file as runs:/nested/eval/humaneval/samples_results.jsonl',
    );
    expect(await refusal(() => client.artifact(run, 'eval'))).toBe(
      `L: run "nested" has a folder, not a file, at "eval" ${listing}; ` +
        'name the file as runs:/nested/eval/humaneval/samples_results.jsonl',
    );
  });

  it('lists artifact names whole, however long: ten of them, or as many as fit, and how many more', async () => {
    const long = (i: number) => `eval/${'humaneval_'.repeat(8)}${i}.jsonl_results.jsonl`;
    const names = Array.from({ length: 12 }, (_, i) => long(i + 10));
    server.addRun({ runId: 'many', artifacts: Object.fromEntries(names.map((name) => [name, '{}'])) });
    const client = new MlflowClient(settings(), 'L');
    const message = await refusal(async () => client.artifact(await client.run('many'), 'eval/x.json'));
    expect(message).not.toContain('…');
    const listed = names.filter((name) => message.includes(`"${name}"`));
    expect(listed).toEqual(names.slice(0, listed.length));
    expect(listed.length).toBeGreaterThanOrEqual(4);
    expect(message).toContain(`and ${12 - listed.length} more); name the file as runs:/many/eval/<file>`);
    // Short names are listed ten at most.
    server.addRun({ runId: 'short', artifacts: Object.fromEntries(names.map((_, i) => [`f${i}.json`, '{}'])) });
    const short = await refusal(async () => client.artifact(await client.run('short'), 'x.json'));
    expect(short).toContain('"f7.json" and 2 more)');
  });
});

/** Runs `check` against a loopback server answering every request with `handler`; gives its address. */
async function withServer(handler: RequestListener, check: (url: string) => Promise<void>): Promise<void> {
  const raw = createHttpServer(handler);
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
  try {
    await check(`http://127.0.0.1:${(raw.address() as AddressInfo).port}`);
  } finally {
    raw.closeAllConnections();
    raw.close();
  }
}

describe('MlflowClient: an artifact too large to read', () => {
  it('says the URI once, the sizes in MiB, and what to log instead', async () => {
    const run = {
      runId: 'r1',
      experimentId: '1',
      runName: null,
      status: null,
      deleted: false,
      artifactUri: 'mlflow-artifacts:/1/r1/artifacts',
      params: [],
    };
    await withServer(
      (_req, res) => {
        res.writeHead(200, { 'content-length': '600000000' });
        res.flushHeaders();
      },
      async (url) => {
        const client = new MlflowClient(settings({ trackingUri: url }), 'runs:/r1');
        expect(await refusal(() => client.artifact(run, 'per_problem_counts.json'))).toBe(
          'runs:/r1: the artifact "per_problem_counts.json" of run "r1" is 573 MiB, more than the 512 MiB read ' +
            'from MLflow: log a smaller artifact, such as the per-problem pass counts (mlflow.log_dict(' +
            '{"per_problem_c": counts}, "per_problem_counts.json"), with the n param)',
        );
      },
    );
  });
});

describe('MlflowClient: answers that are not MLflow', () => {
  it('names the tracking URI a redirect leads to, without the API path asked for, or says it leads to no API', async () => {
    const to = (location: string) => (_req: unknown, res: import('node:http').ServerResponse) => {
      res.writeHead(301, { location });
      res.end();
    };
    const long = `https://mlflow.example.com/${'team-'.repeat(20)}prefix`;
    await withServer(to(`${long}/api/2.0/mlflow/runs/get?run_id=r1`), async (url) => {
      expect(await refusal(() => new MlflowClient(settings({ trackingUri: url }), 'L').run('r1'))).toBe(
        `L: the MLflow server at ${url} redirects (HTTP 301): set MLFLOW_TRACKING_URI to ${long}`,
      );
    });
    await withServer(to('/mlflow/api/2.0/mlflow/runs/get?run_id=r1'), async (url) => {
      expect(await refusal(() => new MlflowClient(settings({ trackingUri: url }), 'L').run('r1'))).toMatch(
        /: set MLFLOW_TRACKING_URI to http:\/\/127\.0\.0\.1:\d+\/mlflow$/,
      );
    });
    await withServer(to('https://sso.example.com/login?next=/api/2.0/mlflow/runs/get'), async (url) => {
      expect(await refusal(() => new MlflowClient(settings({ trackingUri: url }), 'L').run('r1'))).toMatch(
        /redirects \(HTTP 301\) to "https:\/\/sso\.example\.com\/login", which is no MLflow API \(a sign-in page\?\)/,
      );
    });
  });

  it('names the tracking URI to set when it ends in the API path, which the client adds', async () => {
    for (const path of ['/api/2.0', '/ajax-api/2.0/mlflow/']) {
      const client = new MlflowClient(settings({ trackingUri: `${server.url}${path}` }), 'L');
      expect(await refusal(() => client.run('r1'))).toBe(
        `L: the server at ${client.base} has no MLflow API (HTTP 404 with an HTML page for run "r1"): set ` +
          `MLFLOW_TRACKING_URI to ${server.url}, without the API path, which is added`,
      );
    }
  });

  it('says an HTML page answered with 200 (a sign-in page?) is no MLflow API, with the tracking-URI hint', async () => {
    await withServer(
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<!doctype html><title>Sign in</title>');
      },
      async (url) => {
        expect(await refusal(() => new MlflowClient(settings({ trackingUri: url }), 'L').run('r1'))).toBe(
          `L: the server at ${url} answered run "r1" with an HTML page (a sign-in page?), not MLflow's JSON: is ` +
            "MLFLOW_TRACKING_URI the tracking server's address, with its --static-prefix if it has one?",
        );
      },
    );
  });
});

describe('MlflowClient: credentials', () => {
  it('says the username is missing when only the password is set and the server asks for credentials', async () => {
    expect(
      await refusal(() => new MlflowClient(settings({ trackingUri: guarded.url, password: PASSWORD }), 'L').run('r1')),
    ).toMatch(/needs credentials \(HTTP 401: .*\): MLFLOW_TRACKING_PASSWORD is set without MLFLOW_TRACKING_USERNAME$/);
  });

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
    // A user name alone in the URI (a token some proxies take so) is sent, with an empty password, as requests does.
    await refusal(() =>
      new MlflowClient(settings({ trackingUri: guarded.url.replace('http://', 'http://ci@') }), 'L').run('r1'),
    );
    expect(guarded.requests.at(-1)!.authorization).toBe(`Basic ${Buffer.from('ci:').toString('base64')}`);
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
