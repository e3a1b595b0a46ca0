import { nonEmptyText } from '../formats/values.js';
import type { RunInfo } from './body.js';
import type { ReportStamp } from './comment.js';

/** The parts of the workflow run's context the action reads (`@actions/github`'s `context`). */
export interface RunContext {
  eventName: string;
  payload: {
    pull_request?: { number?: unknown; head?: { sha?: unknown }; base?: { sha?: unknown }; updated_at?: unknown };
    workflow_run?: { head_sha?: unknown; pull_requests?: unknown; event?: unknown; created_at?: unknown };
    issue?: { number?: unknown; pull_request?: unknown };
  };
  sha: string;
  serverUrl: string;
  repo: { owner: string; repo: string };
  runId: number;
  /** GITHUB_RUN_ATTEMPT: 2 for the first re-run. */
  runAttempt?: number;
}

/** Events whose payload names the pull request the comment belongs to (a review's, as its pull request's). */
const PULL_REQUEST_EVENTS: readonly string[] = [
  'pull_request',
  'pull_request_target',
  'pull_request_review',
  'pull_request_review_comment',
];

/**
 * The pull request to comment on: the event's, whose commits the report links, else `pr-number`; none for other
 * events without it.
 */
export function pullRequestNumber(context: RunContext, prNumber: number | undefined): number | undefined {
  const number = PULL_REQUEST_EVENTS.includes(context.eventName) ? context.payload.pull_request?.number : undefined;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : prNumber;
}

/**
 * What the comment reports, to tell an older run's report from a newer one's: the commit evaluated and a time GitHub
 * gave its push. On a pull request event, its head and the pull request's last change (`updated_at`, which a push
 * moves on); on the fork recipe's `workflow_run` of a pull request's run, that run's commit and creation time (a
 * re-run keeps it; `run_started_at` and `updated_at` would not). None for other events: a push or an issue_comment
 * has no pull request.
 */
export function reportStamp({ eventName, payload }: RunContext): ReportStamp | undefined {
  const run = payload.workflow_run;
  // A pull_request_target run's head_sha is the base branch's commit, not the pull request's.
  const ofPullRequest = PULL_REQUEST_EVENTS.includes(String(run?.event)) && run?.event !== 'pull_request_target';
  const [head, time] = PULL_REQUEST_EVENTS.includes(eventName)
    ? [payload.pull_request?.head?.sha, payload.pull_request?.updated_at]
    : eventName === 'workflow_run' && ofPullRequest
      ? [run?.head_sha, run?.created_at]
      : [];
  // Kept to what the marker can hold: no space, no `>` to end it.
  if (typeof head !== 'string' || !/^[0-9a-f]{40,64}$/i.test(head)) return undefined;
  if (typeof time !== 'string' || !/^[\w:.+-]+$/.test(time) || Number.isNaN(Date.parse(time))) return undefined;
  return { head: head.toLowerCase(), time };
}

/**
 * Why no comment was written, when the run is for a pull request the action does not take from the event and
 * pr-number is empty: a warning that names the fix. None for a run with no pull request (a push, a schedule).
 */
export function noPullRequestWarning({ eventName, payload }: RunContext): string | undefined {
  if (eventName === 'workflow_run') {
    // A run of a push, a schedule...: there is no pull request. Else this is the fork recipe's comment half, where
    // an empty pr-number is a broken artifact, not a choice.
    const of = payload.workflow_run?.event;
    if (typeof of === 'string' && !PULL_REQUEST_EVENTS.includes(of)) return undefined;
    return (
      'input pr-number is empty, so no comment was written: the action does not take the pull request from a ' +
      "workflow_run event (GitHub lists none for a fork's pull request): pass pr-number"
    );
  }
  const issue = payload.issue;
  if (eventName === 'issue_comment' && issue?.pull_request != null && typeof issue.number === 'number') {
    // Not taken from the event: GitHub runs it at the default branch's commit, not the pull request's.
    return (
      `input pr-number is empty, so no comment was written on pull request #${issue.number}: the action does not ` +
      'take it from an issue_comment event, which GitHub runs on the default branch: check out the pull request ' +
      'and pass pr-number: ${{ github.event.issue.number }}'
    );
  }
  return undefined;
}

/**
 * The base commit of the pull request: from a pull_request payload, or from a workflow_run's one pull request
 * (GitHub lists none for a pull request from a fork, so there is none then).
 */
function baseCommit(payload: RunContext['payload']): string | undefined {
  const fromRun = payload.workflow_run?.pull_requests;
  const only =
    Array.isArray(fromRun) && fromRun.length === 1 ? (fromRun[0] as { base?: { sha?: unknown } }) : undefined;
  return nonEmptyText(payload.pull_request?.base?.sha) ?? nonEmptyText(only?.base?.sha);
}

/**
 * The link to this run, the commits it compared (the PR head, not the merge commit, and the base), and the
 * repository's address for commit links.
 */
export function runInfo(context: RunContext): RunInfo {
  // An issue_comment's sha is the default branch's, not the pull request's a chat-op checks out, and so is the
  // head_sha of a workflow_run of a pull_request_target run: none is linked.
  const sha = context.eventName === 'issue_comment' ? undefined : context.sha;
  const { pull_request: pullRequest, workflow_run: run } = context.payload;
  const head = run?.event === 'pull_request_target' ? undefined : (pullRequest?.head?.sha ?? run?.head_sha ?? sha);
  const { owner, repo } = context.repo;
  const repoUrl = `${context.serverUrl.replace(/\/+$/, '')}/${owner}/${repo}`;
  const { runId, runAttempt = NaN } = context;
  // The attempt's own page: the run's shows its latest attempt, which after a re-run has another job summary.
  const attempt = Number.isSafeInteger(runAttempt) && runAttempt > 0 ? `/attempts/${runAttempt}` : '';
  return {
    url: Number.isSafeInteger(runId) && runId > 0 ? `${repoUrl}/actions/runs/${runId}${attempt}` : undefined,
    commit: nonEmptyText(head),
    baseCommit: baseCommit(context.payload),
    repoUrl,
  };
}

/** Where the gate's decision is explained, relative to the action's folder. */
const GATE_DOCS = 'docs/statistics.md#how-the-gate-decides';

/** Where a sequential gate's look is explained. */
export const LOOK_DOCS = 'docs/sequential.md#a-look';

/**
 * The docs section that explains the gate (`section`), in the repository and at the ref the action ran from. The runner
 * leaves GITHUB_ACTION_REPOSITORY and GITHUB_ACTION_REF set after an earlier step's action, so they count only
 * when the action's own files sit where the runner puts that repository at that ref (`_actions/OWNER/REPO/REF`).
 */
export function docsUrl(
  serverUrl: string,
  actionRepository: string | undefined,
  actionRef: string | undefined,
  actionFile: string,
  section = GATE_DOCS,
): string | undefined {
  if (actionRepository === undefined || actionRef === undefined) return undefined;
  if (!/^[\w.-]+\/[\w.-]+$/.test(actionRepository) || !/^[\w./-]+$/.test(actionRef)) return undefined;
  if (!actionFile.replace(/\\/g, '/').includes(`/_actions/${actionRepository}/${actionRef}/`)) return undefined;
  return `${serverUrl.replace(/\/+$/, '')}/${actionRepository}/blob/${actionRef}/${section}`;
}

/**
 * The docs section for an action run from the workspace (`uses: ./`, or a path in the repository): the docs
 * beside the action's `dist/`, in the workflow's repository at the commit it checked out.
 */
export function workspaceDocsUrl(
  serverUrl: string,
  repository: string | undefined,
  sha: string | undefined,
  workspace: string | undefined,
  actionFile: string,
  section = GATE_DOCS,
): string | undefined {
  if (repository === undefined || sha === undefined || workspace === undefined || workspace === '') return undefined;
  if (!/^[\w.-]+\/[\w.-]+$/.test(repository) || !/^[0-9a-f]{40,64}$/i.test(sha)) return undefined;
  const root = workspace.replace(/\\/g, '/').replace(/\/+$/, '');
  const file = actionFile.replace(/\\/g, '/');
  if (!file.startsWith(`${root}/`)) return undefined;
  const inRepo = file.slice(root.length + 1).split('/');
  // The bundle is ACTION/dist/index.js: the action's folder is two levels up.
  if (inRepo.length < 2 || inRepo[inRepo.length - 2] !== 'dist') return undefined;
  const folder = inRepo.slice(0, -2);
  if (folder.some((part) => !/^[\w.-]+$/.test(part) || part === '..')) return undefined;
  return `${serverUrl.replace(/\/+$/, '')}/${repository}/blob/${sha}/${[...folder, section].join('/')}`;
}
