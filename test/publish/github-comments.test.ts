import { getOctokit } from '@actions/github';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BodyTooLongError, commentMarker, upsertComment } from '../../src/publish/comment.js';
import {
  commentAuthor,
  githubClient,
  pullRequestComments,
  tokenLogin,
  describeCommentFailure,
  UnknownAccountError,
} from '../../src/publish/github-comments.js';
import { DEFAULT_RETRY_POLICY, RequestFailed } from '../../src/io/retry.js';
import {
  ACTIONS_BOT,
  bodyProblem,
  loadRestDescription,
  startGitHubServer,
  type GitHubServer,
} from '../support/github-server.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

describe('the REST description matcher', () => {
  const rest = loadRestDescription();

  it('finds operations by method and path, literal segments first', () => {
    expect(rest.match('GET', '/repos/o/r/issues/7/comments')?.operation.id).toBe('issues/list-comments');
    expect(rest.match('POST', '/repos/o/r/issues/7/comments')?.params).toEqual({
      owner: 'o',
      repo: 'r',
      issue_number: '7',
    });
    expect(rest.match('PATCH', '/repos/o/r/issues/comments/99')?.operation.id).toBe('issues/update-comment');
    expect(rest.match('GET', '/repos/o/r/issues/comments/99')?.operation.id).toBe('issues/get-comment');
    expect(rest.match('GET', '/repos/o/r/contents/docs/a/b.md')?.params.path).toBe('docs/a/b.md');
  });

  it('rejects what is not an operation', () => {
    expect(rest.match('PUT', '/repos/o/r/issues/7/comments')).toBeUndefined();
    expect(rest.match('GET', '/repos/o/r/issues/seven/comments')).toBeUndefined();
    expect(rest.match('POST', '/repos/o/r/pulls/7/comment')).toBeUndefined();
  });

  it('knows required body fields and their types', () => {
    const create = rest.match('POST', '/repos/o/r/issues/7/comments')!.operation;
    expect(bodyProblem(create, { body: 'hi' })).toBeUndefined();
    expect(bodyProblem(create, {})).toMatch(/missing required field\(s\): body/);
    expect(bodyProblem(create, undefined)).toMatch(/body is required/);
    expect(bodyProblem(create, { body: 5 })).toMatch(/field body must be string/);
    const review = rest.match('POST', '/repos/o/r/pulls/7/reviews')!.operation;
    expect(bodyProblem(review, {})).toBeUndefined();
  });
});

describe('pull request comments through Octokit and the loopback server', () => {
  let server: GitHubServer;
  const marker = commentMarker('suite');
  const key = { author: ACTIONS_BOT, marker, confirmed: true };
  const pr = { owner: 'Codertocat', repo: 'Hello-World', issueNumber: 2 };
  const client = () => getOctokit('test-token', { baseUrl: server.url });

  beforeAll(async () => {
    server = await startGitHubServer({ prefix: '/api/v3' });
  });
  afterAll(() => server.close());
  beforeEach(() => server.reset());

  it('finds its own marked comment on the last of several pages and updates it, past a planted one', async () => {
    const planted = server.addComment('Codertocat', 'Hello-World', 2, `${marker}\nplanted`, 'mallory');
    for (let i = 0; i < 230; i++) server.addComment('Codertocat', 'Hello-World', 2, `chatter ${i}`, 'octocat');
    const mine = server.addComment('Codertocat', 'Hello-World', 2, `${marker}\nold`);
    const result = await upsertComment(pullRequestComments(client(), pr), key, 'new', { create: true });
    expect(result).toMatchObject({ action: 'updated', comment: { id: mine.id } });
    expect(server.comments('Codertocat', 'Hello-World', 2)).toHaveLength(232);
    expect(server.comments('Codertocat', 'Hello-World', 2).at(-1)!.body).toBe(`${marker}\nnew`);
    expect(server.comments('Codertocat', 'Hello-World', 2)[0]).toMatchObject({
      id: planted.id,
      body: `${marker}\nplanted`,
      updated_at: planted.created_at,
    });
    const pages = server.requests
      .filter((r) => r.operationId === 'issues/list-comments')
      .map((r) => r.query.page ?? '1');
    expect(pages).toEqual(['1', '2', '3']);
    expect(server.requests.every((r) => r.authorization === 'token test-token')).toBe(true);
    expect(server.violations).toEqual([]);
  });

  it('creates once, then updates, with html_url from the server', async () => {
    const comments = pullRequestComments(client(), pr);
    const first = await upsertComment(comments, key, 'v1', { create: true });
    const second = await upsertComment(comments, key, 'v2', { create: true });
    expect(first.action).toBe('created');
    expect(second).toMatchObject({ action: 'updated', comment: { id: first.comment!.id } });
    expect(first.comment!.html_url).toBe(
      `https://github.com/Codertocat/Hello-World/pull/2#issuecomment-${first.comment!.id}`,
    );
    expect(server.comments('Codertocat', 'Hello-World', 2).map((c) => c.body)).toEqual([`${marker}\nv2`]);
    expect(server.violations).toEqual([]);
  });

  it('records calls that are not REST operations as violations', async () => {
    await expect(
      client().request('GET /repos/{owner}/{repo}/issues/{n}/comment', { owner: 'o', repo: 'r', n: 1 }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      client().request('POST /repos/{owner}/{repo}/issues/{n}/comments', { owner: 'o', repo: 'r', n: 1 }),
    ).rejects.toMatchObject({ status: 422 });
    expect(server.violations.map((v) => `${v.method} ${v.path} ${v.status}`)).toEqual([
      'GET /api/v3/repos/o/r/issues/1/comment 404',
      'POST /api/v3/repos/o/r/issues/1/comments 422',
    ]);
  });

  it('injects faults per operation, once each', async () => {
    server.fail('issues/create-comment', { status: 403, body: { message: 'Resource not accessible by integration' } });
    const comments = pullRequestComments(client(), pr);
    const error = await upsertComment(comments, key, 'x', { create: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 403 });
    expect((await upsertComment(comments, key, 'x', { create: true })).action).toBe('created');
    expect(server.requests.map((r) => `${r.operationId} ${r.status}`)).toEqual([
      'issues/list-comments 200',
      'issues/create-comment 403',
      'issues/list-comments 200',
      'issues/create-comment 201',
      'issues/list-comments 200',
    ]);
  });

  it("refuses bodies over GitHub's limit with GitHub's 422, counting characters", async () => {
    server.limitCommentBodies(10);
    const comments = pullRequestComments(client(), pr);
    const error = await comments.create('x'.repeat(11)).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422 });
    expect(String((error as Error).message)).toContain('body is too long (maximum is 10 characters)');
    const emoji = '😀'.repeat(10); // 20 UTF-16 units, 10 characters
    expect((await comments.create(emoji)).body).toBe(emoji);
    expect(server.violations).toEqual([]);
  });

  it("writes comments as the token's account and names it through GraphQL's viewer, beside /api/v3", async () => {
    server.identify('ghp_maintainer-pat', 'release-manager');
    const pat = getOctokit('ghp_maintainer-pat', { baseUrl: server.url });
    expect(await tokenLogin(pat)).toBe('release-manager');
    expect(await tokenLogin(client())).toBe(ACTIONS_BOT);
    const written = await pullRequestComments(pat, pr).create('hello');
    expect(written.user).toMatchObject({ login: 'release-manager', type: 'User' });
    expect((await pullRequestComments(client(), pr).create('hi')).user).toMatchObject({
      login: ACTIONS_BOT,
      id: 41898282,
      type: 'Bot',
    });
    const graphql = server.requests.filter((r) => r.operationId === 'graphql');
    expect(graphql.map((r) => r.path)).toEqual(['/api/graphql', '/api/graphql']);
    expect(server.violations).toEqual([]);
  });

  it('refuses an answer that names no account, an empty login included', async () => {
    server.identify('ghp_empty-login-token', '');
    const empty = getOctokit('ghp_empty-login-token', { baseUrl: server.url });
    await expect(tokenLogin(empty)).rejects.toThrow('GraphQL: the answer to "viewer { login }" names no account');
    await expect(commentAuthor(empty, undefined, () => {})).rejects.toBeInstanceOf(UnknownAccountError);
  });

  it('answers only the viewer query, and only with a token', async () => {
    await expect(client().graphql('query { repository(owner: "o", name: "r") { id } }')).rejects.toMatchObject({
      status: 400,
    });
    const anonymous = await fetch(server.url.replace(/\/api\/v3$/, '/api/graphql'), {
      method: 'POST',
      body: JSON.stringify({ query: 'query { viewer { login } }' }),
    });
    expect(anonymous.status).toBe(401);
    expect(server.violations.map((v) => `${v.method} ${v.path} ${v.status}`)).toEqual(['POST /api/graphql 400']);
  });

  describe('commentAuthor', () => {
    const lines: string[] = [];
    beforeEach(() => (lines.length = 0));

    it("is GitHub's answer; a comment-author that agrees is fine, one that does not is refused", async () => {
      const confirmed = { login: ACTIONS_BOT, confirmed: true };
      expect(await commentAuthor(client(), undefined, (l) => lines.push(l))).toEqual(confirmed);
      expect(await commentAuthor(client(), 'GitHub-Actions[bot]', (l) => lines.push(l))).toEqual(confirmed);
      await expect(commentAuthor(client(), 'mallory', (l) => lines.push(l))).rejects.toThrow(
        'comment-author is "mallory", but GitHub says the token is "github-actions[bot]"; leave comment-author empty, or name the token\'s own account',
      );
      expect(lines).toEqual([]);
    });

    it('takes comment-author, unconfirmed, only when GitHub cannot answer', async () => {
      server.fail('graphql', { status: 404, body: { message: 'Not Found' } }, 2);
      const unknown = await commentAuthor(client(), undefined, (l) => lines.push(l)).catch((e: unknown) => e);
      expect(unknown).toBeInstanceOf(UnknownAccountError);
      expect(describeCommentFailure(unknown, pr)).toMatch(
        /^could not comment on pull request #2: GitHub did not say which account the token is \(Not Found\).*set the comment-author input/,
      );
      expect(await commentAuthor(client(), 'my-app[bot]', (l) => lines.push(l))).toEqual({
        login: 'my-app[bot]',
        confirmed: false,
      });
      expect(lines).toEqual([
        'GitHub did not say which account the token is (Not Found); taking comment-author, my-app[bot], and ' +
          'touching no older comment until a new one shows that account as its writer.',
      ]);
    });

    it('says a token GitHub does not accept (401) is invalid or expired, comment-author or not', async () => {
      for (const configured of [undefined, 'my-app[bot]']) {
        server.fail('graphql', { status: 401, body: { message: 'Bad credentials' } });
        const error = await commentAuthor(client(), configured, (l) => lines.push(l)).catch((e: unknown) => e);
        expect(error).not.toBeInstanceOf(UnknownAccountError);
        const text = describeCommentFailure(error, pr);
        expect(text).toMatch(
          /^could not comment on pull request #2: GitHub does not accept the token \(.*Bad credentials\)/,
        );
        expect(text).toMatch(/invalid or expired/);
        expect(text).not.toMatch(/comment-author/);
      }
      expect(lines).toEqual([]);
    });
  });

  describe('through the retrying client', () => {
    const lines: string[] = [];
    const retrying = (timeoutMs = 1000) =>
      githubClient(
        'ghs_0123456789abcdef',
        server.url,
        { ...DEFAULT_RETRY_POLICY, backoffMs: 1, timeoutMs },
        {
          now: Date.now,
          sleep: (ms) => new Promise((wake) => setTimeout(wake, ms)),
          debug: (line) => lines.push(line),
          info: (line) => lines.push(line),
        },
      );

    it("sets each try's timeout where Octokit's fetch reads it, behind the auth hook", async () => {
      server.fail('issues/list-comments', { delayMs: 1000 });
      const comments = await pullRequestComments(await retrying(100), pr).list();
      expect(comments).toEqual([]);
      expect(lines).toContain(
        'GitHub API: GET /repos/Codertocat/Hello-World/issues/2/comments: no answer within 0.1 s; retrying in 0.001 s (attempt 2 of 4)',
      );
      expect(server.requests.every((r) => r.authorization === 'token ghs_0123456789abcdef')).toBe(true);
    });

    it("turns GitHub's 422 for a long body into a BodyTooLongError, and other failures into RequestFailed errors", async () => {
      server.limitCommentBodies(5);
      const comments = pullRequestComments(await retrying(), pr);
      await expect(comments.create('too long')).rejects.toBeInstanceOf(BodyTooLongError);
      server.fail('issues/delete-comment', { status: 404, body: { message: 'Not Found' } });
      const error = await comments.remove(1).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RequestFailed);
      expect(error).toMatchObject({ status: 404, message: 'HTTP 404: Not Found' });
    });

    it('keeps a 422 that is not about length as it is: a locked pull request is said to be locked', async () => {
      const locked = 'Validation Failed: Could not create comment because issue is locked.';
      server.fail('issues/create-comment', { status: 422, body: { message: locked } });
      const error = await pullRequestComments(await retrying(), pr)
        .create('short')
        .catch((e: unknown) => e);
      expect(error).not.toBeInstanceOf(BodyTooLongError);
      expect(describeCommentFailure(error, pr)).toMatch(
        /^could not comment on pull request #2: the pull request is locked \(HTTP 422: /,
      );
    });

    const TOKEN = 'ghs_0123456789abcdef';
    const RATE_LIMITED = {
      status: 200,
      body: { errors: [{ type: 'RATE_LIMIT', message: 'API rate limit already exceeded for installation ID 1.' }] },
    };

    it("waits out GraphQL's rate limit, which comes as HTTP 200, as a REST one, and says it is one when too long", async () => {
      server.fail('graphql', { ...RATE_LIMITED, headers: { 'retry-after': '0.01' } });
      expect(await commentAuthor(await retrying(), undefined, (l) => lines.push(l))).toEqual({
        login: ACTIONS_BOT,
        confirmed: true,
      });
      expect(lines).toContain(
        'GitHub API: POST /api/graphql: HTTP 200: GraphQL: API rate limit already exceeded for installation ID 1.; ' +
          'retrying in 0.01 s (attempt 2 of 4)',
      );
      const reset = String(Math.floor(Date.now() / 1000) + 3600);
      server.fail('graphql', {
        ...RATE_LIMITED,
        headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
      });
      const error = await commentAuthor(await retrying(), undefined, () => {}).catch((e: unknown) => e);
      expect(error).toMatchObject({ rateLimited: true });
      expect(describeCommentFailure(error, pr)).toMatch(
        /^could not comment on pull request #2: the API rate limit was hit \(HTTP 200: GraphQL: API rate limit already exceeded for installation ID 1\.; GitHub asks to wait 3\d\d\d s/,
      );
    });

    it('cuts the token out of a long message before cutting the message short, REST and GraphQL alike', async () => {
      const echo = `${'x'.repeat(280)} echo ${TOKEN}`;
      server.fail('issues/create-comment', { status: 422, body: { message: 'Validation Failed', errors: [echo] } });
      const rest = await pullRequestComments(await retrying(), pr)
        .create('report')
        .catch((e: unknown) => e);
      server.fail('graphql', { status: 200, body: { errors: [{ message: echo }] } });
      const graphql = await commentAuthor(await retrying(), undefined, () => {}).catch((e: unknown) => e);
      for (const error of [rest, graphql]) {
        const text = describeCommentFailure(error, pr);
        expect(text).toMatch(/x{200}/);
        expect(text).not.toMatch(/ghs_/);
      }
      expect(lines.join('\n')).not.toMatch(/ghs_/);
    });

    it('says an answer that is not JSON (a proxy page) is not, rather than failing on it', async () => {
      server.fail('issues/list-comments', {
        status: 200,
        headers: { 'content-type': 'text/plain' },
        body: 'not json',
      });
      const error = await pullRequestComments(await retrying(), pr)
        .list()
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RequestFailed);
      expect(describeCommentFailure(error, pr)).toMatch(
        /^could not comment on pull request #2: HTTP 200, but not JSON: "not json"\. The check still passes or fails on the verdict\.$/,
      );
    });
  });
});

describe('describeCommentFailure', () => {
  const pr = { owner: 'octo', repo: 'evals', issueNumber: 12 };
  const oneLine = (text: string) => expect(text).not.toMatch(/[\r\n]/);

  it('explains a token that may not write, with the fork pattern', () => {
    const text = describeCommentFailure(
      new RequestFailed('HTTP 403: Resource not accessible by integration', 403, false),
      pr,
    );
    expect(text).toMatch(
      /^could not comment on pull request #12: the token may not write to it \(HTTP 403: Resource not accessible by integration\)\. /,
    );
    expect(text).toMatch(/read-only GITHUB_TOKEN.*workflow_run.*pr-number.*give the job this block:\n/);
    // The permissions as YAML that parses when pasted into a job, then the sentence every warning ends with. A
    // job's block sets what it leaves out to none: without contents: read, actions/checkout could not clone.
    const lines = text.split('\n');
    expect(parse(lines.slice(1, 4).join('\n'))).toEqual({
      permissions: { contents: 'read', 'pull-requests': 'write' },
    });
    expect(lines.slice(4)).toEqual(['The check still passes or fails on the verdict.']);
    // The section it names is where it says.
    const [, doc, section] = /passk-gate's (\S+\.md), "([^"]+)"/.exec(text)!;
    const headings = readFileSync(join(ROOT, doc!), 'utf8').match(/^#+ .*$/gm)!;
    expect(headings).toContain(`## ${section}`);
  });

  it('keeps contents: write in the block for a step that pushes the history branch', () => {
    const forbidden = new RequestFailed('HTTP 403: Resource not accessible by integration', 403, false);
    const lines = describeCommentFailure(forbidden, pr, true, 'write').split('\n');
    expect(parse(lines.slice(1, 4).join('\n'))).toEqual({
      permissions: { contents: 'write', 'pull-requests': 'write' },
    });
  });

  it("names the token's own permission, not the job's block, for a personal access token or an app's token", () => {
    const fineGrained = new RequestFailed('HTTP 403: Resource not accessible by personal access token', 403, false);
    const integration = new RequestFailed('HTTP 403: Resource not accessible by integration', 403, false);
    const personal =
      "github-token is a personal access token, whose permissions are its own, not the job's: a fine-grained one " +
      'needs the repository permission "Pull requests: Read and write" on octo/evals, a classic one the repo scope ' +
      '(public_repo for a public repository). The check still passes or fails on the verdict.';
    // GitHub's message names a fine-grained token; a person's account names any personal token.
    expect(describeCommentFailure(fineGrained, pr)).toBe(
      'could not comment on pull request #12: the token may not write to it (HTTP 403: Resource not accessible by ' +
        `personal access token). ${personal}`,
    );
    expect(describeCommentFailure(integration, pr, true, 'read', true, 'octocat')).toContain(
      `github-token is a personal access token of octocat, whose permissions are its own, not the job's: `,
    );
    // An app's installation token is "an integration" as the GITHUB_TOKEN is: its account tells them apart.
    expect(describeCommentFailure(integration, pr, true, 'read', true, 'eval-bot[bot]')).toBe(
      'could not comment on pull request #12: the token may not write to it (HTTP 403: Resource not accessible by ' +
        "integration). github-token is the GitHub App eval-bot[bot]'s token, whose permissions are the app's, not " +
        'the job\'s: give the app the repository permission "Pull requests: Read and write" (in its settings; the ' +
        'installation must then accept it). The check still passes or fails on the verdict.',
    );
    for (const account of ['octocat', 'eval-bot[bot]']) {
      const text = describeCommentFailure(integration, pr, true, 'read', true, account);
      expect(text).not.toMatch(/permissions:|fork/);
      oneLine(text);
    }
    // The GITHUB_TOKEN's account, as GitHub names it, still gets the block.
    expect(describeCommentFailure(integration, pr, true, 'read', true, 'github-actions[bot]')).toBe(
      describeCommentFailure(integration, pr),
    );
  });

  it('says a locked pull request is locked, not that the token is read-only', () => {
    for (const failure of [
      new RequestFailed('HTTP 403: Unable to create comment because issue is locked.', 403, false),
      new RequestFailed('HTTP 422: Validation Failed: Could not create comment because issue is locked.', 422, false),
    ]) {
      const text = describeCommentFailure(failure, pr);
      expect(text).toMatch(/^could not comment on pull request #12: the pull request is locked \(HTTP 4\d\d: /);
      expect(text).not.toMatch(/fork|read-only|permissions/);
      oneLine(text);
    }
  });

  it('says an archived repository is archived, not that the token is read-only', () => {
    const archived = new RequestFailed('HTTP 403: Repository was archived so is read-only.', 403, false);
    for (const account of [undefined, 'github-actions[bot]', 'octocat', 'eval-bot[bot]']) {
      expect(describeCommentFailure(archived, pr, true, 'read', true, account)).toBe(
        'could not comment on pull request #12: octo/evals is archived (HTTP 403: Repository was archived so is ' +
          'read-only.): GitHub takes no comment on it from any token until it is unarchived. The check still ' +
          'passes or fails on the verdict.',
      );
    }
    expect(describeCommentFailure(archived, pr, false)).toMatch(/unarchived\. The step still fails: /);
    const alsoLocked =
      'HTTP 403: Repository was archived so is read-only and unable to create comment because issue is locked';
    expect(describeCommentFailure(new RequestFailed(alsoLocked, 403, false), pr)).toMatch(
      /^[^:]+: octo\/evals is archived /,
    );
  });

  it('names the repository and pr-number when the pull request is not found', () => {
    const text = describeCommentFailure(new RequestFailed('HTTP 404: Not Found', 404, false), pr);
    expect(text).toBe(
      'could not comment on pull request #12: octo/evals has no pull request #12 that this token can see (HTTP 404: Not Found); ' +
        'check pr-number, and that the token has "pull-requests: write". The check still passes or fails on the verdict.',
    );
  });

  it('tells a rate limit, a refused size and a server that kept failing apart', () => {
    const limited = new RequestFailed(
      'HTTP 403: You have exceeded a secondary rate limit; GitHub asks to wait 600 s, longer than the 60 s this action waits',
      403,
      true,
    );
    expect(describeCommentFailure(limited, pr)).toMatch(
      /^could not comment on pull request #12: the API rate limit was hit \(HTTP 403: .*600 s.*\)\. Re-run the job .*\. The check still/,
    );
    const tooLong = new BodyTooLongError(
      'HTTP 422: Validation Failed: body is too long (maximum is 5000 characters)',
      5354,
      true,
    );
    expect(describeCommentFailure(tooLong, pr)).toBe(
      'could not comment on pull request #12: GitHub refused the comment as too long, even cut to 5354 characters: ' +
        'HTTP 422: Validation Failed: body is too long (maximum is 5000 characters); the job summary has the report. ' +
        'The check still passes or fails on the verdict.',
    );
    // No job summary was written: the JSON report the step's report output names has it.
    expect(describeCommentFailure(tooLong, pr, true, 'read', false)).toBe(
      'could not comment on pull request #12: GitHub refused the comment as too long, even cut to 5354 characters: ' +
        "HTTP 422: Validation Failed: body is too long (maximum is 5000 characters); the JSON file the step's report " +
        'output names has it. The check still passes or fails on the verdict.',
    );
    const uncut = new BodyTooLongError(
      'HTTP 422: Validation Failed: body is too long (maximum is 5000 characters)',
      5354,
    );
    expect(describeCommentFailure(uncut, pr)).toMatch(
      /^could not comment on pull request #12: GitHub refused the comment as too long at 5354 characters: HTTP 422/,
    );
    const invalid = new RequestFailed('HTTP 422: Validation Failed: Could not create comment.', 422, false);
    expect(describeCommentFailure(invalid, pr)).toBe(
      'could not comment on pull request #12: HTTP 422: Validation Failed: Could not create comment. The check still passes or fails on the verdict.',
    );
    const down = new RequestFailed('HTTP 502: Bad Gateway; gave up after 4 attempts', 502, false);
    expect(describeCommentFailure(down, pr)).toBe(
      'could not comment on pull request #12: HTTP 502: Bad Gateway; gave up after 4 attempts. Re-run the job once ' +
        "GitHub answers again: until then the pull request's comment, if it has one, shows an earlier run's report. " +
        'The check still passes or fails on the verdict.',
    );
    oneLine(describeCommentFailure(new Error('first line\nsecond line'), pr));
  });

  it("says to re-run the job after a rate limit or an outage, which leave an earlier run's comment up, and only then", () => {
    const rerun =
      /Re-run the job once GitHub answers again: until then the pull request's comment, if it has one, shows an earlier run's report\. The check still passes or fails on the verdict\.$/;
    const transient = [
      new RequestFailed(
        'HTTP 429: slow down; GitHub asks to wait 3600 s, longer than the 60 s this action waits',
        429,
        true,
      ),
      new RequestFailed(
        'GitHub API: GET /repos/octo/evals/issues/12/comments: no answer: ECONNRESET; gave up after 4 attempts',
        undefined,
        false,
      ),
      new RequestFailed('HTTP 503: Service Unavailable; gave up after 4 attempts', 503, false),
    ];
    for (const error of transient) expect(describeCommentFailure(error, pr)).toMatch(rerun);
    const lasting = [
      new RequestFailed('HTTP 403: Resource not accessible by integration', 403, false),
      new RequestFailed('HTTP 404: Not Found', 404, false),
      new RequestFailed('HTTP 422: Validation Failed: Could not create comment.', 422, false),
      new RequestFailed('HTTP 401: Bad credentials', 401, false),
    ];
    for (const error of lasting) expect(describeCommentFailure(error, pr)).not.toContain('Re-run');
  });

  it('ends with the error that stopped the gate, not a verdict, when the gate could not run', () => {
    const down = new RequestFailed('HTTP 502: Bad Gateway; gave up after 4 attempts', 502, false);
    expect(describeCommentFailure(down, pr, false)).toBe(
      'could not comment on pull request #12: HTTP 502: Bad Gateway; gave up after 4 attempts. Re-run the job once ' +
        "GitHub answers again: until then the pull request's comment, if it has one, shows an earlier run's report. " +
        'The step still fails: the gate could not run.',
    );
    const forbidden = new RequestFailed('HTTP 403: Resource not accessible by integration', 403, false);
    expect(describeCommentFailure(forbidden, pr, false).split('\n').at(-1)).toBe(
      'The step still fails: the gate could not run.',
    );
  });
});
