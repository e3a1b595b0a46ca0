import type { GitHub } from '@actions/github/lib/utils';
import { BodyTooLongError, CommentAuthorMismatchError, sameLogin, statusOf, type CommentsApi } from './comment.js';
import { errorLine, oneLine } from '../common/errors.js';
import { RequestFailed, type RetryEnvironment, type RetryPolicy } from '../io/retry.js';
import { retryingRequest } from './retry.js';

export type GitHubClient = InstanceType<typeof GitHub>;

interface PullRequestRef {
  owner: string;
  repo: string;
  issueNumber: number;
}

/**
 * An Octokit client for the API at `baseUrl` (GitHub Enterprise Server has its own) whose requests are
 * retried, timed out and budgeted under `policy`; its errors are `RequestFailed`s without the token.
 */
export async function githubClient(
  token: string,
  baseUrl: string,
  policy: RetryPolicy,
  env: RetryEnvironment,
): Promise<GitHubClient> {
  // Octokit and its HTTP stack (about 1 MB of the bundle) are loaded by a run that calls the API, not at start-up.
  const { GitHub, getOctokitOptions } = await import('@actions/github/lib/utils');
  // What getOctokit(token, { baseUrl }) builds, without the main module that holds it.
  const octokit = new GitHub(getOctokitOptions(token, { baseUrl }));
  octokit.hook.wrap('request', retryingRequest(policy, env, token));
  return octokit;
}

/** Writes a comment body; GitHub's "body is too long" (422) becomes a `BodyTooLongError`. */
async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const tooLong = error instanceof RequestFailed && error.status === 422 && /too long/i.test(error.message);
    throw tooLong ? new BodyTooLongError(error.message) : error;
  }
}

/** GitHub answered the question of the token's account without naming one. */
class AccountUnnamed extends RequestFailed {}

/**
 * Whether GitHub answered but named no account: errors or no login in the answer, or a refusal (a proxy that
 * blocks GraphQL); not an outage, a rate limit or a token GitHub does not accept (401), which the comment's own
 * calls would meet too.
 */
function answeredWithoutAccount(error: unknown): boolean {
  if (error instanceof AccountUnnamed) return true;
  const status = statusOf(error);
  return (
    !(error instanceof RequestFailed && error.rateLimited) &&
    status !== undefined &&
    status >= 400 &&
    status < 500 &&
    status !== 401
  );
}

/** A GraphQL answer that carries errors instead of data, as one line of GitHub's messages. */
function graphqlFailure(error: unknown): RequestFailed | undefined {
  const errors = (error as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return undefined;
  const messages = errors.map((e) => {
    const message = (e as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : 'no message';
  });
  return new AccountUnnamed(oneLine(`GraphQL: ${messages.join('; ')}`, 300), undefined, false);
}

/**
 * The login of the account the token acts as, from GraphQL's `viewer`: `github-actions[bot]` for the
 * workflow's GITHUB_TOKEN, `<app-slug>[bot]` for a GitHub App installation token, the user's login for a
 * personal access token. (REST has no call that answers this for every kind: `GET /user` refuses
 * installation tokens, and `GET /app` needs the app's own JWT.)
 */
export async function tokenLogin(octokit: GitHubClient): Promise<string> {
  const answer = await octokit
    .graphql<{ viewer?: { login?: unknown } | null } | undefined>('query { viewer { login } }')
    .catch((error: unknown) => {
      throw graphqlFailure(error) ?? error;
    });
  const login = answer?.viewer?.login;
  if (typeof login !== 'string' || login === '') {
    throw new AccountUnnamed('GraphQL: the answer to "viewer { login }" names no account', undefined, false);
  }
  return login;
}

/** GitHub did not say which account the token is, and no comment-author input stands in. */
export class UnknownAccountError extends Error {
  override readonly name = 'UnknownAccountError';
}

/**
 * The account whose marked comments are the gate's: the one GitHub says the token acts as (`tokenLogin`).
 * `configured` (the comment-author input) stands in only when GitHub cannot answer, unconfirmed, and never
 * against its answer: a `configured` login that differs from GitHub's is a `CommentAuthorMismatchError`.
 */
export async function commentAuthor(
  octokit: GitHubClient,
  configured: string | undefined,
  info: (line: string) => void,
): Promise<{ login: string; confirmed: boolean }> {
  let login: string;
  try {
    login = await tokenLogin(octokit);
  } catch (error) {
    const why = errorLine(error);
    // A token GitHub does not accept (401) fails every later call too: comment-author cannot stand in for it.
    if (configured === undefined || statusOf(error) === 401) {
      throw answeredWithoutAccount(error) ? new UnknownAccountError(why) : error;
    }
    info(
      `GitHub did not say which account the token is (${why}); taking comment-author, ${configured}, and ` +
        'touching no older comment until a new one shows that account as its writer.',
    );
    return { login: configured, confirmed: false };
  }
  if (configured !== undefined && !sameLogin(login, configured)) {
    throw new CommentAuthorMismatchError(
      `comment-author is ${JSON.stringify(configured)}, but GitHub says the token is ${JSON.stringify(login)}; ` +
        "leave comment-author empty, or name the token's own account",
    );
  }
  return { login, confirmed: true };
}

/** The comments of one pull request through the REST API (issue comments; a pull request is an issue). */
export function pullRequestComments(octokit: GitHubClient, pr: PullRequestRef): CommentsApi {
  const where = { owner: pr.owner, repo: pr.repo };
  return {
    list: () =>
      octokit.paginate(octokit.rest.issues.listComments, { ...where, issue_number: pr.issueNumber, per_page: 100 }),
    create: (body) =>
      writing(
        async () => (await octokit.rest.issues.createComment({ ...where, issue_number: pr.issueNumber, body })).data,
      ),
    update: (id, body) =>
      writing(async () => (await octokit.rest.issues.updateComment({ ...where, comment_id: id, body })).data),
    remove: async (id) => {
      await octokit.rest.issues.deleteComment({ ...where, comment_id: id });
    },
  };
}

const VERDICT_STILL_COUNTS = 'The check still passes or fails on the verdict.';

/** The same for the comment that says the gate could not run: there is no verdict, and the step fails. */
const STEP_STILL_FAILS = 'The step still fails: the gate could not run.';

/** GitHub's answer to a comment on a locked conversation. */
const LOCKED = /\bis locked\b/i;

/** GitHub's answer to any write to an archived repository ("Repository was archived so is read-only."). */
const ARCHIVED = /\bwas archived\b/i;

/**
 * The job's permissions block for a step that checks out the repository (`contents`: read, or write to push a
 * history branch) and comments when `comments`, as YAML to paste (on one line it would not parse). A job's block
 * sets every permission it leaves out to none, so it lists all the step needs: one alone would take away another.
 */
export function permissionsBlock(contents: 'read' | 'write', comments: boolean): string {
  return `permissions:\n  contents: ${contents}${comments ? '\n  pull-requests: write' : ''}`;
}

/** `text` as a sentence: one final full stop, never two. */
function sentence(text: string): string {
  return `${text.replace(/\.+$/, '')}.`;
}

/** The account of the workflow's GITHUB_TOKEN, the only token the job's `permissions:` block grants to. */
const ACTIONS_BOT = 'github-actions[bot]';

/**
 * A one-line warning for a comment that could not be written (a 403's ends with the YAML block that grants the
 * permission, with `contents` as the step needs it, when the token is the GITHUB_TOKEN; for another `account`,
 * the token's as GitHub named it, the permission it lacks); the gate's verdict (`hasVerdict`; else the gate could
 * not run) does not depend on it; a comment too long points to the job summary, or when none was written
 * (`summarized`) to the JSON report. Built from the error's status and message and the account only.
 */
export function describeCommentFailure(
  error: unknown,
  pr: PullRequestRef,
  hasVerdict = true,
  contents: 'read' | 'write' = 'read',
  summarized = true,
  account?: string,
): string {
  const still = hasVerdict ? VERDICT_STILL_COUNTS : STEP_STILL_FAILS;
  const status = statusOf(error);
  const detail = errorLine(error);
  const prefix = `could not comment on pull request #${pr.issueNumber}`;
  // Transient: a comment an earlier run wrote stays up with that run's report, which a re-run replaces.
  const rerun =
    "Re-run the job once GitHub answers again: until then the pull request's comment, if it has one, shows an " +
    "earlier run's report.";
  if (error instanceof RequestFailed && error.rateLimited) {
    return `${prefix}: the API rate limit was hit (${detail}). ${rerun} ${still}`;
  }
  if (error instanceof UnknownAccountError) {
    return (
      `${prefix}: GitHub did not say which account the token is (${detail}), so the gate cannot tell its comment ` +
      "from others'; set the comment-author input to the token's account (github-actions[bot] for the workflow's " +
      `GITHUB_TOKEN) for such a setup. ${still}`
    );
  }
  if (status === 401) {
    return (
      `${prefix}: GitHub does not accept the token (${detail}): it is invalid or expired; check the github-token ` +
      `input. ${still}`
    );
  }
  if (error instanceof CommentAuthorMismatchError) {
    return `the comment on pull request #${pr.issueNumber} cannot be kept up to date: ${sentence(detail)} ${still}`;
  }
  if (error instanceof BodyTooLongError) {
    const size = `${error.triedChars} characters`;
    const tried = error.triedChars === undefined ? '' : error.cut ? `, even cut to ${size}` : ` at ${size}`;
    const has = summarized ? 'the job summary has the report' : "the JSON file the step's report output names has it";
    return `${prefix}: GitHub refused the comment as too long${tried}: ${detail}; ${has}. ${still}`;
  }
  // Before the lock: on an archived repository GitHub may say the issue is locked too, which unlocking cannot fix.
  if (status === 403 && ARCHIVED.test(detail)) {
    return (
      `${prefix}: ${pr.owner}/${pr.repo} is archived (${detail}): GitHub takes no comment on it from any token ` +
      `until it is unarchived. ${still}`
    );
  }
  if ((status === 403 || status === 422) && LOCKED.test(detail)) {
    return (
      `${prefix}: the pull request is locked (${detail}): GitHub takes no comment from the token until it is ` +
      `unlocked. ${still}`
    );
  }
  // GitHub's 403 names a fine-grained personal access token; an app's token and the GITHUB_TOKEN it calls an
  // integration alike, so the account tells them apart. Neither gets its permissions from the job.
  const personal = /by personal access token/i.test(detail) || (account !== undefined && !account.endsWith('[bot]'));
  if (status === 403 && personal) {
    return (
      `${prefix}: the token may not write to it (${detail}). github-token is a personal access token` +
      `${account === undefined ? '' : ` of ${account}`}, whose permissions are its own, not the job's: a ` +
      `fine-grained one needs the repository permission "Pull requests: Read and write" on ${pr.owner}/${pr.repo}, ` +
      `a classic one the repo scope (public_repo for a public repository). ${still}`
    );
  }
  if (status === 403 && account !== undefined && !sameLogin(account, ACTIONS_BOT)) {
    return (
      `${prefix}: the token may not write to it (${detail}). github-token is the GitHub App ${account}'s token, ` +
      `whose permissions are the app's, not the job's: give the app the repository permission "Pull requests: ` +
      `Read and write" (in its settings; the installation must then accept it). ${still}`
    );
  }
  if (status === 403) {
    return (
      `${prefix}: the token may not write to it (${detail}). Pull requests from forks get a read-only ` +
      'GITHUB_TOKEN: run the eval on pull_request, upload the results and the PR number as an artifact, and ' +
      "comment from a second workflow triggered by workflow_run with pr-number set (passk-gate's docs/workflows.md, " +
      `"Pull requests from forks"). Otherwise give the job this block:\n${permissionsBlock(contents, true)}\n${still}`
    );
  }
  if (status === 404) {
    return (
      `${prefix}: ${pr.owner}/${pr.repo} has no pull request #${pr.issueNumber} that this token can see (${detail}); ` +
      `check pr-number, and that the token has "pull-requests: write". ${still}`
    );
  }
  const transient = error instanceof RequestFailed && (status === undefined || status >= 500);
  return `${prefix}: ${sentence(detail)} ${transient ? `${rerun} ` : ''}${still}`;
}
