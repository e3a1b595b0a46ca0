import { describe, expect, it } from 'vitest';
import { credentialForms, mlflowSettingsFrom } from '../../src/io/mlflow-settings.js';
import { DEFAULT_RETRY_POLICY } from '../../src/io/retry.js';

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

  it("reads MLflow's TLS variables and NODE_EXTRA_CA_CERTS as given, for the client to judge", () => {
    const read = mlflowSettingsFrom(
      { MLFLOW_TRACKING_SERVER_CERT_PATH: '/a', MLFLOW_TRACKING_INSECURE_TLS: 'True', NODE_EXTRA_CA_CERTS: '/b' },
      () => {},
      '/t',
    );
    expect(read).toMatchObject({ serverCertPath: '/a', insecureTls: 'True', caCerts: '/b' });
  });
});

describe('credentialForms', () => {
  it('gives the token and passwords as given and percent-encoded, and each basic-auth value, once each', () => {
    const basic = (pair: string) => Buffer.from(pair).toString('base64');
    const settings = mlflowSettingsFrom(
      {
        MLFLOW_TRACKING_URI: 'https://bob:uri%2Fpass@mlflow.example.com/prefix',
        MLFLOW_TRACKING_TOKEN: 'tok en',
        MLFLOW_TRACKING_USERNAME: 'alice',
        MLFLOW_TRACKING_PASSWORD: 'hunter2',
      },
      () => {},
      '/t',
    );
    expect(credentialForms(settings)).toEqual([
      'tok en',
      'tok%20en',
      'hunter2',
      basic('alice:hunter2'),
      'uri/pass',
      'uri%2Fpass',
      basic('bob:uri/pass'),
    ]);
    expect(credentialForms(mlflowSettingsFrom({ MLFLOW_TRACKING_URI: 'http://h:5000' }, () => {}, '/t'))).toEqual([]);
    // A password that cannot be decoded is masked as written.
    const stray = mlflowSettingsFrom({ MLFLOW_TRACKING_URI: 'https://bob:s3cret%PW@h' }, () => {}, '/t');
    expect(credentialForms(stray)).toContain('s3cret%PW');
  });
});
