import { renderMarkdown } from '../render/markdown.js';
import type { GateReport } from '../report/model.js';

/** GitHub's limit on the body of an issue comment, in characters. */
export const COMMENT_MAX_CHARS = 65536;

/**
 * Body sizes to try in turn when GitHub refuses a comment as too long. GitHub counts characters and a string's
 * JavaScript length is never smaller, so the first fits github.com; a server that counts otherwise (bytes, CRLF
 * line ends) or has a lower limit gets half, then a quarter.
 */
export const COMMENT_LIMITS: readonly number[] = [COMMENT_MAX_CHARS, COMMENT_MAX_CHARS / 2, COMMENT_MAX_CHARS / 4];

/** The job summary may hold 1 MiB; a UTF-16 code unit takes at most 3 bytes of UTF-8. */
export const SUMMARY_MAX_CHARS = Math.floor((1024 * 1024) / 3);

/** The workflow run a comment was written by. */
export interface RunInfo {
  /** Link to the run, whose job summary has the full report. */
  url?: string;
  /** The commit the candidate results belong to. */
  commit?: string;
}

function footer(run: RunInfo): string {
  const parts: string[] = [];
  if (run.commit !== undefined && /^[0-9a-f]{7,64}$/i.test(run.commit))
    parts.push(`Updated for ${run.commit.slice(0, 7)}`);
  if (run.url !== undefined) parts.push(`full report in the job summary of [this workflow run](${run.url})`);
  return parts.length === 0 ? '' : `\n<sub>${parts.join('; ')}.</sub>\n`;
}

/**
 * The PR comment after its marker line: the markdown report with a footer linking to the run. Details are
 * dropped, largest first, until the whole body with the `marker` line fits `limit` characters.
 */
export function commentText(
  report: GateReport,
  name: string | undefined,
  marker: string,
  run: RunInfo,
  limit = COMMENT_MAX_CHARS,
): string {
  const tail = footer(run);
  const text = renderMarkdown(report, {
    name,
    maxLength: limit - marker.length - 1 - tail.length,
    trimmedNote:
      "Some details were left out to fit GitHub's size limit for comments; the job summary of the workflow run has the full report.",
  });
  return `${text}${tail}`;
}

/** The job summary: the markdown report, cut to the summary's size limit if need be. */
export function summaryText(report: GateReport, name: string | undefined): string {
  return renderMarkdown(report, {
    name,
    maxLength: SUMMARY_MAX_CHARS,
    trimmedNote:
      "Some details were left out to fit the size limit of job summaries; the JSON report (the step's `report` output) has them all.",
  });
}
