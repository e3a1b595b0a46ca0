/**
 * Retries of HTTP requests, one policy for every server the gate talks to (the GitHub API, an MLflow tracking
 * server): server errors, failed connections and slow answers are tried again after a wait that doubles; rate
 * limits are waited out when the server asks for a short wait; every try has a timeout and all the requests of
 * a client together a time budget. Also the GET that MLflow is read with, its body read whole up to a limit.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { InputError, oneLine } from '../common/errors.js';

/** How requests are retried. Times in milliseconds. */
export interface RetryPolicy {
  /** Tries per request, the first one included. */
  attempts: number;
  /** Wait before the first retry after a server error or no answer; it doubles on every retry. */
  backoffMs: number;
  /** Longest single wait: a rate limit that asks for more is not waited out. */
  maxWaitMs: number;
  /** Longest one try may take, reading the answer included. */
  timeoutMs: number;
  /** Time for all the requests of one client together, waits included. */
  budgetMs: number;
}

/**
 * Waits follow GitHub's advice on rate limits (one minute). A try gets 30 s, which an MLflow artifact of hundreds
 * of MB may need; GitHub ends its requests after 10 s itself, so there the timeout only ends a hung connection.
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 4,
  backoffMs: 1000,
  maxWaitMs: 60_000,
  timeoutMs: 30_000,
  budgetMs: 120_000,
};

/**
 * The default policy with the timeout of a try and the first wait from the environment variables
 * PASSK_GATE_API_TIMEOUT and PASSK_GATE_API_BACKOFF (seconds) of `env`, which the entry points pass in.
 */
export function retryPolicyFrom(env: Record<string, string | undefined>): RetryPolicy {
  const milliseconds = (name: string, fallback: number): number => {
    const value = env[name];
    if (value === undefined || value.trim() === '') return fallback;
    const number = Number(value);
    if (!Number.isFinite(number) || number <= 0)
      throw new InputError(`${name}: expected a number of seconds above 0, got ${JSON.stringify(value)}`);
    return Math.round(number * 1000);
  };
  return {
    ...DEFAULT_RETRY_POLICY,
    timeoutMs: milliseconds('PASSK_GATE_API_TIMEOUT', DEFAULT_RETRY_POLICY.timeoutMs),
    backoffMs: milliseconds('PASSK_GATE_API_BACKOFF', DEFAULT_RETRY_POLICY.backoffMs),
  };
}

/** Milliseconds as seconds for messages: 0.05 s, 2.5 s, 3600 s. */
function seconds(ms: number): string {
  const s = ms / 1000;
  return `${Number(s.toFixed(s < 10 ? 3 : 0))} s`;
}

/** Statuses of answers that say "try again": a server's 500 and its proxies' 502-504. */
const TRANSIENT_STATUSES: readonly number[] = [500, 502, 503, 504];

/**
 * Connection failures another try may get past: refused, reset or closed connections, timeouts, a name lookup that
 * could not finish, an unreachable network; not a host that does not resolve, nor a certificate refused.
 */
const TRANSIENT_CODE =
  /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH|UND_ERR_SOCKET|UND_ERR_\w+_TIMEOUT)$/;

/** One failed try, reduced to what the retry decision and the messages need. */
export interface AttemptFailure {
  /** HTTP status; undefined when there was no answer. */
  status?: number;
  /** Why there was no answer: the connection's error code, ETIMEDOUT when the try timed out. */
  code?: string;
  headers: Record<string, string | undefined>;
  /** One line: the server's message, or why there was no answer. Never a credential. */
  message: string;
  /** A rate limit the status does not show: GitHub answers a GraphQL query over its limit with HTTP 200. */
  rateLimited?: boolean;
}

type RetryDecision = { retry: true; waitMs: number } | { retry: false; reason?: string };

/** Whether the server answered that a rate limit was hit: 429, GitHub's 403 for a primary or secondary one, or its GraphQL RATE_LIMIT. */
function isRateLimit(failure: AttemptFailure): boolean {
  if (failure.status === 429 || failure.rateLimited === true) return true;
  if (failure.status !== 403) return false;
  return (
    failure.headers['retry-after'] !== undefined ||
    failure.headers['x-ratelimit-remaining'] === '0' ||
    /rate limit/i.test(failure.message)
  );
}

/** How long a rate limit asks to wait: retry-after, else until the limit's reset, else a minute (GitHub's advice). */
function rateLimitWait({ headers }: AttemptFailure, now: number): number {
  const retryAfter = headers['retry-after'];
  if (Number(retryAfter) >= 0) return Number(retryAfter) * 1000;
  // Retry-After may also be an HTTP date (RFC 9110, 10.2.3): the wait is until then.
  const until = retryAfter === undefined ? NaN : Date.parse(retryAfter);
  if (Number.isFinite(until)) return Math.max(0, until - now);
  const reset = Number(headers['x-ratelimit-reset']);
  if (headers['x-ratelimit-remaining'] === '0' && Number.isFinite(reset)) return Math.max(0, reset * 1000 - now);
  return 60_000;
}

/**
 * Whether to try again after the `attempt`-th try failed (1 = the first), and after how long; `server` (who
 * answered) names who asked for a wait that is too long.
 */
export function retryDecision(
  failure: AttemptFailure,
  attempt: number,
  policy: RetryPolicy,
  now: number,
  server: string,
): RetryDecision {
  let waitMs: number;
  if (isRateLimit(failure)) {
    waitMs = rateLimitWait(failure, now);
    const tooLong = `${server} asks to wait ${seconds(waitMs)}, longer than the ${seconds(policy.maxWaitMs)} this action waits`;
    if (waitMs > policy.maxWaitMs) return { retry: false, reason: tooLong };
  } else if (
    failure.status === undefined ? TRANSIENT_CODE.test(failure.code ?? '') : TRANSIENT_STATUSES.includes(failure.status)
  ) {
    waitMs = Math.min(policy.backoffMs * 2 ** (attempt - 1), policy.maxWaitMs);
  } else {
    return { retry: false };
  }
  if (attempt >= policy.attempts) return { retry: false, reason: `gave up after ${attempt} attempts` };
  return { retry: true, waitMs };
}

/** What retries need from the world, the real clock and timer unless given; tests pass a fake clock and collect the log. */
export interface RetryEnvironment {
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Every try's outcome (the action's debug log). */
  debug?: (line: string) => void;
  /** Every retry. */
  info?: (line: string) => void;
}

/** A request that failed for good. Its message never holds a credential. */
export class RequestFailed extends Error {
  override readonly name = 'RequestFailed';

  constructor(
    message: string,
    /** HTTP status of the last answer; undefined when there was none. */
    readonly status: number | undefined,
    readonly rateLimited: boolean,
  ) {
    super(message);
  }
}

/**
 * A try's outcome: an answer and its status, or a failure, with the answer to return if no try follows (`last`,
 * told why the retries stopped when that was before the policy's attempts were used).
 */
export type Attempt<T> =
  | { answer: T; status: unknown; failure?: undefined; last?: undefined }
  | { last?: (stoppedEarly: string | undefined) => T; failure: AttemptFailure };

/**
 * Retries the requests of one client of `server` (who answers, for messages) under `policy`; they share its
 * budget, from now on. A request, `label` in the log, is tried with `attempt` (given each try's timeout signal
 * and length) until a try answers or no try follows; then it returns the failure's `last` answer, if it has one,
 * or throws a `RequestFailed` with the last failure's message and why. Log lines quote the failures' messages,
 * which the client keeps free of credentials.
 */
export function retrier(policy: RetryPolicy, env: RetryEnvironment, server: string) {
  const now = env.now ?? Date.now;
  const sleep = env.sleep ?? ((ms: number) => delay(ms));
  const deadline = now() + policy.budgetMs;
  const budget = seconds(policy.budgetMs);
  const spent = `the ${budget} budget for API calls is used up`;
  return async <T>(
    label: string,
    attempt: (signal: AbortSignal, timeoutMs: number) => Promise<Attempt<T>>,
  ): Promise<T> => {
    for (let tries = 1; ; tries++) {
      const timeoutMs = Math.min(policy.timeoutMs, deadline - now());
      if (timeoutMs <= 0) throw new RequestFailed(`${label}: ${spent}`, undefined, false);
      const outcome = await attempt(AbortSignal.timeout(timeoutMs), timeoutMs);
      if (outcome.failure === undefined) {
        env.debug?.(`${label}: HTTP ${typeof outcome.status === 'number' ? outcome.status : '?'}`);
        return outcome.answer;
      }
      const { failure } = outcome;
      env.debug?.(`${label}: ${failure.message} (attempt ${tries})`);
      let decision = retryDecision(failure, tries, policy, now(), server);
      if (decision.retry && now() + decision.waitMs >= deadline) {
        const wait = seconds(decision.waitMs);
        decision = { retry: false, reason: `the next wait, ${wait}, would go past the ${budget} budget for API calls` };
      }
      if (!decision.retry) {
        if (outcome.last !== undefined) return outcome.last(tries < policy.attempts ? decision.reason : undefined);
        const message = decision.reason === undefined ? failure.message : `${failure.message}; ${decision.reason}`;
        throw new RequestFailed(message, failure.status, isRateLimit(failure));
      }
      env.info?.(
        `${label}: ${failure.message}; retrying in ${seconds(decision.waitMs)} (attempt ${tries + 1} of ${policy.attempts})`,
      );
      await sleep(decision.waitMs);
    }
  };
}

/** One client's retries, as `retrier` makes them. */
export type Retried = ReturnType<typeof retrier>;

const CODE_WORDS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  UND_ERR_SOCKET: 'connection closed',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
};

/** Why a `fetch` (or the body's read), ended by `timedOutAfter` ms when that is set, got no answer. */
export function noAnswer(error: unknown, timedOutAfter: number | undefined): AttemptFailure {
  if (timedOutAfter !== undefined)
    return { code: 'ETIMEDOUT', headers: {}, message: `no answer within ${seconds(timedOutAfter)}` };
  const failed = error as { message?: unknown; cause?: { code?: unknown; message?: unknown } } | null;
  const code = typeof failed?.cause?.code === 'string' ? failed.cause.code : undefined;
  const words =
    code === undefined ? String(failed?.cause?.message ?? failed?.message) : (CODE_WORDS[code] ?? code.toLowerCase());
  return { code, headers: {}, message: `no answer: ${oneLine(words, 120)}` };
}

/** An HTTP answer, body read whole, and how many tries it took. */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
  tries: number;
  /** Why a failed answer was not tried again though the policy allowed more tries: a wait too long, or past the budget. */
  stopped?: string;
}

/** An answer longer than a request reads: its size in bytes when the server declared it. */
export class AnswerTooLargeError extends InputError {
  constructor(
    what: string,
    readonly maxBytes: number,
    readonly declared?: number,
  ) {
    super(
      declared === undefined
        ? `${what}: the answer is more than the ${maxBytes} bytes read`
        : `${what}: the answer is ${declared} bytes, more than the ${maxBytes} read`,
    );
  }
}

/** Reads a body whole, refusing one longer than `maxBytes` before it is all in memory. */
async function readBody(response: Response, maxBytes: number, what: string): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new AnswerTooLargeError(what, maxBytes, declared);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  if (response.body !== null) {
    for await (const chunk of response.body) {
      size += (chunk as Uint8Array).byteLength;
      if (size > maxBytes) {
        await response.body.cancel().catch(() => undefined);
        throw new AnswerTooLargeError(what, maxBytes);
      }
      chunks.push(Buffer.from(chunk as Uint8Array));
    }
  }
  return Buffer.concat(chunks);
}

/**
 * GETs `url` with `retried`, never following a redirect. An answer that is not retried, or is retried to the
 * end, is returned whatever its status; `RequestFailed` when there was no answer. `label` names the request in
 * log lines and errors (never the headers, which carry credentials).
 */
export function getWithRetry(
  retried: Retried,
  url: string,
  headers: Record<string, string>,
  options: { label: string; maxBytes: number },
): Promise<HttpAnswer> {
  let tries = 0;
  return retried(options.label, async (signal, timeoutMs): Promise<Attempt<HttpAnswer>> => {
    tries++;
    let answer: HttpAnswer;
    try {
      const response = await fetch(url, { headers, signal, redirect: 'manual' });
      const body = await readBody(response, options.maxBytes, options.label);
      answer = { status: response.status, headers: response.headers, body, tries };
    } catch (error) {
      if (error instanceof InputError) throw error;
      return { failure: noAnswer(error, signal.aborted ? timeoutMs : undefined) };
    }
    if (answer.status < 400) return { answer, status: answer.status };
    const failure = {
      status: answer.status,
      headers: Object.fromEntries(answer.headers),
      message: `HTTP ${answer.status}`,
    };
    return { last: (stopped) => ({ ...answer, stopped }), failure };
  });
}
