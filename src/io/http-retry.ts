/**
 * HTTP GET with retries for services the gate reads from (an MLflow tracking server): server errors, dropped or
 * refused connections and slow answers are tried again after a short wait that doubles; anything else is an
 * answer. Every try has a timeout, and the body is read whole, up to a size limit.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { InputError, oneLine } from '../common/errors.js';

/** How requests are retried. Times in milliseconds. */
export interface HttpRetryPolicy {
  /** Tries per request, the first one included. */
  attempts: number;
  /** Wait before the first retry; it doubles on every retry. */
  backoffMs: number;
  /** Longest one try may take, reading the body included. */
  timeoutMs: number;
}

/** Four tries, 1, 2 and 4 s apart, 30 s each: as the GitHub API requests are retried. */
export const DEFAULT_HTTP_RETRY: HttpRetryPolicy = { attempts: 4, backoffMs: 1000, timeoutMs: 30_000 };

/** Statuses that mean "try again": a server error, a proxy's 502-504, a rate limit. */
const TRANSIENT_STATUSES: readonly number[] = [429, 500, 502, 503, 504];

/** Connection failures worth another try (a name that does not resolve is not one). */
const TRANSIENT_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

const CODE_WORDS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  UND_ERR_SOCKET: 'connection closed',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
};

/** An HTTP answer, body read whole. */
export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** What the requests need from the world; tests pass a fast clock and collect the log. */
export interface HttpEnvironment {
  sleep?: (ms: number) => Promise<void>;
  /** Each retry, in one line. */
  info?: (line: string) => void;
}

/** A request that got no answer after every try: the connection failed or every try timed out. */
export class HttpUnreachable extends Error {
  override readonly name = 'HttpUnreachable';
}

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(3))} s`;
}

/** Why a fetch failed, in a few words, and whether another try may help. */
function failureOf(error: unknown, timeoutMs: number): { words: string; transient: boolean } {
  const failed = error as { name?: unknown; message?: unknown; cause?: { code?: unknown; message?: unknown } };
  if (failed?.name === 'TimeoutError' || failed?.name === 'AbortError')
    return { words: `no answer within ${seconds(timeoutMs)}`, transient: true };
  const code = typeof failed?.cause?.code === 'string' ? failed.cause.code : undefined;
  if (code !== undefined)
    return { words: CODE_WORDS[code] ?? oneLine(code.toLowerCase(), 60), transient: TRANSIENT_CODES.has(code) };
  const message = typeof failed?.cause?.message === 'string' ? failed.cause.message : String(failed?.message);
  return { words: oneLine(message, 120), transient: false };
}

/** Reads a body whole, refusing one longer than `maxBytes` before it is all in memory. */
async function readBody(response: Response, maxBytes: number, what: string): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new InputError(`${what}: the answer is ${declared} bytes, more than the ${maxBytes} read`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  if (response.body !== null) {
    for await (const chunk of response.body) {
      size += (chunk as Uint8Array).byteLength;
      if (size > maxBytes) {
        await response.body.cancel().catch(() => undefined);
        throw new InputError(`${what}: the answer is more than the ${maxBytes} bytes read`);
      }
      chunks.push(Buffer.from(chunk as Uint8Array));
    }
  }
  return Buffer.concat(chunks);
}

/**
 * GETs `url` under `policy`: answers with a transient status (429, 500, 502-504) and failed or timed-out tries
 * are retried after `backoffMs`, doubling; the last answer is returned whatever its status. Throws
 * `HttpUnreachable` when no try got an answer. `label` names the request in log lines and errors (never the
 * headers, which carry credentials).
 */
export async function getWithRetry(
  url: string,
  headers: Record<string, string>,
  options: { policy: HttpRetryPolicy; label: string; maxBytes: number },
  env: HttpEnvironment = {},
): Promise<HttpAnswer> {
  const { policy, label, maxBytes } = options;
  const sleep = env.sleep ?? ((ms: number) => delay(ms));
  for (let attempt = 1; ; attempt++) {
    let outcome: string;
    let transient: boolean;
    try {
      const signal = AbortSignal.timeout(policy.timeoutMs);
      const response = await fetch(url, { headers, signal, redirect: 'manual' });
      const body = await readBody(response, maxBytes, label);
      const answer = { status: response.status, headers: response.headers, body };
      if (!TRANSIENT_STATUSES.includes(answer.status) || attempt >= policy.attempts) return answer;
      outcome = `HTTP ${answer.status}`;
      transient = true;
    } catch (error) {
      if (error instanceof InputError) throw error;
      ({ words: outcome, transient } = failureOf(error, policy.timeoutMs));
      if (!transient || attempt >= policy.attempts) {
        const tries = attempt === 1 ? '' : ` after ${attempt} attempts`;
        throw new HttpUnreachable(`${outcome}${tries}`);
      }
    }
    const waitMs = policy.backoffMs * 2 ** (attempt - 1);
    env.info?.(`${label}: ${outcome}; retrying in ${seconds(waitMs)} (attempt ${attempt + 1} of ${policy.attempts})`);
    await sleep(waitMs);
  }
}

/** A number of seconds > 0 from an environment variable, in milliseconds; `fallbackMs` when unset. */
export function secondsSetting(name: string, value: string | undefined, fallbackMs: number): number {
  if (value === undefined || value.trim() === '') return fallbackMs;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0)
    throw new InputError(`${name}: expected a number of seconds above 0, got ${JSON.stringify(value)}`);
  return Math.round(number * 1000);
}

/**
 * The default policy with the timeout and first wait from PASSK_GATE_API_TIMEOUT and PASSK_GATE_API_BACKOFF
 * (seconds), which the entry points read: the same variables set the GitHub API's.
 */
export function httpRetryPolicyFrom(settings: { timeout?: string; backoff?: string }): HttpRetryPolicy {
  return {
    ...DEFAULT_HTTP_RETRY,
    timeoutMs: secondsSetting('PASSK_GATE_API_TIMEOUT', settings.timeout, DEFAULT_HTTP_RETRY.timeoutMs),
    backoffMs: secondsSetting('PASSK_GATE_API_BACKOFF', settings.backoff, DEFAULT_HTTP_RETRY.backoffMs),
  };
}
