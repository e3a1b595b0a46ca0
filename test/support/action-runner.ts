/**
 * Runs the bundled action (`dist/index.js`) under Node 24 the way the runner starts it: INPUT_* variables
 * (defaults from action.yml), a real pull_request payload, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files, and
 * GITHUB_API_URL pointing at the loopback GitHub stand-in, which checks every call against GitHub's REST
 * description. The test run's global setup rebuilds `dist/` first when a source file is newer.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { parse } from 'yaml';
import { CONFIG, baselineCounts, droppedCounts, noisyCounts, resultsFile } from './counts.js';
import { startGitHubServer, type GitHubServer, type StoredComment } from './github-server.js';
import { nodeBinary } from './node-versions.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const BUNDLE = join(ROOT, 'dist', 'index.js');
export const EXAMPLES = { baseline: 'examples/baseline.json', candidate: 'examples/candidate.json' };
/** The test's GITHUB_TOKEN; the stand-in writes its comments as github-actions[bot]. */
export const TOKEN = 'ghs_test-token';

export interface ActionRun {
  status: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

export interface RunOptions {
  event?: string;
  cwd?: string;
  env?: Record<string, string>;
}

/** Parses the runner's file-command format: `name<<DELIMITER` ... `DELIMITER` blocks, or `name=value` lines. */
function parseRunnerFile(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line === '') continue;
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc === null) {
      const at = line.indexOf('=');
      if (at < 0) throw new Error(`not a runner file-command line: ${line}`);
      values[line.slice(0, at)] = line.slice(at + 1);
      continue;
    }
    const end = lines.indexOf(heredoc[2]!, i + 1);
    if (end < 0) throw new Error(`unterminated value of ${heredoc[1]}`);
    values[heredoc[1]!] = lines.slice(i + 1, end).join('\n');
    i = end;
  }
  return values;
}

/** The input defaults the runner would pass, from action.yml; `${{ github.token }}` becomes the test token. */
function inputDefaults(): Record<string, string> {
  const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
    inputs: Record<string, { default?: string }>;
  };
  return Object.fromEntries(
    Object.entries(action.inputs).map(([name, input]) => [
      name,
      String(input.default ?? '').replace('${{ github.token }}', TOKEN),
    ]),
  );
}

export interface PullRequestPayload {
  number: number;
  repository: { full_name: string };
  pull_request: { head: { sha: string }; base: { sha: string } };
}

/** A real pull_request webhook payload from @octokit/webhooks-examples. */
function pullRequestPayload(): PullRequestPayload {
  const file = join(ROOT, 'node_modules', '@octokit', 'webhooks-examples', 'api.github.com', 'index.json');
  const events = JSON.parse(readFileSync(file, 'utf8')) as { name: string; examples: { action: string }[] }[];
  const example = events.find((e) => e.name === 'pull_request')!.examples.find((e) => e.action === 'opened');
  return example as unknown as PullRequestPayload;
}

/** The event's pull request, known before any harness starts (test tables use it). */
export const PULL_REQUEST = (() => {
  const payload = pullRequestPayload();
  const [owner, repo] = payload.repository.full_name.split('/') as [string, string];
  return { owner, repo, number: payload.number, head: payload.pull_request.head.sha };
})();

/** Workflow-command lines of one kind, with the runner's escapes (%25, %0A, %3A, ...) decoded. */
export function annotations(run: ActionRun, kind: 'error' | 'warning' | 'notice'): string[] {
  return run.stdout
    .split('\n')
    .filter((line) => line.startsWith(`::${kind}`))
    .map((line) => line.replace(/%(0D|0A|3A|2C|25)/g, (code) => decodeURIComponent(code)));
}

/** The mean pass rate of a committed passk-results/v1 file, to check the outputs against. */
export function meanPass(file: string): number {
  const problems = (JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as { problems: { n: number; c: number }[] })
    .problems;
  return problems.reduce((sum, p) => sum + p.c / p.n, 0) / problems.length;
}

/** A loopback GitHub, a pull request event and a work folder with test results files, for running the action. */
export interface ActionHarness {
  readonly server: GitHubServer;
  /** Holds the test results files: noisy-base.json, noisy-cand.json, hot-cand.json, big-base.json, big-cand.json. */
  readonly work: string;
  readonly payload: PullRequestPayload;
  readonly owner: string;
  readonly repo: string;
  /** The folder of the latest run (its RUNNER_TEMP). */
  readonly lastRunDir: () => string;
  /** The comments on the event's pull request. */
  readonly comments: () => StoredComment[];
  readonly run: (inputs: Record<string, string>, options?: RunOptions) => Promise<ActionRun>;
  readonly close: () => Promise<void>;
}

export async function startActionHarness(): Promise<ActionHarness> {
  const node24 = nodeBinary(24);
  const server = await startGitHubServer({ prefix: '/api/v3' });
  const payload = pullRequestPayload();
  const [owner, repo] = payload.repository.full_name.split('/') as [string, string];
  const work = mkdtempSync(join(tmpdir(), 'passk-gate-action-'));
  const eventPath = join(work, 'event.json');
  writeFileSync(eventPath, JSON.stringify(payload));
  writeFileSync(join(work, 'noisy-base.json'), resultsFile(baselineCounts(), 'acme/base'));
  writeFileSync(join(work, 'noisy-cand.json'), resultsFile(noisyCounts(), 'acme/cand'));
  writeFileSync(join(work, 'hot-cand.json'), resultsFile(noisyCounts(), 'acme/cand', { ...CONFIG, temperature: 1.2 }));
  const bigConfig = {
    ...CONFIG,
    ...Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`extra_setting_${i}`, `value ${i}`])),
  };
  writeFileSync(join(work, 'big-base.json'), resultsFile(baselineCounts(), 'acme/base', bigConfig));
  writeFileSync(join(work, 'big-cand.json'), resultsFile(droppedCounts(1), 'acme/cand', bigConfig));
  const defaults = inputDefaults();
  let runCount = 0;

  const run = (inputs: Record<string, string>, options: RunOptions = {}): Promise<ActionRun> => {
    const dir = join(work, `run-${++runCount}`);
    mkdirSync(dir);
    const files = { output: join(dir, 'output'), summary: join(dir, 'summary') };
    writeFileSync(files.output, '');
    writeFileSync(files.summary, '');
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dir,
      GITHUB_ACTIONS: 'true',
      CI: 'true',
      GITHUB_EVENT_NAME: options.event ?? 'pull_request',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: payload.repository.full_name,
      GITHUB_API_URL: server.url,
      GITHUB_SERVER_URL: 'https://ghe.example',
      GITHUB_SHA: 'f'.repeat(40),
      GITHUB_RUN_ID: '4242',
      GITHUB_WORKSPACE: options.cwd ?? ROOT,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      RUNNER_TEMP: dir,
      ...options.env,
    };
    for (const [name, value] of Object.entries({ ...defaults, ...inputs })) {
      env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
    }
    return new Promise((done, failed) => {
      const child = spawn(node24, [BUNDLE], { cwd: options.cwd ?? ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      child.on('error', failed);
      child.on('close', (status) =>
        done({
          status,
          stdout,
          stderr,
          outputs: parseRunnerFile(readFileSync(files.output, 'utf8')),
          summary: readFileSync(files.summary, 'utf8'),
        }),
      );
    });
  };

  return {
    server,
    work,
    payload,
    owner,
    repo,
    lastRunDir: () => join(work, `run-${runCount}`),
    comments: () => server.comments(owner, repo, payload.number),
    run,
    close: async () => {
      await server.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * A harness for one test file: started before its tests, its server reset before each, closed after. The
 * object stands for the harness that is running, so it can be taken at the top of a describe block.
 */
export function useActionHarness(): ActionHarness {
  let running: ActionHarness | undefined;
  beforeAll(async () => {
    running = await startActionHarness();
  });
  afterAll(() => running?.close());
  beforeEach(() => running!.server.reset());
  return new Proxy({} as ActionHarness, {
    get: (_, property) => {
      if (running === undefined) throw new Error('the action harness is used before it started');
      return running[property as keyof ActionHarness];
    },
  });
}
