import { codeSpan, markdownText, terminalText } from '../render/escape.js';
import type { GateReport } from '../compare/model.js';
import { renderMarkdown } from '../render/markdown.js';
import { lookMarkdown } from '../render/sequential.js';
import type { LookReport } from '../sequential/model.js';
import type { UnitWords } from '../formats/detect.js';

/** GitHub's limit on the body of an issue comment, in characters. */
export const COMMENT_MAX_CHARS = 65536;

/**
 * Body sizes to try in turn when GitHub refuses a comment as too long. GitHub counts characters and a string's
 * JavaScript length is never smaller, so the first fits github.com; a server that counts otherwise (bytes, CRLF
 * line ends) or has a lower limit gets half, then a quarter.
 */
export const COMMENT_LIMITS: readonly number[] = [COMMENT_MAX_CHARS, COMMENT_MAX_CHARS / 2, COMMENT_MAX_CHARS / 4];

/** The job summary may hold 1 MiB; a UTF-16 code unit takes at most 3 bytes of UTF-8. */
const SUMMARY_MAX_CHARS = Math.floor((1024 * 1024) / 3);

/** The workflow run a report was written by, and what it compared. */
export interface RunInfo {
  /** Link to the workflow run. */
  url?: string;
  /** The commit the candidate results belong to (the pull request's head). */
  commit?: string;
  /** The pull request's base commit, when the event names it. */
  baseCommit?: string;
  /** The repository's web address, for commit links: `https://github.com/owner/repo`. */
  repoUrl?: string;
  /** The docs section that explains the decision (a look's, for a sequential look), at the version that ran. */
  docsUrl?: string;
}

/** A commit as a short link; none when `sha` is not a commit hash. */
function commitLink(sha: string | undefined, repoUrl: string | undefined): string | undefined {
  if (sha === undefined || !/^[0-9a-f]{7,64}$/i.test(sha)) return undefined;
  const short = `\`${sha.slice(0, 7)}\``;
  return repoUrl === undefined ? short : `[${short}](${repoUrl}/commit/${sha})`;
}

/** The footer: the compared commits as links, the workflow run (not in its own summary), how the gate decides. */
function footer(run: RunInfo, withRunLink: boolean): string {
  const parts: string[] = [];
  const base = commitLink(run.baseCommit, run.repoUrl);
  const head = commitLink(run.commit, run.repoUrl);
  if (head !== undefined) parts.push(base === undefined ? `head ${head}` : `base ${base} → head ${head}`);
  if (withRunLink && run.url !== undefined) parts.push(`[workflow run](${run.url})`);
  if (run.docsUrl !== undefined) parts.push(`[how the gate decides](${run.docsUrl})`);
  return parts.length === 0 ? '' : `\n<sub>passk-gate · ${parts.join(' · ')}</sub>\n`;
}

/**
 * The PR comment after its marker line: the markdown report and its footer, the whole body within `limit`; what
 * it leaves out is in the job summary when one was written (`summarized`), else in the JSON report.
 */
export function commentText(
  report: GateReport,
  name: string | undefined,
  marker: string,
  run: RunInfo,
  limit = COMMENT_MAX_CHARS,
  summarized = true,
): string {
  const tail = footer(run, true);
  const has = summarized
    ? 'the job summary of the workflow run has them'
    : "the JSON report (the file the step's `report` output names) has them all";
  const text = renderMarkdown(report, {
    name,
    docsUrl: run.docsUrl,
    maxLength: limit - marker.length - 1 - tail.length,
    trimmedNote: `Some details were left out to fit GitHub's size limit for comments; ${has}.`,
  });
  return `${text}${tail}`;
}

/** Longest error message said whole in the comment and the job summary; the log has a longer one whole. */
const FAILURE_MAX_CHARS = 2000;

/**
 * What the comment and job summary say when the gate could not run (or, `what`, failed after its verdict), so an
 * earlier "Can merge" does not stay up while the check fails: the error in a block quote, escaped so it is inert,
 * that wraps (a code block does not, and would hide the cause and the fix off to the right) and reads as it is in
 * the e-mail. The log holds the error's line and no more, so it is pointed to only when the line here is cut.
 */
export function failureText(
  message: string,
  name: string | undefined,
  run: RunInfo,
  withRunLink: boolean,
  what = 'the gate could not run',
): string {
  const cut = terminalText(message, FAILURE_MAX_CHARS) !== terminalText(message, Number.POSITIVE_INFINITY);
  const gate = name === undefined ? '' : `${codeSpan(name)} · `;
  const log = cut ? ' It is cut here: the workflow log has it whole.' : '';
  return (
    `### ❌ Blocks merge: ${what}\n\n` +
    `${gate}The check fails until the error below is fixed.${log}\n\n` +
    `> ${markdownText(message, FAILURE_MAX_CHARS)}\n${footer(run, withRunLink)}`
  );
}

/** A sequential look's comment or job summary: its markdown and the footer (the run's link only in a comment). */
export function lookText(
  report: LookReport,
  name: string | undefined,
  run: RunInfo,
  withRunLink: boolean,
  words?: UnitWords,
): string {
  return `${lookMarkdown(report, name, words)}${footer(run, withRunLink)}`;
}

/** The job summary: the markdown report and its footer, cut to the summary's size limit if need be. */
export function summaryText(report: GateReport, name: string | undefined, run: RunInfo = {}): string {
  const tail = footer(run, false);
  const text = renderMarkdown(report, {
    name,
    docsUrl: run.docsUrl,
    maxLength: SUMMARY_MAX_CHARS - tail.length,
    trimmedNote:
      "Some details were left out to fit the size limit of job summaries; the JSON report (the step's `report` output) has them all.",
  });
  return `${text}${tail}`;
}
