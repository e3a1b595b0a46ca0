import { describe, expect, it } from 'vitest';
import {
  docsUrl,
  noPullRequestWarning,
  pullRequestNumber,
  reportStamp,
  runInfo,
  workspaceDocsUrl,
  type RunContext,
} from '../../src/publish/event.js';

describe('run context', () => {
  const context = (eventName: string, payload: RunContext['payload']): RunContext => ({
    eventName,
    payload,
    sha: 'f'.repeat(40),
    serverUrl: 'https://ghe.example/',
    repo: { owner: 'o', repo: 'r' },
    runId: 77,
  });

  it('comments on the pull request of pull_request events, or on pr-number', () => {
    expect(pullRequestNumber(context('pull_request', { pull_request: { number: 5 } }), undefined)).toBe(5);
    expect(pullRequestNumber(context('pull_request_target', { pull_request: { number: 6 } }), undefined)).toBe(6);
    // A review, or a comment on a review, names its pull request too.
    expect(pullRequestNumber(context('pull_request_review', { pull_request: { number: 8 } }), undefined)).toBe(8);
    const reviewComment = context('pull_request_review_comment', { pull_request: { number: 9 } });
    expect(pullRequestNumber(reviewComment, undefined)).toBe(9);
    expect(pullRequestNumber(context('push', {}), undefined)).toBeUndefined();
    expect(pullRequestNumber(context('workflow_run', { workflow_run: { head_sha: 'x' } }), 12)).toBe(12);
  });

  it("stamps the comment with a pull request event's head and time of the pull request's last change, or a workflow_run's", () => {
    const head = 'A1'.repeat(20);
    const pullRequest = { number: 5, head: { sha: head }, updated_at: '2026-03-01T10:05:00Z' };
    for (const event of ['pull_request', 'pull_request_target', 'pull_request_review']) {
      expect(reportStamp(context(event, { pull_request: pullRequest })), event).toEqual({
        head: head.toLowerCase(),
        time: '2026-03-01T10:05:00Z',
      });
    }
    // The fork recipe's workflow_run: the evaluated run's commit and creation time, which a re-run keeps (not its
    // updated_at or run_started_at, which a re-run moves).
    const run = {
      head_sha: head,
      event: 'pull_request',
      created_at: '2026-03-01T10:06:00Z',
      updated_at: '2026-03-01T10:39:00Z',
      run_started_at: '2026-03-01T10:38:00Z',
    };
    expect(reportStamp(context('workflow_run', { workflow_run: run }))).toEqual({
      head: head.toLowerCase(),
      time: '2026-03-01T10:06:00Z',
    });
    // A workflow_run of a push or a schedule is of no pull request's push; a pull_request_target run's head_sha is
    // the base branch's commit, not the pull request's.
    for (const event of ['push', 'schedule', 'pull_request_target', undefined]) {
      expect(reportStamp(context('workflow_run', { workflow_run: { ...run, event } })), event).toBeUndefined();
    }
    expect(reportStamp(context('workflow_run', { workflow_run: { ...run, created_at: undefined } }))).toBeUndefined();
    expect(reportStamp(context('workflow_run', { workflow_run: { ...run, head_sha: 'main' } }))).toBeUndefined();
    // A pull_request or workflow_run payload in another event is not this event's.
    expect(reportStamp(context('push', { pull_request: pullRequest }))).toBeUndefined();
    expect(reportStamp(context('workflow_dispatch', { workflow_run: run }))).toBeUndefined();
    expect(reportStamp(context('push', {}))).toBeUndefined();
    for (const updated_at of [undefined, 'soon', '2026-03-01 10:05', '2026-03-01T10:05:00Z-->', 1772359500]) {
      expect(
        reportStamp(context('pull_request', { pull_request: { ...pullRequest, updated_at } })),
        `${updated_at}`,
      ).toBeUndefined();
    }
    const notCommit = { ...pullRequest, head: { sha: 'main' } };
    expect(reportStamp(context('pull_request', { pull_request: notCommit }))).toBeUndefined();
  });

  it("takes the event's pull request over pr-number: its commits are the ones the report links", () => {
    expect(pullRequestNumber(context('pull_request', { pull_request: { number: 7 } }), 12)).toBe(7);
    expect(pullRequestNumber(context('push', {}), 12)).toBe(12);
  });

  it("warns of an empty pr-number only in a workflow_run of a pull request's run, not of a push's", () => {
    const ofPullRequest = noPullRequestWarning(context('workflow_run', { workflow_run: { event: 'pull_request' } }));
    expect(ofPullRequest).toMatch(/^input pr-number is empty, so no comment was written: .*: pass pr-number$/);
    // A payload without the run's event: the fork recipe is the likely case.
    expect(noPullRequestWarning(context('workflow_run', {}))).toBe(ofPullRequest);
    expect(noPullRequestWarning(context('workflow_run', { workflow_run: { event: 'push' } }))).toBeUndefined();
    expect(noPullRequestWarning(context('workflow_run', { workflow_run: { event: 'schedule' } }))).toBeUndefined();
    expect(noPullRequestWarning(context('push', {}))).toBeUndefined();
  });

  it('names pr-number as the fix in an issue_comment on a pull request (a chat-op), not on an issue', () => {
    const onPullRequest = { issue: { number: 9, pull_request: { url: 'https://api.github.com/repos/o/r/pulls/9' } } };
    expect(noPullRequestWarning(context('issue_comment', onPullRequest))).toBe(
      'input pr-number is empty, so no comment was written on pull request #9: the action does not take it from an ' +
        'issue_comment event, which GitHub runs on the default branch: check out the pull request and pass ' +
        'pr-number: ${{ github.event.issue.number }}',
    );
    expect(noPullRequestWarning(context('issue_comment', { issue: { number: 9 } }))).toBeUndefined();
  });

  it("links a first attempt's own page too, which a re-run leaves showing that attempt's report", () => {
    expect(runInfo({ ...context('push', {}), runAttempt: 1 }).url).toBe(
      'https://ghe.example/o/r/actions/runs/77/attempts/1',
    );
  });

  it('links the run on the server it ran on and names the pull request head', () => {
    const pr = { number: 5, head: { sha: 'abc1234def' }, base: { sha: '9876543fed' } };
    expect(runInfo(context('pull_request', { pull_request: pr }))).toEqual({
      url: 'https://ghe.example/o/r/actions/runs/77',
      commit: 'abc1234def',
      baseCommit: '9876543fed',
      repoUrl: 'https://ghe.example/o/r',
    });
    // A re-run's report links its own attempt: the run's page shows the latest, which a later re-run replaces.
    expect(runInfo({ ...context('pull_request', { pull_request: pr }), runAttempt: 2 }).url).toBe(
      'https://ghe.example/o/r/actions/runs/77/attempts/2',
    );
    expect(runInfo({ ...context('pull_request', { pull_request: pr }), runAttempt: NaN }).url).toBe(
      'https://ghe.example/o/r/actions/runs/77',
    );
    expect(runInfo(context('workflow_run', { workflow_run: { head_sha: '1234567' } })).commit).toBe('1234567');
    // A workflow_run lists its pull request (with the base) unless it came from a fork.
    const sameRepo = { head_sha: '1234567', pull_requests: [{ number: 5, base: { sha: '7654321' } }] };
    expect(runInfo(context('workflow_run', { workflow_run: sameRepo })).baseCommit).toBe('7654321');
    const fork = { head_sha: '1234567', pull_requests: [] };
    expect(runInfo(context('workflow_run', { workflow_run: fork })).baseCommit).toBeUndefined();
    // A pull_request_target run's head_sha is the base branch's commit, not the one it evaluated.
    const target = { ...sameRepo, event: 'pull_request_target' };
    expect(runInfo(context('workflow_run', { workflow_run: target })).commit).toBeUndefined();
    expect(runInfo(context('workflow_run', { workflow_run: target })).baseCommit).toBe('7654321');
    expect(runInfo(context('push', {})).commit).toBe('f'.repeat(40));
    // An issue_comment runs at the default branch's last commit, not at the pull request's head it gates.
    const chatOp = { issue: { number: 5, pull_request: { url: 'https://api.github.com/repos/o/r/pulls/5' } } };
    expect(runInfo(context('issue_comment', chatOp)).commit).toBeUndefined();
  });
});

describe('the docs link of "How the gate decides"', () => {
  const server = 'https://github.com';

  it("points to the action's repository at its ref when the runner put it under _actions", () => {
    const file = '/home/runner/work/_actions/acme/passk-gate/v1/dist/index.js';
    expect(docsUrl(server, 'acme/passk-gate', 'v1', file)).toBe(
      'https://github.com/acme/passk-gate/blob/v1/docs/statistics.md#how-the-gate-decides',
    );
    // Left over from an earlier step's action: the files are not where that repository would be.
    expect(docsUrl(server, 'other/action', 'v2', file)).toBeUndefined();
    expect(docsUrl(server, 'acme/passk-gate', 'v1; rm -rf', file)).toBeUndefined();
  });

  it("points to the workflow's repository at its commit when the action is run from the workspace", () => {
    const sha = 'a'.repeat(40);
    const workspace = '/home/runner/work/repo/repo';
    expect(workspaceDocsUrl(server, 'acme/models', sha, workspace, `${workspace}/dist/index.js`)).toBe(
      `https://github.com/acme/models/blob/${sha}/docs/statistics.md#how-the-gate-decides`,
    );
    expect(
      workspaceDocsUrl(server, 'acme/models', sha, `${workspace}/`, `${workspace}/tools/passk-gate/dist/index.js`),
    ).toBe(`https://github.com/acme/models/blob/${sha}/tools/passk-gate/docs/statistics.md#how-the-gate-decides`);
    expect(workspaceDocsUrl(server, 'acme/models', sha, workspace, '/elsewhere/dist/index.js')).toBeUndefined();
    expect(workspaceDocsUrl(server, 'acme/models', sha, workspace, `${workspace}/index.js`)).toBeUndefined();
    expect(workspaceDocsUrl(server, 'acme/models', 'main', workspace, `${workspace}/dist/index.js`)).toBeUndefined();
    expect(workspaceDocsUrl(server, 'acme/models', sha, undefined, `${workspace}/dist/index.js`)).toBeUndefined();
  });
});
