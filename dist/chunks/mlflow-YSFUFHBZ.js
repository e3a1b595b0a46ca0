import { createRequire as __passkCreateRequire } from 'node:module';
const require = __passkCreateRequire(import.meta.url);
import {
  AnswerTooLargeError,
  RequestFailed,
  credentialForms,
  getWithRetry,
  retrier
} from "./chunk-T6CWLPCE.js";
import {
  InputError,
  MATCHED_SETTINGS,
  MAX_SAMPLES,
  dottedSettings,
  inputError,
  isDecimalText,
  isRecord,
  isSampleCount,
  jsonOrUndefined,
  movedText,
  nearestWords,
  oneLine,
  parseMlflowUri,
  pathOf,
  quoted,
  readBytesAs,
  redactSecrets,
  shown,
  withConfigValues,
  withoutBom
} from "./chunk-Y3XH2ARF.js";
import "./chunk-T6J2QFXX.js";

// src/formats/mlflow.ts
function paramValue(text2) {
  const trimmed = text2.trim();
  if (isDecimalText(trimmed)) {
    const value = Number(trimmed);
    if (Number.isFinite(value)) return value;
  }
  if (trimmed === "True" || trimmed === "true") return true;
  if (trimmed === "False" || trimmed === "false") return false;
  if (trimmed === "None" || trimmed === "null") return null;
  return text2;
}
function isPerProblemList(document) {
  return isRecord(document) && "per_problem_c" in document;
}
var GIVE_N = "--baseline-config / --candidate-config n=N (action input baseline-config / candidate-config)";
function perProblemCounts(document, n, file, giveN = GIVE_N) {
  const list = document.per_problem_c;
  if (!Array.isArray(list) || list.length === 0)
    throw inputError(file, pathOf("per_problem_c"), "expected a non-empty list of pass counts, one per problem");
  if (n === void 0) {
    throw inputError(
      file,
      "",
      `the run has no param n: the per_problem_c list needs it (mlflow.log_params({"n": ...})), or give it with ${giveN}`
    );
  }
  if (!isSampleCount(n)) {
    throw inputError(file, "", `the run's param n is ${shown(n)}, not a number of samples from 1 to ${MAX_SAMPLES}`);
  }
  return list.map((c, i) => {
    if (typeof c !== "number" || !Number.isInteger(c) || c < 0 || c > n)
      throw inputError(file, pathOf("per_problem_c", i), `must be a whole number from 0 to n = ${n}, got ${shown(c)}`);
    return { id: `#${i}`, n, c };
  });
}

// src/io/mlflow-client.ts
var MIB = 1024 * 1024;
var MAX_API_BYTES = 64 * MIB;
var MAX_ARTIFACT_BYTES = 512 * MIB;
var LISTED_CHARS = 500;
var SERVER_WORDS = 200;
function text(value) {
  return typeof value === "string" ? value : void 0;
}
function jsonBody(answer) {
  return jsonOrUndefined(answer.body.toString("utf8"));
}
function trackingAddress(uri) {
  const url = new URL(URL.canParse(uri) ? uri : "invalid:");
  if (url.protocol === "databricks:" || uri === "databricks" || uri.startsWith("databricks-uc")) {
    throw new InputError(
      "MLFLOW_TRACKING_URI names Databricks, which passk-gate does not read: give the http(s) address of an MLflow tracking server"
    );
  }
  if (/^([\w.-]+:\d+|localhost|[a-z\d-]+(\.[a-z\d-]+)+)(\/|$)/i.test(uri)) {
    throw new InputError(
      `MLFLOW_TRACKING_URI ${quoted(uri, 80)} has no http:// or https:// in front: write it as http://${uri} (or https:// for a server with TLS)`
    );
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new InputError(
      "MLFLOW_TRACKING_URI is not the http(s) address of a tracking server (e.g. https://mlflow.example.com): passk-gate reads runs over MLflow's REST API, not from a local mlruns folder or database"
    );
  }
  const base = `${url.origin}${url.pathname}`.replace(/\/+$/, "");
  if (url.username === "") return { base };
  const decoded = (part, name) => {
    try {
      return decodeURIComponent(part);
    } catch {
      throw new InputError(
        `MLFLOW_TRACKING_URI: the ${name} before @ holds a % not followed by two hex digits: write % as %25 there, or give the credentials as MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD`
      );
    }
  };
  return { base, username: decoded(url.username, "user name"), password: decoded(url.password, "password") };
}
function refusedTls(settings) {
  const instead = "give the certificate of the CA that signs the server's (a PEM file) as NODE_EXTRA_CA_CERTS, which Node reads when it starts";
  if (/^(true|1)$/i.test(settings.insecureTls?.trim() ?? ""))
    return `MLFLOW_TRACKING_INSECURE_TLS is set, but passk-gate does not turn off certificate checks: unset it and ${instead}`;
  if (settings.clientCertPath !== void 0)
    return "MLFLOW_TRACKING_CLIENT_CERT_PATH is set, but passk-gate cannot send a client certificate: reach the server without one";
  if (settings.serverCertPath !== void 0 && settings.serverCertPath !== settings.caCerts)
    return `passk-gate does not read MLFLOW_TRACKING_SERVER_CERT_PATH: ${instead} (NODE_EXTRA_CA_CERTS=${settings.serverCertPath})`;
  return void 0;
}
var TLS_FAULTS = {
  depth_zero_self_signed_cert: "is self-signed",
  self_signed_cert_in_chain: "is signed by a self-signed CA",
  unable_to_verify_leaf_signature: "is signed by a CA Node does not know",
  unable_to_get_issuer_cert_locally: "is signed by a CA Node does not know",
  unable_to_get_issuer_cert: "is signed by a CA Node does not know"
};
function failureWords(message) {
  const code = /^no answer: (\w+)/.exec(message)?.[1] ?? "";
  const tls = TLS_FAULTS[code];
  if (tls !== void 0) {
    return `its TLS certificate ${tls} (${code}): give the certificate of the CA that signs it (a PEM file) as NODE_EXTRA_CA_CERTS, which Node reads when it starts`;
  }
  if (code === "cert_has_expired") return `its TLS certificate has expired (${code})`;
  if (code === "err_tls_cert_altname_invalid")
    return `its TLS certificate is for another host name (${code}): use the host name the certificate names`;
  if (code === "err_ssl_wrong_version_number")
    return `it does not answer in TLS (${code}): if it serves plain HTTP, write MLFLOW_TRACKING_URI with http://`;
  if (message.startsWith("no answer: connection refused"))
    return `${message}: is the server running, and MLFLOW_TRACKING_URI its address and port?`;
  if (message.startsWith("no answer within "))
    return `${message}: if the server is up but slow, give each try longer with PASSK_GATE_API_TIMEOUT (seconds)`;
  if (message.startsWith("no answer: host not found")) return `${message}: is MLFLOW_TRACKING_URI's host name right?`;
  if (message.startsWith("no answer: bad port"))
    return "Node's fetch refuses to connect to this port, as browsers do (bad port): serve MLflow on another port, such as its default 5000";
  return message;
}
var encode = encodeURIComponent;
var MlflowClient = class _MlflowClient {
  constructor(settings, label) {
    this.label = label;
    this.secrets = credentialForms(settings);
    if (settings.trackingUri === void 0 || settings.trackingUri.trim() === "") {
      const where = settings.variables === void 0 ? "" : `: ${settings.variables} has none`;
      throw this.problem(
        `reading an MLflow run needs MLFLOW_TRACKING_URI, the tracking server's address (e.g. https://mlflow.example.com)${where}`
      );
    }
    let address;
    try {
      address = trackingAddress(settings.trackingUri.trim());
    } catch (error) {
      throw this.problem(error.message);
    }
    this.base = address.base;
    if (this.base.startsWith("https:")) {
      const refused = refusedTls(settings);
      if (refused !== void 0) throw this.problem(refused);
    }
    const info = (line) => settings.env?.info?.(redactSecrets(line, this.secrets));
    this.retried = retrier(settings.policy, { ...settings.env, info }, "the MLflow server");
    const basic = (username2, password, where) => {
      this.headers.authorization = `Basic ${Buffer.from(`${username2}:${password}`).toString("base64")}`;
      this.signedIn = where;
    };
    const username = settings.username === "" ? void 0 : settings.username;
    this.passwordAlone = settings.password !== void 0 && username === void 0;
    if (username !== void 0 && settings.password !== void 0) {
      basic(username, settings.password, "MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD");
    } else if (settings.token !== void 0 && settings.token !== "") {
      this.headers.authorization = `Bearer ${settings.token}`;
      this.signedIn = "MLFLOW_TRACKING_TOKEN";
    } else if (username !== void 0) {
      throw this.problem("MLFLOW_TRACKING_USERNAME is set without MLFLOW_TRACKING_PASSWORD");
    } else if (address.username !== void 0) {
      basic(address.username, address.password ?? "", "MLFLOW_TRACKING_URI");
    }
  }
  label;
  base;
  headers = { accept: "application/json" };
  /** Every form of the settings' credentials (`credentialForms`), cut out of every message. */
  secrets;
  signedIn;
  /** MLFLOW_TRACKING_PASSWORD is set, MLFLOW_TRACKING_USERNAME not: no basic auth is sent. */
  passwordAlone;
  /** Each answer's request path (without query), for the messages about it. */
  asked = /* @__PURE__ */ new WeakMap();
  /** The requests' retries: all of them share the policy's time budget. */
  retried;
  /** An `InputError` naming the URI, with the credentials cut out. */
  problem(message) {
    return new InputError(redactSecrets(`${this.label}: ${message}`, this.secrets));
  }
  /** GETs `path` with retries (`retried`), each retry logged after the URI it is for. */
  async get(path, what, maxBytes = MAX_API_BYTES, retried = this.retried) {
    const bare = path.split("?")[0];
    const label = `${this.label}: GET ${bare}`;
    try {
      const answer = await getWithRetry(retried, `${this.base}${path}`, this.headers, { label, maxBytes });
      this.asked.set(answer, bare);
      return answer;
    } catch (error) {
      if (error instanceof RequestFailed)
        throw this.problem(
          `cannot reach the MLflow server at ${this.base} for ${what}: ${failureWords(error.message)}`
        );
      if (error instanceof AnswerTooLargeError) throw this.tooLarge(error.declared, what, maxBytes);
      if (error instanceof InputError) throw this.problem(error.message);
      throw error;
    }
  }
  /** An answer larger than `maxBytes` (`declared`: its size in bytes, when the server said it), in MiB. */
  tooLarge(declared, what, maxBytes) {
    const size = declared === void 0 ? "" : ` ${Math.ceil(declared / MIB)} MiB,`;
    const more = `more than the ${maxBytes / MIB} MiB read from MLflow`;
    if (maxBytes === MAX_ARTIFACT_BYTES) {
      return this.problem(
        `${what} is${size} ${more}: log a smaller artifact, such as the per-problem pass counts (mlflow.log_dict({"per_problem_c": counts}, "per_problem_counts.json"), with the n param)`
      );
    }
    return this.problem(
      `the answer of the server at ${this.base} for ${what} is${size} ${more}: is MLFLOW_TRACKING_URI the tracking server's address?`
    );
  }
  /** MLflow's error body (`{"error_code", "message"}`), or undefined when the body is not one. */
  static errorBody(answer) {
    const body = jsonBody(answer);
    if (isRecord(body) && typeof body.error_code === "string")
      return { code: body.error_code, message: text(body.message) ?? "" };
    return void 0;
  }
  /** The server's own words for a failed answer: its JSON message, or the first line of a plain-text body. */
  serverWords(answer) {
    const error = _MlflowClient.errorBody(answer);
    if (error !== void 0) return oneLine(`${error.code}: ${error.message}`, SERVER_WORDS);
    const type = answer.headers.get("content-type") ?? "";
    if (type.includes("html")) return "an HTML page";
    return oneLine(answer.body.toString("utf8"), SERVER_WORDS) || "no message";
  }
  /** The message for an answer no caller expects: credentials, permissions, a wrong address, a server error. */
  unexpected(answer, what) {
    const words = this.serverWords(answer);
    if (answer.status === 401) {
      const needs = `the MLflow server at ${this.base} needs credentials (HTTP 401: ${words})`;
      if (this.signedIn !== void 0)
        return this.problem(
          `the MLflow server at ${this.base} refused the credentials in ${this.signedIn} (HTTP 401: ${words})`
        );
      if (this.passwordAlone)
        return this.problem(`${needs}: MLFLOW_TRACKING_PASSWORD is set without MLFLOW_TRACKING_USERNAME`);
      return this.problem(
        `${needs}: set MLFLOW_TRACKING_TOKEN, or MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD`
      );
    }
    if (answer.status === 403) {
      return this.problem(
        `the MLflow server at ${this.base} denied access to ${what} (HTTP 403: ${words}): the credentials lack permission to read it`
      );
    }
    if (answer.status >= 300 && answer.status < 400) return this.problem(this.redirect(answer));
    if (answer.status === 404 && _MlflowClient.errorBody(answer) === void 0) {
      const noApi = `the server at ${this.base} has no MLflow API (HTTP 404 with ${words} for ${what})`;
      const server = this.base.replace(/\/(?:ajax-)?api\/2\.0(?:\/.*)?$/, "");
      if (server !== this.base)
        return this.problem(`${noApi}: set MLFLOW_TRACKING_URI to ${server}, without the API path, which is added`);
      return this.problem(
        `${noApi}: is MLFLOW_TRACKING_URI the tracking server's address, with its --static-prefix if it has one?`
      );
    }
    if (answer.tries > 1 || answer.stopped !== void 0) {
      const after = answer.tries > 1 ? `, still after ${answer.tries} tries` : "";
      const stopped = answer.stopped === void 0 ? "" : `: ${answer.stopped}`;
      return this.problem(
        `the MLflow server at ${this.base} answered HTTP ${answer.status} for ${what} (${words})${after}${stopped}; try again later`
      );
    }
    return this.problem(`the MLflow server at ${this.base} answered HTTP ${answer.status} for ${what}: ${words}`);
  }
  /**
   * Where a redirect goes, said as the tracking URI to set: the address it names without the API path asked
   * for (`http://` to `https://`, a new host or prefix); or, when it names no API path (a sign-in page), the page.
   */
  redirect(answer) {
    const redirects = `the MLflow server at ${this.base} redirects (HTTP ${answer.status})`;
    const location = answer.headers.get("location");
    const asked = this.asked.get(answer);
    if (location === null || asked === void 0 || !URL.canParse(location, this.base))
      return `${redirects} without saying where`;
    const to = new URL(location, `${this.base}${asked}`);
    const page = `${to.origin}${to.pathname}`;
    const local = asked.replace(/^\/(?:ajax-)?api\/2\.0\//, "");
    const at = to.pathname.endsWith(local) ? to.pathname.length - local.length : -1;
    const api = to.pathname.slice(0, at).replace(/\/(?:ajax-)?api\/2\.0\/$|\/$/, "");
    if (at < 0) {
      return `${redirects} to ${quoted(page, Infinity)}, which is no MLflow API (a sign-in page?): passk-gate signs in only with MLFLOW_TRACKING_TOKEN, or MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD`;
    }
    return `${redirects}: set MLFLOW_TRACKING_URI to ${to.origin}${api}`;
  }
  /** A successful answer's JSON; anything else is an `InputError`. */
  json(answer, what) {
    if (answer.status !== 200) throw this.unexpected(answer, what);
    const body = jsonBody(answer);
    if (isRecord(body)) return body;
    if ((answer.headers.get("content-type") ?? "").includes("html")) {
      throw this.problem(
        `the server at ${this.base} answered ${what} with an HTML page (a sign-in page?), not MLflow's JSON: is MLFLOW_TRACKING_URI the tracking server's address, with its --static-prefix if it has one?`
      );
    }
    throw this.problem(`the MLflow server at ${this.base} answered ${what} with something that is not MLflow's JSON`);
  }
  /** The run a registered model version was made from: by alias, or by version number. */
  async modelVersionRun(name, pick) {
    const model = `registered model ${quoted(name, 80)}`;
    const byAlias = "alias" in pick;
    const path = byAlias ? `/api/2.0/mlflow/registered-models/alias?name=${encode(name)}&alias=${encode(pick.alias)}` : `/api/2.0/mlflow/model-versions/get?name=${encode(name)}&version=${encode(pick.version)}`;
    const what = byAlias ? `the alias ${quoted(pick.alias, 40)} of ${model}` : `version ${pick.version} of ${model}`;
    const answer = await this.get(path, what);
    const error = _MlflowClient.errorBody(answer);
    if (answer.status === 404 && error?.code === "RESOURCE_DOES_NOT_EXIST") {
      const words = this.serverWords(answer);
      if (!byAlias) throw this.problem(`${model} has no version ${pick.version}, or there is no such model (${words})`);
      if (/latest version/i.test(error.message)) throw this.problem(`${model} has no versions (${words})`);
      throw this.problem(`the MLflow server has no ${model} (${words})`);
    }
    if (answer.status === 400 && error?.code === "INVALID_PARAMETER_VALUE") {
      throw this.problem(
        byAlias && /alias/i.test(error.message) ? `${model} has no alias ${quoted(pick.alias, 40)} (${this.serverWords(answer)})` : `the MLflow server refused ${what} (${this.serverWords(answer)})`
      );
    }
    const version = this.json(answer, what).model_version;
    if (!isRecord(version)) throw this.problem(`the MLflow server's answer for ${what} has no model_version`);
    const number = text(version.version) ?? (typeof version.version === "number" ? String(version.version) : "?");
    const runId = text(version.run_id) ?? "";
    if (runId === "") {
      const source = /^runs:\/([^/]+)/.exec(text(version.source) ?? "")?.[1];
      const give = source === void 0 ? "give the eval run as runs:/<run_id>" : `its source is run ${quoted(source, 40)}: if that run holds the eval results, give runs:/${source}`;
      throw this.problem(
        `version ${number} of ${model} was registered without a run, so it has no eval results to read; ${give}`
      );
    }
    return { version: number, runId };
  }
  /** A run's info and params. */
  async run(runId) {
    const what = `run ${quoted(runId, 40)}`;
    const answer = await this.get(`/api/2.0/mlflow/runs/get?run_id=${encode(runId)}`, what);
    if (answer.status === 404 && _MlflowClient.errorBody(answer)?.code === "RESOURCE_DOES_NOT_EXIST") {
      const name = /^[\da-f]{32}$/i.test(runId) ? "" : ": runs:/ takes the run's ID (32 hex digits, shown as Run ID on its page in the MLflow UI), not its name";
      throw this.problem(`the MLflow server has no ${what} (${this.serverWords(answer)})${name}`);
    }
    const body = this.json(answer, what).run;
    const info = isRecord(body) && isRecord(body.info) ? body.info : void 0;
    const artifactUri = text(info?.artifact_uri);
    if (info === void 0 || artifactUri === void 0)
      throw this.problem(`the MLflow server's answer for ${what} has no run info with an artifact_uri`);
    const data = isRecord(body) && isRecord(body.data) ? body.data : {};
    const params = [];
    for (const param of Array.isArray(data.params) ? data.params : []) {
      if (isRecord(param) && typeof param.key === "string" && typeof param.value === "string")
        params.push([param.key, param.value]);
    }
    return {
      runId: text(info.run_id) ?? text(info.run_uuid) ?? runId,
      experimentId: text(info.experiment_id) ?? "0",
      runName: text(info.run_name) ?? null,
      status: text(info.status) ?? null,
      deleted: info.lifecycle_stage === "deleted",
      artifactUri,
      params
    };
  }
  /** The run's page in the MLflow UI. */
  runUrl(run) {
    return `${this.base}/#/experiments/${encode(run.experimentId)}/runs/${encode(run.runId)}`;
  }
  /**
   * One artifact's bytes. Runs whose artifacts the server proxies (`mlflow-artifacts:/...`) are read from the
   * proxy route; any other artifact location through `/get-artifact`, which reads the run's storage on the
   * server's side, so credentials only ever go to the tracking server.
   */
  async artifact(run, path) {
    const proxied = /^mlflow-artifacts:\/(?!\/)/.exec(run.artifactUri);
    const url = proxied ? `/api/2.0/mlflow-artifacts/artifacts/${[
      ...run.artifactUri.slice(proxied[0].length).split("/"),
      ...path.split("/")
    ].filter((segment) => segment !== "").map(encode).join("/")}` : `/get-artifact?path=${encode(path)}&run_uuid=${encode(run.runId)}`;
    const what = `the artifact ${quoted(path, 80)} of run ${quoted(run.runId, 40)}`;
    let listed = false;
    const checked = (label, attempt) => this.retried(label, async (signal, timeoutMs) => {
      const outcome = await attempt(signal, timeoutMs);
      if (outcome.failure?.status === 500 && !listed) {
        listed = true;
        const missing = await this.missingArtifact(run, path);
        if (missing !== void 0) throw new InputError(missing);
      }
      return outcome;
    });
    const answer = await this.get(url, what, MAX_ARTIFACT_BYTES, checked);
    if (answer.status === 200) return answer.body;
    if (answer.status === 404) {
      const missing = await this.missingArtifact(run, path);
      if (missing !== void 0) throw this.problem(missing);
    }
    throw this.unexpected(answer, what);
  }
  /** The files and folders directly in `folder` of a run's artifacts; undefined when they cannot be listed. */
  async artifactsIn(run, folder) {
    const answer = await this.get(
      `/api/2.0/mlflow/artifacts/list?run_id=${encode(run.runId)}${folder === "" ? "" : `&path=${encode(folder)}`}`,
      `the artifacts of run ${quoted(run.runId, 40)}`
    ).catch(() => void 0);
    if (answer === void 0 || answer.status !== 200) return void 0;
    const body = jsonBody(answer);
    if (body === void 0) return void 0;
    const listed = isRecord(body) && Array.isArray(body.files) ? body.files : [];
    return listed.filter(isRecord).map((file) => ({ path: text(file.path) ?? "", isDir: file.is_dir === true }));
  }
  /**
   * Why an artifact could not be read, from the listing of its folder (of the folder itself when the path is
   * one, so the files to name are listed); undefined when the listing has it.
   */
  async missingArtifact(run, path) {
    const parent = path.includes("/") ? path.slice(0, path.lastIndexOf("/")) : "";
    const siblings = await this.artifactsIn(run, parent);
    if (siblings === void 0) return void 0;
    const entry = siblings.find((file) => file.path === path);
    if (entry !== void 0 && !entry.isDir) return void 0;
    const inside = entry === void 0 ? void 0 : await this.artifactsIn(run, path);
    let folder = inside === void 0 ? parent : path;
    let files = inside ?? siblings;
    const top = files.length === 0 && folder !== "" ? await this.artifactsIn(run, "") : void 0;
    if (top !== void 0) [folder, files] = ["", top];
    for (let depth = 0; depth < 5 && files.length === 1 && files[0].isDir; depth++) {
      const deeper = await this.artifactsIn(run, files[0].path);
      if (deeper === void 0 || deeper.length === 0) break;
      [folder, files] = [files[0].path, deeper];
    }
    const whole = (name) => quoted(name, Infinity);
    const where = folder === "" ? "its artifacts" : `its artifacts in ${whole(folder)}`;
    const names = [];
    for (const file of files.slice(0, 10)) {
      const name = `${whole(file.path)}${file.isDir ? " (folder)" : ""}`;
      if (names.length > 0 && [...names, name].join(", ").length > LISTED_CHARS) break;
      names.push(name);
    }
    const more = files.length > names.length ? ` and ${files.length - names.length} more` : "";
    const listing = names.length === 0 ? `${where}: none` : `${where}: ${names.join(", ")}${more}`;
    const fault = entry === void 0 ? "has no artifact" : "has a folder, not a file, at";
    const listed = entry !== void 0 && inside === void 0 ? [] : files;
    const named = listed.filter((f) => !f.isDir).map((f) => f.path);
    const dir = listed.find((f) => f.isDir)?.path;
    const base = (name) => name.slice(name.lastIndexOf("/") + 1);
    const nearest = nearestWords(base(path), named.map(base))[0];
    const example = named.find((name) => nearest !== void 0 && base(name) === nearest) ?? (named.length === 1 ? named[0] : void 0) ?? (named.length > 1 ? `${folder === "" ? "" : `${folder}/`}<file>` : void 0) ?? (dir !== void 0 ? `${dir}/<file>` : entry !== void 0 ? `${path}/<file>` : "<path>");
    const missing = `run ${quoted(run.runId, 40)} ${fault} ${whole(path)} (${listing})`;
    if (files.length === 0 && folder === "") {
      return `${missing}: log the results to it (mlflow.log_dict({"per_problem_c": counts}, "per_problem_counts.json"), with the n param), or give the run that has them`;
    }
    return `${missing}; name the file as runs:/${run.runId}/${example}`;
  }
};

// src/load/mlflow.ts
function listFormOf(bytes) {
  return bytes.includes('"per_problem_c"') ? jsonOrUndefined(withoutBom(bytes.toString("utf8"))) : void 0;
}
function withParams(run, params) {
  const keys = [...Object.keys(run.config), ...params.map(([key]) => key)];
  const dotted = dottedSettings(keys, MATCHED_SETTINGS);
  const names = new Map(dotted);
  const values = params.map(([key, text2]) => [names.get(key) ?? key, paramValue(text2)]);
  const warnings = dotted.length === 0 ? run.warnings : [...run.warnings, `the MLflow params record ${movedText(dotted)}`];
  return withConfigValues({ ...run, warnings }, values, "mlflow", (key, recorded, value) => {
    const where = run.configSources[key] === "filename" ? "the artifact's file name says" : "the artifact records";
    return `${where} ${shown(recorded)} but the run's MLflow param is ${shown(value)}: correct the param, or give the artifact of the run it describes`;
  });
}
function origin(uri, client, run, artifact, model) {
  return { uri, run_id: run.runId, run_name: run.runName, run_url: client.runUrl(run), artifact, model };
}
function runWarnings(run) {
  const warnings = [];
  if (run.status !== null && run.status !== "FINISHED")
    warnings.push(`the MLflow run's status is ${run.status}, not FINISHED: its results may be incomplete`);
  if (run.deleted) warnings.push("the MLflow run is deleted");
  return warnings;
}
function loadMlflowResults(uri, settings, readFile, given) {
  return loadMlflowRun(uri, settings, readFile, given).catch((error) => {
    if (!(error instanceof InputError)) throw error;
    const message = redactSecrets(error.message, credentialForms(settings));
    throw message === error.message ? error : new InputError(message);
  });
}
async function loadMlflowRun(uri, settings, readFile, given) {
  const target = parseMlflowUri(uri);
  const client = new MlflowClient(settings, uri);
  let model = null;
  let runId;
  if (target.kind === "run") {
    runId = target.runId;
  } else {
    const pick = target.kind === "alias" ? { alias: target.alias } : { version: target.version };
    const found = await client.modelVersionRun(target.name, pick);
    runId = found.runId;
    model = { name: target.name, alias: target.kind === "alias" ? target.alias : null, version: found.version };
  }
  const run = await client.run(runId);
  const bytes = await client.artifact(run, target.artifact);
  const document = listFormOf(bytes);
  if (document === void 0 && /\.ya?ml$/i.test(target.artifact) && bytes.includes("per_problem_c")) {
    throw inputError(
      uri,
      "",
      'is YAML (mlflow.log_dict writes YAML for a .yaml name); passk-gate reads the per_problem_c list as JSON: log it under a .json name (mlflow.log_dict({"per_problem_c": counts}, "per_problem_counts.json"))'
    );
  }
  let results;
  if (isPerProblemList(document)) {
    const param = run.params.find(([key]) => key === "n")?.[1];
    const userN = param === void 0;
    if (userN && given.n !== void 0 && !isSampleCount(given.n)) {
      throw inputError(
        uri,
        "",
        `${given.configName ?? "the user config"} gives n = ${shown(given.n)} for the per_problem_c list, not a number of samples from 1 to ${MAX_SAMPLES}`
      );
    }
    const problems = perProblemCounts(document, userN ? given.n : paramValue(param), uri, given.giveN);
    results = {
      source: uri,
      format: "mlflow",
      config: userN ? { n: problems[0].n } : {},
      configSources: userN ? { n: "user" } : {},
      problems,
      warnings: [],
      positional: true
    };
  } else {
    results = await readBytesAs(
      bytes,
      target.artifact,
      uri,
      { root: settings.tempRoot, prefix: "passk-gate-mlflow-" },
      readFile
    );
  }
  results = withParams(results, run.params);
  return {
    ...results,
    warnings: [...runWarnings(run), ...results.warnings],
    mlflow: origin(uri, client, run, target.artifact, model)
  };
}
export {
  loadMlflowResults
};
