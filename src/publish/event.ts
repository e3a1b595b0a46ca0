import type { RunInfo } from './body.js';

/** The parts of the workflow run's context the action reads (`@actions/github`'s `context`). */
export interface RunContext {
  eventName: string;
  payload: {
    pull_request?: { number?: unknown; head?: { sha?: unknown } };
    workflow_run?: { head_sha?: unknown };
  };
  sha: string;
  serverUrl: string;
  repo: { owner: string; repo: string };
  runId: number;
}

/** Events whose payload names the pull request the comment belongs to. */
export const PULL_REQUEST_EVENTS: readonly string[] = ['pull_request', 'pull_request_target'];

/** The pull request to comment on: `pr-number` if given, else the event's; none for other events. */
export function pullRequestNumber(context: RunContext, prNumber: number | undefined): number | undefined {
  if (prNumber !== undefined) return prNumber;
  if (!PULL_REQUEST_EVENTS.includes(context.eventName)) return undefined;
  const number = context.payload.pull_request?.number;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/** The link to this run and the commit its candidate belongs to (the PR head, not the merge commit). */
export function runInfo(context: RunContext): RunInfo {
  const head = context.payload.pull_request?.head?.sha ?? context.payload.workflow_run?.head_sha ?? context.sha;
  const { owner, repo } = context.repo;
  return {
    url:
      Number.isSafeInteger(context.runId) && context.runId > 0
        ? `${context.serverUrl.replace(/\/+$/, '')}/${owner}/${repo}/actions/runs/${context.runId}`
        : undefined,
    commit: typeof head === 'string' && head !== '' ? head : undefined,
  };
}
