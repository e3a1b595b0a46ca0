/**
 * Retries of GitHub API requests, as an Octokit `request` hook: server errors, dropped connections and slow
 * answers are retried with exponential backoff; rate limits are waited out when GitHub asks for a short wait;
 * every request has a timeout and all of them together a time budget. @actions/github bundles neither
 * @octokit/plugin-retry nor @octokit/plugin-throttling, so this is the small part of them the action needs.
 */
import { oneLine, redactSecrets } from '../common/errors.js';
import { secondsSetting } from '../io/http-retry.js';

/** How GitHub API requests are retried. Times in milliseconds. */
export interface RetryPolicy {
  /** Tries per request, the first one included. */
  attempts: number;
  /** Wait before the first retry after a server error or no answer; it doubles on every retry. */
  backoffMs: number;
  /** Longest single wait: a rate limit that asks for more is not waited out. */
  maxWaitMs: number;
  /** Longest a single request may take. */
  timeoutMs: number;
  /** Time for all requests of the run together, waits included. */
  budgetMs: number;
}

/** GitHub ends requests that take more than 10 s itself; waits follow its advice on rate limits (one minute). */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 4,
  backoffMs: 1000,
  maxWaitMs: 60_000,
  timeoutMs: 15_000,
  budgetMs: 120_000,
};

/** Status codes of answers that say "try again": GitHub's own 500s and its proxies' 502-504. */
const TRANSIENT_STATUSES: readonly number[] = [500, 502, 503, 504];

/** One failed attempt, reduced to what the retry decision and the messages need. */
export interface AttemptFailure {
  /** HTTP status; undefined when there was no answer (timeout, dropped connection). */
  status?: number;
  headers: Record<string, string | undefined>;
  /** One line: GitHub's message, or why there was no answer. */
  message: string;
}

export type RetryDecision = { retry: true; waitMs: number } | { retry: false; reason?: string };

/** A value from an error or a response as text: strings, numbers and booleans as they are, anything else not at all. */
function textOf(value: unknown, otherwise = ''): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : otherwise;
}

function seconds(ms: number): string {
  const s = ms / 1000;
  return `${Number(s.toFixed(s < 10 ? 3 : 0))} s`;
}

/** Whether GitHub answered that a (primary or secondary) rate limit was hit. */
export function isRateLimit(failure: AttemptFailure): boolean {
  if (failure.status === 429) return true;
  if (failure.status !== 403) return false;
  return (
    failure.headers['retry-after'] !== undefined ||
    failure.headers['x-ratelimit-remaining'] === '0' ||
    /rate limit/i.test(failure.message)
  );
}

/** How long GitHub asks to wait after a rate limit: retry-after, else the limit's reset, else one minute. */
function rateLimitWait(failure: AttemptFailure, now: number): number {
  const retryAfter = Number(failure.headers['retry-after']);
  if (failure.headers['retry-after'] !== undefined && Number.isFinite(retryAfter) && retryAfter >= 0)
    return retryAfter * 1000;
  const reset = Number(failure.headers['x-ratelimit-reset']);
  if (failure.headers['x-ratelimit-remaining'] === '0' && Number.isFinite(reset))
    return Math.max(0, reset * 1000 - now);
  return 60_000;
}

/** Whether to try again after the `attempt`-th try failed (1 = the first), and after how long. */
export function retryDecision(
  failure: AttemptFailure,
  attempt: number,
  policy: RetryPolicy,
  now: number,
): RetryDecision {
  let waitMs: number;
  if (isRateLimit(failure)) {
    waitMs = rateLimitWait(failure, now);
    if (waitMs > policy.maxWaitMs) {
      return {
        retry: false,
        reason: `GitHub asks to wait ${seconds(waitMs)}, longer than the ${seconds(policy.maxWaitMs)} this action waits`,
      };
    }
  } else if (failure.status === undefined || TRANSIENT_STATUSES.includes(failure.status)) {
    waitMs = Math.min(policy.backoffMs * 2 ** (attempt - 1), policy.maxWaitMs);
  } else {
    return { retry: false };
  }
  if (attempt >= policy.attempts) return { retry: false, reason: `gave up after ${attempt} attempts` };
  return { retry: true, waitMs };
}

/** A GitHub API request that failed for good. Its message never holds request headers or the token. */
export class GitHubApiError extends Error {
  override readonly name = 'GitHubApiError';

  constructor(
    message: string,
    /** HTTP status of the last answer; undefined when there was none. */
    readonly status: number | undefined,
    readonly rateLimited: boolean,
  ) {
    super(message);
  }
}

/** GitHub's messages are cut shorter than ours: they only explain a status. */
const GITHUB_MESSAGE_CHARS = 300;

/** GitHub's error body as one line: its message and the messages of its `errors` list. */
function githubMessage(data: unknown): string {
  if (typeof data === 'string') return oneLine(data, GITHUB_MESSAGE_CHARS) || 'no message';
  if (typeof data !== 'object' || data === null) return 'no message';
  const { message, errors } = data as { message?: unknown; errors?: unknown };
  const details = Array.isArray(errors)
    ? errors.map((e) =>
        typeof e === 'string'
          ? e
          : textOf((e as { message?: unknown } | null)?.message) || textOf((e as { code?: unknown } | null)?.code),
      )
    : [];
  const parts = [typeof message === 'string' ? message : 'no message', ...details.filter((d) => d !== '')];
  return oneLine(parts.join(': '), GITHUB_MESSAGE_CHARS);
}

/**
 * What an error thrown by Octokit's request says, or undefined when it is not a request failure (a bug, which
 * is not retried). `timeoutMs` is set when this hook's own timeout ended the request.
 */
export function attemptFailure(error: unknown, timeoutMs: number | undefined): AttemptFailure | undefined {
  if (timeoutMs !== undefined) return { headers: {}, message: `no answer within ${seconds(timeoutMs)}` };
  const failed = error as {
    status?: unknown;
    message?: unknown;
    response?: { status?: unknown; headers?: unknown; data?: unknown };
  } | null;
  if (typeof failed?.status !== 'number') return undefined;
  const response = failed.response;
  if (response === undefined || typeof response.status !== 'number') {
    // @octokit/request reports a connection that failed or broke as status 500 without a response.
    return {
      headers: {},
      message: `no answer: ${oneLine(textOf(failed.message, 'the connection failed'), GITHUB_MESSAGE_CHARS)}`,
    };
  }
  const headers = Object.fromEntries(
    Object.entries((response.headers ?? {}) as Record<string, unknown>).map(([name, value]) => [
      name.toLowerCase(),
      value === undefined ? undefined : textOf(value),
    ]),
  );
  return { status: response.status, headers, message: `HTTP ${response.status}: ${githubMessage(response.data)}` };
}

/** What the hook needs from the world; tests pass a fake clock. */
export interface RetryEnvironment {
  now(): number;
  sleep(ms: number): Promise<void>;
  /** Every attempt's outcome (the step's debug log). */
  debug(line: string): void;
  /** Every retry (the step's log). */
  info(line: string): void;
}

/** The parts of Octokit's request options the hook reads. */
export interface ApiRequestOptions {
  method: string;
  url: string;
  baseUrl?: string;
  request?: { signal?: AbortSignal | null };
}

/**
 * `GET /repos/o/r/issues/2/comments`: the path under the API's base URL with the route's parameters filled in
 * (lists come as absolute URLs, single calls as routes such as /repos/{owner}/...), never the query.
 */
function requestLabel(options: ApiRequestOptions): string {
  const base = options.baseUrl ?? '';
  const url = base !== '' && options.url.startsWith(base) ? options.url.slice(base.length) : options.url;
  const path = /^https?:\/\//i.test(url) ? new URL(url).pathname : url.split('?')[0]!;
  const params = options as unknown as Record<string, unknown>;
  return `${options.method} ${path.replace(/\{(\w+)\}/g, (braced, name: string) => (params[name] === undefined ? braced : textOf(params[name], braced)))}`;
}

/** Tokens are long; a short "secret" (a test's) would garble every message if it were cut out. */
const MIN_SECRET_LENGTH = 8;

/** `text` with every occurrence of the token `secret` replaced by ***. */
export function redact(text: string, secret: string): string {
  return redactSecrets(text, [secret], MIN_SECRET_LENGTH);
}

/**
 * The Octokit `request` hook (`octokit.hook.wrap('request', hook)`): tries each request under `policy` and
 * throws a `GitHubApiError` when it fails for good. `secret` (the token) is cut out of every message.
 * Octokit hands every hook of a request the same options object and the inner ones ignore what `send` is
 * called with, so each try's timeout signal is set on that object.
 */
export function retryingRequest(policy: RetryPolicy, env: RetryEnvironment, secret: string) {
  const deadline = env.now() + policy.budgetMs;
  return async <O extends ApiRequestOptions, R>(send: (options: O) => R | Promise<R>, options: O): Promise<R> => {
    const label = redact(requestLabel(options), secret);
    for (let attempt = 1; ; attempt++) {
      const timeoutMs = Math.min(policy.timeoutMs, deadline - env.now());
      if (timeoutMs <= 0)
        throw new GitHubApiError(
          `${label}: the ${seconds(policy.budgetMs)} budget for API calls is used up`,
          undefined,
          false,
        );
      const signal = AbortSignal.timeout(timeoutMs);
      let failure: AttemptFailure | undefined;
      try {
        // A new object: the one Octokit passes may be its defaults, shared by every request.
        options.request = { ...options.request, signal };
        const response = await send(options);
        env.debug(
          redact(`GitHub API: ${label}: HTTP ${textOf((response as { status?: unknown }).status, '?')}`, secret),
        );
        return response;
      } catch (error) {
        failure = attemptFailure(error, signal.aborted ? timeoutMs : undefined);
        if (failure === undefined) throw error;
      }
      const message = redact(failure.message, secret);
      env.debug(`GitHub API: ${label}: ${message} (attempt ${attempt})`);
      const giveUp = (reason: string | undefined) =>
        new GitHubApiError(
          reason === undefined ? message : `${message}; ${reason}`,
          failure.status,
          isRateLimit(failure),
        );
      const decision = retryDecision(failure, attempt, policy, env.now());
      if (!decision.retry) throw giveUp(decision.reason);
      if (env.now() + decision.waitMs >= deadline)
        throw giveUp(`the ${seconds(policy.budgetMs)} budget for API calls is used up`);
      env.info(
        `GitHub API: ${label}: ${message}; retrying in ${seconds(decision.waitMs)} (attempt ${attempt + 1} of ${policy.attempts})`,
      );
      await env.sleep(decision.waitMs);
    }
  };
}

/**
 * The default policy with the request timeout and the first backoff from the environment variables
 * PASSK_GATE_API_TIMEOUT and PASSK_GATE_API_BACKOFF (seconds), as the action's shell reads them.
 */
export function retryPolicyFrom(settings: { timeout?: string; backoff?: string }): RetryPolicy {
  return {
    ...DEFAULT_RETRY_POLICY,
    timeoutMs: secondsSetting('PASSK_GATE_API_TIMEOUT', settings.timeout, DEFAULT_RETRY_POLICY.timeoutMs),
    backoffMs: secondsSetting('PASSK_GATE_API_BACKOFF', settings.backoff, DEFAULT_RETRY_POLICY.backoffMs),
  };
}
