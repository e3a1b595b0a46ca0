// The retry policy every client shares (src/io/retry.ts): when to try again and how long to wait, the retrier
// with its time budget, the MLflow GET against a loopback server, and the policy read from the environment.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { InputError } from '../../src/common/errors.js';
import {
  AnswerTooLargeError,
  DEFAULT_RETRY_POLICY,
  getWithRetry,
  RequestFailed,
  retrier,
  retryDecision,
  retryPolicyFrom,
  type AttemptFailure,
  type RetryPolicy,
} from '../../src/io/retry.js';
import { fakeEnvironment, NOW, POLICY } from '../support/retry-clock.js';

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
    // Retry-After as an HTTP date: until then.
    const inSeconds = (s: number) => new Date(NOW + s * 1000).toUTCString();
    expect(decide(answer(429, { 'retry-after': inSeconds(3) }), 1)).toEqual({ retry: true, waitMs: 3000 });
    expect(decide(answer(429, { 'retry-after': inSeconds(3600) }), 1)).toMatchObject({ retry: false });
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

describe('retrier', () => {
  it('returns what the failure carries when it gives up, if anything, and throws RequestFailed otherwise', async () => {
    const { env, log } = fakeEnvironment();
    const retried = retrier(POLICY, env, 'the server');
    const stopped: (string | undefined)[] = [];
    const last = (early: string | undefined) => (stopped.push(early), 'the last answer');
    expect(await retried('GET /x', async () => ({ last, failure: answer(503) }))).toBe('the last answer');
    // Every try was used: nothing stopped them early.
    expect(stopped).toEqual([undefined]);
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

  it('tells the last answer why it stopped when the next wait would go past the budget', async () => {
    const { env, log } = fakeEnvironment();
    const retried = retrier(POLICY, env, 'the server');
    // A rate limit with no retry-after: a minute, then a second minute would end at the 120 s budget.
    const why = await retried('GET /x', async () => ({ last: (early) => early, failure: answer(429) }));
    expect(why).toBe('the next wait, 60 s, would go past the 120 s budget for API calls');
    expect(log.sleeps).toEqual([60_000]);
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
    expect([last.status, last.body.toString(), last.stopped]).toEqual([502, 'answer 502', undefined]);
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
    expect(answer.stopped).toBe('the MLflow server asks to wait 3600 s, longer than the 60 s this action waits');
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
      message: 'no answer: connection refused; the next wait, 2 s, would go past the 5 s budget for API calls',
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
    // Bad input (exit 2), with the sizes as data for a caller that words them its own way.
    await expect(get('/big')).rejects.toSatisfy(
      (error) =>
        error instanceof InputError &&
        error.message === 'GET /big: the answer is 5000 bytes, more than the 1000 read' &&
        error instanceof AnswerTooLargeError &&
        error.declared === 5000 &&
        error.maxBytes === 1000,
    );
    await expect(get('/stream')).rejects.toSatisfy(
      (error) =>
        error instanceof AnswerTooLargeError &&
        error.message === 'GET /stream: the answer is more than the 1000 bytes read' &&
        error.declared === undefined,
    );
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
    expect(retryPolicyFrom({ PASSK_GATE_API_TIMEOUT: '', PASSK_GATE_API_BACKOFF: ' ' })).toEqual(DEFAULT_RETRY_POLICY);
    expect(retryPolicyFrom({ PASSK_GATE_API_TIMEOUT: '0.5', PASSK_GATE_API_BACKOFF: '0.05' })).toEqual({
      ...DEFAULT_RETRY_POLICY,
      timeoutMs: 500,
      backoffMs: 50,
    });
  });

  it('refuses values that are not a positive number of seconds, naming the variable', () => {
    for (const bad of ['0', '-1', 'soon', 'Infinity']) {
      expect(() => retryPolicyFrom({ PASSK_GATE_API_TIMEOUT: bad })).toThrow(InputError);
    }
    expect(() => retryPolicyFrom({ PASSK_GATE_API_BACKOFF: 'x' })).toThrow(
      /^PASSK_GATE_API_BACKOFF: expected a number of seconds above 0, got "x"$/,
    );
  });
});
