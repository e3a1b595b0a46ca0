/**
 * A loopback stand-in for an MLflow tracking server, for tests that read runs and registered models over HTTP.
 * It answers the way MLflow's REST API does (see the reading's API summary): JSON bodies with snake_case fields
 * and a 2-space indent, errors as `{"error_code", "message"}` with the status MLflow gives each code, an unknown
 * alias as a 400 (not a 404), an unknown route as Flask's HTML 404 page, a wrong method as an HTML 405, artifacts
 * as raw bytes with a content type guessed from the name (`.json` is text/plain) and no Content-Length, a missing
 * artifact as the 404 of MLflow 3.12 or the 500 of earlier releases, and the basic-auth app's plain-text 401.
 * Faults (statuses, dropped connections, slow answers) can be queued per route.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRun {
  runId: string;
  experimentId?: string;
  runName?: string;
  status?: 'RUNNING' | 'SCHEDULED' | 'FINISHED' | 'FAILED' | 'KILLED';
  deleted?: boolean;
  /** `mlflow-artifacts:/<exp>/<run>/artifacts` (proxied, the default) or storage the server reads, e.g. `s3://...`. */
  artifactUri?: string;
  params?: Record<string, string>;
  /** Files by their path inside the run. */
  artifacts?: Record<string, string | Uint8Array>;
}

export interface FakeModel {
  name: string;
  /** Versions in registration order; a version registered without a run has none (or `''`); `source` as MLflow has it. */
  versions: { version: string; runId?: string; source?: string }[];
  aliases?: Record<string, string>;
}

export interface MlflowServerOptions {
  /** Credentials the server requires: HTTP basic (`mlflow server --app-name basic-auth`) or a bearer token (a proxy). */
  auth?: { username: string; password: string } | { token: string };
  /** Users (with the basic password) or tokens that sign in but may not read anything: 403 `Permission denied`. */
  denied?: string[];
  /** A missing artifact: 404 since MLflow 3.12, 500 before. */
  missingArtifact?: 404 | 500;
  /** `mlflow server --static-prefix`. */
  staticPrefix?: string;
  /** Error answers quote the request's Authorization header, as a careless proxy might. */
  echoAuthorization?: boolean;
}

export type Route = 'runs/get' | 'alias' | 'model-versions/get' | 'proxy-artifact' | 'get-artifact' | 'artifacts/list';

export interface Fault {
  status?: number;
  /** A JSON error body `{"error_code": code, "message": ...}` with the status. */
  code?: string;
  /** Close the connection without an answer. */
  reset?: boolean;
  /** Answer only after this long. */
  delayMs?: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization?: string;
}

export interface MlflowServer {
  url: string;
  requests: RecordedRequest[];
  addRun(run: FakeRun): void;
  addModel(model: FakeModel): void;
  /** Answers the next requests to `route` with these faults, in order. */
  fail(route: Route, ...faults: Fault[]): void;
  close(): Promise<void>;
}

const FLASK_404 =
  '<!doctype html>\n<html lang=en>\n<title>404 Not Found</title>\n<h1>Not Found</h1>\n<p>The requested URL was not ' +
  'found on the server. If you entered the URL manually please check your spelling and try again.</p>\n';

const ERROR_STATUS: Record<string, number> = {
  RESOURCE_DOES_NOT_EXIST: 404,
  INVALID_PARAMETER_VALUE: 400,
  INTERNAL_ERROR: 500,
  PERMISSION_DENIED: 403,
};

/** MLflow's guess of a content type from a file name (`mlflow/utils/mime_type_utils.py`). */
function contentType(path: string): string {
  return /\.(json|txt|ya?ml|csv|md|jsonl|log|py)$/i.test(path) ? 'text/plain' : 'application/octet-stream';
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body, null, 2));
}

function sendHtml(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(html);
}

export async function startMlflowServer(options: MlflowServerOptions = {}): Promise<MlflowServer> {
  const runs = new Map<string, FakeRun>();
  const models = new Map<string, FakeModel>();
  const faults = new Map<Route, Fault[]>();
  const requests: RecordedRequest[] = [];
  const prefix = options.staticPrefix ?? '';

  const artifactUri = (run: FakeRun) =>
    run.artifactUri ?? `mlflow-artifacts:/${run.experimentId ?? '1'}/${run.runId}/artifacts`;

  function error(res: ServerResponse, code: string, message: string, req: IncomingMessage): void {
    const echoed = options.echoAuthorization && req.headers.authorization ? ` (${req.headers.authorization})` : '';
    sendJson(res, ERROR_STATUS[code] ?? 500, { error_code: code, message: `${message}${echoed}` });
  }

  function missingParam(res: ServerResponse, name: string, req: IncomingMessage): void {
    error(
      res,
      'INVALID_PARAMETER_VALUE',
      `Missing value for required parameter '${name}'. See the API docs for more information about request parameters.`,
      req,
    );
  }

  /** The basic-auth app's checks: a 401 sentence for no or wrong credentials, a 403 for a denied user. */
  function authorized(req: IncomingMessage, res: ServerResponse): boolean {
    const auth = options.auth;
    if (auth === undefined) return true;
    const header = req.headers.authorization ?? '';
    let who: string | undefined;
    if ('token' in auth) {
      if (header === `Bearer ${auth.token}`) who = auth.token;
    } else if (header.startsWith('Basic ')) {
      const [user, ...rest] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
      const known = user === auth.username || options.denied?.includes(user ?? '');
      if (known && rest.join(':') === auth.password) who = user;
    }
    if (who === undefined) {
      const echoed = options.echoAuthorization ? ` Received: ${header}` : '';
      res.writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Basic realm="mlflow"' });
      res.end(`You are not authenticated. Please see the documentation for details.${echoed}`);
      return false;
    }
    if (options.denied?.includes(who)) {
      res.writeHead(403, { 'content-type': 'text/plain' });
      res.end(`Permission denied${options.echoAuthorization ? ` for ${header}` : ''}`);
      return false;
    }
    return true;
  }

  function modelVersion(model: FakeModel, entry: FakeModel['versions'][number]): Record<string, unknown> {
    const aliases = Object.entries(model.aliases ?? {})
      .filter(([, version]) => version === entry.version)
      .map(([alias]) => alias);
    return {
      model_version: {
        name: model.name,
        version: entry.version,
        creation_timestamp: 1714000000000,
        last_updated_timestamp: 1714000000000,
        current_stage: 'None',
        description: '',
        source: entry.source ?? `models:/m-${entry.version}`,
        ...(entry.runId !== undefined ? { run_id: entry.runId } : {}),
        status: 'READY',
        run_link: '',
        ...(aliases.length > 0 ? { aliases } : {}),
      },
    };
  }

  function sendArtifact(res: ServerResponse, req: IncomingMessage, run: FakeRun, path: string, html500: boolean) {
    const content = run.artifacts?.[path];
    if (content === undefined) {
      if (options.missingArtifact === 500) {
        if (html500) return sendHtml(res, 500, '<!doctype html>\n<title>500 Internal Server Error</title>\n');
        return error(res, 'INTERNAL_ERROR', `[Errno 2] No such file or directory: '/mlartifacts/${path}'`, req);
      }
      return error(res, 'RESOURCE_DOES_NOT_EXIST', `No such artifact: '${path}'`, req);
    }
    const name = path.split('/').at(-1)!;
    res.writeHead(200, {
      'content-type': contentType(path),
      'content-disposition': `attachment; filename=${name}`,
      'x-content-type-options': 'nosniff',
    });
    // Streamed without a Content-Length, as the proxy may.
    res.write(typeof content === 'string' ? Buffer.from(content) : content);
    res.end();
  }

  /** The files and folders directly under `folder` of a run's artifacts, sorted, as `artifacts/list` lists them. */
  function listing(run: FakeRun, folder: string): Record<string, unknown>[] {
    const entries = new Map<string, Record<string, unknown>>();
    const base = folder === '' ? '' : `${folder}/`;
    for (const [path, content] of Object.entries(run.artifacts ?? {})) {
      if (!path.startsWith(base)) continue;
      const rest = path.slice(base.length).split('/');
      const child = `${base}${rest[0]!}`;
      if (rest.length > 1) entries.set(child, { path: child, is_dir: true });
      else entries.set(child, { path: child, is_dir: false, file_size: content.length });
    }
    return [...entries.values()].sort((a, b) => String(a.path).localeCompare(String(b.path)));
  }

  const routes: Record<
    Route,
    (req: IncomingMessage, res: ServerResponse, query: URLSearchParams, rest: string) => void
  > = {
    'runs/get': (req, res, query) => {
      const id = query.get('run_id') ?? query.get('run_uuid');
      if (id === null || id === '') return missingParam(res, 'run_id', req);
      const run = runs.get(id);
      if (run === undefined) return error(res, 'RESOURCE_DOES_NOT_EXIST', `Run with id=${id} not found`, req);
      const params = Object.entries(run.params ?? {}).map(([key, value]) => ({ key, value }));
      sendJson(res, 200, {
        run: {
          info: {
            run_uuid: run.runId,
            experiment_id: run.experimentId ?? '1',
            run_name: run.runName ?? 'eval',
            user_id: 'ci',
            status: run.status ?? 'FINISHED',
            start_time: 1714000000000,
            ...(run.status === 'RUNNING' ? {} : { end_time: 1714000005000 }),
            artifact_uri: artifactUri(run),
            lifecycle_stage: run.deleted ? 'deleted' : 'active',
            run_id: run.runId,
          },
          data: {
            ...(params.length > 0 ? { params } : {}),
            tags: [{ key: 'mlflow.runName', value: run.runName ?? 'eval' }],
          },
          inputs: {},
          outputs: {},
        },
      });
    },
    alias: (req, res, query) => {
      const name = query.get('name');
      const alias = query.get('alias');
      if (name === null) return missingParam(res, 'name', req);
      if (alias === null) return missingParam(res, 'alias', req);
      const model = models.get(name);
      if (model === undefined)
        return error(res, 'RESOURCE_DOES_NOT_EXIST', `Registered Model with name=${name} not found`, req);
      if (alias.toLowerCase() === 'latest') {
        const newest = model.versions.at(-1);
        if (newest === undefined)
          return error(res, 'RESOURCE_DOES_NOT_EXIST', `Latest version not found for model ${name}.`, req);
        return sendJson(res, 200, modelVersion(model, newest));
      }
      if (!/^[\w-]+$/.test(alias)) return error(res, 'INVALID_PARAMETER_VALUE', `Invalid alias name: '${alias}'.`, req);
      const version = model.aliases?.[alias];
      const entry = model.versions.find((v) => v.version === version);
      // An alias that does not exist on an existing model is a 400 in MLflow, not a 404.
      if (entry === undefined)
        return error(res, 'INVALID_PARAMETER_VALUE', `Registered model alias ${alias} not found.`, req);
      sendJson(res, 200, modelVersion(model, entry));
    },
    'model-versions/get': (req, res, query) => {
      const name = query.get('name');
      const version = query.get('version');
      if (name === null) return missingParam(res, 'name', req);
      if (version === null) return missingParam(res, 'version', req);
      if (!/^\d+$/.test(version))
        return error(res, 'INVALID_PARAMETER_VALUE', `Parameter 'version' must be an integer, got '${version}'.`, req);
      const entry = models.get(name)?.versions.find((v) => v.version === version);
      if (entry === undefined)
        return error(res, 'RESOURCE_DOES_NOT_EXIST', `Model Version (name=${name}, version=${version}) not found`, req);
      sendJson(res, 200, modelVersion(models.get(name)!, entry));
    },
    'proxy-artifact': (req, res, _query, rest) => {
      const path = decodeURIComponent(rest);
      for (const run of runs.values()) {
        const uri = artifactUri(run);
        if (!uri.startsWith('mlflow-artifacts:/')) continue;
        const root = `${uri.slice('mlflow-artifacts:/'.length)}/`;
        if (path.startsWith(root)) return sendArtifact(res, req, run, path.slice(root.length), false);
      }
      error(res, 'RESOURCE_DOES_NOT_EXIST', `No such artifact: '${path}'`, req);
    },
    'get-artifact': (req, res, query) => {
      const path = query.get('path');
      if (path === null) return sendHtml(res, 400, '<!doctype html>\n<title>400 Bad Request</title>\n');
      const id = query.get('run_uuid') ?? query.get('run_id') ?? '';
      const run = runs.get(id);
      if (run === undefined) return error(res, 'RESOURCE_DOES_NOT_EXIST', `Run with id=${id} not found`, req);
      sendArtifact(res, req, run, path, true);
    },
    'artifacts/list': (req, res, query) => {
      const id = query.get('run_id') ?? query.get('run_uuid');
      if (id === null) return missingParam(res, 'run_id', req);
      const run = runs.get(id);
      if (run === undefined) return error(res, 'RESOURCE_DOES_NOT_EXIST', `Run with id=${id} not found`, req);
      const files = listing(run, query.get('path') ?? '');
      sendJson(res, 200, { root_uri: artifactUri(run), ...(files.length > 0 ? { files } : {}) });
    },
  };

  /** The route a path names, under the static prefix, on /api/2.0 or /ajax-api/2.0; and the artifact path after it. */
  function routeOf(path: string): { route: Route; rest: string } | undefined {
    if (!path.startsWith(`${prefix}/`)) return undefined;
    const local = path.slice(prefix.length);
    if (local === '/get-artifact') return { route: 'get-artifact', rest: '' };
    const api = /^\/(?:ajax-)?api\/2\.0(\/.*)$/.exec(local)?.[1];
    if (api === undefined) return undefined;
    if (api.startsWith('/mlflow-artifacts/artifacts/'))
      return { route: 'proxy-artifact', rest: api.slice('/mlflow-artifacts/artifacts/'.length) };
    const named: Record<string, Route> = {
      '/mlflow/runs/get': 'runs/get',
      '/mlflow/registered-models/alias': 'alias',
      '/mlflow/model-versions/get': 'model-versions/get',
      '/mlflow/artifacts/list': 'artifacts/list',
    };
    const route = named[api];
    return route === undefined ? undefined : { route, rest: '' };
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      ...(req.headers.authorization !== undefined ? { authorization: req.headers.authorization } : {}),
    });
    if (url.pathname === `${prefix}/health`) {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('OK');
    }
    const found = routeOf(url.pathname);
    if (found === undefined) return sendHtml(res, 404, FLASK_404);
    if (req.method !== 'GET') {
      return sendHtml(res, 405, '<!doctype html>\n<title>405 Method Not Allowed</title>\n', {
        allow: 'GET, HEAD, OPTIONS',
      });
    }
    const answer = () => {
      if (!authorized(req, res)) return;
      const fault = faults.get(found.route)?.shift();
      if (fault?.reset) return req.socket.destroy();
      if (fault?.status !== undefined) {
        if (fault.code !== undefined) return error(res, fault.code, 'injected fault', req);
        res.writeHead(fault.status, { 'content-type': 'text/plain' });
        return res.end(`injected HTTP ${fault.status}`);
      }
      routes[found.route](req, res, url.searchParams, found.rest);
    };
    const delay = faults.get(found.route)?.[0]?.delayMs;
    if (delay !== undefined) {
      faults.get(found.route)!.shift();
      setTimeout(answer, delay);
    } else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${prefix}`,
    requests,
    addRun: (run) => runs.set(run.runId, run),
    addModel: (model) => models.set(model.name, model),
    fail: (route, ...list) => faults.set(route, [...(faults.get(route) ?? []), ...list]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
