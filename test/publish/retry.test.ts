// The GitHub API's retries (src/publish/retry.ts): Octokit's errors read as failures, the request hook that
// retries them under the shared policy, and the token kept out of every message.
import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/common/errors.js';
import { RequestFailed } from '../../src/io/retry.js';
import { attemptFailure, redact, retryingRequest, type ApiRequestOptions } from '../../src/publish/retry.js';
import { fakeEnvironment, POLICY } from '../support/retry-clock.js';

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

  it('quotes an HTML error page by its status text, not its markup', () => {
    const page = '<!DOCTYPE html>\n<html>\n  <head>\n    <title>Unicorn! &middot; GitHub</title>';
    expect(attemptFailure(httpError(502, page), undefined)?.message).toBe('HTTP 502: Bad Gateway (an HTML page)');
    expect(attemptFailure(httpError(503, '<html><body>down</body></html>'), undefined)?.message).toBe(
      'HTTP 503: Service Unavailable (an HTML page)',
    );
    expect(attemptFailure(httpError(502, 'Bad Gateway'), undefined)?.message).toBe('HTTP 502: Bad Gateway');
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

  it('waits out a GraphQL rate limit (HTTP 200) of either type GitHub sends, RATE_LIMIT or RATE_LIMITED', async () => {
    const { env, log } = fakeEnvironment();
    const options = createOptions();
    const limited = (type: string) => ({
      status: 200,
      headers: { 'retry-after': '3' },
      data: { errors: [{ type, message: 'API rate limit exceeded for installation ID 1.' }] },
    });
    const viewer = { status: 200, data: { data: { viewer: { login: 'github-actions[bot]' } } } };
    const { send } = scripted(options, [limited('RATE_LIMITED'), limited('RATE_LIMIT'), viewer]);
    expect(await retryingRequest(POLICY, env, '')(send, options)).toEqual(viewer);
    expect(log.sleeps).toEqual([3000, 3000]);
    expect(log.info[0]).toBe(
      `GitHub API: ${LABEL}: HTTP 200: GraphQL: API rate limit exceeded for installation ID 1.; retrying in 3 s (attempt 2 of 4)`,
    );
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
      message: 'HTTP 502: Bad Gateway; the next wait, 2 s, would go past the 5 s budget for API calls',
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
