import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InputError, redactSecrets } from '../../src/common/errors.js';
import {
  DEFAULT_RETRY_POLICY,
  getWithRetry,
  RequestFailed,
  retrier,
  retryDecision,
  retryPolicyFrom,
  type AttemptFailure,
  type RetryPolicy,
} from '../../src/io/retry.js';
import { attemptFailure, redact, retryingRequest, type ApiRequestOptions } from '../../src/publish/retry.js';

const POLICY: RetryPolicy = { attempts: 4, backoffMs: 1000, maxWaitMs: 60_000, timeoutMs: 15_000, budgetMs: 120_000 };
const NOW = Date.parse('2024-06-01T12:00:00Z');

const answer = (status: number, headers: Record<string, string> = {}, message = `HTTP ${status}`): AttemptFailure => ({
  status,
  headers,
  message,
});
const noAnswer = (code: string): AttemptFailure => ({ code, headers: {}, message: `no answer: ${code}` });
const decide = (failure: AttemptFailure, attempt: number, policy = POLICY) =>
  retryDecision(failure, attempt, policy, NOW, 'GitHub');

describe('retryDecision', () => {
  it('retries server errors, failed connections and timeouts with doubling waits, up to the number of attempts', () => {
    for (const failure of [...[500, 502, 503, 504].map((status) => answer(status)), noAnswer('ECONNRESET')]) {
      expect([1, 2, 3].map((attempt) => decide(failure, attempt))).toEqual([
        { retry: true, waitMs: 1000 },
        { retry: true, waitMs: 2000 },
        { retry: true, waitMs: 4000 },
      ]);
      expect(decide(failure, 4)).toEqual({ retry: false, reason: 'gave up after 4 attempts' });
    }
    for (const code of ['ECONNREFUSED', 'UND_ERR_SOCKET', 'ETIMEDOUT', 'EAI_AGAIN', 'UND_ERR_HEADERS_TIMEOUT']) {
      expect(decide(noAnswer(code), 1)).toEqual({ retry: true, waitMs: 1000 });
    }
    expect(decide(answer(502), 3, { ...POLICY, attempts: 10, maxWaitMs: 3000 })).toEqual({ retry: true, waitMs: 3000 });
  });

  it('does not retry answers that will not change, nor connections another try cannot make', () => {
    for (const status of [400, 401, 403, 404, 409, 410, 418, 422, 501]) {
      expect(decide(answer(status), 1)).toEqual({ retry: false });
    }
    expect(decide(answer(403, {}, 'HTTP 403: Resource not accessible by integration'), 1)).toEqual({ retry: false });
    for (const code of ['ENOTFOUND', 'CERT_HAS_EXPIRED', 'ERR_INVALID_URL']) {
      expect(decide(noAnswer(code), 1)).toEqual({ retry: false });
    }
    expect(decide({ headers: {}, message: 'no answer: bad port' }, 1)).toEqual({ retry: false });
  });

  it('waits out a rate limit (429, or a 403 that says so) for as long as retry-after says, up to the bound', () => {
    expect(decide(answer(403, { 'retry-after': '7' }), 1)).toEqual({ retry: true, waitMs: 7000 });
    expect(decide(answer(429, { 'retry-after': '0' }), 1)).toEqual({ retry: true, waitMs: 0 });
    expect(decide(answer(403, { 'retry-after': '3600' }), 1)).toEqual({
      retry: false,
      reason: 'GitHub asks to wait 3600 s, longer than the 60 s this action waits',
    });
    expect(retryDecision(answer(429, { 'retry-after': '90' }), 1, POLICY, NOW, 'the MLflow server')).toEqual({
      retry: false,
      reason: 'the MLflow server asks to wait 90 s, longer than the 60 s this action waits',
    });
    // No retry-after: GitHub's advice is to wait a minute.
    const secondary = answer(403, {}, 'HTTP 403: You have exceeded a secondary rate limit. Please wait a few minutes.');
    expect(decide(secondary, 1)).toEqual({ retry: true, waitMs: 60_000 });
    expect(decide(answer(429), 1)).toEqual({ retry: true, waitMs: 60_000 });
    expect(decide(secondary, 1, { ...POLICY, maxWaitMs: 30_000 })).toMatchObject({ retry: false });
    expect(decide(answer(403, { 'retry-after': '1' }), 4)).toMatchObject({ retry: false });
  });

  it('waits for the primary rate limit to reset when that is soon', () => {
    const resetIn = (s: number) =>
      answer(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(NOW / 1000 + s) });
    expect(decide(resetIn(20), 1)).toEqual({ retry: true, waitMs: 20_000 });
    expect(decide(resetIn(-5), 1)).toEqual({ retry: true, waitMs: 0 });
    expect(decide(resetIn(3600), 1)).toMatchObject({ retry: false, reason: expect.stringContaining('3600 s') });
  });
});

/** A fake clock: sleeping moves it on at once, so nothing in these tests really waits. */
function fakeEnvironment() {
  const log = { sleeps: [] as number[], debug: [] as string[], info: [] as string[] };
  let now = NOW;
  return {
    log,
    advance: (ms: number) => (now += ms),
    env: {
      now: () => now,
      sleep: async (ms: number) => {
        log.sleeps.push(ms);
        now += ms;
      },
      debug: (line: string) => log.debug.push(line),
      info: (line: string) => log.info.push(line),
    },
  };
}

describe('retrier', () => {
  it('returns what the failure carries when it gives up, if anything, and throws RequestFailed otherwise', async () => {
    const { env, log } = fakeEnvironment();
    const retried = retrier(POLICY, env, 'the server');
    const busy = { answer: 'the last answer', failure: answer(503) };
    expect(await retried('GET /x', async () => busy)).toBe('the last answer');
    expect(log.sleeps).toEqual([1000, 2000, 4000]);
    expect(log.info).toEqual([
      'GET /x: HTTP 503; retrying in 1 s (attempt 2 of 4)',
      'GET /x: HTTP 503; retrying in 2 s (attempt 3 of 4)',
      'GET /x: HTTP 503; retrying in 4 s (attempt 4 of 4)',
    ]);
    const error = await retried('GET /y', async () => ({ failure: noAnswer('ECONNREFUSED') })).catch((e) => e);
    expect(error).toBeInstanceOf(RequestFailed);
    expect(error).toMatchObject({
      status: undefined,
      rateLimited: false,
      message: 'no answer: ECONNREFUSED; gave up after 4 attempts',
    });
  });

  it('gives each try the rest of the budget when that is shorter than the timeout', async () => {
    const { env, advance } = fakeEnvironment();
    const retried = retrier({ ...POLICY, timeoutMs: 10_000, budgetMs: 25_000 }, env, 'the server');
    const timeouts: number[] = [];
    await retried('GET /x', async (_, timeoutMs) => {
      timeouts.push(timeoutMs);
      advance(timeoutMs);
      return timeouts.length < 3 ? { failure: noAnswer('ETIMEDOUT') } : { answer: 'ok', status: 200 };
    });
    // 10 s, wait 1 s, 10 s, wait 2 s: 2 s are left.
    expect(timeouts).toEqual([10_000, 10_000, 2000]);
  });
});

function httpError(status: number, data: unknown, headers: Record<string, string> = {}) {
  return Object.assign(new Error(`HTTP ${status}`), { status, response: { status, headers, data } });
}

/** An error as @octokit/request throws it for a connection that failed: status 500, fetch's error as the cause. */
function connectionError(code: string, message: string) {
  const cause = Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error(message), { code }) });
  return Object.assign(new Error(message), { status: 500, cause });
}

describe('attemptFailure (GitHub)', () => {
  it("reads GitHub's answer: status, headers and the message with its error details", () => {
    const error = Object.assign(new Error('Validation Failed'), {
      status: 422,
      response: {
        status: 422,
        headers: { 'x-ratelimit-remaining': '10' },
        data: {
          message: 'Validation Failed',
          errors: [{ field: 'body', message: 'body is too long (maximum is 65536 characters)' }, { code: 'invalid' }],
        },
      },
    });
    expect(attemptFailure(error, undefined)).toEqual({
      status: 422,
      headers: { 'x-ratelimit-remaining': '10' },
      message: 'HTTP 422: Validation Failed: body is too long (maximum is 65536 characters): invalid',
    });
  });

  it('tells a failed connection and a timeout apart from an answer, and leaves other errors alone', () => {
    expect(attemptFailure(connectionError('UND_ERR_SOCKET', 'other side closed'), undefined)).toEqual({
      code: 'UND_ERR_SOCKET',
      headers: {},
      message: 'no answer: connection closed',
    });
    expect(attemptFailure(connectionError('ENOTFOUND', 'getaddrinfo ENOTFOUND ghe.example'), undefined)).toEqual({
      code: 'ENOTFOUND',
      headers: {},
      message: 'no answer: host not found',
    });
    expect(attemptFailure(new Error('aborted'), 2500)).toEqual({
      code: 'ETIMEDOUT',
      headers: {},
      message: 'no answer within 2.5 s',
    });
    expect(attemptFailure(new TypeError('x is not a function'), undefined)).toBeUndefined();
  });
});

type TestOptions = ApiRequestOptions & { request: { fetch?: string; signal?: AbortSignal | null }; owner?: string };

/** Options as Octokit passes them to a hook: a route, its parameters, and the request defaults (a fetch). */
function createOptions(): TestOptions {
  return {
    method: 'POST',
    baseUrl: 'https://ghe.example/api/v3',
    url: '/repos/octo/evals/issues/12/comments',
    owner: 'octo',
    repo: 'evals',
    issue_number: 12,
    request: { fetch: 'the proxy fetch' },
  } as TestOptions;
}
const LABEL = 'POST /repos/octo/evals/issues/12/comments';

/**
 * A request function that answers with the given outcomes in turn. Like the inner hooks of Octokit, it ignores
 * its argument and reads the options object the hook was given; it records the request options of each try.
 */
function scripted(options: TestOptions, outcomes: (Error | { status: number })[]) {
  const seen: TestOptions['request'][] = [];
  const send = async () => {
    seen.push({ ...options.request });
    const outcome = outcomes.shift();
    if (outcome === undefined) throw new Error('no more outcomes scripted');
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  return { send, seen };
}

describe('retryingRequest (the GitHub API hook)', () => {
  it('retries a server error with backoff and returns the answer that came through', async () => {
    const { env, log } = fakeEnvironment();
    const options = createOptions();
    const { send, seen } = scripted(options, [
      httpError(502, { message: 'Bad Gateway' }),
      connectionError('ECONNRESET', 'read ECONNRESET'),
      { status: 201 },
    ]);
    const response = await retryingRequest(POLICY, env, 'ghs_secret')(send, options);
    expect(response).toEqual({ status: 201 });
    expect(log.sleeps).toEqual([1000, 2000]);
    expect(log.info).toEqual([
      `GitHub API: ${LABEL}: HTTP 502: Bad Gateway; retrying in 1 s (attempt 2 of 4)`,
      `GitHub API: ${LABEL}: no answer: connection reset; retrying in 2 s (attempt 3 of 4)`,
    ]);
    expect(log.debug.at(-1)).toBe(`GitHub API: ${LABEL}: HTTP 201`);
    // Each try gets its own timeout signal; the other request options (the runner's proxy fetch) stay.
    expect(seen.map((request) => request.fetch)).toEqual(['the proxy fetch', 'the proxy fetch', 'the proxy fetch']);
    expect(seen.every((request) => request.signal instanceof AbortSignal)).toBe(true);
    expect(new Set(seen.map((request) => request.signal)).size).toBe(3);
  });

  it('sets the signal on a copy of the request options, which may be shared defaults', async () => {
    const { env } = fakeEnvironment();
    const options = createOptions();
    const shared = options.request;
    await retryingRequest(POLICY, env, '')(scripted(options, [{ status: 200 }]).send, options);
    expect(shared).toEqual({ fetch: 'the proxy fetch' });
    expect(options.request.signal).toBeInstanceOf(AbortSignal);
  });

  it('gives up after the last attempt with a RequestFailed', async () => {
    const { env, log } = fakeEnvironment();
    const options = createOptions();
    const { send } = scripted(
      options,
      Array.from({ length: 4 }, () => httpError(500, { message: 'Server Error' })),
    );
    const error = await retryingRequest(POLICY, env, '')(send, options).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestFailed);
    expect(error).toMatchObject({
      status: 500,
      rateLimited: false,
      message: 'HTTP 500: Server Error; gave up after 4 attempts',
    });
    expect(log.sleeps).toEqual([1000, 2000, 4000]);
  });

  it('fails at once on an answer that will not change, or a host that does not resolve', async () => {
    const { env, log } = fakeEnvironment();
    const options = createOptions();
    const { send } = scripted(options, [
      httpError(404, { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' }),
      connectionError('ENOTFOUND', 'getaddrinfo ENOTFOUND ghe.example'),
    ]);
    const request = retryingRequest(POLICY, env, '');
    const error = await request(send, options).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, message: 'HTTP 404: Not Found' });
    expect(await request(send, options).catch((e: unknown) => e)).toMatchObject({
      status: undefined,
      message: 'no answer: host not found',
    });
    expect(log.sleeps).toEqual([]);
  });

  it('waits as long as retry-after asks, and gives up at once when it asks too much', async () => {
    const { env, log } = fakeEnvironment();
    const options = createOptions();
    const limited = (seconds: string) =>
      httpError(403, { message: 'You have exceeded a secondary rate limit' }, { 'retry-after': seconds });
    const { send } = scripted(options, [limited('2'), { status: 200 }, limited('600')]);
    const request = retryingRequest(POLICY, env, '');
    expect(await request(send, options)).toEqual({ status: 200 });
    expect(log.sleeps).toEqual([2000]);
    const error = await request(send, options).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 403,
      rateLimited: true,
      message:
        'HTTP 403: You have exceeded a secondary rate limit; GitHub asks to wait 600 s, longer than the 60 s this action waits',
    });
    expect(log.sleeps).toEqual([2000]);
  });

  it('stops when the time budget of all requests is used up', async () => {
    const { env, log, advance } = fakeEnvironment();
    const options = createOptions();
    const slowFailure = async () => {
      advance(1500);
      throw httpError(502, { message: 'Bad Gateway' });
    };
    const request = retryingRequest({ ...POLICY, backoffMs: 1000, budgetMs: 5000 }, env, '');
    const error = await request(slowFailure, options).catch((e: unknown) => e);
    // 1.5 s, wait 1 s, 1.5 s, then a 2 s wait would end past 5 s.
    expect(log.sleeps).toEqual([1000]);
    expect(error).toMatchObject({
      status: 502,
      message: 'HTTP 502: Bad Gateway; the 5 s budget for API calls is used up',
    });
    expect(await request(async () => ({ status: 200 }), options)).toEqual({ status: 200 }); // 1 s is left
    advance(1000);
    const next = await request(async () => ({ status: 200 }), options).catch((e: unknown) => e);
    expect(next).toMatchObject({ message: `GitHub API: ${LABEL}: the 5 s budget for API calls is used up` });
  });

  it('ends a request that takes longer than the timeout, and retries it', async () => {
    const { env, log } = fakeEnvironment();
    const options = createOptions();
    let calls = 0;
    const hangsOnce = async () => {
      if (++calls > 1) return { status: 200 };
      const signal = options.request.signal!;
      return new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));
    };
    const response = await retryingRequest({ ...POLICY, timeoutMs: 20 }, env, '')(hangsOnce, options);
    expect(response).toEqual({ status: 200 });
    expect(log.info).toEqual([`GitHub API: ${LABEL}: no answer within 0.02 s; retrying in 1 s (attempt 2 of 4)`]);
  });

  it('keeps the token out of its messages and logs, and names a page of a list by its path', async () => {
    const { env, log } = fakeEnvironment();
    const options = {
      ...createOptions(),
      method: 'GET',
      url: 'https://ghe.example/api/v3/repos/o/r/issues/2/comments?per_page=100&page=2',
    };
    const echo = httpError(401, { message: 'Bad credentials: token ghs_secret123 is not valid' });
    const error = await retryingRequest(
      POLICY,
      env,
      'ghs_secret123',
    )(scripted(options, [echo]).send, options).catch((e: unknown) => e);
    expect((error as Error).message).toBe('HTTP 401: Bad credentials: token *** is not valid');
    expect(log.debug).toEqual([
      'GitHub API: GET /repos/o/r/issues/2/comments: HTTP 401: Bad credentials: token *** is not valid (attempt 1)',
    ]);
  });

  it('passes on errors that are not request failures, untouched and untried again', async () => {
    const { env, log } = fakeEnvironment();
    const options = createOptions();
    const bug = new TypeError('x is not a function');
    await expect(retryingRequest(POLICY, env, '')(scripted(options, [bug]).send, options)).rejects.toBe(bug);
    expect(log.sleeps).toEqual([]);
  });
});

/** A loopback server; `/script` answers with the queued answers in turn (a reset drops the connection), then 200. */
let server: Server;
let url: string;
let hits = 0;
let script: ({ status: number; headers?: Record<string, string> } | 'reset')[] = [];

function answerScripted(res: ServerResponse): void {
  const next = script.shift();
  if (next === 'reset') return void res.socket?.destroy();
  res.writeHead(next?.status ?? 200, next?.headers);
  res.end(next === undefined ? 'ok' : `answer ${next.status}`);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    hits++;
    if (req.url === '/big') {
      res.writeHead(200, { 'content-length': '5000' });
      return res.end('x'.repeat(5000));
    }
    if (req.url === '/stream') {
      res.writeHead(200);
      for (let i = 0; i < 50; i++) res.write('y'.repeat(100));
      return res.end();
    }
    if (req.url === '/teapot') {
      res.writeHead(418);
      return res.end('short and stout');
    }
    return answerScripted(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  hits = 0;
  script = [];
});

const FAST: RetryPolicy = { ...DEFAULT_RETRY_POLICY, attempts: 3, backoffMs: 1, timeoutMs: 1000 };

describe('getWithRetry (the MLflow GET)', () => {
  const get = (path: string, policy = FAST, env = fakeEnvironment().env) =>
    getWithRetry(
      retrier(policy, env, 'the MLflow server'),
      `${url}${path}`,
      {},
      { label: `GET ${path}`, maxBytes: 1000 },
    );

  it('returns an answer that is not retried at once, whatever its status', async () => {
    const answer = await get('/teapot');
    expect(answer.status).toBe(418);
    expect(answer.body.toString()).toBe('short and stout');
    expect(hits).toBe(1);
  });

  it('retries server errors and dropped connections, and returns the last answer when they persist', async () => {
    const { env, log } = fakeEnvironment();
    script = [{ status: 503 }, 'reset', { status: 502 }];
    const last = await get('/script', FAST, env);
    expect([last.status, last.body.toString()]).toEqual([502, 'answer 502']);
    expect(log.info).toEqual([
      'GET /script: HTTP 503; retrying in 0.001 s (attempt 2 of 3)',
      'GET /script: no answer: connection closed; retrying in 0.002 s (attempt 3 of 3)',
    ]);
    script = [{ status: 500 }];
    expect((await get('/script')).status).toBe(200);
    expect(hits).toBe(5);
  });

  it('waits out a rate limit as the server asks, and returns its answer when it asks too much', async () => {
    const { env, log } = fakeEnvironment();
    script = [
      { status: 429, headers: { 'retry-after': '2' } },
      { status: 429, headers: { 'retry-after': '3600' } },
    ];
    const answer = await get('/script', FAST, env);
    expect(answer.status).toBe(429);
    expect(log.sleeps).toEqual([2000]);
    expect(hits).toBe(2);
  });

  it('gives up on a server that refuses the connection, and shares the budget among requests', async () => {
    const down = createServer();
    await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(down.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => down.close(() => resolve()));
    const { env, log } = fakeEnvironment();
    const retried = retrier({ ...FAST, backoffMs: 1000, budgetMs: 5000 }, env, 'the MLflow server');
    const refused = (label: string) =>
      getWithRetry(retried, address, {}, { label, maxBytes: 10 }).catch((e: unknown) => e);
    expect(await refused('GET /a')).toMatchObject({
      name: 'RequestFailed',
      message: 'no answer: connection refused; gave up after 3 attempts',
    });
    expect(log.sleeps).toEqual([1000, 2000]);
    // 3 s of the 5 s budget are spent: a second wait of 2 s would use it up.
    expect(await refused('GET /b')).toMatchObject({
      message: 'no answer: connection refused; the 5 s budget for API calls is used up',
    });
    expect(log.sleeps).toEqual([1000, 2000, 1000]);
  });

  it('does not retry a failure another try cannot fix', async () => {
    const { env, log } = fakeEnvironment();
    const retried = retrier(FAST, env, 'the MLflow server');
    // Port 1 is one fetch refuses to connect to: no code says another try may help.
    const error = await getWithRetry(retried, 'http://127.0.0.1:1/', {}, { label: 'GET /', maxBytes: 10 }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'RequestFailed', message: 'no answer: bad port' });
    expect(log.info).toEqual([]);
  });

  it('ends a try that takes longer than the timeout', async () => {
    const slow = createServer((_, res) => setTimeout(() => res.end('late'), 500));
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { env, log } = fakeEnvironment();
    const retried = retrier({ ...FAST, attempts: 2, timeoutMs: 50 }, env, 'the MLflow server');
    const address = `http://127.0.0.1:${(slow.address() as AddressInfo).port}/`;
    const error = await getWithRetry(retried, address, {}, { label: 'GET /', maxBytes: 10 }).catch((e: unknown) => e);
    slow.closeAllConnections();
    await new Promise<void>((resolve) => slow.close(() => resolve()));
    expect(error).toMatchObject({ message: 'no answer within 0.05 s; gave up after 2 attempts' });
    expect(log.info).toEqual(['GET /: no answer within 0.05 s; retrying in 0.001 s (attempt 2 of 2)']);
  });

  it('refuses a body over the limit, declared or streamed, before holding it all', async () => {
    await expect(get('/big')).rejects.toThrow(
      new InputError('GET /big: the answer is 5000 bytes, more than the 1000 read'),
    );
    await expect(get('/stream')).rejects.toThrow('GET /stream: the answer is more than the 1000 bytes read');
  });
});

describe('retryPolicyFrom', () => {
  it('keeps the defaults unless the environment sets the timeout or the first backoff', () => {
    expect(DEFAULT_RETRY_POLICY).toEqual({
      attempts: 4,
      backoffMs: 1000,
      maxWaitMs: 60_000,
      timeoutMs: 30_000,
      budgetMs: 120_000,
    });
    expect(retryPolicyFrom({})).toEqual(DEFAULT_RETRY_POLICY);
    expect(retryPolicyFrom({ timeout: '', backoff: ' ' })).toEqual(DEFAULT_RETRY_POLICY);
    expect(retryPolicyFrom({ timeout: '0.5', backoff: '0.05' })).toEqual({
      ...DEFAULT_RETRY_POLICY,
      timeoutMs: 500,
      backoffMs: 50,
    });
  });

  it('refuses values that are not a positive number of seconds, naming the variable', () => {
    for (const bad of ['0', '-1', 'soon', 'Infinity']) {
      expect(() => retryPolicyFrom({ timeout: bad })).toThrow(InputError);
    }
    expect(() => retryPolicyFrom({ backoff: 'x' })).toThrow(
      /^PASSK_GATE_API_BACKOFF: expected a number of seconds above 0, got "x"$/,
    );
  });
});

describe('redact and redactSecrets', () => {
  it('cuts every copy of a token out, and leaves text alone for a secret too short to be a token', () => {
    expect(redact('a ghs_abcdefgh b ghs_abcdefgh', 'ghs_abcdefgh')).toBe('a *** b ***');
    expect(redact('the text', 't')).toBe('the text');
    expect(redact('the text', '')).toBe('the text');
    expect(redactSecrets('token abcd1234 and abcd1234, pw hunter2', ['abcd1234', 'hunter2', 'ab'])).toBe(
      'token *** and ***, pw ***',
    );
  });
});
