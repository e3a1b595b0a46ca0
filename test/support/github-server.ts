/**
 * A loopback stand-in for GitHub's REST API, for tests that run the action against a real HTTP server.
 *
 * Every request is checked against GitHub's REST description (`@octokit/openapi`): a method and path that is not
 * one of its operations, a path parameter of the wrong type, or a JSON body that lacks a required field is
 * answered with an error and recorded in `violations`, so a test can assert the client only made real calls.
 * Issue comments are kept in memory, and a body longer than GitHub's limit (65,536 characters, or a lower one a
 * test sets) is refused with GitHub's own 422 answer. A comment is written as the account its token belongs to
 * (`identify`; any other token is the workflow's GITHUB_TOKEN, `github-actions[bot]`), and GraphQL's
 * `viewer { login }` (at /graphql, or /api/graphql beside GitHub Enterprise Server's /api/v3) names that account. Faults (status codes with headers such as `retry-after`,
 * delays, dropped connections) and barriers (hold requests until several have arrived, to force races) can be
 * queued per operation id (`issues/create-comment`, ...).
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const DESCRIPTION = fileURLToPath(
  new URL('../../node_modules/@octokit/openapi/generated/api.github.com.json', import.meta.url),
);

type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object' | 'null';

/** One operation of the REST description, reduced to what the server checks. */
export interface RestOperation {
  id: string;
  method: string;
  template: string;
  pattern: RegExp;
  pathParams: string[];
  integerParams: Set<string>;
  literalSegments: number;
  bodyRequired: boolean;
  /** The body must have every field of at least one of these lists (one per `oneOf`/`anyOf` branch). */
  requiredFields: string[][];
  /** Allowed JSON types of the body's top-level properties, where the description says. */
  fieldTypes: Map<string, Set<JsonType>>;
}

export interface MatchedOperation {
  operation: RestOperation;
  params: Record<string, string>;
}

/** The REST description as a compact matcher: method + path -> operation. */
export interface RestDescription {
  operations: RestOperation[];
  match(method: string, path: string): MatchedOperation | undefined;
}

type Json = Record<string, unknown>;

function resolve(root: Json, node: unknown): Json {
  let current = node as Json;
  for (let depth = 0; current !== undefined && typeof current.$ref === 'string' && depth < 20; depth++) {
    const parts = current.$ref.replace(/^#\//, '').split('/');
    current = parts.reduce<Json>((at, key) => at[key] as Json, root);
  }
  return current ?? {};
}

function requiredAlternatives(root: Json, node: unknown): string[][] {
  const schema = resolve(root, node);
  const own = Array.isArray(schema.required) ? (schema.required as string[]) : [];
  const branches = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  const merged = ((schema.allOf as unknown[] | undefined) ?? []).reduce<string[]>(
    (all, part) => [...all, ...(requiredAlternatives(root, part)[0] ?? [])],
    own,
  );
  if (branches === undefined) return [merged];
  return branches.flatMap((branch) => requiredAlternatives(root, branch).map((fields) => [...merged, ...fields]));
}

function jsonTypes(root: Json, node: unknown): Set<JsonType> | undefined {
  const schema = resolve(root, node);
  const type = schema.type;
  if (type === undefined) return undefined;
  const types = new Set<JsonType>((Array.isArray(type) ? type : [type]) as JsonType[]);
  if (schema.nullable === true) types.add('null');
  if (types.has('number')) types.add('integer');
  return types;
}

function compile(root: Json, template: string, method: string, pathItem: Json, operation: Json): RestOperation {
  const parameters = [...((pathItem.parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])]
    .map((p) => resolve(root, p))
    .filter((p) => p.in === 'path');
  const multiSegment = new Set(parameters.filter((p) => p['x-multi-segment'] === true).map((p) => p.name as string));
  const integerParams = new Set(
    parameters.filter((p) => resolve(root, p.schema).type === 'integer').map((p) => p.name as string),
  );
  const pathParams: string[] = [];
  let literalSegments = 0;
  const source = template
    .split('/')
    .map((segment) => {
      const param = /^\{([^}]+)\}$/.exec(segment);
      if (param === null) {
        literalSegments++;
        return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{[^}]+\\\}/g, '[^/]+');
      }
      pathParams.push(param[1]!);
      return multiSegment.has(param[1]!) ? '(.+)' : '([^/]+)';
    })
    .join('/');
  const requestBody = operation.requestBody === undefined ? undefined : resolve(root, operation.requestBody);
  const content = requestBody?.content as Record<string, { schema?: unknown }> | undefined;
  const schema = content?.['application/json']?.schema;
  const fieldTypes = new Map<string, Set<JsonType>>();
  const properties = schema === undefined ? undefined : (resolve(root, schema).properties as Json | undefined);
  for (const [field, property] of Object.entries(properties ?? {})) {
    const types = jsonTypes(root, property);
    if (types !== undefined) fieldTypes.set(field, types);
  }
  return {
    id: operation.operationId as string,
    method: method.toUpperCase(),
    template,
    pattern: new RegExp(`^${source}$`),
    pathParams,
    integerParams,
    literalSegments,
    bodyRequired: requestBody?.required === true,
    requiredFields: schema === undefined ? [[]] : requiredAlternatives(root, schema),
    fieldTypes,
  };
}

/** GitHub's limit on the body of an issue comment, in characters. */
const GITHUB_COMMENT_LIMIT = 65536;

const METHODS = ['get', 'put', 'post', 'patch', 'delete', 'head', 'options'];

let cached: RestDescription | undefined;

/** Reads the api.github.com description once per process and compiles it into a matcher. */
export function loadRestDescription(): RestDescription {
  if (cached !== undefined) return cached;
  const root = JSON.parse(readFileSync(DESCRIPTION, 'utf8')) as Json;
  const operations: RestOperation[] = [];
  for (const [template, pathItem] of Object.entries(root.paths as Record<string, Json>)) {
    for (const method of METHODS) {
      const operation = pathItem[method] as Json | undefined;
      if (operation !== undefined) operations.push(compile(root, template, method, pathItem, operation));
    }
  }
  // Literal segments win over parameters: /issues/comments/{id} before /issues/{issue_number}/...
  operations.sort((a, b) => b.literalSegments - a.literalSegments);
  cached = {
    operations,
    match(method, path) {
      for (const operation of operations) {
        if (operation.method !== method) continue;
        const found = operation.pattern.exec(path);
        if (found === null) continue;
        const params: Record<string, string> = {};
        operation.pathParams.forEach((name, i) => (params[name] = decodeURIComponent(found[i + 1]!)));
        if (operation.pathParams.some((name) => operation.integerParams.has(name) && !/^\d+$/.test(params[name]!)))
          continue;
        return { operation, params };
      }
      return undefined;
    },
  };
  return cached;
}

/** Why a body does not satisfy an operation's description, or undefined when it does. */
export function bodyProblem(operation: RestOperation, body: unknown): string | undefined {
  if (body === undefined) return operation.bodyRequired ? 'a request body is required' : undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'the body must be a JSON object';
  const fields = body as Json;
  const satisfied = operation.requiredFields.some((alternative) =>
    alternative.every((field) => fields[field] !== undefined),
  );
  if (!satisfied) return `missing required field(s): ${operation.requiredFields.map((a) => a.join(', ')).join(' or ')}`;
  for (const [field, value] of Object.entries(fields)) {
    const types = operation.fieldTypes.get(field);
    if (types === undefined) continue;
    const type: JsonType =
      value === null
        ? 'null'
        : Array.isArray(value)
          ? 'array'
          : Number.isInteger(value)
            ? 'integer'
            : (typeof value as JsonType);
    if (!types.has(type) && !(type === 'integer' && types.has('number'))) {
      return `field ${field} must be ${[...types].join(' or ')}, got ${type}`;
    }
  }
  return undefined;
}

/** An issue comment as the server stores and returns it. */
export interface StoredComment {
  id: number;
  node_id: string;
  url: string;
  html_url: string;
  issue_url: string;
  body: string;
  user: { login: string; id: number; type: string };
  created_at: string;
  updated_at: string;
  author_association: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  operationId?: string;
  authorization?: string;
  body?: unknown;
  status: number;
  /** When the request arrived (Date.now()). */
  at: number;
}

/** A fault to inject into the answer of one operation. */
export interface Fault {
  /** Answer with this status (and `body`, `headers`) instead of handling the request. */
  status?: number;
  headers?: Record<string, string>;
  body?: unknown;
  /** Wait this long first (for tests of timeouts). */
  delayMs?: number;
  /** Drop the connection without answering. */
  reset?: boolean;
}

/** The account of GitHub Actions' GITHUB_TOKEN: its comments are written by this bot. */
export const ACTIONS_BOT = 'github-actions[bot]';

/** The operation id the server records for GraphQL requests (faults and barriers take it too). */
export const GRAPHQL_OPERATION = 'graphql';

export interface GitHubServer {
  /** The API base URL, as in `GITHUB_API_URL` (includes the path prefix, like GitHub Enterprise Server's /api/v3). */
  readonly url: string;
  readonly requests: RecordedRequest[];
  /** Requests that are not operations of the REST description, or whose body is not as described. */
  readonly violations: RecordedRequest[];
  comments(owner: string, repo: string, issueNumber: number): StoredComment[];
  /** Adds a comment as `login` (default: github-actions[bot]), as if written outside the test's runs. */
  addComment(owner: string, repo: string, issueNumber: number, body: string, login?: string): StoredComment;
  /** Makes `token` belong to the account `login`, e.g. a person's PAT or an app's installation token. */
  identify(token: string, login: string): void;
  /** Queues a fault for the next `times` requests of an operation (`*`: of any operation without its own). */
  fail(operationId: string, fault: Fault, times?: number): void;
  /**
   * Holds the next `parties` requests of an operation until all of them have arrived, then lets them go.
   * Barriers of one operation queue up: the next one catches the requests after the first group.
   */
  barrier(operationId: string, parties: number): void;
  /** Refuses comment bodies longer than `characters` (GitHub's limit is 65,536), as GitHub does. */
  limitCommentBodies(characters: number): void;
  /** Forgets comments, requests, faults, barriers, identities and a lowered body limit. */
  reset(): void;
  close(): Promise<void>;
}

export interface GitHubServerOptions {
  /** Path prefix of the API, e.g. /api/v3 as on GitHub Enterprise Server. */
  prefix?: string;
  /** Base of the comments' html_url. */
  webUrl?: string;
}

interface Barrier {
  parties: number;
  waiting: (() => void)[];
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function send(response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  response.writeHead(status, {
    ...(body === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }),
    'x-github-media-type': 'github.v3; format=json',
    ...headers,
  });
  response.end(text);
}

/** A stable user id per login; GitHub Actions' bot has its real one. */
function accountId(login: string): number {
  if (login === ACTIONS_BOT) return 41898282;
  let hash = 7;
  for (const char of login) hash = (hash * 31 + char.charCodeAt(0)) % 100_000_000;
  return hash + 1;
}

/** The token of an Authorization header (`token T` or `Bearer T`). */
function tokenOf(authorization: string | undefined): string | undefined {
  return authorization === undefined ? undefined : authorization.replace(/^(token|bearer)\s+/i, '');
}

/** Whether a GraphQL document is the one query this server answers: `viewer { login }`. */
function isViewerLoginQuery(query: unknown): boolean {
  if (typeof query !== 'string') return false;
  const compact = query.replace(/\s+/g, ' ').trim();
  return /^(query( [A-Za-z_]\w*)? )?\{ ?viewer ?\{ ?login ?\} ?\}$/.test(compact);
}

/** Starts the server on 127.0.0.1 on a free port. */
export async function startGitHubServer(options: GitHubServerOptions = {}): Promise<GitHubServer> {
  const description = loadRestDescription();
  const prefix = (options.prefix ?? '').replace(/\/+$/, '');
  // Where Octokit sends GraphQL: /graphql under the API, but /api/graphql beside GitHub Enterprise Server's /api/v3.
  const graphqlPath = /\/api\/v3$/.test(prefix) ? prefix.replace(/\/api\/v3$/, '/api/graphql') : `${prefix}/graphql`;
  const webUrl = options.webUrl ?? 'https://github.com';
  const issues = new Map<string, StoredComment[]>();
  const requests: RecordedRequest[] = [];
  const violations: RecordedRequest[] = [];
  const faults = new Map<string, Fault[]>();
  const barriers = new Map<string, Barrier[]>();
  const identities = new Map<string, string>();
  let nextId = 1000;
  let bodyLimit = GITHUB_COMMENT_LIMIT;
  let clock = Date.parse('2024-01-01T00:00:00Z');
  let apiUrl = '';

  const key = (owner: string, repo: string, issueNumber: number) =>
    `${owner.toLowerCase()}/${repo.toLowerCase()}#${issueNumber}`;
  const thread = (owner: string, repo: string, issueNumber: number): StoredComment[] => {
    const found = issues.get(key(owner, repo, issueNumber));
    if (found !== undefined) return found;
    const created: StoredComment[] = [];
    issues.set(key(owner, repo, issueNumber), created);
    return created;
  };
  const findComment = (
    owner: string,
    repo: string,
    id: number,
  ): { list: StoredComment[]; index: number } | undefined => {
    const prefixKey = `${owner.toLowerCase()}/${repo.toLowerCase()}#`;
    for (const [where, list] of issues) {
      if (!where.startsWith(prefixKey)) continue;
      const index = list.findIndex((c) => c.id === id);
      if (index >= 0) return { list, index };
    }
    return undefined;
  };
  const addComment = (owner: string, repo: string, issueNumber: number, body: string, login = ACTIONS_BOT) => {
    const id = nextId++;
    clock += 1000;
    const at = new Date(clock).toISOString().replace('.000Z', 'Z');
    const comment: StoredComment = {
      id,
      node_id: `IC_${id}`,
      url: `${apiUrl}/repos/${owner}/${repo}/issues/comments/${id}`,
      html_url: `${webUrl}/${owner}/${repo}/pull/${issueNumber}#issuecomment-${id}`,
      issue_url: `${apiUrl}/repos/${owner}/${repo}/issues/${issueNumber}`,
      body,
      user: { login, id: accountId(login), type: login.endsWith('[bot]') ? 'Bot' : 'User' },
      created_at: at,
      updated_at: at,
      author_association: 'NONE',
    };
    thread(owner, repo, issueNumber).push(comment);
    return comment;
  };

  type Handler = (
    params: Record<string, string>,
    query: Record<string, string>,
    body: Json,
    host: string,
    /** The account the request's token belongs to. */
    login: string,
  ) => {
    status: number;
    body?: unknown;
    headers?: Record<string, string>;
  };
  const notFound = { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } };
  // GitHub counts characters (code points), not UTF-16 units.
  const tooLong = (body: unknown) =>
    typeof body === 'string' && [...body].length > bodyLimit
      ? {
          status: 422,
          body: {
            message: 'Validation Failed',
            errors: [
              {
                resource: 'IssueComment',
                code: 'custom',
                field: 'body',
                message: `body is too long (maximum is ${bodyLimit} characters)`,
              },
            ],
            documentation_url: 'https://docs.github.com/rest/issues/comments#create-an-issue-comment',
          },
        }
      : undefined;
  const handlers: Record<string, Handler> = {
    'issues/list-comments': (params, query, _body, host) => {
      const all = thread(params.owner!, params.repo!, Number(params.issue_number));
      const perPage = Math.min(100, Math.max(1, Number(query.per_page ?? 30) || 30));
      const page = Math.max(1, Number(query.page ?? 1) || 1);
      const last = Math.max(1, Math.ceil(all.length / perPage));
      const link = (p: number, rel: string) => {
        const url = new URL(
          `http://${host}${prefix}/repos/${params.owner}/${params.repo}/issues/${params.issue_number}/comments`,
        );
        for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
        url.searchParams.set('per_page', String(perPage));
        url.searchParams.set('page', String(p));
        return `<${url.href}>; rel="${rel}"`;
      };
      const links: string[] = [];
      if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
      if (page > 1) links.push(link(1, 'first'), link(page - 1, 'prev'));
      return {
        status: 200,
        body: all.slice((page - 1) * perPage, page * perPage),
        headers: links.length === 0 ? undefined : { link: links.join(', ') },
      };
    },
    'issues/create-comment': (params, _query, body, _host, login) => {
      const refused = tooLong(body.body);
      if (refused !== undefined) return refused;
      const comment = addComment(params.owner!, params.repo!, Number(params.issue_number), body.body as string, login);
      return { status: 201, body: comment, headers: { location: comment.url } };
    },
    'issues/get-comment': (params) => {
      const found = findComment(params.owner!, params.repo!, Number(params.comment_id));
      return found === undefined ? notFound : { status: 200, body: found.list[found.index] };
    },
    'issues/update-comment': (params, _query, body) => {
      const found = findComment(params.owner!, params.repo!, Number(params.comment_id));
      if (found === undefined) return notFound;
      const refused = tooLong(body.body);
      if (refused !== undefined) return refused;
      clock += 1000;
      const comment = found.list[found.index]!;
      comment.body = body.body as string;
      comment.updated_at = new Date(clock).toISOString().replace('.000Z', 'Z');
      return { status: 200, body: comment };
    },
    'issues/delete-comment': (params) => {
      const found = findComment(params.owner!, params.repo!, Number(params.comment_id));
      if (found === undefined) return notFound;
      found.list.splice(found.index, 1);
      return { status: 204 };
    },
  };

  const waitAtBarrier = async (operationId: string): Promise<void> => {
    const queue = barriers.get(operationId);
    const barrier = queue?.[0];
    if (queue === undefined || barrier === undefined) return;
    await new Promise<void>((release) => {
      barrier.waiting.push(release);
      if (barrier.waiting.length === barrier.parties) {
        queue.shift();
        for (const go of barrier.waiting) go();
      }
    });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = (request.method ?? 'GET').toUpperCase();
    const text = await readBody(request);
    const record: RecordedRequest = {
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      authorization: request.headers.authorization,
      status: 0,
      at: Date.now(),
    };
    requests.push(record);
    const reject = (status: number, message: string) => {
      record.status = status;
      violations.push(record);
      send(response, status, { message, documentation_url: 'https://docs.github.com/rest' });
    };
    if (text !== '') {
      try {
        record.body = JSON.parse(text);
      } catch {
        return reject(400, 'Problems parsing JSON');
      }
    }
    let operationId = GRAPHQL_OPERATION;
    let matched: MatchedOperation | undefined;
    if (method === 'POST' && url.pathname === graphqlPath) {
      const query = (record.body as { query?: unknown } | undefined)?.query;
      if (!isViewerLoginQuery(query))
        return reject(400, 'the test server answers only the GraphQL query viewer { login }');
    } else {
      if (!url.pathname.startsWith(`${prefix}/`)) return reject(404, `not under the API prefix ${prefix}/`);
      matched = description.match(method, url.pathname.slice(prefix.length));
      if (matched === undefined) return reject(404, `${method} ${url.pathname} is not an operation of the REST API`);
      operationId = matched.operation.id;
      const problem = bodyProblem(matched.operation, record.body);
      if (problem !== undefined) return reject(422, `Invalid request: ${problem}`);
    }
    record.operationId = operationId;

    await waitAtBarrier(operationId);
    const fault = faults.get(operationId)?.shift() ?? faults.get('*')?.shift();
    if (fault?.delayMs !== undefined) await new Promise((wake) => setTimeout(wake, fault.delayMs));
    if (fault?.reset === true) {
      record.status = -1;
      request.socket.destroy();
      return;
    }
    if (fault?.status !== undefined) {
      record.status = fault.status;
      send(response, fault.status, fault.body ?? { message: `injected HTTP ${fault.status}` }, fault.headers);
      return;
    }
    // GraphQL always needs a token; REST only to write.
    if ((matched === undefined || method !== 'GET') && request.headers.authorization === undefined) {
      record.status = 401;
      send(response, 401, { message: 'Requires authentication' });
      return;
    }
    const login = identities.get(tokenOf(request.headers.authorization) ?? '') ?? ACTIONS_BOT;
    if (matched === undefined) {
      record.status = 200;
      send(response, 200, { data: { viewer: { login } } });
      return;
    }
    const handler = handlers[matched.operation.id];
    if (handler === undefined) {
      record.status = 501;
      violations.push(record);
      send(response, 501, { message: `the test server does not implement ${matched.operation.id}` });
      return;
    }
    const answer = handler(
      matched.params,
      record.query,
      (record.body ?? {}) as Json,
      request.headers.host ?? '127.0.0.1',
      login,
    );
    record.status = answer.status;
    send(response, answer.status, answer.body, answer.headers);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) send(response, 500, { message: String(error) });
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  apiUrl = `http://127.0.0.1:${port}${prefix}`;

  return {
    url: apiUrl,
    requests,
    violations,
    comments: (owner, repo, issueNumber) => [...(issues.get(key(owner, repo, issueNumber)) ?? [])],
    addComment,
    identify(token, login) {
      identities.set(token, login);
    },
    fail(operationId, fault, times = 1) {
      const queue = faults.get(operationId) ?? [];
      for (let i = 0; i < times; i++) queue.push(fault);
      faults.set(operationId, queue);
    },
    barrier(operationId, parties) {
      barriers.set(operationId, [...(barriers.get(operationId) ?? []), { parties, waiting: [] }]);
    },
    limitCommentBodies(characters) {
      bodyLimit = characters;
    },
    reset() {
      bodyLimit = GITHUB_COMMENT_LIMIT;
      issues.clear();
      requests.length = 0;
      violations.length = 0;
      faults.clear();
      barriers.clear();
      identities.clear();
    },
    close: () =>
      new Promise<void>((closed, failed) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? closed() : failed(error)));
      }),
  };
}
