/**
 * The few reads of MLflow's REST API the gate makes: a registered model version (by alias or number), a run
 * (params and artifact location), one artifact's bytes, and an artifact folder's listing to say what a run has
 * when an artifact is missing. Every failure is an `InputError` of one line that never holds the credentials,
 * even when the server echoes them.
 */
import { InputError, oneLine, redactSecrets } from '../common/errors.js';
import { nearestWords } from '../common/nearest.js';
import { isRecord } from '../common/records.js';
import { AnswerTooLargeError, getWithRetry, RequestFailed, retrier, type HttpAnswer, type Retried } from './retry.js';
import { jsonOrUndefined } from './files.js';
import { credentialForms, type MlflowSettings } from './mlflow-settings.js';
import { quoted } from './value-text.js';

export interface MlflowRun {
  runId: string;
  experimentId: string;
  runName: string | null;
  status: string | null;
  deleted: boolean;
  artifactUri: string;
  /** The run's params as MLflow stores them: strings. */
  params: [string, string][];
}

const MIB = 1024 * 1024;
/** Largest API answer read (a run with thousands of params is well under it). */
const MAX_API_BYTES = 64 * MIB;
/** Largest artifact read: what the gate reads of a JSON file on disk. */
const MAX_ARTIFACT_BYTES = 512 * MIB;
/** How long a missing artifact's message lists its run's artifacts: the message is one line of at most 1000. */
const LISTED_CHARS = 500;
/** How much of the server's own words an error quotes. */
const SERVER_WORDS = 200;

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** An answer's body parsed as JSON; undefined when it is not JSON (an HTML page or a plain sentence). */
function jsonBody(answer: HttpAnswer): unknown {
  return jsonOrUndefined(answer.body.toString('utf8'));
}

/** The tracking server's address without credentials, query or fragment, and the credentials the URI carried. */
function trackingAddress(uri: string): { base: string; username?: string; password?: string } {
  const url = new URL(URL.canParse(uri) ? uri : 'invalid:');
  if (url.protocol === 'databricks:' || uri === 'databricks' || uri.startsWith('databricks-uc')) {
    throw new InputError(
      'MLFLOW_TRACKING_URI names Databricks, which passk-gate does not read: give the http(s) address of an MLflow ' +
        'tracking server',
    );
  }
  // `localhost:5000`, `mlflow.example.com`: a host (and port), without the scheme MLflow's client needs too.
  if (/^([\w.-]+:\d+|localhost|[a-z\d-]+(\.[a-z\d-]+)+)(\/|$)/i.test(uri)) {
    throw new InputError(
      `MLFLOW_TRACKING_URI ${quoted(uri, 80)} has no http:// or https:// in front: write it as http://${uri} ` +
        '(or https:// for a server with TLS)',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new InputError(
      'MLFLOW_TRACKING_URI is not the http(s) address of a tracking server (e.g. https://mlflow.example.com): ' +
        "passk-gate reads runs over MLflow's REST API, not from a local mlruns folder or database",
    );
  }
  const base = `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  if (url.username === '') return { base };
  const decoded = (part: string, name: string): string => {
    try {
      return decodeURIComponent(part);
    } catch {
      // The part is a secret: named, never shown.
      throw new InputError(
        `MLFLOW_TRACKING_URI: the ${name} before @ holds a % not followed by two hex digits: write % as %25 there, ` +
          'or give the credentials as MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD',
      );
    }
  };
  return { base, username: decoded(url.username, 'user name'), password: decoded(url.password, 'password') };
}

/** Why MLflow's TLS settings cannot be honoured, and what to set instead; undefined when none is set. */
function refusedTls(settings: MlflowSettings): string | undefined {
  const instead =
    "give the certificate of the CA that signs the server's (a PEM file) as NODE_EXTRA_CA_CERTS, which Node reads when it starts";
  if (/^(true|1)$/i.test(settings.insecureTls?.trim() ?? ''))
    return `MLFLOW_TRACKING_INSECURE_TLS is set, but passk-gate does not turn off certificate checks: unset it and ${instead}`;
  if (settings.clientCertPath !== undefined)
    return 'MLFLOW_TRACKING_CLIENT_CERT_PATH is set, but passk-gate cannot send a client certificate: reach the server without one';
  if (settings.serverCertPath !== undefined && settings.serverCertPath !== settings.caCerts)
    return `passk-gate does not read MLFLOW_TRACKING_SERVER_CERT_PATH: ${instead} (NODE_EXTRA_CA_CERTS=${settings.serverCertPath})`;
  return undefined;
}

/** TLS errors (the code as a failed request says it) and what each says of the server's certificate. */
const TLS_FAULTS: Record<string, string> = {
  depth_zero_self_signed_cert: 'is self-signed',
  self_signed_cert_in_chain: 'is signed by a self-signed CA',
  unable_to_verify_leaf_signature: 'is signed by a CA Node does not know',
  unable_to_get_issuer_cert_locally: 'is signed by a CA Node does not know',
  unable_to_get_issuer_cert: 'is signed by a CA Node does not know',
};

/**
 * A failed request in words: a certificate Node does not trust, and what to set; an https address of a plain HTTP
 * server; a port fetch will not use (`bad port`: 5060, 6000, ...); else the request's own message, with what to
 * check when the connection was refused, the host not found or the answers too slow.
 */
function failureWords(message: string): string {
  const code = /^no answer: (\w+)/.exec(message)?.[1] ?? '';
  const tls = TLS_FAULTS[code];
  if (tls !== undefined) {
    return (
      `its TLS certificate ${tls} (${code}): give the certificate of the CA that signs it (a PEM file) as ` +
      'NODE_EXTRA_CA_CERTS, which Node reads when it starts'
    );
  }
  if (code === 'cert_has_expired') return `its TLS certificate has expired (${code})`;
  if (code === 'err_tls_cert_altname_invalid')
    return `its TLS certificate is for another host name (${code}): use the host name the certificate names`;
  if (code === 'err_ssl_wrong_version_number')
    return `it does not answer in TLS (${code}): if it serves plain HTTP, write MLFLOW_TRACKING_URI with http://`;
  if (message.startsWith('no answer: connection refused'))
    return `${message}: is the server running, and MLFLOW_TRACKING_URI its address and port?`;
  if (message.startsWith('no answer within '))
    return `${message}: if the server is up but slow, give each try longer with PASSK_GATE_API_TIMEOUT (seconds)`;
  if (message.startsWith('no answer: host not found')) return `${message}: is MLFLOW_TRACKING_URI's host name right?`;
  if (message.startsWith('no answer: bad port'))
    return "Node's fetch refuses to connect to this port, as browsers do (bad port): serve MLflow on another port, such as its default 5000";
  return message;
}

/** One path segment or query value, percent-encoded. */
const encode = encodeURIComponent;

/** A client for one tracking server; `label` (the URI the user gave) starts every message. */
export class MlflowClient {
  readonly base: string;
  private readonly headers: Record<string, string> = { accept: 'application/json' };
  /** Every form of the settings' credentials (`credentialForms`), cut out of every message. */
  private readonly secrets: string[];
  private signedIn: string | undefined;
  /** MLFLOW_TRACKING_PASSWORD is set, MLFLOW_TRACKING_USERNAME not: no basic auth is sent. */
  private readonly passwordAlone: boolean;
  /** Each answer's request path (without query), for the messages about it. */
  private readonly asked = new WeakMap<HttpAnswer, string>();
  /** The requests' retries: all of them share the policy's time budget. */
  private readonly retried: Retried;

  constructor(
    settings: MlflowSettings,
    private readonly label: string,
  ) {
    this.secrets = credentialForms(settings);
    if (settings.trackingUri === undefined || settings.trackingUri.trim() === '') {
      const where = settings.variables === undefined ? '' : `: ${settings.variables} has none`;
      throw this.problem(
        "reading an MLflow run needs MLFLOW_TRACKING_URI, the tracking server's address (e.g. " +
          `https://mlflow.example.com)${where}`,
      );
    }
    let address: ReturnType<typeof trackingAddress>;
    try {
      address = trackingAddress(settings.trackingUri.trim());
    } catch (error) {
      throw this.problem((error as Error).message);
    }
    this.base = address.base;
    if (this.base.startsWith('https:')) {
      const refused = refusedTls(settings);
      if (refused !== undefined) throw this.problem(refused);
    }
    const info = (line: string) => settings.env?.info?.(redactSecrets(line, this.secrets));
    this.retried = retrier(settings.policy, { ...settings.env, info }, 'the MLflow server');
    // As MLflow's client: a username and password win over the token, which wins over a username alone;
    // credentials in the URI come last.
    const basic = (username: string, password: string, where: string): void => {
      this.headers.authorization = `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;
      this.signedIn = where;
    };
    const username = settings.username === '' ? undefined : settings.username;
    this.passwordAlone = settings.password !== undefined && username === undefined;
    if (username !== undefined && settings.password !== undefined) {
      basic(username, settings.password, 'MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD');
    } else if (settings.token !== undefined && settings.token !== '') {
      this.headers.authorization = `Bearer ${settings.token}`;
      this.signedIn = 'MLFLOW_TRACKING_TOKEN';
    } else if (username !== undefined) {
      throw this.problem('MLFLOW_TRACKING_USERNAME is set without MLFLOW_TRACKING_PASSWORD');
    } else if (address.username !== undefined) {
      basic(address.username, address.password ?? '', 'MLFLOW_TRACKING_URI');
    }
  }

  /** An `InputError` naming the URI, with the credentials cut out. */
  private problem(message: string): InputError {
    return new InputError(redactSecrets(`${this.label}: ${message}`, this.secrets));
  }

  /** GETs `path` with retries (`retried`), each retry logged after the URI it is for. */
  private async get(path: string, what: string, maxBytes = MAX_API_BYTES, retried = this.retried): Promise<HttpAnswer> {
    const bare = path.split('?')[0]!;
    const label = `${this.label}: GET ${bare}`;
    try {
      const answer = await getWithRetry(retried, `${this.base}${path}`, this.headers, { label, maxBytes });
      this.asked.set(answer, bare);
      return answer;
    } catch (error) {
      if (error instanceof RequestFailed)
        throw this.problem(
          `cannot reach the MLflow server at ${this.base} for ${what}: ${failureWords(error.message)}`,
        );
      if (error instanceof AnswerTooLargeError) throw this.tooLarge(error.declared, what, maxBytes);
      if (error instanceof InputError) throw this.problem(error.message);
      throw error;
    }
  }

  /** An answer larger than `maxBytes` (`declared`: its size in bytes, when the server said it), in MiB. */
  private tooLarge(declared: number | undefined, what: string, maxBytes: number): InputError {
    const size = declared === undefined ? '' : ` ${Math.ceil(declared / MIB)} MiB,`;
    const more = `more than the ${maxBytes / MIB} MiB read from MLflow`;
    if (maxBytes === MAX_ARTIFACT_BYTES) {
      return this.problem(
        `${what} is${size} ${more}: log a smaller artifact, such as the per-problem pass counts ` +
          '(mlflow.log_dict({"per_problem_c": counts}, "per_problem_counts.json"), with the n param)',
      );
    }
    return this.problem(
      `the answer of the server at ${this.base} for ${what} is${size} ${more}: is MLFLOW_TRACKING_URI the ` +
        "tracking server's address?",
    );
  }

  /** MLflow's error body (`{"error_code", "message"}`), or undefined when the body is not one. */
  private static errorBody(answer: HttpAnswer): { code: string; message: string } | undefined {
    const body = jsonBody(answer);
    if (isRecord(body) && typeof body.error_code === 'string')
      return { code: body.error_code, message: text(body.message) ?? '' };
    return undefined;
  }

  /** The server's own words for a failed answer: its JSON message, or the first line of a plain-text body. */
  private serverWords(answer: HttpAnswer): string {
    const error = MlflowClient.errorBody(answer);
    if (error !== undefined) return oneLine(`${error.code}: ${error.message}`, SERVER_WORDS);
    const type = answer.headers.get('content-type') ?? '';
    if (type.includes('html')) return 'an HTML page';
    return oneLine(answer.body.toString('utf8'), SERVER_WORDS) || 'no message';
  }

  /** The message for an answer no caller expects: credentials, permissions, a wrong address, a server error. */
  private unexpected(answer: HttpAnswer, what: string): InputError {
    const words = this.serverWords(answer);
    if (answer.status === 401) {
      const needs = `the MLflow server at ${this.base} needs credentials (HTTP 401: ${words})`;
      if (this.signedIn !== undefined)
        return this.problem(
          `the MLflow server at ${this.base} refused the credentials in ${this.signedIn} (HTTP 401: ${words})`,
        );
      if (this.passwordAlone)
        return this.problem(`${needs}: MLFLOW_TRACKING_PASSWORD is set without MLFLOW_TRACKING_USERNAME`);
      return this.problem(
        `${needs}: set MLFLOW_TRACKING_TOKEN, or MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD`,
      );
    }
    if (answer.status === 403) {
      return this.problem(
        `the MLflow server at ${this.base} denied access to ${what} (HTTP 403: ${words}): the credentials lack ` +
          'permission to read it',
      );
    }
    if (answer.status >= 300 && answer.status < 400) return this.problem(this.redirect(answer));
    if (answer.status === 404 && MlflowClient.errorBody(answer) === undefined) {
      const noApi = `the server at ${this.base} has no MLflow API (HTTP 404 with ${words} for ${what})`;
      // An address with the API's own path (`.../api/2.0`, copied from a REST call): the client adds it.
      const server = this.base.replace(/\/(?:ajax-)?api\/2\.0(?:\/.*)?$/, '');
      if (server !== this.base)
        return this.problem(`${noApi}: set MLFLOW_TRACKING_URI to ${server}, without the API path, which is added`);
      return this.problem(
        `${noApi}: is MLFLOW_TRACKING_URI the tracking server's address, with its --static-prefix if it has one?`,
      );
    }
    if (answer.tries > 1 || answer.stopped !== undefined) {
      const after = answer.tries > 1 ? `, still after ${answer.tries} tries` : '';
      const stopped = answer.stopped === undefined ? '' : `: ${answer.stopped}`;
      return this.problem(
        `the MLflow server at ${this.base} answered HTTP ${answer.status} for ${what} (${words})${after}${stopped}; ` +
          'try again later',
      );
    }
    return this.problem(`the MLflow server at ${this.base} answered HTTP ${answer.status} for ${what}: ${words}`);
  }

  /**
   * Where a redirect goes, said as the tracking URI to set: the address it names without the API path asked
   * for (`http://` to `https://`, a new host or prefix); or, when it names no API path (a sign-in page), the page.
   */
  private redirect(answer: HttpAnswer): string {
    const redirects = `the MLflow server at ${this.base} redirects (HTTP ${answer.status})`;
    const location = answer.headers.get('location');
    const asked = this.asked.get(answer);
    if (location === null || asked === undefined || !URL.canParse(location, this.base))
      return `${redirects} without saying where`;
    const to = new URL(location, `${this.base}${asked}`);
    const page = `${to.origin}${to.pathname}`;
    const local = asked.replace(/^\/(?:ajax-)?api\/2\.0\//, '');
    const at = to.pathname.endsWith(local) ? to.pathname.length - local.length : -1;
    const api = to.pathname.slice(0, at).replace(/\/(?:ajax-)?api\/2\.0\/$|\/$/, '');
    if (at < 0) {
      return (
        `${redirects} to ${quoted(page, Infinity)}, which is no MLflow API (a sign-in page?): passk-gate signs in ` +
        'only with MLFLOW_TRACKING_TOKEN, or MLFLOW_TRACKING_USERNAME and MLFLOW_TRACKING_PASSWORD'
      );
    }
    return `${redirects}: set MLFLOW_TRACKING_URI to ${to.origin}${api}`;
  }

  /** A successful answer's JSON; anything else is an `InputError`. */
  private json(answer: HttpAnswer, what: string): Record<string, unknown> {
    if (answer.status !== 200) throw this.unexpected(answer, what);
    const body = jsonBody(answer);
    if (isRecord(body)) return body;
    if ((answer.headers.get('content-type') ?? '').includes('html')) {
      throw this.problem(
        `the server at ${this.base} answered ${what} with an HTML page (a sign-in page?), not MLflow's JSON: is ` +
          "MLFLOW_TRACKING_URI the tracking server's address, with its --static-prefix if it has one?",
      );
    }
    throw this.problem(`the MLflow server at ${this.base} answered ${what} with something that is not MLflow's JSON`);
  }

  /** The run a registered model version was made from: by alias, or by version number. */
  async modelVersionRun(
    name: string,
    pick: { alias: string } | { version: string },
  ): Promise<{ version: string; runId: string }> {
    const model = `registered model ${quoted(name, 80)}`;
    const byAlias = 'alias' in pick;
    const path = byAlias
      ? `/api/2.0/mlflow/registered-models/alias?name=${encode(name)}&alias=${encode(pick.alias)}`
      : `/api/2.0/mlflow/model-versions/get?name=${encode(name)}&version=${encode(pick.version)}`;
    const what = byAlias ? `the alias ${quoted(pick.alias, 40)} of ${model}` : `version ${pick.version} of ${model}`;
    const answer = await this.get(path, what);
    const error = MlflowClient.errorBody(answer);
    if (answer.status === 404 && error?.code === 'RESOURCE_DOES_NOT_EXIST') {
      const words = this.serverWords(answer);
      if (!byAlias) throw this.problem(`${model} has no version ${pick.version}, or there is no such model (${words})`);
      if (/latest version/i.test(error.message)) throw this.problem(`${model} has no versions (${words})`);
      throw this.problem(`the MLflow server has no ${model} (${words})`);
    }
    // MLflow answers an alias that does not exist on an existing model with 400, not 404.
    if (answer.status === 400 && error?.code === 'INVALID_PARAMETER_VALUE') {
      throw this.problem(
        byAlias && /alias/i.test(error.message)
          ? `${model} has no alias ${quoted(pick.alias, 40)} (${this.serverWords(answer)})`
          : `the MLflow server refused ${what} (${this.serverWords(answer)})`,
      );
    }
    const version = this.json(answer, what).model_version;
    if (!isRecord(version)) throw this.problem(`the MLflow server's answer for ${what} has no model_version`);
    const number = text(version.version) ?? (typeof version.version === 'number' ? String(version.version) : '?');
    const runId = text(version.run_id) ?? '';
    if (runId === '') {
      // A version made from a logged model still names the run that logged it in its source.
      const source = /^runs:\/([^/]+)/.exec(text(version.source) ?? '')?.[1];
      const give =
        source === undefined
          ? 'give the eval run as runs:/<run_id>'
          : `its source is run ${quoted(source, 40)}: if that run holds the eval results, give runs:/${source}`;
      throw this.problem(
        `version ${number} of ${model} was registered without a run, so it has no eval results to read; ${give}`,
      );
    }
    return { version: number, runId };
  }

  /** A run's info and params. */
  async run(runId: string): Promise<MlflowRun> {
    const what = `run ${quoted(runId, 40)}`;
    const answer = await this.get(`/api/2.0/mlflow/runs/get?run_id=${encode(runId)}`, what);
    if (answer.status === 404 && MlflowClient.errorBody(answer)?.code === 'RESOURCE_DOES_NOT_EXIST') {
      // MLflow's run ids are 32 hex digits: anything else is likely the run's name, which the UI shows first.
      const name = /^[\da-f]{32}$/i.test(runId)
        ? ''
        : ": runs:/ takes the run's ID (32 hex digits, shown as Run ID on its page in the MLflow UI), not its name";
      throw this.problem(`the MLflow server has no ${what} (${this.serverWords(answer)})${name}`);
    }
    const body = this.json(answer, what).run;
    const info = isRecord(body) && isRecord(body.info) ? body.info : undefined;
    const artifactUri = text(info?.artifact_uri);
    if (info === undefined || artifactUri === undefined)
      throw this.problem(`the MLflow server's answer for ${what} has no run info with an artifact_uri`);
    const data = isRecord(body) && isRecord(body.data) ? body.data : {};
    const params: [string, string][] = [];
    for (const param of Array.isArray(data.params) ? (data.params as unknown[]) : []) {
      if (isRecord(param) && typeof param.key === 'string' && typeof param.value === 'string')
        params.push([param.key, param.value]);
    }
    return {
      runId: text(info.run_id) ?? text(info.run_uuid) ?? runId,
      experimentId: text(info.experiment_id) ?? '0',
      runName: text(info.run_name) ?? null,
      status: text(info.status) ?? null,
      deleted: info.lifecycle_stage === 'deleted',
      artifactUri,
      params,
    };
  }

  /** The run's page in the MLflow UI. */
  runUrl(run: MlflowRun): string {
    return `${this.base}/#/experiments/${encode(run.experimentId)}/runs/${encode(run.runId)}`;
  }

  /**
   * One artifact's bytes. Runs whose artifacts the server proxies (`mlflow-artifacts:/...`) are read from the
   * proxy route; any other artifact location through `/get-artifact`, which reads the run's storage on the
   * server's side, so credentials only ever go to the tracking server.
   */
  async artifact(run: MlflowRun, path: string): Promise<Buffer> {
    const proxied = /^mlflow-artifacts:\/(?!\/)/.exec(run.artifactUri);
    const url = proxied
      ? `/api/2.0/mlflow-artifacts/artifacts/${[
          ...run.artifactUri.slice(proxied[0].length).split('/'),
          ...path.split('/'),
        ]
          .filter((segment) => segment !== '')
          .map(encode)
          .join('/')}`
      : `/get-artifact?path=${encode(path)}&run_uuid=${encode(run.runId)}`;
    const what = `the artifact ${quoted(path, 80)} of run ${quoted(run.runId, 40)}`;
    // A missing file is a 404 since MLflow 3.12 (#22310) and a 500 before: the listing says which it is, asked
    // at the first 500, before it is retried.
    let listed = false;
    const checked: Retried = (label, attempt) =>
      this.retried(label, async (signal, timeoutMs) => {
        const outcome = await attempt(signal, timeoutMs);
        if (outcome.failure?.status === 500 && !listed) {
          listed = true;
          const missing = await this.missingArtifact(run, path);
          if (missing !== undefined) throw new InputError(missing);
        }
        return outcome;
      });
    const answer = await this.get(url, what, MAX_ARTIFACT_BYTES, checked);
    if (answer.status === 200) return answer.body;
    if (answer.status === 404) {
      const missing = await this.missingArtifact(run, path);
      if (missing !== undefined) throw this.problem(missing);
    }
    throw this.unexpected(answer, what);
  }

  /** The files and folders directly in `folder` of a run's artifacts; undefined when they cannot be listed. */
  private async artifactsIn(run: MlflowRun, folder: string): Promise<{ path: string; isDir: boolean }[] | undefined> {
    const answer = await this.get(
      `/api/2.0/mlflow/artifacts/list?run_id=${encode(run.runId)}${folder === '' ? '' : `&path=${encode(folder)}`}`,
      `the artifacts of run ${quoted(run.runId, 40)}`,
    ).catch(() => undefined);
    if (answer === undefined || answer.status !== 200) return undefined;
    const body = jsonBody(answer);
    if (body === undefined) return undefined;
    const listed = isRecord(body) && Array.isArray(body.files) ? (body.files as unknown[]) : [];
    return listed.filter(isRecord).map((file) => ({ path: text(file.path) ?? '', isDir: file.is_dir === true }));
  }

  /**
   * Why an artifact could not be read, from the listing of its folder (of the folder itself when the path is
   * one, so the files to name are listed); undefined when the listing has it.
   */
  private async missingArtifact(run: MlflowRun, path: string): Promise<string | undefined> {
    const parent = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    const siblings = await this.artifactsIn(run, parent);
    if (siblings === undefined) return undefined;
    const entry = siblings.find((file) => file.path === path);
    if (entry !== undefined && !entry.isDir) return undefined;
    const inside = entry === undefined ? undefined : await this.artifactsIn(run, path);
    let folder = inside === undefined ? parent : path;
    let files = inside ?? siblings;
    // A folder the run does not have: what it has at the top.
    const top = files.length === 0 && folder !== '' ? await this.artifactsIn(run, '') : undefined;
    if (top !== undefined) [folder, files] = ['', top];
    // A folder of one folder and no file (`mlflow.log_artifact(file, "eval")` logs only `eval`): what that holds,
    // so that the URI to copy names a file.
    for (let depth = 0; depth < 5 && files.length === 1 && files[0]!.isDir; depth++) {
      const deeper = await this.artifactsIn(run, files[0]!.path);
      if (deeper === undefined || deeper.length === 0) break;
      [folder, files] = [files[0]!.path, deeper];
    }
    // Names whole, as they are to be copied: only their number is limited, to 10 and to what fits a line.
    const whole = (name: string) => quoted(name, Infinity);
    const where = folder === '' ? 'its artifacts' : `its artifacts in ${whole(folder)}`;
    const names: string[] = [];
    for (const file of files.slice(0, 10)) {
      const name = `${whole(file.path)}${file.isDir ? ' (folder)' : ''}`;
      if (names.length > 0 && [...names, name].join(', ').length > LISTED_CHARS) break;
      names.push(name);
    }
    const more = files.length > names.length ? ` and ${files.length - names.length} more` : '';
    const listing = names.length === 0 ? `${where}: none` : `${where}: ${names.join(', ')}${more}`;
    const fault = entry === undefined ? 'has no artifact' : 'has a folder, not a file, at';
    // A ready-to-copy URI: the file named nearest the path asked for, or the only file; else one in the folder.
    const listed = entry !== undefined && inside === undefined ? [] : files;
    const named = listed.filter((f) => !f.isDir).map((f) => f.path);
    const dir = listed.find((f) => f.isDir)?.path;
    const base = (name: string) => name.slice(name.lastIndexOf('/') + 1);
    const nearest = nearestWords(base(path), named.map(base))[0];
    const example =
      named.find((name) => nearest !== undefined && base(name) === nearest) ??
      (named.length === 1 ? named[0] : undefined) ??
      (named.length > 1 ? `${folder === '' ? '' : `${folder}/`}<file>` : undefined) ??
      (dir !== undefined ? `${dir}/<file>` : entry !== undefined ? `${path}/<file>` : '<path>');
    const missing = `run ${quoted(run.runId, 40)} ${fault} ${whole(path)} (${listing})`;
    if (files.length === 0 && folder === '') {
      return (
        `${missing}: log the results to it (mlflow.log_dict({"per_problem_c": counts}, "per_problem_counts.json"), ` +
        'with the n param), or give the run that has them'
      );
    }
    return `${missing}; name the file as runs:/${run.runId}/${example}`;
  }
}
