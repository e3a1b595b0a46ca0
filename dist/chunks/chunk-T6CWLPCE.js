import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  InputError,
  oneLine
} from "./chunk-Y3XH2ARF.js";

// src/io/retry.ts
import { setTimeout as delay } from "node:timers/promises";
var DEFAULT_RETRY_POLICY = {
  attempts: 4,
  backoffMs: 1e3,
  maxWaitMs: 6e4,
  timeoutMs: 3e4,
  budgetMs: 12e4
};
function retryPolicyFrom(env) {
  const milliseconds = (name, fallback) => {
    const value = env[name];
    if (value === void 0 || value.trim() === "") return fallback;
    const number = Number(value);
    if (!Number.isFinite(number) || number <= 0)
      throw new InputError(`${name}: expected a number of seconds above 0, got ${JSON.stringify(value)}`);
    return Math.round(number * 1e3);
  };
  return {
    ...DEFAULT_RETRY_POLICY,
    timeoutMs: milliseconds("PASSK_GATE_API_TIMEOUT", DEFAULT_RETRY_POLICY.timeoutMs),
    backoffMs: milliseconds("PASSK_GATE_API_BACKOFF", DEFAULT_RETRY_POLICY.backoffMs)
  };
}
function seconds(ms) {
  const s = ms / 1e3;
  return `${Number(s.toFixed(s < 10 ? 3 : 0))} s`;
}
var TRANSIENT_STATUSES = [500, 502, 503, 504];
var TRANSIENT_CODE = /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EAI_AGAIN|ENETUNREACH|EHOSTUNREACH|UND_ERR_SOCKET|UND_ERR_\w+_TIMEOUT)$/;
function isRateLimit(failure) {
  if (failure.status === 429 || failure.rateLimited === true) return true;
  if (failure.status !== 403) return false;
  return failure.headers["retry-after"] !== void 0 || failure.headers["x-ratelimit-remaining"] === "0" || /rate limit/i.test(failure.message);
}
function rateLimitWait({ headers }, now) {
  const retryAfter = headers["retry-after"];
  if (Number(retryAfter) >= 0) return Number(retryAfter) * 1e3;
  const until = retryAfter === void 0 ? NaN : Date.parse(retryAfter);
  if (Number.isFinite(until)) return Math.max(0, until - now);
  const reset = Number(headers["x-ratelimit-reset"]);
  if (headers["x-ratelimit-remaining"] === "0" && Number.isFinite(reset)) return Math.max(0, reset * 1e3 - now);
  return 6e4;
}
function retryDecision(failure, attempt, policy, now, server) {
  let waitMs;
  if (isRateLimit(failure)) {
    waitMs = rateLimitWait(failure, now);
    const tooLong = `${server} asks to wait ${seconds(waitMs)}, longer than the ${seconds(policy.maxWaitMs)} this action waits`;
    if (waitMs > policy.maxWaitMs) return { retry: false, reason: tooLong };
  } else if (failure.status === void 0 ? TRANSIENT_CODE.test(failure.code ?? "") : TRANSIENT_STATUSES.includes(failure.status)) {
    waitMs = Math.min(policy.backoffMs * 2 ** (attempt - 1), policy.maxWaitMs);
  } else {
    return { retry: false };
  }
  if (attempt >= policy.attempts) return { retry: false, reason: `gave up after ${attempt} attempts` };
  return { retry: true, waitMs };
}
var RequestFailed = class extends Error {
  constructor(message, status, rateLimited) {
    super(message);
    this.status = status;
    this.rateLimited = rateLimited;
  }
  status;
  rateLimited;
  name = "RequestFailed";
};
function retrier(policy, env, server) {
  const now = env.now ?? Date.now;
  const sleep = env.sleep ?? ((ms) => delay(ms));
  const deadline = now() + policy.budgetMs;
  const budget = seconds(policy.budgetMs);
  const spent = `the ${budget} budget for API calls is used up`;
  return async (label, attempt) => {
    for (let tries = 1; ; tries++) {
      const timeoutMs = Math.min(policy.timeoutMs, deadline - now());
      if (timeoutMs <= 0) throw new RequestFailed(`${label}: ${spent}`, void 0, false);
      const outcome = await attempt(AbortSignal.timeout(timeoutMs), timeoutMs);
      if (outcome.failure === void 0) {
        env.debug?.(`${label}: HTTP ${typeof outcome.status === "number" ? outcome.status : "?"}`);
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
        if (outcome.last !== void 0) return outcome.last(tries < policy.attempts ? decision.reason : void 0);
        const message = decision.reason === void 0 ? failure.message : `${failure.message}; ${decision.reason}`;
        throw new RequestFailed(message, failure.status, isRateLimit(failure));
      }
      env.info?.(
        `${label}: ${failure.message}; retrying in ${seconds(decision.waitMs)} (attempt ${tries + 1} of ${policy.attempts})`
      );
      await sleep(decision.waitMs);
    }
  };
}
var CODE_WORDS = {
  ECONNREFUSED: "connection refused",
  ECONNRESET: "connection reset",
  UND_ERR_SOCKET: "connection closed",
  ENOTFOUND: "host not found",
  EAI_AGAIN: "host name lookup failed"
};
function noAnswer(error, timedOutAfter) {
  if (timedOutAfter !== void 0)
    return { code: "ETIMEDOUT", headers: {}, message: `no answer within ${seconds(timedOutAfter)}` };
  const failed = error;
  const code = typeof failed?.cause?.code === "string" ? failed.cause.code : void 0;
  const words = code === void 0 ? String(failed?.cause?.message ?? failed?.message) : CODE_WORDS[code] ?? code.toLowerCase();
  return { code, headers: {}, message: `no answer: ${oneLine(words, 120)}` };
}
var AnswerTooLargeError = class extends InputError {
  constructor(what, maxBytes, declared) {
    super(
      declared === void 0 ? `${what}: the answer is more than the ${maxBytes} bytes read` : `${what}: the answer is ${declared} bytes, more than the ${maxBytes} read`
    );
    this.maxBytes = maxBytes;
    this.declared = declared;
  }
  maxBytes;
  declared;
};
async function readBody(response, maxBytes, what) {
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw new AnswerTooLargeError(what, maxBytes, declared);
  }
  const chunks = [];
  let size = 0;
  if (response.body !== null) {
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        await response.body.cancel().catch(() => void 0);
        throw new AnswerTooLargeError(what, maxBytes);
      }
      chunks.push(Buffer.from(chunk));
    }
  }
  return Buffer.concat(chunks);
}
function getWithRetry(retried, url, headers, options) {
  let tries = 0;
  return retried(options.label, async (signal, timeoutMs) => {
    tries++;
    let answer;
    try {
      const response = await fetch(url, { headers, signal, redirect: "manual" });
      const body = await readBody(response, options.maxBytes, options.label);
      answer = { status: response.status, headers: response.headers, body, tries };
    } catch (error) {
      if (error instanceof InputError) throw error;
      return { failure: noAnswer(error, signal.aborted ? timeoutMs : void 0) };
    }
    if (answer.status < 400) return { answer, status: answer.status };
    const failure = {
      status: answer.status,
      headers: Object.fromEntries(answer.headers),
      message: `HTTP ${answer.status}`
    };
    return { last: (stopped) => ({ ...answer, stopped }), failure };
  });
}

// src/io/mlflow-settings.ts
function mlflowSettingsFrom(env, info, tempRoot, variables) {
  const set = (name) => env[name] === "" ? void 0 : env[name];
  return {
    trackingUri: set("MLFLOW_TRACKING_URI"),
    token: set("MLFLOW_TRACKING_TOKEN"),
    username: set("MLFLOW_TRACKING_USERNAME"),
    password: set("MLFLOW_TRACKING_PASSWORD"),
    serverCertPath: set("MLFLOW_TRACKING_SERVER_CERT_PATH"),
    clientCertPath: set("MLFLOW_TRACKING_CLIENT_CERT_PATH"),
    insecureTls: set("MLFLOW_TRACKING_INSECURE_TLS"),
    caCerts: set("NODE_EXTRA_CA_CERTS"),
    policy: retryPolicyFrom(env),
    env: { info },
    tempRoot,
    variables
  };
}
function credentialForms(settings) {
  const forms = [];
  const secret = (value) => {
    if (value !== void 0 && value !== "") forms.push(value, encodeURIComponent(value));
  };
  const basic = (username, password) => {
    if (username !== void 0 && username !== "" && password !== void 0) {
      forms.push(Buffer.from(`${username}:${password}`).toString("base64"));
    }
  };
  secret(settings.token);
  secret(settings.password);
  basic(settings.username, settings.password);
  const uri = settings.trackingUri?.trim() ?? "";
  if (URL.canParse(uri)) {
    const { username, password } = new URL(uri);
    try {
      secret(decodeURIComponent(password));
      if (username !== "") basic(decodeURIComponent(username), decodeURIComponent(password));
    } catch {
      secret(password);
    }
  }
  return [...new Set(forms)];
}

export {
  retryPolicyFrom,
  RequestFailed,
  retrier,
  noAnswer,
  AnswerTooLargeError,
  getWithRetry,
  mlflowSettingsFrom,
  credentialForms
};
