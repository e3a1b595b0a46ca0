/**
 * Black-box tests of the bundled action: `dist/index.js` runs under Node 24 the way the runner starts it, with
 * INPUT_* variables (defaults from action.yml), a real pull_request payload, GITHUB_OUTPUT and
 * GITHUB_STEP_SUMMARY files, and GITHUB_API_URL pointing at a loopback server that checks every call against
 * GitHub's REST description. `dist/` is committed; it is rebuilt here first if a source file is newer.
 */
import { execFileSync, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startGitHubServer, type Fault, type GitHubServer, type StoredComment } from '../support/github-server.js';
import { CONFIG, baselineCounts, droppedCounts, noisyCounts, resultsFile } from './fixtures.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NODE24 = join(ROOT, 'node_modules', '.bin', 'node');
const BUNDLE = join(ROOT, 'dist', 'index.js');
const EXAMPLES = { baseline: 'examples/baseline.json', candidate: 'examples/candidate.json' };
const TOKEN = 'ghs_test-token';

interface ActionRun {
  status: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

function newestSource(folder: string): number {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
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

/** A real pull_request webhook payload from @octokit/webhooks-examples. */
function pullRequestPayload(): {
  number: number;
  repository: { full_name: string };
  pull_request: { head: { sha: string } };
} {
  const file = join(ROOT, 'node_modules', '@octokit', 'webhooks-examples', 'api.github.com', 'index.json');
  const events = JSON.parse(readFileSync(file, 'utf8')) as { name: string; examples: { action: string }[] }[];
  const example = events.find((e) => e.name === 'pull_request')!.examples.find((e) => e.action === 'opened');
  return example as unknown as ReturnType<typeof pullRequestPayload>;
}

describe('the bundled action', () => {
  let server: GitHubServer;
  let work: string;
  let eventPath: string;
  const payload = pullRequestPayload();
  const [owner, repo] = payload.repository.full_name.split('/') as [string, string];
  const comments = (): StoredComment[] => server.comments(owner, repo, payload.number);

  beforeAll(async () => {
    if (!existsSync(BUNDLE) || statSync(BUNDLE).mtimeMs < newestSource(join(ROOT, 'src'))) {
      execFileSync(process.execPath, [join(ROOT, 'scripts', 'build.mjs')], { cwd: ROOT, stdio: 'inherit' });
    }
    server = await startGitHubServer({ prefix: '/api/v3' });
    work = mkdtempSync(join(tmpdir(), 'passk-gate-action-'));
    eventPath = join(work, 'event.json');
    writeFileSync(eventPath, JSON.stringify(payload));
    writeFileSync(join(work, 'noisy-base.json'), resultsFile(baselineCounts(), 'acme/base'));
    writeFileSync(join(work, 'noisy-cand.json'), resultsFile(noisyCounts(), 'acme/cand'));
    writeFileSync(
      join(work, 'hot-cand.json'),
      resultsFile(noisyCounts(), 'acme/cand', { ...CONFIG, temperature: 1.2 }),
    );
    const bigConfig = {
      ...CONFIG,
      ...Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`extra_setting_${i}`, `value ${i}`])),
    };
    writeFileSync(join(work, 'big-base.json'), resultsFile(baselineCounts(), 'acme/base', bigConfig));
    writeFileSync(join(work, 'big-cand.json'), resultsFile(droppedCounts(1), 'acme/cand', bigConfig));
  });
  afterAll(async () => {
    await server?.close();
    if (work !== undefined) rmSync(work, { recursive: true, force: true });
  });
  beforeEach(() => server.reset());

  let runCount = 0;
  function runAction(
    inputs: Record<string, string>,
    options: { event?: string; cwd?: string; env?: Record<string, string> } = {},
  ): Promise<ActionRun> {
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
    for (const [name, value] of Object.entries({ ...inputDefaults(), ...inputs })) {
      env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] = value;
    }
    return new Promise((done, failed) => {
      const child = spawn(NODE24, [BUNDLE], { cwd: options.cwd ?? ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
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
  }

  /** Workflow-command lines of one kind, with the runner's escapes (%25, %0A, %3A, ...) decoded. */
  const annotations = (run: ActionRun, kind: 'error' | 'warning') =>
    run.stdout
      .split('\n')
      .filter((line) => line.startsWith(`::${kind}`))
      .map((line) => line.replace(/%(0D|0A|3A|2C|25)/g, (code) => decodeURIComponent(code)));
  const meanPass = (file: string) => {
    const problems = (JSON.parse(readFileSync(join(ROOT, file), 'utf8')) as { problems: { n: number; c: number }[] })
      .problems;
    return problems.reduce((sum, p) => sum + p.c / p.n, 0) / problems.length;
  };

  it('runs under Node 24', () => {
    expect(execFileSync(NODE24, ['--version'], { encoding: 'utf8' })).toMatch(/^v24\./);
  });

  it('creates one comment on the first run, and sets the outputs, the summary and the report', async () => {
    const run = await runAction({ ...EXAMPLES, name: 'humaneval' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(comments()).toHaveLength(1);
    const [comment] = comments();
    expect(comment!.body).toMatch(
      /^<!-- .* -->\n### 🚀 Improvement: pass@1 \+2\.9 points \(95% CI .*\) at k = 1\n\n\*\*passk-gate · humaneval\*\* · /,
    );
    expect(comment!.body).toMatch(/```mermaid\n(%%.*%%\n)?xychart-beta\n/);
    expect(comment!.body).toContain(
      '[this workflow run](https://ghe.example/Codertocat/Hello-World/actions/runs/4242)',
    );
    expect(comment!.body).toContain(`Updated for ${payload.pull_request.head.sha.slice(0, 7)}`);

    expect(Object.keys(run.outputs).sort()).toEqual([
      'baseline',
      'candidate',
      'ci-high',
      'ci-low',
      'comment-url',
      'delta',
      'mde',
      'p-value',
      'report',
      'verdict',
    ]);
    expect(run.outputs.verdict).toBe('improvement');
    expect(run.outputs['comment-url']).toBe(comment!.html_url);
    expect(Number(run.outputs.baseline)).toBeCloseTo(meanPass(EXAMPLES.baseline), 6);
    expect(Number(run.outputs.candidate)).toBeCloseTo(meanPass(EXAMPLES.candidate), 6);
    expect(Number(run.outputs.delta)).toBeCloseTo(meanPass(EXAMPLES.candidate) - meanPass(EXAMPLES.baseline), 6);
    expect(Number(run.outputs['ci-low'])).toBeGreaterThan(0);
    const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8')) as {
      verdict: string;
      delta: { ci: number[] };
    };
    expect(report.verdict).toBe('improvement');
    expect(Number(run.outputs['ci-high'])).toBeCloseTo(report.delta.ci[1]!, 6);

    expect(run.summary).toMatch(/^### 🚀 Improvement: pass@1 .* at k = 1\n\n\*\*passk-gate · humaneval\*\* · /);
    expect(run.summary).toContain('<details>');
    expect(annotations(run, 'error')).toEqual([]);

    const calls = server.requests.map((r) => `${r.method} ${r.operationId}`);
    expect(calls).toEqual(['GET issues/list-comments', 'POST issues/create-comment', 'GET issues/list-comments']);
    expect(server.requests.every((r) => r.path.startsWith(`/api/v3/repos/${owner}/${repo}/issues/`))).toBe(true);
    expect(server.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
    expect(server.violations).toEqual([]);
  });

  it('updates that comment in place on the next run, and fails the check on a regression', async () => {
    await runAction({ ...EXAMPLES, name: 'humaneval' });
    const [first] = comments();
    const run = await runAction({ baseline: EXAMPLES.candidate, candidate: EXAMPLES.baseline, name: 'humaneval' });
    expect(run.status).toBe(1);
    expect(comments()).toHaveLength(1);
    expect(comments()[0]!.id).toBe(first!.id);
    expect(comments()[0]!.body).toMatch(
      /### ❌ Regression: pass@1 -2\.9 points .* at k = 1\n\n\*\*passk-gate · humaneval\*\*/,
    );
    expect(run.outputs.verdict).toBe('regression');
    expect(run.outputs['comment-url']).toBe(first!.html_url);
    const errors = annotations(run, 'error');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^::error::passk-gate \(humaneval\): Regression: pass@1 -2\.9 points \(95% CI .*\) at k = 1; gate failed/,
    );
    expect(server.violations).toEqual([]);
  });

  it('keeps a second comment for a gate with another name', async () => {
    await runAction({ ...EXAMPLES, name: 'humaneval' });
    await runAction({ ...EXAMPLES, name: 'mbpp' });
    expect(comments()).toHaveLength(2);
    const [humaneval, mbpp] = comments();
    await runAction({ ...EXAMPLES, name: 'humaneval', seed: '3' });
    await runAction({ ...EXAMPLES, name: 'mbpp', seed: '3' });
    expect(comments().map((c) => c.id)).toEqual([humaneval!.id, mbpp!.id]);
    expect(comments()[0]!.body).toContain('passk-gate · humaneval');
    expect(comments()[1]!.body).toContain('passk-gate · mbpp');
    expect(server.violations).toEqual([]);
  });

  it('settles two concurrent runs on one comment', async () => {
    server.barrier('issues/list-comments', 2); // both find no comment, so both create one
    server.barrier('issues/list-comments', 2); // both see both comments when they look again
    const runs = await Promise.all([
      runAction({ ...EXAMPLES, name: 'race' }),
      runAction({ ...EXAMPLES, name: 'race' }),
    ]);
    expect(runs.map((r) => r.status)).toEqual([0, 0]);
    expect(server.requests.filter((r) => r.operationId === 'issues/create-comment')).toHaveLength(2);
    expect(server.requests.filter((r) => r.operationId === 'issues/delete-comment')).toHaveLength(2);
    expect(comments()).toHaveLength(1);
    expect(runs.map((r) => r.outputs['comment-url'])).toEqual([comments()[0]!.html_url, comments()[0]!.html_url]);
    expect(server.violations).toEqual([]);
  });

  it('exits by the verdict: fail-on never passes a regression', async () => {
    const run = await runAction({
      baseline: EXAMPLES.candidate,
      candidate: EXAMPLES.baseline,
      'fail-on': 'never',
      comment: 'never',
    });
    expect(run.status).toBe(0);
    expect(run.outputs.verdict).toBe('regression');
    expect(annotations(run, 'error')).toEqual([]);
    expect(server.requests).toEqual([]);
  });

  it('warns on an inconclusive result and an underpowered suite, and fails under fail-on inconclusive', async () => {
    const files = {
      baseline: join(work, 'noisy-base.json'),
      candidate: join(work, 'noisy-cand.json'),
      comment: 'never',
    };
    const warned = await runAction({ ...files, margin: '0.01' });
    expect(warned.status).toBe(0);
    expect(warned.outputs.verdict).toBe('inconclusive');
    const warnings = annotations(warned, 'warning');
    expect(warnings.some((w) => w.startsWith('::warning title=passk-gate: inconclusive::Inconclusive: pass@1'))).toBe(
      true,
    );
    expect(
      warnings.some((w) =>
        w.startsWith('::warning title=passk-gate: underpowered::underpowered: this gate catches drops of'),
      ),
    ).toBe(true);

    const strict = await runAction({ ...files, margin: '0.01', 'fail-on': 'inconclusive' });
    expect(strict.status).toBe(1);
    expect(annotations(strict, 'error')).toHaveLength(1);
  });

  it('warns when the token may not comment (403), and still writes the summary and exits by the verdict', async () => {
    const forbidden = { status: 403, body: { message: 'Resource not accessible by integration' } };
    server.fail('issues/create-comment', forbidden, 2);
    const passed = await runAction({ ...EXAMPLES });
    const failed = await runAction({ baseline: EXAMPLES.candidate, candidate: EXAMPLES.baseline });
    expect([passed.status, failed.status]).toEqual([0, 1]);
    for (const run of [passed, failed]) {
      const warning = annotations(run, 'warning').find((w) => w.includes('could not comment'));
      expect(warning).toMatch(/HTTP 403.*forks get a read-only GITHUB_TOKEN.*workflow_run.*pr-number/);
      expect(run.outputs['comment-url']).toBe('');
      expect(run.summary).toMatch(/^### (🚀|❌) (Improvement|Regression): pass@1/);
    }
    expect(passed.outputs.verdict).toBe('improvement');
    expect(annotations(failed, 'error')).toHaveLength(1);
    expect(comments()).toEqual([]);
  });

  it('comments on-regression only on a regression, and keeps an earlier comment up to date', async () => {
    const quiet = await runAction({ ...EXAMPLES, comment: 'on-regression' });
    expect(comments()).toEqual([]);
    expect(quiet.outputs['comment-url']).toBe('');
    await runAction({ baseline: EXAMPLES.candidate, candidate: EXAMPLES.baseline, comment: 'on-regression' });
    expect(comments()).toHaveLength(1);
    await runAction({ ...EXAMPLES, comment: 'on-regression' });
    expect(comments()).toHaveLength(1);
    expect(comments()[0]!.body).toContain('improvement');
  });

  it('does not call the API outside pull requests, and skips the summary when asked', async () => {
    const run = await runAction({ ...EXAMPLES, summary: 'false' }, { event: 'push' });
    expect(run.status).toBe(0);
    expect(server.requests).toEqual([]);
    expect(run.outputs['comment-url']).toBe('');
    expect(run.summary).toBe('');
  });

  it('comments on pr-number from a workflow_run event', async () => {
    const run = await runAction({ ...EXAMPLES, 'pr-number': '17' }, { event: 'workflow_run' });
    expect(run.status).toBe(0);
    expect(server.comments(owner, repo, 17)).toHaveLength(1);
    expect(comments()).toEqual([]);
  });

  it('fails a refused comparison and says why in the comment', async () => {
    const run = await runAction({ baseline: join(work, 'noisy-base.json'), candidate: join(work, 'hot-cand.json') });
    expect(run.status).toBe(1);
    expect(run.outputs.verdict).toBe('refused');
    expect(run.outputs.delta).toBe('');
    expect(annotations(run, 'error')[0]).toMatch(/^::error::passk-gate: comparison refused: .*temperature/);
    expect(comments()[0]!.body).toContain('The comparison was refused');
  });

  it('fails bad input with one line, before any API call', async () => {
    const run = await runAction({ ...EXAMPLES, k: 'two' });
    expect(run.status).toBe(1);
    expect(annotations(run, 'error')).toEqual(['::error::passk-gate: input k: expected a number, got "two"']);
    expect(server.requests).toEqual([]);
    const missing = await runAction({ baseline: 'nope.json', candidate: EXAMPLES.candidate });
    expect(missing.status).toBe(1);
    expect(annotations(missing, 'error')).toHaveLength(1);
    expect(annotations(missing, 'error')[0]).toMatch(/^::error::passk-gate: nope\.json: .*no such file/);
  });

  describe('GitHub API faults', () => {
    // Short retry waits keep the suite fast; everything else is the action's default policy.
    const FAST = { PASSK_GATE_API_BACKOFF: '0.05' };
    const IMPROVEMENT = { ...EXAMPLES };
    const REGRESSION = { baseline: EXAMPLES.candidate, candidate: EXAMPLES.baseline };
    const COMMENTS_PATH = `/repos/${owner}/${repo}/issues/${payload.number}/comments`;
    /** A regression whose comment would be about 57,000 characters. */
    const big = () => ({ baseline: join(work, 'big-base.json'), candidate: join(work, 'big-cand.json') });

    /** The token shows only in the add-mask command that the runner takes in (core.setSecret), nowhere else. */
    function expectNoToken(run: ActionRun): void {
      const lines = run.stdout.split('\n');
      expect(lines).toContain(`::add-mask::${TOKEN}`);
      expect(lines.filter((line) => line !== `::add-mask::${TOKEN}`).join('\n')).not.toContain(TOKEN);
      expect(run.stderr).not.toContain(TOKEN);
      expect(run.summary).not.toContain(TOKEN);
      expect(JSON.stringify(run.outputs)).not.toContain(TOKEN);
      expect(readFileSync(run.outputs.report!, 'utf8')).not.toContain(TOKEN);
    }

    /** What every faulted run must still do: exit by the verdict, write the summary and outputs, leak nothing. */
    function expectGateUnharmed(run: ActionRun, verdict: 'improvement' | 'regression'): void {
      expect(run.status).toBe(verdict === 'regression' ? 1 : 0);
      expect(run.outputs.verdict).toBe(verdict);
      expect(annotations(run, 'error')).toHaveLength(verdict === 'regression' ? 1 : 0);
      expect(run.summary).toMatch(
        verdict === 'regression' ? /^### ❌ Regression: pass@1/ : /^### 🚀 Improvement: pass@1/,
      );
      expect(run.stderr).toBe('');
      expectNoToken(run);
      expect(server.violations).toEqual([]);
    }

    const commentWarnings = (run: ActionRun) =>
      annotations(run, 'warning')
        .filter((w) => w.startsWith('::warning title=passk-gate: no PR comment::'))
        .map((w) => w.slice('::warning title=passk-gate: no PR comment::'.length));
    const retryLines = (run: ActionRun) =>
      run.stdout.split('\n').filter((line) => /^GitHub API: .*; retrying in /.test(line));

    const transient: [string, string, Fault, number, RegExp][] = [
      [
        'HTTP 500 on listing',
        'issues/list-comments',
        { status: 500, body: { message: 'Server Error' } },
        1,
        /: HTTP 500: Server Error; retrying in 0\.05 s \(attempt 2 of 4\)$/,
      ],
      [
        'HTTP 502 on creating',
        'issues/create-comment',
        { status: 502, body: { message: 'Bad Gateway' } },
        1,
        /^GitHub API: POST \/repos\/Codertocat\/Hello-World\/issues\/\d+\/comments: HTTP 502: Bad Gateway; retrying/,
      ],
      [
        'HTTP 503 twice',
        'issues/list-comments',
        { status: 503, body: { message: 'Service Unavailable' } },
        2,
        /: HTTP 503: Service Unavailable; retrying in 0\.(05|1) s/,
      ],
      [
        'a connection reset on creating',
        'issues/create-comment',
        { reset: true },
        1,
        /: no answer: .+; retrying in 0\.05 s/,
      ],
    ];

    it.each(transient)('recovers from %s: one comment, no warning', async (_, operation, fault, times, retry) => {
      server.fail(operation, fault, times);
      const run = await runAction(IMPROVEMENT, { env: FAST });
      expectGateUnharmed(run, 'improvement');
      expect(commentWarnings(run)).toEqual([]);
      expect(retryLines(run)).toHaveLength(times);
      for (const line of retryLines(run)) expect(line).toMatch(retry);
      expect(comments()).toHaveLength(1);
      expect(run.outputs['comment-url']).toBe(comments()[0]!.html_url);
    });

    it('ends a request that answers too slowly and retries it', async () => {
      server.fail('issues/list-comments', { delayMs: 2000 });
      const run = await runAction(IMPROVEMENT, { env: { ...FAST, PASSK_GATE_API_TIMEOUT: '0.5' } });
      expectGateUnharmed(run, 'improvement');
      expect(retryLines(run)).toEqual([
        `GitHub API: GET ${COMMENTS_PATH}: no answer within 0.5 s; retrying in 0.05 s (attempt 2 of 4)`,
      ]);
      expect(comments()).toHaveLength(1);
    });

    it('waits as long as a secondary rate limit asks (retry-after: 1), then comments', async () => {
      const limited = {
        status: 403,
        headers: { 'retry-after': '1' },
        body: { message: 'You have exceeded a secondary rate limit.' },
      };
      server.fail('issues/create-comment', limited);
      const run = await runAction(REGRESSION, { env: FAST });
      expectGateUnharmed(run, 'regression');
      expect(retryLines(run)).toEqual([
        `GitHub API: POST ${COMMENTS_PATH}: HTTP 403: You have exceeded a secondary rate limit.; retrying in 1 s (attempt 2 of 4)`,
      ]);
      const [refused, accepted] = server.requests.filter((r) => r.operationId === 'issues/create-comment');
      expect([refused!.status, accepted!.status]).toEqual([403, 201]);
      expect(accepted!.at - refused!.at).toBeGreaterThanOrEqual(990); // timers may round down by a millisecond
      expect(comments()).toHaveLength(1);
    });

    const persistent: [string, string, Fault, number, RegExp][] = [
      [
        'HTTP 502 on every call',
        '*',
        { status: 502, body: { message: 'Bad Gateway' } },
        4,
        /^could not comment on pull request #\d+: HTTP 502: Bad Gateway; gave up after 4 attempts\. The check still passes or fails on the verdict\.$/,
      ],
      [
        'HTTP 503 on every try',
        'issues/list-comments',
        { status: 503, body: { message: 'Service Unavailable' } },
        4,
        /: HTTP 503: Service Unavailable; gave up after 4 attempts\./,
      ],
      [
        'connection resets',
        'issues/list-comments',
        { reset: true },
        4,
        /: no answer: .+; gave up after 4 attempts\. The check still/,
      ],
      [
        'a secondary rate limit that asks for an hour',
        'issues/list-comments',
        {
          status: 403,
          headers: { 'retry-after': '3600' },
          body: { message: 'You have exceeded a secondary rate limit.' },
        },
        1,
        /: the API rate limit was hit \(HTTP 403: You have exceeded a secondary rate limit\.; GitHub asks to wait 3600 s, longer than the 60 s this action waits\)\. The check still/,
      ],
      [
        'the primary rate limit, used up for an hour',
        'issues/list-comments',
        {
          status: 403,
          headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600) },
          body: { message: 'API rate limit exceeded for installation ID 1.' },
        },
        1,
        /: the API rate limit was hit \(HTTP 403: API rate limit exceeded for installation ID 1\.; GitHub asks to wait \d+ s, longer than the 60 s/,
      ],
      [
        'HTTP 404 for the pull request',
        'issues/list-comments',
        { status: 404, body: { message: 'Not Found' } },
        1,
        /^could not comment on pull request #(\d+): Codertocat\/Hello-World has no pull request #\1 that this token can see \(HTTP 404: Not Found\); check pr-number/,
      ],
    ];

    it.each(persistent)(
      'warns after %s, and still writes the summary and exits by the verdict',
      async (_, operation, fault, times, warning) => {
        for (const [inputs, verdict] of [
          [IMPROVEMENT, 'improvement'],
          [REGRESSION, 'regression'],
        ] as const) {
          server.reset();
          server.fail(operation, fault, times);
          const run = await runAction(inputs, { env: FAST });
          expectGateUnharmed(run, verdict);
          expect(commentWarnings(run)).toHaveLength(1);
          expect(commentWarnings(run)[0]).toMatch(warning);
          expect(commentWarnings(run)[0]).not.toMatch(/[\r\n]/);
          expect(server.requests).toHaveLength(times);
          expect(run.outputs['comment-url']).toBe('');
          expect(comments()).toEqual([]);
        }
      },
    );

    it('warns after every request answered too slowly', async () => {
      server.fail('issues/list-comments', { delayMs: 2000 }, 4);
      const run = await runAction(REGRESSION, { env: { ...FAST, PASSK_GATE_API_TIMEOUT: '0.5' } });
      expectGateUnharmed(run, 'regression');
      expect(commentWarnings(run)).toEqual([
        `could not comment on pull request #${payload.number}: no answer within 0.5 s; gave up after 4 attempts. The check still passes or fails on the verdict.`,
      ]);
    });

    it('cuts a comment that GitHub refuses as too long (HTTP 422) and sends it again', async () => {
      server.limitCommentBodies(40_000);
      const run = await runAction(big(), { env: FAST });
      expectGateUnharmed(run, 'regression');
      expect(commentWarnings(run)).toEqual([]);
      const creates = server.requests.filter((r) => r.operationId === 'issues/create-comment');
      expect(creates.map((r) => r.status)).toEqual([422, 201]);
      expect((creates[0]!.body as { body: string }).body.length).toBeGreaterThan(40_000);
      expect(comments()).toHaveLength(1);
      const body = comments()[0]!.body;
      expect(body.length).toBeLessThanOrEqual(32_768);
      expect(body).toMatch(/^<!-- .* -->\n### ❌ Regression: pass@1/);
      expect(body).toContain("left out to fit GitHub's size limit for comments");
      expect(run.stdout).toContain('(cut to 32768 characters: GitHub refused a longer body)');
      // The job summary keeps what the comment left out.
      expect(run.summary).toContain('extra\\_setting\\_999');
    });

    it('warns when GitHub refuses even the shortest comment as too long', async () => {
      server.limitCommentBodies(3000);
      const run = await runAction(big(), { env: FAST });
      expectGateUnharmed(run, 'regression');
      expect(server.requests.filter((r) => r.operationId === 'issues/create-comment').map((r) => r.status)).toEqual([
        422, 422, 422,
      ]);
      expect(commentWarnings(run)).toHaveLength(1);
      expect(commentWarnings(run)[0]).toMatch(
        /: GitHub refused the comment as too long \(HTTP 422: Validation Failed: body is too long \(maximum is 3000 characters\) \(even cut to 16384 characters\)\); the job summary has the report\./,
      );
      expect(comments()).toEqual([]);
    });

    it('settles two racing runs on one comment when one create fails late (HTTP 502) and is retried', async () => {
      server.barrier('issues/list-comments', 2); // both find no comment, so both create one
      server.fail('issues/create-comment', { status: 502, delayMs: 300, body: { message: 'Bad Gateway' } });
      const runs = await Promise.all([
        runAction({ ...IMPROVEMENT, name: 'race' }, { env: FAST }),
        runAction({ ...IMPROVEMENT, name: 'race' }, { env: FAST }),
      ]);
      for (const run of runs) {
        expectGateUnharmed(run, 'improvement');
        expect(commentWarnings(run)).toEqual([]);
      }
      expect(
        server.requests
          .filter((r) => r.operationId === 'issues/create-comment')
          .map((r) => r.status)
          .sort(),
      ).toEqual([201, 201, 502]);
      expect(comments()).toHaveLength(1);
      expect(runs.map((r) => r.outputs['comment-url'])).toEqual([comments()[0]!.html_url, comments()[0]!.html_url]);
    });

    it("settles two racing runs on one comment when one create is refused after the other's landed", async () => {
      server.barrier('issues/list-comments', 2);
      server.fail('issues/create-comment', {
        status: 403,
        delayMs: 300,
        body: { message: 'Resource not accessible by integration' },
      });
      const runs = await Promise.all([
        runAction({ ...REGRESSION, name: 'race' }, { env: FAST }),
        runAction({ ...REGRESSION, name: 'race' }, { env: FAST }),
      ]);
      for (const run of runs) expectGateUnharmed(run, 'regression');
      expect(comments()).toHaveLength(1);
      const warned = runs.map((run) => commentWarnings(run).length);
      expect(warned.sort()).toEqual([0, 1]);
      expect(runs.map((r) => r.outputs['comment-url']).sort()).toEqual(['', comments()[0]!.html_url]);
    });

    it('keeps the token out of every output with debug logging on, even when an error echoes it', async () => {
      server.fail('issues/list-comments', {
        status: 500,
        body: { message: `upstream said: Authorization: token ${TOKEN}` },
      });
      server.fail('issues/create-comment', { status: 401, body: { message: `Bad credentials: ${TOKEN}` } });
      const run = await runAction(IMPROVEMENT, { env: { ...FAST, RUNNER_DEBUG: '1', ACTIONS_STEP_DEBUG: 'true' } });
      expectGateUnharmed(run, 'improvement');
      expect(run.stdout).toContain(
        `::debug::GitHub API: GET ${COMMENTS_PATH}: HTTP 500: upstream said: Authorization: token *** (attempt 1)`,
      );
      expect(run.stdout).toContain(`::debug::GitHub API: GET ${COMMENTS_PATH}: HTTP 200`);
      expect(commentWarnings(run)).toEqual([
        `could not comment on pull request #${payload.number}: HTTP 401: Bad credentials: ***. The check still passes or fails on the verdict.`,
      ]);
      expect(server.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
    });
  });

  describe('baseline-ref', () => {
    let repoDir: string;
    beforeAll(() => {
      repoDir = join(work, 'repo');
      mkdirSync(join(repoDir, 'evals'), { recursive: true });
      const git = (...args: string[]) => execFileSync('git', args, { cwd: repoDir, stdio: 'pipe' });
      git('init', '--quiet');
      writeFileSync(join(repoDir, 'evals', 'results.json'), readFileSync(join(ROOT, EXAMPLES.baseline)));
      writeFileSync(
        join(repoDir, 'evals', 'broken.json'),
        '{"format": "passk-results/v1", "config": {}, "problems": [{"id": "a", "n": 1, "c": 2}]}\n',
      );
      git('add', '.');
      git('-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-m', 'baseline');
      writeFileSync(join(repoDir, 'evals', 'results.json'), readFileSync(join(ROOT, EXAMPLES.candidate)));
    });

    it('reads the baseline file as committed at the ref', async () => {
      const file = 'evals/results.json';
      const run = await runAction(
        { baseline: file, candidate: file, 'baseline-ref': 'HEAD', comment: 'never' },
        { cwd: repoDir },
      );
      expect(run.stderr).toBe('');
      expect(run.status).toBe(0);
      expect(run.outputs.verdict).toBe('improvement');
      expect(Number(run.outputs.baseline)).toBeCloseTo(meanPass(EXAMPLES.baseline), 6);
      const report = JSON.parse(readFileSync(run.outputs.report!, 'utf8')) as { baseline: { source: string } };
      expect(report.baseline.source).toBe('HEAD:evals/results.json');
    });

    it('names an invalid file by ref and path, and cleans up its temporary copy', async () => {
      const run = await runAction(
        { baseline: 'evals/broken.json', candidate: 'evals/results.json', 'baseline-ref': 'HEAD', comment: 'never' },
        { cwd: repoDir },
      );
      expect(run.status).toBe(1);
      expect(annotations(run, 'error')).toHaveLength(1);
      expect(annotations(run, 'error')[0]).toMatch(
        /^::error::passk-gate: HEAD:evals\/broken\.json: problems\[0\]\.c: /,
      );
      expect(run.stdout).not.toContain('passk-gate-baseline-');
      expect(readdirSync(join(work, `run-${runCount}`)).filter((f) => f.startsWith('passk-gate-baseline-'))).toEqual(
        [],
      );
    });

    it('fails with one line when the ref cannot be read', async () => {
      const run = await runAction(
        {
          baseline: 'evals/results.json',
          candidate: 'evals/results.json',
          'baseline-ref': 'origin/nope',
          comment: 'never',
        },
        { cwd: repoDir },
      );
      expect(run.status).toBe(1);
      const errors = annotations(run, 'error');
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(
        /^::error::passk-gate: baseline-ref: cannot read evals\/results\.json at origin\/nope: .*fetch-depth/,
      );
    });
  });
});
