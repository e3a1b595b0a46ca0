import * as core from '@actions/core';
import * as github from '@actions/github';
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { comparisonView, reportJson, type GateReport } from './compare/model.js';
import { readGateConfig } from './config/file.js';
import { describeFailure, EXIT_BUG, runGate } from './gate.js';
import { credentialForms, mlflowSettingsFrom, type MlflowSettings } from './io/mlflow-settings.js';
import { globFiles, hasGlobCharacters, writeOutputFile } from './io/files.js';
import { isMlflowUri } from './io/mlflow-uri.js';
import { retryPolicyFrom, type RetryPolicy } from './io/retry.js';
import { describeRead } from './load/read.js';
import {
  annotationsFor,
  annotationText,
  annotationTitle,
  ANNOTATIONS_SHOWN,
  errorPlace,
  fitAnnotations,
} from './publish/annotations.js';
import { loadResultsAtRef } from './publish/baseline-ref.js';
import { COMMENT_LIMITS, commentText, failureText, lookText, summaryText, type RunInfo } from './publish/body.js';
import { commentMarker, upsertFitted } from './publish/comment.js';
import {
  docsUrl,
  LOOK_DOCS,
  noPullRequestWarning,
  pullRequestNumber,
  reportStamp,
  runInfo,
  workspaceDocsUrl,
  type RunContext,
} from './publish/event.js';
import {
  commentAuthor,
  describeCommentFailure,
  githubClient,
  permissionsBlock,
  pullRequestComments,
} from './publish/github-comments.js';
import {
  anchorsInBranch,
  gateName,
  INPUT_NAMING,
  inHistoryStore,
  parseGateInputs,
  parsePublishInputs,
  unknownInputs,
  withBranchAnchor,
  type ActionInputs,
  type PublishInputs,
} from './publish/inputs.js';
import { addRun } from './history/commands.js';
import {
  addToHistoryBranch,
  PushRefusedError,
  readHistoryBranch,
  systemGit,
  type HistoryBranch,
} from './history/git.js';
import { errorLine, InputError } from './common/errors.js';
import { sidePaths, type GateRequest } from './config/request.js';
import { gateOutputs, lookOutputs, reportFileName } from './publish/outputs.js';
import { redact } from './publish/retry.js';
import { gateDecisionLine, PLAIN_TEXT } from './render/decision.js';
import { logText } from './render/escape.js';
import { ACTION_SURFACE } from './render/surface.js';
import { renderRefusals } from './render/terminal.js';
import { lookDecisionLine } from './render/sequential.js';
import { runSequentialLook } from './sequential-gate.js';
import { counted } from './common/lists.js';
import { quoted } from './io/value-text.js';

type Kind = 'warning' | 'notice';

/**
 * The annotations of each kind this step has written, and those held back: GitHub shows a step's first
 * ANNOTATIONS_SHOWN of a kind, so every warning (`warn`) and notice of the run goes through `annotate`, and the last
 * place of each kind is kept for `flushAnnotations` to fill at the end.
 */
let written = { warning: 0, notice: 0 };
let held: Record<Kind, { title: string; message: string }[]> = { warning: [], notice: [] };

/**
 * Once the step has set the gate's outputs: what it is doing, and whether it wrote the PR comment. A failure from
 * then on is one after the verdict, said below the job summary's report; it does not replace the comment.
 */
let afterVerdict: { doing: string; commented: boolean } | undefined;

/** core.warning or core.notice, each by name: an index into the namespace would bundle every export of @actions/core. */
function writeAnnotation(kind: Kind, message: string, title: string): void {
  if (kind === 'warning') core.warning(message, { title });
  else core.notice(message, { title });
}

function annotate(kind: Kind, message: string, { title }: { title: string }): void {
  if (written[kind] < ANNOTATIONS_SHOWN - 1) {
    written[kind]++;
    writeAnnotation(kind, message, title);
  } else held[kind].push({ title, message });
}

/** A line for the log, where the runner would take a value from a file for a workflow command. */
function info(text: string): void {
  core.info(logText(text));
}

function warn(message: string, options: { title: string }): void {
  annotate('warning', message, options);
}

/** The held annotations of each kind: the one that fits, or one that says how many more the log lists after it. */
function flushAnnotations(name: string | undefined): void {
  for (const kind of ['warning', 'notice'] as const) {
    const { annotated, logged } = fitAnnotations(held[kind], ANNOTATIONS_SHOWN - written[kind], name, kind);
    for (const { message, title } of annotated) writeAnnotation(kind, message, title);
    for (const line of logged) info(line);
  }
}

function tempRoot(): string {
  return process.env.RUNNER_TEMP || tmpdir();
}

/** MLflow's settings from the step's environment, its secrets masked in the log (asked for only when a run is a URI). */
function mlflowSettings(): MlflowSettings {
  const settings = mlflowSettingsFrom(process.env, (line) => info(line), tempRoot(), "the step's env");
  // Masked in the log in every form a server could echo: the basic-auth value too, and the URI's password.
  for (const secret of credentialForms(settings)) core.setSecret(secret);
  return settings;
}

/**
 * The gate of `request`: the inputs' one comparison, or the checks of their config file (the fail-on input, when
 * given, over the file's); each baseline-ref read from git, every file read said in the log. An anchor in the
 * history branch (the anchor input's, given to every check) is picked in its fetched store; before the branch
 * exists, there is no drift check, nor for a check whose series the branch has no run of yet.
 */
async function gate(inputs: ActionInputs, request: GateRequest, context: RunContext | undefined): Promise<GateReport> {
  const { history } = inputs;
  if (history === undefined || !anchorsInBranch(request)) return gateOf(request, inputs, context);
  return readHistoryBranch(historyBranch(history), async (store) => {
    if (store !== undefined) return gateOf(inHistoryStore(request, store), inputs, context);
    const said = noHistoryYet(
      context,
      inputs.name,
      'no drift check on this first run: this push starts the history',
      `history branch ${history} does not exist yet: no drift check until a push to the default branch adds a run`,
    );
    const report = await gateOf(inHistoryStore(request, undefined), inputs, context);
    // Without a store no check gains a drift check: the report's checks are the request's, in order.
    request.checks.forEach((check, i) => {
      if (check.anchor?.branch !== undefined) report.checks[i]!.warnings.push(...said);
    });
    return report;
  });
}

/**
 * That the history has no run to anchor a drift check yet: on a push to the default branch a notice (`onPush`), as
 * this push is the run recordHistory adds and the history starts here, as it should; else a warning (`other`),
 * returned for the report's check against the base to say, which the comment, the summary and the annotations show.
 */
function noHistoryYet(
  context: RunContext | undefined,
  name: string | undefined,
  onPush: string,
  other: string,
): string[] {
  if (!isDefaultBranchPush(context)) return [other];
  annotate('notice', onPush, { title: `${annotationTitle(name)}: no history yet` });
  return [];
}

/** The history branch in the workspace's checkout, with its pushes retried and said in the log. */
function historyBranch(branch: string): HistoryBranch {
  const repo = process.env.GITHUB_WORKSPACE || process.cwd();
  return { git: systemGit, repo, branch, temp: tempRoot(), log: (line) => info(line) };
}

/** Whether the run is a push to the repository's default branch: only then is the history written. */
function isDefaultBranchPush(context: RunContext | undefined): boolean {
  const repository = github.context.payload.repository as { default_branch?: unknown } | undefined;
  const branch = repository?.default_branch;
  return context?.eventName === 'push' && typeof branch === 'string' && github.context.ref === `refs/heads/${branch}`;
}

/**
 * When the pushed commit is recorded: the push event's head commit's time, else the push's, else now. Not when the job
 * ends: a parent's job that ends after its child's would sort after it (`latest`, the page's steps).
 */
function commitTime(): string {
  const { head_commit: head, repository } = github.context.payload as {
    head_commit?: { timestamp?: unknown } | null;
    repository?: { pushed_at?: unknown };
  };
  if (typeof head?.timestamp === 'string') return head.timestamp;
  const pushed = repository?.pushed_at;
  return new Date(typeof pushed === 'number' ? pushed * 1000 : Date.now()).toISOString();
}

/**
 * On a push to the default branch, adds each check's candidate run (read again, with per-sample data) to the
 * history branch, under the event's commit, ref and commit time, in the series its drift check reads, and pushes it.
 */
async function recordHistory(inputs: ActionInputs, request: GateRequest): Promise<void> {
  const place = { commit: github.context.sha.toLowerCase(), ref: github.context.ref, time: commitTime() };
  const pushed = await addToHistoryBranch(
    historyBranch(inputs.history!),
    `passk-gate: record ${place.commit.slice(0, 12)}`,
    async (store) => {
      let added = false;
      for (const check of request.checks) {
        const files = sidePaths(check.candidate);
        const { format, criterion, config, configName, configOption, scoreField, hints } = check.candidateRead;
        // The series the check's drift check reads first (seriesOf): its anchor's name: in the branch, else the
        // check's name; a lone comparison without a name goes by what its passes are judged on.
        const named = check.anchor?.branch === undefined ? undefined : check.anchor.name;
        const name = named ?? (check.name === '' ? undefined : check.name);
        const result = await addRun({
          store,
          files,
          ...place,
          ...(name === undefined ? {} : { name }),
          read: {
            format,
            criterion,
            config,
            configName,
            configOption,
            scoreField,
            hints,
            ...(files.some(isMlflowUri) ? { mlflow: mlflowSettings() } : {}),
          },
        });
        const at = `${result.record.name} at ${place.commit.slice(0, 12)}`;
        if (result.differs) {
          warn(
            `history already has ${at} with other results or settings (a re-run?); a record is never rewritten, so the first run stays`,
            { title: `${annotationTitle(inputs.name)}: history not updated` },
          );
        } else info(`passk-gate: history ${result.added ? 'adds' : 'already has'} ${at}`);
        if (result.warning !== undefined)
          warn(result.warning, { title: `${annotationTitle(inputs.name)}: history series mixed` });
        added ||= result.added;
      }
      return added;
    },
  );
  if (pushed) info(`passk-gate: pushed the run to the history branch ${inputs.history}`);
}

/** `recordHistory`, a failure of it a warning: the gate ran, and its outcome stands. */
async function recordHistoryOrWarn(inputs: ActionInputs, request: GateRequest): Promise<void> {
  try {
    await recordHistory(inputs, request);
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const permission =
      error instanceof PushRefusedError
        ? '. To push, the token needs this in the job (and a protected branch must let it push):\n' +
          permissionsBlock('write', inputs.comment !== 'never')
        : '';
    warn(`the run was not added to the history: ${error.message}${permission}`, {
      title: `${annotationTitle(inputs.name)}: history not recorded`,
    });
  }
}

/**
 * Runs the gate of a request, with its fail-on input, each file read said in the log, each note of the setting
 * names a notice, and each check whose series the history branch has no run of yet said (`noHistoryYet`).
 */
async function gateOf(
  request: GateRequest,
  { failOn, name, config, history }: ActionInputs,
  context: RunContext | undefined,
): Promise<GateReport> {
  if (failOn !== undefined) for (const check of request.checks) check.options.failOn = failOn;
  const cwd = process.cwd();
  const { report, notes, newSeries } = await runGate(request, {
    mlflow: mlflowSettings,
    readAtRef: (ref, file, options) => loadResultsAtRef(ref, file, options, { tempRoot: tempRoot(), cwd }),
    cwd,
    onRead: (run, options) => info(`passk-gate: ${describeRead(run, options)}`),
  });
  for (const note of notes) annotate('notice', note, { title: `${annotationTitle(name)}: note` });
  for (const { check, row } of newSeries) {
    const what = config === undefined ? 'the comparison' : `check ${quoted(check, 60)}`;
    const said = noHistoryYet(
      context,
      name,
      `no drift check for ${what} on this run: this push starts its series in the history`,
      `history branch ${history} has no run of ${what} yet: no drift check for it until a push to the default branch adds one`,
    );
    report.checks.find((c) => c.name === row)?.warnings.push(...said);
  }
  return report;
}

/**
 * Writes the JSON report where later steps can read it, one file per gate name, then sets the step's `outputs` and
 * the report output, its path: a report that cannot be written leaves them all empty. A folder it cannot write to is
 * the runner's setup, not a bug.
 */
async function writeReport(json: string, outputs: Record<string, string>, name: string | undefined): Promise<void> {
  const path = join(tempRoot(), reportFileName(name));
  const folder = process.env.RUNNER_TEMP ? 'RUNNER_TEMP' : 'the temporary folder';
  await writeOutputFile(path, json, `cannot write the JSON report to ${folder}:`);
  for (const [output, value] of Object.entries(outputs)) core.setOutput(output, value);
  core.setOutput('report', path);
}

/** Appends to the job summary; whether it was written (a failure is a warning). */
async function writeSummary(text: string, name: string | undefined): Promise<boolean> {
  try {
    await core.summary.addRaw(text).write({ overwrite: false });
    return true;
  } catch (error) {
    warn(`could not write the job summary: ${errorLine(error)}`, {
      title: `${annotationTitle(name)}: no job summary`,
    });
    return false;
  }
}

function runContext(): RunContext | undefined {
  const { context } = github;
  try {
    const { eventName, payload, sha, serverUrl, runId, runAttempt } = context;
    return { eventName, payload, sha, serverUrl, runId, runAttempt, repo: context.repo };
  } catch {
    return undefined;
  }
}

/** The commits, the run and the docs section a report links to (`section`: the gate's, by default). */
function reportLinks(context: RunContext | undefined, actionFile: string, section?: string): RunInfo {
  const env = (name: string) => process.env[name] || undefined;
  const server = github.context.serverUrl;
  const docs =
    docsUrl(server, env('GITHUB_ACTION_REPOSITORY'), env('GITHUB_ACTION_REF'), actionFile, section) ??
    workspaceDocsUrl(server, env('GITHUB_REPOSITORY'), env('GITHUB_SHA'), env('GITHUB_WORKSPACE'), actionFile, section);
  return { ...(context === undefined ? {} : runInfo(context)), docsUrl: docs };
}

/**
 * Creates or updates the gate's PR comment (`render`: its text after the marker line, fitted to a length; created
 * only when `create`; `summarized` when the job summary was written; `hasVerdict` false when it says the gate
 * could not run); returns its URL, or '' when there is none or it reports a newer commit (left as it is). Never
 * throws.
 */
async function publishComment(
  render: (limit: number, marker: string) => string,
  create: boolean,
  inputs: PublishInputs,
  policy: RetryPolicy,
  context: RunContext | undefined,
  summarized: boolean,
  hasVerdict = true,
): Promise<string> {
  if (inputs.comment === 'never') return '';
  const issueNumber = context === undefined ? undefined : pullRequestNumber(context, inputs.prNumber);
  // The event's pull request wins: its commits are the ones compared and linked.
  if (context !== undefined && inputs.prNumber !== undefined && issueNumber !== inputs.prNumber) {
    warn(
      `input pr-number is ${inputs.prNumber}, but this ${context.eventName} event is pull request #${issueNumber}, ` +
        `whose commits the gate compared: the comment is on #${issueNumber} (pr-number is for events that name no ` +
        'pull request, such as workflow_run)',
      { title: `${annotationTitle(inputs.name)}: pr-number not used` },
    );
  }
  if (context === undefined || issueNumber === undefined) {
    const missing = context === undefined ? undefined : noPullRequestWarning(context);
    if (missing !== undefined) warn(missing, { title: `${annotationTitle(inputs.name)}: no PR comment` });
    else info('Not a pull request event and no pr-number input: no comment.');
    return '';
  }
  if (inputs.token === '') {
    // `${{ secrets.BOT_TOKEN }}` is empty when the secret is not set, and on a pull request from a fork.
    warn(
      'input github-token is empty, so no comment was written: a secret that is not set is empty, and GitHub ' +
        'passes none to a pull request from a fork (passk-gate\'s docs/workflows.md, "Pull requests from forks"); ' +
        'give a token, or set comment: never',
      { title: `${annotationTitle(inputs.name)}: no PR comment` },
    );
    return '';
  }
  const pr = { ...context.repo, issueNumber };
  // The token's account, once GitHub has named it: a 403's fix depends on the kind of token.
  let account: string | undefined;
  try {
    const stamp = reportStamp(context);
    const marker = commentMarker(inputs.name, stamp);
    // The API address of the run (GitHub Enterprise Server has its own), never a fixed host.
    const octokit = await githubClient(inputs.token, github.context.apiUrl, policy, {
      debug: (line) => core.debug(line),
      info: (line) => info(line),
    });
    // Only comments written by the token's own account are the gate's, whoever else starts one with the marker.
    const author = await commentAuthor(octokit, inputs.commentAuthor, (line) => info(redact(line, inputs.token)));
    if (author.confirmed) account = author.login;
    const comments = pullRequestComments(octokit, pr);
    const key = { author: author.login, marker, confirmed: author.confirmed };
    const fitted = (limit: number) => render(limit, marker);
    const result = await upsertFitted(comments, key, fitted, { create }, COMMENT_LIMITS);
    if (result.action === 'unconfirmed') {
      info(
        `No regression and comment is ${inputs.comment}: only a new comment could confirm the token's account, ` +
          `so the comment on pull request #${issueNumber} was left as it is.`,
      );
      return '';
    }
    if (result.comment === undefined) {
      info(`No regression and comment is ${inputs.comment}: no comment on pull request #${issueNumber}.`);
      return '';
    }
    const removed = result.removed > 0 ? ` (removed ${counted(result.removed, 'duplicate')})` : '';
    const trimmed = result.cut ? ` (cut to ${result.limit} characters: GitHub refused a longer body)` : '';
    if (result.newer !== undefined) {
      info(
        `The comment on pull request #${issueNumber} already reports ${result.newer.slice(0, 7)}, a newer commit ` +
          `of the pull request than this run's ${stamp!.head.slice(0, 7)}: left as it is (${result.comment.html_url})` +
          `${removed}.`,
      );
    } else {
      info(`Comment ${result.action} on pull request #${issueNumber}: ${result.comment.html_url}${removed}${trimmed}`);
    }
    if (result.writer !== undefined && author.confirmed) {
      info(
        `GitHub says the token is ${JSON.stringify(author.login)}, but filed its comment under ` +
          `${JSON.stringify(result.writer)}: the gate keeps that account's comment up to date.`,
      );
    } else if (result.writer !== undefined) {
      // The input stood in for GitHub's answer, and the write shows it wrong.
      warn(
        `input comment-author is ${JSON.stringify(author.login)}, but GitHub filed the comment on pull request ` +
          `#${issueNumber} under ${JSON.stringify(result.writer)}, the token's account: the gate keeps that ` +
          `account's comment up to date: write ${result.writer}`,
        { title: `${annotationTitle(inputs.name)}: comment-author not the token's account` },
      );
    }
    if (result.createError !== undefined) {
      const why = redact(errorLine(result.createError), inputs.token);
      info(`GitHub answered the create with an error (${why}), but the comment was written.`);
    }
    if (result.listError !== undefined) {
      const why = redact(errorLine(result.listError), inputs.token);
      warn(
        `the comment on pull request #${issueNumber} was written, but the gate could not check for duplicates ` +
          `(${why}); should a concurrent run have written one too, it stays until a later run (or a person) deletes it`,
        { title: `${annotationTitle(inputs.name)}: PR comment not checked for duplicates` },
      );
    }
    if (result.cleanupError !== undefined) {
      const why = redact(errorLine(result.cleanupError), inputs.token);
      // A stale run keeps the comment of a newer commit: what this run wrote is among the duplicates.
      const kept = result.newer === undefined ? 'was written' : 'reports a newer commit and is kept';
      warn(
        `the comment on pull request #${issueNumber} ${kept}, but removing its duplicates failed (${why}); ` +
          'the extra copies stay until a later run (or a person) deletes them',
        { title: `${annotationTitle(inputs.name)}: duplicate PR comments` },
      );
    }
    // This run's report is in no comment.
    return result.newer === undefined ? result.comment.html_url : '';
  } catch (error) {
    // The token is masked on the runner; cutting it out here keeps it out of any other log too.
    // A step that records the history pushes with the token: the block it is told to paste keeps contents: write.
    const contents = core.getInput('history') === '' ? 'read' : 'write';
    const warning = redact(describeCommentFailure(error, pr, hasVerdict, contents, summarized, account), inputs.token);
    warn(warning, { title: `${annotationTitle(inputs.name)}: no PR comment` });
    return '';
  }
}

/**
 * A look of a sequential gate (input sequential-plan, docs/sequential.md): the look's decision as outputs, in
 * the job summary and the PR comment; the step fails on a regression (unless fail-on never), an inconclusive last
 * look and a refusal, and succeeds on a pass and on continue (the `decision` output says which).
 */
async function sequentialLookStep(
  inputs: ActionInputs,
  policy: RetryPolicy,
  context: RunContext | undefined,
  run: RunInfo,
): Promise<void> {
  const check = inputs.request!.checks[0]!;
  const { report, words } = await runSequentialLook(
    {
      plan: inputs.sequentialPlan!,
      baseline: check.baseline,
      candidate: check.candidate,
      baselineRead: check.baselineRead,
      candidateRead: check.candidateRead,
      naming: INPUT_NAMING,
      // The plan is the input sequential-plan, whatever the CLI calls it.
      fileNaming: { name: (option) => INPUT_NAMING.name(option === 'plan' ? 'sequential-plan' : option) },
      onRead: (run, options) => info(`passk-gate: ${describeRead(run, options)}`),
    },
    mlflowSettings,
  );
  await writeReport(`${JSON.stringify(report, null, 2)}\n`, lookOutputs(report), inputs.name);
  afterVerdict = { doing: 'writing the job summary', commented: false };
  const summarized =
    inputs.summary && (await writeSummary(lookText(report, inputs.name, run, false, words), inputs.name));
  afterVerdict = { doing: 'writing the PR comment', commented: true };
  const create = inputs.comment === 'always' || report.decision === 'regression' || report.failed;
  const comment = () => lookText(report, inputs.name, run, true, words);
  const commentUrl = await publishComment(comment, create, inputs, policy, context, summarized);
  afterVerdict.doing = 'setting the comment-url output';
  core.setOutput('comment-url', commentUrl);
  afterVerdict.doing = 'reporting the decision';
  // As a comparison's: each warning of the runs on the checks page too.
  for (const warning of report.warnings) {
    warn(annotationText(warning), { title: `${annotationTitle(inputs.name)}: warning` });
  }
  if (!report.failed) info(`passk-gate: ${lookDecisionLine(report, words)}`);
  else {
    process.exitCode = core.ExitCode.Failure;
    core.error(lookDecisionLine(report, words), { title: annotationTitle(inputs.name) });
  }
}

/** Whether a path names a file in the workspace (the job's working directory). */
function isFile(path: string): boolean {
  return path !== '' && statSync(path, { throwIfNoEntry: false })?.isFile() === true;
}

/**
 * The lines of the path inputs that name files as a whole, commas and all: a file in the workspace, or a glob that
 * matches one (lm-eval's `pretrained__m,dtype__float/samples_humaneval_*.jsonl`, whose file names change every run).
 * Found before the inputs are parsed, so that the glob matcher is loaded only for a line that a comma or a `#` would
 * otherwise split or drop.
 */
async function linesNamingFiles(values: string[]): Promise<(line: string) => boolean> {
  const whole = new Set<string>();
  for (const line of values.flatMap((value) => value.split(/\r?\n/)).map((text) => text.trim())) {
    const splits = line.includes(',') || line.startsWith('#');
    if (isFile(line) || (splits && hasGlobCharacters(line) && (await globFiles(line)).length > 0)) whole.add(line);
  }
  return (line) => whole.has(line);
}

/**
 * The GitHub Action: the CLI's pipeline, then outputs, the job summary, the PR comment and the check status.
 * `actionFile` is the bundle the runner started (`dist/index.js`), by which the docs beside it are found.
 */
export async function run(version: string, actionFile: string): Promise<void> {
  written = { warning: 0, notice: 0 };
  held = { warning: [], notice: [] };
  afterVerdict = undefined;
  const context = runContext();
  const run = reportLinks(context, actionFile);
  // Read before the other inputs, so that the error of any of them is titled with the gate's name.
  const gateLabel = gateName((name) => core.getInput(name));
  for (const warning of unknownInputs(process.env))
    warn(warning, { title: `${annotationTitle(gateLabel)}: unknown input` });
  // What publishing reads, parsed first: with it valid, an error of any other input is published as any other.
  let publish: PublishInputs | undefined;
  let policy: RetryPolicy | undefined;
  try {
    publish = parsePublishInputs((name) => core.getInput(name));
    if (publish.token !== '') core.setSecret(publish.token);
    policy = retryPolicyFrom(process.env);
    const namesFiles = await linesNamingFiles(['baseline', 'candidate'].map((name) => core.getInput(name)));
    const inputs: ActionInputs = { ...publish, ...parseGateInputs((name) => core.getInput(name), namesFiles) };
    if (inputs.sequentialPlan !== undefined) {
      // A look's report links to how a look decides.
      return await sequentialLookStep(inputs, policy, context, reportLinks(context, actionFile, LOOK_DOCS));
    }
    const given = inputs.request ?? (await readGateConfig(inputs.config!, inputs.history));
    // A bare selector in the anchor input: every check's drift check, picked in the history branch.
    const { branchAnchor, history } = inputs;
    const request = branchAnchor === undefined ? given : withBranchAnchor(given, branchAnchor, history!);
    const report = await gate(inputs, request, context);
    // As the CLI: one comparison writes the report `compare --json` writes; a config file's checks, or a
    // comparison with an anchor (also before the history branch has a run to pick), the gate's.
    const comparison = inputs.config === undefined && request.checks[0]!.anchor === undefined;
    await writeReport(reportJson(comparison ? comparisonView(report) : report), gateOutputs(report), inputs.name);
    afterVerdict = { doing: 'writing the job summary', commented: false };
    const summarized = inputs.summary && (await writeSummary(summaryText(report, inputs.name, run), inputs.name));
    afterVerdict = { doing: 'writing the PR comment', commented: true };
    // A comment is created when comment is always, or the gate fails or finds a regression; else only updated.
    const create = inputs.comment === 'always' || report.verdict === 'regression' || report.failed;
    const render = (limit: number, marker: string) => commentText(report, inputs.name, marker, run, limit, summarized);
    const commentUrl = await publishComment(render, create, inputs, policy, context, summarized);
    afterVerdict.doing = 'setting the comment-url output';
    core.setOutput('comment-url', commentUrl);
    // After the outputs and the report: a history that cannot be written does not undo the gate's run.
    afterVerdict.doing = 'recording the history';
    if (inputs.history !== undefined && isDefaultBranchPush(context)) await recordHistoryOrWarn(inputs, request);
    else if (inputs.history !== undefined) {
      const event = context === undefined ? 'this run' : `this ${context.eventName} event at ${github.context.ref}`;
      info(`passk-gate: ${event} is not recorded in ${inputs.history}: only a push to the default branch is`);
    }
    afterVerdict.doing = 'reporting the verdict';
    // A refusal's fix is in the job summary or the PR comment, whichever was written; with neither, the log says it.
    const fixIn = summarized ? 'the job summary' : commentUrl !== '' ? 'the PR comment' : 'the workflow log';
    if (fixIn === 'the workflow log' && report.decision === 'refused') info(renderRefusals(report, ACTION_SURFACE));
    const annotations = annotationsFor(report, inputs.name, fixIn);
    for (const { message, title } of annotations.warnings) warn(message, { title });
    if (annotations.failure === undefined) info(`passk-gate: ${gateDecisionLine(report, PLAIN_TEXT)}`);
    else {
      // core.setFailed, with the gate's name as the annotation's title.
      process.exitCode = core.ExitCode.Failure;
      core.error(annotations.failure.message, { title: annotations.failure.title });
    }
  } catch (error) {
    const failure = describeFailure(error, version);
    const after = afterVerdict;
    const message =
      after === undefined
        ? failure.message
        : `the gate's verdict is set in the step's outputs, but ${after.doing} failed: ${failure.message}`;
    const heading = after === undefined ? 'the gate could not run' : 'the step failed after the verdict';
    const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
    // The runner only tells success from failure; the status still tells a bug from bad input in the log.
    process.exitCode = failure.status === EXIT_BUG ? EXIT_BUG : core.ExitCode.Failure;
    core.error(`passk-gate: ${message}`, {
      title: `${annotationTitle(gateLabel)}: ${after === undefined ? 'could not run' : 'failed after the verdict'}`,
      // Annotations name files relative to the repository's checkout.
      ...(failure.status === EXIT_BUG ? {} : errorPlace(failure.message, process.cwd(), workspace, isFile)),
    });
    // Publishing's own inputs are bad: nothing can be published, the annotation alone says it.
    if (publish === undefined || policy === undefined) return;
    // The job summary and the PR comment say so too: an earlier "Can merge" must not stay up. A comment this run
    // wrote has its verdict, and stays.
    const { name } = publish;
    const summarized = publish.summary && (await writeSummary(failureText(message, name, run, false, heading), name));
    if (after?.commented === true) return;
    const failed = () => failureText(message, name, run, true, heading);
    core.setOutput('comment-url', await publishComment(failed, true, publish, policy, context, summarized, false));
  } finally {
    flushAnnotations(gateLabel);
  }
}
