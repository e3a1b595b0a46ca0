/**
 * The bundled action against GitHub API faults injected into the loopback server: every run must still exit by
 * the verdict, write the job summary and outputs, leave at most one comment and print no token.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Fault } from '../support/github-server.js';
import {
  EXAMPLES,
  PULL_REQUEST,
  TOKEN,
  annotations,
  useActionHarness,
  type ActionRun,
} from '../support/action-runner.js';

describe('the bundled action', () => {
  const h = useActionHarness();

  describe('GitHub API faults', () => {
    // Short retry waits keep the suite fast; everything else is the action's default policy.
    const FAST = { PASSK_GATE_API_BACKOFF: '0.05' };
    const IMPROVEMENT = { ...EXAMPLES };
    const REGRESSION = { baseline: EXAMPLES.candidate, candidate: EXAMPLES.baseline };
    const COMMENTS_PATH = `/repos/${PULL_REQUEST.owner}/${PULL_REQUEST.repo}/issues/${PULL_REQUEST.number}/comments`;
    /** A regression whose comment would be about 57,000 characters. */
    const big = () => ({ baseline: join(h.work, 'big-base.json'), candidate: join(h.work, 'big-cand.json') });

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
        verdict === 'regression' ? /^### ❌ Blocks merge: pass@1 fell/ : /^### ✅ Can merge: pass@1 rose/,
      );
      expect(run.stderr).toBe('');
      expectNoToken(run);
      expect(h.server.violations).toEqual([]);
    }

    const commentWarnings = (run: ActionRun) =>
      annotations(run, 'warning').flatMap(
        (w) => /^::warning title=passk-gate(?: \(.*\))?: no PR comment::(.*)$/s.exec(w)?.[1] ?? [],
      );
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
        'HTTP 502 on asking who the token is',
        'graphql',
        { status: 502, body: { message: 'Bad Gateway' } },
        1,
        /^GitHub API: POST \/api\/graphql: HTTP 502: Bad Gateway; retrying in 0\.05 s \(attempt 2 of 4\)$/,
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
      h.server.fail(operation, fault, times);
      const run = await h.run(IMPROVEMENT, { env: FAST });
      expectGateUnharmed(run, 'improvement');
      expect(commentWarnings(run)).toEqual([]);
      expect(retryLines(run)).toHaveLength(times);
      for (const line of retryLines(run)) expect(line).toMatch(retry);
      expect(h.comments()).toHaveLength(1);
      expect(run.outputs['comment-url']).toBe(h.comments()[0]!.html_url);
    });

    it('ends a request that answers too slowly and retries it', async () => {
      h.server.fail('issues/list-comments', { delayMs: 2000 });
      const run = await h.run(IMPROVEMENT, { env: { ...FAST, PASSK_GATE_API_TIMEOUT: '0.5' } });
      expectGateUnharmed(run, 'improvement');
      expect(retryLines(run)).toEqual([
        `GitHub API: GET ${COMMENTS_PATH}: no answer within 0.5 s; retrying in 0.05 s (attempt 2 of 4)`,
      ]);
      expect(h.comments()).toHaveLength(1);
    });

    it('waits as long as a secondary rate limit asks (retry-after: 1), then comments', async () => {
      const limited = {
        status: 403,
        headers: { 'retry-after': '1' },
        body: { message: 'You have exceeded a secondary rate limit.' },
      };
      h.server.fail('issues/create-comment', limited);
      const run = await h.run(REGRESSION, { env: FAST });
      expectGateUnharmed(run, 'regression');
      expect(retryLines(run)).toEqual([
        `GitHub API: POST ${COMMENTS_PATH}: HTTP 403: You have exceeded a secondary rate limit.; retrying in 1 s (attempt 2 of 4)`,
      ]);
      const [refused, accepted] = h.server.requests.filter((r) => r.operationId === 'issues/create-comment');
      expect([refused!.status, accepted!.status]).toEqual([403, 201]);
      expect(accepted!.at - refused!.at).toBeGreaterThanOrEqual(990); // timers may round down by a millisecond
      expect(h.comments()).toHaveLength(1);
    });

    const persistent: [string, string, Fault, number, RegExp][] = [
      [
        'HTTP 502 on every call',
        '*',
        { status: 502, body: { message: 'Bad Gateway' } },
        4,
        /^could not comment on pull request #\d+: HTTP 502: Bad Gateway; gave up after 4 attempts\. Re-run the job once GitHub answers again: until then the pull request's comment, if it has one, shows an earlier run's report\. The check still passes or fails on the verdict\.$/,
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
        /: no answer: .+; gave up after 4 attempts\. Re-run the job .*\. The check still/,
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
        /: the API rate limit was hit \(HTTP 403: You have exceeded a secondary rate limit\.; GitHub asks to wait 3600 s, longer than the 60 s this action waits\)\. Re-run the job once GitHub answers again: .*\. The check still/,
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
      [
        'HTTP 403 for a locked pull request',
        'issues/create-comment',
        { status: 403, body: { message: 'Unable to create comment because issue is locked.' } },
        1,
        /^could not comment on pull request #\d+: the pull request is locked \(HTTP 403: Unable to create comment because issue is locked\.\)/,
      ],
      [
        'HTTP 403 for an archived repository',
        'issues/create-comment',
        { status: 403, body: { message: 'Repository was archived so is read-only.' } },
        1,
        /^could not comment on pull request #\d+: Codertocat\/Hello-World is archived \(HTTP 403: Repository was archived so is read-only\.\): GitHub takes no comment on it from any token until it is unarchived\. The check still passes or fails on the verdict\.$/,
      ],
    ];

    it.each(persistent)(
      'warns after %s, and still writes the summary and exits by the verdict',
      async (_, operation, fault, times, warning) => {
        for (const [inputs, verdict] of [
          [IMPROVEMENT, 'improvement'],
          [REGRESSION, 'regression'],
        ] as const) {
          h.server.reset();
          h.server.fail(operation, fault, times);
          const run = await h.run(inputs, { env: FAST });
          expectGateUnharmed(run, verdict);
          expect(commentWarnings(run)).toHaveLength(1);
          expect(commentWarnings(run)[0]).toMatch(warning);
          expect(commentWarnings(run)[0]).not.toMatch(/[\r\n]/);
          // The faulted operation's tries, after the question of who the token is (unless that one is faulted).
          expect(h.server.requests.filter((r) => r.operationId === operation || operation === '*')).toHaveLength(times);
          expect(run.outputs['comment-url']).toBe('');
          expect(h.comments()).toEqual([]);
        }
      },
    );

    it('warns after every request answered too slowly', async () => {
      h.server.fail('issues/list-comments', { delayMs: 2000 }, 4);
      const run = await h.run(REGRESSION, { env: { ...FAST, PASSK_GATE_API_TIMEOUT: '0.5' } });
      expectGateUnharmed(run, 'regression');
      expect(commentWarnings(run)).toEqual([
        `could not comment on pull request #${h.payload.number}: no answer within 0.5 s; gave up after 4 attempts. ` +
          "Re-run the job once GitHub answers again: until then the pull request's comment, if it has one, shows an " +
          "earlier run's report. The check still passes or fails on the verdict.",
      ]);
    });

    it('cuts a comment that GitHub refuses as too long (HTTP 422) and sends it again', async () => {
      h.server.limitCommentBodies(40_000);
      const run = await h.run(big(), { env: FAST });
      expectGateUnharmed(run, 'regression');
      expect(commentWarnings(run)).toEqual([]);
      const creates = h.server.requests.filter((r) => r.operationId === 'issues/create-comment');
      expect(creates.map((r) => r.status)).toEqual([422, 201]);
      expect((creates[0]!.body as { body: string }).body.length).toBeGreaterThan(40_000);
      expect(h.comments()).toHaveLength(1);
      const body = h.comments()[0]!.body;
      expect(body.length).toBeLessThanOrEqual(32_768);
      expect(body).toMatch(/^<!-- .* -->\n### ❌ Blocks merge: pass@1 fell/);
      expect(body).toContain("left out to fit GitHub's size limit for comments");
      expect(run.stdout).toContain('(cut to 32768 characters: GitHub refused a longer body)');
      // The job summary keeps what the comment left out.
      expect(run.summary).toContain('extra_setting_999');
    });

    it('warns when GitHub refuses even the shortest comment as too long', async () => {
      h.server.limitCommentBodies(3000);
      const run = await h.run(big(), { env: FAST });
      expectGateUnharmed(run, 'regression');
      expect(h.server.requests.filter((r) => r.operationId === 'issues/create-comment').map((r) => r.status)).toEqual([
        422, 422, 422,
      ]);
      // The length it names is that of the last body sent, not the limit it was rendered to.
      const sent = h.server.requests.filter((r) => r.operationId === 'issues/create-comment').at(-1)!;
      const length = (sent.body as { body: string }).body.length;
      expect(commentWarnings(run)).toHaveLength(1);
      expect(commentWarnings(run)[0]).toContain(
        `: GitHub refused the comment as too long, even cut to ${length} characters: HTTP 422: Validation Failed: ` +
          'body is too long (maximum is 3000 characters); the job summary has the report.',
      );
      expect(h.comments()).toEqual([]);
    });

    it('points a cut comment to the JSON report, not a job summary, when summary is false', async () => {
      h.server.limitCommentBodies(40_000);
      const cut = await h.run({ ...big(), summary: 'false' }, { env: FAST });
      expect(cut.summary).toBe('');
      expect(h.comments()[0]!.body).toContain(
        "left out to fit GitHub's size limit for comments; the JSON report (the file the step's `report` output " +
          'names) has them all.',
      );
    });

    it('says the JSON report has it, not a job summary, when summary is false and no comment fits', async () => {
      h.server.limitCommentBodies(3000);
      const refused = await h.run({ ...big(), summary: 'false' }, { env: FAST });
      expect(commentWarnings(refused)).toHaveLength(1);
      expect(commentWarnings(refused)[0]).toContain(
        "(maximum is 3000 characters); the JSON file the step's report output names has it.",
      );
    });

    it('settles two racing runs on one comment when one create fails late (HTTP 502) and is retried', async () => {
      h.server.barrier('issues/list-comments', 2); // both find no comment, so both create one
      h.server.fail('issues/create-comment', { status: 502, delayMs: 300, body: { message: 'Bad Gateway' } });
      const runs = await Promise.all([
        h.run({ ...IMPROVEMENT, name: 'race' }, { env: FAST }),
        h.run({ ...IMPROVEMENT, name: 'race' }, { env: FAST }),
      ]);
      for (const run of runs) {
        expectGateUnharmed(run, 'improvement');
        expect(commentWarnings(run)).toEqual([]);
      }
      expect(
        h.server.requests
          .filter((r) => r.operationId === 'issues/create-comment')
          .map((r) => r.status)
          .sort(),
      ).toEqual([201, 201, 502]);
      expect(h.comments()).toHaveLength(1);
      expect(runs.map((r) => r.outputs['comment-url'])).toEqual([h.comments()[0]!.html_url, h.comments()[0]!.html_url]);
    });

    it("settles two racing runs on one comment when one create is refused after the other's landed", async () => {
      h.server.barrier('issues/list-comments', 2);
      h.server.fail('issues/create-comment', {
        status: 403,
        delayMs: 300,
        body: { message: 'Resource not accessible by integration' },
      });
      const runs = await Promise.all([
        h.run({ ...REGRESSION, name: 'race' }, { env: FAST }),
        h.run({ ...REGRESSION, name: 'race' }, { env: FAST }),
      ]);
      for (const run of runs) expectGateUnharmed(run, 'regression');
      expect(h.comments()).toHaveLength(1);
      const warned = runs.map((run) => commentWarnings(run).length);
      expect(warned.sort()).toEqual([0, 1]);
      expect(runs.map((r) => r.outputs['comment-url']).sort()).toEqual(['', h.comments()[0]!.html_url]);
    });

    it('keeps the token out of every output with debug logging on, even when an error echoes it', async () => {
      h.server.fail('issues/list-comments', {
        status: 500,
        body: { message: `upstream said: Authorization: token ${TOKEN}` },
      });
      h.server.fail('issues/create-comment', { status: 401, body: { message: `Bad credentials: ${TOKEN}` } });
      const run = await h.run(IMPROVEMENT, { env: { ...FAST, RUNNER_DEBUG: '1', ACTIONS_STEP_DEBUG: 'true' } });
      expectGateUnharmed(run, 'improvement');
      expect(run.stdout).toContain(
        `::debug::GitHub API: GET ${COMMENTS_PATH}: HTTP 500: upstream said: Authorization: token *** (attempt 1)`,
      );
      expect(run.stdout).toContain(`::debug::GitHub API: GET ${COMMENTS_PATH}: HTTP 200`);
      expect(commentWarnings(run)).toEqual([
        `could not comment on pull request #${h.payload.number}: GitHub does not accept the token (HTTP 401: Bad credentials: ***): ` +
          'it is invalid or expired; check the github-token input. The check still passes or fails on the verdict.',
      ]);
      expect(h.server.requests.every((r) => r.authorization === `token ${TOKEN}`)).toBe(true);
    });
  });
});
