// Property-based fuzzing of reading a run from an MLflow server that answers anything: valid runs must give
// exactly their counts and params; any other answer (odd JSON, wrong types, HTML, error statuses, damaged
// artifacts in any format) must give valid results or one line naming the URI, never a temporary file's path.
import fc from 'fast-check';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadResults } from '../../src/load/read.js';
import type { MlflowSettings } from '../../src/io/mlflow-settings.js';
import { DEFAULT_RETRY_POLICY } from '../../src/io/retry.js';
import { tempDir } from '../support/temp.js';
import { harnessBytes, HARNESS_FILES } from './harness-files.js';
import { CaseTally, fuzzRuns, readOrRefuse } from './oracle.js';

const SEED = 52028;
const tally = new CaseTally();

interface Answer {
  status: number;
  type: string;
  body: Uint8Array;
}

/** What the server answers for each route in the current case. */
let script: { run: Answer; artifact: Answer } | undefined;
let server: Server;
let settings: MlflowSettings;

beforeAll(async () => {
  server = createServer((req, res) => {
    const answer = req.url?.startsWith('/api/2.0/mlflow/runs/get') ? script?.run : script?.artifact;
    if (req.url?.startsWith('/api/2.0/mlflow/artifacts/list') || answer === undefined) {
      res.writeHead(404, { 'content-type': 'text/html' });
      return res.end('<h1>Not Found</h1>');
    }
    res.writeHead(answer.status, { 'content-type': answer.type });
    return res.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  settings = {
    trackingUri: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    policy: { ...DEFAULT_RETRY_POLICY, attempts: 2, backoffMs: 1, timeoutMs: 5000 },
    tempRoot: tempDir('passk-fuzz-mlflow-'),
  };
});

afterAll(async () => {
  console.log(tally.report(`MLflow fuzz (seed ${SEED})`));
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const json = (status: number, value: unknown): Answer => ({
  status,
  type: 'application/json',
  body: Buffer.from(JSON.stringify(value, null, 2)),
});

const paramText = fc.oneof(
  fc.integer({ min: -5, max: 2_000_000_000 }).map(String),
  fc.double({ noNaN: false }).map(String),
  fc.constantFrom('True', 'False', 'None', '', ' 20 ', '1e309', '0x10', 'nan'),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

const params = fc.uniqueArray(
  fc.tuple(fc.oneof(fc.constantFrom('n', 'temperature', 'top_p', '__proto__', 'constructor'), fc.string()), paramText),
  { maxLength: 6, selector: ([key]) => key },
);

const runBody = (entries: [string, string][], extra: Record<string, unknown> = {}) => ({
  run: {
    info: {
      run_id: 'r1',
      experiment_id: '1',
      status: 'FINISHED',
      artifact_uri: 'mlflow-artifacts:/1/r1/artifacts',
      lifecycle_stage: 'active',
      ...extra,
    },
    data: { params: entries.map(([key, value]) => ({ key, value })) },
  },
});

/** Any answer a server (or something in front of it) might give to `runs/get`. */
const runAnswer: fc.Arbitrary<Answer> = fc.oneof(
  { arbitrary: params.map((entries) => json(200, runBody(entries))), weight: 4 },
  fc
    .record({ run_id: fc.jsonValue(), artifact_uri: fc.jsonValue(), status: fc.jsonValue() })
    .map((info) => json(200, runBody([], info))),
  fc.jsonValue().map((value) => json(200, value)),
  fc.jsonValue().map((value) => json(200, { run: value })),
  fc
    .record({ status: fc.constantFrom(400, 401, 403, 404, 500, 503), code: fc.string(), message: fc.jsonValue() })
    .map(({ status, code, message }) => json(status, { error_code: code, message })),
  fc
    .tuple(fc.constantFrom(200, 404, 405, 502), fc.string({ unit: 'binary', maxLength: 40 }))
    .map(([status, text]) => ({ status, type: 'text/html', body: Buffer.from(text) })),
);

/** Any artifact: a per_problem_c list (valid or not), another format's file, or bytes. */
const artifactAnswer: fc.Arbitrary<Answer> = fc.oneof(
  {
    arbitrary: fc
      .array(fc.oneof(fc.nat(25), fc.integer(), fc.jsonValue()), { maxLength: 8 })
      .map((cs) => json(200, { per_problem_c: cs })),
    weight: 3,
  },
  fc.jsonValue().map((value) => json(200, value)),
  fc.oneof(...Object.values(HARNESS_FILES)).map((file) => ({
    status: 200,
    type: 'text/plain',
    body: harnessBytes(file),
  })),
  fc.uint8Array({ maxLength: 64 }).map((body) => ({ status: 200, type: 'application/octet-stream', body })),
  fc.constantFrom(404, 500, 503).map((status) => json(status, { error_code: 'RESOURCE_DOES_NOT_EXIST', message: 'x' })),
);

describe('reading an MLflow run', () => {
  it('gives the exact counts and params of a valid run', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(20), { minLength: 1, maxLength: 50 }),
        fc.integer({ min: 20, max: 200 }),
        params,
        async (cs, n, entries) => {
          const others = entries.filter(([key]) => key !== 'n');
          script = {
            run: json(200, runBody([['n', String(n)], ...others])),
            artifact: json(200, { per_problem_c: cs }),
          };
          const run = await loadResults('runs:/r1', { mlflow: settings });
          expect(run.problems).toEqual(cs.map((c, i) => ({ id: `#${i}`, n, c })));
          expect(run.config.n).toBe(n);
          expect(Object.keys(run.config).sort()).toEqual(['n', ...others.map(([key]) => key)].sort());
          expect(Object.getPrototypeOf(run.config)).toBe(Object.prototype);
          tally.add('valid run');
        },
      ),
      fuzzRuns(SEED, 200),
    );
  }, 60_000);

  it('gives valid results or one line naming the URI, whatever the server answers', async () => {
    await fc.assert(
      fc.asyncProperty(runAnswer, artifactAnswer, async (run, artifact) => {
        script = { run, artifact };
        const read = await readOrRefuse(() => loadResults('runs:/r1', { mlflow: settings }), 'runs:/r1');
        tally.add(`any answer: ${read === undefined ? 'refused' : 'read'}`);
      }),
      fuzzRuns(SEED + 1, 1500),
    );
  }, 120_000);
});
