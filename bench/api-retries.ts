/**
 * The GitHub API retries (src/publish/retry.ts, an Octokit `request` hook over src/io/retry.ts) against
 * `@octokit/plugin-retry` and `@octokit/plugin-throttling` with their defaults, on the loopback API server of the
 * tests. Part of `npm run bench:hand-written`, which bundles this file, calls `measureApiRetries` and prints
 * `apiRetriesTable`.
 *
 * A run does what the action does to comment: asks GraphQL who the token is (`commentAuthor`), then upserts the
 * comment (`upsertComment`). Each run is its own process, as each action run is: plugin-throttling keeps its
 * limiters per process, so runs in one process would wait for each other's writes. The run time is taken in
 * that process, from creating the client to the upsert's answer (Node's start-up and module loading excluded).
 */
import { execFile } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { getOctokit } from '@actions/github';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { median } from 'simple-statistics';
import { commentMarker, upsertComment, type UpsertResult } from '../src/publish/comment.js';
import { commentAuthor, githubClient, pullRequestComments, type GitHubClient } from '../src/publish/github-comments.js';
import { DEFAULT_RETRY_POLICY } from '../src/io/retry.js';
import { ACTIONS_BOT, startGitHubServer, type GitHubServer } from '../test/support/github-server.js';

/** The argument that makes this module's process one probe run instead of the measurement. */
export const PROBE_FLAG = '--api-retries-probe';

const TOKEN = 'bench-token';
const PR = { owner: 'Codertocat', repo: 'Hello-World', issueNumber: 2 };
const MARKER = commentMarker('bench');

const CLIENTS = {
  'hand-written': 'hand-written hook (`src/publish/retry.ts`, `src/io/retry.ts`)',
  plugins: '`@octokit/plugin-retry` + `@octokit/plugin-throttling`',
} as const;
type ClientName = keyof typeof CLIENTS;

/**
 * The handlers plugin-throttling requires (it throws without them), as its README shows them: a primary rate
 * limit is retried once, a secondary one not. No scenario here hits a rate limit.
 */
const THROTTLE_HANDLERS = {
  onRateLimit: (_retryAfter: number, _options: object, _octokit: unknown, retryCount: number) => retryCount < 1,
  onSecondaryRateLimit: () => false,
};

/** The client a run uses: the action's own, or `getOctokit` with both plugins and their defaults. */
async function client(name: ClientName, baseUrl: string): Promise<GitHubClient> {
  if (name === 'hand-written') {
    return githubClient(TOKEN, baseUrl, DEFAULT_RETRY_POLICY, {
      now: Date.now,
      sleep: (ms) => new Promise((wake) => setTimeout(wake, ms)),
      debug: () => undefined,
      info: () => undefined,
    });
  }
  return getOctokit(TOKEN, { baseUrl, throttle: THROTTLE_HANDLERS }, retry, throttling);
}

interface ProbeResult {
  /** Date.now() when the client was created: the origin of the request times. */
  startedAt: number;
  seconds: number;
  result: Pick<UpsertResult, 'action' | 'removed'>;
}

/** One run in this process: prints a `ProbeResult` as JSON. */
async function probe(name: ClientName, baseUrl: string): Promise<void> {
  const startedAt = Date.now();
  const start = performance.now();
  const octokit = await client(name, baseUrl);
  const author = await commentAuthor(octokit, undefined, () => undefined);
  const { action, removed } = await upsertComment(
    pullRequestComments(octokit, PR),
    { author: author.login, marker: MARKER, confirmed: author.confirmed },
    'the report',
    { create: true },
  );
  const seconds = (performance.now() - start) / 1000;
  const result: ProbeResult = { startedAt, seconds, result: { action, removed } };
  process.stdout.write(JSON.stringify(result));
}

interface Scenario {
  title: string;
  /** Sets the server up before a run. */
  prepare(server: GitHubServer): void;
  /** Why the run did not do what the scenario expects, or undefined when it did. */
  problem(server: GitHubServer, result: ProbeResult['result']): string | undefined;
}

function oneComment(server: GitHubServer, result: ProbeResult['result'], action: string, removed: number) {
  const comments = server.comments(PR.owner, PR.repo, PR.issueNumber).length;
  if (result.action !== action || result.removed !== removed || comments !== 1)
    return `${result.action}, ${result.removed} removed, ${comments} comments left`;
  if (server.violations.length > 0) return `${server.violations.length} requests outside GitHub's REST description`;
  return undefined;
}

const SCENARIOS: Scenario[] = [
  {
    title: 'creating the comment on a fresh pull request',
    prepare: () => undefined,
    problem: (server, result) => oneComment(server, result, 'created', 0),
  },
  {
    title: 'updating the comment and deleting one duplicate',
    prepare(server) {
      server.addComment(PR.owner, PR.repo, PR.issueNumber, `${MARKER}\nolder report`, ACTIONS_BOT);
      server.addComment(PR.owner, PR.repo, PR.issueNumber, `${MARKER}\nduplicate`, ACTIONS_BOT);
    },
    problem: (server, result) => oneComment(server, result, 'updated', 1),
  },
  {
    title: 'creating the comment, with HTTP 502 twice on the create',
    prepare(server) {
      server.fail('issues/create-comment', { status: 502, body: { message: 'Bad Gateway' } }, 2);
    },
    problem(server, result) {
      const creates = server.requests.filter((r) => r.operationId === 'issues/create-comment').map((r) => r.status);
      if (creates.join() !== '502,502,201') return `creates answered ${creates.join(', ')}`;
      return oneComment(server, result, 'created', 0);
    },
  },
];

/** Short names of the operations a run calls, for the request timeline. */
const OPERATIONS: Record<string, string> = {
  graphql: 'viewer',
  'issues/list-comments': 'list',
  'issues/create-comment': 'create',
  'issues/update-comment': 'update',
  'issues/delete-comment': 'delete',
};

export interface ApiRetriesRow {
  scenario: string;
  client: string;
  /** Median run time in seconds; undefined when a run failed. */
  seconds?: number;
  /** The requests in order, each with the median time it reached the server after the run started. */
  requests: { label: string; status: number; seconds: number }[];
  failed?: string;
}

const run = promisify(execFile);

/** One run of `name` in a new process (`node probeFile PROBE_FLAG ...`) against the prepared server. */
async function runProbe(probeFile: string, name: ClientName, server: GitHubServer) {
  const { stdout } = await run(process.execPath, [probeFile, PROBE_FLAG, name, server.url], { timeout: 120_000 });
  const probed = JSON.parse(stdout) as ProbeResult;
  const requests = server.requests.map((r) => ({
    label: OPERATIONS[r.operationId ?? ''] ?? r.path,
    status: r.status,
    seconds: (r.at - probed.startedAt) / 1000,
  }));
  return { ...probed, requests };
}

/**
 * Every scenario with both clients, `runs` times each (the clients in turn), against one loopback server;
 * `probeFile` is this module bundled, which runs one probe when started with PROBE_FLAG.
 */
export async function measureApiRetries(runs: number, probeFile: string): Promise<ApiRetriesRow[]> {
  const server = await startGitHubServer();
  const rows: ApiRetriesRow[] = [];
  try {
    for (const scenario of SCENARIOS) {
      const measured = new Map<ClientName, Awaited<ReturnType<typeof runProbe>>[]>();
      const failed = new Map<ClientName, string>();
      for (let i = 0; i < runs; i++) {
        for (const name of Object.keys(CLIENTS) as ClientName[]) {
          if (failed.has(name)) continue;
          server.reset();
          scenario.prepare(server);
          try {
            const probed = await runProbe(probeFile, name, server);
            const problem = scenario.problem(server, probed.result);
            if (problem === undefined) measured.set(name, [...(measured.get(name) ?? []), probed]);
            else failed.set(name, problem);
          } catch (error) {
            failed.set(
              name,
              String((error as { stderr?: unknown }).stderr ?? error)
                .trim()
                .split('\n')
                .at(-1)!,
            );
          }
        }
      }
      for (const [name, title] of Object.entries(CLIENTS) as [ClientName, string][]) {
        const probes = measured.get(name) ?? [];
        const why = failed.get(name);
        rows.push({
          scenario: scenario.title,
          client: title,
          ...(why === undefined ? { seconds: median(probes.map((p) => p.seconds)) } : { failed: why }),
          requests: (probes[0]?.requests ?? []).map(({ label, status }, j) => ({
            label,
            status,
            seconds: median(probes.map((p) => p.requests[j]?.seconds ?? Number.NaN)),
          })),
        });
      }
    }
  } finally {
    await server.close();
  }
  return rows;
}

/** The rows as a markdown table. */
export function apiRetriesTable(rows: ApiRetriesRow[]): string {
  const lines = ['| scenario | client | run time | requests (s after the run started) |', '| --- | --- | ---: | --- |'];
  let previous = '';
  for (const row of rows) {
    const scenario = row.scenario === previous ? '' : row.scenario;
    previous = row.scenario;
    const time = row.failed === undefined ? `${row.seconds!.toFixed(2)} s` : `failed: ${row.failed}`;
    const requests = row.requests
      .map((r) => `${r.label} ${r.seconds.toFixed(2)}${r.status >= 400 ? ` (${r.status})` : ''}`)
      .join(', ');
    lines.push(`| ${scenario} | ${row.client} | ${time} | ${requests} |`);
  }
  return lines.join('\n');
}

if (process.argv[2] === PROBE_FLAG) {
  const [name, baseUrl] = process.argv.slice(3) as [ClientName, string];
  await probe(name, baseUrl);
  // plugin-throttling's limiters keep timers; the run is over.
  process.exit(0);
}
