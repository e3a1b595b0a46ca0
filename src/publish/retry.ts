/**
 * Retries of GitHub API requests: an Octokit `request` hook over src/io/retry.ts. @octokit/plugin-retry and
 * @octokit/plugin-throttling would break the waits docs/security.md promises ("GitHub API faults").
 */
import { STATUS_CODES } from 'node:http';
import { oneLine, redactSecrets } from '../common/errors.js';
import {
  noAnswer,
  retrier,
  type Attempt,
  type AttemptFailure,
  type RetryEnvironment,
  type RetryPolicy,
} from '../io/retry.js';

/** A value from an error or a response as text: strings, numbers and booleans as they are, anything else not at all. */
function textOf(value: unknown, otherwise = ''): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : otherwise;
}

/** GitHub's messages are cut shorter than ours: they only explain a status. */
const GITHUB_MESSAGE_CHARS = 300;

/**
 * GitHub's error body as one line: its message and the messages of its `errors` list; an HTML page, its status
 * text. The token is cut out before the line is cut short, so that no part of it is left.
 */
function githubMessage(data: unknown, status: number, secret: string): string {
  const line = (text: string): string => oneLine(redact(text, secret), GITHUB_MESSAGE_CHARS);
  if (typeof data === 'string' && /^\s*<(!doctype|html)\b/i.test(data)) {
    return `${STATUS_CODES[status] ?? 'no message'} (an HTML page)`;
  }
  if (typeof data === 'string') return line(data) || 'no message';
  if (typeof data !== 'object' || data === null) return 'no message';
  const { message, errors } = data as { message?: unknown; errors?: unknown };
  const parts = [typeof message === 'string' ? message : 'no message', ...errorMessages(errors)];
  return line(parts.join(': '));
}

/** The messages (else codes) of an `errors` list, as GitHub's REST and GraphQL answers give one. */
function errorMessages(errors: unknown): string[] {
  if (!Array.isArray(errors)) return [];
  return errors
    .map((e) =>
      typeof e === 'string'
        ? e
        : textOf((e as { message?: unknown } | null)?.message) || textOf((e as { code?: unknown } | null)?.code),
    )
    .filter((message) => message !== '');
}

/** The parts of an answer the hook reads: Octokit's response, or the one its error carries. */
interface ApiResponse {
  status?: unknown;
  headers?: Record<string, string | undefined>;
  data?: unknown;
}

/**
 * What an error thrown by Octokit's request says (without `secret`, the token), or undefined when it is not a
 * request failure (a bug, which is not retried). `timeoutMs` is set when the try's own timeout ended the request.
 */
export function attemptFailure(error: unknown, timeoutMs: number | undefined, secret = ''): AttemptFailure | undefined {
  if (timeoutMs !== undefined) return noAnswer(error, timeoutMs);
  const failed = error as { status?: unknown; cause?: unknown; response?: ApiResponse } | null;
  if (typeof failed?.status !== 'number') return undefined;
  const response = failed.response;
  // @octokit/request reports a connection that failed or broke as status 500 without a response.
  if (response === undefined || typeof response.status !== 'number') return noAnswer(failed.cause ?? failed, undefined);
  const message = `HTTP ${response.status}: ${githubMessage(response.data, response.status, secret)}`;
  return { status: response.status, headers: response.headers ?? {}, message };
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

/**
 * What is wrong with an answer GitHub gave as a success: text where the API answers JSON (a proxy's page), or
 * GraphQL errors, which come with HTTP 200. A GraphQL rate limit (an error of type RATE_LIMIT, or RATE_LIMITED,
 * which GitHub has sent too and Octokit's throttling plugin looks for) is a failed try, waited out as a REST one
 * is; the other errors' messages lose the token here, before @octokit/graphql throws them.
 */
function answerFailure(response: unknown, secret: string): AttemptFailure | undefined {
  const { status, headers = {}, data } = response as ApiResponse;
  const code = typeof status === 'number' ? status : 200;
  if (typeof data === 'string' && data.trim() !== '') {
    return { status: code, headers, message: `HTTP ${code}, but not JSON: ${githubMessage(data, code, secret)}` };
  }
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return undefined;
  for (const error of errors) {
    const entry = error as { message?: unknown } | null;
    if (typeof entry?.message === 'string') entry.message = redact(entry.message, secret);
  }
  if (!errors.some((e) => /^RATE_LIMIT(ED)?$/.test(textOf((e as { type?: unknown } | null)?.type)))) return undefined;
  const message = `HTTP ${code}: GraphQL: ${oneLine(errorMessages(errors).join('; '), GITHUB_MESSAGE_CHARS)}`;
  return { status: code, headers, message, rateLimited: true };
}

/** Tokens are long; a short "secret" (a test's) would garble every message if it were cut out. */
const MIN_SECRET_LENGTH = 8;

/** `text` with every occurrence of the token `secret` replaced by ***. */
export function redact(text: string, secret: string): string {
  return redactSecrets(text, [secret], MIN_SECRET_LENGTH);
}

/**
 * The Octokit `request` hook (`octokit.hook.wrap('request', hook)`): tries each request under `policy` and
 * throws a `RequestFailed` when it fails for good. `secret` (the token) is cut out of every message.
 * Octokit hands every hook of a request the same options object and the inner ones ignore what `send` is
 * called with, so each try's timeout signal is set on that object.
 */
export function retryingRequest(policy: RetryPolicy, env: RetryEnvironment, secret: string) {
  const retried = retrier(policy, env, 'GitHub');
  return <O extends ApiRequestOptions, R>(send: (options: O) => R | Promise<R>, options: O): Promise<R> =>
    retried(redact(`GitHub API: ${requestLabel(options)}`, secret), async (signal, timeoutMs): Promise<Attempt<R>> => {
      try {
        // A new object: the one Octokit passes may be its defaults, shared by every request.
        options.request = { ...options.request, signal };
        const response = await send(options);
        const failure = answerFailure(response, secret);
        return failure !== undefined
          ? { failure }
          : { answer: response, status: (response as { status?: unknown }).status };
      } catch (error) {
        const failure = attemptFailure(error, signal.aborted ? timeoutMs : undefined, secret);
        if (failure === undefined) throw error;
        return { failure: { ...failure, message: redact(failure.message, secret) } };
      }
    });
}
